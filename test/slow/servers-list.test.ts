/**
 * Issue 15, the first part: reading the whole tools/list of a live MCP server over stdio, and every
 * way a server can fail, with the message a user sees; a server is never left running.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitCommand } from '../../src/servers/command.js';
import { listServerTools, ServerError } from '../../src/servers/list.js';
import { ROOT } from '../helpers.js';

const node = JSON.stringify(process.execPath);
const fixture = (name: string) => JSON.stringify(path.join(ROOT, 'test', 'fixtures', 'servers', name));
const EVERYTHING = `${node} ${JSON.stringify(path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js'))} stdio`;

/** Processes whose command line holds `marker` (a server started by a test and not stopped). */
function running(marker: string): string[] {
  const ps = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return ps.split('\n').filter((l) => l.includes(marker) && !l.includes('ps -eo'));
}

async function failure(p: Promise<unknown>): Promise<ServerError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ServerError);
    return err as ServerError;
  }
  throw new Error('expected the server to fail');
}

describe('splitCommand', () => {
  it('splits as a shell would, without running one', () => {
    expect(splitCommand(`node "my server.js" --root 'a b' x\\ y "say \\"hi\\""`)).toEqual(['node', 'my server.js', '--root', 'a b', 'x y', 'say "hi"']);
    expect(splitCommand(`echo $HOME; rm -rf /`)).toEqual(['echo', '$HOME;', 'rm', '-rf', '/']);
    expect(() => splitCommand(`node "open`)).toThrow('unbalanced double quote in the server command: node "open');
    expect(() => splitCommand('   ')).toThrow('the server command is empty');
  });
});

describe('listServerTools over stdio', () => {
  it('reads the tools of the reference server "everything", which nobody here wrote', { timeout: 30_000 }, async () => {
    const r = await listServerTools({ name: 'everything', command: EVERYTHING });
    expect(r.tools.length).toBeGreaterThan(5);
    expect(r.tools.map((t) => t.name)).toContain('echo');
    expect(r.serverInfo?.name).toBeTruthy();
    expect(running('server-everything')).toEqual([]);
  });

  it('follows nextCursor through 1,000 tools in 10 pages', { timeout: 30_000 }, async () => {
    const r = await listServerTools({ name: 'paged', command: `${node} ${fixture('paged.mjs')}`, env: { TOOLS: '1000', PAGE: '100' } });
    expect(r.pages).toBe(10);
    expect(r.tools).toHaveLength(1000);
    expect(r.tools[999]!.name).toBe('tool_999');
  });

  it('keeps a tool whose schema the SDK would refuse: linting it is the point', { timeout: 30_000 }, async () => {
    const r = await listServerTools({ name: 'bad', command: `${node} ${fixture('paged.mjs')}`, env: { TOOLS: '2', BAD_SCHEMA: '1' } });
    expect(r.tools[0]!.inputSchema).toEqual({ type: 'array' });
  });

  it('a server that pages forever is stopped at the repeated cursor', { timeout: 30_000 }, async () => {
    const e = await failure(listServerTools({ name: 'loop', command: `${node} ${fixture('paged.mjs')}`, env: { LOOP: '1', PAGE: '3' } }));
    expect(e.message).toBe(`server "loop" (${node} ${fixture('paged.mjs')}) returned the nextCursor "0" twice; its tools/list pages would never end.`);
  });

  it('a server that answers tools/list with an error, and one that dies in the middle of its list', { timeout: 30_000 }, async () => {
    const command = `${node} ${fixture('paged.mjs')}`;
    const e = await failure(listServerTools({ name: 'db', command, env: { ERROR: '1' } }));
    expect(e.message).toBe(`server "db" (${command}) failed to list its tools: database unavailable.`);
    const dies = await failure(listServerTools({ name: 'oom', command, env: { TOOLS: '300', PAGE: '100', CRASH_AT: '200' } }));
    expect(dies.message).toBe(`server "oom" (${command}) failed to list its tools (page 3): it exited with code 137.`);
    expect(dies.stderr).toContain('out of memory');
  });

  it('a server that exits at start: its exit code and the last lines of its stderr', { timeout: 30_000 }, async () => {
    const command = `${node} -e "console.error('config file missing'); console.error('giving up'); process.exit(3)"`;
    const e = await failure(listServerTools({ name: 'crash', command }));
    expect(e.message).toBe(`server "crash" (${command}) failed to start: it exited with code 3.`);
    expect(e.describe()).toBe(`${e.message}\n  Last lines of its stderr:\n    config file missing\n    giving up`);
  });

  it('a command that does not exist', { timeout: 30_000 }, async () => {
    const e = await failure(listServerTools({ name: 'missing', command: 'tooldoc-no-such-server --flag' }));
    expect(e.message).toBe('server "missing" (tooldoc-no-such-server --flag) failed to start: the command was not found.');
  });

  it('a server that writes garbage on stdout', { timeout: 30_000 }, async () => {
    const command = `${node} -e "console.log('Server listening on port 3000'); setInterval(() => {}, 1000)"`;
    const e = await failure(listServerTools({ name: 'noisy', command }, { startupTimeoutMs: 20_000 }));
    expect(e.message).toBe(`server "noisy" (${command}) failed to start: the server wrote something other than JSON-RPC on stdout: "Server listening on port 3000".`);
    expect(running('Server listening on port')).toEqual([]);
  });

  it('a server that hangs: the start-up time-out, and the server is stopped', { timeout: 30_000 }, async () => {
    const command = `${node} -e "setInterval(() => {}, 1000) /* tooldoc-hang-marker */"`;
    const e = await failure(listServerTools({ name: 'hang', command }, { startupTimeoutMs: 1500 }));
    expect(e.message).toBe(`server "hang" (${command}) did not complete the MCP handshake within 1.5 s; raise --server-timeout if it starts slowly.`);
    expect(running('tooldoc-hang-marker')).toEqual([]);
  });
});

