import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`: unit tests, every rule's RuleTester cases (in memory) and the end-to-end tests of the
 * built CLI that take seconds. The slow ones (a real pre-commit install, npm packaging, the whole
 * corpus through the CLI, the judged findings on the real corpora, `tooldoc diff` and `lock` on real
 * git repositories, reports of 130,000 tools, complexity checks on inputs of 100,000 items, fast
 * paths against reference paths on generated catalogs and schemas, the corpus and the security sets'
 * sentences (the prefilter, the ASCII lexicons, the quiet-sentence memory, the memoized validator),
 * what `--cache` reuses, step by step, on a generated catalog, every corpus tool through
 * every platform format, reading misbehaving and hostile servers (endless, oversized and stuck
 * answers) and importing from real ones,
 * files stopped at the time limit (by the CLI, by Ctrl-C or SIGTERM, and in the language server),
 * catalogs large enough for several worker threads, the HTML
 * report in Chromium) are in test/slow/ and run with `npm run test:e2e` (vitest.slow.config.ts);
 * CI runs both. `npm test` runs examples against live servers end to end in
 * test/servers/test-command.test.ts, and the language server in test/lsp/.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/slow/**', '**/node_modules/**'],
    // End-to-end tests run the built CLI; build it once if the sources are newer than dist/. Temporary
    // folders live in one folder per run, removed at the end.
    globalSetup: ['test/setup/build.ts', 'test/setup/temp.ts'],
    // After each test, let the event loop read vitest's own messages (see the file).
    setupFiles: ['test/setup/yield.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One module graph per worker, not per file (isolate: false), saves loading tooldoc a hundred
    // times. Module state is shared with the other files of the worker: a test must not count on what
    // no other test file declared or registered (test/regex-atoms.test.ts checks tooldoc's own
    // patterns in a process of its own for that reason).
    // One worker per core, not vitest's default of one less: most end-to-end tests wait on a child
    // process (the CLI, a server, git), so a second worker keeps both cores of a small CI machine busy.
    // Tests that lint in their own process compile each regular expression straight to machine code,
    // which the suite's many executions repay; the CLI keeps V8's default (interpreted at first).
    poolOptions: { forks: { isolate: false, maxForks: availableParallelism(), minForks: 1, execArgv: ['--no-regexp-tier-up'] } },
  },
});
