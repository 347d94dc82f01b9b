/** A worker thread of the per-file pass (see src/parallel.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { fileContextFor, lintOneFile, toCache, type LintOptions } from './engine.js';
import type { FoundFile } from './files.js';

type WorkerOptions = Pick<LintOptions, 'rules' | 'settings' | 'settingsFor' | 'limits' | 'ignoreUnknown' | 'inputFormat' | 'baseline'>;

const { setup } = workerData as { setup: { module: string; data: unknown } };
const mod = (await import(setup.module)) as { workerLintOptions(data: unknown): Promise<WorkerOptions> | WorkerOptions };
const ctx = fileContextFor(await mod.workerLintOptions(setup.data));

parentPort!.on('message', (batch: Array<{ index: number; found: FoundFile }>) => {
  const done = batch.map(({ index, found }) => {
    try {
      const d = lintOneFile(found, ctx);
      return { index, result: { file: toCache(d.file, '', d.diagnostics, d.ranges), text: d.file.source?.text ?? '', internalErrors: d.internalErrors, timedOut: d.timedOut } };
    } catch {
      return { index }; // the main thread lints this file itself
    }
  });
  parentPort!.postMessage({ done });
});
parentPort!.postMessage({ ready: true });
