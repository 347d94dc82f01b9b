/**
 * The default terminal report, in ESLint's stylish layout: findings grouped by file, then one line
 * per tool with its grade, its score and what blocks the next level, then a summary. Past
 * `maxToolRows` tools (default MAX_TOOL_ROWS), the Tools table lists the lowest graded first, up to
 * that many, and says in one line how many more there are and how to see them all. Columns are
 * padded by display width (src/reporters/width.ts).
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { Diagnostic, ExamplesReport, Grade, LintResult, ToolResult } from '../types/index.js';
import { visible } from './escape.js';
import { levelCounts, levelText, nextLevel, scoreBands, scoreStats, scoreText } from './levels.js';
import { placed, serverPlace } from './server.js';
import { defineReporter, MAX_TOOL_ROWS, type Reporter, type ReporterOptions } from './types.js';
import { displayWidth, padEnd, widest } from './width.js';

export { MAX_TOOL_ROWS } from './types.js';

export const stylish: Reporter = defineReporter(stylishLines);

/**
 * The report, a line at a time. Text from descriptors (file paths, tool names, messages) is shown
 * with its control characters escaped here, so that columns line up; the report as a whole is made
 * safe for a terminal or CI log on its way out (src/reporters/escape.ts).
 */
function* stylishLines(result: LintResult, options: ReporterOptions): Generator<string> {
  const c = new Chalk({ level: options.colorLevel });
  // The report's first line is blank (before the first file or the summary) and not written.
  let first = true;
  const line = (text: string) => {
    const out = first ? '' : text + '\n';
    first = false;
    return out;
  };

  for (const f of result.files) {
    const shown = f.diagnostics.filter((d) => !d.suppressed);
    if (!shown.length) continue;
    yield line('');
    // A live server's findings, and a removed file's, have no line and column: each shows its tool and pointer instead.
    yield line(c.underline(visible(f.server ? `${f.file} (${f.server.source})` : f.status === 'removed' ? `${f.file} (removed)` : f.file)));
    const where = (d: Diagnostic) => (placed(f, d) ? position(d) : visible(serverPlace(d)));
    let w0 = 0;
    let w1 = 0;
    for (const d of shown) {
      w0 = Math.max(w0, displayWidth(where(d)));
      w1 = Math.max(w1, d.severity.length);
    }
    for (const d of shown) {
      const sevText = d.severity === 'error' ? c.red(d.severity.padEnd(w1)) : c.yellow(d.severity.padEnd(w1));
      yield line(`  ${c.dim(padEnd(where(d), w0))}  ${sevText}  ${visible(d.message)}  ${c.dim(visible(d.ruleId))}`);
    }
  }

  if (result.examples) {
    yield* exampleLines(result, result.examples, c, line);
    return;
  }

  if (result.tools.length) {
    yield line('');
    yield line(c.bold('Tools'));
    const limit = options.maxToolRows ?? MAX_TOOL_ROWS;
    const rows = limit > 0 && result.tools.length > limit ? worstFirst(result.tools).slice(0, limit) : result.tools;
    const nameW = Math.min(40, widest(rows.map((t) => visible(t.name))));
    const levelW = widest(rows.map(levelText));
    const scoreW = widest(rows.map(scoreText));
    for (const t of rows) {
      const colour = t.level === 3 ? c.green : t.level === 0 ? c.red : c.yellow;
      let text = `  ${padEnd(visible(t.name), nameW)}  ${colour(padEnd(levelText(t), levelW))}  ${padEnd(scoreText(t), scoreW)}  ${c.dim(t.server !== undefined ? visible(t.file) : `${visible(t.file)}:${t.range.start.line}`)}`;
      const next = nextLevel(t);
      if (t.blockers.length && next !== undefined) {
        const ids = [...new Set(t.blockers.map((b) => visible(b.ruleId)))];
        const shownIds = ids.slice(0, 4).join(', ') + (ids.length > 4 ? `, +${ids.length - 4} more` : '');
        text += `  ${c.dim('→')} Level ${next} needs: ${shownIds}`;
      }
      yield line(text);
    }
    if (rows.length < result.tools.length) yield line(c.dim(moreTools(result.tools, rows)));
  }

  const s = result.summary;
  yield line('');
  const problems = `${s.problems} problem${s.problems === 1 ? '' : 's'} (${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'})`;
  const mark = s.errors ? c.red.bold('✖ ' + problems) : s.warnings ? c.yellow.bold('⚠ ' + problems) : c.green.bold('✔ ' + problems);
  yield line(mark);
  const levels = levelCounts(s);
  // Live servers are counted as such, not as files.
  let serversLinted = 0;
  let serversFailed = 0;
  for (const f of result.files) {
    if (f.server && f.status === 'failed') serversFailed++;
    else if (f.server) serversLinted++;
  }
  const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const filesLinted = s.filesLinted - serversLinted;
  const inFiles = `in ${[...(filesLinted || !serversLinted ? [plural(filesLinted, 'file')] : []), ...(serversLinted ? [plural(serversLinted, 'server')] : [])].join(' and ')}`;
  // A level breakdown of nothing ("Level 0: 0, …") only adds noise when every file failed or was skipped.
  const parts = [s.tools ? `${s.tools} tool${s.tools === 1 ? '' : 's'} ${inFiles} (${levels})` : s.filesLinted ? `no tools ${inFiles}` : 'no tools linted'];
  if (s.filesSkipped) {
    let links = 0;
    for (const f of result.files) if (f.status === 'skipped' && f.reason) links++;
    const why = links ? (links === s.filesSkipped ? 'links out of the working directory; --verbose lists them' : 'not descriptors, or links out of the working directory; --verbose lists them') : 'not descriptors';
    parts.push(`${s.filesSkipped} file${s.filesSkipped === 1 ? '' : 's'} skipped (${why})`);
  }
  if (s.filesFailed - serversFailed) parts.push(`${plural(s.filesFailed - serversFailed, 'file')} could not be linted`);
  if (serversFailed) parts.push(`${plural(serversFailed, 'server')} could not be linted`);
  if (s.suppressed) parts.push(`${s.suppressed} suppressed`);
  if (s.baselined) parts.push(`${s.baselined} in baseline`);
  yield line(parts.join('; '));
  // The spread of the scores (0-100, docs/score.md), and the bands of ten that hold any tool.
  if (s.scores) yield line(`Scores: ${scoreStats(s.scores)} (${scoreBands(s.scores)})`);
  // A suppression that names no rule hides everything, security findings included: never silently.
  const blanket = s.blanketSuppressions ?? [];
  if (blanket.length) {
    let hidden = 0;
    for (const b of blanket) hidden += b.suppressed;
    const where = blanket.slice(0, 3).map((b) => `${visible(b.file)}:${b.line}:${b.column}`).join(', ') + (blanket.length > 3 ? `, +${blanket.length - 3} more` : '');
    yield line(
      c.yellow(
        `${hidden} of the suppressed hidden by ${blanket.length === 1 ? 'a suppression' : `${blanket.length} suppressions`} that name${blanket.length === 1 ? 's' : ''} no rule (${where}); name the rules, or make rules unsuppressible in the config.`,
      ),
    );
  }
  const refused = result.baseline?.refused ?? 0;
  if (refused) {
    yield line(c.yellow(`${refused} finding${refused === 1 ? '' : 's'} in the baseline not accepted: the config lists ${refused === 1 ? 'its rule' : 'their rules'} as unsuppressible; fix ${refused === 1 ? 'it' : 'them'}.`));
  }
  const stale = result.baseline?.stale.length ?? 0;
  if (stale) {
    yield line(c.dim(`${stale} stale baseline entr${stale === 1 ? 'y' : 'ies'} (fixed or changed since recorded); --prune-baseline removes them.`));
  }
}

