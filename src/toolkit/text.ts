/** Text heuristics shared by description rules. Deterministic and documented in each rule's page. */
import { ownString } from '../core/outcome.js';

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
  let key = snakeKeys.get(name);
  if (key === undefined) {
    key = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toLowerCase();
    // Names repeat (the same parameters across a catalog's tools); a name can be a slice of its file's
    // text, which a kept slice would keep whole: the key is a copy (ownString).
    if (snakeKeys.size >= 10_000) snakeKeys.clear();
    snakeKeys.set(ownString(name), ownString(key));
  }
  return key;
}
const snakeKeys = new Map<string, string>();

/** A text as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a character code is a word character (`\w`: ASCII letters, digits, `_`; NaN, past either end of a text, is not). */
export const isWordCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

// eslint-disable-next-line no-control-regex -- ASCII is what the fast path reads
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Whether `text` names `name` as a word, in any case: what `(?<![\p{L}\p{N}_])name(?![\p{L}\p{N}_])`
 * with the `iu` flags matches. Where both are ASCII, by hand: a pattern compiled for each name cost
 * more than the rest of a rule that asks for many (ASCII letters fold only to each other; no other
 * character folds to one in ASCII text).
 */
export function namedIn(text: string, name: string): boolean {
  if (!name || !ASCII.test(text) || !ASCII.test(name)) return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
  const t = text.toLowerCase();
  const n = name.toLowerCase();
  for (let i = t.indexOf(n); i >= 0; ) {
    if (isWordCode(t.charCodeAt(i - 1))) {
      // Inside a word: no occurrence starts before the end of that word ("aaaa…" read for "aaa" is
      // one step, not one per character).
      let end = i;
      while (isWordCode(t.charCodeAt(end))) end++;
      i = t.indexOf(n, end + 1);
      continue;
    }
    if (!isWordCode(t.charCodeAt(i + n.length))) return true;
    i = t.indexOf(n, i + 1);
  }
  return false;
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
 *
 * Cost: a tool asks this for each of its parameters, so the description is indexed once (the index
 * of the last description asked about is kept) and each question reads only the lines that can
 * answer it, in time linear in those lines: O(description + Σ names + Σ notes). A description and
 * parameter names built so that thousands of names find the same thousands of lines get no more
 * notes once the work passes `NOTES_WORK` times the description's length.
 */
export function parameterNotes(description: string, name: string): string {
  const words = snakeKey(name).split('_').filter(Boolean);
  if (!words.length) return '';
  if (notesCache?.description !== description) notesCache = new DescriptionNotes(description);
  return notesCache.notes(name, words);
}

/** Work (characters read) a description's notes may cost, per character of it, besides a fixed allowance. */
export const NOTES_WORK = 64;

let notesCache: DescriptionNotes | undefined;

/** Characters before a docstring entry's name (`  - `, `* \``) and those that end the name's first word. */
const ENTRY_LEAD = /[\s\-*•`]/;
const ENTRY_STOP = /[\s`():]/;
/** A section heading's "format:" (after the words that name the parameter). */
const FORMAT_COLON = /(?<!\s)\s+format\s*:/gi;
/** Line terminators a line split at "\n" may still hold; `.` in the notes' `(.*)$` does not cross them. */
const TERMINATOR = /[\r\u2028\u2029]/g;
const P1 = 67108859;
const P2 = 67108837;
const BASE = 131;

/**
 * The first word of a docstring entry's name: a line's, after its indentation, bullet and backquote;
 * a name's, after the same characters. A line is an entry of a name only when both are equal, so
 * lines are looked up by it.
 */
function entryKey(text: string): string {
  let i = 0;
  while (i < text.length && ENTRY_LEAD.test(text[i]!)) i++;
  let j = i;
  while (j < text.length && !ENTRY_STOP.test(text[j]!)) j++;
  return text.slice(i, j);
}

const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** A "<words> format:" heading in a line: where its words can start (runs of letters and digits joined by one of " _-"). */
interface Heading {
  line: number;
  /** Where the name's words end (the whitespace before "format") and the colon. */
  end: number;
  colon: number;
  /** Where the words start, when they start at this run. */
  start: number;
}

class DescriptionNotes {
  private readonly lines: string[];
  private readonly entries = new Map<string, number[]>();
  /** Headings by the hash of their words' letters and digits (lower-cased), for every run they can start at. */
  private readonly headings = new Map<number, Heading[]>();
  /** Where each line's last lone "\r", U+2028 or U+2029 is, or -1. */
  private readonly lastTerminator: number[];
  private readonly byName = new Map<string, string>();
  private readonly headingsByWords = new Map<string, Map<number, string>>();
  private work: number;

  constructor(readonly description: string) {
    this.lines = description.split(/\r?\n/);
    this.work = NOTES_WORK * description.length + 65536;
    this.lastTerminator = this.lines.map((line) => {
      let last = -1;
      for (const m of line.matchAll(TERMINATOR)) last = m.index;
      return last;
    });
    this.lines.forEach((line, i) => {
      const key = entryKey(line);
      const list = this.entries.get(key);
      if (list) list.push(i);
      else this.entries.set(key, [i]);
      for (const m of line.matchAll(FORMAT_COLON)) this.indexHeading(i, m.index, m.index + m[0].length - 1);
    });
  }

  /** Walks back from the whitespace before "format" over runs joined by single separators, hashing each possible start. */
  private indexHeading(line: number, end: number, colon: number): void {
    const text = this.lines[line]!;
    let h1 = 0;
    let h2 = 0;
    let pow1 = 1;
    let pow2 = 1;
    let i = end;
    while (i > 0 && isAlnum(text.charCodeAt(i - 1))) {
      // One run of letters and digits, hashed from its end.
      while (i > 0 && isAlnum(text.charCodeAt(i - 1))) {
        const c = lowerAscii(text.charCodeAt(--i));
        h1 = (h1 + c * pow1) % P1;
        h2 = (h2 + c * pow2) % P2;
        pow1 = (pow1 * BASE) % P1;
        pow2 = (pow2 * BASE) % P2;
      }
      const key = h1 * P2 + h2;
      const list = this.headings.get(key);
      const heading = { line, end, colon, start: i };
      if (list) list.push(heading);
      else this.headings.set(key, [heading]);
      // The words go on to the run before only across one " ", "_" or "-".
      const sep = i >= 2 ? text[i - 1] : undefined;
      if (sep !== ' ' && sep !== '_' && sep !== '-') break;
      i--;
    }
  }

  notes(name: string, words: string[]): string {
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    const entryLines = this.entries.get(entryKey(name)) ?? [];
    const headingAt = this.headingNotes(words);
    const entry = new RegExp(`^\\s*(?:[-*•]\\s*)?\`?(?:${escapeRegExp(name)})\`?\\s*(?:\\([^)]*\\)\\s*)?:\\s*(.*)$`);
    const notes: string[] = [];
    const headingLines = [...headingAt.keys()];
    let a = 0;
    let b = 0;
    let from = 0;
    // The lines that can answer, in order; the lines an entry or section takes are not read again.
    while (this.work > 0 && (a < entryLines.length || b < headingLines.length)) {
      const i = Math.min(entryLines[a] ?? Infinity, headingLines[b] ?? Infinity);
      const entryLine = entryLines[a] === i;
      if (entryLine) a++;
      if (headingLines[b] === i) b++;
      if (i < from) continue;
      const line = this.lines[i]!;
      this.work -= line.length + 1;
      const e = entryLine ? entry.exec(line) : null;
      const first = e ? e[1]! : headingAt.get(i);
      if (first === undefined) continue;
      const isEntry = Boolean(e);
      const parts = [first];
      // The entry or section goes on over indented continuation lines or list items.
      const indent = line.length - line.trimStart().length;
      let j = i + 1;
      for (; j < this.lines.length; j++) {
        const next = this.lines[j]!;
        const rest = next.trimStart();
        if (!rest) break;
        const deeper = next.length - rest.length > indent;
        const item = /^[-*•]\s/.test(rest);
        if (isEntry ? !deeper : !(deeper || item)) break;
        parts.push(next);
        this.work -= next.length + 1;
      }
      from = j;
      notes.push(collapseWhitespace(parts.join(' ')));
    }
    const out = notes.join(' ');
    this.byName.set(name, out);
    return out;
  }

  /**
   * For each line with a "<words> format:" section for these words, the text after its colon (the
   * leftmost such section of the line), as `(?:^|[^A-Za-z0-9])(?:w1[ _-]?w2…)\s+format\s*:\s*(.*)$`
   * (case-insensitive) would find it.
   */
  private headingNotes(words: string[]): Map<number, string> {
    const key = words.join('_');
    const known = this.headingsByWords.get(key);
    if (known) return known;
    const found = new Map<number, string>();
    this.headingsByWords.set(key, found);
    const compact = words.join('');
    // Where a word ends inside `compact`: the only places the heading's words may be separated.
    const boundaries = new Set<number>();
    let at = 0;
    for (const w of words.slice(0, -1)) boundaries.add((at += w.length));
    let h1 = 0;
    let h2 = 0;
    let pow1 = 1;
    let pow2 = 1;
    for (let i = compact.length - 1; i >= 0; i--) {
      const c = compact.charCodeAt(i);
      h1 = (h1 + c * pow1) % P1;
      h2 = (h2 + c * pow2) % P2;
      pow1 = (pow1 * BASE) % P1;
      pow2 = (pow2 * BASE) % P2;
    }
    for (const h of this.headings.get(h1 * P2 + h2) ?? []) {
      if (found.has(h.line) || this.work <= 0) continue;
      const text = this.lines[h.line]!;
      this.work -= h.end - h.start + 1;
      if (!spells(text, h.start, h.end, compact, boundaries)) continue;
      // `\s*(.*)$` after the colon: `.` does not cross a line terminator, so one may only sit in the
      // whitespace right after the colon.
      let rest = h.colon + 1;
      while (rest < text.length && /\s/.test(text[rest]!)) rest++;
      this.work -= rest - h.colon;
      if (this.lastTerminator[h.line]! >= rest) continue;
      found.set(h.line, text.slice(rest));
    }
    return found;
  }
}

/** Whether `text[start, end)` is `compact`'s words, each pair joined by nothing or one separator where a word ends. */
function spells(text: string, start: number, end: number, compact: string, boundaries: ReadonlySet<number>): boolean {
  let k = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isAlnum(c)) {
      if (!boundaries.has(k)) return false;
      continue;
    }
    if (k >= compact.length || lowerAscii(c) !== compact.charCodeAt(k)) return false;
    k++;
  }
  return k === compact.length;
}

/** A placeholder value ("TODO: …", "FIXME", "TBD"), such as the stubs `tooldoc import` writes. */
export const PLACEHOLDER = /^\s*(TODO|FIXME|TBD)\b/;

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value);
}

/** Whether a value holds a placeholder anywhere (an unfinished block: export leaves it out). */
export function holdsPlaceholder(v: unknown): boolean {
  if (typeof v === 'string') return isPlaceholder(v);
  if (Array.isArray(v)) return v.some(holdsPlaceholder);
  return v !== null && typeof v === 'object' && Object.values(v).some(holdsPlaceholder);
}
