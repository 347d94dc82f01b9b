/** Text heuristics shared by description rules. Deterministic and documented in each rule's page. */

const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|approx|incl|esp|cf|Mr|Mrs|Ms|Dr|St|No|U\.S|a\.m|p\.m)\./gi;

/** Splits prose into sentences; abbreviations, decimals and dotted names do not end a sentence. */
export function sentences(text: string): string[] {
  const masked = text
    .replace(ABBREVIATIONS, (m) => m.replace(/\./g, '\u2024'))
    .replace(/(\d)\.(\d)/g, '$1\u2024$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (!masked) return [];
  // Latin sentences end at . ! ? before a space and a word not in lowercase; CJK ones at 。！？.
  return masked
    .split(/(?<=[.!?])["')\]]*\s+(?=[^a-z\s])|(?<=[。！？])\s*(?=\S)/)
    .map((s) => s.replace(/\u2024/g, '.').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** The first word of a text, without punctuation. */
export function firstWord(text: string): string {
  const m = /^[\s"'`(*_-]*([A-Za-z][A-Za-z'-]*)/.exec(text);
  return m ? m[1]! : '';
}
