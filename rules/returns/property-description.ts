import { defineRule, hasText, isObject, own, walkProperties } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'returns/property-description',
    level: null,
    severity: 'warning',
    description: 'Every property of the `returns` schema, at every depth, has a description (with units, time zones and currencies).',
    spec: '§3.4',
    fields: ['returns'],
    messages: {
      missing: 'Returned field "{{field}}" of "{{tool}}" has no description; say what it holds, with units, time zone or currency.',
      more: '{{count}} more returned fields of "{{tool}}" have no description: {{names}}; say what each holds, with units, time zone or currency.',
    },
    flood: { messageId: 'missing', into: 'more', key: 'field' },
  },
  check({ tool, report }) {
    const r = tool.descriptor.returns;
    // A payload wrapped in one field ({"result": ...}) is documented by the schema's own description:
    // with neither, returns/description reports the undocumented payload once.
    const props = isObject(r) ? own(r, 'properties') : undefined;
    const wrapper = isObject(r) && isObject(props) && Object.keys(props).length === 1 && !hasText(r.description);
    for (const prop of walkProperties(r, ['returns'])) {
      if (wrapper && prop.depth === 1) continue;
      if (!isObject(prop.schema) || !hasText(prop.schema.description)) report({ path: prop.path, messageId: 'missing', data: { field: prop.name } });
    }
  },
});
