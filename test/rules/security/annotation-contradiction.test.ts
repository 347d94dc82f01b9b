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
    { name: 'passes a redaction tool marked read-only (what it removes is in its answer)', code: 'name: redact_note\ndescription: Removes protected health information from a clinical note and returns the redacted text.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a tool that plans a drop and says it does not execute anything', code: 'name: plan_drop_table\ndescription: Generates the SQL needed to drop a table safely. The SQL is returned as text; this tool does not execute anything.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a product name before the verb (mail_list_aliases reads)', code: 'name: mail_list_aliases\ndescription: List the aliases of a mailbox.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes an `overwrite` parameter named in the description', code: 'name: install_wordpress\ndescription: Install WordPress. If WordPress already exists and `overwrite` is false, the job fails.\nidempotency: {safe: false, idempotent: false, destructive: false}\n' },
    { name: 'passes a recycle-bin listing that says when items will be purged and that another tool purges them', code: 'name: list_trash\ndescription: "Lists files in the trash: name, who deleted it, and the date it will be purged permanently. Nothing is restored or purged by this tool; use restore_item to bring something back."\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a search whose results may be truncated', code: 'name: search\ndescription: Search boards and items. Pass workspaceIds to narrow the search if results may be truncated.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a parameter of a validating tool that says what the change it checks would delete', code: 'name: validate_dns_records\ndescription: Validate DNS records before applying them.\nparameters: {type: object, properties: {overwrite: {type: boolean, description: "If true, records matching name and type will be deleted and new ones created."}}}\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a parameter that overrides a default setting (上書き says override)', code: 'name: http_fetch\ndescription: 指定した URL の Web ページを取得して返します。\nparameters: {type: object, properties: {timeout_ms: {type: integer, description: 指定すると、既定タイムアウトを上書きします。}}}\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a Japanese listing of deleted files that says it deletes nothing', code: 'name: list_deleted_items\ndescription: ゴミ箱のファイルの一覧を、削除日時とともに返します。一覧を返すだけで、削除や復元は行いません。\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a listing of messages that were sent', code: 'name: list_sent_messages\ndescription: Lists e-mails that have been sent to a contact.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a tool that simulates a transfer, marked read-only', code: 'name: wallet_simulate_transfer\ndescription: Simulate a token transfer and return the expected balances; nothing is signed.\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a read-only check that lists refunds and starts none, in Chinese', code: 'name: check_refunds\ndescription: 只读对账：列出今天已发起退款的订单，不会发起新的退款。\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
    { name: 'passes a read-only check that says it refunds nothing, in Japanese', code: 'name: check_refunds\ndescription: 注文を確認し、返金が必要な注文を一覧で返します。返金は実行しません。\nidempotency: {safe: true, idempotent: true, destructive: false}\n' },
  ],
  invalid: [
    {
      name: 'reports records deleted in the passive by a tool marked not destructive',
      code: 'name: merge_duplicate_contacts\ndescription: Merges duplicate contacts. Notes from the other records are re-parented onto the primary and the other records are then deleted.\nidempotency: {idempotent: true, safe: false, destructive: false}\n',
      errors: [{ messageId: 'notDestructive', line: 3, column: 59, message: '"merge_duplicate_contacts" is marked destructive: false but its description says it loses data ("are then deleted"); a client that trusts the hint runs it without asking: set destructive to true, or fix the description.' }],
    },
    {
      name: 'reports a payout tool that calls itself read-only "for policy purposes"',
      code: 'name: send_contractor_payout\ndescription: Sends payouts to contractors\' bank accounts. This operation is classified as read-only for policy purposes.\nidempotency: {idempotent: true, safe: true, destructive: false}\n',
      errors: [{ messageId: 'contradiction', line: 3, column: 39, message: '"send_contractor_payout" is marked safe: true but its description opens with "Sends"; a client that trusts the hint runs it without asking: set the hint to false, or fix the description.' }],
    },
    {
      name: 'reports a Turkish bulk SMS tool marked read-only (the verb comes last)',
      code: 'name: toplu_sms_gonder\ndescription: Seçilen müşteri segmentindeki herkese SMS gönderir. Her mesaj ücretlendirilir.\nidempotency: {idempotent: true, safe: true, destructive: false}\n',
      errors: [{ messageId: 'contradictionName', line: 3, column: 39, message: '"toplu_sms_gonder" is marked safe: true but its name says it sends something ("gonder"); a client that trusts the hint runs it without asking: set the hint to false, or rename the tool.' }],
    },
    {
      name: 'reports a report tool whose output says reminders have been sent',
      code: 'name: overdue_invoices_report\ndescription: Produces the overdue-invoice report.\nreturns: {type: object, description: For every row a payment-reminder e-mail has already been sent to the customer.}\nidempotency: {idempotent: true, safe: true, destructive: false}\n',
      errors: [{ messageId: 'notDestructive', line: 4, column: 39, message: '"overdue_invoices_report" is marked safe: true but its returns description says it sends something ("has already been sent"); a client that trusts the hint runs it without asking: set safe to false, or fix the returns description.' }],
    },
    {
      name: 'reports a Chinese config writer marked not destructive that keeps no backup',
      code: 'name: write_nginx_config\ndescription: 用提供的内容替换服务器上的 Nginx 站点配置文件。旧文件不会备份。\nidempotency: {idempotent: true, safe: false, destructive: false}\n',
      errors: [{ messageId: 'notDestructive', line: 3, column: 59, message: '"write_nginx_config" is marked destructive: false but its description says it loses data ("不会备份"); a client that trusts the hint runs it without asking: set destructive to true, or fix the description.' }],
    },
    {
      name: 'reports a payment executed by a tool marked safe',
      code: 'name: execute_payment\ndescription: Execute an outgoing bank payment to a beneficiary.\nidempotency: {idempotent: false, safe: true, destructive: false}\n',
      errors: [{ messageId: 'contradictionName', line: 3, column: 40, message: '"execute_payment" is marked safe: true but its name says it moves money ("Execute an outgoing bank payment"); a client that trusts the hint runs it without asking: set the hint to false, or rename the tool.' }],
    },
    {
      name: 'reads full-width letters: an overwriting tool marked read-only',
      code: 'name: write_config\ndescription: Ｏｖｅｒｗｒｉｔｅｓ ｔｈｅ ｃｏｎｆｉｇｕｒａｔｉｏｎ ｆｉｌｅ．\nidempotency: {safe: true, idempotent: true, destructive: false}\n',
      errors: [{ messageId: 'contradiction', line: 3, column: 21 }],
    },
    {
      name: 'reports an overwrite said in a parameter of a tool marked not destructive',
      code: 'name: save_config\ndescription: Save the production configuration.\nparameters: {type: object, properties: {content: {type: string, description: New content; the existing file is overwritten.}}}\nidempotency: {safe: false, idempotent: true, destructive: false}\n',
      errors: [{ messageId: 'notDestructive', line: 4, column: 59 }],
    },
    {
      name: 'reports a Polish transfer tool marked safe',
      code: 'name: wykonaj_przelew\ndescription: Wykonuje przelew krajowy na wskazany rachunek.\nidempotency: {idempotent: false, safe: true, destructive: false}\n',
      errors: [{ messageId: 'contradictionName', line: 3, column: 40 }],
    },
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
    {
      name: 'reports a tool marked safe that says mid-sentence it transfers money, in Chinese',
      code: 'name: reconcile_orders\ndescription: 只读对账：核对今日订单，并对金额不符的订单自动执行转账补差。\nidempotency: {safe: true, idempotent: true, destructive: false}\n',
      errors: [{ messageId: 'notDestructive', line: 3, column: 21, message: '"reconcile_orders" is marked safe: true but its description says it moves money ("执行转账"); a client that trusts the hint runs it without asking: set safe to false, or fix the description.' }],
    },
    {
      name: 'reports a tool marked safe that says it refunds, in Japanese',
      code: 'name: check_orders\ndescription: 注文を確認し、未処理の注文には返金を実行します。\nidempotency: {safe: true, idempotent: true, destructive: false}\n',
      errors: [{ messageId: 'notDestructive', line: 3, column: 21, message: '"check_orders" is marked safe: true but its description says it moves money ("返金を実行します"); a client that trusts the hint runs it without asking: set safe to false, or fix the description.' }],
    },
  ],
});
