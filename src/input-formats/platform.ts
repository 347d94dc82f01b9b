/**
 * The platform input formats: OpenAI (Chat Completions and Responses), Anthropic, Gemini, MCP, and
 * bare function objects (`{name, description, parameters}`, as in BFCL). Each recognises a tools list
 * in the shapes the platform's API and SDKs use, and normalises every tool into the native descriptor
 * shape with a `sourcePath` that maps native paths (`parameters`) back to the source (`input_schema`).
 *
 * Detection is by the first tool-like entry of a list: an OpenAI list is one whose first mapping has
 * `type: function` and a `function` object, and so on. Later entries that do not match are reported as
 * problems rather than silently skipped.
 */
import type { JsonPath } from '../types/index.js';
import { isObject } from '../toolkit/util.js';
import { hasOwn, pick, renamer, type Renames } from './paths.js';
import type { ExtractedTool, Extraction, InputFormat } from './types.js';
import { fromOpenAIStrict } from '../platforms/export.js';

type Obj = Record<string, unknown>;

interface ListSpec {
  /** Whether a mapping is a tool of this format. */
  isItem(item: Obj): boolean;
  /** A stricter test for the entry that decides whether a list is in this format at all. */
  isFirst?(item: Obj): boolean;
  /** Normalises one tool sitting at `basePath`. */
  toTool(item: Obj, basePath: JsonPath): ExtractedTool;
  /** How messages name an entry, e.g. "an OpenAI tool ({type: function, function: {...}})". */
  what: string;
}

/** Extracts a list of tools at `listPath` if its first mapping is one of this format's tools. */
function fromList(list: unknown[], listPath: JsonPath, spec: ListSpec): Extraction | null {
  const first = list.find(isObject);
  if (!first || !(spec.isFirst ?? spec.isItem)(first)) return null;
  const out: Extraction = { tools: [], problems: [] };
  list.forEach((item, i) => {
    const p = [...listPath, i];
    if (isObject(item) && spec.isItem(item)) out.tools.push(spec.toTool(item, p));
    else out.problems.push({ path: p, message: `Entry ${i} is not ${spec.what}; fix or remove it.` });
  });
  return out;
}

/** A document that is a list, a `{tools: [...]}` wrapper, or one bare tool. */
function fromDocument(value: unknown, spec: ListSpec, opts: { single?: boolean } = {}): Extraction | null {
  if (Array.isArray(value)) return fromList(value, [], spec);
  if (!isObject(value)) return null;
  if (Array.isArray(value.tools)) return fromList(value.tools, ['tools'], spec);
  if (opts.single !== false && spec.isItem(value)) return { tools: [spec.toTool(value, [])], problems: [] };
  return null;
}

const tool = (descriptor: Obj, basePath: JsonPath, renames: Renames): ExtractedTool => ({
  descriptor,
  basePath,
  sourcePath: renamer(basePath, renames),
});

// ---------------------------------------------------------------------------------------------
// OpenAI

const openaiChat: ListSpec = {
  what: 'an OpenAI Chat Completions tool ({type: function, function: {name, description, parameters}})',
  isItem: (o) => o.type === 'function' && isObject(o.function),
  toTool: (o, base) => tool(openaiTool(pick(o.function as Obj, ['name', 'description', 'parameters']), (o.function as Obj).strict), base, [[[], ['function']]]),
};

/**
 * A platform's `strict` flag, which a descriptor has no field for, recorded under `x-openai` or
 * `x-anthropic` (an extension the rules ignore) so that lint checks the tool as the platform will
 * read it and export sends it back as it was: `true` as listed, anything else `false` (not strict).
 */
function withStrict(d: Obj, extension: string, strict: unknown): Obj {
  d[extension] = { strict: strict === true };
  return d;
}

/**
 * An OpenAI tool with `strict` recorded, its parameters read back from strict mode's form when it is
 * strict: a property strict mode made required and nullable is optional again (`fromOpenAIStrict`),
 * so that `import` then `export` and `export` then `import` both give back what went in.
 */
