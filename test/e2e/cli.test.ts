/**
 * The lint command end to end: the built CLI in a child process, on real files in temp folders,
 * asserting exit codes and what a user reads (issue 2).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLEAN_TOOL, ROOT, brief, expectNoCrash, parseReport, requireBuild, runCli, stylishRows, writeFiles } from './support.js';

requireBuild();

/** Level 1 defects only, each on its own line; everything else a Level 1 tool needs is present. */
const DEFECTIVE = `name: getWeather
description: This tool can be used to get the weather.
parameters:
  type: object
  additionalProperties: false
  required: [city]
  properties:
    city: {type: string, maxLength: 100}
returns:
  type: object
errors:
  - {code: NOT_FOUND, http_status: 404, retryable: false, description: Unknown city., recovery: Ask the user.}
idempotency: {idempotent: true, safe: false}
`;

/** Rules of the foundation whose findings DEFECTIVE is built to trigger. */
const LEVEL1_IDS = new Set([
  'examples/required',
  'name/snake-case',
  'description/answer-first',
  'description/sentence-count',
  'parameters/property-description',
  'returns/description',
  'idempotency/required',
]);

/** A clean tool whose description only draws (advice) warnings: one short sentence, weak opener. */
const WARNINGS_ONLY = CLEAN_TOOL.replace(/^description: >-\n(?: {2}.*\n)+/m, 'description: This tool fetches the weather for a city.\n');

