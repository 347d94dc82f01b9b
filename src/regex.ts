/**
 * Regular expressions from descriptors, handled without ever running a backtracking engine on them.
 *
 * A descriptor's `pattern` (and `patternProperties` keys) is an ECMA-262 regular expression. Example
 * values are validated against it, and a backtracking engine (JavaScript's RegExp) takes exponential
 * time on patterns such as `^(a+)+$`: one such pattern hung a whole run. So every pattern tooldoc
 * *matches* is translated to RE2 syntax and run by re2js, a linear-time engine; compiling a JS RegExp
 * (to learn whether the pattern is valid at all) is fine, matching with one is not.
 *
 * The translation keeps JavaScript's semantics exactly as Ajv uses them (no `u` flag): characters
 * are UTF-16 code units, `.` excludes the four line terminators, `\s` is JavaScript's white space,
 * Annex B escapes (`\a` is "a", `\8` is "8", `\1` with no group is an octal escape) mean what they
 * mean in JavaScript. Surrogates are mapped to a private range of code points, in the pattern and in
 * the input alike, so that an emoji is two characters here too.
 *
 * What RE2 cannot express (backreferences, lookaround, repetition counts above 1,000) is reported
 * by `unsupportedConstruct`, and such a pattern matches everything when tooldoc validates examples:
 * it is skipped, not guessed at.
 *
 * `catastrophicBacktracking` reports patterns that take exponential time on backtracking engines
 * (the ones platforms and servers run), with the scslre analyser, bounded by pattern size.
 */
import { createRequire } from 'node:module';
import type { JsonPath } from './types.js';
import { isObject } from './toolkit/util.js';

const require = createRequire(import.meta.url);

/** Groups nested deeper than this are not translated (RE2 allows 1,000; real patterns nest a few). */
export const MAX_GROUP_NESTING = 100;
/** RE2's largest repetition count. */
export const MAX_REPEAT = 1000;

// ---------------------------------------------------------------------------------------------
// Parsing (ECMAScript, non-Unicode mode with Annex B, as `new RegExp(source)` reads it)
// ---------------------------------------------------------------------------------------------

type ClassEscape = 'd' | 'D' | 'w' | 'W' | 's' | 'S';
type ClassItem = { t: 'range'; lo: number; hi: number } | { t: 'esc'; kind: ClassEscape };
type GroupKind = 'capture' | 'plain' | 'lookahead' | 'negative lookahead' | 'lookbehind' | 'negative lookbehind' | 'modifiers';

type Node =
  | { t: 'char'; cu: number; start: number; end: number }
  | { t: 'class'; negate: boolean; items: ClassItem[]; start: number; end: number }
  | { t: 'esc'; kind: ClassEscape; start: number; end: number }
  | { t: 'dot'; start: number; end: number }
  | { t: 'assert'; kind: '^' | '$' | 'b' | 'B'; start: number; end: number }
  | { t: 'backref'; named: boolean; start: number; end: number }
  | { t: 'group'; kind: GroupKind; add: string; remove: string; alts: Node[][]; start: number; end: number }
  | { t: 'quant'; min: number; max: number; lazy: boolean; atom: Node; start: number; end: number };

type Parsed = { ok: true; alts: Node[][] } | { ok: false; issue: PatternIssue };

/** Something in a pattern that a linear-time engine cannot run, and where it is. */
export interface PatternIssue {
  /** What it is, for messages: "a backreference", "a lookahead" … */
  construct: string;
  /** The offending text, e.g. `\1` or `(?=`. */
  text: string;
  /** Offset of that text in the pattern. */
  offset: number;
}

class Unparsable extends Error {}

/** A counted repetition `{n}`, `{n,}` or `{n,m}` (sticky: tried where the brace is). */
const COUNT = /\{(\d+)(,(\d*))?\}/y;

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isOctal = (c: string | undefined) => c !== undefined && c >= '0' && c <= '7';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);
const isLetter = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

/** Capturing groups and whether any is named: they decide what `\1` and `\k` mean. */
function scanGroups(src: string): { count: number; named: boolean } {
  let count = 0;
  let named = false;
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') {
      if (src[i + 1] !== '?') count++;
      else if (src[i + 2] === '<' && src[i + 3] !== '=' && src[i + 3] !== '!') {
        count++;
        named = true;
      }
    }
  }
  return { count, named };
}

