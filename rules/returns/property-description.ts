import { defineRule } from '../../src/rule.js';
import { hasText, isObject, walkProperties } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'returns/property-description',
    level: null,
    severity: 'warning',
    description: 'Every property of the `returns` schema, at every depth, has a description (with units, time zones and currencies).',
    spec: '§3.4',
    messages: { missing: 'Returned field "{{field}}" has no description; say what it holds, with units, time zone or currency.' },
  },
  check({ tool, report }) {
    for (const prop of walkProperties(tool.descriptor.returns, ['returns'])) {
      if (!isObject(prop.schema) || !hasText(prop.schema.description)) report({ path: prop.path, messageId: 'missing', data: { field: prop.name } });
    }
  },
});
