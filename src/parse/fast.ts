/**
 * The fast path for reading YAML and JSON: js-yaml (about 6× faster than the `yaml` package here)
 * builds the values, and its parse listener records where every node starts and ends, so positions
 * come from the same single pass. Anything unusual — a syntax error, an alias, a merge key, a tag
 * js-yaml does not know, a node tree that does not line up with the values — returns null and the
 * caller uses the `yaml` package instead, which stays the reference for values, positions and
 * messages. A test compares both paths on generated and real catalogs.
 */
import { createRequire } from 'node:module';
import type { JsonPath } from '../types/index.js';

const require = createRequire(import.meta.url);

interface JsYaml {
  loadAll(text: string, iterator: undefined, options: Record<string, unknown>): unknown[];
  CORE_SCHEMA: unknown;
}

let jsyaml: JsYaml | undefined;
function lib(): JsYaml {
  // The CommonJS build: on Node 20 it parses markedly faster than the ESM wrapper.
  return (jsyaml ??= require('js-yaml') as JsYaml);
}

/** One composed node as the listener saw it: offsets into the text, its kind, its children in order. */
interface Frame {
  start: number;
  end: number;
  kind: string | null;
  /** For scalars, the key text a mapping would compare against (String(value)). */
  key: string | undefined;
  result: unknown;
  children: Frame[] | null;
  /** For mappings, the child index of each key's frame, built on the first lookup (a mapping of 10,000 keys is not scanned 10,000 times). */
  keys?: Map<string, number> | null;
}


export interface FastParse {
  docs: unknown[];
  /** Offsets [from, to) of the node at `path` (its key when `at` is 'key'), or null if the tree cannot tell. */
  locate(doc: number, path: JsonPath, at: 'key' | 'value'): [number, number] | null;
}

export function fastParse(text: string, maxDepth: number): FastParse | null {
  const roots: Frame[] = [];
  const stack: Frame[] = [];
  let docs: unknown[];
  // Aliases and tags take the reference path: aliases need its expansion cap, tags its handling.
  let unusual = false;
  try {
    docs = lib().loadAll(text, undefined, {
      schema: lib().CORE_SCHEMA,
      maxDepth,
      listener(event: string, state: { position: number; kind: string | null; result: unknown }) {
        if (event === 'open') {
          const frame: Frame = { start: state.position, end: state.position, kind: null, key: undefined, result: undefined, children: null };
          const parent = stack[stack.length - 1];
          if (parent) (parent.children ??= []).push(frame);
          else roots.push(frame);
          stack.push(frame);
        } else {
          const frame = stack.pop()!;
          const c = text.charCodeAt(skipSpace(text, frame.start, state.position));
          if (c === 42 /* * */ || c === 33 /* ! */) unusual = true;
          frame.end = state.position;
          frame.kind = state.kind;
          if (state.kind === 'scalar') frame.key = String(state.result);
          else frame.result = state.result;
        }
      },
    });
  } catch {
    return null;
  }
  if (unusual || roots.length !== docs.length || !plainKeys(roots, text)) return null;
  return {
    docs,
    locate(doc, path, at) {
      const root = roots[doc];
      if (!root) return null;
      let node = unwrap(root);
      let keyFrame: Frame | null = null;
      for (const segment of path) {
        const children = node.children ?? [];
        let next: Frame | null = null;
        let nextKey: Frame | null = null;
        if (node.kind === 'mapping') {
          const index = keyIndex(node);
          if (!index) return null;
          const at = index.get(String(segment));
          if (at !== undefined) {
            nextKey = children[at]!;
            next = children[at + 1]!;
          }
        } else if (node.kind === 'sequence') {
          if (children.length !== (node.result as unknown[]).length) return null;
          if (typeof segment === 'number') next = children[segment] ?? null;
        }
        if (!next) break;
        node = unwrap(next);
        keyFrame = nextKey;
      }
      const target = at === 'key' && keyFrame ? keyFrame : node;
      // An empty node (`key:` with no value) sits right after its indicator, as in the yaml package.
      if (target.kind === null) return [target.start, target.start];
      const from = skipSpace(text, target.start, target.end);
      let to = trimEnd(text, from, target.end);
      // Like the yaml package, a block collection or block scalar ends with the line break of its
      // last line (a trailing comment on that line included); flow nodes and plain scalars end at their text.
      const c = text.charCodeAt(from);
      const block = target.kind === 'scalar' ? c === 124 /* | */ || c === 62 /* > */ : c !== 91 /* [ */ && c !== 123; /* { */
      if (block && target.kind !== null) {
        const nl = text.indexOf('\n', to);
        to = nl === -1 ? text.length : nl + 1;
      }
      return [from, to];
    },
  };
}

