/**
 * platform/name, with exact findings (messageId, line, column, message). Not with RuleTester: its
 * check that every message names its tool cannot hold for the `missing` message, whose tool has no
 * name to give, and RuleTester requires every message of a rule to be produced by an invalid case.
 */
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../../helpers.js';

const LONG = '9 ' + 'x'.repeat(70);
const named = (name: string) => GOOD_TOOL.replace('name: get_weather', `name: ${name}`);
/** The findings of platform/name on `code`, in the shape of RuleTester's expected errors. */
const found = async (code: string, opts: { filename?: string; options?: Record<string, unknown> } = {}) => {
  const settings = opts.options ? { 'platform/name': { options: opts.options } } : undefined;
  const { diagnostics } = await lintText(code, 'platform/name', { file: opts.filename, settings });
  return diagnostics.map((d) => ({ ruleId: d.ruleId, messageId: d.messageId, line: d.range.start.line, column: d.range.start.column, message: d.message }));
};
const error = (messageId: string, line: number, column: number, message: string) => ({ ruleId: 'platform/name', messageId, line, column, message });

describe('platform/name', () => {
  describe('valid', () => {
    it('a portable name', async () => {
      expect(await found(GOOD_TOOL)).toEqual([]);
    });
    it('a long name, for MCP only (targets)', async () => {
      expect(await found(named('a'.repeat(100)), { options: { targets: ['mcp'] } })).toEqual([]);
    });
    it('a long name within the maxLength set for Anthropic', async () => {
      expect(await found(named('a'.repeat(100)), { options: { targets: ['anthropic'], maxLength: { anthropic: 128 } } })).toEqual([]);
    });
  });

  describe('invalid', () => {
    it('the platforms that reject the same characters, grouped, at the value', async () => {
      expect(await found(named('math.factorial'))).toEqual([
        error('charset', 1, 7, 'Tool name "math.factorial" contains ".", not accepted by OpenAI and Anthropic; use only letters, digits, "_" and "-".'),
      ]);
    });
    it('a first character Gemini rejects, spaces, and length per platform', async () => {
      expect(await found(named(`"${LONG}"`))).toEqual([
        error('charset', 1, 7, `Tool name "${LONG}" contains " ", not accepted by OpenAI and Anthropic; use only letters, digits, "_" and "-".`),
        error('length', 1, 7, `Tool name "${LONG}" is 72 characters long, over the limit of 64 set by OpenAI, Anthropic and Gemini; shorten it.`),
        error('charset', 1, 7, `Tool name "${LONG}" contains " ", not accepted by Gemini; use only letters, digits, "_", ".", ":" and "-".`),
        error('start', 1, 7, `Tool name "${LONG}" starts with "9", but Gemini requires a letter or "_" first; rename it.`),
        error('charset', 1, 7, `Tool name "${LONG}" contains " ", not accepted by MCP; use only letters, digits, "_", "-" and ".".`),
      ]);
    });
    it('a tool without a name', async () => {
      const code = JSON.stringify([{ type: 'function', function: { description: 'Do f.', parameters: { type: 'object' } } }], null, 2);
      expect(await found(code, { filename: 'tools.json' })).toEqual([
        error('missing', 4, 17, 'The tool has no name, which OpenAI, Anthropic, Gemini and MCP all require; add a "name" (it is exported as "tool_N" meanwhile).'),
      ]);
    });
  });
});
