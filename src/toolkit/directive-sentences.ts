/**
 * Reading one sentence (directives.ts): a text split into sentences (`clausesOf`), quotations that
 * mention an attack blanked (`unquoteMentions`, `instructionsIn`), and each sentence read by the
 * English patterns, the English concept rules and the lexicons of other languages (`readSentence`).
 */
import type { Tool } from '../types/index.js';
import { perTool } from './memo.js';
import { visibleOf, type ModelText } from './model-text.js';
import { verbKind } from './action.js';
import { snakeKey } from './text.js';
import type { DirectiveKind } from './directives.js';
import { lexicon, lexiconsFor, NON_ENGLISH, NON_ENGLISH_ASCII } from './directive-lexicon.js';
import { EXPLICITLY_FOREIGN, OWN_SCOPE } from './directive-concepts.js';
import { KIND_GATE, PATTERNS } from './directive-patterns.js';
import { CONCEPT_RULES, DIRECTED, TOOL_NAMES, toReadingToolsOnly } from './directive-concept-rules.js';
import { aboutAttacks, ACT_WORD, ACT_WORD_EN, HOME_FILE, isOwn, LISTS_FINDINGS, placeOf, QUOTED_ANY, withSelf, type Context, type Place } from './directive-context.js';
import { PatternFilter, type PatternScan } from '../regex/index.js';

/** Longest sentence read as one: longer runs are read in pieces of this size (patterns span at most ~200 characters). */
const MAX_SENTENCE = 600;

