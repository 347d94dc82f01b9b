import { defineRule, fieldName, isObject, quote } from '../../src/toolkit/index.js';

const FIELDS = ['idempotent', 'safe', 'destructive'] as const;

export default defineRule({
  meta: {
    id: 'idempotency/boolean-fields',
    level: 2,
    severity: 'error',
    description: '`idempotent`, `safe` and `destructive` (MCP: the annotation hints) are explicit booleans, not strings, numbers or nulls.',
    spec: '§3.6, §8, §14',
    fields: ['idempotency'],
    messages: {
      notBoolean: '"{{field}}" of "{{tool}}" is {{value}}; write true or false without quotes so agents can read it.',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    if (!isObject(b)) return;
    for (const field of FIELDS) {
      const v = b[field];
      if (v !== undefined && typeof v !== 'boolean') {
        report({ path: ['idempotency', field], at: 'value', messageId: 'notBoolean', data: { field: fieldName(tool, ['idempotency', field]), value: quote(v) } });
      }
    }
  },
});
