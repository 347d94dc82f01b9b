import { defineRule } from '../../src/rule.js';
import { walkProperties } from '../../src/util.js';

export default defineRule<{ max: number }>({
  meta: {
    id: 'parameters/max-depth',
    level: null,
    severity: 'warning',
    description: 'Parameter objects nest at most two levels deep; deeper nesting hurts smaller models.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: { tooDeep: 'Parameter "{{param}}" of "{{tool}}" is nested {{depth}} levels deep, over {{max}}; flatten it into top-level parameters.' },
    options: { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    defaultOptions: { max: 2 },
  },
  check({ tool, options, report }) {
    // One finding per object that sits too deep: its first property past the limit, not every
    // property of it, and nothing below it.
    const reported = new Set<string>();
    const key = (path: ReadonlyArray<string | number>) => path.join('\u0000') + '\u0000';
    // walkProperties lists siblings last to first; reversed, a stable sort by depth keeps them in key order.
    for (const prop of [...walkProperties(tool.descriptor.parameters, ['parameters'])].reverse().sort((x, y) => x.path.length - y.path.length)) {
      if (prop.depth <= options.max) continue;
      const parent = key(prop.path.slice(0, prop.path.length - 2));
      if ([...reported].some((r) => parent.startsWith(r))) continue;
      reported.add(parent);
      report({ path: prop.path, messageId: 'tooDeep', data: { param: prop.name, depth: prop.depth, max: options.max } });
    }
  },
});
