/**
 * Type names of programming languages written where JSON Schema wants its own (`type: float`), as a
 * rule's fix or suggestion: `dialectType` (src/schema/index.ts) says which JSON Schema type a name means;
 * `typeNameFix` says whether writing that type instead is a fix (the same meaning) or only a
 * suggestion (the JSON Schema type drops something the name says).
 */
import type { FixDescriptor, JsonPath } from '../types/index.js';
import { dialectType } from '../schema/keywords.js';

/**
 * Names whose JSON Schema type means the same to a client and a model: a JSON number is a double,
 * a mapping an object, a list an array. Not here, so only suggested: `decimal` (exact decimals),
 * `short`, `byte`, `int32`, `int64` (ranges JSON Schema's integer does not have), `set` (unique
 * items), `tuple` (a fixed shape), `char` (one character), `text`, and `any` (which is no type).
 */
const SAME = new Set(['float', 'double', 'Float', 'Double', 'int', 'Integer', 'long', 'Long', 'dict', 'Dict', 'map', 'Map', 'HashMap', 'Object', 'list', 'List', 'Array', 'ArrayList', 'str', 'String', 'bool', 'Boolean']);

/**
 * The change of a language's type name at `path` (the path of a `type` value) to the JSON Schema type
 * it means: `{ fix }` when that is the same type, `{ suggest }` when the JSON Schema type says less,
 * nothing when the name is not a known one (or means any value, which is no `type` at all).
 */
export function typeNameFix(path: JsonPath, name: unknown): { fix: FixDescriptor } | { suggest: FixDescriptor[] } | Record<string, never> {
  const to = dialectType(name);
  if (typeof name !== 'string' || typeof to !== 'string') return {};
  const change: FixDescriptor = { title: `Change type "${name}" to "${to}"`, edits: [{ op: 'replace', path, value: to }] };
  return SAME.has(name) ? { fix: change } : { suggest: [change] };
}
