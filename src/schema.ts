/**
 * JSON Schema services for rules: is a schema valid, and validate a value against one.
 *
 * Ajv is the reference: its meta-schemas decide validity and its errors are what users read. But
 * compiling a schema to code costs about a millisecond, and a catalog of 10,000 tools has 10,000
 * distinct schemas, so compiling each one dominated a run. So:
 * - validity is Ajv's meta-schema check (precompiled) plus the two things only compiling caught
 *   (unresolvable `$ref`, invalid regular expressions) checked directly; schemas that use `$ref`,
 *   `$id` or anchors are still compiled, as before;
 * - a value is first checked by an interpreting validator (@cfworker/json-schema, no code
 *   generation); only when it finds a problem is the schema compiled with Ajv, whose errors are
 *   reported. Valid examples, the common case, never compile anything.
 * TOOLDOC_NO_FAST_PATHS=1 turns both shortcuts off; a test compares findings with and without them.
 */
import { createRequire } from 'node:module';
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import type { JsonPath } from './types.js';
import { isObject } from './util.js';

const require = createRequire(import.meta.url);

const FAST = !process.env.TOOLDOC_NO_FAST_PATHS;

type AjvInstance = {
  validateSchema(schema: AnySchema): boolean | Promise<unknown>;
  compile(schema: AnySchema): ValidateFunction;
  removeSchema?(key: string): unknown;
  errors?: ErrorObject[] | null;
};

type Dialect = 'draft-07' | '2019-09' | '2020-12';
const instances = new Map<Dialect, AjvInstance>();

function ajvFor(dialect: Dialect): AjvInstance {
  let a = instances.get(dialect);
  if (a) return a;
  // CommonJS builds load faster than ESM wrappers and keep start-up small; loaded on first use.
  const mod =
    dialect === '2020-12' ? require('ajv/dist/2020') : dialect === '2019-09' ? require('ajv/dist/2019') : require('ajv');
  const Ctor = mod.default ?? mod;
  const inst = new Ctor({
    strict: false,
    allErrors: true,
    validateFormats: true,
    validateSchema: true,
    addUsedSchema: false,
    unicodeRegExp: false,
    // Unknown formats and keywords are tolerated, silently: a linter must not print Ajv's warnings.
    logger: false,
    // Schemas come from untrusted files; no remote loading ever happens (no loadSchema is set).
  }) as AjvInstance;
  const formats = require('ajv-formats');
  (formats.default ?? formats)(inst);
  instances.set(dialect, inst);
  a = inst;
  return a;
}

export function dialectOf(schema: unknown): Dialect {
  const s = isObject(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
  if (s.includes('2020-12')) return '2020-12';
  if (s.includes('2019-09')) return '2019-09';
  return 'draft-07';
}

export interface SchemaProblem {
  /** Path inside the schema to the offending keyword. */
  path: JsonPath;
  message: string;
}

/**
 * A schema ready to validate values; compiled with Ajv only when a value fails the interpreter.
 * The compiled forms live in small recently-used caches, not on this handle: descriptors stay in
 * memory for catalog rules, and keeping a validator per schema beside them grew memory per tool.
 */
export interface SchemaValidator {
  schema: unknown;
}

type Interpreted = { validate(value: unknown): { valid: boolean } } | null;
const RECENT = 256;
const ajvCache = new Map<SchemaValidator, ValidateFunction>();
const interpreterCache = new Map<SchemaValidator, Interpreted>();

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= RECENT) cache.delete(cache.keys().next().value as K);
  cache.set(key, value);
  return value;
}

type Compiled = { ok: true; validate: SchemaValidator } | { ok: false; problems: SchemaProblem[] };
const byObject = new WeakMap<object, Compiled>();

/** Check a schema (cached per schema object). Invalid schemas come back with Ajv's reasons, positioned. */
export function compileSchema(schema: unknown): Compiled {
  if (isObject(schema)) {
    const hit = byObject.get(schema);
    if (hit) return hit;
    const result = compileUncached(schema);
    byObject.set(schema, result);
    return result;
  }
  return compileUncached(schema);
}

