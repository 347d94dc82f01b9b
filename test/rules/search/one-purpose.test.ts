import { RuleTester } from '../../rule-tester.js';

/** An MCP `tools/list` of one tool, pretty-printed (its parameter is on line 9). */
function mcp(name: string, param: string, values: string[]): string {
  const tool = {
    name,
    description: 'Work with things.',
    inputSchema: { type: 'object', properties: { [param]: { type: 'string', enum: values } } },
  };
  return `${JSON.stringify({ tools: [tool] }, null, 2)}\n`;
}

const yaml = (param: string, values: string) =>
  `name: items\ndescription: Work with items.\nparameters:\n  type: object\n  properties:\n    ${param}:\n      type: string\n      enum: ${values}\n      description: What to do.\n`;

new RuleTester().run('search/one-purpose', {
  valid: [
    { name: 'modes of travel, not operations', code: yaml('mode', '[driving, walking, bicycling, transit]') },
    { name: 'HTTP methods an HTTP client passes on (corpus: http_request tools)', code: yaml('method', '[GET, POST, PUT, DELETE, PATCH]') },
    { name: 'SQL statements in capitals', code: yaml('command', '[ALL, SELECT, INSERT, UPDATE, DELETE]') },
    { name: 'operations of one kind: start, stop, restart', code: yaml('action', '[start, stop, restart]') },
    { name: 'two writes, neither an add', code: yaml('operation', '[set_permissions, delete]') },
    { name: 'one verb among modes ("all", "new", "solved")', code: yaml('mode', '[all, new, solved]') },
    { name: 'plural nouns that look like verbs ("logs", "events")', code: yaml('action', '[summary, logs, events, delete]') },
    { name: 'a read verb that can change what it acts on ("resolve" a comment)', code: yaml('action', '[resolve, edit, reopen]') },
    { name: 'a parameter that does not pick an operation', code: yaml('status', '[list, delete]') },
    { name: 'no enum', code: 'name: items\ndescription: Work with items.\nparameters:\n  type: object\n  properties:\n    action: {type: string, description: What to do.}\n' },
  ],
  invalid: [
    {
      name: 'a read and a write in an MCP tool (corpus: one tool per resource with an action switch)',
      filename: 'tools.json',
      code: mcp('projects', 'action', ['list', 'get', 'create', 'update', 'delete']),
      errors: [
        {
          messageId: 'readWrite',
          line: 9,
          column: 11,
          message:
            'Parameter "action" of "projects" switches it between reading ("list") and writing ("delete"); split it into one tool per operation (e.g. "list_projects" and "delete_projects"), so each does one thing and can say it only reads.',
        },
      ],
    },
    {
      name: 'a create and a delete, in a kebab-case name with an umbrella verb',
      filename: 'tools.json',
      code: mcp('manage-product-options', 'action', ['create', 'update', 'delete']),
      errors: [
        {
          messageId: 'createDelete',
          line: 9,
          column: 11,
          message:
            'Parameter "action" of "manage-product-options" switches it between creating ("create") and deleting ("delete"); split it into one tool per operation (e.g. "create_product_options" and "delete_product_options"), so each does one thing and the delete can be confirmed on its own.',
        },
      ],
    },
    {
      name: 'values with their object, camelCase parameter, bare operations first',
      code: yaml('operationType', '[list_schedules, create, remove_tag, delete]'),
      errors: [
        {
          messageId: 'readWrite',
          line: 6,
          column: 5,
          message:
            'Parameter "operationType" of "items" switches it between reading ("list_schedules") and writing ("delete"); split it into one tool per operation (e.g. "list_schedules" and "delete_items"), so each does one thing and can say it only reads.',
        },
      ],
    },
    {
      name: 'a git tool whose mode lists and deletes, and a second switch: one finding',
      code: 'name: git_tag\ndescription: Manage tags.\nparameters:\n  type: object\n  properties:\n    mode:\n      type: string\n      enum: [list, create, delete, verify]\n      description: What to do.\n    op:\n      type: string\n      enum: [get, delete]\n      description: A second switch, one finding per tool.\n',
      errors: [
        {
          messageId: 'readWrite',
          line: 6,
          column: 5,
          message:
            'Parameter "mode" of "git_tag" switches it between reading ("list") and writing ("delete"); split it into one tool per operation (e.g. "list_git_tag" and "delete_git_tag"), so each does one thing and can say it only reads.',
        },
      ],
    },
  ],
});
