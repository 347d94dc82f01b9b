import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const missing = (where: string, tool = 'get_weather') =>
  `${where} of "${tool}" does not set additionalProperties; add additionalProperties: false so agents cannot invent arguments (or true if free-form input is intended).`;

/** The two suggestions (false, then true), neither preferred: either changes which arguments the tool accepts. */
const fixes = (output: (value: boolean) => string) => [
  { title: 'Add "additionalProperties: false"', preferred: false, output: output(false) },
  { title: 'Add "additionalProperties: true" (free-form input)', preferred: false, output: output(true) },
];

/** `code` with `from` (found once) replaced by `to`. */
const replaced = (code: string, from: string, to: string) => {
  expect(code.split(from).length, `"${from}" once in the code`).toBe(2);
  return code.replace(from, to);
};

/** Five open objects in one tool (a flood). */
const FLOOD = params(
  'type: object',
  'additionalProperties: false',
  'properties:',
  ...['a', 'b', 'c', 'd', 'e'].map((o) => `  ${o}: {type: object, description: ${o.toUpperCase()}., properties: {x: {type: string, description: X.}}}`),
);

const NESTED = params(
  'type: object',
  'properties:',
  '  filters:',
  '    type: object',
  '    additionalProperties: false',
  '    properties:',
  '      range: {type: object, properties: {start: {type: string}}}',
  '  lines: {type: array, items: {type: object, properties: {sku: {type: string}}}}',
  'definitions:',
  '  address: {type: object}',
);

/** The same with the root closed: the nested objects' fixes, three findings (a fourth would be folded). */
const NESTED_CLOSED = NESTED.replace('  type: object\n  properties:', '  type: object\n  additionalProperties: false\n  properties:');

const JSON_TOOL = jsonParams({ type: 'object', properties: {} });
const CATALOG = 'tools:\n  - name: a\n    parameters: {type: object, additionalProperties: false}\n  - name: b\n    parameters: {type: object}\n';

/** Two tools sharing one definition through a YAML alias; the anchor is on line 2. */
const SHARED = [
  'x-defs: &addr',
  '  Address: {type: object, properties: {street: {type: string}}}',
  'tools:',
  '  - name: get_a',
  '    parameters: {type: object, additionalProperties: false, properties: {}, $defs: *addr}',
  '  - name: get_b',
  '    parameters: {type: object, additionalProperties: false, properties: {}, $defs: *addr}',
  '',
].join('\n');

/** Parameters whose keywords come in through YAML merge keys (`<<`), shared and inline. */
const MERGED = [
  'x-closed: &closed',
  '  type: object',
  '  additionalProperties: false',
  'name: get_weather',
  'description: Fetch it. Use it.',
  'parameters:',
  '  <<: *closed',
  '  properties:',
  '    city: {type: string, description: City}',
  '    unit:',
  '      <<: {type: object, additionalProperties: false}',
  '      properties: {name: {type: string}}',
  '',
].join('\n');

