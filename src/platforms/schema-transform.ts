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

/**
 * Every schema node with its path, parents first, at every keyword `mapSchema` follows: what the
 * exporters rewrite is what the platform rules walk, so a dropped keyword is never out of their sight
 * (below `not`, `if`, `contains`, `patternProperties` … as well as `properties` and `items`).
 */
export function walkAllSchemas(schema: unknown, basePath: Array<string | number>): Array<{ schema: Obj; path: Array<string | number> }> {
  const out: Array<{ schema: Obj; path: Array<string | number> }> = [];
  const visit = (s: unknown, path: Array<string | number>) => {
    if (!isObject(s)) return;
    out.push({ schema: s, path });
    for (const [k, v] of Object.entries(s)) {
      if (MAP_KEYS.includes(k) && isObject(v)) for (const [p, sub] of Object.entries(v)) visit(sub, [...path, k, p]);
      else if ((LIST_KEYS.includes(k) || k === 'items') && Array.isArray(v)) v.forEach((sub, i) => visit(sub, [...path, k, i]));
      else if (ONE_KEYS.includes(k)) visit(v, [...path, k]);
    }
  };
  visit(schema, basePath);
  return out;
}

/** A schema no value matches, as the Gemini subset cannot say it: `false`, or an anyOf of such schemas only. */
export function matchesNothing(s: unknown): boolean {
  return s === false || (isObject(s) && Object.keys(s).every((k) => k === 'anyOf' || k === 'description' || k === 'title') && isArray(s.anyOf) && s.anyOf.length > 0 && s.anyOf.every(matchesNothing));
}

export const isObjectSchema = (s: Obj): boolean => s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object')) || (s.type === undefined && isObject(s.properties));

/** The root of a tool's input schema as the platforms need it: an object schema. */
export function objectRoot(parameters: unknown): Obj {
  if (!isObject(parameters)) return { type: 'object', properties: {} };
  const out = clone(parameters);
  out.type = 'object';
  return out;
}

/**
 * Keywords that judge a value whatever its type, so they can reject `null` even when `type` allows it:
 * adding "null" to `type` does not let null through them.
 */
const NULL_BLIND = ['const', 'anyOf', 'oneOf', 'allOf', 'not', '$ref', '$dynamicRef', 'if', 'then', 'else'];

/**
 * Adds `null` to a schema's accepted values, as OpenAI strict mode models an optional field, and
 * changes nothing else. It adds one layer that `withoutNull` takes off again, always, even to a schema
 * that accepts null already, so that reading a strict payload back tells an optional property from a
 * required one (a required property that accepts null is the one form the two share):
 * - `type` gains "null" (and `enum` gains null) when no other keyword could reject it and neither
 *   holds null yet; an untyped `enum` gains null the same way;
 * - an `anyOf` of two or more branches gains a null branch when nothing beside it could reject null;
 * - anything else (a `const`, a `$ref`, an untyped schema, a schema that accepts null already) is
 *   wrapped as `anyOf: [schema, {type: "null"}]`, which strict mode takes, with its description and
 *   title outside.
 */
export function makeNullable(s: unknown): unknown {
  if (s === false) return { type: 'null' };
  if (!isObject(s)) return s;
  const blind = NULL_BLIND.filter((k) => s[k] !== undefined);
  const enumNull = isArray(s.enum) && s.enum.includes(null);
  if (!blind.length && !enumNull) {
    const withNull = isArray(s.enum) ? { enum: [...s.enum, null] } : {};
    if (typeof s.type === 'string' && s.type !== 'null') return { ...s, type: [s.type, 'null'], ...withNull };
    if (isArray(s.type) && !s.type.includes('null')) return { ...s, type: [...s.type, 'null'], ...withNull };
    if (s.type === undefined && isArray(s.enum)) return { ...s, ...withNull };
  }
  if (s.type === undefined && s.enum === undefined && blind.length === 1 && isArray(s.anyOf) && s.anyOf.length >= 2) return { ...s, anyOf: [...s.anyOf, { type: 'null' }] };
  const { description, title, ...rest } = s;
  const wrapped: Obj = { anyOf: [rest, { type: 'null' }] };
  if (description !== undefined) wrapped.description = description;
  if (title !== undefined) wrapped.title = title;
  return wrapped;
}

/**
 * The schema `makeNullable` made `x` from, or undefined when it did not make it: the layer it adds
 * taken off (null out of `type` and `enum`, the last null branch of an `anyOf`, the wrapping
 * `anyOf`), kept only when adding the layer again gives `x` exactly. So a schema written otherwise
 * (`anyOf: [{type: string}, {type: null}]` with a default beside it, as pydantic writes it) is not
 * taken for one.
 */
export function withoutNull(x: unknown): unknown {
  const y = peel(x);
  return y !== undefined && sameJson(makeNullable(y), x) ? y : undefined;
}

const isNullBranch = (b: unknown) => isObject(b) && b.type === 'null' && Object.keys(b).length === 1;

function peel(x: unknown): unknown {
  if (!isObject(x)) return undefined;
  if (isNullBranch(x)) return false;
  if (isArray(x.anyOf) && isNullBranch(x.anyOf[x.anyOf.length - 1])) {
    if (x.anyOf.length === 2) {
      const { anyOf: _, ...outside } = x;
      return isObject(x.anyOf[0]) ? { ...x.anyOf[0], ...outside } : undefined;
    }
    return { ...x, anyOf: x.anyOf.slice(0, -1) };
  }
  const drop = (list: unknown[]) => list.filter((v) => v !== null);
  if (isArray(x.type) && x.type.includes('null')) {
    const types = x.type.filter((t) => t !== 'null');
    return { ...x, type: types.length === 1 ? types[0] : types, ...(isArray(x.enum) ? { enum: drop(x.enum) } : {}) };
  }
  if (x.type === undefined && isArray(x.enum) && x.enum.includes(null)) return { ...x, enum: drop(x.enum) };
  return undefined;
}

/** The same JSON value, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown => (isArray(v) ? v.map(sorted) : isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v);
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}
