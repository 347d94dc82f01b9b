import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { TOOL } from './fixtures.js';

const ARRAY_ITEMS = (where: string, tool: string) =>
  `${where} of "${tool}" is an array without "items", which OpenAI function calling rejects (so do clients that forward the tool to OpenAI models); give it an item schema.`;
const FORMAT = (format: string, where: string, tool: string) =>
  `OpenAI strict mode does not support format "${format}" in ${where} of "${tool}"; use one of date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid, or describe the format in the description.`;

let nested = '{type: string, description: leaf}';
for (let i = 0; i < 11; i++) nested = `{type: object, additionalProperties: false, description: level, properties: {p: ${nested}}}`;
/** Over three limits: a root anyOf, 11 levels of nesting, 1001 enum values. */
const LIMITS = `name: t
description: Do a thing. Use it when asked.
parameters:
  type: object
  additionalProperties: false
  anyOf: [{required: [a]}]
  properties:
    a: ${nested}
    e: {type: string, description: Big, enum: [${Array.from({ length: 1001 }, (_, i) => `v${i}`).join(', ')}]}
`;
// livemcptool/fetch.json, fetch.url has format "uri": fine for an MCP client, outside OpenAI's strict subset.
const FETCH = JSON.stringify(
  { tools: [{ name: 'fetch', inputSchema: { type: 'object', properties: { url: { type: 'string', format: 'uri' }, tags: { type: 'array' } } } }] },
  null,
  2,
);

/** What strict mode's closing and nullable translation would lose: an untyped value, undeclared and optional "required" names, branches with other properties. */
const STRICT_MEANING = TOOL(`    v: {description: Any value}
    o:
      type: object
      description: Options
      required: [x, zz]
      properties:
        x: {type: string, description: X}
        y: {type: string, description: Y}
      anyOf:
        - {required: [y]}
        - {type: object, properties: {w: {type: string, description: W}}}
`);

