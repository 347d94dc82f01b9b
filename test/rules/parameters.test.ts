import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();

/** A tool whose `parameters:` key is on line 3; `body` lines follow from line 4, indented by two. */
const params = (...body: string[]) => ['name: get_weather', 'description: Fetch it. Use it.', 'parameters:', ...body.map((l) => `  ${l}`), ''].join('\n');
/** The same in JSON: `"parameters":` on line 4, column 3; `schema` pretty-printed after it. */
const jsonParams = (schema: unknown) =>
  `{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "parameters": ${JSON.stringify(schema, null, 2).replace(/\n/g, '\n  ')}\n}\n`;

describe('parameters/required', () => {
  const req = at('parameters/required');
  it('passes a parameters mapping, even an empty one', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/required')).toEqual([]);
    expect(await t.findings('name: list_cities\ndescription: List them. Use it.\nparameters: {}\n', 'parameters/required')).toEqual([]);
  });
  it('reports a missing block at the tool', async () => {
    expect(await t.findings('name: list_cities\ndescription: List them. Use it.\nreturns: {type: array}\n', 'parameters/required')).toEqual([
      req(1, 1, 'Tool "list_cities" has no "parameters"; add a JSON Schema with type: object (properties: {} if it takes no arguments).'),
    ]);
  });
  it.each([
    ['"x"', 'a string'],
    ['[city]', 'an array'],
    ['null', 'null'],
    ['3', 'a number'],
  ])('reports parameters: %s as %s', async (value, type) => {
    expect(await t.findings(`name: get_weather\ndescription: Fetch it. Use it.\nparameters: ${value}\n`, 'parameters/required')).toEqual([
      req(3, 1, `"parameters" of "get_weather" is ${type}; it must be a JSON Schema object with type: object.`),
    ]);
  });
  it('reports each catalog entry and JSON at the right place', async () => {
    const code = 'tools:\n  - name: a\n    parameters: {}\n  - name: b\n    description: Fetch b. Use it.\n    returns: {}\n';
    expect(await t.findings(code, 'parameters/required')).toEqual([
      req(4, 5, 'Tool "b" has no "parameters"; add a JSON Schema with type: object (properties: {} if it takes no arguments).'),
    ]);
    const json = '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "parameters": "x"\n}\n';
    expect(await t.findings(json, 'parameters/required', { file: 'tool.json' })).toEqual([
      req(4, 3, '"parameters" of "get_weather" is a string; it must be a JSON Schema object with type: object.'),
    ]);
  });
});

