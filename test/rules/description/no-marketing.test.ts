import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonTool, tool } from './fixtures.js';

const word = (w: string) => `Description of "get_weather" uses the marketing word "${w}"; state what the tool observably does instead.`;
/** The finding for marketing word `w`, at the description key on line 2. */
const marketing = (w: string) => ({ messageId: 'marketing', line: 2, column: 1, message: word(w) });

new RuleTester().run('description/no-marketing', {
  valid: [
    { name: 'passes plain descriptions (GOOD_TOOL)', code: GOOD_TOOL },
    { name: 'passes "powerfully" and "power", which are not listed', code: tool('Fetch powerfully? No: fetch power readings. Use it.') },
    // livemcptool/opgg-mcp.json, lol-champion-positions-data: a champion's strength is content.
    { name: 'leaves an adjective said of something (a predicate)', code: tool('Fetch champion data. `tier_data` tells which champion is powerful (OP) or not.') },
    { name: 'leaves a plain-meaning adjective before a word for content', code: tool('Fetch champion data. A `tier 1` champion is easy to play and powerful champion.') },
    { name: 'leaves "robust regression", a method', code: tool('Fit a model. Uses robust regression for outliers.') },
    { name: 'leaves a comparison ("more powerful than")', code: tool('Rank champions. Says whether one is more powerful than another.') },
    { name: 'uses only its own word list when given one', code: tool('A powerful fetch. Use it.'), options: { words: ['simply'] } },
  ],
  invalid: [
    {
      name: 'reports the first marketing word of the text, once',
      code: tool('Fetch the weather with our robust, powerful engine. Use it.'),
      errors: [marketing('robust')],
    },
    // livemcptool/osm-mcp-server.json, explore_area; livemcptool/desktop-commander.json, search_code.
    { name: 'counts an adjective that praises a tool', code: tool('Profile an area. This powerful analysis tool lists amenities.'), errors: [marketing('powerful')] },
    { name: 'counts an adjective that praises a search', code: tool('Search code. Fast and powerful search similar to VS Code.'), errors: [marketing('powerful')] },
    { name: 'counts "robust" before "solution"', code: tool('Fit a model. The most robust solution for outliers.'), errors: [marketing('robust')] },
    { name: 'counts an adverb wherever it stands', code: tool('Sync files. Integrates seamlessly.'), errors: [marketing('seamlessly')] },
    { name: 'matches hyphenated words and any case', code: tool('BLAZING-FAST weather. Use it.'), errors: [marketing('blazing-fast')] },
    { name: 'takes its own word list', code: tool('Fetch the weather, simply. Use it.'), options: { words: ['simply'] }, errors: [marketing('simply')] },
    { name: 'reports in JSON', code: jsonTool('Seamless weather. Use it.'), filename: 'tool.json', errors: [{ ...marketing('seamless'), line: 3, column: 3 }] },
  ],
});
