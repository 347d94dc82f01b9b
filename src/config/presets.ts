/**
 * The built-in presets, computed from rule metadata so that plugin rules and new rules join them
 * without a list to maintain: `recommended` is every rule at its default severity except those whose
 * metadata says `recommended: false`; `strict` every rule an error, with its `strictOptions`;
 * `minimal` only the recommended Level 1 rules (spec §13) at their default severity.
 */
import type { RuleSetting } from '../run/lint.js';
import type { Rule } from '../types/index.js';

export const PRESETS = ['tooldoc:recommended', 'tooldoc:strict', 'tooldoc:minimal'] as const;
export type PresetName = (typeof PRESETS)[number];

export function isPreset(name: string): name is PresetName {
  return (PRESETS as readonly string[]).includes(name);
}

export function presetSettings(name: PresetName, rules: readonly Rule[]): Record<string, Partial<RuleSetting>> {
  const out: Record<string, Partial<RuleSetting>> = {};
  for (const r of rules) {
    const { id, severity, level, recommended = true, strictOptions } = r.meta;
    if (name === 'tooldoc:strict') out[id] = strictOptions ? { severity: 'error', options: { ...strictOptions } } : { severity: 'error' };
    else if (!recommended) out[id] = { severity: 'off' };
    else if (name === 'tooldoc:minimal') out[id] = { severity: level === 1 ? severity : 'off' };
    else out[id] = { severity };
  }
  return out;
}
