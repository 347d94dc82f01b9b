import { defineRule, fieldName, hasText, isObject, own } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'returns/description',
    level: 1,
    severity: 'error',
    description: '`returns` has a one-line description summarising the payload.',
    spec: '§3.4',
    fields: ['returns'],
    messages: { missing: '"{{block}}" of "{{tool}}" has no description; summarise the payload in one line, with units, time zones and currencies.' },
  },
  check({ tool, report }) {
    const r = tool.descriptor.returns;
    if (!isObject(r) || hasText(r.description)) return;
    // A payload of one described field ({result: "Converted value in the new unit."}) is summarised by it.
    // A docstring's "Returns:" section in the tool's description summarises the payload there.
    if (typeof tool.descriptor.description === 'string' && /(?:^|\n)\s*Returns?\s*:/.test(tool.descriptor.description)) return;
    const props = own(r, 'properties');
    const fields = isObject(props) ? Object.values(props) : [];
    if (fields.length === 1 && isObject(fields[0]) && hasText(fields[0].description)) return;
    report({ path: ['returns'], messageId: 'missing', data: { block: fieldName(tool, ['returns']) } });
  },
});
