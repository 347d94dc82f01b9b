/**
 * Inline suppressions: YAML comments and the `x-tooldoc` field of a tool.
 *
 *   key: value  # tooldoc-disable-line rule-id -- reason     its own line
 *   # tooldoc-disable-next-line rule-id[, rule-id] -- reason   the next line that is not blank or a comment
 *   # tooldoc-disable rule-id[, rule-id] -- reason             from here to the end of the tool,
 *   # tooldoc-enable [rule-id …]                                 or to a tooldoc-enable of those rules
 *   x-tooldoc: { disable: [rule-id], reason: ... }             the whole tool (JSON has no comments)
 *
 * Without ids a directive covers every rule. A comment that starts like a directive but is none
 * (`# tooldoc-disabel`, `# tooldoc-enable-line`) is reported, never silently ignored. A suppressed finding is kept, marked `suppressed`
 * (kind "inline", with the reason as justification), so reports count and show it; it no longer
 * gates the grade or the exit code. A directive that suppresses nothing is reported as
 * `suppression/unused`, one with an unknown rule id as `suppression/invalid`. Comments are found
 * with the YAML lexer, so "# tooldoc-disable" inside a block scalar is text, not a directive.
 */
import { createRequire } from 'node:module';
import type { Diagnostic, JsonPath, Range, Severity, SourceFile, Tool } from '../types/index.js';
import { lineStarts, positionIn, withLineFeeds } from '../parse/lines.js';
import { didYouMean, isObject, toPointer } from '../toolkit/util.js';

/** The `yaml` package's lexer, loaded only for a file that has a directive comment. */
const require = createRequire(import.meta.url);
const lexer = () => new (require('yaml') as typeof import('yaml')).Lexer();

export const UNUSED_ID = 'suppression/unused';
export const INVALID_ID = 'suppression/invalid';

export interface SuppressionOptions {
  /** Severity of `suppression/unused` for this file, or 'off'. */
  unusedSeverity: Severity | 'off';
  /** Ids a directive may name (every rule that can run). */
  knownIds: ReadonlySet<string>;
  /** Ids that cannot be suppressed (the core's own findings about files). */
  coreIds: ReadonlySet<string>;
  /** Whether a rule runs on this file; a directive for a rule turned off is not reported as unused. */
  isEnabled(ruleId: string): boolean;
  /** Rules whose findings no directive may hide (config `unsuppressible`). */
  isUnsuppressible?: (ruleId: string) => boolean;
  /** Told of each directive that names no rule and hid findings, with how many. */
  onBlanket?: (range: Range, suppressed: number) => void;
}

/**
 * A directive, as plain data: found in the per-file pass (where the file's text and positions are
 * at hand) and applied by the run once every finding, catalog rules' included, is known.
 */
export interface Directive {
  /** Rule ids, or empty for every rule. */
  ids: string[];
  reason?: string;
  range: Range;
  doc: number;
  path: JsonPath;
  /** How the directive is named in messages: `"tooldoc-disable"`, `"x-tooldoc.disable"` … */
  text: string;
  /** The tool it sits in or before (its index in the file). */
  tool?: number;
  /** What it covers: findings starting on one line, or on a tool (from a line on). */
  covers: { line: number } | { tool: number; fromLine?: number };
  /** A `tooldoc-disable` comment inside a tool, covering only what follows it. */
  restOfTool?: boolean;
  /** Where `tooldoc-enable` comments end it: from `line` on, for `ids` (empty: every rule). */
  ends?: Array<{ ids: string[]; line: number }>;
}

/** A directive that is malformed whatever the configuration (found with the directives). */
export interface DirectiveProblem {
  message: string;
  range: Range;
  doc: number;
  path: JsonPath;
  tool?: number;
}

export interface FileDirectives {
  directives: Directive[];
  problems: DirectiveProblem[];
}

