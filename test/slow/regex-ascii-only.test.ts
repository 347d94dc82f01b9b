/**
 * Patterns as they read a text of ASCII characters only (src/regex/ascii-only.ts): the same matches
 * as the patterns themselves on such texts, checked case by case and on every pattern of the
 * other-language lexicons (src/toolkit/directive-lexicon.ts) over generated and real sentences.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiOnly } from '../../src/regex/ascii-only.js';
import { lexicon, lexiconsFor } from '../../src/toolkit/directive-lexicon.js';
import { seededRandom as random } from '../helpers.js';

/** A character beyond ASCII. */
// eslint-disable-next-line no-control-regex -- the range is ASCII, from its first character
const BEYOND_ASCII = /[^\x00-\x7f]/;

/** What a pattern finds in a text: where, and what (from the start, whatever the pattern's flags). */
const found = (re: RegExp, text: string) => {
  let once = stateless.get(re);
  if (!once) stateless.set(re, (once = re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re));
  const m = once.exec(text);
  return m ? [m.index, m[0]] : null;
};
const stateless = new Map<RegExp, RegExp>();

/** Where the ASCII pattern finds other than the full one in `text`, said case by case (none when they agree). */
const disagreements = (pairs: ReadonlyArray<[RegExp, RegExp]>, text: string, onMatch: () => void): string[] => {
  const out: string[] = [];
  for (const [full, ascii] of pairs) {
    const want = found(full, text);
    if (want) onMatch();
    const got = found(ascii, text);
    // One expect per test, not per pattern and text: they are a hundred thousand.
    if (got === null ? want !== null : want === null || got[0] !== want[0] || got[1] !== want[1]) out.push(JSON.stringify({ pattern: full.source.slice(0, 60), text, want, got }));
  }
  return out;
};

describe('asciiOnly', () => {
  it('leaves out the words of other scripts and the u flag', () => {
    const re = /(?<![\p{L}\p{N}])(?:привет|hello|こんにちは|gr[üu]ß)(?![\p{L}])/iu;
    const out = asciiOnly(re);
    expect(out.flags).toBe('i');
    expect(out.source).not.toMatch(BEYOND_ASCII);
    expect(out.source).not.toContain('hallo');
    for (const text of ['say HELLO there', 'sayhello', 'hello2', 'grus', 'gruss', 'Hello!', '']) expect(found(out, text), text).toEqual(found(re, text));
  });

  it('keeps an alternative whose character beyond ASCII is optional, and drops that character', () => {
    const re = /colou?r(?:é|è)?s|naïve/iu;
    const out = asciiOnly(re);
    expect(out.source).toBe('colou?rs');
    expect(found(out, 'the COLORS')).toEqual([4, 'COLORS']);
    expect(found(out, 'naive')).toBeNull();
  });

  it('drops a class of other letters only, and keeps one that holds an ASCII letter', () => {
    const re = /[а-яё]+x|[äa]b|[^.。]c/iu;
    const out = asciiOnly(re);
    expect(out.source).toBe('[\\x41\\x61]b|[\\x00-\\x2d\\x2f-\\x7f]c');
    for (const text of ['Ab', 'yx', '.c', 'zc']) expect(found(out, text), text).toEqual(found(re, text));
  });

  it('drops a negative lookaround of what cannot match, and a whole pattern that cannot match never matches', () => {
    expect(asciiOnly(/a(?!ж)b/iu).source).toBe('ab');
    expect(found(asciiOnly(/a(?=ж)|ж+/iu), 'a ж')).toBeNull();
    expect(asciiOnly(/(?<=ж)a/u).source).toBe('(?!)');
  });

  it('keeps the u flag where case folding makes a letter beyond ASCII an ASCII one (ſ, K)', () => {
    const re = /ſtop|\u212Aey|щ/iu;
    const out = asciiOnly(re);
    expect(out.flags).toBe('iu');
    expect(found(out, 'STOP')).toEqual([0, 'STOP']);
    expect(found(out, 'key')).toEqual([0, 'key']);
    expect(found(re, 'key')).toEqual([0, 'key']);
  });

  it('returns as it is a pattern with a group that captures, a backreference, or without u', () => {
    for (const re of [/(a)|щ/iu, /(?<w>a)|щ/u, /(a)\1|щ/u, /щ|a/i]) expect(asciiOnly(re)).toBe(re);
  });

  it('gives a pattern with state one of its own, at the same place', () => {
    const re = /a|щ/gu;
    re.lastIndex = 2;
    const out = asciiOnly(re);
    expect(out).not.toBe(re);
    expect(out.lastIndex).toBe(2);
    expect(out.exec('aaa')?.index).toBe(2);
    expect(asciiOnly(re)).not.toBe(out);
  });

  it('writes escapes as the ASCII characters they match', () => {
    const re = /\p{Lu}\d\s\S\w\p{M}?\P{L}x/iu;
    const out = asciiOnly(re);
    expect(out.flags).toBe('i');
    const next = random(7);
    const chars = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 9) }, () => (next() < 0.3 ? 'x' : chars[Math.floor(next() * 128)]!)).join('');
      expect(found(out, text), JSON.stringify(text)).toEqual(found(re, text));
    }
  });
});

