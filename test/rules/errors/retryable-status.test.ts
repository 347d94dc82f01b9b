import { RuleTester } from '../../rule-tester.js';
import { LEVEL2_VALID, withErrors } from './fixtures.js';

const BAD_DATE = withErrors('  - {code: BAD_DATE, http_status: 422, retryable: true, description: Bad date., recovery: Retry after 1 s.}\n');

new RuleTester().run('errors/retryable-status', {
  valid: [
    ...LEVEL2_VALID,
    { name: 'takes the allowed statuses from options', code: BAD_DATE, options: { retryableClientStatuses: [422] } },
    {
      name: 'a 429 taken out of the retryable statuses may be declared not retryable',
      code: withErrors('  - {code: QUOTA, http_status: 429, retryable: false, description: Quota., recovery: Abort.}\n'),
      options: { retryableClientStatuses: [408, 409, 425] },
    },
  ],
  invalid: [
    {
      name: 'warns on a retryable 4xx, a non-retryable 5xx and a non-retryable 429, not on 409 or 501',
      code: withErrors(
        [
          '  - {code: BAD_DATE, http_status: 422, retryable: true, description: Bad date., recovery: Retry after 1 s.}',
          '  - {code: INTERNAL, http_status: 500, retryable: false, description: Bug., recovery: Abort.}',
          '  - {code: QUOTA, http_status: 429, retryable: false, description: Quota., recovery: Abort.}',
          '  - {code: LOCKED, http_status: 409, retryable: true, description: Locked., recovery: Wait 2 s and retry.}',
          '  - {code: NOT_IMPLEMENTED, http_status: 501, retryable: false, description: No., recovery: Abort.}',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          messageId: 'clientRetryable',
          line: 18,
          column: 51,
          message:
            'Error "BAD_DATE" of "get_weather" is retryable but maps to client error 422; repeating the same call will fail again, so set retryable: false or map it to a transient status.',
        },
        {
          messageId: 'serverNotRetryable',
          line: 19,
          column: 51,
          message:
            'Error "INTERNAL" of "get_weather" maps to transient server error 500 but is not retryable; set retryable: true with a backoff in "recovery", or map it to a permanent status.',
        },
        {
          messageId: 'transientNotRetryable',
          line: 20,
          column: 48,
          message: 'Error "QUOTA" of "get_weather" maps to 429, which asks the client to try again, but is not retryable; set retryable: true and say how long to wait.',
        },
      ],
    },
  ],
});
