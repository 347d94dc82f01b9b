/**
 * `tooldoc test --record` end to end (issue 38), run as a user runs it (the built CLI): from the
 * sidecars `tooldoc import --server` writes to examples that pass `tooldoc test` and that `lint`
 * grades, the publisher typing prompts, arguments and error documentation, never a result.
 *
 * - test/fixtures/servers/stock.mjs documents its own tools/list as far as a server can, and answers
 *   errors with §7 envelopes: its read-only tool reaches Level 2.
 * - The MCP reference servers (dev dependencies) record their answers, and the recorded examples
 *   pass `tooldoc test` and draw no finding of their own from `lint`. What keeps those tools below
 *   Level 1 is what the servers list (hyphenated names, open input schemas, output schemas without
 *   a description) and what the publisher has not typed yet, outside the recorded examples.
 * - What the safety gate does not let through is never called, and its sidecar is left as it was.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { requireBuild } from '../e2e/support.js';
import { ROOT, runCli, tempDir } from '../helpers.js';
import { running } from '../servers/support.js';

requireBuild();

const STOCK_JS = path.join(ROOT, 'test', 'fixtures', 'servers', 'stock.mjs');
const STOCK = `node ${STOCK_JS}`;
const pkg = (name: string) => path.join(ROOT, 'node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');

/** What the publisher types into a sidecar: each path set to its value (the `yaml` package keeps the rest, and the quotes of what it replaces). */
function type(file: string, values: Array<[Array<string | number>, unknown]>): void {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  for (const [at, value] of values) doc.setIn(at, value);
  writeFileSync(file, String(doc));
}

/** The parts of `lint --format json` the assertions read. */
interface LintReport {
  tools: Array<{ name: string; file: string; level: number; blockers: Array<{ ruleId: string }> }>;
  files: Array<{ file: string; diagnostics: Array<{ ruleId: string; level: number | null; tool?: string; pointer: string; line?: number; column?: number }> }>;
}

const timeless = (text: string) => text.replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');

