/**
 * The per-file pass in worker threads, when a run has enough work to pay for starting them (each
 * worker loads tooldoc and the configuration again: about 0.2 s). A worker sends back each file's
 * outcome; the run takes them in file order, as they arrive, so a parallel run reports exactly what
 * a serial one does. If a worker fails to start or dies, the files it did not finish are linted in
 * the main thread instead.
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FoundFile } from '../files.js';
import { heapMade } from './heap.js';
import type { ReadOutcome } from './read.js';

export interface ParallelOptions {
  /** Worker threads to use, or 'auto' (one per core, when the run is large enough). */
  workers: number | 'auto';
  /**
   * How a worker rebuilds the linter's configuration (rules, plugins, settings), which holds
   * functions and cannot be sent: an ES module URL exporting `workerLintOptions(data)`, and its data.
   */
  setup: { module: string; data: unknown };
  /** With 'auto', run in parallel only above this many bytes of input (default 1.5 MiB). */
  minBytes?: number;
}

/**
 * A worker's old-generation heap, in MiB. A worker keeps little between files (rules, compiled
 * schemas), and without a cap V8 lets each worker's garbage grow as if it were alone. Measured on
 * 10,000 tools (2 cores, alternating runs): 256 MiB took the peak from about 365 to 320 MiB (one
 * tool per file) and from 450 to 335 MiB (50 per file), within the noise in time; 128 MiB saved no
 * more and cost 12–17 % in time (garbage collection). Files larger than WORKER_FILE_BYTES
 * stay in the main thread, which has the process's own, larger heap; should a file still be too much
 * for a worker, the worker stops and the main thread lints its unfinished files.
 */
const WORKER_HEAP_MB = 256;
/**
 * A worker's young generation. V8's default lets each worker's nursery grow to 48 MiB; a worker
 * holds one file at a time, so a small one keeps its garbage as short-lived as before. 16 MiB took
 * 40–50 MiB off the peak of 10,000 tools; 8 MiB (2026-11-24, alternating runs) another 10–20 MiB on
 * one-tool files (240–256 against 258–266 MiB) and nothing on 50 tools per file, the same CPU time
 * either way; 4 MiB saved 5–10 MiB more but cost time (more scavenges).
 */
const WORKER_YOUNG_MB = 8;
const WORKER_FILE_BYTES = 2 * 1048576;

/**
 * Files sent to a worker in one message: up to 16, and no more than about 64 KiB of them. A batch
 * of small files costs one message, not one each (for files of a few hundred bytes the messages
 * cost as much as linting them); a bound in bytes keeps a batch of large files (16 files of 50
 * tools are over a second of work) from leaving the other threads idle at the end of the pass,
 * while one worker still works through it.
 */
const BATCH = 16;
const BATCH_BYTES = 64 * 1024;

/** The files of a run that worker threads lint, with the main thread as one more hand. */
export interface WorkerPool {
  /** Whether the pool has the file, not yet taken (otherwise the main thread lints it, as without workers). */
  has(index: number): boolean;
  /** Whether the file's outcome has arrived (or the file was left to the main thread). */
  ready(index: number): boolean;
  /**
   * The next file no worker has been sent, taken out of the pool for the main thread to lint while
   * it waits for a worker; undefined when every file has gone to a worker.
   */
  claim(): number | undefined;
  /**
   * The main thread stops linting beside the workers (claim gives nothing from now on), and one
   * more worker takes its place for the files not yet sent.
   */
  stepBack(): void;
  /** The file's outcome (undefined: lint it in the main thread), given once. */
  take(index: number): Promise<ReadOutcome | undefined>;
}

/**
 * Starts workers on the files `wanted` says to (not cached, not too large …), or returns undefined
 * when the run is too small for them.
 */
