import { RuleTester } from '../../rule-tester.js';
import { withL3 } from '../fixtures.js';

/** A catalog entry: `name` on its first line, its description on the next, then the `extra` lines. */
const tool = (name: string, extra: string, description = `Do the ${name.replace(/_/g, ' ')} thing for a user.`) =>
  `  - name: ${name}\n    description: ${description}\n${extra
    .split('\n')
    .filter(Boolean)
    .map((l) => `    ${l}\n`)
    .join('')}`;
const catalog = (...tools: string[]) => `tools:\n${tools.join('')}`;
/** get_weather 1.4.0 (replacement on line 6), deprecated for another tool of version `v2`. */
const replacedBy = (replacement: string, v2: string) =>
  catalog(tool('get_weather', `version: "1.4.0"\ndeprecated: true\nreplacement: ${replacement}`), tool(replacement, `version: "${v2}"`));
const SELF =
  'Tool "get_weather" names itself as its replacement; ship the breaking change under a new name (e.g. "get_weather_v2") with a greater major version.';

new RuleTester().run('deprecation/replacement', {
  valid: [
    { name: 'a complete Level 3 descriptor', code: withL3() },
    {
      name: 'a deprecated tool replaced by a live tool with a new name',
      code: catalog(tool('get_weather', 'version: "1.0.0"\ndeprecated: true\nreplacement: get_weather_v2'), tool('get_weather_v2', 'version: "2.0.0"')),
    },
    { name: '§11: a new name and a greater major version', code: replacedBy('get_weather_v2', '2.0.0') },
    {
      // Without versions on both sides there is nothing to compare: version/semver asks for them.
      name: 'no versions to compare',
      code: catalog(tool('get_weather', 'deprecated: true\nreplacement: get_weather_v2'), tool('get_weather_v2', '')),
    },
  ],
  invalid: [
    {
      name: 'a missing, unknown or deprecated replacement, a replacement without deprecation, and deprecated in quotes',
      code: catalog(
        tool('a_tool', 'deprecated: true'),
        tool('b_tool', 'deprecated: true\nreplacement: get_weather_v3'),
        tool('c_tool', 'deprecated: true\nreplacement: b_tool'),
        tool('d_tool', 'replacement: a_tool'),
        tool('get_weather_v2', 'deprecated: "yes"'),
      ),
      errors: [
        {
          messageId: 'noReplacement',
          line: 4,
          column: 5,
          message: 'Tool "a_tool" is deprecated but names no "replacement"; set replacement to the name of the tool agents should call instead.',
        },
        {
          messageId: 'unknownHint',
          line: 8,
          column: 18,
          message: 'Replacement "get_weather_v3" of "b_tool" is not a tool in this catalog; did you mean "get_weather_v2"?',
        },
        {
          messageId: 'deprecatedReplacement',
          line: 12,
          column: 18,
          message: 'Replacement "b_tool" of "c_tool" is itself deprecated; point to the tool that replaces it ("get_weather_v3").',
        },
        { messageId: 'orphanReplacement', line: 15, column: 5, message: 'Tool "d_tool" names a "replacement" but is not deprecated; set deprecated: true or remove "replacement".' },
        { messageId: 'deprecatedType', line: 18, column: 17, message: '"deprecated" of "get_weather_v2" is "yes"; write true or false without quotes.' },
      ],
    },
    {
      // §11 asks for a new name and a greater major version, both: the same name is not enough, whatever the version.
      name: 'the same name, with a greater major version',
      code: replacedBy('get_weather', '2.0.0'),
      errors: [{ messageId: 'self', line: 6, column: 18, message: SELF }],
    },
    {
      name: 'the same name, alone in the catalog',
      code: catalog(tool('get_weather', 'deprecated: true\nreplacement: get_weather')),
      errors: [{ messageId: 'self', line: 5, column: 18, message: SELF }],
    },
    {
      // A new name is not enough either: the major version goes up.
      name: 'a new name without a greater major version',
      code: replacedBy('get_weather_v2', '1.5.0'),
      errors: [
        {
          messageId: 'notNewer',
          line: 6,
          column: 18,
          message:
            'Replacement "get_weather_v2" of "get_weather" has major version 1, not greater than 1; a breaking replacement ships under a new name with a greater major version, so bump it.',
        },
      ],
    },
    {
      name: 'never suggests the deprecated tool itself',
      code: 'tools:\n  - name: get_weather\n    description: Old weather.\n    deprecated: true\n    replacement: get_weathe\n',
      errors: [
        {
          messageId: 'unknown',
          line: 5,
          column: 18,
          message: 'Replacement "get_weathe" of "get_weather" is not a tool in this catalog; name an existing tool or lint its file too.',
        },
      ],
    },
    {
      name: 'a replacement that is not a name, at the value',
      code: catalog(tool('a_tool', 'deprecated: true\nreplacement: 3'), tool('b_tool', 'deprecated: true\nreplacement: ""')),
      errors: [
        { messageId: 'replacementType', line: 5, column: 18, message: '"replacement" of "a_tool" is number; write the name of the tool that replaces this one.' },
        { messageId: 'replacementType', line: 9, column: 18, message: '"replacement" of "b_tool" is empty; write the name of the tool that replaces this one.' },
      ],
    },
  ],
});
