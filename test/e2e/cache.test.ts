/**
 * --cache gives the same report as an uncached run, reuses unchanged files, and is never wrong
 * after a file, the config or the cache file itself changes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, SHARED, runCli, tempDir, writeFiles } from '../helpers.js';

function report(dir: string, args: string[], name: string) {
  const out = path.join(path.dirname(dir), `${name}.json`);
  const r = runCli(['lint', dir, '--format', 'json', '--output', out, ...args], { cwd: path.dirname(dir) });
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  expect([0, 1]).toContain(r.code);
  const json = JSON.parse(readFileSync(out, 'utf8')) as { tools: unknown[]; files: unknown[]; summary: unknown };
  return { code: r.code, json: { tools: json.tools, files: json.files, summary: json.summary } };
}

describe('--cache', () => {
  it('gives identical findings and grades on a generated catalog, cold and warm', () => {
    const root = tempDir();
    const corpus = path.join(root, 'corpus');
    execFileSync(process.execPath, [path.join(SHARED, 'bench', 'gen-corpus.mjs'), '--tools', '120', '--per-file', '3', '--out', corpus, '--seed', '5']);
    const plain = report(corpus, ['--no-config'], 'plain');
    const cold = report(corpus, ['--no-config', '--cache'], 'cold');
    expect(existsSync(path.join(root, '.tooldoccache'))).toBe(true);
    const warm = report(corpus, ['--no-config', '--cache'], 'warm');
    expect(cold).toEqual(plain);
    expect(warm).toEqual(plain);
  });

  it('notices a changed file, a changed config and a damaged cache file', () => {
    const dir = writeFiles({
      'tools/a.yaml': GOOD_TOOL,
      'tools/b.yaml': GOOD_TOOL.replace('name: get_weather', 'name: get_weather_v2'),
    });
    const tools = path.join(dir, 'tools');
    const cacheFile = path.join(dir, 'cache', 'lint.json');
    const args = ['--cache', '--cache-location', cacheFile];
    const first = report(tools, args, 'r1');
    expect(existsSync(cacheFile)).toBe(true);
    expect(first).toEqual(report(tools, [], 'r1-plain'));

    // A changed file is linted again.
    writeFileSync(path.join(tools, 'b.yaml'), GOOD_TOOL.replace('name: get_weather', 'name: getWeatherV2'));
    const second = report(tools, args, 'r2');
    expect(JSON.stringify(second.json)).toContain('name/snake-case');
    expect(second).toEqual(report(tools, [], 'r2-plain'));

    // A changed config invalidates every entry.
    writeFileSync(path.join(dir, 'tooldoc.config.yaml'), 'rules:\n  name/snake-case: off\n');
    const third = report(tools, args, 'r3');
    expect(JSON.stringify(third.json)).not.toContain('name/snake-case');
    expect(third).toEqual(report(tools, [], 'r3-plain'));

    // A damaged cache is ignored and rewritten.
    writeFileSync(cacheFile, '{"format": 1, "key": ');
    expect(report(tools, args, 'r4')).toEqual(third);
    expect((): unknown => JSON.parse(readFileSync(cacheFile, 'utf8'))).not.toThrow();
  });

  it('keeps cross-file findings positioned when every file comes from the cache', () => {
    const dir = writeFiles({ 'tools/a.yaml': GOOD_TOOL, 'tools/b.yaml': '# moved down\n\n' + GOOD_TOOL });
    const tools = path.join(dir, 'tools');
    report(tools, ['--cache'], 'cold');
    const warm = report(tools, ['--cache'], 'warm');
    const diags = (warm.json.files as Array<{ file: string; diagnostics: Array<{ ruleId: string; line: number; column: number; related?: Array<{ line: number }> }> }>).flatMap((f) =>
      f.diagnostics.map((d) => ({ ...d, file: f.file })),
    );
    const dup = diags.find((d) => d.ruleId === 'name/unique');
    expect(dup).toMatchObject({ file: 'tools/b.yaml', line: 3, column: 7 });
    expect(dup!.related![0]!.line).toBe(1);
  });

  it('refuses --cache-location without --cache', () => {
    const dir = writeFiles({ 'a.yaml': GOOD_TOOL });
    const r = runCli(['lint', dir, '--cache-location', 'x'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--cache-location needs --cache');
  });
});
