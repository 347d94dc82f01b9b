/**
 * Issue 35, bounded inputs and a handshake refused: a server's answer (a stdio line, an HTTP body,
 * an SSE event) and stdin are read only up to a limit, counted as they arrive, with an error naming
 * the server or stdin past it (exit 2 for that input, the others still reported); a server that
 * refuses `initialize` is reported with its refusal, not as killed by the signal tooldoc stopped it
 * with. Real servers: test/fixtures/servers/raw.mjs over stdio, and an HTTP server in this process.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_RESPONSE_SIZE } from '../../src/commands/server-options.js';
import { DEFAULT_MAX_RESPONSE_BYTES, listServerTools, ServerError, type ServerLimits, type ServerSpec } from '../../src/servers/list.js';
import { parseSize } from '../../src/toolkit/util.js';
import { CLEAN_TOOL, expectNoCrash, parseReport, requireBuild } from '../e2e/support.js';
import { ROOT, runCli, runCliAsync, writeFiles } from '../helpers.js';
import { running } from '../servers/support.js';

requireBuild();

const RAW = path.join(ROOT, 'test', 'fixtures', 'servers', 'raw.mjs');
const node = JSON.stringify(process.execPath);
const raw = (marker: string) => `${node} ${JSON.stringify(RAW)} ${marker}`;
const MiB = 1024 * 1024;
/** More than any test waits for: a server that sent it all would hang the test, not pass it. */
const ENDLESS = String(1e12);

async function failure(spec: ServerSpec, limits?: ServerLimits): Promise<ServerError> {
  try {
    await listServerTools(spec, limits);
  } catch (err) {
    expect(err).toBeInstanceOf(ServerError);
    return err as ServerError;
  }
  throw new Error('expected the server to fail');
}

describe('a stdio server', () => {
  it('writing one endless line is stopped at --max-response-size, and stopped', { timeout: 30_000 }, async () => {
    const command = raw('tooldoc-endless-marker');
    const started = Date.now();
    const e = await failure({ name: 'endless', command, env: { MODE: 'endless', BYTES: ENDLESS } }, { maxResponseBytes: MiB });
    expect(e.message).toBe(`server "endless" (${command}) failed to list its tools: it wrote a message of more than 1.0 MiB on stdout; stopped reading (raise --max-response-size if its answers are that large).`);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(running('tooldoc-endless-marker')).toEqual([]);
  });

  it('an answer under the limit is read; the same answer over it is not', { timeout: 30_000 }, async () => {
    const spec = { name: 'huge', command: raw('tooldoc-huge-marker'), env: { MODE: 'huge', BYTES: String(2 * MiB) } };
    expect((await listServerTools(spec)).tools.map((t) => t.name)).toEqual(['big']);
    const e = await failure(spec, { maxResponseBytes: MiB });
    expect(e.message).toMatch(/failed to list its tools: it wrote a message of more than 1\.0 MiB on stdout; stopped reading/);
  });
});

describe('a server that refuses initialize', () => {
  it('is reported with its JSON-RPC error, not as killed by the signal that stopped it', { timeout: 30_000 }, async () => {
    const command = raw('tooldoc-refuse-marker');
    const e = await failure({ name: 'refuser', command, env: { MODE: 'refuse' } });
    expect(e.message).toMatch(
      new RegExp(`^server "refuser" \\(${command.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\) failed to start: it refused the MCP handshake \\(initialize\\): Unsupported protocol version [\\d-]+; this server speaks 1999-01-01 only ##\\[error\\]x \\(JSON-RPC error -32602\\)\\.$`),
    );
    expect(e.message).not.toMatch(/killed|SIGTERM/);
    expect(running('tooldoc-refuse-marker')).toEqual([]);
  });

  it('and the CLI says so, the other inputs still reported, exit 2', { timeout: 30_000 }, () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'tooldoc.config.yaml': `servers:\n  - name: refuser\n    command: ${node}\n    args: [${JSON.stringify(RAW)}]\n    env: {MODE: refuse}\n` });
    const r = runCli(['lint', 'good.yaml', '-f', 'json'], { cwd: dir });
    expectNoCrash(r);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^tooldoc: server "refuser" \(.*\) failed to start: it refused the MCP handshake \(initialize\): Unsupported protocol version .* \(JSON-RPC error -32602\)\.$/m);
    const report = parseReport(r.stdout);
    expect(report.tools.map((t) => t.name)).toEqual(['get_weather']);
    expect(report.files.find((f) => f.file === 'server:refuser')?.diagnostics.map((d) => d.ruleId)).toEqual(['input/server-unavailable']);
  });
});

