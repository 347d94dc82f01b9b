import { defineRule } from '../../src/rule.js';
import { compileSchema } from '../../src/schema.js';
import { isObject, toPointer } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'parameters/valid-schema',
    level: 1,
    severity: 'error',
    description: '`parameters` is a valid JSON Schema (checked and compiled with Ajv, draft-07 unless `$schema` says 2019-09 or 2020-12).',
    spec: '§3.3',
    messages: {
      invalid: 'Parameters schema is invalid at "{{pointer}}": {{reason}}; fix the keyword so agents and validators read it the same way.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    if (!isObject(p)) return;
    const compiled = compileSchema(p);
    if (compiled.ok) return;
    for (const problem of compiled.problems) {
      report({ path: ['parameters', ...problem.path], messageId: 'invalid', data: { pointer: toPointer(problem.path) || '/', reason: problem.message } });
    }
  },
});
