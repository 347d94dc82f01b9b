import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonTool, tool } from './fixtures.js';

const EMPTY = 'Tool "get_weather" has an empty description; say in 2–5 sentences what it does and when to call it.';
/** `description: <value>` on line 2, reported at the key as the wrong type. */
const typed = (value: string, type: string) => ({
  name: `reports description: ${value} as ${type}`,
  code: `name: get_weather\ndescription: ${value}\nparameters: {type: object}\n`,
  errors: [{ messageId: 'type', line: 2, column: 1, message: `Tool "get_weather" has a description of type ${type}; write it as a string.` }],
});

new RuleTester().run('description/required', {
  valid: [{ name: 'passes a described tool', code: GOOD_TOOL }],
  invalid: [
    {
      name: 'reports a missing description at the tool',
      code: 'name: get_weather\nparameters: {type: object}\n',
      errors: [{ messageId: 'missing', line: 1, column: 1, message: 'Tool "get_weather" has no description; say in 2–5 sentences what it does and when to call it.' }],
    },
    { name: 'reports an empty description at the key', code: tool(''), errors: [{ messageId: 'empty', line: 2, column: 1, message: EMPTY }] },
    { name: 'reports a blank description at the key', code: tool(' \n\t'), errors: [{ messageId: 'empty', line: 2, column: 1, message: EMPTY }] },
    typed('[Fetch, weather]', 'array'),
    typed('42', 'number'),
    typed('{text: Fetch it.}', 'object'),
    typed('null', 'null'),
    {
      name: 'names a tool without a string name by its place',
      code: 'tools:\n  - name: get_weather\n    description: Fetch it. Use it.\n  - name: 12\n    parameters: {type: object}\n',
      errors: [{ messageId: 'missing', line: 4, column: 5, message: 'Tool "#tools.1" has no description; say in 2–5 sentences what it does and when to call it.' }],
    },
    { name: 'reports in JSON', code: jsonTool(''), filename: 'tool.json', errors: [{ messageId: 'empty', line: 3, column: 3, message: EMPTY }] },
  ],
});
