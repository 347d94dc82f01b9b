import { defineRule, escapeRegExp, hasText } from '../../src/toolkit/index.js';

const DEFAULT_WORDS = [
  'powerful', 'seamless', 'seamlessly', 'robust', 'cutting-edge', 'state-of-the-art', 'revolutionary', 'world-class',
  'best-in-class', 'innovative', 'blazing-fast', 'blazingly', 'lightning-fast', 'amazing', 'incredible', 'awesome',
  'ultimate', 'next-generation', 'next-gen', 'industry-leading', 'effortless', 'effortlessly', 'magical', 'stunning',
  'unparalleled', 'game-changing', 'supercharge', 'supercharged',
];

export default defineRule<{ words: string[] }>({
  meta: {
    id: 'description/no-marketing',
    level: null,
    severity: 'warning',
    description: 'Descriptions avoid marketing adjectives; agents do not respond to them.',
    // Its patterns are English words: a description in another language is skipped, and the run says so.
    languages: ['en'],
    spec: '§5',
    messages: { marketing: 'Description of "{{tool}}" uses the marketing word "{{word}}"; state what the tool observably does instead.' },
    options: {
      type: 'object',
      properties: { words: { type: 'array', items: { type: 'string', minLength: 1 } } },
      additionalProperties: false,
    },
    defaultOptions: { words: DEFAULT_WORDS },
  },
  check({ tool, options, report }) {
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    const lower = d.toLowerCase();
    // Report the first word that praises, once: one finding says enough.
    const { re, byLower } = matcherFor(options.words);
    if (!re) return;
    re.lastIndex = 0;
    for (let m = re.exec(lower); m; m = re.exec(lower)) {
      const word = m[2]!;
      re.lastIndex = m.index + m[1]!.length + word.length;
      // The phrase after the word is at most four words: a bounded look, however long the text.
      if (praises(word, lower.slice(re.lastIndex, re.lastIndex + 200))) {
        report({ path: ['description'], messageId: 'marketing', data: { word: byLower.get(word)! } });
        return;
      }
    }
  },
});

/**
 * Marketing praises the tool in passing: "a powerful analysis tool", "fast and powerful search",
 * "state-of-the-art predictions", "seamlessly integrates". A built-in adjective counts when it stands
 * before a word (after a comma too: "robust, scalable sync"), not as a predicate said of something
 * ("tells which champion is powerful (OP) or not", livemcptool/opgg-mcp.json). Words with a plain
 * meaning too ("a powerful champion", "robust regression", "the ultimate goal") count only before a
 * word for what a tool offers (tool, search, API, engine, features, …) within the next four words.
 * Adverbs, verbs and the words of a configured list count wherever they stand.
 */
function praises(word: string, after: string): boolean {
  if (!DEFAULT_WORDS.includes(word) || /ly$/.test(word) || word === 'supercharge') return true;
  // The words of the phrase it stands in: up to three, across commas ("powerful, seamless CRM integration").
  const phrase = /^(?:,?[ \t]+[a-z][a-z-]*){1,4}/.exec(after)?.[0].match(/[a-z][a-z-]*/g) ?? [];
  if (!phrase.length || ['or', 'than', 'enough'].includes(phrase[0]!)) return false;
  if (!PLAIN_MEANING.has(word)) return true;
  return phrase.some((w) => OFFER.test(w));
}

/** Built-in words that also have a plain meaning in a tool's domain. */
const PLAIN_MEANING = new Set(['powerful', 'robust', 'ultimate', 'amazing', 'incredible', 'awesome', 'stunning', 'magical']);
/** What a tool offers: the nouns marketing praises. */
const OFFER =
  /^(tools?|toolkits?|apis?|servers?|engines?|search(es)?|analys[ie]s|analytics|platforms?|solutions?|features?|capabilit(y|ies)|integrations?|ways?|interfaces?|librar(y|ies)|frameworks?|functionality|systems?|services?|insights?|results?|performance|quer(y|ies)|automation|workflows?|suite|utilit(y|ies)|apps?|applications?|assistants?|experience)$/;

const matchers = new WeakMap<readonly string[], { re: RegExp | null; byLower: Map<string, string> }>();

/** One regular expression for the whole word list (built once per list): the leftmost match wins, ties to the earlier word. */
function matcherFor(words: readonly string[]) {
  let m = matchers.get(words);
  if (!m) {
    const byLower = new Map<string, string>();
    for (const w of words) if (!byLower.has(w.toLowerCase())) byLower.set(w.toLowerCase(), w);
    const alternatives = [...byLower.keys()].map(escapeRegExp);
    m = { re: alternatives.length ? new RegExp(`(^|[^a-z-])(${alternatives.join('|')})(?![a-z-])`, 'g') : null, byLower };
    matchers.set(words, m);
  }
  return m;
}
