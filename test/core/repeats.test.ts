/**
 * One defect, one finding (src/core/repeats.ts): a rule's identical messages on one tool merge into
 * the first in the file, and a rule that declares `meta.flood` has the rest of a long run folded.
 * The built-in rules' floods are tested with each rule; these are the core's own guarantees, with a
 * plugin-style rule that knows nothing of them.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lintText } from '../../src/core/linter.js';
import { lintTexts } from '../../src/run/lint.js';
import { nameList } from '../../src/core/repeats.js';
import { defineRule, walkProperties } from '../../src/toolkit/index.js';

const tool = (props: string[]) =>
  ['name: get_weather', 'description: Fetch it. Use it.', 'parameters:', '  type: object', '  properties:', ...props.map((p) => `    ${p}: {type: string}`), ''].join('\n');

/** A rule that says the same thing of every property: what a careless plugin does. */
const samey = defineRule({
  meta: { id: 'plugin/samey', level: null, severity: 'warning', description: 'x', spec: '', messages: { same: 'Something about "{{tool}}".' } },
  check({ tool: t, report }) {
    for (const p of walkProperties(t.descriptor.parameters, ['parameters'])) report({ path: p.path, messageId: 'same' });
  },
});

const flooding = (after?: number) =>
  defineRule({
    meta: {
      id: 'plugin/flooding',
      level: 1,
      severity: 'error',
      description: 'x',
      spec: '',
      messages: { one: 'Property "{{p}}" of "{{tool}}" is bad.', more: '{{count}} more of "{{tool}}" are bad: {{names}}.' },
      flood: { messageId: 'one', into: 'more', key: 'p', ...(after !== undefined ? { after } : {}) },
    },
    check({ tool: t, report }) {
      for (const p of walkProperties(t.descriptor.parameters, ['parameters'])) report({ path: p.path, messageId: 'one', data: { p: p.name } });
    },
  });

/** The tool's findings in the file's order, as reports list them. */
const found = (text: string, rule = samey) =>
  [...lintText(text, { path: 'tool.yaml', rules: [rule] }).tools[0]!.findings].sort((a, b) => a.range.start.line - b.range.start.line).map((d) => ({
    at: `${d.range.start.line}:${d.range.start.column}`,
    message: d.message,
    related: d.related?.map((r) => `${r.range.start.line}:${r.range.start.column} ${r.message}`),
  }));

describe('repeated findings on one tool', () => {
  it('merges a rule\'s identical messages into the first in the file, the others its related locations', () => {
    expect(found(tool(['a', 'b', 'c']))).toEqual([
      { at: '6:5', message: 'Something about "get_weather".', related: ['7:5 Something about "get_weather".', '8:5 Something about "get_weather".'] },
    ]);
  });

  it('folds a declared flood after two, in the file\'s order, naming what it folds', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm'];
    const out = found(tool(names), flooding());
    expect(out.slice(0, 2).map((f) => f.message)).toEqual(['Property "a" of "get_weather" is bad.', 'Property "b" of "get_weather" is bad.']);
    expect(out[2]).toEqual({
      at: '8:5',
      message: '11 more of "get_weather" are bad: "c", "d", "e", "f", "g", "h", "i", "j" and 3 more.',
      related: names.slice(2).map((n, i) => `${8 + i}:5 Property "${n}" of "get_weather" is bad.`),
    });
    expect(out).toHaveLength(3);
  });

  it('says three apart: no more than three findings of one flood on a tool', () => {
    expect(found(tool(['a', 'b', 'c']), flooding())).toHaveLength(3);
    expect(found(tool(['a', 'b', 'c', 'd']), flooding()).map((f) => f.message)).toEqual(['Property "a" of "get_weather" is bad.', 'Property "b" of "get_weather" is bad.', '2 more of "get_weather" are bad: "c" and "d".']);
  });

  it('takes the rule\'s own threshold, and folds nothing that one more finding would say as well', () => {
    expect(found(tool(['a', 'b', 'c']), flooding(1)).map((f) => f.message)).toEqual(['Property "a" of "get_weather" is bad.', '2 more of "get_weather" are bad: "b" and "c".']);
    expect(found(tool(['a', 'b']), flooding(1))).toHaveLength(2);
  });

  it('lists names as a sentence does', () => {
    expect(nameList(['a'])).toBe('"a"');
    expect(nameList(['a', 'b'])).toBe('"a" and "b"');
    expect(nameList(['a', 'b', 'c'])).toBe('"a", "b" and "c"');
  });

  it('refuses a flood declaration that names a message the rule does not have', () => {
    expect(() =>
      defineRule({
        meta: { id: 'plugin/broken', level: null, severity: 'warning', description: 'x', spec: '', messages: { one: 'x' }, flood: { messageId: 'one', into: 'many', key: 'p' } },
        check() {},
      }),
    ).toThrow('Rule plugin/broken: meta.flood names messages that meta.messages does not have, or no data key.');
  });
});

