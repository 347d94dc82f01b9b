/**
 * `tooldoc lint --fix` and `--fix-dry-run` end to end (issue 36): the built CLI on real fixable
 * findings in a YAML file with comments and in a JSON file, in temp folders.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CLEAN_TOOL, expectNoCrash, parseReport, requireBuild, runCli, writeFiles } from './support.js';

requireBuild();

/** Misspells in `text` each `[right, wrong]` (each found once). */
function misspell(text: string, pairs: Array<[string, string]>): string {
  for (const [right, wrong] of pairs) {
    expect(text.split(right).length, `"${right}" once`).toBe(2);
    text = text.replace(right, wrong);
  }
  return text;
}

/** The clean showcase tool with comments of its own, in the places a rewrite would lose them. */
const COMMENTED = CLEAN_TOOL.replace('version: 2.1.0\n', 'version: 2.1.0 # bumped for the 24-hour outlook\n').replace(
  'idempotency: {idempotent: true, safe: true, destructive: false}\n',
  '# Reading the weather changes nothing.\nidempotency: {idempotent: true, safe: true, destructive: false}  # safe to retry\n',
);
/**
 * The same, with three misspelt fields the spec defines (descriptor/unknown-field, hints/rate-limits
 * rename them) and a type named as another language names it (returns/valid-schema writes JSON Schema's).
 */
