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
    {
      name: 'a union of object shapes, an enum with null, and a closed root without properties (exported without parameters)',
      code: `name: t
description: Do a thing. Use it when asked.
parameters:
  type: object
  additionalProperties: false
  properties:
    shape:
      description: A circle or a square
      anyOf:
        - {type: object, required: [r], properties: {r: {type: number, description: Radius}}}
        - {type: object, required: [side], properties: {side: {type: number, description: Side}}}
    e: {type: [string, "null"], enum: [a, b, null], description: E}
    none: {type: object, additionalProperties: false, properties: {}, description: Nothing}
    gone: {anyOf: [false, false]}
    one: {description: One, anyOf: [{type: string}, {anyOf: [false]}]}
`,
      options: VIA_PARAMETERS,
    },
    { name: 'a tool that takes no arguments', code: 'name: t\ndescription: Do a thing. Use it when asked.\nparameters: {type: object, additionalProperties: false}\n', options: VIA_PARAMETERS },
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
      name: 'what closing objects and dropping additionalProperties would lose (via: parameters)',
      code: TOOL(`    o:
      type: object
      description: Options
      required: [zz]
      properties:
        x: {type: string, description: X}
      anyOf:
        - {type: object, properties: {w: {type: string, description: W}}}
    empty: {type: object, additionalProperties: false, description: Always empty}
    never: {type: array, items: false, description: Always empty}
    pick: {type: string, description: Nothing, anyOf: [false]}
`),
      options: VIA_PARAMETERS,
      errors: [
        {
          messageId: 'undeclaredRequired',
          line: 10,
          column: 18,
          message: '"required" of "parameters" property "o" of "t" lists "zz", which it does not declare; Gemini fills only declared properties, so no value could have it; declare it or drop it from "required".',
        },
        {
          messageId: 'splitObject',
          line: 14,
          column: 11,
          message:
            '"parameters" property "o" (anyOf[0]) of "t" declares other properties than the object it is part of; Gemini fills only the declared properties of each, so each rejects the properties of the other; declare the same properties in both, or send the schema as parametersJsonSchema.',
        },
        {
          messageId: 'closedObject',
          line: 15,
          column: 27,
          message:
            '"parameters" property "empty" of "t" accepts only an empty object ("additionalProperties": false and no "properties"), which Gemini\'s "parameters" schema cannot say (it has no additionalProperties); declare its properties, or send the schema as parametersJsonSchema.',
        },
        {
          messageId: 'noItems',
          line: 16,
          column: 33,
          message: '"parameters" property "never" of "t" allows only an empty array ("items": false), which Gemini\'s "parameters" schema cannot say; drop the property, or send the schema as parametersJsonSchema.',
        },
        {
          messageId: 'nothing',
          line: 17,
          column: 48,
          message: '"parameters" property "pick" of "t" matches no value (every "anyOf" branch is false), which Gemini\'s "parameters" schema cannot say; remove it, or send the schema as parametersJsonSchema.',
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
