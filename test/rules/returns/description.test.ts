import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonReturns, returns } from './fixtures.js';

const missing = (tool = 'get_weather') => `"returns" of "${tool}" has no description; summarise the payload in one line, with units, time zones and currencies.`;

new RuleTester().run('returns/description', {
  valid: [
    {
      // livemcptool/kospi-kosdaq.json: a Python docstring with a Returns: section.
      name: 'a docstring\'s Returns: section in the tool\'s description summarises the payload',
      code: 'name: get_volume\ndescription: "Retrieves trading volume.\\n\\nReturns:\\n    DataFrame: volume by date."\nreturns:\n  type: object\n  properties:\n    result: {type: object}\n',
    },
    {
      // bfcl/multi_turn_func_doc/math_api.json, imperial_si_conversion: the one field says what comes back.
      name: 'a payload of one described field is summarised by it (judged noise on the tuning half)',
      code: 'name: convert_units\ndescription: Convert a value. Use it for units.\nreturns:\n  type: object\n  properties:\n    result: {type: number, description: Converted value in the new unit.}\n',
    },
    GOOD_TOOL,
    { name: 'nested properties are not asked for the summary', code: returns('description: Conditions.', 'type: object', 'properties: {temperature: {type: number}}') },
    { name: 'a returns block that is not a mapping is left to returns/required', code: 'name: a\ndescription: Fetch. Use.\nreturns: text\n' },
  ],
  invalid: [
    { name: 'a missing description, at returns', code: returns('type: object'), errors: [{ messageId: 'missing', line: 3, column: 1, message: missing() }] },
    { name: 'a blank description', code: returns('description: " "', 'type: object'), errors: [{ messageId: 'missing', line: 3, column: 1, message: missing() }] },
    { name: 'a description that is not text', code: returns('description: [a]', 'type: object'), errors: [{ messageId: 'missing', line: 3, column: 1, message: missing() }] },
    {
      name: 'in a catalog',
      code: 'tools:\n  - name: a\n    returns: {description: A list., type: array}\n  - name: b\n    returns: {type: array}\n',
      errors: [{ messageId: 'missing', line: 5, column: 5, message: missing('b') }],
    },
    { name: 'in JSON', code: jsonReturns({ type: 'object' }), filename: 'tool.json', errors: [{ messageId: 'missing', line: 4, column: 3, message: missing() }] },
  ],
});
