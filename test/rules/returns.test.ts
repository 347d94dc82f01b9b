import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();
/** A tool whose `returns:` key is on line 3; `body` lines follow from line 4, indented by two. */
const returns = (...body: string[]) => ['name: get_weather', 'description: Fetch it. Use it.', 'returns:', ...body.map((l) => `  ${l}`), ''].join('\n');
const jsonReturns = (schema: unknown) =>
  `{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "returns": ${JSON.stringify(schema, null, 2).replace(/\n/g, '\n  ')}\n}\n`;

describe('returns/required', () => {
  const rr = at('returns/required');
  it('passes a returns schema', async () => {
    expect(await t.findings(GOOD_TOOL, 'returns/required')).toEqual([]);
  });
  it('reports a missing block at the tool', async () => {
    expect(await t.findings('name: get_weather\ndescription: Fetch it. Use it.\nparameters: {}\n', 'returns/required')).toEqual([
      rr(1, 1, 'Tool "get_weather" has no "returns"; add a JSON Schema of what a successful call returns, with a one-line description.'),
    ]);
  });
  it.each([
    ['The weather.', 'a string'],
    ['[temperature]', 'an array'],
    ['true', 'a boolean'],
    ['null', 'null'],
  ])('reports returns: %s as %s', async (value, type) => {
    expect(await t.findings(`name: get_weather\ndescription: Fetch it. Use it.\nreturns: ${value}\n`, 'returns/required')).toEqual([
      rr(3, 1, `"returns" of "get_weather" is ${type}; it must be a JSON Schema object describing the success payload.`),
    ]);
  });
  it('reports in the second document and in JSON', async () => {
    const code = `${GOOD_TOOL}---\nname: get_forecast\ndescription: Fetch it. Use it.\nparameters: {}\n`;
    expect(await t.findings(code, 'returns/required')).toEqual([
      rr(29, 1, 'Tool "get_forecast" has no "returns"; add a JSON Schema of what a successful call returns, with a one-line description.'),
    ]);
    expect(await t.findings('{"name": "get_weather", "description": "Fetch it. Use it.",\n "returns": 5}\n', 'returns/required', { file: 'tool.json' })).toEqual([
      rr(2, 2, '"returns" of "get_weather" is a number; it must be a JSON Schema object describing the success payload.'),
    ]);
  });
});

describe('returns/description', () => {
  const rd = at('returns/description');
  const missing = (tool = 'get_weather') => `"returns" of "${tool}" has no description; summarise the payload in one line, with units, time zones and currencies.`;
  it('passes a described payload', async () => {
    expect(await t.findings(GOOD_TOOL, 'returns/description')).toEqual([]);
  });
  it('reports a missing, blank or non-string description at returns', async () => {
    expect(await t.findings(returns('type: object'), 'returns/description')).toEqual([rd(3, 1, missing())]);
    expect(await t.findings(returns('description: " "', 'type: object'), 'returns/description')).toEqual([rd(3, 1, missing())]);
    expect(await t.findings(returns('description: [a]', 'type: object'), 'returns/description')).toEqual([rd(3, 1, missing())]);
  });
  it('does not ask nested properties for the summary', async () => {
    expect(await t.findings(returns('description: Conditions.', 'type: object', 'properties: {temperature: {type: number}}'), 'returns/description')).toEqual([]);
  });
  it('leaves a returns block that is not a mapping to returns/required', async () => {
    expect(await t.findings('name: a\ndescription: Fetch. Use.\nreturns: text\n', 'returns/description')).toEqual([]);
  });
  it('reports in a catalog and in JSON', async () => {
    const code = 'tools:\n  - name: a\n    returns: {description: A list., type: array}\n  - name: b\n    returns: {type: array}\n';
    expect(await t.findings(code, 'returns/description')).toEqual([rd(5, 5, missing('b'))]);
    expect(await t.findings(jsonReturns({ type: 'object' }), 'returns/description', { file: 'tool.json' })).toEqual([rd(4, 3, missing())]);
  });
});

describe('returns/valid-schema', () => {
  const rv = at('returns/valid-schema');
  const invalid = (pointer: string, reason: string) => `"returns" of "get_weather" is not a valid JSON Schema at "${pointer}": ${reason}; fix the keyword.`;
  const TYPES = 'must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string"';
  it('passes valid schemas', async () => {
    expect(await t.findings(GOOD_TOOL, 'returns/valid-schema')).toEqual([]);
    expect(await t.findings(returns('description: Rows.', 'type: array', 'items: {type: object, properties: {id: {type: string}}}'), 'returns/valid-schema')).toEqual([]);
  });
  it('reports each problem at its keyword, at any depth', async () => {
    const code = returns(
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
    expect(await t.findings(code, 'returns/valid-schema')).toEqual([
      rv(7, 25, 'Returned field "temperature" of "get_weather" has type "float", which is not a JSON Schema type; use "number".'),
      rv(13, 30, invalid('/properties/readings/items/properties/at/format', 'must be string')),
      rv(14, 3, invalid('/required', 'must be array')),
    ]);
  });
  it('reports properties written as a list', async () => {
    expect(await t.findings(returns('description: Conditions.', 'type: object', 'properties: [temperature]'), 'returns/valid-schema')).toEqual([
      rv(6, 3, invalid('/properties', 'must be object')),
    ]);
  });
  it('reports an unresolvable $ref at the $ref', async () => {
    expect(await t.findings(returns('description: A user.', '$ref: "#/$defs/user"'), 'returns/valid-schema')).toEqual([
      rv(5, 3, invalid('/$ref', '$ref #/$defs/user cannot be resolved')),
    ]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonReturns({ description: 'x', type: 'dict' }), 'returns/valid-schema', { file: 'tool.json' })).toEqual([
      rv(6, 13, '"returns" of "get_weather" has type "dict", which is not a JSON Schema type; use "object".'),
    ]);
    expect(await t.findings(jsonReturns({ description: 'x', type: 'dikt' }), 'returns/valid-schema', { file: 'tool.json' })).toEqual([rv(6, 5, invalid('/type', TYPES))]);
  });
  it('names the JSON Schema type for "any", and speaks the file\'s vocabulary (BFCL\'s "response")', async () => {
    // bfcl/multi_turn_func_doc/math_api.json: "response": {"type": "dict", ...}.
    const bfcl = JSON.stringify([{ name: 'mean', description: 'Mean.', parameters: { type: 'object', properties: {} }, response: { type: 'dict', properties: { result: { type: 'any' } } } }], null, 2);
    expect(await t.findings(bfcl, 'returns/valid-schema', { file: 'functions.json' })).toEqual([
      rv(10, 15, '"response" of "mean" has type "dict", which is not a JSON Schema type; use "object".'),
      rv(13, 19, 'Returned field "result" of "mean" has type "any", which is not a JSON Schema type; leave "type" out to accept any value.'),
    ]);
  });
});

t.coversEveryMessage(['returns/required', 'returns/description', 'returns/valid-schema']);