export function startWorkers(
  found: readonly FoundFile[],
  options: ParallelOptions,
  wanted: (index: number) => boolean,
  maxFileSize: number,
): WorkerPool | undefined {
  const cores = availableParallelism();
  // More threads than cores only add memory (each loads tooldoc again): a request above the core count gets the cores.
  const count = options.workers === 'auto' ? Math.min(cores, 4) : Math.min(options.workers, cores);
  if (count < 2 || found.length < 2) return undefined;
  // The main thread is one of the `count` threads that lint: it takes files from the same queue while
  // it waits for the workers' (see claim), so a run of two starts one worker, not two. A worker
  // is a second copy of tooldoc and its heap; the main thread's would sit idle most of the pass.
  const workers = count - 1;
  const todo: number[] = [];
  /** The size of each file in `todo`, in bytes. */
  const sizes: number[] = [];
  let bytes = 0;
  for (const [i, f] of found.entries()) {
    if (f.skip || f.unreadable) continue; // the main thread answers these without reading them
    let size = 0;
    try {
      size = statSync(f.absolutePath).size;
    } catch {
      continue; // the main thread reports it
    }
    if (size > maxFileSize || size > WORKER_FILE_BYTES || !wanted(i)) continue;
    todo.push(i);
    sizes.push(size);
    bytes += size;
  }
  if (options.workers === 'auto' && bytes < (options.minBytes ?? 1.5 * 1048576)) return undefined;
  if (todo.length < 2) return undefined;

  interface Pending {
    promise: Promise<ReadOutcome | undefined>;
    resolve: (r: ReadOutcome | undefined) => void;
    done: boolean;
    /** Asked for before it was done: let go of once done. */
    taken: boolean;
  }
  const pending = new Map<number, Pending>();
  for (const i of todo) {
    let resolve!: (r: ReadOutcome | undefined) => void;
    const promise = new Promise<ReadOutcome | undefined>((r) => (resolve = r));
    pending.set(i, { promise, resolve, done: false, taken: false });
  }
  let next = 0;
  const settle = (index: number, r: ReadOutcome | undefined) => {
    const p = pending.get(index);
    if (!p || p.done) return;
    p.done = true;
    p.resolve(r);
    // Let go of the outcome once given: a promise kept would keep every file's findings.
    if (p.taken) pending.delete(index);
  };
  // Files not yet sent go to the workers still alive; when none is, to the main thread.
  let live = 0;
  const spawn = () => {
    live++;
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: { setup: options.setup }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
    // The worker's new heap set V8's young-generation growth back: the run's bound is set again.
    worker.once('online', heapMade);
    const mine = new Set<number>();
    let inFlight = 0;
    const send = () => {
      // Two batches in flight per worker hide the message round trip.
      while (inFlight < 2 && next < todo.length) {
        let end = next + 1;
        for (let size = sizes[next]!; end < todo.length && end - next < BATCH && size + sizes[end]! <= BATCH_BYTES; end++) size += sizes[end]!;
        const batch = todo.slice(next, end);
        next = end;
        inFlight++;
        for (const i of batch) mine.add(i);
        worker.postMessage(batch.map((index) => ({ index, found: found[index] })));
      }
      if (!inFlight) void worker.terminate();
    };
    worker.on('message', (m: { ready?: boolean; done?: Array<{ index: number; result?: ReadOutcome }> }) => {
      if (m.ready) return send();
      inFlight--;
      for (const d of m.done ?? []) {
        mine.delete(d.index);
        settle(d.index, d.result);
      }
      send();
    });
    // A worker that fails leaves its files to the main thread; so do files never sent to any worker.
    const giveUp = () => {
      for (const i of mine) settle(i, undefined);
      mine.clear();
    };
    worker.on('error', giveUp);
    worker.on('exit', () => {
      giveUp();
      live--;
      if (!live) for (; next < todo.length; next++) settle(todo[next]!, undefined);
    });
  };
  for (let w = 0; w < Math.min(workers, todo.length); w++) spawn();
  let stepped = false;
  const pool: WorkerPool = {
    has: (index) => pending.has(index) && !pending.get(index)!.taken,
    ready: (index) => pending.get(index)?.done ?? true,
    stepBack: () => {
      if (stepped) return;
      stepped = true;
      if (live && next < todo.length) spawn();
    },
    claim: () => {
      if (stepped || next >= todo.length) return undefined;
      // A large file stays with the workers: while the main thread lints it, their outcomes wait,
      // and its parse outlives the main thread's young collections, adding to the full collections
      // of a heap that holds every catalog view. The main thread steps back instead.
      if (sizes[next]! > BATCH_BYTES) {
        pool.stepBack();
        return undefined;
      }
      const index = todo[next++]!;
      pending.delete(index);
      return index;
    },
    take: (index) => {
      const p = pending.get(index);
      if (!p || p.taken) return Promise.resolve(undefined);
      p.taken = true;
      if (p.done) pending.delete(index);
      return p.promise;
    },
  };
  return pool;
}
