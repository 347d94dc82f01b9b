/** The entry of a worker thread of the per-file pass (./worker-main.ts). */
import { runWorker } from './worker-main.js';

await runWorker();
