import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const missing = (name: string) => `Tool "${name}" has no "parameters"; add a JSON Schema with type: object (properties: {} if it takes no arguments).`;
const type = (t: string) => `"parameters" of "get_weather" is ${t}; it must be a JSON Schema object with type: object.`;

new RuleTester().run('parameters/required', {
  valid: [GOOD_TOOL, { name: 'an empty parameters mapping', code: 'name: list_cities\ndescription: List them. Use it.\nparameters: {}\n' }],
  invalid: [
    {
      name: 'a missing block, at the tool',
      code: 'name: list_cities\ndescription: List them. Use it.\nreturns: {type: array}\n',
      errors: [{ messageId: 'missing', line: 1, column: 1, message: missing('list_cities') }],
    },
    ...[
      ['"x"', 'a string'],
      ['[city]', 'an array'],
      ['null', 'null'],
      ['3', 'a number'],
    ].map(([value, t]) => ({
      name: `parameters: ${value} is ${t}`,
      code: `name: get_weather\ndescription: Fetch it. Use it.\nparameters: ${value}\n`,
      errors: [{ messageId: 'type', line: 3, column: 1, message: type(t!) }],
    })),
    {
      name: 'each catalog entry at its place',
      code: 'tools:\n  - name: a\n    parameters: {}\n  - name: b\n    description: Fetch b. Use it.\n    returns: {}\n',
      errors: [{ messageId: 'missing', line: 4, column: 5, message: missing('b') }],
    },
    {
      name: 'in JSON',
      code: '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "parameters": "x"\n}\n',
      filename: 'tool.json',
      errors: [{ messageId: 'type', line: 4, column: 3, message: type('a string') }],
    },
  ],
});
