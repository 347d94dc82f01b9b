import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { DESC } from './fixtures.js';

// A tool without a usable name is named by its place: "#tools.1" in a catalog, "#1" for the first document.
const missing = (place: string) => `Tool ${place} has no "name"; add a stable snake_case identifier such as "get_weather".`;
const type = (t: string, place = '#1') => `The "name" of tool ${place} is ${t}, not a string; give a snake_case identifier such as "get_weather".`;
/** `name: <value>` on line 1, reported at the key as the wrong type. */
const typed = (value: string, typeText: string) => ({
  name: `reports name: ${value} as ${typeText}`,
  code: `name: ${value}\n${DESC}\nparameters: {type: object}\n`,
  errors: [{ messageId: 'type', line: 1, column: 1, message: type(typeText) }],
});

new RuleTester().run('name/required', {
  valid: [{ name: 'passes a named tool', code: GOOD_TOOL }],
  invalid: [
    {
      name: 'reports a catalog entry without a name at the entry',
      code: ['tools:', '  - name: get_weather', `    ${DESC}`, '  - description: Fetch the forecast. Use it for tomorrow.', '    parameters: {type: object}', ''].join('\n'),
      errors: [{ messageId: 'missing', line: 4, column: 5, message: missing('#tools.1') }],
    },
    {
      name: 'reports an empty name at the key',
      code: `name: ""\n${DESC}\n`,
      errors: [{ messageId: 'missing', line: 1, column: 1, message: missing('#1') }],
    },
    {
      name: 'reports a blank name at the key',
      code: `name: "   "\n${DESC}\n`,
      errors: [{ messageId: 'missing', line: 1, column: 1, message: missing('#1') }],
    },
    typed('123', 'a number'),
    typed('true', 'a boolean'),
    typed('null', 'null'),
    typed('[get, weather]', 'an array'),
    typed('{first: get}', 'an object'),
    {
      name: 'reports a wrong type in JSON at the key',
      code: '{\n  "description": "Fetch the weather. Use it.",\n  "name": 42,\n  "parameters": {"type": "object"}\n}\n',
      filename: 'tool.json',
      errors: [{ messageId: 'type', line: 3, column: 3, message: type('a number') }],
    },
    {
      name: 'reports in the second document with its own positions',
      code: [`name: get_weather`, DESC, '---', `${DESC}`, 'name: 7', 'parameters: {type: object}', ''].join('\n'),
      errors: [{ messageId: 'type', line: 5, column: 1, message: type('a number', '#2') }],
    },
    {
      name: 'reports a JSON catalog entry without a name',
      code: JSON.stringify({ tools: [{ name: 'get_weather' }, { description: 'Fetch things. Use it.', parameters: {} }] }, null, 2) + '\n',
      filename: 'tools.json',
      errors: [{ messageId: 'missing', line: 6, column: 5, message: missing('#tools.1') }],
    },
  ],
});
