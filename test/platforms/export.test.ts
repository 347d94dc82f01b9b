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
import { defineRule } from '../../src/toolkit/define-rule.js';
import { isObject, walkSchemas } from '../../src/toolkit/util.js';
import { requireBuild } from '../e2e/support.js';
import { mcpValidator } from './mcp-schemas.js';
import { ROOT, runCli, writeFiles } from '../helpers.js';

requireBuild();

const CATALOG = path.join(ROOT, 'fixtures', 'platforms', 'catalog.yaml');
type Obj = Record<string, unknown>;

function exportJson(args: string[]) {
  const r = runCli(['export', ...args]);
  return { ...r, json: r.stdout ? (JSON.parse(r.stdout) as unknown) : undefined };
}

/** Every schema node of a payload's schema, for invariants that hold at every depth. */
const nodes = (schema: unknown) => walkSchemas(schema, []).map((n) => n.schema);

describe('export --target mcp', () => {
  const r = exportJson(['--target', 'mcp', CATALOG]);
  const result = r.json as { tools: Obj[] };

  it('writes a tools/list result of the newest stable revision, valid under its official schema and the SDK (each revision: export-cli.test.ts)', () => {
    const validate = mcpValidator('2026-07-28', 'ListToolsResult');
    expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
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
    expect(r.stderr).toContain('tooldoc: exported 3 tools to mcp; 1 thing in 1 tool cannot go to mcp as written (listed above: each was dropped, changed, or left for the platform to reject).');
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
    // Optional and accepting null already: one more null, around it, so that reading the payload back
    // tells it from a required parameter that accepts null (see round-trip.test.ts).
    expect(weather.properties.days).toEqual({
      anyOf: [{ type: ['integer', 'null'], minimum: 1, maximum: 3 }, { type: 'null' }],
      description: 'Days of forecast to include, 1 to 3; null or left out for today only.',
    });
    expect(weather.properties.filters!.type).toEqual(['object', 'null']);
  });

  it('names every keyword it dropped, with positions, and exits 1', () => {
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.includes('platform/openai-schema'));
    expect(lines.map((l) => l.trim().split(/\s+/)[0])).toEqual(['46:37', '47:52', '52:11', '55:11']);
    expect(lines[0]).toContain('OpenAI strict mode does not support format "uri" in "parameters" property "url"');
  });

  it('is strict for descriptors by default, as lint checks them (spec §10 recommends strict: true)', () => {
    const byDefault = exportJson(['--target', 'openai', CATALOG]);
    expect(byDefault.json).toEqual(r.json);
    expect(byDefault.code).toBe(1);
  });

  it('with --no-strict passes the schema through and loses nothing', () => {
    const plain = exportJson(['--target', 'openai', '--no-strict', CATALOG]);
    expect(plain.code).toBe(0);
    // A tool without parameters goes out with an empty object schema, which is what comes back.
    expect(plain.stderr).toBe('note: "ping" does not come back the same from the openai payload (`tooldoc import`, then `tooldoc diff`): "parameters" was added.\n');
    const t = (plain.json as Array<{ function: Obj }>)[1]!.function;
    expect(t.strict).toBeUndefined();
    expect((t.parameters as { properties: Obj }).properties.url).toEqual({ type: 'string', format: 'uri', description: 'The page to archive.' });
  });
});

describe('export --target openai-responses and anthropic', () => {
  it('Responses tools have type, name, parameters and strict at the top level', () => {
    const r = exportJson(['--target', 'openai-responses', '--no-strict', CATALOG]);
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
      '47:52',
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
    const r = runCli(['export', '--target', 'openai', '--no-strict', '--output', out, CATALOG]);
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
    ['openai', ['--no-strict'], 'openai'],
    ['openai-responses', ['--no-strict'], 'openai-responses'],
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
    // Gemini's subset has no additionalProperties: export leaves `false` out, and reading it back closes
    // every object that declares properties (Gemini fills only those), so the schema comes back whole.
    expect(back[0]!.descriptor.parameters).toEqual(source[0]!.parameters);
  });
});

