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
  /** The gaps the per-file pass found (`gaps` adds the catalog rules'). */
  readonly passGaps: readonly FormatGap[] | undefined;
  /** With `keepDescriptors`: the whole descriptor (ToolOutcome.descriptor). */
  readonly whole: Record<string, unknown> | undefined;
  /** Where its outcome kept field `key` (or the tool itself, key ''). */
  position(key: string): FieldPosition | undefined;
  /** The field its outcome kept at `path` of its document, the last of those that are there. */
  positionAt(path: JsonPath): FieldPosition | undefined;
  /** Whether a field it kept is elsewhere in the document than under its path. */
  fieldsElsewhere(): boolean;
}

/**
 * What a run over files keeps of its tools past the pass, made compact. Field positions: per field,
 * the id of its key and the eight numbers of FieldPosition.at, in blocks of numbers that many tools
 * share (as an object, an array and a key string per field, then as one typed array per tool, they
 * were the largest part of what a run held per tool after its catalog view). Catalog views: their
 * short strings (the names parameters define, enum-like values) shared run-wide, since a worker's
 * outcome comes with a copy of every string.
 */
export class ToolStore {
  private readonly ids = new Map<string, number>();
  private readonly keys: string[] = [];
  private block = new Int32Array(0);
  private used = 0;

  /** `intern`: one string per distinct value, run-wide (src/run/findings.ts, Strings). */
  constructor(readonly intern: (s: string) => string) {}

  /** A tool's view with its short strings shared; its name is the tool's own (`name`). */
  keepView(view: Record<string, unknown>, name: string): Record<string, unknown> {
    for (const [k, v] of Object.entries(view)) {
      if (k === 'name' && v === name) view[k] = name;
      else view[k] = this.share(v);
    }
    return view;
  }

  /** A view's value (scalars, lists of them and mappings of those) with its short strings shared. */
  private share(v: unknown): unknown {
    if (typeof v === 'string') return v.length <= SHORT ? this.intern(v) : v;
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = this.share(v[i]);
      return v;
    }
    const record = v as Record<string, unknown>;
    for (const k of Object.keys(record)) record[k] = this.share(record[k]);
    return record;
  }

  /** Keeps a tool's fields: where their numbers are. */
  keep(fields: readonly FieldPosition[]): { block: Int32Array; at: number } {
    const size = fields.length * FIELD;
    if (this.used + size > this.block.length) {
      this.block = new Int32Array(Math.max(BLOCK, size));
      this.used = 0;
    }
    const { block } = this;
    const at = this.used;
    fields.forEach((f, i) => {
      block[at + i * FIELD] = this.idOf(f.key);
      block.set(f.at, at + i * FIELD + 1);
    });
    this.used += size;
    return { block, at };
  }

  /** The key of field `i` of the fields kept at `at` of `block`. */
  key(block: Int32Array, at: number, i: number): string {
    return this.keys[block[at + i * FIELD]!]!;
  }

  /** The numbers of field `i` of the fields kept at `at` of `block` (FieldPosition.at). */
  numbers(block: Int32Array, at: number, i: number): number[] {
    const from = at + i * FIELD + 1;
    return Array.from(block.subarray(from, from + FIELD - 1));
  }

  private idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.keys.length));
      this.keys.push(key);
    }
    return id;
  }
}

/** The longest string of a view that is shared: longer ones (descriptions, prompts) are each a tool's own. */
const SHORT = 64;
/** Numbers a kept field takes: its key's id, then FieldPosition.at. */
const FIELD = 9;
/** Numbers in a block (64 KiB): a block goes once every tool with fields in it has. */
const BLOCK = 16_384;

/** Whether two steps of a path are one (a step may be a number or its digits). */
const sameStep = (a: string | number, b: string | number) => a === b || String(a) === String(b);

/** Whether two paths name the same place. */
function samePath(a: JsonPath, b: JsonPath): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameStep(a[i]!, b[i]!)) return false;
  return true;
}

/** Whether `path` is `base` and then `key` (or `base` itself, for key ''). */
function isFieldPath(base: JsonPath, key: string, path: JsonPath): boolean {
  if (path.length !== base.length + (key ? 1 : 0)) return false;
  for (let i = 0; i < base.length; i++) if (!sameStep(base[i]!, path[i]!)) return false;
  return !key || sameStep(key, path[base.length]!);
}

