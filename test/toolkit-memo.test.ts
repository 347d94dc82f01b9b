/**
 * The per-tool scope of src/toolkit/memo.ts: while the rules check a tool, what the toolkit works out
 * about it (here `walkProperties`) is made once and shared by every rule that asks; the next tool gets
 * its own, and outside a lint nothing is kept.
 */
import { describe, expect, it } from 'vitest';
import { lintTexts } from '../src/run/lint.js';
import { defineRule, walkProperties, type Rule } from '../src/toolkit/index.js';

const TOOLS = 'tools:\n  - name: a\n    description: Reads a.\n    parameters: {type: object, properties: {x: {type: string}}}\n  - name: b\n    description: Reads b.\n    parameters: {type: object, properties: {y: {type: string}}}\n';

describe('the per-tool scope of toolkit results', () => {
  it('shares a walk among the rules checking one tool, and makes a new one for the next tool', () => {
    const seen: Array<{ tool: string; rule: string; walk: readonly unknown[] }> = [];
    const watcher = (id: string): Rule =>
      defineRule({
        meta: { id, level: null, severity: 'warning', description: 'Watches walks.', spec: '§6', messages: { m: 'm.' } },
        check({ tool }) {
          seen.push({ tool: tool.name, rule: id, walk: walkProperties(tool.descriptor.parameters, ['parameters']) });
        },
      });
    const rules = [watcher('test/one'), watcher('test/two')];
    lintTexts([{ path: 'catalog.yaml', text: TOOLS }], { rules, settings: {} });
    const of = (tool: string, rule: string) => seen.find((s) => s.tool === tool && s.rule === rule)!.walk;
    expect(of('a', 'test/one')).toBe(of('a', 'test/two'));
    expect(of('b', 'test/one')).toBe(of('b', 'test/two'));
    expect(of('a', 'test/one')).not.toBe(of('b', 'test/one'));
    expect(of('b', 'test/one').map((p) => (p as { name: string }).name)).toEqual(['y']);
  });

  it('keeps nothing outside a lint: each call walks again', () => {
    const schema = { type: 'object', properties: { x: { type: 'string' } } };
    const first = walkProperties(schema, ['parameters']);
    expect(first).toEqual(walkProperties(schema, ['parameters']));
    expect(first).not.toBe(walkProperties(schema, ['parameters']));
  });
});
