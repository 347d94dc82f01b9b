/**
 * The CI-facing surface through the built CLI: several formats in one run, SARIF on the showcase
 * catalog against the official schema, repository-relative paths, the gates and their one-line
 * explanations, --verbose and --ignore-unknown for pre-commit, and bad usage exiting 2.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, GOOD_TOOL, runCli, writeFiles } from '../helpers.js';
import { validateSarif } from '../reporters/sarif-validate.js';
import { BAD_TOOL, requireBuild } from './support.js';

requireBuild();

function summaryOf(args: string[], cwd: string) {
  const r = runCli(['lint', ...args, '--format', 'json'], { cwd });
  return (JSON.parse(r.stdout) as { summary: { errors: number; warnings: number } }).summary;
}

describe('lint --format (several at once)', () => {
  it('writes the showcase catalog as SARIF that validates against the official schema', () => {
    const r = runCli(['lint', 'fixtures/showcase', '--format', 'sarif']);
    expect(r.stderr).toBe('');
    expect([0, 1]).toContain(r.code);
    expect(validateSarif(r.stdout)).toEqual([]);
    const uris = (JSON.parse(r.stdout) as { runs: Array<{ results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }> }).runs[0]!.results.map(
      (x) => x.locations[0]!.physicalLocation.artifactLocation.uri,
    );
    expect(uris.length).toBeGreaterThan(0);
    for (const u of uris) expect(u).toMatch(/^fixtures\/showcase\//);
  });

  it('writes NAME=FILE reports to files and the one without a file to stdout', () => {
    const dir = writeFiles({ 'tools/bad.yaml': BAD_TOOL, 'tools/good.yaml': GOOD_TOOL });
    const r = runCli(['lint', 'tools', '-f', 'sarif=out/report.sarif', '--format', 'junit=out/junit.xml', '-f', 'markdown=out/summary.md', '-f', 'stylish'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('name/snake-case');
    expect(r.stdout).toMatch(/problems? \(\d+ errors?/);
    // The stylish report on stdout already explains the errors: no extra line.
    expect(r.stderr).toBe('');
    expect(validateSarif(readFileSync(path.join(dir, 'out/report.sarif'), 'utf8'))).toEqual([]);
    expect(readFileSync(path.join(dir, 'out/junit.xml'), 'utf8')).toMatch(/^<\?xml version="1.0"/);
    expect(readFileSync(path.join(dir, 'out/summary.md'), 'utf8')).toMatch(/^## tooldoc/);
  });

  it('keeps --format json --output FILE working, with nothing on stdout', () => {
    const dir = writeFiles({ 'good.yaml': GOOD_TOOL });
    const r = runCli(['lint', 'good.yaml', '--format', 'json', '--output', 'report.json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'))).toHaveProperty('summary.tools', 1);
  });

  it('makes SARIF and annotation paths relative to the git root when run from a subfolder; a planted empty .git is no root', () => {
    const dir = writeFiles({ 'pkg/tools/bad.yaml': BAD_TOOL });
    // A repository git confirms: a bare `.git` folder is no root (anyone can plant one).
    expect(spawnSync('git', ['init', '-q'], { cwd: dir }).status).toBe(0);
    const sub = path.join(dir, 'pkg');
    const sarif = runCli(['lint', 'tools', '--format', 'sarif'], { cwd: sub });
    expect(sarif.stdout).toContain('"uri": "pkg/tools/bad.yaml"');
    expect(sarif.stdout).not.toContain(`"uri": "${dir}`);
    const gh = runCli(['lint', 'tools', '--format', 'github'], { cwd: sub });
    expect(gh.code).toBe(1);
    expect(gh.stdout).toMatch(/^::error file=pkg\/tools\/bad\.yaml,line=1,col=7,/m);
    // An empty .git in a folder above, where git finds no repository: paths stay relative to the working directory.
    const planted = writeFiles({ 'pkg/tools/bad.yaml': BAD_TOOL, '.git/.keep': '' });
    expect(runCli(['lint', 'tools', '--format', 'sarif'], { cwd: path.join(planted, 'pkg') }).stdout).toContain('"uri": "tools/bad.yaml"');
  });

  it('rejects two formats for stdout, unknown formats, clashing files and a stray --output with exit 2', () => {
    const dir = writeFiles({ 'good.yaml': GOOD_TOOL });
    const cases: Array<[string[], RegExp]> = [
      [['-f', 'json', '-f', 'stylish'], /Only one format can go to stdout, but json and stylish have no file/],
      [['-f', 'xml'], /Unknown format "xml"; choose from stylish, json, sarif, github, gitlab, markdown, junit/],
      [['-f', 'sarif=a.out', '-f', 'json=a.out'], /sarif and json would both be written to a\.out/],
      [['-f', 'sarif=a.sarif', '--output', 'b.txt'], /every --format already has one/],
      [['-f', 'sarif='], /needs a file path/],
      [['--fail-on', 'sometimes'], /sometimes/],
    ];
    for (const [args, message] of cases) {
      const r = runCli(['lint', 'good.yaml', ...args], { cwd: dir });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(path.join(dir, 'a.out'))).toBe(false);
  });

  it('keeps inline-suppressed findings in SARIF as suppressions, and out of annotations and the gate', () => {
    const dir = writeFiles({ 'tool.yaml': '# tooldoc-disable-next-line name/snake-case -- Legacy name kept for existing clients.\n' + BAD_TOOL });
    const sarif = runCli(['lint', 'tool.yaml', '-f', 'sarif'], { cwd: dir });
    expect(validateSarif(sarif.stdout)).toEqual([]);
    const results = (JSON.parse(sarif.stdout) as { runs: Array<{ results: Array<{ ruleId: string; suppressions?: unknown[] }> }> }).runs[0]!.results;
    expect(results.find((r) => r.ruleId === 'name/snake-case')!.suppressions).toEqual([
      { kind: 'inSource', status: 'accepted', justification: 'Legacy name kept for existing clients.' },
    ]);
    const gh = runCli(['lint', 'tool.yaml', '-f', 'github'], { cwd: dir });
    expect(gh.stdout).not.toContain('name/snake-case');
  });

  it('exits 2 without a stack trace when a report file cannot be written', () => {
    const dir = writeFiles({ 'good.yaml': GOOD_TOOL, 'blocker': 'a file, not a folder' });
    const r = runCli(['lint', 'good.yaml', '-f', 'sarif=blocker/report.sarif'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^tooldoc: Could not write the sarif report to blocker\/report\.sarif: E[A-Z]+\.\n$/);
  });
});

describe('gates', () => {
  it('explains a failure of the default error gate when no report is on stdout', () => {
    const dir = writeFiles({ 'bad.yaml': BAD_TOOL });
    const r = runCli(['lint', 'bad.yaml', '-f', 'sarif=report.sarif'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^tooldoc: --fail-on error: \d+ errors in getWeather \(Level 0\)\.\n$/);
  });

  it('--fail-on warning fails a run with warnings only, naming the tool and its level', () => {
    const dir = writeFiles({ 'good.yaml': GOOD_TOOL });
    const s = summaryOf(['good.yaml'], dir);
    expect(s.errors).toBe(0);
    expect(s.warnings).toBeGreaterThan(0);
    expect(runCli(['lint', 'good.yaml'], { cwd: dir }).code).toBe(0);
    const r = runCli(['lint', 'good.yaml', '--fail-on', 'warning'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`tooldoc: --fail-on warning: 0 errors and ${s.warnings} warnings in get_weather (Level 2).\n`);
  });

  it('--fail-on none passes errors but --min-level and --max-warnings still gate', () => {
    const dir = writeFiles({ 'bad.yaml': BAD_TOOL, 'good.yaml': GOOD_TOOL });
    const none = runCli(['lint', '.', '--fail-on', 'none'], { cwd: dir });
    expect(none.code).toBe(0);
    expect(none.stderr).toBe('');
    const gated = runCli(['lint', '.', '--fail-on', 'none', '--min-level', '2', '--max-warnings', '0', '-f', 'github'], { cwd: dir });
    expect(gated.code).toBe(1);
    const lines = gated.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^tooldoc: \d+ warnings, more than --max-warnings 0, in getWeather \(Level 0, \d+ warnings\), get_weather \(Level 2, \d+ warnings\)\.$/);
    expect(lines[1]).toBe('tooldoc: 1 tool below --min-level 2: getWeather (Level 0).');
  });
});

describe('pre-commit support', () => {
  it('skips files that are not descriptors quietly with --ignore-unknown, and lists them with --verbose', () => {
    const dir = writeFiles({ 'good.yaml': GOOD_TOOL, '.github/workflows/ci.yml': 'on: push\njobs: {}\n', 'package.json': '{"name": "x"}\n' });
    const files = ['good.yaml', '.github/workflows/ci.yml', 'package.json'];
    const strict = runCli(['lint', ...files], { cwd: dir });
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('input/not-a-descriptor');
    const quiet = runCli(['lint', '--ignore-unknown', ...files], { cwd: dir });
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(quiet.stdout).toContain('2 files skipped');
    const verbose = runCli(['lint', '--ignore-unknown', '--verbose', ...files], { cwd: dir });
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toBe('tooldoc: skipped .github/workflows/ci.yml (not a tool descriptor)\ntooldoc: skipped package.json (not a tool descriptor)\n');
  });

  it('survives a reader that closes the pipe early, without a stack trace', () => {
    const dir = writeFiles({ 'many.yaml': 'tools:\n' + Array.from({ length: 400 }, (_, i) => `  - {name: t${i}X, description: "x"}`).join('\n') + '\n' });
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" lint many.yaml -f sarif 2>err.txt | head -c 100 >/dev/null; cat err.txt`], { cwd: dir, encoding: 'utf8' });
    expect(r.stdout).toBe('');
  });
});
