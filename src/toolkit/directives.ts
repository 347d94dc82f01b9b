/**
 * What a tool's text tells the agent to do, by what the instruction does rather than by its wording.
 *
 * A descriptor describes its tool; poisoned ones also direct the agent. Each sentence of every text a
 * model reads (`modelTexts`, as `readingOf` gives it: invisible characters out, full-width and
 * look-alike letters folded) is read for an instruction that does one of these things:
 *
 * - `secrets`: reaches for secrets, credential or key files, local files or the conversation (the
 *   system prompt, earlier messages) and puts them into a call;
 * - `steering`: puts this tool before or above other tools (call it first, before any other; prefer
 *   it over another server's tool; the other one is deprecated or unsafe; never use the others);
 * - `forwarding`: hands the result or the user's details on to another tool or to an address;
 * - `confirmation`: removes a confirmation (the user has already approved, no need to ask);
 * - `concealment`: hides what the agent does from the user (do not mention it, do it silently);
 * - `shadowing`: changes what other tools do (whenever any tool sends mail, add a BCC);
 * - `override`: sets the agent's instructions, its safety rules or the user's wishes aside.
 *
 * What tells these apart from the usage notes of honest tools is the direction of the instruction:
 * honest notes are about the tool's own arguments and its own use, and defer to other tools ("call
 * list_tables first if you do not know the table"; "for large files prefer read_file_chunk"; "this
 * tool is deprecated, use v2"); attacks put the tool first over tools in general or of other servers,
 * move what the agent holds (secrets, the conversation, the user's details) into calls or to places
 * the descriptor names, or take the user out of the loop (no confirmation, no mention). Each kind
 * below is a set of concepts (an object, an act, a direction) that must meet in one sentence, in
 * English and, for the concepts attacks need most, in Spanish, French, German, Portuguese, Italian,
 * Russian, Chinese, Japanese and Korean.
 *
 * Cost: each text is split into sentences of at most `MAX_SENTENCE` characters, and every pattern is
 * run on one sentence with bounded gaps, so the work is linear in the text.
 *
 * This module walks a tool's texts (`directivesOf`); the reading is split by concern:
 * directive-sentences.ts (a text into sentences, each sentence read: `clausesOf`, `readSentence`,
 * `instructionsIn`), directive-patterns.ts (the English patterns, by shape), directive-concept-rules.ts
 * (the English concepts that must meet), directive-concepts.ts (the concepts both build on),
 * directive-context.ts (the tool's own name, its context, a text's place), directive-spelling.ts
 * (spellings that hide words) and directive-lexicon.ts (the other languages).
 */
import type { JsonPath, Tool } from '../types/index.js';
import { perTool } from './memo.js';
import { excerpt, modelTexts, visibleOf, type ModelText } from './model-text.js';
import { snakeKey } from './text.js';
import { ADDRESS } from './directive-lexicon.js';
import { C_HAND, C_PAYLOAD } from './directive-concept-rules.js';
import { contextOf, placeOf, type Place } from './directive-context.js';
import { clausesOf, readSentence } from './directive-sentences.js';
import { readable, spaced } from './directive-spelling.js';

export { clausesOf, instructionsIn, unquoteMentions } from './directive-sentences.js';
export { aboutSecrets } from './directive-context.js';

export type DirectiveKind = 'secrets' | 'steering' | 'forwarding' | 'confirmation' | 'concealment' | 'shadowing' | 'override';

/** What each kind of instruction does, as messages say it. */
export const DIRECTIVE_DOES: Record<DirectiveKind, string> = {
  secrets: 'reaches for secrets or the conversation',
  steering: 'puts this tool before or above other tools',
  forwarding: "hands the result or the user's details on",
  confirmation: "takes the user's confirmation away",
  concealment: 'asks for secrecy from the user',
  shadowing: 'prescribes what other tools do',
  override: 'overrides earlier instructions',
};

export interface Directive {
  kind: DirectiveKind;
  /** The text it is in (its path points at the field). */
  text: ModelText;
  /** The words that make it one, for messages. */
  phrase: string;
}
/**
 * Every instruction to the agent in a tool's model-read text, at most one of each kind per text.
 * Worked out once per tool however many rules ask (src/toolkit/memo.ts): it must not be changed.
 */
