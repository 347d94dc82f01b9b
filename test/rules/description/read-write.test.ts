import { RuleTester } from '../../rule-tester.js';

const message = (tool: string, verb: string, hint = '') =>
  `Description of "${tool}" does not say whether the tool only reads or also changes something ("${verb}" can mean either); say which (e.g. "Read-only: lists …" or "Creates or deletes …")${hint}.`;

new RuleTester().run('description/read-write', {
  valid: [
    { name: 'a verb that says what happens', code: 'name: manage_users\ndescription: Manage users. Lists the users of a team, or deletes one by id.\n' },
    { name: 'said in words', code: 'name: process_invoice\ndescription: Process an invoice. Read-only; returns the totals.\n' },
    { name: 'a verb the action kinds leave out (corpus: queue tools that "pause" and "resume")', code: 'name: pause_queue\ndescription: Handle a queue so that its processing stops for a while.\n' },
    { name: 'no vague verb: a noun phrase is a lookup', code: 'name: weather\ndescription: Weather for a city.\n' },
    { name: 'a hint says it', code: 'name: handler\ndescription: Handle the request.\nidempotency: {safe: true}\n' },
    { name: 'an action switch says it (corpus: CRUD functions with an action enum)', code: 'name: default_function\ndescription: Performs the specified action.\nparameters:\n  type: object\n  properties:\n    action: {type: string, enum: [create, read, update, delete], description: The action.}\n' },
    { name: 'a vague verb late in the description is not the tool\'s', code: 'name: thing\ndescription: A thing for teams that manage data.\n' },
  ],
  invalid: [
    {
      name: "seed 003's bad example",
      code: 'name: doStuff\ndescription: Process data.\n',
      errors: [{ messageId: 'unstated', line: 2, column: 1, message: message('doStuff', 'process', ', or set idempotency.safe') }],
    },
    {
      name: 'an MCP tool names annotations.readOnlyHint',
      filename: 'tools.json',
      code: `${JSON.stringify({ tools: [{ name: 'handle_ticket', description: 'Handle the ticket of the account.', inputSchema: { type: 'object', properties: {} } }] }, null, 2)}\n`,
      errors: [{ messageId: 'unstated', line: 5, column: 7, message: message('handle_ticket', 'handle', ', or set annotations.readOnlyHint') }],
    },
    {
      name: 'an OpenAI function has no place for a hint',
      filename: 'openai-tools.json',
      code: `${JSON.stringify([{ type: 'function', function: { name: 'manage_account', description: 'Manage the account.', parameters: { type: 'object', properties: {} } } }], null, 2)}\n`,
      errors: [{ messageId: 'unstated', line: 6, column: 7, message: message('manage_account', 'manage') }],
    },
  ],
});
