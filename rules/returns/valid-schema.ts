import { defineRule } from '../../src/rule.js';
import { compileSchema } from '../../src/schema.js';
import { isObject, toPointer } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'returns/valid-schema',
    level: 1,
    severity: 'error',
    description: '`returns` is a valid JSON Schema (checked and compiled with Ajv).',
    spec: '§3.4',
    messages: { invalid: 'Returns schema is invalid at "{{pointer}}": {{reason}}; fix the keyword.' },
  },
  check({ tool, report }) {
    const r = tool.descriptor.returns;
    if (!isObject(r)) return;
    const compiled = compileSchema(r);
    if (compiled.ok) return;
    for (const problem of compiled.problems) {
      report({ path: ['returns', ...problem.path], messageId: 'invalid', data: { pointer: toPointer(problem.path) || '/', reason: problem.message } });
    }
  },
});