describe('parameters/valid-schema', () => {
  const valid = at('parameters/valid-schema');
  const invalid = (pointer: string, reason: string) =>
    `"parameters" of "get_weather" is not a valid JSON Schema at "${pointer}": ${reason}; fix the keyword so agents and validators read it the same way.`;
  const TYPES = 'must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string"';

  it('passes valid schemas in every supported dialect', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/valid-schema')).toEqual([]);
    const modern = params(
      '$schema: https://json-schema.org/draft/2020-12/schema',
      'type: object',
      'properties:',
      '  point: {type: array, prefixItems: [{type: number}, {type: number}], description: Latitude and longitude}',
      '  address: {$ref: "#/$defs/address"}',
      '$defs:',
      '  address: {type: object, properties: {city: {type: string}}}',
    );
    expect(await t.findings(modern, 'parameters/valid-schema')).toEqual([]);
  });
  it('reports a misspelt type at the keyword', async () => {
    expect(await t.findings(params('type: object', 'properties:', '  city: {type: strin, description: City}'), 'parameters/valid-schema')).toEqual([
      valid(6, 12, invalid('/properties/city/type', TYPES)),
    ]);
  });
  it("reports BFCL's dict type and a required flag", async () => {
    expect(await t.findings(params('type: dict', 'required: true', 'properties: {}'), 'parameters/valid-schema')).toEqual([
      valid(4, 3, invalid('/type', TYPES)),
      valid(5, 3, invalid('/required', 'must be array')),
    ]);
  });
  it('reports a pattern that is not a regular expression', async () => {
    const code = params('type: object', 'properties:', '  code: {type: string, pattern: "[a-z", description: Code}', 'patternProperties:', '  "(": {type: string}');
    expect(await t.findings(code, 'parameters/valid-schema')).toEqual([
      valid(6, 26, invalid('/properties/code/pattern', 'Invalid regular expression: /[a-z/: Unterminated character class')),
    ]);
  });
  it('reports a $ref that does not resolve at the $ref', async () => {
    expect(await t.findings(params('type: object', 'properties:', '  city: {$ref: "#/definitions/city"}'), 'parameters/valid-schema')).toEqual([
      valid(6, 12, invalid('/properties/city/$ref', '$ref #/definitions/city cannot be resolved')),
    ]);
  });
  it('compiles a $ref cycle without looping', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  node: {$ref: "#/definitions/node"}',
      'definitions:',
      '  node: {type: object, properties: {child: {$ref: "#/definitions/node"}}}',
    );
    expect(await t.findings(code, 'parameters/valid-schema')).toEqual([]);
  });
  it('reports nested keywords at depth 3 and inside items', async () => {
    const code = params(
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
    );
    expect(await t.findings(code, 'parameters/valid-schema')).toEqual([
      valid(12, 31, invalid('/properties/a/properties/b/properties/c/minProperties', 'must be >= 0')),
      valid(13, 47, invalid('/properties/tags/items/maxLength', 'must be integer')),
    ]);
  });
  it('positions problems under __proto__ and unicode keys', async () => {
    const code = params('type: object', 'properties:', '  __proto__: {type: strin}', '  "città": {type: 5}');
    expect(await t.findings(code, 'parameters/valid-schema')).toEqual([
      valid(6, 17, invalid('/properties/__proto__/type', TYPES)),
      valid(7, 15, invalid('/properties/città/type', TYPES)),
    ]);
  });
  it('reports in JSON at the keyword', async () => {
    const json = jsonParams({ type: 'object', properties: { city: { type: 'txt' } } });
    expect(await t.findings(json, 'parameters/valid-schema', { file: 'tool.json' })).toEqual([valid(8, 9, invalid('/properties/city/type', TYPES))]);
  });
  it('names the JSON Schema type for the type names of other languages (the BFCL dialect), at the value', async () => {
    // bfcl/BFCL_v4_irrelevance.json, calculate_magnetic_field.current: "float"; bfcl/multi_turn_func_doc: "any".
    const code = params('type: object', 'properties:', '  current: {type: float, description: Amperes}', '  value: {type: any, description: Anything}', '  tags: {type: tuple, description: Tags}');
    expect(await t.findings(code, 'parameters/valid-schema')).toEqual([
      valid(6, 21, 'Parameter "current" of "get_weather" has type "float", which is not a JSON Schema type; use "number".'),
      valid(7, 19, 'Parameter "value" of "get_weather" has type "any", which is not a JSON Schema type; leave "type" out to accept any value.'),
      valid(8, 18, 'Parameter "tags" of "get_weather" has type "tuple", which is not a JSON Schema type; use "array".'),
    ]);
  });
  it('leaves a root type other than object to parameters/root-object (one finding per defect)', async () => {
    const { findings } = await lintText(params('type: dict', 'properties: {}'), ['parameters/valid-schema', 'parameters/root-object']);
    expect(findings).toEqual([
      { ruleId: 'parameters/root-object', line: 4, column: 9, message: '"parameters" of "get_weather" has type "dict", which is not a JSON Schema type; write type: object.' },
    ]);
  });
  it('leaves a parameters block that is not a mapping to parameters/required', async () => {
    expect(await t.findings('name: a\ndescription: Fetch. Use.\nparameters: x\n', 'parameters/valid-schema')).toEqual([]);
  });
});

describe('parameters/root-object', () => {
  const root = at('parameters/root-object');
  it('passes type: object', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/root-object')).toEqual([]);
  });
  it('reports a missing type at parameters', async () => {
    expect(await t.findings(params('properties: {}'), 'parameters/root-object')).toEqual([
      root(3, 1, '"parameters" of "get_weather" has no "type"; set type: object at its root.'),
    ]);
  });
  it('names "object" for BFCL\'s "dict" (bfcl/*.json: every tool\'s root)', async () => {
    expect(await t.findings(params('type: dict', 'properties: {}'), 'parameters/root-object')).toEqual([
      root(4, 9, '"parameters" of "get_weather" has type "dict", which is not a JSON Schema type; write type: object.'),
    ]);
  });
  it.each([
    ['array', '"array"', 9],
    ['[object, "null"]', '["object","null"]', 9],
    ['123', '123', 9],
  ])('reports type: %s at the value', async (value, shown, column) => {
    expect(await t.findings(params(`type: ${value}`), 'parameters/root-object')).toEqual([
      root(4, column, `"parameters" of "get_weather" has type ${shown}; the root must be type: object, with the arguments as its properties.`),
    ]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonParams({ type: 'string' }), 'parameters/root-object', { file: 'tool.json' })).toEqual([
      root(5, 13, '"parameters" of "get_weather" has type "string"; the root must be type: object, with the arguments as its properties.'),
    ]);
  });
});

