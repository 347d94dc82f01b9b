import { RuleTester } from '../../rule-tester.js';
import { withL3 } from '../fixtures.js';

const invalid = (value: string) => `"latency_p50_ms" of "get_weather" is ${value}; give the median latency in milliseconds as a positive number such as 120.`;

new RuleTester().run('hints/latency', {
  valid: [{ name: 'a complete Level 3 descriptor', code: withL3() }],
  invalid: [
    {
      name: 'a missing latency, at the tool',
      code: withL3('latency_p50_ms: DROP'),
      errors: [
        {
          messageId: 'missing',
          line: 1,
          column: 1,
          message: 'Tool "get_weather" has no "latency_p50_ms"; add its median latency in milliseconds (e.g. latency_p50_ms: 120) so agents can budget multi-step plans.',
        },
      ],
    },
    { name: 'text, at the value', code: withL3('latency_p50_ms: "fast"'), errors: [{ messageId: 'invalid', line: 30, column: 17, message: invalid('"fast"') }] },
    { name: 'zero', code: withL3('latency_p50_ms: 0'), errors: [{ messageId: 'invalid', line: 30, column: 17, message: invalid('"0"') }] },
  ],
});
