import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonReturns, returns } from './fixtures.js';

const invalid = (pointer: string, reason: string) => `"returns" of "get_weather" is not a valid JSON Schema at "${pointer}": ${reason}; fix the keyword.`;
const TYPES = 'must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string"';

const PROBLEMS = returns(
  'description: Conditions.',
  'type: object',
  'properties:',
  '  temperature: {type: float}',
  '  readings:',
  '    type: array',
  '    items:',
  '      type: object',
  '      properties:',
  '        at: {type: string, format: 12}',
  'required: yes',
);
const DICT = jsonReturns({ description: 'x', type: 'dict' });
const BFCL = JSON.stringify(
  [{ name: 'mean', description: 'Mean.', parameters: { type: 'object', properties: {} }, response: { type: 'dict', properties: { result: { type: 'any' } } } }],
  null,
  2,
);

new RuleTester().run('returns/valid-schema', {
  valid: [GOOD_TOOL, returns('description: Rows.', 'type: array', 'items: {type: object, properties: {id: {type: string}}}')],
  invalid: [
    {
      name: 'each problem at its keyword, at any depth',
      code: PROBLEMS,
      errors: [
        {
          messageId: 'dialectType',
          line: 7,
          column: 25,
          message: 'Returned field "temperature" of "get_weather" has type "float", which is not a JSON Schema type; use "number".',
          fixes: [{ title: 'Change type "float" to "number"', preferred: true, output: PROBLEMS.replace('type: float', 'type: number') }],
        },
        { messageId: 'invalid', line: 13, column: 30, message: invalid('/properties/readings/items/properties/at/format', 'must be string') },
        { messageId: 'invalid', line: 14, column: 3, message: invalid('/required', 'must be array') },
      ],
    },
    {
      name: 'properties written as a list',
      code: returns('description: Conditions.', 'type: object', 'properties: [temperature]'),
      errors: [{ messageId: 'invalid', line: 6, column: 3, message: invalid('/properties', 'must be object') }],
    },
    {
      name: 'an unresolvable $ref, at the $ref',
      code: returns('description: A user.', '$ref: "#/$defs/user"'),
      errors: [{ messageId: 'invalid', line: 5, column: 3, message: invalid('/$ref', '$ref #/$defs/user cannot be resolved') }],
    },
    {
      name: 'a $ref to a name of Object.prototype, in JSON: unresolvable, at the $ref',
      code: jsonReturns({ description: 'A user.', $ref: '#/$defs/constructor', $defs: { user: { type: 'object' } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'invalid', line: 6, column: 5, message: invalid('/$ref', '$ref #/$defs/constructor cannot be resolved') }],
    },
    {
      name: "in JSON: BFCL's dict",
      code: DICT,
      filename: 'tool.json',
      errors: [
        {
          messageId: 'dialectType',
          line: 6,
          column: 13,
          message: '"returns" of "get_weather" has type "dict", which is not a JSON Schema type; use "object".',
          fixes: [{ title: 'Change type "dict" to "object"', preferred: true, output: DICT.replace('"type": "dict"', '"type": "object"') }],
        },
      ],
    },
    {
      name: 'in JSON: a misspelt type',
      code: jsonReturns({ description: 'x', type: 'dikt' }),
      filename: 'tool.json',
      errors: [{ messageId: 'invalid', line: 6, column: 5, message: invalid('/type', TYPES) }],
    },
    {
      // bfcl/multi_turn_func_doc/math_api.json: "response": {"type": "dict", ...}.
      name: 'names the JSON Schema type for "any", in the vocabulary of the file (BFCL "response")',
      code: BFCL,
      filename: 'functions.json',
      errors: [
        {
          messageId: 'dialectType',
          line: 10,
          column: 15,
          message: '"response" of "mean" has type "dict", which is not a JSON Schema type; use "object".',
          // In the file's own vocabulary: `returns` is BFCL's `response`.
          fixes: [{ title: 'Change type "dict" to "object"', preferred: true, output: BFCL.replace('"type": "dict"', '"type": "object"') }],
        },
        {
          messageId: 'anyType',
          line: 13,
          column: 19,
          message: 'Returned field "result" of "mean" has type "any", which is not a JSON Schema type; leave "type" out to accept any value.',
        },
      ],
    },
  ],
});
