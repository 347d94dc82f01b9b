import { RuleTester } from '../../rule-tester.js';
import { DESC } from './fixtures.js';

const name64 = 'get_' + 'a'.repeat(60);

new RuleTester().run('name/max-length', {
  valid: [
    { name: 'passes a name of 64 characters', code: `name: ${name64}\n${DESC}\n` },
    { name: 'ignores names that are not strings', code: `name: ${'1'.repeat(70)}\n${DESC}\n` },
  ],
  invalid: [
    {
      name: 'reports a name of 65 characters at the value',
      code: `name: ${name64}b\n${DESC}\n`,
      errors: [
        {
          messageId: 'tooLong',
          line: 1,
          column: 7,
          message: 'Tool name "get_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab" is 65 characters, over the limit of 64; shorten it.',
        },
      ],
    },
    {
      name: 'takes a lower limit as an option',
      code: `name: get_weather\n${DESC}\n`,
      options: { max: 8 },
      errors: [{ messageId: 'tooLong', line: 1, column: 7, message: 'Tool name "get_weather" is 11 characters, over the limit of 8; shorten it.' }],
    },
    {
      name: 'reports in JSON',
      code: `{"name": "${name64}xyz", "description": "Fetch it. Use it."}\n`,
      filename: 'tool.json',
      errors: [
        {
          messageId: 'tooLong',
          line: 1,
          column: 10,
          message: 'Tool name "get_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaxyz" is 67 characters, over the limit of 64; shorten it.',
        },
      ],
    },
  ],
});
