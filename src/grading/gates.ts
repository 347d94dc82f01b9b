/**
 * The exit-code decision, kept pure: the lint result and the gate flags in, the code and one line
 * per failed gate out. Exit 0 when every gate passes; 1 when findings or a gate fail the run; 2
 * when a rule crashed (tooldoc could not do its whole job), whatever the gates say.
 */
import type { Grade, LintResult } from '../types/index.js';

export type FailOn = 'error' | 'warning' | 'none';
export const FAIL_ON_VALUES: readonly FailOn[] = ['error', 'warning', 'none'];

export interface GateSettings {
  /** Which findings fail the run by themselves: errors (default), any finding, or none. */
  failOn: FailOn;
  /** `--fail-on` was given (not the default), so its failure is explained even next to a report. */
  failOnExplicit?: boolean;
  maxWarnings?: number;
  minLevel?: number;
  /** Fail when any tool scores below this (0-100, docs/score.md). */
  minScore?: number;
}

export interface GateFailure {
  gate: 'fail-on' | 'max-warnings' | 'min-level' | 'min-score' | 'internal';
  /** One line, for stderr. */
  message: string;
  /** The default error gate: a report already shows why, so the CLI may leave this line out. */
  implicit: boolean;
}

export interface ExitDecision {
  code: 0 | 1 | 2;
  failures: GateFailure[];
}

type GateInput = Pick<LintResult, 'files' | 'tools' | 'summary'> & { internalErrors?: number };

/** Tool names and paths are user data; keep each message on one line whatever they contain. */
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function list(items: string[], max = 5): string {
  return items.slice(0, max).join(', ') + (items.length > max ? `, and ${items.length - max} more` : '');
}

/** "get_weather (Level 0), search (Level 1) and 1 file that could not be linted (bad.yaml)". */
function where(
  input: GateInput,
  severities: ReadonlyArray<'error' | 'warning'>,
  hasFinding: (t: { errors: number; warnings: number }) => boolean,
  detail?: (t: { errors: number; warnings: number; level: Grade }) => string,
): string {
  const tools = input.tools.filter(hasFinding).map((t) => `${oneLine(t.name)} (Level ${t.level}${detail ? `, ${detail(t)}` : ''})`);
  const failed = input.files
    .filter((f) => f.status === 'failed' && f.diagnostics.some((d) => !d.suppressed && severities.includes(d.severity)))
    .map((f) => oneLine(f.file));
  const parts: string[] = [];
  if (tools.length) parts.push(list(tools));
  if (failed.length) parts.push(`${plural(failed.length, 'file')} that could not be linted (${list(failed, 3)})`);
  return parts.length ? parts.join('; ') : 'files outside any tool';
}

export function decideExit(input: GateInput, settings: GateSettings): ExitDecision {
  const failures: GateFailure[] = [];
  const { errors, warnings } = input.summary;
  if (settings.failOn === 'error' && errors > 0) {
    failures.push({
      gate: 'fail-on',
      message: `tooldoc: --fail-on error: ${plural(errors, 'error')} in ${where(input, ['error'], (t) => t.errors > 0)}.`,
      implicit: !settings.failOnExplicit,
    });
  }
  if (settings.failOn === 'warning' && errors + warnings > 0) {
    failures.push({
      gate: 'fail-on',
      message: `tooldoc: --fail-on warning: ${plural(errors, 'error')} and ${plural(warnings, 'warning')} in ${where(input, ['error', 'warning'], (t) => t.errors + t.warnings > 0)}.`,
      implicit: false,
    });
  }
  if (settings.maxWarnings !== undefined && warnings > settings.maxWarnings) {
    failures.push({
      gate: 'max-warnings',
      message: `tooldoc: ${plural(warnings, 'warning')}, more than --max-warnings ${settings.maxWarnings}, in ${where(
        input,
        ['warning'],
        (t) => t.warnings > 0,
        (t) => plural(t.warnings, 'warning'),
      )}.`,
      implicit: false,
    });
  }
  if (settings.minLevel !== undefined) {
    const below = input.tools.filter((t) => t.level < settings.minLevel!);
    if (below.length) {
      failures.push({
        gate: 'min-level',
        message: `tooldoc: ${plural(below.length, 'tool')} below --min-level ${settings.minLevel}: ${list(below.map((t) => `${oneLine(t.name)} (Level ${t.level})`))}.`,
        implicit: false,
      });
    }
  }
  if (settings.minScore !== undefined) {
    const below = input.tools.filter((t) => t.score < settings.minScore!);
    if (below.length) {
      failures.push({
        gate: 'min-score',
        message: `tooldoc: ${plural(below.length, 'tool')} below --min-score ${settings.minScore}: ${list(below.map((t) => `${oneLine(t.name)} (score ${t.score})`))}.`,
        implicit: false,
      });
    }
  }
  if (input.internalErrors) {
    failures.push({
      gate: 'internal',
      message: `tooldoc: ${plural(input.internalErrors, 'rule')} crashed (internal/rule-error in the report); the results are incomplete.`,
      implicit: false,
    });
    return { code: 2, failures };
  }
  return { code: failures.length ? 1 : 0, failures };
}
