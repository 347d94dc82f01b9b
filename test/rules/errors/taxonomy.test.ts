import { RuleTester } from '../../rule-tester.js';
import { LEVEL2_VALID, withErrors } from './fixtures.js';

new RuleTester().run('errors/taxonomy', {
  valid: [
    ...LEVEL2_VALID,
    {
      name: 'leaves CONFLICT and INTERNAL flags to errors/retryable-status, and codes of its own alone',
      code: withErrors(
        [
          '  - {code: CONFLICT, http_status: 409, retryable: true, description: Stale., recovery: Re-fetch and retry once.}',
          '  - {code: INTERNAL, http_status: 500, retryable: false, description: Bug., recovery: Abort.}',
          '  - {code: MY_OWN, http_status: 418, retryable: false, description: Teapot., recovery: Abort.}',
          '',
        ].join('\n'),
      ),
    },
  ],
  invalid: [
    {
      name: 'reports a baseline code with another status or a contradicting retryable flag',
      code: withErrors(
        [
          '  - {code: NOT_FOUND, http_status: 400, retryable: false, description: No city., recovery: Ask the user.}',
          '  - {code: RATE_LIMITED, http_status: 429, retryable: false, description: Quota., recovery: Stop.}',
          '  - {code: FORBIDDEN, http_status: 403, retryable: true, description: No access., recovery: Retry after 5 seconds.}',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          messageId: 'status',
          line: 18,
          column: 36,
          message: 'Error "NOT_FOUND" of "get_weather" has http_status 400, but the §7 taxonomy maps it to 404; use 404 or a code of your own.',
        },
        {
          messageId: 'retryable',
          line: 19,
          column: 55,
          message:
            'Error "RATE_LIMITED" of "get_weather" has retryable: false, but the §7 taxonomy says true (the condition is transient, so agents should retry); set retryable: true or use a code of your own.',
        },
        {
          messageId: 'retryable',
          line: 20,
          column: 52,
          message:
            'Error "FORBIDDEN" of "get_weather" has retryable: true, but the §7 taxonomy says false (the same call cannot succeed on retry); set retryable: false or use a code of your own.',
        },
      ],
    },
  ],
});
