/**
 * The tools of a run, rebuilt from file outcomes for the stages after the per-file pass (catalog
 * rules, suppressions, grading). Each tool's descriptor is its read-only catalog view; positions come
 * from those the outcome kept, and a position it did not keep reads the file's text again, once.
 * A file the cache answered is its entry's head until a stage reads a tool's view or a position:
 * then its views and positions are decoded (src/run/cache.ts).
 */
import { fieldRange, fieldSource, type FieldPosition, type FileOutcome, type ToolOutcome } from '../core/outcome.js';
import type { StoredFile } from './cache.js';
import { parseSource, type ParseLimits } from '../parse/source.js';
import type { FoundFile } from '../files/find.js';
import type { Diagnostic, FileResult, FormatGap, JsonPath, LockedTool, PreviousCatalog, Range, ServerTool, SkippedRule, SourceFile, Tool } from '../types/index.js';

export interface RunTool extends Tool {
  /**
   * The tool's findings. The run keeps the per-tool rules' apart (src/run/findings.ts), so during the
   * catalog stage these are the catalog rules' only; the per-tool rules' join them before suppressions.
   */
  findings: Diagnostic[];
  range: Range;
  /** The tool's top-level fields by native name (and '' for the tool itself), as its outcome kept them: the score reads them. */
  readonly fieldKeys: readonly string[];
  /**
   * The value of a view field that catalog rules look tools up by (RuleMeta.catalogInputs.names),
   * read without decoding a cached file's views (those fields are kept in its entry's head).
   */
  lookup(field: string): unknown;
}

const keepKey = (doc: number, path: JsonPath) => `${doc}\u0000${path.join('\u0000')}`;

/**
 * A tool's field positions as a run keeps them until its report: the keys, one typed array of all
 * their numbers (eight per field, as FieldPosition.at) and the sources that are not the usual path.
 * A run keeps one per tool; as FieldPosition objects (an object, an array and a key string per
 * field) they were a third of what a run held per tool.
 */
export interface KeptFields {
  keys: readonly string[];
  at: Int32Array;
  sources?: ReadonlyArray<JsonPath | undefined>;
}

/** A tool's fields, compact; `intern` shares the key strings across the run's tools. */
export function keepFields(fields: readonly FieldPosition[], intern: (key: string) => string): KeptFields {
  const at = new Int32Array(fields.length * 8);
  let sources: Array<JsonPath | undefined> | undefined;
  fields.forEach((f, i) => {
    at.set(f.at, i * 8);
    if (f.source) (sources ??= [])[i] = f.source;
  });
  return { keys: fields.map((f) => intern(f.key)), at, ...(sources ? { sources } : {}) };
}

/** Field `i` of kept fields, as the outcome had it. */
function keptField(k: KeptFields, i: number): FieldPosition {
  const source = k.sources?.[i];
  return { key: k.keys[i]!, ...(source ? { source } : {}), at: Array.from(k.at.subarray(i * 8, i * 8 + 8)) };
}

/** A file of the run: where positions come from once its outcome is all that is left of it. */
export function outcomeSource(outcome: FileOutcome, fields: readonly KeptFields[] | undefined, absolutePath: string, readText: () => string, limits: ParseLimits): SourceFile | undefined {
  return outcome.kind ? new OutcomeSource(outcome, fields, absolutePath, readText, limits) : undefined;
}

type KeptPosition = { key?: Range; value: Range } | FieldPosition;

/** A class, not an object of closures: a run holds one per file. */
class OutcomeSource implements SourceFile {
  readonly path: string;
  readonly kind: 'yaml' | 'json';
  // Built when a position is first asked for: most files are never asked (memory is per finding, not per field).
  private kept: Map<string, KeptPosition> | undefined;
  private parsed: SourceFile | undefined;

  constructor(
    private readonly outcome: FileOutcome,
    /** The tools' field positions, compact; when absent, those of the outcome. */
    private readonly fields: readonly KeptFields[] | undefined,
    readonly absolutePath: string,
    readonly readText: () => string,
    private readonly limits: ParseLimits,
  ) {
    this.path = outcome.path;
    this.kind = outcome.kind!;
  }

  /** Read when asked for, not held: see SourcedOutcome.readText. */
  get text(): string {
    return this.readText();
  }

  locate(doc: number, p: JsonPath, at: 'key' | 'value' = 'key'): Range {
    const k = this.keptPositions().get(keepKey(doc, p));
    const range = k && ('at' in k ? fieldRange(k, at) : at === 'key' ? k.key : k.value);
    if (range) return range;
    this.parsed ??= parseSource(this.outcome.path, this.absolutePath, this.readText(), this.limits).file;
    return this.parsed.locate(doc, p, at);
  }

  private keptPositions() {
    if (this.kept) return this.kept;
    const kept = (this.kept = new Map<string, KeptPosition>());
    this.outcome.tools.forEach((t, j) => {
      kept.set(keepKey(t.doc, t.basePath), { value: t.range });
      const fields = this.fields?.[j];
      if (!fields) for (const f of t.fields) kept.set(keepKey(t.doc, fieldSource(t, f)), f);
      else {
        for (let i = 0; i < fields.keys.length; i++) {
          const f = keptField(fields, i);
          kept.set(keepKey(t.doc, fieldSource(t, f)), f);
        }
      }
    });
    return kept;
  }
}

/**
 * How to read a file's text again, without holding on to its source (which holds its outcome): a
 * file's result keeps this until the report is written.
 */
export function textOf(source: SourceFile | undefined): () => string | undefined {
  if (source instanceof OutcomeSource) return source.readText;
  return () => source?.text;
}

