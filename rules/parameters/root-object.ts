import { defineRule } from '../../src/rule.js';
import { isObject } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'parameters/root-object',
    level: 1,
    severity: 'error',
    description: 'The root of `parameters` declares `type: object`.',
    spec: '§3.3',
    messages: {
      missing: '"parameters" has no "type"; set type: object at its root.',
      wrong: '"parameters" has type {{type}}; the root must be type: object, with the arguments as its properties.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    if (!isObject(p)) return;
    if (p.type === undefined) report({ path: ['parameters'], messageId: 'missing' });
    else if (p.type !== 'object') report({ path: ['parameters', 'type'], messageId: 'wrong', data: { type: JSON.stringify(p.type) }, at: 'value' });
  },
});
