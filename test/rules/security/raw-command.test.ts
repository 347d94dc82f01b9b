import { RuleTester } from '../../rule-tester.js';

/** A tool whose `param` parameter has this description; the tool's description is `desc`. */
const tool = (desc: string, param: string, paramDesc: string, extra: string[] = []) =>
  [`name: run_it`, `description: ${desc}`, 'parameters:', '  type: object', '  properties:', `    ${param}:`, '      type: string', `      description: ${paramDesc}`, ...extra, ''].join('\n');
const msg = (param: string, kind: string, phrase: string) =>
  `Parameter "${param}" of "run_it" takes ${kind} that the tool runs as given (${phrase}), and nothing documents a guard; say what limits it (read-only access, an allow-list, bound parameters, a sandbox, an approval step), or take structured arguments instead.`;

new RuleTester().run('security/raw-command', {
  valid: [
    // Class of corpus chrome-devtools navigate_page initScript (judged noise, held half; fixed after its figures were recorded).
    { name: 'passes JavaScript that runs in every new page of the browser the tool drives', code: tool('Open a URL in the controlled browser tab.', 'bootstrap', 'JavaScript code to evaluate in every new frame before the site\'s own scripts.') },
    // Classes of corpus sqlToRest, get_metabase_playground_link and quickbooks query (judged wrong): nothing runs, or the dialect only reads.
    { name: 'passes a tool that converts the SQL it is given and runs nothing', code: tool('Translates a SQL statement into the equivalent MongoDB aggregation pipeline.', 'statement', 'The SQL statement to translate.') },
    { name: 'passes a tool that builds a link from a query and runs nothing', code: tool('Creates a shareable dashboard link that opens the given query in the editor.', 'query', 'The SQL query to run in the editor when the link is opened.') },
    { name: 'passes a query dialect shown as SQL-like and only ever selecting', code: tool('Search the ledger with an SQL-like syntax, e.g. SELECT * FROM Payment WHERE Amount > 100.', 'q', 'The SQL-like query string to run, e.g. SELECT Id FROM Vendor.') },
    { name: 'passes SQL whose destructive statements need the user to confirm (corpus: supabase execute_sql)', code: tool('Executes raw SQL in the Postgres database. Destructive statements may require the user to confirm before they run.', 'query', 'The SQL query to execute.') },
    { name: 'passes a tool that says it runs anything, by design (corpus: playwright browser_run_code_unsafe)', code: tool('"Unsafe: runs arbitrary Node.js code on the server; RCE-equivalent, enable only for trusted agents."', 'code', 'JavaScript code to run.') },
    { name: 'passes a script for a remote browser session (corpus: firecrawl actions[].script)', code: tool('Open or reuse a live browser session and run browser code in the page.', 'script', 'JavaScript code to execute in the page.') },
    { name: 'passes a search query', code: tool('Search the catalog for products.', 'query', 'Words to search for, e.g. "red shoes".') },
    { name: 'passes an appliance command (corpus: ControlAppliance.execute)', code: tool('Controls a home appliance in the living room.', 'command', 'What to do, e.g. "turn on the air purifier".') },
    { name: 'passes a help topic named command', code: tool('Displays help for the available commands.', 'command', 'The name of the command to display help for.') },
    { name: 'passes read-only SQL', code: tool('Run a read-only SQL query on the reporting replica.', 'sql', 'The SQL query to run.') },
    { name: 'passes SQL on a connection the tool declares read-only (safe: true)', code: tool('Run a SQL query.', 'sql', 'The SQL query to run.', ['idempotency: {safe: true}']) },
    { name: 'passes parameterised SQL', code: tool('Run a query on the orders database.', 'query', 'The SQL statement to execute, with $1, $2 placeholders; values go in params.') },
    { name: 'passes a shell command from an allow-list', code: tool('Run a shell command.', 'command', 'One of the allow-listed commands (ls, cat, head).') },
    { name: 'passes a shell command in a sandbox', code: tool('Run a command in a sandboxed container with no network.', 'command', 'The shell command to run.') },
    { name: 'passes JavaScript run in the browser page', code: tool('Execute JavaScript in the browser console of the open page.', 'script', 'JavaScript code to execute.') },
    { name: 'passes SQL the tool only generates (corpus: FireBirdUtils)', code: tool('Generates the script that creates a database view.', 'source', 'The SQL source code of the view.') },
    { name: 'passes a URL that names SQL injection (corpus: SQL_Login)', code: tool('Test a login form for SQL injection.', 'url', 'The URL to which SQL injection test payloads will be sent.') },
    { name: 'passes a command with a closed set', code: tool('Run a maintenance command on the server.', 'command', 'The shell command to run.', ['      enum: [restart, status]']) },
  ],
  invalid: [
    {
      name: 'still reports a tool that parses and then runs the SQL',
      code: tool('Parses and executes the SQL statement against the warehouse.', 'statement', 'The SQL statement to run.'),
      errors: [{ messageId: 'raw', line: 6, column: 5, message: msg('statement', 'SQL', '"The SQL statement to run."') }],
    },
    {
      name: 'still reports an SQL-like dialect whose examples write',
      code: tool('Run a query in the SQL-like syntax of the ledger.', 'q', 'The SQL query to run, e.g. UPDATE Payment SET Amount = 0.'),
      errors: [{ messageId: 'raw', line: 6, column: 5, message: msg('q', 'SQL', '"The SQL query to run, e.g. UPDATE Payment SET Amount = 0."') }],
    },
    {
      name: 'reports raw SQL to run (corpus: database_query.run)',
      code: tool('Run a query on a SQL database.', 'query', 'The SQL query to run.'),
      errors: [{ messageId: 'raw', line: 6, column: 5, message: msg('query', 'SQL', '"The SQL query to run."') }],
    },
    {
      name: 'reports a SQL fragment spliced into a query (corpus: database_connect.select)',
      code: tool('Retrieve specific records from a given database and table.', 'condition', 'SQL condition to select specific records.'),
      errors: [{ messageId: 'raw', line: 6, column: 5, message: msg('condition', 'SQL', '"SQL condition to select specific records."') }],
    },
    {
      name: 'reports an operating-system command (corpus: cmd_controller.execute)',
      code: tool('Executes a system-level command using os.system() on Windows.', 'command', 'The system command to be executed.'),
      errors: [{ messageId: 'raw', line: 6, column: 5, message: msg('command', 'a shell command', '"The system command to be executed."') }],
    },
    {
      name: 'reads the tool description when the parameter has none (corpus: desktop-commander start_process)',
      code: ['name: run_it', 'description: Start a new terminal process with intelligent state detection.', 'parameters:', '  type: object', '  properties:', '    command: {type: string}', ''].join('\n'),
      errors: [{ messageId: 'raw', line: 6, column: 5, message: msg('command', 'a shell command', '"Start a new terminal process with intelligent state detection."') }],
    },
    {
      name: 'reports Python code to execute on the server',
      code: tool('Evaluate a snippet for the user.', 'code', 'Python code to execute.'),
      errors: [{ messageId: 'raw', line: 6, column: 5, message: msg('code', 'code', '"Python code to execute."') }],
    },
    {
      name: 'reports a parameter named sql even when its description says little, in nested objects too',
      code: ['name: run_it', 'description: Report on sales.', 'parameters:', '  type: object', '  properties:', '    filter:', '      type: object', '      properties:', '        sql: {type: string}', ''].join('\n'),
      errors: [{ messageId: 'raw', line: 9, column: 9, message: msg('filter.sql', 'SQL', '"sql"') }],
    },
  ],
});
