/**
 * The adversarial corpus (issue 34, test/security/adversarial/README.md): poisoned tools and benign
 * look-alikes written fresh, in rounds, by people who had not read the rules, each round split in
 * two by file name before any finding was read (scripts/security/adversarial.mjs). Rules are tuned
 * on the tuning half only; the held-back half of the latest round is measured once, never tuned on,
 * and its figures are recorded here as they were measured, so that a change that loses ground on
 * it fails.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { presetSettings } from '../../src/config/presets.js';
import { lintTexts } from '../../src/run/lint.js';
import { body, corpus, DESIGN, DIR } from '../../scripts/security/adversarial.mjs';


const RULES = builtinRules.filter((r) => r.meta.id.startsWith('security/'));
const SETTINGS = presetSettings('tooldoc:recommended', RULES);
const files = corpus(DIR, 3);
type Entry = (typeof files)[number];

/** Whether a tool gets a finding: any security rule for a poisoned tool, an attack rule for a benign one. */
function flagged(f: Entry): boolean {
  const r = lintTexts([{ path: f.name, text: body(f.name, f.text) }], { rules: RULES, settings: SETTINGS });
  return r.files.flatMap((x) => x.diagnostics).some((d) => d.ruleId.startsWith('security/') && (f.label === 'poisoned' || !DESIGN.has(d.ruleId)));
}

const count = (half: string, label: string) => {
  const mine = files.filter((f) => f.half === half && f.label === label);
  return { n: mine.length, flagged: mine.filter(flagged).map((f) => f.name) };
};

describe('the adversarial corpus', () => {
  it('holds at least 150 poisoned and 150 benign tools a round, each labelled with its class and technique', () => {
    for (const round of [1, 2, 3]) {
      expect(files.filter((f) => f.round === round && f.label === 'poisoned').length).toBeGreaterThanOrEqual(150);
      expect(files.filter((f) => f.round === round && f.label === 'benign').length).toBeGreaterThanOrEqual(150);
    }
    for (const f of files) {
      expect(['poisoned', 'benign'], f.name).toContain(f.label);
      expect(f.class, f.name).toMatch(/^[a-z-]+$/);
      expect(f.technique, f.name).toMatch(/\S{3}/);
    }
  });

  // Round 3's tuning half: rounds 1 and 2 whole and half of round 3 (the README records each figure).
  it('tuning half of round 3: at least 380 of 411 poisoned tools caught, no benign one flagged', { timeout: 90_000 }, () => {
    const poisoned = count('tuning', 'poisoned');
    const benign = count('tuning', 'benign');
    expect([poisoned.n, benign.n]).toEqual([411, 408]);
    expect(poisoned.flagged.length).toBeGreaterThanOrEqual(380);
    expect(benign.flagged).toEqual([]);
  });

  // Measured once, at the end of round 3, and not read: a change that loses ground here fails.
  it('held-back half of round 3: no worse than measured (50 of 69 poisoned caught, 3 of 72 benign flagged)', { timeout: 60_000 }, () => {
    const poisoned = count('held', 'poisoned');
    const benign = count('held', 'benign');
    expect([poisoned.n, benign.n]).toEqual([69, 72]);
    expect(poisoned.flagged.length).toBeGreaterThanOrEqual(50);
    expect(benign.flagged.length).toBeLessThanOrEqual(3);
  });
});
