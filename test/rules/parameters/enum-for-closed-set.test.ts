import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const missing = (p: string, phrase: string) =>
  `Parameter "${p}" of "get_weather" lists its values in prose ("${phrase}") but has no enum; declare them in enum so the agent cannot guess.`;
/** A string parameter "period" (line 6, column 5) with this description. */
const prop = (description: string, extra = '') => params('type: object', 'properties:', `  period: {type: string${extra}, description: ${JSON.stringify(description)}}`);

new RuleTester().run('parameters/enum-for-closed-set', {
  valid: [
    GOOD_TOOL,
    ...["Project ID; must be one of the user's projects.", 'Either a city name or coordinates.', 'Free text.'].map((text) => ({ name: `no set: ${JSON.stringify(text)}`, code: prop(text) })),
    { name: 'a declared enum', code: prop('One of: daily, weekly.', ', enum: [daily, weekly]') },
    { name: 'a type other than string', code: params('type: object', 'properties:', '  n: {type: integer, description: "One of: 1, 2, 3."}') },
    ...[
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
    ].map((text) => ({ name: `the open set ${JSON.stringify(text)}`, code: prop(text) })),
  ],
  invalid: [
    {
      name: 'a flood of closed sets in prose is folded after the first two',
      code: params(
        'type: object',
        'properties:',
        ...['a', 'b', 'c', 'd', 'e'].map((p) => `  ${p}: {type: string, description: "One of daily, weekly or monthly."}`),
      ),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('a', 'One of daily, weekly or monthly.') },
        { messageId: 'missing', line: 7, column: 5, message: missing('b', 'One of daily, weekly or monthly.') },
        { messageId: 'more', line: 8, column: 5, message: '3 more parameters of "get_weather" list their values in prose but have no enum: "c", "d" and "e"; declare each one\'s values in enum.' },
      ],
    },
    ...[
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
    ].map(([text, phrase]) => ({
      name: `the closed set ${JSON.stringify(text)}, quoting the words`,
      code: prop(text!),
      errors: [{ messageId: 'missing', line: 6, column: 5, message: missing('period', phrase!) }],
    })),
    {
      name: 'nested properties and array items, by their names',
      code: params(
        'type: object',
        'properties:',
        '  filters:',
        '    type: object',
        '    properties:',
        '      status: {type: string, description: "One of: open, closed."}',
        '  tags:',
        '    type: array',
        '    items: {type: string, description: "Either red or blue."}',
      ),
      errors: [
        { messageId: 'missing', line: 9, column: 9, message: missing('filters.status', 'One of: open, closed.') },
        { messageId: 'missing', line: 12, column: 7, message: missing('tags[]', 'Either red or blue.') },
      ],
    },
    {
      name: 'in JSON',
      code: jsonParams({ type: 'object', properties: { order: { type: 'string', description: 'asc|desc' } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 7, column: 7, message: missing('order', 'asc|desc') }],
    },
  ],
});
