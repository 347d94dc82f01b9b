/**
 * What a checked schema is (the handle rules keep), the problems checking and validating report,
 * and the small recently-used caches of compiled forms.
 */
import type { JsonPath } from '../types/index.js';

/** TOOLDOC_NO_FAST_PATHS=1 turns the shortcuts off (the precompiled meta-schema checks, the interpreter). */
export const FAST = !process.env.TOOLDOC_NO_FAST_PATHS;

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

export interface InstanceProblem {
  /** Path inside the validated value. */
  path: Array<string | number>;
  keyword: string;
  message: string;
}

/** How many compiled forms each cache keeps. */
const RECENT = 256;

export function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= RECENT) cache.delete(cache.keys().next().value as K);
  cache.set(key, value);
  return value;
}
