/**
 * What a sentence is read against (directives.ts): the tool's own name read as `{{self}}`, the place
 * of the text (`placeOf`: a switch's, a confirmation parameter's, a secret parameter's, what fills a
 * call), whether another name is this tool's (`isOwn`), and what the tool's own words say about it
 * (`contextOf`: its parameters, its server's scope, whether it acts, whether its subject is secrets,
 * conversations or attacks).
 */
import type { JsonPath } from '../types/index.js';
import { describedAction, verbKind } from './action.js';
import { isWordCode, snakeKey } from './text.js';
import { isObject, schemaNames } from './util.js';

/** An environment variable that holds a secret, as written (upper case): `OPENAI_API_KEY`, `$GITHUB_TOKEN`. */
const ENV_SECRET = /\b(?!PUBLIC_KEY\b|[A-Z0-9_]*_PUBLIC_KEY\b|YOUR_)[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_KEY|KEY|TOKEN|SECRET(?:_ACCESS_KEY)?|PASSWORD|CREDENTIALS?)\b/g;

/**
 * A sentence read for `{{self}}`: the tool's own name read as "this tool"; a secret environment variable as `{{envsecret}}`.
 * The name (or its part after the last `.`, of 3 characters or more) counts where it stands whole: not after a word
 * character, `.` or `-`, and not before a word character, `-`, or `.` and a word character. Found by hand, not by a
 * pattern made per name: each tool has its own name, and a pattern is compiled when first run (a third of a second
 * over 10,000 tools).
 */
export function withSelf(sentence: string, name: string): string {
  const out = sentence.includes('_') && ENV_SECRET_WORD.test(sentence) ? sentence.replace(ENV_SECRET, '{{envsecret}}') : sentence;
  if (!name) return out;
  // The name's forms, worked out once per name, not once per sentence (a long name has many).
  if (selfName?.name !== name) {
    const tail = name.split('.').pop()!;
    selfName = { name, tail, forms: [...new Set([name, tail])].filter((f) => f.length >= 3) };
  }
  return selfName.forms.length && out.includes(selfName.tail) ? replaceWhole(out, selfName.forms, '{{self}}') : out;
}
let selfName: { name: string; tail: string; forms: string[] } | undefined;

/**
 * `text` with each whole occurrence of one of `forms` replaced, leftmost first, the first form that stands whole at a
 * place winning (as the alternation `(?<![\w.-])(?:a|b)(?![\w-]|\.\w)` replaces globally).
 */
export function replaceWhole(text: string, forms: readonly string[], by: string): string {
  let out = '';
  let from = 0;
  let pos = 0;
  for (;;) {
    let next = -1;
    for (const f of forms) {
      const k = text.indexOf(f, pos);
      if (k >= 0 && (next < 0 || k < next)) next = k;
    }
    if (next < 0) break;
    let length = 0;
    const b = next ? text.charCodeAt(next - 1) : -1;
    if (!(isWordCode(b) || b === 46 || b === 45)) {
      for (const f of forms) {
        if (!text.startsWith(f, next)) continue;
        const end = next + f.length;
        const a = end < text.length ? text.charCodeAt(end) : -1;
        if (isWordCode(a) || a === 45 || (a === 46 && end + 1 < text.length && isWordCode(text.charCodeAt(end + 1)))) continue;
        length = f.length;
        break;
      }
    }
    if (!length) {
      pos = next + 1;
      continue;
    }
    out += text.slice(from, next) + by;
    from = pos = next + length;
  }
  return from ? out + text.slice(from) : text;
}
/** What every ENV_SECRET ends in: a sentence without any has none. */
const ENV_SECRET_WORD = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL/;

/** Parameters that hold the user's confirmation: setting one is the user's act, not the agent's. */
const CONFIRM_PARAM = /^(?:confirm\w*|confirmation\w*|i_?understand\w*|acknowledge\w*|approv\w*|user_?approv\w*|consent\w*|force)$/i;

/** What a text's place says about it: the description of a boolean switch, of a confirmation parameter. */
export interface Place {
  inSwitch: boolean;
  inConfirmParam: boolean;
  /** A parameter that holds a secret (`api_key`): keeping it from view protects the user. */
  inSecretParam: boolean;
  /** What fills a parameter: its description (or an item's), or an example's value. Such a text says what to put in the call. */
  fills?: boolean;
  /** The parameter (or example argument) the text belongs to, when it is one: its name and its parents', as words. */
  param?: string;
  /** Whether that parameter takes environment variables or a public key by its name (SECRETS_BY_DESIGN): decided once per text, not per sentence. */
  secretsByDesign: boolean;
}

