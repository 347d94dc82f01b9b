/**
 * Every security finding on ../shared/corpus, judged by hand (issue 17): the real catalogs hold no
 * tool poisoning, so the attack rules must report nothing there, and each design-review finding
 * (raw SQL or shell commands, unguarded deletions) is listed in corpus-judged.json with a verdict and
 * a reason. A new finding, or a judged one that goes away, fails here until it is judged again.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { presetSettings } from '../../src/config/presets.js';
import { lint } from '../../src/run/lint.js';
import { SHARED } from '../helpers.js';
import { judgedKey as key, readJudged, type JudgedFinding } from '../judgement/judged.js';

interface Judged extends JudgedFinding {
  message: string;
}

const judged = readJudged<Judged>('test', 'security', 'corpus-judged.json');

describe('security findings on the real-world corpus', () => {
  it('are exactly the judged ones, none wrong and none noise', { timeout: 120_000 }, async () => {
    const rules = builtinRules.filter((r) => r.meta.id.startsWith('security/'));
    const result = await lint({ patterns: ['.'], cwd: path.join(SHARED, 'corpus'), rules, settings: presetSettings('tooldoc:recommended', rules) });
    const found = result.files.flatMap((f) => f.diagnostics.filter((d) => d.ruleId.startsWith('security/')).map((d) => key({ file: f.file, tool: d.tool, ruleId: d.ruleId, pointer: d.pointer })));
    expect(found.sort()).toEqual(judged.map(key).sort());
    expect(judged.filter((e) => e.verdict !== 'right').map(key)).toEqual([]);
    for (const e of judged) expect(e.reason, key(e)).toMatch(/\S{3}/);
  });
});
