import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { withExamples } from './fixtures.js';

new RuleTester().run('examples/tool-name', {
  valid: [{ name: 'passes GOOD_TOOL', code: GOOD_TOOL }],
  invalid: [
    {
      name: 'reports a call to another tool at the name value, and a call without a name',
      code: withExamples(
        [
          '  - prompt: Weather in London?',
          '    tool_call: {name: get_forecast, arguments: {city: London}}',
          '    result: {temperature: 11}',
          '  - prompt: Weather in Atlantis?',
          '    tool_call:',
          '      arguments: {city: Atlantis}',
          '    result: {error: {code: NOT_FOUND, message: Unknown city}}',
          '  - prompt: Weather?',
          '    tool_call: get_weather',
          '    result: {temperature: 3}',
          '',
        ].join('\n'),
      ),
      errors: [
        { messageId: 'wrongName', line: 22, column: 23, message: 'Example 1 of "get_weather" calls "get_forecast", not this tool; set tool_call.name to "get_weather".' },
        { messageId: 'noName', line: 25, column: 5, message: 'Example 2 of "get_weather" has a tool_call without "name"; add name: "get_weather".' },
        {
          messageId: 'callType',
          line: 29,
          column: 16,
          message: 'Example 3 of "get_weather" has a tool_call that is string; write it as {name: "get_weather", arguments: {…}}.',
        },
      ],
    },
  ],
});
