/** How rules tell a happy-path example from an error example (§3.7, §7, §14). */
import type { InstanceProblem } from '../schema/validator.js';
import type { ErrorNode, ExampleNode } from '../types/index.js';
import { perTool } from './memo.js';
import { isObject, own } from './util.js';

export type { ErrorNode, ExampleNode };

/**
 * An example is an error example when its `result` is the structured envelope of §7, i.e. a mapping
 * with an `error` key (whatever that key holds, so a malformed envelope is still judged as one).
 * Anything else with a result is a happy-path example.
 */
export function exampleKind(example: unknown): 'happy' | 'error' | 'unknown' {
  if (!isObject(example) || own(example, 'result') === undefined) return 'unknown';
  const result = own(example, 'result');
  return isObject(result) && own(result, 'error') !== undefined ? 'error' : 'happy';
}

/**
 * The example entries of a tool that are mappings, with their index. While rules check a tool the
 * list is made once and shared (src/toolkit/memo.ts), as the core visits it (`example` visitors).
 */
export function examplesOf(descriptor: Record<string, unknown>): readonly ExampleNode[] {
  return perTool(descriptor, 'examples', () => entriesOf(own(descriptor, 'examples'), (example, index) => ({ example, index })));
}

/** The entries of a tool's `errors` that are mappings, with their index; shared as `examplesOf`. */
export function errorsOf(descriptor: Record<string, unknown>): readonly ErrorNode[] {
  return perTool(descriptor, 'errors', () => entriesOf(own(descriptor, 'errors'), (error, index) => ({ error, index })));
}

function entriesOf<T>(list: unknown, make: (entry: Record<string, unknown>, index: number) => T): T[] {
  if (!Array.isArray(list)) return [];
  const out: T[] = [];
  list.forEach((e, index) => {
    if (isObject(e)) out.push(make(e, index));
  });
  return out;
}

/** `filters.status`, `items[0].sku`: how people write a path into arguments. */
export function argName(path: ReadonlyArray<string | number>): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');
}

/** One problem per path and message (composition keywords repeat themselves). */
export function uniqueProblems(problems: InstanceProblem[]): InstanceProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = p.path.join('\u0000') + '\u0001' + p.message;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
