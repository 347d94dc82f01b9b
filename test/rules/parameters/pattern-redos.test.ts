/** Patterns that take exponential time on backtracking engines are reported (issue 12). */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { paramsOf } from './fixtures.js';

const params = paramsOf('get_code');
const msg = (where: string, pattern: string, cause: string, char: string, fix: string, kind = 'pattern') =>
  `${where} of "get_code" has ${kind} "${pattern}" that can take exponential time on a backtracking engine: ${cause}, so an input with a long run of "${char}" that then fails to match is tried in exponentially many ways; ${fix}.`;
const GENERIC = 'rewrite it so that the repeated parts cannot match the same text';
/** Past the analyser's size bounds: a long pattern, and one with many repetitions. */
const LONG = params('type: object', `pattern: "${'^(a+)+' + 'b'.repeat(1000) + '$'}"`);
const MANY = params('type: object', `pattern: "${'^' + '(a+)+'.repeat(41) + '$'}"`);

new RuleTester().run('parameters/pattern-redos', {
  valid: [
    {
      name: 'linear and merely polynomial patterns, and ambiguous ones no input can make fail',
      code: params(
        'type: object',
        'properties:',
        '  a: {type: string, pattern: "^[a-z0-9]+(\\\\.[a-z0-9]+)*$"}',
        '  b: {type: string, pattern: "^([a-z0-9]+\\\\.)+[a-z]{2,}$"}',
        '  c: {type: string, pattern: "^\\\\S+@\\\\S+\\\\.\\\\S+$"}',
        '  d: {type: string, pattern: "^(\\\\/+[^\\\\/]+\\\\/*)+$"}',
        '  e: {type: string, pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}',
        '  f: {type: string, pattern: "^(a+"}',
      ),
    },
    { name: 'a pattern past the length bound is not analysed', code: LONG },
    { name: 'a pattern past the repetition bound is not analysed', code: MANY },
  ],
  invalid: [
    {
      name: 'nested and overlapping repetition, at the pattern, with a rewrite when one is known',
      code: params(
        'type: object',
        'properties:',
        '  code: {type: string, pattern: "^(a+)+$"}',
        '  name: {type: string, pattern: "^([A-Za-z]+\\\\s?)*$"}',
        '  xs: {type: string, pattern: "(x+x+)+y"}',
      ),
      errors: [
        { messageId: 'exponential', line: 6, column: 35, message: msg('Parameter "code"', '^(a+)+$', '`a+` is repeated inside `(a+)+`', 'a', 'rewrite it as `^a+$`') },
        { messageId: 'exponential', line: 7, column: 35, message: msg('Parameter "name"', '^([A-Za-z]+\\s?)*$', '`[A-Za-z]+` is repeated inside `([A-Za-z]+\\s?)*`', 'A', GENERIC) },
        {
          messageId: 'exponential',
          line: 8,
          column: 33,
          message: msg('Parameter "xs"', '(x+x+)+y', '`x+` and `x+` can match the same characters in each repetition of `(x+x+)+`', 'x', GENERIC),
        },
      ],
    },
    {
      name: 'patternProperties keys and returns',
      code: [
        'name: get_code',
        'description: Fetch it. Use it.',
        'parameters:',
        '  type: object',
        '  patternProperties:',
        '    "^(\\\\d+)*$": {type: string}',
        'returns:',
        '  type: object',
        '  properties:',
        '    label: {type: string, pattern: "^([a-z]+\\\\s*)+$"}',
        '',
      ].join('\n'),
      errors: [
        {
          messageId: 'exponential',
          line: 6,
          column: 5,
          message: msg('"parameters"', '^(\\d+)*$', '`\\d+` is repeated inside `(\\d+)*`', '0', 'rewrite it as `^\\d*$`', 'patternProperties key'),
        },
        { messageId: 'exponential', line: 10, column: 36, message: msg('Returned field "label"', '^([a-z]+\\s*)+$', '`[a-z]+` is repeated inside `([a-z]+\\s*)+`', 'a', GENERIC) },
      ],
    },
  ],
});

describe('parameters/pattern-redos past its size bounds', () => {
  it('stays fast', async () => {
    const start = Date.now();
    expect((await lintText(LONG, 'parameters/pattern-redos')).findings).toEqual([]);
    expect((await lintText(MANY, 'parameters/pattern-redos')).findings).toEqual([]);
    expect(Date.now() - start).toBeLessThan(10_000);
  });
});
