/**
 * The pre-commit hook, for real: `pre-commit try-repo` installs this repository as a node hook
 * exactly as users get it (npm install, which runs the `prepare` build; npm pack; a global install
 * of the tarball) and runs it on a scratch git repository. try-repo snapshots the working tree's
 * tracked files, so uncommitted edits to tracked files are tested too.
 *
 * Each try-repo installs the hook afresh from the npm registry (about two minutes), so the two runs
 * go in parallel. pre-commit comes from the Debian package, which .ci/run installs: a test never
 * installs anything on the machine. Without pre-commit the test fails under CI (CI=true) and is
 * skipped, with the reason printed, elsewhere.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_TOOL, ROOT, tempDir } from '../helpers.js';

const TIMEOUT = 15 * 60_000;

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

function git(cwd: string, ...args: string[]) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: gitEnv() });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
}

function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_AUTHOR_NAME: 'tooldoc test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'tooldoc test', GIT_COMMITTER_EMAIL: 'test@example.com' };
  // The hook's npm install must not inherit the test runner's settings (NODE_ENV=production would drop the build tools).
  for (const k of Object.keys(env)) if (k.startsWith('VITEST') || k === 'NODE_OPTIONS' || k === 'NODE_ENV' || k.startsWith('npm_')) delete env[k];
  return env;
}

function tryRepo(cwd: string, files: string[], home: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('pre-commit', ['try-repo', ROOT, 'tooldoc', '--verbose', '--files', ...files], { cwd, env: { ...gitEnv(), PRE_COMMIT_HOME: home, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const BAD_TOOL = 'name: getWeather\ndescription: Weather.\n';

describe('pre-commit hook', () => {
  let skipReason: string | null = null;
  beforeAll(() => {
    skipReason = missingPreCommit();
    if (skipReason) console.warn(`Skipping the pre-commit test: ${skipReason}.`);
  }, TIMEOUT);

  it(
    'passes good descriptors (skipping files that are not descriptors) and fails bad ones',
    async (ctx) => {
      if (skipReason) ctx.skip();
      const repo = tempDir('tooldoc-precommit-');
      const files: Record<string, string> = {
        'tools/get_weather.yaml': GOOD_TOOL,
        'tools/bad.yaml': BAD_TOOL,
        '.github/workflows/ci.yml': 'on: push\njobs:\n  test: {runs-on: ubuntu-latest, steps: [{run: echo}]}\n',
        'package.json': '{"name": "scratch", "private": true}\n',
      };
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
        writeFileSync(path.join(repo, name), text);
      }
      git(repo, 'init', '-q');
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', 'scratch');

      const [pass, fail] = await Promise.all([
        tryRepo(repo, ['tools/get_weather.yaml', '.github/workflows/ci.yml', 'package.json'], tempDir('tooldoc-pc-home-')),
        tryRepo(repo, ['tools/get_weather.yaml', 'tools/bad.yaml'], tempDir('tooldoc-pc-home-')),
      ]);

      expect(pass.output).toMatch(/^tooldoc\.+Passed$/m);
      expect(pass.code, pass.output).toBe(0);
      expect(pass.output).toMatch(/2 files skipped \(not descriptors\)/);

      expect(fail.output).toMatch(/^tooldoc\.+Failed$/m);
      expect(fail.code, fail.output).toBe(1);
      expect(fail.output).toMatch(/- exit code: 1/);
      expect(fail.output).toContain('tools/bad.yaml');
      expect(fail.output).toContain('name/snake-case');
    },
    TIMEOUT,
  );
});
