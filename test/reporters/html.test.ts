/**
 * `--format html`: the page's structure and content from results linted in memory, the escaping of
 * hostile tool names, messages and source lines, that nothing but rule-doc links points off the
 * page, counts per level, code frames line for line, and that the page is written in pieces that
 * join into exactly the whole. The page in a real browser (rendering, filters, accessibility) is
 * test/slow/html-browser.test.ts.
 */
import { createHash } from 'node:crypto';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { html, escapeHtml, scriptJson } from '../../src/reporters/html.js';
import { CLIENT } from '../../src/reporters/html/client.js';
import { cutLine, frameLines, MAX_LINE, type FrameLine, type ItemData, type RuleData } from '../../src/reporters/html/data/index.js';
import { STYLE } from '../../src/reporters/html/style.js';
import { HOMEPAGE } from '../../src/reporters/rule-docs.js';
import type { ReporterOptions } from '../../src/reporters/types.js';
import type { LintResult } from '../../src/types/index.js';
import { lintText } from '../helpers.js';
import { syntheticCatalog, TEST_RUN_TEXTS, testRunResult } from './html-support.js';

const RULES = ['name/snake-case', 'description/required', 'parameters/property-description', 'parameters/bounds', 'errors/required', 'name/unique'];
const OPTIONS: ReporterOptions = { colorLevel: 0, cwd: '/project' };

const WEATHER = `name: getWeather
description: Weather.
parameters:
  type: object
  properties:
    city: {type: string}
`;

const ORDERS = `tools:
  - name: get_order
    description: Get an order. Use it when the user names an order number.
    parameters:
      type: object
      properties:
        id: {type: string, maxLength: 20, description: The order number.}
    errors:
      - {code: NOT_FOUND, description: No such order.}
  - name: list_orders
    description: List orders.
    parameters:
      type: object
      properties:
        status: {type: string, description: Filter by status.}
`;

/** A name that tries to end the data block, inject markup, reorder text and break lines; a description with a script. */
const EVIL_NAME = '</script><img src=x onerror="window.__pwned=1">\u2028\u202Eevil\u0007';
const EVIL = `name: ${JSON.stringify(EVIL_NAME)}
description: "<script>window.__pwned=2</script> and <!-- <script> -->"
# a comment with </script><img src=x onerror=alert(1)> and \u202E\u2028 raw
parameters: {type: object, properties: {}}
`;

interface Page {
  text: string;
  /** The data block, parsed. */
  data: { v: number; mode: string; files: string[]; rules: RuleData[]; items: ItemData[] };
  /** The markup without the data block and the script: what the browser parses as elements. */
  markup: string;
}

function page(result: LintResult, options: ReporterOptions = OPTIONS): Page {
  const text = html(result, options);
  const open = '<script type="application/json" id="tooldoc-data">';
  const start = text.indexOf(open);
  const end = text.indexOf('</script>', start);
  expect(start, 'the data block').toBeGreaterThan(0);
  const data = JSON.parse(text.slice(start + open.length, end)) as Page['data'];
  const scriptStart = text.indexOf('<script>', end);
  const markup = text.slice(0, start) + text.slice(text.indexOf('</script>', scriptStart) + '</script>'.length);
  return { text, data, markup };
}

async function catalog(): Promise<LintResult> {
  const { result } = await lintText(WEATHER, RULES, { file: 'tools/weather.yaml', extraFiles: { 'tools/orders.yaml': ORDERS } });
  return result;
}

const lines = (text: string) => text.replace(/\n$/, '').split('\n');
const frameText = (item: ItemData, fr: [number, number, number]) => {
  const w = item.src[fr[0]]!;
  return w.lines.slice(fr[1] - w.from, fr[2] - w.from + 1).map((l) => (typeof l === 'string' ? l : l[0]));
};