function openaiTool(d: Obj, strict: unknown): Obj {
  if (strict === true && hasOwn(d, 'parameters')) d.parameters = fromOpenAIStrict(d.parameters);
  return withStrict(d, 'x-openai', strict);
}

/** What each platform's tool has a place for, besides its name and description (see ../shared/reference/platforms.md). */
const fields = (...more: string[]) => new Set(['name', 'description', ...more]);

export const openaiFormat: InputFormat = {
  id: 'openai',
  description: 'OpenAI Chat Completions tools: [{type: function, function: {name, description, parameters}}] or {tools: [...]}',
  label: 'OpenAI Chat Completions tools',
  holds: fields('parameters'),
  catalog: 'file',
  fieldNames: { name: 'function.name', description: 'function.description', parameters: 'function.parameters' },
  extract: (value) => fromDocument(value, openaiChat),
};

const openaiResponses: ListSpec = {
  what: 'an OpenAI Responses function tool ({type: function, name, parameters})',
  isItem: (o) => o.type === 'function' && typeof o.name === 'string' && !hasOwn(o, 'function'),
  toTool: (o, base) => tool(openaiTool(pick(o, ['name', 'description', 'parameters']), o.strict), base, []),
};

export const openaiResponsesFormat: InputFormat = {
  id: 'openai-responses',
  description: 'OpenAI Responses function tools: [{type: function, name, description, parameters, strict}] or {tools: [...]}',
  label: 'OpenAI Responses tools',
  holds: fields('parameters'),
  catalog: 'file',
  extract: (value) => fromDocument(value, openaiResponses),
};

// ---------------------------------------------------------------------------------------------
// Anthropic

const anthropicTool: ListSpec = {
  what: 'an Anthropic tool ({name, description, input_schema})',
  isItem: (o) => hasOwn(o, 'input_schema') && !hasOwn(o, 'inputSchema'),
  toTool: (o, base) => {
    const d = pick(o, ['name', 'description']);
    if (hasOwn(o, 'input_schema')) d.parameters = o.input_schema;
    const x = withStrict(d, 'x-anthropic', o.strict);
    // Argument examples the model reads with the tool (kept for the rules that read model text).
    if (Array.isArray(o.input_examples)) (x['x-anthropic'] as Obj).input_examples = o.input_examples;
    return tool(x, base, [[['parameters'], ['input_schema']], [['x-anthropic', 'input_examples'], ['input_examples']]]);
  },
};

export const anthropicFormat: InputFormat = {
  id: 'anthropic',
  description: 'Anthropic Messages tools: [{name, description, input_schema}] or {tools: [...]}',
  label: 'Anthropic tools',
  // input_examples holds arguments only, not the result an example of the spec shows (§9).
  holds: fields('parameters'),
  catalog: 'file',
  fieldNames: { parameters: 'input_schema' },
  extract: (value) => fromDocument(value, anthropicTool),
};

// ---------------------------------------------------------------------------------------------
// MCP

/** The idempotency fields an MCP tool did not state itself: MCP defaults, or implied by readOnlyHint. */
const defaults = new WeakMap<object, Set<string>>();

/**
 * Whether a tool's idempotency field comes from its format's default rather than from the file
 * (an MCP tool without destructiveHint is destructive by default): rules can tell the two apart.
 */
export function isDefaulted(idempotency: unknown, field: string): boolean {
  return isObject(idempotency) && (defaults.get(idempotency)?.has(field) ?? false);
}

/**
 * Normalises an MCP `Tool` (any protocol revision). Exported for the import command.
 *
 * Annotations follow the MCP schema's semantics (ToolAnnotations): a read-only tool changes nothing,
 * so it is idempotent and not destructive whatever its other hints say (a read-only tool that also
 * claims destructiveHint: true keeps it, as the contradiction it is); for a tool that writes,
 * destructiveHint defaults to true and idempotentHint to false. A `null` (a serialised Python None)
 * counts as unset. Annotations with none of the three hints say nothing about safety, so the tool
 * gets no idempotency block.
 */
