/**
 * src/regex/atoms.generated.ts holds what the prefilter requires of each of tooldoc's own patterns,
 * worked out at build time (scripts/atoms.mjs). Every pattern the prefilters ask about while the
 * showcase is linted with every rule on must be in it, as the pattern itself says now: a pattern
 * changed since the file was written fails here, not by missing texts at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { presetSettings } from '../src/config/presets.js';
import { KNOWN_ATOMS } from '../src/regex/atoms.generated.js';
import { askedAtoms, atomsKey, computeAtoms, PatternFilter, requiredAtoms } from '../src/regex/prefilter.js';
import { lintTexts } from '../src/run/lint.js';
import { ROOT } from './helpers.js';

const texts = (dir: string): Array<{ path: string; text: string }> =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return texts(p);
    return /\.(ya?ml|json)$/.test(name) ? [{ path: path.relative(ROOT, p), text: readFileSync(p, 'utf8') }] : [];
  });

describe('the atoms of tooldoc\'s own patterns, worked out at build time', () => {
  it('are there for every pattern the prefilters ask about, and are what each pattern requires now', () => {
    lintTexts(texts(path.join(ROOT, 'fixtures', 'showcase')), { rules: builtinRules, settings: presetSettings('tooldoc:strict', builtinRules) });
    // The directive patterns, the rules' declared patterns and more: far more than a handful.
    expect(askedAtoms.size).toBeGreaterThan(100);
    const stale = [...askedAtoms].filter((re) => JSON.stringify(KNOWN_ATOMS[atomsKey(re)]) !== JSON.stringify(computeAtoms(re))).map((re) => `/${re.source.slice(0, 80)}/${re.flags}`);
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