/**
 * Whether every mapping key is a scalar other than a merge key, and every block mapping key at most
 * 1,024 characters long (YAML's limit for implicit keys, which js-yaml does not enforce): else the
 * reference path decides (it reports both, and merges). Iterative over the frames.
 */
function plainKeys(roots: Frame[], text: string): boolean {
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop()!;
    if (!f.children) continue;
    // A wrapper (see unwrap) holds its node as its only child, not as a key.
    if (f.kind === 'mapping' && unwrap(f) === f) {
      const block = text.charCodeAt(skipSpace(text, f.start, f.end)) !== 123; /* { */
      for (let i = 0; i < f.children.length; i += 2) {
        const k = f.children[i]!;
        if (k.kind === 'mapping' || k.kind === 'sequence') return false;
        // A merge key (`<<: {…}`; `<<: *a` is an alias, already left to it): js-yaml's core schema
        // takes `<<` as a plain key, the reference path merges it.
        if (k.key === '<<' && text.charCodeAt(skipSpace(text, k.start, k.end)) === 60 /* < */) return false;
        if (block && k.end - k.start > 1024) return false;
      }
    }
    for (const c of f.children) stack.push(c);
  }
  return true;
}

/**
 * A mapping's keys → the index of their frame among its children, or null when the frames do not
 * line up with the keys. js-yaml leaves one empty frame after the last value of a mapping that a
 * `---` ends (it tried to read another key): it is not a key, so it is left out.
 */
function keyIndex(node: Frame): Map<string, number> | null {
  if (node.keys !== undefined) return node.keys;
  let children = node.children ?? [];
  const size = Object.keys(node.result as Record<string, unknown>).length;
  const last = children[children.length - 1];
  if (children.length === 2 * size + 1 && last && last.kind === null && last.start === last.end) children = node.children = children.slice(0, -1);
  let index: Map<string, number> | null = null;
  if (children.length === 2 * size) {
    index = new Map();
    // The first occurrence wins, as in a scan (js-yaml refuses duplicate keys anyway).
    for (let i = children.length - 2; i >= 0; i -= 2) {
      const key = children[i]!.key;
      // A complex key (a mapping or sequence as key): the reference path decides what it is called.
      if (key === undefined) {
        index = null;
        break;
      }
      index.set(key, i);
    }
  }
  node.keys = index;
  return index;
}

/**
 * js-yaml composes some nodes twice: a block-context node that might have been a mapping key is
 * composed inside an outer node with the same result. Step into such wrappers.
 */
function unwrap(frame: Frame): Frame {
  let f = frame;
  while (f.children?.length === 1 && f.kind !== 'scalar' && f.kind === f.children[0]!.kind && f.result === f.children[0]!.result) {
    f = f.children[0]!;
  }
  return f;
}

/** Moves past spaces, line breaks and comments that js-yaml consumed before a node's content. */
function skipSpace(text: string, from: number, limit: number): number {
  let i = from;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else if (c === 35 /* # */ && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i < limit && text.charCodeAt(i) !== 10) i++;
    } else break;
  }
  return i;
}

/** Moves back over trailing spaces, line breaks and whole-line comments js-yaml consumed after a node. */
function trimEnd(text: string, from: number, to: number): number {
  let i = to;
  for (;;) {
    while (i > from && /\s/.test(text[i - 1]!)) i--;
    // A trailing comment line: find the start of the line and see whether it is only a comment.
    // Looked for back to the node's start only: `lastIndexOf` read back to the start of the file, so
    // in a one-line (minified) JSON file every position lookup read the whole file before it.
    let lineStart = i;
    while (lineStart > from && text.charCodeAt(lineStart - 1) !== 10) lineStart--;
    if (lineStart > from && /^\s*#/.test(text.slice(lineStart, i))) {
      i = lineStart;
      continue;
    }
    return i;
  }
}