new RuleTester().run('parameters/additional-properties', {
  valid: [
    { name: 'additionalProperties: false brought in by a merge key (`<<: *anchor`, `<<: {…}`)', code: MERGED },
    {
      // bfcl/BFCL_v4_live_irrelevance.json, requests.get: params, headers and cookies are maps by nature.
      name: 'a map by name with no properties of its own (HTTP headers, query parameters) is open on purpose',
      code: params('type: object', 'additionalProperties: false', 'properties:', '  params: {type: object, description: Query parameters.}', '  headers: {type: object, description: HTTP headers.}'),
    },
    GOOD_TOOL,
    {
      name: 'explicit settings: true, a schema, patternProperties',
      code: params(
        'type: object',
        'additionalProperties: true',
        'properties:',
        '  labels: {type: object, additionalProperties: {type: string}}',
        '  headers: {type: object, patternProperties: {"^x-": {type: string}}}',
      ),
    },
  ],
  invalid: [
    {
      name: 'a flood of open objects is folded after the first two',
      code: FLOOD,
      errors: ['a', 'b']
        .map((o, i) => ({
          messageId: 'missing',
          line: 7 + i,
          column: 5,
          message: missing(`Object "${o}"`),
          fixes: fixes((value) => replaced(FLOOD, `${o}: {type: object,`, `${o}: {type: object, additionalProperties: ${value},`)),
        }))
        .concat([
          {
            messageId: 'more',
            line: 9,
            column: 5,
            message: '3 more objects of "get_weather" do not set additionalProperties: "c", "d" and "e"; add additionalProperties: false to each (or true where free-form input is intended).',
            related: [
              { file: 'tool.yaml', line: 9, column: 5, message: missing('Object "c"') },
              { file: 'tool.yaml', line: 10, column: 5, message: missing('Object "d"') },
              { file: 'tool.yaml', line: 11, column: 5, message: missing('Object "e"') },
            ],
          } as never,
        ]),
    },
    {
      name: 'the root, nested objects, objects in items and definitions; the fix adds the key after "type", in the style of the mapping',
      code: NESTED_CLOSED,
      errors: [
        { messageId: 'missing', line: 11, column: 9, message: missing('Object "filters.range"'), fixes: fixes((v) => replaced(NESTED_CLOSED, 'range: {type: object,', `range: {type: object, additionalProperties: ${v},`)) },
        { messageId: 'missing', line: 12, column: 26, message: missing('Object "lines[]"'), fixes: fixes((v) => replaced(NESTED_CLOSED, 'items: {type: object,', `items: {type: object, additionalProperties: ${v},`)) },
        { messageId: 'missing', line: 14, column: 5, message: missing('Object "definitions.address"'), fixes: fixes((v) => replaced(NESTED_CLOSED, 'address: {type: object}', `address: {type: object, additionalProperties: ${v}}`)) },
      ],
    },
    {
      name: 'the root: the fix adds the key after "type"',
      code: params('type: object', 'properties:', '  city: {type: string, description: City.}'),
      errors: [
        {
          messageId: 'missing',
          line: 3,
          column: 1,
          message: missing('"parameters"'),
          fixes: fixes((v) => params('type: object', `additionalProperties: ${v}`, 'properties:', '  city: {type: string, description: City.}')),
        },
      ],
    },
    {
      name: 'in JSON, a line of its own with its comma',
      code: JSON_TOOL,
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 4, column: 3, message: missing('"parameters"'), fixes: fixes((v) => replaced(JSON_TOOL, '"type": "object",\n', `"type": "object",\n    "additionalProperties": ${v},\n`)) }],
    },
    {
      name: 'in a catalog',
      code: CATALOG,
      errors: [{ messageId: 'missing', line: 5, column: 5, message: missing('"parameters"', 'b'), fixes: fixes((v) => replaced(CATALOG, 'parameters: {type: object}', `parameters: {type: object, additionalProperties: ${v}}`)) }],
    },
    {
      name: 'a merged mapping whose sources leave it open: at the mapping that merges, where the fix goes',
      code: MERGED.replace('  additionalProperties: false\n', ''),
      errors: [
        {
          messageId: 'missing',
          line: 5,
          column: 1,
          message: missing('"parameters"'),
          fixes: fixes((v) => MERGED.replace('  additionalProperties: false\n', '') + `  additionalProperties: ${v}\n`),
        },
      ],
    },
    {
      name: 'a definition shared through a YAML alias, once, at its anchor (where the fix goes too)',
      code: SHARED,
      errors: [{ messageId: 'missing', line: 2, column: 3, message: missing('Object "$defs.Address"', 'get_a'), fixes: fixes((v) => replaced(SHARED, 'Address: {type: object,', `Address: {type: object, additionalProperties: ${v},`)) }],
    },
    {
      name: 'no "type": after the last key, past its block and its comment',
      code: params('properties:', '  city:', '    type: string', '    description: City  # shown to the model'),
      errors: [
        {
          messageId: 'missing',
          line: 3,
          column: 1,
          message: missing('"parameters"'),
          fixes: fixes((v) => params('properties:', '  city:', '    type: string', '    description: City  # shown to the model', `additionalProperties: ${v}`)),
        },
      ],
    },
  ],
});

describe('parameters/additional-properties on a definition shared through a YAML alias', () => {
  it('names the other tool as related, and both tools still carry the defect in their grades', async () => {
    const { diagnostics, result } = await lintText(SHARED, 'parameters/additional-properties');
    expect(diagnostics.map((d) => [d.range.start.line, d.range.start.column, d.message])).toEqual([[2, 3, missing('Object "$defs.Address"', 'get_a')]]);
    expect(diagnostics[0]!.related).toEqual([
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers (expect.objectContaining) as any; the matcher is what this assertion means
      { file: 'tool.yaml', range: expect.objectContaining({ start: { line: 6, column: 5 } }), message: 'Also in tool "get_b", which shares this definition.' },
    ]);
    expect(result.tools.map((x) => x.level)).toEqual([0, 0]);
  });
});
