import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();
const er = at('errors/required');
/** A tool whose `errors:` key is on line 3; entries follow from line 4. */
const errors = (...lines: string[]) => ['name: get_weather', 'description: Fetch it. Use it.', 'errors:', ...lines, ''].join('\n');
const FULL = '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: Unknown city., recovery: Ask the user.}';
const field = (label: string, f: string, hint: string) => `Error entry ${label} of "get_weather" has no "${f}"; add it (${hint}).`;

describe('errors/required', () => {
  it('passes complete entries', async () => {
    expect(await t.findings(GOOD_TOOL, 'errors/required')).toEqual([]);
    expect(await t.findings(errors(FULL, '  - code: RATE_LIMITED', '    http_status: 429', '    retryable: true', '    description: Too many calls.', '    recovery: Back off.'), 'errors/required')).toEqual([]);
  });
  it('reports a missing block at the tool', async () => {
    expect(await t.findings('name: get_weather\ndescription: Fetch it. Use it.\nparameters: {}\n', 'errors/required')).toEqual([
      er(1, 1, 'Tool "get_weather" has no "errors"; list the error codes it can emit, each with code, http_status, retryable, description and recovery.'),
    ]);
  });
  it.each([
    ['NOT_FOUND', 'a string'],
    ['{code: NOT_FOUND}', 'an object'],
    ['null', 'null'],
  ])('reports errors: %s as %s', async (value, type) => {
    expect(await t.findings(`name: get_weather\ndescription: Fetch it. Use it.\nerrors: ${value}\n`, 'errors/required')).toEqual([
      er(3, 1, `"errors" of "get_weather" is ${type}; it must be a list of error entries.`),
    ]);
  });
  it('reports an empty list', async () => {
    expect(await t.findings(errors('  []').replace('errors:\n  []', 'errors: []'), 'errors/required')).toEqual([
      er(3, 1, '"errors" of "get_weather" is empty; list at least the errors the tool can emit (VALIDATION_ERROR, NOT_FOUND, …).'),
    ]);
  });
  it('reports entries that are not mappings, at the entry', async () => {
    expect(await t.findings(errors(FULL, '  - NOT_FOUND', '  - [404]'), 'errors/required')).toEqual([
      er(5, 5, 'Error entry 2 of "get_weather" is a string; each entry is a mapping with code, http_status, retryable, description and recovery.'),
      er(6, 5, 'Error entry 3 of "get_weather" is an array; each entry is a mapping with code, http_status, retryable, description and recovery.'),
    ]);
  });
  it('reports each missing field at its entry, named by its code or its index', async () => {
    const code = errors('  - code: RATE_LIMITED', '    retryable: true', '  - {http_status: 500, retryable: true, description: Broke., recovery: Retry.}');
    expect(await t.findings(code, 'errors/required')).toEqual([
      er(4, 5, field('"RATE_LIMITED"', 'http_status', 'the closest HTTP status, e.g. 404')),
      er(4, 5, field('"RATE_LIMITED"', 'description', 'what went wrong, for people')),
      er(4, 5, field('"RATE_LIMITED"', 'recovery', 'what the agent should do next')),
      er(6, 5, field('2', 'code', 'a stable UPPER_SNAKE_CASE string such as NOT_FOUND')),
    ]);
  });
  it('counts a field given as null as present (its type is checked at Level 2)', async () => {
    expect(await t.findings(errors('  - {code: X, http_status: null, retryable: ~, description: d, recovery: r}'), 'errors/required')).toEqual([]);
  });
  it('does not take inherited keys such as __proto__ or toString for fields', async () => {
    expect(await t.findings(errors('  - {__proto__: {code: X}, toString: y, http_status: 400, retryable: false, description: d, recovery: r}'), 'errors/required')).toEqual([
      er(4, 5, field('1', 'code', 'a stable UPPER_SNAKE_CASE string such as NOT_FOUND')),
    ]);
  });
  it('reports in JSON, in catalogs and in the second document', async () => {
    const json = '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "errors": [\n    {"code": "NOT_FOUND", "http_status": 404}\n  ]\n}\n';
    expect(await t.findings(json, 'errors/required', { file: 'tool.json' })).toEqual([
      er(5, 5, field('"NOT_FOUND"', 'retryable', 'true or false')),
      er(5, 5, field('"NOT_FOUND"', 'description', 'what went wrong, for people')),
      er(5, 5, field('"NOT_FOUND"', 'recovery', 'what the agent should do next')),
    ]);
    const catalog = `tools:\n  - name: a\n    errors:\n${FULL.replace('  -', '      -')}\n  - name: b\n    errors: []\n`;
    expect(await t.findings(catalog, 'errors/required')).toEqual([er(6, 5, '"errors" of "b" is empty; list at least the errors the tool can emit (VALIDATION_ERROR, NOT_FOUND, …).')]);
    const docs = `${GOOD_TOOL}---\nname: b\ndescription: Fetch it. Use it.\nerrors: {}\n`;
    expect(await t.findings(docs, 'errors/required')).toEqual([er(31, 1, '"errors" of "b" is an object; it must be a list of error entries.')]);
  });
});

t.coversEveryMessage(['errors/required']);
