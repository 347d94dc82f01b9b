import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { withExamples } from './fixtures.js';

const HAPPY = '  - prompt: Weather in London?\n    tool_call: {name: get_weather, arguments: {city: London}}\n    result: {temperature: 11}\n';
const ERROR = '  - prompt: Weather in Atlantis?\n    tool_call: {name: get_weather, arguments: {city: Atlantis}}\n    result: {error: {code: NOT_FOUND, message: Unknown city}}\n';

new RuleTester().run('examples/coverage', {
  valid: [{ name: 'passes GOOD_TOOL', code: GOOD_TOOL }],
  invalid: [
    {
      name: 'reports when no example shows an error',
      code: withExamples(HAPPY + HAPPY),
      errors: [
        {
          messageId: 'noError',
          line: 20,
          column: 1,
          message: 'No example of "get_weather" shows an error case; add one whose result is the envelope {error: {code, message}} with a declared code.',
        },
      ],
    },
    {
      name: 'reports when no example succeeds',
      code: withExamples(ERROR + ERROR),
      errors: [{ messageId: 'noHappy', line: 20, column: 1, message: 'No example of "get_weather" shows a successful call; add one whose result matches "returns".' }],
    },
  ],
});
