/**
 * Reads one file into document values plus a locator that maps a JSON path to a source range.
 * YAML and JSON both go through the `yaml` package so positions and duplicate-key detection are
 * the same for both; JSON is additionally checked with JSON.parse so YAML-only syntax in a .json
 * file is reported instead of accepted.
 *
 * Hostile input is answered with a problem, never obeyed: files over the size limit are not
 * parsed, alias expansion is capped, and nesting is measured iteratively so no later recursion
 * can overflow the stack.
 */
import { createRequire } from 'node:module';
import type { CST, Document, Node, Pair, YAMLMap } from 'yaml';
import type { JsonPath, Range, SourceFile } from '../types/index.js';
import { fastParse } from './fast.js';
import { lineStarts, positionIn, withLineFeeds } from './lines.js';

/**
 * The `yaml` package, loaded when first needed: the reference parser takes only the files the fast
 * path leaves to it, and loading the package costs a run on one small file a sixth of its time.
 */
const require = createRequire(import.meta.url);
let yamlModule: typeof import('yaml') | undefined;
const Y = () => (yamlModule ??= require('yaml') as typeof import('yaml'));

export interface FileProblem {
  ruleId: string;
  message: string;
  range: Range;
}

export interface ParsedSource {
  file: SourceFile;
  /** One value per YAML document (a JSON file has one). */
  docs: unknown[];
  problems: FileProblem[];
  /** Which parser answered: the js-yaml fast path or the `yaml` package reference path. */
  parser: 'fast' | 'reference';
}

export interface ParseLimits {
  /** Bytes; larger files are not parsed. */
  maxFileSize: number;
  /** Deepest nesting of mappings and sequences a document may have. */
  maxDepth: number;
  /**
   * Nodes a document may have once its aliases are expanded (the guard against alias bombs). Counted
   * over the expanded tree, so one anchor shared by a thousand tools is fine and nine levels of
   * nine-fold aliases are not.
   */
  maxExpandedNodes: number;
  /** Milliseconds the rules may spend on one file before its remaining tools are left unchecked. */
  maxFileTime: number;
}

export const DEFAULT_LIMITS: ParseLimits = {
  maxFileSize: 10 * 1024 * 1024,
  maxDepth: 64,
  maxExpandedNodes: 1_000_000,
  maxFileTime: 30_000,
};

const START: Range = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

export function rangeAtStart(): Range {
  return { start: { ...START.start }, end: { ...START.end } };
}

/** Decode bytes as UTF-8, or say why not. */
export function decode(bytes: Uint8Array): { text: string } | { problem: FileProblem } {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return {
      problem: {
        ruleId: 'input/encoding',
        message: 'File is UTF-16 encoded; save it as UTF-8.',
        range: rangeAtStart(),
      },
    };
  }
  const probe = bytes.subarray(0, 8192);
  const nul = probe.indexOf(0);
  if (nul !== -1) {
    return {
      problem: {
        ruleId: 'input/binary',
        message: `File looks binary (a NUL byte at offset ${nul}); tool descriptors are UTF-8 text.`,
        range: rangeAtStart(),
      },
    };
  }
  try {
    let text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return { text };
  } catch {
    const loose = new TextDecoder('utf-8').decode(bytes);
    const at = loose.indexOf('\ufffd');
    const range = at === -1 ? rangeAtStart() : rangeOfOffset(loose, at);
    return {
      problem: {
        ruleId: 'input/encoding',
        message: 'File is not valid UTF-8; save it as UTF-8.',
        range,
      },
    };
  }
}

function rangeOfOffset(text: string, offset: number): Range {
  const pos = positionIn(lineStarts(text), Math.min(offset, text.length));
  return { start: pos, end: { ...pos } };
}

/** Deepest nesting ever composed, whatever limit is configured: far below where composing overflows the stack. */
const MAX_COMPOSE_DEPTH = 256;

