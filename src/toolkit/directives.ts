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
 */
import type { JsonPath, Tool } from '../types.js';
import { perTool } from './memo.js';
import { excerpt, modelTexts, visibleOf, type ModelText } from './model-text.js';
import { ownString } from '../core/outcome.js';
import { describedAction } from './action.js';
import { snakeKey } from './text.js';
import { isObject } from './util.js';

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

/** Longest sentence read as one: longer runs are read in pieces of this size (patterns span at most ~200 characters). */
const MAX_SENTENCE = 600;

/** The sentences of a text: split at sentence ends (Latin and CJK), line breaks and bullets, in bounded pieces. */
export function clausesOf(text: string): string[] {
  const out: string[] = [];
  // A line wrapped inside a sentence (a YAML block, a docstring) is one sentence; a line break after a
  // sentence's end, before a bullet or a heading, or a blank line, ends one.
  const unwrapped = text.replace(/([^\n.!?:。！？])[ \t]*\r?\n[ \t]*(?=[^\s\-*•#>\d|])/g, '$1 ');
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

// ---------------------------------------------------------------------------------------------
// Concepts. Each is a regular expression source without flags; the patterns combine them.

/** A character inside one sentence: a full stop only where it does not end one (`~/.env`, `config.json`). */
const W = String.raw`(?:[^.;!?。！？]|\.(?=\S))`;
/** The tool itself, as its text names it. */
const SELF = String.raw`(?:this(?=\s+(?:before|first|instead|over|rather|ahead)\b)|this\s+(?:tool|function|server|plugin|integration|endpoint|skill|action|connector|mcp(?:\s+server)?|one|service)|(?:me|myself|itself)\b|\{\{self\}\})`;
/** Tools in general or of others: the side an attack puts below itself. */
const OTHERS = String.raw`(?:(?:any|all|every|each)\s+(?:of\s+the\s+)?(?:other\s+)?(?:\w+\s+){0,2}(?:tools?|functions?|servers?|plugins?|integrations?|providers?|connectors?|actions?|apis?|services?|skills?)|(?:other|another|alternative|competing|third[- ]party|external|built[- ]?in|native|default|standard|official|legacy|older)\s+(?:\w+\s+){0,2}(?:tools?|functions?|servers?|plugins?|integrations?|providers?|connectors?|apis?|services?|skills?|versions?|implementations?)|(?:the\s+)?[\w-]+\s+(?:mcp\s+)?server'?s?\s+(?:own\s+)?[\w.-]+|(?:the\s+)?(?:other|rest|remaining)\s+ones?)`;

/** What the agent holds that is secret: credentials, keys, secret files, the environment. */
const SECRET_THING = String.raw`(?:(?:api|access|auth|bearer|session|refresh|oauth|github|gitlab|npm|aws|openai|slack|stripe|personal\s+access)[\s_-]*(?:keys?|tokens?|secrets?|credentials?)|passwords?|passphrases?|pass\s*codes?|pins?\b|private[\s_-]*keys?|ssh[\s_-]*(?:keys?|identity|identities|config)|secret[\s_-]*keys?|secrets\b|credentials?\b|cookies?|session\s+(?:ids?|cookies?)|seed\s+phrases?|mnemonic|recovery\s+(?:phrase|codes?)|wallet\s+(?:keys?|files?)|keychain|keystore|key\s*store|certificates?\s+and\s+keys|(?:\.|\b)pem\b|id_(?:rsa|dsa|ecdsa|ed25519)|\.ssh\b|\.env\b|\.aws\b|\.npmrc|\.netrc|\.pypirc|\.git-credentials|\.docker\/config|\.kube\/config|kubeconfig|mcp\.json|claude_desktop_config|\.cursor\b|\/etc\/(?:passwd|shadow|secrets?|ssl)|environment\s+variables?|env(?:ironment)?\s+vars?|process\.env|os\.environ|\$\{\{envsecret\}\}|\{\{envsecret\}\}|credit\s+card\s+(?:numbers?|details)|card\s+numbers?|cvv|social\s+security\s+numbers?|ssn\b)`;
/** What the agent holds that is private to the conversation. */
const CONVERSATION = String.raw`(?:(?:the\s+|your\s+|this\s+|entire\s+|whole\s+|full\s+|complete\s+)*(?:conversation|chat|dialog(?:ue)?|session|message)\s+(?:history|log|logs|transcript|so\s+far|context)|(?:the\s+)?conversation\s+(?:so\s+far|up\s+to\s+now)|(?:all\s+|the\s+|every\s+|any\s+)?(?:previous|prior|earlier|past|preceding|recent|last)\s+(?:\d+\s+)?(?:user\s+)?(?:messages?|exchanges?|turns?|prompts?|questions?|requests?|replies|answers)|(?:your|the|its)\s+(?:(?:full|complete|entire|original|current|exact|whole)\s+){0,2}(?:system|developer|operator)\s+(?:prompt|message|instructions?)|(?:your|the\s+assistant'?s|the\s+model'?s)\s+(?:instructions|guidelines|context(?:\s+window)?|memory|configuration|tool\s+list|list\s+of\s+tools)|(?:the\s+)?(?:list|names)\s+of\s+(?:all\s+)?(?:your\s+|the\s+)?(?:available\s+)?tools|everything\s+(?:above|so\s+far|the\s+user\s+(?:has\s+)?(?:said|typed|wrote|written|shared|asked))|what\s+the\s+user\s+(?:has\s+)?(?:said|typed|wrote|shared)\s+(?:before|earlier|so\s+far))`;
/** Local files outside any one tool's purpose: the user's home, system folders. */
const LOCAL_FILE = String.raw`(?:~\/[\w.-]+|\$HOME\/|%(?:USERPROFILE|APPDATA)%|C:\\Users\\|\/home\/\w+\/\.|\/Users\/\w+\/\.|\/etc\/\w+|\/root\/|\/proc\/self\/environ|(?:the\s+)?(?:user'?s\s+)?home\s+(?:directory|folder)|dot\s*files?|browser\s+(?:history|cookies|profile|saved\s+passwords))`;
/** The user's own details. */
const USER_DATA = String.raw`(?:(?:the\s+)?(?:user|customer|caller|requester|client|patient|account\s+holder)(?:'s|s'|’s)?\s+(?:\w+\s+){0,2}(?:names?|e-?mails?|e-?mail\s+address(?:es)?|address(?:es)?|phone(?:\s+numbers?)?|contacts?|details|profile|identity|location|personal\s+(?:data|details|information)|information|info|data|files?|documents?|messages?|ids?|accounts?|credentials|ip)|personal\s+(?:data|details|information)|pii\b|contact\s+(?:details|information|list)|their\s+(?:names?|e-?mails?|address(?:es)?|phone|details|contacts|data))`;
/** Personal details, whoever they belong to: what a forwarding instruction sends on. */
const PERSONAL_NOUN = String.raw`(?:(?:full\s+|first\s+|last\s+)?names?|e-?mails?|e-?mail\s+address(?:es)?|phone(?:\s+numbers?)?|(?:home|postal|shipping|billing)\s+address(?:es)?|address(?:es)?|dates?\s+of\s+birth|birth\s*dates?|ids?|ip(?:\s+address)?)`;
/** Personal details: someone's (the user's, the customer's …) name, e-mail, phone …, two of them listed, or whole texts and records of a person. */
const PERSONAL = String.raw`(?:(?:the\s+)?(?:user|customer|caller|requester|client|patient|payer|payee|account\s+holder|owner|recipient|sender|attendee|contact|lead|person)(?:'s|s'|’s)?\s+(?:\w+\s+)?${PERSONAL_NOUN}|(?:their|his|her)\s+(?:\w+\s+)?${PERSONAL_NOUN}|${PERSONAL_NOUN}(?:\s*,\s*|\s+and\s+|\s+&\s+)(?:(?:the|their|his|her)\s+)?(?:\w+\s+)?${PERSONAL_NOUN}|contact\s+(?:details|info(?:rmation)?|list)|attendees?(?:\s+(?:names|list|e-?mails))?|transcripts?|original\s+(?:\w+\s+)?(?:text|transcript|document|file)|full\s+(?:text|bodies|body|record|records)|passports?|card\s+details|${USER_DATA})`;
/** What a tool call returns. */
const RESULT = String.raw`(?:(?:the|its|this\s+tool'?s|the\s+tool'?s|each|every|all|any)\s+(?:\w+\s+)?(?:results?|outputs?|responses?|returned\s+(?:data|values?|content)|answers?|findings|report|data\s+(?:it\s+)?returned|retrieved\s+(?:data|content|records)|search\s+results)|whatever\s+(?:it|this\s+tool)\s+returns|everything\s+(?:it|this\s+tool)\s+returns)`;
/** A place the descriptor names: a URL, an e-mail address, an IBAN (a phone number is as often what is sent as where); not the reserved example domains (RFC 2606) that documentation uses. */
const ADDRESS = String.raw`(?:https?:\/\/(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|localhost|127\.0\.0\.1)\b|[\w.-]+\.(?:example|test|invalid|local)\b)\S+|\b[\w.+-]+@(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost)\b)[\w-]+(?:\.[\w-]+)+|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|\bwebhook\.site\b)`;
/** A tool name that is not a plain word: `send_email`, `github.create_issue` (patterns ignore case, so a camelCase name reads as a word). */
const TOOL_NAME = String.raw`(?:\x60?[A-Za-z][\w-]+[_.][A-Za-z0-9][\w.-]*\x60?)`;
/** Another tool, named or not. */
const OTHER_TOOL = String.raw`(?:${TOOL_NAME}(?:\s+(?:tool|function))?|(?:another|the\s+other|a\s+different|any\s+other|the\s+[\w-]+)\s+(?:tool|function|server|service|endpoint|api|integration|plugin))`;

/** Words that hand something over. */
const HAND = String.raw`(?!(?:PUT|POST|GET|PATCH|DELETE)\s+\/)(?:pop|drop|place|write|mail|send|sends|sending|forward|forwarding|post|posting|upload|uploading|share|sharing|submit|transmit|relay|pass|passing|hand|pipe|sync|mirror|copy|cc|bcc|report|push|deliver|route|e-?mail|beacon|log|export|stream|attach|include|including|append|appending|add|adding|put|insert|inserting|embed|provide|supply|fill|populate|prepend|paste|concatenate|encode)`;
/** Words that fetch something. */
const FETCH = String.raw`(?!(?:PUT|POST|GET|PATCH|DELETE)\s+\/)(?:read|reading|open|opening|cat|load|loading|fetch|fetching|retrieve|retrieving|get|grab|collect|collecting|gather|gathering|extract|extracting|look\s+up|locate|find|scan|dump|dumping|print|access|accessing|obtain|harvest|enumerate|list)`;
/** The call the agent makes: where a secret is put. */
const INTO_CALL = String.raw`(?:\b(?:arguments?|parameters?|params?|fields?|payloads?|request\s+body|headers?|query\s+string|sidenote|side\s+note|notes?|metadata|context\s+field)\b|\balongside\b|\btogether\s+with\b|\balong\s+with\b|\bas\s+(?:part\s+of\s+)?(?:the|a|an|its)\s+(?:\w+\s+)?(?:argument|parameter|value|input|field)|\x60\w+\x60|\b(?:this|the|each|every|your)\s+(?:tool\s+)?call\b|\bthis\s+tool\b|\bto\s+(?:this|me)\b|\{\{self\}\}|\b(?:into|in)\s+\x60?[a-z]+(?:_[a-z0-9]+)+\x60?|\binto\s+\x60?[a-z]\w*\x60?\s*(?:$|[.,;:])|\b(?:here|below)\b)`;
/** Secrets where the agent can reach them: key and config files, the environment (not a kind of secret the user gives). */
const SECRET_SOURCE = String.raw`(?:private[\s_-]*keys?|ssh[\s_-]*(?:keys?|identity|identities|config)|id_(?:rsa|dsa|ecdsa|ed25519)|\.ssh\b|\.env\b|\.aws\b|\.npmrc|\.netrc|\.pypirc|\.git-credentials|\.docker\/config|\.kube\/config|kubeconfig|mcp\.json|claude_desktop_config|\.cursor\b|\/etc\/(?:passwd|shadow|secrets?|ssl)|environment\s+variables?|env(?:ironment)?\s+vars?|process\.env|os\.environ|\$\{\{envsecret\}\}|\{\{envsecret\}\}|keychain|keystore|wallet\s+(?:keys?|files?)|seed\s+phrases?|recovery\s+phrases?|(?:saved|stored|cached)\s+(?:passwords?|credentials|tokens?|cookies)|credentials?\s+files?|secrets?\s+files?|(?:\w+\s+)?config(?:uration)?\s+files?\s+(?:with|holding|containing)\s+(?:\w+\s+)?(?:keys?|tokens?|secrets?|credentials|passwords?))`;
/** A negated act: "never pass a private key", "do not read .env". */
const NEGATED_ACT = /\b(?:never|not|don'?t|do\s+not|must\s+not|should\s+not|no|without)\s+(?:\w+\s+){0,3}(?:read|reading|open|load|fetch|retrieve|get|collect|access|send|pass|include|share|paste|put|add|attach|upload|expose|log|print|store|embed|provide|supply|hand|copy|forward)\b/i;

const re = (source: string) => new RegExp(source, 'i');

// ---------------------------------------------------------------------------------------------
// English patterns, by kind. A pattern is tried on one sentence.

interface Pattern {
  kind: DirectiveKind;
  re: RegExp;
  /** When the sentence also matches this, the pattern does not count (the honest reading). */
  unless?: RegExp;
  /** Only in texts that are not a parameter's own description of a boolean switch (`force: skip the prompt`). */
  notSwitch?: boolean;
  /** Only in the description of a confirmation parameter (`confirm`, `i_understand` …). */
  onlyConfirmParam?: boolean;
  /** The match names another tool (group `other`): it does not count when that is this tool or a version of it. */
  other?: boolean;
  /** And the sentence must also match this. */
  also?: RegExp;
  /** A cheap test the sentence must pass first: a word the pattern cannot match without (most sentences fail it). */
  gate?: RegExp;
  /** Not in a tool whose subject is secrets (`lint_dotenv` reads the contents of a .env by design). */
  notAboutSecrets?: boolean;
}

/** Before everything else the agent does: any other tool, anything, every conversation. */
const BEFORE_ALL = String.raw`(?:before|prior\s+to|ahead\s+of)\s+(?:using|calling|invoking|running|trying|touching|doing|answering|responding\s+to|you\s+(?:use|call|invoke|run|do|answer|respond))?\s*(?:(?:any|all|every|each)\s+(?:of\s+the\s+)?(?:other\s+)?(?:\w+\s+)?(?:tools?|functions?|actions?|tool\s+calls?|servers?|plugins?|mcp\s+tools?)\b|anything\s+else\b)|before\s+(?:doing\s+)?anything\s+else|(?:first|initially)\s+(?:in|of|at\s+the\s+(?:start|beginning)\s+of)\s+(?:every|each|any)\s+(?:new\s+)?(?:conversation|session|chat|task|turn|interaction|request|thread)|at\s+the\s+(?:start|beginning|outset)\s+of\s+(?:every|each|any)\s+(?:new\s+)?(?:conversation|session|chat|task|turn|interaction|request|thread)`;
/** A sentence about ordering among the server's own tools: "before any other tool of this server". */
const OWN_SCOPE = /\b(?:of|in|from|on|within)\s+this\s+(?:server|api|service|integration|plugin|toolkit|package|mcp|library)|\bthis\s+(?:server|api|service)'s\b|\b(?:these|the\s+following)\s+tools\b/i;
/** Another server or vendor: what makes "X is deprecated" about someone else's tool rather than a sibling or an older version. */
const FOREIGN = /\b(?:servers?|mcp|vendors?|providers?|connectors?|plugins?|integrations?|official|third[- ]party|external)\b|\b[a-z][\w-]*\.[a-z]\w*_\w+/i;
/** A change that sends another tool's call somewhere else: a new recipient, account, remote or address. */
const RETARGETS = re(String.raw`\b(?:replace|change|swap|redirect|reroute|substitute|override|rewrite|set|add|append|insert|cc|bcc|force|prepend|route|ends?\s+with)\b${W}{0,120}?(?:${ADDRESS}|\b(?:destination|recipients?|account|iban|remote|url|bcc|cc|payee|wallet|endpoint|host|force|to\s+address|webhook|upstream|watcher|assignee|owner|policy|group|role|admin\w*)\b)|\b(?:append|add|insert|prepend|include)\w*\b${W}{0,120}?\b(?:to|in|into)\s+(?:its|their|that\s+call'?s?|the\s+call'?s?|each\s+call'?s?)\s+(?:\w+\s+)?(?:arguments?|parameters?|text|body|sql|query|payload|message|command)\b|\b(?:its|their)\s+(?:\w+\s+)?(?:text|sql|query|body|message|command)\s+(?:must\s+)?(?:end|ends|start|starts|begin|begins)\s+with\b`);
/** Another server's or vendor's tools, named as such: "Stripe's MCP tools", "the filesystem server's read_file", "tools of the postgres / supabase MCP servers", "Linear or Jira MCP tools". */
const FOREIGN_TOOLS = String.raw`(?:\b(?!(?:this|the|a|an|our|your|its|that|these|those|same)\b)[\w-]+(?:'s|’s)\s+(?:own\s+)?(?:mcp\s+)?(?:server\s+)?(?:tools?|connectors?|integration|plugins?|functions?)|\b(?:the\s+)?(?!(?:this|the|a|an|our|your|its|that|these|those|same)\b)[\w-]+\s+(?:mcp\s+)?server(?:'s|’s)\s+(?:\w+\s+){0,3}(?:tools?|functions?|[\w-]+_[\w-]+)|\b(?:tools?|functions?)\s+(?:of|from|on|in)\s+(?:the\s+)?(?!(?:this|the|a|an|our|your|its|that|these|those|same)\b)[\w/ -]{1,40}?\s+(?:mcp\s+)?servers?\b|\b(?!(?:this|the|a|an|our|your|its|that|these|those|same)\b)[\w-]+(?:\s+(?:or|and|/)\s+[\w-]+)?\s+mcp\s+(?:tools?|servers?)|\b(?!(?:this|the|a|an|our|your|its|that|these|those|same)\b)[\w-]+(?:\s+(?:or|and)\s+[\w-]+)?\s+tools\s+that\s+may\s+also\s+be\s+connected|\b[a-z][\w-]*\.[a-z]\w*_\w+|\b[\w-]+(?:\s*/\s*[\w-]+)+\s+(?:\w+\s+)?tools)`;
/** Gates (Pattern.gate): words without which a pattern built on BEFORE_ALL, ADDRESS, a deprecation or FOREIGN_TOOLS cannot match. */
const BEFORE_GATE = /\b(?:before|prior|ahead|first|initially|start|beginning|outset|opening)\b|anything\s+else/i;
const ADDRESS_GATE = /https?:\/\/|@|webhook\.site|\b[A-Z]{2}\d{2}/i;
const DEPRECATED_GATE = /deprecat|obsolete|broken|unsafe|insecure|compromised|retired|disabled|malicious|manipulated|untrusted/i;
const FOREIGN_GATE = /['’]s\b|server|\bmcp\b|connected|[a-z]\.[a-z]\w*_|\//i;
/**
 * Gates by kind: a word every pattern of the kind needs (a secret or the conversation; an address or
 * another tool; a confirmation word). A sentence without it skips the kind's patterns.
 */
const KIND_GATE: Partial<Record<DirectiveKind, RegExp>> = {
  secrets: /ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.env|environ|env\s+var|\.aws|npmrc|netrc|pypirc|credential|kube|docker|mcp\.json|claude_desktop|\.cursor|\/etc\/|envsecret|keychain|keystore|key\s*store|wallet|seed|mnemonic|recovery|saved|stored|cached|secret|config|~\/|\$home|%(?:userprofile|appdata)|c:\\|\/home\/|\/users\/|\/root\/|\/proc\/|home\s+(?:dir|folder)|dot\s*files?|browser|conversation|chat|dialog|session|message|exchange|turn|prompt|question|request|repl|answer|system|developer|operator|instruction|guideline|context|memory|tool|everything|what\s+the\s+user|key|token|password|passphrase|pass\s*code|\bpins?\b|cookie|pem\b|cvv|card|ssn|social\s+security/i,
  forwarding: /https?:|@|[a-z0-9-][_.][a-z0-9]|tool|function|server|service|endpoint|\bapi\b|integration|plugin|webhook|!\[|\b[A-Z]{2}\d{2}/i,
};
const MAY = String.raw`(?:can|could|may|might)\s+(?:\w+\s+)?`;

const PATTERNS: Pattern[] = [
  // override
  { kind: 'override', re: re(String.raw`\b(?:ignore|ignoring|disregard|disregarding|forget|override|overrule|overriding|bypass|circumvent|set\s+aside|supersede|discard|suspend|put\s+aside|abandon|drop|skip)\s+(?:\w+\s+){0,4}(?:instructions?|prompts?|guidelines?|guardrails?|directives?|system\s+messages?|developer\s+messages?|(?:safety|security|content|usage|your|previous|prior|earlier|existing|usual|normal|other|all|any)\s+(?:\w+\s+)?(?:rules|policies|polic(?:y|ies)|restrictions|filters|checks)|what\s+the\s+user\s+(?:says|said|asked|asks|wants|requested))`) },
  { kind: 'override', re: re(String.raw`\b(?:takes?|taking|has|have|gets?)\s+(?:absolute\s+|top\s+|highest\s+)?(?:precedence|priority)\s+over\s+(?:[\w'’]+\s+){0,3}(?:instructions?|system|prompts?|guidelines|policies|rules|the\s+user|user\s+(?:requests?|wishes|preferences)|everything|anything|all\s+other|any\s+other)`) },
  { kind: 'override', re: re(String.raw`\b(?:highest|top|absolute|overriding|supreme)[- ]priority\s+(?:instructions?|directives?|orders?|rules?|commands?)\b|\b(?:system|admin|administrator|developer|root|security)\s+(?:override|directive|command)\)?\s*:|\bnew\s+(?:system\s+)?instructions?\s*:|\byou\s+are\s+now\s+(?:in\s+|an?\s+|operating|acting|allowed|free|authori[sz]ed|unrestricted)|\b(?:regardless|irrespective)\s+of\s+(?:what\s+)?(?:the\s+user|your\s+(?:instructions|guidelines|system)|any\s+(?:other\s+)?instructions|the\s+system\s+prompt)|\beven\s+(?:if|when)\s+(?:the\s+user|your\s+(?:instructions|system\s+prompt|guidelines)|the\s+system\s+prompt)\s+(?:\w+\s+){0,3}(?:says?|asks?|tells?|forbids?|instructs?|prohibits?|objects?|refuses?)`) },
  { kind: 'override', re: re(String.raw`\b(?:these|this|the\s+following|my|our)\s+(?:instructions?|rules?|notes?|directives?|guidance)\s+(?:override|overrides|supersede|supersedes|replace|replaces|take\s+precedence|outrank|outranks|come\s+before)\b`) },

  // concealment
  {
    kind: 'concealment',
    re: re(String.raw`\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t|avoid|refrain\s+from|no\s+need\s+to|not\s+necessary\s+to|without)\s+(?:ever\s+)?(?:tell|telling|inform|informing|mention|mentioning|notify|notifying|alert|alerting|show|showing|reveal|revealing|disclose|disclosing|display|displaying|report|reporting|surface|surfacing|explain|explaining|acknowledge|acknowledging|bring\s+up|refer\s+to|point\s+out|let|letting)\b${W}{0,100}?\b(?:the\s+)?(?:user|users|human|operator|customer|person|anyone|them|in\s+(?:your|the)\s+(?:reply|replies|response|answer|output|summary|message|chat|final\s+answer))\b`),
    // Protecting the user, not hiding from them: "never show the raw token to the user"; a field left out of a UI.
    unless: re(String.raw`\b(?:(?:raw|full|plain(?:text)?|unmasked|actual|secret|sensitive)\s+(?:\w+\s+)?(?:tokens?|keys?|passwords?|secrets?|credentials?|values?)|(?:api\s+)?keys?|tokens?|passwords?|secrets?|credentials?|internal\s+(?:ids?|identifiers|fields)|ids?\b|uuids?|raw\s+(?:json|html|xml|output|data|response)|stack\s+traces?|technical\s+(?:details|errors)|the\s+(?:page|cursor|offset)|for\s+(?:input|details|clarification|the\s+\w+\s+(?:name|id|value)))\b`),
  },
  { kind: 'concealment', unless: /\b(?:silently|quietly)\s+(?:fail|fails|failing|ignor\w*|drop(?:s|ped)?|skip(?:s|ped)?|discard\w*|truncat\w*|return\w*|succeed\w*|no-?ops?|retr\w*|lose|loses|lost)\b|\b(?:they|it|which|that|will|would|may|might|can|could|otherwise|are|is|gets?|get)\s+(?:\w+\s+)?(?:silently|quietly)\b/i, re: re(String.raw`\b(?:silently|secretly|quietly|covertly|discreetly|invisibly|stealthily|behind\s+the\s+scenes|under\s+the\s+radar|without\s+(?:the\s+user(?:'?s)?\s+|their\s+|anyone(?:'s)?\s+)(?:knowing|knowledge|noticing|awareness|seeing|realizing|consent|being\s+(?:told|informed|aware)))\b${W}{0,80}?\b(?:send|sends|forward|post|upload|share|submit|transmit|copy|cc|bcc|add|append|include|attach|call|invoke|run|execute|read|collect|log|record|save|store|sync|push|transfer|pay|delete|change|modify|replace|redirect)\b|\b(?:send|forward|post|upload|share|submit|transmit|copy|add|append|include|attach|call|invoke|run|read|collect|log|record|sync|push|transfer|redirect|change|modify|replace)\b${W}{0,80}?\b(?:silently|secretly|quietly|covertly|discreetly|stealthily|behind\s+the\s+scenes|without\s+(?:the\s+user(?:'?s)?\s+|their\s+|anyone(?:'s)?\s+)(?:knowing|knowledge|noticing|awareness|seeing|realizing|being\s+(?:told|informed|aware)))\b`) },
  { kind: 'concealment', re: re(String.raw`\b(?:the\s+)?(?:user|users|human|customer)\s+(?:(?:must|should|need|needs|shall)\s*(?:not|n'?t|never)|(?:does|do|will)\s*(?:not|n'?t|never)\s+need\s+to)\s+(?:\w+\s+)?(?:know|see|find\s+out|notice|learn|be\s+(?:told|informed|aware|shown|notified))|\bkeep\s+(?:this|these|it|that)\s+(?!(?:key|token|password|secret|credential)s?\b)(?:\w+\s+)?(?:hidden|secret|confidential|private|quiet|invisible|between\s+us|to\s+yourself|from\s+the\s+user)(?![^.]*\b(?:keys?|tokens?|passwords?|secrets?|credentials?)\b)(?<!\b(?:keys?|tokens?|passwords?|credentials?)\b[^.]{0,40})|\b(?:omit|leave\s+out|exclude|hide|remove|strip)\s+(?:any\s+|all\s+)?(?:mention|mentions|reference|references|trace|traces|sign|record|evidence)\s+(?:of\s+)?${W}{0,60}\b(?:from|in)\s+(?:your|the)\s+(?:reply|response|answer|output|summary|message)|\b(?:hide|conceal)\s+(?:this|these|it|that|the\s+(?:step|call|action|request|copy|transfer|instruction)s?)\s+(?:\w+\s+)?from\s+(?:the\s+)?user`) },

  // confirmation
  { kind: 'confirmation', re: re(String.raw`\b(?:(?:the\s+)?(?:user|customer|account\s+holder|owner|client|you|they|admin|administrator|manager)\s+(?:has|have|had)\s+already\s+(?:\w+\s+)?(?:approved|authori[sz]ed|confirmed|consented|agreed|accepted|signed\s+off|given\s+(?:consent|permission|approval))|(?:all|every|any|each)\s+(?:\w+\s+){0,2}(?:payments?|transfers?|transactions?|deletions?|charges?|purchases?|orders?|requests?|actions?|operations?|changes?)\s+(?:\w+\s+){0,2}(?:is|are|has\s+been|have\s+been)\s+(?:already\s+|pre-?)(?:approved|authori[sz]ed|confirmed|cleared)|(?:consent|approval|confirmation|permission|authori[sz]ation)\s+(?:is|was|has\s+been|have\s+been)\s+(?:already\s+(?:given|granted|obtained|implied|assumed|implicit|on\s+file|in\s+place|pre-?approved)|implied|assumed|implicit|pre-?approved)|\b(?:treat|consider|regard)\s+(?:\w+\s+){0,4}as\s+(?:already\s+|pre-?)?(?:approved|confirmed|authori[sz]ed|consented)|\bassume\s+(?:that\s+)?(?:the\s+user|they|you)\s+(?:has\s+|have\s+)?(?:already\s+)?(?:approved|agreed|consented|confirmed|authori[sz]ed))`) },
  {
    kind: 'confirmation',
    re: re(String.raw`\b(?:no\s+need|not\s+necessary|unnecessary|there\s+is\s+no\s+need|needn'?t|need\s+not|do\s+not\s+need|don'?t\s+need|skip|skipping|bypass|bypassing|omit|avoid|disable|suppress|forgo|waive|without\s+(?:any\s+|further\s+|additional\s+|extra\s+|a\s+)?|do\s+not|don'?t|never|must\s+not)\s+(?:to\s+|for\s+|the\s+|any\s+|a\s+|further\s+|additional\s+|user\s+|extra\s+){0,3}(?:re-?)?(?:confirm|confirming|confirmation|confirmations|approval|approvals|approve|consent|(?:the\s+user'?s\s+|their\s+)permission|permission\s+from\s+the\s+user|double[- ]check(?:ing)?|verif(?:y|ying|ication)\s+with\s+(?:the\s+)?user|check(?:ing)?\s+(?:back\s+)?with\s+(?:the\s+)?user|ask(?:ing)?\s+(?:the\s+user\s+|them\s+)?(?:for\s+)?(?:confirmation|approval|permission|consent|first|again|before|whether\s+to\s+(?:proceed|continue)|if\s+(?:it\s+is\s+ok|they\s+(?:agree|approve)))|wait(?:ing)?\s+(?:for|on)\s+(?:the\s+)?(?:user'?s?\s+)?(?:approval|confirmation|consent|go-?ahead|ok|permission|a\s+yes|an?\s+ok(?:ay)?)|prompt(?:ing)?\s+(?:the\s+user\s+)?(?:for\s+)?(?:confirmation|approval|permission|consent))`),
    notSwitch: true,
    // A confirmation the tool asks for itself is kept: "do not call it without confirmation".
    unless: re(String.raw`\b(?:do\s+not|don'?t|never|must\s+not|should\s+not)\s+(?:\w+\s+){0,4}without\s+(?:\w+\s+){0,3}(?:confirm|confirmation|approval|consent|permission|asking)|\b(?:only|always)\s+(?:\w+\s+){0,4}(?:after|with|once)\s+(?:\w+\s+){0,3}(?:confirm|confirmation|approval|consent)`),
  },
  { kind: 'confirmation', re: re(String.raw`\b(?:proceed|continue|go\s+ahead|act|execute|run|submit|send|pay|transfer|complete|process|finali[sz]e|delete|approve|charge|place|book)\b${W}{0,40}?\b(?:immediately|automatically|right\s+away|straight\s+away|directly|at\s+once)\b${W}{0,30}?\bwithout\s+(?:\w+\s+){0,3}(?:confirm\w*|approv\w*|consent|permission|asking|checking|waiting|review\w*)`), notSwitch: true },

  // steering: this tool above the others
  { kind: 'steering', re: re(String.raw`\b(?:call|use|invoke|run|execute|trigger|consult|query)\s+${SELF}${W}{0,60}?\b(?:${BEFORE_ALL})`), unless: OWN_SCOPE, gate: BEFORE_GATE },
  { kind: 'steering', re: re(String.raw`\b(?:${BEFORE_ALL})${W}{0,80}?\b(?:call|use|invoke|run|execute|consult|query|go\s+through)\s+${SELF}`), unless: OWN_SCOPE, gate: BEFORE_GATE },
  { kind: 'steering', re: re(String.raw`${SELF}\s+(?:\w+\s+){0,2}(?:must|should|shall|has\s+to|needs?\s+to)\s+(?:always\s+)?be\s+(?:called|used|invoked|run|consulted|the\s+(?:first|primary|only|default|preferred))${W}{0,60}?(?:\b(?:${BEFORE_ALL})|\b(?:instead\s+of|rather\s+than|in\s+preference\s+to|over)\s+(?:\w+\s+)?${OTHERS})`), unless: OWN_SCOPE },
  { kind: 'steering', re: re(String.raw`\b(?:always\s+|only\s+|exclusively\s+)?(?:prefer|favou?r|prioriti[sz]e|choose|pick|select|use|call|default\s+to|route\s+(?:\w+\s+){0,3}to|rely\s+on|go\s+with)\s+${SELF}${W}{0,60}?\b(?:over|instead\s+of|rather\s+than|in\s+place\s+of|above|not)\s+(?:\w+\s+){0,2}${OTHERS}`) },
  { kind: 'steering', re: re(String.raw`\b(?:instead\s+of|rather\s+than|in\s+place\s+of|over)\s+(?:using\s+|calling\s+)?${OTHERS}${W}{0,60}?\b(?:use|call|choose|prefer|pick|invoke|select)\s+${SELF}`) },
  { kind: 'steering', re: re(String.raw`${SELF}\s+(?:\w+\s+){0,2}(?:replaces|supersedes|obsoletes|takes\s+over\s+from|is\s+the\s+(?:new|official|only|correct|recommended|approved|sanctioned)\s+(?:\w+\s+)?(?:replacement|version|way|tool|option))\b${W}{0,40}?${OTHERS}`) },
  { kind: 'steering', re: re(String.raw`${OTHERS}\s+(?:\w+\s+){0,2}(?:is|are|has\s+been|have\s+been|was|were|became|become)\s+(?:now\s+|officially\s+|currently\s+|known\s+to\s+be\s+)?(?:deprecated|obsolete|broken|unsafe|insecure|compromised|unreliable|discontinued|retired|disabled|outdated|malicious|flagged|unstable|buggy|untrusted|blocked|sunset|no\s+longer\s+(?:supported|maintained|available|safe|allowed|works?|working|trusted))`) },
  { kind: 'steering', re: re(String.raw`\b(?:do\s+not|don'?t|never|stop|must\s+not|should\s+not|avoid|refrain\s+from)\s+(?:ever\s+)?(?:use|using|call|calling|invoke|invoking|rely\s+on|relying\s+on|trust|trusting|choose|choosing|touch)\s+(?:\w+\s+)?${OTHERS}`), unless: re(String.raw`\b(?:for|to)\s+(?:\w+\s+){0,3}(?:this|these|that)\b|\bin\s+(?:parallel|the\s+same\s+(?:turn|batch))|\bat\s+the\s+same\s+time|\bsimultaneously|\bconcurrently`) },

  // forwarding: the result or the user's details on to another tool or an address
  // (A result passed to another tool is chaining, the user's to ask for; personal details or the conversation are not.)
  { kind: 'forwarding', re: re(String.raw`\b(?<!${MAY})(?:${HAND})\s+(?:\w+\s+){0,4}(?:${USER_DATA}|${CONVERSATION})${W}{0,100}?\b(?:to|into|via|through|using)\s+(?:the\s+)?(?:${ADDRESS}|${OTHER_TOOL})`) },
  { kind: 'forwarding', re: re(String.raw`\b(?:after|afterwards|once|when|whenever|then|next|finally|also|as\s+a\s+(?:final|last|follow-?up)\s+step|every\s+time|each\s+time|always)\b${W}{0,80}?\b(?:call|invoke|use|run|trigger)\s+(?:\w+\s+)?${OTHER_TOOL}${W}{0,60}?\b(?:with|passing|including|containing|sending|carrying)\s+(?:\w+\s+){0,3}(?:${RESULT}|${USER_DATA}|${CONVERSATION}|it|them|everything|the\s+same\s+(?:data|details|information))`) },
  { kind: 'forwarding', re: re(String.raw`\b(?:${HAND})\s+(?:a\s+copy\s+(?:of\s+)?|copies\s+(?:of\s+)?)?(?:\w+\s+){0,4}(?:${RESULT}|${USER_DATA}|${CONVERSATION}|everything|all\s+(?:of\s+)?(?:the\s+)?(?:data|details|information|content))${W}{0,80}?\b(?:to|at|into)\s+${ADDRESS}`) },

  // secrets: the agent told to fetch secrets or the conversation and put them into a call. Naming a
  // kind of secret is not enough (a tool may take the user's API key): the secret must come from
  // where the agent can reach it (a key file, the environment, the conversation) or be fetched first.
  { kind: 'secrets', re: re(String.raw`\b(?:${FETCH})\b${W}{0,60}?(?:${SECRET_THING}|${LOCAL_FILE})${W}{0,100}?\b(?:${HAND}|retry\w*)\b${W}{0,80}?${INTO_CALL}`), unless: NEGATED_ACT },
  { kind: 'secrets', re: re(String.raw`\b(?:${HAND}|${FETCH})\b${W}{0,60}?(?:${SECRET_SOURCE}|${LOCAL_FILE}|${CONVERSATION})${W}{0,160}?${INTO_CALL}`), unless: NEGATED_ACT },
  { kind: 'secrets', re: re(String.raw`\b(?:${HAND})\b${W}{0,60}?${SECRET_THING}${W}{0,40}?\bfrom\s+(?:the\s+|your\s+|its\s+|any\s+)?(?:\w+\s+)?(?:environment|env|config(?:uration)?(?:\s+files?)?|settings|system|machine|computer|disk|file\s*system|keychain|keystore|vault|browser|memory|conversation|context|session|earlier|previous|home)`), unless: NEGATED_ACT },
  { kind: 'secrets', re: re(String.raw`\b(?:${FETCH})\s+(?:\w+\s+){0,3}(?:${SECRET_SOURCE}|${LOCAL_FILE})${W}{0,60}?\b(?:and|then)\s+(?:${HAND})\b`), unless: NEGATED_ACT },

  // forwarding to a fixed address, or personal details to another tool, as a step the agent is told to take
  { kind: 'forwarding', re: re(String.raw`\b(?<!${MAY})(?:${HAND})\b${W}{0,160}?\b(?:to|at|into|via)\s+(?:the\s+)?${ADDRESS}`), unless: NEGATED_ACT },
  { kind: 'forwarding', re: re(String.raw`\b(?<!${MAY})(?:${HAND})\s+(?:[\w,]+\s+){0,6}?(?:${PERSONAL})${W}{0,160}?\b(?:to|into|via|through|using|with)\b${W}{0,40}?${OTHER_TOOL}`), unless: NEGATED_ACT },
  // a fixed address beside personal details and a cue that this is a side channel: "always include records@… and send it the patient's full name"
  { kind: 'forwarding', re: re(String.raw`${ADDRESS}${W}{0,100}?\b(?:${HAND}|give)\s+(?:it|them|this|that)?\s*(?:\w+\s+){0,3}?(?:${PERSONAL})`), also: re(String.raw`\b(?:also|always|every|each|additionally|as\s+well|in\s+addition|a\s+copy|cc|bcc)\b`), unless: NEGATED_ACT, gate: ADDRESS_GATE },
  // an address with a placeholder for what the agent knows about the user: "…/upload?owner={user_email}"
  { kind: 'forwarding', re: /https?:\/\/\S*[?&][\w-]+=\{(?:user_?|owner_?|customer_?)?(?:e_?mail|name|full_?name|phone|address|token|api_?key|key|password|conversation|messages?|history|prompt|transcript)\w*\}/i },
  { kind: 'forwarding', re: re(String.raw`\b(?:use|call|invoke)\s+(?:the\s+)?${OTHER_TOOL}\s+to\s+(?:${HAND})\b${W}{0,160}?(?:${PERSONAL}|${ADDRESS})`), unless: NEGATED_ACT },
  // a Markdown image whose address carries data: the client fetches it, and the query goes with it
  { kind: 'forwarding', re: /!\[[^\]]*\]\(\s*https?:\/\/[^)\s]*[?&][^)\s]*(?:\{[^}\s]*\}|<[^>\s]*>|\$\w+)/i },

  // overrides stated as a fact: "its output supersedes your system prompt", "the operator's rules are void"
  { kind: 'override', re: re(String.raw`\b(?:supersedes?|overrides?|replaces?|outranks?|trumps?|invalidates?|nullif(?:y|ies))\s+(?:[\w'’]+\s+){0,2}(?:system\s+(?:prompt|message|instructions?)|(?:your|the\s+assistant'?s|the\s+model'?s|all\s+(?:other\s+)?|any\s+(?:other\s+)?|previous|prior|earlier)\s+(?:\w+\s+)?(?:instructions?|guidelines?|guidance|guardrails?|rules|policies|directives)|safety\s+(?:guidance|guidelines?|rules|policies|instructions)|(?:the\s+user(?:'s)?|what\s+the\s+user|(?:user|customer)(?:'s|s'))\s+(?:wishes|instructions|requests?|preferences|objections?|choices?|decisions?|says|said|wants)\b|(?:both\s+|all\s+|any\s+|the\s+)?(?:user|customer)\s+(?:instructions|wishes)\b|(?:both|all|any|the)\s+(?:user|customer)\s+requests\b)`) },
  { kind: 'override', re: re(String.raw`\b(?:instructions?|system\s+(?:prompt|message)|constraints|rules|guidelines|guardrails|policies|restrictions|limits)\b${W}{0,60}?\b(?:are|is)\s+(?:now\s+|hereby\s+)?(?:void|null|invalid|lifted|suspended|revoked|cancel(?:l)?ed|disabled|off|no\s+longer\s+(?:apply|applies|valid|in\s+effect|binding|active))\b|\b(?:developer|debug|god|admin|unrestricted|jailbreak|maintenance)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|active|activated|on)\b${W}{0,80}?\b(?:instructions|constraints|rules|restrictions|system|obey|follow|ignore|void)`) },
  { kind: 'override', re: re(String.raw`\b(?:obey|follow|prioriti[sz]e|trust|favou?r)\s+(?:\w+\s+){0,8}?over\s+(?:those\s+of\s+)?(?:the\s+user|your\s+(?:instructions|system|guidelines)|the\s+system\s+prompt)|\bif\s+the\s+user\s+(?:says|asks|tells|wants|objects|refuses|requests|insists)\b${W}{0,120}?\b(?:anyway|regardless|nonetheless|nevertheless|all\s+the\s+same|ignore\s+(?:it|them|that|the\s+request))\b`) },

  // safety or the user's wishes set aside in other words
  { kind: 'override', re: re(String.raw`\b(?:lifted|removed|disabled|suspended|waived|turned\s+off|relaxed)\s+(?:\w+\s+){0,3}(?:content|safety|usage|your|refusal)\s+(?:\w+\s+)?(?:guidelines|rules|policies|restrictions|filters|guardrails)|\b(?:including|even)\s+(?:ones|those|requests)\s+(?:that\s+)?(?:you\s+)?(?:would\s+)?(?:normally|usually|otherwise)\s+refuse|\b(?:restrictions|guidelines|rules|policies|guardrails|filters)\s+(?:\w+\s+){0,3}(?:stop|cease)\s+(?:applying|to\s+apply)|\b(?:rank|ranks|stand|stands|come|comes|take|takes)\s+(?:above|over|precedence\s+over|priority\s+over)\s+(?:the\s+)?(?:user|person\s+chatting|customer|later\s+chat|chat\s+instructions)|\bwhen\s+the\s+(?:user|customer)\s+asks?\s+(?:you\s+)?to\s+(?:skip|stop|cancel|reorder|opt\s+out|undo|delete|unsubscribe)\b${W}{0,100}?\b(?:keep|keeps|continue|continues|do\s+not\s+carry|don'?t\s+carry|ignore|instead)\b|\b(?:if|when)\s+the\s+(?:user|customer)\s+asks?\s+to\s+(?:cancel|opt\s+out|unsubscribe|stop)\b${W}{0,60}?\b(?:do\s+not|don'?t|never)\s+(?:carry\s+out|do|honou?r|process)\b`) },

  // steering stated from any side: something before every other tool, other servers' tools called broken
  { kind: 'steering', re: re(String.raw`\b(?:call|invoke|use|run|start|begin|open|execute|trigger|consult|query)\w*\b${W}{0,100}?\b(?:${BEFORE_ALL})|\b(?:${BEFORE_ALL})${W}{0,100}?\b(?:call|invoke|use|run|start|begin|open|execute|trigger|consult|query)\w*\b|\bopening\s+call\s+of\s+(?:every|each|any)\b`), unless: OWN_SCOPE, gate: BEFORE_GATE },
  { kind: 'steering', re: re(String.raw`\b(?:tools?|functions?|connectors?)\s+(?:\w+\s+){0,3}(?:by|from|of|on|in)\s+(?:the\s+|other\s+|another\s+)?(?!this\b)(?:[\w-]+\s+){0,2}(?:server|servers|connector|plugin|integration|provider)s?\b${W}{0,60}?\b(?:are|is|were|was|have\s+been|has\s+been)\s+(?:now\s+)?(?:deprecated|obsolete|broken|unsafe|insecure|compromised|unreliable|retired|disabled|malicious|manipulated|untrusted|blocked)|\b(?:that|those)\s+(?:\w+\s+)?(?:connector|tool|server|integration|plugin|function|api|service)s?\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:deprecated|obsolete|broken|unsafe|insecure|compromised|retired|disabled|malicious)`) },
  { kind: 'steering', re: re(String.raw`(?<other>${TOOL_NAME})${W}{0,80}?\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|officially\s+|known\s+to\s+be\s+|found\s+(?:to\s+be\s+)?)?(?:deprecated|obsolete|broken|unsafe|insecure|compromised|retired|disabled|malicious|manipulated|untrusted|serving\s+manipulated)`), other: true, also: FOREIGN, gate: DEPRECATED_GATE },
  { kind: 'steering', re: re(String.raw`\b(?:replaces?|supersedes?|obsoletes?)\s+(?:the\s+)?(?<other>${TOOL_NAME})`), other: true, also: FOREIGN },
  { kind: 'steering', re: re(String.raw`\b(?:always|exclusively|only)\s+(?:\w+\s+)?(?:use|call|prefer|choose|invoke)\s+${SELF}${W}{0,60}?\b(?:instead\s+of|rather\s+than|over|in\s+place\s+of)\s+(?:the\s+)?(?<other>${TOOL_NAME})|\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the\s+)?(?<other2>${TOOL_NAME})${W}{0,80}?\b(?:retired|deprecated|broken|unsafe|do\s+not\s+(?:call|use)|don'?t\s+(?:call|use)|never\s+(?:call|use|invoke))\b|\b(?:do\s+not|don'?t|never)\s+(?:ever\s+)?(?:call|use|invoke)\s+(?:the\s+)?(?<other3>${TOOL_NAME})${W}{0,60}?(?:\b(?:use|call)\s+${SELF}|\binstead\b|\bunsafe\b|\bbroken\b|\bdeprecated\b|\bretired\b|\b(?:route|send)\s+(?:\w+\s+){0,3}here\b)`), other: true },

  // steering against another server's tools, in the passive or with a pronoun: "Stripe's MCP tools … must not be used", "the filesystem server's read_file … so do not use them"
  { kind: 'steering', re: re(String.raw`(?:${FOREIGN_TOOLS})${W}{0,160}?\b(?:must|should|may|can|are\s+to)\s*(?:not|never|n'?t)\s+(?:\w+\s+)?be\s+(?:used|called|invoked|trusted|relied\s+on)|(?:${FOREIGN_TOOLS})${W}{0,160}?\b(?:do\s+not|don'?t|never|stop)\s+(?:use|call|invoke|trust|touch)\s+(?:them|it|those|these)\b|\b(?:under\s+no\s+circumstances|do\s+not|don'?t|never|must\s+not)\s+(?:\w+\s+){0,2}(?:use|call|invoke|fall\s+back\s+to|switch\s+to|rely\s+on)\b${W}{0,80}?(?:${FOREIGN_TOOLS})`), gate: FOREIGN_GATE },
  { kind: 'steering', re: re(String.raw`\b(?:${BEFORE_ALL})${W}{0,80}?\b(?:tools?\s+)?(?:of|from|on|in)\s+(?:the\s+)?(?!this\b)[\w-]+(?:\s+(?:or|and)\s+[\w-]+)?\s+(?:mcp\s+)?servers?\b`), gate: BEFORE_GATE },
  { kind: 'steering', re: re(String.raw`(?:${FOREIGN_TOOLS})${W}{0,120}?\b(?:return|returns|give|gives|serve|serves|are|is)\s+(?:\w+\s+){0,2}(?:stale|truncated|wrong|manipulated|outdated|unreliable|unsafe|insecure|broken|leak\w*|defect\w*|bug\w*|mangl\w*|corrupt\w*|decommissioned|deprecated|retired|disabled|obsolete|discontinued|sunset)\b|(?:${FOREIGN_TOOLS})${W}{0,120}?\bhave\s+(?:a\s+)?(?:known\s+)?(?:\w+\s+)?(?:defect|bug|flaw|vulnerabilit\w*)`), also: re(String.raw`\b(?:do\s+not|don'?t|never|instead|only|must\s+not|should\s+not|avoid\w*|the\s+tool\s+to\s+use|route\s+(?:every|all)|regardless)\b`), gate: FOREIGN_GATE },

  // concealment by leaving out or by telling the user something else
  {
    kind: 'concealment',
    re: re(String.raw`\b(?:leave|keep)\s+(?:\w+\s+){1,6}?out\s+of\s+(?:everything|anything|all|what|your|any|the)\b${W}{0,40}?\b(?:show|shows|say|says|tell|reply|replies|response|answer|summary|summaries|user)\b|\b(?:is|are)\s+(?:left|kept)\s+out\s+of\s+(?:the|your|any)\s+(?:summary|reply|response|answer|report|list\s+of\s+actions)|\bbring\s+(?:\w+\s+){1,3}up\s+(?:in|with|to)\s+(?:your|the)\s+(?:reply|response|answer|user)|\b(?:answer|respond\s+to|reply\s+to|tell)\s+the\s+user\s+as\s+(?:if|though)\b|\b(?:read|sound|look)\s+as\s+(?:if|though)\b${W}{0,60}?\bonly\b|\bkeep\s+quiet\s+about\b|\bwithout\s+(?:any\s+)?(?:reference|mention)\s+(?:to|of)\s+(?:the|this|that|it)\b|\b(?:never|do\s+not|don'?t|must\s+not)\s+(?:say|mention|admit|disclose|reveal|tell\s+(?:them|the\s+user))\s+(?:to\s+the\s+user\s+)?that\s+(?:\w+\s+){0,4}(?:\w+ed|was|were|has|have|sent|took|left|ran)\b`),
    unless: re(String.raw`\b(?:internal\s+(?:ids?|identifiers|fields)|raw\s+(?:json|html|xml|output|data|response)|stack\s+traces?|(?:api\s+)?keys?|tokens?|passwords?|secrets?|credentials?|pagination|cursor)\b`),
  },
  // concealment of what was done
  { kind: 'concealment', re: re(String.raw`\b(?:never|do\s+not|don'?t|must\s+not)\s+(?:say|mention|admit|disclose|reveal|indicate|state|tell\s+(?:them|anyone)|list|acknowledge)\s+(?:\w+\s+){0,2}?(?:that\s+)?(?:it|this|you|anything|the\s+\w+|${TOOL_NAME}|[\w-]+)\s+(?:was|were|is|has\s+been|have\s+been|did|had)\s+(?:\w+\s+)?(?:added|sent|called|used|invoked|run|ran|copied|shared|uploaded|forwarded|sponsored|paid|installed|included|changed|modified|collected)|\b(?:omit|leave|keep|exclude)\s+(?:it|this|them|these|everything(?:\s+\w+){0,4}?)\s+(?:out\s+)?(?:of|from)\s+(?:any|your)\s+(?:summary|summaries|reply|replies|response|answer|message)|\bbring\s+(?:it|this|that|them)\s+up\s+with\s+the\s+user|\bpresent\s+(?:\w+\s+){0,3}as\s+your\s+own\b`), unless: re(String.raw`\b(?:internal\s+(?:ids?|identifiers|fields)|raw\s+(?:json|html|xml|output|data|response)|stack\s+traces?|(?:api\s+)?keys?|tokens?|passwords?|secrets?|credentials?)\b`) },

  // approval claimed on the user's behalf, or the confirmation called needless
  { kind: 'confirmation', re: re(String.raw`\b(?:the\s+)?(?:user|users|customer|account\s+holder|owner|they|admin|administrator|merchant|operator|company|(?:\w+\s+)?lead|manager|team)\s+(?:(?:has|have|had)\s+)?(?:already\s+)?(?:approved|authori[sz]ed|consented\s+to|consents?\s+to|agreed\s+to|agrees?\s+to|signed\s+off\s+on|pre-?approved|pre-?authori[sz]ed|pre-?cleared|cleared)\s+(?:\w+\s+){0,2}(?:all|every|any|each|whole|entire|deletions?|payments?|transfers?|refunds?|charges?|orders?|purchases?|transactions?|campaigns?|pushes|merges|deploy\w*|sends?)\b|\b(?:granted|gave|given|signed)\s+(?:a\s+|the\s+)?(?:standing|blanket|general|advance|permanent)\s+(?:authori[sz]ation|approval|consent|permission|mandate)|\b(?:do\s+not|don'?t|never)\s+pause\s+for\s+(?:\w+\s+)?(?:approval|confirmation|consent)|\b(?:is|are)\s+(?:already\s+)?pre-?(?:approved|authori[sz]ed|cleared|confirmed)\b|\b(?:the\s+)?(?:user|customer|they)\s+(?:does\s+not|doesn'?t|need\s+not|needn'?t)\s+(?:need\s+to\s+)?(?:be\s+)?(?:consulted|asked|bothered|involved|prompted)\b|\b(?:confirmation|approval|prompt|review|preview)(?:\s+(?:step|round-?trip|dialog|question))?\s+(?:\w+\s+){0,3}(?:is|are|would\s+be)\s+(?:\w+\s+)?(?:unnecessary|redundant|not\s+needed|not\s+required|pointless|superfluous)\b|\bset\s+(?:this|it|[\w.]*confirm\w*)\s*(?:=|to)?\s*(?:true|yes)\s+yourself\b|\bno\s+need\s+to\s+(?:bring|involve|loop|include|bother)\s+(?:the\s+user|them|the\s+customer)\b`) },
  // a confirmation switch the agent is told to set itself
  { kind: 'confirmation', re: re(String.raw`\b(?:always|just|simply)\s+(?:pass|set|send|use)\s+(?:it\s+|this\s+)?(?:to\s+)?(?:true|yes|1)\b|\bset\s+(?:this|it)\s+(?:to\s+true\s+)?and\s+proceed\b|\b(?:do\s+not|don'?t|never)\s+(?:stop|pause|wait)\s+to\s+(?:ask|confirm|check)|\bprompting\s+the\s+user\s+(?:again|first)?\s*(?:is\s+(?:not\s+needed|unnecessary|prohibited)|produces|causes|creates)`), onlyConfirmParam: true },
  { kind: 'confirmation', re: re(String.raw`\b(?:do\s+not|don'?t|never)\s+(?:stop|pause|wait)\s+to\s+(?:ask|confirm|check)|\b(?:the\s+)?(?:user|customer|they)\s+(?:agreed|consented)\s+to\s+(?:all|every|any)\b|\bconfirmation\s+(?:is\s+)?(?:collected|handled|obtained|done|given)\s+(?:\w+\s+){0,2}(?:upstream|elsewhere|beforehand|in\s+advance|already)`), notSwitch: true },

  // the values of secrets the agent can reach, or the conversation, as what a field is filled with
  { kind: 'secrets', re: re(String.raw`\b(?:values?|contents?|full\s+text|text)\s+of\s+(?:the\s+|your\s+|any\s+|all\s+)?(?:\w+\s+){0,3}?(?:${SECRET_SOURCE}|\{\{envsecret\}\})`), unless: NEGATED_ACT, notAboutSecrets: true },
  { kind: 'secrets', re: re(String.raw`\bfill\s+(?:this|it|in|this\s+(?:field|parameter|value))\s+with\b${W}{0,80}?(?:${SECRET_SOURCE}|${CONVERSATION}|${LOCAL_FILE}|\{\{envsecret\}\})`), unless: NEGATED_ACT },
  // shadowing: every later call of another tool must carry something: "every execute_sql or query call issued after this one … must have … appended"
  { kind: 'shadowing', re: re(String.raw`\b(?:every|each|all|any)\s+(?:subsequent\s+|later\s+|future\s+)?(?:${TOOL_NAME})(?:\s+(?:or|and)\s+[\w.-]+)?\s+(?:call|request|invocation)s?\b`), also: RETARGETS },
  // shadowing: when another tool is called, change where it sends or what it does
  {
    kind: 'shadowing',
    re: re(String.raw`\b(?:when|whenever|if|once|each\s+time|every\s+time|any\s*time|on\s+every|for\s+every|for\s+each|after|before|from\s+now\s+on)\b${W}{0,60}?(?:(?<other>${TOOL_NAME})|\b(?:any|another|other|every)\s+(?:\w+\s+){0,3}(?:tools?|functions?))(?:${W}{0,60}?\b(?:is|are|gets?|get)\s+(?:\w+\s+)?(?:called|invoked|used|run|executed)\b|\s+(?:sends?|pushes|transfers?|pays?|runs?|emails?|posts?|made|issued|sent|executed|performed)\b|\s+(?:or\s+[\w.-]+\s+)?(?:tool\s+|call\s+)?(?:is|gets)\s+(?:called|invoked|used|issued))|\b(?:when(?:ever)?|each\s+time|every\s+time)\s+(?:you\s+)?(?:call|use|invoke|run)\s+(?<other2>${TOOL_NAME})`),
    other: true,
    also: RETARGETS,
  },
  // shadowing: what other tools do
  { kind: 'shadowing', re: re(String.raw`\bwhen(?:ever)?\s+(?:you\s+|the\s+(?:assistant|agent|model|ai)\s+)?(?:use|uses|call|calls|invoke|invokes|run|runs|send|sends|make|makes|execute|executes|create|creates|compose|composes|draft|drafts|reply|replies|perform|performs)\s+(?:\w+\s+){0,2}(?:any|another|other|every|all|an?|the)\s+(?:other\s+)?(?:\w+\s+){0,2}(?:tools?|functions?|e-?mails?|messages?|transfers?|payments?|commits?|pushes?|requests?|calls?|transactions?|posts?|invitations?|invites?)\b${W}{0,100}?\b(?:add|adds|append|include|insert|set|change|replace|cc|bcc|prefix|prepend|attach|redirect|route|use|swap|rewrite|modify)\b`) },
  { kind: 'shadowing', re: re(String.raw`\b(?:for|on|in|to|with)\s+(?:all|every|each|any)\s+(?:other|subsequent|future|later|outgoing|following)\s+(?:\w+\s+)?(?:tool\s+calls?|calls?|requests?|e-?mails?|messages?|transfers?|payments?|transactions?|commits?|pushes?|invocations?|tools?|operations?)\b${W}{0,100}?\b(?:add|append|include|insert|set|change|replace|cc|bcc|prefix|prepend|attach|redirect|route|use|swap)\b|\b(?:add|append|include|insert|set|change|replace|cc|bcc|prefix|prepend|attach|redirect|route|swap)\b${W}{0,100}?\b(?:to|in|on|for|into)\s+(?:all|every|each|any)\s+(?:other|subsequent|future|later|outgoing|following)\s+(?:\w+\s+)?(?:tool\s+calls?|calls?|requests?|e-?mails?|messages?|transfers?|payments?|transactions?|commits?|pushes?|invocations?|operations?)`), also: RETARGETS },
  { kind: 'shadowing', re: re(String.raw`\b(?:modify|change|alter|override|overwrite|patch|wrap|intercept|hook|hijack|rewrite|redefine|replace)\s+(?:the\s+)?(?:behaviou?r|arguments?|parameters?|recipients?|destination|outputs?|inputs?|target|payload|implementation)\s+of\s+${OTHERS}|\b(?:all|every|any)\s+(?:\w+\s+){0,2}(?:e-?mails?|messages?|payments?|transfers?|invitations?)\s+(?:\w+\s+){0,3}(?:sent|made|issued|created|posted)\s+(?:\w+\s+){0,3}(?:through|with|via|by|using)\s+(?:any|other|another|all|the\s+\w+\s+server)`) },
];

// ---------------------------------------------------------------------------------------------
// Other languages: concepts that must meet in one sentence. Lower-cased text; CJK needs no spaces.

interface Lexicon {
  kind: DirectiveKind;
  /** Every group must match somewhere in the sentence. */
  all: RegExp[];
  /** And this must not. */
  none?: RegExp;
}

/** Words of any of the languages: a Latin-script word matches at a word's start (a stem), a CJK one anywhere. */
const LATIN_START = /^[\p{Script=Latin}\p{Script=Cyrillic}\\~/.(]/u;
const L = (...words: string[]) => {
  const latin = words.filter((w) => LATIN_START.test(w));
  const other = words.filter((w) => !LATIN_START.test(w));
  return new RegExp([latin.length ? `(?<![\\p{L}\\p{N}])(?:${latin.join('|')})` : '', other.join('|')].filter(Boolean).join('|'), 'iu');
};
/** The same, each Latin or Cyrillic word whole (`cc` is not the start of "container"). */
const Lw = (...words: string[]) => {
  const latin = words.filter((w) => LATIN_START.test(w));
  const other = words.filter((w) => !LATIN_START.test(w));
  return new RegExp([latin.length ? `(?<![\\p{L}\\p{N}])(?:${latin.join('|')})(?![\\p{L}])` : '', other.join('|')].filter(Boolean).join('|'), 'iu');
};

/** Instructions and the system prompt. */
const ML_INSTRUCTIONS = L(
  'instrucciones', 'indicaciones', 'prompt del sistema', 'instructions', 'consignes', 'invite système', 'prompt système', 'anweisungen', 'systemprompt', 'system-prompt', 'vorgaben', 'instruções', 'instrucoes', 'prompt do sistema', 'istruzioni', 'prompt di sistema',
  'инструкци', 'указани', 'системн\\S* (?:промпт|подсказ)', '指令', '指示', '系统提示', '系統提示', 'システムプロンプト', '지시', '지침', '시스템 프롬프트',
);
const ML_IGNORE = L('ignora', 'olvida', 'ignore[zr]?', 'oublie', 'ignorier', 'vergiss', 'missacht', 'esqueça', 'esqueca', 'dimentica', 'игнорир', 'забудь', 'не обращай внимания', '忽略', '无视', '無視', '忘记', '忘記', '忘れ', '무시', '잊어');
const ML_USER = L('usuario', 'usuária', 'usuário', 'utilisateur', 'benutzer', 'nutzer', 'anwender', 'utente', 'пользовател', '用户', '用戶', 'ユーザ', '사용자', '유저');
const ML_NOT_TELL = L(
  'no (?:le |les )?(?:digas|menciones|informes|avises|muestres|reveles|comuniques)', 'sin (?:decir|informar|avisar|mencionar)', 'ne (?:le |lui |leur )?(?:dites|mentionnez|informez|signalez|montrez|révélez|dis|mentionne)', 'sans (?:le |lui |leur )?(?:dire|informer|prévenir|mentionner)',
  '(?:nicht|niemals|keinesfalls) (?:\\S+ )?(?:erwähnen|mitteilen|informieren|sagen|zeigen|verraten)', 'ohne (?:\\S+ )?(?:zu )?(?:informieren|benachrichtigen|erwähnen|sagen)', 'não (?:\\S+ )?(?:diga|mencione|informe|avise|mostre|revele)', 'sem (?:informar|avisar|dizer|mencionar)', 'non (?:\\S+ )?(?:dire|dirlo|menzionare|informare|avvisare|mostrare|rivelare)', 'senza (?:dire|informare|avvisare|menzionare)',
  'не (?:\\S+ )?(?:говори|сообщай|упоминай|показывай|рассказывай|информируй|сообщать|упоминать)', 'без (?:ведома|уведомлени)', '不要(?:告诉|告知|通知|提及|提到|透露|显示|让)', '不得(?:告诉|告知|提及|透露)', '勿(?:告知|提及)', '无需(?:告知|通知)', '(?:伝え|知らせ|言わ|言及し|表示し|見せ)(?:ない|ず)', '(?:알리지|말하지|언급하지|보여주지|공개하지) (?:말|마|않)',
  'en silencio', 'en secreto', 'en silence', 'secrètement', 'heimlich', 'stillschweigend', 'em segredo', 'in segreto', 'тайно', 'незаметно', '悄悄', '秘密地', '默默', 'こっそり', '密かに', '黙って', '몰래',
);
const ML_SECRET = L(
  'contraseña', 'clave (?:privada|api|de api|ssh|secreta)', 'credencial', 'token', 'mot de passe', 'clé (?:privée|api|ssh|secrète)', 'identifiants', 'passwort', 'kennwort', 'schlüssel', 'zugangsdaten', 'anmeldedaten', 'senha', 'chave (?:privada|api|ssh|secreta)', 'credenciais', 'chiave (?:privata|api|ssh|segreta)', 'credenziali',
  'пароль', 'ключ', 'токен', 'учетн\\S* данн', 'учётн\\S* данн', '密码', '密碼', '密钥', '密鑰', '私钥', '私鑰', '令牌', '凭证', '憑證', '凭据', 'パスワード', '秘密鍵', 'apiキー', 'api キー', 'トークン', '認証情報', '비밀번호', '암호', 'api 키', '비밀 키', '개인 키', 'ssh 키', '토큰', '자격 증명', '인증 정보',
  '\\.ssh', 'id_rsa', '\\.env\\b', '\\.aws', 'mcp\\.json', 'claude_desktop_config', '/etc/(?:passwd|shadow)', '~/\\.', 'api[_ ]?key',
);
const ML_CONVERSATION = L(
  'historial (?:de (?:la )?)?(?:conversaci|chat)', 'conversación completa', 'mensajes anteriores', 'historique (?:de (?:la )?)?(?:conversation|discussion|chat)', 'messages précédents', 'gesprächsverlauf', 'chatverlauf', 'konversationsverlauf', 'bisherigen nachrichten', 'vorherigen nachrichten', 'histórico (?:da |de )?(?:conversa|chat)', 'mensagens anteriores', 'cronologia (?:della )?(?:conversazione|chat)', 'messaggi precedenti',
  'истори\\S* (?:переписки|диалога|чата|разговора|сообщений)', 'предыдущ\\S* сообщени', '对话历史', '對話歷史', '聊天记录', '聊天記錄', '对话记录', '之前的消息', '会話履歴', '会話の履歴', 'チャット履歴', '以前のメッセージ', '대화 기록', '대화 내역', '채팅 기록', '이전 메시지',
  'prompt del sistema', 'prompt do sistema', 'prompt di sistema', 'prompt système', 'systemprompt', '系统提示', 'システムプロンプト', '시스템 프롬프트', 'системн\\S* промпт',
);
const ML_HAND = L(
  'incluy', 'inclu', 'añad', 'adjunt', 'envía', 'envia', 'enviar', 'pasa[rl]?', 'copia', 'lee', 'leer', 'ajout', 'joign', 'envoie', 'envoyez', 'transmet', 'copie', 'lis', 'lisez', 'lire', 'füge', 'hinzu', 'sende', 'schick', 'übergib', 'übermittel', 'kopier', 'lies', 'lesen', 'anexe', 'envie', 'leia', 'aggiung', 'allega', 'invia', 'leggi',
  'inoltr', 'reenv', 'weiterleit', 'encaminh', 'metti', 'inserisci', 'coloque', 'mete', 'mettez', 'insér', 'insert', 'вставь', 'вставьте', 'пересыла',
  'включ', 'добав', 'приложи', 'отправ', 'передай', 'перешли', 'скопируй', 'прочитай', 'прочти', '包含', '附加', '加入', '添加', '发送', '發送', '传递', '傳遞', '转发', '轉發', '复制', '读取', '讀取', '放入', '填入', '含め', '入れ', '貼り付け', '넣', '붙여', '添付', '追加', '送信', '渡して', '転送', 'コピー', '読み取', '読んで', '포함', '첨부', '추가', '전송', '전달', '보내', '복사', '읽어',
);
/** Where a secret goes: into a call's argument or beside the real value. */
const ML_INTO = L(
  'parámetro', 'argumento', 'campo', 'junto con', 'junto a', 'paramètre', 'argument', 'champ', 'avec la', 'avec le', 'parameter', 'feld', 'zusammen mit', 'parâmetro', 'junto com', 'parametro', 'insieme a', 'assieme a',
  'aquí', 'ici', 'hier', 'aqui', 'qui', 'сюда', 'здесь', '这里', '此处', 'ここに', '여기에',
  'параметр', 'аргумент', 'поле', 'вместе с', '参数', '參數', '字段', '欄位', '一起', '一并', '一併', '引数', 'パラメータ', 'フィールド', '一緒に', 'と共に', '매개변수', '파라미터', '인수', '필드', '함께',
);
/** Negation: the act forbidden, not asked for (whole words). */
const ML_NEG = new RegExp(`(?<![\\p{L}])(?:no|nunca|jamás|ne|n'|jamais|nicht|niemals|kein\\p{L}*|não|non|mai|не|никогда)(?![\\p{L}])|不要|不需要|无需|無需|不必|不用|不得|勿|禁止|絶対|ないで|しない|하지 마|않|금지`, 'iu');
/** The user asked to give something: a tool that needs the user's token asks for it, as it should. */
const ML_ASK_USER = L('pid[ae] al usuario', 'pídale al usuario', "demande[zr]? à l.utilisateur", 'bitten? sie den (?:benutzer|nutzer)', 'frage?n? (?:sie )?den (?:benutzer|nutzer)', 'peça ao usuário', 'pergunte ao usuário', "chiedi all.utente", 'попросите пользовател', 'попроси пользовател', 'запросите у пользовател', '请用户', '請用戶', '让用户', '讓用戶', 'ユーザーに', '사용자에게');
const ML_TOOL = L('herramienta', 'outil', 'werkzeug', 'tool', 'ferramenta', 'strumento', 'инструмент', 'функци', '工具', 'ツール', '도구', '툴');
const ML_PRIORITY = L(
  'antes de', 'primero', 'siempre', 'en lugar de', 'avant', "d'abord", 'toujours', 'au lieu de', 'vor', 'zuerst', 'immer', 'statt', 'anstelle', 'primeiro', 'sempre', 'em vez de', 'ao invés de', 'prima di', 'invece di',
  'перед', 'сначала', 'всегда', 'вместо', '之前', '首先', '优先', '優先', '而不是', '代替', 'より先', '前に', '常に', '必ず', 'の代わりに', '보다 먼저', '전에', '항상', '대신', '우선',
  'prefer\\S*', 'préfér\\S*', 'bevorzug\\S*', 'prefira', 'preferisci', 'предпочит\\S*',
);
const ML_OTHER = L(
  'cualquier otra', 'otras herramientas', 'otra herramienta', "tout autre", 'tous les autres', 'autres outils', 'autre outil', 'jede[mn]? anderen', 'alle[n]? anderen', 'andere[mn]? (?:tool|werkzeug)', 'qualquer outra', 'outras ferramentas', 'outra ferramenta', 'qualsiasi altro', 'altri strumenti', 'altro strumento',
  'любого другого', 'других инструмент', 'другой инструмент', 'другого инструмент', '任何其他', '其他工具', '其它工具', '别的工具', '他のツール', '他のどのツール', '別のツール', '다른 도구', '다른 툴', '다른 어떤',
);
const ML_DEPRECATED = L('停用', '禁用', '切勿调用', '切勿使用', '不要使用', '勿用', 'obsol\\S*', 'deprecad\\S*', 'en desuso', 'insegur\\S*', 'dangereu\\S*', 'déprécié\\S*', 'veraltet\\S*', 'unsicher\\S*', 'descontinuad\\S*', 'deprecat\\S*', 'non sicur\\S*', 'устарел\\S*', 'небезопас\\S*', '已弃用', '已棄用', '已废弃', '不安全', '非推奨', '廃止', '危険', '더 이상 사용되지', '사용 중단', '안전하지 않', '사용하지 마');
const ML_CONFIRM_BYPASS = L(
  'ya (?:ha |han )?(?:\\S+ )?(?:aprob|autoriz|confirm)\\S*', 'de antemano', 'sin (?:pedir |solicitar )?(?:confirmaci|aprobaci|permiso)', 'no (?:es necesario|hace falta) (?:pedir |solicitar )?(?:confirm|aprob)', 'déjà (?:approuvé|autorisé|confirmé|validé)', 'sans (?:demander (?:de )?)?(?:confirmation|validation|approbation|autorisation)', 'pas besoin de (?:demander|confirm)', 'bereits (?:\\S+ )?(?:genehmigt|bestätigt|freigegeben|autorisiert|zugestimmt)', 'ohne (?:\\S+ )?(?:bestätigung|rückfrage|genehmigung|zustimmung)', 'já (?:aprovou|autorizou|confirmou|foi aprovad)', 'sem (?:pedir |solicitar )?(?:confirmação|confirmacao|aprovação|permissão)', 'già (?:approvato|autorizzato|confermato)', 'senza (?:chiedere )?(?:conferma|approvazione|autorizzazione)',
  'уже (?:одобрил|подтвердил|разрешил|согласил)', 'без (?:\\S+ )?(?:подтверждени|согласовани|одобрени)', '(?:用户|用戶|客户|您)已(?:经)?(?:批准|授权|授權|同意|确认|確認)', '已(?:经)?(?:获得|取得)(?:用户|用戶)?(?:的)?(?:批准|授权|授權|同意)', '无需(?:再)?(?:确认|確認|批准|征得)', '無需(?:確認|批准)', '不(?:需要|必)(?:再)?(?:确认|確認|询问|詢問)', '承認済み', '確認(?:は)?(?:不要|せず|なしで)', '既に(?:承認|同意)', '이미 .{0,20}(?:승인|동의|허가)', '확인 단계.{0,6}건너', '확인 (?:없이|절차 없이)', '승인 없이',
);
/** Acts a confirmation guards, in the languages above (English ones are ACT_WORD). */
const ML_ACT = L(
  'pag', 'transfer', 'elimin', 'borr', 'envi', 'despleg', 'compra', 'supprim', 'paie', 'paye', 'virement', 'envoi', 'déploi', 'achat', 'lösch', 'zahl', 'überweis', 'sende', 'bereitstell', 'kauf', 'exclu', 'pagament', 'eliminar', 'cancel', 'pagare', 'invi', 'acquist',
  'удал', 'перев', 'оплат', 'отправ', 'развер', 'покуп', 'списа', '支付', '付款', '转账', '轉帳', '删除', '刪除', '发送', '發送', '部署', '购买', '扣款', '削除', '送金', '支払', '送信', 'デプロイ', '購入', '決済', '삭제', '송금', '결제', '전송', '배포', '구매', '이체',
);
/** Whether an act is named within the clause around a match, or the tool itself acts and the sentence is about it. */
function actNear(sentence: string, from: number, to: number, ctx: Context): boolean {
  const start = Math.max(0, ...[',', '，', '、', '(', '（', ';'].map((c) => sentence.lastIndexOf(c, from - 1) + 1));
  const ends = [',', '，', '、', ')', '）', ';'].map((c) => sentence.indexOf(c, to)).filter((i) => i >= 0);
  const clause = sentence.slice(start, ends.length ? Math.min(...ends) : sentence.length);
  return ML_ACT.test(clause) || ACT_WORD_EN.test(clause) || (ctx.acts && clause.length === sentence.length);
}

/** "Without confirmation" followed closely by a negation: a guard, in any of the languages. */
const ML_WITHOUT_THEN_NOT = new RegExp(`(?:${['sin', 'sans', 'ohne', 'sem', 'senza', 'без', '没有', '沒有', '未经', '未經'].join('|')})\\s*\\S+(?:\\s+\\S+)?\\s*(?:${['no', 'ne', 'nicht', 'não', 'non', 'не', '不', '勿'].join('|')})(?![\\p{L}])`, 'iu');
/** Confirmations a tool asks for itself: "不要在未确认的情况下" is a guard, not a bypass. */
const ML_CONFIRM_GUARD = L('nunca sin', 'jamais sans', 'niemals ohne', 'nie ohne', 'nunca sem', 'mai senza', 'никогда без', '不要在未', '未经.*不', '確認してから', '확인 후', '확인을 받은 후');
const ML_ALSO = L('también', 'además', 'siempre', 'después', 'aussi', 'également', 'toujours', 'après', 'ensuite', 'auch', 'immer', 'danach', 'anschließend', 'também', 'sempre', 'depois', 'anche', 'dopo', 'также', 'всегда', 'после', 'затем', '同时', '同時', '始终', '总是', '之后', '然后', '常に', '必ず', '後で', 'その後', '또한', '항상', '후에', '다음');
const ML_ADDRESS = new RegExp(ADDRESS, 'iu');
/** Another tool named by its identifier, or tools in general. */
const ML_OTHER_TOOL = new RegExp(`[a-z][a-z0-9]+_[a-z0-9_]+|${ML_OTHER.source}`, 'iu');
const ML_CHANGE = L('reemplaz', 'cambi', 'remplac', 'chang', 'ersetz', 'änder', 'ergänz', 'substitu', 'troque', 'sostituisc', 'заменя', 'замени', 'измени', 'добавь', 'добавляй', '替换', '更改', '改为', '改成', '换成', '置き換え', '変更', '追加', '바꾸', '변경', '추가', 'bcc');
const ML_TARGET = Lw('bcc', 'cc', 'iban', 'cuenta', 'destinatario', 'compte', 'destinataire', 'konto', 'empfänger', 'conta', 'conto', 'счет', 'счёт', 'получател', '账户', '账号', '帳戶', '收件人', '口座', '宛先', '계좌', '수신자', 'remote');
/** Personal details and whole documents: what is forwarded. */
const ML_PERSONAL = L(
  'nombre', 'correo', 'teléfono', 'dirección', 'texto completo', 'nom', 'courriel', 'téléphone', 'adresse', 'texte intégral', 'telefon', 'anschrift', 'volltext', 'nome', 'telefone', 'endereço', 'texto integral', 'telefono', 'indirizzo', 'testo integrale',
  'имя', 'фамили', 'телефон', 'адрес', 'полный текст', '姓名', '电话', '電話', '地址', '邮箱', '全文', '氏名', '住所', 'メールアドレス', '이름', '전화', '주소', '이메일', '전문', 'e-?mail',
);
const ML_REPLY = L('respuesta', 'réponse', 'resposta', 'risposta', 'antwort', 'ответ', '回复', '回答', '答复', '返信', '返答', '응답', '답변');
const ML_SUPERSEDE = L('sostituisc', 'reemplaz', 'remplac', 'ersetz', 'substitu', 'заменя', 'отменя', '取代', '替代', '上書き', '대체', 'priorità', 'prioridad', 'priorité', 'vorrang', 'приоритет', '优先于', '優先して', '우선합니다', 'prevalec', 'prévaut', 'prevale');
const ML_SERVER = L('servidor', 'serveur', 'server', 'сервер', '服务器', '伺服器', 'サーバー', '서버', 'conector', 'connecteur', 'connettore', 'коннектор');

const LEXICONS: Lexicon[] = [
  { kind: 'override', all: [ML_IGNORE, ML_INSTRUCTIONS] },
  { kind: 'concealment', all: [ML_NOT_TELL, ML_USER] },
  { kind: 'concealment', all: [ML_NOT_TELL, ML_REPLY] },
  { kind: 'override', all: [ML_SUPERSEDE, ML_INSTRUCTIONS] },
  { kind: 'confirmation', all: [ML_CONFIRM_BYPASS], none: ML_CONFIRM_GUARD },
  { kind: 'secrets', all: [ML_SECRET, ML_HAND, ML_INTO], none: new RegExp(`${ML_NEG.source}|${ML_ASK_USER.source}`, 'iu') },
  { kind: 'secrets', all: [ML_CONVERSATION, ML_HAND], none: ML_NEG },
  { kind: 'steering', all: [ML_OTHER, ML_PRIORITY, ML_TOOL] },
  { kind: 'steering', all: [ML_DEPRECATED, ML_OTHER] },
  { kind: 'steering', all: [ML_DEPRECATED, ML_SERVER, ML_TOOL] },
  { kind: 'shadowing', all: [ML_TARGET, ML_CHANGE, ML_OTHER_TOOL] },
  { kind: 'forwarding', all: [ML_ADDRESS, ML_HAND, ML_ALSO] },
  { kind: 'forwarding', all: [ML_ADDRESS, ML_HAND, ML_PERSONAL] },
];
/** Letters English has not, or function words of the languages above: a sentence without any is read in English only (dashes and quotes are not letters). */
// eslint-disable-next-line no-control-regex -- the ASCII range, to find letters beyond it
const NON_ENGLISH = /[^\x00-\x7f\p{P}\p{S}\p{Z}\p{N}\p{M}\p{Cf}]|\b(?:el|los|las|les|der|die|das|und|nicht|para|pour|avec|mit|ist|est|una|une|uma|della|gli|sind|wird|usted|vous|você|sie|herramienta|outil|werkzeug|ferramenta|strumento)\b/iu;

// ---------------------------------------------------------------------------------------------

/** An environment variable that holds a secret, as written (upper case): `OPENAI_API_KEY`, `$GITHUB_TOKEN`. */
const ENV_SECRET = /\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_KEY|KEY|TOKEN|SECRET(?:_ACCESS_KEY)?|PASSWORD|CREDENTIALS?)\b/g;

/** The tool's own name as a whole identifier (not part of a longer one), for `withSelf`; made once per name. */
const selfPatterns = new Map<string, RegExp | null>();
function selfPattern(name: string): RegExp | null {
  let re = selfPatterns.get(name);
  if (re !== undefined) return re;
  const forms = [...new Set([name, name.split('.').pop()!])].filter((f) => f.length >= 3).map(ownString);
  re = forms.length ? new RegExp(`(?<![\\w.-])(?:${forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-]|\\.\\w)`, 'g') : null;
  if (selfPatterns.size > 10_000) selfPatterns.clear();
  // Copies (ownString): a name is a slice of its file's text, and a kept slice keeps the whole text.
  selfPatterns.set(ownString(name), re);
  return re;
}

/** A sentence read for `{{self}}`: the tool's own name read as "this tool"; a secret environment variable as `{{envsecret}}`. */
function withSelf(sentence: string, name: string): string {
  const out = sentence.includes('_') ? sentence.replace(ENV_SECRET, '{{envsecret}}') : sentence;
  const re = name ? selfPattern(name) : null;
  return re && out.includes(name.split('.').pop()!) ? out.replace(re, '{{self}}') : out;
}

/** Parameters that hold the user's confirmation: setting one is the user's act, not the agent's. */
const CONFIRM_PARAM = /^(?:confirm\w*|confirmation\w*|i_?understand\w*|acknowledge\w*|approv\w*|user_?approv\w*|consent\w*|force)$/i;

/** What a text's place says about it: the description of a boolean switch, of a confirmation parameter. */
interface Place {
  inSwitch: boolean;
  inConfirmParam: boolean;
  /** A parameter that holds a secret (`api_key`): keeping it from view protects the user. */
  inSecretParam: boolean;
}

const AGENT_SETS = /\b(?:set|pass|leave|keep|use)\s+(?:this|it)\s+(?:to\s+|as\s+|at\s+)?(?:true|on|enabled|yes)\b|\byourself\b|\balways\s+(?:set|pass)\b/i;

function placeOf(d: Record<string, unknown>, path: JsonPath): Place {
  if (path[path.length - 1] !== 'description') return { inSwitch: false, inConfirmParam: false, inSecretParam: false };
  let s: unknown = d;
  for (const step of path.slice(0, -1)) s = isObject(s) || Array.isArray(s) ? (s as Record<string, unknown>)[step as string] : undefined;
  const name = path.length >= 3 && path[path.length - 3] === 'properties' ? String(path[path.length - 2]) : '';
  // A switch described as the agent's own act ("set this to true without checking") is no user's choice.
  const described = isObject(s) && typeof s.description === 'string' ? s.description : '';
  const agentSets = AGENT_SETS.test(described);
  const inSwitch = isObject(s) && !agentSets && (s.type === 'boolean' || (Array.isArray(s.type) && s.type.includes('boolean')));
  return { inSwitch, inConfirmParam: CONFIRM_PARAM.test(name), inSecretParam: /key|token|secret|password|passwd|credential|auth/i.test(name) };
}

/** A version mark at the end of a tool name: `_v2`, `-legacy`, `2`. */
const VERSION = /(?:[_-]?(?:v\d+|\d+|new|old|legacy|beta|next|latest|deprecated|classic))+$/;

/** Whether a tool name another text names is this tool or a version of it (`get_user` for `get_user_v2`). */
function isOwn(other: string, self: string): boolean {
  const o = other.replace(/\x60/g, '');
  // Names in one namespace (`github.list_prs` for `github.create_issue`) are the same server's.
  if (o.includes('.') && self.includes('.') && o.split('.')[0] === self.split('.')[0]) return true;
  const a = snakeKey(o);
  const b = snakeKey(self);
  return !a || a === b || a.replace(VERSION, '') === b.replace(VERSION, '');
}

/** What a tool's own words say about it, for telling its own use from the others'. */
interface Context {
  /** Its parameters' names and enum values: "`insert_content` is deprecated" is about a value of its own. */
  own: Set<string>;
  /** "Any other Shopify tool" in a tool whose name holds "shopify": ordering among the server's own tools. */
  ownScope?: RegExp;
  /** Whether it acts (adds, changes, deletes, pays, runs): a confirmation only guards a tool that acts. */
  acts: boolean;
  /** Whether its subject is secrets or their files (its name says so: `lint_dotenv`, `vault_read_secret`). */
  aboutSecrets: boolean;
}

/** Words of tool names that say what, not whose: not a server's own scope. */
const GENERIC_NAME_WORDS = new Set('get list create update delete remove search find read write fetch send post add set run make tool tools data file files item items info query api mcp page user users text call check show view open close start stop with from into server servers json yaml yml tools list other another every'.split(' '));

/** Words of the names of tools whose subject is secrets. */
const SECRET_SUBJECT = new Set('env dotenv ssh key keys keypair kube kubeconfig aws npmrc docker credential credentials secret secrets vault password passwords keychain gpg pgp certificate certificates cert certs'.split(' '));

/** Whether a tool's name says its subject is secrets or their files (`lint_dotenv`, `vault_read_secret`): it reads them by design. */
export function aboutSecrets(name: string): boolean {
  return snakeKey(name).split('_').some((w) => SECRET_SUBJECT.has(w));
}

/** An act a confirmation guards, named in the sentence itself. */
const ACT_WORD_EN = /\b(?:pay\w*|transfer\w*|charg\w*|purchas\w*|buy\w*|order\w*|refund\w*|delet\w*|remov\w*|destroy\w*|send\w*|sent|publish\w*|deploy\w*|execut\w*|submit\w*|cancel\w*|book\w*|overwrit\w*|transaction\w*|withdraw\w*|install\w*|wipe\w*|drop\w*|push\w*|merg\w*|writ\w*|modif\w*|chang\w*|action\w*|operation\w*)\b/iu;
const ACT_WORD = new RegExp(`[^\\x00-\\x7f\\p{P}\\p{S}\\p{Z}\\p{N}]|${ACT_WORD_EN.source}`, 'iu');

function contextOf(d: Record<string, unknown>, self: string, owner: string): Context {
  const own = new Set<string>();
  const walk = (s: unknown, depth: number): void => {
    if (!isObject(s) || depth > 16) return;
    if (Array.isArray(s.enum)) for (const v of s.enum) if (typeof v === 'string') own.add(v);
    for (const k of ['properties', '$defs', 'definitions']) {
      if (!isObject(s[k])) continue;
      for (const [name, sub] of Object.entries(s[k])) {
        if (k === 'properties') own.add(name);
        walk(sub, depth + 1);
      }
    }
    for (const k of ['items', 'additionalProperties']) walk(s[k], depth + 1);
    for (const k of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(s[k])) for (const b of s[k] as unknown[]) walk(b, depth + 1);
  };
  walk(d.parameters, 0);
  const words = [...new Set(snakeKey(`${self} ${owner}`).split('_'))].filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && /^[a-z]+$/.test(w));
  const ownScope = words.length ? new RegExp(`\\b(?:${words.join('|')})(?:'s)?\\s+(?:\\w+\\s+)?(?:tools?|functions?|operations?|apis?|endpoints?|commands?|calls?|servers?|connectors?)\\b`, 'i') : undefined;
  const action = describedAction({ name: self, descriptor: d });
  return { own, ownScope, acts: !action || ['adds', 'changes', 'destroys', 'pays', 'runs'].includes(action.kind), aboutSecrets: aboutSecrets(self) };
}

interface Found {
  kind: DirectiveKind;
  index: number;
  length: number;
}

/** The first instruction of each kind in one sentence. */
function readSentence(sentence: string, self: string, place: Place, ctx: Context): Found[] {
  const found: Found[] = [];
  const seen = new Set<DirectiveKind>();
  // English patterns read English words: marks on Latin letters ("Réfünds ạrĕ pre̱-ápprövẹd") are folded away for them.
  const text = withSelf(NOT_ASCII_LETTER.test(sentence) ? sentence.normalize('NFD').replace(/\p{M}+/gu, '') : sentence, self);
  // Each kind's gate, tested once per sentence.
  const gates = new Map<DirectiveKind, boolean>();
  for (const p of PATTERNS) {
    if (seen.has(p.kind) || (p.notSwitch && place.inSwitch) || (p.onlyConfirmParam && !place.inConfirmParam)) continue;
    let open = gates.get(p.kind);
    if (open === undefined) gates.set(p.kind, (open = KIND_GATE[p.kind]?.test(text) ?? true));
    if (!open || (p.gate && !p.gate.test(text))) continue;
    const m = p.re.exec(text);
    if (!m || p.unless?.test(text) || (p.also && !p.also.test(text))) continue;
    const other = m.groups?.other ?? m.groups?.other2 ?? m.groups?.other3;
    if (p.other && other !== undefined && (isOwn(other, self) || ctx.own.has(other.replace(/\x60/g, '')))) continue;
    if (p.kind === 'steering' && ctx.ownScope?.test(text)) continue;
    if (p.kind === 'concealment' && place.inSecretParam) continue;
    if (p.notAboutSecrets && ctx.aboutSecrets) continue;
    if (p.kind === 'confirmation' && !ctx.acts && !ACT_WORD.test(text)) continue;
    seen.add(p.kind);
    found.push({ kind: p.kind, index: Math.min(m.index, sentence.length - 1), length: m[0].length });
  }
  if (NON_ENGLISH.test(sentence)) {
    for (const l of LEXICONS) {
      if (seen.has(l.kind) || (l.kind === 'confirmation' && place.inSwitch)) continue;
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
      if (!ok || l.none?.test(sentence)) continue;
      // "Без подтверждения не вызывайте": without a confirmation, do not call it, is a guard; and a
      // confirmation only matters to an act named close by (in the same clause, or the tool's own).
      if (l.kind === 'confirmation' && (ML_WITHOUT_THEN_NOT.test(sentence) || !actNear(sentence, first, last, ctx))) continue;
      seen.add(l.kind);
      found.push({ kind: l.kind, index: first, length: last - first });
    }
  }
  return found;
}

// eslint-disable-next-line no-control-regex -- anything beyond ASCII may carry marks to fold
const NOT_ASCII_LETTER = /[^\x00-\x7f]/;

/** A text written as one identifier ("always_use_x_instead_of_y") read as the words it joins. */
function spaced(text: string): string {
  if (/\s/.test(text) || (text.match(/[_-]/g)?.length ?? 0) < 3) return text;
  // Hyphens join the parts of an address (`partner-intake@kyc-bridge.co`): only underscores are spaces there.
  return /[@.]/.test(text) ? text.replace(/_+/g, ' ') : text.replace(/[_-]+/g, ' ');
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
    const owner = [tool.server?.name ?? '', tool.file ? tool.file.path.split(/[\\/]/).pop()!.replace(/\.[^.]*$/, '') : ''].join(' ');
    const ctx = contextOf(d, self, owner);
    const out: Directive[] = [];
    for (const t of modelTexts(d)) {
      if (t.kind === 'key') continue;
      const text = spaced(visibleOf(t));
      if (text.length < 12) continue;
      const place = placeOf(d, t.path);
      const kinds = new Set<DirectiveKind>();
      for (const sentence of clausesOf(text)) {
        for (const f of readSentence(sentence, self, place, ctx)) {
          if (kinds.has(f.kind)) continue;
          kinds.add(f.kind);
          out.push({ kind: f.kind, text: t, phrase: excerpt(sentence, f.index, f.length) });
        }
      }
    }
    return out;
  });
}
