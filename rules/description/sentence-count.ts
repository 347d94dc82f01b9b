import { defineRule, hasText, sentences, textWeight } from '../../src/toolkit/index.js';

export default defineRule<{ min: number; max: number; minLength: number }>({
  meta: {
    id: 'description/sentence-count',
    level: null,
    severity: 'warning',
    description: 'Descriptions are one paragraph of 2–5 sentences: a single short sentence is too thin to say what the tool does and when to call it.',
    spec: '§3.2, §15',
    defersTo: ['description/max-length'],
    messages: {
      tooFew: 'Description of "{{tool}}" is one short sentence; add when to call it and what it does not cover (§3.2 asks for {{min}}–{{max}} sentences).',
      tooMany: 'Description of "{{tool}}" has {{count}} sentences; cut it to {{min}}–{{max}} by moving parameter details into the schema and dropping background.',
    },
    options: {
      type: 'object',
      properties: {
        min: { type: 'integer', minimum: 1 },
        max: { type: 'integer', minimum: 1 },
        minLength: { type: 'integer', minimum: 0, description: 'Fewer sentences than `min` are reported only when the description is shorter than this (CJK characters count 3).' },
      },
      additionalProperties: false,
    },
    defaultOptions: { min: 2, max: 5, minLength: 80 },
  },
  check({ tool, options, report }) {
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    const count = sentences(d).length;
    const data = { count, min: options.min, max: options.max };
    if (count < options.min && textWeight(d) < options.minLength) report({ path: ['description'], messageId: 'tooFew', data });
    else if (count > options.max) report({ path: ['description'], messageId: 'tooMany', data });
  },
});
