/**
 * A Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment: totals (with the spread
 * of the scores), one table row per tool (level, score and what blocks the next one), then the findings. Cell text is escaped so a `|`
 * or a `*` in a message cannot break the table, and the whole report stays under GitHub's
 * comment limit (65,536 characters), saying how much it left out. A live MCP server's tool
 * (`lint --server`) shows `server:<name>` for its file, and its findings `server:<name> <tool> <pointer>`
 * for their location.
 *
 * A `tooldoc test` report counts examples instead of levels: its totals say how many failed, passed
 * and were skipped, a table gives each tool's, a list says why examples were skipped, and the
 * findings are the failures.
 */
import type { ExamplesReport, LintResult } from '../types/index.js';
import { rootRelative } from './paths.js';
import { levelText, SCORE_DOCS, scoreBands, scoreStats, scoreValue } from './levels.js';
import { placed, serverPlace } from './server.js';
import { charReference, UNSAFE, unicodeEscape } from './escape.js';
import { examplesTally, toolsWithExamples, unexplainedSkips, withoutExamples } from './examples.js';
import { defineReporter, type Reporter, type ReporterOptions } from './types.js';

/** Leaves room under GitHub's 65,536-character limit for a comment's own wrapper text. */
export const MARKDOWN_BUDGET = 60_000;

/** Control, bidi and line-separator characters shown as `\uXXXX`; tabs and line breaks are left to the callers. */
const visible = (s: string) => s.replace(UNSAFE, (c) => (c === '\t' || c === '\n' || c === '\r' ? c : unicodeEscape(c)));

