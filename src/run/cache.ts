/**
 * The lint cache (`--cache`), as ESLint's. What it guarantees:
 *
 * - **What an entry is for.** A file's entry holds what linting it produced (its outcome: file
 *   findings, each tool's findings, catalog view and field positions, suppression directives) for
 *   the bytes it had (their SHA-1) under one config group (`forGroup`: the hash of everything its
 *   config decides, src/api/join.ts). The file's key covers what every group shares: tooldoc's
 *   version and the working directory. A file is a hit when its content hash matches (the default,
 *   `content` strategy), or, with the `metadata` strategy (ESLint's `--cache-strategy metadata`),
 *   when its size and modification time match those it had when the entry was made (they are
 *   taken before the file is read, so a file written while it was read is linted again next time).
 * - **What the stages after the pass reuse.** Each group keeps a record of its last run (`runs`: its
 *   files in order, how many tools each had, and an id). An entry also holds what the catalog rules
 *   found on the file's tools in that run, marked with the record's id (a file of the run that could
 *   not be kept loses the mark: its findings are not that run's), and the file's final result
 *   (findings after suppressions, grades and scores; a finding of the pass kept as its place among
 *   them). The catalog stage reuses a rule's findings only where what the rule reads did not change
 *   (src/run/catalog-reuse.ts); a final result is reused only for a file whose outcome came from the
 *   cache and whose catalog findings came out the same, in a run without a baseline. So a cached run
 *   gives the same report as an uncached one.
 * - **What the reports reuse.** An entry also keeps what a reporter rendered of the file's final
 *   result (RenderedResult: the JSON report's entry for the file), under a key that names the
 *   reporter and its options. A run that reuses the final result writes that text again instead of
 *   decoding the findings and rendering them; a run that changes the final result drops it. (The
 *   project API saves the cache after the reports for this, when it writes them: src/api/tooldoc.ts.)
 * - **When it is ignored.** A cache file that cannot be read, is of another format or key, or whose
 *   checksum does not match its content is ignored and rewritten, never trusted. Files that were
 *   cut short by the time limit, on which a rule crashed, or that `--fix` changed are not cached.
 *
 * The file is one JSON document with one line per file, its parts separated by tabs, so that a run
 * decodes only what it needs of each (a hit needs its head; its views, findings and final result
 * only when a stage asks for them), and parts it did not change are written back as the bytes it
 * read. It is written atomically (a temporary file renamed over it), and only when something in it
 * changed.
 */
