/**
 * Conformance grading (spec §13). Severity and level are independent: a tool reaches Level N when no
 * enabled rule of level ≤ N reports on it, whatever the finding's severity. Advice (level null) and
 * suppressed findings never gate. Rules of a new level or group plug in by their metadata alone.
 */
import type { Diagnostic, Grade } from './types.js';

export function gradeTool(diagnostics: readonly Diagnostic[]): { level: Grade; blockers: Diagnostic[] } {
  let lowest = 4;
  for (const d of diagnostics) {
    if (d.suppressed || d.level === null) continue;
    if (d.level < lowest) lowest = d.level;
  }
  const level = (lowest - 1) as Grade;
  const blockers = level === 3 ? [] : diagnostics.filter((d) => !d.suppressed && d.level === level + 1);
  return { level, blockers };
}
