import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonTool, tool } from './fixtures.js';

const weak = (opening: string, example?: string, name = 'get_weather') =>
  example
    ? `Description of "${name}" opens with "${opening}"; lead with what it does (e.g. "${example}").`
    : `Description of "${name}" opens with "${opening}"; lead with a verb that says what the tool does, and put labels and background after it.`;
/** A tool whose description `text` opens weakly with `opening`, reported at the key on line 2 (with a rewrite when `example` is given). */
const weakOpener = (text: string, opening: string, example?: string) => ({
  name: `reports ${JSON.stringify(text)}`,
  code: tool(text),
  errors: [{ messageId: example ? 'weakOpener' : 'weakOpenerNoRewrite', line: 2, column: 1, message: weak(opening, example) }],
});
const verbFirst = (text: string) => ({ name: `passes the verb-first ${JSON.stringify(text)}`, code: tool(text) });

new RuleTester().run('description/answer-first', {
  valid: [
    { name: 'passes a verb-first description (GOOD_TOOL)', code: GOOD_TOOL },
    { name: 'passes a description opening with "Returns"', code: tool('Returns the weather. Use it.') },
    // livemcptool/investor.json, get_price_history: a verb first, a colon later.
    verbFirst('Get historical OHLCV data: daily for 1mo, 3mo, 6mo. Use it for charts.'),
    verbFirst('Position the cursor at a line. Use it before typing.'),
    verbFirst('Comment on a pull request. Use it to review.'),
    verbFirst('Mention a user in a post. Use it to notify.'),
    // bfcl/BFCL_v4_live_irrelevance.json, usergroups_enable and EventSettingsApi.enable_custom_event_specification.
    verbFirst('Enables a user group within the organization. Use it to restore access.'),
    verbFirst('Enable a previously defined custom event specification. Use it after creating one.'),
    { name: 'accepts first words listed in allow', code: tool('Helper fetches weather. Use it.'), options: { allow: ['helper'] } },
    { name: 'leaves text it cannot read (no Latin first word) alone', code: tool('获取当前天气。使用它。') },
  ],
  invalid: [
    weakOpener('This tool can be used to get the weather. Use it when asked.', 'This tool can be used…'),
    weakOpener('Allows the agent to fetch the weather. Use it when asked.', 'Allows the agent to fetch…', 'Fetch the weather.'),
    weakOpener('Used to fetch weather. Use it.', 'Used to fetch weather.', 'Fetch weather.'),
    weakOpener('A weather tool. Use it.', 'A weather tool.'),
    weakOpener('Tool for weather lookups. Use it.', 'Tool for weather lookups.'),
    weakOpener('We fetch the weather for you. Use it.', 'We fetch the weather for…'),
    weakOpener('"This" tool fetches weather. Use it.', 'This tool fetches weather.', 'Fetches weather.'),
    // bfcl/BFCL_v4_live_irrelevance.json, get_value_chat: the rewrite drops the self-reference.
    weakOpener('This function retrieves the chat value for various services. Use it.', 'This function retrieves the chat…', 'Retrieves the chat value for various services.'),
    // livemcptool/biomcp.json, think: a label.
    weakOpener('REQUIRED FIRST STEP: Perform structured sequential thinking for ANY biomedical research task.', 'REQUIRED FIRST STEP: Perform structured…'),
    // livemcptool/investor.json, get_ticker_data: a docstring section instead of a sentence.
    weakOpener('\nReturns:\n- info: Core financial metrics', 'Returns: - info: Core financial…'),
    // Emoji and heading openers, as MCP servers write them.
    weakOpener('🎯 Purpose: plan a trip. Use it when asked.', '🎯 Purpose: plan a trip.'),
    weakOpener('⚠️ MANDATORY before any search. Use it first.', '⚠️ MANDATORY before any search.'),
    weakOpener('# Weather\nFetch the weather. Use it.', '# Weather Fetch the weather.'),
    // The product instead of the action; an adjective and a noun.
    weakOpener('Yahoo Finance API provides quotes for a ticker. Use it for prices.', 'Yahoo Finance API provides quotes…'),
    weakOpener('Simple calculator for arithmetic. Use it for sums.', 'Simple calculator for arithmetic.'),
    weakOpener('Payment retrieval: one payment by its identifier. Use it for receipts.', 'Payment retrieval: one payment by…'),
    // bfcl/BFCL_v4_live_multiple.json, Payment_1_MakePayment and Buses_3_BuyBusTicket: the rewrite is rewritten
    // again, never suggested as another weak opener ("Allows a user to…").
    weakOpener('This function allows a user to send money to a friend. Use it to pay.', 'This function allows a user…', 'Send money to a friend.'),
    weakOpener('This function enables the user to purchase bus tickets. Use it to travel.', 'This function enables the user…', 'Purchase bus tickets.'),
    weakOpener('Allows for a custom operation on the data. Use it rarely.', 'Allows for a custom operation…'),
    { ...weakOpener('Helper fetches weather. Use it.', 'Helper fetches weather.'), name: 'reports a first word that allow does not list' },
    {
      name: 'reports in a catalog, naming the tool',
      code: 'tools:\n  - name: a\n    description: Fetch it. Use it.\n  - name: b\n    description: This fetches it. Use it.\n',
      errors: [{ messageId: 'weakOpenerNoRewrite', line: 5, column: 5, message: weak('This fetches it.', undefined, 'b') }],
    },
    {
      name: 'reports in JSON',
      code: jsonTool('This fetches it. Use it.'),
      filename: 'tool.json',
      errors: [{ messageId: 'weakOpenerNoRewrite', line: 3, column: 3, message: weak('This fetches it.') }],
    },
  ],
});
