/**
 * docs/score.md's worked examples are real tools of a real server (the shared corpus's chess.json,
 * an MCP tools/list), scored by the code as `tooldoc lint` scores them with the default config: each
 * example block on the page is exactly what this test writes from the score's parts, and the parts
 * add up to the score the run gives the tool. Run with UPDATE_DOCS=1 to rewrite the blocks after an
 * intended change (a rule added, a rule's metadata changed), then read the page again.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { loadConfig } from '../src/config/load.js';
import { lintText, settingsResolver } from '../src/core/linter.js';
import { fieldName, inputFormatOf } from '../src/input-formats/index.js';
import { lint } from '../src/run/lint.js';
import { explainScore, ScoreRules, type ScoreExplanation } from '../src/grading/score.js';
import type { ToolResult } from '../src/types/index.js';
import { ROOT, SHARED, tempDir } from './helpers.js';

const PAGE = path.join(ROOT, 'docs', 'score.md');
const SERVER = 'chess.json';
/** A tool with an output schema and nothing else to describe, one without either, one with an undescribed parameter and no output schema. */
const EXAMPLES = ['get_valid_moves', 'get_board_visualization', 'make_move'];

interface Scored {
  result: ToolResult;
  explanation: ScoreExplanation;
}

/** The server's tools as `tooldoc lint` grades and scores them, each with the score's parts. */
async function scoredTools(): Promise<Map<string, Scored>> {
  const dir = tempDir('tooldoc-score-docs-');
  copyFileSync(path.join(SHARED, 'corpus', 'livemcptool', SERVER), path.join(dir, SERVER));
  const config = await loadConfig({ cwd: dir, builtinRules, noConfig: true });
  const run = await lint({ patterns: [SERVER], cwd: dir, rules: config.rules, settings: config.settings });
  // The tools' top-level fields, as the run's outcome keeps them (the core's, per tool).
  const outcome = lintText(readFileSync(path.join(dir, SERVER), 'utf8'), { path: SERVER, rules: [] });
  const setting = settingsResolver({ settings: config.settings });
  const requirements = new ScoreRules(config.rules.filter((r) => setting(r).severity !== 'off').map((r) => r.meta));
  const findings = run.files.flatMap((f) => f.diagnostics);
  const out = new Map<string, Scored>();
  run.tools.forEach((result, i) => {
    const tool = outcome.tools[i]!;
    expect(tool.name).toBe(result.name);
    const explanation = explainScore(requirements, {
      level: result.level,
      formatCap: result.formatCap,
      findings: findings.filter((d) => d.tool === result.name),
      holds: inputFormatOf(tool).holds,
      fields: tool.fields.map((f) => f.key),
    });
    out.set(result.name, { result, explanation });
  });
  return out;
}

const code = (s: string) => `\`${s}\``;
const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const WEIGHTS = ['', '1', '½', '¼'];

/** The example block of a tool: its requirements by outcome and level, then the sum. */
function block(name: string, { result, explanation: e }: Scored): string {
  const mcp = { inputFormat: result.inputFormat };
  const levels = [1, 2, 3].filter((l) => l > e.base) as Array<1 | 2 | 3>;
  const byLevel = (keep: (q: ScoreExplanation['requirements'][number]) => boolean, show: (q: ScoreExplanation['requirements'][number]) => string) =>
    levels.flatMap((l) => {
      const qs = e.requirements.filter((q) => q.level === l && keep(q));
      return qs.length ? [`  - Level ${l} (${qs.length}): ${qs.map(show).join(', ')}`] : [];
    });
  const notCounted = e.requirements.filter((q) => q.status === 'not counted');
  const fields = [...new Set(notCounted.map((q) => ('field' in q ? q.field : '')))];
  const lines = [
    `<!-- score-example: ${SERVER} ${name} -->`,
    `**${code(name)}**: ${result.formatCap ? `Level ${result.level}, Level ${e.base} within its format` : `Level ${result.level}`}; **score ${result.score}**.`,
    '',
    `- Met (${e.requirements.filter((q) => q.status === 'met').length}):`,
    ...byLevel((q) => q.status === 'met', (q) => code(q.ruleId)),
    `- Unmet (${e.requirements.filter((q) => q.status === 'unmet').length}):`,
    ...byLevel(
      (q) => q.status === 'unmet',
      (q) => `${code(q.ruleId)}${'field' in q ? ` (no ${code(fieldName(mcp, [q.field]))})` : ''}`,
    ),
    `- Not counted (${notCounted.length}): the rules about ${list(fields.map((f) => code(f)))}, which ${result.inputFormat === 'mcp' ? 'an MCP tools/list' : 'its format'} has no place for${notCounted.some((q) => q.why === 'optional') ? ' or which are optional and absent' : ''}.`,
    '',
    sum(e),
    `<!-- /score-example -->`,
  ];
  return lines.join('\n');
}

