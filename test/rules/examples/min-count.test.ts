import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { withExamples } from './fixtures.js';

new RuleTester().run('examples/min-count', {
  valid: [
    { name: 'passes GOOD_TOOL', code: GOOD_TOOL },
    { name: 'leaves an empty list to examples/required', code: withExamples('  []\n').replace('examples:\n  []', 'examples: []') },
    { name: 'leaves a missing list to examples/required', code: GOOD_TOOL.replace(/^examples:\n[\s\S]*$/m, '') },
  ],
  invalid: [
    {
      name: 'reports a single example at the examples key',
      code: withExamples('  - prompt: Weather in London?\n    tool_call: {name: get_weather, arguments: {city: London}}\n    result: {temperature: 11}\n'),
      errors: [{ messageId: 'tooFew', line: 20, column: 1, message: 'Tool "get_weather" has 1 example, fewer than 2; add a canonical successful call and an error case.' }],
    },
  ],
});