describe('an HTTP server', () => {
  let server: Server;
  let base = '';
  /** Answers initialize as an MCP server would; tools/list as the path says. */
  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const message = JSON.parse(body) as { id?: number; method: string; params?: { protocolVersion?: string } };
    if (message.id === undefined) return void res.writeHead(202).end();
    const answer = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: message.id, result });
    if (message.method === 'initialize') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(answer({ protocolVersion: message.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'http', version: '1' } }));
    }
    const tools = { tools: [{ name: 'lookup', description: 'Looks up one thing.', inputSchema: { type: 'object' } }] };
    const endless = (head: string) => {
      // Writes as fast as the client reads, until it goes away.
      res.write(head);
      const chunk = 'x'.repeat(64 * 1024);
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more);
      };
      res.once('close', () => res.removeAllListeners('drain'));
      more();
    };
    if (req.url === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return endless(`{"jsonrpc":"2.0","id":${message.id},"result":{"tools":[{"name":"t","description":"`);
    }
    if (req.url === '/sse') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return endless('event: message\ndata: ');
    }
    // Many events, each under the limit, more than it in all: each is counted on its own.
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const note = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'y'.repeat(200 * 1024) } });
    for (let i = 0; i < 10; i++) res.write(`event: message\ndata: ${note}\n\n`);
    res.end(`event: message\ndata: ${answer(tools)}\n\n`);
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => handle(req, res, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('sending an endless JSON body or SSE event is stopped at the limit', { timeout: 30_000 }, async () => {
    for (const where of ['json', 'sse']) {
      const url = `${base}/${where}`;
      const started = Date.now();
      const e = await failure({ name: where, url }, { maxResponseBytes: MiB });
      expect(e.message, where).toBe(`server "${where}" (${url}) failed to list its tools: its answer is larger than 1.0 MiB; stopped reading (raise --max-response-size if its answers are that large).`);
      expect(Date.now() - started, where).toBeLessThan(15_000);
    }
  });

  it('counts an event stream event by event', { timeout: 30_000 }, async () => {
    const r = await listServerTools({ name: 'events', url: `${base}/events` }, { maxResponseBytes: MiB });
    expect(r.tools.map((t) => t.name)).toEqual(['lookup']);
  });

  it('through the CLI: --max-response-size, exit 2, the files still reported', { timeout: 30_000 }, async () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'tooldoc.config.yaml': `servers:\n  - name: big\n    url: ${base}/json\n` });
    const r = await runCliAsync(['lint', 'good.yaml', '-f', 'json', '--max-response-size', '512KiB'], { cwd: dir, timeoutMs: 20_000 });
    expectNoCrash(r);
    expect(r.killed).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`tooldoc: server "big" (${base}/json) failed to list its tools: its answer is larger than 512.0 KiB; stopped reading (raise --max-response-size if its answers are that large).\n`);
    const report = parseReport(r.stdout);
    expect(report.tools.map((t) => t.name)).toEqual(['get_weather']);
    expect(report.files.find((f) => f.file === 'server:big')?.diagnostics.map((d) => d.ruleId)).toEqual(['input/server-unavailable']);
  });
});

describe('the CLI', () => {
  it('stops reading an endless stdin server line at --max-response-size, and lints the rest', { timeout: 30_000 }, async () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'tooldoc.config.yaml': `servers:\n  - name: endless\n    command: ${node}\n    args: [${JSON.stringify(RAW)}]\n    env: {MODE: endless, BYTES: "${ENDLESS}"}\n` });
    const r = await runCliAsync(['lint', 'good.yaml', '-f', 'json', '--max-response-size', '2MiB'], { cwd: dir, timeoutMs: 20_000 });
    expectNoCrash(r);
    expect(r.killed).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^tooldoc: server "endless" \(.*\) failed to list its tools: it wrote a message of more than 2\.0 MiB on stdout; stopped reading/m);
    expect(parseReport(r.stdout).tools.map((t) => t.name)).toEqual(['get_weather']);
  });

  it('stops reading stdin past --max-file-size: exit 2, naming stdin', { timeout: 30_000 }, async () => {
    function* endless() {
      yield 'name: get_weather\ndescription: "';
      for (;;) yield 'x'.repeat(64 * 1024);
    }
    const r = await runCliAsync(['lint', '-', '--max-file-size', '1MiB'], { cwd: writeFiles({}), input: endless(), timeoutMs: 20_000 });
    expect(r.killed).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: stdin: more than the 1.0 MiB limit; stopped reading. Split the catalog or raise --max-file-size.\n');
    // The default limit is --max-file-size's (10 MiB); under it, stdin is linted.
    const big = `name: get_weather\ndescription: Gets the weather.\nx-padding: "${'x'.repeat(2 * MiB)}"\n`;
    expect(runCli(['lint', '-', '-f', 'json'], { input: big, cwd: writeFiles({}) }).code).toBe(1);
    expect(runCli(['lint', '-'], { input: big + 'y'.repeat(9 * MiB), cwd: writeFiles({}) }).stderr).toBe('tooldoc: stdin: more than the 10.0 MiB limit; stopped reading. Split the catalog or raise --max-file-size.\n');
  });

  it('says the default it reads with', () => {
    expect(parseSize(DEFAULT_MAX_RESPONSE_SIZE)).toBe(DEFAULT_MAX_RESPONSE_BYTES);
    expect(runCli(['lint', '--help']).stdout).toMatch(/--max-response-size <size>\s+the largest answer read from a server[^]*\(default 32MiB\)/);
  });

  it('refuses a --max-response-size that is no size', () => {
    for (const bad of ['0', 'lots', '-1MiB']) {
      const r = runCli(['lint', '--server', 'x', '--max-response-size', bad], { cwd: writeFiles({}) });
      expect(r.code, bad).toBe(2);
      expect(r.stderr, bad).toBe(`tooldoc: --max-response-size takes a size of at least 1 byte, such as 32MiB or 500KiB, not "${bad}".\n`);
    }
  });
});
