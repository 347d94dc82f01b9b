/**
 * The HTML report (`--format html`): one self-contained page, a dashboard of the catalog. The header
 * sums up the run; then the tools per level (bars with their numbers) and per score band, the rules
 * that keep most tools from their next level, the findings by rule group, and a card per tool with
 * its level, its score, what blocks the next one and its findings, each with the source lines around
 * it (a code frame). Filters by level, rule, severity and name narrow the cards, which can be ordered
 * by level, score, findings or name, and a live region says how many match. A
 * `tooldoc test` report shows the examples' tally and a card per tool with its examples instead.
 *
 * The page loads nothing: its style and script are inline, allowed by hash in a Content Security
 * Policy that forbids every other source (no network, no fonts, no images). Text from descriptors is
 * escaped for HTML, with control, bidi and line-separator characters shown as `\uXXXX`; the data
 * the cards are rendered from is a JSON block whose `<`, `>` and `&` are escaped, so no text in it
 * can end the block. The script renders the cards a batch at a time as the list scrolls into view,
 * so a catalog of 10,000 tools opens quickly; the page is written an entry at a time (src/reporters/
 * html/data/ builds each).
 *
 * Code frames need the linted files' text: the result's own (`FileResult.text`), else
 * `options.readSource`, which the command supplies; a file with neither (a live server, a file gone)
 * has no frame.
 */
import { createHash } from 'node:crypto';
import type { Grade, LintResult, Summary } from '../types/index.js';
import { UNSAFE_ABOVE_ASCII, visible } from './escape.js';
import { examplesTally, unexplainedSkips, withoutExamples } from './examples.js';
import { FRAME_SPAN, itemData, LEVEL_NAMES, planDashboard, Sources, type Dashboard } from './html/data/index.js';
import { CLIENT } from './html/client.js';
import { SCORE_BANDS, SCORE_DOCS, scoreStats } from './levels.js';
import { STYLE } from './html/style.js';
import { defineReporter, type Reporter, type ReporterOptions } from './types.js';

