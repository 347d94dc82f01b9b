/**
 * One git repository whose history makes each kind of change the issue lists, one commit each; the
 * built `tooldoc diff` between consecutive commits classifies it, says it, and places it on the new
 * side (issue 16).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild } from '../e2e/support.js';
import { runCli, tempDir } from '../helpers.js';

requireBuild();

/** The tool as YAML, from parts each step edits. */
const tool = (p: Record<string, string>) =>
  [
    'name: get_weather',
    `version: ${p.version ?? '1.0.0'}`,
    'description: Fetch the weather for a city.',
    'parameters:',
    '  type: object',
    `  additionalProperties: ${p.closed ?? 'false'}`,
    `  required: ${p.required ?? '[city]'}`,
    '  properties:',
    `    city: ${p.city ?? '{type: string, maxLength: 100}'}`,
    ...(p.units === 'gone' ? [] : [`    units: ${p.units ?? '{type: string, enum: [celsius, fahrenheit]}'}`]),
    ...(p.extra ? [`    ${p.extra}`] : []),
    'returns:',
    '  type: object',
    '  required: [temperature]',
    '  properties:',
    `    temperature: ${p.temperature ?? '{type: number}'}`,
    ...(p.summary === 'gone' ? [] : ['    summary: {type: string}']),
    'errors:',
    `  - {code: NOT_FOUND, http_status: 404, retryable: ${p.retryable ?? 'false'}}`,
    ...(p.errors === 'more' ? ['  - {code: RATE_LIMITED, http_status: 429, retryable: true}'] : []),
    `idempotency: {idempotent: ${p.idempotent ?? 'true'}, safe: ${p.safe ?? 'true'}, destructive: ${p.destructive ?? 'false'}}`,
    '',
  ].join('\n');

/** Each step: the edit, and what diff must say of it (kind, message, line and column in the new file). */
const STEPS: Array<[string, Record<string, string>, string, string, number, number]> = [
  ['a parameter removed', { units: 'gone' }, 'breaking', 'parameter "units" was removed', 8, 3],
  ['an enum dropped (loosened)', { units: '{type: string}' }, 'compatible', 'parameter "units" is no longer limited to "celsius", "fahrenheit"', 10, 5],
  ['a parameter newly required', { required: '[city, units]' }, 'breaking', 'parameter "units" is now required', 7, 3],
  ['a type narrowed', { city: '{type: integer}' }, 'breaking', 'the type of parameter "city" went from string to integer', 9, 12],
  ['an enum value removed', { units: '{type: string, enum: [celsius]}' }, 'breaking', 'parameter "units" no longer accepts "fahrenheit"', 10, 27],
  ['maxLength lowered', { city: '{type: string, maxLength: 50}' }, 'breaking', 'maxLength of parameter "city" went from 100 to 50', 9, 26],
  ['a pattern added', { city: "{type: string, maxLength: 100, pattern: '^[A-Z]'}" }, 'breaking', 'parameter "city" gained pattern "^[A-Z]"', 9, 42],
  ['additionalProperties opened (loosened)', { closed: 'true' }, 'compatible', 'the parameters accepts other properties now', 6, 3],
  ['a returns field removed', { summary: 'gone' }, 'breaking', 'returns field "summary" was removed', 14, 3],
  ['a returns field retyped', { temperature: '{type: string}' }, 'breaking', 'the type of returns field "temperature" went from number to string', 15, 19],
  ['retryable flipped', { retryable: 'true' }, 'breaking', 'error "NOT_FOUND" is now retryable', 18, 41],
  ['an error code added', { errors: 'more' }, 'compatible', 'error code "RATE_LIMITED" was added', 19, 5],
  ['idempotent turned false', { idempotent: 'false' }, 'breaking', 'idempotency.idempotent went from true to false', 19, 15],
  ['destructive turned true', { destructive: 'true' }, 'breaking', 'idempotency.destructive went from false to true', 19, 45],
  ['an optional parameter added', { extra: 'days: {type: integer}' }, 'compatible', 'optional parameter "days" was added', 11, 5],
  ['the version bumped', { version: '1.1.0' }, 'metadata', '"version" changed from "1.0.0" to "1.1.0"', 2, 1],
];

describe('a history of each kind of change', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'test');
    mkdirSync(path.join(dir, 'tools'));
    // Each step is its own pair of commits: the base, then the edit.
    for (const [name, edit] of STEPS) {
      writeFileSync(path.join(dir, 'tools', 'weather.yaml'), tool({}));
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', `base for ${name}`);
      writeFileSync(path.join(dir, 'tools', 'weather.yaml'), tool(edit));
      git('add', '-A');
      git('commit', '-q', '-m', name);
    }
    console.log('HDIR', dir);
  });

  it.each(STEPS.map((s, i) => [s[0], i, s] as const))('%s', (_name, i, [, , kind, message, line, column]) => {
    const newer = (STEPS.length - 1 - i) * 2;
    const r = runCli(['diff', `HEAD~${newer + 1}:tools`, `HEAD~${newer}:tools`, '--format', 'json'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { tools: Array<{ changes: Array<{ kind: string; message: string; new?: { line: number; column: number } }> }> };
    const changes = report.tools.flatMap((t) => t.changes);
    expect(changes.map((c) => [c.kind, c.message, c.new?.line, c.new?.column])).toContainEqual([kind, message, line, column]);
    expect(r.code).toBe(changes.some((c) => c.kind === 'breaking') ? 1 : 0);
  });
});