describe('parameters/property-description', () => {
  const pd = at('parameters/property-description');
  const missing = (p: string, tool = 'get_weather') => `Parameter "${p}" of "${tool}" has no description; say what value the agent should pass, with units and format.`;
  it('passes described properties', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/property-description')).toEqual([]);
  });
  it('reports properties at every depth, in items, additionalProperties and branches', async () => {
    const code = params(
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
    );
    expect(await t.findings(code, 'parameters/property-description')).toEqual([
      pd(6, 5, missing('city')),
      pd(11, 9, missing('filters.status')),
      pd(16, 13, missing('filters.range.start')),
      pd(23, 11, missing('lines[].sku')),
      pd(27, 57, missing('labels{}.value')),
      pd(31, 39, missing('target.email')),
      pd(32, 5, missing('flag')),
      pd(33, 5, missing('count')),
    ]);
  });
  it('handles __proto__ and unicode property names', async () => {
    const code = params('type: object', 'properties:', '  __proto__: {type: string}', '  "名前": {type: string}');
    expect(await t.findings(code, 'parameters/property-description')).toEqual([pd(6, 5, missing('__proto__')), pd(7, 5, missing('名前'))]);
  });
  it('reports in JSON at the property key', async () => {
    const json = jsonParams({ type: 'object', properties: { city: { type: 'string' } } });
    expect(await t.findings(json, 'parameters/property-description', { file: 'tool.json' })).toEqual([pd(7, 7, missing('city'))]);
  });
  it('reports in the second document of a file', async () => {
    const code = `${GOOD_TOOL}---\n${params('type: object', 'properties:', '  day: {type: string}')}`;
    expect(await t.findings(code, 'parameters/property-description')).toEqual([pd(34, 5, missing('day'))]);
  });
});

describe('parameters/required-explicit', () => {
  const re = at('parameters/required-explicit');
  const missing = (where: string, names: string, tool = 'get_weather') =>
    `${where} of "${tool}" does not say whether ${names} ${names.includes(',') || names.includes(' and ') ? 'are' : 'is'} required; list the required ones in required (required: [] if none is).`;
  const unknown = (p: string, where = '"parameters"') => `"required" of ${where} in "get_weather" lists "${p}", which is not a declared property; fix the name or declare it.`;
  it('passes explicit lists, including empty ones', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/required-explicit')).toEqual([]);
    expect(await t.findings(params('type: object', 'required: []', 'properties:', '  city: {type: string}'), 'parameters/required-explicit')).toEqual([]);
    expect(await t.findings(params('type: object', 'properties: {}'), 'parameters/required-explicit')).toEqual([]);
  });
  it('counts a property its description calls optional as evidently optional', async () => {
    // livemcptool/mcp-simple-arxiv.json, list_categories.primary_category.
    const code = params('type: object', 'properties:', "  primary_category: {type: string, description: \"Optional: filter by primary category (e.g., 'cs')\"}");
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([]);
  });
  it('passes objects whose every property has a default: they are evidently optional', async () => {
    // livemcptool/basic-memory.json, recent_activity (FastMCP leaves "required" out when nothing is required).
    const code = params('type: object', 'properties:', '  depth: {type: integer, default: 1, description: Depth}', '  project: {anyOf: [{type: string}, {type: "null"}], default: null, description: Project}');
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([]);
  });
  it('reports a missing list at the root, naming the properties without a default, and leaves nested option objects alone', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  filters:',
      '    type: object',
      '    properties: {status: {type: string}, state: {type: string, default: open}}',
      '  a: {}',
      '  b: {}',
      '  c: {}',
    );
    // bfcl/BFCL_v4_live_irrelevance.json, requests.get: nested "cookies", "proxies", "headers" are bags of optional keys.
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([re(3, 1, missing('"parameters"', '"filters", "a", "b" and 1 more'))]);
  });
  it('reports names that are not declared, at the name', async () => {
    const code = params('type: object', 'required: [city, cty]', 'properties:', '  city: {type: string}');
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([re(5, 20, unknown('cty'))]);
    const nested = params('type: object', 'required: []', 'properties:', '  f: {type: object, required: [x], properties: {y: {type: string}}}');
    expect(await t.findings(nested, 'parameters/required-explicit')).toEqual([re(7, 34, unknown('x', 'object "f"'))]);
  });
  it('does not take __proto__ for a declared property', async () => {
    const code = params('type: object', 'required: [__proto__, toString]', 'properties:', '  city: {type: string}');
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([re(5, 14, unknown('__proto__')), re(5, 25, unknown('toString'))]);
  });
  it('leaves a required that is not a list to parameters/valid-schema', async () => {
    expect(await t.findings(params('type: object', 'required: true', 'properties: {city: {type: string}}'), 'parameters/required-explicit')).toEqual([]);
  });
  it('reports in JSON, and in the file\'s own vocabulary (MCP inputSchema)', async () => {
    const json = jsonParams({ type: 'object', required: ['town'], properties: { city: { type: 'string' } } });
    expect(await t.findings(json, 'parameters/required-explicit', { file: 'tool.json' })).toEqual([re(7, 7, unknown('town'))]);
    const mcp = JSON.stringify({ tools: [{ name: 'get_weather', description: 'x', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } }] }, null, 2);
    expect(await t.findings(mcp, 'parameters/required-explicit', { file: 'tools.json' })).toEqual([re(6, 7, missing('"inputSchema"', '"city"'))]);
  });
});