import { createHash } from 'node:crypto';
import { closeSync, lstatSync, readFileSync, renameSync, rmSync, writevSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { UsageError } from './errors.js';
import { displayPath } from '../files/display.js';
import { endOverwrite, inputAt, makeParentDir, openOverwrite } from '../files/write.js';
import type { FieldPosition, FileOutcome } from '../core/outcome.js';
import type { FileDirectives } from '../suppressions/inline.js';
import type { BlanketSuppression, Diagnostic, FileResult, FormatGap, InputFormatId, JsonPath, Range, RenderedResult, SkippedRule, ToolResult } from '../types/index.js';
import type { FindingCounts } from './results.js';

/** Bumped whenever what is stored changes shape: a cache of another format is ignored and rewritten. */
export const CACHE_FORMAT = 6;

/** How a file is known to be unchanged: by its content hash (the default) or by its size and modification time. */
export type CacheStrategy = 'content' | 'metadata';

export interface CacheOptions {
  /** Absolute path of the cache file. */
  file: string;
  /** Everything besides file content that results depend on, already hashed or serialised. */
  key: string;
  /** `content` (default) or `metadata`. */
  strategy?: CacheStrategy;
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

export function hashKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** A file's size and modification time, as the `metadata` strategy compares them. */
export function stampOf(stats: { size: number; mtimeMs: number }): string {
  return `${stats.size}:${stats.mtimeMs}`;
}

/** What is known of a file's bytes this run: always its stamp; its content hash once it was read. */
export interface FileState {
  stamp: string;
  hash?: string;
}

/** A tool as the head of its file's entry keeps it: what the run needs of every tool, whatever it reuses. */
export interface StoredToolHead {
  /** name, doc, basePath, input format, range */
  n: string;
  d: number;
  b: JsonPath;
  f: InputFormatId;
  r: Range;
  /** Format gaps of the per-tool rules. */
  g?: FormatGap[];
  /** The string values of the view fields catalog rules look tools up by (RuleMeta.catalogInputs.names). */
  w?: Record<string, string>;
}

/** The head of an entry, decoded for every hit. */
export interface StoredHead {
  /** The config group, the content hash and the stamp the entry is for. */
  g: string;
  h: string;
  m: string;
  /** The outcome's path, status, reason and kind. */
  p: string;
  s: FileResult['status'];
  r?: string;
  k?: 'yaml' | 'json';
  t: StoredToolHead[];
  /** How many findings the per-tool rules made (`lint --fix` lints a file with findings again). */
  c: number;
}

/** A tool's catalog view and field positions. */
export interface StoredToolData {
  v: Record<string, unknown>;
  f: FieldPosition[];
  s?: SkippedRule[];
}

/** The per-file pass's findings: about the file, each tool's, and the file's suppression directives. */
export interface StoredFindings {
  f: Diagnostic[];
  t: Diagnostic[][];
  x?: FileDirectives;
}

/** What one catalog rule found on one tool: findings (without toolIndex) and the format gaps it added. */
export interface RuleCatalog {
  f: Diagnostic[];
  g?: FormatGap[];
}

/** What the catalog rules found on each tool of a file, by rule id (0: nothing). */
export type StoredCatalog = Array<Record<string, RuleCatalog> | 0>;

/** A file's final result, but for its findings (see StoredFinalDiagnostics). */
export interface StoredFinal {
  /** The index of the file's first tool in the run that made it (the findings' toolIndex counts from it). */
  b: number;
  t: ToolResult[];
  c: FindingCounts;
  x?: BlanketSuppression[];
}

/** The files of a group's last run in order, how many tools each had, and the id its entries' catalog parts carry. */
export interface RunRecord {
  id: string;
  files: string[];
  tools: number[];
}

/** An entry's parts, in the order of its line. */
const HEAD = 0;
const RUN = 1;
const TOOLS = 2;
const FINDINGS = 3;
const CATALOG = 4;
const FINAL = 5;
const DIAGNOSTICS = 6;
/** What a reporter rendered of the file's result (RenderedResult), as `[key, text]`. */
const RENDERED = 7;
const PARTS = 8;
const NULL = 'null';

/** A part the stages after the pass leave as the entry holds it (never JSON text). */
export const KEEP = 'keep';

/** What the stages after the pass give a file's entry: each part JSON text, KEEP (as the entry holds it) or undefined (none). */
export interface FileResults {
  /** The run whose catalog findings these are (RunRecord.id). */
  run: string | undefined;
  catalog: string | undefined;
  final: string | undefined;
  diagnostics: string | undefined;
}

/**
 * A file's entry: its head decoded, the rest when asked for (each part decoded once). The entry of
 * a file linted this run is made from its outcome at once (later stages add to the outcome's
 * findings, which must not reach the cache).
 */
export interface StoredFile {
  readonly absolutePath: string;
  readonly head: StoredHead;
  /** The id of the run whose catalog findings the entry holds, if any (RunRecord.id). */
  readonly run: string | undefined;
  tools(): StoredToolData[];
  findings(): StoredFindings;
  /** The catalog rules' findings on the file's tools as `run` left them, as text (undefined: none kept). */
  catalogText(): string | undefined;
  catalog(): StoredCatalog | undefined;
  final(): StoredFinal | undefined;
  /**
   * The final findings, decoded anew on each call (a reporter reads them once, and may let them go).
   * Those that are findings of the pass, unchanged, are kept as their place among them (see
   * StoredFindings): they are read from there, their tool index counted from `base` (StoredFinal.b).
   */
  finalDiagnostics(base: number): Diagnostic[];
  /** What a reporter rendered of the final result under `key` (RenderedResult), if the entry holds it. */
  rendered(key: string): string | undefined;
}

/** The cache file as read: its bytes, where each entry's line starts, and where its parts are (PARTS pairs of offsets an entry). */
interface Read {
  bytes: Buffer;
  lines: Int32Array;
  at: Int32Array;
}

/**
 * A part made this run, as it is kept until the cache is written: a long one as its UTF-8 bytes.
 * Findings and rendered reports are mostly ASCII with a dash or a quote mark here and there, which
 * makes a string of two bytes a character; their bytes take half that (10,000 one-tool files with the
 * cache, cold: peak 480 → 349 MiB, and the cache written in 110 ms instead of 240).
 */
type Part = string | Buffer;
const LONG_PART = 256;
const part = (text: string): Part => (text.length > LONG_PART ? Buffer.from(text, 'utf8') : text);

/** An entry: parts read (a slot of the file's offsets) or made this run (text), or both. */
class Entry implements StoredFile {
  private readonly decoded: unknown[] = [];

  constructor(
    readonly absolutePath: string,
    readonly head: StoredHead,
    /** The parts made this run (undefined: as read). */
    private readonly texts: ReadonlyArray<Part | undefined>,
    private readonly read?: Read,
    private readonly slot = -1,
  ) {}

  get run(): string | undefined {
    if (this.isNull(RUN)) return undefined;
    // An id (RunRecord.id) is written as it is, in quotes.
    return (this.decoded[RUN] ??= this.text(RUN).slice(1, -1)) as string;
  }

  tools(): StoredToolData[] {
    return this.json(TOOLS);
  }

  findings(): StoredFindings {
    return this.json(FINDINGS);
  }

  catalogText(): string | undefined {
    return this.isNull(CATALOG) ? undefined : this.text(CATALOG);
  }

  catalog(): StoredCatalog | undefined {
    return this.isNull(CATALOG) ? undefined : this.json(CATALOG);
  }

  final(): StoredFinal | undefined {
    return this.isNull(FINAL) ? undefined : this.json(FINAL);
  }

  finalDiagnostics(base: number): Diagnostic[] {
    const kept = JSON.parse(this.text(DIAGNOSTICS)) as Array<Diagnostic | number>;
    if (!kept.some((d) => typeof d === 'number')) return kept as Diagnostic[];
    // The pass's findings, decoded anew (not kept: a report reads each file's once).
    const { f, t } = JSON.parse(this.text(FINDINGS)) as StoredFindings;
    const passed: Diagnostic[] = [...f];
    t.forEach((list, j) => {
      for (const d of list) {
        d.toolIndex = base + j;
        passed.push(d);
      }
    });
    return kept.map((d) => (typeof d === 'number' ? passed[d]! : d));
  }

  rendered(key: string): string | undefined {
    if (this.isNull(RENDERED)) return undefined;
    const [k, text] = JSON.parse(this.text(RENDERED)) as [string, string];
    return k === key ? text : undefined;
  }

  /** Whether the parts the stages after the pass give are those the entry holds. */
  holds(results: FileResults): boolean {
    const same = (i: number, p: string | undefined) => p === KEEP || (p === undefined ? this.isNull(i) : !this.isNull(i) && this.text(i) === p);
    return this.run === results.run && same(CATALOG, results.catalog) && same(FINAL, results.final) && same(DIAGNOSTICS, results.diagnostics);
  }

  /** This entry with the parts the stages after the pass made (or kept) this run. */
  withResults(results: FileResults): Entry {
    const texts = [...this.texts];
    const put = (i: number, p: string | undefined) => {
      if (p !== KEEP) texts[i] = p === undefined ? NULL : part(p);
    };
    texts[RUN] = results.run === undefined ? NULL : JSON.stringify(results.run);
    put(CATALOG, results.catalog);
    put(FINAL, results.final);
    put(DIAGNOSTICS, results.diagnostics);
    // What was rendered of the result is of the result the entry held.
    texts[RENDERED] = NULL;
    return new Entry(this.absolutePath, this.head, texts, this.read, this.slot);
  }

  /** This entry with what a reporter rendered of its final result under `key`. */
  withRendered(key: string, text: string): Entry {
    const texts = [...this.texts];
    texts[RENDERED] = part(JSON.stringify([key, text]));
    return new Entry(this.absolutePath, this.head, texts, this.read, this.slot);
  }

  /** Where the entry's line is in the file read, from its key to its last part, when nothing of it was made this run. */
  unchanged(): { read: Read; slot: number } | undefined {
    return this.read && this.texts.every((t) => t === undefined) ? { read: this.read, slot: this.slot } : undefined;
  }

  /**
   * The line, for writing, but for its end (`]` and the line break): its key, then its parts, those
   * made this run as text and those read as the bytes read (parts read one after another, with the
   * separators between them, as one piece).
   */
  *line(): Generator<Part> {
    const read = this.read;
    const at = (i: number) => read!.at[(this.slot * PARTS + i) * 2]!;
    const end = (i: number) => read!.at[(this.slot * PARTS + i) * 2 + 1]!;
    yield read ? read.bytes.subarray(read.lines[this.slot], at(HEAD)) : `${JSON.stringify(this.absolutePath)}:[`;
    for (let i = 0; i < PARTS; ) {
      if (i) yield SEPARATOR;
      const text = this.texts[i];
      if (text !== undefined) {
        yield text;
        i++;
        continue;
      }
      let k = i;
      while (k + 1 < PARTS && this.texts[k + 1] === undefined) k++;
      yield read!.bytes.subarray(at(i), end(k));
      i = k + 1;
    }
  }

  private text(i: number): string {
    const text = this.texts[i];
    if (text !== undefined) return typeof text === 'string' ? text : text.toString('utf8');
    const { bytes, at } = this.read!;
    return bytes.toString('utf8', at[(this.slot * PARTS + i) * 2], at[(this.slot * PARTS + i) * 2 + 1]);
  }

  private isNull(i: number): boolean {
    const text = this.texts[i];
    if (text !== undefined) return text === NULL;
    const { bytes, at } = this.read!;
    const from = at[(this.slot * PARTS + i) * 2]!;
    return at[(this.slot * PARTS + i) * 2 + 1]! - from === 4 && bytes[from] === 110; // "null"
  }

  private json<T>(i: number): T {
    if (!(i in this.decoded)) this.decoded[i] = JSON.parse(this.text(i));
    return this.decoded[i] as T;
  }
}

/** What the pass asks of the cache: a file's entry for its bytes, and a new one kept. */
export interface OutcomeCache {
  /** How files are known to be unchanged. */
  readonly strategy: CacheStrategy;
  get(absolutePath: string, state: FileState): StoredFile | undefined;
  /** Keeps a file's outcome (complete, no crash, not fixed) for its bytes; `watch`: see StoredToolHead.w. */
  set(absolutePath: string, outcome: FileOutcome, state: Required<FileState>, watch: readonly string[]): void;
}

/** What a run's stages after the pass ask of the cache (one config group's view of it). */
export interface GroupCache extends OutcomeCache {
  /** The entry of a file as an earlier run left it (under this group), when this run did not answer from it: replaced, or not asked for. */
  previous(absolutePath: string): StoredFile | undefined;
  /** The entry of a file this run: a hit, or the outcome just kept. */
  current(absolutePath: string): StoredFile | undefined;
  /** The order of the files of the group's last run. */
  readonly record: RunRecord | undefined;
  /**
   * Keeps what the stages after the pass made of a file, in its current entry. A file this run has no
   * entry for (not kept: cut short, a rule crashed, fixed) makes its entry from an earlier run lose
   * its run id: its catalog findings are not this run's.
   */
  keepResults(absolutePath: string, results: FileResults): void;
  /** Records this run's files in order (`undefined`: forget the group's record, its catalog parts are not to be trusted). */
  setRecord(record: RunRecord | undefined): void;
  /**
   * Keeps what a reporter rendered of a file's final result this run (RenderedResult), in its current
   * entry. Only for a result the entry's final parts give back as it is: one the run took from the
   * entry, or one whose final parts the run has just kept.
   */
  keepRendered(absolutePath: string, key: string, text: string): void;
  /** What a reporter rendered of a file's final result under `key`, as its current entry keeps it (counted in LintCache.renderings). */
  rendered(absolutePath: string, key: string): string | undefined;
}

/**
 * What reporters render of a file's final result, kept in its current entry (RenderedResult). Only for
 * a result the entry's final parts give back as it is (GroupCache.keepRendered).
 */
export class KeptRendering implements RenderedResult {
  constructor(
    private readonly cache: GroupCache,
    private readonly absolutePath: string,
  ) {}

  get(key: string): string | undefined {
    return this.cache.rendered(this.absolutePath, key);
  }

  keep(key: string, text: string): void {
    this.cache.keepRendered(this.absolutePath, key, text);
  }
}

/** The checksum of the cache's text as it is written or read, named by its algorithm (crc32 where Node has it, else SHA-1). */
class Checksum {
  private value = 0;
  private readonly hash;

  private constructor(readonly algorithm: 'crc32' | 'sha1') {
    this.hash = algorithm === 'sha1' ? createHash('sha1') : undefined;
  }

  /** A checksum of `algorithm` (default: the fastest this Node has), or undefined when this Node cannot compute it. */
  static of(algorithm: string = crc32 ? 'crc32' : 'sha1'): Checksum | undefined {
    if (algorithm === 'crc32') return crc32 ? new Checksum('crc32') : undefined;
    return algorithm === 'sha1' ? new Checksum('sha1') : undefined;
  }

  update(bytes: Uint8Array): void {
    if (this.hash) this.hash.update(bytes);
    else this.value = crc32!(bytes, this.value);
  }

  digest(): string {
    return `${this.algorithm}:${this.hash ? this.hash.digest('hex') : this.value.toString(16).padStart(8, '0')}`;
  }
}

/** zlib.crc32 (Node 20.15 and newer). */
const crc32 = (zlib as unknown as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

const HEADER = /^\{"format":(\d+),"key":"([^"\\]*)","(?:runs|files)":/;
const TRAILER = /^\},"sum":"((crc32|sha1):[0-9a-f]+)"\}$/;

