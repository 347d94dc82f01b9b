import { defineRule } from '../../src/toolkit/index.js';

export default defineRule<{ min: number }>({
  meta: {
    id: 'examples/min-count',
    level: 2,
    severity: 'error',
    description: 'Every tool has at least two worked examples (a successful call and an error case).',
    spec: '§3.7, §13',
    fields: ['examples'],
    messages: {
      tooFew: 'Tool "{{tool}}" has {{count}} example{{plural}}, fewer than {{min}}; add a canonical successful call and an error case.',
    },
    options: { type: 'object', properties: { min: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    defaultOptions: { min: 2 },
  },
  check({ tool, options, report }) {
    const ex = tool.descriptor.examples;
    // No examples at all, or not a list: examples/required (Level 1) reports that.
    if (!Array.isArray(ex) || !ex.length) return;
    if (ex.length < options.min) {
      report({ path: ['examples'], messageId: 'tooFew', data: { count: ex.length, plural: ex.length === 1 ? '' : 's', min: options.min } });
    }
  },
});
