/**
 * The lint pipeline: find files, parse them, extract tools, run the registered rules, locate each
 * finding, grade each tool. It knows no rule by name: rules come in as a list with settings.
 */
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { CORE_DIAGNOSTICS } from './core-diagnostics.js';
import { findFiles, NoFilesError, type FoundFile } from './files.js';
import { formatOf, holdsField, inputFormats } from './formats/index.js';
import type { InputFormat } from './formats/types.js';
import { gradeTool } from './grade.js';
import { DEFAULT_LIMITS, decode, keepKey, parseSource, rangeAtStart, type ParseLimits } from './parse/source.js';
import type {
  Catalog,
  Diagnostic,
  FileResult,
  JsonPath,
  LintResult,
  Range,
  ReportDescriptor,
  Rule,
  RuleMeta,
  Severity,
  SeveritySetting,
  SourceFile,
  Summary,
  BlanketSuppression,
  Tool,
  ToolResult,
} from './types.js';
import { fillTemplate, groupBy, isObject, toPointer } from './toolkit/util.js';
import { VERSION } from './version.js';
import { applyBaseline, fingerprint, valueAt, type BaselineEntry, type BaselineOptions, type BaselineOutcome } from './baseline.js';
import { applySuppressions, UNUSED_ID } from './suppress.js';
import { hashBytes, LintCache, type CacheOptions, type CachedFile, type CachedTool } from './cache.js';
import { runParallel, type ParallelOptions } from './parallel.js';

export interface RuleSetting {
  severity: SeveritySetting;
  options: Record<string, unknown>;
}

export interface LintOptions {
  patterns: string[];
  cwd: string;
  rules: Rule[];
  /** Per-rule severity and options; rules not listed use their defaults. */
  settings?: Record<string, Partial<RuleSetting>>;
  /** Per-file settings (config overrides); merged over `settings` for that file's tools. */
  settingsFor?: (file: string) => Record<string, Partial<RuleSetting>> | undefined;
  limits?: Partial<ParseLimits>;
  /** Files named explicitly that are not descriptors are skipped quietly instead of reported. */
  ignoreUnknown?: boolean;
  ignore?: string[];
  /** Read every file as this format instead of detecting it. */
  inputFormat?: string;
  /** Files to leave out (config `ignores`), by absolute path, after files are found. */
  isIgnored?: (absolutePath: string) => boolean;
  /** Honour suppression comments and `x-tooldoc.disable` (default true; false for --no-inline-config). */
  inlineConfig?: boolean;
  /** Rules whose findings inline suppressions may not hide (config `unsuppressible`). */
  isUnsuppressible?: (ruleId: string) => boolean;
  /** Apply (or record, then apply) a baseline. */
  baseline?: BaselineOptions;
  /** Reuse per-file results of earlier runs (`--cache`); see src/cache.ts. */
  cache?: CacheOptions;
  /** Run the per-file pass in worker threads when there are many files; see src/parallel.ts. */
  parallel?: ParallelOptions;
}

interface LoadedFile {
  found: FoundFile;
  source?: SourceFile;
  status: FileResult['status'];
  /** Why a skipped file was skipped, when it is not "not a tool descriptor". */
  reason?: string;
  diagnostics: Diagnostic[];
  tools: Tool[];
}

const coreMeta = new Map(CORE_DIAGNOSTICS.map((m) => [m.id, m]));

