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
    let first: { word: string; index: number } | undefined;
    for (const word of options.words) {
      const re = new RegExp(`(^|[^a-z-])${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z-])`);
      const m = re.exec(lower);
      if (m && (!first || m.index < first.index)) first = { word, index: m.index };
    }
    if (first) report({ path: ['description'], messageId: 'marketing', data: { word: first.word } });
  },
});
