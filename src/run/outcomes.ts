/**
 * Where file outcomes come from: the cache (a file that has not changed), a worker thread (a large
 * run), or the core in this thread. Outcomes are handed over in file order, each as soon as it is
 * ready, so later stages never wait for the whole pass. A file the cache answers comes as its entry
 * (`stored`), decoded only as far as the stages after the pass need it.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync, statSync, type Stats } from 'node:fs';
import { decode } from '../parse/source.js';
import { hashBytes, stampOf, type FileState, type OutcomeCache, type StoredFile } from './cache.js';
import type { Linter } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import type { FoundFile } from '../files/find.js';
import type { FileResult, SourceFile } from '../types/index.js';
import type { FixOptions } from './fix.js';
import { readOutcome } from './read.js';
import { stoppedOutcome } from './stopped.js';
import { LintWorkers, workerCount, type JobAnswer, type ParallelOptions } from './workers.js';

export type SourcedOutcome = SourcedFile & ({ outcome: FileOutcome } | { stored: StoredFile });

interface SourcedFile {
  found: FoundFile;
  /**
   * The file's text ('' when it cannot be read as text), read again from the file each time it is
   * asked for: a run does not hold the text of every file, and only a few ever need it (a position
   * the outcome did not keep, the SARIF report's line hashes).
   */
  readText: () => string;
  /** Where positions come from, when the outcome is not a file's (a live server's). */
  source?: SourceFile;
  /** Set when the outcome is a live server's tools/list (see FileResult.server). */
  server?: FileResult['server'];
}

/** The text of a file, read again; '' when it cannot be read or decoded. */
export function textReader(absolutePath: string): () => string {
  return () => {
    try {
      const decoded = decode(readFileSync(absolutePath));
      return 'text' in decoded ? decoded.text : '';
    } catch {
      return '';
    }
  };
}

/**
 * Reads files into one buffer, used again for each: hashing every file of a large run for the cache
 * allocates once, not once per file (the bytes of 10,000 files otherwise come and go as garbage).
 */
class Scratch {
  private buffer = Buffer.allocUnsafe(64 * 1024);

  /**
   * The file's bytes, in the buffer (until the next read), and its stats, taken once it is open and
   * before it is read; `admit` refuses a file by its stats (nothing is read then). One stat of the
   * open file, not one of its path beforehand, and no read past the end the stats gave: a cached run
   * reads every file.
   */
  read(file: string, admit: (stats: Stats) => boolean): { bytes: Buffer; stats: Stats } | undefined {
    const fd = openSync(file, 'r');
    try {
      const stats = fstatSync(fd);
      if (!admit(stats)) return undefined;
      if (this.buffer.length <= stats.size) this.buffer = Buffer.allocUnsafe(stats.size + 1);
      let length = 0;
      for (;;) {
        if (length === this.buffer.length) {
          const larger = Buffer.allocUnsafe(this.buffer.length * 2);
          this.buffer.copy(larger, 0, 0, length);
          this.buffer = larger;
        }
        const asked = this.buffer.length - length;
        const n = readSync(fd, this.buffer, length, asked, null);
        length += n;
        // A short read at or past the size the stats gave is the end (a file that grew since is read to its end).
        if (!n || (n < asked && length >= stats.size)) return { bytes: this.buffer.subarray(0, length), stats };
      }
    } finally {
      closeSync(fd);
    }
  }
}

/** Where the per-file pass runs: in this thread, or in worker threads that stop a file past its time. */
export interface OutcomeSources {
  cache?: OutcomeCache;
  /** The view fields the cache keeps in each entry's head (StoredToolHead.w). */
  watch?: readonly string[];
  /** Lint in these worker threads (src/run/workers.ts), as many as the run's size asks for; without, in this thread. */
  workers?: { pool: LintWorkers; count: ParallelOptions['workers']; minBytes?: number };
  /**
   * Lint the files one after another, in order, in one worker: a run that joins files to live servers
   * (what a sidecar documents decides what a later file lists), given with each job (`state`).
   */
  ordered?: { state: () => unknown };
  /**
   * Fix each file as it is linted (`lint --fix`, `--fix-dry-run`; src/run/fix.ts); the linter (and the
   * workers') must compute fixes. A cached outcome has no fixes: a file whose cached outcome has
   * findings is linted (and fixed) again, as ESLint does, and a file that fixing changed is not cached.
   */
  fix?: FixOptions;
}