/**
 * `tooldoc test`: one line per tool with examples (what passed, failed and was skipped, and why it
 * was skipped), the tools without examples in one line, then the totals.
 */
function* exampleLines(result: LintResult, report: ExamplesReport, c: ChalkInstance, line: (text: string) => string): Generator<string> {
  const withExamples = report.tools.filter((t) => t.examples.length);
  const without = report.tools.filter((t) => !t.examples.length);
  const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const parts = (t: { passed: number; failed: number; skipped: number }) =>
    [
      [t.passed, 'passed', c.green],
      [t.failed, 'failed', c.red],
      [t.skipped, 'skipped', c.yellow],
    ].filter(([n]) => n) as Array<[number, string, ChalkInstance]>;
  const plain = (t: { passed: number; failed: number; skipped: number }) => parts(t).map(([n, w]) => `${n} ${w}`).join(', ');
  if (withExamples.length) {
    yield line('');
    yield line(c.bold('Examples'));
    const nameW = Math.min(40, widest(withExamples.map((t) => visible(t.name))));
    const countW = widest(withExamples.map(plain));
    for (const t of withExamples) {
      const shown = parts(t).map(([n, w, colour]) => colour(`${n} ${w}`)).join(', ') + ' '.repeat(countW - displayWidth(plain(t)));
      const where = t.line !== undefined ? `${visible(t.file)}:${t.line}` : visible(t.file);
      yield line(`  ${padEnd(visible(t.name), nameW)}  ${shown}  ${c.dim(where)}${t.note !== undefined ? `  ${c.dim(visible(t.note))}` : ''}`);
      if (t.note !== undefined) continue;
      for (const e of t.examples) if (e.status === 'skipped') yield line(c.dim(`    example ${e.index + 1} skipped: ${visible(e.reason ?? '')}`));
    }
  }
  if (without.length) {
    const names = without.slice(0, 6).map((t) => visible(t.name)).join(', ') + (without.length > 6 ? `, +${without.length - 6} more` : '');
    yield line('');
    yield line(c.dim(`${plural(without.length, 'tool')} ${without.length === 1 ? 'has' : 'have'} no examples: ${names}`));
  }
  const s = report.summary;
  yield line('');
  const text = `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped (${plural(s.examples, 'example')} of ${plural(withExamples.length, 'tool')}, on ${plural(s.servers, 'server')})`;
  yield line(s.failed || result.summary.errors ? c.red.bold('✖ ' + text) : s.passed ? c.green.bold('✔ ' + text) : c.yellow.bold('⚠ ' + text));
  let files = 0;
  let servers = 0;
  for (const f of result.files) {
    if (f.status !== 'failed') continue;
    if (f.server) servers++;
    else files++;
  }
  if (files) yield line(c.red(`${plural(files, 'file')} could not be read (see above)`));
  if (servers) yield line(c.red(`${plural(servers, 'server')} could not be started or listed (see above)`));
}

