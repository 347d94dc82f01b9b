import { aTypeName, defineRule, fieldName, isObject } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has a `parameters` block: a JSON Schema object (an empty object schema for tools without arguments).',
    spec: '§3, §3.3',
    fields: ['parameters'],
    messages: {
      missing: 'Tool "{{tool}}" has no "{{block}}"; add a JSON Schema with type: object (properties: {} if it takes no arguments).',
      type: '"{{block}}" of "{{tool}}" is {{type}}; it must be a JSON Schema object with type: object.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    const block = fieldName(tool, ['parameters']);
    if (p === undefined) report({ path: [], messageId: 'missing', data: { block } });
    else if (!isObject(p)) report({ path: ['parameters'], messageId: 'type', data: { block, type: aTypeName(p) } });
  },
});
