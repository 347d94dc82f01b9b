/**
 * Platform input formats: each shape is recognised without flags, normalised into the native
 * descriptor, and every finding lands on the source position of the platform's own field.
 */
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/run/lint.js';
import { ruleById, lintText, writeFiles } from '../helpers.js';

const j = (v: unknown) => JSON.stringify(v, null, 2);
const PARAMS = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };

async function read(code: string, file = 'tools.json', inputFormat?: string) {
  const dir = writeFiles({ [file]: code });
  const result = await lint({ patterns: [dir], cwd: dir, rules: [ruleById('parameters/property-description'), ruleById('returns/required')], inputFormat });
  const diagnostics = result.files.flatMap((f) => f.diagnostics);
  return {
    result,
    formats: result.tools.map((t) => t.inputFormat),
    names: result.tools.map((t) => t.name),
    at: (ruleId: string) => diagnostics.filter((d) => d.ruleId === ruleId).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.pointer}`),
    diagnostics,
  };
}

describe('detection without flags', () => {
  it('OpenAI Chat Completions tools array: parameters map to function.parameters', async () => {
    const r = await read(j([{ type: 'function', function: { name: 'get_weather', description: 'Weather.', parameters: PARAMS } }]));
    expect(r.formats).toEqual(['openai']);
    expect(r.at('parameters/property-description')).toEqual(['10:11 /0/function/parameters/properties/city']);
    // OpenAI tools have no place for returns: a format gap that caps the grade, not a finding per tool.
    expect(r.at('returns/required')).toEqual([]);
    expect(r.result.tools[0]!.formatCap).toEqual({ reaches: 0, missing: [{ field: 'returns', level: 1 }] });
  });
  it('OpenAI request body {tools: [...]} and Responses function tools', async () => {
    expect((await read(j({ model: 'x', tools: [{ type: 'function', function: { name: 'a', parameters: PARAMS } }] }))).formats).toEqual(['openai']);
    const r = await read(j([{ type: 'function', name: 'a', description: 'A.', parameters: PARAMS, strict: false }]));
    expect(r.formats).toEqual(['openai-responses']);
    expect(r.at('parameters/property-description')).toEqual(['9:9 /0/parameters/properties/city']);
  });
  it('Anthropic tools: parameters map to input_schema', async () => {
    const r = await read(j({ tools: [{ name: 'a', description: 'A.', input_schema: PARAMS }] }));
    expect(r.formats).toEqual(['anthropic']);
    expect(r.at('parameters/property-description')).toEqual(['9:11 /tools/0/input_schema/properties/city']);
  });
  it('Gemini: functionDeclarations bare, in a tools list, in a request config; parametersJsonSchema; the OpenAPI subset', async () => {
    const decl = { name: 'a', description: 'A.', parametersJsonSchema: PARAMS };
    const bare = await read(j({ functionDeclarations: [decl] }));
    expect(bare.formats).toEqual(['gemini']);
    expect(bare.at('parameters/property-description')).toEqual(['9:11 /functionDeclarations/0/parametersJsonSchema/properties/city']);
    const listed = await read(j([{ functionDeclarations: [decl] }, { googleSearch: {} }]));
    expect(listed.at('parameters/property-description')).toEqual(['10:13 /0/functionDeclarations/0/parametersJsonSchema/properties/city']);
    const config = await read(j({ model: 'gemini', config: { tools: [{ function_declarations: [decl] }] } }));
    expect(config.formats).toEqual(['gemini']);
    const subset = await read(
      j([{ name: 'b', description: 'B.', parameters: { type: 'OBJECT', properties: { city: { type: 'STRING', nullable: true } } }, response: { type: 'OBJECT' } }]),
    );
    expect(subset.formats).toEqual(['gemini']);
    expect(subset.at('parameters/property-description')).toEqual(['8:9 /0/parameters/properties/city']);
    expect(subset.at('returns/required')).toEqual([]);
  });
  it('MCP: tools/list result, JSON-RPC response, bare tool; annotations count as idempotency, outputSchema as returns', async () => {
    const tool = {
      name: 'a',
      title: 'A',
      description: 'A.',
      inputSchema: PARAMS,
      outputSchema: { type: 'object' },
      annotations: { readOnlyHint: true, openWorldHint: false },
    };
    const list = await read(j({ tools: [tool] }));
    expect(list.formats).toEqual(['mcp']);
    expect(list.at('parameters/property-description')).toEqual(['10:11 /tools/0/inputSchema/properties/city']);
    expect(list.at('returns/required')).toEqual([]);
    const rpc = await read(j({ jsonrpc: '2.0', id: 1, result: { tools: [tool] } }));
    expect(rpc.formats).toEqual(['mcp']);
    expect(rpc.at('parameters/property-description')).toEqual(['13:13 /result/tools/0/inputSchema/properties/city']);
    expect((await read(j(tool))).formats).toEqual(['mcp']);

    // MCP semantics: a read-only tool is idempotent and not destructive, so it is asked nothing more;
    // one that is read-only and destructive at once contradicts itself, at its destructiveHint.
    const rules = [ruleById('idempotency/required'), ruleById('idempotency/consistent')];
    const dir = writeFiles({ 'list.json': j({ tools: [tool] }) });
    expect((await lint({ patterns: [dir], cwd: dir, rules })).files[0]!.diagnostics).toEqual([]);
    const both = writeFiles({ 'list.json': j({ tools: [{ ...tool, annotations: { readOnlyHint: true, destructiveHint: true } }] }) });
    const d = (await lint({ patterns: [both], cwd: both, rules })).files[0]!.diagnostics;
    expect(d.map((x) => [x.message, `${x.range.start.line}:${x.range.start.column}`, x.pointer])).toEqual([
      [
        'Tool "a" sets both annotations.readOnlyHint: true and annotations.destructiveHint: true; a tool that changes nothing cannot destroy anything, so set one of them to false.',
        '23:28',
        '/tools/0/annotations/destructiveHint',
      ],
    ]);
  });
  it('bare function objects in the BFCL dialect are read and graded, not rejected', async () => {
    const bfcl = [
      { name: 'math.factorial', description: 'Factorial.', parameters: { type: 'dict', properties: { n: { type: 'integer', description: 'n' } }, required: ['n'] } },
      { name: 'f2', description: 'F2.', parameters: { type: 'dict', properties: { x: { type: 'float' } } }, response: { type: 'dict' } },
    ];
    const r = await read(j(bfcl));
    expect(r.formats).toEqual(['functions', 'functions']);
    expect(r.names).toEqual(['math.factorial', 'f2']);
    expect(r.at('parameters/property-description')).toEqual(['24:9 /1/parameters/properties/x']);
    // A function list has no place for returns; BFCL's "response" is read where a tool has one.
    expect(r.at('returns/required')).toEqual([]);
    expect(r.result.tools.map((t) => Boolean(t.formatCap?.missing.some((m) => m.field === 'returns')))).toEqual([true, false]);
    const { findings } = await lintText(j(bfcl), ['parameters/valid-schema', 'parameters/root-object'], { file: 'bfcl.json' });
    expect(findings.filter((f) => f.ruleId === 'parameters/root-object').map((f) => f.line)).toEqual([6, 22]);
  });
  it('a native catalog is still native', async () => {
    const r = await read('tools:\n  - name: a\n    description: A.\n    parameters: {type: object, properties: {}}\n', 'catalog.yaml');
    expect(r.formats).toEqual(['native']);
  });
  it('entries that do not match the list format are reported, not dropped', async () => {
    const r = await read(j([{ type: 'function', function: { name: 'a', parameters: PARAMS } }, 'oops']));
    expect(r.diagnostics.filter((d) => d.ruleId === 'input/not-a-descriptor').map((d) => d.message)).toEqual([
      'Entry 1 is not an OpenAI Chat Completions tool ({type: function, function: {name, description, parameters}}); fix or remove it.',
    ]);
  });
});

describe('--input-format', () => {
  it('forces one format: an MCP list read as anthropic is not a descriptor (skipped in a folder walk)', async () => {
    const code = j({ tools: [{ name: 'a', inputSchema: PARAMS }] });
    const forced = await read(code, 'tools.json', 'anthropic');
    expect(forced.result.tools).toEqual([]);
    expect(forced.result.files[0]!.status).toBe('skipped');
    expect((await read(code, 'tools.json', 'mcp')).formats).toEqual(['mcp']);
  });
});
