/**
 * Where file outcomes come from: the cache (a file whose content has not changed), a worker thread
 * (a large run), or the core in this thread. Outcomes are handed over in file order, each as soon as
 * it is ready, so later stages never wait for the whole pass and never see which source answered.
 */
import { readFileSync, statSync } from 'node:fs';
import { decode } from '../parse/source.js';
import { hashBytes, type OutcomeCache } from './cache.js';
import type { Linter } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import type { FoundFile } from '../files/find.js';
import type { FileResult, SourceFile } from '../types/index.js';
import { freeYoungGeneration, heapGrew } from './heap.js';
import type { FixOptions } from './fix.js';
import { readOutcome } from './read.js';
import { stoppedOutcome } from './stopped.js';
import { LintWorkers, workerCount, type JobAnswer, type ParallelOptions } from './workers.js';

export interface SourcedOutcome {
  found: FoundFile;
  outcome: FileOutcome;
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

/** Where the per-file pass runs: in this thread, or in worker threads that stop a file past its time. */
export interface OutcomeSources {
  cache?: OutcomeCache;
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
  // Content hashes for the cache. Links out of the working directory and unreadable folders are
  // never read, not even to hash them.
  const hashes = new Map<number, string>();
  const readForCache = (i: number): Buffer | undefined => {
    const f = found[i]!;
    if (f.skip || f.unreadable) return undefined;
    try {
      if (statSync(f.absolutePath).size > linter.limits.maxFileSize) return undefined;
      const bytes = readFileSync(f.absolutePath);
      hashes.set(i, hashBytes(bytes));
      return bytes;
    } catch {
      return undefined; // the file's outcome says what is wrong with it
    }
  };
  // With workers, every hash first, so that they are given only the files the cache cannot answer;
  // without, each file is read once, below, for its hash and its outcome.
  if (cache && workers) for (let i = 0; i < found.length; i++) readForCache(i);
  const hit = (i: number) => {
    const hash = hashes.get(i);
    const cached = hash ? cache!.get(found[i]!.absolutePath, hash) : undefined;
    return fix && cached?.tools.some((t) => t.findings.length) ? undefined : cached;
  };
  // What workers lint: every file the cache does not answer and that cannot be answered without
  // reading it (skipped, unreadable, too large: readOutcome says so here). All are queued at once,
  // and answered in file order.
  const sizes = found.map((f, i) => {
    if (!workers || f.skip || f.unreadable || hit(i)) return -1;
    try {
      const size = statSync(f.absolutePath).size;
      return size <= linter.limits.maxFileSize ? size : -1;
    } catch {
      return -1;
    }
  });
  const answers = new Map<number, Promise<JobAnswer>>();
  if (workers && !ordered) {
    workers.pool.size = workerCount(workers.count, sizes.reduce((a, b) => a + Math.max(0, b), 0), workers.minBytes);
    for (const [i, f] of found.entries()) if (sizes[i]! >= 0) answers.set(i, workers.pool.run({ kind: 'file', found: f, ...(fix ? { fix } : {}) }, { bytes: sizes[i]! }));
  }
  // This thread lints every file: its young generation may grow (src/run/heap.ts).
  if (!workers) freeYoungGeneration();
  for (const [i, f] of found.entries()) {
    const bytes = cache && !hashes.has(i) ? readForCache(i) : undefined;
    const cached = hit(i);
    if (cached) {
      yield { found: f, outcome: cached, readText: textReader(f.absolutePath) };
      continue;
    }
    let outcome: FileOutcome;
    if (workers && sizes[i]! >= 0) {
      // An ordered run sends each file once the one before it has come back.
      const answer = await (answers.get(i) ?? workers.pool.run({ kind: 'file', found: f, ...(fix ? { fix } : {}) }, { bytes: sizes[i]!, ...(ordered ? { state: ordered.state } : {}) }));
      answers.delete(i);
      outcome = 'outcome' in answer ? answer.outcome : stoppedOutcome(f.path, answer.stopped, linter.limits.maxFileTime);
    } else outcome = readOutcome(f, linter, bytes, fix).outcome;
    const hash = hashes.get(i);
    // A file cut short by the time budget, or on which a rule crashed, is not cached: the next run may
    // do better. Nor is one that fixing changed: its outcome is of a text the file does not hold yet.
    if (cache && hash && !outcome.internalErrors && outcome.complete && !outcome.fixed) cache.set(f.absolutePath, { ...outcome, hash });
    heapGrew();
    // A fixed file's positions are those of its fixed text.
    const fixed = outcome.fixed?.output;
    yield { found: f, outcome, readText: fixed !== undefined ? () => fixed : textReader(f.absolutePath) };
  }
}