/** Offset of the first collection nested deeper than `max` in a CST, or -1; iterative. */
function cstTooDeep(tokens: CST.Token[], max: number): number {
  const nodes: CST.Token[] = [...tokens];
  const depths: number[] = tokens.map(() => 0);
  while (nodes.length) {
    const t = nodes.pop()!;
    const d = depths.pop()!;
    if (t.type === 'document') {
      if (t.value) {
        nodes.push(t.value);
        depths.push(d);
      }
    } else if (t.type === 'block-map' || t.type === 'block-seq' || t.type === 'flow-collection') {
      if (d + 1 > max) return t.offset;
      for (const item of t.items) {
        const key = 'key' in item ? item.key : undefined;
        if (key) {
          nodes.push(key);
          depths.push(d + 1);
        }
        if (item.value) {
          nodes.push(item.value);
          depths.push(d + 1);
        }
      }
    }
  }
  return -1;
}

/** Measures nesting without recursion; returns the path to the first node deeper than `max`, if any. */
export function findTooDeep(value: unknown, max: number): JsonPath | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= max) return path;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i], path: [...path, i] });
    } else {
      for (const k of Object.keys(v)) stack.push({ value: (v as Record<string, unknown>)[k], path: [...path, k] });
    }
  }
  return null;
}

export interface ParseOptions {
  /**
   * Use the js-yaml fast path when it can answer (default). The `yaml` package path is the
   * reference; both give the same values and positions (a test compares them).
   */
  fast?: boolean;
}

export function parseSource(
  path: string,
  absolutePath: string,
  text: string,
  limits: ParseLimits = DEFAULT_LIMITS,
  options: ParseOptions = {},
): ParsedSource {
  const kind: 'yaml' | 'json' = /\.json$/i.test(path) ? 'json' : 'yaml';
  if (options.fast !== false && !process.env.TOOLDOC_NO_FAST_PATHS) {
    const fast = parseFast(path, absolutePath, text, kind, limits);
    if (fast) return fast;
  }
  return parseReference(path, absolutePath, text, kind, limits);
}


/** Whether any value nests `max` or more levels deep (iterative, no paths built). */
function tooDeep(value: unknown, max: number): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length) {
    const v = values.pop();
    const d = depths.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') {
        values.push(child);
        depths.push(d + 1);
      }
    }
  }
  return false;
}

