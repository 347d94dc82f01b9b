import { defineRule, fieldName, isObject } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'idempotency/consistent',
    level: 2,
    severity: 'error',
    description: 'The idempotency hints agree: a safe (read-only) tool is idempotent and not destructive.',
    spec: '§3.6, §8',
    fields: ['idempotency'],
    messages: {
      safeNotIdempotent:
        'Tool "{{tool}}" is marked safe (no side effects) but not idempotent; a call without side effects can always be repeated, so set idempotent: true or safe: false.',
      safeDestructive:
        'Tool "{{tool}}" sets both {{safe}}: true and {{destructive}}: true; a tool that changes nothing cannot destroy anything, so set one of them to false.',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    if (!isObject(b) || b.safe !== true) return;
    if (b.destructive === true) {
      report({
        path: ['idempotency', 'destructive'],
        at: 'value',
        messageId: 'safeDestructive',
        data: { safe: fieldName(tool, ['idempotency', 'safe']), destructive: fieldName(tool, ['idempotency', 'destructive']) },
      });
    }
    if (b.idempotent === false) report({ path: ['idempotency', 'idempotent'], at: 'value', messageId: 'safeNotIdempotent' });
  },
});
