/**
 * The text of a tool that a model reads: its name, title and description, and, at every depth of its
 * parameters and returns, property names, descriptions, titles, enum and const values, defaults and
 * examples; error descriptions and recovery; the examples' prompts, calls and results; Anthropic's
 * `input_examples` and an MCP tool's annotation title. Other extension fields (`x-…`) are not sent
 * to models and are left out. Rules match `visibleOf` each text: the text as a model reads it
 * (`readingOf`). For the security rules.
 */
import type { JsonPath, ModelText, TextNode } from '../types/index.js';
import { PatternFilter, type PatternScan } from '../regex/index.js';
import { perTool } from './memo.js';
import { isObject } from './util.js';

export type { ModelText, TextNode };

const SCHEMA_TEXT = new Set(['description', 'title']);
const SCHEMA_VALUES = new Set(['enum', 'const', 'default', 'examples', 'example']);
const MAX_DEPTH = 32;
/** Schema keywords whose string is structure, not prose. */
const STRUCTURAL = new Set(['type', 'format', 'pattern', '$ref', '$schema', '$id', '$anchor', '$comment', 'contentEncoding', 'contentMediaType']);

/** Characters that render as nothing or restyle a terminal (see security/hidden-text), variation selectors, Hangul fillers, and ANSI escape sequences. */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- the ANSI escape, variation selectors and the grapheme joiner are what this takes out
const UNSEEN = /[\u200B-\u200F\u2060-\u2064\u206A-\u206F\uFEFF\u00AD\u180E\u202A-\u202E\u2066-\u2069\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F]|[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]|\x1b\[[0-9;?]*[A-Za-z]/gu;

/** What a text hides is rare: most texts have none of these, and `visibleText` returns them as they are. */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- ESC starts the ANSI sequences visibleText takes out; variation selectors are taken out alone
const MAYBE_UNSEEN = /[\u00AD\u180E\u200B-\u206F\uFEFF\u001B\uDB40\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F]/;

/** The text as a model tokenises it, with what hides it from people taken out: "ign\u200Bore" reads "ignore". */
export function visibleText(text: string): string {
  if (!MAYBE_UNSEEN.test(text)) return text;
  return text.replace(UNSEEN, (ch) => {
    const cp = ch.codePointAt(0)!;
    return cp >= 0xe0020 && cp <= 0xe007e ? String.fromCodePoint(cp - 0xe0000) : '';
  });
}

/**
 * Letters of other scripts that look like Latin ones (Unicode's confusables for the Cyrillic, Greek
 * and Armenian letters that pass for Latin in running text), as the Latin letter a reader sees.
 */
const CONFUSABLE: Record<string, string> = Object.fromEntries(
  [
    // Cyrillic
    'аa вb еe оo рp сc уy хx іi јj ѕs ԁd ԛq ԝw һh ӏl ьb ɡg',
    'АA ВB ЕE КK МM НH ОO РP СC ТT ХX ІI ЈJ ЅS ҮY ԜW ԚQ',
    // Greek
    'αa οo νv ρp ιi κk υu χx τt ϲc ϳj',
    'ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX',
    // Armenian, and Latin letters that are not ASCII but read as ASCII ones
    'օo սu ոn հh ıi ɑa ɩi ʀr ꓲI',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
);
const CONFUSABLE_CHARS = new RegExp(`[${Object.keys(CONFUSABLE).join('')}]`, 'u');
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;
const LATIN_ALL = /\p{Script=Latin}/gu;
const LOOKALIKE_SCRIPTS_ALL = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]/gu;
// eslint-disable-next-line no-control-regex -- anything beyond ASCII may need folding
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * Look-alike letters read as the Latin ones they imitate, where they imitate: in a word that mixes
 * them with Latin letters ("ignоre" with a Cyrillic о), or in a word made of look-alikes only
 * ("сору") within a text that is mostly Latin. Russian or Greek prose is left as it is.
 */
function foldConfusables(text: string): string {
  if (!CONFUSABLE_CHARS.test(text)) return text;
  let mostlyLatin: boolean | undefined;
  return text.replace(WORD, (word) => {
    if (!CONFUSABLE_CHARS.test(word)) return word;
    const chars = [...word];
    const mixed = LATIN.test(word);
    if (!mixed) {
      if (!chars.every((c) => c in CONFUSABLE || !/\p{L}/u.test(c))) return word;
      mostlyLatin ??= (text.match(LATIN_ALL)?.length ?? 0) > (text.match(LOOKALIKE_SCRIPTS_ALL)?.length ?? 0);
      if (!mostlyLatin) return word;
    }
    return chars.map((c) => CONFUSABLE[c] ?? c).join('');
  });
}

/**
 * A text as a model reads its meaning, for matching: what hides it from people taken out
 * (`visibleText`), compatibility forms folded (Unicode NFKC: full-width "ＩＧＮＯＲＥ", mathematical
 * "𝐜𝐚𝐥𝐥", ligatures and no-break spaces read as plain letters and spaces) and look-alike letters
 * of other scripts read as the Latin ones they imitate. Plain ASCII is returned as it is.
 */
export function readingOf(text: string): string {
  const visible = visibleText(text);
  if (!NOT_ASCII.test(visible)) return visible;
  return foldConfusables(visible.normalize('NFKC'));
}

/**
 * `readingOf` a model text, computed once however many rules ask: `modelTexts` keeps it on the
 * text it makes (a lookup in a WeakMap per rule and text cost more than the check itself).
 */
export function visibleOf(t: ModelText): string {
  return (t as Partial<TextNode>).reading ?? readingOf(t.text);
}

/** The patterns rules run on texts' readings (`textPatterns`), and the filter made of them. */
const declared: RegExp[] = [];
let filter: PatternFilter | undefined;

/**
 * Declares patterns a rule runs on the readings of texts (`TextNode.reading`, `visibleOf`), so that
 * one scan of each reading serves every rule that declared some (src/regex/prefilter.ts):
 * `text.may(re)` is then false for a pattern that cannot match, and the rule skips it. Call it once,
 * when the rule's module loads; a pattern not declared is simply always run.
 */
export function textPatterns(...patterns: RegExp[]): void {
  declared.push(...patterns);
  filter = undefined;
}

/** The patterns declared so far (scripts/atoms.mjs works out what each requires at build time). */
export function declaredTextPatterns(): readonly RegExp[] {
  return declared;
}

/** A text `modelTexts` made, with its `readingOf` (most texts are plain: then it is `text` itself) and its scan. */
class Collected implements TextNode {
  readonly reading: string;
  #scan: PatternScan | undefined;
  constructor(
    readonly path: JsonPath,
    readonly text: string,
    readonly kind: ModelText['kind'],
    readonly where: string,
  ) {
    this.reading = readingOf(text);
  }

  may(re: RegExp): boolean {
    this.#scan ??= (filter ??= new PatternFilter(declared)).scan(this.reading);
    return this.#scan.may(re);
  }
}

function entry(path: JsonPath, text: string, kind: ModelText['kind'], where: string): Collected {
  return new Collected(path, text, kind, where);
}

/**
 * Every text a model reads in a descriptor, with its path and its reading. While rules check a tool
 * the list is made once and shared by the rules that ask for it (src/toolkit/memo.ts): it must not be
 * changed. The core visits the same list (`text` visitors).
 */
export function modelTexts(d: Record<string, unknown>): readonly TextNode[] {
  return perTool(d, 'model texts', () => collect(d));
}

function collect(d: Record<string, unknown>): TextNode[] {
  const out: TextNode[] = [];
  for (const k of ['name', 'title', 'description']) if (typeof d[k] === 'string') out.push(entry([k], d[k], 'value', k === 'name' ? 'name' : k));
  for (const block of ['parameters', 'returns'] as const) schema(d[block], [block], block === 'parameters' ? 'parameter' : 'returns field', '', out, 0);
  if (Array.isArray(d.errors)) {
    d.errors.forEach((e, i) => {
      if (!isObject(e)) return;
      for (const k of ['description', 'recovery', 'message']) if (typeof e[k] === 'string') out.push(entry(['errors', i, k], e[k], 'value', `error ${k}`));
    });
  }
  if (Array.isArray(d.examples)) {
    d.examples.forEach((e, i) => {
      if (!isObject(e)) return;
      for (const k of ['prompt', 'notes', 'description']) if (typeof e[k] === 'string') out.push(entry(['examples', i, k], e[k], 'value', `example ${k}`));
      strings(e.tool_call, ['examples', i, 'tool_call'], 'example', out, 0);
      strings(e.result, ['examples', i, 'result'], 'example', out, 0);
    });
  }
  // What a platform shows the model besides the descriptor's fields: Anthropic's argument examples,
  // an MCP tool's annotation title.
  const anthropic = d['x-anthropic'];
  if (isObject(anthropic) && Array.isArray(anthropic.input_examples)) strings(anthropic.input_examples, ['x-anthropic', 'input_examples'], 'input example', out, 0);
  const mcp = d['x-mcp'];
  if (isObject(mcp) && isObject(mcp.annotations) && typeof mcp.annotations.title === 'string') out.push(entry(['x-mcp', 'annotations', 'title'], mcp.annotations.title, 'value', 'annotations title'));
  return out;
}

function schema(s: unknown, path: JsonPath, noun: string, name: string, out: TextNode[], depth: number): void {
  if (!isObject(s) || depth > MAX_DEPTH) return;
  const label = name ? `${noun} "${name}"` : noun === 'parameter' ? 'parameters' : 'returns';
  for (const [k, v] of Object.entries(s)) {
    if (k.startsWith('x-')) continue;
    if (SCHEMA_TEXT.has(k) && typeof v === 'string') out.push(entry([...path, k], v, 'value', `${label} ${k}`));
    else if (SCHEMA_VALUES.has(k)) strings(v, [...path, k], `${label} ${k === 'enum' ? 'enum value' : k}`, out, depth);
    else if ((k === 'properties' || k === 'patternProperties' || k === '$defs' || k === 'definitions') && isObject(v)) {
      for (const [p, sub] of Object.entries(v)) {
        const child = k === 'properties' ? (name ? `${name}.${p}` : p) : name;
        if (k === 'properties') out.push(entry([...path, k, p], p, 'key', `${noun} name`));
        schema(sub, [...path, k, p], noun, child, out, depth + 1);
      }
    } else if ((k === 'items' || k === 'additionalProperties' || k === 'not' || k === 'if' || k === 'then' || k === 'else') && isObject(v)) schema(v, [...path, k], noun, name, out, depth + 1);
    else if ((k === 'anyOf' || k === 'oneOf' || k === 'allOf' || k === 'prefixItems') && Array.isArray(v)) v.forEach((b, i) => schema(b, [...path, k, i], noun, name, out, depth + 1));
    // Models read the whole schema, keywords no validator knows included ("full-schema poisoning").
    else if (typeof v === 'string' && !STRUCTURAL.has(k)) out.push(entry([...path, k], v, 'value', `${label} "${k}"`));
  }
}

function strings(v: unknown, path: JsonPath, where: string, out: TextNode[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof v === 'string') out.push(entry(path, v, 'value', where));
  else if (Array.isArray(v)) v.forEach((x, i) => strings(x, [...path, i], where, out, depth + 1));
  else if (isObject(v)) for (const [k, x] of Object.entries(v)) strings(x, [...path, k], where, out, depth + 1);
}

/** A short excerpt of `text` around `index` (for quoting the phrase that triggered a finding). */
export function excerpt(text: string, index: number, length: number, max = 80): string {
  // From the start of a word a little before the phrase.
  let from = Math.max(0, index - 10);
  while (from > 0 && from > index - 30 && !/\s/.test(text[from - 1]!)) from--;
  const to = Math.min(text.length, Math.max(index + length, from + 20), from + max);
  return (from ? '…' : '') + text.slice(from, to).replace(/\s+/g, ' ') + (to < text.length ? '…' : '');
}
