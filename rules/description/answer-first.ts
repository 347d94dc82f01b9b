import { collapseWhitespace, defineRule, firstWord, hasText, sentences } from '../../src/toolkit/index.js';

/**
 * Openers that describe the tool, or label it, instead of saying what it does. Each is narrow:
 * a first word that is a verb ("Get historical OHLCV data: daily…", "Position the cursor") passes.
 */
const WEAK_OPENERS: RegExp[] = [
  // An emoji, a symbol or a Markdown heading before any word: "🎯 Purpose:", "⚠️ MANDATORY", "# Search".
  /^(?:[\p{Extended_Pictographic}\p{So}\uFE0F\u200D]|#{1,6}\s)/u,
  // A label instead of a sentence: "REQUIRED FIRST STEP: …", "Returns: …", "Purpose: …".
  /^[A-Z][A-Z0-9]+(?:[ _-][A-Z0-9]+){0,4}\s*:/,
  /^(?:purpose|description|summary|overview|notes?|returns?|args|arguments|param(?:eter)?s|usage|important|warning|mandatory|required|input|output|examples?|info|tip|attention|caution)\s*:/i,
  // A short noun label: "Payment retrieval: one payment by id", "Weather tool: …" (not "Get historical data: …").
  /^[A-Za-z][\w-]*(?:\s+[\w-]+){0,2}?\s+(?:[\w-]*(?:tion|sion|ment|al|ance|ence|ity|ness|ship)|tool|function|api|endpoint|helper|service|utility)\s*:\s/i,
  /^(?:this|the|a|an|our|my|its|it)\b/i,
  /^(?:tool|function|endpoint|api|method|helper|utility|wrapper|service|plugin|module)\b/i,
  /^(?:used|use|can|could|may|is|will|should|designed|intended|meant)\b/i,
  // "Allows users to…", "Enables the agent to…", "Lets you…", "Allows for…": what it makes possible, not
  // what it does ("Enables a user group", "Enable the alert config" are the action itself).
  /^(?:allows?|enables?)\s+(?:for\b|(?:[\w-]+\s+){1,3}?to\s)|^lets\s+(?:you|users?|the\s+\w+|a\s+\w+|one|clients?|callers?)\b/i,
  /^(?:we|i|you)\b/i,
  // "Yahoo Finance API provides…", "The GitHub MCP server lets…": the product, not the action.
  /^[\w.&-]+(?:\s+[\w.&-]+){0,3}\s+(?:api|sdk|server|service|tool|plugin|integration|mcp)\s+(?:provides|offers|lets|allows|enables|gives|helps|is|can|supports|exposes)\b/i,
  // An adjective and a noun: "Simple calculator for…", "Comprehensive search across…".
  /^(?:simple|advanced|comprehensive|detailed|basic|quick|smart|intelligent|universal|generic|unified|enhanced|official|interactive|dynamic|flexible|lightweight|fast)\s+[a-z]/i,
  // A noun where the verb belongs: "Retrieval of…", "Creation of…" (not "Position the cursor").
  /^[A-Za-z]+(?:tion|sion|ment|al|ness|ity|ance|ence|ship)\s+(?:of|for|about|from|with)\b/i,
];

/** A verb-first rewrite of the common openers, when one can be read off the text. */
const REWRITES: RegExp[] = [
  /^(?:this|the|a|an)\s+(?:\w+\s+)?(?:tool|function|endpoint|api|method|helper|utility|service|command)\s+(?:that\s+|which\s+|simply\s+)?(?!(?:is|was|has|does|belongs|needs|requires|works|acts|serves)\b)([a-z]+s)\b(.*)$/i,
  /^(?:use\s+(?:this|the)\s+(?:tool|function|endpoint|api|method)\s+to|(?:can\s+be\s+)?used\s+to|(?:allows?|enables?)\s+(?:you|users?|(?:the|a)\s+(?:agent|model|user|assistant|caller|client))\s+to|lets\s+(?:you|users?|(?:the|a)\s+(?:agent|model|user|assistant|caller|client)))\s+([a-z]+)\b(.*)$/i,
];

function rewrite(sentence: string): string | undefined {
  // "This function allows a user to send money" → "Allows a user to send money" → "Send money": a
  // rewrite that is itself a weak opener is rewritten again, and never suggested as it is.
  let text = sentence;
  for (let round = 0; round < 3; round++) {
    const m = REWRITES.map((re) => re.exec(text)).find((x) => x?.[1]);
    if (!m) break;
    text = m[1]![0]!.toUpperCase() + m[1]!.slice(1) + m[2];
  }
  if (text === sentence || WEAK_OPENERS.some((re) => re.test(text))) return undefined;
  return text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text;
}

export default defineRule<{ allow: string[] }>({
  meta: {
    id: 'description/answer-first',
    level: null,
    severity: 'warning',
    description: 'The first sentence leads with a verb and its object: what the tool does, not what it is or a label.',
    // Its patterns are English words: a description in another language is skipped, and the run says so.
    languages: ['en'],
    spec: '§3.2, §5',
    messages: {
      weakOpener: 'Description of "{{tool}}" opens with "{{opening}}"; lead with what it does (e.g. "{{example}}").',
      weakOpenerNoRewrite: 'Description of "{{tool}}" opens with "{{opening}}"; lead with a verb that says what the tool does, and put labels and background after it.',
    },
    options: {
      type: 'object',
      properties: { allow: { type: 'array', items: { type: 'string' }, description: 'First words that are always accepted.' } },
      additionalProperties: false,
    },
    defaultOptions: { allow: [] },
  },
  check({ tool, options, report }) {
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    const text = collapseWhitespace(d);
    const word = firstWord(text);
    if (word && options.allow.some((a) => a.toLowerCase() === word.toLowerCase())) return;
    // A quoted first word ("This" tool …) loses both quotes, not only the first: the message quotes it again.
    const first = (sentences(text)[0] ?? text).replace(/^(["'`])([^"'`\s]+)\1/, '$2').replace(/^["'`(*_-]+/, '');
    if (!WEAK_OPENERS.some((re) => re.test(first))) return;
    const words = first.split(/\s+/);
    const opening = words.slice(0, 5).join(' ') + (words.length > 5 ? '…' : '');
    const example = rewrite(first);
    if (example) report({ path: ['description'], messageId: 'weakOpener', data: { opening, example } });
    else report({ path: ['description'], messageId: 'weakOpenerNoRewrite', data: { opening } });
  },
});
