/**
 * src/regex/atoms.generated.ts holds what the prefilter requires of each of tooldoc's own patterns,
 * worked out at build time (scripts/atoms.mjs). Every pattern of the prefilters (the directive
 * sentences', the cut words', those the built-in rules declare) must be in it, as the pattern itself
 * says now: a pattern changed since the file was written fails here, not by missing texts at run time.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild, ROOT } from './e2e/support.js';
import { KNOWN_ATOMS } from '../src/regex/atoms.generated.js';
import { atomsKey, PatternFilter, requiredAtoms } from '../src/regex/prefilter.js';

describe('the atoms of tooldoc\'s own patterns, worked out at build time', () => {
  requireBuild();
  // In a process of its own (scripts/atoms.mjs --check, on dist/): test workers share their module
  // graph, and a pattern another test's own rule declared there is not one of tooldoc's.
  it('are there for every pattern of the prefilters, and are what each pattern requires now', () => {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'atoms.mjs'), '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    // The directive patterns, the rules' declared patterns and the cut words: far more than a handful.
    const checked = /^atoms: (\d+) patterns checked, (\d+) stale$/m.exec(run.stdout);
    expect(Number(checked?.[1])).toBeGreaterThan(100);
    expect(run.stdout.split('\n').filter((l) => l.startsWith('stale: ')), 'patterns changed or added since src/regex/atoms.generated.ts was written: run `npm run atoms`').toEqual([]);
    expect(run.status).toBe(0);
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
