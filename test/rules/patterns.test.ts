/**
 * The pattern rules (issue 12): patterns RE2 cannot run are reported, and so are patterns that take
 * exponential time on backtracking engines; example validation never runs a backtracking engine.
 */
import { describe, expect, it } from 'vitest';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();

/** A tool whose `parameters:` key is on line 3; `body` lines follow from line 4, indented by two. */
const params = (...body: string[]) => ['name: get_code', 'description: Fetch it. Use it.', 'parameters:', ...body.map((l) => `  ${l}`), ''].join('\n');

describe('parameters/pattern-portable', () => {
  const portable = at('parameters/pattern-portable');
  const msg = (where: string, pattern: string, construct: string, text: string, advice = 'rewrite the pattern without it', kind = 'pattern') =>
    `${where} of "get_code" has ${kind} "${pattern}" that uses ${construct} (\`${text}\`), which linear-time engines such as RE2 cannot run: tooldoc does not check examples against it and RE2-based validators reject it; ${advice}.`;

  it('passes patterns RE2 runs, and leaves invalid ones to valid-schema', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  a: {type: string, pattern: "^[A-Z]{2}$"}',
      '  b: {type: string, pattern: "^\\\\d{1000}$"}',
      '  c: {type: string, pattern: "^(a|b)*\\\\b\\\\w+\\\\s$"}',
      '  d: {type: string, pattern: "^(?:x"}',
      '  e: {type: string, pattern: "^(?<year>[0-9]{4})$"}',
    );
    expect(await t.findings(code, 'parameters/pattern-portable')).toEqual([]);
  });

  it('reports lookaround and backreferences at the pattern, naming the construct', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  code: {type: string, pattern: "^(?!DRAFT-)[A-Z-]+$"}',
      '  pair: {type: string, pattern: "^(\\\\w)\\\\1$"}',
      '  tag: {type: string, pattern: "(?<=#)\\\\w+"}',
      '  year: {type: string, pattern: "^(?<y>\\\\d{4})-\\\\k<y>$"}',
    );
    expect(await t.findings(code, 'parameters/pattern-portable')).toEqual([
      portable(6, 35, msg('Parameter "code"', '^(?!DRAFT-)[A-Z-]+$', 'a negative lookahead', '(?!')),
      portable(7, 35, msg('Parameter "pair"', '^(\\w)\\1$', 'a backreference', '\\1')),
      portable(8, 34, msg('Parameter "tag"', '(?<=#)\\w+', 'a lookbehind', '(?<=')),
      portable(9, 35, msg('Parameter "year"', '^(?<y>\\d{4})-\\k<y>$', 'a named backreference', '\\k<y>')),
    ]);
  });

  it('reports repetition counts RE2 refuses, with the length-limit advice', async () => {
    const code = params('type: object', 'properties:', '  title: {type: string, pattern: "^.{1,2048}$"}', '  grid: {type: string, pattern: "^(?:[a-z]{100}){20}$"}');
    const limit = 'state the length limit with minLength and maxLength instead, and repeat with * or + in the pattern';
    expect(await t.findings(code, 'parameters/pattern-portable')).toEqual([
      portable(6, 36, msg('Parameter "title"', '^.{1,2048}$', 'a repetition count above 1,000', '{1,2048}', limit)),
      portable(7, 35, msg('Parameter "grid"', '^(?:[a-z]{100}){20}$', 'nested repetition counts that multiply past 1,000', '^(?:[a-z]{100}){20}$', limit)),
    ]);
  });

  it('finds patterns in patternProperties keys, propertyNames, $defs and returns', async () => {
    const code = [
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
    ].join('\n');
    expect(await t.findings(code, 'parameters/pattern-portable')).toEqual([
      portable(6, 5, msg('"parameters"', '^(?=x)', 'a lookahead', '(?=', undefined, 'patternProperties key')),
      portable(7, 28, msg('"parameters"', '^(a)\\1', 'a backreference', '\\1')),
      portable(9, 35, msg('Parameter "$defs.item"', '(?!a)', 'a negative lookahead', '(?!')),
      portable(13, 36, msg('Returned field "total"', '(?<!-)\\d+', 'a negative lookbehind', '(?<!')),
    ]);
  });

  it("uses the file's own vocabulary in an MCP tools/list", async () => {
    const json = JSON.stringify({ tools: [{ name: 'get_code', description: 'Fetch it. Use it.', inputSchema: { type: 'object', pattern: '(?=a)' } }] }, null, 2);
    expect(await t.findings(json, 'parameters/pattern-portable', { file: 'tools.json' })).toEqual([
      portable(8, 20, msg('"inputSchema"', '(?=a)', 'a lookahead', '(?=')),
    ]);
  });
});