export function mcpToNative(o: Obj): { descriptor: Obj; renames: Renames } {
  const d: Obj = pick(o, ['name']);
  if (o.description !== null && o.description !== undefined) d.description = o.description;
  const renames: Renames = [
    [['parameters'], ['inputSchema']],
    [['returns'], ['outputSchema']],
    [['idempotency'], ['annotations']],
    [['idempotency', 'safe'], ['annotations', 'readOnlyHint']],
    [['idempotency', 'destructive'], ['annotations', 'destructiveHint']],
    [['idempotency', 'idempotent'], ['annotations', 'idempotentHint']],
    [['open_world'], ['annotations', 'openWorldHint']],
  ];
  const ann = isObject(o.annotations) ? o.annotations : undefined;
  if (typeof o.title === 'string') d.title = o.title;
  if (hasOwn(o, 'inputSchema')) d.parameters = o.inputSchema;
  if (hasOwn(o, 'outputSchema') && o.outputSchema !== null) d.returns = o.outputSchema;
  // What the server listed that a descriptor has no field for (see MCP_EXTENSION in
  // src/platforms/mcp.ts), so that `import` then `export` gives the same tools/list back. A null is
  // an unset field (Python servers serialise None), not a value.
  const x: Obj = {};
  if (ann) {
    const listed = Object.fromEntries(Object.entries(ann).filter(([, v]) => v !== null));
    if (Object.keys(listed).length) x.annotations = listed;
    renames.push([['x-mcp', 'annotations'], ['annotations']]);
  }
  if (!hasOwn(o, 'outputSchema') || o.outputSchema === null) x.outputSchema = false;
  for (const k of ['_meta', 'icons', 'execution']) {
    if (o[k] !== undefined && o[k] !== null) {
      x[k] = o[k];
      renames.push([['x-mcp', k], [k]]);
    }
  }
  d['x-mcp'] = x;
  if (ann) {
    const hint = (k: string) => (ann[k] === null ? undefined : ann[k]);
    const readOnly = hint('readOnlyHint');
    const destructive = hint('destructiveHint');
    const idempotent = hint('idempotentHint');
    if (readOnly !== undefined || destructive !== undefined || idempotent !== undefined) {
      const idem: Obj =
        readOnly === true
          ? { safe: true, idempotent: true, destructive: destructive === true }
          : { safe: readOnly ?? false, idempotent: idempotent ?? false, destructive: destructive ?? true };
      const implied = readOnly === true ? ['idempotent', ...(destructive === true ? [] : ['destructive'])] : [];
      const unset = [readOnly === undefined && 'safe', destructive === undefined && 'destructive', idempotent === undefined && 'idempotent'].filter((x): x is string => Boolean(x));
      defaults.set(idem, new Set([...implied, ...unset]));
      d.idempotency = idem;
    }
    const openWorld = hint('openWorldHint');
    if (openWorld !== undefined) d.open_world = openWorld;
  }
  return { descriptor: d, renames };
}

const mcpTool: ListSpec = {
  what: 'an MCP tool ({name, description, inputSchema})',
  isItem: (o) => hasOwn(o, 'inputSchema') && !hasOwn(o, 'parameters') && !hasOwn(o, 'input_schema'),
  toTool: (o, base) => {
    const { descriptor, renames } = mcpToNative(o);
    return tool(descriptor, base, renames);
  },
};

export const mcpFormat: InputFormat = {
  id: 'mcp',
  description: 'MCP tools/list: a result {tools: [...]} with inputSchema, a JSON-RPC response holding one, a tools array, or one tool',
  label: 'MCP tools/list',
  holds: fields('title', 'parameters', 'returns', 'idempotency', 'open_world'),
  catalog: 'file',
  fieldNames: {
    parameters: 'inputSchema',
    returns: 'outputSchema',
    idempotency: 'annotations',
    'idempotency.safe': 'annotations.readOnlyHint',
    'idempotency.destructive': 'annotations.destructiveHint',
    'idempotency.idempotent': 'annotations.idempotentHint',
    open_world: 'annotations.openWorldHint',
  },
  extract(value) {
    if (isObject(value) && isObject(value.result) && Array.isArray(value.result.tools) && 'jsonrpc' in value) {
      return fromList(value.result.tools, ['result', 'tools'], mcpTool) ?? (value.result.tools.length ? null : { tools: [], problems: [] });
    }
    return fromDocument(value, mcpTool);
  },
};