/** Keys whose presence means references must be resolved the way Ajv does: compile to be sure. */
const REFERENCE_KEYS = new Set(['$ref', '$id', 'id', '$anchor', '$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor']);

function compileUncached(schema: unknown): Compiled {
  if (!isObject(schema) && typeof schema !== 'boolean') {
    return { ok: false, problems: [{ path: [], message: 'a schema must be an object' }] };
  }
  const ajv = ajvFor(dialectOf(schema));
  let metaOk: boolean;
  try {
    metaOk = ajv.validateSchema(schema as AnySchema) as boolean;
  } catch (err) {
    return { ok: false, problems: [{ path: [], message: errorMessage(err) }] };
  }
  if (!metaOk) {
    const errors = ajv.errors ?? [];
    return { ok: false, problems: dedupe(errors.map(metaProblem)) };
  }
  const cycle = sameValueCycle(schema);
  if (cycle) return { ok: false, problems: [cycle] };
  const validator: SchemaValidator = { schema };
  if (FAST && !findKeyword(schema, (key, _value, parentKey) => REFERENCE_KEYS.has(key) && !NAME_MAPS.has(parentKey as string))) {
    // Without references, compiling can fail only on a regular expression Ajv cannot build.
    const badRegex = findKeyword(schema, (key, value, parentKey) => (key === 'pattern' && typeof value === 'string' && !isRegExp(value)) || (parentKey === 'patternProperties' && !isRegExp(key)));
    if (!badRegex) return { ok: true, validate: validator };
  }
  try {
    ajvCompile(validator);
    return { ok: true, validate: validator };
  } catch (err) {
    return { ok: false, problems: [compileProblem(err, schema)] };
  }
}

function ajvCompile(v: SchemaValidator): ValidateFunction {
  const hit = ajvCache.get(v);
  if (hit) return hit;
  const schema = v.schema;
  const { $id: _id, ...rest } = isObject(schema) ? schema : {};
  // A fresh $id per schema: two tools that reuse one $id do not collide in Ajv's registry, and a
  // recursive `$ref: '#'` still has a root to resolve against (without any $id Ajv cannot).
  const ajv = ajvFor(dialectOf(schema));
  const fn = ajv.compile(isObject(schema) ? { ...rest, $id: `urn:tooldoc:schema:${++compiled}` } : (schema as AnySchema));
  // Ajv keeps every compiled schema in its own registry too; drop it there so memory stays flat.
  if (isObject(schema)) ajv.removeSchema?.(`urn:tooldoc:schema:${compiled}`);
  return remember(ajvCache, v, fn);
}

type CfValidator = new (schema: unknown, draft?: string, shortCircuit?: boolean) => { validate(value: unknown): { valid: boolean } };
let Interpreter: CfValidator | undefined;

function interpreterFor(v: SchemaValidator): Interpreted {
  const hit = interpreterCache.get(v);
  if (hit !== undefined) return hit;
  let made: Interpreted;
  try {
    Interpreter ??= (require('@cfworker/json-schema') as { Validator: CfValidator }).Validator;
    const d = dialectOf(v.schema);
    made = new Interpreter(v.schema, d === 'draft-07' ? '7' : d, true);
  } catch {
    made = null;
  }
  return remember(interpreterCache, v, made);
}

let compiled = 0;

/** Keywords whose values are data, not schemas: a `$ref` key inside them is not a reference. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);
/** Keywords that apply a subschema to the same value, so following them does not consume the value. */
const SAME_VALUE = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else'];

/**
 * A `$ref` that leads back to a schema already being applied to the same value (`a` refers to `b`,
 * `b` to `a`; or `allOf: [{$ref: '#'}]`) makes validators recurse forever, and Ajv overflows the
 * stack compiling some of them. Such a cycle is reported at the `$ref` that closes it; recursion
 * through `properties` or `items` is fine, since each step goes one level into the value.
 */
