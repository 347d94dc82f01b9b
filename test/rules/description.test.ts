import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';
import { lintText } from '../helpers.js';
import { sentences } from '../../src/toolkit/text.js';

const lintTextWith = async (code: string, rules: string[]) => (await lintText(code, rules)).findings;

const t = ruleTester();
/** A tool whose description is `text` (as a double-quoted YAML string on line 2). */
const tool = (text: string) => `name: get_weather\ndescription: ${JSON.stringify(text)}\nparameters: {type: object}\n`;
const jsonTool = (text: string) => `{\n  "name": "get_weather",\n  "description": ${JSON.stringify(text)},\n  "parameters": {"type": "object"}\n}\n`;
const TWO = 'Fetch the current weather for a city. Use when the user asks about the weather.';

describe('description/required', () => {
  const req = at('description/required');
  it('passes a described tool', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/required')).toEqual([]);
  });
  it('reports a missing description at the tool', async () => {
    expect(await t.findings('name: get_weather\nparameters: {type: object}\n', 'description/required')).toEqual([
      req(1, 1, 'Tool "get_weather" has no description; say in 2–5 sentences what it does and when to call it.'),
    ]);
  });
  it('reports empty and blank descriptions at the key', async () => {
    const empty = req(2, 1, 'Tool "get_weather" has an empty description; say in 2–5 sentences what it does and when to call it.');
    expect(await t.findings(tool(''), 'description/required')).toEqual([empty]);
    expect(await t.findings(tool(' \n\t'), 'description/required')).toEqual([empty]);
  });
  it.each([
    ['[Fetch, weather]', 'array'],
    ['42', 'number'],
    ['{text: Fetch it.}', 'object'],
    ['null', 'null'],
  ])('reports description: %s as %s', async (value, type) => {
    expect(await t.findings(`name: get_weather\ndescription: ${value}\nparameters: {type: object}\n`, 'description/required')).toEqual([
      req(2, 1, `Tool "get_weather" has a description of type ${type}; write it as a string.`),
    ]);
  });
  it('names a tool without a string name by its place', async () => {
    const code = 'tools:\n  - name: get_weather\n    description: Fetch it. Use it.\n  - name: 12\n    parameters: {type: object}\n';
    expect(await t.findings(code, 'description/required')).toEqual([
      req(4, 5, 'Tool "#tools.1" has no description; say in 2–5 sentences what it does and when to call it.'),
    ]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonTool(''), 'description/required', { file: 'tool.json' })).toEqual([
      req(3, 3, 'Tool "get_weather" has an empty description; say in 2–5 sentences what it does and when to call it.'),
    ]);
  });
});

