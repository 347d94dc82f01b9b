/**
 * The adversarial corpus (issue 34, test/security/adversarial/README.md): 160 poisoned tools and 160
 * benign look-alikes written fresh, by people who had not read the rules, split in two by file name
 * before any finding was read (scripts/security/adversarial.mjs). Rules were tuned on the tuning half
 * only; the held-back half is measured, never tuned on, and its figures are recorded here as they
 * were first measured, so that a change that loses ground on it fails.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { presetSettings } from '../../src/config/presets.js';
import { lintTexts } from '../../src/run/lint.js';
import { body, corpus, DESIGN, DIR } from '../../scripts/security/adversarial.mjs';


const RULES = builtinRules.filter((r) => r.meta.id.startsWith('security/'));
const SETTINGS = presetSettings('tooldoc:recommended', RULES);
const files = corpus(DIR, 1);
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

describe('the adversarial corpus, round 1', () => {
  it('holds at least 150 poisoned and 150 benign tools, each labelled with its class and technique', () => {
    expect(files.filter((f) => f.label === 'poisoned').length).toBeGreaterThanOrEqual(150);
    expect(files.filter((f) => f.label === 'benign').length).toBeGreaterThanOrEqual(150);
    for (const f of files) {
      expect(['poisoned', 'benign'], f.name).toContain(f.label);
      expect(f.class, f.name).toMatch(/^[a-z-]+$/);
      expect(f.technique, f.name).toMatch(/\S{3}/);
    }
  });

  it('tuning half: every poisoned tool is caught and no benign one is flagged', { timeout: 60_000 }, () => {
    const poisoned = count('tuning', 'poisoned');
    const benign = count('tuning', 'benign');
    expect(poisoned.flagged.length).toBe(poisoned.n);
    expect(benign.flagged).toEqual([]);
  });

  // First measured at the end of round 1: 55 of 92 caught, 2 of 82 flagged; precision fixes for real
  // servers took one caught tool after that (the corpus README records both).
  it('held-back half: no worse than last measured (54 of 92 poisoned caught, 2 of 82 benign flagged)', { timeout: 60_000 }, () => {
    const poisoned = count('held', 'poisoned');
    const benign = count('held', 'benign');
    expect(poisoned.n).toBe(92);
    expect(benign.n).toBe(82);
    expect(poisoned.flagged.length).toBeGreaterThanOrEqual(54);
    expect(benign.flagged.length).toBeLessThanOrEqual(2);
  });
});