function sameValueCycle(root: unknown): SchemaProblem | null {
  if (!isObject(root)) return null;
  const paths = new Map<Record<string, unknown>, JsonPath>();
  const walk: Array<{ value: unknown; path: JsonPath }> = [{ value: root, path: [] }];
  while (walk.length) {
    const { value, path } = walk.pop()!;
    if (Array.isArray(value)) value.forEach((v, i) => walk.push({ value: v, path: [...path, i] }));
    else if (isObject(value) && !paths.has(value)) {
      paths.set(value, path);
      for (const k of Object.keys(value)) if (!DATA_KEYWORDS.has(k)) walk.push({ value: value[k], path: [...path, k] });
    }
  }
  const resolve = (ref: string): Record<string, unknown> | undefined => {
    let node: unknown = root;
    for (const seg of pointerToPath(decodeURIComponent(ref.slice(1)))) {
      node = isObject(node) ? (Object.prototype.hasOwnProperty.call(node, seg) ? node[seg] : undefined) : Array.isArray(node) ? node[Number(seg)] : undefined;
    }
    return isObject(node) ? node : undefined;
  };
  const edges = (s: Record<string, unknown>): Array<{ to: Record<string, unknown>; ref?: string }> => {
    const out: Array<{ to: Record<string, unknown>; ref?: string }> = [];
    if (typeof s.$ref === 'string' && (s.$ref === '#' || s.$ref.startsWith('#/'))) {
      const to = resolve(s.$ref);
      if (to) out.push({ to, ref: s.$ref });
    }
    for (const k of SAME_VALUE) {
      const v = Object.prototype.hasOwnProperty.call(s, k) ? s[k] : undefined;
      if (Array.isArray(v)) for (const x of v) if (isObject(x)) out.push({ to: x });
      if (isObject(v)) out.push({ to: v });
    }
    return out;
  };
  const state = new Map<Record<string, unknown>, 'open' | 'done'>();
  for (const start of paths.keys()) {
    if (state.has(start)) continue;
    state.set(start, 'open');
    const stack = [{ node: start, next: edges(start), i: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      if (top.i >= top.next.length) {
        state.set(top.node, 'done');
        stack.pop();
        continue;
      }
      const edge = top.next[top.i++]!;
      const seen = state.get(edge.to);
      if (seen === 'open' && edge.ref !== undefined) {
        return {
          path: [...paths.get(top.node)!, '$ref'],
          message: `$ref "${edge.ref}" leads back to a schema already applied to the same value, so validation would never end`,
        };
      }
      if (seen === undefined) {
        state.set(edge.to, 'open');
        stack.push({ node: edge.to, next: edges(edge.to), i: 0 });
      }
    }
  }
  return null;
}

function metaProblem(e: ErrorObject): SchemaProblem {
  const path = pointerToPath(e.instancePath);
  let message = e.message ?? 'is invalid';
  if (e.keyword === 'enum' && Array.isArray((e.params as { allowedValues?: unknown[] }).allowedValues)) {
    message += ': ' + (e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ');
  } else if (e.keyword === 'type' && typeof (e.params as { type?: unknown }).type === 'string') {
    message = `must be ${(e.params as { type: string }).type}`;
  }
  return { path, message };
}

/** A compile error, positioned at the keyword that caused it when it can be found (a `$ref`, a `pattern`). */
function compileProblem(err: unknown, schema: unknown): SchemaProblem {
  const msg = errorMessage(err);
  const ref = /can't resolve reference (\S+)/.exec(msg);
  if (ref) {
    const path = findKeyword(schema, (key, value) => key === '$ref' && value === ref[1]) ?? [];
    return { path, message: `$ref ${ref[1]} cannot be resolved` };
  }
  if (/regular expression/i.test(msg)) {
    const path = findKeyword(schema, (key, value, parentKey) => (key === 'pattern' && typeof value === 'string' && !isRegExp(value)) || (parentKey === 'patternProperties' && !isRegExp(key)));
    return { path: path ?? [], message: msg.split('\n')[0]! };
  }
  return { path: [], message: msg.split('\n')[0]! };
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Path of the first key in a schema (iteratively, skipping data keywords) for which `test` holds. */
function findKeyword(root: unknown, test: (key: string, value: unknown, parentKey: string | number | undefined) => boolean): JsonPath | null {
  const stack: Array<{ value: unknown; path: JsonPath }> = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
    } else if (isObject(value)) {
      const keys = Object.keys(value);
      for (const k of keys) if (test(k, value[k], path[path.length - 1])) return [...path, k];
      // Under `properties` and the like, keys are names (a property may be called "default").
      const names = NAME_MAPS.has(path[path.length - 1] as string);
      for (let i = keys.length - 1; i >= 0; i--) if (names || !DATA_KEYWORDS.has(keys[i]!)) stack.push({ value: value[keys[i]!], path: [...path, keys[i]!] });
    }
  }
  return null;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function dedupe(problems: SchemaProblem[]): SchemaProblem[] {
  // Meta-schema errors come in clusters (anyOf branches); keep the deepest per path, one per path.
  const seen = new Map<string, SchemaProblem>();
  for (const p of problems) {
    const k = p.path.join('\u0000');
    if (!seen.has(k)) seen.set(k, p);
  }
  const list = [...seen.values()];
  return list.filter((p) => !list.some((q) => q !== p && q.path.length > p.path.length && p.path.every((s, i) => q.path[i] === s)));
}

export function pointerToPath(pointer: string): Array<string | number> {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

export interface InstanceProblem {
  /** Path inside the validated value. */
  path: Array<string | number>;
  keyword: string;
  message: string;
}

/** Validate a value against a checked schema; problems carry the value's path, in Ajv's words. */
export function validateValue(validator: SchemaValidator, value: unknown): InstanceProblem[] {
  if (FAST) {
    const interpreter = interpreterFor(validator);
    try {
      if (interpreter && interpreter.validate(value).valid) return [];
    } catch {
      // the interpreter gave up on this schema; Ajv decides
    }
  }
  let validate: ValidateFunction;
  try {
    validate = ajvCompile(validator);
  } catch {
    return []; // a schema Ajv cannot compile cannot judge values; the schema's own rule reports it
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => {
    const path = pointerToPath(e.instancePath);
    let message = e.message ?? 'is invalid';
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'additionalProperties') {
      path.push(String(params.additionalProperty));
      message = 'is not a declared property';
    } else if (e.keyword === 'required') {
      message = `is missing required property "${String(params.missingProperty)}"`;
    } else if (e.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = 'must be one of ' + (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
    }
    return { path, keyword: e.keyword, message };
  });
}

/**
 * Type names of other languages that schema writers reach for (BFCL's dialect, Java and Python
 * habits), and the JSON Schema type each means. `any` has none: leave `type` out to accept anything.
 */
const DIALECT_TYPES: Record<string, string | null> = {
  float: 'number', double: 'number', decimal: 'number', Float: 'number', Double: 'number',
  int: 'integer', long: 'integer', short: 'integer', byte: 'integer', Integer: 'integer', Long: 'integer', int32: 'integer', int64: 'integer',
  dict: 'object', Dict: 'object', map: 'object', Map: 'object', HashMap: 'object', Object: 'object',
  list: 'array', List: 'array', tuple: 'array', Tuple: 'array', set: 'array', Array: 'array', ArrayList: 'array',
  str: 'string', String: 'string', char: 'string', text: 'string',
  bool: 'boolean', Boolean: 'boolean',
  any: null, Any: null,
};

/**
 * The JSON Schema type a non-JSON-Schema type name means (`float` → `number`), `null` for `any`,
 * or undefined when the name is not a known one.
 */
export function dialectType(name: unknown): string | null | undefined {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(DIALECT_TYPES, name) ? DIALECT_TYPES[name] : undefined;
}
