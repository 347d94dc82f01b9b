/**
 * re2js, the linear-time engine every descriptor pattern is matched with: loaded on first use,
 * compiled patterns cached, and inputs mapped the way translated patterns are (code-units.ts).
 */
import { createRequire } from 'node:module';
import { mapCu } from './code-units.js';
import { MAX_REPEAT } from './parse.js';

const require = createRequire(import.meta.url);

type Re2Module = { RE2JS: { compile(re: string): { test(input: string): boolean } } };
let re2js: Re2Module['RE2JS'] | undefined;
export const compiledRe2 = new Map<string, { test(input: string): boolean }>();

export function re2(): Re2Module['RE2JS'] {
  re2js ??= (require('re2js') as Re2Module).RE2JS;
  return re2js;
}

/** Compiles RE2 syntax; true, or why RE2 refuses it (it limits nested repetition and program size). */
export function re2Compile(pattern: string): true | string {
  if (compiledRe2.has(pattern)) return true;
  try {
    const re = re2().compile(pattern);
    if (compiledRe2.size >= 1024) compiledRe2.clear();
    compiledRe2.set(pattern, re);
    return true;
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    if (/too large/i.test(msg)) return 'more repetition than RE2 can compile';
    if (/repeat/i.test(msg)) return `nested repetition counts that multiply past ${MAX_REPEAT.toLocaleString('en')}`;
    if (/nest/i.test(msg)) return 'nesting RE2 does not allow';
    return 'syntax RE2 does not accept';
  }
}

/** The input as RE2 should see it: surrogate code units mapped like the pattern's. */
export function re2Input(s: string): string {
  if (!/[\ud800-\udfff]/.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const cu = s.charCodeAt(i);
    out += cu >= 0xd800 && cu <= 0xdfff ? String.fromCodePoint(mapCu(cu)) : s[i];
  }
  return out;
}
