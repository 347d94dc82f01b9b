import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
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
      req(3, 1, `"parameters" is ${type}; it must be a JSON Schema object with type: object.`),
    ]);
  });
  it('reports each catalog entry and JSON at the right place', async () => {
    const code = 'tools:\n  - name: a\n    parameters: {}\n  - name: b\n    description: Fetch b. Use it.\n    returns: {}\n';
    expect(await t.findings(code, 'parameters/required')).toEqual([
      req(4, 5, 'Tool "b" has no "parameters"; add a JSON Schema with type: object (properties: {} if it takes no arguments).'),
    ]);
    const json = '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "parameters": "x"\n}\n';
    expect(await t.findings(json, 'parameters/required', { file: 'tool.json' })).toEqual([
      req(4, 3, '"parameters" is a string; it must be a JSON Schema object with type: object.'),
    ]);
  });
});

describe('parameters/valid-schema', () => {
  const valid = at('parameters/valid-schema');
  const invalid = (pointer: string, reason: string) =>
    `Parameters schema is invalid at "${pointer}": ${reason}; fix the keyword so agents and validators read it the same way.`;
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
    const json = jsonParams({ type: 'object', properties: { city: { type: 'text' } } });
    expect(await t.findings(json, 'parameters/valid-schema', { file: 'tool.json' })).toEqual([valid(8, 9, invalid('/properties/city/type', TYPES))]);
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
      root(3, 1, '"parameters" has no "type"; set type: object at its root.'),
    ]);
  });
  it.each([
    ['array', '"array"', 9],
    ['[object, "null"]', '["object","null"]', 9],
    ['123', '123', 9],
  ])('reports type: %s at the value', async (value, shown, column) => {
    expect(await t.findings(params(`type: ${value}`), 'parameters/root-object')).toEqual([
      root(4, column, `"parameters" has type ${shown}; the root must be type: object, with the arguments as its properties.`),
    ]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonParams({ type: 'string' }), 'parameters/root-object', { file: 'tool.json' })).toEqual([
      root(5, 13, '"parameters" has type "string"; the root must be type: object, with the arguments as its properties.'),
    ]);
  });
});

describe('parameters/property-description', () => {
  const pd = at('parameters/property-description');
  const missing = (p: string) => `Parameter "${p}" has no description; say what value the agent should pass, with units and format.`;
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
  const missing = (where: string) => `${where} does not say which properties are required; list them in required, or write required: [] if all are optional.`;
  const unknown = (p: string) => `"required" lists "${p}", which is not a declared property; fix the name or declare it.`;
  it('passes explicit lists, including empty ones', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/required-explicit')).toEqual([]);
    expect(await t.findings(params('type: object', 'required: []', 'properties:', '  city: {type: string}'), 'parameters/required-explicit')).toEqual([]);
    expect(await t.findings(params('type: object', 'properties: {}'), 'parameters/required-explicit')).toEqual([]);
  });
  it('reports a missing list at the root and on nested objects', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  filters:',
      '    type: object',
      '    properties: {status: {type: string}}',
      '  lines:',
      '    type: array',
      '    items: {type: object, properties: {sku: {type: string}}}',
    );
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([
      re(3, 1, missing('"parameters"')),
      re(6, 5, missing('Object "filters"')),
      re(11, 7, missing('Object "lines[]"')),
    ]);
  });
  it('reports names that are not declared, at the name', async () => {
    const code = params('type: object', 'required: [city, cty]', 'properties:', '  city: {type: string}');
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([re(5, 20, unknown('cty'))]);
  });
  it('does not take __proto__ for a declared property', async () => {
    const code = params('type: object', 'required: [__proto__, toString]', 'properties:', '  city: {type: string}');
    expect(await t.findings(code, 'parameters/required-explicit')).toEqual([re(5, 14, unknown('__proto__')), re(5, 25, unknown('toString'))]);
  });
  it('leaves a required that is not a list to parameters/valid-schema', async () => {
    expect(await t.findings(params('type: object', 'required: true', 'properties: {city: {type: string}}'), 'parameters/required-explicit')).toEqual([]);
  });
  it('reports in JSON', async () => {
    const json = jsonParams({ type: 'object', required: ['town'], properties: { city: { type: 'string' } } });
    expect(await t.findings(json, 'parameters/required-explicit', { file: 'tool.json' })).toEqual([re(7, 7, unknown('town'))]);
  });
});

describe('parameters/additional-properties', () => {
  const ap = at('parameters/additional-properties');
  const missing = (where: string) =>
    `${where} does not set additionalProperties; add additionalProperties: false so agents cannot invent arguments (or true if free-form input is intended).`;
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
    expect(await t.findings(code, 'parameters/additional-properties')).toEqual([ap(5, 5, missing('"parameters"'))]);
  });
});

describe('parameters/enum-for-closed-set', () => {
  const en = at('parameters/enum-for-closed-set');
  const missing = (p: string) => `Parameter "${p}" describes a closed set of values but has no enum; list them in enum so the agent cannot guess.`;
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
    'Reporting period, one of: daily, weekly, monthly.',
    'One of daily, weekly or monthly.',
    'Sort order, either asc or desc.',
    'Allowed values are listed in the docs.',
    'Values are: daily, weekly.',
    'Period (daily|weekly|monthly).',
    "Period: 'daily', 'weekly' or 'monthly'.",
  ])('reports %j', async (text) => {
    expect(await t.findings(prop(text), 'parameters/enum-for-closed-set')).toEqual([en(6, 5, missing('period'))]);
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
    expect(await t.findings(code, 'parameters/enum-for-closed-set')).toEqual([en(9, 9, missing('filters.status')), en(12, 7, missing('tags[]'))]);
  });
  it('reports in JSON', async () => {
    const json = jsonParams({ type: 'object', properties: { order: { type: 'string', description: 'asc|desc' } } });
    expect(await t.findings(json, 'parameters/enum-for-closed-set', { file: 'tool.json' })).toEqual([en(7, 7, missing('order'))]);
  });
});

