/**
 * `JSON.stringify(value, null, 2)`, byte for byte, produced piece by piece: arrays marked with
 * `lazyArray` are written one element at a time (each element built only when written), and objects
 * marked with `streamed` (or built as a `LazyObject`) member by member, so a report of any size is
 * never one string. Everything else is written by JSON.stringify itself.
 *
 * The text is also made safe to print in a CI log: DEL, C1 controls, line separators, bidi controls
 * and invisible characters inside strings are written as `\uXXXX` escapes (JSON.stringify escapes
 * C0 controls itself), and `##[` and Azure's `##vso[` as `##\u005B` and `##vso\u005B`. JSON readers
 * get the same values back.
 */
import { JSON_UNSAFE, unicodeEscape } from './escape.js';

/** An array written element by element; `at(i)` builds element `i` when it is written. */
export class LazyArray {
  constructor(
    readonly length: number,
    readonly at: (index: number) => unknown,
  ) {}
}

export const lazyArray = <T>(items: readonly T[], entry: (item: T, index: number) => unknown): LazyArray => new LazyArray(items.length, (i) => entry(items[i]!, i));

/** An object written member by member, its members produced as they are written. */
export class LazyObject {
  constructor(readonly entries: () => Iterable<readonly [string, unknown]>) {}
}

/**
 * A value already written: the text `jsonText` gave for it at the place it is written (the same depth
 * and indentation), written again. It is made safe once more on its way (`rewritten`: it changes
 * nothing in text `jsonText` made): text kept in a file (the cache) may have been changed since.
 */
export class WrittenJson {
  constructor(readonly text: string) {}
}

const streamedObjects = new WeakSet<object>();

/** Marks an object whose members hold lazy arrays (or other marked objects), to be written member by member. */
export function streamed<T extends object>(value: T): T {
  streamedObjects.add(value);
  return value;
}

/**
 * `value` with its arrays and plain objects down to `levels` deep marked to be written piece by
 * piece (for payloads whose shape is not known here: an array of tools, `{tools: [...]}`, …).
 */
export function streamable(value: unknown, levels = 3): unknown {
  if (levels <= 0) return value;
  if (Array.isArray(value)) return new LazyArray(value.length, (i) => streamable(value[i], levels - 1));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !('toJSON' in value)) {
    return new LazyObject(function* () {
      for (const [k, v] of Object.entries(value)) yield [k, streamable(v, levels - 1)] as const;
    });
  }
  return value;
}

/** A quick first look: most text is ASCII without "##" or DEL. */
// eslint-disable-next-line no-control-regex -- the ASCII range
const MAYBE_UNSAFE = /[^\u0000-\u007E]|##/;

/**
 * JSON text as safe to print (src/reporters/escape.ts, `JSON_UNSAFE`): only ever applied to whole
 * values, where these can only occur inside strings. Reporters that write only with `jsonStream`
 * declare so (`OutputPolicy.json`), and their text is not scanned again on its way out.
 */
function safe(json: string): string {
  if (!MAYBE_UNSAFE.test(json)) return json;
  return json.replace(JSON_UNSAFE, escapeMatch);
}

/** What a match of JSON_UNSAFE (or REWRITE) is written as: `##[` as `##\u005B`, a control as JSON.stringify escapes it, anything else as its escape. */
function escapeMatch(m: string): string {
  const c = m.charCodeAt(0);
  if (c === 0x23) return m.slice(0, -1) + '\\u005B';
  return c < 0x20 ? `\\u${c.toString(16).padStart(4, '0')}` : unicodeEscape(m);
}

/**
 * What `safe` escapes, and the control characters but the line break (JSON.stringify leaves none bare,
 * nor does the indentation): text written before (WrittenJson) is made safe in one pass.
 */