export async function lint(options: LintOptions): Promise<LintResult & { internalErrors: number; baselineEntries?: BaselineEntry[]; cacheProblem?: string }> {
  const found = filterIgnored(await findFiles(options.patterns, options.cwd, options.ignore), options);
  // One pass, file by file (see the loop below); the catalog fills up as files are read.
  const loaded: LoadedFile[] = [];
  const tools: Tool[] = [];

  const settingOf = settingsResolver(options);

  const toolDiagnostics = new Map<Tool, Diagnostic[]>();
  let internalErrors = 0;
  const fileContext = fileContextFor(options, settingOf);
  const { limits } = fileContext;
  const makeReport = reporterFor(toolDiagnostics, fileContext.fingerprints);
  const internal = (rule: Rule, tool: Tool, err: unknown) => {
    internalErrors++;
    internalDiagnostic(toolDiagnostics, rule, tool, err);
  };

  // File by file, every per-tool rule, then the file's position index is released: memory stays
  // flat in the number of files. Positions wanted later (catalog rules, suppressions) re-index the
  // few files concerned on demand.
  const toolRanges = new Map<Tool, Range>();
  const cache = options.cache ? new LintCache(options.cache) : undefined;
  const addTools = (l: LoadedFile) => {
    for (const t of l.tools) {
      t.index = tools.length;
      tools.push(t);
      if (!toolDiagnostics.has(t)) toolDiagnostics.set(t, []);
      for (const d of toolDiagnostics.get(t)!) d.toolIndex = t.index;
    }
  };
  // Many files: the per-file pass runs in worker threads (see src/parallel.ts); the results come
  // back in the cache's plain form and join the catalog in file order, as cached files do.
  const parallel = options.parallel ? await runParallel(found, options.parallel, fileContext, cache) : undefined;
  for (const [i, f] of found.entries()) {
    let bytes: Buffer | undefined;
    let hash: string | undefined;
    // Links out of the working directory and unreadable folders are never read, not even to hash them.
    if (cache && !f.skip && !f.unreadable) {
      try {
        if (statSync(f.absolutePath).size <= limits.maxFileSize) {
          bytes = readFileSync(f.absolutePath);
          hash = hashBytes(bytes);
        }
      } catch {
        // loadFile reports what is wrong with the file
      }
      const hit = hash ? cache.get(f.absolutePath, hash) : undefined;
      if (hit && bytes) {
        const decoded = decode(bytes);
        const l = fromCache(f, hit, 'text' in decoded ? decoded.text : '', limits, toolDiagnostics, toolRanges);
        loaded.push(l);
        addTools(l);
        continue;
      }
    }
    const fromWorker = parallel?.get(i);
    if (fromWorker) {
      internalErrors += fromWorker.internalErrors;
      const l = fromCache(f, fromWorker.file, fromWorker.text, limits, toolDiagnostics, toolRanges);
      loaded.push(l);
      addTools(l);
      if (cache && hash && !fromWorker.internalErrors && !fromWorker.timedOut) cache.set(f.absolutePath, { ...fromWorker.file, hash });
      continue;
    }
    const done = lintOneFile(f, fileContext, bytes, tools.length);
    const l = done.file;
    internalErrors += done.internalErrors;
    for (const [t, ds] of done.diagnostics) toolDiagnostics.set(t, ds);
    for (const [t, r] of done.ranges) toolRanges.set(t, r);
    loaded.push(l);
    addTools(l);
    // A file cut short by the time budget is not cached: the next run may have more time.
    if (cache && hash && !done.internalErrors && !done.timedOut) cache.set(f.absolutePath, toCache(l, hash, toolDiagnostics, toolRanges));
    // Catalog rules report at a tool or its top-level fields: keep those positions, drop the rest.
    l.source?.release?.(
      l.tools.flatMap((t) => [{ doc: t.doc, path: t.sourcePath([]) }, ...Object.keys(t.descriptor).map((k) => ({ doc: t.doc, path: t.sourcePath([k]) }))]),
    );
  }
  // The cache never overwrites an input (a --cache-location that names a linted file); skipped files are not inputs.
  const cacheProblem = cache?.save(loaded.filter((l) => l.status !== 'skipped').map((l) => l.found.absolutePath));

  // Cross-tool rules run once per catalog: each platform file is its own (one server's tools/list),
  // native descriptors of the whole run form one.
  for (const group of catalogsOf(tools)) {
    for (const rule of options.rules) {
      if (!rule.checkCatalog) continue;
      const setting = settingOf(rule);
      if (setting.severity === 'off') continue;
      const report = makeReport(rule, setting.severity);
      try {
        settled(
          rule.checkCatalog({
            catalog: group,
            options: setting.options,
            report: (tool, d) => {
              if (settingOf(rule, tool.file.path).severity !== 'off') report(tool, d);
            },
          }),
        );
      } catch (err) {
        internal(rule, group.tools[0]!, err);
      }
    }
  }

  // Suppressions and the baseline mark findings before grading, so marked findings neither gate nor count.
  const blanket: BlanketSuppression[] = [];
  const baseline = markSuppressed(loaded, toolDiagnostics, options, settingOf, blanket);

  const files: FileResult[] = [];
  const toolResults: ToolResult[] = [];
  for (const l of loaded) {
    const diagnostics = [...l.diagnostics];
    // A definition shared through a YAML alias is located at its anchor for every tool that uses it:
    // one defect, shown once, with the other tools as related locations (each tool's grade counts it).
    const shown = new Map<string, Diagnostic>();
    for (const t of l.tools) {
      // By position, so blockers read in file order whichever phase (per tool, catalog) found them.
      const ds = toolDiagnostics.get(t)!.sort(byPosition);
      for (const d of ds) {
        const key = `${d.ruleId}\u0000${d.doc}\u0000${d.range.start.line}:${d.range.start.column}:${d.range.end.line}:${d.range.end.column}`;
        const first = shown.get(key);
        if (first && first.tool !== d.tool && Boolean(first.suppressed) === Boolean(d.suppressed)) {
          (first.related ??= []).push({ file: d.file, range: toolRanges.get(t)!, message: `Also in tool "${d.tool}", which shares this definition.` });
          continue;
        }
        shown.set(key, d);
        diagnostics.push(d);
      }
      toolResults.push(toolResult(t, ds, toolRanges.get(t)!));
    }
    diagnostics.sort(byPosition);
    files.push({ file: l.found.path, status: l.status, tools: l.tools.length, diagnostics, ...(l.reason ? { reason: l.reason } : {}), ...(l.source ? { text: l.source.text } : {}) });
  }

  const enabled = options.rules
    .map((r) => ({ ...r.meta, configuredSeverity: settingOf(r).severity }))
    .filter((m) => m.configuredSeverity !== 'off');
  return {
    version: VERSION,
    cwd: options.cwd,
    files,
    tools: toolResults,
    summary: {
      ...(baseline ? { baselined: 0 } : {}),
      ...summarize(files, toolResults),
      // Directives that name no rule hide everything, security findings included: always shown.
      ...(blanket.length ? { blanketSuppressions: blanket } : {}),
    },
    rules: [...CORE_DIAGNOSTICS.map((m) => ({ ...m, configuredSeverity: m.severity as SeveritySetting })), ...enabled],
    ...(baseline ? { baseline: { file: baseline.file, matched: baseline.matched, stale: baseline.stale.map(({ fingerprint: _f, ...e }) => e) } } : {}),
    internalErrors,
    ...(cacheProblem ? { cacheProblem } : {}),
    ...(baseline ? { baselineEntries: baseline.entries } : {}),
  };
}

