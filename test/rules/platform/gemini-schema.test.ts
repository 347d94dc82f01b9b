import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { TOOL } from './fixtures.js';

const VIA_PARAMETERS = { via: 'parameters' };
/** What Gemini's `parameters` schema cannot take. */
const UNSUPPORTED = TOOL(`    a: {type: [string, integer], description: A}
    b: {type: integer, enum: [1, 2], description: B}
    c: {type: string, format: email, description: C}
    d: {type: array, description: D}
    e-f: {type: object, additionalProperties: {type: string}, description: E}
    g: {oneOf: [{type: string}, {type: integer}], description: G}
`);
const ARRAY = TOOL(`    d: {type: array, description: D}\n`);

new RuleTester().run('platform/gemini-schema', {
  valid: [
    {
      name: 'nullable unions, string const and additionalProperties: false translate (via: parameters)',
      code: TOOL(`    a: {type: [string, "null"], description: A}
    b: {const: fixed, description: B}
`),
      options: VIA_PARAMETERS,
    },
    { name: 'the good tool (via: parameters)', code: GOOD_TOOL, options: VIA_PARAMETERS },
    { name: 'by default (via: auto, as `tooldoc export` does), nothing the export carries', code: UNSUPPORTED },
    { name: 'only the root with via: parametersJsonSchema', code: ARRAY, options: { via: 'parametersJsonSchema' } },
    {
      name: 'no other platform file (an MCP tools/list)',
      code: JSON.stringify({ tools: [{ name: 'm', inputSchema: { type: 'object', properties: { d: { type: 'array' } } } }] }),
      filename: 'tools.json',
    },
  ],
  invalid: [
    {
      name: 'with via: parameters, type unions, number enums, unknown keywords, formats, arrays without items, property names',
      code: UNSUPPORTED,
      options: VIA_PARAMETERS,
      errors: [
        {
          messageId: 'typeArray',
          line: 7,
          column: 15,
          message: 'Gemini takes one "type" per schema, but "parameters" property "a" of "t" has ["string","integer"]; use a single type (a ["T", "null"] pair is fine: it becomes nullable).',
        },
        { messageId: 'enumValue', line: 8, column: 31, message: 'Gemini enums hold strings only, but "parameters" property "b" of "t" has 1; use string values.' },
        {
          messageId: 'format',
          line: 9,
          column: 31,
          message:
            'Gemini accepts format "date-time", "enum", "float", "double", "int32", "int64" only, not "email" in "parameters" property "c" of "t"; remove it and describe the format in the description.',
        },
        { messageId: 'arrayItems', line: 10, column: 5, message: '"parameters" property "d" of "t" is an array without "items", which Gemini rejects; give it an item schema.' },
        {
          messageId: 'propertyName',
          line: 11,
          column: 5,
          message:
            'Gemini property names start with a letter or "_" and hold only letters, digits and "_" (at most 64), so "e-f" in "parameters" of "t" may be rejected; rename it.',
        },
        {
          messageId: 'keyword',
          line: 11,
          column: 25,
          message:
            'Gemini\'s "parameters" schema has no "additionalProperties" (in "parameters" property "e-f" of "t"); remove it and state the constraint in the description, or send the schema as parametersJsonSchema.',
        },
        {
          messageId: 'keyword',
          line: 12,
          column: 9,
          message:
            'Gemini\'s "parameters" schema has no "oneOf" (in "parameters" property "g" of "t"); remove it and state the constraint in the description, or send the schema as parametersJsonSchema.',
        },
      ],
    },
    {
      name: 'a Gemini declaration written in the OpenAPI subset',
      code: JSON.stringify({ functionDeclarations: [{ name: 'g', description: 'G.', parameters: { type: 'OBJECT', properties: { d: { type: 'ARRAY', description: 'D' } } } }] }, null, 2),
      filename: 'gemini.json',
      errors: [{ messageId: 'arrayItems', line: 9, column: 11, message: '"parameters" property "d" of "g" is an array without "items", which Gemini rejects; give it an item schema.' }],
    },
  ],
});
