import { defineRule, fieldName, isObject, own } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/no-wrapper',
    level: null,
    severity: 'warning',
    description: 'The parameters are not all wrapped in one object property (`{request: {…}}`, `{params: {…}}`): the tool takes its arguments at the top level.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      wrapped:
        'Every parameter of "{{tool}}" is inside "{{wrapper}}" ({{names}}); move them to the top level of {{block}}, so agents fill them directly and the schema is one level flatter.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    const props = isObject(p) ? own(p, 'properties') : undefined;
    if (!isObject(props)) return;
    const keys = Object.keys(props);
    if (keys.length !== 1) return;
    const inner = props[keys[0]!];
    const innerProps = isObject(inner) ? own(inner, 'properties') : undefined;
    // A wrapper of one argument is that argument (`{query: {text}}`), not a wrapper of the tool's.
    if (!isObject(innerProps) || Object.keys(innerProps).length < 2) return;
    const names = Object.keys(innerProps);
    report({
      path: ['parameters', 'properties', keys[0]!],
      messageId: 'wrapped',
      data: { wrapper: keys[0]!, names: names.slice(0, 3).map((n) => `"${n}"`).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : ''), block: fieldName(tool, ['parameters']) },
    });
  },
});
