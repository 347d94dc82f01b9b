/**
 * The JSON report: a stable shape described by schemas/report.schema.json. Positions are 1-based;
 * `pointer` is an RFC 6901 pointer into the file's document.
 */
import type { Reporter } from './types.js';

export const REPORT_SCHEMA_VERSION = 1;

export const json: Reporter = (result) => {
  const report = {
    $schema: 'https://github.com/tooldoc/tooldoc/schemas/report.schema.json',
    reportVersion: REPORT_SCHEMA_VERSION,
    tooldocVersion: result.version,
    summary: result.summary,
    tools: result.tools.map((t) => ({
      name: t.name,
      file: t.file,
      doc: t.doc,
      pointer: t.pointer,
      line: t.range.start.line,
      column: t.range.start.column,
      format: t.format,
      level: t.level,
      errors: t.errors,
      warnings: t.warnings,
      blockers: t.blockers,
    })),
    files: result.files.map((f) => ({
      file: f.file,
      status: f.status,
      tools: f.tools,
      diagnostics: f.diagnostics.map((d) => ({
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
      })),
    })),
    ...(result.baseline ? { baseline: result.baseline } : {}),
  };
  return JSON.stringify(report, null, 2) + '\n';
};
