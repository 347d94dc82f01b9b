/** Where the regular expressions of a schema are: `pattern` values and `patternProperties` keys. */
import type { JsonPath } from '../types/index.js';
import { isObject } from '../toolkit/util.js';

export interface SchemaPattern {
  /** Path of the `pattern` keyword, or of the `patternProperties` key, under the given base path. */
  path: JsonPath;
  source: string;
  /** `value` for a `pattern`, `key` for a `patternProperties` key. */
  at: 'value' | 'key';
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
const ONE_SCHEMA = new Set(['items', 'additionalItems', 'additionalProperties', 'propertyNames', 'contains', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);

/**
 * Every regular expression a validator applies from a schema: `pattern` values and
 * `patternProperties` keys, through every subschema keyword (iteratively). Paths are built only
 * for what is found.
 */
export function schemaPatterns(schema: unknown, basePath: JsonPath): SchemaPattern[] {
  type Item = { s: unknown; up: Item | null; segs: Array<string | number> };
  const pathOf = (item: Item, ...tail: Array<string | number>): JsonPath => {
    const parts: Array<Array<string | number>> = [tail];
    for (let x: Item | null = item; x; x = x.up) parts.push(x.segs);
    return [...basePath, ...parts.reverse().flat()];
  };
  const out: SchemaPattern[] = [];
  const stack: Item[] = [{ s: schema, up: null, segs: [] }];
  const seen = new Set<object>();
  while (stack.length) {
    const item = stack.pop()!;
    const s = item.s;
    if (!isObject(s) || seen.has(s)) continue;
    seen.add(s);
    const next: Item[] = [];
    for (const k of Object.keys(s)) {
      const v = s[k];
      if (k === 'pattern' && typeof v === 'string') out.push({ path: pathOf(item, 'pattern'), source: v, at: 'value' });
      if (SCHEMA_MAPS.has(k) && isObject(v)) {
        for (const name of Object.keys(v)) {
          if (k === 'patternProperties') out.push({ path: pathOf(item, k, name), source: name, at: 'key' });
          next.push({ s: v[name], up: item, segs: [k, name] });
        }
      } else if (ONE_SCHEMA.has(k) && isObject(v)) next.push({ s: v, up: item, segs: [k] });
      else if (SCHEMA_LISTS.has(k) && Array.isArray(v)) v.forEach((x, i) => next.push({ s: x, up: item, segs: [k, i] }));
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
  return out;
}
