/**
 * The run's result from its files: each file's findings in position order (a definition shared
 * through a YAML alias shown once), each tool's grade and score, and the summary. Reporters only
 * format this.
 */
import { gradeTool } from '../grading/grade.js';
import { inputFormatOf } from '../input-formats/index.js';
import { scoreDistribution, type ScoreRules } from '../grading/score.js';
import { toPointer } from '../toolkit/util.js';
import type { Diagnostic, FileResult, Grade, Range, RenderedResult, SkippedRule, Summary, ToolResult } from '../types/index.js';
import type { StoredFinal, StoredFile } from './cache.js';
import { textOf, type RunFile, type RunTool } from './catalog-tools.js';
import type { FindingKeeper } from './findings.js';

/**
 * Builds the results a file at a time, in the run's order (see finish in src/run/lint.ts). Each file's
 * findings go to the keeper once they are final; its result reads them from there when a reporter asks.
 */
export class Results {
  readonly files: FileResult[] = [];
  readonly tools: ToolResult[] = [];
  /** The findings the files' results hold, counted as they are added. */
  private readonly counts = newCounts();
  /** A sidecar's findings on what its server defines, reported with the server (Tool.elsewhere). */
  private readonly away = new Map<string, Diagnostic[]>();

  /** `scoreRulesOf`: the requirements a file's tools are scored against (its enabled rules that gate a level; see src/grading/score.ts). */
  constructor(
    private readonly keeper: FindingKeeper,
    private readonly scoreRulesOf: (file: string) => ScoreRules,
  ) {}

  /**
   * The file at `index` of the run, once its tools' findings and `own` (its findings about itself)
   * are final. Returns what its result is made of (for the cache: see addStored). `rendered`: where
   * a reporter keeps what it renders of the result (the cache keeps the result as it is).
   */
  add(index: number, f: RunFile, own: readonly Diagnostic[], rendered?: RenderedResult): { diagnostics: Diagnostic[]; tools: ToolResult[]; counts: FindingCounts } {
    const diagnostics = [...own];
    const tools: ToolResult[] = [];
    // A definition shared through a YAML alias is located at its anchor for every tool that uses it:
    // one defect, shown once, with the other tools as related locations (each tool's grade counts it).
    const shown = new Map<string, Diagnostic>();
    const requirements = f.tools.length ? this.scoreRulesOf(f.outcome.path) : undefined;
    const graded: Array<{ t: RunTool; ds: Diagnostic[] }> = [];
    for (const t of f.tools) {
      // By position, so blockers read in file order whichever phase (per tool, catalog) found them.
      const ds = t.findings.sort(byPosition);
      for (const d of ds) {
        if (d.file !== f.outcome.path) {
          const list = this.away.get(d.file);
          if (list) list.push(d);
          else this.away.set(d.file, [d]);
          continue;
        }
        const key = `${d.ruleId}\u0000${d.doc}\u0000${d.range.start.line}:${d.range.start.column}:${d.range.end.line}:${d.range.end.column}`;
        const first = shown.get(key);
        if (first && first.tool !== d.tool && Boolean(first.suppressed) === Boolean(d.suppressed)) {
          (first.related ??= []).push({ file: d.file, range: t.range, message: `Also in tool "${d.tool}", which shares this definition.` });
          continue;
        }
        // The same nested definition inlined in another tool (src/core/repeats.ts): one defect, shown
        // once, at its first copy, with this copy as a related location.
        const copy = d.definition === undefined ? undefined : shown.get(`\u0001${d.definition}`);
        if (copy && copy.tool !== d.tool && Boolean(copy.suppressed) === Boolean(d.suppressed)) {
          (copy.related ??= []).push({ file: d.file, range: d.range, message: `Also in tool "${d.tool}", whose schema repeats this definition: ${d.message}`, pointer: d.pointer, ...(d.tool !== undefined ? { tool: d.tool } : {}) });
          continue;
        }
        if (d.definition !== undefined && !copy) shown.set(`\u0001${d.definition}`, d);
        shown.set(key, d);
        diagnostics.push(d);
      }
      // A finding about a tool removed with its file (ReportDescriptor.removed) is not this tool's to grade.
      graded.push({ t, ds: ds.some((d) => d.toolIndex === undefined) ? ds.filter((d) => d.toolIndex !== undefined) : ds });
    }
    diagnostics.sort(byPosition);
    // A tool's blockers are read from its file's findings when a reporter asks for them.
    const final = new FinalFindings(this.keeper, index, diagnostics);
    for (const { t, ds } of graded) tools.push(toolResult(t, ds, t.range, f.server?.name, requirements!, final));
    final.placed();
    const counts = newCounts();
    for (const d of diagnostics) count(counts, d);
    this.keeper.keepFinal(index, diagnostics);
    this.push(f, f.tools.length, textOf(f.source), tools, counts, final, rendered);
    return { diagnostics, tools, counts };
  }

