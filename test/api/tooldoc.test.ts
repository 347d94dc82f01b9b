/**
 * The project API (`Tooldoc`, docs/api.md) used as a program uses it: the package entry of the
 * build. Files and texts, each with its nearest config; the configuration for a file; the exit
 * decision; one baseline and one cache over several config groups.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLEAN_TOOL, requireBuild, writeFiles } from '../e2e/support.js';
import { ROOT, tempDir } from '../helpers.js';
import type { Tooldoc as TooldocClass, TooldocOptions, TooldocResult } from '../../src/api/tooldoc.js';
import type { RunProgress } from '../../src/types/index.js';
import { ORDERS, PASS } from '../servers/test-command-support.js';

const BROKEN = CLEAN_TOOL.replace('  type: object\n  additionalProperties: false\n  required: [city]', '  type: object\n  required: [city]').replace('\ncost_hint: cheap\n', '\ncost_hnt: cheap\n');

let Tooldoc: typeof TooldocClass;
let root: string;

const make = (options: TooldocOptions = {}) => new Tooldoc({ cwd: root, ...options });
const rows = (r: TooldocResult) => r.files.flatMap((f) => f.diagnostics.map((d) => `${f.file} ${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.ruleId}${d.suppressed ? ` (${d.suppressed.kind})` : ''}`)).sort();

describe('Tooldoc, the project API', () => {
  requireBuild();
  beforeAll(async () => {
    ({ Tooldoc } = (await import(path.join(ROOT, 'dist', 'src', 'index.js'))) as { Tooldoc: typeof TooldocClass });
    root = writeFiles({
      'tooldoc.config.yaml': 'rules:\n  descriptor/unknown-field: error\n',
      'tools/root.yaml': BROKEN,
      'packages/a/tooldoc.config.yaml': 'rules:\n  parameters/additional-properties: off\n',
      'packages/a/tools/a.yaml': BROKEN,
    });
    expect(spawnSync('git', ['init', '-q', root]).status).toBe(0);
  });

  it('fixes with `fix`, writes only with outputFixes, and not over a file that changed meanwhile (exit 2)', async () => {
    const dir = writeFiles({ 'a.yaml': BROKEN, 'b.yaml': BROKEN });
    const fixed = BROKEN.replace('\ncost_hnt: cheap\n', '\ncost_hint: cheap\n');
    const tooldoc = new Tooldoc({ cwd: dir, config: false, fix: true, concurrency: 'off' });
    const result = await tooldoc.lintFiles(['.']);
    expect(result.fixed?.map((f) => f.path).sort()).toEqual(['a.yaml', 'b.yaml']);
    expect(result.files.map((f) => f.output)).toEqual([fixed, fixed]);
    // The misspelt cost_hnt is gone; what has no fix remains (and the two copies share a name).
    expect(rows(result)).toEqual(['a.yaml 8:1 error parameters/additional-properties', 'b.yaml 2:7 error name/unique', 'b.yaml 8:1 error parameters/additional-properties']);
    // Nothing is written until asked.
    expect(readFileSync(path.join(dir, 'a.yaml'), 'utf8')).toBe(BROKEN);
    writeFileSync(path.join(dir, 'b.yaml'), BROKEN + '# edited\n');
    expect(tooldoc.outputFixes(result)).toEqual(['tooldoc: b.yaml was not fixed: it changed on disk while tooldoc was fixing it; run tooldoc lint --fix again.']);
    expect(readFileSync(path.join(dir, 'a.yaml'), 'utf8')).toBe(fixed);
    expect(readFileSync(path.join(dir, 'b.yaml'), 'utf8')).toBe(BROKEN + '# edited\n');
    expect(tooldoc.decideExit(result).code).toBe(2);
  });

  it('lints files, each with its nearest config, as one result whose findings point at its tools', async () => {
    const tooldoc = make({ concurrency: 'off' });
    const result = await tooldoc.lintFiles(['.']);
    expect(rows(result)).toEqual(['packages/a/tools/a.yaml 54:1 warning descriptor/unknown-field', 'tools/root.yaml 54:1 error descriptor/unknown-field', 'tools/root.yaml 8:1 error parameters/additional-properties']);
    expect(result.summary).toMatchObject({ files: 2, filesLinted: 2, tools: 2, errors: 2, warnings: 1 });
    // Two tools named get_weather, under two configs: two catalogs, no duplicate-name finding.
    expect(result.tools.map((t) => [t.file, t.name])).toEqual([
      ['packages/a/tools/a.yaml', 'get_weather'],
      ['tools/root.yaml', 'get_weather'],
    ]);
    for (const f of result.files) for (const d of f.diagnostics) expect(result.tools[d.toolIndex!]!.file).toBe(f.file);
    expect(result.serverFailures).toEqual([]);
    const exit = tooldoc.decideExit(result);
    expect(exit.code).toBe(1);
    expect(exit.messages).toEqual([expect.stringMatching(/^tooldoc: --fail-on error: 2 errors in get_weather \(Level 0\)/)]);
    expect(make({ failOn: 'none' }).decideExit(result)).toEqual({ code: 0, failures: [], messages: [] });
    expect(make().decideExit({ ...result, serverFailures: ['everything'] }).code).toBe(2);
  });

  it('tells `progress` how far lintFiles has got, as plain data, counted over every config group', async () => {
    const told: RunProgress[] = [];
    await make({ concurrency: 'off', progress: (p) => told.push(p) }).lintFiles(['.']);
    // Two groups of one file each: the second starts where the first ended.
    expect(told).toEqual([
      { stage: 'files', done: 0, total: 2, tools: 0 },
      { stage: 'files', done: 1, total: 2, tools: 1 },
      { stage: 'files', done: 1, total: 2, tools: 1 },
      { stage: 'files', done: 2, total: 2, tools: 2 },
      { stage: 'catalog', done: 0, total: 2 },
      { stage: 'catalog', done: 1, total: 2 },
      { stage: 'catalog', done: 1, total: 2 },
      { stage: 'catalog', done: 2, total: 2 },
    ]);
    // A live server: started, then its sidecars linted with it.
    const withServer: RunProgress[] = [];
    await new Tooldoc({ cwd: ROOT, server: ORDERS, progress: (p) => withServer.push(p) }).lintFiles([PASS]);
    expect(withServer.filter((p) => p.stage === 'servers')).toEqual([
      { stage: 'servers', done: 0, total: 1 },
      { stage: 'servers', done: 1, total: 1 },
    ]);
    expect(withServer.filter((p) => p.stage === 'files').at(-1)).toEqual({ stage: 'files', done: 4, total: 4, tools: 4 });
  });

  it('lints a text as a file it names, with that file\'s config', async () => {
    const tooldoc = make();
    const inA = await tooldoc.lintText(BROKEN, { filePath: 'packages/a/tools/new.yaml' });
    expect(rows(inA)).toEqual(['packages/a/tools/new.yaml 54:1 warning descriptor/unknown-field']);
    const atRoot = await tooldoc.lintText(BROKEN, { filePath: 'tools/new.yaml' });
    expect(rows(atRoot)).toEqual(['tools/new.yaml 54:1 error descriptor/unknown-field', 'tools/new.yaml 8:1 error parameters/additional-properties']);
    await expect(make({ cache: true }).lintText(BROKEN)).rejects.toThrow(/need files/);
  });

  it('calculates the configuration for a file', async () => {
    const tooldoc = make({ ruleSettings: { 'hints/latency': { severity: 'error' } } });
    const a = await tooldoc.calculateConfigForFile('packages/a/tools/a.yaml');
    expect(a).toMatchObject({ file: 'packages/a/tools/a.yaml', config: 'packages/a/tooldoc.config.yaml', ignored: false, overrides: [] });
    expect(a.rules['parameters/additional-properties']).toEqual({ severity: 'off' });
    expect(a.rules['hints/latency']?.severity).toBe('error');
    const none = await make({ config: false }).calculateConfigForFile('packages/a/tools/a.yaml');
    expect(none.config).toBeNull();
    expect(none.rules['parameters/additional-properties']?.severity).toBe('error');
  });

  it('keeps one baseline over every config group: recorded, matched, and no stale entries for files not linted', async () => {
    const recorded = await make({ writeBaseline: 'baseline.json' }).lintFiles(['.']);
    const writer = make({ writeBaseline: 'baseline.json' });
    const again = await writer.lintFiles(['.']);
    const { messages } = await writer.writeReports(again, { stdout: devNull() });
    expect(messages).toEqual(['tooldoc: wrote 3 findings to baseline baseline.json.']);
    expect(recorded.summary.errors).toBe(0);
    const entries = (JSON.parse(readFileSync(path.join(root, 'baseline.json'), 'utf8')) as { entries: Array<{ file: string }> }).entries;
    expect(entries.map((e) => e.file).sort()).toEqual(['packages/a/tools/a.yaml', 'tools/root.yaml', 'tools/root.yaml']);

    const all = await make({ baseline: 'baseline.json' }).lintFiles(['.']);
    expect(all.baseline).toMatchObject({ matched: 3, stale: [] });
    expect(all.summary).toMatchObject({ errors: 0, warnings: 0, baselined: 3 });
    // One package: its entry matched; the root's are not stale, since its files were not linted.
    const one = await make({ baseline: '../../baseline.json', cwd: path.join(root, 'packages', 'a') }).lintFiles(['.']);
    expect(one.baseline).toMatchObject({ matched: 1, stale: [] });
    // Recording one package keeps the other's entries.
    const partial = make({ writeBaseline: 'baseline.json' });
    await partial.writeReports(await partial.lintFiles(['packages/a']), { stdout: devNull() });
    const after = (JSON.parse(readFileSync(path.join(root, 'baseline.json'), 'utf8')) as { entries: Array<{ file: string }> }).entries;
    expect(after.map((e) => e.file).sort()).toEqual(['packages/a/tools/a.yaml', 'tools/root.yaml', 'tools/root.yaml']);
  });

  it('keeps one cache file over every config group, and gives the same result from it', async () => {
    const plain = rows(await make({ baseline: false }).lintFiles(['.']));
    const cold = await make({ cache: true, baseline: false }).lintFiles(['.']);
    expect(existsSync(path.join(root, '.tooldoccache'))).toBe(true);
    const cache = JSON.parse(readFileSync(path.join(root, '.tooldoccache'), 'utf8')) as { files: Record<string, unknown> };
    // (and the baseline.json of the test above, a file that is not a descriptor)
    expect(Object.keys(cache.files).map((f) => path.relative(root, f).split(path.sep).join('/')).sort()).toEqual(['baseline.json', 'packages/a/tools/a.yaml', 'tools/root.yaml']);
    const warm = await make({ cache: true, baseline: false }).lintFiles(['.']);
    expect(rows(cold)).toEqual(plain);
    expect(rows(warm)).toEqual(plain);
  });

  it('with a JSON report, saves the cache once writeReports has written the reports, with each file\'s entry of the report', async () => {
    // Outside the linted folder: a report there would be a file of the next run.
    const out = tempDir();
    const cacheLocation = path.join(out, 'reports.cache');
    const report = path.join(out, 'report.json');
    const options = (out: string): TooldocOptions => ({ cache: true, cacheLocation, baseline: false, reports: [{ format: 'json', path: out }] });
    const cold = make(options(report));
    const result = await cold.lintFiles(['.']);
    expect(existsSync(cacheLocation)).toBe(false);
    await cold.writeReports(result, { stdout: devNull() });
    const kept = readFileSync(cacheLocation, 'utf8');
    const first = readFileSync(report, 'utf8');
    // Each linted file's line ends with its entry of the JSON report, under the reporter's key.
    const entry = renderedIn(kept, path.join(root, 'tools', 'root.yaml'))!;
    expect(entry[0]).toBe('json 2 no-fingerprints');
    expect(first).toContain(entry[1]);
    // The next run writes the same report from those entries; the cache, unchanged, is not written again.
    const warm = make(options(report));
    await warm.writeReports(await warm.lintFiles(['.']), { stdout: devNull() });
    expect(readFileSync(report, 'utf8')).toBe(first);
    expect(readFileSync(cacheLocation, 'utf8')).toBe(kept);
    // A report that cannot be written (its path is a folder) is an error, and the cache is saved all the same.
    rmSync(cacheLocation);
    const failing = make(options(out));
    const again = await failing.lintFiles(['.']);
    await expect(failing.writeReports(again, { stdout: devNull() })).rejects.toThrow();
    // (The report was never rendered: the file holds no rendering of it.)
    expect(renderedIn(readFileSync(cacheLocation, 'utf8'), path.join(root, 'tools', 'root.yaml'))).toBeNull();
  });
});

/** The last part of a file's line in a cache file: what a reporter rendered of its result, as [key, text]. */
function renderedIn(cache: string, file: string): [string, string] | null {
  const line = cache.split('\n').find((l) => l.startsWith(`${JSON.stringify(file)}:[`))!;
  return (JSON.parse(line.slice(JSON.stringify(file).length + 1).replace(/,$/, '')) as unknown[]).at(-1) as [string, string] | null;
}

function devNull(): NodeJS.WritableStream {
  return { write: () => true } as unknown as NodeJS.WritableStream;
}

describe('docs/api.md', () => {
  requireBuild();
  it('its example runs as written', () => {
    const doc = readFileSync(path.join(ROOT, 'docs', 'api.md'), 'utf8');
    const example = /```js\n([\s\S]*?)```/.exec(doc)![1]!;
    const dir = writeFiles({ 'tools/weather.yaml': BROKEN, 'example.mjs': example.replace("from 'tooldoc'", `from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'dist', 'src', 'index.js')).href)}`) });
    const r = spawnSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(r.stdout.trim().split('\n')).toEqual(['tools/weather.yaml:8 parameters/additional-properties', 'tools/weather.yaml:54 descriptor/unknown-field']);
    expect(r.stderr).toMatch(/^tooldoc: --fail-on error: 1 error in get_weather \(Level 0\)/);
    expect(r.status).toBe(1);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as { summary: { errors: number; warnings: number } };
    expect(report.summary).toMatchObject({ errors: 1, warnings: 1 });
  });
});
