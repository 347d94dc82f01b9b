import { defineRule } from '../../src/rule.js';
import { hasText, isObject, own, schemaName, walkSchemas } from '../../src/util.js';

/**
 * Phrases that announce a closed set of values. Kept narrow on purpose: "one of" followed by a colon,
 * "the following", a quoted value or a list ("one of asc, desc", not "one of the user's projects");
 * "either" followed by a single word ("either asc or desc", not "either a city name or coordinates");
 * "allowed/valid/possible/supported values", "a|b" alternatives, and a quoted list ending in "or".
 */
const CLOSED_SET = [
  /\bone of\s*(:|the following\b|(['"`])[^'"`]+\2|[\w-]+\s*[,|/:])/i,
  /\beither\s+(['"`]?)[\w-]+\1\s*(,|\bor\b)/i,
  /\b(allowed|valid|possible|supported|accepted|permitted) values\b/i,
  /\b(values|options) (are|include)\s*:/i,
  /(^|[\s(:])[A-Za-z0-9_-]+\|[A-Za-z0-9_-]+(\|[A-Za-z0-9_-]+)*([\s).,]|$)/,
  /(['"`])[^'"`\s]+\1\s*,\s*(['"`])[^'"`\s]+\2\s*,?\s*(or|and)\s+(['"`])[^'"`\s]+\4/i,
];

export function namesClosedSet(text: string): boolean {
  return CLOSED_SET.some((re) => re.test(text));
}

export default defineRule({
  meta: {
    id: 'parameters/enum-for-closed-set',
    level: 1,
    severity: 'warning',
    description: 'A string parameter whose description lists a closed set of values declares them with `enum`.',
    spec: '§3.3, §6',
    messages: { missing: 'Parameter "{{param}}" describes a closed set of values but has no enum; list them in enum so the agent cannot guess.' },
  },
  check({ tool, report }) {
    for (const { schema, path } of walkSchemas(tool.descriptor.parameters, ['parameters'])) {
      if (path.length < 2) continue;
      const type = own(schema, 'type');
      if (type !== undefined && type !== 'string' && !(Array.isArray(type) && type.includes('string'))) continue;
      if (own(schema, 'enum') !== undefined || own(schema, 'const') !== undefined) continue;
      if (isObject(own(schema, 'items')) || own(schema, 'properties') !== undefined) continue;
      if (!hasText(schema.description) || !namesClosedSet(schema.description)) continue;
      const param = schemaName(path);
      report({ path, messageId: 'missing', data: { param } });
    }
  },
});
