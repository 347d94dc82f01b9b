import { anthropicStrictOf, asExported, ANTHROPIC_ROOT_COMPOSITION, ANTHROPIC_STRICT_FORMATS, ANTHROPIC_STRICT_UNSUPPORTED, closingLosses, defineRule, fieldName, isObject, own, TARGETS, TARGETS_OPTION, targetsOf, valueText, walkAllSchemas, where as whereIn } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'platform/anthropic-schema',
    level: 3,
    severity: 'warning',
    description: 'The parameters schema is accepted as an Anthropic `input_schema`, and by strict tool use when strict is turned on.',
    spec: '§10, §13',
    // One finding per defect: an undeclared required name.
    defersTo: ['parameters/required-explicit'],
    messages: {
      rootComposition: 'Anthropic rejects "{{keyword}}" at the root of "{{block}}" of "{{tool}}" even without strict mode; split the variants into separate tools.',
      keyword: 'Anthropic strict tool use does not support "{{keyword}}" in {{where}} of "{{tool}}"; remove it and state the constraint in the description.',
      minItems: 'Anthropic strict tool use supports "minItems" of 0 or 1 only, not {{value}} in {{where}} of "{{tool}}"; state the minimum in the description.',
      freeForm: '{{where}} of "{{tool}}" sets "additionalProperties" to something other than false, which Anthropic strict tool use rejects; declare the properties and set it to false.',
      openObject: '{{where}} of "{{tool}}" is an object without "properties", which strict tool use closes ("additionalProperties": false), so it could only be empty; declare its properties.',
      enumValue: 'Anthropic strict tool use accepts enums of primitive values only, but {{where}} of "{{tool}}" has {{value}}; use strings, numbers or booleans.',
      format: 'Anthropic strict tool use does not support format "{{format}}" in {{where}} of "{{tool}}"; use one of {{formats}}, or describe the format in the description.',
      undeclaredRequired:
        '"required" of {{where}} of "{{tool}}" lists "{{name}}", which it does not declare; strict tool use closes the object ("additionalProperties": false), so no value could have it; declare it or drop it from "required".',
      splitObject:
        '{{where}} of "{{tool}}" declares other properties than the object it is part of (or another allOf part); strict tool use closes each to its own properties ("additionalProperties": false), so each rejects the properties of the other; declare the same properties in both.',
      externalRef: 'Anthropic strict tool use resolves local references only, not "{{ref}}" in {{where}} of "{{tool}}"; inline the schema or move it under "$defs".',
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        targets: TARGETS_OPTION,
        strict: {
          type: 'boolean',
          description: 'Check strict tool use (`strict: true`) limits, as `export --target anthropic --strict` produces it. Unset: as export does by default, only tools that declare it (`strict: true` in an Anthropic file, `x-anthropic: {strict: true}` in a descriptor).',
        },
      },
    },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    if (!targetsOf(options).includes('anthropic')) return;
    // As export sends it: other languages' type names translated (BFCL's `dict` is an object).
    const p = asExported(tool.descriptor, 'parameters');
    if (!isObject(p)) return;
    const block = fieldName(tool, ['parameters']);
    for (const k of ANTHROPIC_ROOT_COMPOSITION) if (own(p, k) !== undefined) report({ path: ['parameters', k], messageId: 'rootComposition', data: { keyword: k, block } });
    const strict = typeof options.strict === 'boolean' ? options.strict : anthropicStrictOf(tool.descriptor);
    if (!strict) return;
    // Every node the exporter rewrites, below `not`, `if`, `contains` … too.
    for (const { schema, path } of walkAllSchemas(p, ['parameters'])) {
      const w = whereIn(path, block);
      for (const k of ANTHROPIC_STRICT_UNSUPPORTED) if (own(schema, k) !== undefined) report({ path: [...path, k], messageId: 'keyword', data: { keyword: k, where: w } });
      const min = own(schema, 'minItems');
      if (typeof min === 'number' && min > 1) report({ path: [...path, 'minItems'], messageId: 'minItems', data: { value: min, where: w }, at: 'value' });
      const extra = own(schema, 'additionalProperties');
      if (extra !== undefined && extra !== false) report({ path: [...path, 'additionalProperties'], messageId: 'freeForm', data: { where: w } });
      else if (extra === undefined && (schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'))) && !isObject(own(schema, 'properties'))) {
        report({ path, messageId: 'openObject', data: { where: w } });
      }
      const e = own(schema, 'enum');
      if (Array.isArray(e)) {
        e.forEach((v, i) => {
          if (v !== null && typeof v === 'object') report({ path: [...path, 'enum', i], messageId: 'enumValue', data: { where: w, value: valueText(v).slice(0, 40) }, at: 'value' });
        });
      }
      const f = own(schema, 'format');
      if (typeof f === 'string' && !ANTHROPIC_STRICT_FORMATS.includes(f)) {
        report({ path: [...path, 'format'], messageId: 'format', data: { format: f, where: w, formats: ANTHROPIC_STRICT_FORMATS.join(', ') }, at: 'value' });
      }
      for (const loss of closingLosses(schema, ['anyOf', 'oneOf', 'allOf'])) {
        const at = [...path, ...loss.path];
        if (loss.kind === 'undeclaredRequired') report({ path: at, messageId: 'undeclaredRequired', data: { where: w, name: loss.name } });
        else report({ path: at.slice(0, -1), messageId: 'splitObject', data: { where: whereIn(at.slice(0, -1), block) } });
      }
      const ref = own(schema, '$ref');
      if (typeof ref === 'string' && !ref.startsWith('#')) report({ path: [...path, '$ref'], messageId: 'externalRef', data: { ref, where: w }, at: 'value' });
    }
  },
});
