/**
 * A worker thread of the per-file pass (see ./workers.ts): jobs in, outcomes out. The thread's entry is
 * ./worker.ts (in the package, a module that loads the bundle and calls `runWorker`). Before each job,
 * and as the rules start on each tool, it says where it is in the memory it shares with the main
 * thread, which ends it when a job runs too long.
 */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { Linter, type LinterConfig } from '../core/linter.js';
import type { ServerJoin } from '../servers/sidecars.js';
import { lintAndFix } from './fix.js';
import { importModule } from './import-module.js';
import { readOutcome } from './read.js';
import { saveCodeCache } from './code-cache.js';
import { PROGRESS, type Job, type JobDone } from './workers.js';

/** What a setup module gives a worker: the linter's configuration, and the run's live servers when it has any. */
export type WorkerLintOptions = LinterConfig & { servers?: ServerJoin };

/** Runs this thread as a worker of the per-file pass: loads its setup module, then takes jobs until told to close. */
export async function runWorker(): Promise<void> {
  const { setup, progress: shared } = workerData as { setup: { module: string; data?: unknown }; progress: SharedArrayBuffer };
  const header = new Int32Array(shared, 0, PROGRESS.header);
  const text = new Uint16Array(shared, PROGRESS.header * 4);
  // A worker started early (src/run/early-worker.ts) loads its setup module while it waits for its data,
  // and, when the module has loaded before the data came, warms up (src/run/warm-up.ts).
  const setupModule = (await importModule(setup.module)) as {
    workerLintOptions(data: unknown): Promise<WorkerLintOptions> | WorkerLintOptions;
    warmUp?(): () => boolean;
  };
  /** The warm-up's next step (src/run/warm-up.ts), for the time this worker waits: its setup data, then its first jobs. */
  const warmStep = 'data' in setup ? undefined : setupModule.warmUp?.();
  /** Warms up a step at a time while `pending()` says nothing has come. */
  function warmWhileIdle(pending: () => boolean): void {
    while (warmStep && !pending() && warmStep());
  }
  const data = 'data' in setup ? setup.data : await setupData();
  const options = await setupModule.workerLintOptions(data);

  /** The run's setup data: already sent (taken at once), or awaited, warming up first. */
  function setupData(): unknown {
    let sent: { message: unknown } | undefined;
    warmWhileIdle(() => (sent ??= receiveMessageOnPort(parentPort!)) !== undefined);
    if (sent) return (sent.message as { setup: unknown }).setup;
    return new Promise<unknown>((resolve) => parentPort!.once('message', (m: { setup: unknown }) => resolve(m.setup)));
  }
  const linter = new Linter({
    ...options,
    onTool: (tool, index, count) => {
      const said = JSON.stringify({ name: tool.name.slice(0, 200), doc: tool.doc, path: tool.basePath, range: tool.file.locate(tool.doc, tool.basePath, 'key') });
      const n = Math.min(said.length, PROGRESS.chars);
      for (let i = 0; i < n; i++) text[i] = said.charCodeAt(i);
      Atomics.store(header, 2, count);
      Atomics.store(header, 3, said.length <= PROGRESS.chars ? n : 0);
      Atomics.store(header, 1, index + 1);
    },
  });

  function lint(job: Job) {
    switch (job.kind) {
      case 'file':
        return readOutcome(job.found, linter, undefined, job.fix).outcome;
      case 'text': {
        const options = { path: job.path, ...(job.absolutePath ? { absolutePath: job.absolutePath } : {}), ...(job.unknown ? { unknown: job.unknown } : {}) };
        if (!job.fix) return linter.lintText(job.text, options);
        const { outcome, output } = lintAndFix(linter, job.text, options, job.fix);
        if (output !== undefined) outcome.fixed = { output };
        return outcome;
      }
      case 'server': {
        if (!options.servers) throw new Error('this worker was given no servers');
        return options.servers.outcomeOf(job.index, linter);
      }
    }
  }

  let first = true;
  function onMessage(m: { jobs: Array<{ seq: number; job: Job; state?: unknown }> } | { close: true }): void {
    // The run is over: the thread ends once what the rules left pending (a timer) has run.
    if ('close' in m) return parentPort!.close();
    const done: JobDone[] = m.jobs.map(({ seq, job, state }) => {
      Atomics.store(header, 1, 0);
      Atomics.store(header, 0, seq);
      try {
        if (state !== undefined) options.servers?.restore(state as Record<string, string[]>);
        // The outcome only: the main thread reads a file's text again in the rare case it needs it.
        return { seq, outcome: lint(job) };
      } catch (err) {
        return { seq, error: err instanceof Error ? err.message : String(err) };
      }
    });
    // The first jobs have compiled most of what every later job runs: V8's code for the next run (./code-cache.ts).
    if (first) {
      first = false;
      saveCodeCache();
    }
    parentPort!.postMessage({ done });
  }

  parentPort!.on('message', onMessage);
  parentPort!.postMessage({ ready: true });
  // Until the first jobs come: the rest of the warm-up. A message taken between two steps is handled
  // at once; those after it come as events, in order.
  warmWhileIdle(() => {
    const sent = receiveMessageOnPort(parentPort!);
    if (sent) onMessage(sent.message as Parameters<typeof onMessage>[0]);
    return sent !== undefined;
  });
}