describe('from import --server to Level 2: a server that documents its own tools', () => {
  /** import --server, then what the publisher types: error documentation, prompts, arguments. */
  function imported(errorArguments: 'typed' | 'left'): string {
    const dir = tempDir();
    const r = runCli(['import', '--server', STOCK, '--out', 'tools'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const sidecar = path.join(dir, 'tools', 'get_stock.yaml');
    expect(readFileSync(sidecar, 'utf8').split('\n')[3]).toBe(`# Type each example's prompt and arguments, not its result: tooldoc test --server "${STOCK}" --record tools writes what the server answers.`);
    type(sidecar, [
      [['errors', 0, 'description'], 'The arguments are not one SKU string.'],
      [['errors', 0, 'recovery'], 'Re-prompt with corrected arguments.'],
      [['errors', 1], { code: 'NOT_FOUND', http_status: 404, retryable: false, description: 'No item has this SKU.', recovery: 'Confirm the SKU with the user.' }],
      [['examples', 0, 'prompt'], 'How many SKU-1 are in stock?'],
      [['examples', 0, 'tool_call', 'arguments', 'sku'], 'SKU-1'],
      [['examples', 1, 'prompt'], errorArguments === 'typed' ? 'How many SKU-404 are in stock?' : 'How many are left of the SKU I did not say?'],
      [['examples', 1, 'notes'], errorArguments === 'typed' ? 'There is no item SKU-404.' : 'The SKU is missing.'],
      ...(errorArguments === 'typed' ? ([[['examples', 1, 'tool_call', 'arguments', 'sku'], 'SKU-404']] as Array<[Array<string | number>, unknown]>) : []),
    ]);
    // A destructive tool, its arguments typed: the gate keeps it from being called.
    type(path.join(dir, 'tools', 'clear_stock.yaml'), [[['examples', 0, 'tool_call', 'arguments', 'sku'], 'SKU-1']]);
    return dir;
  }

  it('records the answers, passes tooldoc test, and lint grades the tool Level 2', () => {
    const dir = imported('typed');
    const clear = readFileSync(path.join(dir, 'tools', 'clear_stock.yaml'), 'utf8');
    const recorded = runCli(['test', '--server', STOCK, 'tools', '--record'], { cwd: dir });
    expect(recorded.stderr).toBe('tooldoc: recorded 2 answers in 1 file (x-tooldoc.vary written on 1).\n');
    expect(recorded.code).toBe(0);
    expect(recorded.stdout).toContain('  clear_stock  2 skipped  tools/clear_stock.yaml:6  it is declared destructive; --allow-destructive runs it\n');
    expect(readFileSync(path.join(dir, 'tools', 'clear_stock.yaml'), 'utf8')).toBe(clear);
    const text = timeless(readFileSync(path.join(dir, 'tools', 'get_stock.yaml'), 'utf8'));
    expect(text.slice(text.indexOf('examples:'))).toBe(
      [
        'examples:',
        '  - prompt: "How many SKU-1 are in stock?"',
        '    tool_call:',
        '      name: get_stock',
        '      arguments:',
        '        sku: "SKU-1"',
        '    result:',
        '      sku: SKU-1',
        '      on_hand: 12',
        '      counted_at: "<time>"',
        '    x-tooldoc:',
        '      vary:',
        '        - /counted_at',
        '  - prompt: "How many SKU-404 are in stock?"',
        '    tool_call:',
        '      name: get_stock',
        '      arguments:',
        '        sku: "SKU-404"',
        '    result:',
        '      error:',
        '        code: NOT_FOUND',
        '        message: No item has the SKU SKU-404.',
        '        retryable: false',
        '    notes: "There is no item SKU-404."',
        '',
      ].join('\n'),
    );

    const tested = runCli(['test', '--server', STOCK, 'tools'], { cwd: dir });
    expect([tested.code, tested.stderr]).toEqual([0, '']);
    expect(tested.stdout).toContain('  get_stock    2 passed   tools/get_stock.yaml:6\n');

    const lint = JSON.parse(runCli(['lint', '--server', STOCK, 'tools', '--format', 'json'], { cwd: dir }).stdout) as LintReport;
    const stock = lint.tools.find((t) => t.name === 'get_stock')!;
    expect(stock.level).toBe(2);
    expect(stock.blockers.map((b) => b.ruleId).sort()).toEqual(['hints/latency', 'search/keywords', 'version/semver']);
    expect(running(STOCK_JS)).toEqual([]);
  });

  it('with --record-errors, fills the error example import stubbed from arguments the schema rejects', () => {
    const dir = imported('left');
    const r = runCli(['test', '--server', STOCK, 'tools', '--record', '--record-errors'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, 'tooldoc: recorded 2 answers in 1 file (x-tooldoc.vary written on 1).\n']);
    const text = readFileSync(path.join(dir, 'tools', 'get_stock.yaml'), 'utf8');
    expect(text.slice(text.indexOf('  - prompt: "How many are left'))).toBe(
      [
        '  - prompt: "How many are left of the SKU I did not say?"',
        '    tool_call:',
        '      name: get_stock',
        '      arguments: {}',
        '    result:',
        '      error:',
        '        code: VALIDATION_ERROR',
        `        message: 'Give exactly one argument, "sku", a string.'`,
        '        retryable: false',
        '    notes: "The SKU is missing."',
        '',
      ].join('\n'),
    );
    expect(runCli(['test', '--server', STOCK, 'tools', '--tool', 'get_stock'], { cwd: dir }).code).toBe(0);
    // The recorded example answers rejected arguments (VALIDATION_ERROR): examples/arguments-schema
    // leaves its arguments, which are meant not to validate, and the tool stays at Level 2.
    const lint = JSON.parse(runCli(['lint', '--server', STOCK, 'tools', '--format', 'json'], { cwd: dir }).stdout) as LintReport;
    const findings = lint.files.find((f) => f.file === 'tools/get_stock.yaml')!.diagnostics.filter((d) => d.level !== null && d.level <= 2);
    expect(findings.map((d) => `${d.line}:${d.column} ${d.ruleId}`)).toEqual([]);
    expect(lint.tools.find((t) => t.name === 'get_stock')!.level).toBe(2);
  });
});

describe('the MCP reference servers: recorded examples that pass tooldoc test', () => {
  /** Per server: how to start it, the read-only tools the publisher gives arguments, and a tool that changes data. */
  interface Case {
    server: string;
    env?: Record<string, string>;
    reads: Record<string, Record<string, unknown>>;
    write: [string, Record<string, unknown>];
    /** What --record says. */
    said: string;
  }

  function cases(): Record<string, Case> {
    const data = tempDir();
    mkdirSync(path.join(data, 'notes'));
    writeFileSync(path.join(data, 'notes', 'todo.txt'), 'Buy tea.\n');
    const memory = path.join(tempDir(), 'memory.jsonl');
    writeFileSync(memory, `${JSON.stringify({ type: 'entity', name: 'Ada', entityType: 'person', observations: ['Prefers tea'] })}\n`);
    return {
      everything: {
        server: `node ${pkg('server-everything')} stdio`,
        reads: { echo: { message: 'hello' }, 'get-sum': { a: 2, b: 3 }, 'get-structured-content': { location: 'Chicago' } },
        write: ['toggle-simulated-logging', {}],
        said: 'tooldoc: recorded 3 answers in 3 files ("returns" written from the answers for 2 tools).\n',
      },
      filesystem: {
        server: `node ${pkg('server-filesystem')} ${data}`,
        reads: { read_text_file: { path: path.join(data, 'notes', 'todo.txt') }, list_directory: { path: data }, search_files: { path: data, pattern: 'todo' } },
        write: ['write_file', { path: path.join(data, 'notes', 'todo.txt'), content: 'Nothing.' }],
        said: 'tooldoc: recorded 3 answers in 3 files.\n',
      },
      memory: {
        server: `node ${pkg('server-memory')}`,
        env: { MEMORY_FILE_PATH: memory },
        reads: { search_nodes: { query: 'Ada' }, open_nodes: { names: ['Ada'] } },
        write: ['create_entities', { entities: [{ name: 'Bob', entityType: 'person', observations: ['Prefers coffee'] }] }],
        said: 'tooldoc: recorded 2 answers in 2 files.\n',
      },
    };
  }

  for (const [name, c] of Object.entries(cases())) {
    it(`${name}: records what its read-only tools answer, and nothing else`, { timeout: 120_000 }, () => {
      const dir = tempDir();
      const env = c.env ?? {};
      const imported = runCli(['import', '--server', c.server, '--out', 'tools'], { cwd: dir, env });
      expect(imported.code, imported.stderr).toBe(0);
      const file = (tool: string) => path.join(dir, 'tools', `${tool}.yaml`);
      for (const [tool, args] of [...Object.entries(c.reads), c.write]) {
        type(file(tool), [
          [['examples', 0, 'prompt'], `Use ${tool}.`],
          [['examples', 0, 'tool_call', 'arguments'], args],
        ]);
      }
      const write = readFileSync(file(c.write[0]), 'utf8');
      const tools = [...Object.keys(c.reads), c.write[0]].flatMap((t) => ['--tool', t]);

      const recorded = runCli(['test', '--server', c.server, 'tools', '--record', ...tools], { cwd: dir, env, timeoutMs: 120_000 });
      expect(recorded.stderr).toBe(c.said);
      expect(recorded.code).toBe(0);
      expect(readFileSync(file(c.write[0]), 'utf8')).toBe(write);
      for (const tool of Object.keys(c.reads)) {
        const sidecar = parseDocument(readFileSync(file(tool), 'utf8')).toJS() as { examples: Array<{ result: unknown }> };
        expect(sidecar.examples[0]!.result, tool).not.toEqual({ note: 'TODO: the result JSON' });
      }

      const tested = runCli(['test', '--server', c.server, 'tools', ...tools, '--format', 'json'], { cwd: dir, env, timeoutMs: 120_000 });
      expect([tested.code, tested.stderr]).toEqual([0, '']);
      const report = JSON.parse(tested.stdout) as { examples: { tools: Array<{ name: string; passed: number; failed: number; note?: string }> } };
      expect(Object.fromEntries(report.examples.tools.filter((t) => t.passed || t.failed).map((t) => [t.name, [t.passed, t.failed]]))).toEqual(Object.fromEntries(Object.keys(c.reads).map((t) => [t, [1, 0]])));
      expect(report.examples.tools.find((t) => t.name === c.write[0])!.note).toMatch(/--allow-(writes|destructive) runs it$/);

      // lint: nothing at Level 1 or 2 in what was recorded (the happy examples, and a returns written from them).
      const lint = JSON.parse(runCli(['lint', '--server', c.server, 'tools', '--format', 'json'], { cwd: dir, env, timeoutMs: 120_000 }).stdout) as LintReport;
      for (const tool of Object.keys(c.reads)) {
        const own = lint.files.find((f) => f.file === `tools/${tool}.yaml`)!.diagnostics.filter((d) => d.level !== null && d.level <= 2);
        expect(own.filter((d) => d.pointer.startsWith('/examples/0') || (d.pointer.startsWith('/returns') && d.pointer !== '/returns/description')), tool).toEqual([]);
        expect(own.filter((d) => d.ruleId.startsWith('examples/')), tool).toEqual([]);
      }
    });
  }
});

describe('a JSON sidecar', () => {
  it('is recorded into as JSON', () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'get_stock.json'),
      `${JSON.stringify({ name: 'get_stock', examples: [{ prompt: 'How many SKU-1 are in stock?', tool_call: { name: 'get_stock', arguments: { sku: 'SKU-1' } }, result: { note: 'TODO: the result JSON' } }] }, null, 2)}\n`,
    );
    const r = runCli(['test', '--server', STOCK, 'get_stock.json', '--record'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, 'tooldoc: recorded 1 answer in 1 file (x-tooldoc.vary written on 1).\n']);
    expect(timeless(readFileSync(path.join(dir, 'get_stock.json'), 'utf8'))).toBe(
      [
        '{',
        '  "name": "get_stock",',
        '  "examples": [',
        '    {',
        '      "prompt": "How many SKU-1 are in stock?",',
        '      "tool_call": {',
        '        "name": "get_stock",',
        '        "arguments": {',
        '          "sku": "SKU-1"',
        '        }',
        '      },',
        '      "result": {',
        '        "sku": "SKU-1",',
        '        "on_hand": 12,',
        '        "counted_at": "<time>"',
        '      },',
        '      "x-tooldoc": {"vary": ["/counted_at"]}',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });
});
