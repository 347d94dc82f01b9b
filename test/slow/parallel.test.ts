/**
 * Worker threads rebuild the configuration (plugins, overrides) themselves: a parallel run over a
 * project with a local plugin and overrides reports exactly what a serial one does.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, ROOT, runCli, tempDir } from '../helpers.js';

describe('--concurrency', () => {
  it('gives the same report with a plugin and overrides, serial and in workers', () => {
    const dir = tempDir();
    cpSync(path.join(ROOT, 'fixtures', 'plugins', 'company'), dir, { recursive: true });
    // The plugin imports 'tooldoc', as an installed plugin would: resolve it to this checkout.
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(ROOT, path.join(dir, 'node_modules', 'tooldoc'), 'dir');
    writeFileSync(
      path.join(dir, 'tooldoc.config.yaml'),
      readFileSync(path.join(dir, 'tooldoc.config.yaml'), 'utf8') + '\noverrides:\n  - files: ["tools/legacy/**"]\n    rules:\n      name/snake-case: off\n',
    );
    for (let i = 0; i < 12; i++) {
      writeFileSync(path.join(dir, 'tools', `t${i}.yaml`), GOOD_TOOL.replace(/get_weather/g, `getWeather${i}`));
      mkdirSync(path.join(dir, 'tools', 'legacy'), { recursive: true });
      cpSync(path.join(dir, 'tools', `t${i}.yaml`), path.join(dir, 'tools', 'legacy', `t${i}.yaml`));
    }
    const run = (c: string) => {
      const out = path.join(dir, `r-${c}.json`);
      const r = runCli(['lint', 'tools', '--format', 'json', '--output', out, '--concurrency', c], { cwd: dir });
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      const json = JSON.parse(readFileSync(out, 'utf8')) as { files: unknown; tools: unknown; summary: unknown };
      return { code: r.code, files: json.files, tools: json.tools, summary: json.summary };
    };
    const serial = run('off');
    const parallel = run('2');
    expect(parallel).toEqual(serial);
    // The override and the plugin both took effect (in the workers too).
    const text = JSON.stringify(serial.files);
    expect(text).toContain('"file":"tools/t0.yaml"');
    expect((serial.files as Array<{ file: string; diagnostics: Array<{ ruleId: string }> }>).find((f) => f.file === 'tools/legacy/t0.yaml')!.diagnostics.map((d) => d.ruleId)).not.toContain('name/snake-case');
    expect((serial.files as Array<{ file: string; diagnostics: Array<{ ruleId: string }> }>).find((f) => f.file === 'tools/t0.yaml')!.diagnostics.map((d) => d.ruleId)).toContain('name/snake-case');
  });

  // Every file is linted in a worker thread (where it can be stopped past --max-file-time) and none
  // in the main thread, which only coordinates: `--concurrency 2` starts at most two workers.
  it.skipIf(availableParallelism() < 2)('lints every file in worker threads, none in the main thread, with the serial order', () => {
    const dir = probeProject();
    const count = 400;
    for (let i = 0; i < count; i++) writeFileSync(path.join(dir, 'tools', `t${String(i).padStart(3, '0')}.yaml`), GOOD_TOOL.replace(/get_weather/g, `get_weather_${i}`));
    const threads = probeThreads(dir, count);
    expect(threads.has('Linted in thread main.')).toBe(false);
    expect(threads.size).toBeGreaterThanOrEqual(1);
    expect(threads.size).toBeLessThanOrEqual(2);
    expect([...threads.values()].reduce((a, b) => a + b, 0)).toBe(count);
  });

  it.skipIf(availableParallelism() < 2)('lints large files in the workers too', () => {
    const dir = probeProject();
    // Over 64 KiB each: a long list of documented values.
    const values = Array.from({ length: 8000 }, (_, i) => `value_${i}`).join(', ');
    const count = 6;
    for (let i = 0; i < count; i++) writeFileSync(path.join(dir, 'tools', `big${i}.yaml`), GOOD_TOOL.replace(/get_weather/g, `get_weather_${i}`) + `x-notes: "${values}"\n`);
    const threads = probeThreads(dir, count);
    expect(threads.has('Linted in thread main.')).toBe(false);
    expect([...threads.values()].reduce((a, b) => a + b, 0)).toBe(count);
  });

  it.skipIf(availableParallelism() < 2)('a worker that dies costs only the file it was on: input/resource-limit there, the rest to the next worker, the report the serial one', () => {
    const dir = probeProject();
    // A plugin rule ends any worker thread on its first tool (process.exit in a worker ends that
    // thread only), and leaves a mark saying it did.
    writeFileSync(
      path.join(dir, 'die.mjs'),
      `import { defineRule } from 'tooldoc';
import { writeFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';
export const rules = [defineRule({
  meta: { id: 'probe/die', level: null, severity: 'warning', description: 'Ends a worker thread.', spec: 'test', messages: { none: 'Never reported.' } },
  check() { if (!isMainThread) { writeFileSync(new URL('./died-' + threadId, import.meta.url), ''); process.exit(3); } },
})];
`,
    );
    writeFileSync(path.join(dir, 'tooldoc.config.yaml'), 'extends: tooldoc:minimal\nplugins: [./die.mjs]\nrules:\n  probe/die: warn\n');
    // Files over 64 KiB, several to a worker: each death ends one file, and its batch goes on in the next worker.
    const values = Array.from({ length: 8000 }, (_, i) => `value_${i}`).join(', ');
    const count = 6;
    for (let i = 0; i < count; i++) writeFileSync(path.join(dir, 'tools', `big${i}.yaml`), GOOD_TOOL.replace(/get_weather/g, `get_weather_${i}`) + `x-notes: "${values}"\n`);
    const run = (c: string) => {
      const out = path.join(dir, `r-${c}.json`);
      const r = runCli(['lint', 'tools', '--format', 'json', '--output', out, '--concurrency', c], { cwd: dir });
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      return { code: r.code, report: JSON.parse(readFileSync(out, 'utf8')) as { files: unknown[]; tools: unknown; summary: unknown } };
    };
    const serial = run('off');
    const parallel = run('2');
    // The workers did die, one per file, and each file says so at its tool, in one line.
    expect(readdirSync(dir).filter((f) => f.startsWith('died-')).length).toBeGreaterThanOrEqual(count);
    expect(parallel.code).toBe(2);
    expect(serial.code).toBe(2);
    expect(parallel.report.files).toHaveLength(count);
    const said = (parallel.report.files as Array<{ file: string; diagnostics: Array<{ ruleId: string; message: string; line: number }> }>).map((f) => f.diagnostics.map((d) => [f.file, d.ruleId, d.line, d.message]));
    expect(said).toEqual(
      Array.from({ length: count }, (_, i) => [[`tools/big${i}.yaml`, 'input/resource-limit', 1, `Checking tool "get_weather_${i}" (1 of 1) stopped tooldoc's worker thread (it exited), so it was stopped and the file is not reported. Split the file or shorten the tool.`]]),
    );
    expect({ files: parallel.report.files, tools: parallel.report.tools, summary: parallel.report.summary }).toEqual({ files: serial.report.files, tools: serial.report.tools, summary: serial.report.summary });
  });

  it('rejects a bad value with exit 2', () => {
    const r = runCli(['lint', 'fixtures/showcase', '--concurrency', 'lots']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--concurrency takes auto, off or a number');
  });
});

/** A project with one local plugin (`source`, importing 'tooldoc' as an installed plugin would) and its rule turned on. */
function pluginProject(plugin: string, source: string, config: string): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(ROOT, path.join(dir, 'node_modules', 'tooldoc'), 'dir');
  writeFileSync(path.join(dir, plugin), source);
  writeFileSync(path.join(dir, 'tooldoc.config.yaml'), config);
  mkdirSync(path.join(dir, 'tools'));
  return dir;
}

