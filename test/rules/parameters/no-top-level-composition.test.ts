import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const msg = (k: string) => `"parameters" of "get_weather" uses ${k} at the top level; split the alternatives into separate tools.`;

new RuleTester().run('parameters/no-top-level-composition', {
  valid: [
    GOOD_TOOL,
    {
      name: 'allOf at the root and composition inside properties',
      code: params('type: object', 'allOf: [{required: [id]}]', 'properties:', '  id: {anyOf: [{type: string}, {type: integer}], description: ID}'),
    },
  ],
  invalid: [
    {
      name: 'oneOf and anyOf at the root, at the keyword',
      code: params('type: object', 'oneOf: [{required: [email]}, {required: [id]}]', 'anyOf: [{required: [email]}]', 'properties: {}'),
      errors: [
        { messageId: 'composition', line: 5, column: 3, message: msg('oneOf') },
        { messageId: 'composition', line: 6, column: 3, message: msg('anyOf') },
      ],
    },
    { name: 'in JSON', code: jsonParams({ type: 'object', anyOf: [{ required: ['a'] }] }), filename: 'tool.json', errors: [{ messageId: 'composition', line: 6, column: 5, message: msg('anyOf') }] },
  ],
});
