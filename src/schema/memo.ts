/**
 * Validation that decides each subschema once per value, for schemas whose `$ref`s join up.
 *
 * A schema's references can make a DAG: levels that each offer two branches (`anyOf`) to the next.
 * A validator that follows every path, as Ajv and the interpreter do, evaluates the bottom level
 * 2^levels times for a value that fails there: a few kilobytes of definitions took minutes. Here
 * what a subschema decided for a value is remembered, so each (subschema, value) pair is decided
 * once: linear in the schema's nodes times the value's. `naiveEvaluations` says, in the same time,
 * how many evaluations following every path would take, so that only such schemas come here and
 * every other keeps Ajv's verdict and messages.
 *
 * The errors are made as Ajv makes them (keyword, message, params, instance path), for the first
 * failure down the first failing branch, and src/schema/validate.ts words them for users as it words
 * Ajv's. Keywords whose result depends on what sibling keywords evaluated (`unevaluated*`) or on
 * the dynamic scope (`$dynamicRef`, `$recursiveRef`) are not decided here (undefined).
 */
import { createRequire } from 'node:module';
import { canonicalKey } from './linear-keywords.js';
import { linearRegExp } from '../regex/index.js';
import { isObject } from '../toolkit/util.js';

const require = createRequire(import.meta.url);

/** An error as Ajv reports it (the fields src/schema/validate.ts reads). */
export interface MemoError {
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
  propertyName?: string;
}

type Schema = Record<string, unknown> | boolean;

/** Deeper than this (subschemas and references followed for one value, through the value's levels) is not decided here. */
const MAX_DEPTH = 2000;
const UNDECIDED = new Set(['unevaluatedProperties', 'unevaluatedItems', '$dynamicRef', '$recursiveRef']);
/** Keywords whose values are data or names, not schemas. */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'example']);
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
const ROOT_BASE = 'https://tooldoc.invalid/schema.json';

class Undecided extends Error {}

