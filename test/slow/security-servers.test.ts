/**
 * Every security finding on the captured MCP servers (corpus/mcp-servers/, issue 34), judged blind
 * against docs/judging-standard.md by people who did not write the rules, is listed in
 * servers-judged.json with its verdict and reason; servers-judged-before.json keeps the verdicts on
 * every finding the rules made before the destructive-guard scope and the directive reading (298
 * findings, 61 right). A new finding, or a judged one that goes away, fails here until it is judged.
 * The verdicts are data, not a bar this test hides: the ones that are not right are the open work.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { presetSettings } from '../../src/config/presets.js';
import { lint } from '../../src/run/lint.js';
import { ROOT } from '../helpers.js';
import { judgedKey as key, readJudged, type JudgedFinding } from '../judgement/judged.js';

interface Judged extends JudgedFinding {
  message: string;
  half: 'tuning' | 'held';
}

const judged = readJudged<Judged>('test', 'security', 'servers-judged.json');

describe('security findings on the captured MCP servers', () => {
  it('are exactly the judged ones, each with a verdict and a reason', { timeout: 120_000 }, async () => {
    const rules = builtinRules.filter((r) => r.meta.id.startsWith('security/'));
    const result = await lint({ patterns: ['.'], cwd: path.join(ROOT, 'corpus', 'mcp-servers'), rules, settings: presetSettings('tooldoc:recommended', rules) });
    const found = result.files.flatMap((f) => f.diagnostics.filter((d) => d.ruleId.startsWith('security/')).map((d) => key({ file: f.file, tool: d.tool, ruleId: d.ruleId, pointer: d.pointer })));
    expect(found.sort()).toEqual(judged.map(key).sort());
    for (const e of judged) {
      expect(['right', 'noise', 'wrong'], key(e)).toContain(e.verdict);
      expect(e.reason, key(e)).toMatch(/\S{3}/);
    }
  });

  it('the attack rules report no finding judged noise or wrong', () => {
    const attacks = judged.filter((e) => !/raw-command|destructive-guard|undisclosed-write|leaky-errors/.test(e.ruleId));
    expect(attacks.length).toBeGreaterThanOrEqual(5);
    expect(attacks.filter((e) => e.verdict !== 'right').map((e) => `${e.ruleId} ${e.tool}`)).toEqual([]);
  });
});
