/** A worker thread of the per-file pass (see ./workers.ts): file in, outcome out. */
import { parentPort, workerData } from 'node:worker_threads';
import { Linter, type LinterConfig } from '../core/linter.js';
import type { FoundFile } from '../files.js';
import { readOutcome } from './read.js';

const { setup } = workerData as { setup: { module: string; data: unknown } };
const mod = (await import(setup.module)) as { workerLintOptions(data: unknown): Promise<LinterConfig> | LinterConfig };
const linter = new Linter(await mod.workerLintOptions(setup.data));

parentPort!.on('message', (batch: Array<{ index: number; found: FoundFile }>) => {
  const done = batch.map(({ index, found }) => {
    try {
      // The outcome only: the main thread reads a file's text again in the rare case it needs it.
      return { index, result: { outcome: readOutcome(found, linter).outcome } };
    } catch {
      return { index }; // the main thread lints this file itself
    }
  });
  parentPort!.postMessage({ done });
});
parentPort!.postMessage({ ready: true });