function filterIgnored(found: FoundFile[], options: LintOptions): FoundFile[] {
  if (!options.isIgnored) return found;
  const kept = found.filter((f) => !options.isIgnored!(f.absolutePath));
  if (!kept.length && !found.some((f) => f.explicit)) {
    throw new NoFilesError(`All files matched by ${options.patterns.map((p) => JSON.stringify(p)).join(', ')} are ignored by the config's "ignores".`);
  }
  return kept;
}

/** The run's catalogs, in the order their first tool was read: one per platform file, one for all native descriptors. */
function catalogsOf(tools: readonly Tool[]): Catalog[] {
  const groups = groupBy(tools, (t) => (formatOf(t).catalog === 'file' ? `file:${t.file.absolutePath}` : 'run'));
  return [...groups.values()].map((list) => ({ tools: list, byName: groupBy(list, (t) => t.name) }));
}

/**
 * Applies inline suppressions (per file; their own findings join the file's) and then the baseline
 * (over the whole run, so stale entries can be told).
 */
function markSuppressed(
  loaded: LoadedFile[],
  toolDiagnostics: Map<Tool, Diagnostic[]>,
  options: LintOptions,
  settingOf: (rule: Rule, file?: string) => RuleSetting,
  blanket: BlanketSuppression[],
): BaselineOutcome | undefined {
  const ruleById = new Map(options.rules.map((r) => [r.meta.id, r]));
  const coreIds = new Set(CORE_DIAGNOSTICS.map((m) => m.id));
  if (options.inlineConfig !== false) {
    const knownIds = new Set(ruleById.keys());
    for (const l of loaded) {
      if (!l.source) continue;
      const file = l.found.path;
      const unused = options.settingsFor?.(file)?.[UNUSED_ID]?.severity ?? options.settings?.[UNUSED_ID]?.severity ?? 'warning';
      const own = [...l.diagnostics, ...l.tools.flatMap((t) => toolDiagnostics.get(t)!)];
      const added = applySuppressions(l.source, l.tools, own, {
        unusedSeverity: unused,
        knownIds,
        coreIds,
        isUnsuppressible: options.isUnsuppressible,
        onBlanket: (range, hidden) => blanket.push({ file, line: range.start.line, column: range.start.column, suppressed: hidden }),
        isEnabled: (id) => {
          const rule = ruleById.get(id);
          return rule ? settingOf(rule, file).severity !== 'off' : false;
        },
      });
      l.diagnostics.push(...added);
    }
  }
  if (!options.baseline) return undefined;
  const all = loaded.flatMap((l) => [...l.diagnostics, ...l.tools.flatMap((t) => toolDiagnostics.get(t)!)]);
  // A file that failed to parse has no findings to match: its entries are neither stale nor rewritten.
  const linted = loaded.filter((l) => l.status === 'linted').map((l) => l.found.path);
  return applyBaseline(all, linted, options.baseline, options.cwd, coreIds);
}

