/** Walking a schema without recursion: finding a keyword, and following JSON pointers. */
import type { JsonPath } from '../types/index.js';
import { isObject, pathOf, type PathStep } from '../toolkit/util.js';
import { DATA_KEYWORDS, NAME_MAPS } from './keywords.js';

/** Path of the first key in a schema (iteratively, skipping data keywords) for which `test` holds. */
export function findKeyword(root: unknown, test: (key: string, value: unknown, parentKey: string | number | undefined) => boolean): JsonPath | null {
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

/** The fragment of a `$ref` as a JSON pointer or anchor, percent-decoded; undefined when malformed (`%zz`). */
export function decodeFragment(fragment: string): string | undefined {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
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
