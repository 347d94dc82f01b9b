import { RuleTester } from '../../rule-tester.js';
import { withHints, writeTool } from './fixtures.js';

new RuleTester().run('idempotency/consistent', {
  valid: [
    { name: 'a destructive write', code: writeTool() },
    { name: 'a non-idempotent write', code: withHints('{idempotent: false, safe: false, destructive: false}') },
  ],
  invalid: [
    {
      name: 'a safe tool that is destructive and not idempotent, at each value',
      code: withHints('{idempotent: false, safe: true, destructive: true}'),
      errors: [
        {
          messageId: 'safeNotIdempotent',
          line: 19,
          column: 27,
          message:
            'Tool "get_weather" is marked safe (no side effects) but not idempotent; a call without side effects can always be repeated, so set idempotent: true or safe: false.',
        },
        {
          messageId: 'safeDestructive',
          line: 19,
          column: 59,
          message:
            'Tool "get_weather" sets both idempotency.safe: true and idempotency.destructive: true; a tool that changes nothing cannot destroy anything, so set one of them to false.',
        },
      ],
    },
  ],
});
