import { RuleTester } from '../../rule-tester.js';
import { withL3 } from '../fixtures.js';

new RuleTester().run('hints/rate-limits', {
  valid: [
    { name: 'a complete Level 3 descriptor', code: withL3() },
    { name: 'a fractional rate', code: withL3('rate_limits: {requests_per_second: 0.5}') },
  ],
  invalid: [
    {
      name: 'a typo, a missing rate and non-positive numbers',
      code: withL3('rate_limits: {request_per_minute: 60, burst: 0, scope: ""}'),
      errors: [
        { messageId: 'noRate', line: 33, column: 1, message: '"rate_limits" of "get_weather" states no rate; add requests_per_minute (or per second, hour or day).' },
        {
          messageId: 'unknown',
          line: 33,
          column: 15,
          message: '"rate_limits" of "get_weather" has unknown field "request_per_minute"; did you mean "requests_per_minute"?',
          // A plain misspelling of a field of §4: renamed as the fix.
          fixes: [
            {
              title: 'Rename "request_per_minute" to "requests_per_minute"',
              preferred: true,
              output: withL3('rate_limits: {requests_per_minute: 60, burst: 0, scope: ""}'),
            },
          ],
        },
        { messageId: 'integer', line: 33, column: 46, message: '"rate_limits.burst" of "get_weather" is "0"; give a positive whole number of requests.' },
        {
          messageId: 'scope',
          line: 33,
          column: 56,
          message: '"rate_limits.scope" of "get_weather" is ""; name what the limit is counted per, e.g. "api_key", "user" or "tenant".',
        },
      ],
    },
    {
      name: 'a rate of zero, and a field that resembles none',
      code: withL3('rate_limits: {requests_per_minute: 0, owner: ops}'),
      errors: [
        { messageId: 'number', line: 33, column: 36, message: '"rate_limits.requests_per_minute" of "get_weather" is "0"; give a positive number of requests.' },
        {
          messageId: 'unknownNoHint',
          line: 33,
          column: 39,
          message: '"rate_limits" of "get_weather" has unknown field "owner"; use requests_per_minute, burst, scope or another documented field.',
        },
      ],
    },
    {
      name: 'a resemblance that is not plainly a misspelling is a suggestion, not a fix; a case slip is a fix',
      code: withL3('rate_limits: {requests_per_min: 60, Burst: 5}'),
      errors: [
        { messageId: 'noRate', line: 33, column: 1 },
        {
          messageId: 'unknown',
          line: 33,
          column: 15,
          fixes: [{ title: 'Rename "requests_per_min" to "requests_per_minute"', preferred: false, output: withL3('rate_limits: {requests_per_minute: 60, Burst: 5}') }],
        },
        { messageId: 'unknown', line: 33, column: 37, fixes: [{ title: 'Rename "Burst" to "burst"', preferred: true, output: withL3('rate_limits: {requests_per_min: 60, burst: 5}') }] },
      ],
    },
    {
      name: 'no rename when the field it resembles is there already',
      code: withL3('rate_limits: {requests_per_minute: 60, request_per_minute: 30}'),
      errors: [{ messageId: 'unknown', line: 33, column: 40 }],
    },
    {
      name: 'not a mapping, at the value',
      code: withL3('rate_limits: 60'),
      errors: [
        {
          messageId: 'type',
          line: 33,
          column: 14,
          message: '"rate_limits" of "get_weather" is number; write a mapping such as {requests_per_minute: 60, burst: 10, scope: api_key}.',
        },
      ],
    },
  ],
});
