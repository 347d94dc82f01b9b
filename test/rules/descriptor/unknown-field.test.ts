import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

const hint = (f: string, s: string, tool = 'get_weather') => `Unknown field "${f}" in "${tool}"; did you mean "${s}"?`;
/** The rename fix of a did-you-mean, as the code it gives (`from` found once in `code`). */
const rename = (code: string, field: string, to: string, from = field, into = to) => {
  expect(code.split(from).length, `"${from}" once in the code`).toBe(2);
  return [{ title: `Rename "${field}" to "${to}"`, preferred: true, output: code.replace(from, into) }];
};
const TYPOS = ['name: get_weather', 'description: Fetch it. Use it.', 'paramters: {type: object}', 'idempotence: {safe: true}', 'Examples: []', ''].join('\n');
const AUTHOR = ['name: get_weather', 'description: Fetch it. Use it.', 'parameters: {type: object}', 'author: Jane', 'retrn: {type: object}', ''].join('\n');
const IN_CATALOG = 'x-catalog: 1\ntools:\n  - name: a\n    parameters: {}\n  - name: b\n    parameters: {}\n    retuns: {}\n';
const IN_JSON = '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "parameters": {},\n  "cost_hnt": "free"\n}\n';
const SECOND_DOC = `${GOOD_TOOL}---\nname: b\ndescription: Fetch it. Use it.\nparameters: {}\nverison: 1.0.0\n`;
const noHint = (f: string, tool = 'get_weather') => `Unknown field "${f}" in "${tool}"; remove it or prefix it with "x-" if it is an extension.`;
/** Keys that resemble no field of the spec, among them __proto__ (which must not reach any prototype) and a unicode key. */
const STRANGE_KEYS = ['name: get_weather', 'description: Fetch it. Use it.', 'parameters: {type: object}', 'owner: weather-team', '__proto__: {polluted: true}', 'beschreibung_länger: x', ''].join('\n');

new RuleTester().run('descriptor/unknown-field', {
  valid: [
    { name: 'passes GOOD_TOOL', code: GOOD_TOOL },
    {
      name: 'passes the fields of §3 and §4, title, $schema and x- extensions',
      code: [
        '# yaml-language-server: $schema=../schemas/descriptor.schema.json',
        'name: get_weather',
        'title: Current weather',
        'description: Fetch it. Use it.',
        'parameters: {type: object}',
        'version: 1.2.0',
        'deprecated: false',
        'replacement: get_weather_v2',
        'rate_limits: {requests_per_minute: 60}',
        'auth: api_key',
        'latency_p50_ms: 120',
        'cost_hint: free',
        'open_world: true',
        'tool_search_keywords: [weather, forecast, rain]',
        'x-owner: weather-team',
        'x-tooldoc: {}',
        '',
      ].join('\n'),
    },
  ],
  invalid: [
    {
      name: 'suggests the closest field for typos, at the key',
      code: TYPOS,
      errors: [
        { messageId: 'unknown', line: 3, column: 1, message: hint('paramters', 'parameters'), fixes: rename(TYPOS, 'paramters', 'parameters') },
        { messageId: 'unknown', line: 4, column: 1, message: hint('idempotence', 'idempotency'), fixes: rename(TYPOS, 'idempotence', 'idempotency') },
        { messageId: 'unknown', line: 5, column: 1, message: hint('Examples', 'examples'), fixes: rename(TYPOS, 'Examples', 'examples') },
      ],
    },
    {
      name: 'offers no rename when the field it resembles is there already, and keeps the quotes of a quoted key',
      code: ['name: get_weather', 'description: Fetch it. Use it.', 'parameters: {type: object}', 'paramters: {type: object}', "'retuns': {}", ''].join('\n'),
      errors: [
        { messageId: 'unknown', line: 4, column: 1, message: hint('paramters', 'parameters') },
        {
          messageId: 'unknown',
          line: 5,
          column: 1,
          message: hint('retuns', 'returns'),
          fixes: rename(['name: get_weather', 'description: Fetch it. Use it.', 'parameters: {type: object}', 'paramters: {type: object}', "'retuns': {}", ''].join('\n'), 'retuns', 'returns', "'retuns'", "'returns'"),
        },
      ],
    },
    {
      name: 'offers a rename that is not plainly a misspelling as a suggestion, not a fix (author is not auth; retrn is two letters from returns)',
      code: AUTHOR,
      errors: [
        { messageId: 'unknown', line: 4, column: 1, message: hint('author', 'auth'), fixes: [{ title: 'Rename "author" to "auth"', preferred: false, output: AUTHOR.replace('author', 'auth') }] },
        { messageId: 'unknown', line: 5, column: 1, message: hint('retrn', 'returns'), fixes: [{ title: 'Rename "retrn" to "returns"', preferred: false, output: AUTHOR.replace('retrn', 'returns') }] },
      ],
    },
    {
      name: 'reports fields that resemble nothing, including __proto__ and unicode keys',
      code: STRANGE_KEYS,
      errors: [
        { messageId: 'unknownNoHint', line: 4, column: 1, message: noHint('owner') },
        { messageId: 'unknownNoHint', line: 5, column: 1, message: noHint('__proto__') },
        { messageId: 'unknownNoHint', line: 6, column: 1, message: noHint('beschreibung_länger') },
      ],
    },
    {
      name: 'checks each tool of a catalog, but not the catalog itself',
      code: IN_CATALOG,
      errors: [{ messageId: 'unknown', line: 7, column: 5, message: hint('retuns', 'returns', 'b'), fixes: rename(IN_CATALOG, 'retuns', 'returns') }],
    },
    {
      name: 'reports in JSON',
      code: IN_JSON,
      filename: 'tool.json',
      errors: [{ messageId: 'unknown', line: 5, column: 3, message: hint('cost_hnt', 'cost_hint'), fixes: rename(IN_JSON, 'cost_hnt', 'cost_hint', '"cost_hnt"', '"cost_hint"') }],
    },
    {
      name: 'reports in the second document',
      code: SECOND_DOC,
      errors: [{ messageId: 'unknown', line: 32, column: 1, message: hint('verison', 'version', 'b'), fixes: rename(SECOND_DOC, 'verison', 'version') }],
    },
  ],
});

// RuleTester checks what the rule reports; that a `__proto__` key pollutes nothing is checked here.
describe('descriptor/unknown-field and __proto__', () => {
  it('lints a __proto__ key without polluting Object.prototype', async () => {
    const { findings } = await lintText(STRANGE_KEYS, 'descriptor/unknown-field');
    expect(findings).toEqual([
      { ruleId: 'descriptor/unknown-field', line: 4, column: 1, message: noHint('owner') },
      { ruleId: 'descriptor/unknown-field', line: 5, column: 1, message: noHint('__proto__') },
      { ruleId: 'descriptor/unknown-field', line: 6, column: 1, message: noHint('beschreibung_länger') },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
