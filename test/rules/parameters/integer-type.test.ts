import { RuleTester } from '../../rule-tester.js';
import { params } from './fixtures.js';

const counts = (p: string, type = 'number') => `Parameter "${p}" of "get_weather" counts something but is typed ${type}; make it type: integer, so that a value such as 2.5 is refused.`;
const index = (p: string, type = 'number') => `Parameter "${p}" of "get_weather" is a position or an index but is typed ${type}; make it type: integer, so that a value such as 2.5 is refused.`;

new RuleTester().run('parameters/integer-type', {
  valid: [
    {
      name: 'integers, fractions that say so, whole multiples, measures with units',
      code: params(
        'type: object',
        'properties:',
        '  limit: {type: integer, description: How many results.}',
        '  threshold: {type: number, description: "Similarity ratio, e.g. 0.8."}',
        '  count: {type: number, multipleOf: 1, description: How many.}',
        '  top_k: {type: number, default: 2.5, description: A weighting of the top results.}',
        '  timeout: {type: number, description: Seconds to wait.}',
        '  price: {type: number, description: The price in USD.}',
        '  value: {type: number, description: The data point.}',
        // corpus/mcp-servers/xero.json, lineItems[].quantity: 1.5 hours is a quantity too.
        '  quantity: {type: number, description: Quantity of the line item.}',
      ),
    },
  ],
  invalid: [
    {
      // livemcptool/airbnb.json, airbnb_search: guests typed number.
      name: 'counts of things and pages typed number (corpus: airbnb airbnb_search)',
      code: params(
        'type: object',
        'properties:',
        '  adults: {type: number, description: Number of adults}',
        '  page: {type: number, description: Which page of results.}',
        '  pets: {type: number, description: Number of pets}',
      ),
      errors: [
        { messageId: 'number', line: 6, column: 20, message: counts('adults') },
        { messageId: 'number', line: 7, column: 18, message: index('page') },
        { messageId: 'number', line: 8, column: 18, message: counts('pets') },
      ],
    },
    {
      // bfcl: the dialect's float for a count of items.
      name: 'a dialect float, and a count known by its description',
      code: params('type: object', 'properties:', '  n_items: {type: float, description: The number of items to buy.}'),
      errors: [{ messageId: 'number', line: 6, column: 21, message: counts('n_items', 'float') }],
    },
    {
      name: 'a flood is folded after the first two',
      code: params('type: object', 'properties:', ...['limit', 'offset', 'page', 'top_k', 'max_results'].map((p) => `  ${p}: {type: number, description: Paging.}`)),
      errors: [
        { messageId: 'number', line: 6, column: 19, message: counts('limit') },
        { messageId: 'number', line: 7, column: 20, message: index('offset') },
        { messageId: 'more', line: 8, column: 18, message: '3 more parameters of "get_weather" count or index something but are typed number: "page", "top_k" and "max_results"; make each type: integer.' },
      ],
    },
  ],
});
