import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

/** A tool whose idempotency block (`block`) is on line 3. */
const tool = (block: string) => `name: delete_file\ndescription: Delete a file. Use it to remove files.\nidempotency: ${block}\n`;
const field = (f: string, name = 'delete_file') =>
  `"idempotency" of "${name}" does not say "${f}"; add ${f}: true or false (a tool with safe: true needs neither of the others).`;
/** An MCP tools/list with one tool and these annotations, on one line. */
const mcp = (annotations: unknown) => JSON.stringify({ tools: [{ name: 'delete_file', inputSchema: { type: 'object' }, annotations }] });
const noHints = (name: string) =>
  `Tool "${name}" does not set annotations.readOnlyHint; set it to true if the tool changes nothing, else to false with annotations.destructiveHint and annotations.idempotentHint, or clients must assume it can destroy data.`;

new RuleTester().run('idempotency/required', {
  valid: [
    GOOD_TOOL,
    tool('{idempotent: true, safe: false, destructive: true}'),
    { name: 'a read-only tool (safe: true) needs neither of the flags that only writes need', code: tool('{safe: true}') },
    // MCP defaults the other hints (destructiveHint: true, idempotentHint: false): a tool that sets readOnlyHint states its safety.
    { name: 'MCP: readOnlyHint: false', code: mcp({ readOnlyHint: false }), filename: 'tools.json' },
    { name: 'MCP: readOnlyHint: true, destructiveHint: null', code: mcp({ readOnlyHint: true, destructiveHint: null }), filename: 'tools.json' },
    {
      name: 'a catalog whose read-only tool leaves out idempotent',
      code: 'tools:\n  - name: a\n    idempotency: {idempotent: true, safe: true, destructive: false}\n  - name: b\n    idempotency: {safe: true, destructive: false}\n',
    },
  ],
  invalid: [
    {
      name: 'a missing block, at the tool',
      code: 'name: delete_file\ndescription: Delete a file. Use it.\nparameters: {}\n',
      errors: [
        {
          messageId: 'missing',
          line: 1,
          column: 1,
          message: 'Tool "delete_file" has no "idempotency"; add safe, idempotent and destructive (true or false) so agents know what is safe to call and retry.',
        },
      ],
    },
    ...[
      ['true', 'a boolean'],
      ['[idempotent]', 'an array'],
      ['"yes"', 'a string'],
      ['null', 'null'],
    ].map(([value, type]) => ({
      name: `idempotency: ${value} is ${type}`,
      code: tool(value!),
      errors: [{ messageId: 'type', line: 3, column: 1, message: `"idempotency" of "delete_file" is ${type}; it must be a mapping with safe, idempotent and destructive.` }],
    })),
    {
      name: 'each missing flag, at the block: safe and destructive',
      code: tool('{idempotent: true}'),
      errors: [
        { messageId: 'field', line: 3, column: 1, message: field('safe') },
        { messageId: 'field', line: 3, column: 1, message: field('destructive') },
      ],
    },
    {
      name: 'each missing flag, at the block: idempotent and destructive',
      code: tool('{safe: false}'),
      errors: [
        { messageId: 'field', line: 3, column: 1, message: field('idempotent') },
        { messageId: 'field', line: 3, column: 1, message: field('destructive') },
      ],
    },
    {
      name: 'each missing flag, at the block: all three',
      code: tool('{}'),
      errors: [
        { messageId: 'field', line: 3, column: 1, message: field('idempotent') },
        { messageId: 'field', line: 3, column: 1, message: field('safe') },
        { messageId: 'field', line: 3, column: 1, message: field('destructive') },
      ],
    },
    {
      name: 'does not read flags from __proto__',
      code: tool('{__proto__: {safe: true}, idempotent: true, destructive: false}'),
      errors: [{ messageId: 'field', line: 3, column: 1, message: field('safe') }],
    },
    {
      // livemcptool/time.json, get_current_time ("annotations": null in the capture): asked for its annotations, once.
      name: 'MCP: a tool without readOnlyHint is asked for its annotations',
      code: JSON.stringify({ tools: [{ name: 'get_current_time', description: 'Get the time.', inputSchema: { type: 'object' }, annotations: null }] }, null, 2),
      filename: 'tools.json',
      errors: [{ messageId: 'missingHints', line: 3, column: 5, message: noHints('get_current_time') }],
    },
    {
      name: 'MCP: annotations that set no hint',
      code: mcp({ title: 'Delete' }),
      filename: 'tools.json',
      errors: [{ messageId: 'missingHints', line: 1, column: 11, message: noHints('delete_file') }],
    },
    {
      name: 'in JSON, at the block',
      code: '{\n  "name": "delete_file",\n  "description": "Delete a file. Use it.",\n  "idempotency": {"safe": false}\n}\n',
      filename: 'tool.json',
      errors: [
        { messageId: 'field', line: 4, column: 3, message: field('idempotent') },
        { messageId: 'field', line: 4, column: 3, message: field('destructive') },
      ],
    },
    {
      name: 'in the second document of a file',
      code: `${GOOD_TOOL}---\n${tool('{idempotent: true, safe: false}')}`,
      errors: [{ messageId: 'field', line: 31, column: 1, message: field('destructive') }],
    },
  ],
});
