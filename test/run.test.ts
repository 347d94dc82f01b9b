/**
 * The run's API: `lint()` over files and `lintTexts()` in memory go through the same stages and give
 * the same result; `keepDescriptors` returns whole descriptors, even when a cache is given.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { lint, lintTexts } from '../src/run/lint.js';
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
});
