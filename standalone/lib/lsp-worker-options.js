// src/lsp/lsp-worker-options.ts, from the bundle (scripts/standalone.mjs).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const lspWorkerOptions = require('./core.cjs').entries.lspWorkerOptions();
export const { projectLintOptions, workerLintOptions } = lspWorkerOptions;
