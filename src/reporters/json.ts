/**
 * The JSON report: a stable shape described by schemas/report.schema.json. Positions are 1-based;
 * `pointer` is an RFC 6901 pointer into the file's document.
 *
 * `jsonChunks` yields the text piece by piece (a tool or a finding at a time), so a catalog of any
 * size is written without building the whole report, or its objects, in memory.
 */
import type { Diagnostic, FileResult, LintResult, ToolResult } from '../types.js';
import { jsonStream, lazyArray, streamed } from './json-stream.js';
import { defineReporter, type Reporter } from './types.js';

export const REPORT_SCHEMA_VERSION = 1;

const toolEntry = (t: ToolResult) => ({
  name: t.name,
  file: t.file,
  doc: t.doc,
  pointer: t.pointer,
  line: t.range.start.line,
  column: t.range.start.column,
  format: t.inputFormat,
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

/** A file's findings are written one at a time when there are many; a few are written in one piece, which is faster. */
const STREAM_FINDINGS = 500;

const fileEntry = (f: FileResult) =>
  f.diagnostics.length > STREAM_FINDINGS
    ? streamed({ file: f.file, status: f.status, tools: f.tools, diagnostics: lazyArray(f.diagnostics, diagnosticEntry) })
    : { file: f.file, status: f.status, tools: f.tools, diagnostics: f.diagnostics.map(diagnosticEntry) };

export function* jsonChunks(result: LintResult): Generator<string> {
  const report = streamed({
    $schema: 'https://github.com/tooldoc/tooldoc/schemas/report.schema.json',
    reportVersion: REPORT_SCHEMA_VERSION,
    tooldocVersion: result.version,
    summary: result.summary,
    tools: lazyArray(result.tools, toolEntry),
    files: lazyArray(result.files, fileEntry),
    baseline: result.baseline && streamed({ ...result.baseline, stale: lazyArray(result.baseline.stale, (e) => e) }),
  });
  yield* jsonStream(report);
  yield '\n';
}

export const json: Reporter = defineReporter(jsonChunks);