const NULL_KEY = /(^|[{,]|-[ \t])[ \t]*(null|Null|NULL|~)[ \t]*:([ \t]|$)/m;

function parseFast(path: string, absolutePath: string, text: string, kind: 'yaml' | 'json', limits: ParseLimits): ParsedSource | null {
  if (kind === 'json') {
    try {
      JSON.parse(text);
    } catch {
      return null; // the reference path reports it
    }
  }
  // A null key becomes "null" in js-yaml but "" in the yaml package: leave such files to the reference.
  // The parsers read the text with each lone `\r` made a `\n` (the `yaml` package does not take one
  // for a line break); the length is the same, so positions are counted on the text as written.
  const lf = withLineFeeds(text);
  if (kind === 'yaml' && (text.includes('~') || /null/i.test(text)) && NULL_KEY.test(lf)) return null;
  // js-yaml counts keys as nesting too; twice the limit is safely past any document it should accept.
  const depth = 2 * Math.min(limits.maxDepth, MAX_COMPOSE_DEPTH) + 4;
  const fast = fastParse(lf, depth);
  if (!fast || fast.docs.some((d) => tooDeep(d, limits.maxDepth))) return null;
  let starts: number[] | undefined;
  let reference: ParsedSource | undefined;
  const file: SourceFile = {
    path,
    absolutePath,
    kind,
    text,
    locate(doc, p, at = 'key') {
      const offsets = fast.locate(doc, p, at);
      // The few paths js-yaml's positions cannot answer (keys of a merged mapping, say) go to the reference parser.
      if (!offsets) return (reference ??= parseReference(path, absolutePath, text, kind, limits)).file.locate(doc, p, at);
      // Line starts are worked out once per file and kept while the file is in use.
      starts ??= lineStarts(text);
      return { start: positionIn(starts, offsets[0]), end: positionIn(starts, Math.max(offsets[0], offsets[1])) };
    },
  };
  const docs = fast.docs;
  return { file, docs, problems: [], parser: 'fast' };
}

function parseReference(path: string, absolutePath: string, text: string, kind: 'yaml' | 'json', limits: ParseLimits): ParsedSource {
  const problems: FileProblem[] = [];
  // Line starts from the text itself: the parser's LineCounter misses line breaks inside a broken
  // quoted scalar, which put positions past the end of their line.
  let starts: number[] | undefined;
  const pos = (offset: number) => positionIn((starts ??= lineStarts(text)), Math.min(offset, text.length));
  const rangeOf = (from: number, to: number): Range => ({ start: pos(from), end: pos(Math.max(from, to)) });

  let documents: Document.Parsed[] = [];
  try {
    // parseAllDocuments in two steps: the CST parser is iterative, the composer recursive. A document
    // nested deeper than the limit is refused before composing, because composing it can exhaust the
    // stack, and V8 aborts the process outright when that happens inside its RegExp compiler.
    // Lone `\r`s as `\n`s, as in parseFast.
    const tokens = Array.from(new (Y().Parser)().parse(withLineFeeds(text)));
    const deepAt = cstTooDeep(tokens, Math.min(limits.maxDepth, MAX_COMPOSE_DEPTH));
    if (deepAt !== -1) {
      problems.push({
        ruleId: 'input/resource-limit',
        message: `Nesting is deeper than ${Math.min(limits.maxDepth, MAX_COMPOSE_DEPTH)} levels; tool descriptors are far shallower, so the file was not linted.`,
        range: rangeOf(deepAt, deepAt),
      });
    } else {
      // `merge`: YAML 1.1's merge key (`<<: *defaults`), which YAML 1.2 dropped but descriptors
      // written for 1.1 parsers (and js-yaml, PyYAML) rely on; without it `<<` was an ordinary key.
      const composer = new (Y().Composer)({ uniqueKeys: true, merge: true, prettyErrors: false, keepSourceTokens: false, logLevel: 'error' });
      documents = Array.from(composer.compose(tokens));
    }
  } catch (err) {
    // The parser itself failed (it guards its own recursion, so this is unexpected); report, don't crash.
    problems.push({ ruleId: 'parse-error', message: `Could not parse the file: ${errorText(err)}.`, range: rangeAtStart() });
  }

  const file: SourceFile = {
    path,
    absolutePath,
    kind,
    text,
    locate(doc, p, at = 'key') {
      const d = documents[doc];
      if (!d) return rangeAtStart();
      const [from, to] = locateOffsets(d, p, at);
      return rangeOf(from, to);
    },
  };

  const docs: unknown[] = [];
  for (const d of documents) {
    if (d.errors.length) {
      for (const e of d.errors) {
        const [from, to] = e.pos;
        problems.push({ ruleId: 'parse-error', message: parseMessage(e.code, e.message, kind), range: rangeOf(from, to) });
      }
      docs.push(undefined);
      continue;
    }
    const complex = complexKey(d);
    if (complex) {
      problems.push({
        ruleId: 'parse-error',
        message: 'A mapping key is itself a list or mapping; keys in a tool descriptor are plain strings.',
        range: rangeOf(complex[0], complex[1]),
      });
      docs.push(undefined);
      continue;
    }
    const bomb = aliasBomb(d, limits.maxExpandedNodes);
    if (bomb) {
      problems.push({
        ruleId: 'input/resource-limit',
        message: `Aliases expand the document beyond ${limits.maxExpandedNodes.toLocaleString('en-US')} nodes (an alias bomb?); inline the repeated values or share fewer levels deep.`,
        range: rangeOf(bomb[0], bomb[1]),
      });
      docs.push(undefined);
      continue;
    }
    let value: unknown;
    try {
      // Aliases were counted above, node by node; the yaml package's own guard counts alias uses.
      value = d.toJS({ maxAliasCount: -1 });
    } catch (err) {
      problems.push({ ruleId: 'input/resource-limit', message: `Could not build the document: ${errorText(err)}.`, range: d.contents ? rangeOf(d.contents.range[0], d.contents.range[0]) : rangeAtStart() });
      docs.push(undefined);
      continue;
    }
    const deep = findTooDeep(value, limits.maxDepth);
    if (deep) {
      const [from, to] = locateOffsets(d, deep, 'value');
      problems.push({
        ruleId: 'input/resource-limit',
        message: `Nesting is deeper than ${limits.maxDepth} levels; tool descriptors are far shallower, so the file was not linted.`,
        range: rangeOf(from, to),
      });
      docs.push(undefined);
      continue;
    }
    docs.push(value);
  }

  if (kind === 'json' && !problems.length) {
    try {
      JSON.parse(text);
    } catch (err) {
      const m = /position (\d+)/.exec(errorText(err));
      const range = m ? rangeOf(Number(m[1]), Number(m[1])) : rangeAtStart();
      problems.push({ ruleId: 'parse-error', message: `Invalid JSON: ${firstSentence(errorText(err))}.`, range });
    }
  }
  return { file, docs, problems, parser: 'reference' };
}

function parseMessage(code: string, message: string, kind: 'yaml' | 'json'): string {
  const base = firstSentence(message.replace(/ at line \d+, column \d+[\s\S]*$/, ''));
  if (code === 'DUPLICATE_KEY') return `${base}; each key may appear once in a mapping.`;
  if (code === 'RESOURCE_EXHAUSTION') return `${base}; the file is nested too deeply to parse.`;
  return `Invalid ${kind === 'json' ? 'JSON' : 'YAML'}: ${base}.`;
}

function firstSentence(s: string): string {
  const line = s.split('\n')[0]!.trim();
  return line.replace(/[.:]+$/, '');
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Offsets of the first mapping key that is a collection (`? [a, b]`), or null; iterative. */
function complexKey(doc: Document.Parsed): [number, number] | null {
  const stack: unknown[] = [doc.contents];
  while (stack.length) {
    const n = stack.pop();
    if (Y().isMap(n)) {
      for (const p of n.items) {
        if (Y().isMap(p.key) || Y().isSeq(p.key)) {
          const r = (p.key as Node).range ?? [0, 0];
          return [r[0], r[1]];
        }
        stack.push(p.value);
      }
    } else if (Y().isSeq(n)) for (const x of n.items) stack.push(x);
  }
  return null;
}

/**
 * Whether the document, its aliases expanded, has more than `max` nodes; if so, the offsets of the
 * alias that expands to the most. Iterative and linear in the nodes written: each node's expanded
 * size is worked out once. An alias inside the node it names never ends: counted as too many.
 */
function aliasBomb(doc: Document.Parsed, max: number): [number, number] | null {
  const root = doc.contents as Node | null;
  if (!root) return null;
  const size = new Map<Node, number>();
  const open = new Set<Node>();
  let worst: { node: Node; size: number } | null = null;
  const childrenOf = (n: Node): Node[] => {
    if (Y().isAlias(n)) {
      const target = n.resolve(doc) as Node | undefined;
      return target ? [target] : [];
    }
    if (Y().isMap(n)) return n.items.flatMap((p) => [p.key, p.value].filter((x): x is Node => x !== null && typeof x === 'object'));
    if (Y().isSeq(n)) return n.items.filter((x): x is Node => x !== null && typeof x === 'object');
    return [];
  };
  const stack: Node[] = [root];
  while (stack.length) {
    const n = stack[stack.length - 1]!;
    if (size.has(n)) {
      stack.pop();
      continue;
    }
    const children = childrenOf(n);
    if (!open.has(n)) {
      open.add(n);
      for (const c of children) {
        if (open.has(c) && !size.has(c)) return n.range ? [n.range[0], n.range[1]] : [0, 0];
        if (!size.has(c)) stack.push(c);
      }
      continue;
    }
    stack.pop();
    open.delete(n);
    let total = Y().isAlias(n) ? 0 : 1;
    for (const c of children) total += size.get(c) ?? 0;
    size.set(n, Math.min(total, Number.MAX_SAFE_INTEGER));
    if (Y().isAlias(n) && (!worst || total > worst.size)) worst = { node: n, size: total };
  }
  if ((size.get(root) ?? 0) <= max || !worst) return null;
  const r = worst.node.range ?? [0, 0];
  return [r[0], r[1]];
}

interface PairIndex {
  /** The mapping's own pairs by key text. */
  pairs: Map<string, Pair>;
  /** The mappings its merge keys (`<<`) bring in, in the order they take precedence. */
  merged: Node[];
}

const pairIndexes = new WeakMap<object, PairIndex>();

/** A mapping's pairs by key text, built on the first lookup: locating each of 10,000 keys does not scan them all. */
function pairIndex(node: YAMLMap, doc: Document.Parsed): PairIndex {
  let index = pairIndexes.get(node);
  if (index) return index;
  index = { pairs: new Map(), merged: [] };
  for (const pair of node.items) {
    if (!Y().isPair(pair)) continue;
    const key = pair.key as Node | null;
    if (isMergeKey(key)) {
      // Found as "<<" too (a merged value has no such key, so no rule's path names it): the entry a
      // fix can be written after when every key of the mapping came in through the merge.
      if (!index.pairs.has('<<')) index.pairs.set('<<', pair);
      // `<<: *a`, `<<: {…}` or `<<: [*a, *b]`: earlier sources win over later ones.
      const value = resolved(pair.value as Node | null, doc);
      for (const source of Y().isSeq(value) ? value.items : [value]) {
        const m = resolved(source as Node | null, doc);
        if (Y().isMap(m)) index.merged.push(m);
      }
      continue;
    }
    const text = keyText(key);
    // The first occurrence wins, as the scan it replaces did.
    if (text !== null && !index.pairs.has(text)) index.pairs.set(text, pair);
  }
  pairIndexes.set(node, index);
  return index;
}

/** An alias's anchored node; any other node as it is. */
function resolved(node: Node | null, doc: Document.Parsed): Node | null {
  return node && Y().isAlias(node) ? ((node.resolve(doc) as Node | undefined) ?? null) : node;
}

/** Whether a key is YAML's merge key: a plain `<<` (the composer makes its value a symbol; a quoted "<<" stays a string). */
function isMergeKey(key: Node | null): boolean {
  return Boolean(key && Y().isScalar(key) && typeof key.value === 'symbol' && key.value.description === '<<');
}

/**
 * The pair a key of `node` comes from, as the composed value has it: the mapping's own, else the
 * first found in what its merge keys bring in (each searched the same way, depth first, in order of
 * precedence). Iterative; each merged mapping is searched once.
 */
function pairOf(node: YAMLMap, key: string, doc: Document.Parsed): Pair | undefined {
  const own = pairIndex(node, doc);
  const hit = own.pairs.get(key);
  if (hit || !own.merged.length) return hit;
  const seen = new Set<Node>([node]);
  const stack = [...own.merged].reverse();
  while (stack.length) {
    const m = stack.pop()!;
    if (!Y().isMap(m) || seen.has(m)) continue;
    seen.add(m);
    const index = pairIndex(m, doc);
    const found = index.pairs.get(key);
    if (found) return found;
    for (let i = index.merged.length - 1; i >= 0; i--) stack.push(index.merged[i]!);
  }
  return undefined;
}

/**
 * A key as a path segment matches it: the node's own `toString()`, which for a scalar is `String(value)`
 * and for a mapping, sequence or alias key its YAML text; null for no key, a null scalar or a merge key.
 */
function keyText(key: Node | null): string | null {
  if (!key || (Y().isScalar(key) && (key.value === null || typeof key.value === 'symbol'))) return null;
  return key.toString();
}

/**
 * Walks the document along `path`; returns the offsets of the last node reached. A path that
 * leaves the document falls back to its nearest existing parent, reported at that parent's key.
 */
function locateOffsets(doc: Document.Parsed, path: JsonPath, at: 'key' | 'value'): [number, number] {
  let node: Node | null = doc.contents;
  if (!node) return [0, 0];
  let keyNode: Node | null = null;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    let next: Node | null = null;
    let nextKey: Node | null = null;
    if (Y().isMap(node)) {
      const pair = pairOf(node, String(segment), doc);
      if (pair) {
        nextKey = pair.key as Node | null;
        next = (pair.value as Node | null) ?? nextKey;
      }
    } else if (Y().isSeq(node) && typeof segment === 'number') {
      next = (node.items[segment] as Node | undefined) ?? null;
    }
    if (!next) break;
    // Inside an alias, walk on in the anchored node: a finding in a shared definition points at
    // the one place where it is fixed, and every tool that shares it gets the same position.
    if (Y().isAlias(next) && i < path.length - 1) next = (next.resolve(doc) as Node | undefined) ?? next;
    node = next;
    keyNode = nextKey;
  }
  const target = at === 'key' && keyNode?.range ? keyNode : node;
  const r = target.range ?? [0, 0, 0];
  return [r[0], r[1]];
}
