/**
 * Findings on a live MCP server's tools (`lint --server`, `--url`). Such a FileResult is no file:
 * its `file` is `server:<name>` and `server` is set; its findings' ranges mean nothing. A finding is
 * placed by its tool and a JSON pointer into the tool's definition as the server lists it, and
 * reports show that where they show `line:column` for a file. The text comes from the server, which
 * is untrusted: callers escape it as they escape every other text from descriptors. A file removed
 * since `lint --since` (status `removed`) has no text either: its findings are placed the same way.
 */
import type { Diagnostic, FileResult } from '../types/index.js';

export type ServerInfo = NonNullable<FileResult['server']>;

/**
 * Where a server finding is: `<tool> <pointer>`, `<tool>` alone when it is about the whole tool
 * (pointer ''), the pointer alone when it belongs to no tool, and `tools/list` when it is about the
 * list as a whole.
 */
export function serverPlace(d: Pick<Diagnostic, 'tool' | 'pointer'>): string {
  if (d.tool === undefined) return d.pointer || 'tools/list';
  return d.pointer ? `${d.tool} ${d.pointer}` : d.tool;
}

/**
 * Whether a file result's findings have no line and column: a live server's tools/list, or a file
 * removed since `lint --since` (status `removed`), which has no text. Reports place such a finding
 * by its tool and pointer (`serverPlace`), or at its file without a line, and never show its range.
 */
export const unplaced = (f: Pick<FileResult, 'server' | 'status'>): boolean => f.server !== undefined || f.status === 'removed';

/**
 * Whether a finding has a line and column to show: not in a file result whose findings have none
 * (`unplaced`), and not itself without one (line 0: a finding about a tool removed from a file that
 * now holds no tool, ReportDescriptor.removed).
 */
export const placed = (f: Pick<FileResult, 'server' | 'status'>, d: Pick<Diagnostic, 'range'>): boolean => !unplaced(f) && d.range.start.line > 0;

/** The files of a run whose findings have no position (`unplaced`), to tell a related place in one from a file's. */
export function unplacedFiles(files: readonly FileResult[]): Set<string> {
  const out = new Set<string>();
  for (const f of files) if (unplaced(f)) out.add(f.file);
  return out;
}

/** The server entries of a run by their `file` (`server:<name>`), to tell a related place in one from a file's. */
export function serversByFile(files: readonly FileResult[]): Map<string, ServerInfo> {
  const servers = new Map<string, ServerInfo>();
  for (const f of files) if (f.server) servers.set(f.file, f.server);
  return servers;
}
