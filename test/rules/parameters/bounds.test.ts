import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const str = (p: string) => `String parameter "${p}" of "get_weather" is unbounded; add maxLength, pattern, format or enum.`;
const LIMIT = 'add minimum: 1 and the largest value the tool returns';
const PAGE = 'add minimum: 0 or 1, whichever comes first';
const num = (p: string, hint = LIMIT) => `Number parameter "${p}" of "get_weather" has no minimum or maximum; ${hint}.`;
/** The finding for a stated limit: the bounds its phrase gives that the schema lacks, as [keyword, value] pairs. */
const stated = (p: string, phrase: string, ...bounds: Array<[string, number]>) =>
  `Parameter "${p}" of "get_weather" says "${phrase}" but its schema has no ${bounds.map(([k]) => k).join(' or ')}; add ${bounds.map(([k, v]) => `${k}: ${v}`).join(' and ')} so validators enforce it.`;
/** scope: all, as the strict preset sets it. */
const ALL = { scope: 'all' };

new RuleTester().run('parameters/bounds', {
  valid: [
    {
      name: 'an example of a value or a date is not a limit',
      code: params(
        'type: object',
        'properties:',
        '  season: {type: integer, description: "The season, e.g. 2023-2024."}',
        '  since: {type: integer, description: "Days since 2024-01-01."}',
      ),
    },
    { name: 'the good tool, with scope: all', code: GOOD_TOOL, options: ALL },
    {
      name: 'bounded strings and numbers',
      code: params(
        'type: object',
        'properties:',
        '  a: {type: string, pattern: "^[a-z]+$"}',
        '  b: {type: string, format: date}',
        '  c: {type: number, exclusiveMinimum: 0}',
        '  d: {type: integer, const: 3}',
        '  e: {type: [string, "null"]}',
        '  f: {type: boolean}',
      ),
      options: ALL,
    },
  ],
  invalid: [
    {
      name: 'a flood of unbounded counts is folded after the first two',
      code: params(
        'type: object',
        'properties:',
        '  limit: {type: integer, description: How many results.}',
        '  page: {type: integer, description: Which page.}',
        '  page_size: {type: integer, description: Results per page.}',
        '  top_k: {type: integer, description: How many matches to return.}',
        '  max_results: {type: integer, description: How many results at most.}',
      ),
      errors: [
        { messageId: 'number', line: 6, column: 5, message: num('limit') },
        { messageId: 'number', line: 7, column: 5, message: num('page', PAGE) },
        { messageId: 'more', line: 8, column: 5, message: '3 more parameters of "get_weather" lack the bounds their descriptions state or their kind needs: "page_size", "top_k" and "max_results"; add the limits to each schema.' },
      ],
    },
    {
      name: 'by default: numbers without a range, but not identifiers, measures no one can bound (a price) or free-text strings',
      code: params(
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
      ),
      errors: [
        { messageId: 'number', line: 7, column: 5, message: num('limit') },
      ],
    },
    {
      // livemcptool/mcp-server-chart.json, generate_funnel_chart: data[].value is any number; a chart's
      // width has no bound anyone could state (its default, 600, is not one).
      name: 'only numbers that count, index or sit on a fixed scale: an arbitrary value or a dimension has no evident range',
      code: params(
        'type: object',
        'properties:',
        '  data: {type: array, items: {type: object, properties: {value: {type: number, description: Value of the data point, such as 10.}}}}',
        '  width: {type: number, default: 600, description: Set the width of chart, default is 600.}',
        '  a: {type: number, description: First operand.}',
        '  head: {type: number, description: If provided returns only the first N lines of the file}',
        // Judged noise on the tuning half: an offset starts at 0, and a count of trials has no cap anyone knows.
        '  offset: {type: integer, description: Where to start.}',
        '  trials: {type: integer, description: Number of trials.}',
        '  percent: {type: number, description: How much of the image to keep.}',
        // corpus/mcp-servers/xero.json, lineItems[].quantity: minimum 1 would refuse 0.5 hours (judged wrong on the tuning half).
        '  quantity: {type: number, description: Quantity of the line item.}',
        // bfcl/BFCL_v4_live_multiple.json, events_api.EventsApi.get_events._from: a point in time, not a measure.
        '  _from: {type: integer, description: The start of the timeframe as a Unix timestamp in seconds.}',
      ),
      errors: [{ messageId: 'number', line: 12, column: 5, message: num('percent', 'add the ends of its scale') }],
    },
    {
      name: 'a limit the description states and the schema does not',
      code: params(
        'type: object',
        'properties:',
        '  title: {type: string, description: "Note title, at most 120 characters."}',
        '  tags: {type: array, items: {type: string}, description: Up to 10 tags.}',
        '  rating: {type: integer, minimum: 1, description: "Stars, between 1 and 5."}',
        '  year: {type: integer, minimum: 1900, maximum: 2100, description: "Between 1900 and 2100."}',
        '  since: {type: string, format: date, description: "From 2024-01-01 to today."}',
      ),
      errors: [
        { messageId: 'stated', line: 6, column: 5, message: stated('title', 'at most 120', ['maxLength', 120]) },
        { messageId: 'stated', line: 7, column: 5, message: stated('tags', 'Up to 10', ['maxItems', 10]) },
        { messageId: 'stated', line: 8, column: 5, message: stated('rating', 'between 1 and 5', ['maximum', 5]) },
      ],
    },
    {
      name: 'a limit stated in parentheses, or in words a person wrote',
      code: params(
        'type: object',
        'properties:',
        '  page_size: {type: integer, minimum: 1, description: "Results per page (1-100)."}',
        // bfcl/BFCL_v4_live_multiple.json, Trains_1_GetTrainTickets.number_of_adults.
        '  adults: {type: integer, description: Must be between 1 to 5 adults.}',
      ),
      errors: [
        { messageId: 'stated', line: 6, column: 5, message: stated('page_size', '1-100', ['maximum', 100]) },
        { messageId: 'stated', line: 7, column: 5, message: stated('adults', 'between 1 to 5', ['minimum', 1], ['maximum', 5]) },
      ],
    },
    {
      name: 'limits stated in other forms: a bare range, a tilde, Korean and Chinese (corpus: FunctionChat update_movie_rating)',
      code: params(
        'type: object',
        'properties:',
        // functionchat-bench/FunctionChat-Singlecall.json, update_movie_rating.new_rating.
        '  new_rating: {type: integer, description: "영화에 부여할 새로운 평점(1~5)"}',
        '  count: {type: integer, description: "가져올 항목 수 (최대 50)"}',
        '  size: {type: integer, description: "每页最多返回20条"}',
      ),
      errors: [
        { messageId: 'stated', line: 6, column: 5, message: stated('new_rating', '1~5', ['minimum', 1], ['maximum', 5]) },
        { messageId: 'stated', line: 7, column: 5, message: stated('count', '최대 50', ['maximum', 50]) },
        { messageId: 'stated', line: 8, column: 5, message: stated('size', '最多返回20', ['maximum', 20]) },
      ],
    },
    {
      name: 'a measure with a stated limit, and a range in words',
      code: params(
        'type: object',
        'properties:',
        '  width: {type: integer, description: "Width in pixels, up to 2000."}',
        '  days: {type: number, description: "Number of days to analyze 1 to 30."}',
      ),
      errors: [
        { messageId: 'stated', line: 6, column: 5, message: stated('width', 'up to 2000', ['maximum', 2000]) },
        { messageId: 'stated', line: 7, column: 5, message: stated('days', '1 to 30', ['minimum', 1], ['maximum', 30]) },
      ],
    },
    {
      name: 'with scope "all" (the strict preset), also unbounded strings at every depth',
      code: params(
        'type: object',
        'properties:',
        '  query: {type: string, minLength: 1}',
        '  limit: {type: integer}',
        '  tags: {type: array, items: {type: object, properties: {label: {type: string}}}}',
      ),
      options: ALL,
      errors: [
        { messageId: 'string', line: 6, column: 5, message: str('query') },
        { messageId: 'number', line: 7, column: 5, message: num('limit') },
        { messageId: 'string', line: 8, column: 60, message: str('tags[].label') },
      ],
    },
    {
      name: 'in JSON',
      code: jsonParams({ type: 'object', properties: { q: { type: 'string' } } }),
      filename: 'tool.json',
      options: ALL,
      errors: [{ messageId: 'string', line: 7, column: 7, message: str('q') }],
    },
  ],
});