describe('the other-language lexicons read for an ASCII sentence', () => {
  const tables = lexicon();
  const translit = lexiconsFor('eto chto nuzhno sdelat');
  const pairs: Array<[RegExp, RegExp]> = [];
  const add = (full: readonly RegExp[], ascii: readonly RegExp[]) => full.forEach((re, i) => pairs.push([re, ascii[i]!]));
  const flat = (ls: typeof tables.LEXICONS) => ls.flatMap((l) => [...l.all, ...(l.none ? [l.none] : [])]);
  const asciiTables = lexicon(true);
  add(flat(tables.LEXICONS), flat(asciiTables.LEXICONS));
  add(flat(translit), flat(lexiconsFor('eto chto nuzhno sdelat', true)));
  add([tables.ML_NEG, tables.ML_ACT, tables.ML_WITHOUT_THEN_NOT], [asciiTables.ML_NEG, asciiTables.ML_ACT, asciiTables.ML_WITHOUT_THEN_NOT]);

  it('made every pattern cheaper: none kept whole, and most without the u flag', () => {
    expect(pairs.length).toBeGreaterThan(60);
    expect(pairs.filter(([full, ascii]) => ascii === full)).toEqual([]);
    expect(pairs.filter(([, ascii]) => !ascii.flags.includes('u')).length).toBeGreaterThan(pairs.length * 0.9);
  });

  it('finds what the lexicons find, on sentences made of their own ASCII words', () => {
    const next = random(2026);
    const words = [...new Set(pairs.flatMap(([full]) => full.source.match(/[A-Za-z][A-Za-z' -]{1,24}/g) ?? []))];
    const filler = ['the', 'user', 'tool', 'DE', 'de', 'ne', 'no', 'Please', 'call', 'send', 'to', 'https://x.io/a', 'a@b.co', 'get_orders', '3', '(', ')', ',', '.', ';', '!', '?', '"', "'", '-', '_', '\n', '  '];
    let matched = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const text = Array.from({ length: 2 + Math.floor(next() * 10) }, () => {
        const w = next() < 0.55 ? words[Math.floor(next() * words.length)]! : filler[Math.floor(next() * filler.length)]!;
        return next() < 0.2 ? w.toUpperCase() : w;
      }).join(next() < 0.8 ? ' ' : '');
      wrong.push(...disagreements(pairs, text, () => matched++));
    }
    expect(wrong).toEqual([]);
    expect(matched).toBeGreaterThan(5000);
  });

  it('finds what the lexicons find, on the ASCII sentences of the security test sets', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = path.join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(?:json|ya?ml)$/.test(f)) files.push(p);
      }
    };
    walk(path.join(import.meta.dirname, '..', 'security'));
    const all = [...new Set(files.sort().flatMap((f) => readFileSync(f, 'utf8').split(/[.!?\n]\s*/)))].filter((s) => s.length > 3 && !BEYOND_ASCII.test(s));
    expect(all.length).toBeGreaterThan(500);
    // A uniform sample (seeded Fisher-Yates), the sentences that the lexicons match first.
    const next = random(39);
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    const sentences = all.slice(0, 600);
    let matched = 0;
    expect(sentences.flatMap((text) => disagreements(pairs, text, () => matched++))).toEqual([]);
    expect(matched).toBeGreaterThan(50);
  });
});