describe('clean and defective files', () => {
  it('exits 0 on a clean file and grades it Level 3', () => {
    const dir = writeFiles({ 'weather.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'weather.yaml'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(stylishRows(r.stdout)).toEqual([]);
    expect(r.stdout).toMatch(/^ {2}get_weather {2}Level 3 {2}score 100 {2}weather\.yaml:2$/m);
    expect(r.stdout).toContain('✔ 0 problems (0 errors, 0 warnings)');
    expect(r.stdout).toContain('1 tool in 1 file (Level 0: 0, Level 1: 0, Level 2: 0, Level 3: 1)');
  });

  it('exits 1 on a defective file and prints line:col severity message rule-id', () => {
    const dir = writeFiles({ 'tools/get_weather.yaml': DEFECTIVE });
    const r = runCli(['lint', 'tools'], { cwd: dir });
    expect(r.code).toBe(1);
    expectNoCrash(r);
    const rows = stylishRows(r.stdout);
    expect(rows.every((row) => row.file === 'tools/get_weather.yaml')).toBe(true);
    expect(brief(rows.filter((row) => LEVEL1_IDS.has(row.ruleId)))).toEqual([
      'tools/get_weather.yaml 1:1 error examples/required',
      'tools/get_weather.yaml 1:7 error name/snake-case',
      'tools/get_weather.yaml 2:1 warning description/answer-first',
      'tools/get_weather.yaml 2:1 warning description/sentence-count',
      'tools/get_weather.yaml 8:5 error parameters/property-description',
      'tools/get_weather.yaml 9:1 error returns/description',
      'tools/get_weather.yaml 13:1 error idempotency/required',
    ]);
    expect(rows).toContainEqual({
      file: 'tools/get_weather.yaml',
      position: '1:7',
      severity: 'error',
      message: 'Tool name "getWeather" is not snake_case; rename it to "get_weather".',
      ruleId: 'name/snake-case',
    });
    expect(rows).toContainEqual({
      file: 'tools/get_weather.yaml',
      position: '8:5',
      severity: 'error',
      message: 'Parameter "city" of "getWeather" has no description; say what value the agent should pass, with units and format.',
      ruleId: 'parameters/property-description',
    });
    expect(rows).toContainEqual({
      file: 'tools/get_weather.yaml',
      position: '13:1',
      severity: 'error',
      message: '"idempotency" of "getWeather" does not say "destructive"; add destructive: true or false (a tool with safe: true needs neither of the others).',
      ruleId: 'idempotency/required',
    });
    // The tool line names its grade, its score and what blocks the next level.
    expect(r.stdout).toMatch(/^ {2}getWeather {2}Level 0 {2}score 24 {2}tools\/get_weather\.yaml:1 {2}→ Level 1 needs: .*name\/snake-case/m);
    expect(r.stdout).toMatch(/^✖ \d+ problems \(5 errors, \d+ warnings\)$/m);
  });

  it('exits 0 when there are only warnings', () => {
    const dir = writeFiles({ 'weather.yaml': WARNINGS_ONLY });
    const r = runCli(['lint', 'weather.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    const rows = stylishRows(r.stdout);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.severity === 'warning')).toBe(true);
    expect(brief(rows.filter((row) => row.ruleId.startsWith('description/')))).toEqual([
      'weather.yaml 3:1 warning description/answer-first',
      'weather.yaml 3:1 warning description/sentence-count',
    ]);
  });
});

describe('--format json', () => {
  it('prints a parseable report with positions, levels and a summary', () => {
    const dir = writeFiles({ 'bad.yaml': DEFECTIVE, 'good.yaml': CLEAN_TOOL });
    const r = runCli(['lint', '.', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const report = parseReport(r.stdout);
    expect(report.summary).toMatchObject({ files: 2, filesLinted: 2, filesSkipped: 0, filesFailed: 0, tools: 2, errors: 5 });
    expect(report.summary.levels).toMatchObject({ 0: 1, 3: 1 });
    const bad = report.files.find((f) => f.file === 'bad.yaml')!;
    expect(bad.status).toBe('linted');
    expect(bad.diagnostics).toContainEqual(
      expect.objectContaining({
        ruleId: 'name/snake-case',
        severity: 'error',
        line: 1,
        column: 7,
        endLine: 1,
        endColumn: 17,
        pointer: '/name',
        tool: 'getWeather',
      }),
    );
    expect(bad.diagnostics).toContainEqual(
      expect.objectContaining({ ruleId: 'parameters/property-description', line: 8, column: 5, pointer: '/parameters/properties/city' }),
    );
    const tools = Object.fromEntries(report.tools.map((t) => [t.name, t]));
    expect(tools.getWeather).toMatchObject({ file: 'bad.yaml', line: 1, column: 1, level: 0 });
    expect(tools.getWeather!.blockers).toContainEqual(expect.objectContaining({ ruleId: 'name/snake-case', line: 1, column: 7 }));
    expect(tools.get_weather).toMatchObject({ file: 'good.yaml', line: 2, column: 1, level: 3, blockers: [] });
  });

  it('positions findings in a JSON file at the offending key', () => {
    const json = JSON.stringify({ name: 'get-weather', description: 'x', parameters: { type: 'object', properties: { city: { type: 'string' } } } }, null, 2);
    const dir = writeFiles({ 'tool.json': json });
    const report = parseReport(runCli(['lint', 'tool.json', '-f', 'json'], { cwd: dir }).stdout);
    const diags = report.files[0]!.diagnostics;
    expect(diags).toContainEqual(expect.objectContaining({ ruleId: 'name/snake-case', line: 2, column: 11, pointer: '/name' }));
    expect(diags).toContainEqual(expect.objectContaining({ ruleId: 'parameters/property-description', line: 7, column: 7, pointer: '/parameters/properties/city' }));
  });
});

describe('report options', () => {
  it('--output writes the report to a file (creating folders) and nothing to stdout', () => {
    const dir = writeFiles({ 'bad.yaml': DEFECTIVE });
    const r = runCli(['lint', 'bad.yaml', '--format', 'json', '--output', 'out/report.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const report = parseReport(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8'));
    expect(report.summary.errors).toBe(5);
    // A file is never coloured, whatever the environment asks of the terminal.
    const forced = runCli(['lint', 'bad.yaml', '--output', 'report.txt'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '1' } });
    expect(forced.stdout).toBe('');
    expect(readFileSync(path.join(dir, 'report.txt'), 'utf8')).not.toContain('\u001b[');
    expect(stylishRows(readFileSync(path.join(dir, 'report.txt'), 'utf8')).length).toBeGreaterThan(0);
  });

  it('--output to a path that cannot be written exits 2 with the reason', () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'blocker': 'a file, not a folder' });
    const r = runCli(['lint', 'good.yaml', '--output', 'blocker/report.txt'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^tooldoc: .*blocker\/report\.txt/m);
    expectNoCrash(r);
  });

  it('--quiet reports errors only', () => {
    const dir = writeFiles({ 'bad.yaml': DEFECTIVE });
    const r = runCli(['lint', 'bad.yaml', '--quiet'], { cwd: dir });
    expect(r.code).toBe(1);
    const rows = stylishRows(r.stdout);
    expect(rows.map((row) => row.severity)).toEqual(['error', 'error', 'error', 'error', 'error']);
    expect(r.stdout).toContain('✖ 5 problems (5 errors, 0 warnings)');
  });

  it('--max-warnings fails the run only when warnings exceed the limit', () => {
    const dir = writeFiles({ 'weather.yaml': WARNINGS_ONLY });
    const count = stylishRows(runCli(['lint', 'weather.yaml'], { cwd: dir }).stdout).length;
    const over = runCli(['lint', 'weather.yaml', '--max-warnings', String(count - 1)], { cwd: dir });
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(new RegExp(`^tooldoc: ${count} warnings?, more than --max-warnings ${count - 1}\\b`, 'm'));
    const at = runCli(['lint', 'weather.yaml', '--max-warnings', String(count)], { cwd: dir });
    expect(at.code).toBe(0);
    expect(at.stderr).toBe('');
  });

  it('--min-level fails with one line naming the tools below it', () => {
    const dir = writeFiles({ 'bad.yaml': DEFECTIVE, 'good.yaml': CLEAN_TOOL, 'warn.yaml': WARNINGS_ONLY.replaceAll('get_weather', 'get_weather_now') });
    const r = runCli(['lint', 'bad.yaml', 'good.yaml', '--min-level', '1'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('tooldoc: 1 tool below --min-level 1: getWeather (Level 0).\n');

    // What gates Level 1 is an error by default; the warnings of heuristic (advice) rules gate no level,
    // so a tool with only warnings is not below Level 1 and the run exits 0 (see "Levels and severities").
    const all = runCli(['lint', '.', '--min-level', '1'], { cwd: dir });
    expect(all.code).toBe(1);
    expect(all.stderr).toBe('tooldoc: 1 tool below --min-level 1: getWeather (Level 0).\n');
    const warned = runCli(['lint', 'warn.yaml', '--min-level', '3'], { cwd: dir });
    expect(warned.stdout).toMatch(/^ {2}get_weather_now {2}Level 3 {2}score 100 {2}warn\.yaml:2$/m);
    expect(warned.code).toBe(0);

    const zero = runCli(['lint', 'warn.yaml', '--min-level', '0'], { cwd: dir });
    expect(zero.code).toBe(0);
    expect(zero.stderr).toBe('');

    const pass = runCli(['lint', 'good.yaml', '--min-level', '3'], { cwd: dir });
    expect(pass.code).toBe(0);
    expect(pass.stderr).toBe('');
  });
});

describe('files that do not parse', () => {
  it('reports bad YAML at the parser position and still lints the other files', () => {
    const dir = writeFiles({ 'broken.yaml': 'name: get_x\ndescription: [unclosed\n', 'good.yaml': CLEAN_TOOL });
    const r = runCli(['lint', '.'], { cwd: dir });
    expect(r.code).toBe(1);
    expectNoCrash(r);
    const rows = stylishRows(r.stdout).filter((row) => row.file === 'broken.yaml');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.ruleId === 'parse-error' && row.severity === 'error')).toBe(true);
    expect(rows[0]!.message).toMatch(/^Invalid YAML: .+\.$/);
    expect(rows[0]!.position).toMatch(/^[23]:\d+$/);
    expect(r.stdout).toMatch(/^ {2}get_weather {2}Level 3 {2}score 100 {2}good\.yaml:2$/m);
    expect(r.stdout).toContain('1 file could not be linted');
  });

  it('says so plainly when no file could be linted', () => {
    const dir = writeFiles({ 'broken.yaml': 'name: [\n' });
    const r = runCli(['lint', 'broken.yaml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/\nno tools linted; 1 file could not be linted\n$/);
  });

  it('reports bad JSON at the parser position', () => {
    const dir = writeFiles({ 'broken.json': '{\n  "name": "get_x",\n  "description": "Fetch x.",,\n}\n', 'good.yaml': CLEAN_TOOL });
    const r = runCli(['lint', '.', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const report = parseReport(r.stdout);
    const broken = report.files.find((f) => f.file === 'broken.json')!;
    expect(broken.status).toBe('failed');
    expect(broken.diagnostics[0]).toMatchObject({ ruleId: 'parse-error', severity: 'error', line: 3 });
    expect(broken.diagnostics[0]!.message).toMatch(/^Invalid JSON: /);
    expect(report.tools.map((t) => t.name)).toEqual(['get_weather']);
  });

  it('reports a duplicate key at the second occurrence, in YAML and in JSON', () => {
    const dir = writeFiles({
      'dup.yaml': CLEAN_TOOL.replace('version: 2.1.0\n', 'version: 2.1.0\nname: get_weather_again\n'),
      'dup.json': '{\n  "name": "a",\n  "parameters": {},\n  "name": "b"\n}\n',
    });
    const r = runCli(['lint', '.', '-f', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const report = parseReport(r.stdout);
    const byFile = Object.fromEntries(report.files.map((f) => [f.file, f]));
    const versionLine = CLEAN_TOOL.split('\n').findIndex((l) => l.startsWith('version:')) + 1;
    expect(byFile['dup.yaml']!.diagnostics).toEqual([expect.objectContaining({ ruleId: 'parse-error', line: versionLine + 1, column: 1 })]);
    expect(byFile['dup.yaml']!.diagnostics[0]!.message).toMatch(/unique/);
    expect(byFile['dup.json']!.diagnostics).toEqual([expect.objectContaining({ ruleId: 'parse-error', line: 4, column: 3 })]);
    expect(report.summary.filesFailed).toBe(2);
  });
});

describe('files that are not descriptors', () => {
  const files = {
    'tools/weather.yaml': CLEAN_TOOL,
    'tools/package.json': JSON.stringify({ name: 'acme-tools', version: '1.0.0', dependencies: { yaml: '^2.0.0' } }, null, 2),
    'tools/.github/workflows/ci.yml': 'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n',
    'tools/docker-compose.yml': 'services:\n  web:\n    image: nginx\n',
  };

  it('skips and counts them when found by walking a folder', () => {
    const dir = writeFiles(files);
    const r = runCli(['lint', 'tools'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(stylishRows(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('1 tool in 1 file (Level 0: 0, Level 1: 0, Level 2: 0, Level 3: 1); 2 files skipped (not descriptors)');
    const report = parseReport(runCli(['lint', 'tools', '-f', 'json'], { cwd: dir }).stdout);
    expect(report.files.map((f) => [f.file, f.status])).toEqual([
      ['tools/docker-compose.yml', 'skipped'],
      ['tools/package.json', 'skipped'],
      ['tools/weather.yaml', 'linted'],
    ]);
  });

  it('reports a file named explicitly as an error', () => {
    const dir = writeFiles(files);
    const r = runCli(['lint', 'tools/package.json', 'tools/weather.yaml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(stylishRows(r.stdout)).toEqual([
      expect.objectContaining({ file: 'tools/package.json', position: '1:1', severity: 'error', ruleId: 'input/not-a-descriptor' }),
    ]);
  });

  it('--ignore-unknown skips it even when named explicitly', () => {
    const dir = writeFiles(files);
    const r = runCli(['lint', 'tools/package.json', 'tools/weather.yaml', '--ignore-unknown'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(stylishRows(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('1 file skipped (not descriptors)');
  });
});

describe('files that are not text', () => {
  const run = (name: string, content: string | Buffer) => {
    const dir = writeFiles({ [name]: content, 'good.yaml': CLEAN_TOOL });
    const r = runCli(['lint', name, 'good.yaml', '-f', 'json'], { cwd: dir });
    expectNoCrash(r);
    const report = parseReport(r.stdout);
    // The other file is always linted.
    expect(report.tools.map((t) => t.name)).toEqual(['get_weather']);
    return { code: r.code, file: report.files.find((f) => f.file === name)! };
  };

  it('an empty file gets input/empty', () => {
    for (const content of ['', '\n\n   \n', '# only a comment\n', '---\n# nothing\n---\n']) {
      const { file } = run('empty.yaml', content);
      expect(file.status).toBe('failed');
      expect(file.diagnostics).toEqual([expect.objectContaining({ ruleId: 'input/empty', line: 1, column: 1 })]);
    }
  });

  it('a binary file gets input/binary', () => {
    const { code, file } = run('image.yaml', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]));
    expect(code).toBe(1);
    expect(file.diagnostics).toEqual([expect.objectContaining({ ruleId: 'input/binary', severity: 'error', line: 1, column: 1 })]);
  });

  it('a file that is not UTF-8 gets input/encoding at the first bad byte', () => {
    const latin1 = Buffer.concat([Buffer.from('name: get_weather\ndescription: Fetch the weather in M'), Buffer.from([0xfc]), Buffer.from('nchen.\n')]);
    const { code, file } = run('latin1.yaml', latin1);
    expect(code).toBe(1);
    expect(file.diagnostics).toEqual([expect.objectContaining({ ruleId: 'input/encoding', line: 2, column: 36 })]);
  });

  it('a UTF-16 file gets input/encoding', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CLEAN_TOOL, 'utf16le')]);
    const { code, file } = run('utf16.yaml', utf16);
    expect(code).toBe(1);
    expect(file.diagnostics).toEqual([expect.objectContaining({ ruleId: 'input/encoding', line: 1, column: 1 })]);
    expect(file.diagnostics[0]!.message).toMatch(/UTF-16/);
  });

  it('a UTF-8 byte order mark is accepted', () => {
    const dir = writeFiles({ 'bom.yaml': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CLEAN_TOOL)]) });
    const r = runCli(['lint', 'bom.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(stylishRows(r.stdout)).toEqual([]);
  });
});

describe('usage errors exit 2 with a message, never a stack trace', () => {
  it('no files matched', () => {
    const dir = writeFiles({ 'readme.txt': 'not a descriptor' });
    for (const args of [['lint', 'missing.yaml'], ['lint', 'tools/**/*.yaml'], ['lint', '.']]) {
      const r = runCli(args, { cwd: dir });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^tooldoc: No files matched "[^"]+"; .+\.\n$/);
      expectNoCrash(r);
    }
  });

  it('one pattern of several matches nothing', () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'good.yaml', 'typo.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/No files matched "typo\.yaml"/);
  });

  it.each([
    [['lint', 'good.yaml', '--bogus'], /unknown option '--bogus'/],
    [['lint', 'good.yaml', '--min-level', '7'], /--min-level .*"7"/],
    [['lint', 'good.yaml', '--min-level', 'two'], /--min-level .*"two"/],
    [['lint', 'good.yaml', '--max-warnings', '-1'], /--max-warnings/],
    [['lint', 'good.yaml', '--format', 'nope'], /"?nope"?/],
    [['lint', 'good.yaml', '--max-file-size', 'huge'], /--max-file-size .*"huge"/],
    [['lint', 'nothing/'], /No files matched "nothing\/"/],
    [['frobnicate'], /unknown command 'frobnicate'/],
  ])('%j', (args, message) => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL });
    const r = runCli(args, { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
    expectNoCrash(r);
  });
});

describe('help, version and colour', () => {
  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const r = runCli([flag]);
      expect(r.code).toBe(0);
      expect(r.stdout.trim()).toBe(version);
    }
  });

  it('docs/cli.md documents every command, and under each command the flags its --help lists, and no other', () => {
    const page = readFileSync(path.join(ROOT, 'docs', 'cli.md'), 'utf8');
    /** The flags a --help lists: `  -f, --format <name>`, `  --no-config`. */
    const helpFlags = (text: string) => new Set([...text.matchAll(/^ {2}(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]!).filter((f) => f !== '--help'));
    const top = runCli(['--help']);
    expect(top.code).toBe(0);
    const commands = [...top.stdout.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]!).filter((c) => c !== 'help');
    expect(commands).toEqual(expect.arrayContaining(['lint', 'test', 'diff', 'lock', 'import', 'export', 'rules', 'explain', 'init', 'lsp']));
    // The flags of tooldoc itself (--version) are in the page's introduction.
    const intro = page.slice(0, page.indexOf('\n## '));
    for (const flag of helpFlags(top.stdout)) expect(intro, `${flag} of tooldoc --help is not in docs/cli.md's introduction`).toMatch(new RegExp('`(?:-\\w, )?' + flag + '(?![a-z-])'));
    for (const command of commands) {
      const start = page.indexOf(`\n## \`tooldoc ${command}\`\n`);
      expect(start, `docs/cli.md has no "## \`tooldoc ${command}\`" section`).toBeGreaterThan(-1);
      const rest = page.slice(start + 1);
      const section = rest.slice(0, rest.indexOf('\n## ') === -1 ? undefined : rest.indexOf('\n## '));
      const help = runCli([command, '--help']);
      expect(help.code).toBe(0);
      const listed = helpFlags(help.stdout);
      // Each flag of the command's tables (their first column) is a flag of the command.
      const tabled = new Set(
        section
          .split('\n')
          .filter((l) => l.startsWith('| `-'))
          .flatMap((l) => [...l.split(' | ')[0]!.matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0])),
      );
      expect(tabled.size, `tooldoc ${command} has no flag table in docs/cli.md`).toBeGreaterThan(0);
      expect([...tabled].filter((f) => !listed.has(f)), `in docs/cli.md under tooldoc ${command} but not in its --help`).toEqual([]);
      // Each flag of --help is in the section: in a table, or in the text around it (`--flag`).
      const documented = (flag: string) => tabled.has(flag) || new RegExp('`(?:-\\w, )?' + flag + '(?![a-z-])').test(section);
      expect([...listed].filter((f) => !documented(f)), `in tooldoc ${command} --help but not in docs/cli.md under it`).toEqual([]);
    }
    const lint = runCli(['lint', '--help']);
    expect(lint.stdout).toContain('Exit codes');
  });

  it('FORCE_COLOR colours the report; NO_COLOR and --no-color do not; --color wins over NO_COLOR', () => {
    const dir = writeFiles({ 'bad.yaml': DEFECTIVE });
    const ESC = '\u001b[';
    const forced = runCli(['lint', 'bad.yaml'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '1' } });
    expect(forced.code).toBe(1);
    expect(forced.stdout).toContain(ESC);
    // Colour must not break the layout: stripped, the rows are the same as without it.
    // eslint-disable-next-line no-control-regex
    const stripped = forced.stdout.replace(/\u001b\[[0-9;]*m/g, '');
    const plain = runCli(['lint', 'bad.yaml'], { cwd: dir, env: { NO_COLOR: '1', FORCE_COLOR: '' } });
    expect(plain.stdout).not.toContain(ESC);
    expect(stripped).toBe(plain.stdout);
    const flag = runCli(['lint', 'bad.yaml', '--no-color'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '1' } });
    expect(flag.stdout).not.toContain(ESC);
    // An explicit --color wins over NO_COLOR, as the flag is the more specific request.
    const wins = runCli(['lint', 'bad.yaml', '--color'], { cwd: dir, env: { NO_COLOR: '1', FORCE_COLOR: '' } });
    expect(wins.stdout).toContain(ESC);
    // eslint-disable-next-line no-control-regex
    expect(wins.stdout.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain.stdout);
    // Not a terminal and nothing forced: no colour.
    const piped = runCli(['lint', 'bad.yaml'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '' } });
    expect(piped.stdout).not.toContain(ESC);
  });

  it('lints stdin with "-", named by --stdin-filename, with the config that name matches', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': 'overrides:\n  - files: ["legacy/**"]\n    rules: {name/snake-case: off}\n' });
    const piped = runCli(['lint', '-', '--stdin-filename', 'tools/bad.yaml', '--format', 'json'], { cwd: dir, input: DEFECTIVE });
    expect(piped.code).toBe(1);
    const report = JSON.parse(piped.stdout) as { files: Array<{ file: string; diagnostics: Array<{ ruleId: string; line: number; column: number }> }> };
    expect(report.files.map((f) => f.file)).toEqual(['tools/bad.yaml']);
    const found = report.files[0]!.diagnostics.find((d) => d.ruleId === 'name/snake-case');
    expect(found).toMatchObject({ line: 1, column: 7 });
    // The name decides which overrides apply.
    const legacy = runCli(['lint', '-', '--stdin-filename', 'legacy/bad.yaml', '--format', 'json'], { cwd: dir, input: DEFECTIVE });
    expect((JSON.parse(legacy.stdout) as typeof report).files[0]!.diagnostics.some((d) => d.ruleId === 'name/snake-case')).toBe(false);
    // Without a name it is "<stdin>"; "-" goes alone; --stdin-filename needs "-".
    expect(runCli(['lint', '-'], { cwd: dir, input: DEFECTIVE }).stdout).toMatch(/^<stdin>\n/);
    expect(runCli(['lint', '-', 'x.yaml'], { cwd: dir, input: '' }).stderr).toBe('tooldoc: "-" lints the text on stdin; give it alone, not with other paths.\n');
    expect(runCli(['lint', 'x.yaml', '--stdin-filename', 'a.yaml'], { cwd: dir }).stderr).toBe('tooldoc: --stdin-filename names the text on stdin; give "-" as the path.\n');
    const binary = runCli(['lint', '-'], { cwd: dir, input: '\u0000\u0001' });
    expect(binary.code).toBe(2);
    expect(binary.stderr).toBe('tooldoc: stdin: File looks binary (a NUL byte at offset 0); tool descriptors are UTF-8 text.\n');
  });

  it('with no path lints the working directory, leaving out what .gitignore ignores unless --no-gitignore', () => {
    const dir = writeFiles({
      '.gitignore': 'generated/\n*.local.yaml\n',
      'tools/good.yaml': CLEAN_TOOL,
      'tools/draft.local.yaml': DEFECTIVE,
      'generated/bad.yaml': DEFECTIVE,
      'kept/bad.yaml': DEFECTIVE,
    });
    const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
    git('init', '-q');
    // A tracked file stays linted even when it matches .gitignore (git's own rule).
    git('add', '-f', 'kept/bad.yaml');
    writeFileSync(path.join(dir, '.gitignore'), 'generated/\n*.local.yaml\nkept/\n');
    const files = (args: string[]) => (JSON.parse(runCli(['lint', ...args, '--format', 'json'], { cwd: dir }).stdout) as { files: Array<{ file: string }> }).files.map((f) => f.file).sort();
    expect(files([])).toEqual(['kept/bad.yaml', 'tools/good.yaml']);
    expect(files(['tools'])).toEqual(['tools/good.yaml']);
    // Named explicitly, an ignored file is linted.
    expect(files(['tools/draft.local.yaml'])).toEqual(['tools/draft.local.yaml']);
    expect(files(['--no-gitignore'])).toEqual(['generated/bad.yaml', 'kept/bad.yaml', 'tools/draft.local.yaml', 'tools/good.yaml']);
    // Outside a repository nothing is ignored.
    rmSync(path.join(dir, '.git'), { recursive: true });
    expect(files([])).toEqual(['generated/bad.yaml', 'kept/bad.yaml', 'tools/draft.local.yaml', 'tools/good.yaml']);
  });

  it('JSON output never carries colour', () => {
    const dir = writeFiles({ 'bad.yaml': DEFECTIVE });
    const r = runCli(['lint', 'bad.yaml', '-f', 'json'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '1' } });
    expect(r.stdout).not.toContain('\u001b[');
    expect(() => parseReport(r.stdout)).not.toThrow();
  });
});
