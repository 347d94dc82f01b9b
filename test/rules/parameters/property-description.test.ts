import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const missing = (p: string) => `Parameter "${p}" of "get_weather" has no description; say what value the agent should pass, with units and format.`;

new RuleTester().run('parameters/property-description', {
  valid: [GOOD_TOOL],
  invalid: [
    {
      name: 'properties at every depth, in items, additionalProperties and branches',
      code: params(
        'type: object',
        'properties:',
        '  city: {type: string}',
        '  filters:',
        '    type: object',
        '    description: Narrow the search.',
        '    properties:',
        '      status: {type: string}',
        '      range:',
        '        type: object',
        '        description: A range.',
        '        properties:',
        '          start: {type: string, description: "  "}',
        '  lines:',
        '    type: array',
        '    description: Order lines.',
        '    items:',
        '      type: object',
        '      properties:',
        '        sku: {type: string}',
        '  labels:',
        '    type: object',
        '    description: Labels.',
        '    additionalProperties: {type: object, properties: {value: {type: string}}}',
        '  target:',
        '    description: Where to send it.',
        '    anyOf:',
        '      - {type: object, properties: {email: {type: string}}}',
        '  flag: true',
        '  count: {type: integer, description: 3}',
      ),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('city') },
        { messageId: 'missing', line: 11, column: 9, message: missing('filters.status') },
        { messageId: 'missing', line: 16, column: 13, message: missing('filters.range.start') },
        { messageId: 'missing', line: 23, column: 11, message: missing('lines[].sku') },
        { messageId: 'missing', line: 27, column: 57, message: missing('labels{}.value') },
        { messageId: 'missing', line: 31, column: 39, message: missing('target.email') },
        { messageId: 'missing', line: 32, column: 5, message: missing('flag') },
        { messageId: 'missing', line: 33, column: 5, message: missing('count') },
      ],
    },
    {
      name: '__proto__ and unicode property names',
      code: params('type: object', 'properties:', '  __proto__: {type: string}', '  "名前": {type: string}'),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('__proto__') },
        { messageId: 'missing', line: 7, column: 5, message: missing('名前') },
      ],
    },
    {
      name: 'in JSON, at the property key',
      code: jsonParams({ type: 'object', properties: { city: { type: 'string' } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 7, column: 7, message: missing('city') }],
    },
    {
      name: 'in the second document of a file',
      code: `${GOOD_TOOL}---\n${params('type: object', 'properties:', '  day: {type: string}')}`,
      errors: [{ messageId: 'missing', line: 34, column: 5, message: missing('day') }],
    },
  ],
});
