/**
 * `tooldoc diff` reports: what changed per tool, placed on both sides. Formatting only.
 */
import { Chalk } from 'chalk';
import { toPointer } from '../toolkit/util.js';
import { noCommand, visible } from '../reporters/escape.js';
import type { CatalogTool } from './sources.js';
import type { Change, ToolDiff } from './tools.js';

export interface DiffResult {
  old: string;
  new: string;
  tools: ToolDiff[];
  /** Where each tool is on each side, by name. */
  before: ReadonlyMap<string, CatalogTool>;
  after: ReadonlyMap<string, CatalogTool>;
}

export const DIFF_FORMATS = ['stylish', 'json', 'markdown'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

export function summaryOf(r: DiffResult) {
  const count = (kind: Change['kind']) => r.tools.reduce((n, t) => n + t.changes.filter((c) => c.kind === kind).length, 0);
  return { tools: r.tools.length, breaking: count('breaking'), compatible: count('compatible'), metadata: count('metadata'), violations: r.tools.filter((t) => t.violation).length };
}

type Place = { file: string; line: number; column: number; pointer: string };
function place(tool: CatalogTool | undefined, p: readonly (string | number)[] | undefined): Place | undefined {
  if (!tool || !p) return undefined;
  const at = tool.locate(p).start;
  return { file: tool.file, line: at.line, column: at.column, pointer: toPointer(p) };
}

export function formatDiff(r: DiffResult, format: DiffFormat, colorLevel: 0 | 1 | 2 | 3): string {
  if (format === 'json') return JSON.stringify(jsonOf(r), null, 2) + '\n';
  if (format === 'markdown') return markdownOf(r);
  return stylishOf(r, colorLevel);
}

function jsonOf(r: DiffResult) {
  return {
    old: r.old,
    new: r.new,
    summary: summaryOf(r),
    tools: r.tools.map((t) => ({
      name: t.name,
      status: t.status,
      ...(t.violation ? { violation: t.violation } : {}),
      changes: t.changes.map((c) => ({
        kind: c.kind,
        message: c.message,
        ...(place(r.before.get(t.name), c.oldPath) ? { old: place(r.before.get(t.name), c.oldPath) } : {}),
        ...(place(r.after.get(t.name), c.newPath) ? { new: place(r.after.get(t.name), c.newPath) } : {}),
      })),
    })),
  };
}

function stylishOf(r: DiffResult, level: 0 | 1 | 2 | 3): string {
  const c = new Chalk({ level });
  const lines: string[] = [];
  const mark = { breaking: c.red('breaking  '), compatible: c.green('compatible'), metadata: c.dim('metadata  ') };
  for (const t of r.tools) {
    const side = t.status === 'removed' ? r.before.get(t.name) : r.after.get(t.name);
    lines.push(c.underline(noCommand(visible(`${t.name}`))) + c.dim(`  ${t.status}${side ? ` · ${visible(side.file)}` : ''}`));
    for (const ch of t.changes) {
      const at = t.status === 'removed' ? place(r.before.get(t.name), ch.oldPath) : (place(r.after.get(t.name), ch.newPath) ?? place(r.before.get(t.name), ch.oldPath));
      lines.push(`  ${mark[ch.kind]}  ${visible(ch.message)}${at ? c.dim(`  ${visible(at.file)}:${at.line}:${at.column}`) : ''}`);
    }
    if (t.violation) lines.push(`  ${c.red.bold('✖')} ${visible(t.violation)}`);
    lines.push('');
  }
  const s = summaryOf(r);
  if (!s.tools) lines.push(c.green(`✔ No tool changed between ${visible(r.old)} and ${visible(r.new)}.`));
  else {
    const head = `${s.tools} tool${s.tools === 1 ? '' : 's'} changed: ${s.breaking} breaking, ${s.compatible} compatible, ${s.metadata} metadata`;
    lines.push(s.violations ? c.red.bold(`✖ ${head}; ${s.violations} tool${s.violations === 1 ? '' : 's'} against §11 (see above)`) : c.bold(`✔ ${head}; none against §11`));
  }
  return lines.join('\n') + '\n';
}

/** A changelog a maintainer can paste into release notes. */
function markdownOf(r: DiffResult): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const s = summaryOf(r);
  const out = [`## Tool changes: \`${cell(r.old)}\` → \`${cell(r.new)}\``, '', `${s.tools} tools changed: ${s.breaking} breaking, ${s.compatible} compatible, ${s.metadata} metadata.`, ''];
  if (!s.tools) return out.join('\n') + '\n';
  out.push('| Tool | Change | Kind |', '|---|---|---|');
  for (const t of r.tools) for (const ch of t.changes) out.push(`| \`${cell(t.name)}\` | ${cell(ch.message)} | ${ch.kind === 'breaking' ? '**breaking**' : ch.kind} |`);
  const against = r.tools.filter((t) => t.violation);
  if (against.length) {
    out.push('', '### Against §11', '');
    for (const t of against) out.push(`- ${cell(t.violation!)}`);
  }
  return out.join('\n') + '\n';
}
