import { aTypeName, defineRule, isObject } from '../../src/toolkit/index.js';

const FIELDS = ['prompt', 'tool_call', 'result'] as const;

export default defineRule({
  meta: {
    id: 'examples/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has `examples`: a non-empty list whose entries each have prompt, tool_call and result.',
    spec: '§3, §3.7, §9',
    fields: ['examples'],
    messages: {
      missing: 'Tool "{{tool}}" has no "examples"; add a successful call and an error case, each with prompt, tool_call and result.',
      type: '"examples" of "{{tool}}" is {{type}}; it must be a list of examples.',
      empty: '"examples" of "{{tool}}" is empty; add a successful call and an error case.',
      entryType: 'Example {{number}} of "{{tool}}" is {{type}}; each example is a mapping with prompt, tool_call and result.',
      field: 'Example {{number}} of "{{tool}}" has no "{{field}}"; every example has prompt, tool_call and result.',
    },
  },
  check({ tool, report }) {
    const ex = tool.descriptor.examples;
    if (ex === undefined) return report({ path: [], messageId: 'missing' });
    if (!Array.isArray(ex)) return report({ path: ['examples'], messageId: 'type', data: { type: aTypeName(ex) } });
    if (!ex.length) return report({ path: ['examples'], messageId: 'empty' });
    ex.forEach((e, i) => {
      if (!isObject(e)) return report({ path: ['examples', i], messageId: 'entryType', data: { number: i + 1, type: aTypeName(e) } });
      for (const field of FIELDS) if (e[field] === undefined) report({ path: ['examples', i], messageId: 'field', data: { number: i + 1, field } });
    });
  },
});