  /**
   * The file at `index`, whose result its cache entry holds (an unchanged file whose catalog
   * findings came out as they were): its tools' results and counts as kept, its findings read from
   * the entry when a reporter asks, their tool indices moved to where its tools are this run.
   * `rendered`: what reporters rendered of it, as the entry keeps it.
   */
  addStored(f: RunFile, final: StoredFinal, stored: StoredFile, rendered?: RenderedResult): void {
    const shift = f.first - final.b;
    const read = () => {
      const diagnostics = stored.finalDiagnostics(final.b);
      if (shift) for (const d of diagnostics) if (d.toolIndex !== undefined) d.toolIndex += shift;
      return diagnostics;
    };
    this.push(f, stored.head.t.length, f.readText, final.t, final.c, read, rendered);
  }

  /** A file's result: `count` tools, `text` to read its text again, its tools' results, the counts of its findings and where they are. */
  private push(f: RunFile, count: number, text: () => string | undefined, tools: readonly ToolResult[], counts: FindingCounts, read: FinalFindings | (() => Diagnostic[]), rendered?: RenderedResult): void {
    for (const t of tools) this.tools.push(t);
    add(this.counts, counts);
    const o = f.outcome;
    const file = new LintedFile(o.path, o.status, count, read, o.reason, text, f.server, rendered);
    if (o.fixed) file.output = o.fixed.output;
    this.files.push(file);
  }

  /** The results, once every file is added, and what the summary counts of their findings. */
  finish(): { files: FileResult[]; tools: ToolResult[]; counts: FindingCounts } {
    // Where each file's result is, made only when some findings belong to another file than their tool's.
    const indexOf = new Map<string, number>();
    if (this.away.size) this.files.forEach((f, i) => indexOf.has(f.file) || indexOf.set(f.file, i));
    for (const [file, list] of this.away) {
      const i = indexOf.get(file);
      if (i === undefined) {
        // A file the run did not read: one removed since --since, with the findings about its tools (ReportDescriptor.removed).
        list.sort(byPosition);
        for (const d of list) count(this.counts, d);
        const gone = new LintedFile(file, 'removed', 0, () => list, undefined, () => undefined);
        indexOf.set(file, this.files.length);
        this.files.push(gone);
        continue;
      }
      const f = this.files[i] as LintedFile;
      const all = [...f.diagnostics, ...list].sort(byPosition);
      for (const d of list) count(this.counts, d);
      f.diagnostics = all;
    }
    this.away.clear();
    return { files: this.files, tools: this.tools, counts: this.counts };
  }
}

/**
 * A file's result. Its findings and its text are read when a reporter asks for them, not held for
 * every file: the findings from the run's keeper (see src/run/findings.ts), the text from the file
 * (SARIF's line hashes), through a getter on the prototype, so it is not an own property and JSON
 * leaves it out. `diagnostics` is an own property (a getter and setter), so a copy (`{ ...file }`)
 * has them.
 */
class LintedFile implements FileResult {
  declare readonly reason?: string;
  declare readonly server?: FileResult['server'];
  declare output?: string;
  declare diagnostics: Diagnostic[];
  readonly #read: FinalFindings | (() => Diagnostic[]);
  #given: Diagnostic[] | undefined;
  readonly #text: () => string | undefined;
  readonly #rendered: RenderedResult | undefined;

  /** One accessor for every result (not a pair of closures each): results share one hidden class. */
  static readonly #diagnostics: PropertyDescriptor = {
    enumerable: true,
    get(this: LintedFile) {
      const read = this.#read;
      return this.#given ?? (read instanceof FinalFindings ? read.all() : read());
    },
    set(this: LintedFile, value: Diagnostic[]) {
      this.#given = value;
    },
  };

  constructor(
    readonly file: string,
    readonly status: FileResult['status'],
    readonly tools: number,
    read: FinalFindings | (() => Diagnostic[]),
    reason: string | undefined,
    text: () => string | undefined,
    server?: FileResult['server'],
    rendered?: RenderedResult,
  ) {
    Object.defineProperty(this, 'diagnostics', LintedFile.#diagnostics);
    if (reason) this.reason = reason;
    if (server) this.server = server;
    this.#read = read;
    this.#text = text;
    this.#rendered = rendered;
  }
  get text(): string | undefined {
    return this.#text();
  }
  /** On the prototype, as `text`: a copy has none. Nor has a result given other findings than the cache keeps (findings from other files joined to its own). */
  get rendered(): RenderedResult | undefined {
    return this.#given ? undefined : this.#rendered;
  }
}