const AGENT_SETS = /\b(?:set|pass|leave|keep|use)\s+(?:this|it)\s+(?:to\s+|as\s+|at\s+)?(?:true|on|enabled|yes)\b|\byourself\b|\balways\s+(?:set|pass)\b/i;

/** The names along a path that are parameters' or arguments' (not schema keywords), as words: `serverConfig.EnvParams` → "server config env params". */
const SCHEMA_STEP = new Set(['parameters', 'properties', 'items', 'description', 'default', 'examples', 'example', 'enum', 'const', 'title', 'input_examples', 'tool_call', 'arguments', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'inputSchema', 'outputSchema', 'returns']);
function paramWords(path: JsonPath): string {
  return path.filter((p): p is string => typeof p === 'string' && !SCHEMA_STEP.has(p)).map((p) => snakeKey(p).replace(/_/g, ' ')).join(' ');
}
/** A file in someone's home folder, by its path, or the local environment itself: not what a parameter for environment variables takes. */
export const HOME_FILE = /(?:^|[\s"'`(])(?:~|\$home|\$\{home\}|%userprofile%)[\\/]|\/(?:home|users)\/[\w.-]+\/\.|\/root\/\.|\bhome\s+(?:directory|folder|dir)\b|\bprintenv\b|\boutput\s+of\s+\x60?(?:env|set|export\s+-p)\x60?|\b(?:local|your|the\s+user'?s|their)\s+(?:shell\s+)?environment\b/i;
/** Parameters that take environment variables or a public key: naming secrets there is what they are for. */
const SECRETS_BY_DESIGN = /\b(?:env|envs|environment|variables?|vars?|secrets?|public|pub|pubkey|ssh\s+keys?)\b/;

/** Where examples of a call's arguments are: the tool's examples, Anthropic's input_examples, schema examples. */
const EXAMPLE_STEP = new Set(['input_examples', 'examples', 'example', 'arguments', 'tool_call']);

export function placeOf(d: Record<string, unknown>, path: JsonPath): Place {
  const param = paramWords(path);
  const secretsByDesign = SECRETS_BY_DESIGN.test(param);
  if (path[path.length - 1] !== 'description') return { inSwitch: false, inConfirmParam: false, inSecretParam: false, fills: path.some((p) => typeof p === 'string' && EXAMPLE_STEP.has(p)) && !path.includes('result'), param, secretsByDesign };
  let s: unknown = d;
  for (const step of path.slice(0, -1)) s = isObject(s) || Array.isArray(s) ? (s as Record<string, unknown>)[step as string] : undefined;
  const name = path.length >= 3 && path[path.length - 3] === 'properties' ? String(path[path.length - 2]) : '';
  // A switch described as the agent's own act ("set this to true without checking") is no user's choice.
  const described = isObject(s) && typeof s.description === 'string' ? s.description : '';
  const agentSets = AGENT_SETS.test(described);
  const inSwitch = isObject(s) && !agentSets && (s.type === 'boolean' || (Array.isArray(s.type) && s.type.includes('boolean')));
  const fills = path.includes('properties') && !path.some((p) => p === 'returns' || p === 'outputSchema' || p === 'output_schema' || p === 'errors');
  return { inSwitch, inConfirmParam: CONFIRM_PARAM.test(name), inSecretParam: /key|token|secret|password|passwd|credential|auth/i.test(name), fills, param, secretsByDesign };
}

/**
 * A version mark at the end of a tool name: `_v2`, `-legacy`, `2`. A run of digits is one mark
 * (`\d+(?!\d)`: as `\d+` repeated, a name ending in 30 digits and a letter took seconds, each
 * more digit twice as long), and only a name's last VERSION_TAIL characters are read for marks.
 */
const VERSION = /(?:[_-]?(?:v\d+(?!\d)|\d+(?!\d)|new|old|legacy|beta|next|latest|deprecated|classic))+$/;
const VERSION_TAIL = 64;
const withoutVersion = (key: string) => key.slice(0, Math.max(0, key.length - VERSION_TAIL)) + key.slice(-VERSION_TAIL).replace(VERSION, '');
/** This tool's own name, as isOwn compares it, worked out once per name (it is asked for each name a text mentions). */
let ownKey: { self: string; key: string; bare: string } | undefined;

/** Whether a tool name another text names is this tool or a version of it (`get_user` for `get_user_v2`). */
export function isOwn(other: string, self: string): boolean {
  const o = other.replace(/\x60/g, '');
  // Names in one namespace (`github.list_prs` for `github.create_issue`) are the same server's.
  if (o.includes('.') && self.includes('.') && o.split('.')[0] === self.split('.')[0]) return true;
  const a = snakeKey(o);
  if (ownKey?.self !== self) {
    const key = snakeKey(self);
    ownKey = { self, key, bare: withoutVersion(key) };
  }
  return !a || a === ownKey.key || withoutVersion(a) === ownKey.bare;
}

/** What a tool's own words say about it, for telling its own use from the others'. */
export interface Context {
  /** Its parameters' names and enum values: "`insert_content` is deprecated" is about a value of its own. */
  own: Set<string>;
  /** "Any other Shopify tool" in a tool whose name holds "shopify": ordering among the server's own tools. */
  ownScope?: RegExp;
  /** Whether it acts (adds, changes, deletes, pays, runs): a confirmation only guards a tool that acts. */
  acts: boolean;
  /** Whether its subject is secrets or their files (its name says so: `lint_dotenv`, `vault_read_secret`). */
  aboutSecrets: boolean;
  /** Its own parameters that hold a secret (`privateKey`, `api_token`): asking for one is asking for the tool's declared input. */
  ownSecretParams?: RegExp;
  /** Whether its subject is conversations or messages (`search_past_conversations`): it reads them by design. */
  aboutConversation: boolean;
  /** Whether it finds attacks (`classify_prompt_injection`, "scores text for prompt-injection attempts"): the attacks it quotes and lists are what it looks for. */
  aboutAttacks: boolean;
  /** Its parameters' names as snake_case words (`suppressConfirmations` → suppress_confirmations): a label that names one names the parameter. */
  ownLabels: Set<string>;
}

/** What a tool that finds attacks says it finds, and the verb that says it. */
const ATTACK_TOPIC = /prompt[\s_-]*injection|jailbreak|\binjection[\s_-]+(?:attempts?|attacks?|risk|content|patterns?|detect\w*|classif\w*|guard)|tool[\s_-]*poisoning|malicious\s+(?:instructions?|prompts?|content)|инъекц|注入|インジェクション|인젝션/i;
const FINDS = /\b(?:detect\w*|classif\w*|scor\w*|scan\w*|flag\w*|screen\w*|moderat\w*|lint\w*|guard\w*|filter\w*|analy[sz]\w*|inspect\w*|audit\w*|check\w*|review\w*|evaluat\w*|assess\w*|rate|rates|prüf\w*|erkenn\w*|bewert\w*|détect\w*|évalu\w*|analys\w*|detecta\w*|evalú\w*|valuta\w*|rileva\w*|proverit\w*|proverk\w*)|(?:провер|оцен|выявл|обнаруж|анализ|перевір|виявл|检测|檢測|识别|識別|评估|評估|検出|判定|評価|탐지|평가|분석)/i;
const ATTACK_TOPIC_ML = /inyekts|injekt|инъекц|ін'?єкц|注入|インジェクション|인젝션|jailbreak|джейлбрейк|越狱|脱獄|탈옥/i;
/** A sentence of such a tool that lists what it finds ("Detects instruction overrides, role-play jailbreaks …", "flags patterns such as …"). */
export const LISTS_FINDINGS = /\b(?:detects?|flags?|catches|looks?\s+for|scores?|classif(?:y|ies)|recogni[sz]es|identifies|covers|categories|such\s+as|typical\s+wording|examples?\s+of|patterns?)\b/i;
/** Any quotation, whatever its marks: in a tool that finds attacks, what it quotes is an example. */
export const QUOTED_ANY = /"[^"]{3,300}"|“[^”]{3,300}”|„[^“”]{3,300}[“”]|«[^»]{3,300}»|'[^']{3,300}'(?!\w)|‘[^’]{3,300}’|「[^」]{3,300}」|\x60[^\x60]{3,300}\x60/g;

/** Words of tool names that say what, not whose: not a server's own scope. */
const GENERIC_NAME_WORDS = new Set('get list create update delete remove search find read write fetch send post add set run make tool tools data file files item items info query api mcp page user users text call check show view open close start stop with from into server servers json yaml yml tools list other another every'.split(' '));

/** Words of the names of tools whose subject is secrets. */
const SECRET_SUBJECT = new Set('env dotenv ssh key keys keypair kube kubeconfig aws npmrc docker credential credentials secret secrets vault password passwords keychain gpg pgp certificate certificates cert certs'.split(' '));

/** Whether a tool's name says its subject is secrets or their files (`lint_dotenv`, `vault_read_secret`): it reads them by design. */
export function aboutSecrets(name: string): boolean {
  const words = snakeKey(name).split('_');
  return words.some((w) => SECRET_SUBJECT.has(w)) || (words.includes('environment') && words.some((w) => /^variables?$/.test(w)));
}

/** An act a confirmation guards, named in the sentence itself. */
export const ACT_WORD_EN = /\b(?:pay\w*|transfer\w*|charg\w*|purchas\w*|buy\w*|order\w*|refund\w*|delet\w*|remov\w*|destroy\w*|send\w*|sent|publish\w*|deploy\w*|execut\w*|submit\w*|cancel\w*|book\w*|overwrit\w*|transaction\w*|withdraw\w*|install\w*|wipe\w*|drop\w*|push\w*|merg\w*|writ\w*|modif\w*|chang\w*|action\w*|operation\w*)\b/iu;
export const ACT_WORD = new RegExp(`[^\\x00-\\x7f\\p{P}\\p{S}\\p{Z}\\p{N}]|${ACT_WORD_EN.source}`, 'iu');

export function contextOf(d: Record<string, unknown>, self: string, owner: string): Context {
  const own = new Set(schemaNames(d.parameters));
  // The server's words, and the tool name's prefix when it is one (`shopify_get_product`): a tool
  // name's other words say what it does ("refund"), and "another server's refund tool" is not ours.
  const parts = snakeKey(self.split('.').pop() ?? self).split('_').filter(Boolean);
  const prefix = parts.length >= 2 && !verbKind(parts[0]!) ? parts[0]! : '';
  const words = [...new Set(snakeKey(`${prefix} ${owner}`).split('_'))].filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && /^[a-z]+$/.test(w));
  const ownScope = words.length ? new RegExp(`\\b(?:${words.join('|')})(?:'s)?\\s+(?:\\w+\\s+)?(?:tools?|functions?|operations?|apis?|endpoints?|commands?|calls?|servers?|connectors?)\\b`, 'i') : undefined;
  const action = describedAction({ name: self, descriptor: d });
  const secretParams = [...own].filter((n) => /^[A-Za-z][\w-]{2,63}$/.test(n) && /key|token|secret|password|passwd|credential/i.test(n));
  const ownSecretParams = secretParams.length ? new RegExp(`\x60?\\b(?:${secretParams.map((n) => n.replace(/[-]/g, '\\-')).join('|')})\\b\x60?`, 'g') : undefined;
  const ownLabels = new Set([...own].map((n) => snakeKey(n)).filter((k) => /^[a-z]+(?:_[a-z]+)*$/.test(k)));
  return { own, ownLabels, ownSecretParams, ownScope, acts: !action || ['adds', 'changes', 'destroys', 'pays', 'runs'].includes(action.kind), aboutSecrets: aboutSecrets(self), aboutConversation: /conversation|chat|histor|message|transcript|memor|thread|session/i.test(self), aboutAttacks: aboutAttacks(self, d) };
}

/** Whether a tool's name or the opening of its description says it finds attacks. */
export function aboutAttacks(self: string, d: Record<string, unknown>): boolean {
  const opening = typeof d.description === 'string' ? d.description.slice(0, 400) : '';
  const named = snakeKey(self).replace(/_/g, ' ');
  const topic = (t: string) => ATTACK_TOPIC.test(t) || ATTACK_TOPIC_ML.test(t);
  return (topic(named) || topic(opening)) && (FINDS.test(named) || FINDS.test(opening));
}
