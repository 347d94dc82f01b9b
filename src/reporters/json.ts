/**
 * The JSON report: a stable shape described by schemas/report.schema.json. Positions are 1-based;
 * `pointer` is an RFC 6901 pointer into the file's document. A live server's entry (`file`
 * `server:<name>`, with `server`) and its tools have no positions: `pointer` is into the tool's
 * definition as the server lists it. Nor have the findings of a file removed since `lint --since`
 * (status `removed`): each names the tool removed with it.
 *
 * A file that `lint --fix` or `--fix-dry-run` changed has `output`, its fixed text (as in ESLint's
 * JSON report); its findings are those of that text.
 *
 * A `tooldoc test` report adds `examples`: each tool with its examples passed, failed or skipped
 * (its findings are the failures, in `files`), a failed example with the server's whole `answer`.
 *
 * `jsonChunks` yields the text piece by piece (a tool or a finding at a time), so a catalog of any
 * size is written without building the whole report, or its objects, in memory.
 */
import type { Diagnostic, FileResult, LintResult, ToolResult } from '../types/index.js';
import { jsonStream, jsonText, lazyArray, streamed, WrittenJson } from './json-stream.js';
import { placed, unplacedFiles } from './server.js';
import { defineReporter, type Reporter, type ReporterOptions } from './types.js';

export const REPORT_SCHEMA_VERSION = 2;

const toolEntry = (t: ToolResult) =>
  t.server !== undefined
    ? {
        // A live server's tool: no line and column, in it or in its blockers.
        name: t.name,
        file: t.file,
        server: t.server,
        doc: t.doc,
        pointer: t.pointer,
        format: t.inputFormat,
        level: t.level,
        score: t.score,
        ...(t.formatCap ? { formatCap: t.formatCap } : {}),
        ...(t.trueLevel !== undefined ? { trueLevel: t.trueLevel } : {}),
        ...(t.trueScore !== undefined ? { trueScore: t.trueScore } : {}),
        ...(t.skipped ? { skipped: t.skipped } : {}),
        errors: t.errors,
        warnings: t.warnings,
        blockers: t.blockers.map((b) => ({ ruleId: b.ruleId, message: b.message })),
      }
    : {
        name: t.name,
        file: t.file,
        doc: t.doc,
        pointer: t.pointer,
        line: t.range.start.line,
        column: t.range.start.column,
        format: t.inputFormat,
        level: t.level,
        score: t.score,
        ...(t.formatCap ? { formatCap: t.formatCap } : {}),
        ...(t.trueLevel !== undefined ? { trueLevel: t.trueLevel } : {}),
        ...(t.trueScore !== undefined ? { trueScore: t.trueScore } : {}),
        ...(t.skipped ? { skipped: t.skipped } : {}),
        errors: t.errors,
        warnings: t.warnings,
        blockers: t.blockers,
      };

type Related = NonNullable<Diagnostic['related']>[number];

/**
 * The entry of a finding of `f`. One in a live server's entry or a file removed since `--since`, or
 * about a tool removed from a file that holds no tool now, has no line and column (its pointer and
 * tool say where it is); `servers` holds the `file` of every entry whose findings have none, as a
 * related place in one has no position either.
 */
const diagnosticEntry = (f: FileResult, servers: ReadonlySet<string>, fingerprints: boolean) => {
  const relatedEntry = (r: Related) =>
    servers.has(r.file) ? { file: r.file, message: r.message } : { file: r.file, line: r.range.start.line, column: r.range.start.column, message: r.message };
  return (d: Diagnostic) => ({
    ruleId: d.ruleId,
    severity: d.severity,
    level: d.level,
    message: d.message,
    ...(!placed(f, d)
      ? {}
      : {
          line: d.range.start.line,
          column: d.range.start.column,
          endLine: d.range.end.line,
          endColumn: d.range.end.column,
        }),
    doc: d.doc,
    pointer: d.pointer,
    ...(d.tool !== undefined ? { tool: d.tool } : {}),
    ...(d.anchor ? { anchor: { file: d.anchor.file } } : {}),
    ...(d.related ? { related: d.related.map(relatedEntry) } : {}),
    ...(d.suppressed ? { suppressed: d.suppressed } : {}),
    ...(d.fingerprint && fingerprints ? { fingerprint: d.fingerprint } : {}),
  });
};

/** A file's findings are written one at a time when there are many; a few are written in one piece, which is faster. */
const STREAM_FINDINGS = 500;

/** Where a file's entry is in the report: an item of `files`. */
const FILE_DEPTH = 2;

/**
 * A file's entry. With the cache, the text of a file's entry is kept with its result (RenderedResult)
 * and written again while the result is the one it was made from. Its key holds what else the text
 * depends on: the report's version and whether it shows fingerprints. Not when some entry has no
 * positions (a live server's, a file removed since `--since`): a related place in one is written
 * without a line, which the result alone does not tell.
 */
const fileEntry = (servers: ReadonlySet<string>, fingerprints: boolean) => {
  const key = `json ${REPORT_SCHEMA_VERSION} ${fingerprints ? 'fingerprints' : 'no-fingerprints'}`;
  return (f: FileResult) => {
    const rendered = servers.size || f.output !== undefined ? undefined : f.rendered;
    const kept = rendered?.get(key);
    if (kept !== undefined) return new WrittenJson(kept);
    const entry = diagnosticEntry(f, servers, fingerprints);
    const head = { file: f.file, ...(f.server ? { server: f.server } : {}), status: f.status, tools: f.tools };
    // `lint --fix` and `--fix-dry-run`: the fixed text, when fixing changed the file (ESLint's `output`).
    const output = f.output !== undefined ? { output: f.output } : {};
    const diagnostics = f.diagnostics;
    if (diagnostics.length > STREAM_FINDINGS) return streamed({ ...head, diagnostics: lazyArray(diagnostics, entry), ...output });
    const value = { ...head, diagnostics: diagnostics.map(entry), ...output };
    if (!rendered) return value;
    const text = jsonText(value, FILE_DEPTH);
    rendered.keep(key, text);
    return new WrittenJson(text);
  };
};

export function* jsonChunks(result: LintResult, options?: Pick<ReporterOptions, 'fingerprints'>): Generator<string> {
  const report = streamed({
    $schema: 'https://github.com/tooldoc/tooldoc/schemas/report.schema.json',
    reportVersion: REPORT_SCHEMA_VERSION,
    tooldocVersion: result.version,
    summary: result.summary,
    tools: lazyArray(result.tools, toolEntry),
    files: lazyArray(result.files, fileEntry(unplacedFiles(result.files), options?.fingerprints !== false)),
    // `tooldoc test`: the examples run, as the run reported them (a tool at a time).
    examples: result.examples && streamed({ ...result.examples, tools: lazyArray(result.examples.tools, (t) => t) }),
    baseline: result.baseline && streamed({ ...result.baseline, stale: lazyArray(result.baseline.stale, (e) => e) }),
  });
  yield* jsonStream(report);
  yield '\n';
}

export const json: Reporter = defineReporter(jsonChunks, { json: true });
