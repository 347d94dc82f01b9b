import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const missing = (field: string, tool: string) => `Returned field "${field}" of "${tool}" has no description; say what it holds, with units, time zone or currency.`;

new RuleTester().run('returns/property-description', {
  valid: [GOOD_TOOL, { name: 'a returns block of the wrong type', code: 'name: x\ndescription: Get x. Use it.\nreturns: 3\n' }],
  invalid: [
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
