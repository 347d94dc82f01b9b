import { Command } from 'commander';
import { builtinRules } from '../../rules/index.js';

export function rulesCommand(): Command {
  return new Command('rules').description('List every rule: id, level, default severity and what it checks.').option('--json', 'print as JSON');
}

export function runRules(flags: { json?: boolean }, io: { stdout: NodeJS.WritableStream }): number {
  const rows = builtinRules.map((r) => ({ id: r.meta.id, level: r.meta.level, severity: r.meta.severity, spec: r.meta.spec, description: r.meta.description }));
  if (flags.json) {
    io.stdout.write(JSON.stringify(rows, null, 2) + '\n');
    return 0;
  }
  const w = Math.max(...rows.map((r) => r.id.length));
  for (const r of rows) {
    io.stdout.write(`${r.id.padEnd(w)}  ${r.level === null ? 'advice ' : `Level ${r.level}`}  ${r.severity.padEnd(7)}  ${r.description}\n`);
  }
  return 0;
}