/**
 * A file's final findings, where the run's keeper holds them (src/run/findings.ts): read when a
 * reporter asks, for the file's result and for its tools' blockers.
 */
class FinalFindings {
  /** Each finding's place among the file's, made when a tool's blockers are first placed. */
  #places: Map<Diagnostic, number> | undefined;

  constructor(
    private readonly keeper: FindingKeeper,
    private readonly index: number,
    /** The findings, until the tools' blockers are placed among them. */
    private made: readonly Diagnostic[] | undefined,
  ) {}

  /**
   * The findings, read from the keeper. The last file's read is kept: a reporter asks for the
   * blockers of a file's tools one after another, and a spilled file is parsed once for all of
   * them, not once per tool. One file's findings are held at a time.
   */
  all(): Diagnostic[] {
    const last = FinalFindings.#last;
    if (last?.of === this) return last.list;
    const list = this.keeper.readFinal(this.index);
    FinalFindings.#last = { of: this, list };
    return list;
  }
  static #last: { of: FinalFindings; list: Diagnostic[] } | undefined;

  /** The places of `ds` among the file's findings, or undefined when one is not there. */
  placesOf(ds: readonly Diagnostic[]): number[] | undefined {
    if (!this.made) return undefined;
    const known = (this.#places ??= new Map(this.made.map((d, i) => [d, i])));
    const places = ds.map((d) => known.get(d) ?? -1);
    return places.includes(-1) ? undefined : places;
  }

  /** Done placing: the findings are the keeper's from here. */
  placed(): void {
    this.made = undefined;
    this.#places = undefined;
  }
}

type Blocker = ToolResult['blockers'][number];

/** A tool's blockers: as they are, or their places among its file's final findings (FinalFindings.placesOf). */
type Blockers = Blocker[] | { final: FinalFindings; places: number[] };

/**
 * A tool's result. Its blockers are findings of its file: where they are among the file's findings
 * it keeps their places and reads them when asked (a reporter, the cache), so a run that spilled its
 * findings (src/run/findings.ts) does not hold their messages here; a blocker that is not among
 * them (a finding shown once for several tools, one in another file) is kept as it is. `blockers`
 * is an own property (an accessor), so a copy (`{ ...tool }`) and JSON have them.
 */
class GradedTool implements ToolResult {
  declare readonly name: string;
  declare readonly file: string;
  declare readonly doc: number;
  declare readonly pointer: string;
  declare readonly range: Range;
  declare readonly inputFormat: string;
  declare readonly level: Grade;
  declare readonly formatCap?: ToolResult['formatCap'];
  declare readonly trueLevel?: Grade;
  declare readonly score: number;
  declare readonly trueScore?: number;
  declare readonly server?: string;
  declare readonly skipped?: SkippedRule[];
  declare blockers: Blocker[];
  declare readonly errors: number;
  declare readonly warnings: number;
  /** The blockers as they are, or where they are: the file's final findings and their places there. */
  #blockers: Blocker[] | number[];
  #final: FinalFindings | undefined;

