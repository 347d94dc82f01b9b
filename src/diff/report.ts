/**
 * `tooldoc diff` reports: what changed per tool, placed on both sides. Formatting only.
 */
import { Chalk } from 'chalk';
import { toPointer } from '../toolkit/util.js';
import { rootRelative, rootUri, toUriReference } from '../reporters/paths.js';
import { VERSION } from '../run/version.js';
import { visible } from '../reporters/escape.js';
import type { CatalogTool } from './sources.js';
import type { Change, ToolDiff } from './tools.js';

export interface DiffResult {
  old: string;
  new: string;
  tools: ToolDiff[];
  /** Where each tool is on each side, by name. */
  before: ReadonlyMap<string, CatalogTool>;
  after: ReadonlyMap<string, CatalogTool>;
  /** Review changes (new instructions to the agent) were accepted (`--accept-directives`): they are shown, not failed. */
  acceptDirectives?: boolean;
}

export const DIFF_FORMATS = ['stylish', 'json', 'markdown', 'sarif'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

export function summaryOf(r: DiffResult) {
  const count = (kind: Change['kind']) => r.tools.reduce((n, t) => n + t.changes.filter((c) => c.kind === kind).length, 0);
  return { tools: r.tools.length, breaking: count('breaking'), review: count('review'), compatible: count('compatible'), metadata: count('metadata'), violations: r.tools.filter((t) => t.violation).length };
}

/** Whether a diff fails: a tool against §11, or a new instruction to the agent nobody accepted. */
export function diffFails(r: Pick<DiffResult, 'tools' | 'acceptDirectives'>): boolean {
  return r.tools.some((t) => t.violation || (!r.acceptDirectives && t.changes.some((c) => c.kind === 'review')));
}

type Place = { file: string; line?: number; column?: number; pointer: string };
function place(tool: CatalogTool | undefined, p: readonly (string | number)[] | undefined): Place | undefined {
  if (!tool || !p) return undefined;
  if (!tool.locate) return { file: tool.file, pointer: toPointer(p) };
  const at = tool.locate(p).start;
  return { file: tool.file, line: at.line, column: at.column, pointer: toPointer(p) };
}

/** `file:line:column`, or `file pointer` where there are no positions. */
const where = (p: Place) => (p.line === undefined ? `${p.file} ${p.pointer || '/'}` : `${p.file}:${p.line}:${p.column}`);

export function formatDiff(r: DiffResult, format: DiffFormat, colorLevel: 0 | 1 | 2 | 3, paths: { cwd: string; sourceRoot?: string } = { cwd: process.cwd() }): string {
  if (format === 'json') return JSON.stringify(jsonOf(r), null, 2) + '\n';
  if (format === 'sarif') return JSON.stringify(sarifOf(r, paths), null, 2) + '\n';
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
  const mark = { breaking: c.red('breaking  '), review: r.acceptDirectives ? c.yellow('review    ') : c.red('review    '), compatible: c.green('compatible'), metadata: c.dim('metadata  ') };
  for (const t of r.tools) {
    const side = t.status === 'removed' ? r.before.get(t.name) : r.after.get(t.name);
    lines.push(c.underline(visible(t.name)) + c.dim(`  ${t.status}${side ? ` · ${visible(side.file)}` : ''}`));
    for (const ch of t.changes) {
      const at = t.status === 'removed' ? place(r.before.get(t.name), ch.oldPath) : (place(r.after.get(t.name), ch.newPath) ?? place(r.before.get(t.name), ch.oldPath));
      lines.push(`  ${mark[ch.kind]}  ${visible(ch.message)}${at ? c.dim(`  ${visible(where(at))}`) : ''}`);
    }
    if (t.violation) lines.push(`  ${c.red.bold('✖')} ${visible(t.violation)}`);
    lines.push('');
  }
  const s = summaryOf(r);
  if (!s.tools) lines.push(c.green(`✔ No tool changed between ${visible(r.old)} and ${visible(r.new)}.`));
  else {
    const head = `${s.tools} tool${s.tools === 1 ? '' : 's'} changed: ${s.breaking} breaking, ${s.review} to review, ${s.compatible} compatible, ${s.metadata} metadata`;
    const against = s.violations ? `${s.violations} tool${s.violations === 1 ? '' : 's'} against §11 (see above)` : 'none against §11';
    const review = !s.review ? '' : r.acceptDirectives ? `; ${s.review} new instruction${s.review === 1 ? '' : 's'} to the agent accepted` : `; ${s.review} new instruction${s.review === 1 ? '' : 's'} to the agent to review (accept with --accept-directives)`;
    lines.push(diffFails(r) ? c.red.bold(`✖ ${head}; ${against}${review}`) : c.bold(`✔ ${head}; ${against}${review}`));
  }
  return lines.join('\n') + '\n';
}

/** A changelog a maintainer can paste into release notes. */
function markdownOf(r: DiffResult): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const s = summaryOf(r);
  const out = [`## Tool changes: \`${cell(r.old)}\` → \`${cell(r.new)}\``, '', `${s.tools} tools changed: ${s.breaking} breaking, ${s.review} to review, ${s.compatible} compatible, ${s.metadata} metadata.`, ''];
  if (!s.tools) return out.join('\n') + '\n';
  out.push('| Tool | Change | Kind |', '|---|---|---|');
  for (const t of r.tools) for (const ch of t.changes) out.push(`| \`${cell(t.name)}\` | ${cell(ch.message)} | ${ch.kind === 'breaking' ? '**breaking**' : ch.kind === 'review' ? '**review**' : ch.kind} |`);
  const against = r.tools.filter((t) => t.violation);
  if (against.length) {
    out.push('', '### Against §11', '');
    for (const t of against) out.push(`- ${cell(t.violation!)}`);
  }
  return out.join('\n') + '\n';
}

