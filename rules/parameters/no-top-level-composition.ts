import { defineRule, fieldName, isObject } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/no-top-level-composition',
    level: null,
    severity: 'warning',
    description: 'The root of `parameters` does not use `oneOf` or `anyOf`; split such a tool into separate tools.',
    spec: '§6',
    fields: ['parameters'],
    messages: { composition: '"{{block}}" of "{{tool}}" uses {{keyword}} at the top level; split the alternatives into separate tools.' },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    if (!isObject(p)) return;
    for (const keyword of ['oneOf', 'anyOf']) {
      if (p[keyword] !== undefined) report({ path: ['parameters', keyword], messageId: 'composition', data: { keyword, block: fieldName(tool, ['parameters']) } });
    }
  },
});
