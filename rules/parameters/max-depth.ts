import { defineRule } from '../../src/rule.js';
import { walkProperties } from '../../src/util.js';

export default defineRule<{ max: number }>({
  meta: {
    id: 'parameters/max-depth',
    level: null,
    severity: 'warning',
    description: 'Parameter objects nest at most two levels deep; deeper nesting hurts smaller models.',
    spec: '§3.3, §6',
    messages: { tooDeep: 'Parameter "{{param}}" is nested {{depth}} levels deep, over {{max}}; flatten it into top-level parameters.' },
    options: { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    defaultOptions: { max: 2 },
  },
  check({ tool, options, report }) {
    const reported = new Set<string>();
    for (const prop of walkProperties(tool.descriptor.parameters, ['parameters'])) {
      if (prop.depth <= options.max) continue;
      // Report the first property past the limit on each branch, not every descendant.
      const parent = prop.path.slice(0, prop.path.length - 2).join('\u0000') + '\u0000';
      if ([...reported].some((r) => parent.startsWith(r))) continue;
      reported.add(prop.path.join('\u0000') + '\u0000');
      report({ path: prop.path, messageId: 'tooDeep', data: { param: prop.name, depth: prop.depth, max: options.max } });
    }
  },
});
