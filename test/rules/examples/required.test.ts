import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

/** A tool whose `examples:` key is on line 3; entries follow from line 4. */
const examples = (...lines: string[]) => ['name: get_weather', 'description: Fetch it. Use it.', 'examples:', ...lines, ''].join('\n');
const field = (n: number, f: string) => `Example ${n} of "get_weather" has no "${f}"; every example has prompt, tool_call and result.`;
/** `examples: <value>` on line 3, reported at the key as the wrong type. */
const typed = (value: string, type: string) => ({
  name: `reports examples: ${value} as ${type}`,
  code: `name: get_weather\ndescription: Fetch it. Use it.\nexamples: ${value}\n`,
  errors: [{ messageId: 'type', line: 3, column: 1, message: `"examples" of "get_weather" is ${type}; it must be a list of examples.` }],
});

new RuleTester().run('examples/required', {
  valid: [
    { name: 'passes complete examples (GOOD_TOOL)', code: GOOD_TOOL },
    { name: 'passes one complete example (one is enough at Level 1)', code: examples('  - {prompt: Weather?, tool_call: {name: get_weather, arguments: {}}, result: {}}') },
    {
      name: 'accepts any value for result, including null and an error envelope',
      code: examples(
        '  - {prompt: Weather?, tool_call: {name: get_weather}, result: null}',
        '  - {prompt: Atlantis?, tool_call: {name: get_weather}, result: {error: {code: NOT_FOUND}}}',
      ),
    },
  ],
  invalid: [
    {
      name: 'reports a missing block at the tool',
      code: 'name: get_weather\ndescription: Fetch it. Use it.\nparameters: {}\n',
      errors: [
        {
          messageId: 'missing',
          line: 1,
          column: 1,
          message: 'Tool "get_weather" has no "examples"; add a successful call and an error case, each with prompt, tool_call and result.',
        },
      ],
    },
    typed('What is the weather?', 'a string'),
    typed('{prompt: Weather?}', 'an object'),
    typed('null', 'null'),
    {
      name: 'reports an empty list',
      code: 'name: get_weather\ndescription: Fetch it. Use it.\nexamples: []\n',
      errors: [{ messageId: 'empty', line: 3, column: 1, message: '"examples" of "get_weather" is empty; add a successful call and an error case.' }],
    },
    {
      name: 'reports entries that are not mappings and missing fields, at the entry',
      code: examples(
        '  - prompt: Weather in London?',
        '    tool_call: {name: get_weather, arguments: {city: London}}',
        '  - Weather in Paris?',
        '  - notes: Only notes.',
        '  - 42',
      ),
      errors: [
        { messageId: 'field', line: 4, column: 5, message: field(1, 'result') },
        { messageId: 'entryType', line: 6, column: 5, message: 'Example 2 of "get_weather" is a string; each example is a mapping with prompt, tool_call and result.' },
        { messageId: 'field', line: 7, column: 5, message: field(3, 'prompt') },
        { messageId: 'field', line: 7, column: 5, message: field(3, 'tool_call') },
        { messageId: 'field', line: 7, column: 5, message: field(3, 'result') },
        { messageId: 'entryType', line: 8, column: 5, message: 'Example 4 of "get_weather" is a number; each example is a mapping with prompt, tool_call and result.' },
      ],
    },
    {
      name: 'handles unicode prompts and __proto__ keys',
      code: examples('  - {prompt: "天气怎么样？", tool_call: {name: get_weather}, result: {}}', '  - {__proto__: {prompt: x}, tool_call: {name: get_weather}, result: {}}'),
      errors: [{ messageId: 'field', line: 5, column: 5, message: field(2, 'prompt') }],
    },
    {
      name: 'reports in JSON',
      code: '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "examples": [\n    {"prompt": "Weather?", "result": {}}\n  ]\n}\n',
      filename: 'tool.json',
      errors: [{ messageId: 'field', line: 5, column: 5, message: field(1, 'tool_call') }],
    },
    {
      name: 'reports in a catalog, naming the tool',
      code: 'tools:\n  - name: a\n    examples: [{prompt: p, tool_call: {}, result: {}}]\n  - name: b\n    examples: {}\n',
      errors: [{ messageId: 'type', line: 5, column: 5, message: '"examples" of "b" is an object; it must be a list of examples.' }],
    },
    {
      name: 'reports in the second document',
      code: `${GOOD_TOOL}---\n${examples('  - {prompt: p, result: r}')}`,
      errors: [{ messageId: 'field', line: 32, column: 5, message: field(1, 'tool_call') }],
    },
  ],
});