function parse(src: string): Parsed {
  const { count: groupCount, named: hasNamed } = scanGroups(src);
  type Frame = { group: Extract<Node, { t: 'group' }> | null; alts: Node[][]; cur: Node[] };
  const stack: Frame[] = [{ group: null, alts: [], cur: [] }];
  let i = 0;

  /** A legacy octal escape starting at `i` (just after the backslash): its value and length. */
  const octal = (at: number): { cu: number; len: number } => {
    let len = 1;
    const max = src[at]! <= '3' ? 3 : 2;
    while (len < max && isOctal(src[at + len])) len++;
    return { cu: parseInt(src.slice(at, at + len), 8), len };
  };

  /** A character escape after `\` at `i` (outside or inside a class); returns code unit and length after `\`, or null. */
  const charEscape = (at: number, inClass: boolean): { cu: number; len: number } | null => {
    const c = src[at];
    if (c === undefined) throw new Unparsable('trailing backslash');
    switch (c) {
      case 'f': return { cu: 0x0c, len: 1 };
      case 'n': return { cu: 0x0a, len: 1 };
      case 'r': return { cu: 0x0d, len: 1 };
      case 't': return { cu: 0x09, len: 1 };
      case 'v': return { cu: 0x0b, len: 1 };
      case 'x':
        if (isHex(src[at + 1]) && isHex(src[at + 2])) return { cu: parseInt(src.slice(at + 1, at + 3), 16), len: 3 };
        return { cu: 0x78, len: 1 };
      case 'u':
        if (isHex(src[at + 1]) && isHex(src[at + 2]) && isHex(src[at + 3]) && isHex(src[at + 4])) return { cu: parseInt(src.slice(at + 1, at + 5), 16), len: 5 };
        return { cu: 0x75, len: 1 };
      case 'c': {
        const n = src[at + 1];
        if (isLetter(n) || (inClass && (isDigit(n) || n === '_'))) return { cu: n!.charCodeAt(0) % 32, len: 2 };
        return null; // the backslash is a literal backslash, and "c" is read on its own
      }
      case '0':
        if (!isDigit(src[at + 1])) return { cu: 0, len: 1 };
        if (!isOctal(src[at + 1])) return { cu: 0, len: 1 }; // \08: NUL, then "8"
        return octal(at);
      default:
        if (isOctal(c)) return octal(at);
        return { cu: src.charCodeAt(at), len: 1 }; // identity escape, including \8 \9 \p \k (no named groups) \a …
    }
  };

  const parseClass = (): Node => {
    const start = i;
    i++; // [
    let negate = false;
    if (src[i] === '^') {
      negate = true;
      i++;
    }
    const items: ClassItem[] = [];
    const atom = (): ClassItem => {
      const c = src[i];
      if (c === undefined) throw new Unparsable('unterminated class');
      if (c !== '\\') {
        i++;
        const cu = c.charCodeAt(0);
        return { t: 'range', lo: cu, hi: cu };
      }
      const e = src[i + 1];
      if (e === 'd' || e === 'D' || e === 'w' || e === 'W' || e === 's' || e === 'S') {
        i += 2;
        return { t: 'esc', kind: e };
      }
      if (e === 'b') {
        i += 2;
        return { t: 'range', lo: 8, hi: 8 };
      }
      if (e === '-') {
        i += 2;
        return { t: 'range', lo: 0x2d, hi: 0x2d };
      }
      const ce = charEscape(i + 1, true);
      if (!ce) {
        i += 1; // a lone backslash
        return { t: 'range', lo: 0x5c, hi: 0x5c };
      }
      i += 1 + ce.len;
      return { t: 'range', lo: ce.cu, hi: ce.cu };
    };
    while (src[i] !== ']') {
      if (i >= src.length) throw new Unparsable('unterminated class');
      const a = atom();
      if (src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        i++; // -
        const b = atom();
        if (a.t === 'range' && b.t === 'range') {
          if (a.lo > b.hi) throw new Unparsable('range out of order');
          items.push({ t: 'range', lo: a.lo, hi: b.hi });
        } else items.push(a, { t: 'range', lo: 0x2d, hi: 0x2d }, b); // Annex B: [\w-.] is \w, "-", "."
      } else items.push(a);
    }
    i++; // ]
    return { t: 'class', negate, items, start, end: i };
  };

  const quantifier = (): { min: number; max: number; len: number } | null => {
    const c = src[i];
    if (c === '*') return { min: 0, max: Infinity, len: 1 };
    if (c === '+') return { min: 1, max: Infinity, len: 1 };
    if (c === '?') return { min: 0, max: 1, len: 1 };
    if (c === '{') {
      COUNT.lastIndex = i;
      const m = COUNT.exec(src);
      if (!m) return null; // a literal "{" (Annex B)
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      return { min, max, len: m[0].length };
    }
    return null;
  };

  while (i < src.length) {
    const frame = stack[stack.length - 1]!;
    const c = src[i]!;
    const start = i;
    let node: Node | null = null;
    if (c === '|') {
      frame.alts.push(frame.cur);
      frame.cur = [];
      i++;
      continue;
    }
    if (c === '(') {
      let kind: GroupKind = 'capture';
      let add = '';
      let remove = '';
      let len = 1;
      if (src[i + 1] === '?') {
        const rest = src.slice(i + 2, i + 12);
        const prefixed: Array<[string, GroupKind]> = [
          [':', 'plain'],
          ['=', 'lookahead'],
          ['!', 'negative lookahead'],
          ['<=', 'lookbehind'],
          ['<!', 'negative lookbehind'],
        ];
        const hit = prefixed.find(([p]) => rest.startsWith(p));
        if (hit) {
          kind = hit[1];
          len = 2 + hit[0].length;
        } else if (rest.startsWith('<')) {
          const close = src.indexOf('>', i + 3);
          if (close < 0) throw new Unparsable('unterminated group name');
          len = close + 1 - i;
        } else {
          const m = /^([ims]*)(?:-([ims]*))?:/.exec(src.slice(i + 2, i + 12));
          if (!m) throw new Unparsable('unknown group');
          kind = 'modifiers';
          add = m[1] ?? '';
          remove = m[2] ?? '';
          len = 2 + m[0].length;
        }
      }
      if (stack.length > MAX_GROUP_NESTING) {
        return { ok: false, issue: { construct: `groups nested more than ${MAX_GROUP_NESTING} deep`, text: src.slice(i, i + len), offset: i } };
      }
      const group: Extract<Node, { t: 'group' }> = { t: 'group', kind, add, remove, alts: [], start, end: start };
      stack.push({ group, alts: [], cur: [] });
      i += len;
      continue;
    }
    if (c === ')') {
      if (stack.length === 1) throw new Unparsable('unbalanced parenthesis');
      stack.pop();
      const group = frame.group!;
      group.alts = [...frame.alts, frame.cur];
      i++;
      group.end = i;
      node = group;
    } else if (c === '[') node = parseClass();
    else if (c === '.') node = { t: 'dot', start, end: ++i };
    else if (c === '^' || c === '$') node = { t: 'assert', kind: c, start, end: ++i };
    else if (c === '\\') {
      const e = src[i + 1];
      if (e === 'd' || e === 'D' || e === 'w' || e === 'W' || e === 's' || e === 'S') node = { t: 'esc', kind: e, start, end: (i += 2) };
      else if (e === 'b' || e === 'B') node = { t: 'assert', kind: e, start, end: (i += 2) };
      else if (e !== undefined && e >= '1' && e <= '9') {
        let j = i + 1;
        while (isDigit(src[j])) j++;
        if (Number(src.slice(i + 1, j)) <= groupCount) node = { t: 'backref', named: false, start, end: (i = j) };
        else if (e === '8' || e === '9') node = { t: 'char', cu: e.charCodeAt(0), start, end: (i += 2) };
        else {
          const o = octal(i + 1);
          node = { t: 'char', cu: o.cu, start, end: (i += 1 + o.len) };
        }
      } else if (e === 'k' && hasNamed) {
        const close = src.indexOf('>', i);
        if (src[i + 2] !== '<' || close < 0) throw new Unparsable('bad named reference');
        node = { t: 'backref', named: true, start, end: (i = close + 1) };
      } else {
        const ce = charEscape(i + 1, false);
        if (ce) node = { t: 'char', cu: ce.cu, start, end: (i += 1 + ce.len) };
        else node = { t: 'char', cu: 0x5c, start, end: (i += 1) };
      }
    } else {
      const q = quantifier();
      if (q) throw new Unparsable('nothing to repeat');
      node = { t: 'char', cu: src.charCodeAt(i), start, end: ++i };
    }
    // A quantifier (or several: Annex B allows none after another, so one) applies to the atom.
    const q = quantifier();
    if (q) {
      if (node.t === 'assert' && node.kind !== 'b' && node.kind !== 'B') throw new Unparsable('nothing to repeat');
      i += q.len;
      let lazy = false;
      if (src[i] === '?') {
        lazy = true;
        i++;
      }
      node = { t: 'quant', min: q.min, max: q.max, lazy, atom: node, start, end: i };
    }
    stack[stack.length - 1]!.cur.push(node);
  }
  if (stack.length !== 1) throw new Unparsable('unterminated group');
  const root = stack[0]!;
  return { ok: true, alts: [...root.alts, root.cur] };
}

