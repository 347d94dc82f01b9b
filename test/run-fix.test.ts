/**
 * The fix loop of `lint --fix` and `--fix-dry-run` (src/run/fix.ts): passes until nothing changes,
 * bounded; non-overlapping fixes together; suppressed findings and suggestions left alone; the
 * write guard for files that changed while they were fixed; and the run layer around it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Linter } from '../src/core/linter.js';
import { applyFixes, fileHash, lintAndFix, MAX_FIX_PASSES, writeFixes, type FixedFile } from '../src/run/fix.js';
import { lint, lintTexts } from '../src/run/lint.js';
import { defineRule, type Rule } from '../src/toolkit/index.js';
import { GOOD_TOOL, ruleById, writeFiles } from './helpers.js';

/** A rule whose fix always makes a new finding: `x-step-N` renamed to `x-step-N+1`, forever. */
const restless = defineRule({
  meta: { id: 'test/restless', level: null, severity: 'warning', description: 'Never content.', spec: '-', messages: { again: '"{{tool}}" has x-step-{{n}}.' } },
  check({ tool, report }) {
    for (const key of Object.keys(tool.descriptor)) {
      const m = /^x-step-(\d+)$/.exec(key);
      if (!m) continue;
      const n = Number(m[1]);
      report({ path: [key], messageId: 'again', data: { n }, fix: { title: 'Step on', edits: [{ op: 'rename', path: [key], to: `x-step-${n + 1}` }] } });
    }
  },
});

/** A rule whose fix gives the file two keys of one name (which does not parse). */
const breaking = defineRule({
  meta: { id: 'test/breaking', level: null, severity: 'error', description: 'Breaks files.', spec: '-', messages: { dup: '"{{tool}}" has x-a.' } },
  check({ tool, report }) {
    if ('x-a' in tool.descriptor) report({ path: ['x-a'], messageId: 'dup', fix: { title: 'Rename', edits: [{ op: 'rename', path: ['x-a'], to: 'x-b' }] } });
  },
});

const unknownField = ruleById('descriptor/unknown-field');
const rateLimits = ruleById('hints/rate-limits');
const fixing = (...rules: Rule[]) => new Linter({ rules, fixes: true });

describe('lintAndFix', () => {
  it('stops after MAX_FIX_PASSES passes of a fix that keeps making findings, and reports the last text\'s', () => {
    const text = `${GOOD_TOOL}x-step-0: true\n`;
    const { outcome, output, passes } = lintAndFix(fixing(restless), text, { path: 'tool.yaml' });
    expect(MAX_FIX_PASSES).toBe(10);
    expect(passes).toBe(10);
    expect(output).toBe(`${GOOD_TOOL}x-step-10: true\n`);
    // The outcome is of the fixed text: the finding it still has names x-step-10, and carries no text edits.
    const findings = outcome.tools[0]!.findings;
    expect(findings.map((d) => d.message)).toEqual(['"get_weather" has x-step-10.']);
    expect(findings[0]!.fixes).toBeUndefined();
  });

  it('makes non-overlapping fixes together, in one pass, keeping comments and quoting', () => {
    const text = ['# weather', 'name: get_weather', 'description: Fetch it. Use it.', "'paramters': {type: object}  # the schema", 'rate_limits: {request_per_minute: 60, Burst: 5}', ''].join('\n');
    const { output, passes } = lintAndFix(fixing(unknownField, rateLimits), text, { path: 'tool.yaml' });
    expect(passes).toBe(1);
    expect(output).toBe(['# weather', 'name: get_weather', 'description: Fetch it. Use it.', "'parameters': {type: object}  # the schema", 'rate_limits: {requests_per_minute: 60, burst: 5}', ''].join('\n'));
  });

  it('keeps a JSON file\'s key order and layout', () => {
    const text = '{\n  "name": "get_weather",\n  "retuns": {"type": "object"},\n  "description": "Fetch it. Use it."\n}\n';
    expect(lintAndFix(fixing(unknownField), text, { path: 'tool.json' }).output).toBe(text.replace('"retuns"', '"returns"'));
  });

  it('makes no fix of a finding an inline directive hides, nor any suggestion', () => {
    const text = ['name: get_weather', 'description: Fetch it. Use it.', '# tooldoc-disable-next-line descriptor/unknown-field -- kept for the old client', 'paramters: {type: object}', 'author: Jane', ''].join('\n');
    const { outcome, output, passes } = lintAndFix(fixing(unknownField), text, { path: 'tool.yaml' });
    // `paramters` is suppressed; `author` → `auth` is only a suggestion (author is not auth).
    expect(output).toBeUndefined();
    expect(passes).toBe(0);
    expect(outcome.tools[0]!.findings.map((d) => d.message)).toHaveLength(2);
  });

  it('fixes errors only when asked (--quiet)', () => {
    const text = `${GOOD_TOOL}verison: 1.0.0\n`;
    expect(lintAndFix(fixing(unknownField), text, { path: 'tool.yaml' }, { errorsOnly: true }).output).toBeUndefined();
    expect(lintAndFix(fixing(unknownField), text, { path: 'tool.yaml' }).output).toBe(`${GOOD_TOOL}version: 1.0.0\n`);
  });

  it('undoes a pass whose fixes leave the file unreadable', () => {
    const text = `${GOOD_TOOL}x-a: 1\nx-b: 2\n`;
    const { outcome, output } = lintAndFix(fixing(breaking), text, { path: 'tool.yaml' });
    expect(output).toBeUndefined();
    expect(outcome.status).toBe('linted');
    expect(outcome.tools[0]!.findings.map((d) => d.ruleId)).toEqual(['test/breaking']);
  });
});

