/**
 * A pattern with the `u` flag as it reads a text of ASCII characters only, made cheaper to compile.
 * The lexicons of other languages (src/toolkit/directive-lexicon.ts) are thousands of words, most of
 * them in scripts other than Latin, in case-insensitive Unicode patterns; V8 takes 160–280 ms to
 * compile them, and a thread pays that on the first sentence it reads as another language, even an
 * ASCII one ("a country code, e.g. DE"). For such a sentence, `asciiOnly(re)`:
 * - leaves out what needs a character beyond ASCII: a letter of another script that a match must
 *   hold, a class of such letters only, and so an alternative or a group that needs one;
 * - writes every class and escape (`\p{L}`, `\S`, `[^.。]`) as the ASCII characters it matches, worked
 *   out by running it on each of them; and then drops the `u` flag, which is what costs most.
 *
 * It matches exactly where `re` matches, with the same match, on every text of ASCII characters
 * (U+0000–U+007F), and must not be used on others. With `i`, a letter beyond ASCII matches an ASCII
 * one only when case folding makes it one (the long s ſ, the Kelvin sign K): a pattern that keeps one
 * keeps the `u` flag. A pattern with a capturing group or a backreference (leaving an alternative out
 * would number the groups after it anew), or one it does not read (with `v`, a construct its reader
 * does not know), is returned as it is.
 */

type Quant = { min: number; src: string };
type Item =
  | { t: 'group'; open: string; alts: Item[][]; negative: boolean; quant?: Quant }
  /**
   * `src` as it is written: characters (`beyond`: one of them is beyond ASCII and does not fold to
   * it; `folds`: one folds to it), or a class or an escape that stands for characters (`members`:
   * the ASCII ones it matches), or an assertion.
   */
  | { t: 'atom'; src: string; beyond?: boolean; folds?: boolean; members?: string; quant?: Quant };

class Unread extends Error {}

/** What `asciiOnly` made of each pattern, by flags and source (the lexicons share their parts). */
const made = new Map<string, RegExp>();

export function asciiOnly(re: RegExp): RegExp {
  if (!re.flags.includes('u') || re.flags.includes('v')) return re;
  const key = `${re.flags}/${re.source}`;
  let out = made.get(key);
  if (!out) {
    out = reduce(re);
    made.set(key, out);
  }
  if (out === re) return re;
  // A pattern with state (`g`, `y`) gets one of its own.
  if (re.global || re.sticky) {
    out = new RegExp(out.source, out.flags);
    out.lastIndex = re.lastIndex;
  }
  return out;
}

function reduce(re: RegExp): RegExp {
  let alts: Item[][];
  const flags = re.flags.replace(/[gyd]/g, '');
  try {
    alts = new Reader(re.source, flags).pattern();
  } catch (err) {
    if (err instanceof Unread) return re;
    throw err;
  }
  // A letter that folds to ASCII only with `u` keeps the flag: then only what cannot match is left out.
  const plain = !mentionsFolding(alts);
  const src = emitAlts(alts, plain);
  return new RegExp(src ?? '(?!)', plain ? re.flags.replace('u', '') : re.flags);
}

function mentionsFolding(alts: Item[][]): boolean {
  return alts.some((seq) => seq.some((i) => (i.t === 'group' ? mentionsFolding(i.alts) : i.folds === true)));
}

/** Left out: what cannot match a text of ASCII characters. */
const NEVER = null;

function emitAlts(alts: Item[][], plain: boolean): string | typeof NEVER {
  const kept: string[] = [];
  for (const seq of alts) {
    const s = emitSeq(seq, plain);
    if (s !== NEVER) kept.push(s);
  }
  return kept.length ? kept.join('|') : NEVER;
}

function emitSeq(seq: Item[], plain: boolean): string | typeof NEVER {
  let out = '';
  for (const item of seq) {
    const q = item.quant?.src ?? '';
    // What can match nothing here: a match needs it, unless it may be there none times (it then matches
    // the empty string, and is left out); a negative lookahead or lookbehind of it always holds.
    const body = item.t === 'group' ? emitAlts(item.alts, plain) : emitAtom(item, plain);
    if (body === NEVER) {
      if ((item.t === 'group' && item.negative) || item.quant?.min === 0) continue;
      return NEVER;
    }
    out += (item.t === 'group' ? `${item.open}${body})` : body) + q;
  }
  return out;
}

function emitAtom(item: Extract<Item, { t: 'atom' }>, plain: boolean): string | typeof NEVER {
  if (item.members !== undefined) return item.members === '' ? NEVER : plain ? `[${item.members}]` : item.src;
  return item.beyond ? NEVER : item.src;
}

/** The ASCII characters a class or an escape matches, as the body of a class without `u`: each as `\xHH`, runs as ranges. */
function membersOf(construct: string, flags: string): string {
  const key = `${flags}/${construct}`;
  let members = memberCache.get(key);
  if (members !== undefined) return members;
  const re = new RegExp(`^(?:${construct})$`, flags);
  const hex = (c: number) => `\\x${c.toString(16).padStart(2, '0')}`;
  members = '';
  for (let c = 0; c < 128; c++) {
    if (!re.test(String.fromCharCode(c))) continue;
    let end = c;
    while (end + 1 < 128 && re.test(String.fromCharCode(end + 1))) end++;
    members += end === c ? hex(c) : end === c + 1 ? hex(c) + hex(end) : `${hex(c)}-${hex(end)}`;
    c = end;
  }
  memberCache.set(key, members);
  return members;
}
const memberCache = new Map<string, string>();

