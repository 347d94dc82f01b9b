import { TARGETS, TARGETS_OPTION, listTargets, targetsOf } from '../../src/platforms/targets.js';
import { defineRule } from '../../src/rule.js';
import { isObject, typeName } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'platform/object-root',
    level: 3,
    severity: 'warning',
    description: 'The parameters schema is an object schema at its root, as every platform requires of a tool input schema.',
    spec: '§3.3, §10, §13',
    messages: {
      notSchema: '"parameters" is {{type}}, not a JSON Schema object, so the export sends an empty object schema to {{targets}}; write the arguments as an object schema.',
      rootType: '"parameters" has {{type}} at its root, but an object schema ("type": "object") is required by {{targets}}; make the arguments properties of an object.',
    },
    options: { type: 'object', additionalProperties: false, properties: { targets: TARGETS_OPTION } },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    const targets = targetsOf(options);
    const p = tool.descriptor.parameters;
    if (!targets.length || p === undefined) return;
    if (!isObject(p)) return report({ path: ['parameters'], messageId: 'notSchema', data: { type: typeName(p), targets: listTargets(targets) }, at: 'value' });
    if (p.type === 'object') return;
    const data = { type: p.type === undefined ? 'no type' : `type ${JSON.stringify(p.type)}`, targets: listTargets(targets) };
    if (p.type === undefined) report({ path: ['parameters'], messageId: 'rootType', data });
    else report({ path: ['parameters', 'type'], messageId: 'rootType', data, at: 'value' });
  },
});