/**
 * SARIF 2.1.0 for code scanning: one result per breaking change (an error when its tool is against
 * §11, else a warning), per new instruction to the agent (an error unless accepted, then a note)
 * and per §11 problem with no change of its own, placed on the new side (the
 * old one for a removed tool), as a repository path: `REV:` is dropped, a live server is
 * `mcp-server/<name>`, a lock file's catalog is the lock file.
 */
function sarifOf(r: DiffResult, paths: { cwd: string; sourceRoot?: string }) {
  const SRCROOT = '%SRCROOT%';
  const location = (p: Place | undefined) => {
    if (!p) return undefined;
    const file = p.file.startsWith('server:') ? `mcp-server/${p.file.slice('server:'.length)}` : p.file.replace(/^[^:]+:(?!\/)/, '').replace(/#.*$/, '');
    return {
      physicalLocation: {
        artifactLocation: { uri: toUriReference(rootRelative(file, paths)), uriBaseId: SRCROOT },
        ...(p.line === undefined ? {} : { region: { startLine: p.line, startColumn: p.column } }),
      },
    };
  };
  const results: Array<Record<string, unknown>> = [];
  for (const t of r.tools) {
    const before = r.before.get(t.name);
    const after = r.after.get(t.name);
    const breaking = t.changes.filter((c) => c.kind === 'breaking');
    const level = t.violation ? 'error' : 'warning';
    for (const c of breaking) {
      const at = t.status === 'removed' ? place(before, c.oldPath) : (place(after, c.newPath) ?? place(before, c.oldPath));
      const loc = location(at);
      results.push({
        ruleId: 'diff/breaking-change',
        ruleIndex: 0,
        level,
        message: { text: `${c.message}: a breaking change to "${t.name}"${t.violation ? `. ${t.violation}` : '.'}` },
        ...(loc ? { locations: [loc] } : {}),
        properties: { tool: t.name, status: t.status },
      });
    }
    for (const c of t.changes.filter((ch) => ch.kind === 'review')) {
      const loc = location(place(after, c.newPath));
      results.push({
        ruleId: 'diff/new-directive',
        ruleIndex: 1,
        level: r.acceptDirectives ? 'note' : 'error',
        message: { text: `${c.message}: a new instruction to the agent in "${t.name}"; review it, and accept it with --accept-directives.` },
        ...(loc ? { locations: [loc] } : {}),
        properties: { tool: t.name, status: t.status },
      });
    }
    if (t.violation && !breaking.length) {
      const loc = location(place(after ?? before, []));
      results.push({ ruleId: 'diff/breaking-change', ruleIndex: 0, level: 'error', message: { text: t.violation }, ...(loc ? { locations: [loc] } : {}), properties: { tool: t.name, status: t.status } });
    }
  }
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'tooldoc',
            informationUri: 'https://github.com/tooldoc/tooldoc',
            version: VERSION,
            rules: [
              { id: 'diff/breaking-change', name: 'DiffBreakingChange', shortDescription: { text: 'A breaking change to a published tool (spec §11).' }, helpUri: 'https://github.com/tooldoc/tooldoc/blob/main/docs/diff.md#kinds-of-change' },
              { id: 'diff/new-directive', name: 'DiffNewDirective', shortDescription: { text: 'Model-visible text that now directs the agent: a change to review.' }, helpUri: 'https://github.com/tooldoc/tooldoc/blob/main/docs/diff.md#kinds-of-change' },
            ],
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: rootUri(paths) } },
        results,
        properties: { old: r.old, new: r.new, summary: summaryOf(r) },
      },
    ],
  };
}