// ---------------------------------------------------------------------------------------------
// Translation to RE2
// ---------------------------------------------------------------------------------------------

/** Surrogate code units become code points U+F0000–U+F07FF, so that RE2 sees code units as JavaScript does. */
const SURROGATE_BASE = 0xf0000;
const mapCu = (cu: number) => (cu >= 0xd800 && cu <= 0xdfff ? SURROGATE_BASE + (cu - 0xd800) : cu);

/** JavaScript's `\s`: WhiteSpace and LineTerminator. */
const SPACE: Array<[number, number]> = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
const DIGIT: Array<[number, number]> = [[0x30, 0x39]];
const WORD: Array<[number, number]> = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
const LINE_TERMINATORS: Array<[number, number]> = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];

/** The complement of sorted ranges within the code units 0–0xFFFF. */
function complement(ranges: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}

function escapeRanges(kind: ClassEscape): Array<[number, number]> {
  switch (kind) {
    case 'd': return DIGIT;
    case 'w': return WORD;
    case 's': return SPACE;
    case 'D': return complement(DIGIT);
    case 'W': return complement(WORD);
    case 'S': return complement(SPACE);
  }
}

const hex = (cp: number) => `\\x{${cp.toString(16)}}`;
const emitCp = (cp: number) => (/^[0-9A-Za-z_]$/.test(String.fromCharCode(cp)) && cp < 128 ? String.fromCharCode(cp) : hex(cp));

