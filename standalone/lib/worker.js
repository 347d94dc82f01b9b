// src/run/worker-main.ts, from the bundle (scripts/standalone.mjs).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
await require('./core.cjs').entries.worker().runWorker();
