import { describe, expect, it } from 'vitest';
import { sentences } from '../../../src/toolkit/text.js';
import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonTool, tool, TWO } from './fixtures.js';

const tooFew = (min = 2) => `Description of "get_weather" is one short sentence; add when to call it and what it does not cover (§3.2 asks for ${min}–5 sentences).`;
const tooMany = (n: number, min = 2, max = 5) =>
  `Description of "get_weather" has ${n} sentences; cut it to ${min}–${max} by moving parameter details into the schema and dropping background.`;
/** The finding on a description of too few sentences, at its key on line 2. */
const thin = { messageId: 'tooFew', line: 2, column: 1, message: tooFew() };

new RuleTester().run('description/sentence-count', {
  valid: [
    { name: 'passes 2 to 5 sentences (GOOD_TOOL)', code: GOOD_TOOL },
    { name: 'passes 2 sentences', code: tool(TWO) },
    { name: 'passes 5 sentences', code: tool('One. Two. Three. Four. Five.') },
    {
      // livemcptool/mcp-server-chart.json, generate_pin_map: one long sentence that says what and when.
      name: 'leaves a single sentence of 80 characters or more alone',
      code: tool(
        'Generate a point map to display the location and distribution of point data on the map, such as the location distribution of attractions, hospitals, supermarkets, etc.',
      ),
    },
    // livemcptool/howtocook-mcp.json, mcp_howtocook_recommendMeals (40 CJK characters, counting 3 each).
    { name: 'leaves a single sentence of 40 CJK characters alone', code: tool('根据用户的忌口、过敏原、人数智能推荐菜谱，创建一周的膳食计划以及大致的购物清单') },
    { name: 'reports no short sentence with minLength: 0', code: tool('Fetch the weather.'), options: { minLength: 0 } },
    {
      name: 'counts question and exclamation marks, and sentences over several lines',
      code: 'name: get_weather\ndescription: >-\n  Is it raining? Ask this tool!\n  It knows.\nparameters: {type: object}\n',
    },
    { name: 'takes min and max as options: 1 of 1–1 passes', code: tool('Fetch the weather.'), options: { min: 1, max: 1 } },
    { name: 'leaves missing or mistyped descriptions to description/required', code: 'name: get_weather\ndescription: [a]\nparameters: {}\n' },
    { name: 'reports unicode text by its sentences (French)', code: tool('Récupère la météo actuelle. À utiliser quand on demande le temps.') },
    { name: 'reports unicode text by its sentences (Chinese)', code: tool('获取当前天气。当用户问天气时使用。') },
  ],
  invalid: [
    { name: 'reports one sentence', code: tool('Fetch the current weather.'), errors: [thin] },
    {
      name: 'reports six sentences',
      code: tool('One. Two. Three. Four. Five. Six.'),
      errors: [{ messageId: 'tooMany', line: 2, column: 1, message: tooMany(6) }],
    },
    { name: 'does not end sentences at abbreviations', code: tool('Fetch the weather, e.g. rain and wind, i.e. what it is like.'), errors: [thin] },
    { name: 'does not end sentences at decimals or dotted names', code: tool('Costs 2.5 credits and wraps os.path.join for you.'), errors: [thin] },
    // livemcptool/12306-mcp.json, get-tickets: short, even counting CJK characters 3 each.
    { name: 'reports a short CJK sentence', code: tool('查询12306余票信息。'), errors: [thin] },
    {
      name: 'takes min and max as options: 2 of 1–1 is too many',
      code: tool(TWO),
      options: { min: 1, max: 1 },
      errors: [{ messageId: 'tooMany', line: 2, column: 1, message: tooMany(2, 1, 1) }],
    },
    {
      name: 'takes min as an option: 2 of 3–5 is too few',
      code: tool(TWO),
      options: { min: 3 },
      errors: [{ messageId: 'tooFew', line: 2, column: 1, message: tooFew(3) }],
    },
    { name: 'reports one Chinese sentence', code: tool('获取当前天气。'), errors: [thin] },
    { name: 'reports in JSON', code: jsonTool('Fetch it.'), filename: 'tool.json', errors: [{ ...thin, line: 3, column: 3 }] },
  ],
});

// The splitter the rule counts with; its boundary cases are clearer as strings than as counts.
describe('sentences()', () => {
  it('ends a sentence at "etc." before a capitalised word, not before a lowercase one', () => {
    // bfcl/multi_turn_func_doc/gorilla_file_system.json: "…, reading and writing to files, etc. Tool description: …".
    expect(sentences('It reads files, etc. Tool description: Create a file.')).toEqual(['It reads files, etc.', 'Tool description: Create a file.']);
    expect(sentences('It reads files, directories etc. and more. Use it.')).toEqual(['It reads files, directories etc. and more.', 'Use it.']);
  });
});
