/** The hints/* rules with the rules they defer to: one finding per defect. */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';

describe('hints/open-world and idempotency/required', () => {
  it('say nothing more about an MCP tool without annotations than idempotency/required, which asks for them once', async () => {
    const mcp = JSON.stringify({ tools: [{ name: 'calc', inputSchema: { type: 'object' }, annotations: null }] });
    expect((await lintText(mcp, ['hints/open-world', 'idempotency/required'], { file: 'tools.json' })).findings).toEqual([
      {
        ruleId: 'idempotency/required',
        line: 1,
        column: 11,
        message:
          'Tool "calc" does not set annotations.readOnlyHint; set it to true if the tool changes nothing, else to false with annotations.destructiveHint and annotations.idempotentHint, or clients must assume it can destroy data.',
      },
    ]);
  });
});
