/** Small helpers the rules share. Rules read untrusted values: every helper checks types first. */
import type { JsonPath, SchemaNode, SchemaProperty } from '../types/index.js';

export type { SchemaNode, SchemaProperty };
import { perTool } from './memo.js';

export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `Array.isArray`, but narrowing to `unknown[]` rather than `any[]`: what is read from the array stays type-checked. */
export function isArray(v: unknown): v is unknown[] {
  return Array.isArray(v);
}

export function hasText(v: unknown): v is string {
  return typeof v === 'string' && v.trim().length > 0;
}

/** Own property, safe for keys such as `__proto__`. */
export function own(obj: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/**
 * A step of a walk over a document that knows the step before it: a walk that needs the path of a
 * few nodes (what it reports) keeps these, a constant size each, instead of a copied path array per
 * node, and makes the path of a node with `pathOf` when it needs it.
 */
export interface PathStep {
  up: PathStep | undefined;
  key: string | number;
}

/** The path of a walk's step (the root step, with no `up`, is the empty path). */
export function pathOf(step: PathStep): JsonPath {
  const path: Array<string | number> = [];
  for (let s: PathStep | undefined = step; s?.up; s = s.up) path.push(s.key);
  return path.reverse();
}

/** RFC 6901 JSON pointer of a path. */
export function toPointer(path: JsonPath): string {
  return path.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Fills `{{name}}` placeholders. Unknown placeholders stay as they are, so a typo shows. */
export function fillTemplate(template: string, data: Record<string, unknown> | undefined): string {
  if (!data) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => {
    if (!(k in data)) return m;
    const v = data[k];
    return typeof v === 'number' && !Number.isFinite(v) ? yamlNumber(v) : String(v);
  });
}

const NON_FINITE = '\u0000nonfinite:';

/**
 * A value as JSON text for messages, with what JSON cannot spell in YAML's words: `.nan`, `.inf`
 * and `-.inf` (a YAML file may hold them; JSON.stringify would show "null").
 */
export function valueText(v: unknown): string {
  if (typeof v === 'number' && !Number.isFinite(v)) return yamlNumber(v);
  const s = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'number' && !Number.isFinite(x) ? NON_FINITE + yamlNumber(x) : x)) ?? String(v);
  return s.includes('\\u0000nonfinite:') ? s.replace(/"\\u0000nonfinite:([^"]*)"/g, '$1') : s;
}

function yamlNumber(n: number): string {
  return Number.isNaN(n) ? '.nan' : n > 0 ? '.inf' : '-.inf';
}

/** Short, quoted rendering of a value for messages. */
export function quote(v: unknown, max = 40): string {
  const s = typeof v === 'string' ? v : valueText(v);
  return '"' + (s.length > max ? s.slice(0, max - 1) + '…' : s) + '"';
}

/** The JSON type name of a value, as messages say it. */
export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** The JSON type name with its article, for messages that read "is a string", "is an array", "is null". */
export function aTypeName(v: unknown): string {
  const t = typeName(v);
  if (t === 'null' || t === 'undefined') return t;
  return (/^[aeiou]/.test(t) ? 'an ' : 'a ') + t;
}

/**
 * A readable name for a schema inside `parameters`, from its path relative to the tool, in the
 * notation `walkProperties` uses: `filters.status`, `tags[]`, `items[0].sku`, `labels{}`.
 * Composition branches (`anyOf/1`) add nothing; definitions read `$defs.Address`.
 */
export function schemaName(path: JsonPath): string {
  let name = '';
  for (let i = 1; i < path.length; i++) {
    const seg = path[i];
    if ((seg === 'properties' || seg === '$defs' || seg === 'definitions') && i + 1 < path.length) {
      const key = seg === 'properties' ? String(path[++i]) : `${seg}.${String(path[++i])}`;
      name = name ? `${name}.${key}` : key;
    } else if (seg === 'items') {
      name += typeof path[i + 1] === 'number' ? `[${path[++i]}]` : '[]';
    } else if (seg === 'additionalProperties') {
      name += '{}';
    } else if ((seg === 'anyOf' || seg === 'oneOf' || seg === 'allOf') && typeof path[i + 1] === 'number') {
      i++;
    }
  }
  return name;
}


const BRANCHES = ['anyOf', 'oneOf', 'allOf'] as const;

