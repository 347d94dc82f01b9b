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
  try {
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    // Compile without $id so two tools that reuse one $id do not collide in Ajv's registry.
    return { ok: true, validate: ajv.compile(isObject(schema) ? rest : (schema as AnySchema)) };
  } catch (err) {
    return { ok: false, problems: [compileProblem(err)] };
  }
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