new RuleTester().run('platform/openai-schema', {
  valid: [
    GOOD_TOOL,
    {
      name: 'a union of object shapes, branches narrowing a scalar type (the exporter gives them the type)',
      code: TOOL(`    shape:
      description: A circle or a square
      anyOf:
        - {type: object, additionalProperties: false, required: [r], properties: {r: {type: number, description: Radius}}}
        - {type: object, additionalProperties: false, required: [side], properties: {side: {type: number, description: Side}}}
    code: {type: string, description: Code, anyOf: [{pattern: "^a"}, {pattern: "^b"}]}
`),
    },
    { name: 'a description of exactly maxDescription characters', code: `name: t\ndescription: ${'x'.repeat(1024)}\nparameters: {type: object, additionalProperties: false, properties: {}}\n` },
    { name: 'off when openai is not a target', code: TOOL(`    url: {type: string, format: uri, description: Link}\n`), options: { targets: ['mcp'] } },
  ],
  invalid: [
    {
      name: 'strict-mode keywords, formats, free-form objects and arrays without items',
      code: TOOL(`    url: {type: string, format: uri, description: Link}
    tags: {type: array, uniqueItems: true, description: Tags}
    meta: {type: object, description: Anything}
    pick: {allOf: [{type: string}], description: One}
`),
      errors: [
        { messageId: 'format', line: 7, column: 33, message: FORMAT('uri', '"parameters" property "url"', 't') },
        { messageId: 'arrayItems', line: 8, column: 5, message: ARRAY_ITEMS('"parameters" property "tags"', 't') },
        {
          messageId: 'keyword',
          line: 8,
          column: 25,
          message: 'OpenAI strict mode does not support "uniqueItems" in "parameters" property "tags" of "t"; remove it and state the constraint in the description.',
        },
        {
          messageId: 'freeForm',
          line: 9,
          column: 5,
          message:
            '"parameters" property "meta" of "t" accepts arbitrary keys, which OpenAI strict mode cannot express (every object gets "additionalProperties": false); declare its properties or take a JSON string.',
        },
        {
          messageId: 'keyword',
          line: 10,
          column: 12,
          message: 'OpenAI strict mode does not support "allOf" in "parameters" property "pick" of "t"; remove it and state the constraint in the description.',
        },
      ],
    },
    {
      name: 'with strict off, only what non-strict calling rejects',
      code: TOOL(`    url: {type: string, format: uri, description: Link}
    tags: {type: array, description: Tags}
`),
      options: { strict: false },
      errors: [{ messageId: 'arrayItems', line: 8, column: 5, message: ARRAY_ITEMS('"parameters" property "tags"', 't') }],
    },
    {
      name: 'root anyOf, depth and enum limits',
      code: LIMITS,
      errors: [
        {
          messageId: 'enumValues',
          line: 3,
          column: 1,
          message: '"parameters" of "t" has 1001 enum values in total, more than the 1000 OpenAI strict mode allows; shorten the enums or take free text.',
        },
        {
          messageId: 'rootComposition',
          line: 6,
          column: 3,
          message: 'OpenAI strict mode does not accept "anyOf" at the root of "parameters" of "t"; split the variants into separate tools.',
        },
        {
          messageId: 'depth',
          line: 8,
          column: 805,
          message: '"parameters" property "a.p.p.p.p.p.p.p.p.p.p" of "t" is nested 11 levels deep, more than the 10 OpenAI strict mode allows; flatten the schema.',
        },
      ],
    },
    {
      name: 'a platform file, for what OpenAI accepts as sent, not for strict mode (which only the exporter adds)',
      code: FETCH,
      filename: 'tools.json',
      errors: [{ messageId: 'arrayItems', line: 12, column: 11, message: ARRAY_ITEMS('"inputSchema" property "tags"', 'fetch') }],
    },
    {
      // As `export --strict` does.
      name: 'a platform file, for strict mode when asked explicitly',
      code: FETCH,
      filename: 'tools.json',
      options: { strict: true },
      errors: [
        { messageId: 'format', line: 10, column: 23, message: FORMAT('uri', '"inputSchema" property "url"', 'fetch') },
        { messageId: 'arrayItems', line: 12, column: 11, message: ARRAY_ITEMS('"inputSchema" property "tags"', 'fetch') },
      ],
    },
    {
      name: 'oneOf below the root, which the exporter turns into anyOf, and tuple-form items',
      code: TOOL(`    pick: {oneOf: [{type: string}, {type: integer}], description: One}
    pair: {type: array, items: [{type: number}, {type: number}], description: Pair}
`),
      errors: [
        {
          messageId: 'oneOf',
          line: 7,
          column: 12,
          message:
            'OpenAI strict mode does not support "oneOf" in "parameters" property "pick" of "t"; `tooldoc export` turns it into "anyOf", which lets several branches match, so use anyOf or make the branches exclusive by their types.',
        },
        {
          messageId: 'tuple',
          line: 8,
          column: 25,
          message: '"parameters" property "pair" of "t" uses tuple-form "items", which OpenAI strict mode does not support; use one item schema.',
        },
      ],
    },
    {
      name: 'what strict mode would lose: an untyped value, required names undeclared or optional, a branch with other properties',
      code: STRICT_MEANING,
      errors: [
        {
          messageId: 'untyped',
          line: 7,
          column: 5,
          message: '"parameters" property "v" of "t" has no "type", which OpenAI strict mode requires of every schema, anyOf branches included; give it one (for a value of any type, take a JSON string).',
        },
        {
          messageId: 'undeclaredRequired',
          line: 11,
          column: 21,
          message:
            '"required" of "parameters" property "o" of "t" lists "zz", which it does not declare; OpenAI strict mode closes the object ("additionalProperties": false), so no value could have it; declare it or drop it from "required".',
        },
        {
          messageId: 'untyped',
          line: 16,
          column: 11,
          message: '"parameters" property "o" (anyOf[0]) of "t" has no "type", which OpenAI strict mode requires of every schema, anyOf branches included; give it one (for a value of any type, take a JSON string).',
        },
        {
          messageId: 'optionalRequired',
          line: 16,
          column: 23,
          message:
            '"required" of "parameters" property "o" (anyOf[0]) of "t" names "y", which "parameters" property "o" leaves optional; OpenAI strict mode sends every property (null when left out), so this requirement is always met; state it in the description instead.',
        },
        {
          messageId: 'splitObject',
          line: 17,
          column: 11,
          message:
            '"parameters" property "o" (anyOf[1]) of "t" declares other properties than the object it is part of; OpenAI strict mode closes each to its own properties ("additionalProperties": false), so each rejects the properties of the other; declare the same properties in both.',
        },
      ],
    },
    {
      name: 'a tool description longer than maxDescription, checked with strict mode off too',
      code: TOOL(`    a: {type: string, description: A}\n`),
      options: { strict: false, maxDescription: 20 },
      errors: [
        {
          messageId: 'description',
          line: 2,
          column: 1,
          message: '"description" of "t" is 30 characters, more than the 20 OpenAI has rejected ("string_above_max_length"); shorten it and move parameter details into the schema.',
        },
      ],
    },
    {
      name: 'more properties in total than maxProperties',
      code: TOOL(`    a: {type: string, description: A}
    b: {type: string, description: B}
    c: {type: string, description: C}
`),
      options: { maxProperties: 2 },
      errors: [
        { messageId: 'properties', line: 3, column: 1, message: '"parameters" of "t" has 3 properties in total, more than the 2 OpenAI strict mode allows; split the tool.' },
      ],
    },
    {
      name: 'an enum of over 250 values totalling over 15,000 characters',
      code: TOOL(`    code: {type: string, description: Code, enum: [${Array.from({ length: 251 }, (_, i) => 'v' + String(i).padStart(59, '0')).join(', ')}]}\n`),
      errors: [
        {
          messageId: 'largeEnum',
          line: 7,
          column: 45,
          message:
            'The enum of "parameters" property "code" of "t" has 251 values totalling 15060 characters, more than the 15000 OpenAI strict mode allows for an enum of over 250 values; shorten it.',
        },
      ],
    },
    {
      name: 'property names, enum and const values over 120,000 characters in all',
      code: TOOL(`    c: {const: ${'x'.repeat(120_001)}, description: C}\n`),
      errors: [
        {
          messageId: 'stringChars',
          line: 3,
          column: 1,
          message: 'Property names, enum and const values in "parameters" of "t" total 120002 characters, more than the 120000 OpenAI strict mode allows; shorten them.',
        },
      ],
    },
  ],
});