/**
 * Every property of an object schema at every depth, iteratively: through `properties`, `items`,
 * `additionalProperties` schemas and composition branches. `$ref` is not followed (a cycle cannot
 * loop), and documents are depth-limited by the loader. While rules check a tool, the walk is made
 * once and shared (src/toolkit/memo.ts): it must not be changed.
 */
export function walkProperties(schema: unknown, basePath: JsonPath): readonly SchemaProperty[] {
  return isObject(schema) ? perTool(schema, `properties ${JSON.stringify(basePath)}`, () => walkPropertiesOnce(schema, basePath)) : [];
}

function walkPropertiesOnce(schema: unknown, basePath: JsonPath): SchemaProperty[] {
  const out: SchemaProperty[] = [];
  const stack: Array<{ schema: unknown; path: JsonPath; name: string; depth: number }> = [
    { schema, path: basePath, name: '', depth: 0 },
  ];
  while (stack.length) {
    const { schema: s, path, name, depth } = stack.pop()!;
    if (!isObject(s)) continue;
    const props = own(s, 'properties');
    const required = Array.isArray(s.required) ? (s.required as unknown[]) : [];
    if (isObject(props)) {
      // A set, not `required.includes` per property: 100,000 properties all required were 5·10⁹ comparisons.
      const requiredSet = new Set(required);
      const entries = Object.keys(props);
      for (let i = entries.length - 1; i >= 0; i--) {
        const key = entries[i]!;
        const child = props[key];
        const childPath = [...path, 'properties', key];
        const childName = name ? `${name}.${key}` : key;
        out.push({ path: childPath, name: childName, schema: child, depth: depth + 1, required: requiredSet.has(key) });
        stack.push({ schema: child, path: childPath, name: childName, depth: depth + 1 });
      }
    }
    const items = own(s, 'items');
    if (isObject(items)) stack.push({ schema: items, path: [...path, 'items'], name: `${name}[]`, depth });
    else if (Array.isArray(items)) items.forEach((it, i) => stack.push({ schema: it, path: [...path, 'items', i], name: `${name}[${i}]`, depth }));
    const extra = own(s, 'additionalProperties');
    if (isObject(extra)) stack.push({ schema: extra, path: [...path, 'additionalProperties'], name: `${name}{}`, depth });
    for (const b of BRANCHES) {
      const arr = own(s, b);
      if (Array.isArray(arr)) arr.forEach((br, i) => stack.push({ schema: br, path: [...path, b, i], name, depth }));
    }
  }
  // The run sorts findings by position, so the order here only needs to be deterministic.
  return out;
}

/** Every schema object inside a schema (itself included), iteratively, with its path; shared while rules check a tool, as walkProperties. */
export function walkSchemas(schema: unknown, basePath: JsonPath): readonly SchemaNode[] {
  return isObject(schema) ? perTool(schema, `schemas ${JSON.stringify(basePath)}`, () => walkSchemasOnce(schema, basePath)) : [];
}

function walkSchemasOnce(schema: unknown, basePath: JsonPath): SchemaNode[] {
  const out: SchemaNode[] = [];
  const stack: Array<{ schema: unknown; path: JsonPath }> = [{ schema, path: basePath }];
  while (stack.length) {
    const { schema: s, path } = stack.pop()!;
    if (!isObject(s)) continue;
    out.push({ schema: s, path });
    const props = own(s, 'properties');
    if (isObject(props)) for (const k of Object.keys(props).reverse()) stack.push({ schema: props[k], path: [...path, 'properties', k] });
    const items = own(s, 'items');
    if (isObject(items)) stack.push({ schema: items, path: [...path, 'items'] });
    else if (Array.isArray(items)) items.forEach((it, i) => stack.push({ schema: it, path: [...path, 'items', i] }));
    const extra = own(s, 'additionalProperties');
    if (isObject(extra)) stack.push({ schema: extra, path: [...path, 'additionalProperties'] });
    for (const b of BRANCHES) {
      const arr = own(s, b);
      if (Array.isArray(arr)) arr.forEach((br, i) => stack.push({ schema: br, path: [...path, b, i] }));
    }
    for (const defs of ['$defs', 'definitions']) {
      const d = own(s, defs);
      if (isObject(d)) for (const k of Object.keys(d)) stack.push({ schema: d[k], path: [...path, defs, k] });
    }
  }
  return out;
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** The closest candidate within a small edit distance, or undefined. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(input.toLowerCase(), c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(input.length / 3)) ? best : undefined;
}

