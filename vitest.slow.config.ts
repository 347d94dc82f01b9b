import { defineConfig } from 'vitest/config';

/**
 * `npm run test:e2e`: the slow end-to-end tests (see vitest.config.ts), and the property-based export
 * tests (meaning kept, round trips) and the fuzzer again with many more runs than `npm test` makes.
 */
export default defineConfig({
  test: {
    include: ['test/slow/**/*.test.ts', 'test/platforms/export-equivalence.test.ts', 'test/platforms/round-trip.test.ts', 'test/fuzz/fuzz.test.ts'],
    env: { EQ_RUNS: '1500', RT_RUNS: '300', FUZZ_RUNS: '300' },
    globalSetup: ['test/setup/build.ts', 'test/setup/temp.ts'],
    // After each test, let the event loop read vitest's own messages (see the file).
    setupFiles: ['test/setup/yield.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // Regular expressions compiled straight to machine code: the judged corpora are linted in this process, many times over.
    poolOptions: { forks: { execArgv: ['--no-regexp-tier-up'] } },
  },
});