const REWRITE = new RegExp(`[\\u0000-\\u0009\\u000B-\\u001F]|${JSON_UNSAFE.source}`, 'g');
// eslint-disable-next-line no-control-regex -- the C0 controls and the ASCII range
const MAYBE_REWRITE = /[\u0000-\u0009\u000B-\u001F]|[^\u0000-\u007E]|##/;

/** Text written before (WrittenJson), made as safe as `safe` makes JSON.stringify's, the controls JSON.stringify escapes included. */
function rewritten(json: string): string {
  if (!MAYBE_REWRITE.test(json)) return json;
  return json.replace(REWRITE, escapeMatch);
}

const pads = new Map<string, string[]>();
/** The line break and indentation `depth` levels down ('' when compact). */
function breakAt(depth: number, space: string): string {
  if (!space) return '';
  let list = pads.get(space);
  if (!list) pads.set(space, (list = []));
  return (list[depth] ??= '\n' + space.repeat(depth));
}

/** What JSON.stringify leaves out of an object or writes as null in an array. */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

const isStreamed = (v: unknown) => v instanceof LazyArray || v instanceof LazyObject || (v !== null && typeof v === 'object' && streamedObjects.has(v));

/**
 * A value JSON.stringify writes whole, as it reads `depth` levels down: wrapped in `depth` arrays,
 * it comes out indented as it is there, and the wrapping is cut off (a third faster than indenting
 * its lines afterwards, on a report of 80,000 findings).
 */
function plain(value: unknown, depth: number, space: string): string {
  if (!depth || !space) return safe(JSON.stringify(value, null, space));
  let wrapped = value;
  for (let i = 0; i < depth; i++) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, space);
  // Each level opens with `[`, a line break and its indentation, and closes with a line break, the indentation around it and `]`.
  const n = space.length;
  return safe(text.slice(2 * depth + (n * depth * (depth + 1)) / 2, text.length - (2 * depth + (n * depth * (depth - 1)) / 2)));
}

/** A value (not one marked to be streamed) as `jsonStream` writes it `depth` levels down, to be written again as WrittenJson. */
export function jsonText(value: unknown, depth: number, space = '  '): string {
  return plain(value, depth, space);
}

/**
 * One value, `depth` levels down: the text `JSON.stringify(root, null, space)` has at that place
 * (`space` '' for compact JSON, as `JSON.stringify(root)`).
 */
export function* jsonStream(value: unknown, depth = 0, space = '  '): Generator<string> {
  if (value instanceof LazyArray) {
    if (!value.length) {
      yield '[]';
      return;
    }
    const inner = breakAt(depth + 1, space);
    for (let i = 0; i < value.length; i++) {
      let v = value.at(i);
      if (omitted(v)) v = null;
      const lead = i ? ',' + inner : '[' + inner;
      if (v instanceof WrittenJson) yield lead + rewritten(v.text);
      else if (isStreamed(v)) {
        yield lead;
        yield* jsonStream(v, depth + 1, space);
      } else yield lead + plain(v, depth + 1, space);
    }
    yield breakAt(depth, space) + ']';
    return;
  }
  const members = value instanceof LazyObject ? value.entries() : value !== null && typeof value === 'object' && streamedObjects.has(value) ? Object.entries(value) : undefined;
  if (members) {
    const inner = breakAt(depth + 1, space);
    const colon = space ? ': ' : ':';
    let first = true;
    for (const [k, v] of members) {
      if (omitted(v)) continue;
      const lead = (first ? '{' : ',') + inner + safe(JSON.stringify(k)) + colon;
      first = false;
      if (v instanceof WrittenJson) yield lead + rewritten(v.text);
      else if (isStreamed(v)) {
        yield lead;
        yield* jsonStream(v, depth + 1, space);
      } else yield lead + plain(v, depth + 1, space);
    }
    yield first ? '{}' : breakAt(depth, space) + '}';
    return;
  }
  yield value instanceof WrittenJson ? rewritten(value.text) : plain(value, depth, space);
}
