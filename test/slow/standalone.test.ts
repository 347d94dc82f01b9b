/**
 * standalone/, the committed bundle that the pre-commit hook `tooldoc` and the GitHub Action run
 * (scripts/standalone.mjs), run from a copy of the package's files with no node_modules: it gives
 * the reports that bin/tooldoc.js gives (slow: npm run test:e2e; test/standalone.test.ts checks
 * in npm test that it is what the sources build).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_TOOL, ROOT, runCli, tempDir } from '../helpers.js';

const ORDERS = `node ${path.join(ROOT, 'test', 'fixtures', 'servers', 'orders.mjs')}`;
const PASS = path.join(ROOT, 'test', 'fixtures', 'examples', 'orders', 'pass');

describe('the standalone CLI, with no node_modules', () => {
  let root = '';
  const run = (args: string[], cwd = root, input?: string) => {
    const r = spawnSync(process.execPath, [path.join(root, 'standalone', 'tooldoc.mjs'), ...args], { cwd, encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' }, timeout: 60_000 });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  beforeAll(() => {
    // What the package ships besides code, and the bundle: a checkout as the pre-commit hook and the
    // Action get it, minus node_modules (a temporary folder has none above it either).
    root = tempDir('tooldoc-standalone-run-');
    for (const f of ['package.json', 'schemas', 'docs', 'standalone', 'fixtures/showcase']) cpSync(path.join(ROOT, f), path.join(root, f), { recursive: true });
    cpSync(path.join(ROOT, 'rules'), path.join(root, 'rules'), { recursive: true, filter: (src) => statSync(src).isDirectory() || src.endsWith('.md') });
    // A pattern that can backtrack: the ReDoS analysis and RE2, which load from lib/vendor/.
    writeFileSync(path.join(root, 'fixtures', 'showcase', 'patterns.yaml'), GOOD_TOOL.replace('maxLength: 100,', 'maxLength: 100, pattern: "^(a+)+$",'));
  });

  it('lints the showcase with the same JSON report as bin/tooldoc.js', () => {
    const args = ['lint', 'fixtures/showcase', '--format', 'json', '--no-config'];
    const ours = run(args);
    const built = runCli(args, { cwd: root });
    expect(ours.stderr).toBe(built.stderr);
    expect(ours.code).toBe(built.code);
    expect(ours.stdout).toBe(built.stdout);
    expect(ours.stdout).toContain('parameters/pattern-redos');
    expect(JSON.parse(ours.stdout)).toMatchObject({ tooldocVersion: (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version });
  });

  it('lints in worker threads, which it finds beside itself', () => {
    // Start one worker as the CLI does (src/run/workers.ts) and give it a file.
    const lib = path.join(root, 'standalone', 'lib');
    const script = `
      import { Worker } from 'node:worker_threads';
      import { pathToFileURL } from 'node:url';
      const setup = { module: pathToFileURL(${JSON.stringify(path.join(lib, 'lint-worker-options.js'))}).href, data: { flags: {}, cwd: process.cwd(), config: { kind: 'discover', from: process.cwd(), chosen: true }, fingerprints: false } };
      const w = new Worker(${JSON.stringify(path.join(lib, 'worker.js'))}, { workerData: { setup, progress: new SharedArrayBuffer(4096) } });
      w.on('error', (e) => { console.log('error: ' + e.message); process.exit(1); });
      w.on('message', (m) => {
        if (m.ready) return w.postMessage({ jobs: [{ seq: 0, job: { kind: 'file', found: { absolutePath: ${JSON.stringify(path.join(root, 'fixtures', 'showcase', 'catalog.yaml'))}, path: 'catalog.yaml', explicit: true } } }] });
        const { findings, tools } = m.done[0].outcome;
        console.log(JSON.stringify([...findings, ...tools.flatMap((t) => t.findings)].map((f) => f.ruleId)));
        void w.terminate();
      });`;
    const file = path.join(root, 'start-worker.mjs');
    writeFileSync(file, script);
    const r = spawnSync(process.execPath, [file], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toContain('examples/error-envelope');
  });

  it('prints its version, explains rules and the examples of tooldoc test from the package files', () => {
    expect(run(['--version']).stdout.trim()).toBe((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    const explain = run(['explain', 'name/snake-case']);
    expect(explain.code).toBe(0);
    expect(explain.stdout).toMatch(/^# name\/snake-case\n/);
    expect(run(['explain', 'example/no-envelope']).stdout).toMatch(/^# example\/no-envelope\n/);
  });

  it('exports and imports a platform format', () => {
    const exported = run(['export', 'fixtures/showcase/weather.yaml', '--target', 'openai']);
    expect(exported.code, exported.stderr).toBe(0);
    writeFileSync(path.join(root, 'openai.json'), exported.stdout);
    const imported = run(['import', 'openai.json', '--from', 'openai', '--out', 'imported']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'imported', 'get_weather.yaml'), 'utf8')).toMatch(/^name: get_weather$/m);
  });

  it('lints a live server and runs its examples (the MCP SDK is inlined too)', () => {
    const args = ['lint', '--server', ORDERS, '--format', 'json', '--no-config'];
    const ours = run(args);
    expect(ours.code, ours.stderr).toBe(1);
    const report = JSON.parse(ours.stdout) as { files: Array<{ server?: { name: string } }>; tools: Array<{ name: string }> };
    expect(report.files[0]!.server!.name).toBe('orders');
    expect(report.tools.map((t) => t.name)).toContain('get_order');
    const tested = run(['test', '--server', ORDERS, PASS, '--no-config']);
    expect(tested.code, tested.stderr).toBe(0);
    expect(tested.stdout).toMatch(/✔ 0 failed, \d+ passed/);
  });

  it('says which Node it needs, in one message, on a Node older than 20', () => {
    const old = 'data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"18.19.1"}})';
    const r = spawnSync(process.execPath, ['--import', old, path.join(root, 'standalone', 'tooldoc.mjs'), 'lint', '.'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^tooldoc: needs Node\.js 20 or newer, but this is Node\.js 18\.19\.1 /);
  });
});
