/** The score (src/grading/score.ts, docs/score.md): each branch of a requirement's outcome, the weights, and the run's distribution. */
import { describe, expect, it } from 'vitest';
import { explainScore, ScoreRules, scoreDistribution, scoreRulesFor, scoreTool, type ScoreInput } from '../src/grading/score.js';
import { lintTexts } from '../src/run/lint.js';
import { defineRule } from '../src/toolkit/define-rule.js';
import type { Diagnostic, Grade, Rule, RuleMeta } from '../src/types/index.js';

type Meta = Pick<RuleMeta, 'id' | 'level' | 'fields'>;
const meta = (id: string, level: RuleMeta['level'], fields?: string[]): Meta => ({ id, level, ...(fields ? { fields } : {}) });
const finding = (ruleId: string, suppressed?: Diagnostic['suppressed']): Pick<Diagnostic, 'ruleId' | 'suppressed'> => ({ ruleId, ...(suppressed ? { suppressed } : {}) });

/** A tool of level `level` (no format cap) in a format that holds every field, with these findings and top-level fields. */
function input(level: Grade, findings: ScoreInput['findings'] = [], fields: string[] = ['', 'name', 'description'], more: Partial<ScoreInput> = {}): ScoreInput {
  return { level, findings, holds: undefined, fields, ...more };
}

/** The outcome of each requirement, as `id: status (why field)`. */
function outcomes(rules: ScoreRules, i: ScoreInput): string[] {
  return explainScore(rules, i).requirements.map((q) => `${q.ruleId}: ${q.status}${'why' in q ? ` (${q.why}${'field' in q ? ` ${q.field}` : ''})` : ''}`);
}