// ---------------------------------------------------------------------------------------------
// Gemini

const INT64 = new Set(['minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxProperties']);
const GEMINI_TYPES = new Set(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL', 'TYPE_UNSPECIFIED']);

/** Whether a `parameters` schema is written in Gemini's OpenAPI subset (upper-case `type`). */
function geminiTyped(schema: unknown): boolean {
  return isObject(schema) && typeof schema.type === 'string' && GEMINI_TYPES.has(schema.type);
}

/**
 * Gemini's OpenAPI-subset `Schema` as JSON Schema, keeping every key where it was so positions
 * still map: `type: STRING` → `string`, `nullable: true` → a `[type, "null"]` union (and null among
 * the `enum` values, which the subset keeps to the others). With `filled` (a `parameters` schema,
 * which the model fills in), an object with properties is closed (`additionalProperties: false`):
 * the subset has no additionalProperties, and Gemini fills only the properties declared, which is
 * why export leaves `additionalProperties: false` out.
 */
export function geminiSchemaToJsonSchema(schema: unknown, filled = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => geminiSchemaToJsonSchema(s, filled));
  if (!isObject(schema)) return schema;
  const out: Obj = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'type' && typeof v === 'string' && GEMINI_TYPES.has(v)) out.type = v === 'TYPE_UNSPECIFIED' ? undefined : v.toLowerCase();
    else if (k === 'properties' && isObject(v)) out.properties = Object.fromEntries(Object.entries(v).map(([p, s]) => [p, geminiSchemaToJsonSchema(s, filled)]));
    else if ((k === 'items' || k === 'anyOf') && (isObject(v) || Array.isArray(v))) out[k] = geminiSchemaToJsonSchema(v, filled);
    else if (k === 'nullable') continue;
    // Gemini's int64 fields (minItems, maxLength …) travel as strings in its JSON.
    else if (INT64.has(k) && typeof v === 'string' && /^\d+$/.test(v)) out[k] = Number(v);
    else out[k] = v;
  }
  if (out.type === undefined) delete out.type;
  if (schema.nullable === true && typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  const object = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
  if (filled && object && isObject(out.properties) && !hasOwn(out, 'additionalProperties')) out.additionalProperties = false;
  return out;
}

const geminiDecl = (strict: boolean): ListSpec => ({
  what: 'a Gemini function declaration ({name, description, parameters | parametersJsonSchema})',
  isItem: (o) =>
    typeof o.name === 'string' &&
    !hasOwn(o, 'type') &&
    (!strict || hasOwn(o, 'parametersJsonSchema') || hasOwn(o, 'responseJsonSchema') || geminiTyped(o.parameters)),
  toTool: (o, base) => {
    const d = pick(o, ['name', 'description']);
    const renames: Renames = [];
    if (hasOwn(o, 'parametersJsonSchema')) {
      d.parameters = o.parametersJsonSchema;
      renames.push([['parameters'], ['parametersJsonSchema']]);
    } else if (hasOwn(o, 'parameters')) d.parameters = geminiTyped(o.parameters) ? geminiSchemaToJsonSchema(o.parameters, true) : o.parameters;
    if (hasOwn(o, 'responseJsonSchema')) {
      d.returns = o.responseJsonSchema;
      renames.push([['returns'], ['responseJsonSchema']]);
    } else if (hasOwn(o, 'response')) {
      d.returns = geminiTyped(o.response) ? geminiSchemaToJsonSchema(o.response) : o.response;
      renames.push([['returns'], ['response']]);
    }
    return tool(d, base, renames);
  },
});

const DECLS = ['functionDeclarations', 'function_declarations'];

