/**
 * The Level 2 and Level 3 rules read untrusted values: whatever type a field has, they report or stay
 * silent, never crash (a crash would be an internal/rule-error finding).
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lintText } from '../helpers.js';

const OURS = builtinRules
  .map((r) => r.meta.id)
  .filter((id) => /^(errors|idempotency|examples|search|hints|version|deprecation)\//.test(id) && !id.endsWith('/required'));

const WEIRD = ['null', '42', '"text"', '[]', '{}', '[null, 1, "x", [], {}]', '{__proto__: 1, constructor: 2}', 'true'];
const FIELDS = [
  'errors',
  'idempotency',
  'examples',
  'parameters',
  'returns',
  'tool_search_keywords',
  'latency_p50_ms',
  'cost_hint',
  'auth',
  'rate_limits',
  'version',
  'deprecated',
  'replacement',
  'description',
  'name',
];

describe('Level 2 and 3 rules on hostile values', () => {
  it('covers the rules of this group', () => {
    expect(OURS.length).toBeGreaterThanOrEqual(23);
  });
  it('never crash, whatever type each field has', async () => {
    const docs: string[] = [];
    for (const field of FIELDS) {
      for (const v of WEIRD) {
        const base = { name: `name: t_${docs.length}`, description: 'description: Do a thing for the user.' } as Record<string, string>;
        base[field] = `${field}: ${v}`;
        docs.push(Object.values(base).join('\n'));
      }
    }
    const nested = [
      'errors: [{code: {}, http_status: [], retryable: {}, description: [], recovery: {}}, {code: NOT_FOUND, http_status: 1e400}]',
      'examples: [{prompt: x, tool_call: {name: [], arguments: {a: {b: [1, {c: null}]}}}, result: {error: [1]}}, {tool_call: [], result: {error: {code: [], message: 3}}}]',
      'idempotency: {idempotent: [], safe: {}, destructive: "yes"}',
      'auth: {type: [], scopes: [1, ""]}',
      'rate_limits: {requests_per_minute: [], burst: {}, scope: 3, __proto__: 1}',
      'deprecated: true\nreplacement: []',
      'deprecated: true\nreplacement: constructor',
      'tool_search_keywords: [[], {}, null, "", "a"]',
      'parameters: {type: object, properties: {a: {type: string}}, required: [a]}\nexamples: [{prompt: x, tool_call: {name: t, arguments: "[1,2]"}, result: 1}]',
      'returns: {$ref: "#/nope"}\nexamples: [{prompt: x, tool_call: {name: t, arguments: {}}, result: {}}]',
    ];
    const catalog = 'tools:\n' + [...docs, ...nested.map((n, i) => `name: n_${i}\ndescription: Do a thing.\n${n}\n`)]
      .map((d) => '  - ' + d.trimEnd().split('\n').join('\n    '))
      .join('\n') + '\n';
    const { findings } = await lintText(catalog, OURS);
    expect(findings.filter((f) => f.ruleId.startsWith('internal/') || f.ruleId.startsWith('parse') || f.ruleId.startsWith('input/'))).toEqual([]);
    expect(findings.length).toBeGreaterThan(50);
  });
});
