/**
 * tooldoc's findings as the editor's diagnostics: 0-based positions (columns in UTF-16 code units,
 * as tooldoc's already are), the severity, `source: 'tooldoc'`, the rule id as `code` linked to the
 * rule's docs page (the page SARIF links, `meta.docs` for a plugin rule), and related places.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Position as LspPosition, type Range as LspRange } from 'vscode-languageserver/node';
import { CORE_DIAGNOSTICS } from '../core/diagnostics.js';
import { HOMEPAGE, ruleDocs, ruleHelpUri } from '../reporters/rule-docs.js';
import type { Lines } from '../core/fixes.js';
import type { Diagnostic, Position, Range, RuleMeta } from '../types/index.js';

export const SOURCE = 'tooldoc';

const core = new Map(CORE_DIAGNOSTICS.map((m) => [m.id, m]));

/** Whether a finding is the core's own (a parse error, a suppression problem): no directive can hide it. */
export function isCoreFinding(ruleId: string): boolean {
  return core.has(ruleId);
}

/** Where a rule's documentation is: its page for a built-in rule, `meta.docs` for a plugin's, the docs' section for the core's findings. */
export function docsUrl(ruleId: string, meta: RuleMeta | undefined): string | undefined {
  const own = core.get(ruleId);
  if (own) return own.tags?.includes('suppression') ? `${HOMEPAGE}/blob/main/docs/configuration.md#suppressing-a-finding` : ruleHelpUri(ruleId, false);
  if (ruleDocs(ruleId)) return ruleHelpUri(ruleId, true);
  return meta?.docs && /^https?:\/\/\S+$/i.test(meta.docs) ? meta.docs : undefined;
}

export function toLspPosition(p: Position): LspPosition {
  return { line: Math.max(p.line - 1, 0), character: Math.max(p.column - 1, 0) };
}

export function toLspRange(r: Range): LspRange {
  return { start: toLspPosition(r.start), end: toLspPosition(r.end) };
}

export function fromLspPosition(p: LspPosition): Position {
  return { line: p.line + 1, column: p.character + 1 };
}

/**
 * A finding as an LSP diagnostic; `cwd` is where the finding's paths are relative to, `lines` the
 * text it was found in. A finding that spans lines (a missing block is reported at the whole tool) is
 * shown on its first line: a squiggle over a whole file says less than one under its first line.
 */
export function toLspDiagnostic(d: Diagnostic, cwd: string, meta: RuleMeta | undefined, lines: Lines): LspDiagnostic {
  const href = docsUrl(d.ruleId, meta);
  const out: LspDiagnostic = {
    range: toLspRange(firstLine(d.range, lines)),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: SOURCE,
    code: d.ruleId,
    ...(href ? { codeDescription: { href } } : {}),
    message: d.message,
  };
  if (d.related?.length) {
    out.relatedInformation = d.related.map((r) => ({
      location: { uri: pathToFileURL(path.resolve(cwd, r.file)).href, range: toLspRange(r.range) },
      message: r.message,
    }));
  }
  return out;
}

/** A range cut at the end of its first line, when it goes on past it. */
export function firstLine(r: Range, lines: Lines): Range {
  if (r.end.line <= r.start.line) return r;
  const end = lines.lineEnd(r.start.line) - lines.offset({ line: r.start.line, column: 1 }) + 1;
  return { start: r.start, end: { line: r.start.line, column: Math.max(end, r.start.column) } };
}

/** Whether two LSP ranges are the same. */
export function sameRange(a: LspRange, b: LspRange): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** Whether two LSP ranges share a position (touching counts: a cursor at a range's end is on it). */
export function touches(a: LspRange, b: LspRange): boolean {
  const before = (p: LspPosition, q: LspPosition) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}
