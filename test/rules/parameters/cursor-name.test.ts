import { RuleTester } from '../../rule-tester.js';

/**
 * A native catalog: each tool takes the one parameter given (a YAML flow mapping on one line), so
 * tool i's parameter is on line 7 + 6·i, column 9.
 */
const catalog = (...tools: Array<[name: string, parameter: string, extra?: string]>) =>
  [
    'tools:',
    ...tools.flatMap(([name, parameter, extra]) => [
      `  - name: ${name}`,
      `    description: List the ${name.replace(/^list_/, '')} of the workspace, newest first.${extra ? `\n    ${extra}` : ''}`,
      '    parameters:',
      '      type: object',
      '      properties:',
      `        ${parameter}`,
    ]),
    '',
  ].join('\n');

const CURSOR = 'cursor: {type: string, description: Cursor from the previous response}';
const PAGE_TOKEN = 'page_token: {type: string, description: Token for the next page of results}';
const LIMIT = 'limit: {type: integer, minimum: 1, maximum: 100, description: Results per page}';

const parameter = (tool: string, name: string, usual: string, count: number) =>
  `Tool "${tool}" takes its page cursor as "${name}", but ${count} tools of this catalog name it "${usual}"; use one cursor name everywhere, so an agent pages every tool the same way.`;
const returned = (block: string, tool: string, name: string, usual: string, count: number) =>
  `"${block}" of "${tool}" returns its next-page cursor as "${name}", but ${count} tools of this catalog return it as "${usual}"; use one name everywhere, so an agent finds the next page the same way.`;

/** An MCP tools/list whose tools page with these cursor parameters (and return these next-page cursors). */
const server = (...tools: Array<[name: string, cursor: string, next?: string]>) =>
  JSON.stringify(
    {
      tools: tools.map(([name, cursor, next]) => ({
        name,
        description: `List the ${name} of the workspace.`,
        inputSchema: { type: 'object', properties: { [cursor]: { type: 'string', description: 'Pagination cursor' } } },
        ...(next ? { outputSchema: { type: 'object', properties: { items: { type: 'array' }, [next]: { type: ['string', 'null'] } } } } : {}),
      })),
    },
    null,
    2,
  );

