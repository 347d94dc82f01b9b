import { RuleTester } from '../../rule-tester.js';
import { TOOL } from './fixtures.js';

const STRICT = { strict: true };
const LIMITS = TOOL(`    n: {type: integer, minimum: 1, description: Count}
    l: {type: array, items: {type: string}, minItems: 2, description: List}
    m: {type: object, additionalProperties: true, description: Map}
`);

new RuleTester().run('platform/anthropic-schema', {
  valid: [
    { name: 'strict tool use limits, when strict is off', code: LIMITS },
    {
      name: 'a union of object shapes and "one of these is required" branches, under strict tool use',
      code: TOOL(`    shape:
      description: A circle or a square
      anyOf:
        - {type: object, required: [r], properties: {r: {type: number, description: Radius}}}
        - {type: object, required: [side], properties: {side: {type: number, description: Side}}}
    pick:
      type: object
      description: Pick
      properties:
        a: {type: string, description: A}
        b: {type: string, description: B}
      anyOf: [{required: [a]}, {required: [b]}]
`),
      options: STRICT,
    },
  ],
  invalid: [
    {
      name: 'root composition at the keyword, in an Anthropic tools file (input_schema)',
      code: JSON.stringify([{ name: 'find', description: 'Find.', input_schema: { type: 'object', anyOf: [{ required: ['a'] }], properties: {} } }], null, 2),
      filename: 'tools.json',
      errors: [
        {
          messageId: 'rootComposition',
          line: 7,
          column: 7,
          message: 'Anthropic rejects "anyOf" at the root of "input_schema" of "find" even without strict mode; split the variants into separate tools.',
        },
      ],
    },
    {
      name: 'an object without properties, under strict tool use',
      code: TOOL(`    o: {type: object, description: Anything}\n`),
      options: STRICT,
      errors: [
        {
          messageId: 'openObject',
          line: 7,
          column: 5,
          message:
            '"parameters" property "o" of "t" is an object without "properties", which strict tool use closes ("additionalProperties": false), so it could only be empty; declare its properties.',
        },
      ],
    },
    {
      name: 'strict tool use limits, when strict is on',
      code: LIMITS,
      options: STRICT,
      errors: [
        {
          messageId: 'keyword',
          line: 7,
          column: 24,
          message: 'Anthropic strict tool use does not support "minimum" in "parameters" property "n" of "t"; remove it and state the constraint in the description.',
        },
        {
          messageId: 'minItems',
          line: 8,
          column: 55,
          message: 'Anthropic strict tool use supports "minItems" of 0 or 1 only, not 2 in "parameters" property "l" of "t"; state the minimum in the description.',
        },
        {
          messageId: 'freeForm',
          line: 9,
          column: 23,
          message:
            '"parameters" property "m" of "t" sets "additionalProperties" to something other than false, which Anthropic strict tool use rejects; declare the properties and set it to false.',
        },
      ],
    },
    {
      name: 'uniqueItems, a bound below "not", and what closing objects would lose, under strict tool use',
      code: TOOL(`    tags: {type: array, items: {type: string}, uniqueItems: true, description: Tags}
    n: {type: integer, not: {maximum: 3}, description: Over three}
    o:
      type: object
      description: Options
      required: [zz]
      properties:
        x: {type: string, description: X}
      allOf:
        - {type: object, additionalProperties: false, properties: {w: {type: string, description: W}}}
    p:
      description: Both halves
      allOf:
        - {type: object, additionalProperties: false, properties: {a: {type: string, description: A}}}
        - {type: object, properties: {b: {type: string, description: B}}}
`),
      options: STRICT,
      errors: [
        {
          messageId: 'keyword',
          line: 7,
          column: 48,
          message: 'Anthropic strict tool use does not support "uniqueItems" in "parameters" property "tags" of "t"; remove it and state the constraint in the description.',
        },
        {
          messageId: 'keyword',
          line: 8,
          column: 30,
          message: 'Anthropic strict tool use does not support "maximum" in "parameters" property "n" (not) of "t"; remove it and state the constraint in the description.',
        },
        {
          messageId: 'undeclaredRequired',
          line: 12,
          column: 18,
          message:
            '"required" of "parameters" property "o" of "t" lists "zz", which it does not declare; strict tool use closes the object ("additionalProperties": false), so no value could have it; declare it or drop it from "required".',
        },
        {
          messageId: 'splitObject',
          line: 16,
          column: 11,
          message:
            '"parameters" property "o" (allOf[0]) of "t" declares other properties than the object it is part of (or another allOf part); strict tool use closes each to its own properties ("additionalProperties": false), so each rejects the properties of the other; declare the same properties in both.',
        },
        {
          messageId: 'splitObject',
          line: 21,
          column: 11,
          message:
            '"parameters" property "p" (allOf[1]) of "t" declares other properties than the object it is part of (or another allOf part); strict tool use closes each to its own properties ("additionalProperties": false), so each rejects the properties of the other; declare the same properties in both.',
        },
      ],
    },
    {
      name: 'an object in an enum, a format outside the strict subset and an external $ref, under strict tool use',
      code: TOOL(`    e: {enum: [a, {b: 1}], description: E}
    u: {type: string, format: uri-reference, description: U}
    r: {$ref: "https://example.com/schemas/address.json", description: R}
`),
      options: STRICT,
      errors: [
        {
          messageId: 'enumValue',
          line: 7,
          column: 19,
          message: 'Anthropic strict tool use accepts enums of primitive values only, but "parameters" property "e" of "t" has {"b":1}; use strings, numbers or booleans.',
        },
        {
          messageId: 'format',
          line: 8,
          column: 31,
          message:
            'Anthropic strict tool use does not support format "uri-reference" in "parameters" property "u" of "t"; use one of date-time, time, date, duration, email, hostname, uri, ipv4, ipv6, uuid, or describe the format in the description.',
        },
        {
          messageId: 'externalRef',
          line: 9,
          column: 15,
          message:
            'Anthropic strict tool use resolves local references only, not "https://example.com/schemas/address.json" in "parameters" property "r" of "t"; inline the schema or move it under "$defs".',
        },
      ],
    },
  ],
});