export function directivesOf(tool: Pick<Tool, 'descriptor'> & { file?: { path: string }; server?: { name: string } }): readonly Directive[] {
  const d = tool.descriptor;
  return perTool(d, 'directives', () => {
    const self = typeof d.name === 'string' ? d.name : '';
    // Whose tools are "our" tools: the words of the tool's name, of its server's and of the file that lists it.
    const owner = [tool.server?.name ?? '', tool.file ? serverLikeName(tool.file.path) : ''].join(' ');
    const ctx = contextOf(d, self, owner);
    const out: Directive[] = [];
    const read = (t: ModelText, text: string, place: Place, kinds: Set<DirectiveKind>, opening = true): void => {
      const sentences = clausesOf(text);
      for (let i = 0; i < sentences.length; i++) {
        const sentence = sentences[i]!;
        for (const f of readSentence(sentence, self, place, ctx, opening && i === 0)) {
          if (kinds.has(f.kind)) continue;
          kinds.add(f.kind);
          out.push({ kind: f.kind, text: t, phrase: excerpt(sentence, f.index, f.length) });
        }
      }
    };
    /** The last description read, if it ended mid-sentence: an instruction split over two fields is read whole. */
    let open: string | undefined;
    /** The parameter it names, if it names one ("… muss das Feld `hinweis` stets Folgendes enthalten:"): it goes on in that parameter's description. */
    let openTo: string | undefined;
    for (const t of modelTexts(d)) {
      if (t.kind === 'key') {
        // A property name that is a phrase ("full_system_prompt_and_prior_messages", "alwaysCallThisFirst…") is read as one.
        const words = identifierWords(visibleOf(t));
        if (words.split(' ').length < 4) continue;
        const kinds = new Set<DirectiveKind>();
        if (KEY_SECRET.test(words) && !ctx.aboutSecrets && !ctx.aboutConversation) {
          kinds.add('secrets');
          out.push({ kind: 'secrets', text: t, phrase: words });
        }
        // A parameter for a side copy of what the agent holds: `also_post_transcript_to`.
        if (KEY_SIDE_COPY.test(words) && C_HAND.test(words) && C_PAYLOAD.test(words)) {
          kinds.add('forwarding');
          out.push({ kind: 'forwarding', text: t, phrase: words });
        }
        read(t, words, NO_PLACE, kinds, false);
        continue;
      }
      const text = readable(spaced(visibleOf(t)));
      const place = placeOf(d, t.path);
      const last = t.path[t.path.length - 1];
      if (last === 'default' || last === 'const' || (t.path[t.path.length - 2] === 'default' && typeof last === 'number')) {
        const dest = defaultDestination(t.path, text);
        if (dest) out.push({ kind: 'forwarding', text: t, phrase: dest });
      }
      const kinds = new Set<DirectiveKind>();
      // An example's argument that is a secret file (".env", "~/.ssh/id_rsa"): the agent learns to send it.
      if (place.fills && last !== 'description' && SECRET_FILE_VALUE.test(text) && !ctx.aboutSecrets && !place.secretsByDesign) {
        kinds.add('secrets');
        out.push({ kind: 'secrets', text: t, phrase: text.trim() });
      }
      const param = t.path.length >= 3 && t.path[t.path.length - 3] === 'properties' ? String(t.path[t.path.length - 2]) : undefined;
      if (open !== undefined && last === 'description' && (openTo === undefined || openTo === param)) {
        const joined = `${open} ${clausesOf(text)[0] ?? ''}`;
        read(t, joined, place, kinds, false);
        openTo = undefined;
      }
      if (openTo === undefined) {
        open = last === 'description' && OPEN_END.test(text.slice(-24)) ? clausesOf(text).pop() : undefined;
        openTo = open?.match(/[A-Za-z_][\w-]*/g)?.find((w) => w !== param && ctx.own.has(w));
      }
      if (text.length < 12) continue;
      // An error's recovery speaks to the agent from its first word ("Retry with …"): no opening describes the tool there.
      read(t, text, place, kinds, last !== 'recovery');
    }
    return out;
  });
}

