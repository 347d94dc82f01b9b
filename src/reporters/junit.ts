/**
 * JUnit XML for CI systems that show test reports (Jenkins, GitLab, Azure DevOps, CircleCI). One
 * testsuite per file, one testcase per tool; a tool's errors are its failure, its warnings go to
 * system-out. A file that could not be read or parsed, or findings about the file rather than a
 * tool, are a failing testcase of their own, so nothing is lost. The classname is the file path
 * without its extension, as ESLint's JUnit formatter does, because Jenkins splits classnames on dots.
 * A live MCP server's tools/list (`lint --server`) is a testsuite named `server:<name>`, and its
 * findings say `<tool> <pointer>` where a file's say `line:column`.
 */
import type { Diagnostic, FileResult, LintResult, ToolResult } from '../types.js';
import { charReference, noCommand } from './escape.js';
import { levelText, nextLevel } from './levels.js';
import { serverPlace } from './server.js';
import { defineReporter, type Reporter } from './types.js';
import { groupBy } from '../toolkit/util.js';

/**
 * Escapes text for XML 1.0 content and attributes; characters XML cannot carry become `\uXXXX`, and
 * C1 controls, line separators and bidi controls character references (`&#x202E;`), which XML
 * readers turn back into the character but a terminal or CI log shows as text.
 */
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 cannot carry is the point
  const escaped = s.replace(/[&<>"'\t\n\r]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\u0080-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&apos;';
      case '\t':
        return '&#9;';
      case '\n':
        return '&#10;';
      case '\r':
        return '&#13;';
      default: {
        const code = c.charCodeAt(0);
        if (code === 0x7f) return '&#127;';
        if ((code >= 0x80 && code <= 0x9f) || (code >= 0x61c && code <= 0x2069)) return `&#x${code.toString(16).toUpperCase()};`;
        return '\\u' + code.toString(16).toUpperCase().padStart(4, '0');
      }
    }
  });
  return escaped.includes('#') ? escaped.replace(/##vso\[/gi, (m) => m.slice(0, 5) + '&#91;') : escaped;
}