/** p, exactly (integer weights 4, 2, 1 over a common denominator, as src/grading/score.ts works it out): [numerator, denominator]. */
function progress(e: ScoreExplanation): [number, number] {
  let common = 1;
  for (let l = e.base + 1; l <= 3; l++) if (e.counted[l as 1 | 2 | 3]) common *= e.counted[l as 1 | 2 | 3];
  let num = 0;
  let den = 0;
  for (let l = e.base + 1; l <= 3; l++) {
    const counted = e.counted[l as 1 | 2 | 3];
    if (!counted) continue;
    num += 2 ** (3 - l) * e.met[l as 1 | 2 | 3] * (common / counted);
    den += 2 ** (3 - l) * common;
  }
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  const g = gcd(num, den) || 1;
  return [num / g, den / g];
}

/** 33 · p, cut (not rounded) to two decimals, so that its whole part is ⌊33 · p⌋. */
function thirtyThreeP(e: ScoreExplanation): string {
  const [num, den] = progress(e);
  return den ? (Math.floor((3300 * num) / den) / 100).toFixed(2) : '0.00';
}

/** The sum in words and symbols: the weighted shares, p, and the score. */
function sum(e: ScoreExplanation): string {
  if (e.base === 3) return 'Level 3 within its format: the score is 100.';
  const levels = [1, 2, 3].filter((l) => l > e.base && e.counted[l as 1 | 2 | 3]) as Array<1 | 2 | 3>;
  const [num, den] = progress(e);
  const weighted = levels.map((l) => `${WEIGHTS[l - e.base]} · ${e.met[l]}/${e.counted[l]}`).join(' + ');
  const weights = levels.map((l) => WEIGHTS[l - e.base]).join(' + ');
  const partial = Math.min(32, Math.floor(Number(thirtyThreeP(e))));
  return `p = (${weighted}) / (${weights}) = ${num}/${den} ≈ ${(num / den).toFixed(3)}; score = 33 · ${e.base} + ⌊33 · p⌋ = ${33 * e.base} + ⌊${thirtyThreeP(e)}⌋ = ${33 * e.base + partial}.`;
}

describe('docs/score.md', () => {
  it('shows real tools of one server scored by the code: what is counted, met and unmet, and the sum', async () => {
    const tools = await scoredTools();
    let page = readFileSync(PAGE, 'utf8');
    for (const name of EXAMPLES) {
      const scored = tools.get(name)!;
      // The parts add up to the score the run gave the tool.
      expect(scored.explanation.score, name).toBe(scored.result.score);
      expect(33 * scored.explanation.base + Math.min(32, Math.floor(Number(thirtyThreeP(scored.explanation)))), name).toBe(scored.result.score);
      const expected = block(name, scored);
      const re = new RegExp(`<!-- score-example: ${SERVER.replace('.', '\\.')} ${name} -->[\\s\\S]*?<!-- /score-example -->`);
      if (process.env.UPDATE_DOCS && re.test(page)) page = page.replace(re, expected);
      expect(re.exec(page)?.[0], `${name}'s block in docs/score.md (UPDATE_DOCS=1 rewrites it)`).toBe(expected);
    }
    if (process.env.UPDATE_DOCS) writeFileSync(PAGE, page);
  });

  it('the documented tool scores above the bare ones of the same server', async () => {
    const tools = await scoredTools();
    // Exact on the page (above); here the order, whatever rules tooldoc gains: each documents less than the one before.
    const [documented, noResult, bare] = EXAMPLES.map((n) => tools.get(n)!.result.score) as [number, number, number];
    expect(documented).toBeGreaterThan(noResult);
    expect(noResult).toBeGreaterThan(bare);
    // All three are graded Level 0, and Level 0 within the format: the grade alone cannot tell them apart.
    expect(EXAMPLES.map((n) => [tools.get(n)!.result.level, tools.get(n)!.result.formatCap?.reaches])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});