const isScalar = (v: unknown) => v === null || typeof v !== 'object';
const isFlat = (v: unknown) => isScalar(v) || (Array.isArray(v) && v.every(isScalar));

/**
 * What catalog rules see of a tool once its file's per-tool pass is done: the top-level scalars,
 * lists of scalars and mappings of those (name, description, version, deprecated, replacement,
 * tool_search_keywords, auth, x-tooldoc …). The nested blocks — parameters, returns, errors,
 * examples — are let go, so memory does not grow with the size of every tool in the catalog.
 */
function catalogView(descriptor: Record<string, unknown>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(descriptor)) {
    if (isFlat(v) || (isObject(v) && Object.values(v).every(isFlat))) view[k] = v;
  }
  return view;
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}

function toDiagnostic(meta: RuleMeta, severity: Severity, tool: Tool, d: ReportDescriptor, message: string): Diagnostic {
  const path = tool.sourcePath(d.path);
  const range = tool.file.locate(tool.doc, path, d.at ?? 'key');
  const diag: Diagnostic = {
    ruleId: meta.id,
    messageId: d.messageId,
    severity,
    level: meta.level,
    message,
    file: tool.file.path,
    pointer: toPointer(path),
    path,
    doc: tool.doc,
    range,
    tool: tool.name,
    toolIndex: tool.index,
  };
  if (d.related?.length) {
    diag.related = d.related.map((r) => ({
      file: r.tool.file.path,
      range: r.tool.file.locate(r.tool.doc, r.tool.sourcePath(r.path), 'key'),
      message: r.message,
    }));
  }
  return diag;
}

function fileDiagnostic(file: string, ruleId: string, message: string, range: Range, doc = 0, path: JsonPath = []): Diagnostic {
  const meta = coreMeta.get(ruleId)!;
  return { ruleId, severity: meta.severity, level: meta.level, message, file, pointer: toPointer(path), path, doc, range };
}