export class LintCache {
  private entries = new Map<string, Entry>();
  private runs = new Map<string, RunRecord>();
  /** Entries this run replaced, by group then file: the catalog stage compares a changed file with what it was. */
  private readonly replaced = new Map<string, Map<string, Entry>>();
  private dirty = false;
  /** Files of this run that were linted (not skipped), as far as the cache saw them: save() never writes over one. */
  private readonly inputs = new Set<string>();
  /** The file there is a tooldoc cache (of any version or key): not a descriptor, so never an input. */
  private isCache = false;
  /** How many files' rendered results reports took from the cache this run (`reused`), and how many they gave it (`kept`). */
  readonly renderings = { reused: 0, kept: 0 };
  /** Whether `check` found the cache file to be none of the run's inputs. */
  private checked = false;

  constructor(private readonly options: CacheOptions) {
    try {
      this.read(readFileSync(options.file));
    } catch {
      // missing, unreadable or damaged: start afresh
      this.entries = new Map();
      this.runs = new Map();
      this.dirty = true;
    }
  }

  private read(buf: Buffer): void {
    const lineEnd = (from: number) => {
      const i = buf.indexOf(10, from);
      return i < 0 ? buf.length : i;
    };
    let end = lineEnd(0);
    const header = HEADER.exec(buf.toString('latin1', 0, Math.min(end, 512)));
    this.isCache = Boolean(header);
    if (!header || Number(header[1]) !== CACHE_FORMAT || header[2] !== this.options.key) throw new Error('another cache');
    if (buf.toString('latin1', 0, end) !== headerLine(this.options.key)) throw new Error('damaged');
    // The last line is the checksum of everything before it.
    const body = buf[buf.length - 1] === 10 ? buf.length - 1 : buf.length;
    const trailerStart = buf.lastIndexOf(10, body - 1) + 1;
    const trailer = TRAILER.exec(buf.toString('latin1', trailerStart, body));
    const sum = trailer ? Checksum.of(trailer[2]) : undefined;
    sum?.update(buf.subarray(0, trailerStart));
    if (!sum || sum.digest() !== trailer![1]) throw new Error('damaged');
    // The group records, one a line, up to the line that opens the files.
    let at = end + 1;
    for (;;) {
      end = lineEnd(at);
      if (at >= trailerStart) throw new Error('damaged');
      const line = buf.toString('utf8', at, end);
      at = end + 1;
      if (line === FILES_LINE) break;
      const [group, record] = Object.entries(JSON.parse(`{${line.endsWith(',') ? line.slice(0, -1) : line}}`) as Record<string, RunRecord>)[0]!;
      this.runs.set(group, record);
    }
    // The files, one a line: "path":[head,<tab>run,<tab>…]. Where each part is, in one array for all.
    const lines: number[] = [];
    for (let i = at; i < trailerStart; i = lineEnd(i) + 1) lines.push(i);
    const read: Read = { bytes: buf, lines: Int32Array.from(lines), at: new Int32Array(lines.length * PARTS * 2) };
    lines.forEach((lineStart, slot) => {
      end = lineEnd(lineStart);
      const close = endOfString(buf, lineStart);
      const file = JSON.parse(buf.toString('utf8', lineStart, close + 1)) as string;
      let start = close + 3; // past `":[`
      const o = slot * PARTS * 2;
      for (let i = 0; i < PARTS - 1; i++) {
        const tab = buf.indexOf(9, start);
        if (tab < 0 || tab > end) throw new Error('damaged');
        read.at[o + i * 2] = start;
        read.at[o + i * 2 + 1] = tab - 1; // before `,`
        start = tab + 1;
      }
      read.at[o + (PARTS - 1) * 2] = start;
      read.at[o + (PARTS - 1) * 2 + 1] = buf[end - 1] === 44 ? end - 2 : end - 1; // before `]` or `],`
      const head = JSON.parse(buf.toString('utf8', read.at[o + HEAD * 2], read.at[o + HEAD * 2 + 1])) as StoredHead;
      this.entries.set(file, new Entry(file, head, [], read, slot));
    });
  }