/** A character class over code units, in RE2 syntax over mapped code points. */
function emitClass(ranges: Array<[number, number]>, negate: boolean): string {
  const mapped: string[] = [];
  for (const [lo, hi] of ranges) {
    const parts: Array<[number, number]> = [];
    if (lo <= 0xd7ff) parts.push([lo, Math.min(hi, 0xd7ff)]);
    if (hi >= 0xd800 && lo <= 0xdfff) parts.push([mapCu(Math.max(lo, 0xd800)), mapCu(Math.min(hi, 0xdfff))]);
    if (hi >= 0xe000) parts.push([Math.max(lo, 0xe000), hi]);
    for (const [a, b] of parts) mapped.push(a === b ? hex(a) : `${hex(a)}-${hex(b)}`);
  }
  if (!mapped.length) return negate ? '[\\x{0}-\\x{10ffff}]' : '[^\\x{0}-\\x{10ffff}]';
  return `[${negate ? '^' : ''}${mapped.join('')}]`;
}

class Unsupported extends Error {
  constructor(readonly issue: PatternIssue) {
    super(issue.construct);
  }
}

interface Flags {
  dotAll: boolean;
}

function emitAlts(alts: Node[][], src: string, flags: Flags): string {
  return alts.map((seq) => seq.map((n) => emitNode(n, src, flags)).join('')).join('|');
}

function emitNode(n: Node, src: string, flags: Flags): string {
  switch (n.t) {
    case 'char':
      return emitCp(mapCu(n.cu));
    case 'class': {
      const ranges: Array<[number, number]> = [];
      for (const it of n.items) {
        if (it.t === 'range') ranges.push([it.lo, it.hi]);
        else ranges.push(...escapeRanges(it.kind));
      }
      return emitClass(normalise(ranges), n.negate);
    }
    case 'esc':
      return emitClass(escapeRanges(n.kind), false);
    case 'dot':
      return flags.dotAll ? '[\\x{0}-\\x{10ffff}]' : emitClass(LINE_TERMINATORS, true);
    case 'assert':
      return n.kind === 'b' ? '\\b' : n.kind === 'B' ? '\\B' : n.kind;
    case 'backref':
      throw new Unsupported({ construct: n.named ? 'a named backreference' : 'a backreference', text: src.slice(n.start, n.end), offset: n.start });
    case 'group': {
      if (n.kind !== 'capture' && n.kind !== 'plain' && n.kind !== 'modifiers') {
        const text = n.kind === 'lookahead' ? '(?=' : n.kind === 'negative lookahead' ? '(?!' : n.kind === 'lookbehind' ? '(?<=' : '(?<!';
        throw new Unsupported({ construct: `a ${n.kind}`, text, offset: n.start });
      }
      if (n.kind === 'modifiers') {
        const inner: Flags = { dotAll: n.add.includes('s') ? true : n.remove.includes('s') ? false : flags.dotAll };
        const add = n.add.replace('s', '');
        const remove = n.remove.replace('s', '');
        const re2Flags = add || remove ? `${add}${remove ? '-' + remove : ''}` : '';
        return `(?${re2Flags}:${emitAlts(n.alts, src, inner)})`;
      }
      return `(?:${emitAlts(n.alts, src, flags)})`;
    }
    case 'quant': {
      if (n.min > MAX_REPEAT || (n.max !== Infinity && n.max > MAX_REPEAT)) {
        throw new Unsupported({ construct: `a repetition count above ${MAX_REPEAT.toLocaleString('en')}`, text: src.slice(n.atom.end, n.end), offset: n.atom.end });
      }
      const atom = emitNode(n.atom, src, flags);
      const q = n.min === 0 && n.max === Infinity ? '*' : n.min === 1 && n.max === Infinity ? '+' : n.min === 0 && n.max === 1 ? '?' : n.max === Infinity ? `{${n.min},}` : n.min === n.max ? `{${n.min}}` : `{${n.min},${n.max}}`;
      return `(?:${atom})${q}${n.lazy ? '?' : ''}`;
    }
  }
}

