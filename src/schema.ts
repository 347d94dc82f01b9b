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
 *
 * Nothing here may take more than linear time on a hostile file (issue 12): descriptor patterns
 * run on RE2 (src/regex.ts), never on a backtracking RegExp, so the interpreter only sees schemas
 * stripped of their patterns; Ajv's `uniqueItems` and `enum` are replaced by linear ones
 * (src/linear-keywords.ts); `$ref`s are resolved iteratively and their depth bounded before Ajv,
 * which recurses, compiles them, so results do not depend on the stack of the thread.
 */
import { createRequire } from 'node:module';
import type { AnySchema, ErrorObject, Options, ValidateFunction } from 'ajv';
import { canonicalKey, duplicatePair, useLinearKeywords } from './linear-keywords.js';
import { memoValidate, naiveEvaluations } from './schema-memo.js';
import { isValidPattern, linearRegExp } from './regex.js';
import type { JsonPath } from './types.js';
import { isArray, isObject, pathOf, quote, type PathStep } from './toolkit/util.js';

const require = createRequire(import.meta.url);

const FAST = !process.env.TOOLDOC_NO_FAST_PATHS;

type AjvInstance = {
  validateSchema(schema: AnySchema): boolean | Promise<unknown>;
  compile(schema: AnySchema): ValidateFunction;
  removeSchema?(key: string): unknown;
  errors?: ErrorObject[] | null;
};
/** `ajv`, `ajv/dist/2019` and `ajv/dist/2020` as `require` gives them: CommonJS modules that are the class and export it as `default` too. */
type AjvClass = new (options: Options) => AjvInstance & Parameters<typeof useLinearKeywords>[0];
type AjvModule = AjvClass & { default?: AjvClass };
/** `ajv-formats` likewise: the plugin, also exported as `default`. */
type FormatsPlugin = (ajv: AjvInstance) => unknown;

export type Dialect = 'draft-07' | '2019-09' | '2020-12';
const instances = new Map<Dialect, AjvInstance>();

function ajvFor(dialect: Dialect): AjvInstance {
  let a = instances.get(dialect);
  if (a) return a;
  a = makeAjv(dialect);
  instances.set(dialect, a);
  return a;
}

/**
 * An Ajv instance as tooldoc configures it. `extra` is for the build (scripts/meta-validators.mjs),
 * which writes the meta-schema checks of these instances as standalone code.
 */
export function makeAjv(dialect: Dialect, extra: Options = {}): AjvInstance {
  // CommonJS builds load faster than ESM wrappers and keep start-up small; loaded on first use.
  const mod = (dialect === '2020-12' ? require('ajv/dist/2020') : dialect === '2019-09' ? require('ajv/dist/2019') : require('ajv')) as AjvModule;
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
    ...extra,
    // Descriptor patterns run on RE2 (linear time), never on a backtracking RegExp (src/regex.ts).
    code: { regExp: linearRegExp, ...extra.code },
  });
  // Before anything is compiled (the meta-schemas included): linear uniqueItems and enum.
  useLinearKeywords(inst);
  const formats = require('ajv-formats') as FormatsPlugin & { default?: FormatsPlugin };
  (formats.default ?? formats)(inst);
  return inst;
}

