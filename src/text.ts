/** Text heuristics shared by description rules. Deterministic and documented in each rule's page. */

// "etc." ends a sentence when a capitalised word follows ("…, etc. Tool description: …").
const ABBREVIATIONS = /\b(e\.g|i\.e|etc(?!\.\s+[A-Z])|vs|approx|incl|esp|cf|Mr|Mrs|Ms|Dr|St|No|U\.S|a\.m|p\.m)\./gi;

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

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * How much a text says, in Latin characters: whitespace runs count once, and a CJK character counts
 * three (one carries about a word), so "查询12306余票信息。" is short and a 40-character Chinese
 * sentence is not.
 */
export function textWeight(text: string): number {
  let n = 0;
  for (const ch of collapseWhitespace(text)) n += CJK.test(ch) ? 3 : 1;
  return n;
}

/**
 * A parameter or tool name as lower snake_case words, for matching names against word lists:
 * `getStory` → `get_story`, `page-size` → `page_size`.
 */
export function snakeKey(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toLowerCase();
}

/** A text as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runs of whitespace (indentation of a template literal, line breaks) as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * What a tool's description says of one parameter, for tools that document parameters in their
 * description rather than in the schema: a docstring entry ("url: URL for the hyperlink",
 * "url (str): …", up to the next entry or blank line) and a section headed by the parameter's name
 * ("Memory URL Format:" and the list under it). Empty when the description says nothing of it.
 */
export function parameterNotes(description: string, name: string): string {
  const words = snakeKey(name).split('_').filter(Boolean);
  if (!words.length) return '';
  const escaped = escapeRegExp(name);
  const spoken = words.join('[ _-]?');
  const notes: string[] = [];
  const lines = description.split(/\r?\n/);
  const entry = new RegExp(`^\\s*[-*•]?\\s*\`?(?:${escaped})\`?\\s*(?:\\([^)]*\\))?\\s*:\\s*(.*)$`);
  const heading = new RegExp(`(?:^|[^A-Za-z0-9])(?:${spoken})\\s+format\\s*:\\s*(.*)$`, 'i');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const e = entry.exec(line);
    const h = e ? undefined : heading.exec(line);
    const m = e ?? h;
    if (!m) continue;
    const parts = [m[1]!];
    // The entry or section goes on over indented continuation lines or list items.
    // Each line is read once: the lines an entry takes are not read again as entries of their own.
    const indent = line.length - line.trimStart().length;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const next = lines[j]!;
      const rest = next.trimStart();
      if (!rest) break;
      const deeper = next.length - rest.length > indent;
      const item = /^[-*•]\s/.test(rest);
      if (e ? !deeper : !(deeper || item)) break;
      parts.push(next);
    }
    i = j - 1;
    notes.push(collapseWhitespace(parts.join(' ')));
  }
  return notes.join(' ');
}
