/**
 * Where a run keeps its findings (src/run/findings.ts, src/run/spill.ts): as objects up to a budget,
 * then as JSON in a temporary file that is removed as soon as it is opened. The report must not
 * depend on which: every stage after the pass (catalog rules, suppressions, the baseline, aliases,
 * grades) is run with nothing spilled, some files spilled and every file spilled.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { formatNames, loadReporter } from '../src/reporters/index.js';
import { sarif } from '../src/reporters/sarif.js';
import { lint, type LintRun } from '../src/run/lint.js';
import { SpillKeeper } from '../src/run/findings.js';
import { Spill } from '../src/run/spill.js';
import type { Diagnostic } from '../src/types/index.js';
import { GOOD_TOOL, tempDir, writeFiles } from './helpers.js';

/** Each stage after the pass has something to do: catalog findings, directives, an alias, a failed file. */
const FILES: Record<string, string> = {
  'a.yaml': GOOD_TOOL,
  // The same name again (a catalog finding), and findings of its own.
  'b.yaml': GOOD_TOOL.replace('Returns the current weather', 'Gets weather'),
  'c.yaml':
    'tools:\n  - name: list_a\n    description: Lists the a items.\n    parameters: &p\n      type: object\n      properties:\n        q: {type: string}\n' +
    '  - name: list_b\n    # tooldoc-disable-next-line description/sentence-count\n    description: Lists b.\n    parameters: *p\n',
  // A directive that hides nothing (an unused-directive finding) and one for every rule.
  'd.yaml': '# tooldoc-disable-next-line search/keywords\nname: fetchThing\ndescription: Fetches a thing by its id, with no limit.\nparameters:\n  type: object\n  properties:\n    id: {type: string}\n',
  'e.yaml': '# tooldoc-disable\nname: other_thing\ndescription: x\n',
  'broken.yaml': 'name: [unclosed\n',
};

const shape = (r: LintRun) => JSON.parse(JSON.stringify({ files: r.files, tools: r.tools, summary: r.summary, baseline: r.baseline, entries: r.baselineEntries })) as unknown;

describe('findings kept apart from outcomes', () => {
  it('a run that spills its findings to a file reports exactly what one that holds them reports, baseline included', async () => {
    const dir = writeFiles(FILES);
    const run = (findingsInMemory?: number, baseline?: Parameters<typeof lint>[0]['baseline']) =>
      lint({ patterns: ['.'], cwd: dir, rules: builtinRules, ...(findingsInMemory === undefined ? {} : { findingsInMemory }), ...(baseline ? { baseline } : {}) });

    const held = await run();
    expect(held.summary.problems).toBeGreaterThan(10);
    expect(held.summary.suppressed).toBeGreaterThan(0);
    expect(held.files.some((f) => f.diagnostics.some((d) => d.related?.length))).toBe(true);
    for (const budget of [0, 7]) expect(shape(await run(budget)), `budget ${budget}`).toEqual(shape(held));

    // Recording a baseline, then applying it with one finding fixed (a stale entry).
    const file = path.join(dir, 'baseline.json');
    const recorded = await run(undefined, { file, entries: [], write: true });
    expect(recorded.baseline!.matched).toBe(recorded.baselineEntries!.length);
    for (const budget of [0, 7]) expect(shape(await run(budget, { file, entries: [], write: true })), `write, budget ${budget}`).toEqual(shape(recorded));
    const entries = recorded.baselineEntries!.slice(1).concat({ ...recorded.baselineEntries![0]!, fingerprint: 'gone' });
    const applied = await run(undefined, { file, entries });
    expect(applied.baseline!.stale).toHaveLength(1);
    expect(applied.baseline!.matched).toBe(entries.length - 1);
    expect(applied.summary.baselined).toBeGreaterThan(0);
    for (const budget of [0, 7]) expect(shape(await run(budget, { file, entries })), `apply, budget ${budget}`).toEqual(shape(applied));
  });

  it('reports written from a spilled run are those of a held run, in every format', async () => {
    const dir = writeFiles(FILES);
    const held = await lint({ patterns: ['.'], cwd: dir, rules: builtinRules });
    const spilled = await lint({ patterns: ['.'], cwd: dir, rules: builtinRules, findingsInMemory: 0 });
    const options = { colorLevel: 0 as const, cwd: dir, sourceRoot: dir };
    expect(formatNames).toEqual(expect.arrayContaining(['sarif', 'json', 'stylish', 'markdown', 'junit', 'html', 'github']));
    for (const name of formatNames) {
      const reporter = await loadReporter(name);
      expect(reporter(spilled, options), name).toBe(reporter(held, options));
    }
    expect((JSON.parse(sarif(spilled, options)) as { runs: Array<{ results: unknown[] }> }).runs[0]!.results.length).toBe(held.files.reduce((n, f) => n + f.diagnostics.length, 0));
  });

  it('a spilled file result reads its findings again when asked (a copy), a held one gives the same array', async () => {
    const dir = writeFiles(FILES);
    const spilled = await lint({ patterns: ['.'], cwd: dir, rules: builtinRules, findingsInMemory: 0 });
    const first = spilled.files[0]!.diagnostics;
    expect(spilled.files[1]!.diagnostics.length).toBeGreaterThan(0);
    const again = spilled.files[0]!.diagnostics;
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    // A copy of a result ({ ...file }) has its findings; assigning them replaces what is read.
    expect({ ...spilled.files[0]! }.diagnostics).toEqual(first);
    spilled.files[0]!.diagnostics = [];
    expect(spilled.files[0]!.diagnostics).toEqual([]);

    const held = await lint({ patterns: ['.'], cwd: dir, rules: builtinRules });
    const a = held.files[0]!.diagnostics;
    expect(held.files[1]!.diagnostics.length).toBeGreaterThan(0);
    expect(held.files[0]!.diagnostics).toBe(a);
  });
});

