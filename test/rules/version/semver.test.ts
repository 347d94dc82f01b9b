import { RuleTester } from '../../rule-tester.js';
import { withL3 } from '../fixtures.js';

new RuleTester().run('version/semver', {
  valid: [
    { name: 'a complete Level 3 descriptor', code: withL3() },
    { name: 'a pre-release with build metadata', code: withL3('version: "1.0.0-beta.1+build.5"') },
  ],
  invalid: [
    {
      name: 'a missing version, at the tool',
      code: withL3('version: DROP'),
      errors: [
        {
          messageId: 'missing',
          line: 1,
          column: 1,
          message: 'Tool "get_weather" has no "version"; add a SemVer version such as "1.0.0" and bump the major version on breaking changes.',
        },
      ],
    },
    {
      name: 'a YAML number',
      code: withL3('version: 1.2'),
      errors: [{ messageId: 'type', line: 28, column: 10, message: '"version" of "get_weather" is number; write it as a quoted SemVer string such as "1.0.0".' }],
    },
    {
      name: 'a near miss, with a fix',
      code: withL3('version: v1.2'),
      errors: [{ messageId: 'invalidHint', line: 28, column: 10, message: '"version" "v1.2" of "get_weather" is not SemVer; use "1.2.0".' }],
    },
    {
      name: 'a word, with the shape to use',
      code: withL3('version: latest'),
      errors: [{ messageId: 'invalid', line: 28, column: 10, message: '"version" "latest" of "get_weather" is not SemVer; use MAJOR.MINOR.PATCH such as "1.0.0".' }],
    },
  ],
});
