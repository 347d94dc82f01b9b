/** The platform/* rules with the rules they defer to: one finding per defect, and none that costs a level for nothing. */
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../../helpers.js';
import { TOOL } from './fixtures.js';
import { builtinRules } from '../../../rules/index.js';
import { defineRule } from '../../../src/toolkit/index.js';

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

describe('platform/openai-schema and parameters/additional-properties', () => {
  const BARE = 'name: get_time\ndescription: Get the current time. Use it when asked what time it is.\nparameters: {type: object}\n';

  it('a bare parameters: {type: object} is one defect, one finding: parameters/additional-properties\'s', async () => {
    expect((await lintText(BARE, ['platform/openai-schema', 'parameters/additional-properties'])).findings).toEqual([
      {
        ruleId: 'parameters/additional-properties',
        line: 3,
        column: 1,
        message: '"parameters" of "get_time" does not set additionalProperties; add additionalProperties: false so agents cannot invent arguments (or true if free-form input is intended).',
      },
    ]);
    // With all the recommended rules, too: nothing else is said of "parameters".
    const all = await lintText(BARE, builtinRules.map((r) => r.meta.id));
    expect(all.diagnostics.filter((d) => d.pointer === '/parameters').map((d) => d.ruleId)).toEqual(['parameters/additional-properties']);
  });

  it('defers that message alone: another defect of the same schema is still said, and a free-form object with additionalProperties: true is openai-schema\'s', async () => {
    const two = BARE.replace('{type: object}', '{type: object, properties: {a: {type: string, description: A.}, b: {type: string, description: B.}}, required: [a, b]}');
    const settings = { 'platform/openai-schema': { options: { maxProperties: 1 } } };
    expect((await lintText(two, ['platform/openai-schema', 'parameters/additional-properties'], { settings })).findings.map((f) => f.ruleId)).toEqual([
      'parameters/additional-properties',
      'platform/openai-schema',
    ]);
    const open = BARE.replace('{type: object}', '{type: object, additionalProperties: true}');
    expect((await lintText(open, ['platform/openai-schema', 'parameters/additional-properties'])).findings).toEqual([
      {
        ruleId: 'platform/openai-schema',
        line: 3,
        column: 28,
        message: '"parameters" of "get_time" accepts arbitrary keys, which OpenAI strict mode cannot express (every object gets "additionalProperties": false); declare its properties or take a JSON string.',
      },
    ]);
  });
});

describe('defersTo by message', () => {
  it('refuses an entry that names a message the rule does not have', () => {
    expect(() =>
      defineRule({
        meta: { id: 'plugin/broken', level: null, severity: 'warning', description: 'x', spec: '', messages: { one: 'x' }, defersTo: [{ rule: 'name/snake-case', messages: ['two'] }] },
        check() {},
      }),
    ).toThrow('Rule plugin/broken: each meta.defersTo entry is a rule id, or {rule, messages} naming messages of this rule; got {"rule":"name/snake-case","messages":["two"]}.');
  });
});
