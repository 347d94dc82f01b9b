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
  isNullableUnion,
  OPENAI_STRICT_FORMATS,
  OPENAI_STRICT_UNSUPPORTED,
} from './targets.js';
import { isObjectSchema, makeNullable, mapSchema, objectRoot, type Obj } from './schema-transform.js';

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
/** Type aliases, not interfaces, so that they are assignable to index-signature types (the MCP SDK's). */
export type McpTool = {
  name: string;
  title?: string;
  description?: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  outputSchema?: { type: 'object'; [key: string]: unknown };
  annotations?: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
};
export type McpListToolsResult = {
  tools: McpTool[];
};

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const nameOf = (d: Obj, i: number) => str(d.name) ?? `tool_${i + 1}`;

/** `{name, description?}`, in that key order, as every platform's tool starts. */
function head(d: Obj, i: number): { name: string; description?: string } {
  const description = str(d.description);
  return description === undefined ? { name: nameOf(d, i) } : { name: nameOf(d, i), description };
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
    if (Array.isArray(out.items)) delete out.items;
    if (isObjectSchema(out)) {
      const props = isObject(out.properties) ? out.properties : {};
      const required = new Set(Array.isArray(out.required) ? out.required.filter((r): r is string => typeof r === 'string') : []);
      out.properties = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, required.has(k) || !isObject(s) ? s : makeNullable(s)]));
      out.required = Object.keys(props);
      out.additionalProperties = false;
    }
    return out;
  }) as Obj;
}

function openaiParameters(d: Obj, strict: boolean): Obj {
  return strict ? toOpenAIStrict(d.parameters) : objectRoot(d.parameters);
}

export function toOpenAIChat(descriptors: Obj[], opts: { strict?: boolean } = {}): OpenAIChatTool[] {
  return descriptors.map((d, i) => {
    const fn: OpenAIChatTool['function'] = head(d, i);
    fn.parameters = openaiParameters(d, Boolean(opts.strict));
    if (opts.strict) fn.strict = true;
    return { type: 'function', function: fn };
  });
}

export function toOpenAIResponses(descriptors: Obj[], opts: { strict?: boolean } = {}): OpenAIResponsesTool[] {
  return descriptors.map((d, i) => {
    return { type: 'function', ...head(d, i), parameters: openaiParameters(d, Boolean(opts.strict)), strict: Boolean(opts.strict) };
  });
}

// ----- Anthropic

export function toAnthropic(descriptors: Obj[], opts: { strict?: boolean } = {}): AnthropicTool[] {
  return descriptors.map((d, i) => {
    let schema = objectRoot(d.parameters);
    if (opts.strict) {
      schema = mapSchema(schema, (node) => {
        const out: Obj = { ...node };
        for (const k of ANTHROPIC_STRICT_UNSUPPORTED) delete out[k];
        if (typeof out.minItems === 'number' && out.minItems > 1) delete out.minItems;
        if (isObjectSchema(out)) out.additionalProperties = false;
        return out;
      }) as Obj;
    }
    const tool: AnthropicTool = { ...head(d, i), input_schema: schema as AnthropicTool['input_schema'] };
    if (opts.strict) tool.strict = true;
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
  let type = schema.type;
  let nullable = false;
  if (isNullableUnion(type)) {
    type = (type as string[]).find((t) => t !== 'null');
    nullable = true;
  } else if (Array.isArray(type)) type = type.find((t) => t !== 'null');
  if (typeof type === 'string' && ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'].includes(type)) out.type = type.toUpperCase() as GeminiType;
  if (nullable) out.nullable = true;
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
  if (Array.isArray(schema.enum)) {
    if (schema.enum.includes(null)) out.nullable = true;
    out.enum = schema.enum.filter((v) => v !== null).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  } else if (typeof schema.const === 'string') out.enum = [schema.const];
  if (out.enum && !out.type) out.type = 'STRING';
  if (isObject(schema.items)) out.items = toGeminiSchema(schema.items);
  if (isObject(schema.properties)) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, toGeminiSchema(s)]));
  if (Array.isArray(schema.required)) out.required = schema.required.filter((r): r is string => typeof r === 'string');
  if (Array.isArray(schema.anyOf)) out.anyOf = schema.anyOf.map(toGeminiSchema);
  return out;
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
      else decl.parameters = { ...toGeminiSchema(objectRoot(d.parameters)), type: 'OBJECT' };
    }
    if (isObject(d.returns)) decl.responseJsonSchema = JSON.parse(JSON.stringify(d.returns));
    return decl;
  });
  return [{ functionDeclarations: decls }];
}

// ----- MCP

const HINTS = [
  ['safe', 'readOnlyHint'],
  ['destructive', 'destructiveHint'],
  ['idempotent', 'idempotentHint'],
] as const;

export function toMcp(descriptors: Obj[]): McpListToolsResult {
  return {
    tools: descriptors.map((d, i) => {
      const title = str(d.title);
      const { name, description } = head(d, i);
      const tool: McpTool = { name, ...(title === undefined ? {} : { title }), ...(description === undefined ? {} : { description }), inputSchema: { type: 'object' } };
      tool.inputSchema = d.parameters === undefined ? { type: 'object', additionalProperties: false } : (objectRoot(d.parameters) as McpTool['inputSchema']);
      if (isObject(d.returns) && d.returns.type === 'object') tool.outputSchema = JSON.parse(JSON.stringify(d.returns)) as McpTool['outputSchema'];
      const annotations: NonNullable<McpTool['annotations']> = {};
      if (title !== undefined) annotations.title = title;
      const idem = isObject(d.idempotency) ? d.idempotency : {};
      for (const [field, hint] of HINTS) if (typeof idem[field] === 'boolean') annotations[hint] = idem[field];
      if (typeof d.open_world === 'boolean') annotations.openWorldHint = d.open_world;
      if (Object.keys(annotations).length) tool.annotations = annotations;
      return tool;
    }),
  };
}
