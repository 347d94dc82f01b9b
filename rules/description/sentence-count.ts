import { defineRule } from '../../src/rule.js';
import { sentences } from '../../src/text.js';
import { hasText } from '../../src/util.js';

export default defineRule<{ min: number; max: number }>({
  meta: {
    id: 'description/sentence-count',
    level: 1,
    severity: 'warning',
    description: 'Descriptions are one paragraph of 2–5 sentences.',
    spec: '§3.2, §15',
    messages: {
      tooFew: 'Description has {{count}} sentence{{s}}; write {{min}}–{{max}}: what the tool does and when to call it, then its scope limits.',
      tooMany: 'Description has {{count}} sentences; cut it to {{min}}–{{max}} by dropping implementation details and background.',
    },
    options: {
      type: 'object',
      properties: { min: { type: 'integer', minimum: 1 }, max: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
    defaultOptions: { min: 2, max: 5 },
  },
  check({ tool, options, report }) {
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    const count = sentences(d).length;
    const data = { count, min: options.min, max: options.max, s: count === 1 ? '' : 's' };
    if (count < options.min) report({ path: ['description'], messageId: 'tooFew', data });
    else if (count > options.max) report({ path: ['description'], messageId: 'tooMany', data });
  },
});
