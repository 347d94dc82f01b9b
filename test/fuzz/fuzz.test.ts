/**
 * Fuzzing the loader and the per-file pass (issue 12): generated descriptors of every shape,
 * rendered as YAML or JSON and then damaged at random, go through the same per-file pass a run
 * uses (parse, extract tools, every built-in rule). Whatever comes in, the pass must not throw, no
 * rule may crash (`internal/rule-error`), every finding must point inside the file, and each case
 * must finish in bounded time. `npm test` runs 60 cases, `npm run test:e2e` 300 (vitest.slow.config.ts
 * sets FUZZ_RUNS), and `npm run fuzz` as many as you ask (FUZZ_RUNS, FUZZ_SEED).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { Linter } from '../../src/core/linter.js';
import { file } from './arbitraries.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Per case, generously: a case is one small file, linted in milliseconds. */
const CASE_MS = 2_000;

const linter = new Linter({ rules: builtinRules });

function check({ path, body }: { path: string; body: string }): void {
  const started = performance.now();
  const bytes = Buffer.from(body, 'utf8');
  const { outcome } = linter.lintBytes(bytes, { path });
  const elapsed = performance.now() - started;
  const all = [...outcome.findings, ...outcome.tools.flatMap((t) => t.findings)];
  expect(all.filter((d) => d.ruleId === 'internal/rule-error').map((d) => d.message)).toEqual([]);
  expect(outcome.internalErrors).toBe(0);
  // Lines as tooldoc counts them (src/parse/lines.ts): \r\n, \n and a lone \r each end one.
  const lines = body.split(/\r\n|\r|\n/);
  for (const d of all) {
    const { start, end } = d.range;
    expect(start.line, `${d.ruleId} ${d.message}`).toBeGreaterThanOrEqual(1);
    expect(start.line, `${d.ruleId} ${d.message}`).toBeLessThanOrEqual(lines.length);
    expect(start.column).toBeGreaterThanOrEqual(1);
    expect(start.column).toBeLessThanOrEqual(lines[start.line - 1]!.length + 1);
    expect(end.line > start.line || (end.line === start.line && end.column >= start.column)).toBe(true);
  }
  expect(elapsed).toBeLessThan(CASE_MS);
}

describe('fuzz: the loader and the per-file pass', () => {
  // Async properties that yield between cases: long `npm run fuzz` runs must not starve vitest's worker.
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it(`${RUNS} generated and damaged files: no throw, no rule crash, positions inside the file, bounded time`, { timeout: Math.max(120_000, RUNS * 400) }, async () => {
    await fc.assert(
      fc.asyncProperty(file, async (f) => {
        check(f);
        await settle();
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });

  it('arbitrary text, including control characters and lone surrogates', { timeout: Math.max(120_000, RUNS * 100) }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom('f.yaml', 'f.json'), async (body, path) => {
        check({ path, body });
        await settle();
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });
});