const TYPOS_YAML = misspell(COMMENTED, [
  ['version: 2.1.0', 'verison: 2.1.0'],
  ['idempotency: {', "'idempotence': {"],
  ['burst: 10', 'Burst: 10'],
  ['temperature: {type: number', 'temperature: {type: float'],
]);
const FIXED_YAML = COMMENTED.replace('idempotency: {', "'idempotency': {");
/** The clean tool as JSON (another tool of the same run: named differently), two spaces, its keys in the YAML's order. */
const CLEAN_JSON = JSON.stringify(parse(CLEAN_TOOL.replaceAll('get_weather', 'get_conditions')), null, 2) + '\n';
const TYPOS_JSON = misspell(CLEAN_JSON, [
  ['"returns": {', '"retuns": {'],
  ['"examples": [', '"Examples": ['],
]).replace(/("wind_kmh": \{\s*"type": )"number"/, '$1"double"');

const FIXABLE = ['descriptor/unknown-field', 'hints/rate-limits', 'returns/valid-schema'];
/** The copies of one tool in a run have the same description: a catalog warning these tests leave aside. */
const own = (d: { ruleId: string }) => d.ruleId !== 'search/similar-descriptions';

describe('lint --fix', () => {
  it('fixes a YAML file with comments and a JSON file: they then lint clean, comments, quoting and key order kept, exit 0', () => {
    const dir = writeFiles({ 'tools/weather.yaml': TYPOS_YAML, 'tools/weather.json': TYPOS_JSON });
    const before = runCli(['lint', 'tools', '--format', 'json'], { cwd: dir });
    expect(before.code).toBe(1);
    const found = parseReport(before.stdout).files.flatMap((f) => f.diagnostics.map((d) => d.ruleId));
    for (const id of FIXABLE) expect(found).toContain(id);

    const r = runCli(['lint', 'tools', '--fix'], { cwd: dir });
    expectNoCrash(r);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(0 errors, ');
    // Textual edits: the rest of each file is as it was, byte for byte.
    expect(readFileSync(path.join(dir, 'tools/weather.yaml'), 'utf8')).toBe(FIXED_YAML);
    expect(readFileSync(path.join(dir, 'tools/weather.json'), 'utf8')).toBe(CLEAN_JSON);
    expect(FIXED_YAML).toContain('# Reading the weather changes nothing.\n');
    expect(FIXED_YAML).toContain('# safe to retry\n');

    const after = runCli(['lint', 'tools', '--format', 'json'], { cwd: dir });
    expect(after.code).toBe(0);
    expect(parseReport(after.stdout).files.flatMap((f) => f.diagnostics).filter(own)).toEqual([]);
  });

  it('reports what remains, at the fixed text\'s positions', () => {
    // A rename on the line of a finding that stays moves it: the report shows it where it is now.
    const code = misspell(CLEAN_TOOL, [['rate_limits: {requests_per_minute: 60, burst: 10', 'rate_limits: {request_per_minute: 60, burst: 0']]);
    const dir = writeFiles({ 'weather.yaml': code });
    const r = runCli(['lint', 'weather.yaml', '--fix', '--format', 'json'], { cwd: dir });
    expectNoCrash(r);
    expect(r.code).toBe(0); // hints/rate-limits is a warning
    const fixed = readFileSync(path.join(dir, 'weather.yaml'), 'utf8');
    expect(fixed).toBe(code.replace('request_per_minute', 'requests_per_minute'));
    const report = parseReport(r.stdout);
    const line = fixed.split('\n').findIndex((l) => l.startsWith('rate_limits:')) + 1;
    const column = fixed.split('\n')[line - 1]!.indexOf('burst: 0') + 'burst: '.length + 1;
    expect(report.files[0]!.diagnostics.map((d) => [d.ruleId, d.line, d.column])).toEqual([['hints/rate-limits', line, column]]);
    // ESLint's JSON report has the fixed text as `output` with --fix too.
    expect(report.files[0]!.output).toBe(fixed);
  });

  it('leaves alone a file with nothing to fix (no output in the report), and exits 1 on errors no fix removes', () => {
    const bad = CLEAN_TOOL.replace('additionalProperties: false\n  required: [city]', 'required: [city]');
    const dir = writeFiles({ 'weather.yaml': bad });
    const r = runCli(['lint', 'weather.yaml', '--fix', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    // additionalProperties changes which arguments a tool accepts: a suggestion, never made by --fix.
    expect(readFileSync(path.join(dir, 'weather.yaml'), 'utf8')).toBe(bad);
    const file = parseReport(r.stdout).files[0]!;
    expect(file.diagnostics.map((d) => d.ruleId)).toEqual(['parameters/additional-properties']);
    expect(file.output).toBeUndefined();
  });

  it('fixes the same with the cache: a cached outcome with findings is linted again', () => {
    const dir = writeFiles({ 'weather.yaml': TYPOS_YAML });
    expect(runCli(['lint', 'weather.yaml', '--cache'], { cwd: dir }).code).toBe(1);
    const r = runCli(['lint', 'weather.yaml', '--cache', '--fix'], { cwd: dir });
    expectNoCrash(r);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(dir, 'weather.yaml'), 'utf8')).toBe(FIXED_YAML);
    // The fixed file was not cached under its old content: the next run reads it as it is now.
    const again = runCli(['lint', 'weather.yaml', '--cache'], { cwd: dir });
    expect(again.code).toBe(0);
  });

  it('is a usage error on stdin, and with --fix-dry-run (exit 2, as in ESLint)', () => {
    const dir = writeFiles({ 'weather.yaml': TYPOS_YAML });
    const stdin = runCli(['lint', '-', '--stdin-filename', 'weather.yaml', '--fix'], { cwd: dir, input: TYPOS_YAML });
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toMatch(/^tooldoc: --fix cannot write stdin; use --fix-dry-run/);
    const both = runCli(['lint', 'weather.yaml', '--fix', '--fix-dry-run'], { cwd: dir });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--fix and --fix-dry-run cannot be used together.');
    expect(readFileSync(path.join(dir, 'weather.yaml'), 'utf8')).toBe(TYPOS_YAML);
  });
});

describe('lint --fix-dry-run', () => {
  it('writes nothing and puts each changed file\'s fixed text in the JSON report, with the findings of that text', () => {
    const dir = writeFiles({ 'tools/weather.yaml': TYPOS_YAML, 'tools/weather.json': TYPOS_JSON, 'tools/clean.yaml': CLEAN_TOOL.replaceAll('get_weather', 'get_forecast') });
    const r = runCli(['lint', 'tools', '--fix-dry-run', '--format', 'json'], { cwd: dir });
    expectNoCrash(r);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(dir, 'tools/weather.yaml'), 'utf8')).toBe(TYPOS_YAML);
    expect(readFileSync(path.join(dir, 'tools/weather.json'), 'utf8')).toBe(TYPOS_JSON);
    const files = new Map(parseReport(r.stdout).files.map((f) => [f.file, f]));
    expect(files.get('tools/weather.yaml')!.output).toBe(FIXED_YAML);
    expect(files.get('tools/weather.json')!.output).toBe(CLEAN_JSON);
    // A file fixing did not change has no output, as in ESLint.
    expect(files.get('tools/clean.yaml')!.output).toBeUndefined();
    for (const f of files.values()) expect(f.diagnostics.filter(own)).toEqual([]);
  });

  it('gives stdin\'s fixed text in the JSON report', () => {
    const dir = writeFiles({});
    const r = runCli(['lint', '-', '--stdin-filename', 'tools/weather.json', '--fix-dry-run', '--format', 'json'], { cwd: dir, input: TYPOS_JSON });
    expectNoCrash(r);
    expect(r.code).toBe(0);
    const file = parseReport(r.stdout).files[0]!;
    expect(file.output).toBe(CLEAN_JSON);
    expect(file.diagnostics).toEqual([]);
  });

  it('fixes errors only with --quiet, as ESLint does', () => {
    const dir = writeFiles({ 'weather.yaml': TYPOS_YAML });
    const r = runCli(['lint', 'weather.yaml', '--fix-dry-run', '--quiet', '--format', 'json'], { cwd: dir });
    expectNoCrash(r);
    // The type is an error (returns/valid-schema): fixed; the misspelt fields are warnings: left.
    expect(parseReport(r.stdout).files[0]!.output).toBe(TYPOS_YAML.replace('type: float', 'type: number'));
    expect(TYPOS_JSON).toContain('"type": "double"');
  });
});
