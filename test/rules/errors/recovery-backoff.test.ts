import { RuleTester } from '../../rule-tester.js';
import { LEVEL2_VALID, withErrors } from './fixtures.js';

new RuleTester().run('errors/recovery-backoff', {
  valid: [...LEVEL2_VALID],
  invalid: [
    {
      name: 'warns when a retryable error does not say how to back off',
      code: withErrors(
        [
          '  - {code: UNAVAILABLE, http_status: 503, retryable: true, description: Down., recovery: Try again later.}',
          '  - {code: TIMEOUT, http_status: 504, retryable: true, description: Slow., recovery: "Single retry, then abort."}',
          '  - {code: RATE_LIMITED, http_status: 429, retryable: true, description: Quota., recovery: Wait for Retry-After seconds.}',
          '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No city., recovery: Ask the user.}',
          '  - {code: BUSY, http_status: 503, retryable: true, description: Busy., recovery: Retry up to 3 times.}',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          messageId: 'noBackoff',
          line: 18,
          column: 90,
          message:
            'Error "UNAVAILABLE" of "get_weather" is retryable but its recovery does not say how to back off; say how long to wait and how often to retry (e.g. "Back off using Retry-After, max 3 attempts").',
        },
      ],
    },
  ],
});
