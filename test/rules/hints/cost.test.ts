import { RuleTester } from '../../rule-tester.js';
import { withL3 } from '../fixtures.js';

new RuleTester().run('hints/cost', {
  valid: [{ name: 'a complete Level 3 descriptor', code: withL3() }],
  invalid: [
    {
      name: 'a common alias, mapped onto the spec word',
      code: withL3('cost_hint: high'),
      errors: [
        {
          messageId: 'alias',
          line: 31,
          column: 12,
          message: '"cost_hint" of "get_weather" is "high"; use the spec\'s word "expensive" (one of "free", "cheap", "metered", "expensive").',
        },
      ],
    },
    {
      name: 'a value outside the scale',
      code: withL3('cost_hint: 3'),
      errors: [{ messageId: 'invalid', line: 31, column: 12, message: '"cost_hint" of "get_weather" is "3"; use one of "free", "cheap", "metered", "expensive".' }],
    },
  ],
});