/** A file of the run: where positions come from once its outcome is all that is left of it. */
export function outcomeSource(outcome: Pick<FileOutcome, 'path' | 'kind'>, file: { readonly tools: readonly RunTool[] }, absolutePath: string, readText: () => string, limits: ParseLimits): SourceFile | undefined {
  return outcome.kind ? new OutcomeSource(outcome.path, outcome.kind, file, absolutePath, readText, limits) : undefined;
}

/**
 * Files with more tools than this index where their tools are; a file with fewer is searched. (An
 * index per file, made when a position is first asked for, cost more than the positions it found.)
 */
const SEARCHED = 8;

/** A class, not an object of closures: a run holds one per file. */
class OutcomeSource implements SourceFile {
  private parsed: SourceFile | undefined;
  private byPlace: Map<string, number[]> | undefined;

  constructor(
    readonly path: string,
    readonly kind: 'yaml' | 'json',
    /** The file, whose tools are made after its source (they point to it). */
    private readonly file: { readonly tools: readonly RunTool[] },
    readonly absolutePath: string,
    readonly readText: () => string,
    private readonly limits: ParseLimits,
  ) {}

  /** Read when asked for, not held: see SourcedOutcome.readText. */
  get text(): string {
    return this.readText();
  }

  locate(doc: number, p: JsonPath, at: 'key' | 'value' = 'key'): Range {
    const range = this.kept(doc, p, at);
    if (range) return range;
    this.parsed ??= parseSource(this.path, this.absolutePath, this.readText(), this.limits).file;
    return this.parsed.locate(doc, p, at);
  }

  /**
   * A position the outcome kept: the value of a tool (its key is not kept), or the key or value of
   * one of its top-level fields. Where two of these are one place, the later tool's is kept, and
   * within a tool a field's over the tool's.
   */
  private kept(doc: number, p: JsonPath, at: 'key' | 'value'): Range | undefined {
    const { tools } = this.file;
    for (const j of this.candidates(tools, doc, p)) {
      const t = tools[j]!;
      if (t.doc !== doc) continue;
      const field = t.positionAt(p);
      if (field) return fieldRange(field, at);
      if (samePath(t.basePath, p)) return at === 'value' ? t.range : undefined;
    }
    return undefined;
  }

  /**
   * The tools that may hold a path, last first: all of a small file's; in a larger one, those whose
   * path starts it, and those with a field elsewhere than under their path (platform formats).
   */
  private candidates(tools: readonly RunTool[], doc: number, p: JsonPath): number[] {
    if (tools.length <= SEARCHED) return tools.map((_, j) => tools.length - 1 - j);
    const byPlace = (this.byPlace ??= indexOf(tools));
    const found = [...(byPlace.get(ELSEWHERE) ?? [])];
    for (let n = p.length; n >= 0; n--) found.push(...(byPlace.get(placeKey(doc, p.slice(0, n))) ?? []));
    return found.sort((a, b) => b - a);
  }
}

/** Where a file's tools are (see OutcomeSource.candidates): by their place, and under ELSEWHERE those with a field elsewhere. */
function indexOf(tools: readonly RunTool[]): Map<string, number[]> {
  const byPlace = new Map<string, number[]>();
  tools.forEach((t, j) => {
    const key = t.fieldsElsewhere() ? ELSEWHERE : placeKey(t.doc, t.basePath);
    const list = byPlace.get(key);
    if (list) list.push(j);
    else byPlace.set(key, [j]);
  });
  return byPlace;
}

const ELSEWHERE = '\u0001';

const placeKey = (doc: number, path: JsonPath) => `${doc}\u0000${path.join('\u0000')}`;

/**
 * How to read a file's text again, without holding on to its source (which holds its tools): a
 * file's result keeps this until the report is written.
 */
export function textOf(source: SourceFile | undefined): () => string | undefined {
  if (source instanceof OutcomeSource) return source.readText;
  return () => source?.text;
}

/**
 * The file's tools as the run's stages see them, numbered from `firstIndex` in the catalog. With
 * `store`, each keeps its view and positions and lets go of its outcome (a run over files).
 */
export function runTools(outcome: Pick<FileOutcome, 'tools'>, source: SourceFile | undefined, firstIndex: number, store?: ToolStore, stored?: StoredFile): RunTool[] {
  return outcome.tools.map((c, j) => new ToolOfRun(c, source!, firstIndex + j, store, stored?.head.t[j]!.w ?? (stored ? {} : undefined)));
}