  /**
   * The cache as one config group of a run sees it (the project API lints each config's files as a
   * run of its own, src/api/tooldoc.ts): an entry is for one group (`group`, the hash of everything
   * its config decides). A file whose config changed is linted again; a file has one entry, that of
   * the last group that linted it. `name` tells apart groups whose configs decide the same (two
   * packages with the same config): each has its own record of its last run.
   */
  forGroup(group: string, name = '', strategy: CacheStrategy = this.options.strategy ?? 'content'): GroupCache {
    const recordKey = name ? `${group} ${name}` : group;
    const replaced = this.replaced.get(group) ?? new Map<string, Entry>();
    this.replaced.set(group, replaced);
    const runs = this.runs;
    const mine = (e: Entry | undefined) => (e?.head.g === group ? e : undefined);
    // The files whose entry is this run's (a hit, or an outcome kept): the others' entries are as an earlier run left them.
    const seen = new Set<string>();
    return {
      strategy,
      get: (absolutePath, state) => {
        const e = mine(this.entries.get(absolutePath));
        if (!e || (strategy === 'metadata' ? e.head.m !== state.stamp : e.head.h !== state.hash)) return undefined;
        if (e.head.s !== 'skipped') this.inputs.add(absolutePath);
        seen.add(absolutePath);
        return e;
      },
      set: (absolutePath, outcome, state, watch) => {
        const before = mine(this.entries.get(absolutePath));
        if (before && !seen.has(absolutePath)) replaced.set(absolutePath, before);
        this.entries.set(absolutePath, entryOf(absolutePath, group, outcome, state, watch));
        seen.add(absolutePath);
        this.dirty = true;
        if (outcome.status !== 'skipped') this.inputs.add(absolutePath);
      },
      previous: (absolutePath) => replaced.get(absolutePath) ?? (seen.has(absolutePath) ? undefined : mine(this.entries.get(absolutePath))),
      current: (absolutePath) => (seen.has(absolutePath) ? mine(this.entries.get(absolutePath)) : undefined),
      get record() {
        return runs.get(recordKey);
      },
      keepResults: (absolutePath, results) => {
        const e = mine(this.entries.get(absolutePath));
        if (!e) return;
        if (!seen.has(absolutePath)) {
          if (e.run === undefined) return;
          results = { run: undefined, catalog: KEEP, final: KEEP, diagnostics: KEEP };
        } else if (e.holds(results)) return;
        this.entries.set(absolutePath, e.withResults(results));
        this.dirty = true;
      },
      keepRendered: (absolutePath, key, text) => {
        const e = seen.has(absolutePath) ? mine(this.entries.get(absolutePath)) : undefined;
        if (!e || e.rendered(key) === text) return;
        this.entries.set(absolutePath, e.withRendered(key, text));
        this.renderings.kept++;
        this.dirty = true;
      },
      rendered: (absolutePath, key) => {
        const text = seen.has(absolutePath) ? mine(this.entries.get(absolutePath))?.rendered(key) : undefined;
        if (text !== undefined) this.renderings.reused++;
        return text;
      },
      setRecord: (record) => {
        const before = this.runs.get(recordKey);
        if (record === before || (record && before && JSON.stringify(record) === JSON.stringify(before))) return;
        if (record) this.runs.set(recordKey, record);
        else this.runs.delete(recordKey);
        this.dirty = true;
      },
    };
  }

