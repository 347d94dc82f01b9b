/**
 * The README's generated and example parts stay true: the rule table matches the registry (rules
 * added later must be regenerated), and the descriptor example is valid and lints clean.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { newAjv, ROOT, runCli, writeFiles } from './helpers.js';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The text of the README between `<!-- section: NAME -->` and the next `## ` heading. */
function section(name: string): string {
  const start = README.indexOf(`<!-- section: ${name} -->`);
  expect(start, `README.md has no "<!-- section: ${name} -->"`).toBeGreaterThan(-1);
  const rest = README.slice(start);
  const end = rest.search(/\n## /);
  return end === -1 ? rest : rest.slice(0, end);
}

describe('README rule table', () => {
  it('is up to date with the registry (run `npm run docs:rules` when it is not)', () => {
    // `npm test` builds first; the script reads the built registry, as `npm run docs:rules` does.
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'rule-table.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr || 'README.md rule table is out of date; run `npm run docs:rules` and commit README.md').toBe(0);
  });

  it('lists every registered rule once, linked to its docs page', () => {
    const table = section('rule table');
    for (const { meta } of builtinRules) {
      expect(table.split(`[\`${meta.id}\`](rules/${meta.id}.md)`).length - 1, `${meta.id} is not in the table once; run \`npm run docs:rules\``).toBe(1);
    }
  });
});

describe('README descriptor format', () => {
  const text = section('descriptor format');
  const example = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';

  it('shows a full example that the descriptor schema accepts', () => {
    expect(example).toContain('name: get_weather');
    const ajv = newAjv({ strict: false, allErrors: true }, { formats: true });
    const validate = ajv.compile(JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'descriptor.schema.json'), 'utf8')) as object);
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
