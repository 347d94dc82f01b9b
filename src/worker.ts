/** A worker thread of the per-file pass (see src/parallel.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { fileContextFor, lintOneFile, toCache, type LintOptions } from './engine.js';
import type { FoundFile } from './files.js';

type WorkerOptions = Pick<LintOptions, 'rules' | 'settings' | 'settingsFor' | 'limits' | 'ignoreUnknown' | 'inputFormat' | 'baseline'>;

const { setup } = workerData as { setup: { module: string; data: unknown } };
const mod = (await import(setup.module)) as { workerLintOptions(data: unknown): Promise<WorkerOptions> | WorkerOptions };
const ctx = fileContextFor(await mod.workerLintOptions(setup.data));

parentPort!.on('message', (m: { index: number; found: FoundFile }) => {
  let result;
  try {
    const done = lintOneFile(m.found, ctx);
    result = { file: toCache(done.file, '', done.diagnostics, done.ranges), text: done.file.source?.text ?? '', internalErrors: done.internalErrors, timedOut: done.timedOut };
  } catch {
    result = undefined; // the main thread lints this file itself
  }
  parentPort!.postMessage({ index: m.index, result });
});
parentPort!.postMessage({ ready: true });
