/**
 * Platform exporters (spec §10): native descriptors in, the payload each platform takes as its
 * `tools` out. What a platform cannot express is dropped here and reported by the matching
 * `platform/*` rule, which the export command runs first: the rule and the exporter share the
 * keyword lists in targets.ts, so every dropped keyword is a positioned diagnostic, never silent.
 */
import { isArray, isObject } from '../toolkit/util.js';
import {
  ANTHROPIC_STRICT_UNSUPPORTED,
  GEMINI_FORMATS,
  OPENAI_STRICT_FORMATS,
  OPENAI_STRICT_UNSUPPORTED,
  OPENAI_TYPED_BY,
  scalarType,
} from './targets.js';
import { isObjectSchema, makeNullable, mapSchema, matchesNothing, objectRoot, withoutNull, type Obj } from './schema-transform.js';
import { holdsPlaceholder } from '../toolkit/text.js';
import { head } from './tool-head.js';

export { toMcp, toMcpResult, type McpTool, type McpListToolsResult } from './mcp.js';

export const EXPORT_TARGETS = ['openai', 'openai-responses', 'anthropic', 'gemini', 'mcp'] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

// ----- Output shapes (checked against the official SDK types in test/platforms/sdk-types.test.ts)

export interface OpenAIChatTool {
  type: 'function';
  function: { name: string; description?: string; parameters?: Obj; strict?: boolean };
}
export interface OpenAIResponsesTool {
  type: 'function';
  name: string;
  description?: string;
  parameters: Obj | null;
  strict: boolean;
}
export interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: { type: 'object'; [key: string]: unknown };
  strict?: boolean;
}
export type GeminiType = 'STRING' | 'NUMBER' | 'INTEGER' | 'BOOLEAN' | 'ARRAY' | 'OBJECT' | 'NULL';
export interface GeminiSchema {
  type?: GeminiType;
  format?: string;
  title?: string;
  description?: string;
  nullable?: boolean;
  enum?: string[];
  items?: GeminiSchema;
  minItems?: string;
  maxItems?: string;
  minLength?: string;
  maxLength?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  minProperties?: string;
  maxProperties?: string;
  propertyOrdering?: string[];
  anyOf?: GeminiSchema[];
  default?: unknown;
  example?: unknown;
}
export interface GeminiFunctionDeclaration {
  name: string;
  description?: string;
  parameters?: GeminiSchema;
  parametersJsonSchema?: unknown;
  responseJsonSchema?: unknown;
}
export interface GeminiTool {
  functionDeclarations: GeminiFunctionDeclaration[];
}
// ----- OpenAI

/**
 * OpenAI strict mode: `additionalProperties: false` and every property in `required` on every
 * object, optional properties made nullable, unsupported keywords and formats removed.
 */
export function toOpenAIStrict(parameters: unknown): Obj {
  return mapSchema(objectRoot(parameters), (node) => {
    const out: Obj = { ...node };
    for (const k of OPENAI_STRICT_UNSUPPORTED) delete out[k];
    if (typeof out.format === 'string' && !OPENAI_STRICT_FORMATS.includes(out.format)) delete out.format;
    if (isArray(out.oneOf)) {
      out.anyOf = [...(isArray(out.anyOf) ? out.anyOf : []), ...out.oneOf];
      delete out.oneOf;
    }
    // Strict mode wants a type on every anyOf branch; a branch that only narrows a scalar type gets it.
    if (isArray(out.anyOf) && scalarType(out.type)) {
      out.anyOf = out.anyOf.map((b) => (isObject(b) && !OPENAI_TYPED_BY.some((k) => b[k] !== undefined) ? { type: out.type, ...b } : b));
    }
    if (Array.isArray(out.items)) delete out.items;
    if (isObjectSchema(out)) {
      const props = isObject(out.properties) ? out.properties : {};
      const required = new Set(Array.isArray(out.required) ? out.required.filter((r): r is string => typeof r === 'string') : []);
      out.properties = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, required.has(k) ? s : makeNullable(s)]));
      // Every declared property, then any required name the object does not declare: kept, so the
      // object still cannot be satisfied without it (platform/openai-schema reports it).
      out.required = [...new Set([...Object.keys(props), ...required])];
      out.additionalProperties = false;
    }
    return out;
  }) as Obj;
}