describe('html report', () => {
  it('is a whole page: doctype, language, viewport, landmarks, one h1, a heading per section', async () => {
    const { text, markup } = page(await catalog());
    expect(text.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')).toBe(true);
    expect(text.endsWith('</body>\n</html>\n')).toBe(true);
    expect(markup).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    for (const landmark of ['<header class="top">', '<main id="main">', '<footer class="bottom">', '<nav class="toc" aria-label="Sections">', '<form id="filters" class="filters" role="search" aria-label="Filter the cards">']) {
      expect(markup.split(landmark).length - 1, landmark).toBe(1);
    }
    expect(markup.match(/<h1>/g)).toHaveLength(1);
    expect([...markup.matchAll(/<h2 id="([a-z]+)-h">/g)].map((m) => m[1])).toEqual(['levels', 'blocking', 'groups', 'tools']);
    // Every form control has a label; the live region says how many cards match.
    expect(markup).toContain('<p id="status" role="status" aria-live="polite"></p>');
    expect(markup).toContain('<label for="f-rule">Rule</label>');
    expect(markup).toContain('<label for="f-q">Name or file contains</label>');
    expect(markup).toContain('<label for="f-sort">Order</label>');
    expect(markup).toMatch(/<noscript><p>The cards need JavaScript/);
  });

  it('sums the run up: problems, tools, files, and the tools per level in the table, the filters and the data', async () => {
    const result = await catalog();
    const s = result.summary;
    expect(s.tools).toBe(3);
    const { markup, data } = page(result);
    expect(markup).toContain(`<p class="verdict"><span class="bad">${s.problems} problems</span> (${s.errors} errors, ${s.warnings} warnings) in 3 tools from 2 files.</p>`);
    for (const l of [0, 1, 2, 3] as const) {
      const row = new RegExp(`<tr><th scope="row"><span class="badge lv-${l}">Level ${l}</span> [^<]+</th><td class="n">(\\d+)</td>`).exec(markup);
      expect(Number(row?.[1]), `Level ${l} row`).toBe(s.levels[l]);
      const label = new RegExp(`<input type="checkbox" name="group" value="L${l}" checked> Level ${l} · [^<]+ <span class="count">\\((\\d+)\\)</span>`).exec(markup);
      expect(Number(label?.[1]), `Level ${l} filter`).toBe(s.levels[l]);
      expect(data.items.filter((i) => i.k === 't' && i.lv === l).length).toBe(s.levels[l]);
    }
    expect(data.items.map((i) => [i.k, i.n, i.lv])).toEqual(result.tools.map((t) => ['t', t.name, t.level]));
    // The findings of each tool are its own, errors and warnings counted as the result counts them.
    for (const [i, t] of result.tools.entries()) {
      expect([data.items[i]!.e, data.items[i]!.w]).toEqual([t.errors, t.warnings]);
      const mine = result.files.flatMap((f) => f.diagnostics).filter((d) => d.toolIndex === i);
      expect(data.items[i]!.d.map((d) => [data.rules[d.r]!.id, d.m, d.l, d.c])).toEqual(mine.map((d) => [d.ruleId, d.message, d.range.start.line, d.range.start.column]));
    }
  });

  it('shows each tool’s score beside its level, the spread of the scores per band of ten, and orders the cards by score', async () => {
    const result = await catalog();
    const { markup, data } = page(result);
    // Five requirements among these rules (parameters/bounds is advice). get_order and list_orders miss
    // errors/required alone, 4 of 5: ⌊33 · 4/5⌋; getWeather misses three, 2 of 5.
    expect(result.tools.map((t) => [t.name, t.level, t.score])).toEqual([
      ['get_order', 0, 26],
      ['list_orders', 0, 26],
      ['getWeather', 0, 13],
    ]);
    expect(data.items.map((i) => [i.n, i.lv, i.sc, i.tsc])).toEqual(result.tools.map((t) => [t.name, t.level, t.score, undefined]));
    const s = result.summary.scores!;
    expect(s).toEqual({ min: 13, median: 26, mean: 21.7, max: 26, histogram: [0, 1, 2, 0, 0, 0, 0, 0, 0, 0] });
    expect(markup).toContain('<div><dt>Median score</dt><dd>26</dd></div>');
    expect(markup).toContain('how they are computed</a>): min 13, median 26, mean 21.7, max 26.');
    const bands = [...markup.matchAll(/<tr><th scope="row">(\d+-\d+)<\/th><td class="n">(\d+)<\/td><td class="share"><svg[^>]*><rect class="track"[^>]*\/><rect class="bar-s" width="([\d.]+)"/g)];
    expect(bands.map((b) => [b[1], Number(b[2]), Number(b[3])])).toEqual(
      ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-100'].map((band, i) => [band, s.histogram[i], [0, 33.3, 66.7, 0, 0, 0, 0, 0, 0, 0][i]]),
    );
    expect(markup).toContain('<option value="level">Lowest level first</option>\n<option value="score">Lowest score first</option>\n<option value="score-desc">Highest score first</option>\n');
    // The script orders by score, a file's own problems first (as by level), then the tools, ties in file order.
    expect(CLIENT).toContain("score: function (a, b) { return scoreRank(items[a], 1) - scoreRank(items[b], 1) || a - b; },");
    expect(CLIENT).toContain("'score-desc': function (a, b) { return scoreRank(items[a], -1) - scoreRank(items[b], -1) || a - b; },");
    expect(CLIENT).toContain("add(head, el('span', 'score', 'Score ' + it.sc + (it.tsc !== undefined ? ' (' + it.tsc + ' counting the baseline)' : '')));");
  });

  it('lists the rules blocking most tools, with the level each keeps them from, and the findings by group', async () => {
    const result = await catalog();
    const { markup, data } = page(result);
    const blocking = new Map<string, number>();
    for (const t of result.tools) for (const id of new Set(t.blockers.map((b) => b.ruleId))) blocking.set(id, (blocking.get(id) ?? 0) + 1);
    const rows = [...markup.matchAll(/<tr><td><a href="[^"]+" rel="noopener noreferrer"><code>([^<]+)<\/code><\/a><br><span class="note">[^<]*<\/span><br><button type="button" class="link" data-rule="(\d+)" hidden>Show the tools it blocks<\/button><\/td><td class="lv">Level (\d)<\/td><td class="n">(\d+)<\/td><\/tr>/g)];
    expect(rows.map((r) => [r[1], Number(r[4])]).sort()).toEqual([...blocking].sort());
    for (const r of rows) expect(data.rules[Number(r[2])]!.id).toBe(r[1]);
    // name/snake-case keeps getWeather from Level 1.
    expect(rows.find((r) => r[1] === 'name/snake-case')?.[3]).toBe('1');
    // Groups: errors and warnings per rule-id prefix, and the total.
    const all = result.files.flatMap((f) => f.diagnostics).filter((d) => !d.suppressed);
    const groups = [...markup.matchAll(/<tr><th scope="row">([a-z-]+)<br>.*?<\/th><td class="n">(\d+)<\/td><td class="n">(\d+)<\/td>/g)].map((m) => [m[1], Number(m[2]), Number(m[3])]);
    const expected = [...new Set(all.map((d) => d.ruleId.split('/')[0]!))].map((g) => [
      g,
      all.filter((d) => d.ruleId.startsWith(g + '/') && d.severity === 'error').length,
      all.filter((d) => d.ruleId.startsWith(g + '/') && d.severity === 'warning').length,
    ]);
    expect(groups.sort()).toEqual(expected.sort());
    expect(markup).toContain(`<tfoot><tr><th scope="row">All</th><td class="n">${result.summary.errors}</td><td class="n">${result.summary.warnings}</td>`);
  });

  it('gives each finding the source lines around it: two before, two after, the lines of the finding', async () => {
    const result = await catalog();
    const { data } = page(result);
    const weather = data.items.find((i) => i.n === 'getWeather')!;
    const name = weather.d.find((d) => data.rules[d.r]!.id === 'name/snake-case')!;
    expect([name.l, name.c, name.el, name.ec]).toEqual([1, 7, 1, 17]);
    expect(name.fr!.slice(1)).toEqual([1, 3]);
    expect(frameText(weather, name.fr!)).toEqual(['name: getWeather', 'description: Weather.', 'parameters:']);
    const city = weather.d.find((d) => data.rules[d.r]!.id === 'parameters/property-description')!;
    expect(city.l).toBe(6);
    // The file has six lines: the frame stops at the last (the final line break starts no line).
    expect(city.fr!.slice(1)).toEqual([4, 6]);
    expect(frameText(weather, city.fr!)).toEqual(lines(WEATHER).slice(3, 6));
    // Frames that overlap share one window of source lines, kept once.
    expect(weather.src).toEqual([{ f: weather.f, from: 1, lines: lines(WEATHER) }]);
    expect(data.files[weather.f]).toBe('tools/weather.yaml');
    // In a catalog, a tool's frames are around its own lines, in windows of its own.
    const get = data.items.find((i) => i.n === 'get_order')!;
    expect(get.d.map((d) => [data.rules[d.r]!.id, d.l, d.c, d.fr?.slice(1)])).toEqual([
      ['errors/required', 9, 9, [7, 11]],
      ['errors/required', 9, 9, [7, 11]],
      ['errors/required', 9, 9, [7, 11]],
    ]);
    expect(frameText(get, get.d[0]!.fr!)).toEqual(lines(ORDERS).slice(6, 11));
    expect(get.src).toEqual([{ f: get.f, from: 7, lines: lines(ORDERS).slice(6, 11) }]);
    const list = data.items.find((i) => i.n === 'list_orders')!;
    const errors = list.d.find((d) => data.rules[d.r]!.id === 'errors/required')!;
    // Reported at the tool, whose range runs to the end of the file: the frame shows three of its lines and two after.
    expect([errors.l, errors.c, errors.el]).toEqual([10, 5, 16]);
    expect(errors.fr).toEqual([0, 8, 14]);
    expect(frameText(list, errors.fr!)).toEqual(lines(ORDERS).slice(7, 14));
    expect(list.src).toEqual([{ f: get.f, from: 8, lines: lines(ORDERS).slice(7, 14) }]);
  });

  it('frames: clipped to the file, at most three lines of a long finding, long lines cut around the column', () => {
    const at = (l: number, c: number, el = l, ec = c + 1) => ({ start: { line: l, column: c }, end: { line: el, column: ec } });
    expect(frameLines(at(1, 1), 1)).toEqual([1, 1]);
    expect(frameLines(at(1, 1), 10)).toEqual([1, 3]);
    expect(frameLines(at(5, 1), 10)).toEqual([3, 7]);
    expect(frameLines(at(10, 1), 10)).toEqual([8, 10]);
    expect(frameLines(at(5, 1, 6), 10)).toEqual([3, 8]);
    expect(frameLines(at(5, 1, 40), 100)).toEqual([3, 9]);
    expect(frameLines(at(11, 1), 10)).toBeUndefined();
    expect(frameLines(at(0, 1), 10)).toBeUndefined();
    const long = 'x'.repeat(1000) + 'NEEDLE' + 'y'.repeat(1000);
    const cut = cutLine(long, 1001) as Exclude<FrameLine, string>;
    expect(cut[0]).toHaveLength(MAX_LINE);
    expect(cut[1]).toBe(940);
    expect(cut[2]).toBe(true);
    expect(cut[0].slice(1000 - cut[1], 1006 - cut[1])).toBe('NEEDLE');
    expect(cutLine('short', 3)).toBe('short');
    expect(cutLine(long, undefined)).toEqual([long.slice(0, MAX_LINE), 0, true]);
    // Never half a surrogate pair at either end.
    const emoji = '😀'.repeat(300);
    const [text] = cutLine(emoji, 201) as Exclude<FrameLine, string>;
    expect(text.length % 2).toBe(0);
    expect(text).toBe('😀'.repeat(text.length / 2));
  });

  it('reads the source through options.readSource when the result holds no text, and shows no frame without either', async () => {
    const result = await catalog();
    // A copy, as --quiet and tooldoc test make: the files lose their text.
    const copy: LintResult = { ...result, files: result.files.map((f) => ({ ...f })) };
    expect(copy.files[0]!.text).toBeUndefined();
    const asked: string[] = [];
    const texts: Record<string, string> = { 'tools/weather.yaml': WEATHER, 'tools/orders.yaml': ORDERS };
    const withReader = page(copy, { ...OPTIONS, readSource: (file) => (asked.push(file), texts[file]) }).data;
    expect(asked.sort()).toEqual(['tools/orders.yaml', 'tools/weather.yaml']);
    expect(withReader).toEqual(page(result).data);
    const without = page(copy).data;
    for (const item of without.items) {
      expect(item.src).toEqual([]);
      for (const d of item.d) expect(d.fr).toBeUndefined();
    }
  });

  it('escapes hostile names, messages and source lines: nothing in them can run, load or end the data block', async () => {
    const { result } = await lintText(EVIL, RULES, { file: 'tools/evil.yaml', extraFiles: { 'tools/weather.yaml': WEATHER, 'tools/broken.yaml': 'name: a\u0007</script><script>window.__pwned=3</script>\n' } });
    expect(result.tools.map((t) => t.name)).toContain(EVIL_NAME);
    const { text, markup, data } = page(result);
    // Two script elements, both ours: the data block and the page's script, which has the policy's hash.
    expect(text.match(/<script/gi)).toHaveLength(2);
    expect(text.match(/<\/script/gi)).toHaveLength(2);
    expect(text).toContain(`<script>${CLIENT}</script>`);
    expect(markup).not.toMatch(/<img|<iframe|<object|<embed|<svg[^>]*onload|\son[a-z]+\s*=/i);
    // No raw control, bidi or line-separator character anywhere (line breaks and tabs aside).
    // eslint-disable-next-line no-control-regex -- finding them is the point
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/);
    // The data block holds no "<" at all, and reads back exactly.
    const block = text.slice(text.indexOf('id="tooldoc-data">'), text.indexOf('</script>'));
    expect(block.slice('id="tooldoc-data">'.length)).not.toContain('<');
    const evil = data.items.find((i) => i.k === 't' && i.n.startsWith('</script>'))!;
    expect(evil.n).toBe('</script><img src=x onerror="window.__pwned=1">\\u2028\\u202Eevil\\u0007');
    // Source lines keep their characters (the page's script shows controls as \uXXXX when it renders them).
    const comment = evil.src.flatMap((w) => w.lines).find((l) => typeof l === 'string' && l.startsWith('# a comment'));
    expect(comment).toBe('# a comment with </script><img src=x onerror=alert(1)> and \u202E\u2028 raw');
    const broken = data.items.find((i) => i.k === 'f' && i.n === 'tools/broken.yaml')!;
    expect(broken.st).toBe('could not be linted');
    expect(broken.src[0]!.lines).toEqual(['name: a\u0007</script><script>window.__pwned=3</script>']);
    // In the markup, the hostile text is escaped text.
    expect(escapeHtml(EVIL_NAME)).toBe('&lt;/script&gt;&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;\\u2028\\u202Eevil\\u0007');
    expect(scriptJson({ s: '</script><!--\u2028\u202E&' })).toBe('{"s":"\\u003C/script\\u003E\\u003C!--\\u2028\\u202E\\u0026"}');
  });

  it('loads nothing: a strict policy that allows its own style and script by hash, and no URL but rule docs', async () => {
    const { result } = await lintText(EVIL, RULES, { file: 'tools/evil.yaml', extraFiles: { 'tools/weather.yaml': WEATHER } });
    const { text, markup, data } = page(result);
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(text)?.[1];
    expect(csp).toBe(`default-src 'none'; script-src ${hash(CLIENT)}; style-src ${hash(STYLE)}; img-src 'none'; font-src 'none'; connect-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'`);
    expect(text).toContain(`<style>${STYLE}</style>`);
    // The policy comes before anything it governs.
    expect(text.indexOf('Content-Security-Policy')).toBeLessThan(text.indexOf('<style>'));
    expect(markup).not.toMatch(/<link|<img|<iframe|<base|@import|url\(|srcset=|\ssrc=/i);
    expect(STYLE).not.toMatch(/url\(|@import|https?:/i);
    expect(CLIENT).not.toMatch(/fetch\(|XMLHttpRequest|import\(|https?:\/\/[a-z]/i);
    // Links go within the page, to a rule's docs or to what the score means.
    const hrefs = [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(5);
    const home = HOMEPAGE.replace(/\./g, '\\.');
    for (const h of hrefs) expect(h).toMatch(new RegExp(`^(#[a-z]+|${home}/blob/main/rules/[a-z-]+/[a-z-]+\\.md|${home}/blob/main/docs/security\\.md#bad-input|${home}/blob/main/docs/score\\.md)$`));
    for (const r of data.rules) expect(r.url).toBe(`${HOMEPAGE}/blob/main/rules/${r.id}.md`);
  });

  it('is the same page whole or in pieces, and a large catalog comes an entry at a time', async () => {
    const result = await catalog();
    expect([...html.chunks(result, OPTIONS)].join('')).toBe(html(result, OPTIONS));
    const big = syntheticCatalog(1, 3000, 3);
    let pieces = 0;
    let largest = 0;
    let total = 0;
    for (const chunk of html.chunks(big, { colorLevel: 0, cwd: '/tmp' })) {
      pieces++;
      largest = Math.max(largest, chunk.length);
      total += chunk.length;
    }
    expect(pieces).toBeGreaterThan(3000);
    expect(total).toBeGreaterThan(1_000_000);
    expect(largest).toBeLessThan(60_000);
  });

  it('has a script the browser can run: valid JavaScript, nothing that ends its element', () => {
    expect(() => new Script(CLIENT)).not.toThrow();
    expect(CLIENT).not.toMatch(/<\/|<!--/);
    expect(STYLE).not.toMatch(/<\//);
  });

  it('shows a live server’s findings by tool and pointer, with no line or frame, even when a sidecar documents the tool', () => {
    const result = syntheticCatalog(1, 1, 2);
    const f = result.files[0]!;
    f.file = 'server:demo';
    f.server = { name: 'demo', source: 'node server.js' };
    delete f.text;
    for (const d of f.diagnostics) {
      d.file = 'server:demo';
      d.pointer = '/inputSchema/properties/city';
    }
    // The second finding has an anchor: the tool's sidecar descriptor, on another file.
    f.diagnostics[1]!.anchor = { file: 'tools/demo.yaml' };
    result.tools[0]!.file = 'server:demo';
    result.tools[0]!.server = 'demo';
    const asked: string[] = [];
    const sidecar = 'name: tool_0_0\n# the sidecar\ncity: x\n';
    const { data } = page(result, { ...OPTIONS, readSource: (file) => (asked.push(file), file === 'tools/demo.yaml' ? sidecar : 'never read') });
    expect(asked).toEqual([]);
    for (const x of data.items[0]!.d) {
      expect(x.p).toBe('tool_0_0 /inputSchema/properties/city');
      expect([x.l, x.c, x.el, x.ec, x.fr]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    }
    expect(data.files).toEqual(['server:demo', 'tools/demo.yaml']);
    expect(data.items[0]!.srv).toBe('demo');
  });

  it('shows a tooldoc test report: the tally, a card per tool with its examples, and files it could not read', () => {
    const result = testRunResult();
    const { markup, data } = page(result, { ...OPTIONS, readSource: (f) => TEST_RUN_TEXTS[f] });
    expect(markup).toContain('<h1>tooldoc test report</h1>');
    expect(markup).toContain('<p class="verdict"><span class="bad">1 failed, 1 passed, 1 skipped (3 examples of 1 tool, on 1 server)</span>.</p>');
    expect([...markup.matchAll(/<h2 id="([a-z]+)-h">/g)].map((m) => m[1])).toEqual(['groups', 'examples', 'tools']);
    expect(markup).toContain('<legend>Outcome</legend>');
    // A test run grades nothing: no scores, and no order by score.
    expect(markup).not.toMatch(/Median score|<option value="score|Scores, 0 to 100/);
    expect(data.mode).toBe('test');
    expect(data.items.map((i) => [i.k, i.n, i.g])).toEqual([
      ['f', 'tools/broken.yaml', ['file']],
      ['x', 'get_weather', ['failed', 'passed', 'skipped']],
      ['x', 'ping', ['none']],
    ]);
    const weather = data.items[1]!;
    expect(weather.ex!.map((e) => [e.i, e.st, e.pr, e.rs, e.d])).toEqual([
      [1, 'passed', 'Weather in <Paris>?', undefined, []],
      [2, 'failed', undefined, undefined, [0]],
      [3, 'skipped', undefined, 'it writes', []],
    ]);
    expect(frameText(weather, weather.d[0]!.fr!)).toEqual(['name: get_weather', 'examples:', '  - result: {temp: 21}', '  - x: 1']);
    expect(data.items[2]!.note).toBe('no examples');
  });
});