/** The sentences of a text: split at sentence ends (Latin and CJK), line breaks and bullets, in bounded pieces. */
export function clausesOf(text: string): string[] {
  const out: string[] = [];
  // A line wrapped inside a sentence (a YAML block, a docstring) is one sentence; a line break after a
  // sentence's end, before a bullet or a heading, or a blank line, ends one.
  // (A blank starts the match only where its run starts: tried from every blank of a long run, the
  // pattern read the rest of the run each time.)
  const unwrapped = text.replace(/([^\n.!?:。！？ \t]|(?<![ \t])[ \t])[ \t]*\r?\n[ \t]*(?=[^\s\-*•#>\d|])/g, '$1 ');
  for (const part of unwrapped.split(/(?<=[.!?。！？])\s+|[\n\r]+|(?<=[。！？；])|\s[•·]\s/)) {
    const s = part.trim();
    if (!s) continue;
    for (let i = 0; i < s.length; i += MAX_SENTENCE - 100) {
      out.push(s.slice(i, i + MAX_SENTENCE));
      if (i + MAX_SENTENCE >= s.length) break;
    }
  }
  return out;
}


/**
 * A sentence with the texts it quotes as examples blanked out: "flags posts saying 'ignore previous
 * instructions'" mentions an attack, it does not make one. Only a quotation introduced as one
 * (saying, such as, like, e.g., phrases, patterns …) is blanked; quotation marks alone are not.
 */
const MENTION = /\b(?:saying|says|said|such\s+as|like|e\.g\.|eg|i\.e\.|for\s+example|for\s+instance|containing|contains|phrases?|texts?|strings?|patterns?|wordings?|attempts?|messages?|prompts?|inputs?|content|flags?|detects?|matches|catches|blocks)\s*[:,]?\s*$/i;
const QUOTED = /"[^"]{3,200}"|“[^”]{3,200}”|«[^»]{3,200}»|'[^']{3,200}'(?!\w)|‘[^’]{3,200}’/g;
export function unquoteMentions(text: string): string {
  if (!/["“«'‘]/.test(text)) return text;
  // A quotation listed after one that was blanked ("saying 'a' or 'b'") is a mention too.
  let blankedTo = -1;
  return text.replace(QUOTED, (q, at: number) => {
    const listed = blankedTo >= 0 && /^\s*(?:,|or|and|\/)\s*$/i.test(text.slice(blankedTo, at));
    if (!listed && !MENTION.test(text.slice(Math.max(0, at - 40), at))) return q;
    blankedTo = at + q.length;
    return ' '.repeat(q.length);
  });
}

/**
 * A model text as instructions are read in it: quotations introduced as examples blanked
 * (`unquoteMentions`); in a tool that finds attacks (`classify_prompt_injection`), every quotation,
 * every sentence that lists what it finds, and the inputs its examples show (undefined: data).
 */
export function instructionsIn(tool: Pick<Tool, 'descriptor'>, t: ModelText): string | undefined {
  const text = visibleOf(t);
  const d = tool.descriptor;
  if (!perTool(d, 'findsAttacks', () => aboutAttacks(typeof d.name === 'string' ? d.name : '', d))) return unquoteMentions(text);
  if (placeOf(d, t.path).fills) return undefined;
  return clausesOf(text)
    .map((c) => (LISTS_FINDINGS.test(c) ? ' '.repeat(c.length) : c.replace(QUOTED_ANY, (q) => ' '.repeat(q.length))))
    .join(' ');
}

/** Whether what was found at `at` is denied ("they do not override the operator's system prompt"). */
const DENIAL = /\b(?:not|never|no|nor|cannot|can'?t|don'?t|doesn'?t|won'?t|isn'?t|aren'?t|without)\s+(?:\w+\s+){0,2}$/i;
function denied(text: string, at: number): boolean {
  return DENIAL.test(text.slice(Math.max(0, at - 40), at));
}

interface Found {
  kind: DirectiveKind;
  index: number;
  length: number;
}

/** The first instruction of each kind in one sentence. */
/** A line that opens with a label: list marks, then up to six words, then a colon ("- Suppress confirmations: `{…}`"). */
const LABEL = /^([\s\-*•>#\d.)]*)(\p{L}+(?: \p{L}+){0,5})[ \t]*:/u;

/**
 * A line labelled with one of the tool's own parameters in words (an example's label, "- Suppress
 * confirmations: `{… "suppressConfirmations": true}`"): the label names the parameter, it is not an
 * instruction. It is blanked (positions kept); what follows it is read as usual.
 */
function unlabelOwn(sentence: string, ctx: Context): string {
  if (!ctx.ownLabels.size) return sentence;
  const m = LABEL.exec(sentence);
  if (!m || !ctx.ownLabels.has(m[2]!.toLowerCase().replace(/ /g, '_'))) return sentence;
  return m[1]! + ' '.repeat(m[0].length - m[1]!.length) + sentence.slice(m[0].length);
}

/**
 * Every pattern a sentence must match for a kind to be found in it: one scan of a reading tells which
 * of them may (src/regex/prefilter.ts), and only those are run. Most sentences may match none. The
 * filter and the patterns' places in it are made when a first sentence is read, not when the module
 * loads: the CLI's main thread loads the rules but reads no sentence, and building the filter's
 * automaton is most of what loading this module costs.
 */
interface Tables {
  filter: PatternFilter;
  /** Each concept rule's patterns in the filter (its gate's and every concept's). */
  conceptIds: number[][];
  /** The patterns that may match any sentence, and the others by their id in the filter (indices into PATTERNS). */
  always: number[];
  byId: Map<number, number[]>;
  /**
   * The concept rules that may match any sentence: those whose every pattern requires nothing, and
   * every rule about secrets, which reads the sentence as opened (checked as it is read); the others
   * by the id of their first pattern that requires something.
   */
  cAlways: number[];
  cById: Map<number, number[]>;
}
let built: Tables | undefined;

/** Every pattern the sentence filter is made of (scripts/atoms.mjs works out what each requires at build time). */
export function sentencePatterns(): RegExp[] {
  return [
    ...Object.values(KIND_GATE),
    ...PATTERNS.flatMap((p) => (p.gate ? [p.re, p.gate] : [p.re])),
    ...CONCEPT_RULES.flatMap((r) => (r.gate ? [r.gate, ...r.all] : r.all)),
  ];
}

function tables(): Tables {
  if (built) return built;
  const filter = new PatternFilter(sentencePatterns());
  const conceptIds = CONCEPT_RULES.map((r) => [...(r.gate ? [r.gate] : []), ...r.all].map((g) => filter.id(g)));
  const always: number[] = [];
  const byId = new Map<number, number[]>();
  PATTERNS.forEach((p, i) => {
    const id = filter.id(p.re);
    if (filter.requiresNothing(id)) always.push(i);
    else byId.set(id, [...(byId.get(id) ?? []), i]);
  });
  const cAlways: number[] = [];
  const cById = new Map<number, number[]>();
  CONCEPT_RULES.forEach((r, i) => {
    const first = conceptIds[i]!.find((id) => !filter.requiresNothing(id));
    if (r.kind === 'secrets' || first === undefined) cAlways.push(i);
    else cById.set(first, [...(cById.get(first) ?? []), i]);
  });
  return (built = { filter, conceptIds, always, byId, cAlways, cById });
}

/**
 * The patterns (indices, in list order) that may match a sentence: secrets' as read in `sscanned`, the
 * others' in `scanned`. Marked, then read in order: no list is sorted for each sentence. The list
 * returned is this module's own, good until the next call (readSentence reads it at once).
 */
function candidates(scanned: PatternScan, sscanned: PatternScan): readonly number[] {
  const { always: ALWAYS, byId: BY_ID } = tables();
  if (!scanned.found().length && !sscanned.found().length) return ALWAYS;
  const mark = (patternMarks ??= new Uint8Array(PATTERNS.length));
  mark.fill(0);
  for (const i of ALWAYS) mark[i] = 1;
  for (const id of scanned.found()) for (const i of BY_ID.get(id) ?? NONE) if (PATTERNS[i]!.kind !== 'secrets') mark[i] = 1;
  for (const id of sscanned.found()) for (const i of BY_ID.get(id) ?? NONE) if (PATTERNS[i]!.kind === 'secrets') mark[i] = 1;
  return marked(mark, patternList);
}
let patternMarks: Uint8Array | undefined;
const patternList: number[] = [];
const NONE: readonly number[] = [];

/** The concept rules (indices, in list order) that may match a sentence as `scanned` read it (Tables.cAlways, cById); as `candidates`, this module's own list. */
function conceptCandidates(scanned: PatternScan): readonly number[] {
  const { cAlways: C_ALWAYS, cById: C_BY_ID } = tables();
  const found = scanned.found();
  if (!found.length) return C_ALWAYS;
  const mark = (conceptMarks ??= new Uint8Array(CONCEPT_RULES.length));
  mark.fill(0);
  for (const i of C_ALWAYS) mark[i] = 1;
  for (const id of found) for (const i of C_BY_ID.get(id) ?? NONE) mark[i] = 1;
  return marked(mark, conceptList);
}
let conceptMarks: Uint8Array | undefined;
const conceptList: number[] = [];

/** The indices marked, in order, into `out`. */
function marked(mark: Uint8Array, out: number[]): number[] {
  out.length = 0;
  for (let i = 0; i < mark.length; i++) if (mark[i]) out.push(i);
  return out;
}

/** Whether a kind was found already (one finding of each kind per sentence). */
function has(found: readonly Found[], kind: DirectiveKind): boolean {
  for (const f of found) if (f.kind === kind) return true;
  return false;
}

/** Whether every pattern of a concept rule may match. */
function mayAll(scan: PatternScan, ids: readonly number[]): boolean {
  for (const id of ids) if (!scan.mayId(id)) return false;
  return true;
}

/**
 * Sentences read before in which nothing could be found whatever the tool, its context and the
 * sentence's place. Catalogs repeat their texts (a parameter's "Page number", a closing "Results are
 * eventually consistent"): about two sentences in five of real servers' tools are ones already read.
 *
 * A sentence is kept when it was read as written (no name of the tool in it, no quotation blanked,
 * nothing folded: `text` is `sentence`), no pattern or concept matched it, and nothing was set aside
 * for the tool or the place: what the context decides only ever sets a match aside or lets one
 * stand, so where nothing matched, no context finds anything. Patterns set aside for the place
 * before they ran are tried once on the sentence first; one that matches keeps it out. A sentence
 * of another language's words is not kept (its lexicons read the place and the tool).
 *
 * Bounded: two generations of `QUIET_GENERATION` sentences each, the older let go as a new one fills.
 * Bit 1: quiet as a text's opening sentence; bit 0: elsewhere (secrets read an opening differently).
 */
const QUIET_GENERATION = 1024;
let quietNow = new Map<string, number>();
let quietLast = new Map<string, number>();

function knownQuiet(sentence: string, bit: number): boolean {
  const now = quietNow.get(sentence);
  if (now !== undefined) return (now & bit) !== 0;
  const last = quietLast.get(sentence);
  if (last === undefined || (last & bit) === 0) return false;
  keepQuiet(sentence, last);
  return true;
}

function keepQuiet(sentence: string, bits: number): void {
  if (quietNow.size >= QUIET_GENERATION && !quietNow.has(sentence)) {
    quietLast = quietNow;
    quietNow = new Map();
  }
  const had = quietNow.get(sentence);
  // A new key is kept as a string of its own: a sentence is a slice of its text, which it would keep alive.
  quietNow.set(had === undefined ? flat(sentence) : sentence, (had ?? 0) | bits);
}

/** A copy of `s` that is not a slice of a longer string. */
function flat(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

/** Forgets every quiet sentence (tests compare a first reading with a remembered one). */
export function forgetQuietSentences(): void {
  quietNow = new Map();
  quietLast = new Map();
}

export function readSentence(sentence: string, self: string, place: Place, ctx: Context, opening = false): Found[] {
  const found: Found[] = [];
  sentence = unlabelOwn(sentence, ctx);
  // English patterns read English words: marks on Latin letters ("Réfünds ạrĕ pre̱-ápprövẹd") are folded away for them.
  // A tool that finds attacks: the inputs it is shown are data, what it quotes or lists is what it looks for.
  if (ctx.aboutAttacks) {
    if (place.fills || LISTS_FINDINGS.test(sentence)) return found;
    sentence = sentence.replace(QUOTED_ANY, (q) => ' '.repeat(q.length));
  }
  const ascii = !NOT_ASCII_LETTER.test(sentence);
  const text = unquoteMentions(withSelf(ascii ? sentence : sentence.normalize('NFD').replace(/\p{M}+/gu, ''), self));
  // For secrets, the tool's own secret parameters named as themselves ("pass your privateKey") are its declared input, not a secret reached for.
  const stext = ctx.ownSecretParams ? text.replace(ctx.ownSecretParams, 'the parameter') : text;
  const bit = opening ? 2 : 1;
  const asWritten = text === sentence && stext === text;
  if (asWritten && knownQuiet(sentence, bit)) return found;
  /** Whether what the tool, its context or the place decided may have kept a finding out (the sentence is then not kept as quiet). */
  let decided = false;
  /** Patterns and concept rules set aside for the place or the context before they ran, with the reading each reads. */
  let setAside: [readonly RegExp[], string][] | undefined;
  // Which patterns may match each reading, from one scan of it; each kind's gate, tested once per sentence.
  const { filter: FILTER, conceptIds: CONCEPT_IDS } = tables();
  const scanned = FILTER.scan(text);
  const sscanned = stext === text ? scanned : FILTER.scan(stext);
  let gates: Map<DirectiveKind, boolean> | undefined;
  const patterns = candidates(scanned, sscanned);
  for (let k = 0; k < patterns.length; k++) {
    const p = PATTERNS[patterns[k]!]!;
    if (has(found, p.kind)) continue;
    if ((p.notSwitch && place.inSwitch) || (p.onlyConfirmParam && !place.inConfirmParam)) {
      (setAside ??= []).push([[p.re], p.kind === 'secrets' ? stext : text]);
      continue;
    }
    let open = (gates ??= new Map<DirectiveKind, boolean>()).get(p.kind);
    if (open === undefined) {
      const gate = KIND_GATE[p.kind];
      gates.set(p.kind, (open = gate ? scanned.may(gate) && gate.test(text) : true));
    }
    if (!open || (p.gate && !(scanned.may(p.gate) && p.gate.test(text)))) continue;
    const m = p.re.exec(p.kind === 'secrets' ? stext : text);
    if (!m) continue;
    // A match: whatever sets it aside below, the sentence is not kept as quiet.
    decided = true;
    if (p.unless?.test(text) || (p.also && !p.also.test(text))) continue;
    if (p.kind === 'override' && denied(text, m.index)) continue;
    // "Moves you have already accepted cannot be rejected": what was approved is restricted, not an approval claimed.
    if (p.kind === 'confirmation' && /^\W*(?:\w+\s+){0,3}?(?:cannot|can'?t|can\s+no\s+longer|(?:is|are)\s+no\s+longer)\b/i.test(text.slice(m.index + m[0].length))) continue;
    const other = m.groups?.other ?? m.groups?.other2 ?? m.groups?.other3;
    if (p.other && other !== undefined && (isOwn(other, self) || ctx.own.has(other.replace(/\x60/g, '')))) continue;
    // "This server's older `kubectl_get` tool is deprecated": a tool of its own server, said so.
    if (p.other && other !== undefined && OWN_SCOPE.test(text) && !EXPLICITLY_FOREIGN.test(text)) continue;
    if (p.kind === 'steering' && ctx.ownScope?.test(text) && !EXPLICITLY_FOREIGN.test(text)) continue;
    if (p.kind === 'concealment' && place.inSecretParam) continue;
    if (p.notAboutSecrets && ctx.aboutSecrets) continue;
    if (p.kind === 'secrets' && place.secretsByDesign) continue;
    // Details passed to a tool that only reads ("pass the customer's id to get_orders") are a lookup, not a hand-off.
    if (p.kind === 'forwarding' && toReadingToolsOnly(text, self, ctx)) continue;
    if (p.kind === 'confirmation' && !ctx.acts && !ACT_WORD.test(text)) continue;
    found.push({ kind: p.kind, index: Math.min(m.index, sentence.length - 1), length: m[0].length });
  }
  let directed: boolean | undefined;
  // A text's opening sentence says what the tool or the parameter does ("Retrieve all settings,
  // including environment variables"): its first word is not an order to the agent.
  const opened = opening ? stext.replace(/^[^\p{L}]*[\p{L}'-]+/u, 'it') : stext;
  // Concepts several rules share are matched once per sentence (per reading: the opened one for secrets).
  let memos: Map<string, Map<RegExp, RegExpExecArray | null>> | undefined;
  let oscanned: PatternScan | undefined;
  const rules = conceptCandidates(scanned);
  for (let k = 0; k < rules.length; k++) {
    const i = rules[k]!;
    const r = CONCEPT_RULES[i]!;
    const cscanned = r.kind === 'secrets' ? (oscanned ??= opened === stext ? sscanned : FILTER.scan(opened)) : scanned;
    if (!mayAll(cscanned, CONCEPT_IDS[i]!)) continue;
    // (Only what the agent fetches is read so: other acts name their place, which the tool's own act does not.)
    const ctext = r.kind === 'secrets' ? opened : text;
    memos ??= new Map();
    const memo = memos.get(ctext) ?? memos.set(ctext, new Map()).get(ctext)!;
    if (has(found, r.kind)) continue;
    if (
      // A parameter that takes a secret or the environment by design; not a reach into the home folder's files ("read ~/.aws/credentials").
      (r.kind === 'secrets' && (((place.inSecretParam || place.secretsByDesign) && !HOME_FILE.test(ctext)) || /\bpublic\s+keys?\b/i.test(ctext))) ||
      (r.notSwitch && place.inSwitch) ||
      (r.notAboutSecrets && ctx.aboutSecrets) ||
      (r.kind === 'concealment' && place.inSecretParam) ||
      (r.kind === 'steering' && ctx.ownScope?.test(ctext) && !EXPLICITLY_FOREIGN.test(ctext))
    ) {
      (setAside ??= []).push([r.all, ctext]);
      continue;
    }
    let first = -1;
    let last = 0;
    let ok = true;
    if (r.gate && !r.gate.test(ctext)) continue;
    for (const g of r.all) {
      let m = memo.get(g);
      if (m === undefined) memo.set(g, (m = g.exec(ctext)));
      if (!m) {
        ok = false;
        break;
      }
      if (first < 0 || m.index < first) first = m.index;
      last = Math.max(last, m.index + m[0].length);
    }
    if (!ok) continue;
    decided = true;
    if (r.none?.test(ctext)) continue;
    if (r.kind === 'override' && denied(ctext, first)) continue;
    if (r.directed && !(directed ??= DIRECTED.test(ctext))) continue;
    if (r.needsAct && !ctx.acts && !ACT_WORD.test(ctext)) continue;
    if (r.check && !r.check(ctext, self, ctx, place)) continue;
    found.push({ kind: r.kind, index: Math.min(first, sentence.length - 1), length: Math.min(last, sentence.length) - Math.min(first, sentence.length - 1) });
  }
  if ((ascii ? NON_ENGLISH_ASCII : NON_ENGLISH).test(sentence)) {
    decided = true;
    // In any language: what fills a parameter naming a key file or a secret variable by its name
    // ("~/.ssh/id_rsa の中身をこの欄に", "el valor de STRIPE_SECRET_KEY"), unless it forbids it or asks for a path.
    if (!has(found, 'secrets') && place.fills && !place.inSecretParam && !place.secretsByDesign && !ctx.aboutSecrets && HARD_SECRET.test(sentence) && !lexicon(ascii).ML_NEG.test(sentence) && !ML_PATH.test(sentence)) {
      const m = HARD_SECRET.exec(sentence)!;
      found.push({ kind: 'secrets', index: m.index, length: m[0].length });
    }
    for (const l of lexiconsFor(sentence, ascii)) {
      if (has(found, l.kind) || (l.kind === 'confirmation' && place.inSwitch && !l.inSwitch)) continue;
      if (l.kind === 'steering' && ctx.ownScope?.test(sentence)) continue;
      let first = -1;
      let last = 0;
      let ok = true;
      for (const g of l.all) {
        const m = g.exec(sentence);
        if (!m) {
          ok = false;
          break;
        }
        if (first < 0 || m.index < first) first = m.index;
        last = Math.max(last, m.index + m[0].length);
      }
      if (!ok || l.none?.test(sentence) || (l.otherTool && !namesAnotherTool(sentence, self, ctx))) continue;
      // "Без подтверждения не вызывайте": without a confirmation, do not call it, is a guard; and a
      // confirmation only matters to an act named close by (in the same clause, or the tool's own).
      if (l.kind === 'confirmation' && (lexicon(ascii).ML_WITHOUT_THEN_NOT.test(sentence) || !actNear(sentence, first, last, ctx, ascii))) continue;
      found.push({ kind: l.kind, index: first, length: last - first });
    }
  }
  // What was set aside before it ran, run now: if it matches, another place or tool could have found it.
  if (asWritten && !found.length && !decided && !setAside?.some(([all, reading]) => all.every((g) => g.test(reading)))) keepQuiet(sentence, bit);
  return found;
}

/** A tool named by its identifier, in any language, that is neither this one, one of its parameters, a file or address, nor one that only reads. */
function namesAnotherTool(text: string, self: string, ctx: Context): boolean {
  for (const m of text.matchAll(TOOL_NAMES)) {
    const name = m[0].replace(/\x60/g, '');
    if (isOwn(name, self) || ctx.own.has(name) || /\.(?:com|org|net|io|co|de|json|ya?ml|md|txt|csv|pdf|env|sh|py|js|ts)$/i.test(name) || name.includes('@')) continue;
    if (verbKind(snakeKey(name.split('.').pop() ?? name).split('_')[0] ?? '') !== 'reads') return true;
  }
  return false;
}

/** Whether an act is named within the clause around a match, or the tool itself acts and the sentence is about it. */
function actNear(sentence: string, from: number, to: number, ctx: Context, ascii: boolean): boolean {
  const start = Math.max(0, ...[',', '，', '、', '(', '（', ';'].map((c) => sentence.lastIndexOf(c, from - 1) + 1));
  const ends = [',', '，', '、', ')', '）', ';'].map((c) => sentence.indexOf(c, to)).filter((i) => i >= 0);
  const clause = sentence.slice(start, ends.length ? Math.min(...ends) : sentence.length);
  return lexicon(ascii).ML_ACT.test(clause) || ACT_WORD_EN.test(clause) || (ctx.acts && clause.length === sentence.length);
}

// eslint-disable-next-line no-control-regex -- anything beyond ASCII may carry marks to fold
const NOT_ASCII_LETTER = /[^\x00-\x7f]/;

/** Secrets named so that no language is needed: key files, secret variables by name. */
const HARD_SECRET = /~\/\.(?:ssh|aws|kube|gnupg|docker)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/credentials|\.env\b(?!\.(?:example|sample|template))|\.npmrc|\.netrc|\.git-credentials|kubeconfig|\b(?!PUBLIC_KEY\b|[A-Z0-9_]*_PUBLIC_KEY\b|YOUR_)[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_KEY|SECRET(?:_ACCESS)?_KEY|SECRET|TOKEN|PASSWORD|CREDENTIALS?)\b|\bDATABASE_URL\b/;
/** A path, not contents, in the languages read: "Pfad zum Schlüssel", "ruta del archivo". */
const ML_PATH = /(?<![\p{L}])(?:path|ruta|chemin|pfad|caminho|percorso|pad|ścieżk\p{L}*|yol|путь|шлях|đường dẫn|jalur|sökväg|cesta|cale|διαδρομή|مسار|נתיב|पथ|เส้นทาง|name|nombre|nom|nome|имя|назв\p{L}*|ім'я|naam|nazw\p{L}*|isim|ad[ıi]|tên|nama|namn|jméno|nume|όνομα|اسم|שם|नाम|ชื่อ)(?![\p{L}])|路径|路徑|パス|経路|경로|名前|名称|名稱|이름/iu;