describe('parameters/additional-properties', () => {
  const ap = at('parameters/additional-properties');
  const missing = (where: string, tool = 'get_weather') =>
    `${where} of "${tool}" does not set additionalProperties; add additionalProperties: false so agents cannot invent arguments (or true if free-form input is intended).`;
  it('passes explicit settings: false, true, a schema, patternProperties', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/additional-properties')).toEqual([]);
    const code = params(
      'type: object',
      'additionalProperties: true',
      'properties:',
      '  labels: {type: object, additionalProperties: {type: string}}',
      '  headers: {type: object, patternProperties: {"^x-": {type: string}}}',
    );
    expect(await t.findings(code, 'parameters/additional-properties')).toEqual([]);
  });
  it('reports the root, nested objects, objects in items and definitions', async () => {
    const code = params(
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
    expect(await t.findings(code, 'parameters/additional-properties')).toEqual([
      ap(3, 1, missing('"parameters"')),
      ap(10, 9, missing('Object "filters.range"')),
      ap(11, 26, missing('Object "lines[]"')),
      ap(13, 5, missing('Object "definitions.address"')),
    ]);
  });
  it('reports in JSON and in a catalog', async () => {
    expect(await t.findings(jsonParams({ type: 'object', properties: {} }), 'parameters/additional-properties', { file: 'tool.json' })).toEqual([
      ap(4, 3, missing('"parameters"')),
    ]);
    const code = 'tools:\n  - name: a\n    parameters: {type: object, additionalProperties: false}\n  - name: b\n    parameters: {type: object}\n';
    expect(await t.findings(code, 'parameters/additional-properties')).toEqual([ap(5, 5, missing('"parameters"', 'b'))]);
  });
  it('reports a definition shared through a YAML alias once, at its anchor', async () => {
    const code = [
      'x-defs: &addr',
      '  Address: {type: object, properties: {street: {type: string}}}',
      'tools:',
      '  - name: get_a',
      '    parameters: {type: object, additionalProperties: false, properties: {}, $defs: *addr}',
      '  - name: get_b',
      '    parameters: {type: object, additionalProperties: false, properties: {}, $defs: *addr}',
      '',
    ].join('\n');
    const { diagnostics, result } = await lintText(code, 'parameters/additional-properties');
    expect(diagnostics.map((d) => [d.range.start.line, d.range.start.column, d.message])).toEqual([[2, 3, missing('Object "$defs.Address"', 'get_a')]]);
    expect(diagnostics[0]!.related).toEqual([{ file: 'tool.yaml', range: expect.objectContaining({ start: { line: 6, column: 5 } }), message: 'Also in tool "get_b", which shares this definition.' }]);
    // Both tools still carry the defect in their grades.
    expect(result.tools.map((x) => x.level)).toEqual([0, 0]);
  });
});

