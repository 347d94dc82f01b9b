/**
 * The status line of a long run (src/commands/progress.ts), end to end: the built CLI under a
 * pseudo-terminal (util-linux `script`), where stderr is a terminal, and in a pipe, where it is not.
 * The hidden `--progress-delay 0` shows the line from the start, so a short run stands for a long
 * one; the delay itself is tested in test/commands/progress.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, writeFiles } from '../helpers.js';
import { CLEAN_TOOL, requireBuild } from './support.js';
import { ORDERS, PASS } from '../servers/test-command-support.js';

requireBuild();

const ERASE = '\r\u001b[2K';
const FILES = 30;

/** util-linux `script` (Debian's bsdutils), which runs a command on a pseudo-terminal. */
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/** The environment of a terminal session outside CI: every CI variable the line looks for removed. */
function terminalEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: 'xterm', NO_COLOR: '1', FORCE_COLOR: '' };
  for (const name of ['CI', 'CONTINUOUS_INTEGRATION', 'GITHUB_ACTIONS', 'GITLAB_CI', 'BUILDKITE', 'CIRCLECI', 'TRAVIS', 'JENKINS_URL', 'TF_BUILD', 'TEAMCITY_VERSION', 'APPVEYOR', 'BITBUCKET_BUILD_NUMBER', 'CODEBUILD_BUILD_ID', 'DRONE']) delete env[name];
  return { ...env, ...extra };
}

/** The CLI run on a pseudo-terminal (stdout and stderr both the terminal): what the terminal received, line ends as the CLI wrote them. */
function onTerminal(args: string[], cwd: string, extra: Record<string, string> = {}): { code: number | null; out: string } {
  const command = [process.execPath, BIN, ...args].map(quote).join(' ');
  const r = spawnSync('script', ['-qfec', command, '/dev/null'], { cwd, env: terminalEnv(extra), encoding: 'utf8', timeout: 120_000, killSignal: 'SIGKILL' });
  // The terminal turns each "\n" into "\r\n".
  return { code: r.status, out: r.stdout.replaceAll('\r\n', '\n') };
}

/** A folder of `n` descriptors, one tool each. */
const catalog = (n = FILES) => writeFiles(Object.fromEntries(Array.from({ length: n }, (_, i) => [`tools/t${String(i).padStart(3, '0')}.yaml`, CLEAN_TOOL.replaceAll('get_weather', `get_weather_${i}`)])));

const LINT_LINE = new RegExp(`^tooldoc: (linting files \\d+/${FILES}(, \\d+ tools?)?|cross-tool rules and grades, files \\d+/${FILES})$`);

// Without `script` there is no pseudo-terminal to run the CLI on: the suite is skipped, and says why.
describe.skipIf(!hasScript)(`the status line on a terminal${hasScript ? '' : ' (skipped: util-linux "script", Debian\'s bsdutils, is not installed)'}`, () => {
  it('lint: shows files linted of the total on stderr, drawn over itself, and erases it before the report, which is as in a pipe', () => {
    const dir = catalog();
    const { code, out } = onTerminal(['lint', 'tools', '--progress-delay', '0'], dir);
    expect(code).toBe(0);
    // Each drawing is the line alone (nothing else written after it before the next erase); after the last erase, the report.
    const pieces = out.split(ERASE);
    expect(pieces[0]).toBe('');
    const drawn = pieces.slice(1, -1);
    expect(drawn[0]).toBe(`tooldoc: linting files 0/${FILES}`);
    for (const p of drawn) expect(p).toMatch(LINT_LINE);
    // Drawn at most ten times a second: not every file, but counts that only go up.
    const counts = drawn.flatMap((p) => (p.startsWith('tooldoc: linting') ? [Number(/ (\d+)\//.exec(p)![1])] : []));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const report = pieces.at(-1)!;
    const piped = runCli(['lint', 'tools', '--progress-delay', '0'], { cwd: dir, env: { NO_COLOR: '1', CI: '' } });
    expect(piped.code).toBe(0);
    expect(report).toBe(piped.stdout + piped.stderr);
    expect(report).toContain(`${FILES} tools in ${FILES} files`);
  });

  it('Ctrl-C while it is shown: the line is erased as tooldoc exits (130)', async () => {
    // Far more files than are linted before Ctrl-C arrives.
    const many = 400;
    const dir = catalog(many);
    const command = [process.execPath, BIN, 'lint', 'tools', '--progress-delay', '0'].map(quote).join(' ');
    const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: dir, env: terminalEnv() });
    let out = '';
    let interrupted = false;
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      // Ctrl-C typed on the terminal: the terminal sends SIGINT to tooldoc.
      if (!interrupted && out.includes('tooldoc: linting files')) {
        interrupted = true;
        child.stdin.write('\u0003');
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(timer);
    expect(interrupted).toBe(true);
    expect(code).toBe(130);
    // The terminal echoes ^C where the cursor is (after the line); then the line is erased.
    expect(out).toMatch(new RegExp(`^(\\r\\u001b\\[2Ktooldoc: linting files \\d+/${many}(, \\d+ tools?)?)+(\\^C)?\\r\\u001b\\[2K$`));
  });

  it('--no-progress, --quiet and CI=true leave it out on a terminal too', () => {
    const dir = catalog();
    for (const [args, env] of [
      [['--no-progress'], {}],
      [['--quiet'], {}],
      [[], { CI: 'true' }],
      [[], { GITHUB_ACTIONS: 'true' }],
      [[], { TERM: 'dumb' }],
    ] as const) {
      const { code, out } = onTerminal(['lint', 'tools', '--progress-delay', '0', ...args], dir, env);
      expect(code, `${args.join(' ')} ${JSON.stringify(env)}`).toBe(0);
      expect(out, `${args.join(' ')} ${JSON.stringify(env)}`).not.toContain('tooldoc: linting');
      expect(out, `${args.join(' ')} ${JSON.stringify(env)}`).not.toContain(ERASE);
    }
  });

  it('tooldoc test: servers started, then examples run, erased before the report', () => {
    const { code, out } = onTerminal(['test', '--server', ORDERS, PASS, '--progress-delay', '0'], ROOT);
    expect(code).toBe(0);
    const pieces = out.split(ERASE);
    expect(pieces[0]).toBe('');
    const drawn = pieces.slice(1, -1);
    expect(drawn[0]).toBe('tooldoc: starting servers 0/1');
    // The examples of this server answer at once: drawn only if the interval allowed.
    for (const p of drawn) expect(p).toMatch(/^tooldoc: (starting servers [01]\/1|running examples \d\/7)$/);
    expect(pieces.at(-1)).toContain('✔ 0 failed, 3 passed, 4 skipped (7 examples of 4 tools, on 1 server)');
    expect(pieces.at(-1)).not.toContain('tooldoc: running');
    const quiet = onTerminal(['test', '--server', ORDERS, PASS, '--progress-delay', '0', '--no-progress'], ROOT);
    expect(quiet.code).toBe(0);
    expect(quiet.out).not.toContain(ERASE);
    expect(quiet.out).toBe(pieces.at(-1));
  });
});

describe('the status line in a pipe', () => {
  it('lint in a pipe: no status line on stderr, whatever the delay', () => {
    const dir = catalog();
    const r = runCli(['lint', 'tools', '--progress-delay', '0'], { cwd: dir, env: { TERM: 'xterm', CI: '' } });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toContain('tooldoc: linting');
    expect(r.stdout).not.toContain('\u001b');
  });
});
