import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const deep = (p: string, depth: number, max = 2) => `Parameter "${p}" of "get_weather" is nested ${depth} levels deep, over ${max}; flatten it into top-level parameters.`;
const NESTED = params(
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

new RuleTester().run('parameters/max-depth', {
  valid: [
    GOOD_TOOL,
    {
      // corpus/mcp-servers/hubspot.json, search: an OR of ANDs; flattening would leave room for one filter.
      name: 'a list of lists is the structure itself (corpus: hubspot filterGroups[].filters[], judged wrong on the tuning half)',
      code: params('type: object', 'properties:', '  filterGroups:', '    type: array', '    items:', '      type: object', '      properties:', '        filters: {type: array, items: {type: object, properties: {propertyName: {type: string}}}}'),
    },
    { name: 'depth 2 (arrays add no level)', code: params('type: object', 'properties:', '  lines:', '    type: array', '    items: {type: object, properties: {sku: {type: string}}}') },
    { name: 'depth 3 with max: 4', code: NESTED, options: { max: 4 } },
  ],
  invalid: [
    {
      name: 'a flood of objects nested too deep is folded after the first two',
      code: params(
        'type: object',
        'properties:',
        '  data:',
        '    type: object',
        '    properties:',
        '      a: {type: object, properties: {x: {type: string}}}',
        '      b: {type: object, properties: {x: {type: number}}}',
        '      c: {type: object, properties: {x: {type: integer}}}',
        '      d: {type: object, properties: {x: {type: boolean}}}',
        '      e: {type: object, properties: {x: {type: array}}}',
      ),
      errors: [
        { messageId: 'tooDeep', line: 9, column: 40, message: deep('data.a.x', 3) },
        { messageId: 'tooDeep', line: 10, column: 40, message: deep('data.b.x', 3) },
        { messageId: 'more', line: 11, column: 40, message: '3 more parameters of "get_weather" are nested too deep: "data.c.x", "data.d.x" and "data.e.x"; flatten them into top-level parameters.' },
      ],
    },
    {
      // One finding per object that sits too deep (trip.dates, trip.legs[]), at its first property.
      name: 'each object past the limit once, at its first property, and not its descendants',
      code: NESTED,
      errors: [
        { messageId: 'tooDeep', line: 12, column: 13, message: deep('trip.dates.depart', 3) },
        { messageId: 'tooDeep', line: 16, column: 46, message: deep('trip.legs[].from', 3) },
      ],
    },
    { name: 'max: 1 from the options', code: NESTED, options: { max: 1 }, errors: [{ messageId: 'tooDeep', line: 9, column: 9, message: deep('trip.dates', 2, 1) }] },
    {
      name: 'in JSON',
      code: jsonParams({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'tooDeep', line: 13, column: 15, message: deep('a.b.c', 3) }],
    },
  ],
});