describe('description/sentence-count', () => {
  const count = at('description/sentence-count');
  const tooFew = (tool = 'get_weather') => `Description of "${tool}" is one short sentence; add when to call it and what it does not cover (§3.2 asks for 2–5 sentences).`;
  const tooMany = (n: number) => `Description of "get_weather" has ${n} sentences; cut it to 2–5 by moving parameter details into the schema and dropping background.`;

  it('passes 2 to 5 sentences', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool(TWO), 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool('One. Two. Three. Four. Five.'), 'description/sentence-count')).toEqual([]);
  });
  it('reports one sentence', async () => {
    expect(await t.findings(tool('Fetch the current weather.'), 'description/sentence-count')).toEqual([count(2, 1, tooFew())]);
  });
  it('reports six sentences', async () => {
    expect(await t.findings(tool('One. Two. Three. Four. Five. Six.'), 'description/sentence-count')).toEqual([count(2, 1, tooMany(6))]);
  });
  it('does not end sentences at abbreviations, decimals or dotted names', async () => {
    expect(await t.findings(tool('Fetch the weather, e.g. rain and wind, i.e. what it is like.'), 'description/sentence-count')).toEqual([count(2, 1, tooFew())]);
    expect(await t.findings(tool('Costs 2.5 credits and wraps os.path.join for you.'), 'description/sentence-count')).toEqual([count(2, 1, tooFew())]);
  });
  it('leaves a single sentence that says enough alone: only short ones (under 80 characters, CJK counting 3) are thin', async () => {
    // livemcptool/mcp-server-chart.json, generate_pin_map: one long sentence that says what and when.
    const long = 'Generate a point map to display the location and distribution of point data on the map, such as the location distribution of attractions, hospitals, supermarkets, etc.';
    expect(await t.findings(tool(long), 'description/sentence-count')).toEqual([]);
    // livemcptool/howtocook-mcp.json, mcp_howtocook_recommendMeals (40 CJK characters).
    expect(await t.findings(tool('根据用户的忌口、过敏原、人数智能推荐菜谱，创建一周的膳食计划以及大致的购物清单'), 'description/sentence-count')).toEqual([]);
    // livemcptool/12306-mcp.json, get-tickets.
    expect(await t.findings(tool('查询12306余票信息。'), 'description/sentence-count')).toEqual([count(2, 1, tooFew())]);
    expect(await t.findings(tool('Fetch the weather.'), 'description/sentence-count', { options: { minLength: 0 } })).toEqual([]);
  });
  it('leaves a long description to description/max-length (one finding for one defect)', async () => {
    const code = tool('One. Two. Three. Four. Five. Six. ' + 'Seven is long. '.repeat(40));
    expect((await lintTextWith(code, ['description/sentence-count', 'description/max-length'])).map((f) => f.ruleId)).toEqual(['description/max-length']);
  });
  it('ends a sentence at "etc." before a capitalised word, not before a lowercase one', async () => {
    // bfcl/multi_turn_func_doc/gorilla_file_system.json: "…, reading and writing to files, etc. Tool description: …".
    expect(sentences('It reads files, etc. Tool description: Create a file.')).toEqual(['It reads files, etc.', 'Tool description: Create a file.']);
    expect(sentences('It reads files, directories etc. and more. Use it.')).toEqual(['It reads files, directories etc. and more.', 'Use it.']);
  });
  it('counts question and exclamation marks, and sentences over several lines', async () => {
    const code = 'name: get_weather\ndescription: >-\n  Is it raining? Ask this tool!\n  It knows.\nparameters: {type: object}\n';
    expect(await t.findings(code, 'description/sentence-count')).toEqual([]);
  });
  it('takes min and max as options', async () => {
    expect(await t.findings(tool('Fetch the weather.'), 'description/sentence-count', { options: { min: 1, max: 1 } })).toEqual([]);
    expect(await t.findings(tool(TWO), 'description/sentence-count', { options: { min: 1, max: 1 } })).toEqual([
      count(2, 1, 'Description of "get_weather" has 2 sentences; cut it to 1–1 by moving parameter details into the schema and dropping background.'),
    ]);
    expect(await t.findings(tool(TWO), 'description/sentence-count', { options: { min: 3 } })).toEqual([
      count(2, 1, 'Description of "get_weather" is one short sentence; add when to call it and what it does not cover (§3.2 asks for 3–5 sentences).'),
    ]);
  });
  it('leaves missing or mistyped descriptions to description/required', async () => {
    expect(await t.findings('name: get_weather\ndescription: [a]\nparameters: {}\n', 'description/sentence-count')).toEqual([]);
  });
  it('reports unicode text by its sentences', async () => {
    expect(await t.findings(tool('Récupère la météo actuelle. À utiliser quand on demande le temps.'), 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool('获取当前天气。当用户问天气时使用。'), 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool('获取当前天气。'), 'description/sentence-count')).toEqual([count(2, 1, tooFew())]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonTool('Fetch it.'), 'description/sentence-count', { file: 'tool.json' })).toEqual([count(3, 3, tooFew())]);
  });
});

