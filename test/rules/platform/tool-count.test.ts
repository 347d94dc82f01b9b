/**
 * platform/tool-count, with exact findings (messageId, line, column, message). Not with RuleTester:
 * the finding is the file's ("The file declares 130 tools"), placed on the first tool past the limit,
 * so it does not name that tool, which RuleTester requires of every message.
 */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';

/** A catalog of `n` tools, tool_i on line i + 2. */
const catalog = (n: number) =>
  'tools:\n' + Array.from({ length: n }, (_, i) => `  - {name: tool_${i}, description: Tool ${i}., parameters: {type: object, properties: {}}}\n`).join('');
/** The findings of platform/tool-count on `code`, in the shape of RuleTester's expected errors. */
const found = async (code: string, options?: Record<string, unknown>) => {
  const { diagnostics } = await lintText(code, 'platform/tool-count', { settings: options ? { 'platform/tool-count': { options } } : undefined });
  return diagnostics.map((d) => ({ ruleId: d.ruleId, messageId: d.messageId, line: d.range.start.line, column: d.range.start.column, message: d.message }));
};

describe('platform/tool-count', () => {
  describe('valid', () => {
    it('128 tools', async () => {
      expect(await found(catalog(128))).toEqual([]);
    });
  });

  describe('invalid', () => {
    it('the first tool past the limit, once for OpenAI and Gemini', async () => {
      expect(await found(catalog(130))).toEqual([
        {
          ruleId: 'platform/tool-count',
          messageId: 'tooMany',
          line: 130,
          column: 5,
          message: 'The file declares 130 tools, more than the 128 per request accepted by OpenAI and Gemini; split the catalog or load tools on demand (tool search).',
        },
      ]);
    });
    it('per-platform limits from options', async () => {
      expect(await found(catalog(3), { max: { anthropic: 2 } })).toEqual([
        {
          ruleId: 'platform/tool-count',
          messageId: 'tooMany',
          line: 4,
          column: 5,
          message: 'The file declares 3 tools, more than the 2 per request accepted by Anthropic; split the catalog or load tools on demand (tool search).',
        },
      ]);
    });
  });
});
