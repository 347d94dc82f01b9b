/**
 * Where two JSON values (two versions of a schema, a server's and a descriptor's) differ, structurally:
 * each difference with its path. Forms that mean the same are equal: `type: string` and
 * `type: [string]`; `required`, `enum` and `type` lists in any order, without repeats; text that
 * differs only in white space. `$schema`, `$id` and `$comment` are left out.
 */
import type { JsonPath } from '../types/index.js';
import { isObject } from './util.js';
import { collapseWhitespace } from './text.js';

export interface Difference {
  /** `changed`: both have a value here; `added`: only the second (`ours`); `removed`: only the first (`theirs`). */
  kind: 'changed' | 'added' | 'removed';
  path: JsonPath;
  theirs?: unknown;
  ours?: unknown;
}

/** Keywords that say nothing to an agent or a validator's result: left out of the comparison. */
const IGNORED = new Set(['$schema', '$id', '$comment']);

/** Keywords whose list is a set: order and repeats mean nothing. */
const SET_KEYWORDS = new Set(['required', 'enum', 'type']);

/** The differences from `theirs` to `ours`, in document order, at most `max` of them. */
export function differences(theirs: unknown, ours: unknown, max = 50): Difference[] {
  const out: Difference[] = [];
  walk(theirs, ours, [], out, max);
  return out;
}

function walk(theirs: unknown, ours: unknown, path: JsonPath, out: Difference[], max: number): void {
  if (out.length >= max) return;
  const key = path[path.length - 1];
  const inSchema = typeof key === 'string' && SET_KEYWORDS.has(key);
  if (same(theirs, ours, inSchema)) return;
  if (isObject(theirs) && isObject(ours)) {
    for (const k of Object.keys(ours)) {
      if (IGNORED.has(k)) continue;
      if (!Object.prototype.hasOwnProperty.call(theirs, k)) out.push({ kind: 'added', path: [...path, k], ours: ours[k] });
      else walk(theirs[k], ours[k], [...path, k], out, max);
      if (out.length >= max) return;
    }
    for (const k of Object.keys(theirs)) {
      if (IGNORED.has(k)) continue;
      if (!Object.prototype.hasOwnProperty.call(ours, k)) out.push({ kind: 'removed', path: [...path, k], theirs: theirs[k] });
      if (out.length >= max) return;
    }
    return;
  }
  // Lists of schemas (prefixItems, anyOf …) of one length: compare entry by entry.
  if (Array.isArray(theirs) && Array.isArray(ours) && !inSchema && theirs.length === ours.length && theirs.some(isObject)) {
    (theirs as unknown[]).forEach((t, i) => walk(t, (ours as unknown[])[i], [...path, i], out, max));
    return;
  }
  out.push({ kind: 'changed', path, theirs, ours });
}

function same(a: unknown, b: unknown, asSet: boolean): boolean {
  if (asSet) {
    const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : [v]);
    const sa = new Set(list(a).map(canonical));
    const sb = new Set(list(b).map(canonical));
    return sa.size === sb.size && [...sa].every((x) => sb.has(x));
  }
  return canonical(a) === canonical(b);
}

/** JSON text with keys sorted and white space in strings collapsed. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => {
    if (typeof x === 'string') return collapseWhitespace(x);
    if (isObject(x)) return Object.fromEntries(Object.keys(x).filter((k) => !IGNORED.has(k)).sort().map((k) => [k, x[k]]));
    return x;
  }) ?? 'undefined';
}
