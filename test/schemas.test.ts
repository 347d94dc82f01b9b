/**
 * The JSON Schemas published in schemas/: the descriptor format (for editors) and the JSON report.
 * The report is checked on real output of the built CLI, so the schema and the reporter cannot drift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_FIELDS } from '../src/input-formats/native.js';
import { GOOD_TOOL, newAjv, ROOT, runCli, writeFiles } from './helpers.js';

interface Validate {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}

/** What the tests read of schemas/descriptor.schema.json: the tool's fields. */
interface DescriptorSchema {
  definitions: { tool: { properties: Record<string, { title?: string; description?: string; $ref?: string }> } };
}

/** A strict draft-07 Ajv with formats; `defaultSnippets` is an editor annotation (VS Code). */
function compile(file: string): Validate {
  const ajv = newAjv({ strict: true, strictRequired: false, allErrors: true }, { formats: true });
  ajv.addKeyword('defaultSnippets');
  return ajv.compile(JSON.parse(readFileSync(path.join(ROOT, 'schemas', file), 'utf8')) as object) as Validate;
}

const errorsOf = (v: Validate) => (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

describe('schemas/descriptor.schema.json', () => {
  const validate = compile('descriptor.schema.json');
  const good = parse(GOOD_TOOL) as Record<string, unknown>;

  it('accepts the complete descriptor of the tests, alone and in a catalog', () => {
    expect(validate(good), errorsOf(validate).join('\n')).toBe(true);
    expect(validate({ $schema: './descriptor.schema.json', tools: [good, { ...good, name: 'get_forecast' }], 'x-owner': 'me' }), errorsOf(validate).join('\n')).toBe(true);
  });

  it('accepts every optional field of §4', () => {
    const full = {
      ...good,
      title: 'Current weather',
      version: '1.2.0',
      deprecated: true,
      replacement: 'get_weather_v2',
      rate_limits: { requests_per_minute: 60, burst: 10, scope: 'api_key' },
      auth: { type: 'oauth', scopes: ['weather.read'] },
      latency_p50_ms: 120,
      cost_hint: 'free',
      open_world: true,
      tool_search_keywords: ['forecast', 'rain', 'temperature'],
      'x-tooldoc': { disable: ['parameters/bounds'], reason: 'Upstream validates.' },
      'x-team': 'weather',
    };
    expect(validate(full), errorsOf(validate).join('\n')).toBe(true);
    expect(validate({ ...good, auth: 'mcp_session' })).toBe(true);
  });

  it.each([
    ['a name that is not snake_case', { name: 'getWeather' }, '/name'],
    ['a name that is not a string', { name: 123 }, '/name'],
    ['parameters that are not a schema', { parameters: 'x' }, '/parameters'],
    ['a parameters root that is not an object', { parameters: { type: 'array' } }, '/parameters/type'],
    ['an invalid type inside parameters', { parameters: { type: 'object', properties: { city: { type: 'strin' } } } }, '/parameters/properties/city/type'],
    ['an error entry without recovery', { errors: [{ code: 'NOT_FOUND', http_status: 404, retryable: false, description: 'x' }] }, '/errors/0'],
    ['idempotency without destructive', { idempotency: { idempotent: true, safe: true } }, '/idempotency'],
    ['an example without result', { examples: [{ prompt: 'p', tool_call: { name: 'get_weather' } }] }, '/examples/0'],
    ['a cost hint outside the spec', { cost_hint: 'pricey' }, '/cost_hint'],
    ['an auth scheme outside the spec', { auth: 'basic' }, '/auth'],
    ['a version that is not SemVer', { version: '1.0' }, '/version'],
    ['an unknown field', { paramters: {} }, ''],
  ])('rejects %s', (_what, change, where) => {
    expect(validate({ ...good, ...change })).toBe(false);
    expect(errorsOf(validate).some((e) => e.startsWith(`${where} `))).toBe(true);
  });

  it('rejects a descriptor missing a required block', () => {
    const { errors: _e, ...rest } = good;
    expect(validate(rest)).toBe(false);
    expect(errorsOf(validate)).toContain(" must have required property 'errors'");
  });

  it('rejects a broken tool inside a catalog', () => {
    expect(validate({ tools: [good, { ...good, name: 'Bad Name' }] })).toBe(false);
    expect(errorsOf(validate).some((e) => e.startsWith('/tools/1/name '))).toBe(true);
  });

  it('names exactly the top-level fields tooldoc knows (src/formats/native.ts)', () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'descriptor.schema.json'), 'utf8')) as DescriptorSchema;
    expect(Object.keys(schema.definitions.tool.properties).sort()).toEqual([...DESCRIPTOR_FIELDS].sort());
  });

  it('gives every field a title or a description, for editors', () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'descriptor.schema.json'), 'utf8')) as DescriptorSchema;
    const untitled = Object.entries(schema.definitions.tool.properties)
      .filter(([, s]) => !s.title && !s.description && !s.$ref)
      .map(([k]) => k);
    expect(untitled).toEqual([]);
  });
});

describe('schemas/report.schema.json', () => {
  const validate = compile('report.schema.json');

  /** Lints `files` with the built CLI (`npm test` builds first) and returns the parsed JSON report. */
  function report(files: Record<string, string | Buffer>, args: string[] = []) {
    const dir = writeFiles(files);
    const r = runCli(['lint', '.', '--format', 'json', '--no-config', ...args], { cwd: dir });
    expect(r.stderr).toBe('');
    return JSON.parse(r.stdout) as Record<string, unknown>;
  }

  it('describes the report of clean, defective, duplicate, broken and skipped files', () => {
    const out = report({
      'good.yaml': GOOD_TOOL,
      'bad.yaml': 'name: getWeather\ndescription: This tool gets weather.\nparameters: {type: object, properties: {city: {type: string}}}\n',
      'catalog.json': JSON.stringify({ tools: [{ name: 'get_weather', description: 'Fetch it. Use it.' }, 'not a tool'] }),
      'multi.yaml': `${GOOD_TOOL}---\nname: second\ndescription: Second tool. Second document.\nreturns: {}\n`,
      'broken.yaml': 'name: [unclosed\n',
      'empty.yaml': '',
      'package.json': '{"name": "scratch", "private": true}\n',
      'binary.json': Buffer.from([0, 1, 2, 3]),
    });
    expect(validate(out), errorsOf(validate).join('\n')).toBe(true);
    const files = out.files as Array<{ status: string; diagnostics: Array<{ related?: unknown }> }>;
    expect(new Set(files.map((f) => f.status))).toEqual(new Set(['linted', 'skipped', 'failed']));
    expect(files.some((f) => f.diagnostics.some((d) => d.related))).toBe(true);
  });

  it('describes suppressed findings', () => {
    const out = report({
      'tool.yaml': GOOD_TOOL.replace('name: get_weather', '# tooldoc-disable-next-line name/snake-case -- legacy name\nname: getWeather'),
    });
    expect(validate(out), errorsOf(validate).join('\n')).toBe(true);
    expect(JSON.stringify(out)).toContain('"suppressed"');
  });

  it('describes the report of the showcase catalog', () => {
    const r = runCli(['lint', 'fixtures/showcase', '--format', 'json']);
    const out = JSON.parse(r.stdout) as unknown;
    expect(validate(out), errorsOf(validate).join('\n')).toBe(true);
  });
});
