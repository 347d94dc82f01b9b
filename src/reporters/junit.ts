/**
 * JUnit XML for CI systems that show test reports (Jenkins, GitLab, Azure DevOps, CircleCI). One
 * testsuite per file, one testcase per tool, named by the tool alone (its level and score are
 * properties, and in system-out, so a test keeps its name when the grade changes); a tool's errors are its failure, its
 * warnings go to system-out. A file that could not be read or parsed, or findings about the file rather than a
 * tool, are a failing testcase of their own, so nothing is lost. The classname is the file path
 * without its extension, as ESLint's JUnit formatter does, because Jenkins splits classnames on dots.
 * A live MCP server's tools/list (`lint --server`) is a testsuite named `server:<name>`, and its
 * findings say `<tool> <pointer>` where a file's say `line:column`.
 *
 * A `tooldoc test` report is one testsuite per tool with examples and one testcase per example:
 * passed, failed (each failure at its place in the sidecar, and the server's whole answer in
 * system-out) or skipped (with the reason), timed by its call. A file that could not be read, and
 * findings that are no example's, still come first as a failing testcase of their file's testsuite.
 */
import type { Diagnostic, ExampleResult, ExampleToolResult, ExamplesReport, FileResult, LintResult, ToolResult } from '../types/index.js';
import { charReference, UNSAFE_ABOVE_ASCII, unicodeEscape } from './escape.js';
import { exampleFailures, toolsWithExamples, type ExampleFailure } from './examples.js';
import { levelText, nextLevel, scoreText } from './levels.js';
import { placed, serverPlace, serversByFile } from './server.js';
import { defineReporter, type Reporter } from './types.js';
import { groupBy } from '../toolkit/util.js';

/** What escapeXml rewrites: markup, white space, what XML 1.0 cannot carry, and UNSAFE_ABOVE_ASCII (escape.ts). */
const XML_ESCAPED = new RegExp(
  String.raw`[&<>"'\t\n\r]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|${UNSAFE_ABOVE_ASCII.source}`,
  'g',
);
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;', '\u007F': '&#127;' };

/**
 * Escapes text for XML 1.0 content and attributes; characters XML cannot carry (C0 controls, lone
 * surrogates, U+FFFE, U+FFFF) become `\uXXXX`, and C1 controls, line separators, bidi controls and
 * invisible characters character references (`&#x202E;`), which XML readers turn back into the
 * character but a terminal or CI log shows as text.
 */
export function escapeXml(s: string): string {
  return s.replace(XML_ESCAPED, (c) => {
    const entity = XML_ENTITIES[c];
    if (entity !== undefined) return entity;
    const code = c.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) return unicodeEscape(c);
    return `&#x${code.toString(16).toUpperCase()};`;
  });
}

