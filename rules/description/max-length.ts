import { collapseWhitespace, defineRule, hasText } from '../../src/toolkit/index.js';

export default defineRule<{ max: number }>({
  meta: {
    id: 'description/max-length',
    level: 3,
    severity: 'warning',
    description: 'Descriptions are at most 600 characters (whitespace runs count once); longer ones cost retrieval recall in large catalogs.',
    spec: '§12, §15',
    messages: { tooLong: 'Description of "{{tool}}" is {{length}} characters, over {{max}}; cut background and implementation details, and move parameter details into the schema.' },
    options: { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    defaultOptions: { max: 600 },
  },
  check({ tool, options, report }) {
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    // Indentation of a template literal or a docstring is not description.
    const length = [...collapseWhitespace(d)].length;
    if (length > options.max) report({ path: ['description'], messageId: 'tooLong', data: { length, max: options.max } });
  },
});