function normalise(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

type Translation = { ok: true; re2: string } | { ok: false; issue: PatternIssue };

const translations = new Map<string, Translation>();

/**
 * The RE2 form of a JavaScript pattern (assumed valid: check with `isValidPattern` first), or what
 * in it RE2 cannot run. Cached per pattern text.
 */
export function translate(source: string): Translation {
  const hit = translations.get(source);
  if (hit) return hit;
  let result: Translation;
  try {
    const parsed = parse(source);
    if (!parsed.ok) result = parsed;
    else {
      const re2 = emitAlts(parsed.alts, source, { dotAll: false });
      const compiled = re2Compile(re2);
      result = compiled === true ? { ok: true, re2 } : { ok: false, issue: { construct: compiled, text: source.length > 40 ? source.slice(0, 39) + '…' : source, offset: 0 } };
    }
  } catch (err) {
    if (err instanceof Unsupported) result = { ok: false, issue: err.issue };
    // Not expected for a pattern JavaScript accepts; such a pattern is skipped, but not reported.
    else if (err instanceof Unparsable) result = { ok: false, issue: { construct: '', text: source.slice(0, 40), offset: 0 } };
    else throw err;
  }
  if (translations.size >= 4096) translations.clear();
  translations.set(source, result);
  return result;
}

type Re2Module = { RE2JS: { compile(re: string): { test(input: string): boolean } } };
let re2js: Re2Module['RE2JS'] | undefined;
const compiledRe2 = new Map<string, { test(input: string): boolean }>();

function re2(): Re2Module['RE2JS'] {
  re2js ??= (require('re2js') as Re2Module).RE2JS;
  return re2js;
}

/** Compiles RE2 syntax; true, or why RE2 refuses it (it limits nested repetition and program size). */
function re2Compile(pattern: string): true | string {
  if (compiledRe2.has(pattern)) return true;
  try {
    const re = re2().compile(pattern);
    if (compiledRe2.size >= 1024) compiledRe2.clear();
    compiledRe2.set(pattern, re);
    return true;
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    if (/too large/i.test(msg)) return 'more repetition than RE2 can compile';
    if (/repeat/i.test(msg)) return `nested repetition counts that multiply past ${MAX_REPEAT.toLocaleString('en')}`;
    if (/nest/i.test(msg)) return 'nesting RE2 does not allow';
    return 'syntax RE2 does not accept';
  }
}

/** The input as RE2 should see it: surrogate code units mapped like the pattern's. */
function re2Input(s: string): string {
  if (!/[\ud800-\udfff]/.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const cu = s.charCodeAt(i);
    out += cu >= 0xd800 && cu <= 0xdfff ? String.fromCodePoint(mapCu(cu)) : s[i];
  }
  return out;
}

const validity = new Map<string, boolean>();

/** Whether JavaScript accepts the pattern (compiling only; nothing is matched). Cached per pattern text. */
export function isValidPattern(source: string): boolean {
  let ok = validity.get(source);
  if (ok !== undefined) return ok;
  try {
    new RegExp(source);
    ok = true;
  } catch {
    ok = false;
  }
  if (validity.size >= 4096) validity.clear();
  validity.set(source, ok);
  return ok;
}

/** What in a valid pattern a linear-time engine cannot run, or null when tooldoc can run it. */
export function unsupportedConstruct(source: string): PatternIssue | null {
  const t = translate(source);
  return t.ok || !t.issue.construct ? null : t.issue;
}

export interface RegExpLike {
  test(input: string): boolean;
  toString(): string;
}

/**
 * Ajv's `code.regExp`: a RegExp stand-in whose `test` runs in linear time. An invalid pattern
 * throws JavaScript's SyntaxError (compiling only), as `new RegExp` would; a pattern RE2 cannot run
 * matches everything, so examples are not judged by it (the `parameters/pattern-portable` rule says
 * so).
 */
export const linearRegExp: ((pattern: string, flags: string) => RegExpLike) & { code: string } = Object.assign(
  (pattern: string, flags: string): RegExpLike => {
    // Compile with the engine's own parser first: invalid patterns fail with its message, as before.
    new RegExp(pattern, flags);
    const key = `/${pattern}/${flags}`;
    const t = flags === '' ? translate(pattern) : null;
    if (!t || !t.ok) return { test: () => true, toString: () => key };
    let re = compiledRe2.get(t.re2);
    if (!re) {
      re = re2().compile(t.re2);
      if (compiledRe2.size >= 1024) compiledRe2.clear();
      compiledRe2.set(t.re2, re);
    }
    const engine = re;
    return { test: (input: string) => engine.test(re2Input(String(input))), toString: () => key };
  },
  // Only used by Ajv's standalone code generation, which tooldoc does not use.
  { code: 'require("tooldoc/dist/src/regex.js").linearRegExp' },
);

// ---------------------------------------------------------------------------------------------
// Catastrophic backtracking
// ---------------------------------------------------------------------------------------------

/** Patterns longer than this, or with more quantifiers, are not analysed (the analysis is superlinear). */
export const MAX_ANALYSED_LENGTH = 1000;
export const MAX_ANALYSED_QUANTIFIERS = 40;

export interface Backtracking {
  /** The repeated part whose ambiguity backtracks, e.g. `(a+)+`. */
  quantifier: string;
  offset: number;
  /** What makes it ambiguous, for messages: "`a+` is repeated inside `(a+)+`". */
  cause: string;
  /** A character that, repeated, makes a failing input backtrack (scslre's pick). */
  char: string;
  /** An equivalent pattern without the problem, when a simple one is known. */
  rewrite?: string;
}

const backtracking = new Map<string, Backtracking | null>();

/**
 * Whether a valid pattern can take exponential time on a backtracking engine, as decided by scslre
 * (exponential reports only; polynomial ones are the norm for unanchored patterns and not reported).
 * Only patterns where a repetition contains a choice (a quantifier or an alternation) can backtrack
 * exponentially, so others are not analysed; nor are patterns over `MAX_ANALYSED_LENGTH` characters
 * or `MAX_ANALYSED_QUANTIFIERS` quantifiers, which bounds the analysis.
 */
export function catastrophicBacktracking(source: string): Backtracking | null {
  if (backtracking.has(source)) return backtracking.get(source)!;
  const result = analyseBacktracking(source, true);
  if (backtracking.size >= 4096) backtracking.clear();
  backtracking.set(source, result);
  return result;
}

type ScslreModule = typeof import('scslre');
let scslre: ScslreModule | undefined;

function analyseBacktracking(source: string, suggest: boolean): Backtracking | null {
  if (source.length > MAX_ANALYSED_LENGTH) return null;
  let parsed: Parsed;
  try {
    parsed = parse(source);
  } catch {
    return null;
  }
  if (!parsed.ok) return null;
  let quantifiers = 0;
  let candidate = false;
  const walk: Array<{ nodes: Node[][]; underRepeat: boolean }> = [{ nodes: parsed.alts, underRepeat: false }];
  while (walk.length) {
    const { nodes, underRepeat } = walk.pop()!;
    if (underRepeat && nodes.length > 1) candidate = true;
    for (const seq of nodes) {
      for (const n of seq) {
        if (n.t === 'quant') {
          quantifiers++;
          if (underRepeat) candidate = true;
          walk.push({ nodes: [[n.atom]], underRepeat: underRepeat || n.max > 1 });
        } else if (n.t === 'group') walk.push({ nodes: n.alts, underRepeat });
      }
    }
  }
  if (!candidate || quantifiers > MAX_ANALYSED_QUANTIFIERS) return null;
  scslre ??= require('scslre') as ScslreModule;
  let reports: ReturnType<ScslreModule['analyse']>['reports'];
  try {
    reports = scslre.analyse({ source, flags: '' }, { reportTypes: { Move: false } }).reports;
  } catch {
    return null;
  }
  // scslre assumes that input reaching the ambiguous repetition can still fail to match; where
  // every continuation matches (`^(\/+[^\/]+\/*)+$`), nothing backtracks. Checked with RE2.
  const alts = parsed.alts;
  const exp = reports.filter((r) => r.exponential && canFail(source, alts, r.type === 'Self' ? r.quant : r.startQuant, r.character.pick));
  if (!exp.length) return null;
  exp.sort((a, b) => outer(a).start - outer(b).start);
  const r = exp[0]!;
  const q = outer(r);
  let cause: string;
  let candidates: Array<string | undefined> = [];
  if (r.type === 'Self') {
    cause = `\`${r.quant.raw}\` is repeated inside \`${r.parentQuant.raw}\``;
    candidates.push(flatten(source, r.parentQuant, r.quant));
  } else if (r.type === 'Trade') {
    cause = `\`${r.startQuant.raw}\` and \`${r.endQuant.raw}\` can match the same characters in each repetition of \`${q.raw}\``;
  } else cause = `\`${q.raw}\` backtracks`;
  if (suggest) {
    try {
      const fixed = r.fix();
      if (fixed && fixed.flags === '') candidates.push(fixed.source);
    } catch {
      // no fix offered
    }
  } else candidates = [];
  // A rewrite is offered only when it is itself valid, portable and free of exponential backtracking.
  const rewrite = candidates.find((c) => c !== undefined && c !== source && isValidPattern(c) && !unsupportedConstruct(c) && !analyseBacktracking(c, false));
  return { quantifier: q.raw, offset: q.start, cause, char: r.character.pick, rewrite };
}

type ScslreReport = ReturnType<ScslreModule['analyse']>['reports'][number];
type ScslreQuantifier = Extract<ScslreReport, { type: 'Self' }>['quant'];

/**
 * Whether input that reaches `target` (a quantifier, by its offsets) and then repeats `pump` many
 * times can still be rejected by some continuation: the condition for a backtracking engine to try
 * every way of matching the repeated part. The input is the shortest way to reach `target` in the
 * parse tree, then `pump` × 24, then one of several endings; matching runs on RE2. When RE2 cannot
 * run the pattern, the answer is yes (the analyser's word stands).
 */
function canFail(source: string, alts: Node[][], target: { start: number; end: number }, pump: string): boolean {
  const prefix = prefixTo(alts, target);
  if (prefix === undefined) return true;
  const t = translate(source);
  if (!t.ok) return true;
  // The attempt that backtracks is the one starting where the input starts: anchor it there (an
  // unanchored pattern such as `(?:[ \t].*)*$` may still match later, after exponential work).
  let re: { test(input: string): boolean };
  try {
    re = re2().compile(`^(?:${t.re2})`);
  } catch {
    return true;
  }
  const body = re2Input(prefix + pump.repeat(24));
  const endings = [''];
  for (let c = 0; c < 128; c++) endings.push(String.fromCharCode(c));
  endings.push('\u00e9', '\u2028', '\uffff', '\ud83d\ude00');
  return endings.some((z) => !re.test(body + re2Input(z)));
}

/** A shortest string that leads from the start of the pattern to `target`, or undefined when it is not found. */
function prefixTo(alts: Node[][], target: { start: number; end: number }): string | undefined {
  // Depth-first search for the path to the target; each frame is one alternative being read.
  const find = (seqs: Node[][]): string | undefined => {
    for (const seq of seqs) {
      let out = '';
      for (const n of seq) {
        if (n.t === 'quant' && n.start === target.start && n.end === target.end) return out;
        const inner = n.t === 'quant' ? (n.atom.t === 'group' ? find(n.atom.alts) : n.atom.t === 'quant' ? find([[n.atom]]) : undefined) : n.t === 'group' ? find(n.alts) : undefined;
        if (inner !== undefined) return out + inner;
        out += shortest(n);
      }
    }
    return undefined;
  };
  return find(alts);
}

/** A shortest string a node matches (assertions and references match the empty string). */
function shortest(n: Node): string {
  switch (n.t) {
    case 'char':
      return String.fromCharCode(n.cu);
    case 'class': {
      const ranges: Array<[number, number]> = [];
      for (const it of n.items) {
        if (it.t === 'range') ranges.push([it.lo, it.hi]);
        else ranges.push(...escapeRanges(it.kind));
      }
      return representative(n.negate ? complement(normalise(ranges)) : normalise(ranges));
    }
    case 'esc':
      return representative(escapeRanges(n.kind));
    case 'dot':
      return 'a';
    case 'group': {
      if (n.kind !== 'capture' && n.kind !== 'plain' && n.kind !== 'modifiers') return '';
      let best: string | undefined;
      for (const seq of n.alts) {
        const s = seq.map(shortest).join('');
        if (best === undefined || s.length < best.length) best = s;
      }
      return best ?? '';
    }
    case 'quant':
      return n.min > 0 ? shortest(n.atom).repeat(Math.min(n.min, MAX_REPEAT)) : '';
    default:
      return '';
  }
}

/** A readable member of a set of code-unit ranges: a letter or digit when there is one. */
function representative(ranges: Array<[number, number]>): string {
  for (const pick of [0x61, 0x41, 0x30]) for (const [lo, hi] of ranges) if (pick >= lo && pick <= hi) return String.fromCharCode(pick);
  for (const [lo, hi] of ranges) {
    for (let c = Math.max(lo, 0x21); c <= Math.min(hi, 0x7e); c++) return String.fromCharCode(c);
  }
  return ranges.length ? String.fromCharCode(ranges[0]![0]) : '';
}

/** The repetition a report is about: where the exponential blow-up lives. */
function outer(r: ScslreReport): ScslreQuantifier {
  if (r.type === 'Self') return r.parentQuant;
  if (r.type === 'Trade') {
    // The innermost repetition around both quantifiers is what multiplies the ways to match.
    const lo = Math.min(r.startQuant.start, r.endQuant.start);
    const hi = Math.max(r.startQuant.end, r.endQuant.end);
    type Up = { type: string; parent?: unknown } | null;
    let node = r.startQuant.parent as unknown as Up;
    while (node) {
      if (node.type === 'Quantifier') {
        const q = node as unknown as ScslreQuantifier;
        if (q.start <= lo && q.end >= hi && q.max > 1) return q;
      }
      node = (node.parent ?? null) as Up;
    }
    return r.startQuant.start <= r.endQuant.start ? r.startQuant : r.endQuant;
  }
  return r.quant;
}

/**
 * `(a+)+` → `a+`, `(?:\d*)*` → `\d*`: a repetition of a group that holds only one repeated atom
 * means the atom repeated. Returns the whole pattern rewritten, or undefined when it is not that
 * simple case (laziness, bounded counts, anything else in the group).
 */
function flatten(source: string, parent: ScslreQuantifier, inner: ScslreQuantifier): string | undefined {
  const group = parent.element;
  if (group.type !== 'Group' && group.type !== 'CapturingGroup') return undefined;
  if (group.alternatives.length !== 1 || group.alternatives[0]!.elements.length !== 1 || group.alternatives[0]!.elements[0] !== inner) return undefined;
  if (!parent.greedy || !inner.greedy || parent.max !== Infinity || inner.max !== Infinity || parent.min > 1 || inner.min > 1) return undefined;
  if (group.type === 'CapturingGroup' && /\\[1-9]|\\k</.test(source)) return undefined;
  const op = parent.min === 1 && inner.min === 1 ? '+' : '*';
  return source.slice(0, parent.start) + inner.element.raw + op + source.slice(parent.end);
}

// ---------------------------------------------------------------------------------------------
// Where patterns are in a schema
// ---------------------------------------------------------------------------------------------

export interface SchemaPattern {
  /** Path of the `pattern` keyword, or of the `patternProperties` key, under the given base path. */
  path: JsonPath;
  source: string;
  /** `value` for a `pattern`, `key` for a `patternProperties` key. */
  at: 'value' | 'key';
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
const ONE_SCHEMA = new Set(['items', 'additionalItems', 'additionalProperties', 'propertyNames', 'contains', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);

/**
 * Every regular expression a validator applies from a schema: `pattern` values and
 * `patternProperties` keys, through every subschema keyword (iteratively). Paths are built only
 * for what is found.
 */
export function schemaPatterns(schema: unknown, basePath: JsonPath): SchemaPattern[] {
  type Item = { s: unknown; up: Item | null; segs: Array<string | number> };
  const pathOf = (item: Item, ...tail: Array<string | number>): JsonPath => {
    const parts: Array<Array<string | number>> = [tail];
    for (let x: Item | null = item; x; x = x.up) parts.push(x.segs);
    return [...basePath, ...parts.reverse().flat()];
  };
  const out: SchemaPattern[] = [];
  const stack: Item[] = [{ s: schema, up: null, segs: [] }];
  const seen = new Set<object>();
  while (stack.length) {
    const item = stack.pop()!;
    const s = item.s;
    if (!isObject(s) || seen.has(s)) continue;
    seen.add(s);
    const next: Item[] = [];
    for (const k of Object.keys(s)) {
      const v = s[k];
      if (k === 'pattern' && typeof v === 'string') out.push({ path: pathOf(item, 'pattern'), source: v, at: 'value' });
      if (SCHEMA_MAPS.has(k) && isObject(v)) {
        for (const name of Object.keys(v)) {
          if (k === 'patternProperties') out.push({ path: pathOf(item, k, name), source: name, at: 'key' });
          next.push({ s: v[name], up: item, segs: [k, name] });
        }
      } else if (ONE_SCHEMA.has(k) && isObject(v)) next.push({ s: v, up: item, segs: [k] });
      else if (SCHEMA_LISTS.has(k) && Array.isArray(v)) v.forEach((x, i) => next.push({ s: x, up: item, segs: [k, i] }));
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
  }
  return out;
}
