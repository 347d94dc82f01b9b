/**
 * `--format html` through the built CLI: the page written to a file beside other formats, with the
 * code frames read from the linted files (also when --quiet copies the result), to stdout, and from
 * stdin's text; listed wherever formats are. The page itself is test/reporters/html.test.ts, and in a
 * browser test/slow/html-browser.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeFiles } from '../helpers.js';
import { BAD_TOOL, requireBuild } from './support.js';

requireBuild();

interface Data {
  files: string[];
  rules: Array<{ id: string }>;
  items: Array<{ k: string; n: string; lv?: number; d: Array<{ r: number; l?: number; fr?: [number, number, number] }>; src: Array<{ from: number; lines: unknown[] }> }>;
}

function dataOf(page: string): Data {
  const open = '<script type="application/json" id="tooldoc-data">';
  const start = page.indexOf(open) + open.length;
  return JSON.parse(page.slice(start, page.indexOf('</script>', start))) as Data;
}

describe('lint --format html', () => {
  it('writes the page to a file beside the other reports, with the levels of the JSON report and code frames', () => {
    const dir = writeFiles({ 'tools/bad.yaml': BAD_TOOL });
    const r = runCli(['lint', 'tools', '--no-config', '-f', 'html=out/report.html', '-f', 'json=out/report.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const page = readFileSync(path.join(dir, 'out/report.html'), 'utf8');
    const json = JSON.parse(readFileSync(path.join(dir, 'out/report.json'), 'utf8')) as { summary: { levels: Record<string, number> }; tools: Array<{ name: string; level: number }> };
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(page.endsWith('</html>\n')).toBe(true);
    for (const l of [0, 1, 2, 3]) expect(page).toContain(`<span class="badge lv-${l}">Level ${l}</span> `);
    expect(json.summary.levels).toEqual({ 0: 1, 1: 0, 2: 0, 3: 0 });
    expect(page).toMatch(/<tr><th scope="row"><span class="badge lv-0">Level 0<\/span> not met<\/th><td class="n">1<\/td>/);
    const data = dataOf(page);
    expect(data.files).toEqual(['tools/bad.yaml']);
    expect(data.items.map((i) => [i.k, i.n, i.lv])).toEqual([['t', 'getWeather', 0]]);
    const name = data.items[0]!.d.find((d) => data.rules[d.r]!.id === 'name/snake-case')!;
    expect(name.fr).toEqual([0, 1, 3]);
    expect(data.items[0]!.src[0]!.lines.slice(0, 3)).toEqual(['name: getWeather', 'description: Weather.', 'parameters:']);
  });

  it('reads the files again for the frames when --quiet copies the result, and writes to stdout with -f html alone', () => {
    const dir = writeFiles({ 'tools/bad.yaml': BAD_TOOL });
    const r = runCli(['lint', 'tools', '--no-config', '--quiet', '-f', 'html'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
    const item = dataOf(r.stdout).items[0]!;
    expect(item.d.length).toBeGreaterThan(0);
    for (const d of item.d) expect(d.fr?.[1]).toBe(Math.max(1, d.l! - 2));
    expect(item.src.length).toBeGreaterThan(0);
  });

  it('frames the text read from stdin, not a file of the same name', () => {
    const dir = writeFiles({ 'tools/bad.yaml': 'name: on_disk\n' });
    const r = runCli(['lint', '-', '--stdin-filename', 'tools/bad.yaml', '--no-config', '-f', 'html'], { cwd: dir, input: BAD_TOOL });
    expect(r.code).toBe(1);
    const data = dataOf(r.stdout);
    expect(data.items.map((i) => i.n)).toEqual(['getWeather']);
    expect(data.items[0]!.src[0]!.lines[0]).toBe('name: getWeather');
  });

  it('is listed with the other formats in lint --help and test --help, and refuses nothing else', () => {
    for (const command of ['lint', 'test']) {
      const help = runCli([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout.replace(/\s+/g, ' ')).toContain('(stylish, json, sarif, github, gitlab, markdown, junit, html; default stylish)');
    }
    const bad = runCli(['lint', 'x.yaml', '-f', 'htm']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('choose from stylish, json, sarif, github, gitlab, markdown, junit, html');
  });
});
