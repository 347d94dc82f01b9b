/**
 * Baselines: record today's findings, then report only new ones. An entry matches a finding on
 * file, rule, tool and fingerprint: a hash of what the finding is about (see `fingerprint`), never
 * of its line or of the rest of the tool. So lines inserted or removed elsewhere, keys reordered,
 * fields added to the tool or tools reordered in a catalog leave a baseline as it was; changing what
 * a finding is about makes it a new finding. Files are recorded relative to the baseline file, so a
 * run from another folder still matches.
 *
 * Format 1 hashed the value at the finding's path, which for a finding about a missing block was
 * the whole tool. Its entries are read without their fingerprints and matched by file, rule, tool
 * and pointer instead, until the file is rewritten (--prune-baseline, --write-baseline).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../run/errors.js';
import { displayPath } from '../files/display.js';
import { makeParentDir, writeFileChunks } from '../files/write.js';
import { jsonStream, lazyArray, streamed } from '../reporters/json-stream.js';
import type { Diagnostic, JsonPath } from '../types/index.js';
import { groupBy, isObject, toPointer } from '../toolkit/util.js';

export const BASELINE_VERSION = 2;

export interface BaselineEntry {
  /** Relative to the baseline file's folder, with forward slashes. */
  file: string;
  ruleId: string;
  tool: string;
  /**
   * RFC 6901 pointer into the document where the finding was: for people, and matched on only by an
   * entry without a fingerprint (one read from a format-1 baseline).
   */
  pointer: string;
  /** What the finding is about, hashed (see `fingerprint`); absent in an entry read from a format-1 baseline. */
  fingerprint?: string;
  /** The message when recorded (for people; not matched on). */
  message: string;
}

export interface BaselineOptions {
  /** Absolute path of the baseline file. */
  file: string;
  /** Entries read from it (empty when writing a new one). */
  entries: BaselineEntry[];
  /** Record this run's findings (replacing the entries of the files linted) before applying. */
  write?: boolean;
  /**
   * Rules whose findings the baseline may not hide (config `unsuppressible`): a baseline is a file
   * anyone can change in a pull request, so it gets no more say over them than an inline directive.
   * Their findings are not recorded, and an entry that matches one is refused, not stale.
   */
  isUnsuppressible?: (ruleId: string) => boolean;
}

export interface BaselineOutcome {
  file: string;
  /** Findings the baseline matched (marked suppressed, kind "baseline"). */
  matched: number;
  /** Findings an entry matched that stay, their rules being unsuppressible. */
  refused: number;
  /** Entries of linted files that matched nothing: the finding was fixed or changed. */
  stale: BaselineEntry[];
  /** The entries to write back: every entry when recording, or the non-stale ones when pruning. */
  entries: BaselineEntry[];
}

/** JSON with sorted keys, so a value's hash does not depend on key order. */
function stable(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (Array.isArray(v)) return '[' + v.map(stable).join(',') + ']';
  if (isObject(v)) return '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + stable(v[k])).join(',') + '}';
  return JSON.stringify(v) ?? 'null';
}

/** The value at a path in a tool, or undefined when the path does not exist (a missing field). */
export function valueAt(root: unknown, p: JsonPath): unknown {
  let cur = root;
  for (const s of p) {
    if (Array.isArray(cur) && typeof s === 'number') cur = cur[s];
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, s)) cur = cur[String(s)];
    else return undefined;
  }
  return cur;
}

/**
 * A finding's identity within its file, which survives moved lines and edits elsewhere in the tool:
 * the rule, the tool's name, the path in the tool it was reported at, the message's identity (its
 * id and data, not the rendered text, so a reworded message keeps it) and, when that path holds a
 * scalar (a name, a description), the scalar. A mapping or list at the path is not hashed: it holds
 * the other fields of the tool or schema (a finding about a missing block is reported at the tool,
 * and its message id and data say which block), which the finding is not about. Data that names a
 * place (`ReportDescriptor.places`) is not passed here.
 */
