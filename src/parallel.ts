/**
 * Runs the per-file pass in worker threads when a run has enough work to pay for starting them
 * (each worker loads tooldoc and the configuration again: about 0.2 s). Results come back in the
 * cache's plain form (see src/cache.ts) and the main thread adds them to the catalog in file order,
 * so a parallel run reports exactly what a serial one does. If a worker fails to start or dies, the
 * files it did not finish are linted in the main thread instead.
 */
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { hashBytes, type CachedFile, type LintCache } from './cache.js';
import type { FileContext } from './engine.js';
import type { FoundFile } from './files.js';

export interface ParallelOptions {
  /** Worker threads to use, or 'auto' (one per core, when the run is large enough). */
  workers: number | 'auto';
  /**
   * How a worker rebuilds the lint options (rules, plugins, settings), which hold functions and
   * cannot be sent: an ES module URL exporting `workerLintOptions(data)`, and its data.
   */
  setup: { module: string; data: unknown };
  /** With 'auto', run in parallel only above this many bytes of input (default 1.5 MiB). */
  minBytes?: number;
}

export interface WorkerResult {
  file: CachedFile;
  text: string;
  internalErrors: number;
  /** The file ran out of its time budget (not to be cached). */
  timedOut?: boolean;
}

/** Files sent to a worker in one message. */
const BATCH = 16;

export async function runParallel(found: FoundFile[], options: ParallelOptions, ctx: FileContext, cache?: LintCache): Promise<Map<number, WorkerResult> | undefined> {
  const cores = availableParallelism();
  // More threads than cores only add memory (each loads tooldoc again): a request above the core count gets the cores.
  const count = options.workers === 'auto' ? Math.min(cores, 4) : Math.min(options.workers, cores);
  if (count < 2 || found.length < 2) return undefined;
  // Files the cache already answers stay in the main thread.
  const todo: number[] = [];
  let bytes = 0;
  for (const [i, f] of found.entries()) {
    if (f.skip || f.unreadable) continue; // the main thread answers these without reading them
    let size = 0;
    try {
      size = statSync(f.absolutePath).size;
    } catch {
      continue; // the main thread reports it
    }
    if (size > ctx.limits.maxFileSize) continue;
    if (cache) {
      try {
        if (cache.get(f.absolutePath, hashBytes(readFileSync(f.absolutePath)))) continue;
      } catch {
        continue;
      }
    }
    todo.push(i);
    bytes += size;
  }
  if (options.workers === 'auto' && bytes < (options.minBytes ?? 1.5 * 1048576)) return undefined;
  if (todo.length < 2) return undefined;

  const results = new Map<number, WorkerResult>();
  let next = 0;
  const workers = Array.from({ length: Math.min(count, todo.length) }, () => new Worker(new URL('./worker.js', import.meta.url), { workerData: { setup: options.setup } }));
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          let inFlight = 0;
          const send = () => {
            // Two batches in flight per worker hide the message round trip; a batch of small files
            // costs one message, not one each (for files of a few hundred bytes the messages cost
            // as much as linting them).
            while (inFlight < 2 && next < todo.length) {
              const batch = todo.slice(next, next + BATCH);
              next += batch.length;
              inFlight++;
              worker.postMessage(batch.map((index) => ({ index, found: found[index] })));
            }
            if (!inFlight) {
              void worker.terminate();
              resolve();
            }
          };
          worker.on('message', (m: { ready?: boolean; done?: Array<{ index: number; result?: WorkerResult }> }) => {
            if (m.ready) return send();
            inFlight--;
            for (const d of m.done ?? []) if (d.result) results.set(d.index, d.result);
            send();
          });
          // A worker that fails leaves its files to the main thread (they are missing from results).
          worker.on('error', () => resolve());
          worker.on('exit', () => resolve());
        }),
    ),
  );
  return results;
}
