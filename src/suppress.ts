/**
 * Inline suppressions: YAML comments and the `x-tooldoc` field of a tool.
 *
 *   # tooldoc-disable-next-line rule-id[, rule-id] -- reason   the next line that is not blank or a comment
 *   # tooldoc-disable rule-id[, rule-id] -- reason             from here to the end of the tool
 *   x-tooldoc: { disable: [rule-id], reason: ... }             the whole tool (JSON has no comments)
 *
 * Without ids a directive covers every rule. A suppressed finding is kept, marked `suppressed`
 * (kind "inline", with the reason as justification), so reports count and show it; it no longer
 * gates the grade or the exit code. A directive that suppresses nothing is reported as
 * `suppression/unused`, one with an unknown rule id as `suppression/invalid`. Comments are found
 * with the YAML lexer, so "# tooldoc-disable" inside a block scalar is text, not a directive.
 */
import { Lexer } from 'yaml';
import type { Diagnostic, JsonPath, Range, Severity, SourceFile, Tool } from './types.js';
import { didYouMean, isObject, toPointer } from './toolkit/util.js';

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

interface Directive {
  /** Rule ids, or empty for every rule. */
  ids: string[];
  reason?: string;
  range: Range;
  doc: number;
  path: JsonPath;
  /** Whether a diagnostic falls under the directive (before the rule id is checked). */
  covers(d: Diagnostic): boolean;
  used: Set<string>;
  text: string;
  tool?: Tool;
  /** A `tooldoc-disable` comment inside a tool, covering only what follows it. */
  restOfTool?: boolean;
}

const COMMENT = /^#\s*tooldoc-(disable-next-line|disable)(?=\s|$)(.*)$/;
const CONTROL = new Set(['\x02', '\x18', '\x1f']);

/**
 * Marks the diagnostics of one file that a directive covers and returns the findings about the
 * directives themselves (unused, invalid).
 */
export function applySuppressions(file: SourceFile, tools: readonly Tool[], diagnostics: Diagnostic[], options: SuppressionOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  const directives: Directive[] = [];
  const invalid = (message: string, range: Range, doc: number, path: JsonPath, tool?: Tool) =>
    out.push(coreDiagnostic(INVALID_ID, 'warning', message, file.path, range, doc, path, tool));

  if (file.kind === 'yaml' && file.text.includes('tooldoc-disable')) {
    collectComments(file, tools, directives, invalid);
  }
  for (const tool of tools) collectField(tool, directives, invalid);

  for (const dir of directives) {
    for (const id of dir.ids) {
      if (!options.knownIds.has(id)) {
        const hint = didYouMean(id, options.knownIds);
        invalid(`Suppression names unknown rule "${id}"${hint ? `; did you mean "${hint}"?` : '.'}`, dir.range, dir.doc, dir.path, dir.tool);
      }
    }
  }
  if (!directives.length) return out;

  const hidden = new Map<Directive, number>();
  const refused = new Map<Directive, Set<string>>();
  for (const d of diagnostics) {
    if (d.suppressed || options.coreIds.has(d.ruleId)) continue;
    for (const dir of directives) {
      if ((dir.ids.length && !dir.ids.includes(d.ruleId)) || !dir.covers(d)) continue;
      dir.used.add(dir.ids.length ? d.ruleId : '*');
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
        if (dir.used.has(id) || (id !== '*' && (!options.knownIds.has(id) || !options.isEnabled(id)))) continue;
        const what = (id === '*' ? 'every rule' : `"${id}"`) + (dir.restOfTool ? ' (it covers the lines after it; put it above the tool to cover the whole tool)' : '');
        out.push(
          coreDiagnostic(
            UNUSED_ID,
            options.unusedSeverity,
            `Unused suppression: ${dir.text} of ${what} matches no finding; remove it.`,
            file.path,
            dir.range,
            dir.doc,
            dir.path,
            dir.tool,
          ),
        );
      }
    }
  }
  return out;
}

function coreDiagnostic(ruleId: string, severity: Severity, message: string, file: string, range: Range, doc: number, path: JsonPath, tool?: Tool): Diagnostic {
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
  tool: Tool;
  start: number;
  end: number;
}

