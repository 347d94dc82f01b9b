import { defineRule } from '../../src/toolkit/index.js';

/**
 * Words that say how to retry: a wait (Retry-After, a duration), a strategy (backoff, jitter) or a
 * bound (max 3 attempts, a single retry). "Retry later" alone says none of these. A duration is
 * matched from the first digit of a number only, so a long run of digits is read once.
 */
const BACKOFF =
  /back[\s-]?off|retry[\s_-]?after|exponential|jitter|\bwait|\bdelay|\bpause|(?<!\d)\d+\s*(?:ms|milliseconds?|s|secs?|seconds?|minutes?|mins?)\b|\b(?:max(?:imum)?|up to|at most|no more than)\s+(?:\d+|one|two|three|five)\b|\b\d+\s*(?:times|attempts?|retries|tries)\b|\bsingle retry\b|\bretry once\b|\bonce\b/i;

export default defineRule({
  meta: {
    id: 'errors/recovery-backoff',
    level: 2,
    severity: 'warning',
    description: 'A retryable error\'s `recovery` says how to back off: how long to wait (Retry-After, a delay) or how often to retry.',
    spec: '§3.5, §7',
    fields: ['errors'],
    messages: {
      noBackoff:
        'Error "{{code}}" of "{{tool}}" is retryable but its recovery does not say how to back off; say how long to wait and how often to retry (e.g. "Back off using Retry-After, max 3 attempts").',
    },
  },
  create(context) {
    const { report } = context;
    return {
      error({ error: e, index: i }) {
        if (e.retryable !== true || typeof e.recovery !== 'string' || !e.recovery.trim()) return;
        if (BACKOFF.test(e.recovery)) return;
        report({ path: ['errors', i, 'recovery'], at: 'value', messageId: 'noBackoff', data: { code: typeof e.code === 'string' ? e.code : `#${i + 1}` } });
      },
    };
  },
});
