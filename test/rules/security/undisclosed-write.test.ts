import { RuleTester } from '../../rule-tester.js';

const tool = (description: string, idempotency: string) => ['name: get_token', `description: ${description}`, `idempotency: ${idempotency}`, ''].join('\n');
const msg = (field: string, value: string, verb: string) =>
  `Tool "get_token" is declared to change something (${field}: ${value}) but its description opens with "${verb}" and never says what it changes; say what it writes, sends or deletes, so an agent does not call it as a lookup.`;

new RuleTester().run('security/undisclosed-write', {
  valid: [
    { name: 'passes a read-only tool that reads', code: tool('Get the current session token.', '{safe: true}') },
    { name: 'passes a write tool that says what it changes', code: tool('Get a session token; creates a new session each call.', '{safe: false, idempotent: false, destructive: false}') },
    { name: 'passes a write tool whose description opens with a write verb', code: tool('Send the token to the user by e-mail.', '{safe: false, idempotent: false, destructive: false}') },
    { name: 'passes when safe is not declared (idempotency/required reports that)', code: tool('Get the token.', '{idempotent: true}') },
  ],
  invalid: [
    {
      name: 'reports a tool declared to write whose description only reads',
      code: tool('Get a token for the account.', '{safe: false, idempotent: false, destructive: false}'),
      errors: [{ messageId: 'undisclosed', line: 2, column: 14, message: msg('idempotency.safe', 'false', 'Get') }],
    },
    {
      name: 'reports a destructive one, in MCP words',
      code: JSON.stringify({ name: 'get_token', description: 'Fetch the token for the account.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false, destructiveHint: true } }, null, 2) + '\n',
      filename: 'tool.json',
      errors: [{ messageId: 'undisclosed', line: 3, column: 18, message: msg('annotations.readOnlyHint', 'false', 'Fetch') }],
    },
  ],
});
