import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const msg = (value: string, where: string, tool = 'get_weather') => `Placeholder ${JSON.stringify(value)} in "${tool}" at "${where}"; replace it with the real value.`;

/** Placeholders at every kind of depth: a top-level value, inside a mapping, inside a list inside a mapping. */
const NESTED = [
  'name: get_weather',
  'description: TODO',
  'parameters:',
  '  type: object',
  '  properties:',
  '    city:',
  '      type: string',
  '      description: FIXME describe the city',
  '      enum: [Paris, TBD]',
  '',
].join('\n');
const CATALOG = ['tools:', '  - name: a', '    description: Reads a.', '  - name: b', '    description: Reads b.', '    errors:', '      - code: TBD', '        description: Fails.', ''].join('\n');

new RuleTester().run('descriptor/no-placeholder', {
  valid: [
    { name: 'passes GOOD_TOOL', code: GOOD_TOOL },
    { name: 'a word such as "todo" inside prose is not a placeholder', code: 'name: list_todos\ndescription: Lists the todo items of a project.\nparameters: {}\n' },
  ],
  invalid: [
    {
      name: 'reports a TODO value at the value',
      code: GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', 'idempotency: {idempotent: "TODO: true or false", safe: true, destructive: false}'),
      errors: [{ messageId: 'placeholder', line: 19, column: 27, message: msg('TODO: true or false', 'idempotency.idempotent') }],
    },
    {
      name: 'reports each placeholder with its path, at any depth and in lists',
      code: NESTED,
      errors: [
        { messageId: 'placeholder', line: 2, column: 14, message: msg('TODO', 'description') },
        { messageId: 'placeholder', line: 8, column: 20, message: msg('FIXME describe the city', 'parameters.properties.city.description') },
        { messageId: 'placeholder', line: 9, column: 21, message: msg('TBD', 'parameters.properties.city.enum.1') },
      ],
    },
    {
      name: 'a catalog tool: the path is the tool\'s own, the position the file\'s',
      code: CATALOG,
      errors: [{ messageId: 'placeholder', line: 7, column: 15, message: msg('TBD', 'errors.0.code', 'b'), tool: 'b' }],
    },
  ],
});
