/**
 * Marks findings before grading, so marked findings neither gate nor count: inline suppressions per
 * file (their own findings, such as unused directives, join the file's), then the baseline over the
 * whole run (so stale entries can be told).
 */
import { CORE_DIAGNOSTICS } from '../core-diagnostics.js';
import type { RuleSetting } from '../core/linter.js';
import { applyBaseline, type BaselineOptions, type BaselineOutcome } from '../baseline.js';
import { applySuppressions, UNUSED_ID } from '../suppress.js';
import type { BlanketSuppression, Rule } from '../types.js';
import type { RunFile } from './catalog-tools.js';

export interface MarkOptions {
  rules: readonly Rule[];
  settings?: Record<string, Partial<RuleSetting>>;
  settingsFor?: (file: string) => Record<string, Partial<RuleSetting>> | undefined;
  /** Honour suppression comments and `x-tooldoc.disable` (default true; false for --no-inline-config). */
  inlineConfig?: boolean;
  /** Rules whose findings inline suppressions may not hide (config `unsuppressible`). */
  isUnsuppressible?: (ruleId: string) => boolean;
  baseline?: BaselineOptions;
  cwd: string;
}

export function markFindings(
  files: readonly RunFile[],
  options: MarkOptions,
  settingOf: (rule: Rule, file?: string) => RuleSetting,
  blanket: BlanketSuppression[],
): BaselineOutcome | undefined {
  const ruleById = new Map(options.rules.map((r) => [r.meta.id, r]));
  const coreIds = new Set(CORE_DIAGNOSTICS.map((m) => m.id));
  if (options.inlineConfig !== false) {
    const knownIds = new Set(ruleById.keys());
    for (const f of files) {
      const found = f.outcome.suppressions;
      if (!found) continue;
      const file = f.outcome.path;
      const unused = options.settingsFor?.(file)?.[UNUSED_ID]?.severity ?? options.settings?.[UNUSED_ID]?.severity ?? 'warning';
      const own = [...f.outcome.findings, ...f.tools.flatMap((t) => t.findings)];
      const added = applySuppressions(file, found, f.tools, own, {
        unusedSeverity: unused,
        knownIds,
        coreIds,
        isUnsuppressible: options.isUnsuppressible,
        onBlanket: (range, hidden) => blanket.push({ file, line: range.start.line, column: range.start.column, suppressed: hidden }),
        isEnabled: (id) => {
          const rule = ruleById.get(id);
          return rule ? settingOf(rule, file).severity !== 'off' : false;
        },
      });
      f.outcome.findings.push(...added);
    }
  }
  if (!options.baseline) return undefined;
  const all = files.flatMap((f) => [...f.outcome.findings, ...f.tools.flatMap((t) => t.findings)]);
  // A file that failed to parse has no findings to match: its entries are neither stale nor rewritten.
  const linted = files.filter((f) => f.outcome.status === 'linted').map((f) => f.outcome.path);
  return applyBaseline(all, linted, options.baseline, options.cwd, coreIds);
}