/** Each dialect's meta-schema, as its Ajv instance knows it (without the trailing `#`). */
export const META_IDS: Record<Dialect, string> = {
  'draft-07': 'http://json-schema.org/draft-07/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

type MetaCheck = ((schema: unknown) => boolean) & { errors?: ErrorObject[] | null };
const metaChecks = new Map<Dialect, MetaCheck | null>();

/**
 * The meta-schema check that scripts/meta-validators.mjs wrote for the build (dist/meta/), or null
 * where there is none (the sources run by the tests, TOOLDOC_NO_FAST_PATHS=1): then Ajv checks.
 */
function metaCheckFor(dialect: Dialect): MetaCheck | null {
  let check = metaChecks.get(dialect);
  if (check !== undefined) return check;
  check = null;
  if (FAST) {
    try {
      const factory = require(`../meta/${dialect}.cjs`) as (runtime: object) => MetaCheck | { default: MetaCheck };
      const made = factory({ duplicatePair, canonicalKey, linearRegExp });
      check = typeof made === 'function' ? made : made.default;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    }
  }
  metaChecks.set(dialect, check);
  return check;
}

/**
 * Ajv's `validateSchema`: valid, or Ajv's errors. Through the precompiled check when the schema
 * names no other meta-schema; Ajv itself otherwise (it throws on a `$schema` it does not know).
 */
function checkMeta(schema: object | boolean, dialect: Dialect): { ok: boolean; errors: ErrorObject[] } {
  const declared = isObject(schema) ? schema.$schema : undefined;
  const check = typeof schema === 'object' && (declared === undefined || (typeof declared === 'string' && declared.replace(/#$/, '') === META_IDS[dialect])) ? metaCheckFor(dialect) : null;
  if (check) {
    const ok = check(schema);
    return { ok, errors: ok ? [] : (check.errors ?? []) };
  }
  const ajv = ajvFor(dialect);
  const ok = ajv.validateSchema(schema) as boolean;
  return { ok, errors: ok ? [] : (ajv.errors ?? []) };
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
  /**
   * How the interpreter may judge values first: `false` never (a long `enum`, which it compares
   * value by value, or patterns it cannot be kept away from); `patterns` on a copy of the schema
   * without its patterns, which are then checked on RE2 where they apply (the interpreter would run
   * them on a backtracking RegExp); `plain` as it is. Ajv, with linear-time patterns, `uniqueItems`
   * and `enum`, decides whenever the interpreter does not say "valid".
   */
  interpret?: false | 'plain' | 'patterns';
  /** The schema has `uniqueItems`, which the interpreter checks pair by pair: only short arrays go to it. */
  boundArrays?: boolean;
  /** How many patterns the schema has (with `interpret: 'patterns'`). */
  patternCount?: number;
  /** The schema uses `$ref`, `$id` or anchors (the interpreter then needs its lookup of them). */
  references?: boolean;
}

type Interpreted = { validate(value: unknown): { valid: boolean }; patterns: PatternCheck[] } | null;
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

/** An `enum` this long is not given to the interpreter, which compares values one by one. */
const LONG_ENUM = 200;
/** Values with an array longer than this are not given to the interpreter when `uniqueItems` is used. */
const LONG_ARRAY = 256;

interface SchemaFacts {
  /** Uses `$ref`, `$id` or anchors: compile to resolve them the way Ajv does. */
  references: boolean;
  /** A `pattern` or `patternProperties` key JavaScript cannot compile. */
  badRegex: boolean;
  /** `pattern` keywords and `patternProperties` keys. */
  patterns: number;
  uniqueItems: boolean;
  longEnum: boolean;
}

/** One walk over a schema for what decides how it is checked and validated. */
function schemaFacts(schema: unknown): SchemaFacts {
  const facts: SchemaFacts = { references: false, badRegex: false, patterns: 0, uniqueItems: false, longEnum: false };
  findKeyword(schema, (key, value, parentKey) => {
    const keyword = !NAME_MAPS.has(parentKey as string);
    if (keyword && REFERENCE_KEYS.has(key)) facts.references = true;
    if (keyword && key === 'pattern' && typeof value === 'string') {
      facts.patterns++;
      if (!isValidPattern(value)) facts.badRegex = true;
    }
    if (parentKey === 'patternProperties') {
      facts.patterns++;
      if (!isValidPattern(key)) facts.badRegex = true;
    }
    if (keyword && key === 'uniqueItems' && value !== false) facts.uniqueItems = true;
    if (keyword && key === 'enum' && Array.isArray(value) && value.length >= LONG_ENUM) facts.longEnum = true;
    return false;
  });
  return facts;
}

function compileUncached(schema: unknown): Compiled {
  if (!isObject(schema) && typeof schema !== 'boolean') {
    return { ok: false, problems: [{ path: [], message: 'a schema must be an object' }] };
  }
  let meta: { ok: boolean; errors: ErrorObject[] };
  try {
    meta = checkMeta(schema, dialectOf(schema));
  } catch (err) {
    return { ok: false, problems: [{ path: [], message: errorMessage(err) }] };
  }
  if (!meta.ok) return { ok: false, problems: dedupe(meta.errors.map(metaProblem)) };
  const facts = schemaFacts(schema);
  if (facts.references) {
    // Before anything that follows references recursively (Ajv's compiler, the interpreter).
    const refs = referenceProblem(schema);
    if (refs) return { ok: false, problems: [refs] };
  }
  // A cycle is closed by a `$ref`: a schema without one has none.
  const cycle = facts.references ? sameValueCycle(schema) : null;
  if (cycle) return { ok: false, problems: [cycle] };
  const interpret = facts.longEnum || (facts.patterns > 0 && facts.references) ? false : facts.patterns > 0 ? 'patterns' : 'plain';
  const validator: SchemaValidator = { schema, interpret, boundArrays: facts.uniqueItems || undefined, references: facts.references || undefined };
  if (interpret === 'patterns') validator.patternCount = facts.patterns;
  // Without references, compiling can fail only on a regular expression Ajv cannot build.
  if (FAST && !facts.references && !facts.badRegex) return { ok: true, validate: validator };
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
type CfValidate = (value: unknown, schema: unknown, draft: string, lookup: Record<string, unknown>, shortCircuit: boolean) => { valid: boolean };
let Interpreter: { Validator: CfValidator; validate: CfValidate } | undefined;
/** What the interpreter resolves references in: nothing, for a schema without any (its Validator would walk the schema to build it). */
const NO_REFERENCES: Record<string, unknown> = Object.freeze({});

function interpreterFor(v: SchemaValidator): Interpreted {
  if (v.interpret === false) return null;
  const hit = interpreterCache.get(v);
  if (hit !== undefined) return hit;
  let made: Interpreted = null;
  try {
    let schema = v.schema;
    let patterns: PatternCheck[] = [];
    if (v.interpret === 'patterns') {
      const plan = patternPlan(schema);
      // Every pattern must sit where it simply applies to one value, or Ajv decides alone.
      const stripped = plan && plan.length === v.patternCount ? withoutPatterns(schema) : undefined;
      if (stripped && stripped.removed === plan!.length) {
        patterns = plan!;
        schema = stripped.schema;
      } else schema = undefined;
    }
    if (schema !== undefined) {
      Interpreter ??= require('@cfworker/json-schema') as { Validator: CfValidator; validate: CfValidate };
      const d = dialectOf(v.schema);
      const draft = d === 'draft-07' ? '7' : d;
      if (v.references) {
        const validator = new Interpreter.Validator(schema, draft, true);
        made = { validate: (value) => validator.validate(value), patterns };
      } else {
        const { validate } = Interpreter;
        const s = schema;
        made = { validate: (value) => validate(value, s, draft, NO_REFERENCES, true), patterns };
      }
    }
  } catch {
    made = null;
  }
  return remember(interpreterCache, v, made);
}

/**
 * A pattern and where it applies, for schemas whose patterns sit only under `properties`, `items`,
 * `additionalProperties`, `allOf` and `propertyNames` (no alternatives, conditions or references
 * above them): there a value is valid exactly when it is valid without the patterns and every string
 * each pattern applies to matches it.
 */
interface PatternCheck {
  steps: Array<{ prop: string } | { item: number | 'all' } | { additional: Set<string> }>;
  /** The pattern applies to the value there (`value`) or to each of its keys (`keys`, from propertyNames). */
  on: 'value' | 'keys';
  source: string;
}

function patternPlan(root: unknown): PatternCheck[] | null {
  const out: PatternCheck[] = [];
  const stack: Array<{ s: unknown; steps: PatternCheck['steps'] }> = [{ s: root, steps: [] }];
  const simple = new Set(['properties', 'items', 'additionalProperties', 'allOf', 'propertyNames']);
  while (stack.length) {
    const { s, steps } = stack.pop()!;
    if (!isObject(s)) continue;
    if (typeof s.pattern === 'string') out.push({ steps, on: 'value', source: s.pattern });
    for (const k of Object.keys(s)) {
      const v = s[k];
      if (!simple.has(k)) continue;
      if (k === 'properties' && isObject(v)) for (const name of Object.keys(v)) stack.push({ s: v[name], steps: [...steps, { prop: name }] });
      else if (k === 'items' && isObject(v)) stack.push({ s: v, steps: [...steps, { item: 'all' }] });
      else if (k === 'items' && Array.isArray(v)) v.forEach((x, i) => stack.push({ s: x, steps: [...steps, { item: i }] }));
      else if (k === 'additionalProperties' && isObject(v)) {
        if (own(s, 'patternProperties') !== undefined) return null;
        stack.push({ s: v, steps: [...steps, { additional: new Set(isObject(s.properties) ? Object.keys(s.properties) : []) }] });
      } else if (k === 'allOf' && Array.isArray(v)) v.forEach((x) => stack.push({ s: x, steps }));
      else if (k === 'propertyNames' && isObject(v)) {
        if (typeof v.pattern === 'string') out.push({ steps, on: 'keys', source: v.pattern });
      }
    }
    // A tuple's `items` with `additionalItems`, or 2020-12's `prefixItems`, move `items` elsewhere.
    if (own(s, 'prefixItems') !== undefined || own(s, 'additionalItems') !== undefined) return null;
  }
  return out;
}

function own(o: Record<string, unknown>, k: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}

/** A copy of a schema without `pattern` keywords (names in `properties` and data are left alone), and how many it removed. */
function withoutPatterns(schema: unknown): { schema: unknown; removed: number } {
  let removed = 0;
  const copy = (s: unknown): unknown => {
    if (!isObject(s)) return s;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(s)) {
      if (k === 'pattern') {
        removed++;
        continue;
      }
      const v = s[k];
      if (DATA_KEYWORDS.has(k)) out[k] = v;
      else if (NAME_MAPS.has(k) && isObject(v)) out[k] = Object.fromEntries(Object.keys(v).map((name) => [name, copy(v[name])]));
      else if (Array.isArray(v)) out[k] = v.map(copy);
      else out[k] = copy(v);
    }
    return out;
  };
  const result = copy(schema);
  return { schema: result, removed };
}

/** Whether every string a plan's patterns apply to matches (on RE2). */
function patternsHold(checks: PatternCheck[], value: unknown): boolean {
  for (const c of checks) {
    const re = linearRegExp(c.source, '');
    let here: unknown[] = [value];
    for (const step of c.steps) {
      const next: unknown[] = [];
      for (const v of here) {
        if ('prop' in step) {
          if (isObject(v) && Object.prototype.hasOwnProperty.call(v, step.prop)) next.push(v[step.prop]);
        } else if ('item' in step) {
          if (isArray(v)) {
            if (step.item === 'all') next.push(...v);
            else if (step.item < v.length) next.push(v[step.item]);
          }
        } else if (isObject(v)) {
          for (const k of Object.keys(v)) if (!step.additional.has(k)) next.push(v[k]);
        }
      }
      here = next;
    }
    for (const v of here) {
      if (c.on === 'value' && typeof v === 'string' && !re.test(v)) return false;
      if (c.on === 'keys' && isObject(v) && Object.keys(v).some((k) => !re.test(k))) return false;
    }
  }
  return true;
}

/** Whether a value has an array longer than `max` (iteratively; values are depth-limited by the loader). */
function hasLongArray(value: unknown, max: number): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (isArray(v)) {
      if (v.length > max) return true;
      stack.push(...v);
    } else if (isObject(v)) for (const k of Object.keys(v)) stack.push(v[k]);
  }
  return false;
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
  // Where each schema object was first met, as a step that knows its parent (PathStep): the path is
  // made only for the $ref that closes a cycle.
  const paths = new Map<Record<string, unknown>, PathStep>();
  const walk: Array<PathStep & { value: unknown }> = [{ value: root, up: undefined, key: '' }];
  while (walk.length) {
    const step = walk.pop()!;
    const value = step.value;
    if (Array.isArray(value)) value.forEach((v, i) => walk.push({ value: v, up: step, key: i }));
    else if (isObject(value) && !paths.has(value)) {
      paths.set(value, step);
      for (const k of Object.keys(value)) if (!DATA_KEYWORDS.has(k)) walk.push({ value: value[k], up: step, key: k });
    }
  }
  const resolve = (ref: string): Record<string, unknown> | undefined => {
    const pointer = decodeFragment(ref.slice(1));
    const node = pointer === undefined ? undefined : pointerGet(root, pointer);
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
          path: [...pathOf(paths.get(top.node)!), '$ref'],
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

/** The fragment of a `$ref` as a JSON pointer or anchor, percent-decoded; undefined when malformed (`%zz`). */
function decodeFragment(fragment: string): string | undefined {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

/**
 * How deep a schema and the schemas its references lead to may nest before tooldoc refuses to follow
 * them. Ajv compiles a reference by recursing into its target, so a chain of thousands of `$ref`s
 * overflowed the stack in the main thread but not in a worker (whose stack is larger): results
 * depended on `--concurrency`. Bounded here, before anything recursive runs, results do not.
 */
export const MAX_REFERENCE_DEPTH = 250;

const REF_KEYS = ['$ref', '$dynamicRef', '$recursiveRef'];

/**
 * A malformed `$ref` fragment, or a chain of references and subschemas deeper than
 * MAX_REFERENCE_DEPTH, found iteratively. The depth is an upper bound on how deep any validator
 * recurses: the longest path from the root through subschemas and resolved references, where a
 * set of schemas that refer to each other (recursion, which validators do not unfold) counts as
 * deep as it is large.
 */
function referenceProblem(root: unknown): SchemaProblem | null {
  if (!isObject(root)) return null;
  // Each schema resource (the root, each `$id`) has a base URI; references resolve against the
  // nearest one, as in Ajv. The root gets a placeholder base, since Ajv replaces the root's `$id`.
  const ROOT_BASE = 'https://tooldoc.invalid/schema.json';
  const resolve = (ref: string, base: string): string | undefined => {
    try {
      return new URL(ref, base).href;
    } catch {
      return undefined;
    }
  };
  type N = { obj: Record<string, unknown>; path: JsonPath; base: string };
  const nodes: N[] = [];
  const index = new Map<Record<string, unknown>, number>();
  /** Resource URI (no fragment) → the schema that starts it; `uri#anchor` → the anchored schema. */
  const resources = new Map<string, number>([[ROOT_BASE, 0]]);
  const anchors = new Map<string, number>();
  const children: number[][] = [];
  const walk: Array<{ value: unknown; path: JsonPath; parent: number; names: boolean; base: string }> = [
    { value: root, path: [], parent: -1, names: false, base: ROOT_BASE },
  ];
  while (walk.length) {
    const { value, path, parent, names, base } = walk.pop()!;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) walk.push({ value: value[i], path: [...path, i], parent, names: false, base });
      continue;
    }
    if (!isObject(value)) continue;
    let n = index.get(value);
    if (n === undefined) {
      n = nodes.length;
      index.set(value, n);
      children.push([]);
      const id = names || value === root ? undefined : typeof value.$id === 'string' ? value.$id : typeof value.id === 'string' ? value.id : undefined;
      const uri = id === undefined ? undefined : resolve(id, base)?.replace(/#.*$/, '');
      const own = uri ?? base;
      if (uri !== undefined && !resources.has(uri)) resources.set(uri, n);
      nodes.push({ obj: value, path, base: own });
      for (const a of ['$anchor', '$dynamicAnchor']) {
        const name = names ? undefined : value[a];
        if (typeof name === 'string' && !anchors.has(`${own}#${name}`)) anchors.set(`${own}#${name}`, n);
      }
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        if (!names && DATA_KEYWORDS.has(k)) continue;
        walk.push({ value: value[k], path: [...path, k], parent: n, names: !names && NAME_MAPS.has(k), base: own });
      }
    }
    if (parent >= 0) children[parent]!.push(n);
  }
  // Reference edges, found after every node is known (a reference may point forward).
  const refEdges: Array<Array<{ to: number; path: JsonPath; ref: string }>> = nodes.map(() => []);
  for (let n = 0; n < nodes.length; n++) {
    const { obj, path, base } = nodes[n]!;
    for (const key of REF_KEYS) {
      const ref = Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
      if (typeof ref !== 'string') continue;
      const hash = ref.indexOf('#');
      const fragment = decodeFragment(hash < 0 ? '' : ref.slice(hash + 1));
      if (fragment === undefined) return { path: [...path, key], message: `$ref ${ref} cannot be resolved: its fragment is not valid percent-encoding` };
      const target = resolve(hash < 0 ? ref : ref.slice(0, hash) || base, base)?.replace(/#.*$/, '');
      const resource = target === undefined ? undefined : resources.get(target);
      if (resource === undefined) continue; // unresolvable: Ajv says so when it compiles
      let to: number | undefined;
      if (fragment === '' || fragment.startsWith('/')) {
        const node = pointerGet(nodes[resource]!.obj, fragment);
        // Ajv follows a pointer through inherited properties too (`#/$defs/constructor` would be
        // Object's constructor): a name the schema does not define is unresolvable, whatever it is.
        if (node === undefined) return { path: [...path, key], message: `$ref ${ref} cannot be resolved` };
        to = isObject(node) ? index.get(node) : undefined;
      } else to = anchors.get(`${target}#${fragment}`);
      if (to !== undefined) refEdges[n]!.push({ to, path: [...path, key], ref });
    }
  }
  const succ = (n: number): number[] => [...children[n]!, ...refEdges[n]!.map((e) => e.to)];
  // Tarjan's strongly connected components, iteratively; components come out successors first.
  const order = new Array<number>(nodes.length).fill(-1);
  const low = new Array<number>(nodes.length).fill(0);
  const onStack = new Array<boolean>(nodes.length).fill(false);
  const comp = new Array<number>(nodes.length).fill(-1);
  const compSize: number[] = [];
  const depth: number[] = [];
  const next: Array<{ to: number; from: number } | null> = [];
  const sccStack: number[] = [];
  let counter = 0;
  const frames: Array<{ n: number; out: number[]; i: number }> = [];
  const open = (n: number) => {
    order[n] = low[n] = counter++;
    sccStack.push(n);
    onStack[n] = true;
    frames.push({ n, out: succ(n), i: 0 });
  };
  open(0);
  while (frames.length) {
    const f = frames[frames.length - 1]!;
    if (f.i < f.out.length) {
      const m = f.out[f.i++]!;
      if (order[m] === -1) open(m);
      else if (onStack[m]) low[f.n] = Math.min(low[f.n]!, order[m]!);
      continue;
    }
    frames.pop();
    if (frames.length) low[frames[frames.length - 1]!.n] = Math.min(low[frames[frames.length - 1]!.n]!, low[f.n]!);
    if (low[f.n] !== order[f.n]) continue;
    const c = compSize.length;
    const members: number[] = [];
    let m: number;
    do {
      m = sccStack.pop()!;
      onStack[m] = false;
      comp[m] = c;
      members.push(m);
    } while (m !== f.n);
    // Every successor outside the component is finished already, with its depth known.
    let best = 0;
    let via: { to: number; from: number } | null = null;
    for (const u of members) {
      for (const v of succ(u)) {
        const cv = comp[v]!;
        if (cv === c || cv < 0) continue;
        if (depth[cv]! > best) {
          best = depth[cv]!;
          via = { to: v, from: u };
        }
      }
    }
    compSize.push(members.length);
    depth.push(members.length + best);
    next.push(via);
  }
  const rootComp = comp[0]!;
  if (depth[rootComp]! <= MAX_REFERENCE_DEPTH) return null;
  // Point at the first reference on the deepest path.
  let c = rootComp;
  let at: { path: JsonPath; ref: string } | undefined;
  while (!at) {
    const via = next[c];
    if (!via) break;
    const edge = refEdges[via.from]!.find((e) => e.to === via.to);
    if (edge) at = edge;
    c = comp[via.to]!;
  }
  if (!at) {
    // The depth is in one set of schemas that refer to each other: point at its first reference.
    const first = nodes.findIndex((_, n) => comp[n] === c && refEdges[n]!.length > 0);
    const edge = first >= 0 ? refEdges[first]![0] : undefined;
    if (edge) at = edge;
  }
  const limit = MAX_REFERENCE_DEPTH.toLocaleString('en');
  if (!at) return { path: [], message: `schemas and references nest more than ${limit} levels deep; tooldoc does not follow them that far` };
  return {
    path: at.path,
    message: `$ref ${at.ref} starts a chain of references and subschemas more than ${limit} levels deep, which validators may not be able to follow (tooldoc does not); make the chain shorter`,
  };
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
  if (/\bUR[IN]\b/.test(msg)) {
    // Ajv's URI resolver refused a reference (`%zz`, a malformed host): point at the first it refuses.
    const resolver = (ajvFor(dialectOf(schema)) as { opts?: { uriResolver?: { resolve(base: string, ref: string): string } } }).opts?.uriResolver;
    let bad: string | undefined;
    const path = findKeyword(schema, (key, value, parentKey) => {
      if (!REF_KEYS.includes(key) || typeof value !== 'string' || NAME_MAPS.has(parentKey as string)) return false;
      try {
        resolver?.resolve('urn:tooldoc:schema:0', value);
        return false;
      } catch {
        bad = value;
        return true;
      }
    });
    if (path && bad !== undefined) return { path, message: `$ref ${bad} cannot be resolved: ${msg.split('\n')[0]!.replace(/\.$/, '')}` };
  }
  return { path: [], message: msg.split('\n')[0]! };
}

const isRegExp = isValidPattern;

const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Path of the first key in a schema (iteratively, skipping data keywords) for which `test` holds. */
function findKeyword(root: unknown, test: (key: string, value: unknown, parentKey: string | number | undefined) => boolean): JsonPath | null {
  // Each step knows its parent (PathStep): a path is made for the key found, not for every node.
  const stack: Array<PathStep & { value: unknown }> = [{ value: root, up: undefined, key: '' }];
  while (stack.length) {
    const step = stack.pop()!;
    const value = step.value;
    const parentKey = step.up ? step.key : undefined;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], up: step, key: i });
    } else if (isObject(value)) {
      const keys = Object.keys(value);
      for (const k of keys) if (test(k, value[k], parentKey)) return [...pathOf(step), k];
      // Under `properties` and the like, keys are names (a property may be called "default").
      const names = NAME_MAPS.has(parentKey as string);
      for (let i = keys.length - 1; i >= 0; i--) if (names || !DATA_KEYWORDS.has(keys[i]!)) stack.push({ value: value[keys[i]!], up: step, key: keys[i]! });
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
  // A problem at a path that another problem's path extends is dropped: the proper prefixes of
  // every path, in one set (10,000 bad properties used to compare every pair).
  const prefixes = new Set<string>();
  for (const q of list) for (let k = 0; k < q.path.length; k++) prefixes.add(q.path.slice(0, k).join('\u0000'));
  return list.filter((p) => !prefixes.has(p.path.join('\u0000')));
}

/**
 * The value at an RFC 6901 pointer (already percent-decoded) in a JSON value, or undefined when a
 * segment names nothing: only the object's own keys count (never `constructor`, `__proto__` or
 * `toString` of Object.prototype), and an array only by index (`0`, `12`; not `length`, `01`).
 */
export function pointerGet(root: unknown, pointer: string): unknown {
  let node = root;
  for (const seg of pointerToPath(pointer)) {
    if (Array.isArray(node)) node = typeof seg === 'number' && seg < node.length ? node[seg] : undefined;
    else if (isObject(node)) node = Object.prototype.hasOwnProperty.call(node, seg) ? node[String(seg)] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
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

/** Enums longer than this are summarised in messages, not listed. */
const LISTED_VALUES = 20;

/**
 * Evaluations (a subschema applied to a part of the value, once per path that leads there) past which
 * a value is validated by src/schema-memo.ts rather than by Ajv and the interpreter, which follow
 * every path: `$ref`s that join up (levels that each offer two branches to the next) make those
 * exponential in the number of levels.
 */
const EVALUATIONS = 20_000;

/** Validate a value against a checked schema; problems carry the value's path, in Ajv's words. */
export function validateValue(validator: SchemaValidator, value: unknown): InstanceProblem[] {
  if (validator.references && (isObject(validator.schema) || typeof validator.schema === 'boolean')) {
    const draft07 = dialectOf(validator.schema) === 'draft-07';
    if (naiveEvaluations(validator.schema, draft07, value, EVALUATIONS) >= EVALUATIONS) {
      // What the memoized validator cannot decide (`unevaluated*`, dynamic references) is not judged:
      // following every path of such a schema would not end in time.
      return problemsOf((memoValidate(validator.schema, draft07, value) ?? []) as ErrorObject[]);
    }
  }
  if (FAST) {
    const interpreter = interpreterFor(validator);
    try {
      if (interpreter && !(validator.boundArrays && hasLongArray(value, LONG_ARRAY)) && interpreter.validate(value).valid && patternsHold(interpreter.patterns, value)) return [];
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
  return problemsOf(validate.errors ?? []);
}

/** Ajv's errors as problems, in the words users read. */
function problemsOf(errors: ErrorObject[]): InstanceProblem[] {
  // A key that fails `propertyNames` comes as the key's own error (with `propertyName`) and a summary
  // "property name must be valid" at the object: the first says which key and why, so it is kept alone.
  const keyErrorsAt = new Set(errors.filter((e) => e.propertyName !== undefined).map((e) => e.instancePath));
  return errors.filter((e) => !(e.keyword === 'propertyNames' && keyErrorsAt.has(e.instancePath))).map((e) => {
    const path = pointerToPath(e.instancePath);
    let message = e.message ?? 'is invalid';
    const params = e.params as Record<string, unknown>;
    if (e.propertyName !== undefined) {
      message = `has a key ${quote(e.propertyName, 60)} that ${message}`;
    } else if (e.keyword === 'additionalProperties') {
      path.push(String(params.additionalProperty));
      message = 'is not a declared property';
    } else if (e.keyword === 'required') {
      message = `is missing required property "${String(params.missingProperty)}"`;
    } else if (e.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      const allowed = params.allowedValues as unknown[];
      // A long enum is not spelled out in every message (30,000 failing items × 300,000 values).
      message =
        allowed.length > LISTED_VALUES
          ? `must be one of the ${allowed.length.toLocaleString('en')} allowed values (${allowed.slice(0, 10).map((v) => JSON.stringify(v)).join(', ')}, …)`
          : 'must be one of ' + allowed.map((v) => JSON.stringify(v)).join(', ');
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
