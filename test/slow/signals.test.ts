/**
 * Ctrl-C and SIGTERM end tooldoc, its worker threads and the servers it started (and what those
 * started) within a second, whatever a rule is doing (issue 35): the rules run in worker threads,
 * so the main thread is free to take the signal. Real child processes of the built CLI.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, writeFiles } from '../helpers.js';
import { alive, HANG_CONFIG, HANG_PLUGIN, serverScript, STUCK, until } from '../e2e/stopping-support.js';
import { CLEAN_TOOL, requireBuild } from '../e2e/support.js';

describe('Ctrl-C and SIGTERM', () => {
  requireBuild();

  /** Starts the CLI, sends `signal` once `ready` holds, and says when it exited and how. */
  async function interrupt(args: string[], dir: string, signal: NodeJS.Signals, ready: () => boolean) {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => child.once('exit', (code, sig) => resolve({ code, signal: sig, at: performance.now() })));
    try {
      expect(await until(ready, 20_000), 'the run got to where it is interrupted').toBe(true);
      const sent = performance.now();
      child.kill(signal);
      const ended = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, 5000))]);
      expect(ended, 'tooldoc exited').toBeDefined();
      return { ...ended!, ms: ended!.at - sent };
    } finally {
      child.kill('SIGKILL');
    }
  }

  it('SIGTERM during a rule that never returns: exit 143 within a second, no thread left running', async () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': HANG_CONFIG, 'hang.mjs': HANG_PLUGIN, 'stuck.yaml': STUCK, 'a.yaml': CLEAN_TOOL });
    // The rule is running once the worker has used a second of CPU; the default limit is 30 s.
    const started = performance.now();
    const r = await interrupt(['lint', '.'], dir, 'SIGTERM', () => performance.now() - started > 2000);
    expect(r.code).toBe(143);
    expect(r.ms).toBeLessThan(1000);
  });

  it('SIGINT during a slow lint, SIGTERM while a stdio server hangs: exit within a second, the server and its child gone', async () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': HANG_CONFIG, 'hang.mjs': HANG_PLUGIN, 'stuck.yaml': STUCK });
    const started = performance.now();
    const int = await interrupt(['lint', '.'], dir, 'SIGINT', () => performance.now() - started > 2000);
    expect(int.code).toBe(130);
    expect(int.ms).toBeLessThan(1000);

    const server = writeFiles({ 'server.mjs': serverScript(undefined), 'tools/a.yaml': CLEAN_TOOL });
    const pids = path.join(server, 'pids.json');
    const r = await interrupt(['lint', 'tools', '--server', `${process.execPath} server.mjs`], server, 'SIGTERM', () => existsSync(pids) && readFileSync(pids, 'utf8').length > 0);
    expect(r.code).toBe(143);
    expect(r.ms).toBeLessThan(1000);
    const [serverPid, childPid] = JSON.parse(readFileSync(pids, 'utf8')) as number[];
    expect(await until(() => !alive(serverPid!) && !alive(childPid!), 1000), 'the server and what it started are gone').toBe(true);
  });
});