describe('a requirement', () => {
  it('is a rule that gates a level: advice rules are not requirements, and neither are levels at or below the tool’s', () => {
    const rules = new ScoreRules([meta('a/one', 1), meta('a/advice', null), meta('a/two', 2), meta('a/three', 3)]);
    expect(rules.ids).toEqual(['a/one', 'a/two', 'a/three']);
    expect(outcomes(rules, input(0))).toEqual(['a/one: met', 'a/two: met', 'a/three: met']);
    expect(outcomes(rules, input(1))).toEqual(['a/two: met', 'a/three: met']);
  });

  it('is not counted when its format has no place for one of its fields, unless the tool carries the field anyway', () => {
    const rules = new ScoreRules([meta('name/x', 1), meta('errors/x', 1, ['errors']), meta('params/x', 1, ['parameters'])]);
    const mcp = new Set(['parameters', 'returns']);
    // errors/x is not counted; the other two are met: 2 of 2 at Level 1 (p capped below 1).
    const bare = input(0, [], ['', 'name', 'parameters'], { holds: mcp, formatCap: { reaches: 0 } });
    expect(outcomes(rules, bare)).toEqual(['name/x: met', 'errors/x: not counted (format errors)', 'params/x: met']);
    expect(explainScore(rules, bare).counted).toEqual([0, 2, 0, 0]);
    // A tool that carries "errors" although its format has no place for it is held to it.
    const carried = input(0, [finding('errors/x')], ['', 'name', 'parameters', 'errors'], { holds: mcp });
    expect(outcomes(rules, carried)).toEqual(['name/x: met', 'errors/x: unmet (finding)', 'params/x: met']);
    expect(scoreTool(rules, carried)).toBe(22); // 2 of 3: ⌊33 · 2/3⌋
  });

  it('is unmet when it reported an unsuppressed finding on the tool; suppressed findings are ignored, baselined ones only for the true score', () => {
    const rules = new ScoreRules([meta('a/one', 1), meta('a/two', 1)]);
    expect(outcomes(rules, input(0, [finding('a/one')]))).toEqual(['a/one: unmet (finding)', 'a/two: met']);
    expect(scoreTool(rules, input(0, [finding('a/one')]))).toBe(16); // ⌊33 · 1/2⌋
    expect(outcomes(rules, input(0, [finding('a/one', { kind: 'inline' })]))).toEqual(['a/one: met', 'a/two: met']);
    const baselined = [finding('a/one', { kind: 'baseline' })];
    expect(outcomes(rules, input(0, baselined))).toEqual(['a/one: met', 'a/two: met']);
    expect(outcomes(rules, input(0, baselined, undefined, { countBaseline: true }))).toEqual(['a/one: unmet (finding)', 'a/two: met']);
    expect(outcomes(rules, input(0, [finding('a/one', { kind: 'inline' })], undefined, { countBaseline: true }))).toEqual(['a/one: met', 'a/two: met']);
    // A finding of a rule that is no requirement (a core diagnostic, advice) changes nothing.
    expect(outcomes(rules, input(0, [finding('parse-error'), finding('a/advice')]))).toEqual(['a/one: met', 'a/two: met']);
  });

  it('is unmet when the tool lacks its field and a requirement about that field reported on the tool: the field is required', () => {
    const rules = new ScoreRules([meta('returns/required', 1, ['returns']), meta('returns/description', 1, ['returns']), meta('returns/schema', 2, ['returns'])]);
    const lacking = input(0, [finding('returns/required')], ['', 'name']);
    expect(outcomes(rules, lacking)).toEqual(['returns/required: unmet (finding)', 'returns/description: unmet (missing returns)', 'returns/schema: unmet (missing returns)']);
    expect(scoreTool(rules, lacking)).toBe(0);
    // Suppressed, the finding says nothing about the field: it is optional, and its requirements are not counted.
    const hidden = input(0, [finding('returns/required', { kind: 'inline' })], ['', 'name']);
    expect(outcomes(rules, hidden)).toEqual(['returns/required: not counted (optional returns)', 'returns/description: not counted (optional returns)', 'returns/schema: not counted (optional returns)']);
    expect(scoreTool(rules, hidden)).toBe(0);
  });

  it('is not counted when the tool lacks its field and no requirement about that field reported: the field is optional', () => {
    const rules = new ScoreRules([meta('a/one', 1), meta('hints/cost', 3, ['cost_hint']), meta('hints/latency', 3, ['latency_p50_ms'])]);
    const plain = input(2, [finding('hints/latency')], ['', 'name', 'latency_p50_ms']);
    expect(outcomes(rules, plain)).toEqual(['hints/cost: not counted (optional cost_hint)', 'hints/latency: unmet (finding)']);
    expect(explainScore(rules, plain)).toMatchObject({ base: 2, counted: [0, 0, 0, 1], met: [0, 0, 0, 0], score: 66 });
    // With the field, it counts: met here.
    expect(outcomes(rules, input(2, [finding('hints/latency')], ['', 'name', 'latency_p50_ms', 'cost_hint']))).toEqual(['hints/cost: met', 'hints/latency: unmet (finding)']);
    expect(scoreTool(rules, input(2, [finding('hints/latency')], ['', 'name', 'latency_p50_ms', 'cost_hint']))).toBe(82); // 66 + ⌊33 · 1/2⌋
  });

  it('with several fields: not counted when the format lacks one, unmet when a missing one is required, not counted when the missing ones are optional', () => {
    const rules = new ScoreRules([meta('both', 1, ['parameters', 'returns']), meta('returns/required', 1, ['returns']), meta('other', 1)]);
    expect(outcomes(rules, input(0, [], ['', 'parameters'], { holds: new Set(['parameters']) }))).toEqual([
      'both: not counted (format returns)',
      'returns/required: not counted (format returns)',
      'other: met',
    ]);
    expect(outcomes(rules, input(0, [finding('returns/required')], ['']))).toEqual(['both: unmet (missing returns)', 'returns/required: unmet (finding)', 'other: met']);
    expect(outcomes(rules, input(0, [], ['']))).toEqual(['both: not counted (optional parameters)', 'returns/required: not counted (optional returns)', 'other: met']);
  });
});

