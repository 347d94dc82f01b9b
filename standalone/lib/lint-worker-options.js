// src/commands/lint-worker-options.ts, from the bundle (scripts/standalone.mjs).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const lintWorkerOptions = require('./core.cjs').entries.lintWorkerOptions();
export const { previousIn, warmUp, workerLintOptions } = lintWorkerOptions;
