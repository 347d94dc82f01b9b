import { aTypeName, defineRule, fieldName, isObject } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'returns/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has a `returns` block (MCP: `outputSchema`): a JSON Schema of the successful result.',
    spec: '§3, §3.4, §10',
    fields: ['returns'],
    messages: {
      missing: 'Tool "{{tool}}" has no "{{block}}"; add a JSON Schema of what a successful call returns, with a one-line description.',
      type: '"{{block}}" of "{{tool}}" is {{type}}; it must be a JSON Schema object describing the success payload.',
    },
  },
  check({ tool, report }) {
    const r = tool.descriptor.returns;
    const block = fieldName(tool, ['returns']);
    if (r === undefined) report({ path: [], messageId: 'missing', data: { block } });
    else if (!isObject(r)) report({ path: ['returns'], messageId: 'type', data: { block, type: aTypeName(r) } });
  },
});