describe('the score', () => {
  it('is 33 per level the tool builds on, plus ⌊33·p⌋ with the next level weighing 1, the one after 1/2, then 1/4', () => {
    const rules = new ScoreRules([meta('l1/a', 1), meta('l1/b', 1), meta('l2/a', 2), meta('l3/a', 3), meta('l3/b', 3), meta('l3/c', 3), meta('l3/d', 3)]);
    // Level 0: s1 = 1/2, s2 = 1, s3 = 1/4; p = (1/2 + 1/2 · 1 + 1/4 · 1/4) / (1 + 1/2 + 1/4) = 17/28.
    const zero = input(0, [finding('l1/a'), finding('l3/a'), finding('l3/b'), finding('l3/c')]);
    expect(explainScore(rules, zero)).toMatchObject({ base: 0, counted: [0, 2, 1, 4], met: [0, 1, 1, 1], score: 20 });
    // Level 1: s2 = 0, s3 = 1/4, weighing 1 and 1/2: p = (1/8) / (3/2) = 1/12.
    expect(scoreTool(rules, input(1, [finding('l2/a'), finding('l3/a'), finding('l3/b'), finding('l3/c')]))).toBe(33 + 2);
    // Level 2: only Level 3, weighing 1: p = 3/4.
    expect(scoreTool(rules, input(2, [finding('l3/a')]))).toBe(66 + 24);
  });

  it('is worked out exactly: 3 of 11 met at Level 1 and none of one at Level 2 is p = 2/11, 6 (floating point says 5)', () => {
    const ids = Array.from({ length: 11 }, (_, i) => `l1/r${i}`);
    const rules = new ScoreRules([...ids.map((id) => meta(id, 1)), meta('l2/a', 2)]);
    const found = [...ids.slice(3).map((id) => finding(id)), finding('l2/a')];
    expect(Math.floor(33 * ((1 * (3 / 11) + 0.5 * 0) / 1.5))).toBe(5);
    expect(scoreTool(rules, input(0, found))).toBe(6);
  });

  it('is 100 at Level 3, and for a tool whose format caps its grade, builds on the level it reaches within the format', () => {
    const rules = new ScoreRules([meta('l1/a', 1), meta('errors/x', 1, ['errors']), meta('l2/a', 2), meta('l3/a', 3)]);
    expect(scoreTool(rules, input(3))).toBe(100);
    const mcp = new Set(['parameters']);
    // Graded Level 0 (no place for errors), Level 3 within the format.
    expect(scoreTool(rules, input(0, [], ['', 'name'], { holds: mcp, formatCap: { reaches: 3 } }))).toBe(100);
    // Level 1 within the format: 33 + Level 2 met, Level 3 unmet: p = (1 + 0) / 1.5.
    const capped = input(0, [finding('l3/a')], ['', 'name'], { holds: mcp, formatCap: { reaches: 1 } });
    expect(explainScore(rules, capped)).toMatchObject({ base: 1, counted: [0, 0, 1, 1], met: [0, 0, 1, 0], score: 33 + 22 });
  });

  it('stays below the next level when every requirement above is met (a finding of no requirement holds the level down), and is 33·L when none counts', () => {
    const rules = new ScoreRules([meta('l1/a', 1), meta('l2/a', 2)]);
    expect(scoreTool(rules, input(0, [finding('internal/rule-error')]))).toBe(32);
    expect(scoreTool(rules, input(2))).toBe(66);
    expect(scoreTool(new ScoreRules([]), input(1))).toBe(33);
  });

  it('forgets the tool before: the same rule set scores tool after tool', () => {
    const rules = new ScoreRules([meta('a/one', 1), meta('a/two', 1)]);
    expect(scoreTool(rules, input(0, [finding('a/one'), finding('a/two')]))).toBe(0);
    expect(scoreTool(rules, input(0, [finding('a/two')]))).toBe(16);
    expect(scoreTool(rules, input(0))).toBe(32);
  });
});

