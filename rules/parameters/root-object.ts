import { defineRule, dialectType, fieldName, isObject, typeNameFix, valueText } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/root-object',
    level: 1,
    severity: 'error',
    description: 'The root of `parameters` declares `type: object`, as every platform requires of a tool input schema.',
    spec: '§3.3, §10',
    fields: ['parameters'],
    messages: {
      missing: '"{{block}}" of "{{tool}}" has no "type"; set type: object at its root.',
      wrong: '"{{block}}" of "{{tool}}" has type {{type}}; the root must be type: object, with the arguments as its properties.',
      dialect: '"{{block}}" of "{{tool}}" has type {{type}}, which is not a JSON Schema type; write type: object.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    if (!isObject(p)) return;
    const block = fieldName(tool, ['parameters']);
    if (p.type === undefined) report({ path: ['parameters'], messageId: 'missing', data: { block } });
    else if (p.type !== 'object') {
      const messageId = dialectType(p.type) === 'object' ? 'dialect' : 'wrong';
      // BFCL's `dict` is `object`: the fix.
      report({ path: ['parameters', 'type'], messageId, data: { block, type: valueText(p.type) }, at: 'value', ...(messageId === 'dialect' ? typeNameFix(['parameters', 'type'], p.type) : {}) });
    }
  },
});
