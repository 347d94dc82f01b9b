import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { withExamples } from './fixtures.js';

/** One error example (on lines 21–23) whose result is `result`. */
const oneError = (result: string) => withExamples(['  - prompt: a', '    tool_call: {name: get_weather, arguments: {city: x}}', `    result: ${result}`, ''].join('\n'));
const SEVEN_CODES = ['A_1', 'A_2', 'A_3', 'A_4', 'A_5', 'A_6', 'A_7'].map((c) => `  - {code: ${c}, http_status: 400, retryable: false, description: x, recovery: y}`).join('\n');

new RuleTester().run('examples/error-envelope', {
  valid: [{ name: 'passes GOOD_TOOL', code: GOOD_TOOL }],
  invalid: [
    {
      name: 'reports an undeclared code, with a suggestion when one is close',
      code: withExamples(
        [
          '  - prompt: a',
          '    tool_call: {name: get_weather, arguments: {city: Atlantis}}',
          '    result: {error: {code: NOT_FOUNDD, message: Unknown city}}',
          '  - prompt: b',
          '    tool_call: {name: get_weather, arguments: {city: London}}',
          '    result: {error: {code: RATE_LIMITED, message: Slow down}}',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          messageId: 'undeclaredHint',
          line: 23,
          column: 28,
          message: 'Example 1 of "get_weather" returns error code "NOT_FOUNDD", which "errors" does not declare; did you mean "NOT_FOUND"?',
        },
        {
          messageId: 'undeclared',
          line: 26,
          column: 28,
          message: 'Example 2 of "get_weather" returns error code "RATE_LIMITED", which "errors" does not declare; declare it or use one of "NOT_FOUND".',
        },
      ],
    },
    {
      name: 'reports an envelope whose retryable flag contradicts the declared error',
      code: oneError('{error: {code: NOT_FOUND, message: m, retryable: true}}'),
      errors: [
        {
          messageId: 'retryable',
          line: 23,
          column: 62,
          message: 'Example 1 of "get_weather" returns "NOT_FOUND" with retryable: true, but "errors" declares it retryable: false; make the two agree.',
        },
      ],
    },
    {
      name: 'says so when "errors" declares no codes at all',
      code: oneError('{error: {code: ZZZ_UNKNOWN_CODE, message: m}}').replace(/^errors:\n {2}- .*$/m, 'errors: []'),
      errors: [
        {
          messageId: 'undeclaredNone',
          line: 22,
          column: 28,
          message: 'Example 1 of "get_weather" returns error code "ZZZ_UNKNOWN_CODE", but "errors" declares no codes yet; declare it there.',
        },
      ],
    },
    {
      name: 'lists at most five declared codes',
      // Seven entries in place of GOOD_TOOL's one move the example down six lines, to 27–29.
      code: oneError('{error: {code: ZZZ_UNKNOWN_CODE, message: m}}').replace(/^errors:\n {2}- .*$/m, `errors:\n${SEVEN_CODES}`),
      errors: [
        {
          messageId: 'undeclared',
          line: 29,
          column: 28,
          message:
            'Example 1 of "get_weather" returns error code "ZZZ_UNKNOWN_CODE", which "errors" does not declare; declare it or use one of "A_1", "A_2", "A_3", "A_4", "A_5" (2 more).',
        },
      ],
    },
    {
      name: 'reports free-text errors and envelopes without code or message',
      code: withExamples(
        [
          '  - prompt: a',
          '    tool_call: {name: get_weather, arguments: {city: Atlantis}}',
          '    result: {error: Unknown city}',
          '  - prompt: b',
          '    tool_call: {name: get_weather, arguments: {city: Atlantis}}',
          '    result:',
          '      error:',
          '        detail: Unknown city',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          messageId: 'envelopeType',
          line: 23,
          column: 21,
          message: 'Example 1 of "get_weather" returns "error" as string; use the envelope {error: {code: "NOT_FOUND", message: "…"}}.',
        },
        { messageId: 'noCode', line: 27, column: 7, message: 'Example 2 of "get_weather" returns an error without "code"; add the error code the tool emits.' },
        { messageId: 'noMessage', line: 27, column: 7, message: 'Example 2 of "get_weather" returns an error without a "message"; add a short message for people.' },
      ],
    },
    {
      // New: codeType had no case. An HTTP status given as the code is a plausible slip.
      name: 'reports an error code that is not a string, at the code',
      code: oneError('{error: {code: 404, message: Unknown city}}'),
      errors: [
        {
          messageId: 'codeType',
          line: 23,
          column: 28,
          message: 'Example 1 of "get_weather" returns an error code that is number; use one of the codes listed in "errors".',
        },
      ],
    },
    {
      // New: the other branch of codeType, an empty string.
      name: 'reports an empty error code, at the code',
      code: oneError('{error: {code: "", message: Unknown city}}'),
      errors: [
        {
          messageId: 'codeType',
          line: 23,
          column: 28,
          message: 'Example 1 of "get_weather" returns an error code that is empty; use one of the codes listed in "errors".',
        },
      ],
    },
  ],
});