describe('parameters/enum-for-closed-set', () => {
  const en = at('parameters/enum-for-closed-set');
  const missing = (p: string, phrase: string) =>
    `Parameter "${p}" of "get_weather" lists its values in prose ("${phrase}") but has no enum; declare them in enum so the agent cannot guess.`;
  const prop = (description: string, extra = '') => params('type: object', 'properties:', `  period: {type: string${extra}, description: ${JSON.stringify(description)}}`);
  it('passes enums, open sets and other types', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/enum-for-closed-set')).toEqual([]);
    for (const text of ["Project ID; must be one of the user's projects.", 'Either a city name or coordinates.', 'Free text.']) {
      expect(await t.findings(prop(text), 'parameters/enum-for-closed-set')).toEqual([]);
    }
    expect(await t.findings(prop('One of: daily, weekly.', ', enum: [daily, weekly]'), 'parameters/enum-for-closed-set')).toEqual([]);
    expect(await t.findings(params('type: object', 'properties:', '  n: {type: integer, description: "One of: 1, 2, 3."}'), 'parameters/enum-for-closed-set')).toEqual([]);
  });
  it.each([
    // bfcl/BFCL_v4_live_multiple.json, get_movies.movie_language: examples, not the set.
    "The language of the movies to filter by, such as 'Hindi', 'English', 'Malayalam', 'Telugu', or 'Punjabi'.",
    // bfcl/BFCL_v4_live_multiple.json, product_search.color.
    "The color of the product. For example, 'red', 'blue', or 'green'.",
    // bfcl/BFCL_v4_multiple.json, get_collectables_in_season.item_type: "etc." keeps it open.
    "The type of item to search for. Default is 'all'. Possible values: 'all', 'bug', 'fish', 'sea creatures', etc.",
    'e.g. daily|weekly',
    "One of: 'compact', 'full', or a custom template name.",
    'Known values: a, b, c (not exhaustive).',
    // bfcl/BFCL_v4_live_irrelevance.json, inventory_management.color.
    "Specific color to check. Example values could be 'Red', 'Blue', or 'Green'.",
    "Either 'asc', 'desc' or any other sort the index supports.",
    // Two parameters that exclude each other, not two values.
    'Text to find; either text or regex must be provided, not both.',
    'A regular expression such as foo|bar.',
  ])('passes the open set %j', async (text) => {
    expect(await t.findings(prop(text), 'parameters/enum-for-closed-set')).toEqual([]);
  });
  it.each([
    ['Reporting period, one of: daily, weekly, monthly.', 'one of: daily, weekly, monthly.'],
    ['One of daily, weekly or monthly.', 'One of daily, weekly or monthly.'],
    // bfcl/BFCL_v4_live_irrelevance.json, get_weather_forecast.units.
    ["The units of measurement for the weather forecast, either 'metric' or 'imperial'.", "either 'metric' or 'imperial'."],
    // bfcl/BFCL_v4_parallel_multiple.json, calculate_gcd.algorithm.
    ["The specific algorithm to use in the calculation. Supported values: 'euclidean', 'binary'", "Supported values: 'euclidean', 'binary'"],
    // bfcl/unused_datasets/question/BFCL_v4_exec_multiple.json, get_stock_history.interval.
    ['The interval of the stock history. Allows one of following : 5m|15m|30m|1h|1d|1wk|1mo|3mo', 'one of following : 5m|15m|30m|1h|1d|1wk|1mo|3mo'],
    ['Values are: daily, weekly.', 'Values are: daily, weekly.'],
    ['Period (daily|weekly|monthly).', '(daily|weekly|monthly).'],
    ["Period: 'daily', 'weekly' or 'monthly'.", "'daily', 'weekly' or 'monthly'."],
    // bfcl/BFCL_v4_live_parallel.json, log_food.meal_name: the whole list is quoted.
    ["The meal. Options include 'breakfast', 'lunch', 'dinner', or 'snack'.", "'breakfast', 'lunch', 'dinner', or 'snack'."],
  ])('reports %j, quoting the words', async (text, phrase) => {
    expect(await t.findings(prop(text), 'parameters/enum-for-closed-set')).toEqual([en(6, 5, missing('period', phrase))]);
  });
  it('reports nested properties and array items by their names', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  filters:',
      '    type: object',
      '    properties:',
      '      status: {type: string, description: "One of: open, closed."}',
      '  tags:',
      '    type: array',
      '    items: {type: string, description: "Either red or blue."}',
    );
    expect(await t.findings(code, 'parameters/enum-for-closed-set')).toEqual([
      en(9, 9, missing('filters.status', 'One of: open, closed.')),
      en(12, 7, missing('tags[]', 'Either red or blue.')),
    ]);
  });
  it('reports in JSON', async () => {
    const json = jsonParams({ type: 'object', properties: { order: { type: 'string', description: 'asc|desc' } } });
    expect(await t.findings(json, 'parameters/enum-for-closed-set', { file: 'tool.json' })).toEqual([en(7, 7, missing('order', 'asc|desc'))]);
  });
});

