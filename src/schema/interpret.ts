/**
 * The interpreting validator (@cfworker/json-schema, no code generation) that judges values first,
 * on a copy of the schema without its patterns, which are checked on RE2 where they apply.
 */
import { createRequire } from 'node:module';
import { linearRegExp } from '../regex/match.js';
import { isArray, isObject } from '../toolkit/util.js';
import { dialectOf } from './ajv.js';
import { DATA_KEYWORDS, NAME_MAPS } from './keywords.js';
import { remember, type SchemaValidator } from './validator.js';

const require = createRequire(import.meta.url);

type Interpreted = { validate(value: unknown): { valid: boolean }; patterns: PatternCheck[] } | null;
const interpreterCache = new Map<SchemaValidator, Interpreted>();

type CfValidator = new (schema: unknown, draft?: string, shortCircuit?: boolean) => { validate(value: unknown): { valid: boolean } };
type CfValidate = (value: unknown, schema: unknown, draft: string, lookup: Record<string, unknown>, shortCircuit: boolean) => { valid: boolean };
let Interpreter: { Validator: CfValidator; validate: CfValidate } | undefined;
/** What the interpreter resolves references in: nothing, for a schema without any (its Validator would walk the schema to build it). */
const NO_REFERENCES: Record<string, unknown> = Object.freeze({});

export function interpreterFor(v: SchemaValidator): Interpreted {
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
export function patternsHold(checks: PatternCheck[], value: unknown): boolean {
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
export function hasLongArray(value: unknown, max: number): boolean {
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
