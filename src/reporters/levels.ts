/**
 * How reporters name a tool's grade and score. A tool whose format caps it (an MCP tools/list has no
 * place for errors or examples) shows both numbers, "Level 0 (Level 2 in mcp)", so a fully
 * documented platform tool and a bare one read differently; its blockers are those of the next level
 * within the format. The score (0-100, docs/score.md) goes beside the level: "score 23".
 */
import type { Grade, Summary, ToolResult } from '../types/index.js';
import { HOMEPAGE } from './rule-docs.js';

/** Where reports link for what the score means. */
export const SCORE_DOCS = `${HOMEPAGE}/blob/main/docs/score.md`;

export function levelText(t: Pick<ToolResult, 'level' | 'inputFormat' | 'formatCap' | 'trueLevel'>): string {
  const shown = t.formatCap ? `Level ${t.level} (Level ${t.formatCap.reaches} in ${t.inputFormat})` : `Level ${t.level}`;
  // A baseline lets a tool pass; its true grade stays in sight.
  return t.trueLevel !== undefined ? `${shown} (Level ${t.trueLevel} counting the baseline)` : shown;
}

/** The level the tool's blockers keep it from: the next one, within its format when it is capped. */
export function nextLevel(t: Pick<ToolResult, 'level' | 'formatCap'>): Grade | undefined {
  const reached = t.formatCap ? t.formatCap.reaches : t.level;
  return reached === 3 ? undefined : ((reached + 1) as Grade);
}

/** "Level 0: 3, Level 1: 2, …" and, when some tools are capped, what those reach within their formats. */
export function levelCounts(s: { levels: Record<Grade, number>; capped?: Record<Grade, number> }): string {
  const counts = (c: Record<Grade, number>) => ([0, 1, 2, 3] as const).map((l) => `Level ${l}: ${c[l]}`).join(', ');
  const capped = s.capped ? s.capped[0] + s.capped[1] + s.capped[2] + s.capped[3] : 0;
  return counts(s.levels) + (s.capped ? `; ${capped} capped by ${capped === 1 ? 'its' : 'their'} format, reaching within it ${counts(s.capped)}` : '');
}

/** "23", and with a baseline that hides findings, "100 (23 counting the baseline)": for a column headed Score. */
export function scoreValue(t: Pick<ToolResult, 'score' | 'trueScore'>): string {
  return t.trueScore !== undefined ? `${t.score} (${t.trueScore} counting the baseline)` : String(t.score);
}

/** "score 23" (see scoreValue). */
export function scoreText(t: Pick<ToolResult, 'score' | 'trueScore'>): string {
  return `score ${scoreValue(t)}`;
}

/** The score bands of a histogram (`Summary.scores.histogram`): "0-9" … "90-100". */
export const SCORE_BANDS: readonly string[] = Array.from({ length: 10 }, (_, i) => (i === 9 ? '90-100' : `${i * 10}-${i * 10 + 9}`));

/** "min 20, median 23, mean 23.3, max 29", the spread of a run's scores. */
export function scoreStats(s: NonNullable<Summary['scores']>): string {
  return `min ${s.min}, median ${s.median}, mean ${s.mean}, max ${s.max}`;
}

/** The bands that hold any tool: "20-29: 527, 30-39: 4". */
export function scoreBands(s: NonNullable<Summary['scores']>): string {
  return s.histogram.flatMap((n, i) => (n ? [`${SCORE_BANDS[i]}: ${n}`] : [])).join(', ');
}