describe('parameters/format', () => {
  const fm = at('parameters/format');
  const missing = (p: string, evidence: string, f: string) => `Parameter "${p}" of "get_weather" has no format, but ${evidence}; add format: ${f}.`;
  const one = (name: string, description: string, extra = '') =>
    params('type: object', 'properties:', `  ${name}: {type: string${extra}, description: ${JSON.stringify(description)}}`);
  it('passes declared formats and what is not evidently one format', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/format')).toEqual([]);
    const quiet: Array<[string, string, string?]> = [
      ['due_date', 'Due day.', ', format: date'],
      ['sort_on', 'Field to sort on.'],
      ['query', 'Search text, URL-encoded.'],
      ['path', 'The URL path of the page.'],
      ['since', 'Unix timestamp in seconds, as a string.'],
      ['day', 'A day, as YYYY-MM-DD.', ', pattern: "^\\\\d{4}-\\\\d{2}-\\\\d{2}$"'],
      ['kind', 'Either date or url.', ', enum: [date, url]'],
      // A word is not a format: no date-time for "timestamp", no date for "date" alone.
      ['ts', 'Timestamp of the event.'],
      ['created_at', 'When it was created.'],
      ['due_date', 'Due day.'],
      ['sort', 'Sort key such as -timestamp.'],
      ['filename', 'Output file name; {timestamp} is replaced by the time of the export.'],
      // bfcl/BFCL_v4_live_irrelevance.json, get_sensor_alerts.endingBefore.
      ['endingBefore', 'A server-defined token indicating the end of the page, often a timestamp or ID.'],
      // bfcl/BFCL_v4_live_irrelevance.json, user_authenticate.username.
      ['username', 'The unique identifier for the user, typically an email address.'],
      // Non-ISO or several formats, and format strings themselves (bfcl/BFCL_v4_irrelevance.json, get_local_time.date_format).
      ['decision_date', "The date and time when the decision was made, in the format of 'YYYY-MM-DD HH:MM:SS'."],
      ['date', "The date of the event, formatted as 'MM/DD/YYYY'."],
      ['to_date', 'The end date of the booking. The format is MM-DD-YYYY.'],
      ['since', 'YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS.'],
      ['start', 'Start date as YYYY-MM-DD, or "today".'],
      ['date_format', "The expected string format for dates, such as 'YYYY-MM-DD'."],
      // livemcptool/youtube-transcript.json, get_transcript.url; livemcptool/mcp-deepwiki.json, deepwiki_fetch.url.
      ['url', 'YouTube video URL or ID'],
      ['url', 'should be a URL, owner/repo name (e.g. "vercel/ai"), a two-word "owner repo" form (e.g. "vercel ai"), or a single library keyword'],
      ['remote_url', 'Git remote, HTTPS or SSH (git@github.com:org/repo.git).'],
      ['url_filter', 'Regex applied to each URL.'],
      ['id', 'GUID of the document.'],
      // bfcl/BFCL_v4_live_irrelevance.json, get_sensor_readings_latest.endingBefore: a hedged page token.
      ['endingBefore', "Token indicating the end of the page, typically a timestamp in the format 'YYYY-MM-DDTHH:MM:SSZ'."],
      // bfcl/BFCL_v4_live_multiple.json, searchCPE.lastModStartDate: a time of day after the date.
      ['lastModStartDate', "The start date, in the format 'YYYY-MM-DD 00:00' UTC."],
    ];
    for (const [name, text, extra] of quiet) expect(await t.findings(one(name, text, extra), 'parameters/format'), `${name}: ${text}`).toEqual([]);
    expect(await t.findings(params('type: object', 'properties:', '  created_at: {type: integer, description: Seconds.}'), 'parameters/format')).toEqual([]);
    // bfcl/BFCL_v4_live_irrelevance.json, Events_3_FindEvents.date: a default of another shape.
    expect(await t.findings(params('type: object', 'properties:', "  date: {type: string, default: current_date, description: \"The date, formatted as 'YYYY-MM-DD'.\"}"), 'parameters/format')).toEqual([]);
    // livemcptool/osm-mcp-server.json, analyze_commute.depart_at: a name alone says nothing of the format.
    expect(await t.findings(params('type: object', 'properties:', '  depart_at: {type: string, default: null, title: Depart At}'), 'parameters/format')).toEqual([]);
  });
  it.each([
    // livemcptool/airbnb.json, airbnb_search.checkin.
    ['checkin', 'Check-in date (YYYY-MM-DD)', 'its description says "YYYY-MM-DD"', 'date'],
    // livemcptool/12306-mcp.json, get-tickets.date.
    ['date', '查询日期，格式为 "yyyy-MM-dd"。', 'its description says "yyyy-MM-dd"', 'date'],
    ['day', 'The day, in ISO 8601 date form.', 'its description says "ISO 8601 date"', 'date'],
    ['since', 'An ISO 8601 timestamp.', 'its description says "ISO 8601 timestamp"', 'date-time'],
    ['at', 'When to send it (RFC 3339).', 'its description says "RFC 3339"', 'date-time'],
    // livemcptool/Bazi.json, getChineseCalendar.solarDatetime: an example with an offset.
    ['solarDatetime', '用ISO时间格式表示的公历时间. 例如：`2008-03-01T13:00:00+08:00`。', 'its description says "2008-03-01T13:00:00+08:00"', 'date-time'],
    ['contact_email', 'Who to notify.', 'its name is "contact_email"', 'email'],
    ['homepage', 'The site.', 'its name is "homepage"', 'uri'],
    // livemcptool/fetch.json is already right; livemcptool/npx_fetch.json, fetch_html.url is not.
    ['url', 'URL of the website to fetch', 'its name is "url"', 'uri'],
  ])('reports %s (%j)', async (name, text, evidence, format) => {
    expect(await t.findings(one(name, text), 'parameters/format')).toEqual([fm(6, 5, missing(name, evidence, format))]);
  });
  it('reads what the tool description says of an undescribed parameter: a docstring entry or a "<name> format:" section', async () => {
    const withDescription = (description: string) =>
      [`name: get_weather`, `description: ${JSON.stringify(description)}`, 'parameters:', '  type: object', '  properties:', '    url: {type: string, title: Url}', ''].join('\n');
    // livemcptool/basic-memory.json, build_context: "Memory URL Format:" and its list take paths too.
    const paths = 'Build context from a memory:// URI.\n\n    Memory URL Format:\n    - Use paths like "folder/note" or "memory://folder/note"\n    - Pattern matching: "folder/*"\n\n    Timeframes: "2 days ago".';
    expect(await t.findings(withDescription(paths), 'parameters/format')).toEqual([]);
    expect(await t.findings(withDescription('Open a page.\n\nArgs:\n    url: Page URL or a path relative to the site root\n    depth: How deep'), 'parameters/format')).toEqual([]);
    // livemcptool/ppt.json, manage_hyperlinks: the docstring entry says nothing against a URI.
    expect(await t.findings(withDescription('Manage hyperlinks.\n\nArgs:\n    text: Text to link\n    url: URL for the hyperlink\n    run_index: Index of the run'), 'parameters/format')).toEqual([
      fm(6, 5, missing('url', 'its name is "url"', 'uri')),
    ]);
    // livemcptool/music-analysis.json, download_from_url: "path" said of the result, not of the parameter.
    expect(await t.findings(withDescription('Downloads a file from a given URL and returns the path to the downloaded file.'), 'parameters/format')).toEqual([
      fm(6, 5, missing('url', 'its name is "url"', 'uri')),
    ]);
  });
  it('checks nested properties and types that include string', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  filters:',
      '    type: object',
      '    description: Filters.',
      '    properties:',
      '      since_date: {type: [string, "null"], description: Start day as YYYY-MM-DD.}',
    );
    expect(await t.findings(code, 'parameters/format')).toEqual([fm(10, 9, missing('filters.since_date', 'its description says "YYYY-MM-DD"', 'date'))]);
  });
  it('reports in JSON', async () => {
    const json = jsonParams({ type: 'object', properties: { website: { type: 'string', description: 'Site.' } } });
    expect(await t.findings(json, 'parameters/format', { file: 'tool.json' })).toEqual([fm(7, 7, missing('website', 'its name is "website"', 'uri'))]);
  });
});