describe('description/answer-first', () => {
  const first = at('description/answer-first');
  const weak = (opening: string, example?: string, tool = 'get_weather') =>
    example
      ? `Description of "${tool}" opens with "${opening}"; lead with what it does (e.g. "${example}").`
      : `Description of "${tool}" opens with "${opening}"; lead with a verb that says what the tool does, and put labels and background after it.`;

  it('passes a verb-first description', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/answer-first')).toEqual([]);
    expect(await t.findings(tool('Returns the weather. Use it.'), 'description/answer-first')).toEqual([]);
  });
  it.each([
    ['This tool can be used to get the weather. Use it when asked.', 'This tool can be used…', undefined],
    ['Allows the agent to fetch the weather. Use it when asked.', 'Allows the agent to fetch…', 'Fetch the weather.'],
    ['Used to fetch weather. Use it.', 'Used to fetch weather.', 'Fetch weather.'],
    ['A weather tool. Use it.', 'A weather tool.', undefined],
    ['Tool for weather lookups. Use it.', 'Tool for weather lookups.', undefined],
    ['We fetch the weather for you. Use it.', 'We fetch the weather for…', undefined],
    ['"This" tool fetches weather. Use it.', 'This" tool fetches weather.', undefined],
    // bfcl/BFCL_v4_live_irrelevance.json, get_value_chat: the rewrite drops the self-reference.
    ['This function retrieves the chat value for various services. Use it.', 'This function retrieves the chat…', 'Retrieves the chat value for various services.'],
    // livemcptool/biomcp.json, think: a label.
    ['REQUIRED FIRST STEP: Perform structured sequential thinking for ANY biomedical research task.', 'REQUIRED FIRST STEP: Perform structured…', undefined],
    // livemcptool/investor.json, get_ticker_data: a docstring section instead of a sentence.
    ['\nReturns:\n- info: Core financial metrics', 'Returns: - info: Core financial…', undefined],
    // Emoji and heading openers, as MCP servers write them.
    ['🎯 Purpose: plan a trip. Use it when asked.', '🎯 Purpose: plan a trip.', undefined],
    ['⚠️ MANDATORY before any search. Use it first.', '⚠️ MANDATORY before any search.', undefined],
    ['# Weather\nFetch the weather. Use it.', '# Weather Fetch the weather.', undefined],
    // The product instead of the action; an adjective and a noun.
    ['Yahoo Finance API provides quotes for a ticker. Use it for prices.', 'Yahoo Finance API provides quotes…', undefined],
    ['Simple calculator for arithmetic. Use it for sums.', 'Simple calculator for arithmetic.', undefined],
    ['Payment retrieval: one payment by its identifier. Use it for receipts.', 'Payment retrieval: one payment by…', undefined],
    // bfcl/BFCL_v4_live_multiple.json, Payment_1_MakePayment and Buses_3_BuyBusTicket: the rewrite is rewritten
    // again, never suggested as another weak opener ("Allows a user to…").
    ['This function allows a user to send money to a friend. Use it to pay.', 'This function allows a user…', 'Send money to a friend.'],
    ['This function enables the user to purchase bus tickets. Use it to travel.', 'This function enables the user…', 'Purchase bus tickets.'],
    ['Allows for a custom operation on the data. Use it rarely.', 'Allows for a custom operation…', undefined],
  ])('reports %j', async (text, opening, example) => {
    expect(await t.findings(tool(text), 'description/answer-first')).toEqual([first(2, 1, weak(opening, example))]);
  });
  it.each([
    // livemcptool/investor.json, get_price_history: a verb first, a colon later.
    'Get historical OHLCV data: daily for 1mo, 3mo, 6mo. Use it for charts.',
    'Position the cursor at a line. Use it before typing.',
    'Comment on a pull request. Use it to review.',
    'Mention a user in a post. Use it to notify.',
    // bfcl/BFCL_v4_live_irrelevance.json, usergroups_enable and EventSettingsApi.enable_custom_event_specification.
    'Enables a user group within the organization. Use it to restore access.',
    'Enable a previously defined custom event specification. Use it after creating one.',
  ])('passes the verb-first %j', async (text) => {
    expect(await t.findings(tool(text), 'description/answer-first')).toEqual([]);
  });
  it('accepts first words listed in allow', async () => {
    expect(await t.findings(tool('Helper fetches weather. Use it.'), 'description/answer-first', { options: { allow: ['helper'] } })).toEqual([]);
    expect(await t.findings(tool('Helper fetches weather. Use it.'), 'description/answer-first')).toEqual([first(2, 1, weak('Helper fetches weather.'))]);
  });
  it('leaves text it cannot read (no Latin first word) alone', async () => {
    expect(await t.findings(tool('获取当前天气。使用它。'), 'description/answer-first')).toEqual([]);
  });
  it('reports in a catalog and in JSON', async () => {
    const code = 'tools:\n  - name: a\n    description: Fetch it. Use it.\n  - name: b\n    description: This fetches it. Use it.\n';
    expect(await t.findings(code, 'description/answer-first')).toEqual([first(5, 5, weak('This fetches it.', undefined, 'b'))]);
    expect(await t.findings(jsonTool('This fetches it. Use it.'), 'description/answer-first', { file: 'tool.json' })).toEqual([first(3, 3, weak('This fetches it.'))]);
  });
});