/**
 * The one candidate `input` is plainly a misspelling of, when that is beyond doubt: the same word but
 * for case and separators (`Examples`, `rateLimits`, `cost-hint`), or, for a word of five letters or
 * more, one letter added, dropped or changed, or two side by side swapped (`paramters`, `retuns`,
 * `verison`), with no other candidate as close. A rule may then rename the key as its `fix`; a
 * resemblance this does not vouch for (`didYouMean`'s `author` for `auth`) is a suggestion at most.
 */
export function misspelling(input: string, candidates: Iterable<string>): string | undefined {
  const plain = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const word = plain(input);
  const same: string[] = [];
  const near: string[] = [];
  for (const c of candidates) {
    if (c === input) return undefined;
    const other = plain(c);
    if (other === word) same.push(c);
    else if (word.length >= 5 && oneEditApart(word, other)) near.push(c);
  }
  if (same.length) return same.length === 1 ? same[0] : undefined;
  return near.length === 1 ? near[0] : undefined;
}

/** Whether two different words are one letter added, dropped or changed, or two adjacent letters swapped, apart. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length < 3; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    if (diff.length !== 2) return false;
    const [i, j] = diff as [number, number];
    return j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  return long.slice(i + 1) === short.slice(i);
}

/** Bytes in a size such as "10MiB", "500 KiB", "2m" or "4096"; undefined when it is not one. */
export function parseSize(value: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(b|k|kb|kib|m|mb|mib)?$/i.exec(value.trim());
  if (!m) return undefined;
  const unit = (m[2] ?? 'b').toLowerCase();
  const factor = unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1048576 : 1;
  return Math.round(Number(m[1]) * factor);
}

/** 512 B, 48.0 KiB, 50.0 MiB: a limit of 32KiB must not read as "0.0 MiB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1048576) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1048576).toFixed(1)} MiB`;
}

/** Items by key, in first-seen order. */
export function groupBy<T, K = string>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The key of a tool's catalog view that lists the names its parameters define: property names, string enum and const values (see ToolOutcome.view). */
export const OWN_NAMES = 'x-tooldoc-own-names';

/**
 * The key of a tool's catalog view that holds its examples' prompts: one entry per entry of
 * `examples` (at most 64), the prompt's text (at most 2,000 characters) or null where the entry has
 * none (see ToolOutcome.view).
 */
export const EXAMPLE_PROMPTS = 'x-tooldoc-example-prompts';

/**
 * The key of a tool's catalog view that lists where its forward paging cursors are: the paths, in the
 * descriptor, of the cursor parameters it takes and of the next-page cursors its success schema
 * returns (at most 8; src/toolkit/pagination.ts says what a cursor is; see ToolOutcome.view).
 */
export const CURSORS = 'x-tooldoc-cursors';

/**
 * The key of a tool's catalog view that lists the top-level property names of its success schema
 * (`returns`; MCP `outputSchema`), when it has some and no more than 128 (see ToolOutcome.view).
 */
export const RETURN_KEYS = 'x-tooldoc-return-keys';

/**
 * The names a schema defines: its property names and string enum and const values, at any depth (at
 * most 16 levels), in the order met; with `limit`, at most `limit.count` names of at most
 * `limit.length` characters. What a tool's own texts may name without naming another tool.
 */
export function schemaNames(schema: unknown, limit?: { count: number; length: number }): string[] {
  const out = new Set<string>();
  const max = limit?.count ?? Infinity;
  const fits = (v: string) => !limit || v.length <= limit.length;
  const walk = (s: unknown, depth: number): void => {
    if (!isObject(s) || depth > 16 || out.size >= max) return;
    const values: unknown[] = Array.isArray(s.enum) ? [...(s.enum as unknown[]), s.const] : [s.const];
    for (const v of values) if (typeof v === 'string' && fits(v)) out.add(v);
    for (const k of ['properties', '$defs', 'definitions']) {
      if (!isObject(s[k])) continue;
      for (const [name, sub] of Object.entries(s[k])) {
        if (k === 'properties' && fits(name)) out.add(name);
        walk(sub, depth + 1);
      }
    }
    for (const k of ['items', 'additionalProperties']) walk(s[k], depth + 1);
    for (const k of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(s[k])) for (const b of s[k] as unknown[]) walk(b, depth + 1);
  };
  walk(schema, 0);
  return [...out].slice(0, max);
}
