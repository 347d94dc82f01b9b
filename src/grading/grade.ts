/**
 * Conformance grading (spec §13). Severity and level are independent: a tool reaches Level N when no
 * enabled rule of level ≤ N reports on it, whatever the finding's severity. Advice (level null) and
 * suppressed findings never gate. Rules of a new level or group plug in by their metadata alone.
 *
 * A tool read from a platform format (an MCP tools/list, OpenAI tools) cannot hold some blocks the
 * spec requires (errors, examples …). Those requirements are format gaps, not findings: the grade is
 * capped below the lowest level they gate, and `formatCap` says what the tool reaches in everything
 * its format does hold, so that a fully documented MCP tool and a bare one do not look alike.
 */
import type { Diagnostic, FormatGap, Grade, ToolResult } from '../types/index.js';

export interface GradeOutcome {
  level: Grade;
  blockers: Diagnostic[];
  formatCap?: NonNullable<ToolResult['formatCap']>;
}

export function gradeTool(diagnostics: readonly Diagnostic[], gaps: readonly FormatGap[] = []): GradeOutcome {
  let lowest = 4;
  for (const d of diagnostics) {
    if (d.suppressed || d.level === null) continue;
    if (d.level < lowest) lowest = d.level;
  }
  const reaches = (lowest - 1) as Grade;
  const blockers = reaches === 3 ? [] : diagnostics.filter((d) => !d.suppressed && d.level === reaches + 1);
  const missing = new Map<string, 1 | 2 | 3>();
  for (const g of gaps) {
    if (g.level === null) continue;
    const had = missing.get(g.field);
    if (had === undefined || g.level < had) missing.set(g.field, g.level);
  }
  if (!missing.size) return { level: reaches, blockers };
  const cap = Math.min(...missing.values()) - 1;
  return {
    level: Math.min(reaches, cap) as Grade,
    blockers,
    formatCap: {
      reaches,
      missing: [...missing].map(([field, level]) => ({ field, level })).sort((a, b) => a.level - b.level || (a.field < b.field ? -1 : 1)),
    },
  };
}
