/**
 * The JSON report: a stable shape described by schemas/report.schema.json. Positions are 1-based;
 * `pointer` is an RFC 6901 pointer into the file's document.
 *
 * `jsonChunks` yields the same text piece by piece (a file at a time), so a catalog of thousands of
 * tools is written without building the whole report, or its objects, in memory; `json` joins it.
 */
import type { Diagnostic, FileResult, LintResult, ToolResult } from '../types.js';
import type { Reporter } from './types.js';

export const REPORT_SCHEMA_VERSION = 1;

const toolEntry = (t: ToolResult) => ({
  name: t.name,
  file: t.file,
  doc: t.doc,
  pointer: t.pointer,
  line: t.range.start.line,
  column: t.range.start.column,
  format: t.format,
  level: t.level,
  ...(t.formatCap ? { formatCap: t.formatCap } : {}),
  errors: t.errors,
  warnings: t.warnings,
  blockers: t.blockers,
});

const diagnosticEntry = (d: Diagnostic) => ({
  ruleId: d.ruleId,
  severity: d.severity,
  level: d.level,
  message: d.message,
  line: d.range.start.line,
  column: d.range.start.column,
  endLine: d.range.end.line,
  endColumn: d.range.end.column,
  doc: d.doc,
  pointer: d.pointer,
  ...(d.tool !== undefined ? { tool: d.tool } : {}),
  ...(d.related ? { related: d.related.map((r) => ({ file: r.file, line: r.range.start.line, column: r.range.start.column, message: r.message })) } : {}),
  ...(d.suppressed ? { suppressed: d.suppressed } : {}),
  ...(d.fingerprint ? { fingerprint: d.fingerprint } : {}),
});

const fileEntry = (f: FileResult) => ({ file: f.file, status: f.status, tools: f.tools, diagnostics: f.diagnostics.map(diagnosticEntry) });

/** `JSON.stringify(value, null, 2)` as it reads `depth` levels down (JSON strings hold no raw line breaks). */
const nested = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replace(/\n/g, '\n' + '  '.repeat(depth));

/** An array member of the root object, one element at a time, laid out exactly as JSON.stringify would. */
function* arrayMember<T>(key: string, items: readonly T[], entry: (item: T) => unknown, last: boolean): Generator<string> {
  if (!items.length) {
    yield `  ${JSON.stringify(key)}: []${last ? '' : ','}\n`;
    return;
  }
  yield `  ${JSON.stringify(key)}: [\n`;
  for (let i = 0; i < items.length; i++) yield `    ${nested(entry(items[i]!), 2)}${i < items.length - 1 ? ',' : ''}\n`;
  yield `  ]${last ? '' : ','}\n`;
}

export function* jsonChunks(result: LintResult): Generator<string> {
  const head = {
    $schema: 'https://github.com/tooldoc/tooldoc/schemas/report.schema.json',
    reportVersion: REPORT_SCHEMA_VERSION,
    tooldocVersion: result.version,
    summary: result.summary,
  };
  yield '{\n';
  for (const [k, v] of Object.entries(head)) yield `  ${JSON.stringify(k)}: ${nested(v, 1)},\n`;
  yield* arrayMember('tools', result.tools, toolEntry, false);
  yield* arrayMember('files', result.files, fileEntry, !result.baseline);
  if (result.baseline) yield `  "baseline": ${nested(result.baseline, 1)}\n`;
  yield '}\n';
}

export const json: Reporter = Object.assign((result: LintResult) => [...jsonChunks(result)].join(''), { chunks: jsonChunks });
