import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();
const ex = at('examples/required');
/** A tool whose `examples:` key is on line 3; entries follow from line 4. */
const examples = (...lines: string[]) => ['name: get_weather', 'description: Fetch it. Use it.', 'examples:', ...lines, ''].join('\n');
const field = (n: number, f: string) => `Example ${n} of "get_weather" has no "${f}"; every example has prompt, tool_call and result.`;

describe('examples/required', () => {
  it('passes complete examples (one is enough at Level 1)', async () => {
    expect(await t.findings(GOOD_TOOL, 'examples/required')).toEqual([]);
    expect(await t.findings(examples('  - {prompt: Weather?, tool_call: {name: get_weather, arguments: {}}, result: {}}'), 'examples/required')).toEqual([]);
  });
  it('reports a missing block at the tool', async () => {
    expect(await t.findings('name: get_weather\ndescription: Fetch it. Use it.\nparameters: {}\n', 'examples/required')).toEqual([
      ex(1, 1, 'Tool "get_weather" has no "examples"; add a successful call and an error case, each with prompt, tool_call and result.'),
    ]);
  });
  it.each([
    ['What is the weather?', 'a string'],
    ['{prompt: Weather?}', 'an object'],
    ['null', 'null'],
  ])('reports examples: %s as %s', async (value, type) => {
    expect(await t.findings(`name: get_weather\ndescription: Fetch it. Use it.\nexamples: ${value}\n`, 'examples/required')).toEqual([
      ex(3, 1, `"examples" of "get_weather" is ${type}; it must be a list of examples.`),
    ]);
  });
  it('reports an empty list', async () => {
    expect(await t.findings('name: get_weather\ndescription: Fetch it. Use it.\nexamples: []\n', 'examples/required')).toEqual([
      ex(3, 1, '"examples" of "get_weather" is empty; add a successful call and an error case.'),
    ]);
  });
  it('reports entries that are not mappings and missing fields, at the entry', async () => {
    const code = examples(
      '  - prompt: Weather in London?',
      '    tool_call: {name: get_weather, arguments: {city: London}}',
      '  - Weather in Paris?',
      '  - notes: Only notes.',
      '  - 42',
    );
    expect(await t.findings(code, 'examples/required')).toEqual([
      ex(4, 5, field(1, 'result')),
      ex(6, 5, 'Example 2 of "get_weather" is a string; each example is a mapping with prompt, tool_call and result.'),
      ex(7, 5, field(3, 'prompt')),
      ex(7, 5, field(3, 'tool_call')),
      ex(7, 5, field(3, 'result')),
      ex(8, 5, 'Example 4 of "get_weather" is a number; each example is a mapping with prompt, tool_call and result.'),
    ]);
  });
  it('accepts any value for result, including null and an error envelope', async () => {
    const code = examples('  - {prompt: Weather?, tool_call: {name: get_weather}, result: null}', '  - {prompt: Atlantis?, tool_call: {name: get_weather}, result: {error: {code: NOT_FOUND}}}');
    expect(await t.findings(code, 'examples/required')).toEqual([]);
  });
  it('handles unicode prompts and __proto__ keys', async () => {
    const code = examples('  - {prompt: "天气怎么样？", tool_call: {name: get_weather}, result: {}}', '  - {__proto__: {prompt: x}, tool_call: {name: get_weather}, result: {}}');
    expect(await t.findings(code, 'examples/required')).toEqual([ex(5, 5, field(2, 'prompt'))]);
  });
  it('reports in JSON, catalogs and the second document', async () => {
    const json = '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "examples": [\n    {"prompt": "Weather?", "result": {}}\n  ]\n}\n';
    expect(await t.findings(json, 'examples/required', { file: 'tool.json' })).toEqual([ex(5, 5, field(1, 'tool_call'))]);
    const catalog = 'tools:\n  - name: a\n    examples: [{prompt: p, tool_call: {}, result: {}}]\n  - name: b\n    examples: {}\n';
    expect(await t.findings(catalog, 'examples/required')).toEqual([ex(5, 5, '"examples" of "b" is an object; it must be a list of examples.')]);
    const docs = `${GOOD_TOOL}---\n${examples('  - {prompt: p, result: r}')}`;
    expect(await t.findings(docs, 'examples/required')).toEqual([ex(32, 5, field(1, 'tool_call'))]);
  });
});

t.coversEveryMessage(['examples/required']);
