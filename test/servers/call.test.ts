/**
 * An open session with a live server (src/servers/list.ts, `openServer`): what `tooldoc test` (issue
 * 18) needs to run a descriptor's examples against the server. A call's result, a tool's own error
 * (`isError`), a JSON-RPC error and a call that does not end in time are outcomes, not failures; the
 * session goes on after each, and closing it stops the server.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openServer, ServerError } from '../../src/servers/list.js';
import { ROOT } from '../helpers.js';
import { running } from './support.js';

const EVERYTHING = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
const PAGED = path.join(ROOT, 'test', 'fixtures', 'servers', 'paged.mjs');

describe('openServer: list, call, close', () => {
  it('calls tools of a real server: a result, a tool error, a time-out, then goes on; close stops it', { timeout: 60_000 }, async () => {
    const session = await openServer({ name: 'everything', command: 'node', args: [EVERYTHING, 'stdio'] });
    try {
      const { tools } = await session.listTools();
      expect(tools.map((t) => t.name)).toContain('echo');
      expect(session.serverInfo?.name).toMatch(/everything/i);

      expect(await session.callTool('echo', { message: 'hi' })).toMatchObject({ kind: 'result', result: { content: [{ type: 'text', text: 'Echo: hi' }] } });
      // A tool the server does not have, and arguments its schema refuses: the server says so in an isError result.
      const missing = await session.callTool('no_such_tool', {});
      expect(missing).toMatchObject({ kind: 'result', result: { isError: true } });
      const bad = await session.callTool('get-sum', { a: 'one', b: 2 });
      expect(bad).toMatchObject({ kind: 'result', result: { isError: true } });

      const slow = await session.callTool('trigger-long-running-operation', { duration: 5, steps: 5 }, 300);
      expect(slow.kind).toBe('timeout');
      expect(slow.ms).toBeGreaterThanOrEqual(250);
      expect(slow.ms).toBeLessThan(3000);
      // The session is still usable after a call that timed out.
      expect(await session.callTool('echo', { message: 'again' })).toMatchObject({ kind: 'result', result: { content: [{ text: 'Echo: again' }] } });
    } finally {
      await session.close();
    }
    expect(running(EVERYTHING).filter((l) => l.includes('stdio')), 'no server left running').toEqual([]);
  });

  it('a JSON-RPC error (a server with no tools/call) is an outcome with its code', { timeout: 60_000 }, async () => {
    const session = await openServer({ name: 'paged', command: 'node', args: [PAGED], env: { TOOLS: '1' } });
    try {
      const outcome = await session.callTool('tool_0', {});
      expect(outcome).toMatchObject({ kind: 'error', code: -32601 });
      expect((await session.listTools()).tools).toHaveLength(1);
    } finally {
      await session.close();
    }
  });

  it('a server that dies in the middle of a call throws ServerError with its exit code and stderr; none is left running', { timeout: 60_000 }, async () => {
    const marker = `tooldoc-call-dies-${process.pid}`;
    const session = await openServer({ name: 'dies', command: 'node', args: [PAGED, marker], env: { TOOLS: '1', CALL_EXIT: '5' } });
    try {
      const err = (await session.callTool('tool_0', {}).catch((e: unknown) => e)) as ServerError;
      expect(err).toBeInstanceOf(ServerError);
      expect(err.message).toBe(`server "dies" (node ${PAGED} ${marker}) failed while running tool "tool_0": it exited with code 5.`);
      expect(err.describe()).toContain('segmentation fault in tool');
    } finally {
      await session.close();
    }
    expect(running(marker)).toEqual([]);
  });

  it('a server that cannot start throws ServerError naming it; nothing to close', { timeout: 60_000 }, async () => {
    await expect(openServer({ name: 'gone', command: 'node', args: ['-e', 'process.exit(3)'] })).rejects.toThrow(ServerError);
    await expect(openServer({ name: 'gone', command: 'node', args: ['-e', 'process.exit(3)'] })).rejects.toThrow(/server "gone" \(node -e process\.exit\(3\)\) failed to start: it exited with code 3\./);
  });
});
