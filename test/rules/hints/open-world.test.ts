import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, ruleById } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const missing = (tool: string, field: string) =>
  `Tool "${tool}" does not set ${field}; MCP clients then assume it reaches outside systems, so set it to false if it only works on local or internal data.`;

new RuleTester().run('hints/open-world', {
  valid: [
    { name: 'a tool whose reach this cannot tell (a weather service, a SaaS API): MCP\'s default is right for most', code: GOOD_TOOL },
    {
      name: 'a SaaS API call (corpus: resend get-segment, judged noise on the tuning half)',
      code: JSON.stringify({ tools: [{ name: 'get-segment', description: 'Retrieve a single segment by ID.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] }, null, 2),
      filename: 'tools.json',
    },
    { name: 'a descriptor that sets open_world', code: GOOD_TOOL + 'open_world: false\n' },
    { name: 'a descriptor not published to MCP', code: GOOD_TOOL, options: { targets: ['openai'] } },
    {
      name: 'other platform files have no such hint (a format gap, not a finding)',
      code: JSON.stringify([{ type: 'function', function: { name: 'calc', description: 'Calc.', parameters: { type: 'object' } } }]),
      filename: 'tools.json',
    },
    {
      name: 'a tool that plainly reaches the web: MCP\'s default is already right (corpus: playwright-mcp browser_navigate)',
      code: JSON.stringify({ tools: [{ name: 'browser_navigate', description: 'Navigate to a URL', inputSchema: { type: 'object', properties: { url: { type: 'string' } } }, annotations: { readOnlyHint: false } }] }, null, 2),
      filename: 'tools.json',
    },
    {
      name: 'a parameter that names a place on the web',
      code: JSON.stringify({ tools: [{ name: 'summarize', description: 'Summarize a page.', inputSchema: { type: 'object', properties: { page_url: { type: 'string' } } }, annotations: { readOnlyHint: true } }] }, null, 2),
      filename: 'tools.json',
    },
    {
      name: 'a search of the web',
      code: JSON.stringify({ tools: [{ name: 'search', description: 'Search the web with DuckDuckGo.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] }, null, 2),
      filename: 'tools.json',
    },
  ],
  invalid: [
    {
      name: 'a descriptor published to MCP that works on local files, at the tool',
      code: GOOD_TOOL.replace(/get_weather/g, 'read_file').replace('Fetch the current weather for a city.', 'Read a file from the local disk.'),
      errors: [{ messageId: 'missing', line: 1, column: 1, message: missing('read_file', 'open_world') }],
    },
    {
      name: 'an MCP tool that sets other hints',
      code: JSON.stringify({ tools: [{ name: 'calc', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] }, null, 2),
      filename: 'tools.json',
      errors: [{ messageId: 'missing', line: 3, column: 5, message: missing('calc', 'annotations.openWorldHint') }],
    },
  ],
});

describe('hints/open-world in the grade', () => {
  it('is advice: it never costs a level', () => {
    expect(ruleById('hints/open-world').meta.level).toBeNull();
  });
});
