import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const invalid = (pointer: string, reason: string) =>
  `"parameters" of "get_weather" is not a valid JSON Schema at "${pointer}": ${reason}; fix the keyword so agents and validators read it the same way.`;
const TYPES = 'must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string"';

const DIALECT = params(
  'type: object',
  'properties:',
  '  current: {type: float, description: Amperes}',
  '  value: {type: any, description: Anything}',
  '  tags: {type: tuple, description: Tags}',
);
const FLOOD = params('type: object', 'properties:', ...['a', 'b', 'c', 'd', 'e'].map((p) => `  ${p}: {type: float, description: A distance.}`));
/** In JSON, quoted as it was. */
const JSON_FLOAT = jsonParams({ type: 'object', properties: { depth: { type: 'double', description: 'Metres.' } } });

new RuleTester().run('parameters/valid-schema', {
  valid: [
    GOOD_TOOL,
    {
      name: 'a 2020-12 schema with prefixItems and $defs',
      code: params(
        '$schema: https://json-schema.org/draft/2020-12/schema',
        'type: object',
        'properties:',
        '  point: {type: array, prefixItems: [{type: number}, {type: number}], description: Latitude and longitude}',
        '  address: {$ref: "#/$defs/address"}',
        '$defs:',
        '  address: {type: object, properties: {city: {type: string}}}',
      ),
    },
    {
      name: 'a $ref cycle compiles without looping',
      code: params(
        'type: object',
        'properties:',
        '  node: {$ref: "#/definitions/node"}',
        'definitions:',
        '  node: {type: object, properties: {child: {$ref: "#/definitions/node"}}}',
      ),
    },
    { name: 'a parameters block that is not a mapping is left to parameters/required', code: 'name: a\ndescription: Fetch. Use.\nparameters: x\n' },
  ],
  invalid: [
    {
      name: 'a misspelt type, at the keyword',
      code: params('type: object', 'properties:', '  city: {type: strin, description: City}'),
      errors: [{ messageId: 'invalid', line: 6, column: 12, message: invalid('/properties/city/type', TYPES) }],
    },
    {
      name: "BFCL's dict type and a required flag",
      code: params('type: dict', 'required: true', 'properties: {}'),
      errors: [
        { messageId: 'invalid', line: 4, column: 3, message: invalid('/type', TYPES) },
        { messageId: 'invalid', line: 5, column: 3, message: invalid('/required', 'must be array') },
      ],
    },
    {
      name: 'a pattern that is not a regular expression',
      code: params('type: object', 'properties:', '  code: {type: string, pattern: "[a-z", description: Code}', 'patternProperties:', '  "(": {type: string}'),
      errors: [{ messageId: 'invalid', line: 6, column: 26, message: invalid('/properties/code/pattern', 'Invalid regular expression: /[a-z/: Unterminated character class') }],
    },
    {
      name: 'a $ref that does not resolve, at the $ref',
      code: params('type: object', 'properties:', '  city: {$ref: "#/definitions/city"}'),
      errors: [{ messageId: 'invalid', line: 6, column: 12, message: invalid('/properties/city/$ref', '$ref #/definitions/city cannot be resolved') }],
    },
    // Names of Object.prototype are not names the schema defines: unresolvable like any other.
    ...[
      ['#/$defs/constructor', '$defs'],
      ['#/definitions/__proto__', 'definitions'],
      ['#/$defs/toString', '$defs'],
      ['#/definitions/hasOwnProperty', 'definitions'],
      ['#/properties/city/valueOf', 'definitions'],
      ['#/$defs/city/required/length', '$defs'],
    ].map(([ref, defs]) => ({
      name: `a $ref to ${ref}, a name only Object.prototype has`,
      code: params('type: object', 'properties:', `  city: {$ref: "${ref}"}`, `${defs}:`, '  city: {type: string, required: [a]}'),
      errors: [{ messageId: 'invalid', line: 6, column: 12, message: invalid('/properties/city/$ref', `$ref ${ref} cannot be resolved`) }],
    })),
    {
      name: 'keywords brought in by merge keys: read as merged (earlier sources win), and found where they are written',
      code: [
        'x-base: &base',
        '  type: object',
        '  additionalProperties: false',
        'x-loose: &loose',
        '  additionalProperties: {minProperties: -1}',
        '  properties:',
        '    city: {type: strin, description: City}',
        'name: get_weather',
        'description: Fetch it. Use it.',
        'parameters:',
        '  <<: [*base, *loose]',
        '  required: [city]',
        '',
      ].join('\n'),
      errors: [{ messageId: 'invalid', line: 7, column: 12, message: invalid('/properties/city/type', TYPES) }],
    },
    {
      name: 'nested keywords at depth 3 and inside items',
      code: params(
        'type: object',
        'properties:',
        '  a:',
        '    type: object',
        '    properties:',
        '      b:',
        '        type: object',
        '        properties:',
        '          c: {type: object, minProperties: -1}',
        '  tags: {type: array, items: {type: string, maxLength: "10"}}',
      ),
      errors: [
        { messageId: 'invalid', line: 12, column: 31, message: invalid('/properties/a/properties/b/properties/c/minProperties', 'must be >= 0') },
        { messageId: 'invalid', line: 13, column: 47, message: invalid('/properties/tags/items/maxLength', 'must be integer') },
      ],
    },
    {
      name: 'problems under __proto__ and unicode keys',
      code: params('type: object', 'properties:', '  __proto__: {type: strin}', '  "città": {type: 5}'),
      errors: [
        { messageId: 'invalid', line: 6, column: 17, message: invalid('/properties/__proto__/type', TYPES) },
        { messageId: 'invalid', line: 7, column: 15, message: invalid('/properties/città/type', TYPES) },
      ],
    },
    {
      name: 'in JSON, at the keyword',
      code: jsonParams({ type: 'object', properties: { city: { type: 'txt' } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'invalid', line: 8, column: 9, message: invalid('/properties/city/type', TYPES) }],
    },
    {
      // bfcl/BFCL_v4_irrelevance.json, calculate_magnetic_field.current: "float"; bfcl/multi_turn_func_doc: "any".
      name: 'names the JSON Schema type for the type names of other languages (the BFCL dialect), at the value',
      code: DIALECT,
      errors: [
        {
          messageId: 'dialectType',
          line: 6,
          column: 21,
          message: 'Parameter "current" of "get_weather" has type "float", which is not a JSON Schema type; use "number".',
          // A JSON number is a double: the same type, the fix.
          fixes: [{ title: 'Change type "float" to "number"', preferred: true, output: DIALECT.replace('type: float', 'type: number') }],
        },
        {
          messageId: 'anyType',
          line: 7,
          column: 19,
          message: 'Parameter "value" of "get_weather" has type "any", which is not a JSON Schema type; leave "type" out to accept any value.',
        },
        {
          messageId: 'dialectType',
          line: 8,
          column: 18,
          message: 'Parameter "tags" of "get_weather" has type "tuple", which is not a JSON Schema type; use "array".',
          // An array says less than a tuple (its fixed shape): a suggestion.
          fixes: [{ title: 'Change type "tuple" to "array"', preferred: false, output: DIALECT.replace('type: tuple', 'type: array') }],
        },
      ],
    },
    {
      name: 'in JSON, the fix keeps the quotes',
      code: JSON_FLOAT,
      filename: 'tool.json',
      errors: [
        {
          messageId: 'dialectType',
          line: 8,
          column: 17,
          fixes: [{ title: 'Change type "double" to "number"', preferred: true, output: JSON_FLOAT.replace('"type": "double"', '"type": "number"') }],
        },
      ],
    },
    {
      // bfcl/BFCL_v4_live_multiple.json, get_time_headway: one dialect type per property, ten of them.
      name: 'a flood of dialect types is folded after the first two',
      code: FLOOD,
      errors: [
        ...['a', 'b'].map((p, i) => ({
          messageId: 'dialectType',
          line: 6 + i,
          column: 15,
          message: `Parameter "${p}" of "get_weather" has type "float", which is not a JSON Schema type; use "number".`,
          fixes: [{ title: 'Change type "float" to "number"', preferred: true, output: FLOOD.replace(`${p}: {type: float`, `${p}: {type: number`) }],
        })),
        {
          messageId: 'more',
          line: 8,
          column: 15,
          message: '3 more parameters of "get_weather" have types that are not JSON Schema types: "c", "d" and "e"; use the JSON Schema type for each (number for float, object for dict, array for tuple).',
        },
      ],
    },
  ],
});