/** Where every `$ref` of a schema leads (resolved as src/schema/references.ts resolves them: `$id` resources, pointers, anchors). */
function referenceTargets(root: Schema, draft07: boolean): Map<Record<string, unknown>, Schema | null> {
  const base = new Map<Record<string, unknown>, string>();
  const resources = new Map<string, Record<string, unknown>>();
  const anchors = new Map<string, Record<string, unknown>>();
  const url = (ref: string, from: string) => {
    try {
      return new URL(ref, from).href;
    } catch {
      return undefined;
    }
  };
  if (!isObject(root)) return new Map();
  resources.set(ROOT_BASE, root);
  const walk: Array<{ value: unknown; names: boolean; base: string }> = [{ value: root, names: false, base: ROOT_BASE }];
  while (walk.length) {
    const { value, names, base: from } = walk.pop()!;
    if (Array.isArray(value)) {
      for (const v of value) walk.push({ value: v, names: false, base: from });
      continue;
    }
    if (!isObject(value) || base.has(value)) continue;
    let own = from;
    if (!names && value !== root) {
      const id = typeof value.$id === 'string' ? value.$id : typeof value.id === 'string' ? value.id : undefined;
      if (id !== undefined && draft07 && id.startsWith('#')) anchors.set(`${from}${id}`, value);
      else if (id !== undefined) {
        const uri = url(id, from)?.replace(/#.*$/, '');
        if (uri !== undefined) {
          own = uri;
          if (!resources.has(uri)) resources.set(uri, value);
        }
      }
    }
    base.set(value, own);
    if (!names && typeof value.$anchor === 'string' && !anchors.has(`${own}#${value.$anchor}`)) anchors.set(`${own}#${value.$anchor}`, value);
    for (const k of Object.keys(value)) {
      if (!names && DATA.has(k)) continue;
      walk.push({ value: value[k], names: !names && NAME_MAPS.has(k), base: own });
    }
  }
  const targets = new Map<Record<string, unknown>, Schema | null>();
  for (const [node, from] of base) {
    const ref = Object.prototype.hasOwnProperty.call(node, '$ref') ? node.$ref : undefined;
    if (typeof ref !== 'string') continue;
    const full = url(ref, from);
    let target: unknown = null;
    if (full !== undefined) {
      const hash = full.indexOf('#');
      const resource = resources.get(hash < 0 ? full : full.slice(0, hash));
      let fragment: string | undefined = hash < 0 ? '' : full.slice(hash + 1);
      try {
        fragment = decodeURIComponent(fragment);
      } catch {
        fragment = undefined;
      }
      if (resource && fragment !== undefined) {
        if (fragment === '' || fragment.startsWith('/')) {
          target = resource;
          for (const raw of fragment.split('/').slice(1)) {
            const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
            target = Array.isArray(target) ? target[Number(seg)] : isObject(target) && Object.prototype.hasOwnProperty.call(target, seg) ? target[seg] : undefined;
          }
        } else target = anchors.get(`${full.slice(0, hash)}#${fragment}`);
      }
    }
    targets.set(node, isObject(target) || typeof target === 'boolean' ? target : null);
  }
  return targets;
}

const own = (s: Record<string, unknown>, k: string): unknown => (Object.prototype.hasOwnProperty.call(s, k) ? s[k] : undefined);

/** The subschemas a schema applies to a value, with the part of the value each applies to (every one, whatever the others decide). */
function applied(s: Record<string, unknown>, value: unknown, targets: Map<Record<string, unknown>, Schema | null>, draft07: boolean): Array<[Schema, unknown]> {
  const out: Array<[Schema, unknown]> = [];
  const sub = (x: unknown, v: unknown) => {
    if (isObject(x) || typeof x === 'boolean') out.push([x, v]);
  };
  for (const k of UNDECIDED) if (own(s, k) !== undefined) throw new Undecided(k);
  const ref = targets.get(s);
  if (ref !== undefined) {
    if (ref === null) throw new Undecided('$ref');
    out.push([ref, value]);
    if (draft07) return out; // in draft-07, a $ref's siblings are ignored
  }
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    const list = own(s, k);
    if (Array.isArray(list)) for (const b of list) sub(b, value);
  }
  for (const k of ['not', 'if', 'then', 'else']) sub(own(s, k), value);
  if (isObject(value) && !Array.isArray(value)) {
    const props = own(s, 'properties');
    const patterns = own(s, 'patternProperties');
    const patternList = isObject(patterns) ? Object.entries(patterns).map(([p, x]) => [linearRegExp(p, ''), x] as const) : [];
    const deps = { ...(isObject(own(s, 'dependencies')) ? (own(s, 'dependencies') as object) : {}), ...(isObject(own(s, 'dependentSchemas')) ? (own(s, 'dependentSchemas') as object) : {}) } as Record<string, unknown>;
    for (const [key, v] of Object.entries(value)) {
      let matched = false;
      if (isObject(props) && Object.prototype.hasOwnProperty.call(props, key)) {
        sub(props[key], v);
        matched = true;
      }
      for (const [re, x] of patternList) {
        if (re.test(key)) {
          sub(x, v);
          matched = true;
        }
      }
      if (!matched) sub(own(s, 'additionalProperties'), v);
      sub(own(s, 'propertyNames'), key);
      if (Object.prototype.hasOwnProperty.call(deps, key) && !Array.isArray(deps[key])) sub(deps[key], value);
    }
  }
  if (Array.isArray(value)) {
    const items = own(s, 'items');
    const prefix = Array.isArray(own(s, 'prefixItems')) ? (own(s, 'prefixItems') as unknown[]) : Array.isArray(items) ? items : [];
    const rest = Array.isArray(own(s, 'prefixItems')) ? items : Array.isArray(items) ? own(s, 'additionalItems') : items;
    value.forEach((v, i) => {
      if (i < prefix.length) sub(prefix[i], v);
      else sub(rest, v);
      sub(own(s, 'contains'), v);
    });
  }
  return out;
}

/**
 * How many evaluations a validator that follows every path makes for this value (each subschema
 * applied to each part of the value, counted once per path that leads there), counted up to `bound`;
 * `bound` also when this module cannot decide the schema. Time: the distinct (subschema, value)
 * pairs.
 */
export function naiveEvaluations(root: Schema, draft07: boolean, value: unknown, bound: number): number {
  const targets = referenceTargets(root, draft07);
  const memo = new Map<Schema, Map<unknown, number>>();
  const count = (s: Schema, v: unknown, depth: number): number => {
    if (typeof s === 'boolean') return 1;
    if (depth > MAX_DEPTH) throw new Undecided('depth');
    let byValue = memo.get(s);
    if (!byValue) memo.set(s, (byValue = new Map<unknown, number>()));
    const hit = byValue.get(v);
    if (hit !== undefined) return hit;
    let n = 1;
    for (const [x, part] of applied(s, v, targets, draft07)) {
      n += count(x, part, depth + 1);
      if (n >= bound) break;
    }
    n = Math.min(n, bound);
    byValue.set(v, n);
    return n;
  };
  try {
    return count(root, value, 0);
  } catch (err) {
    if (err instanceof Undecided) return bound;
    throw err;
  }
}

