import { aTypeName, defineRule, fieldName, isObject } from '../../src/toolkit/index.js';

const FIELDS = ['idempotent', 'safe', 'destructive'] as const;

export default defineRule({
  meta: {
    id: 'idempotency/required',
    level: 1,
    severity: 'error',
    description:
      'Every tool states whether it is safe (read-only), and, if it writes, whether it is idempotent and destructive (MCP: annotations.readOnlyHint, destructiveHint, idempotentHint).',
    spec: '§3, §3.6, §8',
    fields: ['idempotency'],
    messages: {
      missing: 'Tool "{{tool}}" has no "idempotency"; add safe, idempotent and destructive (true or false) so agents know what is safe to call and retry.',
      missingHints:
        'Tool "{{tool}}" does not set {{safe}}; set it to true if the tool changes nothing, else to false with {{destructive}} and {{idempotent}}, or clients must assume it can destroy data.',
      type: '"idempotency" of "{{tool}}" is {{type}}; it must be a mapping with safe, idempotent and destructive.',
      field: '"idempotency" of "{{tool}}" does not say "{{field}}"; add {{field}}: true or false (a tool with safe: true needs neither of the others).',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    if (b === undefined) {
      const safe = fieldName(tool, ['idempotency', 'safe']);
      if (safe === 'idempotency.safe') return report({ path: [], messageId: 'missing' });
      return report({
        path: [],
        messageId: 'missingHints',
        data: { safe, destructive: fieldName(tool, ['idempotency', 'destructive']), idempotent: fieldName(tool, ['idempotency', 'idempotent']) },
      });
    }
    if (!isObject(b)) return report({ path: ['idempotency'], messageId: 'type', data: { type: aTypeName(b) } });
    // A tool without side effects is idempotent and destroys nothing: only its writes need the other two.
    if (b.safe === true) return;
    for (const field of FIELDS) if (b[field] === undefined) report({ path: ['idempotency'], messageId: 'field', data: { field } });
  },
});
