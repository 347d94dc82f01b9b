/**
 * The lint cache (`--cache`), as ESLint's: each file's outcome (src/core/outcome.ts), keyed by the file's
 * content hash, in one JSON file whose key covers everything else a result depends on (tooldoc's
 * version, the rules and their settings, plugins' code, options, working directory). A hit skips
 * parsing and per-tool rules; catalog rules, suppressions, baselines and grading always run, so a
 * cached run gives the same report as an uncached one. A cache that is unreadable, of another
 * version or another key is ignored and rewritten, never trusted.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from './errors.js';
import { displayPath } from '../files/find.js';
import { inputAt, makeParentDir, writeFileChunks } from '../files/write.js';
import { jsonStream, LazyObject, lazyArray, streamed } from '../reporters/json-stream.js';
import type { FileOutcome } from '../core/outcome.js';

/** Bumped whenever what is stored changes shape: a cache of another format is ignored and rewritten. */
export const CACHE_FORMAT = 3;

/** A file's outcome, as the core produced it, and the hash of the content it was produced from. */
export type CachedFile = FileOutcome & { hash: string };

export interface CacheOptions {
  /** Absolute path of the cache file. */
  file: string;
  /** Everything besides file content that results depend on, already hashed or serialised. */
  key: string;
}

/** What a run asks of the cache: a file's outcome for its content, and a new one kept. */
export interface OutcomeCache {
  get(absolutePath: string, hash: string): CachedFile | undefined;
  set(absolutePath: string, entry: CachedFile): void;
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

export function hashKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export class LintCache {
  private entries: Record<string, CachedFile> = {};
  private changed = false;
  /** Files of this run that were linted (not skipped), as far as the cache saw them: save() never writes over one. */
  private readonly inputs = new Set<string>();
  /** The file there is a tooldoc cache (of any version or key): not a descriptor, so never an input. */
  private isCache = false;

  constructor(private readonly options: CacheOptions) {
    try {
      const data = JSON.parse(readFileSync(options.file, 'utf8')) as { format?: number; key?: string; files?: Record<string, CachedFile> };
      this.isCache = typeof data.format === 'number' && typeof data.key === 'string' && Object.keys(data).length === 3;
      if (data.format === CACHE_FORMAT && data.key === options.key && data.files && typeof data.files === 'object') this.entries = data.files;
      else this.changed = true;
    } catch {
      this.changed = true; // missing or unreadable: start afresh
    }
  }

  get(absolutePath: string, hash: string): CachedFile | undefined {
    const e = this.entries[absolutePath];
    if (!e || e.hash !== hash) return undefined;
    if (e.status !== 'skipped') this.inputs.add(absolutePath);
    return e;
  }

  set(absolutePath: string, entry: CachedFile): void {
    this.entries[absolutePath] = entry;
    this.changed = true;
    if (entry.status !== 'skipped') this.inputs.add(absolutePath);
  }

  /**
   * The cache as one config group of a run sees it (the project API lints each config's files as a
   * run of its own, src/api/tooldoc.ts): the file's key covers what all groups share, and each entry
   * is stored under its content hash joined to `group`, the hash of everything its config decides. A
   * file whose config changed is linted again; the entries of other configs stay, in the same file.
   */
  forGroup(group: string): OutcomeCache {
    const salted = (hash: string) => `${hash}:${group}`;
    return {
      get: (absolutePath, hash) => this.get(absolutePath, salted(hash)),
      set: (absolutePath, entry) => this.set(absolutePath, { ...entry, hash: salted(entry.hash) }),
    };
  }

  delete(absolutePath: string): void {
    if (absolutePath in this.entries) {
      delete this.entries[absolutePath];
      this.changed = true;
    }
  }

  /**
   * Writes the cache atomically (a temporary file renamed over it), piece by piece; a failure is
   * reported, not fatal. A cache file that is one of the run's inputs is never written: that is a
   * UsageError (exit 2), thrown before anything is written. `inputs` are the absolute paths of the
   * files the run linted (not the skipped ones); the files the cache itself stored or answered for
   * are checked in any case.
   */
  save(inputs: Iterable<string> = []): string | undefined {
    if (!this.isCache) refuseInput(this.options.file, [...this.inputs, ...inputs]);
    if (!this.changed) return undefined;
    const tmp = `${this.options.file}.${process.pid}.tmp`;
    try {
      makeParentDir(this.options.file);
      writeFileChunks(tmp, cacheChunks(this.options.key, this.entries));
      renameSync(tmp, this.options.file);
      return undefined;
    } catch (err) {
      rmSync(tmp, { force: true });
      return `Could not write the cache ${this.options.file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`;
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

/** The cache file's text, compact JSON, a file entry (and a finding) at a time: a cache of any size is never one string. */
function cacheChunks(key: string, entries: Record<string, CachedFile>): Iterable<string> {
  const files = new LazyObject(function* () {
    for (const [file, e] of Object.entries(entries)) {
      // A tool's place in the catalog (toolIndex) belongs to the run, not to the file.
      const tools = lazyArray(e.tools, (t) => ({ ...t, findings: t.findings.map(({ toolIndex: _i, ...d }) => d) }));
      yield [file, streamed({ ...e, findings: lazyArray(e.findings, (d) => d), tools })] as const;
    }
  });
  return jsonStream(new LazyObject(() => [['format', CACHE_FORMAT], ['key', key], ['files', files]]), 0, '');
}
