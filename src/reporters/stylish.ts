/**
 * The default terminal report, in ESLint's stylish layout: findings grouped by file, then one line
 * per tool with its grade and what blocks the next level, then a summary.
 */
import { Chalk } from 'chalk';
import type { LintResult } from '../types.js';
import { levelCounts, levelText, nextLevel } from './levels.js';
import type { Reporter } from './types.js';

export const stylish: Reporter = (result: LintResult, options) => {
  const c = new Chalk({ level: options.colorLevel });
  const out: string[] = [];
  for (const f of result.files) {
    const shown = f.diagnostics.filter((d) => !d.suppressed);
    if (!shown.length) continue;
    out.push('', c.underline(f.file));
    const rows = shown.map((d) => [
      `${d.range.start.line}:${d.range.start.column}`,
      d.severity,
      d.message,
      d.ruleId,
    ]);
    const w0 = Math.max(...rows.map((r) => r[0]!.length));
    const w1 = Math.max(...rows.map((r) => r[1]!.length));
    for (const [pos, sev, msg, id] of rows) {
      const sevText = sev === 'error' ? c.red(sev!.padEnd(w1)) : c.yellow(sev!.padEnd(w1));
      out.push(`  ${c.dim(pos!.padEnd(w0))}  ${sevText}  ${msg}  ${c.dim(id)}`);
    }
  }

  if (result.tools.length) {
    out.push('', c.bold('Tools'));
    const nameW = Math.min(40, Math.max(...result.tools.map((t) => t.name.length)));
    const levelW = Math.max(...result.tools.map((t) => levelText(t).length));
    for (const t of result.tools) {
      const colour = t.level === 3 ? c.green : t.level === 0 ? c.red : c.yellow;
      let line = `  ${t.name.padEnd(nameW)}  ${colour(levelText(t).padEnd(levelW))}  ${c.dim(`${t.file}:${t.range.start.line}`)}`;
      const next = nextLevel(t);
      if (t.blockers.length && next !== undefined) {
        const ids = [...new Set(t.blockers.map((b) => b.ruleId))];
        const shownIds = ids.slice(0, 4).join(', ') + (ids.length > 4 ? `, +${ids.length - 4} more` : '');
        line += `  ${c.dim('→')} Level ${next} needs: ${shownIds}`;
      }
      out.push(line);
    }
  }

  const s = result.summary;
  out.push('');
  const problems = `${s.problems} problem${s.problems === 1 ? '' : 's'} (${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'})`;
  const mark = s.errors ? c.red.bold('✖ ' + problems) : s.warnings ? c.yellow.bold('⚠ ' + problems) : c.green.bold('✔ ' + problems);
  out.push(mark);
  const levels = levelCounts(s);
  const inFiles = `in ${s.filesLinted} file${s.filesLinted === 1 ? '' : 's'}`;
  // A level breakdown of nothing ("Level 0: 0, …") only adds noise when every file failed or was skipped.
  const parts = [s.tools ? `${s.tools} tool${s.tools === 1 ? '' : 's'} ${inFiles} (${levels})` : s.filesLinted ? `no tools ${inFiles}` : 'no tools linted'];
  if (s.filesSkipped) parts.push(`${s.filesSkipped} file${s.filesSkipped === 1 ? '' : 's'} skipped (not descriptors)`);
  if (s.filesFailed) parts.push(`${s.filesFailed} file${s.filesFailed === 1 ? '' : 's'} could not be linted`);
  if (s.suppressed) parts.push(`${s.suppressed} suppressed`);
  if (s.baselined) parts.push(`${s.baselined} in baseline`);
  out.push(parts.join('; '));
  const stale = result.baseline?.stale.length ?? 0;
  if (stale) {
    out.push(c.dim(`${stale} stale baseline entr${stale === 1 ? 'y' : 'ies'} (fixed or changed since recorded); --prune-baseline removes them.`));
  }
  return out.join('\n').replace(/^\n/, '') + '\n';
};
