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