/**
 * An OpenAI strict schema read back as the schema it was made from (`toOpenAIStrict`'s optional
 * properties): in every object, a property listed in `required` whose schema is what `makeNullable`
 * makes of another (`withoutNull`) is optional again, with that other schema. Everything else reads
 * as it is: strict mode closes every object, so `additionalProperties: false` stays. The form two
 * descriptors share is a required property that accepts null as strict mode's optional ones do
 * (`type: [T, "null"]`, say): it reads back optional, without that null (export notes it).
 */
export function fromOpenAIStrict(parameters: unknown): unknown {
  return mapSchema(parameters, (node) => {
    if (!isObjectSchema(node) || !isObject(node.properties) || !isArray(node.required)) return node;
    const properties: Obj = { ...node.properties };
    const optional = new Set<string>();
    for (const name of node.required) {
      if (typeof name !== 'string' || optional.has(name) || !Object.prototype.hasOwnProperty.call(properties, name)) continue;
      const schema = withoutNull(properties[name]);
      if (schema === undefined) continue;
      properties[name] = schema;
      optional.add(name);
    }
    return optional.size ? { ...node, properties, required: node.required.filter((r) => !(typeof r === 'string' && optional.has(r))) } : node;
  });
}

function openaiParameters(d: Obj, strict: boolean): Obj {
  if (strict) return toOpenAIStrict(d.parameters);
  // Without strict mode OpenAI takes the parameters schema as it is (FunctionParameters is a free
  // mapping [OAI-py]): what the descriptor says goes out unchanged, `{}` included.
  return isObject(d.parameters) ? (JSON.parse(JSON.stringify(d.parameters)) as Obj) : objectRoot(d.parameters);
}

/** `strict` for every tool, or tool by tool (the export's default: strict for descriptors, not for platform files). */
type Strictness = { strict?: boolean | readonly boolean[] };
const strictAt = (opts: Strictness, i: number): boolean => (Array.isArray(opts.strict) ? Boolean(opts.strict[i]) : Boolean(opts.strict));

export function toOpenAIChat(descriptors: Obj[], opts: Strictness = {}): OpenAIChatTool[] {
  return descriptors.map((d, i) => {
    const strict = strictAt(opts, i);
    const fn: OpenAIChatTool['function'] = head(d, i);
    fn.parameters = openaiParameters(d, strict);
    if (strict) fn.strict = true;
    return { type: 'function', function: fn };
  });
}

export function toOpenAIResponses(descriptors: Obj[], opts: Strictness = {}): OpenAIResponsesTool[] {
  return descriptors.map((d, i) => {
    const strict = strictAt(opts, i);
    return { type: 'function', ...head(d, i), parameters: openaiParameters(d, strict), strict };
  });
}

// ----- Anthropic

export function toAnthropic(descriptors: Obj[], opts: Strictness = {}): AnthropicTool[] {
  return descriptors.map((d, i) => {
    const strict = strictAt(opts, i);
    let schema = objectRoot(d.parameters);
    if (strict) {
      schema = mapSchema(schema, (node) => {
        const out: Obj = { ...node };
        for (const k of ANTHROPIC_STRICT_UNSUPPORTED) delete out[k];
        if (typeof out.minItems === 'number' && out.minItems > 1) delete out.minItems;
        if (isObjectSchema(out)) out.additionalProperties = false;
        return out;
      }) as Obj;
    }
    const tool: AnthropicTool = { ...head(d, i), input_schema: schema as AnthropicTool['input_schema'] };
    if (strict) tool.strict = true;
    return tool;
  });
}

// ----- Gemini

const GEMINI_SCALARS = ['title', 'description', 'pattern', 'minimum', 'maximum', 'propertyOrdering', 'default', 'example'] as const;
const GEMINI_INT64 = ['minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxProperties'] as const;