/** Text content: like escapeXml, but line breaks and tabs stay readable. */
function escapeText(s: string): string {
  return escapeXml(s).replace(/&#9;/g, '\t').replace(/&#10;/g, '\n');
}

function classname(file: string): string {
  return file.replace(/\\/g, '/').replace(/\.(ya?ml|json)$/i, '');
}

/** One finding as a line of text: `file:line:column …`, or `server:<name> <tool> <pointer> …` in a live server's entry (`file <tool> …` for one without a position in a file). */
const lineOf = (f: FileResult) => (d: Diagnostic) =>
  placed(f, d) ? `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.ruleId}: ${d.message}` : `${d.file} ${serverPlace(d)} ${d.severity} ${d.ruleId}: ${d.message}`;

interface Case {
  name: string;
  /** Testcase properties (a tool's level): they change with the grade, the name does not. */
  properties?: Array<[string, string]>;
  failure?: { message: string; type: string; body: string };
  /** Why the testcase did not run (an example that was not called). */
  skipped?: string;
  out?: string;
  /** Seconds, as JUnit counts time. */
  time?: string;
}

/**
 * A file's active findings: each of its tools' (by tool index, else by name), and the rest, which
 * are the file's own (about the file itself, about a tool removed with it, or a live server's
 * finding on a tool whose sidecar is another file).
 */
function findingsOf(f: FileResult, tools: readonly ToolResult[], indices: readonly number[]) {
  const fileLevel: Diagnostic[] = [];
  const byTool = new Map<number, Diagnostic[]>(indices.map((i) => [i, []]));
  const byName = groupBy(indices, (i) => tools[i]!.name);
  for (const d of f.diagnostics) {
    if (d.suppressed) continue;
    const owners = d.toolIndex !== undefined && byTool.has(d.toolIndex) ? [d.toolIndex] : d.tool !== undefined ? (byName.get(d.tool) ?? []) : [];
    if (!owners.length) fileLevel.push(d);
    for (const i of owners) byTool.get(i)!.push(d);
  }
  return { fileLevel, byTool };
}

const hasError = (ds: readonly Diagnostic[]) => ds.some((d) => d.severity === 'error');

/** The testcase of a file itself: it could not be read, or has findings that are no tool's. */
function fileCase(f: FileResult, fileLevel: readonly Diagnostic[]): Case {
  const line = lineOf(f);
  const c: Case = { name: f.status === 'failed' ? `${f.file} (could not be linted)` : f.status === 'removed' ? `${f.file} (removed)` : `${f.file} (file)` };
  const fileErrors = fileLevel.filter((d) => d.severity === 'error');
  if (fileErrors.length) c.failure = { message: fileErrors[0]!.message, type: fileErrors[0]!.ruleId, body: fileErrors.map(line).join('\n') };
  const warnings = fileLevel.filter((d) => d.severity === 'warning');
  if (warnings.length) c.out = warnings.map(line).join('\n');
  return c;
}

/** The testcases of one file: the file itself when it failed or has findings of its own, then each tool. */
function* casesOf(f: FileResult, tools: readonly ToolResult[], indices: readonly number[]): Generator<Case> {
  const { fileLevel, byTool } = findingsOf(f, tools, indices);
  const line = lineOf(f);
  if (f.status === 'failed' || fileLevel.length) yield fileCase(f, fileLevel);
  for (const index of indices) {
    const t = tools[index]!;
    const mine = byTool.get(index)!;
    const errors = mine.filter((d) => d.severity === 'error');
    const warnings = mine.filter((d) => d.severity === 'warning');
    // The name is the tool's alone, so CI follows one test across runs while its grade changes.
    const c: Case = {
      name: t.name,
      properties: [['level', String(t.level)], ...(t.formatCap ? ([['level-in-format', String(t.formatCap.reaches)]] as Array<[string, string]>) : []), ['score', String(t.score)]],
    };
    if (errors.length) {
      c.failure = {
        message: `${errors.length} error${errors.length === 1 ? '' : 's'}: ${errors[0]!.message}`,
        type: errors[0]!.ruleId,
        body: errors.map(line).join('\n'),
      };
    }
    const out = [`${levelText(t)}, ${scoreText(t)}${t.blockers.length ? `; Level ${nextLevel(t)} needs: ${[...new Set(t.blockers.map((b) => b.ruleId))].join(', ')}` : ''}`];
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

function testcase(c: Case, file: string): string {
  const attrs = `name="${escapeXml(c.name)}" classname="${escapeXml(classname(file))}" file="${escapeXml(file)}" time="${c.time ?? '0'}"`;
  const inner: string[] = [];
  if (c.properties?.length) inner.push(`      <properties>${c.properties.map(([k, v]) => `<property name="${escapeXml(k)}" value="${escapeXml(v)}"/>`).join('')}</properties>`);
  if (c.failure) inner.push(`      <failure message="${escapeXml(c.failure.message)}" type="${escapeXml(c.failure.type)}">${escapeText(c.failure.body)}</failure>`);
  if (c.skipped !== undefined) inner.push(`      <skipped message="${escapeXml(c.skipped)}"/>`);
  if (c.out) inner.push(`      <system-out>${escapeText(c.out)}</system-out>`);
  return inner.length ? `    <testcase ${attrs}>\n${inner.join('\n')}\n    </testcase>` : `    <testcase ${attrs}/>`;
}

/**
 * The report, a testcase at a time. The totals on `<testsuites>` come first, so a first pass counts
 * the testcases (linear in findings and tools, as the second) without writing any.
 */
function* junitChunks(result: LintResult): Generator<string> {
  if (result.examples) {
    yield* exampleChunks(result, result.examples);
    return;
  }
  const toolsOf = groupBy(result.tools.keys(), (i) => result.tools[i]!.file);
  // A skipped file has no findings, but for a tool removed from it (it held tools at the revision --since names).
  const files = result.files.filter((f) => f.status !== 'skipped' || f.diagnostics.length);
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
      yield (first ? '' : '\n') + testcase(c, f.file);
      first = false;
    }
    yield '\n  </testsuite>\n';
  }
  yield '</testsuites>\n';
}

/** Milliseconds as the seconds JUnit's `time` holds. */
const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** `file:line:column` of a failure: at its finding, else at the example; a live server's place has no line. */
function failurePlace(x: ExampleFailure, t: ExampleToolResult, e: ExampleResult, servers: ReadonlyMap<string, unknown>): string {
  const d = x.finding;
  if (d) return servers.has(d.file) ? `${d.file} ${serverPlace(d)}` : `${d.file}:${d.range.start.line}:${d.range.start.column}`;
  return e.line !== undefined ? `${t.file}:${e.line}:${e.column ?? 1}` : `${t.file} ${e.pointer}`;
}

/** One example as a testcase; its name stays the same from run to run, so CI can follow it. */
function exampleCase(t: ExampleToolResult, e: ExampleResult, failures: readonly ExampleFailure[], servers: ReadonlyMap<string, unknown>): Case {
  const c: Case = { name: e.prompt !== undefined ? `example ${e.index + 1}: ${e.prompt}` : `example ${e.index + 1}`, time: e.ms !== undefined ? seconds(e.ms) : '0' };
  if (e.status === 'skipped') c.skipped = e.reason ?? 'not called';
  if (e.status === 'failed') {
    const first = failures[0];
    c.failure = {
      message: first ? (failures.length > 1 ? `${failures.length} failures: ${first.message}` : first.message) : 'The example failed.',
      type: first?.ruleId ?? 'example',
      body: failures.map((x) => `${failurePlace(x, t, e, servers)} error ${x.ruleId}: ${x.message}`).join('\n'),
    };
    // The whole answer it disagreed with: a failure's message shows only where.
    if (e.answer) c.out = `The server's answer:\n${JSON.stringify(e.answer, null, 2)}`;
  }
  return c;
}

/**
 * `tooldoc test`: first the files with problems that are no example's (one that could not be read,
 * say), each as today's failing testcase of its file; then a testsuite per tool with examples.
 */
function* exampleChunks(result: LintResult, report: ExamplesReport): Generator<string> {
  const { failuresOf, paired } = exampleFailures(result);
  const servers = serversByFile(result.files);
  const problems = result.files.flatMap((f) => {
    if (f.status === 'skipped') return [];
    const rest = f.diagnostics.filter((d) => !d.suppressed && !paired.has(d));
    return f.status === 'failed' || rest.length ? [{ f, c: fileCase(f, rest) }] : [];
  });
  // Time adds up in milliseconds, turned into seconds once (adding seconds would round on the way).
  let total = problems.length;
  let failures = problems.filter(({ c }) => c.failure).length;
  let ms = 0;
  const suites = toolsWithExamples(report).map((t) => {
    const cases = t.examples.map((e) => exampleCase(t, e, failuresOf(e), servers));
    let own = 0;
    for (const e of t.examples) own += e.ms ?? 0;
    const failed = cases.filter((c) => c.failure).length;
    total += cases.length;
    failures += failed;
    ms += own;
    return { t, cases, failed, skipped: cases.filter((c) => c.skipped !== undefined).length, time: seconds(own) };
  });
  yield '<?xml version="1.0" encoding="UTF-8"?>\n' + `<testsuites name="tooldoc" tests="${total}" failures="${failures}" errors="0" time="${seconds(ms)}">\n`;
  for (const { f, c } of problems) {
    yield `  <testsuite name="${escapeXml(f.file)}" tests="1" failures="${c.failure ? 1 : 0}" errors="0" skipped="0" time="0">\n`;
    yield testcase(c, f.file) + '\n  </testsuite>\n';
  }
  for (const { t, cases, failed, skipped, time } of suites) {
    yield `  <testsuite name="${escapeXml(t.name)}" tests="${cases.length}" failures="${failed}" errors="0" skipped="${skipped}" time="${time}" file="${escapeXml(t.file)}">\n`;
    yield cases.map((c) => testcase(c, t.file)).join('\n') + '\n  </testsuite>\n';
  }
  yield '</testsuites>\n';
}

// A character that would start a CI command is written as a character reference, which XML readers turn back into the character.
export const junit: Reporter = defineReporter(junitChunks, { escape: charReference });
