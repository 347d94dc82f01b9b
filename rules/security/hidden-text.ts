import { defineRule, excerpt, modelTexts, quote, type JsonPath, type ReportDescriptor } from '../../src/toolkit/index.js';

/** Characters that render as nothing (or reorder what is shown): people reviewing the tool do not see them, models do. */
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\u206A-\u206F\uFEFF\u00AD\u180E\u202A-\u202E\u2066-\u2069]|[\u{E0000}-\u{E007F}]/gu;
const NAMES: Record<number, string> = {
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2060: 'WORD JOINER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0x00ad: 'SOFT HYPHEN',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};
/** Scripts in which a zero-width (non-)joiner or a direction mark is ordinary text. */
const JOINING_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Thaana}\p{Script=Mongolian}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F/u;
/** Tags that speak to the model, as poisoned tools use them (`<IMPORTANT>`, `<system>`); formatting tags (`<b>`, `<br>`) are fine. */
const MODEL_TAG = /<\/?\s*(important|system|instructions?|secret|hidden|admin|override|assistant|user|prompt|critical|note[-_ ]?to[-_ ]?(?:ai|model|assistant|llm)|ai[-_ ]?only|model[-_ ]?only|sudo|jailbreak|context)\s*>/i;
const COMMENT = /<!--([\s\S]*?)(?:-->|$)/g;
/**
 * Comments that hide nothing: Outlook's conditional comments (`<!--[if mso]>`, `<![endif]-->`), which
 * e-mail HTML needs and documentation about it quotes, and comments with no words in them.
 */
const CONDITIONAL_COMMENT = /^\s*\[(?:if\s[^\]]*|endif)\]/;
const LETTER = /\p{L}/u;

/** The first HTML comment of a text that could hide words from a reader. */
function firstComment(text: string): RegExpExecArray | undefined {
  // (A comment with no letter, tested as such: `^\s*[^\p{L}]*$` backtracked over every blank of it.)
  for (const m of text.matchAll(COMMENT)) if (LETTER.test(m[1] ?? '') && !CONDITIONAL_COMMENT.test(m[1] ?? '')) return m;
  return undefined;
}

/**
 * A long run of white space after which text goes on, pushing the rest out of a reviewer's view: 40
 * spaces, 10 tabs, or 12 line breaks with only spaces and tabs between them. Where the text goes on
 * from, or -1. A scan of the text, once: as a regular expression (with a lookahead for the text
 * that follows) it took cubic time on a text that ends in blanks.
 */
function pushedTo(text: string): number {
  let last = text.length - 1;
  while (last >= 0 && /\s/.test(text[last]!)) last--;
  let spaces = 0;
  let tabs = 0;
  let breaks = 0;
  let pushed = false;
  for (let i = 0; i < last; i++) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n') {
      spaces = c === ' ' ? spaces + 1 : 0;
      tabs = c === '\t' ? tabs + 1 : 0;
      if (c === '\n') breaks++;
      if (spaces >= 40 || tabs >= 10 || breaks >= 12) pushed = true;
      continue;
    }
    if (pushed) return i;
    spaces = tabs = breaks = 0;
  }
  return pushed ? last : -1;
}
/** Terminal escape sequences (ANSI: SGR 8 conceals text) and other control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /\x1b\[[0-9;?]*[A-Za-z]|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;
/** Printable ASCII and line breaks, with no `<`: nothing in it is invisible, a control character, a comment, a tag or a look-alike letter. */
const PLAIN = /^[\x20-\x3b\x3d-\x7e\t\n\r]*$/;
const BASE64 = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{40,}={0,2}(?![A-Za-z0-9+/=])/g;

/**
 * Letters of other scripts that look like Latin ones (Cyrillic а е о р с у х і ј ѕ …, Greek Α Β Ε Ο
 * ο ν ρ …, Armenian օ ս հ): one of them inside a Latin word (`rеad_file` with a Cyrillic е) makes a
 * name that reads as another, the way spoofed domains do.
 */
const CONFUSABLE = /[аеорсухіјѕԁһԛԝӏАВЕКМНОРСТХІЈЅԜΑΒΕΖΗΙΚΜΝΟΡΤΥΧονρօսհ]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const WORD = /\p{L}+/gu;

