import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

/** A tool whose `errors:` key is on line 3; entries follow from line 4. */
const errors = (...lines: string[]) => ['name: get_weather', 'description: Fetch it. Use it.', 'errors:', ...lines, ''].join('\n');
const FULL = '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: Unknown city., recovery: Ask the user.}';
const field = (label: string, f: string, hint: string) => `Error entry ${label} of "get_weather" has no "${f}"; add it (${hint}).`;
/** `errors: <value>` on line 3, reported at the key as the wrong type. */
const typed = (value: string, type: string) => ({
  name: `reports errors: ${value} as ${type}`,
  code: `name: get_weather\ndescription: Fetch it. Use it.\nerrors: ${value}\n`,
  errors: [{ messageId: 'type', line: 3, column: 1, message: `"errors" of "get_weather" is ${type}; it must be a list of error entries.` }],
});
const EMPTY = (tool: string) => `"errors" of "${tool}" is empty; list at least the errors the tool can emit (VALIDATION_ERROR, NOT_FOUND, …).`;

new RuleTester().run('errors/required', {
  valid: [
    { name: 'passes complete entries (GOOD_TOOL)', code: GOOD_TOOL },
    {
      name: 'passes complete entries, in flow and block style',
      code: errors(FULL, '  - code: RATE_LIMITED', '    http_status: 429', '    retryable: true', '    description: Too many calls.', '    recovery: Back off.'),
    },
    {
      name: 'counts a field given as null as present (its type is checked at Level 2)',
      code: errors('  - {code: X, http_status: null, retryable: ~, description: d, recovery: r}'),
    },
  ],
  invalid: [
    {
      name: 'reports a missing block at the tool',
      code: 'name: get_weather\ndescription: Fetch it. Use it.\nparameters: {}\n',
      errors: [
        {
          messageId: 'missing',
          line: 1,
          column: 1,
          message: 'Tool "get_weather" has no "errors"; list the error codes it can emit, each with code, http_status, retryable, description and recovery.',
        },
      ],
    },
    typed('NOT_FOUND', 'a string'),
    typed('{code: NOT_FOUND}', 'an object'),
    typed('null', 'null'),
    {
      name: 'reports an empty list',
      code: 'name: get_weather\ndescription: Fetch it. Use it.\nerrors: []\n',
      errors: [{ messageId: 'empty', line: 3, column: 1, message: EMPTY('get_weather') }],
    },
    {
      name: 'reports entries that are not mappings, at the entry',
      code: errors(FULL, '  - NOT_FOUND', '  - [404]'),
      errors: [
        {
          messageId: 'entryType',
          line: 5,
          column: 5,
          message: 'Error entry 2 of "get_weather" is a string; each entry is a mapping with code, http_status, retryable, description and recovery.',
        },
        {
          messageId: 'entryType',
          line: 6,
          column: 5,
          message: 'Error entry 3 of "get_weather" is an array; each entry is a mapping with code, http_status, retryable, description and recovery.',
        },
      ],
    },
    {
      name: 'reports each missing field at its entry, named by its code or its index',
      code: errors('  - code: RATE_LIMITED', '    retryable: true', '  - {http_status: 500, retryable: true, description: Broke., recovery: Retry.}'),
      errors: [
        { messageId: 'field', line: 4, column: 5, message: field('"RATE_LIMITED"', 'http_status', 'the closest HTTP status, e.g. 404') },
        { messageId: 'field', line: 4, column: 5, message: field('"RATE_LIMITED"', 'description', 'what went wrong, for people') },
        { messageId: 'field', line: 4, column: 5, message: field('"RATE_LIMITED"', 'recovery', 'what the agent should do next') },
        { messageId: 'field', line: 6, column: 5, message: field('2', 'code', 'a stable UPPER_SNAKE_CASE string such as NOT_FOUND') },
      ],
    },
    {
      name: 'does not take inherited keys such as __proto__ or toString for fields',
      code: errors('  - {__proto__: {code: X}, toString: y, http_status: 400, retryable: false, description: d, recovery: r}'),
      errors: [{ messageId: 'field', line: 4, column: 5, message: field('1', 'code', 'a stable UPPER_SNAKE_CASE string such as NOT_FOUND') }],
    },
    {
      name: 'reports in JSON',
      code: '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "errors": [\n    {"code": "NOT_FOUND", "http_status": 404}\n  ]\n}\n',
      filename: 'tool.json',
      errors: [
        { messageId: 'field', line: 5, column: 5, message: field('"NOT_FOUND"', 'retryable', 'true or false') },
        { messageId: 'field', line: 5, column: 5, message: field('"NOT_FOUND"', 'description', 'what went wrong, for people') },
        { messageId: 'field', line: 5, column: 5, message: field('"NOT_FOUND"', 'recovery', 'what the agent should do next') },
      ],
    },
    {
      name: 'reports in a catalog, naming the tool',
      code: `tools:\n  - name: a\n    errors:\n${FULL.replace('  -', '      -')}\n  - name: b\n    errors: []\n`,
      errors: [{ messageId: 'empty', line: 6, column: 5, message: EMPTY('b') }],
    },
    {
      name: 'reports in the second document',
      code: `${GOOD_TOOL}---\nname: b\ndescription: Fetch it. Use it.\nerrors: {}\n`,
      errors: [{ messageId: 'type', line: 31, column: 1, message: '"errors" of "b" is an object; it must be a list of error entries.' }],
    },
  ],
});
