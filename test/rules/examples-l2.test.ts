import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';

/** GOOD_TOOL with its examples block (from line 20) replaced. */
function withExamples(block: string): string {
  return GOOD_TOOL.replace(/^examples:\n[\s\S]*$/m, `examples:\n${block}`);
}

const L2 = ['examples/min-count', 'examples/coverage', 'examples/tool-name', 'examples/arguments-schema', 'examples/result-schema', 'examples/error-envelope'];

describe('Level 2 example rules', () => {
  it('pass GOOD_TOOL', async () => {
    expect((await lintText(GOOD_TOOL, L2)).findings).toEqual([]);
  });
});

describe('examples/min-count', () => {
  it('reports a single example at the examples key', async () => {
    const code = withExamples('  - prompt: Weather in London?\n    tool_call: {name: get_weather, arguments: {city: London}}\n    result: {temperature: 11}\n');
    expect((await lintText(code, 'examples/min-count')).findings).toEqual([
      { ruleId: 'examples/min-count', line: 20, column: 1, message: 'Tool "get_weather" has 1 example, fewer than 2; add a canonical successful call and an error case.' },
    ]);
  });
  it('leaves a missing or empty list to examples/required', async () => {
    expect((await lintText(withExamples('  []\n').replace('examples:\n  []', 'examples: []'), 'examples/min-count')).findings).toEqual([]);
  });
});

describe('examples/coverage', () => {
  it('reports when no example shows an error', async () => {
    const ok = '  - prompt: Weather in London?\n    tool_call: {name: get_weather, arguments: {city: London}}\n    result: {temperature: 11}\n';
    expect((await lintText(withExamples(ok + ok), 'examples/coverage')).findings).toEqual([
      {
        ruleId: 'examples/coverage',
        line: 20,
        column: 1,
        message: 'No example of "get_weather" shows an error case; add one whose result is the envelope {error: {code, message}} with a declared code.',
      },
    ]);
  });
  it('reports when no example succeeds', async () => {
    const bad = '  - prompt: Weather in Atlantis?\n    tool_call: {name: get_weather, arguments: {city: Atlantis}}\n    result: {error: {code: NOT_FOUND, message: Unknown city}}\n';
    expect((await lintText(withExamples(bad + bad), 'examples/coverage')).findings).toEqual([
      { ruleId: 'examples/coverage', line: 20, column: 1, message: 'No example of "get_weather" shows a successful call; add one whose result matches "returns".' },
    ]);
  });
});

describe('examples/tool-name', () => {
  it('reports a call to another tool at the name value, and a call without a name', async () => {
    const code = withExamples(
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
    );
    expect((await lintText(code, 'examples/tool-name')).findings).toEqual([
      { ruleId: 'examples/tool-name', line: 22, column: 23, message: 'Example 1 of "get_weather" calls "get_forecast", not this tool; set tool_call.name to "get_weather".' },
      { ruleId: 'examples/tool-name', line: 25, column: 5, message: 'Example 2 of "get_weather" has a tool_call without "name"; add name: "get_weather".' },
      {
        ruleId: 'examples/tool-name',
        line: 29,
        column: 16,
        message: 'Example 3 of "get_weather" has a tool_call that is string; write it as {name: "get_weather", arguments: {…}}.',
      },
    ]);
  });
});

describe('examples/arguments-schema', () => {
  it('reports a wrong type, an undeclared argument and an enum miss at the argument, a missing required one at arguments', async () => {
    const code = withExamples(
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
    );
    expect((await lintText(code, 'examples/arguments-schema')).findings).toEqual([
      {
        ruleId: 'examples/arguments-schema',
        line: 25,
        column: 9,
        message: 'Example 1 of "get_weather": argument "city" must be string; make the example match the parameters schema.',
      },
      {
        ruleId: 'examples/arguments-schema',
        line: 26,
        column: 9,
        message: 'Example 1 of "get_weather": argument "units" must be one of "celsius", "fahrenheit"; make the example match the parameters schema.',
      },
      {
        ruleId: 'examples/arguments-schema',
        line: 27,
        column: 9,
        message: 'Example 1 of "get_weather": argument "country" is not a declared property; make the example match the parameters schema.',
      },
      {
        ruleId: 'examples/arguments-schema',
        line: 32,
        column: 7,
        message: 'Example 2 of "get_weather": arguments is missing required property "city"; make the example match the parameters schema.',
      },
    ]);
  });
  it('reports missing, mistyped and unparsable arguments', async () => {
    const code = withExamples(
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
    );
    expect((await lintText(code, 'examples/arguments-schema')).findings).toEqual([
      {
        ruleId: 'examples/arguments-schema',
        line: 22,
        column: 5,
        message: 'Example 1 of "get_weather" has a tool_call without "arguments"; add the arguments the agent should send (an empty mapping if none).',
      },
      {
        ruleId: 'examples/arguments-schema',
        line: 25,
        column: 47,
        message: 'Example 2 of "get_weather" has arguments that are array; write them as a mapping of parameter names to values.',
      },
      {
        ruleId: 'examples/arguments-schema',
        line: 28,
        column: 47,
        message: 'Example 3 of "get_weather" has arguments as a string that is not valid JSON; write them as a mapping of parameter names to values.',
      },
    ]);
  });
  it('validates OpenAI-style JSON-string arguments, reporting at the string', async () => {
    const code = withExamples(
      ['  - prompt: a', `    tool_call: {name: get_weather, arguments: '{"city": 7}'}`, '    result: {temperature: 11}', ''].join('\n'),
    );
    expect((await lintText(code, 'examples/arguments-schema')).findings).toEqual([
      {
        ruleId: 'examples/arguments-schema',
        line: 22,
        column: 47,
        message: 'Example 1 of "get_weather": argument "city" must be string; make the example match the parameters schema.',
      },
    ]);
  });
  it('skips tools whose parameters schema does not compile', async () => {
    const code = GOOD_TOOL.replace('  type: object\n  additionalProperties: false', '  type: objekt\n  additionalProperties: false');
    expect((await lintText(code, 'examples/arguments-schema')).findings).toEqual([]);
  });
  it('reports at the exact position in JSON files too', async () => {
    const json = JSON.stringify(
      {
        name: 'get_weather',
        parameters: { type: 'object', required: ['city'], properties: { city: { type: 'string', description: 'City' } } },
        examples: [{ prompt: 'x', tool_call: { name: 'get_weather', arguments: { city: 1 } }, result: {} }],
      },
      null,
      2,
    );
    expect((await lintText(json, 'examples/arguments-schema', { file: 'tool.json' })).findings).toEqual([
      {
        ruleId: 'examples/arguments-schema',
        line: 21,
        column: 11,
        message: 'Example 1 of "get_weather": argument "city" must be string; make the example match the parameters schema.',
      },
    ]);
  });
});

