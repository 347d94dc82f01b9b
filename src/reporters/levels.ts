/**
 * How reporters name a tool's grade. A tool whose format caps it (an MCP tools/list has no place for
 * errors or examples) shows both numbers, "Level 0 (Level 2 in mcp)", so a fully documented platform
 * tool and a bare one read differently; its blockers are those of the next level within the format.
 */
import type { Grade, ToolResult } from '../types.js';

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
