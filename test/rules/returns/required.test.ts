import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const missing = (name: string) => `Tool "${name}" has no "returns"; add a JSON Schema of what a successful call returns, with a one-line description.`;
const type = (t: string) => `"returns" of "get_weather" is ${t}; it must be a JSON Schema object describing the success payload.`;

new RuleTester().run('returns/required', {
  valid: [GOOD_TOOL],
  invalid: [
    {
      name: 'a missing block, at the tool',
      code: 'name: get_weather\ndescription: Fetch it. Use it.\nparameters: {}\n',
      errors: [{ messageId: 'missing', line: 1, column: 1, message: missing('get_weather') }],
    },
    ...[
      ['The weather.', 'a string'],
      ['[temperature]', 'an array'],
      ['true', 'a boolean'],
      ['null', 'null'],
    ].map(([value, t]) => ({
      name: `returns: ${value} is ${t}`,
      code: `name: get_weather\ndescription: Fetch it. Use it.\nreturns: ${value}\n`,
      errors: [{ messageId: 'type', line: 3, column: 1, message: type(t!) }],
    })),
    {
      name: 'in the second document of a file',
      code: `${GOOD_TOOL}---\nname: get_forecast\ndescription: Fetch it. Use it.\nparameters: {}\n`,
      errors: [{ messageId: 'missing', line: 29, column: 1, message: missing('get_forecast') }],
    },
    {
      name: 'in JSON',
      code: '{"name": "get_weather", "description": "Fetch it. Use it.",\n "returns": 5}\n',
      filename: 'tool.json',
      errors: [{ messageId: 'type', line: 2, column: 2, message: type('a number') }],
    },
  ],
});
