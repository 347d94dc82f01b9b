/**
 * `tooldoc export` as a user runs it: MCP protocol revisions and their result fields, type names of
 * other languages (BFCL's dialect) translated with a note per file, placeholders left out, exit codes.
 */
import path from 'node:path';
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { MCP_REVISIONS } from '../../src/platforms/mcp.js';
import { requireBuild } from '../e2e/support.js';
import { ROOT, runCli, writeFiles } from '../helpers.js';
import { mcpValidator } from './mcp-schemas.js';

requireBuild();

const CATALOG = path.join(ROOT, 'fixtures', 'platforms', 'catalog.yaml');
type Obj = Record<string, unknown>;

describe('export --target mcp --mcp-revision', () => {
  for (const revision of MCP_REVISIONS) {
    it(`${revision}: a tools/list result valid under that revision's official schema and the SDK`, () => {
      const r = runCli(['export', '--target', 'mcp', '--mcp-revision', revision, CATALOG]);
      expect(r.code).toBe(1); // the catalog's archive_page returns an array (reported, see export.test.ts)
      const result = JSON.parse(r.stdout) as Obj;
      const validate = mcpValidator(revision, 'ListToolsResult');
      expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
      expect(ListToolsResultSchema.safeParse(result).success).toBe(true);
      if (revision === '2026-07-28') expect(result).toMatchObject({ resultType: 'complete', cacheScope: 'private', ttlMs: 0 });
      else expect(Object.keys(result)).toEqual(['tools']);
    });
  }

  it('defaults to the newest stable revision, 2026-07-28, whose result fields are required', () => {
    const r = runCli(['export', '--target', 'mcp', CATALOG]);
    const result = JSON.parse(r.stdout) as Obj;
    expect(Object.keys(result)).toEqual(['tools', 'resultType', 'cacheScope', 'ttlMs']);
    const without = { tools: result.tools };
    expect(mcpValidator('2026-07-28', 'ListToolsResult')(without), 'the 2026-07-28 result needs them').toBe(false);
  });

  it('takes the cache scope and time to live, and refuses a time to live that is not whole milliseconds', () => {
    const r = runCli(['export', '--target', 'mcp', '--mcp-cache-scope', 'public', '--mcp-ttl-ms', '60000', CATALOG]);
    expect(JSON.parse(r.stdout)).toMatchObject({ cacheScope: 'public', ttlMs: 60000 });
    const bad = runCli(['export', '--target', 'mcp', '--mcp-ttl-ms', '1.5', CATALOG]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('tooldoc: --mcp-ttl-ms takes a whole number of milliseconds (0 or more), not "1.5".\n');
    const unknown = runCli(['export', '--target', 'mcp', '--mcp-revision', '2024-11-05', CATALOG]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: option '--mcp-revision <revision>' argument '2024-11-05' is invalid. Allowed choices are 2025-06-18, 2025-11-25, 2026-07-28.");
  });
});

describe('export of type names from other languages (BFCL)', () => {
  const bfcl = JSON.stringify(
    [
      {
        name: 'calc_area',
        description: 'Computes an area.',
        parameters: { type: 'dict', properties: { width: { type: 'float', description: 'Width.' }, tags: { type: 'tuple', items: { type: 'String' } }, extra: { type: 'any', optional: true } }, required: ['width'] },
      },
      { name: 'make_token', description: 'Makes a token.', parameters: { type: 'dict', properties: { issuer: { type: '', description: 'Who issues it.' } } } },
    ],
    null,
    2,
  );

  it('translates what has one meaning, says so once per file, and lists what it cannot translate as a loss', () => {
    const dir = writeFiles({ 'bfcl.json': bfcl });
    const r = runCli(['export', '--target', 'anthropic', 'bfcl.json'], { cwd: dir });
    expect(r.code).toBe(1);
    const [calc, token] = JSON.parse(r.stdout) as Array<{ input_schema: Obj }>;
    expect(calc!.input_schema).toEqual({
      type: 'object',
      properties: { width: { type: 'number', description: 'Width.' }, tags: { type: 'array', items: { type: 'string' } }, extra: {} },
      required: ['width'],
    });
    expect(token!.input_schema).toEqual({ type: 'object', properties: { issuer: { type: '', description: 'Who issues it.' } } });
    expect(r.stderr).toBe(
      [
        'bfcl.json',
        '  35:19  warning  "type": "" in "parameters" property "issuer" of "make_token" is neither a JSON Schema type nor a type name export can translate (such as "dict" or "float"), so it goes out as it is and platforms reject it; write one of string, number, integer, boolean, array, object, null.  platform/type-names',
        'note: bfcl.json: type names that are not JSON Schema were translated: "dict" → "object" (×2), "float" → "number", "tuple" → "array", "String" → "string", "any" → no type (any value); "optional" was left out, which JSON Schema ignores ("required" says what is optional).',
        'tooldoc: exported 2 tools to anthropic; 1 thing in 1 tool cannot go to anthropic as written (listed above: each was dropped, changed, or left for the platform to reject).',
        '',
      ].join('\n'),
    );
  });
});

describe('export of descriptors that still hold placeholders', () => {
  it('leaves TODO values out instead of sending them, and says why a returns block is not an output schema', () => {
    const dir = writeFiles({
      'todo.yaml': [
        'name: get_thing',
        'description: "TODO: say what the tool does."',
        'parameters: {type: object, properties: {id: {type: string, description: The id.}}, required: [id], additionalProperties: false}',
        'returns: {type: object, description: "TODO: one line on the result.", properties: {}}',
        'idempotency: {safe: "TODO: true or false", idempotent: true, destructive: false}',
        '',
      ].join('\n'),
    });
    const r = runCli(['export', '--target', 'mcp', 'todo.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    const [tool] = (JSON.parse(r.stdout) as { tools: Obj[] }).tools;
    expect(tool).toEqual({
      name: 'get_thing',
      inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The id.' } }, required: ['id'], additionalProperties: false },
      annotations: { destructiveHint: false, idempotentHint: true },
    });
    expect(r.stderr).toBe('note: "returns" of "get_thing" still holds placeholders ("TODO: …"), so it is not exported as outputSchema until they are filled in.\n');
  });
});

describe('export --target anthropic --strict: the limits on one request', () => {
  /** `n` tools, one per line of a catalog (tool i on line i + 2), each with the properties given. */
  const catalog = (n: number, properties: string, required = '[]') =>
    'tools:\n' +
    Array.from({ length: n }, (_, i) => `  - {name: tool_${i}, description: Does thing ${i}., parameters: {type: object, additionalProperties: false, properties: ${properties}, required: ${required}}}\n`).join('');

  it('20 strict tools with every parameter required pass', () => {
    const dir = writeFiles({ 'tools.yaml': catalog(20, '{a: {type: string}}', '[a]') });
    const r = runCli(['export', '--target', 'anthropic', '--strict', 'tools.yaml'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('a 21st strict tool, a 25th optional parameter and a 17th union-typed one are each a loss at the tool past the limit', () => {
    const dir = writeFiles({ 'tools.yaml': catalog(21, '{a: {type: [string, "null"]}, b: {type: string}, c: {type: string}}', '[a]') });
    const r = runCli(['export', '--target', 'anthropic', '--strict', 'tools.yaml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toHaveLength(21);
    expect(r.stderr.split('\n')).toEqual([
      'tools.yaml:22:5: "tool_20" is strict tool 21 of 21; Anthropic accepts at most 20 strict tools in one request. Export the tools that need strict tool use apart from the others, or split the catalog.',
      'tools.yaml:14:5: With "tool_12", the strict tools of this request leave 26 parameters out of "required"; Anthropic accepts at most 24 in one request. Make parameters required, or export fewer tools with --strict.',
      'tools.yaml:18:5: With "tool_16", the strict tools of this request have 17 parameters using anyOf or a type array; Anthropic accepts at most 16 in one request. Give those parameters one type, or export fewer tools with --strict.',
      'tooldoc: exported 21 tools to anthropic; 3 things in 3 tools cannot go to anthropic as written (listed above: each was dropped, changed, or left for the platform to reject).',
      '',
    ]);
  });

  it('without --strict there is no such limit', () => {
    const dir = writeFiles({ 'tools.yaml': catalog(30, '{a: {type: [string, "null"]}}') });
    expect(runCli(['export', '--target', 'anthropic', 'tools.yaml'], { cwd: dir }).code).toBe(0);
  });
});