let formats: Record<string, unknown> | undefined;
const enumKeys = new WeakMap<unknown[], Set<string>>();
/** An enum's values as canonical keys, made once per enum. */
function allowed(en: unknown[]): Set<string> {
  let keys = enumKeys.get(en);
  if (!keys) enumKeys.set(en, (keys = new Set(en.map(canonicalKey))));
  return keys;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

const isType = (v: unknown, t: unknown) => t === typeOf(v) || (t === 'number' && typeof v === 'number');
const pointer = (path: ReadonlyArray<string | number>) => path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
const codePoints = (s: string) => {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= s.length) n++;
    else {
      n++;
      i++;
    }
  }
  return n;
};

/**
 * Validates a value against a schema, deciding each (subschema, value) pair once: [] when valid,
 * Ajv's errors for the first failure otherwise, or undefined when the schema uses what this does not
 * decide.
 */
export function memoValidate(root: Schema, draft07: boolean, value: unknown): MemoError[] | undefined {
  const targets = referenceTargets(root, draft07);
  const memo = new Map<Schema, Map<unknown, boolean>>();

  /** The errors of this schema's own (non-applicator) keywords, and of its applicators given their parts' verdicts; [] when valid. */
  const check = (s: Schema, v: unknown, path: Array<string | number>, depth: number, explain: boolean): MemoError[] => {
    const errors: MemoError[] = [];
    // The first failure stops the check (Ajv's errors, were it not to go on after the first).
    const fail = (keyword: string, message: string, params: Record<string, unknown> = {}) => {
      errors.push({ instancePath: pointer(path), keyword, message, params });
      return true;
    };
    /** The part's errors (when explaining: down the first failure), or one placeholder when it fails. */
    const part = (x: unknown, pv: unknown, at: Array<string | number>): MemoError[] => {
      if (!(isObject(x) || typeof x === 'boolean')) return [];
      if (valid(x, pv, at, depth + 1)) return [];
      return explain ? check(x, pv, at, depth + 1, true) : [{ instancePath: '', keyword: '', message: '', params: {} }];
    };
    if (s === true) return [];
    if (s === false) {
      fail('false schema', 'boolean schema is false');
      return errors;
    }
    for (const k of UNDECIDED) if (own(s, k) !== undefined) throw new Undecided(k);
    const ref = targets.get(s);
    if (ref !== undefined) {
      if (ref === null) throw new Undecided('$ref');
      const e = part(ref, v, path);
      errors.push(...e);
      if (draft07 || e.length) return errors;
    }
    const type = own(s, 'type');
    if (type !== undefined) {
      const types = Array.isArray(type) ? type : [type];
      if (!types.some((t) => isType(v, t))) {
        fail('type', `must be ${types.join(',')}`, { type: Array.isArray(type) ? types.join(',') : type });
        return errors;
      }
    }
    const en = own(s, 'enum');
    if (Array.isArray(en) && !allowed(en).has(canonicalKey(v))) {
      if (fail('enum', 'must be equal to one of the allowed values', { allowedValues: en })) return errors;
    }
    if (Object.prototype.hasOwnProperty.call(s, 'const') && canonicalKey(s.const) !== canonicalKey(v)) {
      if (fail('const', 'must be equal to constant', { allowedValue: s.const })) return errors;
    }
    if (typeof v === 'number') {
      const limits: Array<[string, string, (a: number, b: number) => boolean]> = [
        ['maximum', '<=', (a, b) => a <= b],
        ['minimum', '>=', (a, b) => a >= b],
        ['exclusiveMaximum', '<', (a, b) => a < b],
        ['exclusiveMinimum', '>', (a, b) => a > b],
      ];
      for (const [k, comparison, ok] of limits) {
        const limit = own(s, k);
        if (typeof limit === 'number' && !ok(v, limit) && fail(k, `must be ${comparison} ${limit}`, { comparison, limit })) return errors;
      }
      const m = own(s, 'multipleOf');
      if (typeof m === 'number' && m > 0 && !Number.isInteger(v / m) && fail('multipleOf', `must be multiple of ${m}`, { multipleOf: m })) return errors;
    }
    if (typeof v === 'string') {
      const max = own(s, 'maxLength');
      const min = own(s, 'minLength');
      if (typeof max === 'number' || typeof min === 'number') {
        const n = codePoints(v);
        if (typeof max === 'number' && n > max && fail('maxLength', `must NOT have more than ${max} characters`, { limit: max })) return errors;
        if (typeof min === 'number' && n < min && fail('minLength', `must NOT have fewer than ${min} characters`, { limit: min })) return errors;
      }
      const pattern = own(s, 'pattern');
      if (typeof pattern === 'string' && !linearRegExp(pattern, '').test(v) && fail('pattern', `must match pattern "${pattern}"`, { pattern })) return errors;
    }
    const format = own(s, 'format');
    if (typeof format === 'string') {
      formats ??= (require('ajv-formats/dist/formats') as { fullFormats: Record<string, unknown> }).fullFormats;
      const f = Object.prototype.hasOwnProperty.call(formats, format) ? formats[format] : undefined;
      const def = isObject(f) && !(f instanceof RegExp) ? f : { validate: f };
      const forType = typeof def.type === 'string' ? def.type : 'string';
      const test = def.validate;
      if (typeOf(v) === forType || (forType === 'number' && typeof v === 'number')) {
        const ok = test instanceof RegExp ? test.test(String(v)) : typeof test === 'function' ? Boolean((test as (x: unknown) => unknown)(v)) : true;
        if (!ok && fail('format', `must match format "${format}"`, { format })) return errors;
      }
    }
    if (Array.isArray(v)) {
      const max = own(s, 'maxItems');
      const min = own(s, 'minItems');
      if (typeof max === 'number' && v.length > max && fail('maxItems', `must NOT have more than ${max} items`, { limit: max })) return errors;
      if (typeof min === 'number' && v.length < min && fail('minItems', `must NOT have fewer than ${min} items`, { limit: min })) return errors;
      if (own(s, 'uniqueItems') === true) {
        const seen = new Map<string, number>();
        for (let i = 0; i < v.length; i++) {
          const key = canonicalKey(v[i]);
          const j = seen.get(key);
          if (j !== undefined) {
            if (fail('uniqueItems', `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, { i: j, j: i })) return errors;
            break;
          }
          seen.set(key, i);
        }
      }
    }
    if (isObject(v)) {
      const keys = Object.keys(v);
      const max = own(s, 'maxProperties');
      const min = own(s, 'minProperties');
      if (typeof max === 'number' && keys.length > max && fail('maxProperties', `must NOT have more than ${max} properties`, { limit: max })) return errors;
      if (typeof min === 'number' && keys.length < min && fail('minProperties', `must NOT have fewer than ${min} properties`, { limit: min })) return errors;
      const required = own(s, 'required');
      if (Array.isArray(required)) {
        for (const r of required) {
          if (typeof r === 'string' && !Object.prototype.hasOwnProperty.call(v, r) && fail('required', `must have required property '${r}'`, { missingProperty: r })) return errors;
        }
      }
      const deps = { ...(isObject(own(s, 'dependencies')) ? (own(s, 'dependencies') as object) : {}), ...(isObject(own(s, 'dependentRequired')) ? (own(s, 'dependentRequired') as object) : {}) } as Record<string, unknown>;
      for (const [k, need] of Object.entries(deps)) {
        if (!Object.prototype.hasOwnProperty.call(v, k) || !Array.isArray(need)) continue;
        const missing = need.find((n) => typeof n === 'string' && !Object.prototype.hasOwnProperty.call(v, n)) as string | undefined;
        if (missing !== undefined && fail('dependencies', `must have property ${missing} when property ${k} is present`, { property: k, missingProperty: missing, deps: need.join(', '), depsCount: need.length })) return errors;
      }
      const props = own(s, 'properties');
      const patterns = own(s, 'patternProperties');
      const patternList = isObject(patterns) ? Object.entries(patterns).map(([p, x]) => [linearRegExp(p, ''), x] as const) : [];
      const additional = own(s, 'additionalProperties');
      const names = own(s, 'propertyNames');
      const schemaDeps = { ...(isObject(own(s, 'dependencies')) ? (own(s, 'dependencies') as object) : {}), ...(isObject(own(s, 'dependentSchemas')) ? (own(s, 'dependentSchemas') as object) : {}) } as Record<string, unknown>;
      for (const key of keys) {
        const at = [...path, key];
        let matched = false;
        if (isObject(props) && Object.prototype.hasOwnProperty.call(props, key)) {
          matched = true;
          const e = part(props[key], v[key], at);
          errors.push(...e);
          if (e.length) return errors;
        }
        for (const [re, x] of patternList) {
          if (!re.test(key)) continue;
          matched = true;
          const e = part(x, v[key], at);
          errors.push(...e);
          if (e.length) return errors;
        }
        if (!matched && additional === false) {
          if (fail('additionalProperties', 'must NOT have additional properties', { additionalProperty: key })) return errors;
        } else if (!matched && additional !== undefined) {
          const e = part(additional, v[key], at);
          errors.push(...e);
          if (e.length) return errors;
        }
        if (names !== undefined && !valid(names as Schema, key, path, depth + 1)) {
          if (explain) for (const e of check(names as Schema, key, path, depth + 1, true)) errors.push({ ...e, propertyName: key });
          if (fail('propertyNames', 'property name must be valid', { propertyName: key })) return errors;
        }
        if (Object.prototype.hasOwnProperty.call(schemaDeps, key) && !Array.isArray(schemaDeps[key])) {
          const e = part(schemaDeps[key], v, path);
          errors.push(...e);
          if (e.length) return errors;
        }
      }
    }
    if (Array.isArray(v)) {
      const items = own(s, 'items');
      const prefixItems = own(s, 'prefixItems');
      const prefix = Array.isArray(prefixItems) ? prefixItems : Array.isArray(items) ? items : [];
      const rest = Array.isArray(prefixItems) ? items : Array.isArray(items) ? own(s, 'additionalItems') : items;
      for (let i = 0; i < v.length; i++) {
        const x: unknown = i < prefix.length ? prefix[i] : rest;
        if (x === false) {
          const limit = prefix.length;
          if (fail(Array.isArray(prefixItems) ? 'items' : 'additionalItems', `must NOT have more than ${limit} items`, { limit })) return errors;
          break;
        }
        const e = part(x, v[i], [...path, i]);
        errors.push(...e);
        if (e.length) return errors;
      }
      const contains = own(s, 'contains');
      if (contains !== undefined) {
        const found = v.filter((x) => valid(contains as Schema, x, path, depth + 1)).length;
        const minC = typeof own(s, 'minContains') === 'number' ? (own(s, 'minContains') as number) : 1;
        const maxC = own(s, 'maxContains');
        if (found < minC && fail('contains', `must contain at least ${minC} valid item(s)`, { minContains: minC })) return errors;
        if (typeof maxC === 'number' && found > maxC && fail('contains', `must contain at most ${maxC} valid item(s)`, { maxContains: maxC })) return errors;
      }
    }
    const all = own(s, 'allOf');
    if (Array.isArray(all)) {
      for (const b of all) {
        const e = part(b, v, path);
        errors.push(...e);
        if (e.length) return errors;
      }
    }
    const any = own(s, 'anyOf');
    if (Array.isArray(any) && !any.some((b) => (isObject(b) || typeof b === 'boolean') && valid(b, v, path, depth + 1))) {
      // Ajv reports each branch's errors, then the anyOf: here the first branch's stand for them.
      if (explain && any.length) errors.push(...part(any[0], v, path));
      if (fail('anyOf', 'must match a schema in anyOf')) return errors;
    }
    const one = own(s, 'oneOf');
    if (Array.isArray(one)) {
      const passing = one.map((b, i) => ((isObject(b) || typeof b === 'boolean') && valid(b, v, path, depth + 1) ? i : -1)).filter((i) => i >= 0);
      if (passing.length !== 1) {
        if (explain && !passing.length && one.length) errors.push(...part(one[0], v, path));
        if (fail('oneOf', 'must match exactly one schema in oneOf', { passingSchemas: passing.length ? passing : null })) return errors;
      }
    }
    const not = own(s, 'not');
    if ((isObject(not) || typeof not === 'boolean') && valid(not, v, path, depth + 1) && fail('not', 'must NOT be valid')) return errors;
    const cond = own(s, 'if');
    if (isObject(cond) || typeof cond === 'boolean') {
      const branch = valid(cond, v, path, depth + 1) ? 'then' : 'else';
      const x = own(s, branch);
      if (isObject(x) || typeof x === 'boolean') {
        const e = part(x, v, path);
        if (e.length) {
          errors.push(...e);
          if (fail('if', `must match "${branch}" schema`, { failingKeyword: branch })) return errors;
        }
      }
    }
    return errors;
  };

  const valid = (s: Schema, v: unknown, path: Array<string | number>, depth: number): boolean => {
    if (typeof s === 'boolean') return s;
    if (depth > MAX_DEPTH) throw new Undecided('depth');
    let byValue = memo.get(s);
    if (!byValue) memo.set(s, (byValue = new Map<unknown, boolean>()));
    const hit = byValue.get(v);
    if (hit !== undefined) return hit;
    const ok = check(s, v, path, depth, false).length === 0;
    byValue.set(v, ok);
    return ok;
  };

  try {
    if (valid(root, value, [], 0)) return [];
    return check(root, value, [], 0, true);
  } catch (err) {
    if (err instanceof Undecided) return undefined;
    throw err;
  }
}
