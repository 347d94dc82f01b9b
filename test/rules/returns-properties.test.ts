import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';

const RULE = 'returns/property-description';

describe(RULE, () => {
  it('passes when every returned field is described', async () => {
    expect((await lintText(GOOD_TOOL, RULE)).findings).toEqual([]);
  });

  it('reports an undescribed field at its key, nested and in array items', async () => {
    const code = `name: list_orders
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
`;
    expect((await lintText(code, RULE)).findings).toEqual([
      { ruleId: RULE, line: 6, column: 5, message: 'Returned field "total" of "list_orders" has no description; say what it holds, with units, time zone or currency.' },
      { ruleId: RULE, line: 14, column: 11, message: 'Returned field "orders[].placed_at" of "list_orders" has no description; say what it holds, with units, time zone or currency.' },
    ]);
  });

  it('reports in JSON at the key', async () => {
    const code = '{\n  "name": "x",\n  "returns": {"type": "object", "description": "Counts.", "properties": {\n    "n": {"type": "integer"}\n  }}\n}\n';
    expect((await lintText(code, RULE, { file: 'tool.json' })).findings).toEqual([
      { ruleId: RULE, line: 4, column: 5, message: 'Returned field "n" of "x" has no description; say what it holds, with units, time zone or currency.' },
    ]);
  });

  it('leaves a payload wrapped in one field to returns/description when neither is described (one finding per defect)', async () => {
    // livemcptool/biomcp.json, article_searcher: FastMCP's {"result": string} wrapper.
    const code = JSON.stringify({ tools: [{ name: 'article_searcher', inputSchema: { type: 'object' }, outputSchema: { properties: { result: { title: 'Result', type: 'string' } }, required: ['result'], title: 'article_searcherOutput', type: 'object' } }] }, null, 2);
    const { findings } = await lintText(code, [RULE, 'returns/description'], { file: 'tools.json' });
    expect(findings).toEqual([
      { ruleId: 'returns/description', line: 8, column: 7, message: '"outputSchema" of "article_searcher" has no description; summarise the payload in one line, with units, time zones and currencies.' },
    ]);
  });

  it('ignores a returns block of the wrong type', async () => {
    expect((await lintText('name: x\nreturns: 3\n', RULE)).findings).toEqual([]);
  });
});