describe('applyFixes', () => {
  it('leaves a fix that touches or overlaps one already taken for the next pass', () => {
    const at = (line: number, column: number) => ({ line, column });
    const fix = (from: number, to: number, newText: string) => ({ title: newText, preferred: true, edits: [{ range: { start: at(1, from), end: at(1, to) }, newText }] });
    // 'abcdef': [1,3) → X; [3,4) touches it → waits; [5,6) → Y; [2,5) overlaps → waits.
    expect(applyFixes('abcdef', [fix(3, 4, 'Z'), fix(1, 3, 'X'), fix(5, 6, 'Y'), fix(2, 5, 'W')])).toBe('XcdYf');
  });
});

describe('writeFixes', () => {
  const fixed = (dir: string, name: string, read: string, output: string, bom = false): FixedFile => ({ path: name, absolutePath: path.join(dir, name), output, hash: fileHash(Buffer.from((bom ? '\ufeff' : '') + read)), ...(bom ? { bom } : {}) });

  it('writes a fixed file whose content on disk is what was read', () => {
    const dir = writeFiles({ 'a.yaml': 'paramters: 1\n' });
    expect(writeFixes([fixed(dir, 'a.yaml', 'paramters: 1\n', 'parameters: 1\n')])).toEqual([]);
    expect(readFileSync(path.join(dir, 'a.yaml'), 'utf8')).toBe('parameters: 1\n');
  });

  it('does not write a file that changed on disk while it was fixed, and says which', () => {
    const dir = writeFiles({ 'a.yaml': 'paramters: 1\n', 'b.yaml': 'retuns: 1\n' });
    const files = [fixed(dir, 'a.yaml', 'paramters: 1\n', 'parameters: 1\n'), fixed(dir, 'b.yaml', 'retuns: 1\n', 'returns: 1\n')];
    // Saved by an editor between the read and the write.
    writeFileSync(path.join(dir, 'a.yaml'), 'paramters: 2\n');
    const refused = writeFixes(files);
    expect(refused.map((r) => [r.file.path, r.reason])).toEqual([['a.yaml', 'changed']]);
    expect(readFileSync(path.join(dir, 'a.yaml'), 'utf8')).toBe('paramters: 2\n');
    expect(readFileSync(path.join(dir, 'b.yaml'), 'utf8')).toBe('returns: 1\n');
  });

  it('does not create a file removed meanwhile, and keeps a byte order mark', () => {
    const dir = writeFiles({ 'c.yaml': '\ufeffretuns: 1\n' });
    expect(writeFixes([fixed(dir, 'gone.yaml', 'x: 1\n', 'y: 1\n')]).map((r) => r.reason)).toEqual(['changed']);
    expect(writeFixes([fixed(dir, 'c.yaml', 'retuns: 1\n', 'returns: 1\n', true)])).toEqual([]);
    expect(readFileSync(path.join(dir, 'c.yaml'), 'utf8')).toBe('\ufeffreturns: 1\n');
  });
});

describe('the run with fix', () => {
  it('lint() reports the fixed texts\' findings and returns the fixed files, writing nothing', async () => {
    const code = `${GOOD_TOOL}verison: 1.0.0\n`;
    const dir = writeFiles({ 'tools/a.yaml': code, 'tools/b.yaml': GOOD_TOOL.replace('get_weather', 'get_forecast') });
    const run = await lint({ patterns: ['tools'], cwd: dir, rules: [unknownField], fix: {} });
    expect(run.fixed?.map((f) => [f.path, f.output, f.hash === fileHash(Buffer.from(code))])).toEqual([['tools/a.yaml', `${GOOD_TOOL}version: 1.0.0\n`, true]]);
    expect(run.files.map((f) => [f.file, f.output !== undefined, f.diagnostics.length])).toEqual([
      ['tools/a.yaml', true, 0],
      ['tools/b.yaml', false, 0],
    ]);
    expect(readFileSync(path.join(dir, 'tools/a.yaml'), 'utf8')).toBe(code);
  });

  it('lintTexts() fixes texts in memory the same way', () => {
    const run = lintTexts([{ path: 'a.json', text: '{"name": "get_weather", "description": "Fetch it. Use it.", "Examples": []}' }], { rules: [unknownField], fix: {} });
    expect(run.files[0]!.output).toBe('{"name": "get_weather", "description": "Fetch it. Use it.", "examples": []}');
    expect(run.fixed?.[0]?.hash).toBeUndefined();
  });

  it('without fix, returns no fixed files and no output', async () => {
    const dir = writeFiles({ 'a.yaml': `${GOOD_TOOL}verison: 1.0.0\n` });
    const run = await lint({ patterns: ['a.yaml'], cwd: dir, rules: [unknownField] });
    expect(run.fixed).toBeUndefined();
    expect(run.files[0]!.output).toBeUndefined();
    expect(run.files[0]!.diagnostics.map((d) => d.ruleId)).toEqual(['descriptor/unknown-field']);
  });
});