  /** Whether the run changed anything in the cache (save() writes it only then). */
  get changed(): boolean {
    return this.dirty;
  }

  /**
   * Throws the UsageError `save` would (the cache file is one of the run's inputs), for a run that
   * saves its cache later (after its reports): refused before anything is written.
   */
  check(inputs: Iterable<string> = []): void {
    if (this.checked) return;
    if (!this.isCache) refuseInput(this.options.file, [...this.inputs, ...inputs]);
    this.checked = true;
  }

  /**
   * Writes the cache atomically (a temporary file renamed over it), piece by piece; a failure is
   * reported, not fatal. A cache file that is one of the run's inputs is never written: that is a
   * UsageError (exit 2), thrown before anything is written. `inputs` are the absolute paths of the
   * files the run linted (not the skipped ones); the files the cache itself stored or answered for
   * are checked in any case.
   */
  save(inputs: Iterable<string> = []): string | undefined {
    this.check(inputs);
    if (!this.dirty) return undefined;
    const tmp = `${this.options.file}.${process.pid}.tmp`;
    try {
      makeParentDir(this.options.file);
      // The old file (already read, and about to be replaced) is moved aside and written over, not
      // replaced by a new one: writing over its blocks is several times faster than freeing them and
      // allocating new ones (openOverwrite). Another run finds no cache meanwhile, never half of one.
      // A file with another name (a hard link) is left as it is and replaced, as before.
      const old = lstatSync(this.options.file, { throwIfNoEntry: false });
      if (old?.isFile() && old.nlink === 1) renameSync(this.options.file, tmp);
      writeCache(tmp, this.options.key, this.runs, this.entries);
      renameSync(tmp, this.options.file);
      return undefined;
    } catch (err) {
      rmSync(tmp, { force: true });
      return `Could not write the cache ${this.options.file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`;
    }
  }
}

