import { defineRule, walkProperties } from '../../src/toolkit/index.js';

export default defineRule<{ max: number }>({
  meta: {
    id: 'parameters/max-depth',
    level: null,
    severity: 'warning',
    description: 'Parameter objects nest at most two levels deep; deeper nesting hurts smaller models.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      tooDeep: 'Parameter "{{param}}" of "{{tool}}" is nested {{depth}} levels deep, over {{max}}; flatten it into top-level parameters.',
      more: '{{count}} more parameters of "{{tool}}" are nested too deep: {{names}}; flatten them into top-level parameters.',
    },
    flood: { messageId: 'tooDeep', into: 'more', key: 'param' },
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
      // Inside a list of lists (HubSpot's filterGroups[].filters[]: an OR of ANDs) the nesting is the
      // structure itself: flattening it would leave room for one filter only.
      if (prop.path.filter((s) => s === 'items').length >= 2) continue;
      const parent = key(prop.path.slice(0, prop.path.length - 2));
      // Below an object already reported: one of the parent's prefixes (each ends at a separator) is
      // in the set. Looked up prefix by prefix, so the cost is the path's length, not the findings'.
      if (underReported(parent, reported)) continue;
      reported.add(parent);
      report({ path: prop.path, messageId: 'tooDeep', data: { param: prop.name, depth: prop.depth, max: options.max } });
    }
  },
});

/** Whether a key in `reported` is a prefix of `key` (every key ends with the separator, so prefixes end there too). */
function underReported(key: string, reported: ReadonlySet<string>): boolean {
  for (let i = key.indexOf('\u0000'); i !== -1; i = key.indexOf('\u0000', i + 1)) {
    if (reported.has(key.slice(0, i + 1))) return true;
  }
  return false;
}
