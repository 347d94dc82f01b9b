/**
 * Example validation (examples/arguments-schema) runs patterns in linear time and never a
 * backtracking engine (issue 12), yet judges them with JavaScript's semantics, as Ajv would.
 */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';

/** A tool whose parameter "code" has this pattern, and one example (line 7) passing `value`. */
const tool = (pattern: string, value: string) =>
  [
    'name: get_code',
    'description: Fetch it. Use it.',
    'parameters:',
    '  type: object',
    `  properties: {code: {type: string, pattern: ${JSON.stringify(pattern)}}}`,
    'examples:',
    `  - {prompt: x, tool_call: {name: get_code, arguments: {code: ${JSON.stringify(value)}}}, result: {}}`,
    '',
  ].join('\n');
const findings = async (pattern: string, value: string) => (await lintText(tool(pattern, value), 'examples/arguments-schema')).findings;
const mustMatch = (pattern: string) => ({
  ruleId: 'examples/arguments-schema',
  line: 7,
  column: 57,
  message: `Example 1 of "get_code": argument "code" must match pattern "${pattern}"; make the example match the parameters schema.`,
});

describe('example validation runs patterns in linear time', () => {
  it('reports a catastrophic pattern that does not match, quickly', { timeout: 30_000 }, async () => {
    const start = Date.now();
    expect(await findings('^(a+)+$', 'a'.repeat(40) + '!')).toEqual([mustMatch('^(a+)+$')]);
    expect(Date.now() - start).toBeLessThan(10_000);
  });

  it('accepts a matching value and judges JavaScript semantics (\\s, ., surrogates) as Ajv would', async () => {
    expect(await findings('^(a+)+$', 'a'.repeat(40))).toEqual([]);
    expect(await findings('^\\s$', '\u00a0')).toEqual([]);
    expect(await findings('^..$', '😀')).toEqual([]);
    expect(await findings('^.$', '\u2028')).toEqual([mustMatch('^.$')]);
  });

  it('does not judge examples by a pattern RE2 cannot run (no false "must match")', async () => {
    expect(await findings('^(?!x)\\w+$', 'xyz')).toEqual([]);
    expect(await findings('^(\\w)\\1$', 'ab')).toEqual([]);
  });
});