describe('parameters/pattern-redos', () => {
  const redos = at('parameters/pattern-redos');
  const msg = (where: string, pattern: string, cause: string, char: string, fix: string, kind = 'pattern') =>
    `${where} of "get_code" has ${kind} "${pattern}" that can take exponential time on a backtracking engine: ${cause}, so an input with a long run of "${char}" that then fails to match is tried in exponentially many ways; ${fix}.`;
  const generic = 'rewrite it so that the repeated parts cannot match the same text';

  it('passes linear and merely polynomial patterns, and ambiguous ones no input can make fail', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  a: {type: string, pattern: "^[a-z0-9]+(\\\\.[a-z0-9]+)*$"}',
      '  b: {type: string, pattern: "^([a-z0-9]+\\\\.)+[a-z]{2,}$"}',
      '  c: {type: string, pattern: "^\\\\S+@\\\\S+\\\\.\\\\S+$"}',
      '  d: {type: string, pattern: "^(\\\\/+[^\\\\/]+\\\\/*)+$"}',
      '  e: {type: string, pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}',
      '  f: {type: string, pattern: "^(a+"}',
    );
    expect(await t.findings(code, 'parameters/pattern-redos')).toEqual([]);
  });

  it('reports nested and overlapping repetition at the pattern, with a rewrite when one is known', async () => {
    const code = params(
      'type: object',
      'properties:',
      '  code: {type: string, pattern: "^(a+)+$"}',
      '  name: {type: string, pattern: "^([A-Za-z]+\\\\s?)*$"}',
      '  xs: {type: string, pattern: "(x+x+)+y"}',
    );
    expect(await t.findings(code, 'parameters/pattern-redos')).toEqual([
      redos(6, 35, msg('Parameter "code"', '^(a+)+$', '`a+` is repeated inside `(a+)+`', 'a', 'rewrite it as `^a+$`')),
      redos(7, 35, msg('Parameter "name"', '^([A-Za-z]+\\s?)*$', '`[A-Za-z]+` is repeated inside `([A-Za-z]+\\s?)*`', 'A', generic)),
      redos(8, 33, msg('Parameter "xs"', '(x+x+)+y', '`x+` and `x+` can match the same characters in each repetition of `(x+x+)+`', 'x', generic)),
    ]);
  });

  it('reports patternProperties keys and returns', async () => {
    const code = [
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
    ].join('\n');
    expect(await t.findings(code, 'parameters/pattern-redos')).toEqual([
      redos(6, 5, msg('"parameters"', '^(\\d+)*$', '`\\d+` is repeated inside `(\\d+)*`', '0', 'rewrite it as `^\\d*$`', 'patternProperties key')),
      redos(10, 36, msg('Returned field "label"', '^([a-z]+\\s*)+$', '`[a-z]+` is repeated inside `([a-z]+\\s*)+`', 'a', generic)),
    ]);
  });

  it('does not analyse patterns past its size bound (and stays fast)', async () => {
    const long = '^(a+)+' + 'b'.repeat(1000) + '$';
    const start = Date.now();
    expect(await t.findings(params('type: object', `pattern: "${long}"`), 'parameters/pattern-redos')).toEqual([]);
    const many = '^' + '(a+)+'.repeat(41) + '$';
    expect(await t.findings(params('type: object', `pattern: "${many}"`), 'parameters/pattern-redos')).toEqual([]);
    expect(Date.now() - start).toBeLessThan(10_000);
  });
});

describe('example validation runs patterns in linear time', () => {
  const args = at('examples/arguments-schema');
  const tool = (pattern: string, value: string) =>
    [
      'name: get_code',
      'description: Fetch it. Use it.',
      'parameters:',
      '  type: object',
      `  properties: {code: {type: string, pattern: ${JSON.stringify(pattern)}}}`,
      'examples:',
      `  - {prompt: x, tool_call: {name: get_code, arguments: {code: ${JSON.stringify(value)}}}, result: {}}`,
      '',
    ].join('\n');

  it('reports a catastrophic pattern that does not match, quickly', { timeout: 30_000 }, async () => {
    const start = Date.now();
    expect(await t.findings(tool('^(a+)+$', 'a'.repeat(40) + '!'), 'examples/arguments-schema')).toEqual([
      args(7, 57, 'Example 1 of "get_code": argument "code" must match pattern "^(a+)+$"; make the example match the parameters schema.'),
    ]);
    expect(Date.now() - start).toBeLessThan(10_000);
  });

  it('accepts a matching value and judges JavaScript semantics (\\s, ., surrogates) as Ajv would', async () => {
    expect(await t.findings(tool('^(a+)+$', 'a'.repeat(40)), 'examples/arguments-schema')).toEqual([]);
    expect(await t.findings(tool('^\\s$', '\u00a0'), 'examples/arguments-schema')).toEqual([]);
    expect(await t.findings(tool('^..$', '😀'), 'examples/arguments-schema')).toEqual([]);
    expect(await t.findings(tool('^.$', '\u2028'), 'examples/arguments-schema')).toHaveLength(1);
  });

  it('does not judge examples by a pattern RE2 cannot run (no false "must match")', async () => {
    expect(await t.findings(tool('^(?!x)\\w+$', 'xyz'), 'examples/arguments-schema')).toEqual([]);
    expect(await t.findings(tool('^(\\w)\\1$', 'ab'), 'examples/arguments-schema')).toEqual([]);
  });
});

t.coversEveryMessage(['parameters/pattern-portable', 'parameters/pattern-redos']);
