/**
 * The parser of ECMAScript patterns (non-Unicode mode with Annex B, as `new RegExp(source)` reads
 * them) into the tree that the RE2 translation (translate.ts) and the backtracking analysis
 * (backtracking.ts) both read.
 */

/** Groups nested deeper than this are not translated (RE2 allows 1,000; real patterns nest a few). */
export const MAX_GROUP_NESTING = 100;
/** RE2's largest repetition count. */
export const MAX_REPEAT = 1000;

export type ClassEscape = 'd' | 'D' | 'w' | 'W' | 's' | 'S';
export type ClassItem = { t: 'range'; lo: number; hi: number } | { t: 'esc'; kind: ClassEscape };
export type GroupKind = 'capture' | 'plain' | 'lookahead' | 'negative lookahead' | 'lookbehind' | 'negative lookbehind' | 'modifiers';

export type Node =
  | { t: 'char'; cu: number; start: number; end: number }
  | { t: 'class'; negate: boolean; items: ClassItem[]; start: number; end: number }
  | { t: 'esc'; kind: ClassEscape; start: number; end: number }
  | { t: 'dot'; start: number; end: number }
  | { t: 'assert'; kind: '^' | '$' | 'b' | 'B'; start: number; end: number }
  | { t: 'backref'; named: boolean; start: number; end: number }
  | { t: 'group'; kind: GroupKind; add: string; remove: string; alts: Node[][]; start: number; end: number }
  | { t: 'quant'; min: number; max: number; lazy: boolean; atom: Node; start: number; end: number };

export type Parsed = { ok: true; alts: Node[][] } | { ok: false; issue: PatternIssue };

/** Something in a pattern that a linear-time engine cannot run, and where it is. */
export interface PatternIssue {
  /** What it is, for messages: "a backreference", "a lookahead" … */
  construct: string;
  /** The offending text, e.g. `\1` or `(?=`. */
  text: string;
  /** Offset of that text in the pattern. */
  offset: number;
}

export class Unparsable extends Error {}

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

export function parse(src: string): Parsed {
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