describe('parameters/max-depth', () => {
  const md = at('parameters/max-depth');
  const deep = (p: string, depth: number, max = 2) => `Parameter "${p}" of "get_weather" is nested ${depth} levels deep, over ${max}; flatten it into top-level parameters.`;
  const nested = params(
    'type: object',
    'properties:',
    '  trip:',
    '    type: object',
    '    properties:',
    '      dates:',
    '        type: object',
    '        properties:',
    '          depart: {type: object, properties: {day: {type: string}}}',
    '          depart_2: {type: string}',
    '      legs:',
    '        type: array',
    '        items: {type: object, properties: {from: {type: string}}}',
  );
  it('passes depth 2 (arrays add no level)', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/max-depth')).toEqual([]);
    const code = params('type: object', 'properties:', '  lines:', '    type: array', '    items: {type: object, properties: {sku: {type: string}}}');
    expect(await t.findings(code, 'parameters/max-depth')).toEqual([]);
  });
  it('reports each object past the limit once, at its first property, and not its descendants', async () => {
    // One finding per object that sits too deep (trip.dates, trip.legs[]), at its first property.
    expect(await t.findings(nested, 'parameters/max-depth')).toEqual([md(12, 13, deep('trip.dates.depart', 3)), md(16, 46, deep('trip.legs[].from', 3))]);
  });
  it('takes max as an option', async () => {
    expect(await t.findings(nested, 'parameters/max-depth', { options: { max: 1 } })).toEqual([md(9, 9, deep('trip.dates', 2, 1))]);
    expect(await t.findings(nested, 'parameters/max-depth', { options: { max: 4 } })).toEqual([]);
  });
  it('reports in JSON', async () => {
    const json = jsonParams({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } } } });
    expect(await t.findings(json, 'parameters/max-depth', { file: 'tool.json' })).toEqual([md(13, 15, deep('a.b.c', 3))]);
  });
});

describe('parameters/no-top-level-composition', () => {
  const nc = at('parameters/no-top-level-composition');
  const msg = (k: string) => `"parameters" of "get_weather" uses ${k} at the top level; split the alternatives into separate tools.`;
  it('passes a plain root and composition inside properties', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/no-top-level-composition')).toEqual([]);
    const code = params('type: object', 'allOf: [{required: [id]}]', 'properties:', '  id: {anyOf: [{type: string}, {type: integer}], description: ID}');
    expect(await t.findings(code, 'parameters/no-top-level-composition')).toEqual([]);
  });
  it('reports oneOf and anyOf at the root, at the keyword', async () => {
    const code = params('type: object', 'oneOf: [{required: [email]}, {required: [id]}]', 'anyOf: [{required: [email]}]', 'properties: {}');
    expect(await t.findings(code, 'parameters/no-top-level-composition')).toEqual([nc(5, 3, msg('oneOf')), nc(6, 3, msg('anyOf'))]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonParams({ type: 'object', anyOf: [{ required: ['a'] }] }), 'parameters/no-top-level-composition', { file: 'tool.json' })).toEqual([
      nc(6, 5, msg('anyOf')),
    ]);
  });
});

