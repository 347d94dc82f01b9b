/**
 * Helpers platform formats share: map a path in the native descriptor back to the path in the
 * source document when the platform names a field differently (`input_schema` for `parameters`).
 */
import type { JsonPath } from '../types/index.js';
import { isObject } from '../toolkit/util.js';

/** A list of `[native prefix, source prefix]` pairs; the longest matching native prefix wins. */
export type Renames = Array<readonly [JsonPath, JsonPath]>;

export function renamer(basePath: JsonPath, renames: Renames): (path: JsonPath) => JsonPath {
  const sorted = [...renames].sort((a, b) => b[0].length - a[0].length);
  return (path) => {
    for (const [from, to] of sorted) {
      if (from.length <= path.length && from.every((seg, i) => path[i] === seg)) return [...basePath, ...to, ...path.slice(from.length)];
    }
    return [...basePath, ...path];
  };
}

/** Copies the listed fields that are present, in the order given. */
export function pick(obj: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (Object.prototype.hasOwnProperty.call(obj, f) && obj[f] !== undefined) out[f] = obj[f];
  return out;
}

export function hasOwn(obj: unknown, key: string): boolean {
  return isObject(obj) && Object.prototype.hasOwnProperty.call(obj, key);
}