const SEPARATOR = ',\t';
const headerLine = (key: string) => `{"format":${CACHE_FORMAT},"key":${JSON.stringify(key)},"runs":{`;
const FILES_LINE = '},"files":{';

/** The index of the quote that ends the JSON string starting at `at` (a line's key). */
function endOfString(buf: Buffer, at: number): number {
  let i = at;
  for (;;) {
    i = buf.indexOf(34, i + 1);
    if (i < 0) throw new Error('damaged');
    let slashes = 0;
    while (buf[i - 1 - slashes] === 92) slashes++;
    if (slashes % 2 === 0) return i;
  }
}

/** A new entry from a file's outcome: its findings without the run's tool indices. */
function entryOf(absolutePath: string, group: string, outcome: FileOutcome, state: Required<FileState>, watch: readonly string[]): Entry {
  const head: StoredHead = {
    g: group,
    h: state.hash,
    m: state.stamp,
    p: outcome.path,
    s: outcome.status,
    ...(outcome.reason !== undefined ? { r: outcome.reason } : {}),
    ...(outcome.kind ? { k: outcome.kind } : {}),
    t: outcome.tools.map((t) => {
      const w: Record<string, string> = {};
      for (const field of watch) if (typeof t.view[field] === 'string') w[field] = t.view[field];
      return { n: t.name, d: t.doc, b: t.basePath, f: t.inputFormat, r: t.range, ...(t.gaps?.length ? { g: t.gaps } : {}), ...(Object.keys(w).length ? { w } : {}) };
    }),
    c: outcome.tools.reduce((n, t) => n + t.findings.length, 0),
  };
  const tools: StoredToolData[] = outcome.tools.map((t) => ({ v: t.view, f: t.fields, ...(t.skipped?.length ? { s: t.skipped } : {}) }));
  // A tool's place in the catalog (toolIndex) belongs to the run, not to the file.
  const findings: StoredFindings = { f: outcome.findings, t: outcome.tools.map((t) => t.findings.map(({ toolIndex: _i, ...d }) => d)), ...(outcome.suppressions ? { x: outcome.suppressions } : {}) };
  return new Entry(absolutePath, head, [JSON.stringify(head), NULL, part(JSON.stringify(tools)), part(JSON.stringify(findings)), NULL, NULL, NULL, NULL]);
}

