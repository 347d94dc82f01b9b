import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

/** Siblings whose examples collide: get_forecast's prompts ask about rain and wind, which only get_current_weather mentions. */
const CURRENT = `  - name: get_current_weather
    description: Fetch the current weather for a city, with temperature and wind, and whether it is raining now.
    tool_search_keywords: [weather now, temperature, rain, wind]
    examples:
      - prompt: Is it raining in Oslo right now?
`;
const forecast = (...prompts: string[]) =>
  `  - name: get_forecast
    description: Fetch the daily weather forecast for a city for the next 7 days.
    examples:
${prompts.map((p) => `      - prompt: ${p}\n`).join('')}`;
// Line of get_forecast's first prompt, after CURRENT (lines 2 to 6) and its name, description and examples.
const FIRST = 10;

new RuleTester().run('search/findable', {
  valid: [
    {
      name: "a prompt whose tool's own words rank it first",
      code: `tools:\n${CURRENT}${forecast('Weekly forecast for Oslo, will it rain?')}`,
    },
    {
      name: 'a prompt that shares no word with any tool',
      code: `tools:\n${CURRENT}${forecast('Anything for Bergen on Saturday?')}`,
    },
    {
      // The showcase's order tools: cancel_order repeats "order" in its keywords; search_orders' prompt has no other word any tool has.
      name: 'outranked only because a sibling repeats a word both have',
      code: `tools:
  - name: search_orders
    description: Search a customer's orders by date range and status, newest first.
    examples:
      - prompt: What did I order in February?
  - name: cancel_order
    description: Cancel an order that has not shipped.
    tool_search_keywords: [cancel order, stop order, undo order]
`,
    },
    {
      // The showcase: get_order_status quotes an order number that cancel_order's prompt uses as its argument.
      name: 'numbers and identifiers in a prompt are arguments, not words',
      code: `tools:
  - name: cancel_order
    description: Cancel an order that has not shipped.
    examples:
      - prompt: Cancel BW-104233, I ordered it by mistake.
  - name: get_order_status
    description: Where an order is, by its number (e.g. BW-104233).
`,
    },
    {
      // "Look up a customer" and a health check that says the service "is up".
      name: 'particles and stop words are not words of a request',
      code: `tools:
  - name: get_customer
    description: Fetch a customer's profile.
    examples:
      - prompt: Look up customer Ada
  - name: ping
    description: Check that the service is up.
`,
    },
    {
      name: 'a tie with another tool is not a miss',
      code: `tools:
  - name: tool_a
    description: Convert currency amounts.
    examples:
      - prompt: Convert currency
  - name: tool_b
    description: Convert currency amounts.
`,
    },
    {
      name: 'deprecated tools are not ranked',
      code: `tools:\n${CURRENT}    deprecated: true\n${forecast('Will it rain in Oslo on Saturday?')}`,
    },
    {
      name: "tools of one name are name/unique's, not competitors",
      code: `tools:\n${CURRENT.replace('get_current_weather', 'get_forecast')}${forecast('Will it rain in Oslo on Saturday?')}`,
    },
    {
      name: 'a catalog of one tool',
      code: `tools:\n${forecast('Will it rain in Oslo on Saturday?')}`,
    },
    {
      name: 'each platform file is its own catalog, and native descriptors one',
      code: `name: get_forecast\ndescription: Fetch the daily weather forecast for a city for the next 7 days.\nexamples:\n  - prompt: Will it rain in Oslo?\n`,
      filename: 'forecast.yaml',
      extraFiles: { 'mcp.json': JSON.stringify({ tools: [{ name: 'rain_now', description: 'Whether it is raining now.', inputSchema: { type: 'object' } }] }) },
    },
  ],
  invalid: [
    {
      name: 'a prompt with no word of its own tool',
      code: `tools:\n${CURRENT}${forecast('Will it rain in Oslo on Saturday?')}`,
      errors: [
        {
          messageId: 'unmatched',
          line: FIRST,
          column: 17,
          message:
            'The prompt of example 1 of "get_forecast" has no word of its name, description or tool_search_keywords and finds "get_current_weather" first in a keyword search, through "rain"; add the words users say for this tool to its description or tool_search_keywords.',
        },
      ],
    },
    {
      name: 'a prompt whose words of another tool outweigh its own',
      code: `tools:\n${CURRENT}${forecast('Weekly forecast for Oslo, will it rain?', 'How much rain and wind will Oslo get in the next days?')}`,
      errors: [
        {
          messageId: 'outranked',
          line: FIRST + 1,
          column: 17,
          message:
            'The prompt of example 2 of "get_forecast" finds "get_current_weather" first in a keyword search, through "wind" and "rain"; add the words that tell "get_forecast" apart to its description or tool_search_keywords.',
        },
      ],
    },
    {
      name: 'a prompt in Chinese, as character bigrams',
      code: `tools:
  - name: get_weather
    description: 查询城市的当前天气和气温。
    examples:
      - prompt: 北京现在天气怎么样
  - name: get_forecast
    description: 查询城市未来七天的天气预报。
    examples:
      - prompt: 北京明天会下雨吗
  - name: rain_alert
    description: 订阅下雨提醒，明天下雨时通知用户。
`,
      errors: [
        {
          messageId: 'unmatched',
          line: 9,
          column: 17,
          message:
            'The prompt of example 1 of "get_forecast" has no word of its name, description or tool_search_keywords and finds "rain_alert" first in a keyword search, through "下雨" and "明天"; add the words users say for this tool to its description or tool_search_keywords.',
        },
      ],
    },
    {
      name: 'maxCandidates bounds the tools scored for a prompt',
      code: `tools:\n${CURRENT}${forecast('Will it rain in Oslo on Saturday?')}`,
      options: { maxCandidates: 1 },
      errors: [{ messageId: 'unmatched', line: FIRST, column: 17 }],
    },
  ],
});

describe('search/findable related locations', () => {
  it("gives the tool that ranks first as related, at its description's key", async () => {
    const { diagnostics } = await lintText(`tools:\n${CURRENT}${forecast('Will it rain in Oslo on Saturday?')}`, 'search/findable');
    expect(diagnostics.map((d) => [d.range.start.line, d.range.start.column, d.messageId])).toEqual([[FIRST, 17, 'unmatched']]);
    expect(diagnostics[0]!.related?.[0]).toMatchObject({ file: 'tool.yaml', message: '"get_current_weather", which ranks first.', range: { start: { line: 3, column: 5 } } });
  });
});
