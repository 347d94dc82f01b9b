/**
 * `tooldoc export`: each platform's payload, validated against the platform's own definitions (MCP:
 * the official JSON Schemas and the TypeScript SDK's ListToolsResultSchema; OpenAI/Anthropic/Gemini:
 * the constraints their docs state, with the SDK types checked at compile time in sdk-types.test.ts),
 * loss diagnostics with positions, exit codes, and round trips native → platform → native.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/run/lint.js';
import { GEMINI_SCHEMA_FIELDS } from '../../src/platforms/targets.js';
import { defineRule } from '../../src/rule.js';
import { isObject, walkSchemas } from '../../src/toolkit/util.js';
import { requireBuild } from '../e2e/support.js';
import { newAjv, ROOT, SHARED, runCli, writeFiles } from '../helpers.js';

requireBuild();

const CATALOG = path.join(ROOT, 'fixtures', 'platforms', 'catalog.yaml');
type Obj = Record<string, unknown>;

function exportJson(args: string[]) {
  const r = runCli(['export', ...args]);
  return { ...r, json: r.stdout ? (JSON.parse(r.stdout) as unknown) : undefined };
}

/** Every schema node of a payload's schema, for invariants that hold at every depth. */
const nodes = (schema: unknown) => walkSchemas(schema, []).map((n) => n.schema);

function mcpValidator(revision: string, def: string) {
  const schema = JSON.parse(readFileSync(path.join(SHARED, 'schemas', 'mcp', `${revision}.schema.json`), 'utf8')) as Obj;
  const draft7 = String(schema.$schema).includes('draft-07');
  const ajv = newAjv({ strict: false, allErrors: true }, { build: draft7 ? 'ajv' : 'ajv/dist/2020', formats: true });
  ajv.addSchema(schema, 'mcp');
  return ajv.getSchema(`mcp#/${draft7 ? 'definitions' : '$defs'}/${def}`)!;
}

