// src/cli.ts, from the bundle (scripts/standalone.mjs).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const cli = require('./core.cjs').entries.cli();
export const { exitOnSignals, main, safeIO, safeText, saveCodeCache } = cli;
