/** What every platform's tool starts with. */
import { isPlaceholder } from '../toolkit/text.js';
import type { Obj } from './schema-transform.js';

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const nameOf = (d: Obj, i: number) => str(d.name) ?? `tool_${i + 1}`;

/** A string that is not a placeholder (`TODO: …`, as `tooldoc import` writes): placeholders are not exported. */
export function meaningful(v: unknown): string | undefined {
  return typeof v === 'string' && !isPlaceholder(v) ? v : undefined;
}

/** `{name, description?}`, in that key order, as every platform's tool starts. */
export function head(d: Obj, i: number): { name: string; description?: string } {
  const description = meaningful(d.description);
  return description === undefined ? { name: nameOf(d, i) } : { name: nameOf(d, i), description };
}
