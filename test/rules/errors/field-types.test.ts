import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { LEVEL2_VALID, withErrors } from './fixtures.js';

new RuleTester().run('errors/field-types', {
  valid: [
    ...LEVEL2_VALID,
    { name: 'ignores non-mapping entries (Level 1 reports them)', code: GOOD_TOOL.replace(/^errors:\n {2}- .*\n/m, 'errors: [3, null]\n') },
    { name: 'ignores errors that are not a list (Level 1 reports them)', code: GOOD_TOOL.replace(/^errors:\n {2}- .*\n/m, 'errors: nope\n') },
  ],
  invalid: [
    {
      name: 'reports each mistyped field at its value',
      code: withErrors(
        [
          '  - code: notFound',
          '    http_status: "404"',
          '    retryable: "false"',
          '    description: ""',
          '    recovery: 3',
          '  - {code: 12, http_status: 700, retryable: false, description: x, recovery: y}',
          '',
        ].join('\n'),
      ),
      errors: [
        { messageId: 'codeCase', line: 18, column: 11, message: 'Error code "notFound" of "get_weather" is not UPPER_SNAKE_CASE; rename it to "NOT_FOUND".' },
        {
          messageId: 'statusType',
          line: 19,
          column: 18,
          message: 'Error "notFound" of "get_weather" has http_status "404"; give the closest HTTP status as an integer such as 404.',
        },
        { messageId: 'retryableType', line: 20, column: 16, message: 'Error "notFound" of "get_weather" has retryable "false"; write true or false without quotes.' },
        { messageId: 'textEmpty', line: 21, column: 18, message: 'Error "notFound" of "get_weather" has an empty "description"; say what went wrong, for people.' },
        {
          messageId: 'textType',
          line: 22,
          column: 15,
          message: 'Error "notFound" of "get_weather" has recovery "3"; write it as text (what the agent should do next).',
        },
        {
          messageId: 'codeType',
          line: 23,
          column: 12,
          message: 'Error entry 2 of "get_weather" has a code that is number; make it a stable UPPER_SNAKE_CASE string such as "NOT_FOUND".',
        },
        { messageId: 'statusRange', line: 23, column: 29, message: 'Error 2 of "get_weather" has http_status 700, outside 100–599; give the closest real HTTP status.' },
      ],
    },
  ],
});
