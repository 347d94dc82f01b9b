import { defineRule } from '../../src/rule.js';
import { hasText } from '../../src/util.js';

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
    spec: '§5',
    messages: { marketing: 'Description uses the marketing word "{{word}}"; state observable behaviour instead.' },
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
    // Report the word that comes first in the text, once: one finding says enough.
    const { re, byLower } = matcherFor(options.words);
    const m = re ? re.exec(lower) : null;
    const first = m ? { word: byLower.get(m[2]!)! } : undefined;
    if (first) report({ path: ['description'], messageId: 'marketing', data: { word: first.word } });
  },
});

const matchers = new WeakMap<readonly string[], { re: RegExp | null; byLower: Map<string, string> }>();

/** One regular expression for the whole word list (built once per list): the leftmost match wins, ties to the earlier word. */
function matcherFor(words: readonly string[]) {
  let m = matchers.get(words);
  if (!m) {
    const byLower = new Map<string, string>();
    for (const w of words) if (!byLower.has(w.toLowerCase())) byLower.set(w.toLowerCase(), w);
    const alternatives = [...byLower.keys()].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    m = { re: alternatives.length ? new RegExp(`(^|[^a-z-])(${alternatives.join('|')})($|[^a-z-])`) : null, byLower };
    matchers.set(words, m);
  }
  return m;
}
