/**
 * Rule settings as a config writes them (`off`, `warn`, `error`, ESLint's 0/1/2, or [severity,
 * options]) turned into the severities and options the linter takes, and merged layer over layer.
 */
import type { RuleSetting } from '../run/lint.js';
import type { SeveritySetting } from '../types/index.js';
import { isObject } from '../toolkit/util.js';

export type Settings = Record<string, Partial<RuleSetting>>;

/** The severities a config may write, in the words messages suggest. */
export const SEVERITIES = ['off', 'warn', 'error'];

/** What a severity may be written as, ESLint's numbers and "warning" included, and what each means. */
export const SEVERITY_WORDS = new Map<unknown, SeveritySetting>([
  ['off', 'off'],
  ['warn', 'warning'],
  ['warning', 'warning'],
  ['error', 'error'],
  [0, 'off'],
  [1, 'warning'],
  [2, 'error'],
]);

function toSetting(v: unknown): Partial<RuleSetting> {
  const severity = SEVERITY_WORDS.get(Array.isArray(v) ? v[0] : v)!;
  return Array.isArray(v) && v.length > 1 ? { severity, options: v[1] as Record<string, unknown> } : { severity };
}

/** Applies `next` over `base`: a severity alone keeps the inherited options; [severity, options] replaces them. */
export function mergeSettings(base: Settings, next: Settings): Settings {
  const out: Settings = { ...base };
  for (const [id, s] of Object.entries(next)) {
    const prev = out[id] ?? {};
    out[id] = { ...prev, ...s };
    if (s.options === undefined && prev.options !== undefined) out[id].options = prev.options;
  }
  return out;
}

/** A `rules` block (validated) as settings. */
export function rulesBlock(v: unknown): Settings {
  const out: Settings = {};
  if (isObject(v)) for (const [id, s] of Object.entries(v)) out[id] = toSetting(s);
  return out;
}
