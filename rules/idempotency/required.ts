import { defineRule } from '../../src/rule.js';
import { isObject, aTypeName } from '../../src/util.js';

const FIELDS = ['idempotent', 'safe', 'destructive'] as const;

export default defineRule({
  meta: {
    id: 'idempotency/required',
    level: 1,
    severity: 'error',
    description: 'Every tool has an `idempotency` block stating idempotent, safe and destructive.',
    spec: '§3, §3.6',
    messages: {
      missing: 'Tool "{{name}}" has no "idempotency"; add idempotent, safe and destructive (true or false) so agents know what is safe to retry.',
      type: '"idempotency" is {{type}}; it must be a mapping with idempotent, safe and destructive.',
      field: '"idempotency" does not say "{{field}}"; add {{field}}: true or false.',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    if (b === undefined) return report({ path: [], messageId: 'missing', data: { name: tool.name } });
    if (!isObject(b)) return report({ path: ['idempotency'], messageId: 'type', data: { type: aTypeName(b) } });
    for (const field of FIELDS) if (b[field] === undefined) report({ path: ['idempotency'], messageId: 'field', data: { field } });
  },
});
