/**
 * The stylish report's Tools table through the CLI: bounded on a large run (`--max-tool-rows`, the
 * lowest graded first, one line for the rest), and aligned by display width for names in Korean or
 * with an emoji. The reporter's own cases: test/reporters/stylish-tools.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/reporters/width.js';
import { BAD_TOOL, CLEAN_TOOL, requireBuild, runCli, writeFiles } from './support.js';

requireBuild();

/** The Tools table's rows (between its heading and the blank line after it). */
function table(stdout: string): string[] {
  const lines = stdout.split('\n');
  const start = lines.indexOf('Tools') + 1;
  return lines.slice(start, lines.indexOf('', start));
}

describe('the Tools table on a large run', () => {
  // 44 clean tools and, in the middle of them, one at Level 0.
  const files: Record<string, string> = {};
  for (let i = 0; i < 44; i++) files[`tools/t${String(i).padStart(2, '0')}.yaml`] = CLEAN_TOOL.replaceAll('get_weather', `get_weather_${i}`);
  files['tools/t20b.yaml'] = BAD_TOOL;

  it('lists 40 tools, the lowest graded first, and says how many more and how to see them all; --max-tool-rows 0 lists all', () => {
    const dir = writeFiles(files);
    const r = runCli(['lint', 'tools'], { cwd: dir });
    expect(r.code).toBe(1);
    const rows = table(r.stdout);
    expect(rows).toHaveLength(41);
    expect(rows[0]).toMatch(/^ {2}getWeather {6}Level 0 {2}score \d{2} {3}tools\/t20b\.yaml:1 {2}→ Level 1 needs: /);
    expect(rows[1]).toBe('  get_weather_0   Level 3  score 100  tools/t00.yaml:2');
    expect(rows.at(-1)).toBe('… and 5 more tools at Level 3; run with --format json or --max-tool-rows 0 to list them all.');
    expect(r.stdout).toContain('\n45 tools in 45 files (Level 0: 1, Level 1: 0, Level 2: 0, Level 3: 44)\n');

    const all = table(runCli(['lint', 'tools', '--max-tool-rows', '0'], { cwd: dir }).stdout);
    expect(all).toHaveLength(45);
    // In file order, as a table within the bound is.
    expect(all[21]).toMatch(/^ {2}getWeather +Level 0 /);
    const five = table(runCli(['lint', 'tools', '--max-tool-rows', '5'], { cwd: dir }).stdout);
    expect(five).toHaveLength(6);
    expect(five.at(-1)).toBe('… and 40 more tools at Level 3; run with --format json or --max-tool-rows 0 to list them all.');
  });

  it('--max-tool-rows takes a whole number', () => {
    const r = runCli(['lint', 'tools', '--max-tool-rows', 'all'], { cwd: writeFiles({ 'tools/a.yaml': CLEAN_TOOL }) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--max-tool-rows takes a whole number from 0 up, not "all".');
  });
});

describe('the Tools table aligned by display width', () => {
  it('a tool named in Korean and one with an emoji keep their rows aligned with the others', () => {
    const dir = writeFiles({
      'tools/a.yaml': CLEAN_TOOL.replaceAll('get_weather', '날씨_조회'),
      'tools/b.yaml': CLEAN_TOOL.replaceAll('get_weather', '🌦️_forecast'),
      'tools/c.yaml': CLEAN_TOOL.replaceAll('get_weather', 'get_weather_now'),
    });
    const rows = table(runCli(['lint', 'tools', '--max-tool-rows', '0'], { cwd: dir }).stdout);
    expect(rows).toHaveLength(3);
    // Each row's level starts at the same terminal column: the widest name (15 columns) and two spaces after the indent.
    expect(rows.map((row) => displayWidth(row.slice(0, row.indexOf('Level '))))).toEqual([19, 19, 19]);
  });

  it('the bundle loads string-width (vendor/) only for a text beyond ASCII, and measures it there as the sources do', () => {
    // A preloaded hook notes every module the CLI's main thread requires (vendor/*.cjs are required).
    const dir = writeFiles({
      'hook.cjs': [
        "const Module = require('node:module');",
        'const seen = [];',
        'const load = Module._load;',
        'Module._load = function (request, ...rest) { seen.push(request); return load.call(this, request, ...rest); };',
        "process.on('exit', () => { if (require('node:worker_threads').isMainThread) require('node:fs').writeFileSync(process.env.LOADED, seen.join('\\n')); });",
      ].join('\n'),
      'ascii/a.yaml': CLEAN_TOOL,
      'wide/a.yaml': CLEAN_TOOL.replaceAll('get_weather', '날씨_조회'),
      'wide/b.yaml': CLEAN_TOOL.replaceAll('get_weather', 'get_weather_now'),
    });
    // A name in Korean is not one the platforms accept (an error): exit 1.
    const loaded = (folder: string, code: number) => {
      const log = path.join(dir, `${folder}.loaded`);
      const r = runCli(['lint', folder, '--max-tool-rows', '0'], { cwd: dir, env: { NODE_OPTIONS: `--require ${path.join(dir, 'hook.cjs')}`, LOADED: log } });
      expect(r.code, r.stderr).toBe(code);
      return { rows: table(r.stdout), modules: readFileSync(log, 'utf8').split('\n') };
    };
    const ascii = loaded('ascii', 0);
    expect(ascii.rows).toHaveLength(1);
    expect(ascii.modules.filter((m) => m.includes('string-width'))).toEqual([]);
    const wide = loaded('wide', 1);
    expect(wide.modules.filter((m) => m.includes('string-width'))).toEqual(['./vendor/string-width.cjs']);
    expect(wide.rows.map((row) => displayWidth(row.slice(0, row.indexOf('Level '))))).toEqual([19, 19]);
  });
});