describe('listServerTools over HTTP (loopback only)', () => {
  /** Starts test/fixtures/servers/http.mjs and resolves its URL once it listens; stopped after the test. */
  async function httpServer(...args: string[]): Promise<{ url: string; stop: () => void }> {
    const child = spawn(process.execPath, [path.join(ROOT, 'test', 'fixtures', 'servers', 'http.mjs'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the test server exited with ${code}`)));
    });
    return { url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill('SIGKILL') };
  }

  it('Streamable HTTP, with the headers given (auth)', { timeout: 30_000 }, async () => {
    const s = await httpServer('streamable', 's3cret');
    try {
      const r = await listServerTools({ name: 'orders', url: s.url, headers: { Authorization: 'Bearer s3cret' } });
      expect(r.tools.map((t) => t.name)).toEqual(['lookup_order']);
      const e = await failure(listServerTools({ name: 'orders', url: s.url }));
      expect(e.status).toBe(401);
      expect(e.message).toBe(`server "orders" (${s.url}) failed to start: it answered HTTP 401 (unauthorised); pass the credentials it needs with --header, e.g. --header "Authorization: Bearer …".`);
    } finally {
      s.stop();
    }
  });

  it('falls back to HTTP+SSE for a server that speaks only that', { timeout: 30_000 }, async () => {
    const s = await httpServer('sse');
    try {
      const r = await listServerTools({ name: 'legacy', url: s.url.replace(/\/mcp$/, '/sse') });
      expect(r.tools.map((t) => t.name)).toEqual(['lookup_order']);
    } finally {
      s.stop();
    }
  });

  it('nothing listening, and a URL that is not http(s)', { timeout: 30_000 }, async () => {
    const e = await failure(listServerTools({ name: 'down', url: 'http://127.0.0.1:9/mcp' }));
    expect(e.message).toMatch(/^server "down" \(http:\/\/127\.0\.0\.1:9\/mcp\) failed to start: /);
    const bad = await failure(listServerTools({ name: 'x', url: 'ftp://example.com' }));
    expect(bad.message).toBe('Cannot connect to server "x" (ftp://example.com): not an http(s) URL.');
  });
});