/**
 * A tool of the run (a class: a run makes one per tool, and a cached run makes them only when a
 * stage asks). Made from its outcome, it either keeps what the stages read of it (its view, skipped
 * rules and field positions, in a ToolStore) or reads them from the outcome when first asked (a
 * cached file's, whose views are decoded then). Every field is set in the constructor: one hidden
 * class for every tool of a run.
 */
class ToolOfRun implements RunTool {
  readonly name: string;
  readonly file: SourceFile;
  readonly doc: number;
  readonly basePath: JsonPath;
  readonly inputFormat: string;
  gaps: FormatGap[] | undefined;
  /** The gaps the per-file pass found (`gaps` adds the catalog rules'). */
  readonly passGaps: readonly FormatGap[] | undefined;
  server: ServerTool | undefined;
  previous: PreviousCatalog | undefined;
  locked: LockedTool | undefined;
  findings: Diagnostic[] = [];
  readonly range: Range;
  readonly whole: Record<string, unknown> | undefined;
  /** The outcome, while the tool reads from it. */
  private readonly c: ToolOutcome | undefined;
  private view: Record<string, unknown> | undefined;
  private readonly skippedRules: SkippedRule[] | undefined;
  private readonly store: ToolStore | undefined;
  /** Where the store keeps the tool's fields, and how many. */
  private readonly block: Int32Array | undefined;
  private readonly at: number;
  private readonly count: number;
  /** The path in the file of each field whose path is not the tool's and its key (platform formats), by field. */
  private readonly sources: ReadonlyArray<JsonPath | undefined> | undefined;
  private inFile: ((path: JsonPath) => JsonPath) | undefined;

  constructor(
    c: ToolOutcome,
    file: SourceFile,
    readonly index: number,
    store: ToolStore | undefined,
    /** A cached tool's looked-up fields (StoredToolHead.w); undefined for a tool linted this run. */
    private readonly watched: Readonly<Record<string, string>> | undefined,
  ) {
    this.name = c.name;
    this.file = file;
    this.doc = c.doc;
    this.basePath = store ? c.basePath.map((step) => (typeof step === 'string' ? store.intern(step) : step)) : c.basePath;
    this.inputFormat = store ? store.intern(c.inputFormat) : c.inputFormat;
    this.range = c.range;
    this.passGaps = c.gaps;
    this.gaps = c.gaps ? [...c.gaps] : undefined;
    this.server = c.server;
    this.previous = c.previous;
    this.locked = c.locked;
    this.whole = c.descriptor;
    this.c = store ? undefined : c;
    this.view = store ? Object.freeze(store.keepView(c.view, c.name)) : undefined;
    this.skippedRules = store ? c.skipped : undefined;
    this.store = store;
    const kept = store?.keep(c.fields);
    this.block = kept?.block;
    this.at = kept?.at ?? 0;
    this.count = kept ? c.fields.length : 0;
    this.sources = store && c.fields.some((f) => f.source) ? c.fields.map((f) => f.source) : undefined;
    this.inFile = undefined;
  }

  /** Read-only: catalog rules compare tools, they do not change them. */
  get descriptor(): Record<string, unknown> {
    return (this.view ??= Object.freeze(this.c!.view));
  }

  get skipped(): SkippedRule[] | undefined {
    return this.c ? this.c.skipped : this.skippedRules;
  }

  /** A plain function (rules may take it out of the tool), made when first asked for. */
  get sourcePath(): (path: JsonPath) => JsonPath {
    return (this.inFile ??= (p) => this.pathInFile(p));
  }

  get fieldKeys(): readonly string[] {
    const { store, block, at } = this;
    if (!store || !block) return this.c!.fields.map((f) => f.key);
    return Array.from({ length: this.count }, (_, i) => store.key(block, at, i));
  }

  position(key: string): FieldPosition | undefined {
    const { store, block, at } = this;
    if (!store || !block) return this.c!.fields.find((f) => f.key === key);
    for (let i = 0; i < this.count; i++) if (store.key(block, at, i) === key) return this.field(i);
    return undefined;
  }

