/**
 * The run's result from its files: each file's findings in position order (a definition shared
 * through a YAML alias shown once), each tool's grade, and the summary. Reporters only format this.
 */
import { gradeTool } from '../grade.js';
import { toPointer } from '../toolkit/util.js';
import type { Diagnostic, FileResult, Range, SourceFile, Summary, ToolResult } from '../types.js';
import type { RunFile, RunTool } from './catalog-tools.js';

export function fileAndToolResults(files: readonly RunFile[]): { files: FileResult[]; tools: ToolResult[] } {
  const toolResults: ToolResult[] = [];
  const built: Array<{ f: RunFile; diagnostics: Diagnostic[] }> = [];
  // A sidecar's finding on what its server defines is reported with the server (Tool.elsewhere).
  const away = new Map<string, Diagnostic[]>();
  for (const f of files) {
    const diagnostics = [...f.outcome.findings];
    // A definition shared through a YAML alias is located at its anchor for every tool that uses it:
    // one defect, shown once, with the other tools as related locations (each tool's grade counts it).
    const shown = new Map<string, Diagnostic>();
    for (const t of f.tools) {
      // By position, so blockers read in file order whichever phase (per tool, catalog) found them.
      const ds = t.findings.sort(byPosition);
      for (const d of ds) {
        if (d.file !== f.outcome.path) {
          const list = away.get(d.file);
          if (list) list.push(d);
          else away.set(d.file, [d]);
          continue;
        }
        const key = `${d.ruleId}\u0000${d.doc}\u0000${d.range.start.line}:${d.range.start.column}:${d.range.end.line}:${d.range.end.column}`;
        const first = shown.get(key);
        if (first && first.tool !== d.tool && Boolean(first.suppressed) === Boolean(d.suppressed)) {
          (first.related ??= []).push({ file: d.file, range: t.range, message: `Also in tool "${d.tool}", which shares this definition.` });
          continue;
        }
        shown.set(key, d);
        diagnostics.push(d);
      }
      toolResults.push(toolResult(t, ds, t.range, f.server?.name));
    }
    built.push({ f, diagnostics });
  }
  const fileResults = built.map(({ f, diagnostics }) => {
    const o = f.outcome;
    const all = away.has(o.path) ? [...diagnostics, ...away.get(o.path)!] : diagnostics;
    all.sort(byPosition);
    return new LintedFile(o.path, o.status, f.tools.length, all, o.reason, f.source, f.server);
  });
  return { files: fileResults, tools: toolResults };
}

/**
 * A file's result. The text is read when a reporter asks for it (SARIF's line hashes), not held for
 * every file: a getter on the prototype, so it is not an own property and JSON leaves it out.
 */
class LintedFile implements FileResult {
  declare readonly reason?: string;
  declare readonly server?: FileResult['server'];
  readonly #source: SourceFile | undefined;
  constructor(
    readonly file: string,
    readonly status: FileResult['status'],
    readonly tools: number,
    readonly diagnostics: Diagnostic[],
    reason: string | undefined,
    source: SourceFile | undefined,
    server?: FileResult['server'],
  ) {
    if (reason) this.reason = reason;
    if (server) this.server = server;
    this.#source = source;
  }
  get text(): string | undefined {
    return this.#source?.text;
  }
}

/** In file order; a live server's findings (one "line" per tool) by tool, then pointer. */
function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (
    a.range.start.line - b.range.start.line ||
    a.range.start.column - b.range.start.column ||
    compare(a.pointer, b.pointer) ||
    compare(a.ruleId, b.ruleId)
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function toolResult(tool: RunTool, diagnostics: Diagnostic[], range: Range, server: string | undefined): ToolResult {
  const { level, blockers, formatCap } = gradeTool(diagnostics, tool.gaps);
  // What the tool would grade counting the findings a baseline accepts: shown beside the level, so a
  // baseline never hides how far a tool really is from the spec.
  const baselined = diagnostics.some((d) => d.suppressed?.kind === 'baseline');
  const trueLevel = baselined ? gradeTool(diagnostics.map((d) => (d.suppressed?.kind === 'baseline' ? { ...d, suppressed: undefined } : d)), tool.gaps).level : level;
  return {
    name: tool.name,
    file: tool.file.path,
    doc: tool.doc,
    pointer: toPointer(tool.basePath),
    range,
    inputFormat: tool.inputFormat,
    level,
    ...(formatCap ? { formatCap } : {}),
    ...(trueLevel !== level ? { trueLevel } : {}),
    ...(server ? { server } : {}),
    blockers: blockers.map((d) => ({ ruleId: d.ruleId, message: d.message, line: d.range.start.line, column: d.range.start.column })),
    errors: diagnostics.filter((d) => !d.suppressed && d.severity === 'error').length,
    warnings: diagnostics.filter((d) => !d.suppressed && d.severity === 'warning').length,
  };
}
export function summarize(files: FileResult[], tools: ToolResult[]): Summary {
  const s: Summary = {
    files: files.length,
    filesLinted: 0,
    filesSkipped: 0,
    filesFailed: 0,
    tools: tools.length,
    problems: 0,
    errors: 0,
    warnings: 0,
    suppressed: 0,
    levels: { 0: 0, 1: 0, 2: 0, 3: 0 },
  };
  for (const f of files) {
    if (f.status === 'linted') s.filesLinted++;
    else if (f.status === 'skipped') s.filesSkipped++;
    else s.filesFailed++;
    for (const d of f.diagnostics) {
      if (d.suppressed?.kind === 'baseline') s.baselined = (s.baselined ?? 0) + 1;
      else if (d.suppressed) s.suppressed++;
      else if (d.severity === 'error') s.errors++;
      else s.warnings++;
    }
  }
  s.problems = s.errors + s.warnings;
  for (const t of tools) {
    s.levels[t.level]++;
    if (t.formatCap) {
      s.capped ??= { 0: 0, 1: 0, 2: 0, 3: 0 };
      s.capped[t.formatCap.reaches]++;
    }
  }
  return s;
}
