/**
 * `tooldoc import --server` / `--url` (issue 15): descriptors written from a live server's tools/list,
 * as a user runs it (the built CLI), and what a user sees when the server fails.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sidecarOf } from '../../src/commands/import.js';
import { mcpToNative } from '../../src/input-formats/platform.js';
import { serverName } from '../../src/servers/command.js';
import { listServerTools } from '../../src/servers/list.js';
import { requireBuild } from '../e2e/support.js';
import { expectCtrlCStops } from '../servers/support.js';
import { canonical, ROOT, runCli, tempDir } from '../helpers.js';

requireBuild();

const EVERYTHING = `node ${path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js')} stdio`;

const byName = (tools: unknown[]) => (canonical(tools) as Array<{ name: string }>).sort((a, b) => (a.name < b.name ? -1 : 1));

describe('import --server', () => {
  it('with --full, writes one whole descriptor per tool of a real server, and exporting them gives its tools/list back', { timeout: 60_000 }, async () => {
    const listed = await listServerTools({ name: 'everything', command: EVERYTHING });
    const out = path.join(tempDir(), 'tools');
    const r = runCli(['import', '--server', EVERYTHING, '--full', '--out', out], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`^tooldoc: wrote ${listed.tools.length} descriptors to .* with \\d+ TODOs to fill in; run \`tooldoc lint .*\` to list them\\.\\n$`));
    expect(readdirSync(out)).toHaveLength(listed.tools.length);
    const echo = readFileSync(path.join(out, 'echo.yaml'), 'utf8');
    expect(echo.split('\n')[0]).toMatch(new RegExp(`^# Imported by \`tooldoc import --server ".*index\\.js stdio"\` from server "server-everything", tool \\d+ of ${listed.tools.length} in its tools/list\\.$`));
    expect((parse(echo) as { name: string }).name).toBe('echo');

    const exported = runCli(['export', '--target', 'mcp', '--mcp-revision', '2025-11-25', out]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(byName((JSON.parse(exported.stdout) as { tools: unknown[] }).tools)).toEqual(byName(listed.tools));
  });

  it('writes sidecars by default: the name, and TODOs only for what the server cannot tell', { timeout: 60_000 }, () => {
    const out = path.join(tempDir(), 'tools');
    const r = runCli(['import', '--server', EVERYTHING, '--out', out], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`^tooldoc: wrote 13 sidecar descriptors to .* with \\d+ TODOs to fill in; run \`tooldoc lint --server ".*index\\.js stdio" .*\` to list them\\.\\n$`));
    const text = readFileSync(path.join(out, 'get-sum.yaml'), 'utf8');
    expect(text.split('\n')[1]).toMatch(/^# A sidecar: it documents what the server's tools\/list cannot say; the tool's name, description and schemas stay there, so lint them together: run tooldoc lint --server ".*" .*\.$/);
    const sidecar = parse(text) as Record<string, unknown>;
    // get-sum is annotated read-only (so idempotent, not destructive) and lists no outputSchema.
    expect(Object.keys(sidecar)).toEqual(['name', 'returns', 'errors', 'examples']);
    expect(sidecar.examples).toMatchObject([{ tool_call: { name: 'get-sum', arguments: { a: 'TODO: a value', b: 'TODO: a value' } } }, { result: { error: { code: 'VALIDATION_ERROR' } } }]);
    // One with an outputSchema: no returns to stub.
    const structured = parse(readFileSync(path.join(out, 'get-structured-content.yaml'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(structured)).toEqual(['name', 'errors', 'examples']);
  });

  it('stubs in a sidecar the hints a server left unset, and only those', () => {
    const hints = (annotations?: Record<string, unknown>) => sidecarOf({ descriptor: mcpToNative({ name: 't', inputSchema: { type: 'object' }, ...(annotations ? { annotations } : {}) }).descriptor }).idempotency;
    const todo = 'TODO: true or false';
    expect(hints()).toEqual({ idempotent: todo, safe: todo, destructive: todo });
    expect(hints({ readOnlyHint: false, destructiveHint: false })).toEqual({ idempotent: todo });
    expect(hints({ readOnlyHint: true })).toBeUndefined();
  });

  it('records the command as it was given, relative or found on the PATH, never a path of this machine; the lint it suggests is the same command', { timeout: 60_000 }, () => {
    const out = tempDir();
    const bin = tempDir();
    // A server started by a name the PATH resolves, as `npx` or `uvx` would be.
    writeFileSync(path.join(bin, 'orders-server'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(ROOT, 'test', 'fixtures', 'servers', 'orders.mjs'))}\n`, { mode: 0o755 });
    const env = { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
    for (const command of ['node test/fixtures/servers/orders.mjs', 'orders-server']) {
      const dir = path.join(out, command.includes(' ') ? 'relative' : 'on-path');
      const r = runCli(['import', '--server', command, '--out', dir], { cwd: ROOT, env });
      expect(r.code, r.stderr).toBe(0);
      const lintAgain = `tooldoc lint --server ${JSON.stringify(command)} ${dir}`;
      expect(r.stderr).toBe(`tooldoc: wrote 7 sidecar descriptors to ${dir} with 63 TODOs to fill in; run \`${lintAgain}\` to list them.\n`);
      const head = readFileSync(path.join(dir, 'get_order.yaml'), 'utf8').split('\n').slice(0, 2);
      expect(head).toEqual([
        `# Imported by \`tooldoc import --server ${JSON.stringify(command)}\` from server "orders${command.includes(' ') ? '' : '-server'}", tool 1 of 7 in its tools/list.`,
        `# A sidecar: it documents what the server's tools/list cannot say; the tool's name, description and schemas stay there, so lint them together: run ${lintAgain}.`,
      ]);
      expect(readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n')).not.toContain(ROOT);
      // The suggested lint, from the same folder, starts the server and documents its tools with the sidecars.
      const lint = runCli(['lint', '--server', command, dir, '--format', 'json'], { cwd: ROOT, env });
      expect(lint.code, lint.stderr).toBe(1);
      expect((JSON.parse(lint.stdout) as { tools: Array<{ file: string }> }).tools.every((t) => t.file.startsWith(dir))).toBe(true);
    }
  });

  it('a server that fails: exit 2, what happened and its stderr, nothing written', { timeout: 60_000 }, () => {
    const out = path.join(tempDir(), 'tools');
    const command = `node -e "console.error('missing API key'); process.exit(4)"`;
    const r = runCli(['import', '--server', command, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`tooldoc: nothing imported; server "node" (${command}) failed to start: it exited with code 4.\n  Last lines of its stderr:\n    missing API key\n`);
  });

  it('usage: one source only, --from only for files, headers only for URLs', () => {
    const out = path.join(tempDir(), 'tools');
    const cases: Array<[string[], string]> = [
      [['--out', out], 'tooldoc: Give import one source: a platform file (with --from), --server "<command>" or --url <url>.\n'],
      [['x.json', '--server', 'node s.js', '--out', out], 'tooldoc: Give import one source: a platform file (with --from), --server "<command>" or --url <url>.\n'],
      [['x.json', '--out', out], 'tooldoc: Say which format x.json is in with --from (mcp, openai, openai-responses, anthropic, gemini, functions).\n'],
      [['x.json', '--from', 'mcp', '--full', '--out', out], 'tooldoc: --full is for --server and --url: from a file, import writes whole descriptors (or, with --sidecars, sidecars).\n'],
      [['--server', 'node s.js', '--from', 'openai', '--out', out], 'tooldoc: A server lists MCP tools; leave out --from openai.\n'],
      [['--server', 'node s.js', '--header', 'X: y', '--out', out], 'tooldoc: --header is for a server reached by --url; give a started server its settings with --env.\n'],
      [['--url', 'http://127.0.0.1:9/mcp', '--header', 'nocolon', '--out', out], 'tooldoc: --header takes "Name: value", not "nocolon".\n'],
      [['--server', 'node s.js', '--server-timeout', '0', '--out', out], 'tooldoc: --server-timeout takes a number of seconds above 0, not "0".\n'],
    ];
    for (const [args, stderr] of cases) {
      const r = runCli(['import', ...args]);
      expect([r.code, r.stderr], args.join(' ')).toEqual([2, stderr]);
    }
  });
});

describe('import --url', () => {
  it('reads a server over HTTP with the headers given, and names it after its host', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'test', 'fixtures', 'servers', 'http.mjs'), 'streamable', 't0ken'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
      const out = path.join(tempDir(), 'tools');
      const url = `http://127.0.0.1:${port}/mcp`;
      const r = runCli(['import', '--url', url, '--header', 'Authorization: Bearer t0ken', '--out', out]);
      expect(r.code, r.stderr).toBe(0);
      expect(readdirSync(out)).toEqual(['lookup_order.yaml']);
      expect(readFileSync(path.join(out, 'lookup_order.yaml'), 'utf8').split('\n')[0]).toBe(`# Imported by \`tooldoc import --url ${url}\` from server "127.0.0.1:${port}", tool 1 of 1 in its tools/list.`);
      const denied = runCli(['import', '--url', url, '--out', path.join(tempDir(), 'x')]);
      expect(denied.code).toBe(2);
      expect(denied.stderr).toBe(`tooldoc: nothing imported; server "127.0.0.1:${port}" (${url}) failed to start: it answered HTTP 401 (unauthorised); pass the credentials it needs with --header, e.g. --header "Authorization: Bearer …".\n`);
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('serverName', () => {
  it('names a server after what it runs', () => {
    expect(serverName(['npx', '-y', '@modelcontextprotocol/server-everything'])).toBe('server-everything');
    expect(serverName(['npx', '-y', '@modelcontextprotocol/server-filesystem@2026.1.14', '/tmp'])).toBe('server-filesystem');
    expect(serverName(['node', './weather/dist/index.js'])).toBe('weather');
    expect(serverName(['uvx', 'mcp-server-time'])).toBe('mcp-server-time');
    expect(serverName(['python', '-m', 'mcp_server_git'])).toBe('mcp_server_git');
    expect(serverName(['/usr/local/bin/my-server', '--port', '3'])).toBe('my-server');
    expect(serverName(['node', '-e', 'process.exit(1)'])).toBe('node');
  });
});

describe('a server is never left running', () => {
  it('Ctrl-C (SIGINT) during an import stops the server too, and tooldoc exits 130', { timeout: 60_000 }, async () => {
    await expectCtrlCStops((server) => ['import', '--server', server, '--out', path.join(tempDir(), 'x')], `tooldoc-sigint-${process.pid}`);
  });
});

