import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const OUTPUT_TYPE = (block: string, tool: string, type: string) =>
  `MCP needs "${block}" of "${tool}" to be an object schema, not "${type}"; wrap the result in an object, e.g. {"type": "object", "properties": {"result": ...}}.`;

new RuleTester().run('platform/mcp-tool', {
  valid: [
    { name: 'an object output, open_world set', code: GOOD_TOOL + 'open_world: false\n' },
    { name: 'an object output', code: GOOD_TOOL },
    {
      name: 'a non-object returns that documents a result the server lists no output schema for (x-mcp, as import writes it)',
      code:
        GOOD_TOOL.replace('returns:\n  description: Current conditions for the city.\n  type: object', 'returns:\n  description: Current conditions for the city.\n  type: array') +
        'x-mcp: {outputSchema: false}\n',
    },
    {
      name: 'placeholders are descriptor/no-placeholder\'s, and export leaves them out',
      code:
        GOOD_TOOL.replace('returns:\n  description: Current conditions for the city.\n  type: object', 'returns:\n  description: "TODO: one line"\n  type: array').replace(
          'idempotency: {idempotent: true, safe: true, destructive: false}',
          'idempotency: {idempotent: "TODO: true or false", safe: true, destructive: false}',
        ) + 'open_world: "TODO: true or false"\n',
    },
  ],
  invalid: [
    {
      name: 'a non-object returns, at its type',
      code: GOOD_TOOL.replace('returns:\n  description: Current conditions for the city.\n  type: object', 'returns:\n  description: Current conditions for the city.\n  type: array'),
      errors: [{ messageId: 'outputType', line: 14, column: 9, message: OUTPUT_TYPE('returns', 'get_weather', 'array') }],
    },
    {
      name: 'idempotency values that cannot become MCP hints, and a non-boolean open_world',
      code:
        GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', 'idempotency: {idempotent: "yes", safe: true, destructive: false}') +
        'open_world: "no"\n',
      errors: [
        {
          messageId: 'hintType',
          line: 19,
          column: 27,
          message: '"idempotency.idempotent" of "get_weather" is "yes", so it cannot become the MCP idempotentHint (a boolean) and is left out; write true or false.',
        },
        { messageId: 'openWorldType', line: 28, column: 13, message: '"open_world" of "get_weather" is "no"; it must be true or false (MCP openWorldHint).' },
      ],
    },
    {
      name: "a non-object outputSchema in an MCP file, in the file's vocabulary",
      code: JSON.stringify({ tools: [{ name: 'f', inputSchema: { type: 'object' }, outputSchema: { type: 'string' }, annotations: { openWorldHint: false } }] }, null, 2),
      filename: 'list.json',
      errors: [{ messageId: 'outputType', line: 9, column: 17, message: OUTPUT_TYPE('outputSchema', 'f', 'string') }],
    },
  ],
});