export function fingerprint(ruleId: string, tool: string, toolPath: JsonPath, messageId: string, data: Readonly<Record<string, unknown>> | undefined, value?: unknown): string {
  const scalar = value === null || (value !== undefined && typeof value !== 'object') ? stable(value) : '';
  return createHash('sha256')
    .update([ruleId, tool, toPointer(toolPath), messageId, data ? stable(data) : '{}', scalar].join('\u0000'))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Reads a baseline file; a missing or malformed one is a usage error (exit 2). A format-1 file's
 * entries come without their fingerprints (which hashed what format 2 leaves out): they match by
 * place (see BaselineEntry.pointer) until the file is rewritten.
 */
export function readBaseline(file: string, display: string): BaselineEntry[] {
  if (!existsSync(file)) throw new UsageError(`Baseline ${display} not found; create it with --write-baseline ${display}.`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new UsageError(`Baseline ${display} is not valid JSON (${err instanceof Error ? err.message : String(err)}); re-create it with --write-baseline.`);
  }
  if (!isObject(data) || (data.tooldocBaseline !== BASELINE_VERSION && data.tooldocBaseline !== 1) || !Array.isArray(data.entries)) {
    throw new UsageError(`${display} is not a tooldoc baseline (version ${BASELINE_VERSION}); re-create it with --write-baseline.`);
  }
  const legacy = data.tooldocBaseline === 1;
  const entries: BaselineEntry[] = [];
  for (const e of data.entries) {
    if (!isObject(e) || typeof e.file !== 'string' || typeof e.ruleId !== 'string' || typeof e.tool !== 'string' || (e.fingerprint !== undefined && typeof e.fingerprint !== 'string')) {
      throw new UsageError(`Baseline ${display} has a malformed entry (${JSON.stringify(e)?.slice(0, 80)}); re-create it with --write-baseline.`);
    }
    const fingerprint = !legacy && typeof e.fingerprint === 'string' ? e.fingerprint : undefined;
    if (fingerprint === undefined && typeof e.pointer !== 'string') {
      throw new UsageError(`Baseline ${display} has an entry with neither a fingerprint nor a pointer (${JSON.stringify(e).slice(0, 80)}); re-create it with --write-baseline.`);
    }
    entries.push({
      file: e.file,
      ruleId: e.ruleId,
      tool: e.tool,
      pointer: typeof e.pointer === 'string' ? e.pointer : '',
      ...(fingerprint !== undefined ? { fingerprint } : {}),
      message: typeof e.message === 'string' ? e.message : '',
    });
  }
  return entries;
}

/** How many of a baseline's entries have no fingerprint (read from a format-1 file): they match by place until it is rewritten. */
export function entriesByPlace(entries: readonly BaselineEntry[]): number {
  return entries.reduce((n, e) => n + (e.fingerprint === undefined ? 1 : 0), 0);
}

export function serializeBaseline(entries: readonly BaselineEntry[]): string {
  let text = '';
  for (const chunk of baselineChunks(entries)) text += chunk;
  return text;
}

/** The baseline file's text (JSON, entries sorted), piece by piece: a baseline of any size is never one string. */
export function* baselineChunks(entries: readonly BaselineEntry[]): Generator<string> {
  const sorted = [...entries].sort((a, b) => cmp(a.file, b.file) || cmp(a.tool, b.tool) || cmp(a.ruleId, b.ruleId) || cmp(a.pointer, b.pointer) || cmp(a.fingerprint ?? '', b.fingerprint ?? ''));
  yield* jsonStream(streamed({ tooldocBaseline: BASELINE_VERSION, entries: lazyArray(sorted, (e) => e) }));
  yield '\n';
}

/**
 * Writes the baseline recorded (--write-baseline) or pruned (--prune-baseline) by a run, piece by
 * piece, creating its folder; returns the line for stderr. A file that cannot be written is a
 * UsageError (exit 2). Check the target against the run's inputs first (prepareOutputs).
 */
export function saveBaselineFile(target: string, entries: readonly BaselineEntry[], cwd: string, pruned?: { stale: number }): string {
  const file = path.resolve(cwd, target);
  try {
    makeParentDir(file);
    writeFileChunks(file, baselineChunks(entries));
  } catch (err) {
    throw new UsageError(`Could not write the baseline ${target}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
  }
  const shown = displayPath(file, cwd);
  if (!pruned) return `tooldoc: wrote ${entries.length} finding${entries.length === 1 ? '' : 's'} to baseline ${shown}.`;
  return `tooldoc: pruned ${pruned.stale} stale entr${pruned.stale === 1 ? 'y' : 'ies'} from baseline ${shown}.`;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const keyOf = (e: { file: string; ruleId: string; tool: string; fingerprint: string }) => [e.file, e.ruleId, e.tool, e.fingerprint].join('\u0000');
/** The key an entry without a fingerprint (format 1) matches by: its place. */
const placeOf = (e: { file: string; ruleId: string; tool: string; pointer: string }) => [e.file, e.ruleId, e.tool, e.pointer].join('\u0000');

/**
 * Applies a baseline to every diagnostic of a run: recorded findings are marked suppressed (kind
 * "baseline"); entries of the linted files that matched nothing are stale. Only rule findings on
 * tools are baselined, never the core's findings about files (a parse error stays an error).
 */
export function applyBaseline(
  diagnostics: readonly Diagnostic[],
  lintedFiles: readonly string[],
  options: BaselineOptions,
  cwd: string,
  coreIds: ReadonlySet<string>,
): BaselineOutcome {
  const matcher = new BaselineMatcher(lintedFiles, options, cwd, coreIds);
  matcher.match(diagnostics);
  return matcher.finish();
}

/**
 * applyBaseline a file at a time: a run gives it each file's findings in turn (in the run's order,
 * which decides which of two equal entries matches), then asks for the outcome.
 */
export class BaselineMatcher {
  /** The files linted so far (relative to the baseline's folder): their entries are replaced when recording, and may be stale. */
  private readonly linted = new Set<string>();
  private readonly pool: Map<string, BaselineEntry[]>;
  /** Entries without a fingerprint (read from a format-1 baseline), by place: a finding its own entry does not match may match one of these. */
  private readonly byPlace: Map<string, BaselineEntry[]>;
  /** Entries matched by place, with the fingerprint of the finding they matched: what a pruned baseline writes instead. */
  private readonly upgraded = new Map<BaselineEntry, BaselineEntry>();
  /** With `write`: this run's entries (those of files it did not lint are kept before them). */
  private readonly fresh: BaselineEntry[] = [];
  private readonly relative = new Map<string, string>();
  private readonly justification: string;
  private matched = 0;
  private refused = 0;

  /**
   * One matcher may serve several runs (the project API's config groups, src/api/tooldoc.ts): each
   * adds the files it linted (`addLinted`) before it matches their findings; `finish` once, after all.
   */
  constructor(
    lintedFiles: readonly string[],
    private readonly options: BaselineOptions,
    private readonly cwd: string,
    private readonly coreIds: ReadonlySet<string>,
  ) {
    this.addLinted(lintedFiles);
    this.justification = `In baseline ${path.basename(options.file)}`;
    // An entry matches only a finding of its own file: when recording, the entries of other files
    // (kept as they are) never match, so the pool holds this run's alone.
    const entries = options.write ? [] : options.entries;
    this.pool = groupBy(
      entries.filter((e) => e.fingerprint !== undefined),
      (e) => keyOf(e as BaselineEntry & { fingerprint: string }),
    );
    this.byPlace = groupBy(
      entries.filter((e) => e.fingerprint === undefined),
      placeOf,
    );
  }

  /** Files (as the run names them) that were linted: their entries are this run's business. */
  addLinted(files: readonly string[]): void {
    for (const f of files) this.linted.add(this.rel(f));
  }

  /** The path of a file relative to the baseline's folder, with forward slashes. */
  private rel(file: string): string {
    let r = this.relative.get(file);
    if (r === undefined) {
      r = path.relative(path.dirname(this.options.file), path.resolve(this.cwd, file)).split(path.sep).join('/');
      this.relative.set(file, r);
    }
    return r;
  }

  match(diagnostics: readonly Diagnostic[]): void {
    for (const d of diagnostics) {
      if (d.suppressed || !d.fingerprint || d.tool === undefined || this.coreIds.has(d.ruleId)) continue;
      const file = this.rel(d.file);
      const own = { file, ruleId: d.ruleId, tool: d.tool, pointer: d.pointer, fingerprint: d.fingerprint, message: d.message };
      const key = keyOf(own);
      if (this.options.isUnsuppressible?.(d.ruleId)) {
        // Never recorded; an entry for it (written before the rule was made unsuppressible, or
        // added by hand) is used up, so it is not called stale while the finding is still there.
        if (this.pool.get(key)?.pop() ?? this.byPlace.get(placeOf(own))?.pop()) this.refused++;
        continue;
      }
      if (this.options.write) {
        // Recording: the finding's own entry, which it then matches.
        this.fresh.push(own);
        const list = this.pool.get(key);
        if (list) list.push(own);
        else this.pool.set(key, [own]);
      }
      let entry = this.pool.get(key)?.pop();
      if (!entry) {
        entry = this.byPlace.get(placeOf(own))?.pop();
        if (entry) this.upgraded.set(entry, own);
      }
      if (!entry) continue;
      d.suppressed = { kind: 'baseline', justification: this.justification };
      this.matched++;
    }
  }

  finish(): BaselineOutcome {
    const entries = this.options.write ? [...this.options.entries.filter((e) => !this.linted.has(e.file)), ...this.fresh] : this.options.entries;
    const leftover = new Set<BaselineEntry>();
    for (const list of [...this.pool.values(), ...this.byPlace.values()]) for (const e of list) leftover.add(e);
    const stale = entries.filter((e) => leftover.has(e) && this.linted.has(e.file));
    const staleSet = new Set(stale);
    // Pruning rewrites the file in the current format: an entry matched by place gets its finding's fingerprint.
    const kept = this.options.write ? entries : entries.filter((e) => !staleSet.has(e)).map((e) => this.upgraded.get(e) ?? e);
    return { file: this.options.file, matched: this.matched, refused: this.refused, stale, entries: kept };
  }
}