/** The first word that is mostly Latin letters with look-alikes of other scripts mixed in, if any. */
function spoofedWord(text: string): { word: string; letters: string[] } | undefined {
  if (!CONFUSABLE.test(text)) return undefined;
  for (const m of text.matchAll(WORD)) {
    const chars = [...m[0]];
    const latin = chars.filter((c) => LATIN_LETTER.test(c)).length;
    const others = chars.filter((c) => !LATIN_LETTER.test(c));
    // Every other letter a look-alike, and fewer of them than Latin ones: "APIключ" (a Russian word after an acronym) is not this.
    if (latin > 0 && others.length > 0 && others.length < latin && others.every((c) => CONFUSABLE.test(c))) return { word: m[0], letters: [...new Set(others)] };
  }
  return undefined;
}

/**
 * Whether each invisible character of a text is ordinary where it stands (emoji sequences, joining
 * scripts, flag tags): asked of the characters in order, so what depends on the whole text (a joining
 * script in it, a flag's run of tags) is worked out once, not again for each character.
 */
function ordinaryIn(text: string): (i: number, cp: number) => boolean {
  let joining: boolean | undefined;
  /** Where the run of tag characters after a U+1F3F4 ends, while it goes on. */
  let flag = -1;
  return (i, cp) => {
    const before = [...text.slice(Math.max(0, i - 4), i)].pop() ?? '';
    const after = [...text.slice(i + (cp > 0xffff ? 2 : 1), i + 6)][0] ?? '';
    if (cp === 0x200d) return PICTOGRAPH.test(before) || PICTOGRAPH.test(after) || JOINING_SCRIPT.test(before + after);
    if (cp === 0x200c || cp === 0x200e || cp === 0x200f) return (joining ??= JOINING_SCRIPT.test(text));
    if (cp === 0xfeff) return i === 0;
    if (cp === 0x00ad) return /\p{L}/u.test(before) && /\p{L}/u.test(after);
    // Tag characters spell subdivision flags after U+1F3F4 (🏴󠁧󠁢󠁳󠁣󠁴󠁿): U+1F3F4, then tags from U+E0020 on.
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      const inFlag = i === flag || (i >= 2 && text.codePointAt(i - 2) === 0x1f3f4);
      flag = inFlag && cp >= 0xe0020 ? i + 2 : -1;
      return inFlag;
    }
    return false;
  };
}

/** The text with every hidden character shown: tag characters as the ASCII they spell, the others by code point. */
function revealed(text: string): string {
  return text.replace(INVISIBLE, (ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) return String.fromCodePoint(cp - 0xe0000);
    return `⟦U+${cp.toString(16).toUpperCase().padStart(4, '0')}⟧`;
  });
}

/** Decoded base64 that reads as text (words and spaces): an instruction wrapped to pass review. */
function decodedText(token: string): string | undefined {
  const bytes = Buffer.from(token, 'base64');
  const text = bytes.toString('utf8');
  if (!text || text.includes('\uFFFD')) return undefined;
  const printable = [...text].filter((c) => /[\p{L}\p{N}\p{P}\p{Zs}\n]/u.test(c)).length;
  return printable / text.length > 0.95 && (text.match(/\s/g) ?? []).length >= 3 && /\p{L}{3,}/u.test(text) ? text : undefined;
}

