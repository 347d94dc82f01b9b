import { defineRule } from '../../src/rule.js';
import { isObject, aTypeName } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'returns/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has a `returns` block: a JSON Schema of the successful result.',
    spec: '§3, §3.4',
    messages: {
      missing: 'Tool "{{name}}" has no "returns"; add a JSON Schema of the success payload with a one-line description.',
      type: '"returns" is {{type}}; it must be a JSON Schema object describing the success payload.',
    },
  },
  check({ tool, report }) {
    const r = tool.descriptor.returns;
    if (r === undefined) report({ path: [], messageId: 'missing', data: { name: tool.name } });
    else if (!isObject(r)) report({ path: ['returns'], messageId: 'type', data: { type: aTypeName(r) } });
  },
});