describe('one nested definition inlined several times', () => {
  // corpus/mcp-servers/digitalocean.json, apps-create-app-from-spec: the same health-check object is
  // inlined under services[] and workers[] (and again in apps-update).
  const healthCheck = { type: 'object', description: 'How the platform checks the component.', properties: { period_seconds: { type: 'integer' }, timeout_seconds: { type: 'integer', description: 'Seconds to wait.' } } };
  const tool = (name: string, props: Record<string, unknown>) => ({ name, description: 'Create an app from a spec.', inputSchema: { type: 'object', properties: props, additionalProperties: false } });
  const file = (...tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;
  const rules = builtinRules.filter((r) => r.meta.id === 'parameters/property-description');

  it('merges a rule\'s findings on the copies within one tool into the first, the others its related locations', () => {
    const text = file(tool('apps-create', { services: { type: 'object', description: 'S.', properties: { health_check: healthCheck } }, workers: { type: 'object', description: 'W.', properties: { liveness_health_check: healthCheck } } }));
    const [finding, ...rest] = lintText(text, { path: 'do.json', rules }).tools[0]!.findings;
    expect(rest).toEqual([]);
    expect(finding!.message).toBe('Parameter "services.health_check.period_seconds" of "apps-create" has no description; say what value the agent should pass, with units and format.');
    expect(finding!.related?.map((r) => r.message)).toEqual(['Parameter "workers.liveness_health_check.period_seconds" of "apps-create" has no description; say what value the agent should pass, with units and format.']);
  });

  it('shows a copy in another tool of the file once, and still counts it in that tool\'s grade', () => {
    const text = file(tool('apps-create', { spec: { type: 'object', description: 'The spec.', properties: { health_check: healthCheck } } }), tool('apps-update', { spec: { type: 'object', description: 'The spec.', properties: { health_check: healthCheck } } }));
    const run = lintTexts([{ path: 'do.json', text }], { rules });
    const listed = run.files[0]!.diagnostics;
    expect(listed.map((d) => `${d.tool} ${d.range.start.line}:${d.range.start.column}`)).toEqual(['apps-create 17:19']);
    expect(listed[0]!.related?.map((r) => `${r.range.start.line}:${r.range.start.column} ${r.message}`)).toEqual([
      '46:19 Also in tool "apps-update", whose schema repeats this definition: Parameter "spec.health_check.period_seconds" of "apps-update" has no description; say what value the agent should pass, with units and format.',
    ]);
    expect(run.tools.map((t) => `${t.name} Level ${t.formatCap?.reaches ?? t.level} errors ${t.errors}`)).toEqual(['apps-create Level 0 errors 1', 'apps-update Level 0 errors 1']);
  });

  it('leaves top-level parameters of different tools alone: each tool\'s own `limit` is its own', () => {
    const text = file(tool('a', { limit: { type: 'integer' } }), tool('b', { limit: { type: 'integer' } }));
    expect(lintTexts([{ path: 'x.json', text }], { rules }).files[0]!.diagnostics.map((d) => d.tool)).toEqual(['a', 'b']);
  });
});

describe('branches that differ but read alike', () => {
  it('merges one rule\'s same message on two different branches of a oneOf (corpus: backlog get_issues customFields)', () => {
    // corpus/mcp-servers/backlog.json: customFields[] is a oneOf of four objects, each with an undescribed "type".
    const branch = (extra: string) => ({ type: 'object', properties: { type: { type: 'string' }, [extra]: { type: 'string', description: 'A value.' } } });
    const text = `${JSON.stringify({ tools: [{ name: 'get_issues', description: 'List issues.', inputSchema: { type: 'object', additionalProperties: false, properties: { customFields: { type: 'array', description: 'Custom fields.', items: { oneOf: [branch('value'), branch('values')] } } } } }] }, null, 2)}\n`;
    const rules = builtinRules.filter((r) => r.meta.id === 'parameters/property-description');
    const findings = lintText(text, { path: 'backlog.json', rules }).tools[0]!.findings;
    expect(findings.map((d) => d.message)).toEqual(['Parameter "customFields[].type" of "get_issues" has no description; say what value the agent should pass, with units and format.']);
    expect(findings[0]!.related?.map((r) => r.pointer)).toEqual(['/tools/0/inputSchema/properties/customFields/items/oneOf/1/properties/type']);
  });
});
