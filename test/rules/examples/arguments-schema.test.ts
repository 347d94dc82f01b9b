import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { withExamples } from './fixtures.js';

const mismatch = (n: number, arg: string, reason: string) => `Example ${n} of "get_weather": argument "${arg}" ${reason}; make the example match the parameters schema.`;

new RuleTester().run('examples/arguments-schema', {
  valid: [
    { name: 'passes GOOD_TOOL', code: GOOD_TOOL },
    {
      name: 'skips tools whose parameters schema does not compile',
      code: GOOD_TOOL.replace('  type: object\n  additionalProperties: false', '  type: objekt\n  additionalProperties: false'),
    },
    {
      // The stubs `tooldoc import` writes: descriptor/no-placeholder reports them, once.
      name: 'leaves a "TODO: …" argument to descriptor/no-placeholder',
      code: withExamples(['  - prompt: Weather?', '    tool_call: {name: get_weather, arguments: {city: "TODO: a value", units: "TODO: a value"}}', '    result: {temperature: 11}', ''].join('\n')),
    },
    {
      name: 'leaves the arguments of an error example answering rejected arguments (VALIDATION_ERROR, or a declared 400/422 code)',
      code: withExamples(
        [
          '  - prompt: Weather?',
          '    tool_call: {name: get_weather, arguments: {units: kelvin}}',
          '    result: {error: {code: VALIDATION_ERROR, message: Give a city}}',
          '  - prompt: Weather for 42?',
          '    tool_call: {name: get_weather, arguments: {city: 42}}',
          '    result: {error: {code: BAD_CITY, message: A city is a name}}',
          '',
        ].join('\n'),
      ).replace('errors:\n', 'errors:\n  - {code: BAD_CITY, http_status: 422, retryable: false, description: Not a city name., recovery: Ask for the city name.}\n'),
    },
  ],
  invalid: [
    {
      name: 'reports a wrong type, an undeclared argument and an enum miss at the argument, a missing required one at arguments',
      code: withExamples(
        [
          '  - prompt: Weather in London?',
          '    tool_call:',
          '      name: get_weather',
          '      arguments:',
          '        city: 42',
          '        units: kelvin',
          '        country: UK',
          '    result: {temperature: 11}',
          '  - prompt: Weather?',
          '    tool_call:',
          '      name: get_weather',
          '      arguments: {units: celsius}',
          '    result: {error: {code: NOT_FOUND, message: Unknown city}}',
          '',
        ].join('\n'),
      ),
      errors: [
        { messageId: 'invalid', line: 25, column: 9, message: mismatch(1, 'city', 'must be string') },
        { messageId: 'invalid', line: 26, column: 9, message: mismatch(1, 'units', 'must be one of "celsius", "fahrenheit"') },
        { messageId: 'invalid', line: 27, column: 9, message: mismatch(1, 'country', 'is not a declared property') },
        {
          messageId: 'invalidRoot',
          line: 32,
          column: 7,
          message: 'Example 2 of "get_weather": arguments is missing required property "city"; make the example match the parameters schema.',
        },
      ],
    },
    {
      name: 'reports missing, mistyped and unparsable arguments',
      code: withExamples(
        [
          '  - prompt: a',
          '    tool_call: {name: get_weather}',
          '    result: {temperature: 11}',
          '  - prompt: b',
          '    tool_call: {name: get_weather, arguments: [London]}',
          '    result: {temperature: 11}',
          '  - prompt: c',
          "    tool_call: {name: get_weather, arguments: '{\"city\": '}",
          '    result: {temperature: 11}',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          messageId: 'missing',
          line: 22,
          column: 5,
          message: 'Example 1 of "get_weather" has a tool_call without "arguments"; add the arguments the agent should send (an empty mapping if none).',
        },
        {
          messageId: 'type',
          line: 25,
          column: 47,
          message: 'Example 2 of "get_weather" has arguments that are array; write them as a mapping of parameter names to values.',
        },
        {
          messageId: 'json',
          line: 28,
          column: 47,
          message: 'Example 3 of "get_weather" has arguments as a string that is not valid JSON; write them as a mapping of parameter names to values.',
        },
      ],
    },
    {
      name: 'validates OpenAI-style JSON-string arguments, reporting at the string',
      code: withExamples(['  - prompt: a', `    tool_call: {name: get_weather, arguments: '{"city": 7}'}`, '    result: {temperature: 11}', ''].join('\n')),
      errors: [{ messageId: 'invalid', line: 22, column: 47, message: mismatch(1, 'city', 'must be string') }],
    },
    {
      name: 'reports at the exact position in JSON files too',
      code: JSON.stringify(
        {
          name: 'get_weather',
          parameters: { type: 'object', required: ['city'], properties: { city: { type: 'string', description: 'City' } } },
          examples: [{ prompt: 'x', tool_call: { name: 'get_weather', arguments: { city: 1 } }, result: {} }],
        },
        null,
        2,
      ),
      filename: 'tool.json',
      errors: [{ messageId: 'invalid', line: 21, column: 11, message: mismatch(1, 'city', 'must be string') }],
    },
  ],
});