describe('description/no-marketing', () => {
  const mk = at('description/no-marketing');
  const word = (w: string) => `Description of "get_weather" uses the marketing word "${w}"; state what the tool observably does instead.`;
  it('passes plain descriptions', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/no-marketing')).toEqual([]);
    expect(await t.findings(tool('Fetch powerfully? No: fetch power readings. Use it.'), 'description/no-marketing')).toEqual([]);
  });
  it('reports the first marketing word of the text, once', async () => {
    expect(await t.findings(tool('Fetch the weather with our robust, powerful engine. Use it.'), 'description/no-marketing')).toEqual([mk(2, 1, word('robust'))]);
  });
  it('counts an adjective that praises something, not one said of something else', async () => {
    // livemcptool/osm-mcp-server.json, explore_area; livemcptool/desktop-commander.json, search_code.
    expect(await t.findings(tool('Profile an area. This powerful analysis tool lists amenities.'), 'description/no-marketing')).toEqual([mk(2, 1, word('powerful'))]);
    expect(await t.findings(tool('Search code. Fast and powerful search similar to VS Code.'), 'description/no-marketing')).toEqual([mk(2, 1, word('powerful'))]);
    // livemcptool/opgg-mcp.json, lol-champion-positions-data: a champion's strength is content.
    expect(await t.findings(tool('Fetch champion data. `tier_data` tells which champion is powerful (OP) or not.'), 'description/no-marketing')).toEqual([]);
    expect(await t.findings(tool('Fetch champion data. A `tier 1` champion is easy to play and powerful champion.'), 'description/no-marketing')).toEqual([]);
    expect(await t.findings(tool('Fit a model. Uses robust regression for outliers.'), 'description/no-marketing')).toEqual([]);
    expect(await t.findings(tool('Fit a model. The most robust solution for outliers.'), 'description/no-marketing')).toEqual([mk(2, 1, word('robust'))]);
    expect(await t.findings(tool('Rank champions. Says whether one is more powerful than another.'), 'description/no-marketing')).toEqual([]);
    expect(await t.findings(tool('Sync files. Integrates seamlessly.'), 'description/no-marketing')).toEqual([mk(2, 1, word('seamlessly'))]);
  });
  it('matches hyphenated words and any case', async () => {
    expect(await t.findings(tool('BLAZING-FAST weather. Use it.'), 'description/no-marketing')).toEqual([mk(2, 1, word('blazing-fast'))]);
  });
  it('takes its own word list', async () => {
    expect(await t.findings(tool('Fetch the weather, simply. Use it.'), 'description/no-marketing', { options: { words: ['simply'] } })).toEqual([mk(2, 1, word('simply'))]);
    expect(await t.findings(tool('A powerful fetch. Use it.'), 'description/no-marketing', { options: { words: ['simply'] } })).toEqual([]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonTool('Seamless weather. Use it.'), 'description/no-marketing', { file: 'tool.json' })).toEqual([mk(3, 3, word('seamless'))]);
  });
});

describe('description/max-length', () => {
  const max = at('description/max-length');
  it('passes 600 characters', async () => {
    expect(await t.findings(tool('x'.repeat(600)), 'description/max-length')).toEqual([]);
  });
  it('reports 601 characters', async () => {
    expect(await t.findings(tool('x'.repeat(601)), 'description/max-length')).toEqual([
      max(2, 1, 'Description of "get_weather" is 601 characters, over 600; cut background and implementation details, and move parameter details into the schema.'),
    ]);
  });
  it('counts the folded text, not the source lines', async () => {
    const code = `name: get_weather\ndescription: >-\n${Array.from({ length: 20 }, () => '  ' + 'word '.repeat(6).trim()).join('\n')}\nparameters: {}\n`;
    // 20 lines of 29 characters, folded with single spaces: 20 * 29 + 19 = 599.
    expect(await t.findings(code, 'description/max-length')).toEqual([]);
  });
  it('counts runs of whitespace once: the indentation of a docstring is not description', async () => {
    // As MCP servers built from Python docstrings send it (livemcptool/biomcp.json): 599 characters of text, indented.
    const text = Array.from({ length: 12 }, () => 'word '.repeat(10).trim()).join('\n        ');
    expect(text.length).toBeGreaterThan(600);
    expect(await t.findings(tool(text), 'description/max-length')).toEqual([]);
  });
  it('takes max as an option', async () => {
    expect(await t.findings(tool(TWO), 'description/max-length', { options: { max: 50 } })).toEqual([
      max(2, 1, `Description of "get_weather" is ${TWO.length} characters, over 50; cut background and implementation details, and move parameter details into the schema.`),
    ]);
  });
  it('reports in the second document', async () => {
    const code = `name: a\ndescription: Short. Fine.\n---\nname: b\ndescription: ${'y'.repeat(700)}\n`;
    expect(await t.findings(code, 'description/max-length')).toEqual([
      max(5, 1, 'Description of "b" is 700 characters, over 600; cut background and implementation details, and move parameter details into the schema.'),
    ]);
  });
});

t.coversEveryMessage(['description/required', 'description/sentence-count', 'description/answer-first', 'description/no-marketing', 'description/max-length']);
