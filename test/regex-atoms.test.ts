/**
 * src/regex/atoms.generated.ts holds what the prefilter requires of each of tooldoc's own patterns,
 * worked out at build time (scripts/atoms.mjs). Every pattern of the prefilters (the directive
 * sentences', the cut words', those the built-in rules declare) must be in it, as the pattern itself
 * says now: a pattern changed since the file was written fails here, not by missing texts at run time.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { KNOWN_ATOMS } from '../src/regex/atoms.generated.js';
import { atomsKey, computeAtoms, PatternFilter, requiredAtoms } from '../src/regex/prefilter.js';
import { sentencePatterns } from '../src/toolkit/directive-sentences.js';
import { cutPatterns } from '../src/toolkit/directive-spelling.js';
import { declaredTextPatterns } from '../src/toolkit/model-text.js';

describe('the atoms of tooldoc\'s own patterns, worked out at build time', () => {
  it('are there for every pattern of the prefilters, and are what each pattern requires now', () => {
    expect(builtinRules.length).toBeGreaterThan(70); // the rules are loaded, and have declared their patterns
    const patterns = [...sentencePatterns(), ...cutPatterns(), ...declaredTextPatterns()];
    // The directive patterns, the rules' declared patterns and the cut words: far more than a handful.
    expect(patterns.length).toBeGreaterThan(100);
    const stale = patterns.filter((re) => JSON.stringify(KNOWN_ATOMS[atomsKey(re)]) !== JSON.stringify(computeAtoms(re))).map((re) => `/${re.source.slice(0, 80)}/${re.flags}`);
    expect(stale, 'patterns changed or added since src/regex/atoms.generated.ts was written: run `npm run atoms`').toEqual([]);
  });

  it('leave a pattern they do not hold to be worked out, and a filter built with it finds what it finds', () => {
    const re = /\bunheard[- ]of\s+pattern\b/i;
    expect(KNOWN_ATOMS[atomsKey(re)]).toBeUndefined();
    expect(requiredAtoms(re)).toEqual([['unheard-of', 'unheard of'], ['pattern']]);
    const filter = new PatternFilter([re]);
    expect(filter.scan('An unheard-of pattern.').may(re)).toBe(true);
    expect(filter.scan('A known pattern.').may(re)).toBe(false);
  });
});