const position = (d: Diagnostic) => `${d.range.start.line}:${d.range.start.column}`;

/** The level a tool's row is ranked by: its grade, then what it reaches within its format. */
const rank = (t: ToolResult) => t.level * 4 + (t.formatCap ? t.formatCap.reaches : t.level);

/** The tools, the lowest graded first; tools of one grade in the result's order (by file, then position). */
function worstFirst(tools: readonly ToolResult[]): ToolResult[] {
  return tools.map((t, i) => ({ t, i, r: rank(t) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.t);
}

/** "… and 5411 more tools at Level 3; …": the tools the table leaves out, by level, and how to see them all. */
function moreTools(tools: readonly ToolResult[], shown: readonly ToolResult[]): string {
  const counts: Record<Grade, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const t of tools) counts[t.level]++;
  for (const t of shown) counts[t.level]--;
  const more = tools.length - shown.length;
  const levels = ([0, 1, 2, 3] as const).filter((l) => counts[l]);
  const at = levels.length === 1 ? ` at Level ${levels[0]!}` : ` (${levels.map((l) => `Level ${l}: ${counts[l]}`).join(', ')})`;
  return `… and ${more} more tool${more === 1 ? '' : 's'}${at}; run with --format json or --max-tool-rows 0 to list them all.`;
}
