/**
 * What a tool's schemas say about paging and about the shape of a success response, read once per
 * tool for the catalog stage (its view keeps the result, ToolOutcome.view): the opaque cursors it
 * takes to fetch the next page, the next-page cursor its success schema returns, and the top-level
 * keys of that schema.
 *
 * A cursor is told by its name and its schema together. `cursor`, `page_token`, `pageToken`,
 * `nextToken`, `continuationToken`, `skiptoken` name one outright (a string-typed parameter; a
 * description about a caret or the mouse says otherwise). `after`, `starting_after`, `marker`,
 * `next` and `continue` are cursors only where the description says so (pagination, a cursor, a
 * token from the previous response): `after` is also "insert after this block". A string `page`,
 * `offset` or `start` is a cursor only where its description calls it a cursor or a token, or says a
 * previous response returned it (and not a number or an index). Page numbers and
 * numeric offsets are another way of paging: a number is never a cursor. A backward cursor
 * (`before`, `ending_before`, `prev_cursor`) is the partner of a forward one, not a name of its own.
 */
import { snakeKey } from './text.js';
import { isArray, isObject, own } from './util.js';
import type { JsonPath } from '../types/index.js';

/** Words that make a token a paging token (`page_token`, `next_token`, `continuation_token`). */
const PAGING_WORDS = new Set(['page', 'next', 'continuation', 'continue', 'pagination', 'paging', 'skip', 'resume']);
/** One word that is a paging token (`skiptoken`, OData; `pagetoken`). */
const JOINED = new Set(['skiptoken', 'pagetoken', 'nexttoken', 'nextpagetoken', 'continuationtoken', 'paginationtoken', 'nextmarker', 'nextcursor']);
/** Words of a backward cursor. */
const BACKWARD = new Set(['before', 'prev', 'previous', 'ending']);
/** Words of a text or mouse cursor's name (`cursor_position`, `cursor_style`). */
const NOT_PAGING = new Set(['position', 'pos', 'style', 'x', 'y', 'line', 'column', 'color']);
/** Names that are a cursor only when the description says so. */
const WEAK = new Set(['after', 'starting_after', 'start_after', 'marker', 'next', 'continue', 'page_marker']);
/** Names that are a page number, an offset or a start date unless the description calls them a cursor or a token. */
const NUMBERISH = new Set(['page', 'offset', 'start']);

/** A description that says a parameter is a paging cursor. */
const SAYS_CURSOR = /cursor|paginat|\bpag(?:e|ing) token|\bcontinuation\b|\bretrieve more\b|\bpaging\b|\bnext page\b|(?:from|returned (?:by|in)|of) (?:a|the) (?:previous|prior|last) (?:response|call|request|result|page)/i;
/** A description that calls a `page`, `offset` or `start` string an opaque cursor: a token, or what a previous response returned. */
const SAYS_TOKEN = /cursor|\btoken\b|\breturned (?:by|in|from)\b|\b(?:previous|prior|last) (?:response|call|request|result)/i;
/** A description of a text or mouse cursor, not a page's. */
const OTHER_CURSOR = /\b(?:css|mouse|caret|text cursor|cursor position|cursor style)\b/i;

/** Whether a schema takes a string (and nothing but a string or null): what an opaque cursor is. */
function takesString(schema: Record<string, unknown>): boolean {
  const type = own(schema, 'type');
  if (type === undefined) {
    for (const k of ['anyOf', 'oneOf']) {
      const branches = own(schema, k);
      if (isArray(branches) && branches.length) return branches.every((b) => isObject(b) && (b.type === 'null' || takesString(b))) && branches.some((b) => isObject(b) && b.type === 'string');
    }
    // No type at all: the name and description decide.
    return own(schema, 'enum') === undefined && own(schema, 'const') === undefined && own(schema, 'properties') === undefined && own(schema, 'items') === undefined;
  }
  if (type === 'string') return true;
  return isArray(type) && type.includes('string') && type.every((t) => t === 'string' || t === 'null');
}

const descriptionOf = (schema: Record<string, unknown>) => (typeof schema.description === 'string' ? schema.description : '');

