import { RuleTester } from '../../rule-tester.js';

new RuleTester().run('security/annotation-contradiction', {
  valid: [
    { name: 'passes a read-only tool that creates only its answer (corpus: mapbox buffer_tool)', code: 'name: buffer_tool\ndescription: Create a buffer zone (polygon) around a point at a specified distance. Works offline without API calls.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a charge marked not destructive (it adds a record: MCP\'s "only additive updates")', code: 'name: charge_card\ndescription: Charge a saved card.\nidempotency: {safe: false, idempotent: false, destructive: false}\n' },
    { name: 'passes removing an item from a list marked not destructive', code: 'name: firewall_remove_rule\ndescription: Remove a rule from a firewall.\nidempotency: {safe: false, idempotent: true, destructive: false}\n' },
    { name: 'passes a name that creates, when the description says what it does (a chart is generated, nothing changes)', code: 'name: create_chart\ndescription: Generate a line chart as an image.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a name that deletes, when the description says it does not', code: 'name: delete_preview\ndescription: Shows what deleting would remove; does not delete anything.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a read-only tool that reads', code: 'name: get_file\ndescription: Read a file.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a deleting tool not marked safe', code: 'name: delete_file\ndescription: Delete a file.\nidempotency: {safe: false, idempotent: true, destructive: true}\n' },
    {
      name: 'passes an MCP tool without annotations (the default is not a claim)',
      code: JSON.stringify({ tools: [{ name: 'delete_file', description: 'Delete a file.', inputSchema: { type: 'object' } }] }),
      filename: 'tools.json',
    },
  ],
  invalid: [
    {
      name: 'reports a tool that deletes but is marked not destructive',
      code: JSON.stringify({ tools: [{ name: 'purge_records', description: 'Delete every record older than the given date.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false, destructiveHint: false } }] }),
      filename: 'tools.json',
      errors: [
        {
          messageId: 'notDestructive',
          line: 1,
          column: 184,
          message: '"purge_records" is marked destructiveHint: false but its description says it destroys something ("Delete"); a client that trusts the hint runs it without asking: set destructiveHint to true, or fix the description.',
        },
      ],
    },
    {
      name: 'reports a money transfer marked safe, in Spanish',
      code: 'name: transferir_fondos\ndescription: Transfiere dinero a otra cuenta.\nidempotency: {safe: true, idempotent: false, destructive: false}\n',
      errors: [{ messageId: 'contradictionName', line: 3, column: 21 }],
    },
    {
      name: 'reports a read-only hint on a tool whose name says it deletes, when its description does not open with a verb',
      code: 'name: delete_cache_entry\ndescription: The cached entry is gone afterwards.\nidempotency: {safe: true, idempotent: true, destructive: false}\n',
      errors: [
        {
          messageId: 'contradictionName',
          line: 3,
          column: 21,
          message: '"delete_cache_entry" is marked safe: true but its name says it destroys something ("delete"); a client that trusts the hint runs it without asking: set the hint to false, or rename the tool.',
        },
      ],
    },
    {
      name: 'reports a read-only hint on a tool whose name says it pays',
      code: JSON.stringify({ tools: [{ name: 'stripe_refund_payment', description: 'Money goes back to the card that paid.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] }),
      filename: 'tools.json',
      errors: [{ messageId: 'contradictionName', line: 1, column: 160 }],
    },
    {
      name: 'reports a tool marked safe whose description opens with a write',
      code: 'name: delete_file\ndescription: Delete a file.\nidempotency: {safe: true, idempotent: true, destructive: false}\n',
      errors: [{ messageId: 'contradiction', line: 3, column: 21, message: '"delete_file" is marked safe: true but its description opens with "Delete"; a client that trusts the hint runs it without asking: set the hint to false, or fix the description.' }],
    },
    {
      name: "speaks MCP's words in an MCP file",
      code: JSON.stringify({ tools: [{ name: 'send_email', description: 'Sends an email.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] }),
      filename: 'tools.json',
      errors: [{ messageId: 'contradiction', line: 1, column: 126 }],
    },
  ],
});