/** 512 B, 48.0 KiB, 50.0 MiB: a limit of 32KiB must not read as "0.0 MiB". */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1048576).toFixed(1)} MiB`;
}

function loadFile(found: FoundFile, formats: InputFormat[], limits: ParseLimits, ignoreUnknown: boolean, alreadyRead?: Buffer): LoadedFile {
  const out: LoadedFile = { found, status: 'linted', diagnostics: [], tools: [] };
  const fail = (ruleId: string, message: string, range: Range = rangeAtStart()) => {
    out.status = 'failed';
    out.diagnostics.push(fileDiagnostic(found.path, ruleId, message, range));
    return out;
  };
  if (found.unreadable) return fail('input/unreadable', `Could not read the folder (${found.unreadable}); its files were not linted.`);
  if (found.skip) {
    out.status = 'skipped';
    out.reason = found.skip;
    return out;
  }
  let bytes: Buffer;
  try {
    const size = alreadyRead ? alreadyRead.length : statSync(found.absolutePath).size;
    if (size > limits.maxFileSize) {
      return fail(
        'input/too-large',
        `File is ${formatSize(size)}, over the ${formatSize(limits.maxFileSize)} limit; split the catalog or raise --max-file-size.`,
      );
    }
    bytes = alreadyRead ?? readFileSync(found.absolutePath);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    if (code === 'ENOENT' && isLink(found.absolutePath)) return fail('input/unreadable', 'The symbolic link points to a file that does not exist; fix or remove the link.');
    return fail('input/unreadable', `Could not read the file: ${code}.`);
  }
  const decoded = decode(bytes);
  if ('problem' in decoded) return fail(decoded.problem.ruleId, decoded.problem.message, decoded.problem.range);
  if (!decoded.text.trim()) {
    out.status = 'failed';
    out.diagnostics.push(fileDiagnostic(found.path, 'input/empty', 'File is empty; add a tool descriptor or remove the file.', rangeAtStart()));
    return out;
  }
  const parsed = parseSource(found.path, found.absolutePath, decoded.text, limits);
  out.source = parsed.file;
  for (const p of parsed.problems) out.diagnostics.push(fileDiagnostic(found.path, p.ruleId, p.message, p.range));
  if (parsed.problems.length) out.status = 'failed';
  else if (parsed.docs.every((v) => v === undefined || v === null)) {
    // Only comments or empty documents: as empty as a blank file, not some other kind of YAML.
    out.status = 'failed';
    out.diagnostics.push(fileDiagnostic(found.path, 'input/empty', 'File has only comments or empty documents; add a tool descriptor or remove the file.', rangeAtStart()));
    return out;
  }

  const unrecognised: number[] = [];
  let anyRecognised = false;
  parsed.docs.forEach((value, doc) => {
    if (value === undefined || value === null) return; // failed or empty document
    let extraction = null;
    for (const f of formats) {
      extraction = f.extract(value);
      if (extraction) {
        anyRecognised = true;
        for (const t of extraction.tools) out.tools.push(makeTool(parsed.file, doc, f.id, t.descriptor, t.basePath, t.sourcePath));
        for (const p of extraction.problems) {
          out.diagnostics.push(fileDiagnostic(found.path, 'input/not-a-descriptor', p.message, parsed.file.locate(doc, p.path, 'value'), doc, p.path));
        }
        break;
      }
    }
    if (!extraction) unrecognised.push(doc);
  });

  if (out.status === 'failed') return out;
  if (!anyRecognised) {
    if (!found.explicit || ignoreUnknown) {
      out.status = 'skipped';
      return out;
    }
    out.status = 'failed';
    out.diagnostics.push(
      fileDiagnostic(
        found.path,
        'input/not-a-descriptor',
        'File is not a tool descriptor: expected a mapping with "name" and the descriptor blocks, a catalog with "tools", or a platform tools list.',
        rangeAtStart(),
      ),
    );
    return out;
  }
  for (const doc of unrecognised) {
    out.diagnostics.push(
      fileDiagnostic(found.path, 'input/not-a-descriptor', `Document ${doc + 1} of the file is not a tool descriptor; remove it or give it "name" and the descriptor blocks.`, parsed.file.locate(doc, [], 'value'), doc),
    );
  }
  return out;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function makeTool(
  file: SourceFile,
  doc: number,
  format: string,
  descriptor: Record<string, unknown>,
  basePath: JsonPath,
  sourcePath?: (p: JsonPath) => JsonPath,
): Tool {
  const name = typeof descriptor.name === 'string' && descriptor.name.trim() ? descriptor.name : `#${basePath.length ? basePath.join('.') : doc + 1}`;
  return {
    name,
    descriptor: isObject(descriptor) ? descriptor : {},
    file,
    doc,
    basePath,
    format,
    sourcePath: sourcePath ?? ((p) => [...basePath, ...p]),
    index: 0,
  };
}

