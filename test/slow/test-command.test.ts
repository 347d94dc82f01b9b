/**
 * `tooldoc test` (issue 18), its slower end-to-end cases (npm run test:e2e): what may change data is
 * called only when allowed (a real pseudo-terminal for the confirmation), servers that fail or are
 * interrupted, servers from the config and over HTTP. Run as a user runs it (the built CLI) against real servers: the MCP
 * reference servers (dev dependencies) and test/fixtures/servers/orders.mjs, whose tools answer with
 * §7 envelopes. Sidecars whose examples agree pass; deliberately wrong ones fail, each at its exact
 * place; what may change data is called only when allowed; no server is left running.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild } from '../e2e/support.js';
import { ROOT, runCli, tempDir, writeFiles } from '../helpers.js';
import { expectCtrlCStops, running } from '../servers/support.js';
import { ORDERS, ORDERS_JS, PASS, report, statuses } from '../servers/test-command-support.js';

requireBuild();

const MEMORY_JS = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');


describe('tooldoc test: only what is allowed is called', () => {
  it('calls idempotent writes with --allow-writes, and nothing destructive', () => {
    const { stdout, stderr } = runCli(['test', '--server', ORDERS, PASS, '--allow-writes', '--format', 'json', '--verbose']);
    expect(statuses(report(stdout))).toEqual({ bare: 'skipped,skipped', cancel_order: 'passed', get_order: 'passed,passed,passed', purge: 'skipped' });
    // --verbose says each outcome as it comes, in file order.
    expect(stderr.split('\n').map((l) => l.replace(/ in \d+ ms$/, ''))).toEqual([
      'tooldoc: bare example 1: skipped (it does not declare what it changes (idempotency.safe, or readOnlyHint on the server); --allow-destructive runs it)',
      'tooldoc: bare example 2: skipped (x-tooldoc.skip: needs a production account)',
      'tooldoc: cancel_order example 1: passed',
      'tooldoc: get_order example 1: passed',
      'tooldoc: get_order example 2: passed',
      'tooldoc: get_order example 3: passed',
      'tooldoc: purge example 1: skipped (it is declared destructive; --allow-destructive runs it)',
      '',
    ]);
  });

  it('will not call destructive tools without --yes when there is no terminal to ask', () => {
    const { code, stdout, stderr } = runCli(['test', '--server', ORDERS, PASS, '--allow-destructive'], { input: 'y\n' });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('tooldoc: --allow-destructive would call 2 tools that may change or delete data (bare, purge); add --yes to confirm when there is no terminal to ask on.\n');
    expect(running(ORDERS_JS)).toEqual([]);
  });

  it('calls everything with --allow-destructive --yes, except what the example marks x-tooldoc.skip', () => {
    const r = report(runCli(['test', '--server', ORDERS, PASS, '--allow-destructive', '--yes', '--format', 'json']).stdout);
    expect(statuses(r)).toEqual({ bare: 'passed,skipped', cancel_order: 'passed', get_order: 'passed,passed,passed', purge: 'passed' });
    expect(r.examples.tools.find((t) => t.name === 'bare')!.examples[1]).toMatchObject({ status: 'skipped', reason: 'x-tooldoc.skip: needs a production account' });
  });

  it('asks on a terminal, and skips the destructive examples when the answer is no', async () => {
    // A real pseudo-terminal (util-linux `script`), as a person at a shell has.
    const cmd = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(ROOT, 'bin', 'tooldoc.js'))} test --server ${JSON.stringify(ORDERS)} ${PASS} --allow-destructive --no-color`;
    const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn('script', ['-qec', cmd, '/dev/null'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
      let text = '';
      child.stdout.on('data', (d: Buffer) => {
        text += d.toString();
        if (text.includes('Continue? [y/N]')) child.stdin.write('n\n');
      });
      child.on('exit', (code) => resolve({ code, text }));
    });
    expect(out.code).toBe(0);
    expect(out.text).toContain('tooldoc test will call 2 tools that may change or delete data: bare, purge.\r\nContinue? [y/N] ');
    expect(out.text).toContain('tooldoc: not confirmed; the examples of those tools are skipped.');
    expect(out.text).toContain(`  purge         1 skipped  ${PASS}/purge.yaml:1  not confirmed at the --allow-destructive prompt`);
    expect(running(ORDERS_JS)).toEqual([]);
  });

  it("takes the safety hints of a reference server's annotations: server-memory's writes and deletes are skipped, its reads run", () => {
    const memory = path.join(tempDir(), 'memory.jsonl');
    const dir = writeFiles({
      'create_entities.yaml': `name: create_entities
examples:
  - prompt: Remember that Ada prefers tea.
    tool_call: {name: create_entities, arguments: {entities: [{name: Ada, entityType: person, observations: [Prefers tea]}]}}
`,
      'delete_entities.yaml': `name: delete_entities
examples:
  - prompt: Forget Ada.
    tool_call: {name: delete_entities, arguments: {entityNames: [Ada]}}
`,
      'read_graph.yaml': `name: read_graph
examples:
  - prompt: What do you remember?
    tool_call: {name: read_graph, arguments: {}}
    result: {entities: [], relations: []}
`,
    });
    const r = report(runCli(['test', '--server', `node ${MEMORY_JS}`, '--env', `MEMORY_FILE_PATH=${memory}`, '.', '--format', 'json'], { cwd: dir }).stdout);
    expect(statuses(r)).toEqual({ create_entities: 'skipped', delete_entities: 'skipped', read_graph: 'passed' });
    expect(r.examples.tools.find((t) => t.name === 'create_entities')!.note).toBe('it writes and is not declared idempotent; --allow-destructive runs it');
    expect(r.examples.tools.find((t) => t.name === 'delete_entities')!.note).toBe('it is declared destructive; --allow-destructive runs it');
    // With --allow-destructive --yes the write runs first (file order), and the read after it sees it.
    writeFileSync(path.join(dir, 'read_graph.yaml'), readFileSync(path.join(dir, 'read_graph.yaml'), 'utf8').replace('{entities: [], relations: []}', '{entities: [{name: Ada, entityType: person, observations: [Prefers tea]}], relations: []}'));
    const all = report(runCli(['test', '--server', `node ${MEMORY_JS}`, '--env', `MEMORY_FILE_PATH=${memory}`, '.', '--format', 'json', '--allow-destructive', '--yes', '--tool', 'create_entities', '--tool', 'read_graph'], { cwd: dir }).stdout);
    expect(statuses(all)).toEqual({ create_entities: 'passed', read_graph: 'passed' });
  });
});

describe('tooldoc test: servers that fail', () => {
  it('exits 2 naming a server that cannot start, and still reports', () => {
    const { code, stdout, stderr } = runCli(['test', '--server', 'node -e "process.exit(3)"', PASS]);
    expect(code).toBe(2);
    expect(stdout).toContain(`  get_order     3 skipped  ${PASS}/get_order.yaml:2  no server of this run lists a tool "get_order"; server "node" could not be started\n`);
    expect(stdout).toMatch(/\n1 server could not be started or listed \(see above\)\n$/);
    expect(stderr).toMatch(/^tooldoc: server "node" \(node -e "process\.exit\(3\)"\) failed to start: it exited with code 3\.\n/);
    expect(stderr).toContain('tooldoc: a server could not be tested (see above); exit 2.\n');
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('stops the server it is calling on Ctrl-C (exit 130, no stack trace)', async () => {
    const dir = writeFiles({ 'wait.yaml': 'name: wait\nexamples:\n  - prompt: Wait.\n    tool_call: {name: wait, arguments: {ms: 60000}}\n' });
    // A server still starting, then one in the middle of a call.
    await expectCtrlCStops((server) => ['test', '--server', server, dir], 'tooldoc-test-ctrl-c');
    const marker = 'tooldoc-test-ctrl-c-call';
    const cli = spawn(process.execPath, [path.join(ROOT, 'bin', 'tooldoc.js'), 'test', '--server', `${ORDERS} stdio ${marker}`, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    cli.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 100 && !running(marker).length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(running(marker).length, 'the server started').toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1500));
    cli.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(running(marker)).toEqual([]);
  });

});

describe('tooldoc test: servers from the config, and over HTTP', () => {
  it("runs the config's servers against their sidecar folders, with no arguments", () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': ['servers:', '  - name: orders', '    command: node', `    args: [${JSON.stringify(ORDERS_JS)}]`, '    sidecars: tools/orders', ''].join('\n'),
      'tools/orders/get_order.yaml': readFileSync(path.join(ROOT, PASS, 'get_order.yaml'), 'utf8'),
    });
    const { code, stdout } = runCli(['test'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toContain('  get_order  3 passed  tools/orders/get_order.yaml:2\n');
  });

  it('calls a server reached over Streamable HTTP (--url)', async () => {
    const child = spawn(process.execPath, [ORDERS_JS, 'http'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
      const r = report(runCli(['test', '--url', `http://127.0.0.1:${port}/mcp`, PASS, '--format', 'json']).stdout);
      expect(statuses(r)).toEqual({ bare: 'skipped,skipped', cancel_order: 'skipped', get_order: 'passed,passed,passed', purge: 'skipped' });
      expect(r.examples.tools.find((t) => t.name === 'get_order')!.server).toBe(`127.0.0.1:${port}`);
    } finally {
      child.kill();
    }
  });
});
