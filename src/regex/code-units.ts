/**
 * Sets of UTF-16 code units as sorted ranges: JavaScript's class escapes, complements, and the
 * mapping of surrogate code units to private code points that lets RE2 see code units as JavaScript does.
 */
import type { ClassEscape } from './parse.js';

/** Surrogate code units become code points U+F0000–U+F07FF, so that RE2 sees code units as JavaScript does. */
export const SURROGATE_BASE = 0xf0000;
export const mapCu = (cu: number) => (cu >= 0xd800 && cu <= 0xdfff ? SURROGATE_BASE + (cu - 0xd800) : cu);

/** JavaScript's `\s`: WhiteSpace and LineTerminator. */
const SPACE: Array<[number, number]> = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
const DIGIT: Array<[number, number]> = [[0x30, 0x39]];
const WORD: Array<[number, number]> = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
export const LINE_TERMINATORS: Array<[number, number]> = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];

/** The complement of sorted ranges within the code units 0–0xFFFF. */
export function complement(ranges: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}

export function escapeRanges(kind: ClassEscape): Array<[number, number]> {
  switch (kind) {
    case 'd': return DIGIT;
    case 'w': return WORD;
    case 's': return SPACE;
    case 'D': return complement(DIGIT);
    case 'W': return complement(WORD);
    case 'S': return complement(SPACE);
  }
}

export function normalise(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}