export default defineRule({
  meta: {
    id: 'security/hidden-text',
    level: 1,
    severity: 'error',
    description: 'No text hidden from the people who review a tool but read by the model: invisible or direction-changing characters, Unicode tag characters, look-alike letters of other scripts mixed into words, HTML comments, tags aimed at the model, runs of white space that push text out of view, encoded instructions.',
    spec: '§3.2',
    tags: ['security'],
    messages: {
      invisible: 'The {{where}} of "{{tool}}" holds {{count}} invisible character{{s}} ({{names}}): {{shown}}; remove {{them}}, as reviewers cannot see what the model reads.',
      tags: 'The {{where}} of "{{tool}}" hides text in Unicode tag characters, invisible to people: {{shown}}; remove it.',
      comment: 'The {{where}} of "{{tool}}" holds an HTML comment the model reads and a rendered view hides: {{shown}}; remove it or make it visible text.',
      tag: 'The {{where}} of "{{tool}}" addresses the model with the tag {{tag}}, as poisoned tools do to have their text obeyed; describe the tool instead.',
      pushed: 'The {{where}} of "{{tool}}" pushes text out of view with a long run of white space, then goes on: {{shown}}; remove the padding.',
      control: 'The {{where}} of "{{tool}}" holds terminal control characters ({{shown}}), which hide or restyle text in a terminal while the model reads it; remove them.',
      homoglyph: 'The {{where}} of "{{tool}}" mixes letters of another script that look Latin into {{word}} ({{letters}}), so it reads as a name it is not; write it in one script.',
      encoded: 'The {{where}} of "{{tool}}" holds base64 that decodes to text the model can read but reviewers cannot: {{shown}}; write it as plain text or remove it.',
    },
  },
  check({ tool, report }) {
    for (const t of modelTexts(tool.descriptor)) {
      const at: At = (extra) => ({ path: t.path, at: t.kind === 'key' ? ('key' as const) : ('value' as const), data: { where: t.where, ...extra } });
      if (!PLAIN.test(t.text)) hidden(t.text, at, report);
      // Padding needs 12 line breaks at least, base64 worth decoding 40 characters.
      if (t.text.length < 12) continue;
      const pushed = pushedTo(t.text);
      if (pushed >= 0) report({ ...at({ shown: quote(t.text.slice(pushed).trim(), 80) }), messageId: 'pushed' });
      if (t.text.length < 40) continue;
      for (const m of t.text.matchAll(BASE64)) {
        const decoded = decodedText(m[0]);
        if (decoded) {
          report({ ...at({ shown: quote(decoded, 100) }), messageId: 'encoded' });
          break;
        }
      }
    }
  },
});

type Data = Record<string, string | number | boolean>;
type At = (extra: Data) => { path: JsonPath; at: 'key' | 'value'; data: Data };

/** What only a text beyond plain ASCII (or with a `<`) can hide: invisible and control characters, comments, tags, look-alike letters. */
function hidden(text: string, at: At, report: (d: ReportDescriptor) => void): void {
  const found: number[] = [];
  let tags = false;
  const ordinary = ordinaryIn(text);
  for (const m of text.matchAll(INVISIBLE)) {
    const cp = m[0].codePointAt(0)!;
    if (ordinary(m.index, cp)) continue;
    if (cp >= 0xe0000) tags = true;
    else found.push(cp);
  }
  if (tags) report({ ...at({ shown: quote(revealed(text), 120) }), messageId: 'tags' });
  else if (found.length) {
    const names = [...new Set(found)].map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${NAMES[cp] ?? 'INVISIBLE CHARACTER'}`);
    report({ ...at({ count: found.length, s: found.length === 1 ? '' : 's', them: found.length === 1 ? 'it' : 'them', names: names.slice(0, 3).join(', '), shown: quote(revealed(text), 100) }), messageId: 'invisible' });
  }
  const control = CONTROL.exec(text);
  if (control) report({ ...at({ shown: quote(JSON.stringify(control[0]).slice(1, -1)) }), messageId: 'control' });
  const comment = firstComment(text);
  if (comment) report({ ...at({ shown: quote(excerpt(text, comment.index, comment[0].length), 100) }), messageId: 'comment' });
  const tag = MODEL_TAG.exec(text);
  if (tag) report({ ...at({ tag: quote(tag[0]) }), messageId: 'tag' });
  const spoofed = spoofedWord(text);
  if (spoofed) {
    const letters = spoofed.letters.map((c) => `${c} is U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}, ${/[\u0370-\u03ff]/u.test(c) ? 'Greek' : /[\u0530-\u058f]/u.test(c) ? 'Armenian' : 'Cyrillic'}`);
    report({ ...at({ word: quote(spoofed.word), letters: letters.join('; ') }), messageId: 'homoglyph' });
  }
}
