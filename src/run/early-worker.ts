/**
 * A worker of the per-file pass started before the CLI has loaded (bin/tooldoc.js, for `lint`): it
 * loads the rules while the main thread loads them too, instead of after, and the first pool that
 * needs a capped worker for the same setup module adopts it (src/run/workers.ts). Every file is
 * linted in a worker, so without this a one-file run (a pre-commit hook) waited for both loads in
 * turn. The worker is told its setup data once the run knows it (servers, a revision, a lock).
 *
 * This module is light (node built-ins and heap.js) and keeps the worker where every copy of the
 * code finds it (a global symbol: the bundles hold this file twice, as early-worker.js and in the
 * one script of the rest, scripts/bundling.mjs). A worker no pool
 * adopts does not keep the process alive.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A worker's old-generation heap, in MiB (see src/run/workers.ts). */
export const WORKER_HEAP_MB = 256;
/** A worker's young generation, in MiB (see src/run/workers.ts). */
export const WORKER_YOUNG_MB = 8;
/** Shared progress, one block per worker (see PROGRESS in src/run/workers.ts). */
export const PROGRESS_BYTES = 4096;

export interface EarlyWorker {
  worker: Worker;
  progress: SharedArrayBuffer;
  module: string;
  /** It failed or ended before a pool took it. */
  gone: boolean;
}

const KEY = Symbol.for('tooldoc.earlyWorker');
type Holder = { [KEY]?: EarlyWorker };

/** A file beside this module in the build that has it (dist/src/<dir>/, or the standalone lib/ folder), else in `dir`. */
function beside(file: string, dir: string): URL {
  const here = new URL(`./${file}`, import.meta.url);
  return existsSync(fileURLToPath(here)) ? here : new URL(`../${dir}/${file}`, import.meta.url);
}

/** The setup module of a `lint` run's workers (src/commands/lint-worker-options.ts), where this build has it. */
export function lintSetupModule(): string {
  return beside('lint-worker-options.js', 'commands').href;
}

/** Starts the worker of a `lint` run, loading its setup module (the CLI's, src/commands/lint-worker-options.ts). */
export function startEarlyWorker(): void {
  const module = lintSetupModule();
  const progress = new SharedArrayBuffer(PROGRESS_BYTES);
  const worker = new Worker(beside('worker.js', 'run'), {
    workerData: { setup: { module }, progress },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  const early: EarlyWorker = { worker, progress, module, gone: false };
  // Its new heap set V8's young-generation growth back: the run's bound is set again.
  worker.on('error', () => (early.gone = true));
  worker.once('exit', () => (early.gone = true));
  worker.unref();
  (globalThis as Holder)[KEY] = early;
}

/** The early worker, for a pool whose workers load `module`; once. */
export function takeEarlyWorker(module: string): EarlyWorker | undefined {
  const holder = globalThis as Holder;
  const early = holder[KEY];
  if (!early || early.gone || early.module !== module) return undefined;
  delete holder[KEY];
  return early;
}
