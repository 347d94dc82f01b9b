import { defineRule } from '../../src/rule.js';
import { isObject, aTypeName } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'parameters/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has a `parameters` block: a JSON Schema object (an empty object schema for tools without arguments).',
    spec: '§3, §3.3',
    messages: {
      missing: 'Tool "{{name}}" has no "parameters"; add a JSON Schema with type: object (properties: {} if it takes no arguments).',
      type: '"parameters" is {{type}}; it must be a JSON Schema object with type: object.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    if (p === undefined) report({ path: [], messageId: 'missing', data: { name: tool.name } });
    else if (!isObject(p)) report({ path: ['parameters'], messageId: 'type', data: { type: aTypeName(p) } });
  },
});
