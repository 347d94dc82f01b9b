import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const missing = (field: string, tool: string) => `Returned field "${field}" of "${tool}" has no description; say what it holds, with units, time zone or currency.`;

new RuleTester().run('returns/property-description', {
  valid: [
    GOOD_TOOL,
    { name: 'a returns block of the wrong type', code: 'name: x\ndescription: Get x. Use it.\nreturns: 3\n' },
    {
      // corpus/mcp-servers/mongodb.json list-collections, git-cyanheads git_remote, qase qase_discover_tools.
      name: 'fields that say what they hold by their names: a count, a URL, a flag (judged noise on the tuning half)',
      code: 'name: list_collections\ndescription: List collections. Use it.\nreturns:\n  description: The collections.\n  type: object\n  properties:\n    totalCount: {type: integer}\n    url: {type: string}\n    destructive: {type: boolean}\n',
    },
  ],
  invalid: [
    {
      name: 'a flood of undescribed amounts and times is folded after the first two',
      code: `name: get_order
returns:
  description: The order.
  type: object
  properties:
    id: {type: string}
    total_price: {type: number}
    fee: {type: number}
    placed_at: {type: string}
    updated: {type: string}
    delivered_on: {type: string, format: date}
`,
      errors: [
        { messageId: 'missing', line: 7, column: 5, message: missing('total_price', 'get_order') },
        { messageId: 'missing', line: 8, column: 5, message: missing('fee', 'get_order') },
        {
          messageId: 'more',
          line: 9,
          column: 5,
          message: '3 more returned fields of "get_order" have no description: "placed_at", "updated" and "delivered_on"; say what each holds, with units, time zone or currency.',
        },
      ],
    },
    {
      name: 'an undescribed field at its key, nested and in array items',
      code: `name: list_orders
returns:
  description: Orders.
  type: object
  properties:
    amount: {type: integer}
    orders:
      type: array
      description: The orders.
      items:
        type: object
        properties:
          id: {type: string, description: Order id.}
          placed_at: {type: string}
`,
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('amount', 'list_orders') },
        { messageId: 'missing', line: 14, column: 11, message: missing('orders[].placed_at', 'list_orders') },
      ],
    },
    {
      name: 'in JSON, at the key',
      code: '{\n  "name": "x",\n  "returns": {"type": "object", "description": "Times.", "properties": {\n    "timeout": {"type": "integer"}\n  }}\n}\n',
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 4, column: 5, message: missing('timeout', 'x') }],
    },
  ],
});
