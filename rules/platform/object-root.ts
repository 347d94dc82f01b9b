import { TARGETS, TARGETS_OPTION, listTargets, targetsOf } from '../../src/platforms/targets.js';
import { defineRule } from '../../src/rule.js';
import { isObject } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'platform/object-root',
    level: 3,
    severity: 'warning',
    description: 'The parameters schema is an object schema at its root, as every platform requires of a tool input schema.',
    spec: '§3.3, §10, §13',
    messages: {
      rootType: '"parameters" has {{type}} at its root, but an object schema ("type": "object") is required by {{targets}}; make the arguments properties of an object.',
    },
    options: { type: 'object', additionalProperties: false, properties: { targets: TARGETS_OPTION } },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    const targets = targetsOf(options);
    const p = tool.descriptor.parameters;
    if (!targets.length || !isObject(p) || p.type === 'object') return;
    const data = { type: p.type === undefined ? 'no type' : `type ${JSON.stringify(p.type)}`, targets: listTargets(targets) };
    if (p.type === undefined) report({ path: ['parameters'], messageId: 'rootType', data });
    else report({ path: ['parameters', 'type'], messageId: 'rootType', data, at: 'value' });
  },
});
