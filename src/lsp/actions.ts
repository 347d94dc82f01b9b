/**
 * Code actions on tooldoc's diagnostics, as ESLint's language server offers them: the rule's fixes
 * (its `fix` preferred, its suggestions not), then "Disable <rule> for this line" and "… for the
 * entire file" (or for the tool, in a file of several tools, since a directive never reaches past
 * one tool), then "Show documentation for <rule>".
 *
 * Directives are YAML comments: in JSON, which has none, a native tool gets `x-tooldoc.disable`
 * instead, and the line and file actions are not offered. Every edit is tried on the text before it
 * is offered: a fix must leave the file parseable, and a directive must leave every value as it was
 * (a comment line inside a multi-line string would change the string).
 */
import { CodeActionKind, type CodeAction, type Diagnostic as LspDiagnostic, type TextEdit as LspTextEdit } from 'vscode-languageserver/node';
import { applyEdits, insertIntoMapping, Lines } from '../core/fixes.js';
import type { FileOutcome, ToolOutcome } from '../core/outcome.js';
import { parseSource, type ParsedSource } from '../parse/source.js';
import { isObject } from '../toolkit/util.js';
import type { Diagnostic, JsonPath, RuleMeta, TextEdit } from '../types/index.js';
import { docsUrl, isCoreFinding, toLspRange } from './diagnostics.js';

export const SHOW_DOCUMENTATION = 'tooldoc.showDocumentation';

/** A published diagnostic and the finding it came from. */
export interface Published {
  lsp: LspDiagnostic;
  finding: Diagnostic;
}

export interface ActionDocument {
  uri: string;
  /** The text the findings were made from. */
  text: string;
  path: string;
  absolutePath: string;
  outcome: FileOutcome;
}

export interface ActionSettings {
  /** Whether directives are read at all (a run may turn them off, as --no-inline-config does). */
  inlineConfig: boolean;
  /** Rules no directive may hide (config `unsuppressible`). */
  isUnsuppressible(ruleId: string): boolean;
  meta(ruleId: string): RuleMeta | undefined;
}

export function codeActions(doc: ActionDocument, findings: readonly Published[], settings: ActionSettings): CodeAction[] {
  const actions = new Map<string, CodeAction>();
  const add = (a: CodeAction | undefined) => {
    if (a && !actions.has(a.title)) actions.set(a.title, a);
  };
  const text = new EditedText(doc);
  // The fixes first, preferred ones ahead, as ESLint lists them; then each rule's other actions.
  const fixes = findings.flatMap((p) => (p.finding.fixes ?? []).map((fix) => ({ p, fix })));
  fixes.sort((a, b) => Number(b.fix.preferred) - Number(a.fix.preferred));
  for (const { p, fix } of fixes) {
    if (!text.parsesWith(fix.edits)) continue;
    add({ title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [p.lsp], isPreferred: fix.preferred, edit: { changes: { [doc.uri]: fix.edits.map(toLspEdit) } } });
  }
  for (const p of findings) {
    const id = p.finding.ruleId;
    const mayDisable = settings.inlineConfig && !isCoreFinding(id) && !settings.isUnsuppressible(id);
    if (mayDisable) {
      // A comment must change no value; x-tooldoc adds one, and must leave the file parseable.
      const quick = (title: string, edits: TextEdit[] | undefined, check = (e: TextEdit[]) => text.keepsValues(e)): CodeAction | undefined =>
        edits && check(edits) ? { title, kind: CodeActionKind.QuickFix, diagnostics: [p.lsp], edit: { changes: { [doc.uri]: edits.map(toLspEdit) } } } : undefined;
      if (text.kind === 'yaml') {
        add(quick(`Disable ${id} for this line`, lineDirective(text.lines, p.finding.range.start.line, id)));
        const tool = toolOf(doc.outcome, p.finding);
        if (doc.outcome.tools.length === 1) add(quick(`Disable ${id} for the entire file`, fileDirective(text.lines, id)));
        else if (tool) add(quick(`Disable ${id} for tool "${tool.name}"`, toolDirective(text.lines, doc.outcome, tool, id)));
      } else {
        const tool = toolOf(doc.outcome, p.finding);
        if (tool?.inputFormat === 'native') add(quick(`Disable ${id} for tool "${tool.name}" (x-tooldoc)`, jsonToolDirective(text, tool, id), (e) => text.parsesWith(e)));
      }
    }
    const url = docsUrl(id, settings.meta(id));
    if (url) {
      const title = `Show documentation for ${id}`;
      add({ title, kind: CodeActionKind.QuickFix, diagnostics: [p.lsp], command: { title, command: SHOW_DOCUMENTATION, arguments: [url] } });
    }
  }
  return [...actions.values()];
}

function toLspEdit(e: TextEdit): LspTextEdit {
  return { range: toLspRange(e.range), newText: e.newText };
}

/** The document's text, parsed once, and edits of it tried before they are offered. */
class EditedText {
  readonly lines: Lines;
  readonly kind: 'yaml' | 'json';
  private parsed: ParsedSource | undefined;
  private values: string | undefined;

  constructor(private readonly doc: ActionDocument) {
    this.lines = new Lines(doc.text);
    this.kind = /\.json$/i.test(doc.path) ? 'json' : 'yaml';
  }

