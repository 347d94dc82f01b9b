import { RuleTester } from '../../rule-tester.js';

/**
 * A native catalog: each tool's success schema has the top-level properties given (a YAML flow
 * mapping on one line), so tool i's `returns` is on line 4 + 6·i, column 5.
 */
const catalog = (...tools: Array<[name: string, returns: string, extra?: string]>) =>
  [
    'tools:',
    ...tools.flatMap(([name, returns, extra]) => [
      `  - name: ${name}`,
      `    description: ${extra ? `Get the ${name}.\n    ${extra}` : `Get the ${name} of the workspace.`}`,
      '    returns:',
      '      type: object',
      '      description: What the call returns.',
      `      ${returns}`,
    ]),
    '',
  ].join('\n');

const ENVELOPE = 'properties: {status: {type: string, enum: [success, error]}, data: {type: object}}';
const OWN = (...keys: string[]) => `properties: {${keys.map((k) => `${k}: {type: string}`).join(', ')}}`;

const missing = (block: string, tool: string, lacks: string, envelope: string, count: number, total: number) =>
  `"${block}" of "${tool}" lacks ${lacks}, the envelope (${envelope}) that ${count} of the catalog's ${total} success schemas share; return the same envelope from every tool, so an agent reads every result the same way.`;

/** An MCP tools/list whose tools' output schemas have these top-level properties. */
const server = (...tools: Array<[name: string, keys: string[]]>) =>
  JSON.stringify(
    {
      tools: tools.map(([name, keys]) => ({
        name,
        description: `Run git ${name}.`,
        inputSchema: { type: 'object', properties: {} },
        outputSchema: { type: 'object', properties: Object.fromEntries(keys.map((k) => [k, { type: k === 'success' ? 'boolean' : 'string' }])) },
      })),
    },
    null,
    2,
  );

new RuleTester().run('returns/consistent-shape', {
  valid: [
    { name: 'every tool returns the envelope', code: catalog(['user', ENVELOPE], ['team', ENVELOPE], ['project', ENVELOPE], ['issue', ENVELOPE], ['label', ENVELOPE]) },
    {
      name: 'each tool returns its own record: shapes differ by design',
      code: catalog(['user', OWN('id', 'name', 'email')], ['team', OWN('id', 'name', 'members')], ['forecast', OWN('days', 'unit')], ['rate', OWN('base', 'rates')], ['time', OWN('iso')]),
    },
    {
      // bfcl/multi_turn_func_doc/ticket_api.json: "status" is the ticket's, part of the record most tools return.
      name: 'what most tools share is a record with a "status" field, not an envelope',
      code: catalog(
        ['ticket', OWN('id', 'title', 'status')],
        ['created_ticket', OWN('id', 'title', 'status')],
        ['edited_ticket', OWN('id', 'title', 'status')],
        ['user_tickets', OWN('id', 'title', 'status')],
        ['login_status', OWN('logged_in')],
      ),
    },
    {
      name: 'an envelope fewer than four in five share is not the catalog\'s',
      code: catalog(['user', ENVELOPE], ['team', ENVELOPE], ['project', ENVELOPE], ['issue', OWN('id')], ['label', OWN('name')]),
    },
    {
      name: 'fewer tools share it than minTools',
      code: catalog(['user', OWN('ok', 'result')], ['team', OWN('ok', 'result')], ['project', OWN('value')]),
      options: { share: 0.6 },
    },
    {
      name: 'an "error" key alone is not an envelope',
      code: catalog(['user', OWN('error', 'id')], ['team', OWN('error', 'members')], ['project', OWN('error', 'owner')], ['issue', OWN('error', 'title')], ['label', OWN('color')]),
    },
    {
      name: 'tools whose success schema has no top-level properties are not compared',
      code: [
        catalog(['user', ENVELOPE], ['team', ENVELOPE], ['project', ENVELOPE], ['issue', ENVELOPE]).trimEnd(),
        '  - name: list_labels',
        '    description: List the labels.',
        '    returns: {type: array, description: The labels., items: {type: string}}',
        '  - name: ping',
        '    description: Check the service answers.',
        '',
      ].join('\n'),
    },
    {
      name: 'the keys of allOf, anyOf and oneOf branches are the schema\'s',
      code: catalog(
        ['user', ENVELOPE],
        ['team', ENVELOPE],
        ['project', ENVELOPE],
        ['issue', ENVELOPE],
        ['label', 'allOf: [{properties: {status: {type: string}}}, {properties: {data: {type: object}}}]'],
        ['search', 'oneOf: [{properties: {status: {type: string}, data: {type: object}}}, {properties: {status: {type: string}, error: {type: object}}}]'],
      ),
    },
    {
      name: 'a deprecated tool is going away: its shape is not compared',
      code: catalog(['user', ENVELOPE], ['team', ENVELOPE], ['project', ENVELOPE], ['issue', ENVELOPE], ['label', OWN('name'), 'deprecated: true']),
    },
    {
      name: 'each platform file is its own catalog',
      code: server(['add', ['success', 'files']], ['commit', ['success', 'hash']], ['push', ['success', 'remote']], ['pull', ['success', 'branch']]),
      filename: 'git.json',
      extraFiles: { 'notes.json': server(['wrapup', ['instructions']]) },
    },
  ],
  invalid: [
    {
      name: 'reports the tool that lacks the envelope four in five tools share, at its success schema',
      code: catalog(['user', ENVELOPE], ['team', ENVELOPE], ['labels', OWN('items')], ['project', ENVELOPE], ['issue', ENVELOPE]),
      errors: [{ messageId: 'missing', line: 16, column: 5, tool: 'labels', message: missing('returns', 'labels', '"status" and "data"', '"status", "data"', 4, 5) }],
    },
    {
      name: 'names only the keys a tool lacks',
      code: catalog(['user', ENVELOPE], ['team', ENVELOPE], ['project', ENVELOPE], ['issue', ENVELOPE], ['label', OWN('status', 'name')]),
      errors: [{ messageId: 'missing', line: 28, column: 5, message: missing('returns', 'label', '"data"', '"status", "data"', 4, 5) }],
    },
    {
      // mcp-servers/git-cyanheads.json: every output schema but one has "success".
      name: 'an outcome flag every other tool returns, in an MCP tools/list',
      code: server(['add', ['success', 'files']], ['commit', ['success', 'hash']], ['wrapup', ['instructions']], ['push', ['success', 'remote']], ['pull', ['success', 'branch']]),
      filename: 'git.json',
      errors: [{ messageId: 'missing', line: 48, column: 7, message: missing('outputSchema', 'wrapup', '"success"', '"success"', 4, 5) }],
    },
    {
      name: 'a smaller majority with the option share',
      code: catalog(['user', OWN('ok', 'result')], ['team', OWN('ok', 'result')], ['project', OWN('ok', 'result')], ['issue', OWN('id')], ['label', OWN('name')]),
      options: { share: 0.6 },
      errors: [
        { messageId: 'missing', line: 22, column: 5, message: missing('returns', 'issue', '"ok" and "result"', '"ok", "result"', 3, 5) },
        { messageId: 'missing', line: 28, column: 5, message: missing('returns', 'label', '"ok" and "result"', '"ok", "result"', 3, 5) },
      ],
    },
  ],
});
