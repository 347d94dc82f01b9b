import { defineRule, fieldName, isObject, TARGETS, TARGETS_OPTION, targetsOf, translateDialect, valueText, where as whereIn } from '../../src/toolkit/index.js';

/** The targets whose payload carries `returns` (Gemini's responseJsonSchema, MCP's outputSchema). */
const CARRY_RETURNS = ['gemini', 'mcp'];

export default defineRule({
  meta: {
    id: 'platform/type-names',
    level: 3,
    severity: 'warning',
    description:
      'Every `type` in the schemas a platform receives is a JSON Schema type, or a type name of another language that export translates (`dict`, `float`, `String` …).',
    spec: '§10, §13',
    // In a full lint the schema rules already say the type is not JSON Schema; this rule is what export reports.
    defersTo: ['parameters/valid-schema', 'returns/valid-schema'],
    messages: {
      untranslatable:
        '"type": {{type}} in {{where}} of "{{tool}}" is neither a JSON Schema type nor a type name export can translate (such as "dict" or "float"), so it goes out as it is and platforms reject it; write one of string, number, integer, boolean, array, object, null.',
    },
    options: { type: 'object', additionalProperties: false, properties: { targets: TARGETS_OPTION } },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    const targets = targetsOf(options);
    if (!targets.length) return;
    const blocks = CARRY_RETURNS.some((t) => targets.includes(t as (typeof targets)[number])) ? ['parameters', 'returns'] : ['parameters'];
    const present = blocks.filter((b) => isObject(tool.descriptor[b]));
    if (!present.length) return;
    for (const { path, type } of translateDialect(tool.descriptor, present).unknown) {
      report({ path: [...path, 'type'], messageId: 'untranslatable', data: { type: valueText(type), where: whereIn(path, fieldName(tool, [String(path[0])])) }, at: 'value' });
    }
  },
});