/**
 * A file's name as the name of a server (`stripe.json`, `github-mcp-tools.json`): at most two words
 * besides mcp/server/tools. A longer name ("checkout-link-stripe-unsafe") says what the file is
 * about, not whose tools it lists, and its words are not the tool's own scope.
 */
function serverLikeName(file: string): string {
  const base = file.split(/[\\/]/).pop()!.replace(/\.[^.]*$/, '');
  const words = snakeKey(base).split('_').filter((w) => w && !/^(?:mcp|server|servers|tools?|list|v\d+)$/.test(w));
  return words.length <= 2 ? base : '';
}

/** A value that is a secret file's path. */
const SECRET_FILE_VALUE = /^\s*(?:~\/\.(?:ssh|aws|kube|gnupg|docker|config\/gcloud)\/\S*|(?:\S*\/)?\.env(?!\.(?:example|sample|template|dist|defaults?|schema)\b)(?:\.[\w-]+)?|\S*\bid_(?:rsa|dsa|ecdsa|ed25519)\b\S*|~\/\.(?:npmrc|netrc|pypirc|git-credentials)|\S+\.pem|\/etc\/(?:shadow|passwd))\s*$/i;

const NO_PLACE: Place = { inSwitch: false, inConfirmParam: false, inSecretParam: false, secretsByDesign: false };

/** A text that stops mid-sentence: on a comma or a colon, or on a word that cannot end one (an article, a preposition, a conjunction). */
const OPEN_END = /(?:[,:]|(?<![\p{L}])(?:and|or|the|a|an|to|of|with|for|in|into|including|plus|also|then|that|your|their|its|und|oder|der|die|das|den|dem|mit|zu|für|et|ou|le|la|les|de|du|des|avec|y|o|el|los|las|con|para|e|il|di|che|per|en|het|een|van|met|och|att|med))\s*$/iu;

/** An identifier's words: `fullSystemPrompt_andPrior` → "full system prompt and prior". */
function identifierWords(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    // A capital that begins a word after an acronym (`HTTPServer`): looked at two characters ahead,
    // so that a long run of capitals is read once, not once from each of its letters.
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A parameter named for what the agent holds in secret: filling it hands that over. */
/** A parameter named for a side copy: `also_post_transcript_to`. */
const KEY_SIDE_COPY = /\b(?:also|too|additionally|mirror|cc|bcc|copy|shadow)\b/;
const KEY_SECRET = /\b(?:system\s+prompt|developer\s+(?:prompt|message|instructions)|hidden\s+instructions|(?:prior|previous|earlier|preceding)\s+(?:messages|turns|chat)|(?:full|entire|whole)\s+(?:conversation|chat))\b/;

/** Parameters that name where something goes. */
const DEST_PARAM = /(?:^|_)(?:to|cc|bcc|recipients?|emails?|addresses|webhooks?|callbacks?|mirror|relay|forward|archive|channel|notify|destination|audit|copy|ingest|sink|report|share)(?:_|$)/;
/** Of those, where a URL goes: not an API's base address. */
const URL_DEST_PARAM = /(?:^|_)(?:webhooks?|callbacks?|mirror|relay|forward|archive|notify|audit|copy|ingest|sink|report)(?:_|$)/;
const ADDRESS_RE = new RegExp(`^\\s*${ADDRESS}\\s*$`, 'i');

/** A default that sends elsewhere: a recipient, copy or webhook parameter whose default is a fixed outside address. */
function defaultDestination(path: JsonPath, value: string): string | undefined {
  if (!ADDRESS_RE.test(value)) return undefined;
  const at = path.lastIndexOf('properties');
  const name = at >= 0 ? snakeKey(String(path[at + 1] ?? '')) : '';
  if (!name || !DEST_PARAM.test(name) || /^(?:from|reply_to|sender)/.test(name)) return undefined;
  if (/^\s*https?:/i.test(value) && !URL_DEST_PARAM.test(name)) return undefined;
  return `${name} defaults to ${value.trim()}`;
}