/** Characters that stand for themselves, as many as there are. */
const LITERALS = /[^\\()[\]{}|*+?.^$]+/y;
/** A character beyond ASCII, other than the two that case-insensitive Unicode matching folds to an ASCII letter: the long s (ſ) and the Kelvin sign (K). */
// eslint-disable-next-line no-control-regex -- the range is ASCII, from its first character
const BEYOND = /[^\x00-\x7f\u017f\u212a]/;
const FOLDS = /[\u017f\u212a]/;
const GROUP_OPEN = /\((?:\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/y;
const ESCAPE = /\\(?:[pP]\{[^}]*\}|u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z]|k<[^>]*>|\d+|[\s\S])/uy;
const QUANT = /(?:[*+?]|\{(\d+)(?:,\d*)?\})\??/y;

class Reader {
  private i = 0;
  constructor(
    private readonly src: string,
    private readonly flags: string,
  ) {}

  pattern(): Item[][] {
    const alts = this.alternatives();
    if (this.i !== this.src.length) throw new Unread('unbalanced )');
    return alts;
  }

  private alternatives(): Item[][] {
    const alts: Item[][] = [[]];
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === ')') break;
      if (c === '|') {
        this.i++;
        alts.push([]);
        continue;
      }
      const item = this.item();
      const quant = this.quantifier();
      if (quant) item.quant = quant;
      alts[alts.length - 1]!.push(item);
    }
    return alts;
  }

  private item(): Item {
    const { src } = this;
    const c = src[this.i]!;
    LITERALS.lastIndex = this.i;
    const run = LITERALS.exec(src);
    if (run) {
      let text = run[0];
      // A quantifier after the run repeats its last character only: that one is an atom of its own.
      const next = src[this.i + text.length];
      if ((next === '*' || next === '+' || next === '?' || next === '{') && text.length > 1) {
        const low = text.charCodeAt(text.length - 1);
        const high = text.charCodeAt(text.length - 2);
        const last = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? 2 : 1;
        if (text.length > last) text = text.slice(0, text.length - last);
      }
      this.i += text.length;
      return { t: 'atom', src: text, beyond: BEYOND.test(text), folds: FOLDS.test(text) };
    }
    if (c === '(') {
      GROUP_OPEN.lastIndex = this.i;
      const open = GROUP_OPEN.exec(src)![0];
      // A capturing group (or one of a kind this reader does not know): leaving out an alternative
      // that holds a group would number the groups after it anew.
      if (open === '(' || (open.startsWith('(?<') && open !== '(?<=' && open !== '(?<!')) throw new Unread('a capturing group');
      this.i += open.length;
      const alts = this.alternatives();
      if (src[this.i] !== ')') throw new Unread('an unclosed group');
      this.i++;
      return { t: 'group', open, alts, negative: open === '(?!' || open === '(?<!' };
    }
    if (c === '[') return this.cls();
    if (c === '\\') {
      const esc = this.escape();
      // Assertions stay as they are: on ASCII text `\b` reads the same with or without `u`.
      if (esc === '\\b' || esc === '\\B') return { t: 'atom', src: esc };
      if (/^\\(?:[1-9]|k<)/.test(esc)) throw new Unread('a backreference');
      return { t: 'atom', src: esc, members: membersOf(esc, this.flags) };
    }
    if (c === '.' || c === '^' || c === '$') {
      this.i++;
      return { t: 'atom', src: c };
    }
    throw new Unread(`"${c}" where an atom was expected`);
  }

  private escape(): string {
    ESCAPE.lastIndex = this.i;
    const m = ESCAPE.exec(this.src);
    if (!m) throw new Unread('an escape this reader does not know');
    this.i += m[0].length;
    return m[0];
  }

  private cls(): Item {
    const { src } = this;
    const start = this.i;
    this.i++;
    while (this.i < src.length && src[this.i] !== ']') {
      if (src[this.i] === '\\') this.escape();
      else this.i += src.codePointAt(this.i)! > 0xffff ? 2 : 1;
    }
    if (src[this.i] !== ']') throw new Unread('an unclosed class');
    this.i++;
    const text = src.slice(start, this.i);
    return { t: 'atom', src: text, members: membersOf(text, this.flags) };
  }

  private quantifier(): Quant | undefined {
    const c = this.src[this.i];
    if (c !== '*' && c !== '+' && c !== '?' && c !== '{') return undefined;
    QUANT.lastIndex = this.i;
    const m = QUANT.exec(this.src);
    if (!m) return undefined;
    this.i += m[0].length;
    const min = m[0][0] === '*' || m[0][0] === '?' ? 0 : m[0][0] === '+' ? 1 : Number(m[1]);
    return { min, src: m[0] };
  }
}
