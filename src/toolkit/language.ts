/**
 * The language a description is written in, as far as a rule that reads words needs to know: rules
 * whose patterns are English words (a verb list, marketing adjectives) declare `languages: ['en']`
 * in their metadata, and the core does not run them on a tool whose description is plainly in
 * another language; the run says which rules skipped how many tools (RuleMeta.languages).
 *
 * By script first: Han with kana is Japanese, Han alone Chinese, Hangul Korean; other scripts are
 * named by their script (`Cyrillic`, `Arabic` …). Latin text is English unless the function words of
 * another language outnumber English ones. Short or mixed texts (an English description quoting a
 * few Chinese words) are English, or undefined when nothing can be told: rules then run as usual.
 */

/** Scripts by code point range (sorted), each letter classified with no regular expression. */
const RANGES: Array<[number, number, string]> = [
  [0x41, 0x5a, 'latin'],
  [0x61, 0x7a, 'latin'],
  [0xc0, 0x24f, 'latin'],
  [0x370, 0x3ff, 'Greek'],
  [0x400, 0x4ff, 'Cyrillic'],
  [0x590, 0x5ff, 'Hebrew'],
  [0x600, 0x6ff, 'Arabic'],
  [0x900, 0x97f, 'Devanagari'],
  [0xe00, 0xe7f, 'Thai'],
  [0x1100, 0x11ff, 'hangul'],
  [0x3040, 0x30ff, 'kana'],
  [0x3130, 0x318f, 'hangul'],
  [0x3400, 0x4dbf, 'han'],
  [0x4e00, 0x9fff, 'han'],
  [0xac00, 0xd7af, 'hangul'],
  [0xf900, 0xfaff, 'han'],
];
const OTHER_SCRIPTS = ['Cyrillic', 'Arabic', 'Hebrew', 'Thai', 'Devanagari', 'Greek'];

function scriptOf(code: number): string | undefined {
  for (const [lo, hi, script] of RANGES) {
    if (code < lo) return undefined;
    if (code <= hi) return script;
  }
  return undefined;
}

/** Function words, a few dozen each: enough to tell a sentence's language, too common to be names. */
const WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set('the a an and or of to in on for with by from as is are be this that it its if when use returns return get all any not only which what'.split(' ')),
  es: new Set('el la los las de del y o para con por que una un es en se al su sus como más este esta'.split(' ')),
  fr: new Set('le la les des du de et ou pour avec par une un est dans sur que qui ce cette au aux son ses'.split(' ')),
  de: new Set('der die das und oder für mit von zu ein eine ist den dem des im auf nicht aus bei wird werden'.split(' ')),
  pt: new Set('o a os as de do da dos das e ou para com por um uma é em no na que se ao'.split(' ')),
  it: new Set('il lo la gli le di del della e o per con da un una è in nel nella che si al'.split(' ')),
};

/** The description's language: `en`, `zh`, `ja`, `ko`, `es`, `fr`, `de`, `pt`, `it`, a script's name, or undefined. */
export function descriptionLanguage(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const counts = new Map<string, number>();
  let letters = 0;
  // Only the first 2,000 characters: a language does not change halfway, and the cost stays bounded.
  const head = text.length > 2000 ? text.slice(0, 2000) : text;
  for (let i = 0; i < head.length; i++) {
    const script = scriptOf(head.charCodeAt(i));
    if (script === undefined) continue;
    letters++;
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  if (letters < 4) return undefined;
  const share = (s: string) => (counts.get(s) ?? 0) / letters;
  // A CJK character carries about a word; a third of the letters is most of the text.
  if (share('kana') > 0.05 && share('kana') + share('han') >= 0.3) return 'ja';
  if (share('hangul') >= 0.3) return 'ko';
  if (share('han') >= 0.3) return 'zh';
  for (const script of OTHER_SCRIPTS) if (share(script) >= 0.5) return script;
  if (share('latin') < 0.5) return undefined;
  const words = head.toLowerCase().match(/\p{L}+/gu) ?? [];
  const hits = Object.fromEntries(Object.entries(WORDS).map(([lang, set]) => [lang, words.filter((w) => set.has(w)).length]));
  const [best, n] = Object.entries(hits).sort((a, b) => b[1] - a[1])[0]!;
  // English unless another language's function words plainly outnumber English ones.
  return best !== 'en' && n >= 3 && n > 2 * hits.en! ? best : 'en';
}
