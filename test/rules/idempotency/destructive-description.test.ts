import { RuleTester } from '../../rule-tester.js';
import { writeTool } from './fixtures.js';

const msg = (what: string, example: string) => `Tool "delete_invoice" is destructive, but its description does not ${what}; add e.g. "${example}".`;

new RuleTester().run('idempotency/destructive-description', {
  valid: [
    { name: 'a description that warns and asks for confirmation', code: writeTool() },
    { name: 'a hint the tool\'s words contradict (corpus: playwright-mcp browser_resize)', code: JSON.stringify({ tools: [{ name: 'browser_resize', description: 'Resize the browser window', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true } }] }), filename: 'tools.json' },
    {
      name: 'a page interaction: what a click destroys is the page\'s (corpus: playwright-mcp browser_type)',
      code: JSON.stringify({ tools: [{ name: 'browser_type', description: 'Type text into editable element', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false, destructiveHint: true } }] }),
      filename: 'tools.json',
    },
    {
      name: 'a page setting marked destructive: "clears an override" loses nothing (corpus: playwright-mcp browser_emulate_media, judged wrong on the tuning half)',
      code: JSON.stringify({ tools: [{ name: 'browser_emulate_media', description: 'Emulate CSS media features for the page. Omitted parameters are left unchanged; null clears an override.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false, destructiveHint: true } }] }),
      filename: 'tools.json',
    },
    {
      // corpus/mcp-servers/ms-365.json, create-onedrive-folder: 'replace' is an option's value, not what the tool does.
      name: 'a quoted option value is not what the tool does (judged wrong on the tuning half)',
      code: JSON.stringify({ tools: [{ name: 'create-onedrive-folder', description: "Create a OneDrive folder. Use conflictBehavior to control a name conflict: 'rename' (default), 'replace', or 'fail'.", inputSchema: { type: 'object' }, annotations: { readOnlyHint: false, destructiveHint: true } }] }),
      filename: 'tools.json',
    },
    {
      name: 'an upload only adds (MCP: destructive is false when a tool performs only additive updates; corpus: playwright-mcp browser_file_upload)',
      code: JSON.stringify({ tools: [{ name: 'browser_file_upload', description: 'Upload one or multiple files', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false, destructiveHint: true } }] }),
      filename: 'tools.json',
    },
  ],
  invalid: [
    {
      name: 'neither warns nor asks: one finding, at the description',
      code: writeTool({ description: 'Delete an invoice by id.' }),
      errors: [
        {
          messageId: 'missing',
          line: 2,
          column: 14,
          message: msg('say the action cannot be undone or ask to confirm with the user first', 'This permanently deletes … and cannot be undone; confirm with the user before calling'),
        },
      ],
    },
    {
      name: 'asks but does not warn',
      code: writeTool({ description: 'Delete an invoice by id; confirm with the user first.' }),
      errors: [{ messageId: 'missing', line: 2, column: 14, message: msg('say the action cannot be undone', 'This permanently deletes … and cannot be undone') }],
    },
    {
      name: 'warns but does not ask',
      code: writeTool({ description: 'Permanently delete an invoice by id.' }),
      errors: [{ messageId: 'missing', line: 2, column: 14, message: msg('ask the agent to confirm with the user first', 'Confirm with the user before calling') }],
    },
    {
      name: 'says when MCP made the tool destructive by default (destructiveHint unset)',
      code: JSON.stringify({ tools: [{ name: 'create_note', description: 'Create a note.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false } }] }),
      filename: 'tools.json',
      errors: [
        {
          messageId: 'missingDefault',
          line: 1,
          column: 47,
          message:
            'Tool "create_note" leaves annotations.destructiveHint unset, which means destructive, but its description does not say the action cannot be undone or ask to confirm with the user first; add e.g. "This permanently deletes … and cannot be undone; confirm with the user before calling", or set annotations.destructiveHint: false if it only adds or updates.',
        },
      ],
    },
  ],
});
