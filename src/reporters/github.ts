/**
 * GitHub Actions workflow commands: each finding becomes an `::error` or `::warning` annotation that
 * GitHub shows inline on the pull request. Escaped exactly as @actions/core does, so a message with a
 * newline, a percent sign, a colon or a comma arrives intact.
 */
import type { LintResult } from '../types.js';
import { rootRelative } from './paths.js';
import { levelCounts } from './levels.js';
import type { Reporter } from './types.js';

/** Escapes a command's message (@actions/core `escapeData`). */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a command property's value (@actions/core `escapeProperty`). */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export const github: Reporter = (result: LintResult, options) => {
  const lines: string[] = [];
  for (const f of result.files) {
    for (const d of f.diagnostics) {
      if (d.suppressed) continue;
      const props: Array<[string, string | number]> = [
        ['file', rootRelative(d.file, options)],
        ['line', d.range.start.line],
        ['col', d.range.start.column],
      ];
      if (d.range.end.line > d.range.start.line || d.range.end.column > d.range.start.column) {
        props.push(['endLine', d.range.end.line], ['endColumn', d.range.end.column]);
      }
      props.push(['title', `tooldoc ${d.ruleId}${d.tool !== undefined ? ` (${d.tool})` : ''}`]);
      const command = d.severity === 'error' ? 'error' : 'warning';
      lines.push(`::${command} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',')}::${escapeData(d.message)}`);
    }
  }
  const s = result.summary;
  const levels = levelCounts(s);
  lines.push(
    `tooldoc: ${s.problems} problem${s.problems === 1 ? '' : 's'} (${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}); ` +
      `${s.tools} tool${s.tools === 1 ? '' : 's'} in ${s.filesLinted} file${s.filesLinted === 1 ? '' : 's'} (${levels})` +
      (s.filesFailed ? `; ${s.filesFailed} file${s.filesFailed === 1 ? '' : 's'} could not be linted` : ''),
  );
  return lines.join('\n') + '\n';
};
