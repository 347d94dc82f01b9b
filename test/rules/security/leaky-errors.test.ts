import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const tool = (message: string) =>
  ['name: read_note', 'description: Read a note.', 'examples:', '  - prompt: Read my note', '    tool_call: {name: read_note, arguments: {id: x}}', `    result: {error: {code: NOT_FOUND, message: ${JSON.stringify(message)}}}`, ''].join('\n');

new RuleTester().run('security/leaky-errors', {
  valid: [
    { name: 'passes an envelope that says what went wrong', code: tool('No note with id "x"; list notes to find its id.') },
    { name: 'passes a path the user gave, in a successful result', code: ['name: read_note', 'description: Read a note.', 'examples:', '  - prompt: Read /home/ada/notes.txt', '    tool_call: {name: read_note, arguments: {path: /home/ada/notes.txt}}', '    result: {text: hi, path: /home/ada/notes.txt}', ''].join('\n') },
  ],
  invalid: [
    {
      name: 'reports a Python traceback in an error example',
      code: tool('Traceback (most recent call last):\n  File "/srv/app/notes.py", line 12, in read\nKeyError: x'),
      errors: [{ messageId: 'trace', line: 6, column: 48, message: 'The error message of example 1 of "read_note" shows a stack trace ("Traceback (most recent call last)…"); return the §7 envelope with a code and a message for the agent, and log the trace on the server.' }],
    },
    {
      name: 'reports a Node.js stack',
      code: tool('Error: ENOENT\n    at readNote (/usr/src/app/notes.js:12:5)'),
      errors: [{ messageId: 'trace', line: 6, column: 48 }],
    },
    {
      name: 'reports a path inside the server',
      code: tool('Cannot read note at /usr/src/app/data/x.json'),
      errors: [{ messageId: 'path', line: 6, column: 48, message: 'The error message of example 1 of "read_note" shows a path inside the server ("/usr/src/app/data/x.json"); say what went wrong without it, and log the details on the server.' }],
    },
  ],
});

// Linear on any text (issue 35): each of these took seconds to minutes (a pattern tried from every
// blank of a run, every separator of a path, every ") in" of a line).
describe('security/leaky-errors on long texts', () => {
  const timed = async (message: string) => {
    const start = performance.now();
    const { findings } = await lintText(tool(message), 'security/leaky-errors');
    return { findings: findings.map((f) => [f.line, f.column, f.message]), seconds: (performance.now() - start) / 1000 };
  };

  it('200,000 blanks, a path of 100,000 separators, and a line of 20,000 ") in": nothing, at once', async () => {
    for (const message of [' '.repeat(200_000) + 'x', 'at x (' + '/'.repeat(100_000), 'at A.B(' + ') in '.repeat(20_000) + 'x', '\n'.repeat(100_000) + 'at x']) {
      const { findings, seconds } = await timed(message);
      expect(findings).toEqual([]);
      expect(seconds).toBeLessThan(3);
    }
  });

  it('a stack trace after 100,000 blanks is found, and quoted from its frame (not from the blanks)', async () => {
    const { findings, seconds } = await timed(' '.repeat(100_000) + 'at Server.handle (/srv/app/index.js:10:5)');
    expect(findings).toEqual([
      [6, 48, 'The error message of example 1 of "read_note" shows a stack trace ("… at Server.handle (/srv/app/index.js:10:5)"); return the §7 envelope with a code and a message for the agent, and log the trace on the server.'],
    ]);
    const dotnet = await timed('Failed.\n   at Shop.Orders.Get(String id) in C:\\src\\Orders.cs:line 42\n   at Shop.Api.Run() in C:\\src\\Api.cs:line 7');
    expect(dotnet.findings).toEqual([
      [6, 48, 'The error message of example 1 of "read_note" shows a stack trace ("Failed. at Shop.Orders.Get(String id) in C:\\src\\Orders.cs:line 42…"); return the §7 envelope with a code and a message for the agent, and log the trace on the server.'],
    ]);
    expect(seconds).toBeLessThan(3);
  });
});