describe('parameters/format', () => {
  const fm = at('parameters/format');
  const missing = (p: string, f: string) => `Parameter "${p}" has no format, but its name or description says ${f}; add format: ${f}.`;
  const one = (name: string, description: string, extra = '') =>
    params('type: object', 'properties:', `  ${name}: {type: string${extra}, description: ${JSON.stringify(description)}}`);
  it('passes declared formats and what is not obviously one', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/format')).toEqual([]);
    const quiet: Array<[string, string, string?]> = [
      ['due_date', 'Due day.', ', format: date'],
      ['sort_on', 'Field to sort on.'],
      ['query', 'Search text, URL-encoded.'],
      ['path', 'The URL path of the page.'],
      ['since', 'Unix timestamp in seconds, as a string.'],
      ['day', 'A day, as YYYY-MM-DD.', ', pattern: "^\\\\d{4}-\\\\d{2}-\\\\d{2}$"'],
      ['kind', 'Either date or url.', ', enum: [date, url]'],
    ];
    for (const [name, text, extra] of quiet) expect(await t.findings(one(name, text, extra), 'parameters/format'), name).toEqual([]);
    expect(await t.findings(params('type: object', 'properties:', '  created_at: {type: integer, description: Seconds.}'), 'parameters/format')).toEqual([]);
  });
  it.each([
    ['due_date', 'Due day.', 'date'],
    ['created_on', 'When it was created.', 'date'],
    ['day', 'The day, as YYYY-MM-DD.', 'date'],
    ['created_at', 'When it was created.', 'date-time'],
    ['since', 'An ISO 8601 timestamp.', 'date-time'],
    ['contact_email', 'Who to notify.', 'email'],
    ['to', 'Email address of the recipient.', 'email'],
    ['homepage', 'The site.', 'uri'],
    ['link', 'The URL of the page.', 'uri'],
  ])('reports %s (%j) as %s', async (name, text, format) => {
    expect(await t.findings(one(name, text), 'parameters/format')).toEqual([fm(6, 5, missing(name, format))]);
  });
  it('checks nested properties and types that include string', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  filters:',
      '    type: object',
      '    description: Filters.',
      '    properties:',
      '      since_date: {type: [string, "null"], description: Start day.}',
    );
    expect(await t.findings(code, 'parameters/format')).toEqual([fm(10, 9, missing('filters.since_date', 'date'))]);
  });
  it('reports in JSON', async () => {
    const json = jsonParams({ type: 'object', properties: { website: { type: 'string', description: 'Site.' } } });
    expect(await t.findings(json, 'parameters/format', { file: 'tool.json' })).toEqual([fm(7, 7, missing('website', 'uri'))]);
  });
});

describe('parameters/max-depth', () => {
  const md = at('parameters/max-depth');
  const deep = (p: string, depth: number, max = 2) => `Parameter "${p}" is nested ${depth} levels deep, over ${max}; flatten it into top-level parameters.`;
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
  it('reports the first property past the limit on each branch, not its descendants', async () => {
    expect(await t.findings(nested, 'parameters/max-depth')).toEqual([
      md(12, 13, deep('trip.dates.depart', 3)),
      md(13, 13, deep('trip.dates.depart_2', 3)),
      md(16, 46, deep('trip.legs[].from', 3)),
    ]);
  });
  it('takes max as an option', async () => {
    expect(await t.findings(nested, 'parameters/max-depth', { options: { max: 1 } })).toEqual([md(9, 9, deep('trip.dates', 2, 1)), md(14, 9, deep('trip.legs', 2, 1))]);
    expect(await t.findings(nested, 'parameters/max-depth', { options: { max: 4 } })).toEqual([]);
  });
  it('reports in JSON', async () => {
    const json = jsonParams({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } } } });
    expect(await t.findings(json, 'parameters/max-depth', { file: 'tool.json' })).toEqual([md(13, 15, deep('a.b.c', 3))]);
  });
});

describe('parameters/no-top-level-composition', () => {
  const nc = at('parameters/no-top-level-composition');
  const msg = (k: string) => `"parameters" uses ${k} at the top level; split the alternatives into separate tools.`;
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
  const str = (p: string) => `String parameter "${p}" is unbounded; add maxLength, pattern, format or enum.`;
  const num = (p: string) => `Number parameter "${p}" is unbounded; add minimum and/or maximum.`;
  it('passes bounded strings and numbers', async () => {
    expect(await t.findings(GOOD_TOOL, 'parameters/bounds')).toEqual([]);
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
    expect(await t.findings(code, 'parameters/bounds')).toEqual([]);
  });
  it('reports unbounded strings (minLength alone is not a bound), numbers and integers at every depth', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  query: {type: string, minLength: 1}',
      '  limit: {type: integer}',
      '  filters:',
      '    type: object',
      '    properties:',
      '      price: {type: number}',
      '  tags: {type: array, items: {type: object, properties: {label: {type: string}}}}',
    );
    expect(await t.findings(code, 'parameters/bounds')).toEqual([
      bd(6, 5, str('query')),
      bd(7, 5, num('limit')),
      bd(11, 9, num('filters.price')),
      bd(12, 60, str('tags[].label')),
    ]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonParams({ type: 'object', properties: { q: { type: 'string' } } }), 'parameters/bounds', { file: 'tool.json' })).toEqual([bd(7, 7, str('q'))]);
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
