/**
 * The README stays a user's README: short, with the two commands for a fresh clone near the top and a
 * first run whose output is what tooldoc prints. The generated and example parts of the docs it sends
 * the reader to stay true: the rule table of docs/rules.md matches the registry (rules added later
 * must be regenerated), and the descriptor example of docs/descriptor-format.md is valid and lints
 * clean. (Links are checked in docs-links.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { newAjv, ROOT, runCli, writeFiles } from './helpers.js';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const README = read('README.md');

/** The text of a Markdown page from the heading `## NAME` to the next `## ` heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  expect(start, `no "## ${heading}" heading`).toBeGreaterThan(-1);
  const rest = text.slice(start + 1);
  const end = rest.indexOf('\n## ');
  return end === -1 ? rest : rest.slice(0, end);
}

describe('README', () => {
  it('has at most 300 lines', () => {
    expect(README.split('\n').length - (README.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(300);
  });

  it('gives the two commands for a fresh clone, before anything else to run', () => {
    const fromClone = section(README, 'From a clone');
    const block = /```sh\n([\s\S]*?)```/.exec(fromClone)?.[1] ?? '';
    expect(block.split('\n').filter(Boolean).map((l) => l.replace(/\s+#.*$/, ''))).toEqual(['npm install && npx tooldoc lint fixtures/showcase', 'npm test']);
    // It comes first: no other command is shown before it.
    expect(README.indexOf('```')).toBe(README.indexOf(fromClone) + fromClone.indexOf('```'));
    expect(fromClone).toContain('exit code 1');
    // CI runs the same test command on a clean clone.
    expect(read('.ci/run').split('\n')).toContain('npm test');
  });

  it("shows a first run whose output is tooldoc's, line for line where it is not elided", () => {
    const firstRun = section(README, 'Lint your own files');
    const descriptor = /```yaml\n([\s\S]*?)```/.exec(firstRun)![1]!;
    const [command, ...shown] = /```console\n([\s\S]*?)```/.exec(firstRun)![1]!.trimEnd().split('\n');
    expect(command).toBe('$ npx tooldoc lint ./tools');
    const file = /^[a-z_/]+\.yaml$/.exec(shown[0]!)![0];
    const dir = writeFiles({ [file]: descriptor });
    const r = runCli(['lint', './tools'], { cwd: dir });
    expect(r.code).toBe(1);
    // Each line shown is a line of the output, in order; `…` stands for lines left out.
    const out = r.stdout.split('\n');
    let at = 0;
    for (const line of shown.filter((l) => l.trim() !== '…')) {
      const found = out.indexOf(line, at);
      expect(found, `not in the output (after line ${at}): ${line}\n\n${r.stdout}`).toBeGreaterThanOrEqual(at);
      at = found + 1;
    }
  });
});

describe('docs/rules.md rule table', () => {
  it('is up to date with the registry (run `npm run docs:rules` when it is not)', () => {
    // `npm test` builds first; the script reads the built registry, as `npm run docs:rules` does.
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'rule-table.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr || 'docs/rules.md rule table is out of date; run `npm run docs:rules` and commit docs/rules.md').toBe(0);
  });

  it('lists every registered rule once, linked to its docs page', () => {
    const page = read('docs/rules.md');
    const table = page.slice(page.indexOf('<!-- rules:start -->'), page.indexOf('<!-- rules:end -->'));
    for (const { meta } of builtinRules) {
      expect(table.split(`[\`${meta.id}\`](../rules/${meta.id}.md)`).length - 1, `${meta.id} is not in the table once; run \`npm run docs:rules\``).toBe(1);
    }
  });
});

describe('docs/descriptor-format.md', () => {
  const text = read('docs/descriptor-format.md');
  const example = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';

  it('shows a full example that the descriptor schema accepts', () => {
    expect(example).toContain('name: get_weather');
    const ajv = newAjv({ strict: false, allErrors: true }, { formats: true });
    const validate = ajv.compile(JSON.parse(read('schemas/descriptor.schema.json')) as object);
    expect(validate(parse(example)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('shows an example that lints clean at Level 3', () => {
    const dir = writeFiles({ 'tools/get_weather.yaml': example });
    const r = runCli(['lint', 'tools', '--format', 'json', '--no-config'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { files: Array<{ diagnostics: unknown[] }>; tools: Array<{ level: number }> };
    expect(report.files[0]!.diagnostics).toEqual([]);
    expect(report.tools.map((t) => t.level)).toEqual([3]);
  });

  it('shows the $schema comment for editors and the three file layouts', () => {
    expect(text).toContain('# yaml-language-server: $schema=');
    expect(text).toContain('schemas/descriptor.schema.json');
    for (const layout of ['One tool', 'A catalog', 'Several YAML documents']) expect(text).toContain(layout);
  });
});