describe('examples/result-schema', () => {
  it('reports a happy result that breaks returns at the offending field', async () => {
    const code = withExamples(
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
    );
    expect((await lintText(code, 'examples/result-schema')).findings).toEqual([
      {
        ruleId: 'examples/result-schema',
        line: 24,
        column: 7,
        message: 'Example 1 of "get_weather": result field "temperature" must be number; make the example match the returns schema.',
      },
      { ruleId: 'examples/result-schema', line: 27, column: 5, message: 'Example 2 of "get_weather": result must be object; make the example match the returns schema.' },
    ]);
  });
  it('does not validate error results against returns', async () => {
    expect((await lintText(GOOD_TOOL, 'examples/result-schema')).findings).toEqual([]);
  });
});

describe('examples/error-envelope', () => {
  it('reports an undeclared code, with a suggestion when one is close', async () => {
    const code = withExamples(
      [
        '  - prompt: a',
        '    tool_call: {name: get_weather, arguments: {city: Atlantis}}',
        '    result: {error: {code: NOT_FOUNDD, message: Unknown city}}',
        '  - prompt: b',
        '    tool_call: {name: get_weather, arguments: {city: London}}',
        '    result: {error: {code: RATE_LIMITED, message: Slow down}}',
        '',
      ].join('\n'),
    );
    expect((await lintText(code, 'examples/error-envelope')).findings).toEqual([
      {
        ruleId: 'examples/error-envelope',
        line: 23,
        column: 28,
        message: 'Example 1 of "get_weather" returns error code "NOT_FOUNDD", which "errors" does not declare; did you mean "NOT_FOUND"?',
      },
      {
        ruleId: 'examples/error-envelope',
        line: 26,
        column: 28,
        message: 'Example 2 of "get_weather" returns error code "RATE_LIMITED", which "errors" does not declare; declare it or use one of "NOT_FOUND".',
      },
    ]);
  });
  it('reports an envelope whose retryable flag contradicts the declared error', async () => {
    const code = withExamples(
      ['  - prompt: a', '    tool_call: {name: get_weather, arguments: {city: x}}', '    result: {error: {code: NOT_FOUND, message: m, retryable: true}}', ''].join('\n'),
    );
    expect((await lintText(code, 'examples/error-envelope')).findings).toEqual([
      {
        ruleId: 'examples/error-envelope',
        line: 23,
        column: 62,
        message: 'Example 1 of "get_weather" returns "NOT_FOUND" with retryable: true, but "errors" declares it retryable: false; make the two agree.',
      },
    ]);
  });
  it('lists at most five declared codes', async () => {
    const errors = ['A_1', 'A_2', 'A_3', 'A_4', 'A_5', 'A_6', 'A_7']
      .map((c) => `  - {code: ${c}, http_status: 400, retryable: false, description: x, recovery: y}`)
      .join('\n');
    const code = withExamples(
      ['  - prompt: a', '    tool_call: {name: get_weather, arguments: {city: x}}', '    result: {error: {code: ZZZ_UNKNOWN_CODE, message: m}}', ''].join('\n'),
    ).replace(/^errors:\n {2}- .*$/m, `errors:\n${errors}`);
    expect((await lintText(code, 'examples/error-envelope')).findings.map((f) => f.message)).toEqual([
      'Example 1 of "get_weather" returns error code "ZZZ_UNKNOWN_CODE", which "errors" does not declare; declare it or use one of "A_1", "A_2", "A_3", "A_4", "A_5" (2 more).',
    ]);
  });
  it('reports free-text errors and envelopes without code or message', async () => {
    const code = withExamples(
      [
        '  - prompt: a',
        '    tool_call: {name: get_weather, arguments: {city: Atlantis}}',
        '    result: {error: Unknown city}',
        '  - prompt: b',
        '    tool_call: {name: get_weather, arguments: {city: Atlantis}}',
        '    result:',
        '      error:',
        '        detail: Unknown city',
        '',
      ].join('\n'),
    );
    expect((await lintText(code, 'examples/error-envelope')).findings).toEqual([
      {
        ruleId: 'examples/error-envelope',
        line: 23,
        column: 21,
        message: 'Example 1 of "get_weather" returns "error" as string; use the envelope {error: {code: "NOT_FOUND", message: "…"}}.',
      },
      { ruleId: 'examples/error-envelope', line: 27, column: 7, message: 'Example 2 of "get_weather" returns an error without "code"; add the error code the tool emits.' },
      { ruleId: 'examples/error-envelope', line: 27, column: 7, message: 'Example 2 of "get_weather" returns an error without a "message"; add a short message for people.' },
    ]);
  });
});
