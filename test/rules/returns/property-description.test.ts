import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const missing = (field: string, tool: string) => `Returned field "${field}" of "${tool}" has no description; say what it holds, with units, time zone or currency.`;

new RuleTester().run('returns/property-description', {
  valid: [GOOD_TOOL, { name: 'a returns block of the wrong type', code: 'name: x\ndescription: Get x. Use it.\nreturns: 3\n' }],
  invalid: [
    {
      name: 'a flood of undescribed fields is folded after the first two',
      code: `name: get_order
returns:
  description: The order.
  type: object
  properties:
    id: {type: string}
    status: {type: string}
    total: {type: number}
    currency: {type: string}
    placed_at: {type: string}
`,
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('id', 'get_order') },
        { messageId: 'missing', line: 7, column: 5, message: missing('status', 'get_order') },
        {
          messageId: 'more',
          line: 8,
          column: 5,
          message: '3 more returned fields of "get_order" have no description: "total", "currency" and "placed_at"; say what each holds, with units, time zone or currency.',
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
    total: {type: integer}
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
        { messageId: 'missing', line: 6, column: 5, message: missing('total', 'list_orders') },
        { messageId: 'missing', line: 14, column: 11, message: missing('orders[].placed_at', 'list_orders') },
      ],
    },
    {
      name: 'in JSON, at the key',
      code: '{\n  "name": "x",\n  "returns": {"type": "object", "description": "Counts.", "properties": {\n    "n": {"type": "integer"}\n  }}\n}\n',
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 4, column: 5, message: missing('n', 'x') }],
    },
  ],
});