const COMMENT = /^#\s*tooldoc-(disable-next-line|disable-line|disable|enable)(?=\s|$)(.*)$/;
/** A comment that means to be a directive: reported when it is not one. */
const LOOKS_LIKE = /^#\s*(tooldoc[-_][A-Za-z][\w-]*)/;
const KINDS = ['tooldoc-disable', 'tooldoc-disable-line', 'tooldoc-disable-next-line', 'tooldoc-enable'];
const CONTROL = new Set(['\x02', '\x18', '\x1f']);

/** The file's suppression directives (comments and `x-tooldoc`), or undefined when it has none. */
export function collectDirectives(file: SourceFile, tools: readonly Tool[]): FileDirectives | undefined {
  const out: FileDirectives = { directives: [], problems: [] };
  if (file.kind === 'yaml' && /#\s*tooldoc/.test(file.text)) collectComments(file, tools, out);
  tools.forEach((tool, i) => collectField(tool, i, out));
  return out.directives.length || out.problems.length ? out : undefined;
}

/**
 * Marks the findings of one file that a directive covers and returns the findings about the
 * directives themselves (invalid, unsuppressible, unused). `tools` are the file's tools as the run
 * knows them (their names and catalog indexes).
 */
export function applySuppressions(
  file: string,
  found: FileDirectives,
  tools: ReadonlyArray<{ name: string; index: number }>,
  diagnostics: Diagnostic[],
  options: SuppressionOptions,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const invalid = (message: string, range: Range, doc: number, path: JsonPath, tool?: number) =>
    out.push(coreDiagnostic(INVALID_ID, 'warning', message, file, range, doc, path, tool === undefined ? undefined : tools[tool]));
  for (const p of found.problems) invalid(p.message, p.range, p.doc, p.path, p.tool);
  const directives = found.directives;
  for (const dir of directives) {
    for (const id of dir.ids) {
      if (!options.knownIds.has(id)) {
        const hint = didYouMean(id, options.knownIds);
        invalid(`Suppression names unknown rule "${id}"${hint ? `; did you mean "${hint}"?` : '.'}`, dir.range, dir.doc, dir.path, dir.tool);
      }
    }
  }
  if (!directives.length) return out;

  const covers = (dir: Directive, d: Diagnostic) => {
    const c = dir.covers;
    // A sidecar's finding reported at its server's definition has no line here: only a directive
    // that covers the whole tool (its x-tooldoc.disable, a comment above it) reaches it.
    if (d.file !== file) return !('line' in c) && d.toolIndex === tools[c.tool]!.index && c.fromLine === undefined;
    if ('line' in c) return d.range.start.line === c.line;
    if (d.toolIndex !== tools[c.tool]!.index || (c.fromLine !== undefined && d.range.start.line < c.fromLine)) return false;
    // A tooldoc-enable of this rule (or of every rule) before the finding ends the range.
    return !dir.ends?.some((e) => e.line <= d.range.start.line && (!e.ids.length || e.ids.includes(d.ruleId)));
  };
  const used = new Map<Directive, Set<string>>(directives.map((dir) => [dir, new Set()]));
  const hidden = new Map<Directive, number>();
  const refused = new Map<Directive, Set<string>>();
  for (const d of diagnostics) {
    if (d.suppressed || options.coreIds.has(d.ruleId)) continue;
    for (const dir of directives) {
      if ((dir.ids.length && !dir.ids.includes(d.ruleId)) || !covers(dir, d)) continue;
      used.get(dir)!.add(dir.ids.length ? d.ruleId : '*');
      if (options.isUnsuppressible?.(d.ruleId)) {
        let ids = refused.get(dir);
        if (!ids) refused.set(dir, (ids = new Set()));
        ids.add(d.ruleId);
        break;
      }
      d.suppressed = dir.reason ? { kind: 'inline', justification: dir.reason } : { kind: 'inline' };
      if (!dir.ids.length) hidden.set(dir, (hidden.get(dir) ?? 0) + 1);
      break;
    }
  }
  for (const [dir, ids] of refused) {
    for (const id of ids) {
      invalid(`${dir.text} cannot hide "${id}": the config lists it as unsuppressible; fix the finding instead.`, dir.range, dir.doc, dir.path, dir.tool);
    }
  }
  for (const [dir, count] of hidden) options.onBlanket?.(dir.range, count);

  if (options.unusedSeverity !== 'off') {
    for (const dir of directives) {
      const ids = dir.ids.length ? dir.ids : ['*'];
      for (const id of ids) {
        if (used.get(dir)!.has(id) || (id !== '*' && (!options.knownIds.has(id) || !options.isEnabled(id)))) continue;
        const what = (id === '*' ? 'every rule' : `"${id}"`) + (dir.restOfTool ? ' (it covers the lines after it; put it above the tool to cover the whole tool)' : '');
        out.push(
          coreDiagnostic(
            UNUSED_ID,
            options.unusedSeverity,
            `Unused suppression: ${dir.text} of ${what} matches no finding; remove it.`,
            file,
            dir.range,
            dir.doc,
            dir.path,
            dir.tool === undefined ? undefined : tools[dir.tool],
          ),
        );
      }
    }
  }
  return out;
}

function coreDiagnostic(ruleId: string, severity: Severity, message: string, file: string, range: Range, doc: number, path: JsonPath, tool?: { name: string; index: number }): Diagnostic {
  const d: Diagnostic = { ruleId, severity, level: null, message, file, pointer: toPointer(path), path, doc, range };
  if (tool) {
    d.tool = tool.name;
    d.toolIndex = tool.index;
  }
  return d;
}

function parseIds(rest: string): { ids: string[]; reason?: string } {
  const m = /^(.*?)(?:(?:^|\s)--(?:\s+(.*))?)?$/.exec(rest.trim())!;
  const ids = (m[1] ?? '').split(/[\s,]+/).filter(Boolean);
  const reason = m[2]?.trim();
  return reason ? { ids, reason } : { ids };
}

interface Span {
  tool: number;
  start: number;
  end: number;
}

function collectComments(file: SourceFile, tools: readonly Tool[], out: FileDirectives): void {
  // A `\r` alone is a line break too (src/parse/lines.ts); the lexer knows only `\n` and `\r\n`.
  const text = withLineFeeds(file.text);
  const starts = lineStarts(text);
  const lineOf = (offset: number) => positionIn(starts, offset).line;
  const lines = text.split('\n');
  const spans: Span[] = tools
    .map((tool, i) => {
      const r = file.locate(tool.doc, tool.basePath, 'value');
      return { tool: i, start: r.start.line, end: r.end.line };
    })
    .sort((a, b) => a.start - b.start);

  let offset = 0;
  let doc = 0;
  for (const token of lexer().lex(text)) {
    if (CONTROL.has(token)) {
      if (token === '\x02' && offset > 0) doc++;
      continue;
    }
    const at = offset;
    offset += token.length;
    if (token[0] !== '#') continue;
    const m = COMMENT.exec(token);
    const looks = m ? undefined : LOOKS_LIKE.exec(token);
    if (!m && !looks) continue;
    const line = lineOf(at);
    const column = at - starts[line - 1]! + 1;
    const range: Range = { start: { line, column }, end: { line, column: column + token.length } };
    const within = spans.find((s) => s.start <= line && line <= s.end);
    if (!m) {
      const said = looks![1]!;
      const hint = didYouMean(said, KINDS);
      out.problems.push({
        message: `Unknown directive "${said}"${hint ? `; did you mean "${hint}"?` : `; the directives are ${KINDS.join(', ')}.`}`,
        range,
        doc,
        path: [],
        ...(within ? { tool: within.tool } : {}),
      });
      continue;
    }
    const kind = m[1]!;
    const { ids, reason } = parseIds(m[2] ?? '');
    const text = `"tooldoc-${kind}"`;
    if (kind === 'enable') {
      // Ends the ranges of the tooldoc-disable comments before it in the same tool.
      const open = within ? out.directives.filter((d) => d.text === '"tooldoc-disable"' && d.tool === within.tool && 'tool' in d.covers && (d.covers.fromLine ?? 0) < line) : [];
      const ending = open.filter((d) => !ids.length || !d.ids.length || ids.some((id) => d.ids.includes(id)));
      if (!ending.length) {
        out.problems.push({ message: `${text}${ids.length ? ` of ${ids.map((i) => `"${i}"`).join(', ')}` : ''} has no tooldoc-disable of ${ids.length === 1 ? 'that rule' : 'those rules'} before it in this tool; remove it.`, range, doc, path: [], ...(within ? { tool: within.tool } : {}) });
        continue;
      }
      for (const d of ending) (d.ends ??= []).push({ ids, line });
      continue;
    }
    if (kind === 'disable-line') {
      // A trailing comment covers its own line; alone on a line it would cover nothing.
      if (!lines[line - 1]!.slice(0, column - 1).trim()) {
        out.problems.push({ message: `${text} covers the line it is on, and this line holds nothing else; put it after the value, or use "tooldoc-disable-next-line".`, range, doc, path: [], ...(within ? { tool: within.tool } : {}) });
        continue;
      }
      out.directives.push({ ids, ...(reason ? { reason } : {}), range, doc, path: [], text, ...(within ? { tool: within.tool } : {}), covers: { line } });
      continue;
    }
    if (kind === 'disable-next-line') {
      let target = line + 1;
      while (target <= lines.length && /^\s*(#.*)?\r?$/.test(lines[target - 1]!)) target++;
      const inTool = spans.find((s) => s.start <= target && target <= s.end) ?? spans.find((s) => s.start <= line && line <= s.end);
      out.directives.push({ ids, ...(reason ? { reason } : {}), range, doc, path: [], text, ...(inTool ? { tool: inTool.tool } : {}), covers: { line: target } });
    } else {
      const span = spans.find((s) => s.start <= line && line <= s.end) ?? spans.find((s) => s.start > line);
      if (!span) {
        out.problems.push({ message: `${text} is not inside or before a tool, so it covers nothing; move it into the tool it should silence.`, range, doc, path: [] });
        continue;
      }
      const tool = span.tool;
      out.directives.push({
        ids,
        ...(reason ? { reason } : {}),
        range,
        doc,
        path: [],
        text,
        tool,
        ...(span.start < line ? { restOfTool: true } : {}),
        covers: { tool, fromLine: line },
      });
    }
  }
}

function collectField(tool: Tool, index: number, out: FileDirectives): void {
  const invalid = (message: string, range: Range, doc: number, path: JsonPath) => out.problems.push({ message, range, doc, path, tool: index });
  if (!Object.prototype.hasOwnProperty.call(tool.descriptor, 'x-tooldoc')) return;
  const field = tool.descriptor['x-tooldoc'];
  const at = (p: JsonPath) => tool.sourcePath(p);
  const range = (p: JsonPath) => tool.file.locate(tool.doc, at(p), 'value');
  if (!isObject(field)) {
    invalid('"x-tooldoc" must be a mapping such as {disable: [rule-id], reason: "why"}.', range(['x-tooldoc']), tool.doc, at(['x-tooldoc']));
    return;
  }
  if (field.disable === undefined) return;
  const list = typeof field.disable === 'string' ? [field.disable] : field.disable;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
    invalid('"x-tooldoc.disable" must be a list of rule ids.', range(['x-tooldoc', 'disable']), tool.doc, at(['x-tooldoc', 'disable']));
    return;
  }
  if (field.reason !== undefined && typeof field.reason !== 'string') {
    invalid('"x-tooldoc.reason" must be a string saying why the rules are disabled.', range(['x-tooldoc', 'reason']), tool.doc, at(['x-tooldoc', 'reason']));
  }
  const reason = typeof field.reason === 'string' && field.reason.trim() ? field.reason.trim() : undefined;
  list.forEach((id, i) => {
    const p: JsonPath = typeof field.disable === 'string' ? ['x-tooldoc', 'disable'] : ['x-tooldoc', 'disable', i];
    out.directives.push({
      ids: [id],
      ...(reason ? { reason } : {}),
      range: range(p),
      doc: tool.doc,
      path: at(p),
      text: '"x-tooldoc.disable"',
      tool: index,
      covers: { tool: index },
    });
  });
}
