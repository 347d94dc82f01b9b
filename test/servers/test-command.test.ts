/**
 * `tooldoc test` (issue 18), run as a user runs it (the built CLI) against real servers: the MCP
 * reference servers (dev dependencies) and test/fixtures/servers/orders.mjs, whose tools answer with
 * §7 envelopes. Sidecars whose examples agree pass; deliberately wrong ones fail, each at its exact
 * place; no server is left running. The safety gate, failing servers, the config and HTTP are in
 * test/slow/test-command.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild } from '../e2e/support.js';
import { ROOT, runCli, writeFiles } from '../helpers.js';
import { running } from './support.js';
import { ORDERS, ORDERS_JS, PASS, report, statuses, type Report } from './test-command-support.js';

requireBuild();

const EVERYTHING = `node ${path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js')} stdio`;
const WRONG = 'test/fixtures/examples/orders/wrong';

/** Each finding as `file:line:column ruleId`. */
const places = (r: Report) => r.files.flatMap((f) => f.diagnostics.map((d) => `${f.file}:${d.line}:${d.column} ${d.ruleId}`));

describe('tooldoc test: examples that agree with the server pass', () => {
  it('calls the read-only tools with each example, and says what it did not call and why', () => {
    const { code, stdout, stderr } = runCli(['test', '--server', ORDERS, PASS]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(
      [
        'Examples',
        `  bare          2 skipped  ${PASS}/bare.yaml:1`,
        '    example 1 skipped: it does not declare what it changes (idempotency.safe, or readOnlyHint on the server); --allow-destructive runs it',
        '    example 2 skipped: x-tooldoc.skip: needs a production account',
        `  cancel_order  1 skipped  ${PASS}/cancel_order.yaml:1  it writes (it is not declared safe: true); --allow-writes runs idempotent writes`,
        `  get_order     3 passed   ${PASS}/get_order.yaml:2`,
        `  purge         1 skipped  ${PASS}/purge.yaml:1  it is declared destructive; --allow-destructive runs it`,
        '',
        '3 tools have no examples: wait, crash, broken',
        '',
        '✔ 0 failed, 3 passed, 4 skipped (7 examples of 4 tools, on 1 server)',
      ].join('\n'),
    );
  });

  it('runs the examples of a reference server nobody here wrote (server-everything)', () => {
    const dir = writeFiles({
      'echo.yaml': `name: echo
examples:
  - prompt: Say hello back.
    tool_call: {name: echo, arguments: {message: hello}}
    result: "Echo: hello"
`,
      'get-sum.yaml': `name: get-sum
examples:
  - prompt: What is 2 plus 3?
    tool_call: {name: get-sum, arguments: {a: 2, b: 3}}
    result: The sum of 2 and 3 is 5.
`,
      'get-structured-content.yaml': `name: get-structured-content
examples:
  - prompt: What is the weather in Chicago?
    tool_call: {name: get-structured-content, arguments: {location: Chicago}}
    result: {temperature: 36, conditions: Light rain / drizzle, humidity: 82}
`,
    });
    const { code, stdout, stderr } = runCli(['test', '--server', EVERYTHING, '.', '--format', 'json'], { cwd: dir });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const r = report(stdout);
    expect(statuses(r)).toEqual({ echo: 'passed', 'get-structured-content': 'passed', 'get-sum': 'passed' });
    expect(r.examples.summary).toMatchObject({ servers: 1, examples: 3, passed: 3, failed: 0, skipped: 0 });
    // Every tool the server lists is in the report, with or without examples.
    expect(r.examples.tools.find((t) => t.name === 'get-env')).toMatchObject({ server: 'server-everything', file: 'server:server-everything', note: 'no examples', examples: [] });
  });
});

describe("docs/testing.md's worked example", () => {
  it('gives the finding the page shows, at the line and column it shows', () => {
    const page = readFileSync(path.join(ROOT, 'docs', 'testing.md'), 'utf8');
    expect(page).toContain('\n## A worked example\n');
    const section = page.slice(page.indexOf('\n## A worked example\n'));
    const sidecar = /```yaml\n# tools\/everything\/get-sum\.yaml\n([\s\S]*?)```/.exec(section)![1]!;
    const shown = /```console\n\$ [^\n]*\n([^\n]*\n[^\n]*\n)/.exec(section)![1]!;
    const dir = writeFiles({ 'tools/everything/get-sum.yaml': `# tools/everything/get-sum.yaml\n${sidecar}` });
    const { code, stdout } = runCli(['test', '--server', EVERYTHING, '--server-name', 'everything', 'tools/everything/'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout.slice(0, shown.length)).toBe(shown);
    expect(stdout).toContain('  get-sum  1 passed, 1 failed  tools/everything/get-sum.yaml:2\n');
  });
});

describe('tooldoc test: examples that disagree fail at the example', () => {
  it('reports a wrong result, a wrong shape, a wrong code, a success where an error was documented, a time-out, a crash and an unknown tool', () => {
    const { code, stdout, stderr } = runCli(['test', '--server', ORDERS, WRONG, '--call-timeout', '1', '--format', 'json']);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const r = report(stdout);
    expect(places(r)).toEqual([
      `${WRONG}/broken.yaml:4:5 example/rpc-error`,
      `${WRONG}/crash.yaml:4:5 example/crashed`,
      `${WRONG}/get_order.yaml:15:5 example/returns`,
      `${WRONG}/get_order.yaml:15:23 example/result`,
      `${WRONG}/get_order.yaml:22:15 example/code`,
      `${WRONG}/get_order.yaml:28:7 example/no-error`,
      `${WRONG}/get_order.yaml:34:64 example/retryable`,
      `${WRONG}/renamed.yaml:1:1 example/unknown-tool`,
      `${WRONG}/wait.yaml:4:5 example/timeout`,
    ]);
    const messages = r.files.flatMap((f) => f.diagnostics.map((d) => d.message));
    expect(messages).toEqual([
      'Example 1 of "broken" failed with JSON-RPC error -32603 ("the database is down") where it documents a success; fix the example\'s arguments or the server.',
      expect.stringMatching(/^Example 1 of "crash" stopped the server: server "orders" \(node .*orders\.mjs\) failed while running tool "crash": it exited with code 139; fix the server, or give the example arguments it survives\.$/),
      'What example 1 of "get_order" returned does not match "returns" at the top: is missing required property "total"; fix the schema or the server.',
      'Example 1 of "get_order" says "delivered" at /status, but the server returned "shipped"; update the example, or list the field under x-tooldoc.vary if it changes from call to call.',
      'Example 2 of "get_order" documents the error code "ORDER_MISSING", but the server returned "NOT_FOUND"; make the two agree.',
      expect.stringMatching(/^Example 3 of "get_order" documents the error NOT_FOUND, but the call succeeded with \{"id":"7","status":"shipped",.*; give the example arguments that fail, or make it a happy example\.$/),
      'Example 4 of "get_order" documents retryable: false, but the server returned retryable: true; make the two agree.',
      'Server "orders" lists no tool "get_orders", so its example could not run; fix the name, or move the descriptor out of the server\'s sidecar folder.',
      'Example 1 of "wait" did not answer within 1 s; make the call finish in time, or give the example arguments that do.',
    ]);
    // The server crashed on "crash" and was started again: get_order's examples (after it) ran; the
    // call that timed out did not stop the next one.
    expect(statuses(r)).toEqual({ broken: 'failed', crash: 'failed', get_order: 'failed,failed,failed,failed', get_orders: 'failed', wait: 'failed,passed' });
    expect(r.examples.summary).toEqual({ servers: 1, tools: 8, examples: 9, passed: 1, failed: 8, skipped: 0 });
    expect(running(ORDERS_JS)).toEqual([]);
  });

  it('shows each failure in the stylish report with its line and column, and the totals', () => {
    const { code, stdout } = runCli(['test', '--server', ORDERS, WRONG, '--tool', 'get_order', '--tool', 'broken']);
    expect(code).toBe(1);
    expect(stdout).toContain(`${WRONG}/get_order.yaml\n  15:5   error  What example 1 of "get_order" returned does not match "returns" at the top: is missing required property "total"; fix the schema or the server.  example/returns\n`);
    expect(stdout).toContain(`  get_order  4 failed  ${WRONG}/get_order.yaml:2\n`);
    expect(stdout).toMatch(/\n✖ 5 failed, 0 passed, 0 skipped \(5 examples of 2 tools, on 1 server\)\n$/);
    expect(stdout).not.toContain('wait.yaml');
  });

  it('says which --tool names no tool, with a suggestion', () => {
    const { code, stdout, stderr } = runCli(['test', '--server', ORDERS, PASS, '--tool', 'get_ordr']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('tooldoc: --tool "get_ordr" names no tool of this run; did you mean "get_order"?\n');
    expect(running(ORDERS_JS)).toEqual([]);
  });
});

describe('tooldoc test: the difference, and the whole answer', () => {
  const LONG = `The quick brown fox jumps over the lazy dog, then rests under the old oak tree.`;
  const sidecar = (result: string) => `name: echo\nexamples:\n  - prompt: Say it back.\n    tool_call: {name: echo, arguments: {message: "${LONG}"}}\n    result: "${result}"\n`;

  it('shows a long answer that differs late around where it differs, and gives the whole answer in the JSON report', () => {
    const dir = writeFiles({ 'echo.yaml': sidecar(`Echo: ${LONG.replace('old', 'young')}`) });
    const { code, stdout } = runCli(['test', '--server', EVERYTHING, '.'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toContain(
      'echo.yaml\n  5:5  error  Example 1 of "echo" says "…hen rests under the young oak tree." at the top of its result (from character 73), but the server returned "…hen rests under the old oak tree."; update the example, or list the field under x-tooldoc.vary if it changes from call to call.  example/result\n',
    );
    const r = JSON.parse(runCli(['test', '--server', EVERYTHING, '.', '--format', 'json'], { cwd: dir }).stdout) as { examples: { tools: Array<{ name: string; examples: Array<{ answer?: unknown }> }> } };
    expect(r.examples.tools.find((t) => t.name === 'echo')!.examples[0]!.answer).toEqual({ value: `Echo: ${LONG}` });
  });
});

describe('tooldoc test: a run in which no example ran', () => {
  it('says so, and why, and exits 2 unless --pass-with-no-examples', () => {
    const skipped = runCli(['test', '--server', ORDERS, PASS, '--tool', 'purge']);
    expect(skipped.code).toBe(2);
    expect(skipped.stdout).toMatch(/\n⚠ 0 failed, 0 passed, 1 skipped \(1 example of 1 tool, on 1 server\)\n$/);
    expect(skipped.stderr).toBe('tooldoc: no example ran, so nothing was checked (exit 2; pass --pass-with-no-examples when that is expected): its one example was skipped: it is declared destructive; --allow-destructive runs it.\n');
    const reasons = runCli(['test', '--server', ORDERS, PASS, '--tool', 'purge', '--tool', 'bare']);
    expect([reasons.code, reasons.stderr]).toEqual([2, 'tooldoc: no example ran, so nothing was checked (exit 2; pass --pass-with-no-examples when that is expected): all 3 examples were skipped, for 3 different reasons (the report gives each).\n']);
    const none = runCli(['test', '--server', ORDERS, PASS, '--tool', 'wait', '--pass-with-no-examples']);
    expect([none.code, none.stderr]).toEqual([0, 'tooldoc: no example ran, so nothing was checked: the one tool of this run has no examples.\n']);
    expect(running(ORDERS_JS)).toEqual([]);
  });
});

describe('tooldoc test --record', () => {
  const GET_ORDER = [
    '# Sidecar of get_order, its results to be recorded.',
    'name: get_order',
    'errors:',
    '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No order has this id., recovery: Confirm the id with the user.}',
    'examples:',
    '  - prompt: Where is order 7?   # the order the test server knows',
    '    tool_call:',
    '      name: get_order',
    '      arguments: {id: "7"}',
    '    result:',
    '      note: "TODO: the result JSON"',
    '  - prompt: Where is order 9?',
    '    tool_call: {name: get_order, arguments: {id: "9"}}',
    '    result: {error: {code: NOT_FOUND, message: "TODO: the error message"}}',
    '',
  ].join('\n');
  const RECORDED = [
    '# Sidecar of get_order, its results to be recorded.',
    'name: get_order',
    'errors:',
    '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No order has this id., recovery: Confirm the id with the user.}',
    'examples:',
    '  - prompt: Where is order 7?   # the order the test server knows',
    '    tool_call:',
    '      name: get_order',
    '      arguments: {id: "7"}',
    '    result:',
    '      id: "7"',
    '      status: shipped',
    '      updated_at: "<time>"',
    '    x-tooldoc:',
    '      vary:',
    '        - /updated_at',
    '  - prompt: Where is order 9?',
    '    tool_call: {name: get_order, arguments: {id: "9"}}',
    '    result: {error: {code: NOT_FOUND, message: "No order 9.", retryable: false}}',
    '',
  ].join('\n');
  const timeless = (text: string) => text.replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');

  it("writes each answer into its example, the fields that vary into x-tooldoc.vary, and the report checks the file as recorded", () => {
    const dir = writeFiles({ 'get_order.yaml': GET_ORDER });
    const { code, stdout, stderr } = runCli(['test', '--server', ORDERS, '.', '--record', '--tool', 'get_order'], { cwd: dir });
    expect(stderr).toBe('tooldoc: recorded 2 answers in 1 file (x-tooldoc.vary written on 1).\n');
    expect(code).toBe(0);
    expect(stdout).toContain('  get_order  2 passed  get_order.yaml:2\n');
    expect(timeless(readFileSync(path.join(dir, 'get_order.yaml'), 'utf8'))).toBe(RECORDED);
    // The file as recorded passes tooldoc test on its own; recorded again, only the time changes.
    expect(runCli(['test', '--server', ORDERS, '.', '--tool', 'get_order'], { cwd: dir }).code).toBe(0);
    const again = runCli(['test', '--server', ORDERS, '.', '--record', '--tool', 'get_order'], { cwd: dir });
    expect([again.code, again.stderr]).toEqual([0, 'tooldoc: recorded 2 answers in 1 file (1 unchanged).\n']);
    expect(timeless(readFileSync(path.join(dir, 'get_order.yaml'), 'utf8'))).toBe(RECORDED);
    expect(running(ORDERS_JS)).toEqual([]);
  });

  it('with --record-errors, adds an error example from arguments the schema rejects, once', () => {
    const dir = writeFiles({ 'get_order.yaml': GET_ORDER });
    const { code, stderr } = runCli(['test', '--server', ORDERS, '.', '--record', '--record-errors', '--tool', 'get_order'], { cwd: dir });
    expect([code, stderr]).toEqual([0, 'tooldoc: recorded 3 answers in 1 file (x-tooldoc.vary written on 1).\n']);
    const added = [
      '  - prompt: "TODO: what a user asks that leads to these arguments"',
      '    tool_call:',
      '      name: get_order',
      '      arguments: {}',
      '    result:',
      '      error:',
      '        code: NOT_FOUND',
      '        message: No order undefined.',
      '        retryable: false',
      `    notes: 'Rejected: the required argument "id" is missing.'`,
      '',
    ].join('\n');
    expect(timeless(readFileSync(path.join(dir, 'get_order.yaml'), 'utf8'))).toBe(RECORDED + added);
    // Recorded again, the example with those arguments is the one recorded into.
    const again = runCli(['test', '--server', ORDERS, '.', '--record', '--record-errors', '--tool', 'get_order'], { cwd: dir });
    expect([again.code, again.stderr]).toEqual([0, 'tooldoc: recorded 3 answers in 1 file (2 unchanged).\n']);
    expect(timeless(readFileSync(path.join(dir, 'get_order.yaml'), 'utf8'))).toBe(RECORDED + added);
  });

  it('calls nothing the safety gate forbids, and records nothing an example cannot document', () => {
    const dir = writeFiles({
      'purge.yaml': 'name: purge\nexamples:\n  - prompt: Delete every order.\n    tool_call: {name: purge, arguments: {}}\n    result: {note: TODO}\n',
      'broken.yaml': 'name: broken\nexamples:\n  - prompt: Break.\n    tool_call: {name: broken, arguments: {}}\n    result: {note: TODO}\n',
    });
    const before = readFileSync(path.join(dir, 'purge.yaml'), 'utf8');
    const { code, stdout, stderr } = runCli(['test', '--server', ORDERS, '.', '--record', '--record-errors', '--tool', 'purge', '--tool', 'broken'], { cwd: dir });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'tooldoc: --record-errors: nothing recorded for "broken": its parameters schema rejects none of the arguments tooldoc tries (one left out, one of the wrong type, one it does not name).\n' +
        'tooldoc: recorded 0 answers in 0 files; 1 could not be recorded (the report says why).\n',
    );
    expect(stdout).toContain('  4:5  error  Example 1 of "broken" failed with JSON-RPC error -32603 ("the database is down") where it documents a success; fix the example\'s arguments or the server.  example/rpc-error\n');
    expect(stdout).toContain('  purge   1 skipped  purge.yaml:1  it is declared destructive; --allow-destructive runs it\n');
    expect(readFileSync(path.join(dir, 'purge.yaml'), 'utf8')).toBe(before);
  });

  it('--record-errors goes with --record', () => {
    const { code, stderr } = runCli(['test', '--server', ORDERS, PASS, '--record-errors']);
    expect([code, stderr]).toEqual([2, 'tooldoc: --record-errors adds error examples to what --record writes; add --record.\n']);
  });
});

describe('tooldoc test: what it needs', () => {
  it('explains each check from docs/testing.md', () => {
    const { code, stdout } = runCli(['explain', 'example/no-envelope']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^# example\/no-envelope\n\nreported by `tooldoc test` · error · spec §7\n\nAn error example's call failed, but not with the §7 envelope/);
    expect(stdout).toMatch(/\nMore: docs\/testing\.md \(writing examples that run\)\.\n$/);
  });

  it('needs a live server', () => {
    const { code, stderr } = runCli(['test', PASS]);
    expect(code).toBe(2);
    expect(stderr).toBe('tooldoc: tooldoc test calls a live server: give --server "<command>" or --url <url>, or a "servers" entry with a command or url in the config.\n');
  });
});

