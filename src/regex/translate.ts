/**
 * Translation of a parsed JavaScript pattern to RE2 syntax over mapped code points, or what in it
 * RE2 cannot run (backreferences, lookaround, repetition counts above 1,000).
 */
import { escapeRanges, LINE_TERMINATORS, mapCu, normalise } from './code-units.js';
import { MAX_REPEAT, parse, Unparsable, type Node, type PatternIssue } from './parse.js';
import { re2Compile } from './re2.js';

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