  get source(): ParsedSource {
    return (this.parsed ??= parseSource(this.doc.path, this.doc.absolutePath, this.doc.text));
  }

  /** Whether the text with these edits made still parses. */
  parsesWith(edits: readonly TextEdit[]): boolean {
    return !parseSource(this.doc.path, this.doc.absolutePath, applyEdits(this.doc.text, edits)).problems.length;
  }

  /** Whether the text with these edits made parses to the same values (a comment changes nothing else). */
  keepsValues(edits: readonly TextEdit[]): boolean {
    const after = parseSource(this.doc.path, this.doc.absolutePath, applyEdits(this.doc.text, edits));
    if (after.problems.length || this.source.problems.length) return false;
    this.values ??= JSON.stringify(this.source.docs);
    return JSON.stringify(after.docs) === this.values;
  }
}

/** The tool a finding is on: the innermost tool of the file whose range holds the finding. */
function toolOf(outcome: FileOutcome, d: Diagnostic): ToolOutcome | undefined {
  const at = d.range.start;
  const holds = (t: ToolOutcome) =>
    t.doc === d.doc &&
    (t.range.start.line < at.line || (t.range.start.line === at.line && t.range.start.column <= at.column)) &&
    (at.line < t.range.end.line || (at.line === t.range.end.line && at.column <= t.range.end.column));
  const candidates = outcome.tools.filter(holds);
  const named = candidates.filter((t) => t.name === d.tool);
  return (named.length ? named : candidates).sort((a, b) => a.range.end.line - a.range.start.line - (b.range.end.line - b.range.start.line))[0];
}

/** `# tooldoc-disable-next-line <id>` above the line, at its indentation; or the id added to such a comment already there. */
function lineDirective(lines: Lines, line: number, id: string): TextEdit[] | undefined {
  return addToComment(lines, line - 1, 'tooldoc-disable-next-line', id) ?? insertCommentAbove(lines, line, `tooldoc-disable-next-line ${id}`);
}

/** `# tooldoc-disable <id>` at the top of the file, after its leading comments and `---`; or the id added to one there. */
function fileDirective(lines: Lines, id: string): TextEdit[] | undefined {
  let first = 1;
  while (first <= lines.count && /^\s*(#.*)?$|^%|^---\s*(#.*)?$/.test(lines.text(first))) first++;
  if (first > lines.count) return undefined;
  for (let l = 1; l < first; l++) {
    const merged = addToComment(lines, l, 'tooldoc-disable', id);
    if (merged) return merged;
  }
  return insertCommentAbove(lines, first, `tooldoc-disable ${id}`);
}

/** `# tooldoc-disable <id>` above a tool of a file of several, which covers that tool to its end. */
function toolDirective(lines: Lines, outcome: FileOutcome, tool: ToolOutcome, id: string): TextEdit[] | undefined {
  const line = tool.range.start.line;
  // A directive above a line covers the first tool that starts after it: not this one, if another starts on the same line.
  if (outcome.tools.some((t) => t !== tool && t.doc === tool.doc && t.range.start.line === line)) return undefined;
  return addToComment(lines, line - 1, 'tooldoc-disable', id) ?? insertCommentAbove(lines, line, `tooldoc-disable ${id}`);
}

/** In JSON: `"x-tooldoc": {"disable": ["<id>"]}` added to a native tool that has no `x-tooldoc` yet. */
function jsonToolDirective(text: EditedText, tool: ToolOutcome, id: string): TextEdit[] | undefined {
  const { file, docs, problems } = text.source;
  if (problems.length) return undefined;
  const value = valueAt(docs[tool.doc], tool.basePath);
  if (!isObject(value) || Object.prototype.hasOwnProperty.call(value, 'x-tooldoc')) return undefined;
  const keys = Object.keys(value);
  const edit = insertIntoMapping(file, tool.doc, tool.basePath, keys[keys.length - 1], 'x-tooldoc', { disable: [id] }, text.lines);
  return edit ? [edit] : undefined;
}

/** A comment line inserted above `line`, at that line's indentation. */
function insertCommentAbove(lines: Lines, line: number, directive: string): TextEdit[] | undefined {
  if (line < 1 || line > lines.count) return undefined;
  const indent = /^[ \t]*/.exec(lines.text(line))![0];
  const at = { line, column: 1 };
  return [{ range: { start: at, end: at }, newText: `${indent}# ${directive}${lines.eol}` }];
}

/** The id added to the directive comment of this kind on `line` (one that names rules), if there is one. */
function addToComment(lines: Lines, line: number, kind: string, id: string): TextEdit[] | undefined {
  if (line < 1) return undefined;
  const text = lines.text(line);
  const m = new RegExp(`^(\\s*#\\s*${kind}\\s+)(.*?)(\\s+--(?:\\s.*)?)?$`).exec(text);
  if (!m || !m[2]!.trim()) return undefined;
  const ids = m[2]!.split(/[\s,]+/).filter(Boolean);
  if (ids.includes(id)) return undefined;
  const end = { line, column: m[1]!.length + m[2]!.length + 1 };
  return [{ range: { start: end, end }, newText: `, ${id}` }];
}

function valueAt(root: unknown, p: JsonPath): unknown {
  let cur = root;
  for (const seg of p) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObject(cur) && typeof seg === 'string') cur = cur[seg];
    else return undefined;
  }
  return cur;
}
