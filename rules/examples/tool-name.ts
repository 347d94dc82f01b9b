import { defineRule, isObject, quote, typeName } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'examples/tool-name',
    level: 2,
    severity: 'error',
    description: 'Each example\'s `tool_call` is a mapping whose `name` is the tool\'s own name.',
    spec: '§3.7, §9',
    fields: ['examples'],
    messages: {
      callType: 'Example {{number}} of "{{tool}}" has a tool_call that is {{type}}; write it as {name: "{{name}}", arguments: {…}}.',
      noName: 'Example {{number}} of "{{tool}}" has a tool_call without "name"; add name: "{{name}}".',
      wrongName: 'Example {{number}} of "{{tool}}" calls {{actual}}, not this tool; set tool_call.name to "{{name}}".',
    },
  },
  create(context) {
    const { report } = context;
    return {
      example({ example, index }) {
        const own = context.tool.descriptor.name;
        if (typeof own !== 'string' || !own) return;
        const call = example.tool_call;
        if (call === undefined) return;
        if (!isObject(call)) {
          report({ path: ['examples', index, 'tool_call'], at: 'value', messageId: 'callType', data: { number: index + 1, type: typeName(call), name: own } });
          return;
        }
        if (call.name === undefined) report({ path: ['examples', index, 'tool_call'], messageId: 'noName', data: { number: index + 1, name: own } });
        else if (call.name !== own) {
          report({ path: ['examples', index, 'tool_call', 'name'], at: 'value', messageId: 'wrongName', data: { number: index + 1, actual: quote(call.name), name: own } });
        }
      },
    };
  },
});
