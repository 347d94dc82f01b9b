import { defineRule } from '../../src/rule.js';
import { firstWord, sentences } from '../../src/text.js';
import { hasText } from '../../src/util.js';

/** Openers that describe the tool instead of saying what it does. */
const WEAK_OPENERS = [
  /^(this|the|a|an|our|my|its|it)\b/i,
  /^(tool|function|endpoint|api|method|helper|utility|wrapper|service|plugin|module|a tool)\b/i,
  /^(used|use|can|could|may|allows?|lets|enables?|is|will|should|designed|intended|meant)\b/i,
  /^(we|i|you)\b/i,
  // A label instead of a sentence: "Payment retrieval: one payment by its identifier."
  /^[A-Za-z][\w-]*(\s+[\w-]+){0,3}\s*:\s/,
  // A noun where the verb belongs: "Retrieval of…", "Management for…".
  /^[A-Za-z]+(tion|sion|ment|ness|ity|ance|ence|ship)\b/i,
];

export default defineRule<{ allow: string[] }>({
  meta: {
    id: 'description/answer-first',
    level: 1,
    severity: 'warning',
    description: 'The first sentence leads with a verb and its object: what the tool does, not what it is.',
    spec: '§3.2, §5',
    messages: {
      weakOpener: 'Description opens with "{{opening}}"; lead with a verb and its object, e.g. "Fetch the current weather for a city."',
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
    const word = firstWord(d);
    if (!word || options.allow.some((a) => a.toLowerCase() === word.toLowerCase())) return;
    const first = sentences(d)[0] ?? d;
    if (!WEAK_OPENERS.some((re) => re.test(first.replace(/^[\s"'`(*_-]+/, '')))) return;
    const opening = first.split(/\s+/).slice(0, 5).join(' ');
    report({ path: ['description'], messageId: 'weakOpener', data: { opening: opening + (first.split(/\s+/).length > 5 ? '…' : '') } });
  },
});
