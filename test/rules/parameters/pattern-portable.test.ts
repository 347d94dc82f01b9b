/** Patterns RE2 cannot run are reported (issue 12): tooldoc does not check examples against them and RE2-based validators reject them. */
import { RuleTester } from '../../rule-tester.js';
import { paramsOf } from './fixtures.js';

const params = paramsOf('get_code');
const msg = (where: string, pattern: string, construct: string, text: string, advice = 'rewrite the pattern without it', kind = 'pattern') =>
  `${where} of "get_code" has ${kind} "${pattern}" that uses ${construct} (\`${text}\`), which linear-time engines such as RE2 cannot run: tooldoc does not check examples against it and RE2-based validators reject it; ${advice}.`;
const LIMIT = 'state the length limit with minLength and maxLength instead, and repeat with * or + in the pattern';

new RuleTester().run('parameters/pattern-portable', {
  valid: [
    {
      name: 'patterns RE2 runs; invalid ones are left to valid-schema',
      code: params(
        'type: object',
        'properties:',
        '  a: {type: string, pattern: "^[A-Z]{2}$"}',
        '  b: {type: string, pattern: "^\\\\d{1000}$"}',
        '  c: {type: string, pattern: "^(a|b)*\\\\b\\\\w+\\\\s$"}',
        '  d: {type: string, pattern: "^(?:x"}',
        '  e: {type: string, pattern: "^(?<year>[0-9]{4})$"}',
      ),
    },
  ],
  invalid: [
    {
      name: 'lookaround and backreferences, at the pattern, naming the construct',
      code: params(
        'type: object',
        'properties:',
        '  code: {type: string, pattern: "^(?!DRAFT-)[A-Z-]+$"}',
        '  pair: {type: string, pattern: "^(\\\\w)\\\\1$"}',
        '  tag: {type: string, pattern: "(?<=#)\\\\w+"}',
        '  year: {type: string, pattern: "^(?<y>\\\\d{4})-\\\\k<y>$"}',
      ),
      errors: [
        { messageId: 'unsupported', line: 6, column: 35, message: msg('Parameter "code"', '^(?!DRAFT-)[A-Z-]+$', 'a negative lookahead', '(?!') },
        { messageId: 'unsupported', line: 7, column: 35, message: msg('Parameter "pair"', '^(\\w)\\1$', 'a backreference', '\\1') },
        { messageId: 'unsupported', line: 8, column: 34, message: msg('Parameter "tag"', '(?<=#)\\w+', 'a lookbehind', '(?<=') },
        { messageId: 'unsupported', line: 9, column: 35, message: msg('Parameter "year"', '^(?<y>\\d{4})-\\k<y>$', 'a named backreference', '\\k<y>') },
      ],
    },
    {
      name: 'repetition counts RE2 refuses, with the length-limit advice',
      code: params('type: object', 'properties:', '  title: {type: string, pattern: "^.{1,2048}$"}', '  grid: {type: string, pattern: "^(?:[a-z]{100}){20}$"}'),
      errors: [
        { messageId: 'unsupported', line: 6, column: 36, message: msg('Parameter "title"', '^.{1,2048}$', 'a repetition count above 1,000', '{1,2048}', LIMIT) },
        {
          messageId: 'unsupported',
          line: 7,
          column: 35,
          message: msg('Parameter "grid"', '^(?:[a-z]{100}){20}$', 'nested repetition counts that multiply past 1,000', '^(?:[a-z]{100}){20}$', LIMIT),
        },
      ],
    },
    {
      name: 'patterns in patternProperties keys, propertyNames, $defs and returns',
      code: [
        'name: get_code',
        'description: Fetch it. Use it.',
        'parameters:',
        '  type: object',
        '  patternProperties:',
        '    "^(?=x)": {type: string}',
        '  propertyNames: {pattern: "^(a)\\\\1"}',
        '  $defs:',
        '    item: {type: string, pattern: "(?!a)"}',
        'returns:',
        '  type: object',
        '  properties:',
        '    total: {type: string, pattern: "(?<!-)\\\\d+"}',
        '',
      ].join('\n'),
      errors: [
        { messageId: 'unsupported', line: 6, column: 5, message: msg('"parameters"', '^(?=x)', 'a lookahead', '(?=', undefined, 'patternProperties key') },
        { messageId: 'unsupported', line: 7, column: 28, message: msg('"parameters"', '^(a)\\1', 'a backreference', '\\1') },
        { messageId: 'unsupported', line: 9, column: 35, message: msg('Parameter "$defs.item"', '(?!a)', 'a negative lookahead', '(?!') },
        { messageId: 'unsupported', line: 13, column: 36, message: msg('Returned field "total"', '(?<!-)\\d+', 'a negative lookbehind', '(?<!') },
      ],
    },
    {
      name: "the file's own vocabulary in an MCP tools/list",
      code: JSON.stringify({ tools: [{ name: 'get_code', description: 'Fetch it. Use it.', inputSchema: { type: 'object', pattern: '(?=a)' } }] }, null, 2),
      filename: 'tools.json',
      errors: [{ messageId: 'unsupported', line: 8, column: 20, message: msg('"inputSchema"', '(?=a)', 'a lookahead', '(?=') }],
    },
  ],
});
