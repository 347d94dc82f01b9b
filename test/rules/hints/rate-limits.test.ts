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