  static readonly #descriptor: PropertyDescriptor = {
    enumerable: true,
    get(this: GradedTool) {
      const final = this.#final;
      if (!final) return this.#blockers;
      const all = final.all();
      // A live server's tool has no lines (see toolResult).
      const lines = this.server === undefined;
      return (this.#blockers as number[]).map((i): Blocker => {
        const d = all[i]!;
        return lines ? { ruleId: d.ruleId, message: d.message, line: d.range.start.line, column: d.range.start.column } : { ruleId: d.ruleId, message: d.message };
      });
    },
    set(this: GradedTool, value: Blocker[]) {
      this.#blockers = value;
      this.#final = undefined;
    },
  };

  /** `fields`: the result's fields in the order a report shows them, `blockers` among them as given (its place). */
  constructor(fields: Omit<ToolResult, 'blockers'> & { blockers: Blockers }) {
    for (const [k, v] of Object.entries(fields)) {
      if (k === 'blockers') Object.defineProperty(this, 'blockers', GradedTool.#descriptor);
      else (this as Record<string, unknown>)[k] = v;
    }
    const { blockers } = fields;
    this.#blockers = Array.isArray(blockers) ? blockers : blockers.places;
    this.#final = Array.isArray(blockers) ? undefined : blockers.final;
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

function toolResult(tool: RunTool, diagnostics: Diagnostic[], range: Range, server: string | undefined, requirements: ScoreRules, final: FinalFindings): ToolResult {
  const { level, blockers, formatCap } = gradeTool(diagnostics, tool.gaps);
  const holds = inputFormatOf(tool).holds;
  const score = requirements.score({ level, formatCap, findings: diagnostics, holds, fields: tool.fieldKeys });
  // What the tool would grade and score counting the findings a baseline accepts: shown beside the
  // level, so a baseline never hides how far a tool really is from the spec.
  let trueLevel = level;
  let trueScore = score;
  if (diagnostics.some((d) => d.suppressed?.kind === 'baseline')) {
    const truly = gradeTool(diagnostics.map((d) => (d.suppressed?.kind === 'baseline' ? { ...d, suppressed: undefined } : d)), tool.gaps);
    trueLevel = truly.level;
    trueScore = requirements.score({ level: truly.level, formatCap: truly.formatCap, findings: diagnostics, holds, fields: tool.fieldKeys, countBaseline: true });
  }
  // A blocker has no line in a live server's tools/list, nor in another file than the tool's (a server's
  // definition of a sidecar's tool). Those of the file (all of a file's findings but one shown once
  // for several tools) are read from it when asked for.
  const lined = (d: Diagnostic) => server === undefined && d.file === tool.file.path;
  const places = blockers.length && blockers.every((d) => d.file === tool.file.path) ? final.placesOf(blockers) : undefined;
  return new GradedTool({
    name: tool.name,
    file: tool.file.path,
    doc: tool.doc,
    pointer: toPointer(tool.basePath),
    range,
    inputFormat: tool.inputFormat,
    level,
    ...(formatCap ? { formatCap } : {}),
    ...(trueLevel !== level ? { trueLevel } : {}),
    score,
    ...(trueScore !== score ? { trueScore } : {}),
    ...(server ? { server } : {}),
    ...(tool.skipped?.length ? { skipped: tool.skipped } : {}),
    blockers: places ? { final, places } : blockers.map((d) => (lined(d) ? { ruleId: d.ruleId, message: d.message, line: d.range.start.line, column: d.range.start.column } : { ruleId: d.ruleId, message: d.message })),
    errors: diagnostics.filter((d) => !d.suppressed && d.severity === 'error').length,
    warnings: diagnostics.filter((d) => !d.suppressed && d.severity === 'warning').length,
  });
}
/** How many findings a summary counts, by kind. */
export type FindingCounts = Pick<Summary, 'errors' | 'warnings' | 'suppressed' | 'baselined'>;

const newCounts = (): FindingCounts => ({ errors: 0, warnings: 0, suppressed: 0 });

/** Adds counts `b` to `a`. */
function add(a: FindingCounts, b: FindingCounts): void {
  a.errors += b.errors;
  a.warnings += b.warnings;
  a.suppressed += b.suppressed;
  if (b.baselined !== undefined) a.baselined = (a.baselined ?? 0) + b.baselined;
}

function count(c: FindingCounts, d: Diagnostic): void {
  if (d.suppressed?.kind === 'baseline') c.baselined = (c.baselined ?? 0) + 1;
  else if (d.suppressed) c.suppressed++;
  else if (d.severity === 'error') c.errors++;
  else c.warnings++;
}

/** The summary of results; `counts`, when the findings were counted as the results were built (Results). */
export function summarize(files: readonly FileResult[], tools: readonly ToolResult[], counts?: FindingCounts): Summary {
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
  let c = counts;
  if (!c) {
    c = newCounts();
    for (const f of files) for (const d of f.diagnostics) count(c, d);
  }
  for (const f of files) {
    if (f.status === 'linted') s.filesLinted++;
    else if (f.status === 'skipped') s.filesSkipped++;
    else if (f.status === 'failed') s.filesFailed++;
  }
  s.errors = c.errors;
  s.warnings = c.warnings;
  s.suppressed = c.suppressed;
  if (c.baselined !== undefined) s.baselined = c.baselined;
  s.problems = s.errors + s.warnings;
  for (const t of tools) {
    if (!t.skipped?.length) continue;
    const sk = (s.skippedLanguages ??= { tools: 0, rules: {}, languages: {} });
    sk.tools++;
    sk.languages[t.skipped[0]!.language] = (sk.languages[t.skipped[0]!.language] ?? 0) + 1;
    for (const r of t.skipped) sk.rules[r.ruleId] = (sk.rules[r.ruleId] ?? 0) + 1;
  }
  for (const t of tools) {
    s.levels[t.level]++;
    if (t.formatCap) {
      s.capped ??= { 0: 0, 1: 0, 2: 0, 3: 0 };
      s.capped[t.formatCap.reaches]++;
    }
  }
  const scores = scoreDistribution(scoresOf(tools));
  if (scores) s.scores = scores;
  return s;
}

function* scoresOf(tools: readonly ToolResult[]): Generator<number> {
  for (const t of tools) yield t.score;
}
