import { RuleTester } from '../../rule-tester.js';

/** One MCP tool as a server lists it (pretty-printed, as servers' tools/list results are captured). */
const mcp = (name: string, description: string, annotations: Record<string, unknown>) =>
  `${JSON.stringify({ tools: [{ name, description, inputSchema: { type: 'object', properties: {}, additionalProperties: false }, annotations }] }, null, 2)}\n`;

/** @playwright/mcp's hints on its page tools (corpus/mcp-servers/playwright-mcp.json). */
const PLAYWRIGHT = { readOnlyHint: false, destructiveHint: true, openWorldHint: true };

const implausible = (tool: string, from: string, does: string, verb: string) =>
  `Tool "${tool}" is marked destructive (annotations.destructiveHint: true), but its ${from} says it ${does} ("${verb}") and never that it deletes or overwrites anything; set annotations.destructiveHint: false, or say what it destroys.`;

new RuleTester().run('idempotency/destructive-plausible', {
  valid: [
    { name: 'a delete tool marked destructive', code: mcp('delete_file', 'Delete a file.', { readOnlyHint: false, destructiveHint: true }), filename: 'tools.json' },
    { name: 'a page interaction can do anything the page does (playwright browser_click)', code: mcp('browser_click', 'Perform click on a web page', PLAYWRIGHT), filename: 'tools.json' },
    { name: 'a navigation that says what it loses', code: mcp('reset_browser', 'Navigate to a blank page and clear all cookies and storage.', PLAYWRIGHT), filename: 'tools.json' },
    { name: 'a reader that also claims to write is security/undisclosed-write\'s', code: mcp('search_notes', 'Search the notes.', PLAYWRIGHT), filename: 'tools.json' },
    { name: 'a tool whose words this cannot read keeps its hint', code: mcp('maps_geo', '将详细的结构化地址转换为经纬度坐标。', PLAYWRIGHT), filename: 'tools.json' },
    { name: 'the MCP default on a tool that said nothing of writing', code: mcp('browser_resize', 'Resize the browser window', {}), filename: 'tools.json' },
    { name: 'a safe tool marked destructive is idempotency/consistent\'s', code: mcp('search_notes', 'Search the notes.', { readOnlyHint: true, destructiveHint: true }), filename: 'tools.json' },
    'name: get_weather\ndescription: Get the weather.\nidempotency: {safe: true, idempotent: true, destructive: false}\n',
  ],
  invalid: [
    {
      // corpus/mcp-servers/playwright-mcp.json: "null clears an override" loses nothing.
      name: 'a page setting marked destructive (corpus: playwright-mcp browser_emulate_media)',
      code: mcp('browser_emulate_media', 'Emulate CSS media features for the page, for example switch between the light and dark color scheme. Omitted parameters are left unchanged; null clears an override.', PLAYWRIGHT),
      filename: 'tools.json',
      errors: [{ messageId: 'implausible', line: 13, column: 28, message: implausible('browser_emulate_media', 'description', 'only moves around a page or window', 'Emulate') }],
    },
    {
      name: 'a window resize marked destructive (corpus: playwright-mcp browser_resize)',
      code: mcp('browser_resize', 'Resize the browser window', PLAYWRIGHT),
      filename: 'tools.json',
      errors: [{ messageId: 'implausible', line: 13, column: 28, message: implausible('browser_resize', 'description', 'only moves around a page or window', 'Resize') }],
    },
    {
      name: 'going back in the history (corpus: playwright-mcp browser_navigate_back)',
      code: mcp('browser_navigate_back', 'Go back to the previous page in the history', PLAYWRIGHT),
      filename: 'tools.json',
      errors: [{ messageId: 'implausible', line: 13, column: 28, message: implausible('browser_navigate_back', 'description', 'only moves around a page or window', 'Go') }],
    },
    {
      name: 'a search marked destructive and nothing else',
      code: mcp('search_products', 'Search the catalog for products.', { destructiveHint: true }),
      filename: 'tools.json',
      errors: [{ messageId: 'implausible', line: 12, column: 28, message: implausible('search_products', 'description', 'only reads', 'Search') }],
    },
    {
      name: 'the name says it when the description does not',
      code: 'name: scroll_page\ndescription: The page, further down.\nidempotency: {safe: false, idempotent: true, destructive: true}\n',
      errors: [
        {
          messageId: 'implausible',
          line: 3,
          column: 59,
          message: 'Tool "scroll_page" is marked destructive (idempotency.destructive: true), but its name says it only moves around a page or window ("scroll") and never that it deletes or overwrites anything; set idempotency.destructive: false, or say what it destroys.',
        },
      ],
    },
    {
      name: 'MCP\'s default once the tool says it is not read-only',
      code: mcp('browser_navigate', 'Navigate to a URL', { readOnlyHint: false }),
      filename: 'tools.json',
      errors: [
        {
          messageId: 'implausibleDefault',
          line: 11,
          column: 7,
          message:
            'Tool "browser_navigate" leaves annotations.destructiveHint unset, which means destructive, but its description says it only moves around a page or window ("Navigate") and never that it deletes or overwrites anything; set annotations.destructiveHint: false.',
        },
      ],
    },
  ],
});
