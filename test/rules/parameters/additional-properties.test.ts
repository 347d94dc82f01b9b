import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const missing = (where: string, tool = 'get_weather') =>
  `${where} of "${tool}" does not set additionalProperties; add additionalProperties: false so agents cannot invent arguments (or true if free-form input is intended).`;

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

new RuleTester().run('parameters/additional-properties', {
  valid: [
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
      name: 'the root, nested objects, objects in items and definitions',
      code: params(
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
      ),
      errors: [
        { messageId: 'missing', line: 3, column: 1, message: missing('"parameters"') },
        { messageId: 'missing', line: 10, column: 9, message: missing('Object "filters.range"') },
        { messageId: 'missing', line: 11, column: 26, message: missing('Object "lines[]"') },
        { messageId: 'missing', line: 13, column: 5, message: missing('Object "definitions.address"') },
      ],
    },
    {
      name: 'in JSON',
      code: jsonParams({ type: 'object', properties: {} }),
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 4, column: 3, message: missing('"parameters"') }],
    },
    {
      name: 'in a catalog',
      code: 'tools:\n  - name: a\n    parameters: {type: object, additionalProperties: false}\n  - name: b\n    parameters: {type: object}\n',
      errors: [{ messageId: 'missing', line: 5, column: 5, message: missing('"parameters"', 'b') }],
    },
    {
      name: 'a definition shared through a YAML alias, once, at its anchor',
      code: SHARED,
      errors: [{ messageId: 'missing', line: 2, column: 3, message: missing('Object "$defs.Address"', 'get_a') }],
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
