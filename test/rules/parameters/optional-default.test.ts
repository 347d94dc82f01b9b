import { RuleTester } from '../../rule-tester.js';
import { params, paramsOf } from './fixtures.js';

const missing = (p: string, what: string, tool = 'get_weather') =>
  `Optional parameter "${p}" of "${tool}" (${what}) does not say what the tool uses when it is left out; add "default" to its schema or say "defaults to …" in its description.`;

new RuleTester().run('parameters/optional-default', {
  valid: [
    {
      name: 'defaults in the schema and in prose, in several languages',
      code: params(
        'type: object',
        'required: []',
        'properties:',
        '  limit: {type: integer, default: 20, description: How many results.}',
        '  per_page: {type: integer, description: "Results per page (default: 30)."}',
        '  sort: {type: string, enum: [date, name], description: "Sort key; if omitted, newest first."}',
        '  units: {type: string, enum: [metric, imperial], description: 단위. 기본값은 metric.}',
        '  format: {type: string, enum: [json, csv], description: 输出格式，默认 json。}',
        '  timezone: {type: string, description: IANA time zone. Otherwise UTC.}',
        '  order: {anyOf: [{type: string, enum: [asc, desc], default: desc}, {type: "null"}]}',
      ),
    },
    {
      name: 'absences with an obvious meaning: flags, filters, pages, offsets, languages, required parameters',
      code: params(
        'type: object',
        'required: [mode]',
        'properties:',
        '  mode: {type: string, enum: [fast, full], description: How to run.}',
        '  include_archived: {type: boolean, description: Include archived items.}',
        '  status: {type: string, enum: [open, closed], description: Only return items in this state.}',
        '  page: {type: integer, description: Page number.}',
        '  offset: {type: integer, description: Items to skip.}',
        '  language: {type: string, description: Two-letter language code.}',
        '  redirect_limit: {type: integer, description: Redirects to follow.}',
        '  display_order: {type: string, description: Where it is shown.}',
        '  depth: {type: integer, description: Truncate history to N commits.}',
        '  test_mode: {type: string, description: For internal testing.}',
        '  format: {type: string, enum: [raw], description: Unprocessed output.}',
        '  engine: {type: string, description: "The engine; required when mode is full."}',
      ),
    },
    {
      // corpus: an update tool whose optional fields left out stay as they are
      name: 'an update tool: a field left out keeps its value',
      code: paramsOf('update_request')('type: object', 'required: [id]', 'properties:', '  id: {type: string, description: The request.}', '  format: {type: string, enum: [raw, json], description: Body format.}'),
    },
    {
      name: 'no required list: parameters/required-explicit asks which are optional first',
      code: params('type: object', 'properties:', '  limit: {type: integer, description: How many results.}'),
    },
    {
      name: 'the tool description states the default next to the name',
      code: ['name: list_items', 'description: List items. Returns 20 by default; pass limit for more.', 'parameters:', '  type: object', '  required: []', '  properties:', '    limit: {type: integer, description: How many.}', ''].join('\n'),
    },
  ],
  invalid: [
    {
      // corpus: list tools of hosted APIs (`per_page`, `top`, `direction`, `order` with asc/desc) whose server-side default the agent cannot know
      name: 'a page size and a sort direction without a default',
      code: params(
        'type: object',
        'required: []',
        'properties:',
        '  per_page: {type: number, minimum: 1, maximum: 100}',
        '  direction: {type: string, enum: [asc, desc], description: The direction of the sort.}',
      ),
      errors: [
        { messageId: 'missing', line: 7, column: 5, message: missing('per_page', 'how many to return') },
        { messageId: 'missing', line: 8, column: 5, message: missing('direction', 'an order') },
      ],
    },
    {
      // corpus: weather tools with four optional unit overrides and no word of the unit used otherwise
      name: 'more than three on one tool fold into one finding',
      code: params(
        'type: object',
        'required: [city]',
        'properties:',
        '  city: {type: string, description: The city.}',
        '  temperature_unit: {type: string, enum: [F, C], description: Override the temperature unit.}',
        '  wind_speed_unit: {type: string, enum: [mph, kmh], description: Override the wind speed unit.}',
        '  time_format: {type: string, enum: [12h, 24h], description: Clock format.}',
        '  timezone: {type: string, description: IANA time zone.}',
        '  mode: {type: string, enum: [driving, walking], description: Travel mode.}',
      ),
      errors: [
        { messageId: 'missing', line: 8, column: 5, message: missing('temperature_unit', 'a format or unit') },
        { messageId: 'missing', line: 9, column: 5, message: missing('wind_speed_unit', 'a format or unit') },
        {
          messageId: 'more',
          line: 10,
          column: 5,
          message: '3 more optional parameters of "get_weather" do not say what the tool uses when they are left out: "time_format", "timezone" and "mode"; give each a "default".',
        },
      ],
    },
  ],
});
