/**
 * A monorepo with nested configs: each file uses the nearest config above it, up to the repository
 * root, whether tooldoc lint runs from the root or from inside a package, and the language server
 * agrees. Also `lint --print-config FILE` and `lint --debug`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LspClient } from '../lsp/client.js';
import { CLEAN_TOOL, parseReport, requireBuild, runCli, writeFiles } from './support.js';
import { ROOT } from '../helpers.js';
import { ORDERS, PASS } from '../servers/test-command-support.js';

/** The showcase tool without additionalProperties under parameters (line 8) and with cost_hint misspelt (line 54). */
const BROKEN = CLEAN_TOOL.replace('  type: object\n  additionalProperties: false\n  required: [city]', '  type: object\n  required: [city]').replace('\ncost_hint: cheap\n', '\ncost_hnt: cheap\n');
const named = (name: string) => BROKEN.replace('name: get_weather', `name: ${name}`);

const FILES = {
  // The root: unknown fields are errors.
  'tooldoc.config.yaml': 'rules:\n  descriptor/unknown-field: error\n',
  'tools/root.yaml': BROKEN,
  // Package a: a config of its own (nothing inherited from the root's) turns a rule off. Its tool has
  // the root tool's name, in another catalog: no duplicate-name finding.
  'packages/a/tooldoc.config.yaml': 'rules:\n  parameters/additional-properties: off\n',
  'packages/a/tools/a.yaml': BROKEN,
  // Package b: extends a file beside it, and an override whose glob is relative to its own folder.
  'packages/b/tooldoc.config.yaml': 'extends: ./base.yaml\noverrides:\n  - files: ["tools/strict/**"]\n    rules:\n      descriptor/unknown-field: error\n',
  'packages/b/base.yaml': 'rules:\n  descriptor/unknown-field: off\n',
  'packages/b/tools/loose.yaml': named('get_weather_loose'),
  'packages/b/tools/strict/s.yaml': named('get_weather_strict'),
};

/** Every finding as `file line:column severity rule`, the file relative to the repository root. */
const EXPECTED = [
  'packages/a/tools/a.yaml 54:1 warning descriptor/unknown-field',
  'packages/b/tools/loose.yaml 8:1 error parameters/additional-properties',
  'packages/b/tools/loose.yaml 58:23 error examples/tool-name',
  'packages/b/tools/loose.yaml 61:23 error examples/tool-name',
  'packages/b/tools/strict/s.yaml 3:14 warning search/similar-descriptions',
  'packages/b/tools/strict/s.yaml 8:1 error parameters/additional-properties',
  'packages/b/tools/strict/s.yaml 54:1 error descriptor/unknown-field',
  'packages/b/tools/strict/s.yaml 58:23 error examples/tool-name',
  'packages/b/tools/strict/s.yaml 61:23 error examples/tool-name',
  'tools/root.yaml 8:1 error parameters/additional-properties',
  'tools/root.yaml 54:1 error descriptor/unknown-field',
].sort();

let root: string;

function findings(stdout: string, cwd: string): string[] {
  const report = parseReport(stdout);
  return report.files
    .flatMap((f) => f.diagnostics.map((d) => `${path.relative(root, path.resolve(cwd, f.file)).split(path.sep).join('/')} ${d.line}:${d.column} ${d.severity} ${d.ruleId}`))
    .sort();
}