/** A project whose plugin rule says, on every tool, which thread linted it. */
function probeProject(): string {
  return pluginProject(
    'where.mjs',
    `import { defineRule } from 'tooldoc';
import { isMainThread, threadId } from 'node:worker_threads';
export const rules = [defineRule({
  meta: { id: 'probe/thread', level: null, severity: 'warning', description: 'Says which thread linted a tool.', spec: 'test', messages: { here: 'Linted in thread {{id}}.' } },
  check({ report }) { report({ path: ['name'], messageId: 'here', data: { id: isMainThread ? 'main' : String(threadId) } }); },
})];
`,
    'extends: tooldoc:minimal\nplugins: [./where.mjs]\nrules:\n  probe/thread: warn\n',
  );
}

/** Lints the probe project's tools with `--concurrency 2`: how many files each thread linted (every file once, in file order). */
function probeThreads(dir: string, count: number): Map<string, number> {
  const out = path.join(dir, 'r.json');
  const r = runCli(['lint', 'tools', '--format', 'json', '--output', out, '--concurrency', '2'], { cwd: dir });
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  const files = (JSON.parse(readFileSync(out, 'utf8')) as { files: Array<{ file: string; diagnostics: Array<{ ruleId: string; message: string }> }> }).files;
  expect(files).toHaveLength(count);
  expect(files.map((f) => f.file)).toEqual(files.map((f) => f.file).sort());
  const tally = new Map<string, number>();
  for (const f of files) {
    const where = f.diagnostics.find((d) => d.ruleId === 'probe/thread')!.message;
    tally.set(where, (tally.get(where) ?? 0) + 1);
  }
  return tally;
}
