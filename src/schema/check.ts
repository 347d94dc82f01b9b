/**
 * Whether a schema is valid: Ajv's meta-schema check, then what only compiling caught (references,
 * regular expressions), checked directly when the schema has no `$ref`; problems positioned at the
 * keyword that causes them.
 */
import type { ErrorObject } from 'ajv';
import { isValidPattern } from '../regex/match.js';
import { isObject } from '../toolkit/util.js';
import { ajvCompile, ajvFor, checkMeta, dialectOf } from './ajv.js';
import { NAME_MAPS, REF_KEYS, REFERENCE_KEYS } from './keywords.js';
import { referenceProblem, sameValueCycle } from './references.js';
import { FAST, type SchemaProblem, type SchemaValidator } from './validator.js';
import { findKeyword, pointerToPath } from './walk.js';

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

/** An `enum` this long is not given to the interpreter, which compares values one by one. */
const LONG_ENUM = 200;

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
