import { defineRule } from '../../src/toolkit/index.js';

export default defineRule<{ max: number }>({
  meta: {
    id: 'name/max-length',
    level: 1,
    severity: 'error',
    description: 'Tool names are at most 64 characters.',
    spec: '§3.1',
    messages: { tooLong: 'Tool name "{{tool}}" is {{length}} characters, over the limit of {{max}}; shorten it.' },
    options: { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    defaultOptions: { max: 64 },
  },
  check({ tool, options, report }) {
    const name = tool.descriptor.name;
    if (typeof name === 'string' && name.length > options.max) {
      report({ path: ['name'], messageId: 'tooLong', data: { length: name.length, max: options.max }, at: 'value' });
    }
  },
});
