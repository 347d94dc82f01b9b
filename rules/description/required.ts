import { defineRule, hasText, typeName } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'description/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has a non-empty description.',
    spec: '§3, §3.2',
    messages: {
      missing: 'Tool "{{name}}" has no description; say in 2–5 sentences what it does and when to call it.',
      empty: 'Tool "{{name}}" has an empty description; say in 2–5 sentences what it does and when to call it.',
      type: 'Tool "{{name}}" has a description of type {{type}}; write it as a string.',
    },
  },
  check({ tool, report }) {
    const d = tool.descriptor.description;
    if (d === undefined) report({ path: [], messageId: 'missing', data: { name: tool.name } });
    else if (typeof d !== 'string') report({ path: ['description'], messageId: 'type', data: { name: tool.name, type: typeName(d) } });
    else if (!hasText(d)) report({ path: ['description'], messageId: 'empty', data: { name: tool.name } });
  },
});