describe('a monorepo with nested configs', () => {
  requireBuild();
  afterEach(() => LspClient.killAll());
  beforeAll(() => {
    root = writeFiles(FILES);
    // The repository root ends the lookup (and confirms the configs above a package).
    expect(spawnSync('git', ['init', '-q', root]).status).toBe(0);
  });

  it('gives each file the findings of its nearest config, linted from the root', () => {
    const r = runCli(['lint', '--format', 'json'], { cwd: root });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(findings(r.stdout, root)).toEqual(EXPECTED);
  });

  it('gives the same findings linted from inside a package: the whole repository, and the package alone', () => {
    const a = path.join(root, 'packages', 'a');
    const all = runCli(['lint', '../..', '--format', 'json'], { cwd: a });
    expect(all.stderr).toBe('');
    expect(findings(all.stdout, a)).toEqual(EXPECTED);
    const own = runCli(['lint', '--format', 'json'], { cwd: a });
    expect(findings(own.stdout, a)).toEqual(EXPECTED.filter((f) => f.startsWith('packages/a/')));
    const b = path.join(root, 'packages', 'b');
    const strict = runCli(['lint', 'tools', '--format', 'json'], { cwd: path.join(b) });
    expect(findings(strict.stdout, b)).toEqual(EXPECTED.filter((f) => f.startsWith('packages/b/')));
  });

  it('gives the same findings in the language server', async () => {
    const client = await LspClient.start(root);
    await client.waitFor('the workspace read', () => client.traces.find((t) => t.startsWith('Read the workspace')));
    const seen: string[] = [];
    for (const file of ['tools/root.yaml', 'packages/a/tools/a.yaml', 'packages/b/tools/loose.yaml', 'packages/b/tools/strict/s.yaml']) {
      for (const d of await client.open(file)) {
        seen.push(`${file} ${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity === 1 ? 'error' : 'warning'} ${String(d.code)}`);
      }
    }
    expect(seen.sort()).toEqual(EXPECTED);
  });

  it('--config FILE uses one config for every file, --no-config none', () => {
    const one = runCli(['lint', '--format', 'json', '--config', 'tooldoc.config.yaml'], { cwd: root });
    const result = findings(one.stdout, root);
    // The root's config everywhere: unknown fields are errors in package a too, and additionalProperties is checked there.
    expect(result).toContain('packages/a/tools/a.yaml 54:1 error descriptor/unknown-field');
    expect(result).toContain('packages/a/tools/a.yaml 8:1 error parameters/additional-properties');
    const none = runCli(['lint', '--format', 'json', '--no-config'], { cwd: root });
    expect(findings(none.stdout, root)).toContain('tools/root.yaml 54:1 warning descriptor/unknown-field');
  });

  it('--print-config FILE prints the configuration that applies to the file', () => {
    const r = runCli(['lint', '--print-config', 'packages/b/tools/strict/s.yaml'], { cwd: root });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout) as Record<string, unknown> & { rules: Record<string, { severity: string; options?: unknown }> };
    expect(printed).toMatchObject({
      file: 'packages/b/tools/strict/s.yaml',
      config: 'packages/b/tooldoc.config.yaml',
      plugins: [],
      overrides: [{ files: ['tools/strict/**'], baseDir: 'packages/b' }],
      ignored: false,
      targets: null,
      limits: { maxFileSize: 10 * 1024 * 1024, maxFileTime: 30 },
      inlineConfig: true,
      unsuppressible: [],
    });
    expect(printed.rules['descriptor/unknown-field']).toEqual({ severity: 'error' });
    expect(printed.rules['parameters/additional-properties']?.severity).toBe('error');
    // Its sibling outside the override: the extended config's setting.
    const loose = JSON.parse(runCli(['lint', '--print-config', 'packages/b/tools/loose.yaml'], { cwd: root }).stdout) as typeof printed;
    expect(loose.overrides).toEqual([]);
    expect(loose.rules['descriptor/unknown-field']).toEqual({ severity: 'off' });
    // Package a's own config, read from inside package b.
    const a = JSON.parse(runCli(['lint', '--print-config', '../a/tools/a.yaml'], { cwd: path.join(root, 'packages', 'b') }).stdout) as typeof printed;
    expect(a.config).toBe(path.join(root, 'packages', 'a', 'tooldoc.config.yaml'));
    expect(a.rules['parameters/additional-properties']).toEqual({ severity: 'off' });
    // Flags count: --targets and --max-file-time.
    const flagged = JSON.parse(runCli(['lint', '--print-config', 'tools/root.yaml', '--targets', 'openai', '--max-file-time', '5'], { cwd: root }).stdout) as typeof printed;
    expect(flagged).toMatchObject({ config: 'tooldoc.config.yaml', targets: ['openai'], limits: { maxFileTime: 5 } });
  });

  it('--debug says the config of each folder, each file linted or skipped, and the time of each stage', () => {
    const r = runCli(['lint', '--debug'], { cwd: root });
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split('\n').map((l) => l.replace(/\d+ ms/, 'N ms'));
    expect(lines.every((l) => l.startsWith('tooldoc debug: ') || l.startsWith('tooldoc: --fail-on'))).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        'tooldoc debug: config: N ms',
        'tooldoc debug: config for .: tooldoc.config.yaml',
        'tooldoc debug: config for tools: tooldoc.config.yaml',
        'tooldoc debug: config for packages/a/tools: packages/a/tooldoc.config.yaml',
        'tooldoc debug: config for packages/b/tools/strict: packages/b/tooldoc.config.yaml',
        'tooldoc debug: skipped tooldoc.config.yaml (the config file)',
        'tooldoc debug: skipped packages/b/base.yaml (left out by packages/b/tooldoc.config.yaml: its "ignores", or a config it extends)',
        'tooldoc debug: discovery: 4 files under 3 configs in N ms',
        'tooldoc debug: per-file pass: 2 files in N ms (packages/b/tooldoc.config.yaml)',
        'tooldoc debug: catalog rules: 2 tools in N ms (packages/b/tooldoc.config.yaml)',
        'tooldoc debug: linted packages/a/tools/a.yaml (1 tool; packages/a/tooldoc.config.yaml)',
        'tooldoc debug: linted tools/root.yaml (1 tool; tooldoc.config.yaml)',
        'tooldoc debug: reports: N ms',
      ]),
    );
    // Not without the flag.
    expect(runCli(['lint'], { cwd: root }).stderr).not.toContain('tooldoc debug:');
    expect(readFileSync(path.join(root, 'tools', 'root.yaml'), 'utf8')).toBe(BROKEN);
  });

  it('--debug says the servers started', () => {
    const r = runCli(['lint', '--debug', '--server', ORDERS, '--server-name', 'orders', PASS, '--format', 'json'], { cwd: ROOT });
    const lines = r.stderr.split('\n').map((l) => l.replace(/\d+ ms/, 'N ms'));
    // As tools/list gave them (the run then leaves out those its sidecars document).
    expect(lines).toContain(`tooldoc debug: server orders started (${ORDERS}): 7 tools`);
    expect(lines).toContain('tooldoc debug: linted server:orders (3 tools)');
    expect(lines).toContain('tooldoc debug: servers: N ms');
  });
});