describe('parameters/bounds', () => {
  const bd = at('parameters/bounds');
  const str = (p: string) => `String parameter "${p}" of "get_weather" is unbounded; add maxLength, pattern, format or enum.`;
  const num = (p: string) => `Number parameter "${p}" of "get_weather" has no minimum or maximum; add the range the tool accepts (minimum: 0 for a count or an index).`;
  const stated = (p: string, phrase: string, keyword: string, value: number) =>
    `Parameter "${p}" of "get_weather" says "${phrase}" but its schema has no ${keyword}; add ${keyword}: ${value} so validators enforce it.`;
  const ALL = { options: { scope: 'all' } };
  it('passes bounded strings and numbers', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/bounds', ALL)).toEqual([]);
    const code = params(
      'type: object',
      'properties:',
      '  a: {type: string, pattern: "^[a-z]+$"}',
      '  b: {type: string, format: date}',
      '  c: {type: number, exclusiveMinimum: 0}',
      '  d: {type: integer, const: 3}',
      '  e: {type: [string, "null"]}',
      '  f: {type: boolean}',
    );
    expect(await t.findings(code, 'parameters/bounds', ALL)).toEqual([]);
  });
  it('by default reports numbers without a range, but not identifiers, and no free-text strings', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  query: {type: string, minLength: 1, description: Words to search for.}',
      '  limit: {type: integer, description: How many.}',
      '  story_id: {type: integer}',
      // livemcptool/hackernews.json, getStory.id.
      '  id: {type: number, description: The ID of the story}',
      '  filters:',
      '    type: object',
      '    properties:',
      '      price: {type: number}',
    );
    expect(await t.findings(code, 'parameters/bounds')).toEqual([bd(7, 5, num('limit')), bd(13, 9, num('filters.price'))]);
  });
  it('asks only numbers that count, size, index or time something: an arbitrary value has no evident range', async () => {
    // livemcptool/mcp-server-chart.json, generate_funnel_chart: data[].value is any number; width is a size.
    const code = params(
      'type: object',
      'properties:',
      '  data: {type: array, items: {type: object, properties: {value: {type: number, description: Value of the data point, such as 10.}}}}',
      '  width: {type: number, default: 600, description: Set the width of chart, default is 600.}',
      '  a: {type: number, description: First operand.}',
      '  head: {type: number, description: If provided returns only the first N lines of the file}',
      // bfcl/BFCL_v4_live_multiple.json, events_api.EventsApi.get_events._from: a point in time, not a measure.
      '  _from: {type: integer, description: The start of the timeframe as a Unix timestamp in seconds.}',
    );
    expect(await t.findings(code, 'parameters/bounds')).toEqual([bd(7, 5, num('width')), bd(9, 5, num('head'))]);
  });
  it('reports a limit the description states and the schema does not', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  title: {type: string, description: "Note title, at most 120 characters."}',
      '  tags: {type: array, items: {type: string}, description: Up to 10 tags.}',
      '  rating: {type: integer, minimum: 1, description: "Stars, between 1 and 5."}',
      '  page_size: {type: integer, minimum: 1, description: "Results per page (1-100)."}',
      '  year: {type: integer, minimum: 1900, maximum: 2100, description: "Between 1900 and 2100."}',
      // bfcl/BFCL_v4_live_multiple.json, Trains_1_GetTrainTickets.number_of_adults.
      '  adults: {type: integer, description: Must be between 1 to 5 adults.}',
      '  since: {type: string, format: date, description: "From 2024-01-01 to today."}',
    );
    expect(await t.findings(code, 'parameters/bounds')).toEqual([
      bd(6, 5, stated('title', 'at most 120', 'maxLength', 120)),
      bd(7, 5, stated('tags', 'Up to 10', 'maxItems', 10)),
      bd(8, 5, stated('rating', 'between 1 and 5', 'maximum', 5)),
      bd(9, 5, stated('page_size', '(1-100)', 'maximum', 100)),
      bd(11, 5, stated('adults', 'between 1 to 5', 'minimum', 1)),
    ]);
  });
  it('with scope "all" (the strict preset) also reports unbounded strings at every depth', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  query: {type: string, minLength: 1}',
      '  limit: {type: integer}',
      '  tags: {type: array, items: {type: object, properties: {label: {type: string}}}}',
    );
    expect(await t.findings(code, 'parameters/bounds', ALL)).toEqual([bd(6, 5, str('query')), bd(7, 5, num('limit')), bd(8, 60, str('tags[].label'))]);
  });
  it('leaves a parameter whose description lists its values to enum-for-closed-set (one finding per defect)', async () => {
    const code = params('type: object', 'properties:', '  order: {type: string, description: "One of: asc, desc."}');
    const { findings } = await lintText(code, ['parameters/bounds', 'parameters/enum-for-closed-set'], { settings: { 'parameters/bounds': ALL } });
    expect(findings.map((f) => f.ruleId)).toEqual(['parameters/enum-for-closed-set']);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonParams({ type: 'object', properties: { q: { type: 'string' } } }), 'parameters/bounds', { file: 'tool.json', ...ALL })).toEqual([bd(7, 7, str('q'))]);
  });
});

t.coversEveryMessage([
  'parameters/required',
  'parameters/valid-schema',
  'parameters/root-object',
  'parameters/property-description',
  'parameters/required-explicit',
  'parameters/additional-properties',
  'parameters/enum-for-closed-set',
  'parameters/format',
  'parameters/max-depth',
  'parameters/no-top-level-composition',
  'parameters/bounds',
]);
