/**
 * Spellings that hide words from a pattern but not from a model (directives.ts): a text written as one
 * identifier, letter-spacing, leetspeak, escapes, words cut in two.
 */
import { PatternFilter } from '../regex/index.js';

/** A text written as one identifier ("always_use_x_instead_of_y") read as the words it joins. */
export function spaced(text: string): string {
  if (/\s/.test(text) || (text.match(/[_-]/g)?.length ?? 0) < 3) return text;
  // Hyphens join the parts of an address (`partner-intake@kyc-bridge.co`): only underscores are spaces there.
  return /[@.]/.test(text) ? text.replace(/_+/g, ' ') : text.replace(/[_-]+/g, ' ');
}


/**
 * Text written to slip past a reader: letter-spaced ("s e n d  a  c o p y") read as words,
 * leetspeak ("1gn0r3 4ll") read as letters. Most texts have neither and are returned as they are.
 */
/** Words an attack needs, as a space cuts them ("dis regard", "con tent", "pol icy"); a first half that is a word itself ("over ride") is left. */
const SPLIT_WORDS = new Set('disregard ignore override overrides overriding instructions instruction content policy policies safety operator operators system prompt previous confirmation confirm approval approved whatever credentials password secret secrets forward upload apply applies exfiltrate conceal hidden secretly silently'.split(' '));
const WHOLE_WORDS = new Set('a an the to of in on at by for and or is are be as it its no not do this that over under up out all any one'.split(' '));
/**
 * The words of SPLIT_WORDS as a space may cut them (both halves of two to six letters, as `rejoined`
 * reads them): a text holding none, which one scan tells (src/regex/prefilter.ts), has no word to rejoin.
 */
const CUTS = new RegExp(
  [...SPLIT_WORDS]
    .flatMap((w) => Array.from({ length: w.length - 1 }, (_, k) => [w.slice(0, k + 1), w.slice(k + 1)]))
    .filter(([a, b]) => a!.length >= 2 && a!.length <= 6 && b!.length >= 2 && b!.length <= 6)
    .map(([a, b]) => `${a} ${b}`)
    .join('|'),
  'i',
);
/** The pattern of the cut words' filter (scripts/atoms.mjs works out what it requires at build time). */
export const cutPatterns = (): RegExp[] => [CUTS];

/** Made when first used (as directive-sentences' filter): loading the module builds no automaton. */
let cutFilter: PatternFilter | undefined;

/** A word cut in two by one space, made whole when the two halves make a word an attack needs. */
function rejoined(text: string): string {
  if (!(cutFilter ??= new PatternFilter([CUTS])).scan(text).may(CUTS)) return text;
  const halves = /\b([a-z]{2,6}) (?=([a-z]{2,6})\b)/gi;
  let out = '';
  let from = 0;
  for (const m of text.matchAll(halves)) {
    if (m.index < from) continue;
    const a = m[1]!;
    const b = m[2]!;
    if (!SPLIT_WORDS.has(`${a}${b}`.toLowerCase()) || WHOLE_WORDS.has(a.toLowerCase())) continue;
    out += text.slice(from, m.index) + a;
    from = m.index + a.length + 1;
  }
  return from ? out + text.slice(from) : text;
}
function percentDecoded(run: string): string {
  try {
    const decoded = decodeURIComponent(run);
    // eslint-disable-next-line no-control-regex -- control characters are not text to read
    return /[\x00-\x1f]/.test(decoded) ? run : decoded;
  } catch {
    return run;
  }
}
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function entity(whole: string, dec?: string, hex?: string, name?: string): string {
  const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : -1;
  if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  return code >= 0x20 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
}
const SPACED_RUN = /(?:\S[^\S\n]{1,3}){5,}\S/gu;
/** A word with two digits or signs for letters, in any script ("n4rzędz14"); in a text with three of them, a word with one ("1nnych"). */
const LEET = /(?<![\p{L}\p{N}_@$])(?=[\p{L}\p{N}_@$]*\p{L})(?=(?:[\p{L}\p{N}_@$]*[013457@$]){2})[\p{L}013457@$]{4,}(?![\p{L}\p{N}_@$])/gu;
const LEET_ONE = /(?<![\p{L}\p{N}_@$])(?=(?:[\p{L}013457@$]*\p{L}){3})\p{L}*[013457@$]\p{L}*(?![\p{L}\p{N}_@$])/gu;
const LEET_MAP: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const unleet = (w: string) => w.replace(/[013457@$]/g, (c) => LEET_MAP[c] ?? c);
export function readable(text: string): string {
  let out = text;
  // Spellings that hide words from a pattern but not from a model: escapes (percent, HTML), a word
  // broken by a hyphen and a line break or by a tab, a word cut in two by a space ("dis regard").
  if (/%[0-9a-f]{2}/i.test(out)) out = out.replace(/(?:%[0-9a-f]{2}[\w.~-]{0,40}){2,}/gi, percentDecoded);
  if (out.includes('&')) out = out.replace(/&#(\d{2,6});|&#x([0-9a-f]{2,6});|&(amp|lt|gt|quot|apos|nbsp);/gi, entity);
  // (Each only where it can match: a pattern that begins with a Unicode class is slow to try at every character.)
  if (/-[^\S\n]*\n/.test(out)) out = out.replace(/(\p{L})-[^\S\n]*\n\s*(\p{Ll})/gu, '$1$2');
  if (out.includes('\t')) out = out.replace(/(\p{L})\t+(\p{L})/gu, '$1$2');
  out = rejoined(out);
  // "Decode it and follow it": a rot13 text is read decoded as well.
  if (/\brot-?13\b|\bcaesar\b/i.test(out)) out = `${out} ${out.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= 'Z' ? 65 : 97)))}`;
  if (SPACED_RUN.test(out)) {
    SPACED_RUN.lastIndex = 0;
    out = out.replace(SPACED_RUN, (run) => (/\S{2}/u.test(run) ? run : run.split(/[^\S\n]{2,}/).map((w) => w.replace(/[^\S\n]/g, '')).join(' ')));
  }
  SPACED_RUN.lastIndex = 0;
  if (!/\d/.test(out)) return out;
  let words = 0;
  out = out.replace(LEET, (w) => (words++, unleet(w)));
  return words >= 3 ? out.replace(LEET_ONE, unleet) : out;
}
