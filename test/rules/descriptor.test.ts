import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();
const uf = at('descriptor/unknown-field');
const hint = (f: string, s: string, tool = 'get_weather') => `Unknown field "${f}" in "${tool}"; did you mean "${s}"?`;
const noHint = (f: string, tool = 'get_weather') => `Unknown field "${f}" in "${tool}"; remove it or prefix it with "x-" if it is an extension.`;

describe('descriptor/unknown-field', () => {
  it('passes the fields of §3 and §4, title, $schema and x- extensions', async () => {
    expect(await t.findings(GOOD_TOOL, 'descriptor/unknown-field')).toEqual([]);
    const code = [
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
    ].join('\n');
    expect(await t.findings(code, 'descriptor/unknown-field')).toEqual([]);
  });
  it('suggests the closest field for typos, at the key', async () => {
    const code = ['name: get_weather', 'description: Fetch it. Use it.', 'paramters: {type: object}', 'idempotence: {safe: true}', 'Examples: []', ''].join('\n');
    expect(await t.findings(code, 'descriptor/unknown-field')).toEqual([
      uf(3, 1, hint('paramters', 'parameters')),
      uf(4, 1, hint('idempotence', 'idempotency')),
      uf(5, 1, hint('Examples', 'examples')),
    ]);
  });
  it('reports fields that resemble nothing, including __proto__ and unicode keys', async () => {
    const code = ['name: get_weather', 'description: Fetch it. Use it.', 'parameters: {type: object}', 'owner: weather-team', '__proto__: {polluted: true}', 'beschreibung_länger: x', ''].join('\n');
    expect(await t.findings(code, 'descriptor/unknown-field')).toEqual([uf(4, 1, noHint('owner')), uf(5, 1, noHint('__proto__')), uf(6, 1, noHint('beschreibung_länger'))]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('checks each tool of a catalog, but not the catalog itself', async () => {
    const code = 'x-catalog: 1\ntools:\n  - name: a\n    parameters: {}\n  - name: b\n    parameters: {}\n    retuns: {}\n';
    expect(await t.findings(code, 'descriptor/unknown-field')).toEqual([uf(7, 5, hint('retuns', 'returns', 'b'))]);
  });
  it('reports in JSON and in the second document', async () => {
    const json = '{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "parameters": {},\n  "cost_hnt": "free"\n}\n';
    expect(await t.findings(json, 'descriptor/unknown-field', { file: 'tool.json' })).toEqual([uf(5, 3, hint('cost_hnt', 'cost_hint'))]);
    const docs = `${GOOD_TOOL}---\nname: b\ndescription: Fetch it. Use it.\nparameters: {}\nverison: 1.0.0\n`;
    expect(await t.findings(docs, 'descriptor/unknown-field')).toEqual([uf(32, 1, hint('verison', 'version', 'b'))]);
  });
});

t.coversEveryMessage(['descriptor/unknown-field']);