new RuleTester().run('parameters/cursor-name', {
  valid: [
    { name: 'one cursor name across the catalog', code: catalog(['list_issues', CURSOR], ['list_projects', CURSOR], ['list_users', CURSOR]) },
    { name: 'only one tool pages', code: catalog(['list_issues', PAGE_TOKEN], ['list_projects', LIMIT], ['list_users', LIMIT]) },
    { name: 'a tie: no name is the usual one', code: catalog(['list_issues', CURSOR], ['list_projects', PAGE_TOKEN], ['list_users', LIMIT]) },
    {
      name: 'offset pagination is another way of paging, not a cursor of another name',
      code: catalog(['list_issues', CURSOR], ['list_projects', CURSOR], ['list_users', 'offset: {type: integer, minimum: 0, description: Offset for pagination}']),
    },
    {
      name: 'page numbers are not cursors, even as strings',
      code: catalog(['list_issues', CURSOR], ['list_projects', CURSOR], ['list_users', 'page: {type: integer, description: Page number}'], ['list_teams', 'page: {type: string, description: Page number for pagination}']),
    },
    {
      // mcp-servers/notion.json: API-patch-block-children's "after" is a block ID.
      name: '"after" is a cursor only where its description says so',
      code: catalog(
        ['list_blocks', 'start_cursor: {type: string, description: A cursor returned by a previous response}'],
        ['list_pages', 'start_cursor: {type: string, description: A cursor returned by a previous response}'],
        ['append_blocks', 'after: {type: string, description: The ID of the existing block that the new block should be appended after.}'],
      ),
    },
    {
      // mcp-servers/resend.json: "after" and "before" in most tools, "after" alone in some.
      name: 'a backward cursor is the partner of a forward one, not a name of its own',
      code: catalog(
        ['list_emails', 'after: {type: string, description: Email ID after which to retrieve more (forward pagination)}', ''],
        ['list_domains', 'after: {type: string, description: Domain ID after which to retrieve more (forward pagination)}'],
        ['list_logs', 'before: {type: string, description: Log ID before which to retrieve more (backward pagination)}'],
      ),
    },
    {
      name: 'a number named like a token is not an opaque cursor',
      code: catalog(['list_issues', CURSOR], ['list_projects', CURSOR], ['list_users', 'continuationToken: {type: number, description: Continuation token}']),
    },
    {
      name: 'a text or mouse cursor is not a page cursor',
      code: catalog(
        ['list_issues', CURSOR],
        ['list_projects', CURSOR],
        ['list_users', 'cursor_position: {type: string, description: Where the caret is}'],
        ['list_teams', 'page_cursor: {type: string, description: The CSS cursor style of the card}'],
      ),
    },
    {
      name: 'a deprecated tool is going away: its cursor is not compared',
      code: catalog(['list_issues', CURSOR], ['list_projects', CURSOR], ['list_users', PAGE_TOKEN, 'deprecated: true']),
    },
    {
      name: 'each platform file is its own catalog',
      code: server(['issues', 'cursor'], ['projects', 'cursor']),
      filename: 'tracker.json',
      extraFiles: { 'drive.json': server(['files', 'pageToken']) },
    },
    {
      name: 'the cursor a tool takes and the one it returns are named apart (cursor in, next_cursor out)',
      code: server(['issues', 'cursor', 'next_cursor'], ['projects', 'cursor', 'next_cursor']),
      filename: 'tracker.json',
    },
  ],
  invalid: [
    {
      name: 'reports the tool whose cursor is named apart from the one most tools use',
      code: catalog(['list_issues', CURSOR], ['list_projects', PAGE_TOKEN], ['list_users', CURSOR]),
      errors: [{ messageId: 'parameter', line: 13, column: 9, tool: 'list_projects', message: parameter('list_projects', 'page_token', 'cursor', 2) }],
    },
    {
      // mcp-servers/hubspot.json, mcp-servers/paddle.json: "after" described as a paging cursor.
      name: 'reads "after" as a cursor where its description says it is one',
      code: catalog(
        ['list_products', 'after: {type: string, description: Return entities after this ID when working with paginated endpoints.}'],
        ['list_prices', 'after: {type: string, description: Return entities after this ID when working with paginated endpoints.}'],
        ['list_events', CURSOR],
        ['list_reports', 'page: {type: integer, description: Page number}'],
      ),
      errors: [{ messageId: 'parameter', line: 19, column: 9, message: parameter('list_events', 'cursor', 'after', 2) }],
    },
    {
      // mcp-servers/mapbox-devkit.json: two list tools take "start", the third "after".
      name: 'reads a string "start" as a cursor where its description calls it a token',
      code: catalog(
        ['list_styles', 'start: {type: string, description: Start token for pagination (use the start value from previous response)}'],
        ['list_tokens', 'start: {type: string, description: Token ID to start pagination from}'],
        ['list_feedback', 'after: {type: string, description: A cursor from a previous response. Use this to fetch the next page of results.}'],
        ['list_events', 'start: {type: string, format: date, description: First day of the events to list}'],
      ),
      errors: [{ messageId: 'parameter', line: 19, column: 9, message: parameter('list_feedback', 'after', 'start', 2) }],
    },
    {
      // Seed 003's sample: the cursor beside the page size, in a `page` object.
      name: 'finds cursors one object down',
      code: catalog(
        ['list_tickets', 'page: {type: object, properties: {limit: {type: integer}, cursor: {type: [string, "null"]}}}'],
        ['list_users', 'page: {type: object, properties: {limit: {type: integer}, cursor: {type: [string, "null"]}}}'],
        ['list_teams', 'page: {type: object, properties: {limit: {type: integer}, next_token: {type: string}}}'],
      ),
      errors: [{ messageId: 'parameter', line: 19, column: 67, message: parameter('list_teams', 'next_token', 'cursor', 2) }],
    },
    {
      name: 'reports every tool apart from the usual name, in an MCP tools/list, at its parameter',
      code: server(['issues', 'cursor'], ['projects', 'pageToken'], ['users', 'cursor'], ['teams', 'cursor'], ['files', 'page_token']),
      filename: 'tracker.json',
      errors: [
        { messageId: 'parameter', line: 22, column: 11, message: parameter('projects', 'pageToken', 'cursor', 3) },
        { messageId: 'parameter', line: 61, column: 11, message: parameter('files', 'page_token', 'cursor', 3) },
      ],
    },
    {
      name: 'compares the next-page cursors the success schemas return, in the vocabulary of the file',
      code: server(['issues', 'cursor', 'next_cursor'], ['projects', 'cursor', 'nextPageToken'], ['users', 'cursor', 'next_cursor']),
      filename: 'tracker.json',
      errors: [{ messageId: 'returned', line: 48, column: 11, message: returned('outputSchema', 'projects', 'nextPageToken', 'next_cursor', 2) }],
    },
    {
      name: 'in a native descriptor, the next-page cursor of "returns"',
      code: [
        'tools:',
        ...['next_cursor', 'next_cursor', 'endCursor'].flatMap((next, i) => [
          `  - name: list_${['issues', 'users', 'teams'][i]}`,
          '    description: List them.',
          '    returns:',
          '      type: object',
          '      properties:',
          '        items: {type: array}',
          `        ${next}: {type: string, description: Where the next page starts}`,
        ]),
        '',
      ].join('\n'),
      errors: [{ messageId: 'returned', line: 22, column: 9, message: returned('returns', 'list_teams', 'endCursor', 'next_cursor', 2) }],
    },
  ],
});
