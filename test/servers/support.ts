/** What the server tests share: which processes run, and Ctrl-C in the middle of a command. */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../helpers.js';

/** Processes whose command line holds `marker` (tooldoc itself and ps left out). */
export const running = (marker: string) =>
  execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(marker) && !l.includes('ps -eo') && !l.includes('tooldoc.js'));

/**
 * Runs tooldoc with `args`, whose --server is a server that never answers (`serverArg(marker)`),
 * presses Ctrl-C once the server runs, and checks: exit 130, no stack trace, no server left.
 */
export async function expectCtrlCStops(args: (server: string) => string[], marker: string): Promise<void> {
  const server = `node -e "setInterval(() => {}, 1000) /* ${marker} */"`;
  const cli = spawn(process.execPath, [path.join(ROOT, 'bin', 'tooldoc.js'), ...args(server)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  cli.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
  const serverRuns = () => running(marker).some((l) => l.includes('setInterval'));
  for (let i = 0; i < 100 && !serverRuns(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(serverRuns(), 'the server started').toBe(true);
  cli.kill('SIGINT');
  expect(await exited).toBe(130);
  expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
  // SIGKILL is sent before tooldoc exits, but the kernel may list the server for a moment after: a
  // server left running is still there two seconds later, one being killed is not.
  for (let i = 0; i < 20 && serverRuns(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(running(marker).filter((l) => l.includes('setInterval'))).toEqual([]);
}