/** Text content: like escapeXml, but line breaks and tabs stay readable (and no line reads as a CI command). */
function escapeText(s: string): string {
  const text = escapeXml(s).replace(/&#9;/g, '\t');
  return text.includes('&#10;') ? text.split('&#10;').map((l) => noCommand(l, charReference)).join('\n') : noCommand(text, charReference);
}

function classname(file: string): string {
  return file.replace(/\\/g, '/').replace(/\.(ya?ml|json)$/i, '');
}

/** One finding as a line of text: `file:line:column …`, or `server:<name> <tool> <pointer> …` in a live server's entry. */
const lineOf = (f: FileResult) =>
  f.server
    ? (d: Diagnostic) => `${d.file} ${serverPlace(d)} ${d.severity} ${d.ruleId}: ${d.message}`
    : (d: Diagnostic) => `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.ruleId}: ${d.message}`;

interface Case {
  name: string;
  failure?: { message: string; type: string; body: string };
  out?: string;
}

/** A file's active findings: those about the file itself, and each of its tools' (by tool index). */
function findingsOf(f: FileResult, tools: readonly ToolResult[], indices: readonly number[]) {
  const fileLevel: Diagnostic[] = [];
  const byTool = new Map<number, Diagnostic[]>(indices.map((i) => [i, []]));
  const byName = groupBy(indices, (i) => tools[i]!.name);
  for (const d of f.diagnostics) {
    if (d.suppressed) continue;
    if (d.tool === undefined) fileLevel.push(d);
    if (d.toolIndex !== undefined) byTool.get(d.toolIndex)?.push(d);
    else if (d.tool !== undefined) for (const i of byName.get(d.tool) ?? []) byTool.get(i)!.push(d);
  }
  return { fileLevel, byTool };
}

const hasError = (ds: readonly Diagnostic[]) => ds.some((d) => d.severity === 'error');

/** The testcases of one file: the file itself when it failed or has findings of its own, then each tool. */
function* casesOf(f: FileResult, tools: readonly ToolResult[], indices: readonly number[]): Generator<Case> {
  const { fileLevel, byTool } = findingsOf(f, tools, indices);
  const line = lineOf(f);
  if (f.status === 'failed' || fileLevel.length) {
    const c: Case = { name: f.status === 'failed' ? `${f.file} (could not be linted)` : `${f.file} (file)` };
    const fileErrors = fileLevel.filter((d) => d.severity === 'error');
    if (fileErrors.length) c.failure = { message: fileErrors[0]!.message, type: fileErrors[0]!.ruleId, body: fileErrors.map(line).join('\n') };
    const warnings = fileLevel.filter((d) => d.severity === 'warning');
    if (warnings.length) c.out = warnings.map(line).join('\n');
    yield c;
  }
  for (const index of indices) {
    const t = tools[index]!;
    const mine = byTool.get(index)!;
    const errors = mine.filter((d) => d.severity === 'error');
    const warnings = mine.filter((d) => d.severity === 'warning');
    const c: Case = { name: `${t.name} (${levelText(t)})` };
    if (errors.length) {
      c.failure = {
        message: `${errors.length} error${errors.length === 1 ? '' : 's'}: ${errors[0]!.message}`,
        type: errors[0]!.ruleId,
        body: errors.map(line).join('\n'),
      };
    }
    const out = [`${levelText(t)}${t.blockers.length ? `; Level ${nextLevel(t)} needs: ${[...new Set(t.blockers.map((b) => b.ruleId))].join(', ')}` : ''}`];
    for (const w of warnings) out.push(line(w));
    c.out = out.join('\n');
    yield c;
  }
}

/** How many testcases a file has and how many fail, without writing them. */
function countCases(f: FileResult, tools: readonly ToolResult[], indices: readonly number[]): { tests: number; failed: number } {
  const { fileLevel, byTool } = findingsOf(f, tools, indices);
  let tests = indices.length;
  let failed = 0;
  if (f.status === 'failed' || fileLevel.length) {
    tests++;
    if (hasError(fileLevel)) failed++;
  }
  for (const ds of byTool.values()) if (hasError(ds)) failed++;
  return { tests, failed };
}

function testcase(c: Case, f: FileResult): string {
  const attrs = `name="${escapeXml(c.name)}" classname="${escapeXml(classname(f.file))}" file="${escapeXml(f.file)}" time="0"`;
  const inner: string[] = [];
  if (c.failure) inner.push(`      <failure message="${escapeXml(c.failure.message)}" type="${escapeXml(c.failure.type)}">${escapeText(c.failure.body)}</failure>`);
  if (c.out) inner.push(`      <system-out>${escapeText(c.out)}</system-out>`);
  return inner.length ? `    <testcase ${attrs}>\n${inner.join('\n')}\n    </testcase>` : `    <testcase ${attrs}/>`;
}

/**
 * The report, a testcase at a time. The totals on `<testsuites>` come first, so a first pass counts
 * the testcases (linear in findings and tools, as the second) without writing any.
 */
function* junitChunks(result: LintResult): Generator<string> {
  const toolsOf = groupBy(result.tools.keys(), (i) => result.tools[i]!.file);
  const files = result.files.filter((f) => f.status !== 'skipped');
  let total = 0;
  let failures = 0;
  const counts = files.map((f) => {
    const n = countCases(f, result.tools, toolsOf.get(f.file) ?? []);
    total += n.tests;
    failures += n.failed;
    return n;
  });
  yield '<?xml version="1.0" encoding="UTF-8"?>\n' + `<testsuites name="tooldoc" tests="${total}" failures="${failures}" errors="0" time="0">\n`;
  for (const [i, f] of files.entries()) {
    const { tests, failed } = counts[i]!;
    yield `  <testsuite name="${escapeXml(f.file)}" tests="${tests}" failures="${failed}" errors="0" skipped="0" time="0">\n`;
    let first = true;
    for (const c of casesOf(f, result.tools, toolsOf.get(f.file) ?? [])) {
      yield (first ? '' : '\n') + testcase(c, f);
      first = false;
    }
    yield '\n  </testsuite>\n';
  }
  yield '</testsuites>\n';
}

export const junit: Reporter = defineReporter(junitChunks);
