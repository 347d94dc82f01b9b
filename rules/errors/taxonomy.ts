import { baselineError, defineRule } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'errors/taxonomy',
    level: 2,
    severity: 'error',
    description:
      'Errors that use a code of the baseline taxonomy (§7) keep its http_status, and its retryable flag where the table is unambiguous.',
    spec: '§7',
    fields: ['errors'],
    messages: {
      status: 'Error "{{code}}" of "{{tool}}" has http_status {{actual}}, but the §7 taxonomy maps it to {{expected}}; use {{expected}} or a code of your own.',
      retryable:
        'Error "{{code}}" of "{{tool}}" has retryable: {{actual}}, but the §7 taxonomy says {{expected}} ({{why}}); set retryable: {{expected}} or use a code of your own.',
    },
  },
  create(context) {
    const { report } = context;
    return {
      error({ error: e, index: i }) {
        const base = baselineError(e.code);
        if (!base) return;
        const code = e.code as string;
        if (typeof e.http_status === 'number' && e.http_status !== base.http_status) {
          report({ path: ['errors', i, 'http_status'], at: 'value', messageId: 'status', data: { code, actual: e.http_status, expected: base.http_status } });
        }
        if (base.strictRetryable && typeof e.retryable === 'boolean' && e.retryable !== base.retryable) {
          report({
            path: ['errors', i, 'retryable'],
            at: 'value',
            messageId: 'retryable',
            data: {
              code,
              actual: e.retryable,
              expected: base.retryable,
              why: base.retryable ? 'the condition is transient, so agents should retry' : 'the same call cannot succeed on retry',
            },
          });
        }
      },
    };
  },
});
