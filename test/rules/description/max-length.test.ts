import { RuleTester } from '../../rule-tester.js';
import { tool, TWO } from './fixtures.js';

const tooLong = (length: number, max = 600, name = 'get_weather') =>
  `Description of "${name}" is ${length} characters, over ${max}; cut background and implementation details, and move parameter details into the schema.`;

// As MCP servers built from Python docstrings send it (livemcptool/biomcp.json): 599 characters of text, indented.
const DOCSTRING = Array.from({ length: 12 }, () => 'word '.repeat(10).trim()).join('\n        ');
// The case below means something only if the raw text, indentation included, is over the limit.
if (DOCSTRING.length <= 600) throw new Error(`the docstring case must be over 600 characters before collapsing whitespace, not ${DOCSTRING.length}`);

new RuleTester().run('description/max-length', {
  valid: [
    { name: 'passes 600 characters', code: tool('x'.repeat(600)) },
    {
      // 20 lines of 29 characters, folded with single spaces: 20 * 29 + 19 = 599.
      name: 'counts the folded text, not the source lines',
      code: `name: get_weather\ndescription: >-\n${Array.from({ length: 20 }, () => '  ' + 'word '.repeat(6).trim()).join('\n')}\nparameters: {}\n`,
    },
    { name: 'counts runs of whitespace once: the indentation of a docstring is not description', code: tool(DOCSTRING) },
  ],
  invalid: [
    { name: 'reports 601 characters', code: tool('x'.repeat(601)), errors: [{ messageId: 'tooLong', line: 2, column: 1, message: tooLong(601) }] },
    {
      name: 'takes max as an option',
      code: tool(TWO),
      options: { max: 50 },
      errors: [{ messageId: 'tooLong', line: 2, column: 1, message: tooLong(TWO.length, 50) }],
    },
    {
      name: 'reports in the second document',
      code: `name: a\ndescription: Short. Fine.\n---\nname: b\ndescription: ${'y'.repeat(700)}\n`,
      errors: [{ messageId: 'tooLong', line: 5, column: 1, message: tooLong(700, 600, 'b') }],
    },
  ],
});
