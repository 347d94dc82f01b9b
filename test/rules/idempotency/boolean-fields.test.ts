import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { withHints } from './fixtures.js';

const notBoolean = (field: string, value: string) => `"idempotency.${field}" of "get_weather" is ${value}; write true or false without quotes so agents can read it.`;

new RuleTester().run('idempotency/boolean-fields', {
  valid: [GOOD_TOOL],
  invalid: [
    {
      name: 'strings, numbers and nulls, at the value',
      code: withHints('{idempotent: "true", safe: 1, destructive: null}'),
      errors: [
        { messageId: 'notBoolean', line: 19, column: 27, message: notBoolean('idempotent', '"true"') },
        { messageId: 'notBoolean', line: 19, column: 41, message: notBoolean('safe', '"1"') },
        { messageId: 'notBoolean', line: 19, column: 57, message: notBoolean('destructive', '"null"') },
      ],
    },
  ],
});