function toolResult(tool: Tool, diagnostics: Diagnostic[], range: Range): ToolResult {
  const { level, blockers, formatCap } = gradeTool(diagnostics, tool.gaps);
  return {
    name: tool.name,
    file: tool.file.path,
    doc: tool.doc,
    pointer: toPointer(tool.basePath),
    range,
    format: tool.format,
    level,
    ...(formatCap ? { formatCap } : {}),
    blockers: blockers.map((d) => ({ ruleId: d.ruleId, message: d.message, line: d.range.start.line, column: d.range.start.column })),
    errors: diagnostics.filter((d) => !d.suppressed && d.severity === 'error').length,
    warnings: diagnostics.filter((d) => !d.suppressed && d.severity === 'warning').length,
  };
}

function summarize(files: FileResult[], tools: ToolResult[]): Summary {
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

/** What the per-tool pass produced for a file, in the cache's plain-data form. */
export function toCache(l: LoadedFile, hash: string, toolDiagnostics: Map<Tool, Diagnostic[]>, toolRanges: Map<Tool, Range>): CachedFile {
  return {
    hash,
    status: l.status,
    kind: l.source?.kind,
    diagnostics: l.diagnostics,
    tools: l.tools.map((t): CachedTool => ({
      name: t.name,
      doc: t.doc,
      basePath: t.basePath,
      format: t.format,
      descriptor: t.descriptor,
      range: toolRanges.get(t)!,
      diagnostics: toolDiagnostics.get(t)!.map(({ toolIndex: _i, ...d }) => d),
      ...(t.gaps?.length ? { gaps: t.gaps } : {}),
      fields: ['', ...Object.keys(t.descriptor)].map((key) => {
        const source = t.sourcePath(key ? [key] : []);
        return { key, source, keyRange: t.file.locate(t.doc, source, 'key'), valueRange: t.file.locate(t.doc, source, 'value') };
      }),
    })),
  };
}

/** A file's per-tool results from the cache, with a source that answers the kept positions and parses the text only if asked for more. */
function fromCache(
  found: FoundFile,
  hit: CachedFile,
  text: string,
  limits: ParseLimits,
  toolDiagnostics: Map<Tool, Diagnostic[]>,
  toolRanges: Map<Tool, Range>,
): LoadedFile {
  const kept = new Map<string, { key: Range; value: Range }>();
  for (const t of hit.tools) for (const f of t.fields) kept.set(keepKey(t.doc, f.source), { key: f.keyRange, value: f.valueRange });
  let parsed: SourceFile | undefined;
  const source: SourceFile | undefined = hit.kind
    ? {
        path: found.path,
        absolutePath: found.absolutePath,
        kind: hit.kind,
        text,
        locate(doc, p, at = 'key') {
          const k = kept.get(keepKey(doc, p));
          if (k) return at === 'key' ? k.key : k.value;
          parsed ??= parseSource(found.path, found.absolutePath, text, limits).file;
          return parsed.locate(doc, p, at);
        },
      }
    : undefined;
  const tools = hit.tools.map((c): Tool => {
    const byKey = new Map(c.fields.map((f) => [f.key, f.source]));
    const tool: Tool = {
      name: c.name,
      descriptor: c.descriptor,
      file: source!,
      doc: c.doc,
      basePath: c.basePath,
      format: c.format,
      index: 0,
      ...(c.gaps ? { gaps: c.gaps } : {}),
      sourcePath: (p) => {
        const head = byKey.get(p.length ? String(p[0]) : '');
        return head ? [...head, ...p.slice(1)] : [...c.basePath, ...p];
      },
    };
    toolDiagnostics.set(tool, c.diagnostics);
    toolRanges.set(tool, c.range);
    return tool;
  });
  return { found, source, status: hit.status, diagnostics: hit.diagnostics, tools };
}

/**
 * Severity and options of a rule for a file: worked out once per rule and combination of config
 * overrides (the config hands out one object per combination), not once per tool, and not kept per
 * file: memory must not grow with the number of files.
 */
export function settingsResolver(options: Pick<LintOptions, 'settings' | 'settingsFor'>): (rule: Rule, file?: string) => RuleSetting {
  const plain = new Map<Rule, RuleSetting>();
  const overridden = new WeakMap<object, Map<Rule, RuleSetting>>();
  return (rule, file) => {
    const over = file ? options.settingsFor?.(file) : undefined;
    let cache = plain;
    if (over) {
      cache = overridden.get(over) ?? new Map();
      overridden.set(over, cache);
    }
    const hit = cache.get(rule);
    if (hit) return hit;
    const base = options.settings?.[rule.meta.id];
    const o = over?.[rule.meta.id];
    const setting: RuleSetting = {
      severity: o?.severity ?? base?.severity ?? rule.meta.severity,
      options: { ...rule.meta.defaultOptions, ...base?.options, ...o?.options },
    };
    cache.set(rule, setting);
    return setting;
  };
}

/** The per-file pass's context from lint options (in the main thread, or rebuilt in a worker). */
export function fileContextFor(
  options: Pick<LintOptions, 'rules' | 'settings' | 'settingsFor' | 'limits' | 'ignoreUnknown' | 'inputFormat' | 'baseline'>,
  settingOf = settingsResolver(options),
): FileContext {
  return {
    formats: options.inputFormat ? inputFormats.filter((f) => f.id === options.inputFormat) : inputFormats,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    ignoreUnknown: options.ignoreUnknown ?? false,
    toolRules: options.rules.filter((r) => r.check),
    deferring: new Map(options.rules.filter((r) => r.meta.defersTo?.length).map((r) => [r.meta.id, r.meta.defersTo!])),
    settingOf,
    fingerprints: Boolean(options.baseline),
  };
}

/** What the per-file pass needs besides the file: the same in the main thread and in a worker. */
export interface FileContext {
  formats: InputFormat[];
  limits: ParseLimits;
  ignoreUnknown: boolean;
  toolRules: Rule[];
  /** Rules that defer to others (RuleMeta.defersTo), by id. */
  deferring: ReadonlyMap<string, readonly string[]>;
  settingOf: (rule: Rule, file?: string) => RuleSetting;
  /** Compute baseline fingerprints (only a baseline needs them). */
  fingerprints: boolean;
}

function reporterFor(toolDiagnostics: Map<Tool, Diagnostic[]>, fingerprints: boolean) {
  return (rule: Rule, severity: Severity) => (tool: Tool, d: ReportDescriptor) => {
    const template = rule.meta.messages[d.messageId];
    if (template === undefined) throw new TypeError(`Rule ${rule.meta.id} reported unknown messageId "${d.messageId}".`);
    // Asking an MCP tools/list for "errors" is a format gap, not a finding (see RuleMeta.fields).
    const gap = rule.meta.fields?.find((f) => !holdsField(tool, f));
    if (gap !== undefined) {
      tool.gaps ??= [];
      if (!tool.gaps.some((g) => g.ruleId === rule.meta.id && g.field === gap)) tool.gaps.push({ field: gap, ruleId: rule.meta.id, level: rule.meta.level });
      return;
    }
    const diag = toDiagnostic(rule.meta, severity, tool, d, fillTemplate(template, { tool: tool.name, ...d.data }));
    // Hashing every finding's value costs a third of a run; only a baseline needs it.
    if (fingerprints) diag.fingerprint = fingerprint(rule.meta.id, tool.name, d.path, valueAt(tool.descriptor, d.path));
    toolDiagnostics.get(tool)!.push(diag);
  };
}

/**
 * One finding per defect: drops a finding whose rule defers (RuleMeta.defersTo) to a rule that
 * reported at the same place of the same tool.
 */
function dropDeferred(diagnostics: Diagnostic[], deferring: ReadonlyMap<string, readonly string[]>): Diagnostic[] {
  if (!deferring.size || !diagnostics.some((d) => deferring.has(d.ruleId))) return diagnostics;
  const at = new Set(diagnostics.map((d) => `${d.ruleId}\u0000${d.pointer}`));
  return diagnostics.filter((d) => !deferring.get(d.ruleId)?.some((owner) => at.has(`${owner}\u0000${d.pointer}`)));
}

/**
 * Rules are synchronous. One that returns a promise (an `async` check from a plugin) would report
 * after the run is over, or reject with nobody listening and take the process down: its promise is
 * silenced and the rule counts as crashed.
 */
function settled(returned: unknown): void {
  if (returned !== null && typeof returned === 'object' && typeof (returned as { then?: unknown }).then === 'function') {
    (returned as Promise<unknown>).then(undefined, () => undefined);
    throw new Error('it returned a promise; rules must report synchronously (remove `async` and any `await` from check)');
  }
}

function internalDiagnostic(toolDiagnostics: Map<Tool, Diagnostic[]>, rule: Rule, tool: Tool, err: unknown): void {
  const meta = coreMeta.get('internal/rule-error')!;
  const message = `Rule "${rule.meta.id}" crashed on tool "${tool.name}" in ${tool.file.path}: ${err instanceof Error ? err.message : String(err)}.`;
  toolDiagnostics.get(tool)!.push(toDiagnostic(meta, 'error', tool, { path: [], messageId: 'default' }, message));
}

/**
 * The per-file pass: read and parse one file, run every per-tool rule on its tools, note each
 * tool's range, and trim each descriptor to its catalog view. Runs in the main thread or a worker.
 */
export function lintOneFile(
  f: FoundFile,
  ctx: FileContext,
  bytes?: Buffer,
  /** Catalog index of the file's first tool, when known (the main thread); workers' are renumbered on return. */
  firstIndex = 0,
): { file: LoadedFile; diagnostics: Map<Tool, Diagnostic[]>; ranges: Map<Tool, Range>; internalErrors: number; timedOut: boolean } {
  const diagnostics = new Map<Tool, Diagnostic[]>();
  const ranges = new Map<Tool, Range>();
  let internalErrors = 0;
  const l = loadFile(f, ctx.formats, ctx.limits, ctx.ignoreUnknown, bytes);
  l.tools.forEach((t, j) => {
    t.index = firstIndex + j;
    diagnostics.set(t, []);
  });
  const makeReport = reporterFor(diagnostics, ctx.fingerprints);
  const fileRules = ctx.toolRules.map((rule) => ({ rule, setting: ctx.settingOf(rule, f.path) })).filter((r) => r.setting.severity !== 'off');
  // The time budget is checked between rules: no single check runs long (descriptor patterns run
  // on a linear-time engine, every rule is linear in its tool), but a file of 100,000 tools might.
  const deadline = performance.now() + ctx.limits.maxFileTime;
  let timedOut = false;
  for (const [i, tool] of l.tools.entries()) {
    if (performance.now() > deadline) {
      // The tools not checked leave the catalog: a tool no rule looked at must not grade Level 3.
      const left = l.tools.splice(i);
      for (const t of left) diagnostics.delete(t);
      l.status = 'failed';
      l.diagnostics.push(
        fileDiagnostic(
          f.path,
          'input/resource-limit',
          `Checking this file took longer than ${ctx.limits.maxFileTime / 1000} s; ${left.length} of its ${i + left.length} tools, from "${tool.name}" on, were not checked. Split the file or raise --max-file-time.`,
          tool.file.locate(tool.doc, tool.basePath, 'key'),
          tool.doc,
          tool.basePath,
        ),
      );
      timedOut = true;
      break;
    }
    for (const { rule, setting } of fileRules) {
      const report = makeReport(rule, setting.severity as Severity);
      try {
        settled(rule.check!({ tool, options: setting.options, report: (d) => report(tool, d) }));
      } catch (err) {
        internalErrors++;
        internalDiagnostic(diagnostics, rule, tool, err);
      }
    }
    diagnostics.set(tool, dropDeferred(diagnostics.get(tool)!, ctx.deferring));
    ranges.set(tool, tool.file.locate(tool.doc, tool.basePath, 'value'));
  }
  for (const tool of l.tools) tool.descriptor = catalogView(tool.descriptor);
  return { file: l, diagnostics, ranges, internalErrors, timedOut };
}
