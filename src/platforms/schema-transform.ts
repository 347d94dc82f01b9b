/**
 * JSON Schema rewrites the exporters share. Inputs are untrusted descriptor values: every function
 * checks types, never mutates its input, and returns a fresh value.
 */
import { isArray, isObject } from '../toolkit/util.js';

export type Obj = Record<string, unknown>;

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** The keys that hold subschemas, by shape. */
const MAP_KEYS = ['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
const LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const ONE_KEYS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];

/** Applies `fn` to every schema node bottom-up (children first), returning a new tree. */
export function mapSchema(schema: unknown, fn: (node: Obj, isRoot: boolean) => Obj, isRoot = true): unknown {
  if (!isObject(schema)) return clone(schema);
  const out: Obj = {};
  for (const [k, v] of Object.entries(schema)) {
    if (MAP_KEYS.includes(k) && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([p, s]) => [p, mapSchema(s, fn, false)]));
    else if (LIST_KEYS.includes(k) && Array.isArray(v)) out[k] = v.map((s) => mapSchema(s, fn, false));
    else if (k === 'items' && Array.isArray(v)) out[k] = v.map((s) => mapSchema(s, fn, false));
    else if (ONE_KEYS.includes(k) && isObject(v)) out[k] = mapSchema(v, fn, false);
    else out[k] = clone(v);
  }
  return fn(out, isRoot);
}

export const isObjectSchema = (s: Obj): boolean => s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object')) || (s.type === undefined && isObject(s.properties));

/** The root of a tool's input schema as the platforms need it: an object schema. */
export function objectRoot(parameters: unknown): Obj {
  if (!isObject(parameters)) return { type: 'object', properties: {} };
  const out = clone(parameters);
  out.type = 'object';
  return out;
}

/** Adds `null` to a schema's accepted values, as OpenAI strict mode models an optional field. */
export function makeNullable(s: Obj): Obj {
  const out = { ...s };
  if (typeof out.type === 'string') {
    if (out.type === 'null') return out;
    out.type = [out.type, 'null'];
  } else if (isArray(out.type)) {
    if (!out.type.includes('null')) out.type = [...out.type, 'null'];
  } else if (isArray(out.anyOf)) {
    if (!out.anyOf.some((b) => isObject(b) && b.type === 'null')) out.anyOf = [...out.anyOf, { type: 'null' }];
    return out;
  } else {
    const { description, title, ...rest } = out;
    const wrapped: Obj = { anyOf: [rest, { type: 'null' }] };
    if (description !== undefined) wrapped.description = description;
    if (title !== undefined) wrapped.title = title;
    return wrapped;
  }
  if (isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}
