import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const wrong = (shown: string) => `"parameters" of "get_weather" has type ${shown}; the root must be type: object, with the arguments as its properties.`;

new RuleTester().run('parameters/root-object', {
  valid: [GOOD_TOOL],
  invalid: [
    {
      name: 'a missing type, at parameters',
      code: params('properties: {}'),
      errors: [{ messageId: 'missing', line: 3, column: 1, message: '"parameters" of "get_weather" has no "type"; set type: object at its root.' }],
    },
    {
      name: 'names "object" for BFCL\'s "dict" (bfcl/*.json: every tool\'s root)',
      code: params('type: dict', 'properties: {}'),
      errors: [
        {
          messageId: 'dialect',
          line: 4,
          column: 9,
          message: '"parameters" of "get_weather" has type "dict", which is not a JSON Schema type; write type: object.',
          fixes: [{ title: 'Change type "dict" to "object"', preferred: true, output: params('type: object', 'properties: {}') }],
        },
      ],
    },
    ...[
      ['array', '"array"'],
      ['[object, "null"]', '["object","null"]'],
      ['123', '123'],
    ].map(([value, shown]) => ({
      name: `type: ${value}, at the value`,
      code: params(`type: ${value}`),
      errors: [{ messageId: 'wrong', line: 4, column: 9, message: wrong(shown!) }],
    })),
    { name: 'in JSON', code: jsonParams({ type: 'string' }), filename: 'tool.json', errors: [{ messageId: 'wrong', line: 5, column: 13, message: wrong('"string"') }] },
  ],
});