/** The file's tools as the run's stages see them, numbered from `firstIndex` in the catalog. */
export function runTools(outcome: FileOutcome, fields: readonly KeptFields[] | undefined, source: SourceFile | undefined, firstIndex: number, stored?: StoredFile): RunTool[] {
  return outcome.tools.map((c, j) => new ToolOfRun(c, fields?.[j], source!, firstIndex + j, stored?.head.t[j]!.w ?? (stored ? {} : undefined)));
}

/**
 * A tool of the run (a class: a run makes one per tool, and a cached run makes them only when a
 * stage asks). Its descriptor, skipped rules and field keys are read from its outcome when first asked.
 */
class ToolOfRun implements RunTool {
  readonly name: string;
  readonly file: SourceFile;
  readonly doc: number;
  readonly basePath: JsonPath;
  readonly inputFormat: string;
  declare gaps?: FormatGap[];
  declare server?: ServerTool;
  declare previous?: PreviousCatalog;
  declare locked?: LockedTool;
  findings: Diagnostic[] = [];
  readonly range: Range;
  readonly sourcePath: (path: JsonPath) => JsonPath;
  private view: Record<string, unknown> | undefined;
  private byKey: Map<string, JsonPath> | undefined;

  constructor(
    private readonly c: ToolOutcome,
    private readonly kept: KeptFields | undefined,
    file: SourceFile,
    readonly index: number,
    /** A cached tool's looked-up fields (StoredToolHead.w); undefined for a tool linted this run. */
    private readonly watched: Readonly<Record<string, string>> | undefined,
  ) {
    this.name = c.name;
    this.file = file;
    this.doc = c.doc;
    this.basePath = c.basePath;
    this.inputFormat = c.inputFormat;
    this.range = c.range;
    if (c.gaps) this.gaps = [...c.gaps];
    if (c.server) this.server = c.server;
    if (c.previous) this.previous = c.previous;
    if (c.locked) this.locked = c.locked;
    // A plain function (rules may take it out of the tool).
    this.sourcePath = (p) => this.pathInFile(p);
  }

  /** Read-only: catalog rules compare tools, they do not change them. */
  get descriptor(): Record<string, unknown> {
    return (this.view ??= Object.freeze(this.c.view));
  }

  get skipped(): SkippedRule[] | undefined {
    return this.c.skipped;
  }

  get fieldKeys(): readonly string[] {
    return this.kept?.keys ?? this.c.fields.map((f) => f.key);
  }

  lookup(field: string): unknown {
    if (field === 'name') return this.name;
    return this.watched ? this.watched[field] : this.c.view[field];
  }

  private pathInFile(p: JsonPath): JsonPath {
    const { c, kept } = this;
    this.byKey ??= new Map(kept ? kept.keys.map((key, i) => [key, fieldSource(c, keptField(kept, i))]) : c.fields.map((f) => [f.key, fieldSource(c, f)]));
    const head = this.byKey.get(p.length ? String(p[0]) : '');
    return head ? [...head, ...p.slice(1)] : [...c.basePath, ...p];
  }
}

/** A tool of a cached file's outcome (see storedOutcome): its view, field positions and skipped rules decoded when first read. */
class StoredToolOutcome implements ToolOutcome {
  readonly name: string;
  readonly doc: number;
  readonly basePath: JsonPath;
  readonly inputFormat: string;
  readonly range: Range;
  readonly findings: Diagnostic[] = [];
  declare gaps?: FormatGap[];

  constructor(
    private readonly stored: StoredFile,
    private readonly j: number,
  ) {
    const t = stored.head.t[j]!;
    this.name = t.n;
    this.doc = t.d;
    this.basePath = t.b;
    this.inputFormat = t.f;
    this.range = t.r;
    if (t.g) this.gaps = t.g;
  }

  get view(): Record<string, unknown> {
    return this.stored.tools()[this.j]!.v;
  }

  get fields(): FieldPosition[] {
    return this.stored.tools()[this.j]!.f;
  }

  get skipped(): SkippedRule[] | undefined {
    return this.stored.tools()[this.j]!.s;
  }
}

/**
 * A cached file's outcome as the stages after the pass read it: its head, with each tool's view,
 * field positions and skipped rules, and the file's suppression directives, decoded when first
 * read. Its findings are the entry's (StoredFile.findings), taken when a stage needs them.
 */
export function storedOutcome(stored: StoredFile): FileOutcome {
  const h = stored.head;
  let tools: ToolOutcome[] | undefined;
  return {
    path: h.p,
    status: h.s,
    ...(h.r !== undefined ? { reason: h.r } : {}),
    ...(h.k ? { kind: h.k } : {}),
    findings: [],
    internalErrors: 0,
    complete: true,
    get suppressions() {
      return stored.findings().x;
    },
    get tools() {
      return (tools ??= h.t.map((_, j) => new StoredToolOutcome(stored, j)));
    },
  };
}

/** A file of the run after the per-file pass: its outcome, the tools rebuilt from it, and where positions come from. */
export interface RunFile {
  found: FoundFile;
  outcome: FileOutcome;
  /** The index of its first tool in the run (its tools are numbered from there). */
  first: number;
  /** Its text, read again (see SourcedOutcome.readText). */
  readText: () => string;
  /** Absent when the file could not be parsed. */
  source?: SourceFile;
  tools: RunTool[];
  /** Set when the "file" is a live server's tools/list. */
  server?: FileResult['server'];
  /** The file's cache entry, when the cache answered for it (its findings are there, not in the run's keeper). */
  stored?: StoredFile;
  /** Its tools' field positions, compact (a run over files; otherwise those of the outcome). */
  fields?: readonly KeptFields[];
}
