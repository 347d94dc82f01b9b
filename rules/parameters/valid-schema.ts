import { compileSchema, defineRule, dialectType, fieldName, isObject, schemaName, toPointer, typeNameFix } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/valid-schema',
    level: 1,
    severity: 'error',
    description: '`parameters` is a valid JSON Schema (checked and compiled with Ajv, draft-07 unless `$schema` says 2019-09 or 2020-12).',
    spec: '§3.3',
    fields: ['parameters'],
    // A root type other than object (BFCL's "dict") is parameters/root-object's finding.
    defersTo: ['parameters/root-object'],
    messages: {
      invalid: '"{{block}}" of "{{tool}}" is not a valid JSON Schema at "{{pointer}}": {{reason}}; fix the keyword so agents and validators read it the same way.',
      dialectType: 'Parameter "{{param}}" of "{{tool}}" has type "{{type}}", which is not a JSON Schema type; use "{{suggestion}}".',
      anyType: 'Parameter "{{param}}" of "{{tool}}" has type "{{type}}", which is not a JSON Schema type; leave "type" out to accept any value.',
      more: '{{count}} more parameters of "{{tool}}" have types that are not JSON Schema types: {{names}}; use the JSON Schema type for each (number for float, object for dict, array for tuple).',
    },
    flood: { messageId: ['dialectType', 'anyType'], into: 'more', key: 'param' },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    if (!isObject(p)) return;
    const compiled = compileSchema(p);
    if (compiled.ok) return;
    for (const problem of compiled.problems) {
      const path = ['parameters', ...problem.path];
      const last = problem.path[problem.path.length - 1];
      const value = last === 'type' ? valueAt(p, problem.path) : undefined;
      const suggestion = dialectType(value);
      if (suggestion !== undefined && problem.path.length > 1) {
        const param = schemaName(path.slice(0, -1)) || 'parameters';
        // `float` is `number` to every reader: the fix; `set` as `array` loses its uniqueness: a suggestion.
        report({ path, at: 'value', messageId: suggestion === null ? 'anyType' : 'dialectType', data: { param, type: String(value), suggestion: suggestion ?? '' }, ...typeNameFix(path, value) });
        continue;
      }
      report({ path, messageId: 'invalid', data: { block: fieldName(tool, ['parameters']), pointer: toPointer(problem.path) || '/', reason: problem.message } });
    }
  },
});

function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let v: unknown = root;
  for (const seg of path) v = isObject(v) || Array.isArray(v) ? (v as Record<string, unknown>)[seg] : undefined;
  return v;
}