describe('export keeps meaning or reports the loss (counterexamples of test/platforms/export-equivalence.test.ts)', () => {
  const run = async (parameters: Obj, options: Parameters<typeof import('../../src/platforms/exporter.js').exportTexts>[1], description = 'Do a thing. Use it when asked.') => {
    const { exportTexts } = await import('../../src/platforms/exporter.js');
    const r = exportTexts([{ path: 't.json', text: JSON.stringify({ name: 't', description, parameters }, null, 2) }], options);
    return { payload: r.payload as Obj[], losses: r.losses.flatMap((f) => f.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.messageId}`)) };
  };
  const openaiStrict = async (properties: Obj, extra: Obj = {}) => {
    const r = await run({ type: 'object', properties, ...extra }, { target: 'openai', strict: true });
    return { ...r, params: ((r.payload[0]!.function as Obj).parameters as { properties: Record<string, unknown>; required: string[] }) };
  };

  it('OpenAI strict makes an optional property nullable without changing what else it accepts', async () => {
    const { params, losses } = await openaiStrict({
      c: { type: 'string', const: 'x', description: 'C' },
      r: { $ref: '#/$defs/D' },
      e: { enum: ['a', 'b'] },
      u: { anyOf: [{ type: 'string' }, { type: 'integer' }], enum: ['a', 1] },
      f: false,
    }, { $defs: { D: { type: 'string' } } });
    expect(losses).toEqual([]);
    // `{"c": null}` stands for c left out: the const must not reject it.
    expect(params.properties.c).toEqual({ anyOf: [{ type: 'string', const: 'x' }, { type: 'null' }], description: 'C' });
    expect(params.properties.r).toEqual({ anyOf: [{ $ref: '#/$defs/D' }, { type: 'null' }] });
    expect(params.properties.e).toEqual({ enum: ['a', 'b', null] });
    expect(params.properties.u).toEqual({ anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer' }], enum: ['a', 1] }, { type: 'null' }] });
    // A property that may only be left out may only be null.
    expect(params.properties.f).toEqual({ type: 'null' });
  });

  it('OpenAI strict keeps a required name the object does not declare, and reports it', async () => {
    const { params, losses } = await openaiStrict({ o: { type: 'object', properties: { a: { type: 'string' } }, required: ['zz'] } }, { required: ['o'] });
    expect((params.properties.o as Obj).required).toEqual(['a', 'zz']);
    expect(losses).toEqual(['15:11 undeclaredRequired']);
  });

  it('OpenAI strict reports an untyped value and a branch requirement that nulls always meet', async () => {
    const { losses } = await openaiStrict(
      { v: {}, o: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, anyOf: [{ required: ['a'] }, { required: ['b'] }] } },
      { required: ['v', 'o'] },
    );
    // The branches have no type either: under an object they would need more than one (additionalProperties, properties).
    expect(losses).toEqual(['7:7 untyped', '19:11 untyped', '21:15 optionalRequired', '24:11 untyped', '26:15 optionalRequired']);
  });

  it('OpenAI strict gives the untyped branches of a scalar schema its type (T and (A or B) = (T and A) or (T and B))', async () => {
    const { params, losses } = await openaiStrict({ ip: { type: 'string', anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }] } }, { required: ['ip'] });
    expect(losses).toEqual([]);
    expect(params.properties.ip).toEqual({ type: 'string', anyOf: [{ type: 'string', format: 'ipv4' }, { type: 'string', format: 'ipv6' }] });
  });

  it('OpenAI reports a tool description over 1024 characters, strict or not', async () => {
    for (const strict of [false, true]) {
      const { losses } = await run({ type: 'object', properties: {}, additionalProperties: false }, { target: 'openai', strict }, 'x'.repeat(1025));
      expect(losses).toEqual(['3:3 description']);
    }
  });

  it('Anthropic strict drops and reports uniqueItems, and bounds below "not"', async () => {
    const { payload, losses } = await run(
      { type: 'object', additionalProperties: false, properties: { t: { type: 'array', items: { type: 'string' }, uniqueItems: true }, n: { type: 'integer', not: { maximum: 3 } } } },
      { target: 'anthropic', strict: true },
    );
    const props = (payload[0]!.input_schema as { properties: Record<string, Obj> }).properties;
    expect(props.t!.uniqueItems).toBeUndefined();
    expect(losses).toEqual(['13:9 keyword', '18:11 keyword']);
  });

  it('Gemini parameters: null only where the schema accepts it, enum [null] as NULL, false properties left out, a no-argument tool without parameters', async () => {
    const decl = async (parameters: Obj) => {
      const r = await run(parameters, { target: 'gemini', geminiSchema: 'parameters' });
      expect(r.losses).toEqual([]);
      return ((r.payload[0]!.functionDeclarations as Obj[])[0] as { parameters?: { properties: Record<string, Obj> } });
    };
    const { parameters } = await decl({
      type: 'object',
      properties: { e: { type: ['string', 'null'], enum: ['a'] }, n: { enum: [null] }, c: { type: ['string', 'null'], const: 'x' }, f: false, ok: { type: ['string', 'null'], enum: ['a', null] } },
    });
    expect(parameters!.properties).toEqual({ e: { type: 'STRING', enum: ['a'] }, n: { type: 'NULL' }, c: { type: 'STRING', enum: ['x'] }, ok: { type: 'STRING', nullable: true, enum: ['a'] } });
    expect((await decl({ type: 'object', additionalProperties: false })).parameters).toBeUndefined();
    expect((await decl({ type: 'object', additionalProperties: false, properties: {} })).parameters).toBeUndefined();
  });
});
