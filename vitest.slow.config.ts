import { defineConfig } from 'vitest/config';

/** `npm run test:e2e`: the slow end-to-end tests (see vitest.config.ts). */
export default defineConfig({
  test: {
    include: ['test/slow/**/*.test.ts'],
    globalSetup: ['test/setup/build.ts', 'test/setup/temp.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
  },
});