/** Escapes text for a GFM table cell: markdown punctuation, pipes, HTML and line breaks. */
export function escapeCell(s: string): string {
  return visible(s)
    .replace(/[\\`*_[\]<>|~]/g, (c) => '\\' + c)
    .replace(/&/g, '&amp;')
    .replace(/\r\n?|\n/g, '<br>');
}

/** A code span that survives any content (backticks inside, pipes in a table). */
function code(s: string): string {
  let longest = 0;
  for (const m of s.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const ticks = '`'.repeat(longest + 1);
  const inner = visible(s.replace(/\r\n?|\n/g, ' ')).replace(/\|/g, '\\|');
  const pad = inner.startsWith('`') || inner.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${inner}${pad}${ticks}`;
}

const LEVEL_MARK = { 0: '🔴', 1: '🟠', 2: '🟡', 3: '🟢' } as const;

// A character that would start a CI command is written as a character reference, which Markdown renders as the character.
export const markdown: Reporter = defineReporter((result, options) => [markdownText(result, options)], { escape: charReference });

/** The report: one string, as it is kept under MARKDOWN_BUDGET. */
function markdownText(result: LintResult, options: ReporterOptions): string {
  const s = result.summary;
  const examples = result.examples;
  const head: string[] = ['## tooldoc', ''];
  if (examples) {
    // A test run grades nothing: its totals are the examples'.
    const e = examples.summary;
    const verdict = e.failed || s.errors ? '❌' : e.passed ? '✅' : '⚠️';
    head.push(`${verdict} ${examplesTally(examples, (failed) => `**${failed}**`)}.`);
  } else {
    const verdict = s.errors ? '❌' : s.warnings ? '⚠️' : '✅';
    head.push(
      `${verdict} **${s.problems} problem${s.problems === 1 ? '' : 's'}** (${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}) ` +
        `in ${s.tools} tool${s.tools === 1 ? '' : 's'} from ${s.filesLinted} file${s.filesLinted === 1 ? '' : 's'}.`,
    );
  }
  const extra: string[] = [];
  if (s.filesFailed) extra.push(`${s.filesFailed} file${s.filesFailed === 1 ? '' : 's'} could not be ${examples ? 'read' : 'linted'}`);
  if (s.filesSkipped) extra.push(`${s.filesSkipped} skipped (not descriptors)`);
  if (s.suppressed) extra.push(`${s.suppressed} finding${s.suppressed === 1 ? '' : 's'} suppressed`);
  if (extra.length) head.push('', extra.join(' · ') + '.');
  if (!examples) head.push('', '| Level 0 | Level 1 | Level 2 | Level 3 |', '|---:|---:|---:|---:|', `| ${s.levels[0]} | ${s.levels[1]} | ${s.levels[2]} | ${s.levels[3]} |`);
  if (s.capped) {
    const c = s.capped;
    const n = c[0] + c[1] + c[2] + c[3];
    head.push(
      '',
      `${n} of these tools ${n === 1 ? 'was' : 'were'} read from a platform format that cannot hold every block a level requires; within ${n === 1 ? 'its' : 'their'} format ${n === 1 ? 'it reaches' : 'they reach'} Level 0: ${c[0]}, Level 1: ${c[1]}, Level 2: ${c[2]}, Level 3: ${c[3]}.`,
    );
  }
  if (!examples && s.scores) head.push('', `[Scores](${SCORE_DOCS}) (0–100): ${scoreStats(s.scores)}; ${scoreBands(s.scores)}.`);

  let budget = MARKDOWN_BUDGET - head.join('\n').length - 400;
  const body: string[] = [];

  if (result.tools.length) {
    const rows: string[] = [];
    let shown = 0;
    let toolBudget = Math.floor(budget / 2);
    for (const t of result.tools) {
      const ids = [...new Set(t.blockers.map((b) => b.ruleId))];
      const blockers = ids.length ? ids.slice(0, 6).map(code).join(', ') + (ids.length > 6 ? `, +${ids.length - 6} more` : '') : '—';
      const where = t.server !== undefined ? escapeCell(t.file) : `${escapeCell(rootRelative(t.file, options))}:${t.range.start.line}`;
      const row = `| ${code(t.name)} | ${where} | ${LEVEL_MARK[t.level]} ${levelText(t)} | ${scoreValue(t)} | ${t.errors} | ${t.warnings} | ${blockers} |`;
      if (row.length + 1 > toolBudget) break;
      toolBudget -= row.length + 1;
      budget -= row.length + 1;
      rows.push(row);
      shown++;
    }
    body.push('', '### Tools', '', '| Tool | File | Level | Score | Errors | Warnings | Blocks the next level |', '|---|---|---|---:|---:|---:|---|');
    for (const row of rows) body.push(row);
    if (shown < result.tools.length) body.push('', `_…and ${result.tools.length - shown} more tools, left out to keep this summary short._`);
  }

  if (examples) budget = examplesSection(examples, body, budget, options);

  // A file at a time: a run that kept its findings in a temporary file (src/run/findings.ts) reads
  // back one file's at once, and those past the budget are only counted.
  const rows: string[] = [];
  let findings = 0;
  let full = false;
  for (const f of result.files) {
    const file = f.server ? f.file : rootRelative(f.file, options);
    for (const d of f.diagnostics) {
      if (d.suppressed) continue;
      findings++;
      if (full) continue;
      // A live server's finding, or one in a removed file, has no line and column: its tool and pointer say where it is.
      const where = !placed(f, d) ? escapeCell(`${file} ${serverPlace(d)}`) : `${escapeCell(file)}:${d.range.start.line}:${d.range.start.column}`;
      const row = `| ${d.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${where} | ${code(d.ruleId)} | ${d.tool !== undefined ? code(d.tool) : ''} | ${escapeCell(d.message)} |`;
      if (row.length + 1 > budget) {
        full = true;
        continue;
      }
      budget -= row.length + 1;
      rows.push(row);
    }
  }
  if (findings) {
    body.push('', '### Findings', '', '| Severity | Location | Rule | Tool | Message |', '|---|---|---|---|---|');
    for (const row of rows) body.push(row);
    if (rows.length < findings) {
      body.push('', `_…and ${findings - rows.length} more findings, left out to stay within GitHub's size limit; see the full report (\`--format sarif\` or \`--format json\`)._`);
    }
  }
  return [...head, ...body].join('\n') + '\n';
}

/**
 * `tooldoc test`: a row per tool with examples, the tools without any in one line, then the skipped
 * examples whose reason no note gives. Takes at most half of `budget` and returns what is left.
 */
function examplesSection(report: ExamplesReport, body: string[], budget: number, options: ReporterOptions): number {
  let left = Math.floor(budget / 2);
  const fits = (line: string) => {
    if (line.length + 1 > left) return false;
    left -= line.length + 1;
    budget -= line.length + 1;
    return true;
  };
  const tools = toolsWithExamples(report);
  if (tools.length) {
    const rows: string[] = [];
    for (const t of tools) {
      // A server's tool that no file documents has no line: its `server:<name>` says where it is.
      const where = t.line !== undefined ? `${escapeCell(rootRelative(t.file, options))}:${t.line}` : escapeCell(t.file);
      const row = `| ${code(t.name)} | ${t.passed} | ${t.failed} | ${t.skipped} | ${where} | ${t.note !== undefined ? escapeCell(t.note) : ''} |`;
      if (!fits(row)) break;
      rows.push(row);
    }
    body.push('', '### Examples', '', '| Tool | Passed | Failed | Skipped | Where | Note |', '|---|---:|---:|---:|---|---|');
    for (const row of rows) body.push(row);
    if (rows.length < tools.length) body.push('', `_…and ${tools.length - rows.length} more tools, left out to keep this summary short._`);
  }
  const none = withoutExamples(report);
  if (none) {
    const names = report.tools.filter((t) => !t.examples.length).map((t) => code(t.name));
    let line = `${none}: ${names.slice(0, 6).join(', ')}${names.length > 6 ? `, +${names.length - 6} more` : ''}.`;
    if (!fits(line)) line = `${none}.`;
    body.push('', line);
  }
  const skips = tools.flatMap((t) => unexplainedSkips(t).map((e) => ({ t, e })));
  if (skips.length) {
    const items: string[] = [];
    for (const { t, e } of skips) {
      const where = e.line !== undefined ? ` (${escapeCell(rootRelative(t.file, options))}:${e.line})` : '';
      const item = `- ${code(t.name)} example ${e.index + 1}${where}: ${escapeCell(e.reason ?? 'not called')}`;
      if (!fits(item)) break;
      items.push(item);
    }
    body.push('', '### Skipped examples', '', ...items);
    if (items.length < skips.length) body.push('', `_…and ${skips.length - items.length} more skipped examples, left out to keep this summary short._`);
  }
  return budget;
}
