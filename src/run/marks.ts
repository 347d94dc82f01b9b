/**
 * Marks findings before grading, so marked findings neither gate nor count: inline suppressions per
 * file (their own findings, such as unused directives, join the file's), then the baseline, a file
 * at a time; the baseline's stale entries are told once every file has been seen.
 */
import { CORE_DIAGNOSTICS } from '../core/diagnostics.js';
import type { RuleSetting } from '../core/linter.js';
import { BaselineMatcher, type BaselineOptions, type BaselineOutcome } from '../suppressions/baseline.js';
import { applySuppressions, UNUSED_ID } from '../suppressions/inline.js';
import type { BlanketSuppression, Diagnostic, Rule } from '../types/index.js';
import type { RunFile } from './catalog-tools.js';

export interface MarkOptions {
  rules: readonly Rule[];
  settings?: Record<string, Partial<RuleSetting>>;
  settingsFor?: (file: string) => Record<string, Partial<RuleSetting>> | undefined;
  /** Honour suppression comments and `x-tooldoc.disable` (default true; false for --no-inline-config). */
  inlineConfig?: boolean;
  /** Rules whose findings neither inline suppressions nor the baseline may hide (config `unsuppressible`). */
  isUnsuppressible?: (ruleId: string) => boolean;
  baseline?: BaselineOptions;
  /**
   * A baseline shared with other runs (the project API's config groups): matched here, its outcome
   * told by whoever made it, once every run is done. Instead of `baseline`.
   */
  sharedBaseline?: BaselineMatcher;
  cwd: string;
}

/** Marks a run's findings a file at a time (see finish in src/run/lint.ts), then tells the baseline's outcome. */
export class Marks {
  private readonly ruleById: Map<string, Rule>;
  private readonly coreIds = new Set(CORE_DIAGNOSTICS.map((m) => m.id));
  private readonly knownIds: Set<string>;
  private readonly baseline: BaselineMatcher | undefined;

  /** `linted`: the paths of the run's files that were linted (a baseline's entries for the others are kept as they are). */
  constructor(
    private readonly options: MarkOptions,
    private readonly settingOf: (rule: Rule, file?: string) => RuleSetting,
    private readonly blanket: BlanketSuppression[],
    linted: readonly string[],
  ) {
    this.ruleById = new Map(options.rules.map((r) => [r.meta.id, r]));
    this.knownIds = new Set(this.ruleById.keys());
    // A file that failed to parse has no findings to match: its entries are neither stale nor rewritten.
    if (options.sharedBaseline) options.sharedBaseline.addLinted(linted);
    this.baseline = options.sharedBaseline
      ? options.sharedBaseline
      : options.baseline
      ? new BaselineMatcher(linted, { ...options.baseline, ...(options.isUnsuppressible ? { isUnsuppressible: options.isUnsuppressible } : {}) }, options.cwd, this.coreIds)
      : undefined;
  }

  /** One file: `own` are its findings about itself, to which the findings about its directives are added. */
  file(f: RunFile, own: Diagnostic[]): void {
    const { options } = this;
    const found = options.inlineConfig !== false ? f.outcome.suppressions : undefined;
    if (found) {
      const file = f.outcome.path;
      const unused = options.settingsFor?.(file)?.[UNUSED_ID]?.severity ?? options.settings?.[UNUSED_ID]?.severity ?? 'warning';
      const all = [...own, ...f.tools.flatMap((t) => t.findings)];
      const added = applySuppressions(file, found, f.tools, all, {
        unusedSeverity: unused,
        knownIds: this.knownIds,
        coreIds: this.coreIds,
        isUnsuppressible: options.isUnsuppressible,
        onBlanket: (range, hidden) => this.blanket.push({ file, line: range.start.line, column: range.start.column, suppressed: hidden }),
        isEnabled: (id) => {
          const rule = this.ruleById.get(id);
          return rule ? this.settingOf(rule, file).severity !== 'off' : false;
        },
      });
      own.push(...added);
    }
    if (this.baseline) {
      this.baseline.match(own);
      for (const t of f.tools) this.baseline.match(t.findings);
    }
  }

  /** The baseline's outcome (not a shared one's: its owner finishes it). */
  finish(): BaselineOutcome | undefined {
    return this.options.sharedBaseline ? undefined : this.baseline?.finish();
  }
}
