import { defineRule } from '../../src/rule.js';
import { hasText } from '../../src/util.js';

export default defineRule<{ max: number }>({
  meta: {
    id: 'description/max-length',
    level: 3,
    severity: 'warning',
    description: 'Descriptions are at most 600 characters; longer ones cost retrieval recall in large catalogs.',
    spec: '§12, §15',
    messages: { tooLong: 'Description is {{length}} characters, over {{max}}; cut background and implementation details.' },
    options: { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    defaultOptions: { max: 600 },
  },
  check({ tool, options, report }) {
    const d = tool.descriptor.description;
    if (hasText(d) && d.length > options.max) {
      report({ path: ['description'], messageId: 'tooLong', data: { length: d.length, max: options.max } });
    }
  },
});