/** Whether a parameter is a forward paging cursor (see the top of this file). */
export function isCursorParameter(name: string, schema: unknown): boolean {
  if (!isObject(schema) || !takesString(schema)) return false;
  const words = snakeKey(name).split('_').filter(Boolean);
  if (words.some((w) => BACKWARD.has(w) || NOT_PAGING.has(w))) return false;
  const description = descriptionOf(schema);
  if (words.includes('cursor') || JOINED.has(words.join('')) || (words.includes('token') && words.some((w) => PAGING_WORDS.has(w)))) return !OTHER_CURSOR.test(description);
  const bare = words.join('_');
  if (WEAK.has(bare)) return SAYS_CURSOR.test(description);
  if (NUMBERISH.has(bare)) return SAYS_TOKEN.test(description) && !/\bnumber\b|\bindex\b/i.test(description);
  return false;
}

/** Whether a returned field is the cursor of the next page (`next_cursor`, `nextPageToken`, `endCursor`, `NextMarker`). */
export function isNextCursorField(name: string, schema: unknown): boolean {
  if (!isObject(schema) || !takesString(schema)) return false;
  const words = snakeKey(name).split('_').filter(Boolean);
  if (words.some((w) => BACKWARD.has(w) || NOT_PAGING.has(w))) return false;
  const joined = words.join('');
  if (JOINED.has(joined) && joined !== 'skiptoken' && joined !== 'pagetoken') return true;
  if (words.includes('next') && (words.includes('cursor') || words.includes('token') || words.includes('marker'))) return true;
  if (words.includes('continuation') && words.includes('token')) return true;
  if (words.length === 2 && words[0] === 'end' && words[1] === 'cursor') return true;
  return joined === 'cursor' && /\bnext\b/i.test(descriptionOf(schema));
}

/** At most this many cursors are kept per tool, of names of at most 128 characters (its view stays small). */
const MAX_CURSORS = 8;
const MAX_NAME = 128;

/**
 * Where a tool's forward paging cursors are: each parameter that is one (top-level, or one object
 * down: `page.cursor`), then each next-page cursor its success schema returns (top-level, or one
 * object down: `pagination.next_cursor`), as paths in the descriptor, at most 8.
 */
export function cursorPaths(descriptor: Record<string, unknown>): JsonPath[] {
  const out: JsonPath[] = [];
  const walk = (schema: unknown, path: JsonPath, depth: number, test: (name: string, s: unknown) => boolean) => {
    const props = isObject(schema) ? own(schema, 'properties') : undefined;
    if (!isObject(props)) return;
    for (const [name, sub] of Object.entries(props)) {
      if (out.length >= MAX_CURSORS) return;
      if (name.length > MAX_NAME) continue;
      if (test(name, sub)) out.push([...path, 'properties', name]);
      else if (depth < 1 && isObject(sub)) walk(sub, [...path, 'properties', name], depth + 1, test);
    }
  };
  walk(own(descriptor, 'parameters'), ['parameters'], 0, isCursorParameter);
  walk(own(descriptor, 'returns'), ['returns'], 0, isNextCursorField);
  return out;
}

/** At most this many keys of a success schema are kept; a schema with more is not read (its keys would be cut short). */
const MAX_KEYS = 128;

/**
 * The top-level property names of a success schema (its `properties`, and those of its `allOf`,
 * `anyOf` and `oneOf` branches), or undefined when it has none, more than 128, or one longer than
 * 128 characters.
 */
export function successKeys(returns: unknown): string[] | undefined {
  if (!isObject(returns)) return undefined;
  const keys = new Set<string>();
  const add = (s: unknown): boolean => {
    const props = isObject(s) ? own(s, 'properties') : undefined;
    if (isObject(props)) for (const k of Object.keys(props)) keys.add(k);
    return isObject(props) ? Object.keys(props).every((k) => k.length <= MAX_NAME) : true;
  };
  let fits = add(returns);
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    const branches = own(returns, k);
    if (isArray(branches)) for (const b of branches) fits = add(b) && fits;
  }
  return fits && keys.size && keys.size <= MAX_KEYS ? [...keys] : undefined;
}
