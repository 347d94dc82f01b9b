/**
 * The pre-commit hooks (.pre-commit-hooks.yaml), for real, on a scratch git repository:
 * - `tooldoc` (`language: script`) runs the committed bundle standalone/tooldoc.mjs with the Node on
 *   PATH: pre-commit only clones the hook repository. It is installed from a snapshot of the working
 *   tree (tracked files and new ones not ignored, as they would be committed) referenced by
 *   `.pre-commit-config.yaml`, as users reference a release; the first run (clone included) must
 *   take under 30 s, and later runs reuse the clone.
 * - `tooldoc-node` (`language: node`) is installed by `pre-commit try-repo` exactly as users get it
 *   (npm install, which runs the `prepare` build; npm pack; a global install of the tarball), which
 *   takes a minute or two, so it runs in parallel with the other.
 * try-repo snapshots the working tree's tracked files, so uncommitted edits to tracked files are
 * tested too. pre-commit comes from the Debian package, which .ci/run installs: a test never
 * installs anything on the machine. Without pre-commit the test fails under CI (CI=true) and is
 * skipped, with the reason printed, elsewhere.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_TOOL, ROOT, tempDir } from '../helpers.js';

const TIMEOUT = 15 * 60_000;
/** The first run of the `tooldoc` hook, cloning included, on this project's machines (issue 19). */
const FIRST_RUN_LIMIT_S = 30;

function hasPreCommit(): boolean {
  return spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Why the test cannot run here, or null. */
function missingPreCommit(): string | null {
  if (hasPreCommit()) return null;
  const why = 'pre-commit is not installed (Debian: apt-get install pre-commit; .ci/run does this)';
  if (process.env.CI) throw new Error(why);
  return why;
}

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: gitEnv(), maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_AUTHOR_NAME: 'tooldoc test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'tooldoc test', GIT_COMMITTER_EMAIL: 'test@example.com' };
  // The hook's npm install must not inherit the test runner's settings (NODE_ENV=production would drop the build tools).
  for (const k of Object.keys(env)) if (k.startsWith('VITEST') || k === 'NODE_OPTIONS' || k === 'NODE_ENV' || k.startsWith('npm_')) delete env[k];
  return env;
}

interface Run {
  code: number | null;
  output: string;
  seconds: number;
}

function preCommit(cwd: string, args: string[], home: string): Promise<Run> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('pre-commit', args, { cwd, env: { ...gitEnv(), PRE_COMMIT_HOME: home, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output, seconds: (performance.now() - start) / 1000 }));
  });
}

/**
 * The hook repository as it would be committed: the working tree's tracked files and its new files
 * that are not ignored, with their modes (standalone/tooldoc.mjs is executable), in one commit.
 */
function hookRepoSnapshot(): { repo: string; rev: string } {
  const repo = tempDir('tooldoc-hook-repo-');
  for (const file of git(ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0')) {
    const from = path.join(ROOT, file);
    if (!file || !existsSync(from) || !statSync(from).isFile()) continue; // deleted, or a submodule
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    copyFileSync(from, path.join(repo, file));
  }
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'snapshot');
  return { repo, rev: git(repo, 'rev-parse', 'HEAD').trim() };
}

const BAD_TOOL = 'name: getWeather\ndescription: Weather.\n';

/** A scratch repository with tool descriptors and files that are not descriptors. */
function scratchRepo(config?: string): string {
  const repo = tempDir('tooldoc-precommit-');
  const files: Record<string, string> = {
    'tools/get_weather.yaml': GOOD_TOOL,
    'tools/bad.yaml': BAD_TOOL,
    '.github/workflows/ci.yml': 'on: push\njobs:\n  test: {runs-on: ubuntu-latest, steps: [{run: echo}]}\n',
    'package.json': '{"name": "scratch", "private": true}\n',
    ...(config ? { '.pre-commit-config.yaml': config } : {}),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
    writeFileSync(path.join(repo, name), text);
  }
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'scratch');
  return repo;
}

const PASSING = ['tools/get_weather.yaml', '.github/workflows/ci.yml', 'package.json'];
const FAILING = ['tools/get_weather.yaml', 'tools/bad.yaml'];

function expectPassed(run: Run, name: string) {
  expect(run.output).toMatch(new RegExp(`^${name}\\.+Passed$`, 'm'));
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/2 files skipped \(not descriptors\)/);
}

function expectFailed(run: Run, name: string) {
  expect(run.output).toMatch(new RegExp(`^${name}\\.+Failed$`, 'm'));
  expect(run.code, run.output).toBe(1);
  expect(run.output).toMatch(/- exit code: 1/);
  expect(run.output).toContain('tools/bad.yaml');
  expect(run.output).toContain('name/snake-case');
}

describe('pre-commit hooks', () => {
  let skipReason: string | null = null;
  beforeAll(() => {
    skipReason = missingPreCommit();
    if (skipReason) console.warn(`Skipping the pre-commit test: ${skipReason}.`);
  }, TIMEOUT);

  it(
    'tooldoc (the committed bundle) installs and runs in seconds; tooldoc-node (installed with npm) gives the same results',
    async (ctx) => {
      if (skipReason) ctx.skip();

      // tooldoc-node: the slow install, started first, runs while the fast hook is timed.
      const nodeHook = preCommit(scratchRepo(), ['try-repo', ROOT, 'tooldoc-node', '--verbose', '--files', ...PASSING, 'tools/bad.yaml'], tempDir('tooldoc-pc-home-'));

      const { repo: hookRepo, rev } = hookRepoSnapshot();
      const config = `repos:\n  - repo: ${hookRepo}\n    rev: ${rev}\n    hooks:\n      - id: tooldoc\n`;
      const repo = scratchRepo(config);
      const home = tempDir('tooldoc-pc-home-');
      const first = await preCommit(repo, ['run', 'tooldoc', '--verbose', '--files', ...PASSING], home);
      const second = await preCommit(repo, ['run', 'tooldoc', '--verbose', '--files', ...FAILING], home);
      const third = await preCommit(repo, ['run', 'tooldoc', '--verbose', '--files', ...PASSING], home);
      const node = await nodeHook;
      console.log(
        `pre-commit hook tooldoc: first run ${first.seconds.toFixed(1)} s (clone and lint), later runs ${second.seconds.toFixed(1)} s and ${third.seconds.toFixed(1)} s; ` +
          `hook tooldoc-node, first run (try-repo, npm install, in parallel): ${node.seconds.toFixed(1)} s`,
      );

      expectPassed(first, 'tooldoc');
      expectFailed(second, 'tooldoc');
      expectPassed(third, 'tooldoc');
      expect(first.seconds, `the first run of the tooldoc hook took ${first.seconds.toFixed(1)} s`).toBeLessThan(FIRST_RUN_LIMIT_S);

      expectFailed(node, 'tooldoc');
      expect(node.output).toMatch(/2 files skipped \(not descriptors\)/);
    },
    TIMEOUT,
  );
});
