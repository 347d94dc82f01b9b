/**
 * Where file outcomes come from: the cache (a file whose content has not changed), a worker thread
 * (a large run), or the core in this thread. Outcomes are handed over in file order, each as soon as
 * it is ready, so later stages never wait for the whole pass and never see which source answered.
 */
import { readFileSync, statSync } from 'node:fs';
import { decode } from '../parse/source.js';
import { hashBytes, type LintCache } from '../cache.js';
import type { Linter } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import type { FoundFile } from '../files.js';
import type { FileResult, SourceFile } from '../types.js';
import { freeYoungGeneration, heapGrew, heapIsLarge } from './heap.js';
import { readOutcome, type ReadOutcome } from './read.js';
import { startWorkers, type ParallelOptions } from './workers.js';

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

export async function* outcomes(
  found: readonly FoundFile[],
  linter: Linter,
  sources: { cache?: LintCache; parallel?: ParallelOptions },
): AsyncGenerator<SourcedOutcome> {
  const { cache } = sources;
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
  if (cache && sources.parallel) for (let i = 0; i < found.length; i++) readForCache(i);
  const hit = (i: number) => {
    const hash = hashes.get(i);
    return hash ? cache!.get(found[i]!.absolutePath, hash) : undefined;
  };
  const pool = sources.parallel ? startWorkers(found, sources.parallel, (i) => !hit(i), linter.limits.maxFileSize) : undefined;
  // Without workers this thread lints every file: its young generation may grow (src/run/heap.ts).
  if (!pool) freeYoungGeneration();
  const ahead = new Map<number, ReadOutcome>();
  for (const [i, f] of found.entries()) {
    const bytes = cache && !hashes.has(i) ? readForCache(i) : undefined;
    const cached = hit(i);
    if (cached) {
      yield { found: f, outcome: cached, readText: textReader(f.absolutePath) };
      continue;
    }
    let r = ahead.get(i);
    ahead.delete(i);
    if (!r && pool?.has(i)) {
      // While a worker has this file, the main thread lints the next file no worker has been sent,
      // a file at a time, letting the workers' messages in between. What it lints ahead of its turn
      // waits here: no more than the files of the batches the workers have in flight.
      while (!pool.ready(i)) {
        // Once its heap is large (src/run/heap.ts), the garbage of the files it lints makes V8
        // collect that whole heap again and again: a worker takes its place. On 100,000 one-tool
        // files (about 400 MiB of catalog views; single runs, 2026-11-24), linting here to the end
        // took 107 s against 87 s for two workers; stepping back, 102–115 s against 87–108 s,
        // within the noise of such runs. On 10,000 tools the heap stays under 100 MiB.
        if (heapIsLarge()) pool.stepBack();
        const j = pool.claim();
        if (j === undefined) break;
        ahead.set(j, { outcome: readOutcome(found[j]!, linter).outcome });
        await new Promise(setImmediate);
      }
      r = await pool.take(i);
    }
    r ??= readOutcome(f, linter, bytes);
    const hash = hashes.get(i);
    // A file cut short by the time budget, or on which a rule crashed, is not cached: the next run may do better.
    if (cache && hash && !r.outcome.internalErrors && r.outcome.complete) cache.set(f.absolutePath, { ...r.outcome, hash });
    heapGrew();
    yield { found: f, outcome: r.outcome, readText: textReader(f.absolutePath) };
  }
}