describe('scoreRulesFor', () => {
  const rule = (id: string, level: RuleMeta['level']): Rule => ({ meta: { id, level, severity: 'error', description: id, spec: '§3', messages: {} } });
  const rules = [rule('a/one', 1), rule('a/two', 1), rule('a/advice', null), rule('a/three', 3)];

  it('gives each file the requirements enabled for it, once per combination of overrides', () => {
    const off = { 'a/two': { severity: 'off' as const } };
    const enabled = (r: Rule, file?: string) => !(file?.startsWith('legacy/') && r.meta.id === 'a/two');
    const of = scoreRulesFor(rules, enabled, (file) => (file.startsWith('legacy/') ? off : undefined));
    expect(of('tools/a.yaml').ids).toEqual(['a/one', 'a/two', 'a/three']);
    expect(of('legacy/b.yaml').ids).toEqual(['a/one', 'a/three']);
    expect(of('tools/c.yaml')).toBe(of('tools/a.yaml'));
    expect(of('legacy/d.yaml')).toBe(of('legacy/b.yaml'));
  });

  it('is what a run scores with: a rule a config override turns off is no requirement of that file', () => {
    const level2 = (id: string, reports: (name: string) => boolean) =>
      defineRule({
        meta: { id, level: 2, severity: 'warning', description: id, spec: '§8', messages: { m: 'Finding.' } },
        check({ tool, report }) {
          if (reports(tool.name)) report({ path: ['name'], messageId: 'm' });
        },
      });
    const described = defineRule({
      meta: { id: 'test/described', level: 1, severity: 'error', description: 'A description.', spec: '§3.2', messages: { none: 'None.' } },
      check({ tool, report }) {
        if (typeof tool.descriptor.description !== 'string') report({ path: [], messageId: 'none' });
      },
    });
    const rules = [described, level2('test/name-short', (n) => n.length > 5), level2('test/always', () => true), level2('test/never', () => false)];
    const text = 'name: get_weather\ndescription: Get the weather.\n';
    const run = lintTexts(
      [
        { path: 'tools/a.yaml', text },
        { path: 'legacy/b.yaml', text },
      ],
      { rules, settingsFor: (file) => (file.startsWith('legacy/') ? { 'test/name-short': { severity: 'off' } } : undefined) },
    );
    // Both Level 1. tools/a.yaml meets 1 of its 3 Level 2 requirements: 33 + ⌊33/3⌋; legacy/b.yaml
    // 1 of 2 (test/name-short is off there, not met): 33 + ⌊33/2⌋.
    expect(run.tools.map((t) => [t.file, t.level, t.score])).toEqual([
      ['tools/a.yaml', 1, 44],
      ['legacy/b.yaml', 1, 49],
    ]);
    expect(run.summary.scores).toEqual({ min: 44, median: 46.5, mean: 46.5, max: 49, histogram: [0, 0, 0, 0, 2, 0, 0, 0, 0, 0] });
  });
});

describe('scoreDistribution', () => {
  it('gives the lowest, median, mean (one decimal) and highest score, and the tools per band of ten (the last one 90-100)', () => {
    expect(scoreDistribution([23, 0, 100, 9, 10, 98, 23])).toEqual({ min: 0, median: 23, mean: 37.6, max: 100, histogram: [2, 1, 2, 0, 0, 0, 0, 0, 0, 2] });
    // An even number of scores: the mean of the two middle ones.
    expect(scoreDistribution([20, 23, 24, 29])).toEqual({ min: 20, median: 23.5, mean: 24, max: 29, histogram: [0, 0, 4, 0, 0, 0, 0, 0, 0, 0] });
    expect(scoreDistribution([66])).toEqual({ min: 66, median: 66, mean: 66, max: 66, histogram: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0] });
    expect(scoreDistribution([])).toBeUndefined();
  });
});
