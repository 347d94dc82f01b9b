import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { withExamples } from './fixtures.js';

new RuleTester().run('examples/result-schema', {
  valid: [
    { name: 'passes GOOD_TOOL, whose error example is not validated against returns', code: GOOD_TOOL },
    {
      // The stub `tooldoc import` writes: descriptor/no-placeholder reports it, once.
      name: 'leaves a result still to be written ("TODO: …") to descriptor/no-placeholder',
      code: GOOD_TOOL.replace('result: {temperature: 11}', 'result: {note: "TODO: the result JSON"}'),
    },
    {
      // GOOD_TOOL's returns would accept {error: …} too; with temperature required, only skipping error results passes.
      name: 'does not validate error results against a returns schema they break',
      code: GOOD_TOOL.replace('  type: object\n  properties:\n    temperature:', '  type: object\n  required: [temperature]\n  properties:\n    temperature:'),
    },
  ],
  invalid: [
    {
      name: 'reports a happy result that breaks returns at the offending field',
      code: withExamples(
        [
          '  - prompt: a',
          '    tool_call: {name: get_weather, arguments: {city: London}}',
          '    result:',
          '      temperature: warm',
          '  - prompt: b',
          '    tool_call: {name: get_weather, arguments: {city: London}}',
          '    result: It is 11 degrees.',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          messageId: 'invalid',
          line: 24,
          column: 7,
          message: 'Example 1 of "get_weather": result field "temperature" must be number; make the example match the returns schema.',
        },
        { messageId: 'invalidRoot', line: 27, column: 5, message: 'Example 2 of "get_weather": result must be object; make the example match the returns schema.' },
      ],
    },
  ],
});
