#!/usr/bin/env node
/**
 * `npm run fuzz`: the fuzz properties of test/fuzz with many more cases than the test suite runs.
 * FUZZ_RUNS (default 20000) cases per property; FUZZ_SEED replays a run (fast-check prints the seed
 * and the shrunk counterexample of a failure). Exit code: vitest's.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = createRequire(import.meta.url).resolve('vitest/vitest.mjs');
const runs = process.env.FUZZ_RUNS ?? '20000';
const started = Date.now();
const r = spawnSync(process.execPath, [vitest, 'run', 'test/fuzz'], { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs } });
console.log(`fuzz: ${runs} cases per property, ${((Date.now() - started) / 1000).toFixed(0)} s, ${r.status === 0 ? 'no failure' : 'FAILED'}`);
process.exit(r.status ?? 2);