/** Rules listed in the table of what blocks most tools before the rest go under "more". */
const BLOCKING_SHOWN = 10;
/** Files and rules written per piece of the data block. */
const PER_CHUNK = 500;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let policy: string | undefined;
/** The page's Content Security Policy: its own inline style and script (by hash), nothing else from anywhere. */
export function contentSecurityPolicy(): string {
  policy ??= [
    "default-src 'none'",
    `script-src ${sha256(CLIENT)}`,
    `style-src ${sha256(STYLE)}`,
    "img-src 'none'",
    "font-src 'none'",
    "connect-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return policy;
}

/** Text for HTML content and quoted attribute values, with control, bidi and line-separator characters shown as `\uXXXX`. */
export function escapeHtml(s: string): string {
  return visible(s).replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'));
}

const SCRIPT_UNSAFE = new RegExp(`[<>&\\u2028\\u2029]|${UNSAFE_ABOVE_ASCII.source}`, 'g');
/**
 * JSON for a `<script type="application/json">` block: `<`, `>`, `&`, line separators and the other
 * characters reports never write raw become `\uXXXX` escapes (they only occur inside strings), so
 * nothing in the text can close the block or start a comment; JSON.parse reads the same value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => '\\u' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0'));
}

const n = (x: number) => x.toLocaleString('en-US');
const plural = (x: number, word: string, words = `${word}s`) => `${n(x)} ${x === 1 ? word : words}`;

export const html: Reporter = defineReporter(htmlChunks);

function* htmlChunks(result: LintResult, options: ReporterOptions): Generator<string> {
  const board = planDashboard(result, options);
  const s = result.summary;
  const test = board.mode === 'test';
  const title = test ? `tooldoc test report: ${plural(result.examples!.summary.examples, 'example')}` : `tooldoc report: ${plural(s.tools, 'tool')}`;
  yield '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">\n` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="referrer" content="no-referrer">\n<meta name="color-scheme" content="light dark">\n' +
    `<meta name="generator" content="tooldoc ${escapeHtml(result.version)}">\n<title>${escapeHtml(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n`;
  yield '<a class="skip" href="#tools">Skip to the tools</a>\n';
  yield header(result, test);
  yield '<main id="main">\n<div class="wrap">\n';
  if (!test) yield levelsSection(s);
  if (!test) yield blockingSection(result, board);
  yield groupsSection(board);
  if (test) yield examplesSection(result);
  yield toolsSection(board, test);
  yield '</div>\n</main>\n';
  yield `<footer class="bottom">\n<div class="wrap">\n<p>Written by tooldoc ${escapeHtml(result.version)}. Levels are those of the Function Calling Documentation Spec (§13): Level 1 Minimum, the required fields (§3); Level 2 Production, the error taxonomy (§7), idempotency (§8) and examples; Level 3 AI-native, search keywords, latency, deprecation policy. This page loads nothing from the network.</p>\n</div>\n</footer>\n`;
  yield* dataBlock(result, options, board);
  yield `<script>${CLIENT}</script>\n</body>\n</html>\n`;
}

function header(result: LintResult, test: boolean): string {
  const s = result.summary;
  const out: string[] = ['<header class="top">\n<div class="wrap">\n', `<h1>${test ? 'tooldoc test report' : 'tooldoc report'}</h1>\n`];
  if (test) {
    const e = result.examples!.summary;
    const cls = e.failed || s.errors ? 'bad' : e.passed ? '' : 'warn';
    out.push(`<p class="verdict"><span class="${cls}">${escapeHtml(examplesTally(result.examples!))}</span>.</p>\n`);
  } else {
    const cls = s.errors ? 'bad' : s.warnings ? 'warn' : '';
    out.push(
      `<p class="verdict"><span class="${cls}">${plural(s.problems, 'problem')}</span> (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}) in ${plural(s.tools, 'tool')} from ${plural(s.filesLinted, 'file')}.</p>\n`,
    );
  }
  const extra: string[] = [];
  if (s.filesFailed) extra.push(`${plural(s.filesFailed, 'file')} could not be ${test ? 'read' : 'linted'}`);
  if (s.filesSkipped) extra.push(`${plural(s.filesSkipped, 'file')} skipped (not descriptors)`);
  if (s.suppressed) extra.push(`${plural(s.suppressed, 'finding')} suppressed`);
  if (s.baselined) extra.push(`${plural(s.baselined, 'finding')} in the baseline`);
  const stale = result.baseline?.stale.length ?? 0;
  if (stale) extra.push(`${plural(stale, 'stale baseline entry', 'stale baseline entries')}`);
  if (extra.length) out.push(`<p class="meta">${extra.join(' · ')}.</p>\n`);
  const stats: Array<[string, number]> = test
    ? [
        ['Examples', result.examples!.summary.examples],
        ['Failed', result.examples!.summary.failed],
        ['Passed', result.examples!.summary.passed],
        ['Skipped', result.examples!.summary.skipped],
      ]
    : [
        ['Tools', s.tools],
        ['Files', s.filesLinted],
        ['Errors', s.errors],
        ['Warnings', s.warnings],
        ['At Level 3', s.levels[3]],
        ...(s.scores ? ([['Median score', s.scores.median]] as Array<[string, number]>) : []),
      ];
  out.push('<dl class="stats">\n', ...stats.map(([k, v]) => `<div><dt>${k}</dt><dd>${n(v)}</dd></div>\n`), '</dl>\n');
  const toc: Array<[string, string]> = [
    ...(test ? [] : ([['#levels', 'Levels'], ['#blocking', 'What blocks the next level']] as Array<[string, string]>)),
    ['#groups', 'Findings by group'],
    ...(test ? ([['#examples', 'Examples']] as Array<[string, string]>) : []),
    ['#tools', test ? 'Tools and their examples' : 'Tools'],
  ];
  out.push('<nav class="toc" aria-label="Sections">\n<ul>', ...toc.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`), '</ul>\n</nav>\n');
  out.push('</div>\n</header>\n');
  return out.join('');
}

/** A bar: an SVG stretched to its cell, the share as the width of a rectangle (attributes, not styles: the policy allows no inline style). */
function bar(share: number, level: Grade | 's'): string {
  const width = share > 0 ? Math.max(0.5, Math.round(share * 1000) / 10) : 0;
  return `<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="track" width="100" height="10"/><rect class="bar-${level}" width="${width}" height="10"/></svg>`;
}

function levelsSection(s: Summary): string {
  const levels = [0, 1, 2, 3] as const;
  const capped = s.capped ? s.capped[0] + s.capped[1] + s.capped[2] + s.capped[3] : 0;
  const pct = (x: number) => (s.tools ? `${Math.round((x / s.tools) * 1000) / 10}%` : '0%');
  const rows = levels.map(
    (l) =>
      `<tr><th scope="row"><span class="badge lv-${l}">Level ${l}</span> ${LEVEL_NAMES[l]}</th><td class="n">${n(s.levels[l])}</td><td class="share">${bar(s.tools ? s.levels[l] / s.tools : 0, l)}<span class="pct">${pct(s.levels[l])}</span></td>` +
      (s.capped ? `<td class="n">${n(s.capped[l])}</td>` : '') +
      '</tr>\n',
  );
  const out = [
    '<section id="levels" aria-labelledby="levels-h">\n<h2 id="levels-h">Tools per level</h2>\n',
    '<figure class="chart">\n',
    `<figcaption class="note">${plural(s.tools, 'tool')} by the conformance level ${s.tools === 1 ? 'it reaches' : 'they reach'}${s.capped ? `; the last column counts the ${plural(capped, 'tool')} whose format caps the grade by the level reached within the format` : ''}.</figcaption>\n`,
    '<div class="table-wrap" role="region" aria-label="Table of tools per level" tabindex="0">\n<table class="bars">\n',
    `<thead><tr><th scope="col">Level</th><th scope="col" class="n">Tools</th><th scope="col">Share</th>${s.capped ? '<th scope="col" class="n">Within the format</th>' : ''}</tr></thead>\n<tbody>\n`,
    ...rows,
    '</tbody>\n</table>\n</div>\n</figure>\n',
  ];
  if (capped) {
    out.push(
      `<p class="note">${plural(capped, 'tool was', 'tools were')} read from a platform format that cannot hold every block a level requires (errors, examples …), so ${capped === 1 ? 'its grade stays' : 'their grades stay'} below what ${capped === 1 ? 'it reaches' : 'they reach'} within the format; <code>tooldoc import</code> writes descriptors that can hold the rest.</p>\n`,
    );
  }
  out.push(
    '<ul class="legend note">\n<li><strong>Level 1 · Minimum</strong>: the seven required fields (§3).</li>\n<li><strong>Level 2 · Production</strong>: adds the error taxonomy (§7), idempotency (§8) and at least two examples.</li>\n<li><strong>Level 3 · AI-native</strong>: adds search keywords, latency, the deprecation policy and per-platform schemas.</li>\n</ul>\n',
  );
  if (s.scores) out.push(scoresFigure(s.tools, s.scores));
  out.push('</section>\n');
  return out.join('');
}

/** The spread of the scores: the figures, then the tools per band of ten as bars. */
function scoresFigure(tools: number, scores: NonNullable<Summary['scores']>): string {
  const pct = (x: number) => (tools ? `${Math.round((x / tools) * 1000) / 10}%` : '0%');
  const rows = scores.histogram.map(
    (count, i) => `<tr><th scope="row">${SCORE_BANDS[i]}</th><td class="n">${n(count)}</td><td class="share">${bar(tools ? count / tools : 0, 's')}<span class="pct">${pct(count)}</span></td></tr>\n`,
  );
  return [
    '<figure class="chart">\n',
    `<figcaption class="note">Scores, 0 to 100 (<a href="${escapeHtml(SCORE_DOCS)}" rel="noopener noreferrer">how they are computed</a>): ${escapeHtml(scoreStats(scores))}. Level 0 scores 0-32, Level 1 33-65, Level 2 66-98 and Level 3 100; within a level, the score rises with the share of the next levels' requirements a tool meets, counting only what its format can hold.</figcaption>\n`,
    '<div class="table-wrap" role="region" aria-label="Table of tools per score band" tabindex="0">\n<table class="bars">\n',
    '<thead><tr><th scope="col">Score</th><th scope="col" class="n">Tools</th><th scope="col">Share</th></tr></thead>\n<tbody>\n',
    ...rows,
    '</tbody>\n</table>\n</div>\n</figure>\n',
  ].join('');
}

function ruleCell(board: Dashboard, r: number, withDescription: boolean): string {
  const rule = board.rules[r]!;
  const link = `<a href="${escapeHtml(rule.url)}" rel="noopener noreferrer"><code>${escapeHtml(rule.id)}</code></a>`;
  return withDescription && rule.desc ? `${link}<br><span class="note">${escapeHtml(rule.desc)}</span>` : link;
}

function blockingSection(result: LintResult, board: Dashboard): string {
  const out = ['<section id="blocking" aria-labelledby="blocking-h">\n<h2 id="blocking-h">Rules blocking most tools from the next level</h2>\n'];
  if (!board.blocking.length) {
    out.push(`<p>${result.tools.length ? 'No rule keeps a tool from its next level.' : 'No tools were linted.'}</p>\n</section>\n`);
    return out.join('');
  }
  const blocked = result.tools.filter((t) => t.blockers.length).length;
  out.push(`<p class="note">${plural(blocked, 'tool is', 'tools are')} kept from ${blocked === 1 ? 'its' : 'their'} next level by ${plural(board.blocking.length, 'rule')}; fixing what a rule finds moves every tool it blocks closer.</p>\n`);
  const head = '<thead><tr><th scope="col">Rule</th><th scope="col">Keeps from</th><th scope="col" class="n">Tools</th></tr></thead>\n';
  const row = (b: Dashboard['blocking'][number]) =>
    `<tr><td>${ruleCell(board, b.rule, true)}<br><button type="button" class="link" data-rule="${b.rule}" hidden>Show the tools it blocks</button></td><td class="lv">${b.level !== undefined ? `Level ${b.level}` : '—'}</td><td class="n">${n(b.tools)}</td></tr>\n`;
  const table = (rows: Dashboard['blocking'], label: string) =>
    `<div class="table-wrap" role="region" aria-label="${label}" tabindex="0">\n<table>\n${head}<tbody>\n${rows.map(row).join('')}</tbody>\n</table>\n</div>\n`;
  out.push(table(board.blocking.slice(0, BLOCKING_SHOWN), 'Table of the rules blocking most tools'));
  const rest = board.blocking.slice(BLOCKING_SHOWN);
  if (rest.length) out.push(`<details>\n<summary>${plural(rest.length, 'more rule')}</summary>\n${table(rest, 'Table of more rules blocking tools')}</details>\n`);
  out.push('</section>\n');
  return out.join('');
}

function groupsSection(board: Dashboard): string {
  const out = ['<section id="groups" aria-labelledby="groups-h">\n<h2 id="groups-h">Findings by group</h2>\n'];
  if (!board.findingGroups.length) {
    out.push('<p>No findings.</p>\n</section>\n');
    return out.join('');
  }
  let errors = 0;
  let warnings = 0;
  for (const g of board.findingGroups) {
    errors += g.errors;
    warnings += g.warnings;
  }
  const noun = board.mode === 'test' ? 'Entries' : 'Tools';
  out.push(
    `<p class="note">A rule's id starts with its group (<code>parameters/…</code>). The ${noun} column counts each ${board.mode === 'test' ? 'entry' : 'tool (or file)'} with a finding of the group once.</p>\n`,
    '<div class="table-wrap" role="region" aria-label="Table of findings by group" tabindex="0">\n<table>\n',
    `<thead><tr><th scope="col">Group and its rules</th><th scope="col" class="n">Errors</th><th scope="col" class="n">Warnings</th><th scope="col" class="n">${noun}</th></tr></thead>\n<tbody>\n`,
  );
  for (const g of board.findingGroups) {
    const rules = g.rules.map((r) => ruleCell(board, r, false)).join(', ');
    out.push(`<tr><th scope="row">${escapeHtml(g.group)}<br><span class="note">${rules}</span></th><td class="n">${n(g.errors)}</td><td class="n">${n(g.warnings)}</td><td class="n">${n(g.entries)}</td></tr>\n`);
  }
  out.push(`</tbody>\n<tfoot><tr><th scope="row">All</th><td class="n">${n(errors)}</td><td class="n">${n(warnings)}</td><td></td></tr></tfoot>\n</table>\n</div>\n</section>\n`);
  return out.join('');
}

function examplesSection(result: LintResult): string {
  const report = result.examples!;
  const out = ['<section id="examples" aria-labelledby="examples-h">\n<h2 id="examples-h">Examples</h2>\n', `<p>${escapeHtml(examplesTally(report))}.</p>\n`];
  const none = withoutExamples(report);
  if (none) out.push(`<p class="note">${escapeHtml(none)}.</p>\n`);
  let skips = 0;
  for (const t of report.tools) skips += unexplainedSkips(t).length;
  if (skips) out.push(`<p class="note">${plural(skips, 'skipped example says', 'skipped examples say')} why on ${skips === 1 ? 'its' : 'their'} tool's card.</p>\n`);
  out.push('</section>\n');
  return out.join('');
}

function toolsSection(board: Dashboard, test: boolean): string {
  const total = board.entries;
  const groupBoxes = board.groups
    .map((g) => `<label><input type="checkbox" name="group" value="${escapeHtml(g.key)}" checked> ${escapeHtml(g.label)} <span class="count">(${n(g.count)})</span></label>\n`)
    .join('');
  const ruleOptions = board.rules
    .map((r, i) => ({ r, i, count: board.entriesPerRule[i] ?? 0 }))
    .filter((x) => x.count)
    .sort((a, b) => (a.r.id < b.r.id ? -1 : a.r.id > b.r.id ? 1 : 0))
    .map((x) => `<option value="${x.i}">${escapeHtml(x.r.id)} (${n(x.count)})</option>\n`)
    .join('');
  const entries = test ? 'entries' : 'tools';
  return [
    `<section id="tools" aria-labelledby="tools-h">\n<h2 id="tools-h">${test ? 'Tools and their examples' : 'Tools'}</h2>\n`,
    `<noscript><p>The cards need JavaScript, which is off. The summary above is complete; the same findings are in the other formats (<code>--format stylish</code>, <code>--format json</code>).</p></noscript>\n`,
    '<div id="app" hidden>\n',
    '<form id="filters" class="filters" role="search" aria-label="Filter the cards">\n',
    `<fieldset>\n<legend>${test ? 'Outcome' : 'Level'}</legend>\n${groupBoxes}</fieldset>\n`,
    '<fieldset>\n<legend>Severity</legend>\n',
    `<label><input type="radio" name="severity" value="" checked> Any, and ${entries} without findings <span class="count">(${n(total)})</span></label>\n`,
    `<label><input type="radio" name="severity" value="error"> With errors <span class="count">(${n(board.withErrors)})</span></label>\n`,
    `<label><input type="radio" name="severity" value="warning"> With warnings <span class="count">(${n(board.withWarnings)})</span></label>\n`,
    '</fieldset>\n<div class="field">\n<label for="f-rule">Rule</label>\n',
    `<select id="f-rule" name="rule">\n<option value="-1">Any rule</option>\n${ruleOptions}</select>\n`,
    '<label for="f-q">Name or file contains</label>\n<input id="f-q" name="q" type="search" autocomplete="off" spellcheck="false">\n',
    '<label for="f-sort">Order</label>\n<select id="f-sort" name="sort">\n<option value="file">As in the files</option>\n',
    `<option value="level">${test ? 'Failures first' : 'Lowest level first'}</option>\n${test ? '' : '<option value="score">Lowest score first</option>\n<option value="score-desc">Highest score first</option>\n'}<option value="findings">Most findings first</option>\n<option value="name">By name</option>\n</select>\n`,
    '</div>\n</form>\n',
    '<div class="toolbar">\n<p id="status" role="status" aria-live="polite"></p>\n<button type="button" id="collapse-all">Collapse all cards</button>\n<button type="reset" form="filters">Clear the filters</button>\n</div>\n',
    '<ol id="cards" class="cards"></ol>\n',
    '<button type="button" id="more" class="more" hidden>Show more</button>\n',
    '</div>\n</section>\n',
  ].join('');
}

/** The data the cards are rendered from: the files and rules, then an entry per piece. */
function* dataBlock(result: LintResult, options: ReporterOptions, board: Dashboard): Generator<string> {
  const entries = board.mode === 'test' ? ['entry', 'entries'] : board.fileEntries ? ['entry', 'entries'] : ['tool', 'tools'];
  yield `<script type="application/json" id="tooldoc-data">{"v":1,"mode":"${board.mode}","span":${FRAME_SPAN},"noun":"${entries[0]}","nouns":"${entries[1]}","files":[`;
  for (let i = 0; i < board.files.length; i += PER_CHUNK) yield (i ? ',' : '') + board.files.slice(i, i + PER_CHUNK).map(scriptJson).join(',');
  yield '],"rules":[';
  // The cards link a rule by its id; what it requires is in the tables above.
  for (let i = 0; i < board.rules.length; i += PER_CHUNK) yield (i ? ',' : '') + board.rules.slice(i, i + PER_CHUNK).map((r) => scriptJson({ id: r.id, url: r.url, level: r.level })).join(',');
  yield '],"items":[';
  const sources = new Sources(result, options);
  let first = true;
  for (const p of board.plans()) {
    yield (first ? '\n' : ',\n') + scriptJson(itemData(p, board, sources));
    first = false;
  }
  yield '\n]}</script>\n';
}
