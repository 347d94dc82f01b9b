/**
 * Issue 14: every tool of ../shared/corpus/ exported to every target, with and without strict mode,
 * and checked by the platform's own definitions. A tool export reports no loss for must be one the
 * platform takes: OpenAI strict mode's documented rules, Anthropic strict tool use's documented
 * limits, Gemini's `parameters` subset (the v1beta `Schema` fields), MCP's official JSON Schema of
 * each revision and the SDK's ListToolsResultSchema. The checks below are written from
 * ../shared/reference/platforms.md, not taken from the exporter, so that they can disagree with it.
 */
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { exportTexts, type ExportOptions, type ExportResult } from '../../src/platforms/exporter.js';
import { MCP_REVISIONS } from '../../src/platforms/mcp.js';
import { isObject, walkSchemas } from '../../src/toolkit/util.js';
import { corpusTexts } from '../platforms/corpus.js';
import { mcpValidator } from '../platforms/mcp-schemas.js';

type Obj = Record<string, unknown>;

const texts = corpusTexts();

/** The tools export reported a loss for. */
function lossy(r: ExportResult): Set<number> {
  const out = new Set<number>();
  for (const f of r.losses) for (const d of f.diagnostics) if (d.toolIndex !== undefined) out.add(d.toolIndex);
  for (const l of r.requestLosses) out.add(r.run.tools.findIndex((t) => t.file === l.file && t.name === l.tool));
  return out;
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];
const typesOf = (s: Obj): unknown[] => (Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type]);

// OpenAI structured outputs ([OAI-SO]): every schema has a type (or anyOf of typed schemas); every
// object closes additionalProperties and requires all its properties; supported keywords and formats only.
const OPENAI_STRICT_KEYWORDS = new Set([
  'type', 'description', 'title', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf',
  '$ref', '$defs', 'definitions', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems', 'minLength', 'maxLength', 'default', 'examples', '$schema', '$id', '$comment', 'deprecated', 'readOnly', 'writeOnly',
]);
const OPENAI_STRICT_FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'];
function openaiStrict(parameters: Obj): string[] {
  const problems: string[] = [];
  for (const { schema: s, path: p } of walkSchemas(parameters, [])) {
    const at = '/' + p.join('/');
    if (s.type === undefined && !Array.isArray(s.anyOf) && s.$ref === undefined) problems.push(`${at}: no type`);
    for (const t of typesOf(s)) if (!JSON_TYPES.includes(t as string)) problems.push(`${at}: type ${JSON.stringify(t)}`);
    for (const k of Object.keys(s)) if (!OPENAI_STRICT_KEYWORDS.has(k) && !k.startsWith('x-')) problems.push(`${at}: keyword ${k}`);
    if (typeof s.format === 'string' && !OPENAI_STRICT_FORMATS.includes(s.format)) problems.push(`${at}: format ${s.format}`);
    if (typesOf(s).includes('object')) {
      if (s.additionalProperties !== false) problems.push(`${at}: additionalProperties is not false`);
      const keys = Object.keys(isObject(s.properties) ? s.properties : {});
      const required = Array.isArray(s.required) ? s.required : [];
      if (keys.some((k) => !required.includes(k))) problems.push(`${at}: not every property required`);
    }
    if (typesOf(s).includes('array') && !isObject(s.items)) problems.push(`${at}: array without one items schema`);
  }
  return problems;
}

// Anthropic strict tool use ([ANT-SO]): no numeric or length bounds, minItems 0 or 1, enums of
// primitives, additionalProperties false only, local $ref only, the listed formats.
const ANTHROPIC_STRICT_FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'uri', 'ipv4', 'ipv6', 'uuid'];
function anthropicStrict(schema: Obj): string[] {
  const problems: string[] = [];
  if (schema.type !== 'object') problems.push('root is not an object');
  for (const { schema: s, path: p } of walkSchemas(schema, [])) {
    const at = '/' + p.join('/');
    for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'maxItems', 'uniqueItems']) if (s[k] !== undefined) problems.push(`${at}: ${k}`);
    if (typeof s.minItems === 'number' && s.minItems > 1) problems.push(`${at}: minItems ${s.minItems}`);
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) problems.push(`${at}: additionalProperties`);
    if (Array.isArray(s.enum) && s.enum.some((v) => v !== null && typeof v === 'object')) problems.push(`${at}: enum of non-primitives`);
    if (typeof s.$ref === 'string' && !s.$ref.startsWith('#')) problems.push(`${at}: external $ref`);
    if (typeof s.format === 'string' && !ANTHROPIC_STRICT_FORMATS.includes(s.format)) problems.push(`${at}: format ${s.format}`);
    for (const t of typesOf(s)) if (!JSON_TYPES.includes(t as string)) problems.push(`${at}: type ${JSON.stringify(t)}`);
  }
  for (const k of ['oneOf', 'allOf', 'anyOf']) if (schema[k] !== undefined) problems.push(`root ${k}`);
  return problems;
}

