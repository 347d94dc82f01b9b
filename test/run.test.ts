/**
 * The run's API: `lint()` over files and `lintTexts()` in memory go through the same stages and give
 * the same result; `keepDescriptors` returns whole descriptors, even when a cache is given.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { Linter } from '../src/core/linter.js';
import { lint, lintTexts, runOutcomes } from '../src/run/lint.js';
import { GOOD_TOOL, writeFiles } from './helpers.js';

const OTHER = GOOD_TOOL.replace(/get_weather/g, 'getForecast');

describe('the run', () => {
  it('lintTexts in memory reports what lint reports for the same files', async () => {
    const dir = writeFiles({ 'a.yaml': GOOD_TOOL, 'b.yaml': OTHER });
    const fromFiles = await lint({ patterns: ['.'], cwd: dir, rules: builtinRules });
    const inMemory = lintTexts(
      [
        { path: 'a.yaml', text: GOOD_TOOL },
        { path: 'b.yaml', text: OTHER },
      ],
      { rules: builtinRules, cwd: dir },
    );
    const shape = (r: typeof fromFiles) => ({ files: r.files, tools: r.tools, summary: r.summary });
    expect(shape(inMemory)).toEqual(shape(fromFiles));
    expect(fromFiles.summary.problems).toBeGreaterThan(0);
  });

  it('keepDescriptors returns each whole descriptor, in the order of tools, with or without a cache', async () => {
    const dir = writeFiles({ 'a.yaml': GOOD_TOOL, 'b.yaml': OTHER });
    const cache = { file: path.join(dir, '.cache'), key: 'k' };
    // A cache written by a plain lint run holds catalog views only.
    await lint({ patterns: ['a.yaml', 'b.yaml'], cwd: dir, rules: builtinRules, cache });
    for (const run of [1, 2]) {
      const r = await lint({ patterns: ['a.yaml', 'b.yaml'], cwd: dir, rules: builtinRules, keepDescriptors: true, cache });
      expect(r.tools.map((t) => t.name), `run ${run}`).toEqual(['get_weather', 'getForecast']);
      for (const d of r.descriptors!) expect(d.parameters, `run ${run}`).toMatchObject({ type: 'object', required: ['city'] });
    }
  });

  it('runOutcomes leaves the kept outcomes as they were: run after run over them gives what lintTexts gives', () => {
    // Catalog findings (a name used twice, across files), an inline suppression and a definition shared
    // through a YAML alias: each stage after the pass has something to add, mark or relate.
    const texts = [
      { path: 'a.yaml', text: GOOD_TOOL },
      { path: 'b.yaml', text: OTHER.replace('getForecast', 'get_weather') },
      {
        path: 'c.yaml',
        text: 'tools:\n  - name: list_a\n    description: Lists the a items.\n    parameters: &p\n      type: object\n      properties:\n        q: {type: string}\n  - name: list_b\n    # tooldoc-disable-next-line description/sentence-count\n    description: Lists b.\n    parameters: *p\n',
      },
    ];
    const linter = new Linter({ rules: builtinRules });
    const kept = texts.map(({ path: p, text }) => ({ path: p, absolutePath: p, outcome: linter.lintText(text, { path: p }), readText: () => text }));
    const before = JSON.stringify(kept.map((k) => k.outcome));
    const shape = (r: ReturnType<typeof lintTexts>) => JSON.parse(JSON.stringify({ files: r.files, tools: r.tools, summary: r.summary })) as unknown;
    const first = shape(runOutcomes(kept, linter, { rules: builtinRules }));
    const second = shape(runOutcomes(kept, linter, { rules: builtinRules }));
    expect(second).toEqual(first);
    expect(JSON.stringify(kept.map((k) => k.outcome))).toBe(before);
    const fresh = lintTexts(texts, { rules: builtinRules });
    expect(first).toEqual(shape(fresh));
    const ids = fresh.files.flatMap((f) => f.diagnostics.map((d) => d.ruleId));
    expect(ids).toContain('name/unique');
    expect(fresh.summary.suppressed).toBeGreaterThan(0);
    expect(fresh.files.flatMap((f) => f.diagnostics).some((d) => d.related?.length)).toBe(true);
  });
});