/** Writes the cache file: the header, the group records, a line per file, and the checksum of all of it. */
function writeCache(file: string, key: string, runs: ReadonlyMap<string, RunRecord>, entries: ReadonlyMap<string, Entry>): void {
  let fd: number;
  try {
    fd = openOverwrite(file);
  } catch {
    // The old file, moved aside, cannot be written over (it was read-only): a new one takes its place.
    rmSync(file, { force: true });
    fd = openOverwrite(file);
  }
  const out = new Writer(fd);
  try {
    out.put(headerLine(key) + '\n');
    let n = 0;
    for (const [group, record] of runs) out.put(`${JSON.stringify(group)}:${JSON.stringify(record)}${++n < runs.size ? ',' : ''}\n`);
    out.put(FILES_LINE + '\n');
    // Entries unchanged since they were read, one after another in the file, are written as one piece of it.
    let span: { read: Read; from: number; to: number } | undefined;
    const close = (last: boolean) => {
      if (!span) return;
      const { read, from, to } = span;
      out.put(read.bytes.subarray(read.lines[from], read.at[(to * PARTS + PARTS - 1) * 2 + 1]));
      out.put(last ? ']\n' : '],\n');
      span = undefined;
    };
    n = 0;
    for (const e of entries.values()) {
      const last = ++n === entries.size;
      const same = e.unchanged();
      if (same && span && same.read === span.read && same.slot === span.to + 1) span.to = same.slot;
      else {
        close(false);
        if (same) span = { read: same.read, from: same.slot, to: same.slot };
        else {
          for (const p of e.line()) out.put(p);
          out.put(last ? ']\n' : '],\n');
        }
      }
      if (last) close(true);
    }
    out.flush();
    out.put(`},"sum":${JSON.stringify(out.sum.digest())}}\n`, false);
    out.flush();
  } finally {
    try {
      endOverwrite(out.fd, out.length);
    } finally {
      closeSync(out.fd);
    }
  }
}

