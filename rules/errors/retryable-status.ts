import { baselineError, defineRule } from '../../src/toolkit/index.js';

interface Options {
  retryableClientStatuses: number[];
  transientServerStatuses: number[];
}

export default defineRule<Options>({
  meta: {
    id: 'errors/retryable-status',
    level: 2,
    severity: 'warning',
    description:
      'An error\'s retryable flag agrees with its http_status: client errors are not retryable (except 408, 409, 425, 429), transient server errors (500, 502, 503, 504) are.',
    spec: '§3.5, §7',
    fields: ['errors'],
    messages: {
      clientRetryable:
        'Error "{{code}}" of "{{tool}}" is retryable but maps to client error {{status}}; repeating the same call will fail again, so set retryable: false or map it to a transient status.',
      serverNotRetryable:
        'Error "{{code}}" of "{{tool}}" maps to transient server error {{status}} but is not retryable; set retryable: true with a backoff in "recovery", or map it to a permanent status.',
      transientNotRetryable:
        'Error "{{code}}" of "{{tool}}" maps to {{status}}, which asks the client to try again, but is not retryable; set retryable: true and say how long to wait.',
    },
    options: {
      type: 'object',
      properties: {
        retryableClientStatuses: { type: 'array', items: { type: 'integer', minimum: 400, maximum: 499 }, uniqueItems: true },
        transientServerStatuses: { type: 'array', items: { type: 'integer', minimum: 500, maximum: 599 }, uniqueItems: true },
      },
      additionalProperties: false,
    },
    defaultOptions: { retryableClientStatuses: [408, 409, 425, 429], transientServerStatuses: [500, 502, 503, 504] },
  },
  create(context) {
    const { options, report } = context;
    const clientOk = new Set(options.retryableClientStatuses);
    const transient = new Set(options.transientServerStatuses);
    return {
      error({ error: e, index: i }) {
        const status = e.http_status;
        if (typeof status !== 'number' || !Number.isInteger(status) || typeof e.retryable !== 'boolean') return;
        // errors/taxonomy already holds baseline codes with an unambiguous flag to the table.
        if (baselineError(e.code)?.strictRetryable) return;
        const code = typeof e.code === 'string' ? e.code : `#${i + 1}`;
        const path = ['errors', i, 'retryable'];
        if (e.retryable && status >= 400 && status < 500 && !clientOk.has(status)) {
          report({ path, at: 'value', messageId: 'clientRetryable', data: { code, status } });
        } else if (!e.retryable && transient.has(status)) {
          report({ path, at: 'value', messageId: 'serverNotRetryable', data: { code, status } });
        } else if (!e.retryable && (status === 429 || status === 408) && clientOk.has(status)) {
          // (Unless the configuration took the status out of the retryable ones.)
          report({ path, at: 'value', messageId: 'transientNotRetryable', data: { code, status } });
        }
      },
    };
  },
});
