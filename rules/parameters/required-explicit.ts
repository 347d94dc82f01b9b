import { defineRule } from '../../src/rule.js';
import { isObject, own, schemaName, walkSchemas } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'parameters/required-explicit',
    level: 1,
    severity: 'warning',
    description: 'Object schemas list their required properties in `required`, and every name listed there is a declared property.',
    spec: '§3.3, §6',
    messages: {
      missing: '{{where}} does not say which properties are required; list them in required, or write required: [] if all are optional.',
      unknown: '"required" lists "{{prop}}", which is not a declared property; fix the name or declare it.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    if (!isObject(p)) return;
    for (const { schema, path } of walkSchemas(p, ['parameters'])) {
      const props = own(schema, 'properties');
      if (!isObject(props)) continue;
      const req = own(schema, 'required');
      const where = path.length === 1 ? '"parameters"' : `Object "${schemaName(path)}"`;
      if (req === undefined) {
        if (Object.keys(props).length) report({ path, messageId: 'missing', data: { where } });
        continue;
      }
      if (!Array.isArray(req)) continue; // an invalid schema; parameters/valid-schema reports it
      req.forEach((name, i) => {
        if (typeof name === 'string' && !Object.prototype.hasOwnProperty.call(props, name)) {
          report({ path: [...path, 'required', i], messageId: 'unknown', data: { prop: name } });
        }
      });
    }
  },
});
