import { aTypeName, defineRule, hasText } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'name/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has a non-empty string name.',
    spec: '§3, §3.1',
    messages: {
      missing: 'Tool {{tool}} has no "name"; add a stable snake_case identifier such as "get_weather".',
      type: 'The "name" of tool {{tool}} is {{type}}, not a string; give a snake_case identifier such as "get_weather".',
    },
  },
  check({ tool, report }) {
    const name = tool.descriptor.name;
    if (name === undefined || (typeof name === 'string' && !hasText(name))) report({ path: name === undefined ? [] : ['name'], messageId: 'missing' });
    else if (typeof name !== 'string') report({ path: ['name'], messageId: 'type', data: { type: aTypeName(name) } });
  },
});
