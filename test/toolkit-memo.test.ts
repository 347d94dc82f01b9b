/**
 * The per-tool scope of src/toolkit/memo.ts: while the rules check a tool, what the toolkit works out
 * about it (here `walkProperties`) is made once and shared by every rule that asks; the next tool gets
 * its own, and outside a lint nothing is kept.
 */
import { describe, expect, it } from 'vitest';
import { lintTexts } from '../src/run/lint.js';
import { defineRule, perText, similarPairs, walkProperties, type Rule } from '../src/toolkit/index.js';
import { TextMemo, withTextMemo } from '../src/toolkit/memo.js';

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

describe('the text memo the catalog rules share from one run to the next', () => {
  it('works a text out once while the runner keeps a memo, keeps what the last run used, and lets go of the rest', () => {
    const made: string[] = [];
    const read = (text: string) => perText('test:length', text, () => (made.push(text), { length: text.length }));
    const memo = new TextMemo();
    memo.begin();
    const first = withTextMemo(memo, () => [read('alpha'), read('beta'), read('alpha')]);
    expect(made).toEqual(['alpha', 'beta']);
    expect(first[0]).toBe(first[2]);
    // The next run (an edit changed "beta" to "gamma"): "alpha" is the same object, "gamma" is new.
    memo.begin();
    const second = withTextMemo(memo, () => [read('alpha'), read('gamma')]);
    expect(second[0]).toBe(first[0]);
    expect(made).toEqual(['alpha', 'beta', 'gamma']);
    // "beta" was used by neither of the last two runs: it is worked out again.
    memo.begin();
    withTextMemo(memo, () => read('beta'));
    expect(made).toEqual(['alpha', 'beta', 'gamma', 'beta']);
    // Kinds are apart: the same text under another kind is another piece of work.
    withTextMemo(memo, () => perText('test:other', 'beta', () => made.push('other')));
    expect(made.at(-1)).toBe('other');
  });

  it('keeps nothing outside a runner that keeps a memo (a one-off run, a program calling the toolkit)', () => {
    let calls = 0;
    const read = () => perText('test:count', 'same text', () => ++calls);
    expect([read(), read()]).toEqual([1, 2]);
    const memo = new TextMemo();
    memo.begin();
    expect(withTextMemo(memo, () => [read(), read()])).toEqual([3, 3]);
    expect(read()).toBe(4);
  });

  it('gives similarPairs the same pairs with and without a memo, run after run', () => {
    const texts = ['Reads the order with its lines and totals for a customer.', 'Reads the order with its lines and totals for a client.', undefined, 'Deletes an order.', 'Reads the order with its lines and totals for a customer.'];
    const options = { threshold: 0.75, minWords: 5, maxWords: 200, maxCandidates: 200 };
    const plain = similarPairs(texts, options);
    expect(plain.map((p) => [p.a, p.b])).toEqual([[1, 0], [4, 0]]);
    const memo = new TextMemo();
    for (let run = 0; run < 3; run++) {
      memo.begin();
      expect(withTextMemo(memo, () => similarPairs(texts, options))).toEqual(plain);
    }
  });
});
