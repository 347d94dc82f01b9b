/**
 * The pattern prefilter (src/regex/prefilter.ts): the strings a pattern's matches must contain, and
 * one scan of a text that rules out the patterns that cannot match it. It may only ever rule out a
 * pattern that does not match: every pattern it lets through is run as before. And the directive
 * reading's other shortcut: on ASCII text, NON_ENGLISH's faster twin answers as it does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PatternFilter, requiredAtoms } from '../../src/regex/prefilter.js';
import { PATTERNS, KIND_GATE } from '../../src/toolkit/directive-patterns.js';
import { CONCEPT_RULES } from '../../src/toolkit/directive-concept-rules.js';
import { NON_ENGLISH, NON_ENGLISH_ASCII } from '../../src/toolkit/directive-lexicon.js';

/** Function words NON_ENGLISH knows, as written in the pattern (the ASCII ones). */
const FUNCTION_WORD_SAMPLES = ['el', 'los', 'der', 'und', 'nicht', 'pour', 'usted', 'herramienta', 'het', 'yang', 'tanpa', 'bir', 'nie', 'jako', 'pentru', 'khong', 'nahin', 'etot', 'chtoby', 'yakshcho', 'werden', 'de', 'que', 'je'];

describe('requiredAtoms', () => {
  it('reads the strings every match must contain, one of each set, in lower case', () => {
    expect(requiredAtoms(/\b(?:ignore|Disregard)\s+previous\b/i)).toEqual([['ignore', 'disregard'], ['previous']]);
    expect(requiredAtoms(/colou?r/)).toEqual([['color', 'colour']]);
    expect(requiredAtoms(/(?:a|b)(?:c|d)x/)).toEqual([['acx', 'adx', 'bcx', 'bdx']]);
    expect(requiredAtoms(/cop[yi]/)).toEqual([['copy', 'copi']]);
    expect(requiredAtoms(/(?:send)+ mail/)).toEqual([['send'], [' mail']]);
  });

  it('requires nothing of what it cannot read as strings', () => {
    // A branch with no string, a repetition that may be absent, classes, characters beyond ASCII.
    expect(requiredAtoms(/https?:|\d{2}/)).toEqual([]);
    expect(requiredAtoms(/(?:foo)*/)).toEqual([]);
    expect(requiredAtoms(/[a-z]+/)).toEqual([]);
    expect(requiredAtoms(/ü/)).toEqual([]);
    // Flags: `u` and `v` patterns are not read; a `g` or `y` one keeps its lastIndex by being run.
    expect(requiredAtoms(/ignore/u)).toEqual([]);
    expect(requiredAtoms(/ignore/g)).toEqual([]);
    expect(requiredAtoms(/ignore/y)).toEqual([]);
  });
});

describe('PatternFilter', () => {
  it('rules out a pattern whose strings a text lacks, and keeps the rest', () => {
    const a = /\bignore\s+previous\b/i;
    const b = /\bsend\b/i;
    const c = /\d+/;
    const f = new PatternFilter([a, b, c]);
    const s = f.scan('Please IGNORE all previous notes');
    expect([s.may(a), s.may(b), s.may(c)]).toEqual([true, false, true]);
    // A pattern it was not made with is always run.
    expect(s.may(/x/)).toBe(true);
    expect(f.id(/x/)).toBe(-1);
    expect(s.mayId(f.id(b))).toBe(false);
  });

  it('answers for an earlier scan after a later one', () => {
    const a = /alpha/;
    const b = /beta/;
    const f = new PatternFilter([a, b]);
    const first = f.scan('alpha');
    const second = f.scan('beta');
    expect([first.may(a), first.may(b), second.may(a), second.may(b)]).toEqual([true, false, false, true]);
  });

  it('reads no string across a character beyond ASCII', () => {
    const f = new PatternFilter([/ab/]);
    expect(f.scan('a\u00e9b').may(/ab/)).toBe(true); // not made with this RegExp object: run
    const re = /ab/;
    const g = new PatternFilter([re]);
    expect(g.scan('a\u00e9b').may(re)).toBe(false);
    expect(g.scan('\u00e9ab').may(re)).toBe(true);
  });

  // Every pattern the directive reading filters, on texts made of their own words and on real ones.
  const patterns = [
    ...Object.values(KIND_GATE),
    ...PATTERNS.flatMap((p) => [p.re, ...(p.gate ? [p.gate] : [])]),
    ...CONCEPT_RULES.flatMap((r) => [...(r.gate ? [r.gate] : []), ...r.all]),
  ].filter((re): re is RegExp => re !== undefined);
  const filter = new PatternFilter(patterns);
  /** The patterns the filter rules out on `text` that match it, named (none when the filter is sound there). */
  const unsound = (text: string): string[] => {
    const scan = filter.scan(text);
    const wrong: string[] = [];
    // One expect per text, not per pattern: the checks are hundreds of thousands.
    for (const re of patterns) if (!scan.may(re) && re.test(text)) wrong.push(`${re.source.slice(0, 60)} on ${JSON.stringify(text)}`);
    return wrong;
  };
  const sound = (text: string) => expect(unsound(text)).toEqual([]);

  it('never rules out a pattern that matches (generated texts)', () => {
    const words = [...new Set(patterns.flatMap((re) => requiredAtoms(re).flat()))];
    const piece = fc.oneof(fc.constantFrom(...words), fc.constantFrom(' ', ', ', '. ', ' the ', ' to the user ', '`', 'İ', 'ſ', 'K', 'É'), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), fc.boolean(), (parts, upper) => {
        const text = parts.join('');
        sound(upper ? text.toUpperCase() : text);
      }),
      { numRuns: 400 },
    );
  });

  it('never rules out a pattern that matches (the poisoned and adversarial descriptors)', () => {
    const dir = path.join(import.meta.dirname, '..', 'security');
    // Sentences as the reading sees them: at most 600 characters each.
    const sentences = new Set<string>();
    for (const sub of ['poisoned', 'adversarial']) {
      for (const name of readdirSync(path.join(dir, sub))) {
        if (!/\.(json|ya?ml)$/.test(name)) continue;
        for (const s of readFileSync(path.join(dir, sub, name), 'utf8').split(/\n|\\n|(?<=[.!?])\s/)) if (s.trim()) sentences.add(s.trim().slice(0, 600));
      }
    }
    // Every one of them: each pattern the filter rules out is run to check it.
    expect(sentences.size).toBeGreaterThan(3000);
    expect([...sentences].flatMap(unsound)).toEqual([]);
  });
});

describe('NON_ENGLISH_ASCII', () => {
  it('answers as NON_ENGLISH on any text of ASCII characters', () => {
    const words = [...FUNCTION_WORD_SAMPLES, 'the', 'tool', 'de-duplicate', 'de/en', 'pol\'zovatel', 'polzovatelya', 'koristuvachi', 'korystuvach1', 'Die', 'ALS', 'x_de', 'de_x', '2de'];
    const piece = fc.oneof(fc.constantFrom(...words), fc.constantFrom(' ', '-', '/', "'", '_', '.', ', ', '1'), fc.string({ unit: 'grapheme-ascii', maxLength: 5 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(NON_ENGLISH_ASCII.test(text), JSON.stringify(text)).toBe(NON_ENGLISH.test(text));
      }),
      { numRuns: 2000 },
    );
  });
});