describe('Spill', () => {
  const tmp = process.env.TMPDIR;
  afterEach(() => {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  });

  it('keeps texts in a temporary file that is gone from its folder at once', () => {
    const folder = tempDir();
    process.env.TMPDIR = folder;
    const spill = new Spill();
    const texts = ['short', 'a text longer than ten characters', 'ünïcödé ✓ 𝔘 and more', '', 'x'.repeat(100_000)];
    texts.forEach((t, i) => spill.put(i, t));
    expect(spill.spilled).toBe(true);
    // Nothing left in the temporary folder, not even while the spill is in use.
    expect(readdirSync(folder)).toEqual([]);
    texts.forEach((t, i) => expect(spill.get(i), `text ${i}`).toBe(t));
    spill.delete(1);
    expect(spill.get(1)).toBeUndefined();
    spill.put(1, 'again');
    expect(spill.get(1)).toBe('again');
    expect(spill.get(99)).toBeUndefined();
  });

  it('keeps texts in memory when no temporary file can be made', () => {
    const notAFolder = path.join(tempDir(), 'file');
    writeFileSync(notAFolder, '');
    process.env.TMPDIR = notAFolder;
    const spill = new Spill();
    spill.put(0, 'first');
    spill.put(1, 'second');
    expect(spill.spilled).toBe(false);
    expect([spill.get(0), spill.get(1)]).toEqual(['first', 'second']);
  });
});

describe('SpillKeeper', () => {
  const finding = (n: number): Diagnostic => ({
    ruleId: 'r/x',
    severity: 'warning',
    level: 1,
    message: `Finding ${n}.`,
    file: 'a.yaml',
    pointer: '/name',
    path: ['name'],
    doc: 0,
    range: { start: { line: n, column: 1 }, end: { line: n, column: 5 } },
  });

  it('holds the pass findings up to their own budget and spills the rest; holds final findings up to theirs', () => {
    // Pass: two findings held, the third file's spilled. Final: up to 150,000 held.
    const keeper = new SpillKeeper(150_000, 2);
    const f = [finding(1), finding(2), finding(3)];
    keeper.keep(0, { file: [f[0]!], tools: [] });
    keeper.keep(1, { file: [], tools: [[f[1]!]] });
    keeper.keep(2, { file: [f[2]!], tools: [] });
    // Held: the very objects; spilled: an equal copy, read back from the temporary file.
    expect(keeper.take(0).file[0]).toBe(f[0]);
    expect(keeper.take(1).tools[0]![0]).toBe(f[1]);
    const spilled = keeper.take(2).file[0];
    expect(spilled).toEqual(f[2]);
    expect(spilled).not.toBe(f[2]);
    // Taken once: nothing the second time.
    expect(keeper.take(2)).toEqual({ file: [], tools: [] });
    // What was taken no longer counts: the next file's findings are held again.
    const g = finding(4);
    keeper.keep(3, { file: [g], tools: [] });
    expect(keeper.take(3).file[0]).toBe(g);
    // Final findings have their own budget: all three are held, whatever the pass spilled.
    for (const [i, d] of f.entries()) keeper.keepFinal(i, [d]);
    for (const [i, d] of f.entries()) expect(keeper.readFinal(i)[0]).toBe(d);
  });

  it('never holds more pass findings than final ones', () => {
    const keeper = new SpillKeeper(1);
    const [a, b] = [finding(1), finding(2)];
    keeper.keep(0, { file: [a], tools: [] });
    keeper.keep(1, { file: [b], tools: [] });
    expect(keeper.take(0).file[0]).toBe(a);
    expect(keeper.take(1).file[0]).not.toBe(b);
  });
});