export async function* outcomes(found: readonly FoundFile[], linter: Linter, sources: OutcomeSources): AsyncGenerator<SourcedOutcome> {
  const { cache, workers, ordered, fix } = sources;
  // What the cache is asked with: each file's stamp (size and modification time, taken before it is
  // read) and, by the content strategy or to keep a new outcome, its content hash. Links out of the
  // working directory and unreadable folders are never read, not even to hash them.
  const states = new Map<number, FileState & { size: number }>();
  const scratch = new Scratch();
  const admit = (stats: Stats) => stats.size <= linter.limits.maxFileSize;
  // The bytes returned are the scratch buffer's, good until the next file is read.
  const stateOf = (i: number, read: boolean): Buffer | undefined => {
    const f = found[i]!;
    if (f.skip || f.unreadable) return undefined;
    try {
      let state = states.get(i);
      if (!state && read) {
        // Stated and read in one go: its stamp is still taken before it is read.
        const got = scratch.read(f.absolutePath, admit);
        if (!got) return undefined;
        states.set(i, { stamp: stampOf(got.stats), size: got.stats.size, hash: hashBytes(got.bytes) });
        return got.bytes;
      }
      if (!state) {
        const stats = statSync(f.absolutePath);
        if (!admit(stats)) return undefined;
        states.set(i, (state = { stamp: stampOf(stats), size: stats.size }));
      }
      if (!read || state.hash) return undefined;
      const got = scratch.read(f.absolutePath, () => true);
      state.hash = hashBytes(got!.bytes);
      return got!.bytes;
    } catch {
      return undefined; // the file's outcome says what is wrong with it
    }
  };
  const contentStrategy = cache?.strategy !== 'metadata';
  const hits = new Map<number, StoredFile | undefined>();
  const hit = (i: number) => {
    if (hits.has(i)) return hits.get(i);
    const state = states.get(i);
    const stored = state && (state.hash || !contentStrategy) ? cache!.get(found[i]!.absolutePath, state) : undefined;
    // A cached outcome has no fixes: a file with findings is linted (and fixed) again.
    const answer = fix && stored?.head.c ? undefined : stored;
    hits.set(i, answer);
    return answer;
  };
  // What workers lint: every file the cache does not answer and that cannot be answered without
  // reading it (skipped, unreadable, too large: readOutcome says so here). All are queued at once
  // (a run without the cache, or a run in order, sends each when it comes to it), and answered in
  // file order.
  const sizes = new Array<number>(found.length).fill(-1);
  const sizeOf = (i: number) => {
    const f = found[i]!;
    if (f.skip || f.unreadable) return -1;
    try {
      const size = states.get(i)?.size ?? statSync(f.absolutePath).size;
      return size <= linter.limits.maxFileSize ? size : -1;
    } catch {
      return -1;
    }
  };
  const answers = new Map<number, Promise<JobAnswer>>();
  const send = (i: number) => answers.set(i, workers!.pool.run({ kind: 'file', found: found[i]!, ...(fix ? { fix } : {}) }, { bytes: sizes[i]! }));
  if (workers && cache) {
    // Every file is asked of the cache first, and those it cannot answer (each hashed here, to keep
    // its outcome) are sent as they are found: a worker lints a changed file while this thread goes
    // on through the others, and now and then lets the workers' messages in.
    for (let i = 0; i < found.length; i++) {
      // (Also after a run of files the cache answered: a worker that is ready for a changed file
      // found earlier gets it only when this thread lets its message in.)
      if (i % 512 === 511) await new Promise((resolve) => setImmediate(resolve));
      stateOf(i, contentStrategy);
      if (hit(i)) continue;
      stateOf(i, true);
      sizes[i] = sizeOf(i);
      if (sizes[i]! >= 0 && !ordered) send(i);
    }
    if (!ordered) workers.pool.size = workerCount(workers.count, sizes.reduce((a, b) => a + Math.max(0, b), 0), workers.minBytes);
  } else if (workers) {
    for (let i = 0; i < found.length; i++) sizes[i] = sizeOf(i);
    if (!ordered) {
      workers.pool.size = workerCount(workers.count, sizes.reduce((a, b) => a + Math.max(0, b), 0), workers.minBytes);
      for (let i = 0; i < found.length; i++) if (sizes[i]! >= 0) send(i);
    }
  }
  for (const [i, f] of found.entries()) {
    let bytes = cache && !workers ? stateOf(i, contentStrategy) : undefined;
    const stored = cache ? hit(i) : undefined;
    if (stored) {
      yield { found: f, stored, readText: textReader(f.absolutePath) };
      continue;
    }
    if (cache && !workers && !bytes) bytes = stateOf(i, true);
    let outcome: FileOutcome;
    if (workers && sizes[i]! >= 0) {
      // An ordered run sends each file once the one before it has come back.
      const answer = await (answers.get(i) ?? workers.pool.run({ kind: 'file', found: f, ...(fix ? { fix } : {}) }, { bytes: sizes[i]!, ...(ordered ? { state: ordered.state } : {}) }));
      answers.delete(i);
      outcome = 'outcome' in answer ? answer.outcome : stoppedOutcome(f.path, answer.stopped, linter.limits.maxFileTime);
    } else outcome = readOutcome(f, linter, bytes && Buffer.from(bytes), fix).outcome;
    const state = states.get(i);
    // A file cut short by the time budget, or on which a rule crashed, is not cached: the next run may
    // do better. Nor is one that fixing changed: its outcome is of a text the file does not hold yet.
    if (cache && state?.hash && !outcome.internalErrors && outcome.complete && !outcome.fixed) cache.set(f.absolutePath, outcome, { stamp: state.stamp, hash: state.hash }, sources.watch ?? []);
    // A fixed file's positions are those of its fixed text.
    const fixed = outcome.fixed?.output;
    yield { found: f, outcome, readText: fixed !== undefined ? () => fixed : textReader(f.absolutePath) };
  }
}
