import { defineRule } from '../../src/rule.js';
import { isObject, own, walkProperties } from '../../src/util.js';

const STRING_BOUNDS = ['maxLength', 'enum', 'const', 'pattern', 'format'];
const NUMBER_BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'enum', 'const'];

export default defineRule({
  meta: {
    id: 'parameters/bounds',
    level: null,
    severity: 'warning',
    description: 'String parameters have a length, pattern, format or enum; number parameters have a minimum or maximum.',
    spec: '§6',
    messages: {
      string: 'String parameter "{{param}}" is unbounded; add maxLength, pattern, format or enum.',
      number: 'Number parameter "{{param}}" is unbounded; add minimum and/or maximum.',
    },
  },
  check({ tool, report }) {
    for (const prop of walkProperties(tool.descriptor.parameters, ['parameters'])) {
      const s = prop.schema;
      if (!isObject(s)) continue;
      const type = own(s, 'type');
      const has = (keys: string[]) => keys.some((k) => own(s, k) !== undefined);
      if (type === 'string' && !has(STRING_BOUNDS)) report({ path: prop.path, messageId: 'string', data: { param: prop.name } });
      else if ((type === 'number' || type === 'integer') && !has(NUMBER_BOUNDS)) report({ path: prop.path, messageId: 'number', data: { param: prop.name } });
    }
  },
});
