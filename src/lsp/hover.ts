/**
 * Hover on a tool's name (its `name` key or value, or the tool's own key where tools are keyed by
 * name): the tool's grade and score, what keeps it from the next level, in the words of the CLI's
 * Tools table, and how many findings it has.
 */
import { MarkupKind, type Hover } from 'vscode-languageserver/node';
import { fieldRange, fieldSource, type ToolOutcome } from '../core/outcome.js';
import { levelText, nextLevel, scoreText } from '../reporters/levels.js';
import type { Position, Range, ToolResult } from '../types/index.js';
import { toLspRange } from './diagnostics.js';

/** The hover at a position of a file, given its tools (the outcome's) and their results (the run's), in the same order. */
export function hoverAt(position: Position, tools: readonly ToolOutcome[], results: readonly ToolResult[]): Hover | undefined {
  for (const [i, tool] of tools.entries()) {
    const result = results[i];
    if (!result || result.name !== tool.name) continue;
    const range = nameRanges(tool).find((r) => contains(r, position));
    if (range) return { contents: { kind: MarkupKind.Markdown, value: describe(result) }, range: toLspRange(range) };
  }
  return undefined;
}

/** Where a tool's name is written: the `name` key and value, and the tool's own key when it has one. */
function nameRanges(tool: ToolOutcome): Range[] {
  const out: Range[] = [];
  for (const f of tool.fields) {
    const source = fieldSource(tool, f);
    if (f.key === 'name' && source[source.length - 1] === 'name') out.push(fieldRange(f, 'key'), fieldRange(f, 'value'));
    if (f.key === '' && typeof tool.basePath[tool.basePath.length - 1] === 'string') out.push(fieldRange(f, 'key'));
  }
  return out;
}

function contains(r: Range, p: Position): boolean {
  const after = (a: Position, b: Position) => a.line > b.line || (a.line === b.line && a.column >= b.column);
  return after(p, r.start) && after(r.end, p);
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const code = (s: string) => '`' + s.replace(/`/g, "'") + '`';
/** Message text as Markdown text: what Markdown would read as markup is escaped. */
const text = (s: string) => s.replace(/([\\`*_{}[\]<>#|])/g, '\\$1');

function describe(t: ToolResult): string {
  const lines = [`**${code(t.name)}**: ${levelText(t)}, ${scoreText(t)}`];
  const next = nextLevel(t);
  if (next !== undefined && t.blockers.length) {
    const ids = [...new Set(t.blockers.map((b) => b.ruleId))];
    lines.push('', `Level ${next} needs: ${ids.map(code).join(', ')}`, '');
    for (const b of t.blockers.slice(0, 5)) lines.push(`- ${code(b.ruleId)} (line ${b.line}): ${text(b.message)}`);
    if (t.blockers.length > 5) lines.push(`- and ${t.blockers.length - 5} more`);
  } else if (next === undefined && !t.formatCap) {
    lines.push('', 'Meets every level of the spec.');
  }
  if (t.formatCap) {
    const missing = t.formatCap.missing.map((m) => `${code(m.field)} (Level ${m.level})`).join(', ');
    lines.push('', `Its format (${t.inputFormat}) has no place for ${missing}; \`tooldoc import\` writes a descriptor that can hold them.`);
  }
  const count = t.errors + t.warnings;
  lines.push('', count ? `${plural(count, 'finding')} on this tool (${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}).` : 'No findings on this tool.');
  return lines.join('\n');
}