describe('export --target mcp', () => {
  const r = exportJson(['--target', 'mcp', CATALOG]);
  const result = r.json as { tools: Obj[] };

  it('writes a tools/list result valid under the official MCP schemas and the SDK', () => {
    for (const rev of ['2025-06-18', '2025-11-25']) {
      const validate = mcpValidator(rev, 'ListToolsResult');
      expect(validate(result), `${rev}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const tool2026 = mcpValidator('2026-07-28', 'Tool');
    for (const t of result.tools) expect(tool2026(t), JSON.stringify(tool2026.errors)).toBe(true);
    const parsed = ListToolsResultSchema.safeParse(result);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('maps title, inputSchema, outputSchema and annotations from the descriptor', () => {
    const [weather, archive, ping] = result.tools as [Obj, Obj, Obj];
    expect(Object.keys(weather)).toEqual(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations']);
    expect(weather.annotations).toEqual({ title: 'Current weather', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
    expect(archive.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true });
    expect(archive.outputSchema).toBeUndefined();
    expect(ping.inputSchema).toEqual({ type: 'object', additionalProperties: false });
  });

  it('reports the non-object returns it could not publish, with its position, and exits 1', () => {
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      '60:13  warning  MCP needs "returns" of "archive_page" to be an object schema, not "array"; wrap the result in an object, e.g. {"type": "object", "properties": {"result": ...}}.  platform/mcp-tool',
    );
    expect(r.stderr).toContain('tooldoc: exported 3 tools to mcp; 1 thing in 1 tool could not be expressed and was dropped or changed.');
  });
});

describe('export --target openai --strict', () => {
  const r = exportJson(['--target', 'openai', '--strict', CATALOG]);
  const tools = r.json as Array<{ type: string; function: { name: string; strict: boolean; parameters: Obj } }>;

  it('sets strict, requires every property, nulls the optional ones, closes every object', () => {
    for (const t of tools) {
      expect(t.type).toBe('function');
      expect(t.function.strict).toBe(true);
      expect(t.function.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      for (const n of nodes(t.function.parameters)) {
        if (n.type === 'object' || (Array.isArray(n.type) && n.type.includes('object'))) {
          expect(n.additionalProperties).toBe(false);
          expect(n.required).toEqual(Object.keys(isObject(n.properties) ? n.properties : {}));
        }
        for (const k of ['allOf', 'oneOf', 'not', 'uniqueItems', 'if', 'patternProperties']) expect(n[k]).toBeUndefined();
        if (typeof n.format === 'string') expect(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']).toContain(n.format);
      }
    }
    const weather = tools[0]!.function.parameters as { properties: Record<string, Obj> };
    expect(weather.properties.city!.type).toBe('string');
    expect(weather.properties.units).toMatchObject({ type: ['string', 'null'], enum: ['celsius', 'fahrenheit', null] });
    expect(weather.properties.days!.type).toEqual(['integer', 'null']);
    expect(weather.properties.filters!.type).toEqual(['object', 'null']);
  });

  it('names every keyword it dropped, with positions, and exits 1', () => {
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.includes('platform/openai-schema'));
    expect(lines.map((l) => l.trim().split(/\s+/)[0])).toEqual(['46:37', '47:52', '52:11', '55:11']);
    expect(lines[0]).toContain('OpenAI strict mode does not support format "uri" in "parameters" property "url"');
  });

  it('without --strict passes the schema through and loses nothing', () => {
    const plain = exportJson(['--target', 'openai', CATALOG]);
    expect(plain.code).toBe(0);
    expect(plain.stderr).toBe('');
    const t = (plain.json as Array<{ function: Obj }>)[1]!.function;
    expect(t.strict).toBeUndefined();
    expect((t.parameters as { properties: Obj }).properties.url).toEqual({ type: 'string', format: 'uri', description: 'The page to archive.' });
  });
});

describe('export --target openai-responses and anthropic', () => {
  it('Responses tools have type, name, parameters and strict at the top level', () => {
    const r = exportJson(['--target', 'openai-responses', CATALOG]);
    const tools = r.json as Obj[];
    expect(tools.map((t) => Object.keys(t))).toEqual([
      ['type', 'name', 'description', 'parameters', 'strict'],
      ['type', 'name', 'description', 'parameters', 'strict'],
      ['type', 'name', 'description', 'parameters', 'strict'],
    ]);
    expect(tools[2]).toMatchObject({ name: 'ping', strict: false, parameters: { type: 'object', properties: {} } });
  });
  it('Anthropic tools use input_schema with an object root; strict drops and reports what strict tool use rejects', () => {
    const r = exportJson(['--target', 'anthropic', CATALOG]);
    expect(r.code).toBe(0);
    const tools = r.json as Array<{ name: string; input_schema: Obj; strict?: boolean }>;
    for (const t of tools) {
      expect(t.input_schema.type).toBe('object');
      for (const k of ['oneOf', 'allOf', 'anyOf']) expect(t.input_schema[k]).toBeUndefined();
    }
    const strict = exportJson(['--target', 'anthropic', '--strict', CATALOG]);
    expect(strict.code).toBe(1);
    const st = strict.json as Array<{ input_schema: Obj; strict?: boolean }>;
    expect(st.every((t) => t.strict === true)).toBe(true);
    for (const t of st) for (const n of nodes(t.input_schema)) for (const k of ['minimum', 'maximum', 'minLength', 'maxLength', 'maxItems']) expect(n[k]).toBeUndefined();
    expect(strict.stderr.split('\n').filter((l) => l.includes('platform/anthropic-schema')).map((l) => l.trim().split(/\s+/)[0])).toEqual([
      '14:30',
      '14:44',
      '18:11',
      '19:11',
      '52:11',
    ]);
  });
});

describe('export --target gemini', () => {
  it('auto: the subset where it holds the schema, parametersJsonSchema where it does not, with a note; exit 0', () => {
    const r = exportJson(['--target', 'gemini', CATALOG]);
    expect(r.code).toBe(0);
    const [tool] = r.json as Array<{ functionDeclarations: Obj[] }>;
    const [weather, archive, ping] = tool!.functionDeclarations as [Obj, Obj, Obj];
    expect(Object.keys(weather)).toEqual(['name', 'description', 'parameters', 'responseJsonSchema']);
    expect(Object.keys(archive)).toEqual(['name', 'description', 'parameters' in archive ? 'parameters' : 'parametersJsonSchema', 'responseJsonSchema']);
    expect(archive.parametersJsonSchema).toBeDefined();
    expect(ping).toEqual({ name: 'ping', description: 'Check that the service is up. Use when the user asks whether the service works.' });
    expect(r.stderr).toMatch(/^note: "archive_page" is exported through parametersJsonSchema: Gemini's parameters schema cannot hold it \(line 46: /);
    const params = weather.parameters as Obj;
    for (const n of nodes(params)) {
      for (const k of Object.keys(n)) expect(GEMINI_SCHEMA_FIELDS.has(k), `unexpected "${k}"`).toBe(true);
      expect(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL']).toContain(n.type);
      if (Array.isArray(n.enum)) expect(n.enum.every((v) => typeof v === 'string')).toBe(true);
      if (n.type === 'ARRAY') expect(isObject(n.items)).toBe(true);
    }
    expect((params.properties as Record<string, Obj>).days).toEqual({
      type: 'INTEGER',
      nullable: true,
      description: 'Days of forecast to include, 1 to 3; null or left out for today only.',
      minimum: 1,
      maximum: 3,
    });
    expect((params.properties as Record<string, Obj>).city).toMatchObject({ minLength: '1', maxLength: '100' });
  });
  it('--gemini-schema parameters forces the subset and reports every loss with its position', () => {
    const r = exportJson(['--target', 'gemini', '--gemini-schema', 'parameters', CATALOG]);
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n').filter((l) => l.includes('platform/gemini-schema')).map((l) => l.trim().split(/\s+/)[0])).toEqual([
      '46:37',
      '47:52',
      '48:42',
      '52:11',
      '55:11',
    ]);
    const archive = (r.json as Array<{ functionDeclarations: Obj[] }>)[0]!.functionDeclarations[1]!;
    expect(archive.parametersJsonSchema).toBeUndefined();
    expect((archive.parameters as { properties: Record<string, Obj> }).properties.priority).toEqual({ type: 'INTEGER', description: 'Queue priority.', enum: ['1', '2', '3'] });
  });
});

describe('export: usage and failures', () => {
  it('exits 2 without a target, on a file that cannot be parsed, and when there are no tools', () => {
    const noTarget = runCli(['export', CATALOG]);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain("required option '-t, --target <platform>' not specified");
    const dir = writeFiles({ 'bad.yaml': 'name: [unclosed\n', 'other.yaml': 'just: text\n' });
    const bad = runCli(['export', '--target', 'mcp', path.join(dir, 'bad.yaml')]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/tooldoc: nothing exported; 1 file could not be read\.\n$/);
    expect(bad.stderr).not.toMatch(/\bat .*\.js:\d+/);
    const none = runCli(['export', '--target', 'mcp', '--input-format', 'anthropic', CATALOG]);
    expect(none.code).toBe(2);
  });
  it('writes --output and prints nothing on stdout', () => {
    const dir = writeFiles({});
    const out = path.join(dir, 'out', 'tools.json');
    const r = runCli(['export', '--target', 'openai', '--output', out, CATALOG]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect((JSON.parse(readFileSync(out, 'utf8')) as unknown[]).length).toBe(3);
  });
});

/** Reads a payload back with tooldoc's own formats, as `lint` would. */
async function readBack(text: string): Promise<Array<{ format: string; descriptor: Obj }>> {
  const dir = writeFiles({ 'payload.json': text });
  const got: Array<{ format: string; descriptor: Obj }> = [];
  const collect = defineRule({
    meta: { id: 'test/collect', level: null, severity: 'warning', description: 'collect', spec: '§10', messages: { x: 'x' } },
    check: ({ tool }) => void got.push({ format: tool.inputFormat, descriptor: tool.descriptor }),
  });
  await lint({ patterns: [dir], cwd: dir, rules: [collect] });
  return got;
}

describe('round trip: native → platform → native keeps name, description and parameters', () => {
  const native = async () => {
    const catalog = (await import('yaml')).parse(readFileSync(CATALOG, 'utf8')) as { tools: Obj[] };
    const got = await readBack(JSON.stringify({ tools: catalog.tools }));
    return got.map((g) => g.descriptor);
  };
  const cases: Array<[string, string[], string]> = [
    ['openai', [], 'openai'],
    ['openai-responses', [], 'openai-responses'],
    ['anthropic', [], 'anthropic'],
    ['mcp', [], 'mcp'],
    ['gemini', ['--gemini-schema', 'json-schema'], 'gemini'],
  ];
  for (const [target, extra, format] of cases) {
    it(target, async () => {
      const source = await native();
      const r = runCli(['export', '--target', target, ...extra, CATALOG]);
      const back = await readBack(r.stdout);
      expect(back.map((b) => b.format)).toEqual([format, format, format]);
      back.forEach((b, i) => {
        expect(b.descriptor.name).toBe(source[i]!.name);
        expect(b.descriptor.description).toBe(source[i]!.description);
        // A tool without parameters: Gemini leaves them out too; the others send an empty object schema (the same call).
        const none = target === 'gemini' ? undefined : target === 'mcp' ? { type: 'object', additionalProperties: false } : { type: 'object', properties: {} };
        expect(b.descriptor.parameters).toEqual(source[i]!.parameters ?? none);
      });
      if (target === 'mcp') {
        expect(back[0]!.descriptor.idempotency).toEqual(source[0]!.idempotency);
        expect(back[0]!.descriptor.open_world).toBe(true);
        expect(back[0]!.descriptor.returns).toEqual(source[0]!.returns);
        expect(back[0]!.descriptor.title).toBe('Current weather');
      }
    });
  }
  it('gemini through the subset keeps the meaning of a subset schema (types, nullable, bounds)', async () => {
    const source = await native();
    const r = runCli(['export', '--target', 'gemini', '--gemini-schema', 'parameters', CATALOG]);
    const back = await readBack(r.stdout);
    const { additionalProperties, ...expected } = source[0]!.parameters as Obj;
    expect(additionalProperties).toBe(false);
    const got = back[0]!.descriptor.parameters as Obj;
    const strip = (s: unknown): unknown =>
      Array.isArray(s) ? s.map(strip) : isObject(s) ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'additionalProperties').map(([k, v]) => [k, strip(v)])) : s;
    expect(strip(got)).toEqual(strip(expected));
  });
});