/** JSON Schema → Gemini's OpenAPI-subset `Schema`; what it cannot hold is dropped (and reported by platform/gemini-schema). */
export function toGeminiSchema(schema: unknown): GeminiSchema {
  if (!isObject(schema)) return {};
  const out: GeminiSchema = {};
  // `type` holds one type and `nullable` says whether null is accepted too; null is accepted only
  // when neither `type` nor `enum` (or a string `const`, which becomes a one-value enum) rules it out.
  const types: unknown[] | undefined = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as unknown[]) : undefined;
  const values: unknown[] | undefined = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : typeof schema.const === 'string' ? [schema.const] : undefined;
  const nullOk = (!types || types.includes('null')) && (!values || values.includes(null));
  const nonNull = types?.filter((t) => t !== 'null');
  const onlyNull = (values && !values.some((v) => v !== null)) || (types?.length && !nonNull?.length);
  const type = onlyNull ? 'null' : nonNull?.[0];
  if (typeof type === 'string' && ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'].includes(type)) out.type = type.toUpperCase() as GeminiType;
  if (nullOk && type !== 'null' && (types || values)) out.nullable = true;
  for (const k of GEMINI_SCALARS) {
    const v = schema[k];
    if (v === undefined) continue;
    if ((k === 'minimum' || k === 'maximum') && typeof v !== 'number') continue;
    if ((k === 'title' || k === 'description' || k === 'pattern') && typeof v !== 'string') continue;
    if (k === 'propertyOrdering' && !Array.isArray(v)) continue;
    (out as Record<string, unknown>)[k] = v;
  }
  // Gemini's int64 fields travel as strings in its JSON (protobuf int64).
  for (const k of GEMINI_INT64) if (typeof schema[k] === 'number') out[k] = String(schema[k]);
  if (out.example === undefined && Array.isArray(schema.examples) && schema.examples.length) out.example = schema.examples[0];
  if (typeof schema.format === 'string' && GEMINI_FORMATS.includes(schema.format)) out.format = schema.format;
  const nonNullValues = values?.filter((v) => v !== null);
  if (nonNullValues?.length) out.enum = nonNullValues.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (out.enum && !out.type) out.type = 'STRING';
  if (isObject(schema.items)) out.items = toGeminiSchema(schema.items);
  // A `false` property or branch allows no value: left out, it still gets none (Gemini fills only
  // declared properties; an anyOf branch that matches nothing adds nothing).
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).filter(([, s]) => !matchesNothing(s)).map(([k, s]) => [k, toGeminiSchema(s)]));
  }
  if (Array.isArray(schema.required)) out.required = schema.required.filter((r): r is string => typeof r === 'string');
  if (Array.isArray(schema.anyOf) && !matchesNothing({ anyOf: schema.anyOf })) out.anyOf = schema.anyOf.filter((b) => !matchesNothing(b)).map(toGeminiSchema);
  return out;
}

/** False for a root that accepts only `{}`: closed, with no properties, required names or anything else to say. */
function takesArguments(parameters: unknown): boolean {
  if (!isObject(parameters) || parameters.additionalProperties !== false) return true;
  const none = (v: unknown) => (isObject(v) && !Object.keys(v).length) || (Array.isArray(v) && !v.length);
  const idle = new Set(['type', 'additionalProperties', 'description', 'title', '$schema', '$comment']);
  return Object.entries(parameters).some(([k, v]) => !idle.has(k) && !((k === 'properties' || k === 'required') && none(v)));
}

/**
 * Gemini: one `Tool` holding every declaration. `modes[i]` says how tool i's parameters travel:
 * `parameters` (translated to the subset) or `json` (`parametersJsonSchema`, the schema unchanged).
 * `returns` always travels as `responseJsonSchema`, which needs no translation.
 */
export function toGemini(descriptors: Obj[], modes: Array<'parameters' | 'json'>): GeminiTool[] {
  const decls = descriptors.map((d, i): GeminiFunctionDeclaration => {
    const decl: GeminiFunctionDeclaration = head(d, i);
    if (d.parameters !== undefined) {
      if (modes[i] === 'json') decl.parametersJsonSchema = objectRoot(d.parameters);
      // Closed with nothing declared, the tool takes no arguments, which a declaration without
      // `parameters` says; an OBJECT without properties would take any.
      else if (takesArguments(d.parameters)) decl.parameters = { ...toGeminiSchema(objectRoot(d.parameters)), type: 'OBJECT' };
    }
    if (isObject(d.returns) && !holdsPlaceholder(d.returns)) decl.responseJsonSchema = JSON.parse(JSON.stringify(d.returns));
    return decl;
  });
  return [{ functionDeclarations: decls }];
}
