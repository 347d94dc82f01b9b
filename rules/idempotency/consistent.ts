import { defineRule } from '../../src/rule.js';
import { isObject } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'idempotency/consistent',
    level: 2,
    severity: 'error',
    description: 'The idempotency hints agree: a safe tool is idempotent and not destructive; a destructive tool is not safe.',
    spec: '§3.6, §8',
    messages: {
      safeNotIdempotent: 'Tool is marked safe (no side effects) but not idempotent; a call without side effects can always be repeated, so set idempotent: true or safe: false.',
      safeDestructive: 'Tool is marked both safe and destructive; a tool that irreversibly changes state has side effects, so set safe: false or destructive: false.',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    if (!isObject(b) || b.safe !== true) return;
    if (b.destructive === true) report({ path: ['idempotency', 'destructive'], at: 'value', messageId: 'safeDestructive' });
    if (b.idempotent === false) report({ path: ['idempotency', 'idempotent'], at: 'value', messageId: 'safeNotIdempotent' });
  },
});