/** Writes pieces to a file a batch at a time (no copy into one buffer), and sums what it writes. */
class Writer {
  readonly sum = Checksum.of()!;
  private pending: Uint8Array[] = [];
  private size = 0;
  /** The bytes written so far. */
  length = 0;

  constructor(readonly fd: number) {}

  /** The bytes of the last few short strings written (separators, the run's id: written once a line). */
  private readonly short = new Map<string, Buffer>();

  put(piece: string | Uint8Array, summed = true): void {
    const bytes = typeof piece !== 'string' ? piece : piece.length > 64 ? Buffer.from(piece, 'utf8') : this.bytesOf(piece);
    if (summed) this.sum.update(bytes);
    this.pending.push(bytes);
    this.size += bytes.length;
    if (this.pending.length >= 512 || this.size >= 1 << 22) this.flush();
  }

  private bytesOf(text: string): Buffer {
    let bytes = this.short.get(text);
    if (!bytes) {
      if (this.short.size > 64) this.short.clear();
      this.short.set(text, (bytes = Buffer.from(text, 'utf8')));
    }
    return bytes;
  }

  flush(): void {
    let pieces = this.pending;
    this.pending = [];
    this.size = 0;
    while (pieces.length) {
      let written = writevSync(this.fd, pieces);
      this.length += written;
      // A write may stop short: what it did not write is written next.
      let i = 0;
      while (i < pieces.length && written >= pieces[i]!.length) written -= pieces[i++]!.length;
      pieces = pieces.slice(i);
      if (written && pieces.length) pieces[0] = pieces[0]!.subarray(written);
    }
  }
}

/** Throws a UsageError when the cache file `file` is one of `inputs` (or a link to one). */
export function refuseInput(file: string, inputs: Iterable<string>): void {
  const input = inputAt(file, inputs);
  if (input === undefined) return;
  const shown = displayPath(file, process.cwd());
  const same = path.resolve(file) === input;
  throw new UsageError(
    `Refusing to write the cache to ${shown}: it is ${same ? 'one of the files being linted' : `the same file as ${displayPath(input, process.cwd())}, which is being linted`}; give --cache-location another file.`,
  );
}
