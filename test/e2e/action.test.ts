/**
 * The GitHub Action (action.yml): its shape as GitHub reads it, and its lint step's script run as
 * the runner would run it (inputs through the environment, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files), against the built CLI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GOOD_TOOL, ROOT, tempDir, writeFiles } from '../helpers.js';
import { validateSarif } from '../reporters/sarif-validate.js';
import { requireBuild } from './support.js';

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  'working-directory'?: string;
}
interface Action {
  name: string;
  description: string;
  branding?: { icon: string; color: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: Step[] };
}

const text = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
const action = parse(text) as Action;

describe('action.yml', () => {
  requireBuild();

  it('is a composite action with a name, a description and branding', () => {
    expect(action.name).toBe('tooldoc');
    expect(action.description.length).toBeGreaterThan(20);
    expect(action.description.length).toBeLessThanOrEqual(125); // the Marketplace limit
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers (expect.any) as any; the matcher is what this assertion means
    expect(action.branding).toMatchObject({ icon: expect.any(String), color: expect.any(String) });
    expect(action.runs.using).toBe('composite');
  });

  it('has the documented inputs, each described, with string defaults', () => {
    expect(Object.keys(action.inputs)).toEqual(['paths', 'format', 'min-level', 'max-warnings', 'fail-on', 'sarif', 'summary', 'args', 'node-version']);
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toBeTruthy();
      if (input.default !== undefined) expect(typeof input.default, name).toBe('string');
    }
    expect(action.outputs.sarif!.value).toBe('${{ steps.lint.outputs.sarif }}');
  });

  it('sets up Node, installs from the action path, and gives every run step a shell', () => {
    const [setup, install, lint] = action.runs.steps;
    expect(setup!.uses).toMatch(/^actions\/setup-node@v\d+$/);
    expect(setup!.with!['node-version']).toBe('${{ inputs.node-version }}');
    expect(install!['working-directory']).toBe('${{ github.action_path }}');
    expect(install!.run).toMatch(/^npm ci\b/);
    expect(lint!.id).toBe('lint');
    for (const step of action.runs.steps) if (step.run) expect(step.shell, step.name).toBe('bash');
  });

  it('uses every input, refers to no undefined input, and never pastes an input into a script', () => {
    const used = new Set([...text.matchAll(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(action.inputs).sort());
    for (const step of action.runs.steps) if (step.run) expect(step.run, step.name).not.toMatch(/\$\{\{/);
  });

  it('the lint step script is valid bash', () => {
    const lint = action.runs.steps.find((s) => s.id === 'lint')!;
    const r = spawnSync('bash', ['-n'], { input: lint.run, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  /** Runs the lint step as the runner would, with the inputs' defaults overridden by `inputs`. */
  function runLintStep(cwd: string, inputs: Record<string, string>) {
    const lint = action.runs.steps.find((s) => s.id === 'lint')!;
    const values = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, inputs[k] ?? v.default ?? '']));
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(lint.env!)) env[k] = v.replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name: string) => values[name]!);
    const runner = tempDir('tooldoc-runner-');
    const files = { output: path.join(runner, 'output'), summary: path.join(runner, 'summary.md') };
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const r = spawnSync('bash', ['-e', '-c', lint.run!], {
      cwd,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, GITHUB_ACTION_PATH: ROOT, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, GITHUB_WORKSPACE: cwd, NO_COLOR: '1' },
    });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr, output: readFileSync(files.output, 'utf8'), summary: readFileSync(files.summary, 'utf8') };
  }

  it('annotates findings, writes SARIF and the job summary, and fails on errors', () => {
    const ws = writeFiles({ 'tools/bad.yaml': 'name: getWeather\ndescription: Weather.\n', 'tools/good.yaml': GOOD_TOOL, 'my tools/other.yaml': GOOD_TOOL });
    const r = runLintStep(ws, { paths: 'tools\n"my tools"', sarif: 'results/tooldoc.sarif' });
    // A path with a space cannot be given through `paths` (it splits on whitespace); it fails as a missing path.
    expect(r.code).toBe(2);
    const ok = runLintStep(ws, { paths: 'tools\n  tools/good.yaml', sarif: 'results/tooldoc.sarif' });
    expect(ok.code).toBe(1);
    expect(ok.stdout).toMatch(/^::error file=tools\/bad\.yaml,line=1,col=7,.*::Tool name "getWeather" is not snake_case/m);
    expect(ok.output).toBe('sarif=results/tooldoc.sarif\n');
    expect(validateSarif(readFileSync(path.join(ws, 'results/tooldoc.sarif'), 'utf8'))).toEqual([]);
    expect(ok.summary).toMatch(/^## tooldoc\n/);
    expect(ok.summary).toContain('| `getWeather` | tools/bad.yaml:1 | 🔴 Level 0 |');
  });

  it('passes the gates through: fail-on none, min-level, extra args and no summary', () => {
    const ws = writeFiles({ 'tools/good.yaml': GOOD_TOOL, 'tools/bad.yaml': 'name: getWeather\ndescription: Weather.\n' });
    const none = runLintStep(ws, { 'fail-on': 'none', summary: 'false', args: '--quiet' });
    expect(none.code).toBe(0);
    expect(none.summary).toBe('');
    expect(none.stdout).not.toMatch(/^::warning/m);
    const gated = runLintStep(ws, { 'fail-on': 'none', 'min-level': '2', format: 'stylish' });
    expect(gated.code).toBe(1);
    expect(gated.stderr).toBe('tooldoc: 1 tool below --min-level 2: getWeather (Level 0).\n');
    expect(existsSync(path.join(ws, 'tooldoc.sarif'))).toBe(false);
  });
});