  positionAt(path: JsonPath): FieldPosition | undefined {
    const { store, block, at } = this;
    if (!store || !block) {
      const { fields } = this.c!;
      for (let i = fields.length - 1; i >= 0; i--) if (samePath(fieldSource(this, fields[i]!), path)) return fields[i];
      return undefined;
    }
    for (let i = this.count - 1; i >= 0; i--) {
      const source = this.sources?.[i];
      if (source ? samePath(source, path) : isFieldPath(this.basePath, store.key(block, at, i), path)) return this.field(i);
    }
    return undefined;
  }

  fieldsElsewhere(): boolean {
    const under = (p: JsonPath) => p.length >= this.basePath.length && this.basePath.every((step, i) => sameStep(step, p[i]!));
    if (this.store) return this.sources?.some((s) => s && !under(s)) ?? false;
    return this.c!.fields.some((f) => f.source && !under(f.source));
  }

  lookup(field: string): unknown {
    if (field === 'name') return this.name;
    return this.watched ? this.watched[field] : this.descriptor[field];
  }

  /** Kept field `i`, as the outcome had it. */
  private field(i: number): FieldPosition {
    const { store, block, at } = this;
    const source = this.sources?.[i];
    return { key: store!.key(block!, at, i), ...(source ? { source } : {}), at: store!.numbers(block!, at, i) };
  }

  private pathInFile(p: JsonPath): JsonPath {
    const head = this.position(p.length ? String(p[0]) : '');
    return head ? [...fieldSource(this, head), ...p.slice(1)] : [...this.basePath, ...p];
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

/** This thread's copy of a word an outcome gives (a worker's outcome comes with a copy of every string). */
const ownWord = <T extends string>(word: T, words: readonly T[]): T => words.find((w) => w === word) ?? word;
const STATUSES: ReadonlyArray<FileOutcome['status']> = ['linted', 'skipped', 'failed', 'removed'];
const KINDS: ReadonlyArray<NonNullable<FileOutcome['kind']>> = ['yaml', 'json'];

/** What the stages after the pass read of a file's outcome, besides its tools. */
export type FileHead = Pick<FileOutcome, 'path' | 'status' | 'reason' | 'kind' | 'suppressions' | 'fixed' | 'internalErrors'>;

/** A file of the run after the per-file pass: its outcome, the tools rebuilt from it, and where positions come from. */
export interface RunFile {
  found: FoundFile;
  outcome: FileHead;
  /** The index of its first tool in the run (its tools are numbered from there). */
  first: number;
  /** Its text, read again (see SourcedOutcome.readText). */
  readText: () => string;
  /** Absent when the file could not be parsed. */
  source?: SourceFile | undefined;
  tools: RunTool[];
  /** Set when the "file" is a live server's tools/list. */
  server?: FileResult['server'] | undefined;
  /** The file's cache entry, when the cache answered for it (its findings are there, not in the run's keeper). */
  stored?: StoredFile;
}

/**
 * A file linted this run (a class: a run holds one per file until the stages after the pass are
 * done with it). It is its own head: what it keeps of its outcome is its head and its tools, made
 * from the outcome's (with `store`, keeping only what the stages read of them).
 */
export class PassedFile implements RunFile, FileHead {
  readonly path: string;
  readonly status: FileOutcome['status'];
  readonly reason: string | undefined;
  readonly kind: FileOutcome['kind'];
  readonly suppressions: FileOutcome['suppressions'];
  readonly fixed: FileOutcome['fixed'];
  readonly internalErrors: number;
  readonly source: SourceFile | undefined;
  readonly tools: RunTool[];

  constructor(
    readonly found: FoundFile,
    outcome: FileOutcome,
    readonly first: number,
    readonly readText: () => string,
    readonly server: FileResult['server'] | undefined,
    /** Where positions come from, when not from the outcome (a live server's). */
    source: SourceFile | undefined,
    limits: ParseLimits,
    store: ToolStore | undefined,
  ) {
    // The path found, not the outcome's copy (a worker's outcome comes with a copy of every string).
    this.path = outcome.path === found.path ? found.path : outcome.path;
    this.status = ownWord(outcome.status, STATUSES);
    this.reason = outcome.reason;
    this.kind = outcome.kind && ownWord(outcome.kind, KINDS);
    this.suppressions = outcome.suppressions;
    this.fixed = outcome.fixed;
    this.internalErrors = outcome.internalErrors;
    this.source = source ?? outcomeSource(this, this, found.absolutePath, readText, limits);
    this.tools = runTools(outcome, this.source, first, store);
  }

  get outcome(): FileHead {
    return this;
  }
}
