/**
 * What is wrong with a config: problems naming the config file and a line and column (or, for a
 * JavaScript config, which has no positions, the key), and the error that stops a run with them.
 */
import { UsageError } from '../run/errors.js';
import type { JsonPath, Range } from '../types/index.js';

export interface ConfigProblem {
  file: string;
  range?: Range;
  /** Where in the config, when there is no position (JavaScript configs). */
  where?: string;
  message: string;
}

/** A config that cannot be used. Exit 2; each problem prints as `file:line:col: message`. */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
  constructor(readonly problems: ConfigProblem[]) {
    super(formatProblems([...problems].sort((a, b) => (a.range?.start.line ?? 0) - (b.range?.start.line ?? 0) || (a.range?.start.column ?? 0) - (b.range?.start.column ?? 0))));
  }
}

function formatProblems(problems: ConfigProblem[]): string {
  const lines = problems.map((p) => {
    const at = p.range ? `${p.file}:${p.range.start.line}:${p.range.start.column}` : p.where ? `${p.file} (${p.where})` : p.file;
    return `${at}: ${p.message}`;
  });
  return lines.length === 1 ? lines[0]! : `invalid configuration (${lines.length} problems):\n` + lines.map((l) => '  ' + l).join('\n');
}

/** A path inside a config as the user would write it: `rules["name/x"]`, `overrides[0].files`, or "top level". */
export function describePath(p: JsonPath): string {
  return p.length ? p.map((s, i) => (typeof s === 'number' ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? (i ? '.' : '') + s : `[${JSON.stringify(s)}]`)).join('') : 'top level';
}
