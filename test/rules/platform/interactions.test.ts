/** The platform/* rules with the rules they defer to: one finding per defect, and none that costs a level for nothing. */
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../../helpers.js';
import { TOOL } from './fixtures.js';

describe('platform/gemini-schema and parameters/format', () => {
  it('by default (via: auto, as `tooldoc export` does) leave a format: date alone, so it costs no level', async () => {
    const dated = TOOL(`    day: {type: string, format: date, description: Day}\n`);
    const { result } = await lintText(dated, ['platform/gemini-schema', 'parameters/format']);
    expect(result.files[0]!.diagnostics).toEqual([]);
  });
});

describe('platform/gemini-schema and platform/openai-schema', () => {
  it('leave an array without items to platform/openai-schema', async () => {
    const code = TOOL(`    d: {type: array, description: D}\n`);
    const { findings } = await lintText(code, ['platform/gemini-schema', 'platform/openai-schema'], { settings: { 'platform/gemini-schema': { options: { via: 'parameters' } } } });
    expect(findings).toEqual([
      {
        ruleId: 'platform/openai-schema',
        line: 7,
        column: 5,
        message:
          '"parameters" property "d" of "t" is an array without "items", which OpenAI function calling rejects (so do clients that forward the tool to OpenAI models); give it an item schema.',
      },
    ]);
  });
});

describe('platform/mcp-tool', () => {
  it('leaves a non-boolean hint to idempotency/boolean-fields', async () => {
    const code = GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', 'idempotency: {idempotent: "yes", safe: true, destructive: false}');
    expect((await lintText(code, ['platform/mcp-tool', 'idempotency/boolean-fields'])).findings).toEqual([
      {
        ruleId: 'idempotency/boolean-fields',
        line: 19,
        column: 27,
        message: '"idempotency.idempotent" of "get_weather" is "yes"; write true or false without quotes so agents can read it.',
      },
    ]);
  });
  it('leaves an invalid returns type to returns/valid-schema', async () => {
    // bfcl/multi_turn_func_doc/math_api.json: "response": {"type": "dict"}.
    const bfcl = JSON.stringify([{ name: 'mean', description: 'Mean.', parameters: { type: 'object', properties: {} }, response: { type: 'dict' } }]);
    expect((await lintText(bfcl, ['platform/mcp-tool', 'returns/valid-schema'], { file: 'functions.json' })).findings).toEqual([
      { ruleId: 'returns/valid-schema', line: 1, column: 105, message: '"response" of "mean" has type "dict", which is not a JSON Schema type; use "object".' },
    ]);
  });
});
