/**
 * Diagnostics in the stylish layout (file, then `line:column  severity  message  rule`), for commands
 * other than lint that print findings to stderr (export, import).
 */
import { Chalk } from 'chalk';
import type { FileResult } from '../types/index.js';
import { serverPlace } from '../reporters/server.js';
import { padEnd, widest } from '../reporters/width.js';

export function formatDiagnostics(files: ReadonlyArray<Pick<FileResult, 'file' | 'diagnostics' | 'server'>>, colorLevel: 0 | 1 | 2 | 3): string {
  const c = new Chalk({ level: colorLevel });
  const out: string[] = [];
  for (const f of files) {
    if (!f.diagnostics.length) continue;
    out.push(c.underline(f.file));
    // A live server's findings have no line: its tool and a pointer say where.
    const rows = f.diagnostics.map((d) => [f.server ? serverPlace(d) : `${d.range.start.line}:${d.range.start.column}`, d.severity, d.message, d.ruleId] as const);
    const w0 = widest(rows.map((r) => r[0]));
    const w1 = widest(rows.map((r) => r[1]));
    for (const [pos, sev, msg, id] of rows) {
      out.push(`  ${c.dim(padEnd(pos, w0))}  ${sev === 'error' ? c.red(padEnd(sev, w1)) : c.yellow(padEnd(sev, w1))}  ${msg}  ${c.dim(id)}`);
    }
    out.push('');
  }
  return out.join('\n');
}