// Gemini `parameters` (v1beta Schema): only its fields; one upper-case type; string enums; int64 bounds as strings.
const GEMINI_FIELDS = new Set(['type', 'format', 'title', 'description', 'nullable', 'enum', 'items', 'minItems', 'maxItems', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'properties', 'required', 'minProperties', 'maxProperties', 'propertyOrdering', 'anyOf', 'default', 'example']);
function geminiParameters(schema: Obj, at = ''): string[] {
  const problems: string[] = [];
  for (const k of Object.keys(schema)) if (!GEMINI_FIELDS.has(k)) problems.push(`${at}: field ${k}`);
  if (schema.type !== undefined && !['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL'].includes(schema.type as string)) problems.push(`${at}: type ${JSON.stringify(schema.type)}`);
  if (Array.isArray(schema.enum) && schema.enum.some((v) => typeof v !== 'string')) problems.push(`${at}: enum of non-strings`);
  for (const k of ['minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxProperties']) if (schema[k] !== undefined && typeof schema[k] !== 'string') problems.push(`${at}: ${k} is not an int64 string`);
  if (schema.type === 'ARRAY' && !isObject(schema.items)) problems.push(`${at}: array without items`);
  if (isObject(schema.items)) problems.push(...geminiParameters(schema.items, `${at}/items`));
  if (isObject(schema.properties)) for (const [k, v] of Object.entries(schema.properties)) if (isObject(v)) problems.push(...geminiParameters(v, `${at}/properties/${k}`));
  if (Array.isArray(schema.anyOf)) schema.anyOf.forEach((v, i) => isObject(v) && problems.push(...geminiParameters(v, `${at}/anyOf/${i}`)));
  return problems;
}

function checkEach(options: ExportOptions, schemaOf: (payload: unknown, i: number) => Obj | undefined, check: (s: Obj) => string[]) {
  const r = exportTexts(texts, options);
  expect(r.payload).toBeDefined();
  const lost = lossy(r);
  const problems: string[] = [];
  let checked = 0;
  r.run.tools.forEach((t, i) => {
    if (lost.has(i)) return;
    const s = schemaOf(r.payload, i);
    if (!s) return;
    checked++;
    for (const p of check(s)) problems.push(`${t.file} ${t.name}: ${p}`);
  });
  if (process.env.SHOW_PROBLEMS) console.log(problems.join('\n'));
  expect(problems.slice(0, 10), `${problems.length} problems in ${checked} tools exported without loss`).toEqual([]);
  return { checked, lost: lost.size };
}

describe('every corpus tool exported without a loss is one the platform takes', () => {
  it('OpenAI strict mode', { timeout: 60_000 }, () => {
    const { checked } = checkEach({ target: 'openai', strict: true }, (p, i) => (p as Array<{ function: { parameters: Obj } }>)[i]!.function.parameters, openaiStrict);
    expect(checked).toBeGreaterThan(100);
  });

  it('OpenAI Responses strict mode', { timeout: 60_000 }, () => {
    checkEach({ target: 'openai-responses', strict: true }, (p, i) => (p as Array<{ parameters: Obj; strict: boolean }>)[i]!.parameters, openaiStrict);
  });

  it('Anthropic, with and without strict tool use', { timeout: 60_000 }, () => {
    checkEach({ target: 'anthropic' }, (p, i) => (p as Array<{ input_schema: Obj }>)[i]!.input_schema, (s) => (s.type === 'object' && !['oneOf', 'allOf', 'anyOf'].some((k) => k in s) ? [] : ['root']));
    // Strict tool use has request limits (20 strict tools …): checked one file at a time, as a request would be.
    for (const file of texts) {
      const r = exportTexts([file], { target: 'anthropic', strict: true });
      const lost = lossy(r);
      (r.payload as Array<{ input_schema: Obj }> | undefined)?.forEach((t, i) => {
        if (!lost.has(i)) expect(anthropicStrict(t.input_schema), `${file.path} ${r.run.tools[i]!.name}`).toEqual([]);
      });
    }
  });

  it("Gemini's parameters subset", { timeout: 60_000 }, () => {
    checkEach(
      { target: 'gemini', geminiSchema: 'parameters' },
      (p, i) => (p as Array<{ functionDeclarations: Array<{ parameters?: Obj }> }>)[0]!.functionDeclarations[i]!.parameters,
      (s) => geminiParameters(s),
    );
  });

  it('MCP: every revision, whole payload, official schema and SDK', { timeout: 60_000 }, () => {
    for (const revision of MCP_REVISIONS) {
      const r = exportTexts(texts, { target: 'mcp', mcpRevision: revision });
      const validate = mcpValidator(revision, 'ListToolsResult');
      expect(validate(r.payload), `${revision}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      const sdk = ListToolsResultSchema.safeParse(r.payload);
      expect(sdk.success, JSON.stringify(sdk.error?.issues.slice(0, 3))).toBe(true);
    }
  });
});
