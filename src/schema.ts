/**
 * JSON Schema services for rules: is a schema valid, and validate a value against one. One Ajv
 * instance per dialect, and one compiled validator per distinct schema (keyed by its JSON text), so
 * a catalog of thousands of tools that share schemas compiles each only once.
 */
import { createRequire } from 'node:module';
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import type { JsonPath } from './types.js';
import { isObject } from './util.js';

const require = createRequire(import.meta.url);

type AjvInstance = {
  validateSchema(schema: AnySchema): boolean | Promise<unknown>;
  compile(schema: AnySchema): ValidateFunction;
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

type Compiled = { ok: true; validate: ValidateFunction } | { ok: false; problems: SchemaProblem[] };
const cache = new Map<string, Compiled>();
const MAX_CACHE = 5000;

/** Compile a schema (cached by content). Invalid schemas come back with ajv's reasons, positioned. */
export function compileSchema(schema: unknown): Compiled {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit) return hit;
  const result = compileUncached(schema);
  if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

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
  try {
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    // A fresh $id per schema: two tools that reuse one $id do not collide in Ajv's registry, and a
    // recursive `$ref: '#'` still has a root to resolve against (without any $id Ajv cannot).
    return { ok: true, validate: ajv.compile(isObject(schema) ? { ...rest, $id: `urn:tooldoc:schema:${++compiled}` } : (schema as AnySchema)) };
  } catch (err) {
    return { ok: false, problems: [compileProblem(err)] };
  }
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

function compileProblem(err: unknown): SchemaProblem {
  const msg = errorMessage(err);
  const ref = /can't resolve reference (\S+)/.exec(msg);
  if (ref) return { path: [], message: `$ref ${ref[1]} cannot be resolved` };
  return { path: [], message: msg.split('\n')[0]! };
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

/** Validate a value against a compiled schema; problems carry the value's path. */
export function validateValue(validate: ValidateFunction, value: unknown): InstanceProblem[] {
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