/** A Gemini `Tool` list: `[{functionDeclarations: [...]}, {googleSearch: {}}]`. */
function fromGeminiTools(list: unknown[], listPath: JsonPath): Extraction | null {
  if (!list.some((t) => isObject(t) && DECLS.some((k) => Array.isArray(t[k])))) return null;
  const out: Extraction = { tools: [], problems: [] };
  list.forEach((t, i) => {
    if (!isObject(t)) return out.problems.push({ path: [...listPath, i], message: `Entry ${i} is not a Gemini tool; fix or remove it.` });
    for (const k of DECLS) {
      const decls = t[k];
      if (!Array.isArray(decls)) continue;
      decls.forEach((d, j) => {
        const p = [...listPath, i, k, j];
        if (isObject(d) && geminiDecl(false).isItem(d)) out.tools.push(geminiDecl(false).toTool(d, p));
        else out.problems.push({ path: p, message: `Function declaration ${j} has no "name"; each declaration is {name, description, parameters}.` });
      });
    }
    return undefined;
  });
  return out;
}

export const geminiFormat: InputFormat = {
  id: 'gemini',
  description: 'Gemini function declarations: {functionDeclarations: [...]}, a tools list [{functionDeclarations}], {tools: [...]}, or declarations using parametersJsonSchema',
  label: 'Gemini function declarations',
  holds: fields('parameters', 'returns'),
  catalog: 'file',
  fieldNames: { returns: 'response' },
  extract(value) {
    if (Array.isArray(value)) return fromGeminiTools(value, []) ?? fromList(value, [], geminiDecl(true));
    if (!isObject(value)) return null;
    if (DECLS.some((k) => Array.isArray(value[k]))) return shift(fromGeminiTools([value], [])!);
    if (Array.isArray(value.tools)) return fromGeminiTools(value.tools, ['tools']);
    const config = value.config ?? value.generationConfig;
    if (isObject(config) && Array.isArray(config.tools)) return fromGeminiTools(config.tools, [value.config ? 'config' : 'generationConfig', 'tools']);
    if (geminiDecl(true).isItem(value)) return { tools: [geminiDecl(true).toTool(value, [])], problems: [] };
    return null;
  },
};

/** `fromGeminiTools([doc], [])` puts the document at index 0; drop that leading index. */
function shift(e: Extraction): Extraction {
  const drop = (p: JsonPath) => p.slice(1);
  return {
    tools: e.tools.map((t) => ({ ...t, basePath: drop(t.basePath), sourcePath: t.sourcePath ? (p) => drop(t.sourcePath!(p)) : undefined })),
    problems: e.problems.map((p) => ({ ...p, path: drop(p.path) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Bare function objects (BFCL, OpenAI's legacy `functions`, hand-written lists)

const bareFunction: ListSpec = {
  what: 'a function object ({name, description, parameters})',
  isItem: (o) => typeof o.name === 'string' && !hasOwn(o, 'type') && (hasOwn(o, 'parameters') || hasOwn(o, 'description')),
  // A list of {name, description} records (package lists, changelogs …) is not a tool list.
  isFirst: (o) => typeof o.name === 'string' && !hasOwn(o, 'type') && isObject(o.parameters),
  toTool: (o, base) => {
    if (!hasOwn(o, 'response') || hasOwn(o, 'returns')) return tool({ ...o }, base, []);
    const d: Obj = {};
    for (const [k, v] of Object.entries(o)) d[k === 'response' ? 'returns' : k] = v;
    return tool(d, base, [[['returns'], ['response']]]);
  },
};

export const functionsFormat: InputFormat = {
  id: 'functions',
  description: 'a list of bare function objects [{name, description, parameters}] (BFCL, OpenAI legacy "functions")',
  label: 'function list',
  // BFCL's multi-turn files add a `response` schema; a tool that has one is checked (see holdsField).
  holds: fields('parameters'),
  // BFCL's files join the function lists of hundreds of questions, with reworded copies of one
  // function under one name; a request's tools are OpenAI's, Anthropic's or Gemini's lists.
  catalog: 'each',
  fieldNames: { returns: 'response' },
  extract(value) {
    if (Array.isArray(value)) return fromList(value, [], bareFunction);
    if (isObject(value) && Array.isArray(value.functions) && !('name' in value)) return fromList(value.functions, ['functions'], bareFunction);
    return null;
  },
};
