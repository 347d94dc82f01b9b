import { compileSchema, defineRule, dialectType, fieldName, isObject, schemaName, toPointer, typeNameFix } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'returns/valid-schema',
    level: 1,
    severity: 'error',
    description: '`returns` is a valid JSON Schema (checked and compiled with Ajv).',
    spec: '§3.4',
    fields: ['returns'],
    messages: {
      invalid: '"{{block}}" of "{{tool}}" is not a valid JSON Schema at "{{pointer}}": {{reason}}; fix the keyword.',
      dialectType: '{{field}} of "{{tool}}" has type "{{type}}", which is not a JSON Schema type; use "{{suggestion}}".',
      anyType: '{{field}} of "{{tool}}" has type "{{type}}", which is not a JSON Schema type; leave "type" out to accept any value.',
    },
  },
  check({ tool, report }) {
    const r = tool.descriptor.returns;
    if (!isObject(r)) return;
    const compiled = compileSchema(r);
    if (compiled.ok) return;
    const block = fieldName(tool, ['returns']);
    for (const problem of compiled.problems) {
      const path = ['returns', ...problem.path];
      const last = problem.path[problem.path.length - 1];
      let value: unknown = r;
      for (const seg of problem.path) value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[seg] : undefined;
      const suggestion = last === 'type' ? dialectType(value) : undefined;
      if (suggestion !== undefined) {
        const name = schemaName(path.slice(0, -1));
        const field = name ? `Returned field "${name}"` : `"${block}"`;
        // As in parameters/valid-schema: the same type is the fix, a type that says less a suggestion.
        report({ path, at: 'value', messageId: suggestion === null ? 'anyType' : 'dialectType', data: { field, type: String(value), suggestion: suggestion ?? '' }, ...typeNameFix(path, value) });
        continue;
      }
      report({ path, messageId: 'invalid', data: { block, pointer: toPointer(problem.path) || '/', reason: problem.message } });
    }
  },
});
