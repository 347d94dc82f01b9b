import { defineRule, hasText, isObject, walkProperties } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/property-description',
    level: 1,
    severity: 'error',
    description: 'Every parameter property, at every depth, has a description.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      missing: 'Parameter "{{param}}" of "{{tool}}" has no description; say what value the agent should pass, with units and format.',
      more: '{{count}} more parameters of "{{tool}}" have no description: {{names}}; say what value the agent should pass for each, with units and format.',
    },
    flood: { messageId: 'missing', into: 'more', key: 'param' },
  },
  check({ tool, report }) {
    for (const prop of walkProperties(tool.descriptor.parameters, ['parameters'])) {
      if (!isObject(prop.schema) || !hasText(prop.schema.description)) report({ path: prop.path, messageId: 'missing', data: { param: prop.name } });
    }
  },
});