function collectComments(file: SourceFile, tools: readonly Tool[], directives: Directive[], invalid: (m: string, r: Range, doc: number, p: JsonPath) => void): void {
  const lineStarts = [0];
  for (let i = 0; i < file.text.length; i++) if (file.text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const lines = file.text.split('\n');
  const spans: Span[] = tools
    .map((tool) => {
      const r = file.locate(tool.doc, tool.basePath, 'value');
      return { tool, start: r.start.line, end: r.end.line };
    })
    .sort((a, b) => a.start - b.start);

  let offset = 0;
  let doc = 0;
  for (const token of new Lexer().lex(file.text)) {
    if (CONTROL.has(token)) {
      if (token === '\x02' && offset > 0) doc++;
      continue;
    }
    const at = offset;
    offset += token.length;
    if (token[0] !== '#') continue;
    const m = COMMENT.exec(token);
    if (!m) continue;
    const line = lineOf(at);
    const column = at - lineStarts[line - 1]! + 1;
    const range: Range = { start: { line, column }, end: { line, column: column + token.length } };
    const kind = m[1]!;
    const { ids, reason } = parseIds(m[2] ?? '');
    const text = `"tooldoc-${kind}"`;
    if (kind === 'disable-next-line') {
      let target = line + 1;
      while (target <= lines.length && /^\s*(#.*)?\r?$/.test(lines[target - 1]!)) target++;
      const inTool = spans.find((s) => s.start <= target && target <= s.end) ?? spans.find((s) => s.start <= line && line <= s.end);
      directives.push({ ids, reason, range, doc, path: [], used: new Set(), text, tool: inTool?.tool, covers: (d) => d.range.start.line === target });
    } else {
      const span = spans.find((s) => s.start <= line && line <= s.end) ?? spans.find((s) => s.start > line);
      if (!span) {
        invalid(`${text} is not inside or before a tool, so it covers nothing; move it into the tool it should silence.`, range, doc, []);
        continue;
      }
      const tool = span.tool;
      directives.push({
        ids,
        reason,
        range,
        doc,
        path: [],
        used: new Set(),
        text,
        tool,
        restOfTool: span.start < line,
        covers: (d) => d.toolIndex === tool.index && d.range.start.line >= line,
      });
    }
  }
}

function collectField(tool: Tool, directives: Directive[], invalid: (m: string, r: Range, doc: number, p: JsonPath, t?: Tool) => void): void {
  if (!Object.prototype.hasOwnProperty.call(tool.descriptor, 'x-tooldoc')) return;
  const field = tool.descriptor['x-tooldoc'];
  const at = (p: JsonPath) => tool.sourcePath(p);
  const range = (p: JsonPath) => tool.file.locate(tool.doc, at(p), 'value');
  if (!isObject(field)) {
    invalid('"x-tooldoc" must be a mapping such as {disable: [rule-id], reason: "why"}.', range(['x-tooldoc']), tool.doc, at(['x-tooldoc']), tool);
    return;
  }
  if (field.disable === undefined) return;
  const list = typeof field.disable === 'string' ? [field.disable] : field.disable;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
    invalid('"x-tooldoc.disable" must be a list of rule ids.', range(['x-tooldoc', 'disable']), tool.doc, at(['x-tooldoc', 'disable']), tool);
    return;
  }
  if (field.reason !== undefined && typeof field.reason !== 'string') {
    invalid('"x-tooldoc.reason" must be a string saying why the rules are disabled.', range(['x-tooldoc', 'reason']), tool.doc, at(['x-tooldoc', 'reason']), tool);
  }
  const reason = typeof field.reason === 'string' && field.reason.trim() ? field.reason.trim() : undefined;
  list.forEach((id, i) => {
    const p: JsonPath = typeof field.disable === 'string' ? ['x-tooldoc', 'disable'] : ['x-tooldoc', 'disable', i];
    directives.push({
      ids: [id as string],
      reason,
      range: range(p),
      doc: tool.doc,
      path: at(p),
      used: new Set(),
      text: '"x-tooldoc.disable"',
      tool,
      covers: (d) => d.toolIndex === tool.index,
    });
  });
}
