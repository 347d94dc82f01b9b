/**
 * Fixes as text: a rule says what to change in the descriptor's own terms (add this key to that
 * mapping, rename this key; `FixDescriptor` in src/types/index.ts), and this module finds where in the
 * file's YAML or JSON that goes and writes it in the file's style: a new line at the entry's
 * indentation in a block mapping, `, key: value` in a flow mapping, quoted keys and commas in JSON.
 *
 * Every edit is checked against the text before it is made: the key it hangs on must be found, as
 * written, inside the mapping. A place the parser cannot point at exactly (a key that came from a
 * YAML merge, a mapping that is an alias) gives no fix rather than a wrong one. Pure: text in,
 * edits out.
 */
import type { DiagnosticFix, FixDescriptor, FixOperation, JsonPath, Position, Range, SourceFile, TextEdit } from '../types/index.js';
import { isObject } from '../toolkit/util.js';
import { lineStarts, positionIn } from '../parse/lines.js';
import { ownString } from './outcome.js';

/** What a fix of a tool is placed with: its file, its document, its descriptor and how its paths map to the file. */
export interface FixTarget {
  file: SourceFile;
  doc: number;
  /** The descriptor as the rules read it (the keys of its mappings, in order). */
  descriptor: Record<string, unknown>;
  /** A path of the descriptor in the file's document (platform formats name fields differently). */
  sourcePath(path: JsonPath): JsonPath;
}

/** A rule's fix as text edits on its file, or undefined when one of its edits cannot be placed exactly. */
export function textFix(target: FixTarget, fix: FixDescriptor, preferred: boolean): DiagnosticFix | undefined {
  const lines = linesOf(target.file);
  const edits: TextEdit[] = [];
  for (const op of fix.edits) {
    const edit = placeOperation(target, lines, op);
    if (!edit) return undefined;
    edits.push(edit);
  }
  if (!edits.length || overlapping(edits, lines)) return undefined;
  return { title: ownString(fix.title), preferred, edits };
}

function placeOperation(target: FixTarget, lines: Lines, op: FixOperation): TextEdit | undefined {
  if (op.op === 'rename') {
    if (!op.path.length) return undefined;
    const from = op.path[op.path.length - 1]!;
    if (typeof from !== 'string') return undefined;
    return renameKey(target.file, target.doc, target.sourcePath(op.path), op.to, lines);
  }
  if (op.op === 'replace') {
    const old = valueAt(target.descriptor, op.path);
    if (old === undefined || (old !== null && typeof old === 'object')) return undefined;
    return replaceScalar(target.file, target.doc, target.sourcePath(op.path), old as string | number | boolean | null, op.value, lines);
  }
  const mapping = valueAt(target.descriptor, op.path);
  if (!isObject(mapping) || Object.prototype.hasOwnProperty.call(mapping, op.key)) return undefined;
  const mapPath = target.sourcePath(op.path);
  const keys = Object.keys(mapping);
  // The entry to add after: the first of `after` the mapping has, else its last key, else (when that
  // one cannot be placed, say it came from a merge) the ones before it.
  // A YAML merge entry (`<<: *defaults`) is written in the mapping even when the keys it brings are not.
  const candidates = [...(op.after ?? []).filter((k) => keys.includes(k)), ...[...keys].reverse(), ...(target.file.kind === 'yaml' && !keys.includes('<<') ? ['<<'] : [])];
  if (!keys.length) return insertIntoMapping(target.file, target.doc, mapPath, undefined, op.key, op.value, lines);
  for (const anchor of candidates) {
    const inFile = target.sourcePath([...op.path, anchor]);
    const last = inFile[inFile.length - 1];
    // The key must be this mapping's own, as the file names it.
    if (typeof last !== 'string' || inFile.length !== mapPath.length + 1 || !mapPath.every((s, i) => s === inFile[i])) continue;
    const edit = insertIntoMapping(target.file, target.doc, mapPath, last, op.key, op.value, lines);
    if (edit) return edit;
  }
  return undefined;
}

/**
 * The edit that adds `key: value` to the mapping at `mapPath` of a document (a path in the file),
 * after the entry `anchor` (a key of that mapping as the file writes it), or into an empty `{}` when
 * `anchor` is undefined. Undefined when the mapping or the entry cannot be found exactly.
 */
export function insertIntoMapping(
  file: SourceFile,
  doc: number,
  mapPath: JsonPath,
  anchor: string | undefined,
  key: string,
  value: unknown,
  lines = new Lines(file.text),
  /** In a block mapping, write a mapping or sequence value in block style, on lines of its own (default: flow, on one line). */
  block = false,
): TextEdit | undefined {
  const text = file.text;
  const json = file.kind === 'json';
  const mapRange = file.locate(doc, mapPath, 'value');
  const mapStart = lines.offset(mapRange.start);
  const mapEnd = lines.offset(mapRange.end);
  const body = skipProperties(text, mapStart);
  const flow = json || text[body] === '{';
  const entry = json ? `${JSON.stringify(key)}: ${jsonValue(value)}` : `${yamlKey(key)}: ${yamlValue(value)}`;
  if (anchor === undefined) {
    // An empty mapping is written `{}`: put the entry between the braces.
    if (!flow || text[body] !== '{' || text[mapEnd - 1] !== '}' || text.slice(body + 1, mapEnd - 1).trim()) return undefined;
    return { range: lines.range(body + 1, mapEnd - 1), newText: entry };
  }
  const keyRange = file.locate(doc, [...mapPath, anchor], 'key');
  const keyStart = lines.offset(keyRange.start);
  const keyEnd = lines.offset(keyRange.end);
  // Inside the mapping, and the key as written: a path the parser cannot follow falls back to a parent.
  if (keyStart < mapStart || keyEnd > mapEnd || (keyStart === mapStart && keyEnd === mapEnd)) return undefined;
  if (!keyForms(anchor, json).includes(text.slice(keyStart, keyEnd))) return undefined;
  const valueRange = file.locate(doc, [...mapPath, anchor], 'value');
  const eol = lines.eol;
  const keyLine = keyRange.start.line;
  const before = text.slice(lines.offset({ line: keyLine, column: 1 }), keyStart);
  const indent = /^[ \t]*$/.test(before) ? before : ' '.repeat(before.length);
  if (!flow) {
    // A block mapping: a line of its own after the entry's last line (after any comment on it).
    let line = valueRange.end.line;
    if (valueRange.end.column === 1 && line > keyLine) {
      line--;
      while (line > keyLine && !lines.text(line).trim()) line--;
    }
    const at = lines.lineEnd(line);
    const written = block && isCollection(value) ? `${yamlKey(key)}:${eol}${yamlBlock(value, indent + '  ', eol)}` : entry;
    return { range: lines.range(at, at), newText: `${eol}${indent}${written}` };
  }
  // A flow mapping or a JSON object: right after the entry's value, on a line of its own when the
  // entries are one per line.
  const at = Math.max(lines.offset(valueRange.end), keyEnd);
  if (at > mapEnd) return undefined;
  const ownLine = /^[ \t]*$/.test(before) && mapRange.start.line !== keyLine;
  return { range: lines.range(at, at), newText: ownLine ? `,${eol}${indent}${entry}` : `, ${entry}` };
}

/**
 * The edit that replaces the value of the mapping entry at `valuePath` (a path in the file, ending
 * in the entry's key) with `value`, in the file's style: in a block mapping a mapping or sequence is
 * written in block style on lines of its own and anything else after the key; in a flow mapping, or
 * in place of a value written in flow style, in flow style; in JSON as JSON, indented as the file is. A comment on the key's line stays. Undefined
 * when the key is not found as written, or its value does not follow it (an alias, a merge).
 */
export function replaceValue(file: SourceFile, doc: number, valuePath: JsonPath, value: unknown, lines = new Lines(file.text)): TextEdit | undefined {
  const key = valuePath[valuePath.length - 1];
  if (typeof key !== 'string') return undefined;
  const text = file.text;
  const json = file.kind === 'json';
  const keyRange = file.locate(doc, valuePath, 'key');
  const keyStart = lines.offset(keyRange.start);
  const keyEnd = lines.offset(keyRange.end);
  if (!keyForms(key, json).includes(text.slice(keyStart, keyEnd))) return undefined;
  const range = file.locate(doc, valuePath, 'value');
  const start = lines.offset(range.start);
  let end = lines.offset(range.end);
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (start < keyEnd) return undefined;
  const lineStart = lines.offset({ line: keyRange.start.line, column: 1 });
  const before = text.slice(lineStart, keyStart);
  const indent = /^[ \t]*$/.test(before) ? before : ' '.repeat(before.length);
  if (json) return { range: lines.range(start, end), newText: jsonBlock(value, /^[ \t]*/.exec(before)![0], jsonUnit(text), lines.eol) };
  // In a flow mapping, or where the value was written in flow style: in flow style, where it was.
  const parent = file.locate(doc, valuePath.slice(0, -1), 'value');
  if (text[skipProperties(text, lines.offset(parent.start))] === '{' || /^[{[]/.test(text.slice(skipProperties(text, start), end))) return { range: lines.range(start, end), newText: yamlValue(value) };
  // A block mapping: from right after the key's colon, so that a value may move to the lines below it or up beside it.
  const colon = text.indexOf(':', keyEnd);
  if (colon === -1 || colon >= start || text.slice(keyEnd, colon).trim()) return undefined;
  const comment = /(?:^|\s)(#[^\r\n]*)/.exec(text.slice(colon + 1, start))?.[1];
  const newText = isCollection(value) ? `${comment ? ` ${comment}` : ''}${lines.eol}${yamlBlock(value, indent + '  ', lines.eol)}` : ` ${blockScalar(value)}${comment ? ` ${comment}` : ''}`;
  return { range: lines.range(colon + 1, end), newText };
}

/**
 * The edit that adds `value` as a new last item of the sequence at `seqPath` (a path in the file),
 * which has `count` items, in the style of the one before it: `- …` on lines of its own in a block
 * sequence, `, …` in a flow sequence or a JSON array. Undefined for an empty sequence, or an item
 * that cannot be found exactly.
 */
export function appendToSequence(file: SourceFile, doc: number, seqPath: JsonPath, count: number, value: unknown, lines = new Lines(file.text)): TextEdit | undefined {
  if (count < 1) return undefined;
  const text = file.text;
  const json = file.kind === 'json';
  const seqStart = skipProperties(text, lines.offset(file.locate(doc, seqPath, 'value').start));
  const last = file.locate(doc, [...seqPath, count - 1], 'value');
  const start = lines.offset(last.start);
  let end = lines.offset(last.end);
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  const lineStart = lines.offset({ line: last.start.line, column: 1 });
  const before = text.slice(lineStart, start);
  const eol = lines.eol;
  if (json || text[seqStart] === '[') {
    const ownLine = /^[ \t]*$/.test(before) && lines.position(seqStart).line !== last.start.line;
    const rendered = json ? jsonBlock(value, before, jsonUnit(text), eol) : yamlValue(value);
    return { range: lines.range(end, end), newText: ownLine ? `,${eol}${before}${rendered}` : `, ${rendered}` };
  }
  const dash = /^([ \t]*)-[ \t]+$/.exec(before);
  if (!dash) return undefined;
  const item = yamlBlock(value, dash[1]! + '  ', eol);
  const at = lines.lineEnd(lines.position(end).line);
  return { range: lines.range(at, at), newText: `${eol}${dash[1]}- ${item.slice(dash[1]!.length + 2)}` };
}

/** The edit that renames the key at `keyPath` (a path in the file) to `to`, in the quoting it was written in. */
export function renameKey(file: SourceFile, doc: number, keyPath: JsonPath, to: string, lines = new Lines(file.text)): TextEdit | undefined {
  const from = keyPath[keyPath.length - 1];
  if (typeof from !== 'string') return undefined;
  const json = file.kind === 'json';
  const range = file.locate(doc, keyPath, 'key');
  const written = file.text.slice(lines.offset(range.start), lines.offset(range.end));
  const forms = keyForms(from, json);
  const i = forms.indexOf(written);
  if (i === -1) return undefined;
  const newText = json ? JSON.stringify(to) : written.startsWith('"') ? JSON.stringify(to) : written.startsWith("'") ? `'${to.replace(/'/g, "''")}'` : yamlKey(to);
  return { range, newText };
}

/**
 * The edit that replaces the scalar at `valuePath` (a path in the file), which holds `from`, with
 * `to`, in the quoting `from` was written in. Undefined when the text there is not `from` as written
 * (a value that came from an alias, a block scalar, a path that is not there).
 */
export function replaceScalar(file: SourceFile, doc: number, valuePath: JsonPath, from: string | number | boolean | null, to: string | number | boolean | null, lines = new Lines(file.text)): TextEdit | undefined {
  const json = file.kind === 'json';
  const range = file.locate(doc, valuePath, 'value');
  const written = file.text.slice(lines.offset(range.start), lines.offset(range.end));
  const forms = typeof from === 'string' ? keyForms(from, json) : json ? [JSON.stringify(from)] : [JSON.stringify(from), ...(from === null ? ['~', 'Null', 'NULL'] : [])];
  if (!forms.includes(written)) return undefined;
  const newText = json || typeof to !== 'string' ? JSON.stringify(to) : written.startsWith('"') ? JSON.stringify(to) : written.startsWith("'") ? `'${to.replace(/'/g, "''")}'` : yamlKey(to);
  return { range, newText };
}

/** The text with the edits made (edits must not overlap). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const lines = new Lines(text);
  const placed = edits.map((e) => ({ from: lines.offset(e.range.start), to: lines.offset(e.range.end), newText: e.newText })).sort((a, b) => b.from - a.from || b.to - a.to);
  let out = text;
  for (const e of placed) out = out.slice(0, e.from) + e.newText + out.slice(e.to);
  return out;
}

function overlapping(edits: readonly TextEdit[], lines: Lines): boolean {
  const spans = edits.map((e) => [lines.offset(e.range.start), lines.offset(e.range.end)] as const).sort((a, b) => a[0] - b[0]);
  return spans.some((s, i) => i > 0 && s[0] < spans[i - 1]![1]);
}

/** Past a node's anchor and tag (`&base !!map`), to where its content starts. */
function skipProperties(text: string, at: number): number {
  const props = /^(?:[&!][^\s{}[\],]*[ \t]*(?:#[^\n]*)?\s*)*/.exec(text.slice(at, at + 512));
  return at + (props?.[0].length ?? 0);
}

function valueAt(root: unknown, path: JsonPath): unknown {
  let cur = root;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObject(cur) && typeof seg === 'string' && Object.prototype.hasOwnProperty.call(cur, seg)) cur = cur[seg];
    else return undefined;
  }
  return cur;
}

/** How a key may be written: plain, double- or single-quoted in YAML; double-quoted in JSON. */
function keyForms(key: string, json: boolean): string[] {
  return json ? [JSON.stringify(key)] : [key, JSON.stringify(key), `'${key.replace(/'/g, "''")}'`];
}

const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~|\.nan|\.inf|-\.inf)$/i;
const PLAIN = /^[A-Za-z_$][\w$./-]*$/;

/** A string as a YAML scalar: plain when that reads back as the same string, else double-quoted. */
function yamlKey(s: string): string {
  return PLAIN.test(s) && !RESERVED.test(s) ? s : JSON.stringify(s);
}

function yamlValue(v: unknown): string {
  if (typeof v === 'string') return yamlKey(v);
  if (Array.isArray(v)) return `[${v.map(yamlValue).join(', ')}]`;
  if (isObject(v)) return `{${Object.entries(v).map(([k, x]) => `${yamlKey(k)}: ${yamlValue(x)}`).join(', ')}}`;
  return v === undefined ? 'null' : JSON.stringify(v);
}

/** A mapping or sequence with entries: what block style writes on lines of its own. */
function isCollection(v: unknown): boolean {
  return Array.isArray(v) ? v.length > 0 : isObject(v) && Object.keys(v).length > 0;
}

/** Plain in a block context: it reads back as the same string (no indicator, no `: ` or ` #`, nothing a flow collection would take). */
const BLOCK_PLAIN = /^[A-Za-z_$/][ -~]*$/;
const NOT_PLAIN = /[:#,[\]{}"'\\`]/;

/**
 * A scalar in a block context: a string plain when that reads back as the same string, else
 * single-quoted when it holds a double quote or a backslash and nothing to escape, else
 * double-quoted (JSON's escapes are YAML's).
 */
function blockScalar(v: unknown): string {
  if (typeof v !== 'string') return yamlValue(v);
  if (BLOCK_PLAIN.test(v) && !NOT_PLAIN.test(v) && !/\s$/.test(v) && !RESERVED.test(v)) return v;
  // eslint-disable-next-line no-control-regex -- what a single-quoted scalar cannot hold as it is
  return /["\\]/.test(v) && !/[\u0000-\u001F\u007F-\u009F\u2028\u2029\uFEFF]/.test(v) ? `'${v.replace(/'/g, "''")}'` : JSON.stringify(v);
}

/** A value in block style, every line indented by `indent`: mappings as `key: value` lines, sequences as `- item` lines. */
export function yamlBlock(v: unknown, indent: string, eol = '\n'): string {
  return blockLines(v, indent).join(eol);
}

function blockLines(v: unknown, indent: string): string[] {
  if (Array.isArray(v) && v.length) {
    return v.flatMap((x) => {
      if (!isCollection(x)) return [`${indent}- ${blockScalar(x)}`];
      const inner = blockLines(x, indent + '  ');
      inner[0] = `${indent}- ${inner[0]!.slice(indent.length + 2)}`;
      return inner;
    });
  }
  if (isObject(v) && Object.keys(v).length) {
    return Object.entries(v).flatMap(([k, x]) => (isCollection(x) ? [`${indent}${yamlKey(k)}:`, ...blockLines(x, indent + '  ')] : [`${indent}${yamlKey(k)}: ${blockScalar(x)}`]));
  }
  return [`${indent}${blockScalar(v)}`];
}

/** The indentation a JSON file steps by (that of its first indented line), or none for a file on one line. */
function jsonUnit(text: string): string | undefined {
  if (!/[\r\n]/.test(text.trim())) return undefined;
  return /[\r\n]([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}

/** A value as JSON, its lines after the first indented by `indent` (on one line when the file is). */
function jsonBlock(v: unknown, indent: string, unit: string | undefined, eol: string): string {
  if (unit === undefined) return JSON.stringify(v);
  return JSON.stringify(v, null, unit).split('\n').join(eol + indent);
}

function jsonValue(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(jsonValue).join(', ')}]`;
  if (isObject(v)) return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${jsonValue(x)}`).join(', ')}}`;
  return v === undefined ? 'null' : JSON.stringify(v);
}

/** Offsets and 1-based positions of a text (columns in UTF-16 code units, as tooldoc's ranges are). */
/**
 * One line index per file, shared by its fixes: a file of a thousand tools, each with a fix, must not
 * be scanned a thousand times (the language server lints a whole workspace with fixes on).
 */
const linesByFile = new WeakMap<SourceFile, Lines>();
function linesOf(file: SourceFile): Lines {
  let lines = linesByFile.get(file);
  if (!lines) linesByFile.set(file, (lines = new Lines(file.text)));
  return lines;
}

/** A text's lines, its line breaks counted as every position is (`\r\n`, `\n`, a `\r` alone: src/parse/lines.ts). */
export class Lines {
  private readonly starts: number[];
  /** The text's line break: `\r\n` when it uses it, else `\r` when that alone is, else `\n`. */
  readonly eol: string;
  constructor(private readonly source: string) {
    this.starts = lineStarts(source);
    this.eol = source.includes('\r\n') ? '\r\n' : source.includes('\r') ? '\r' : '\n';
  }

  get count(): number {
    return this.starts.length;
  }

  offset(p: Position): number {
    const start = this.starts[Math.min(Math.max(p.line, 1), this.starts.length) - 1]!;
    return Math.min(start + Math.max(p.column, 1) - 1, this.source.length);
  }

  position(offset: number): Position {
    return positionIn(this.starts, offset);
  }

  range(from: number, to: number): Range {
    return { start: this.position(from), end: this.position(to) };
  }

  /** A line's text, without its line break. */
  text(line: number): string {
    const start = this.starts[line - 1];
    if (start === undefined) return '';
    return this.source.slice(start, this.lineEnd(line));
  }

  /** The offset where a line's text ends (before its `\r\n`, `\n` or `\r`). */
  lineEnd(line: number): number {
    const next = this.starts[line];
    if (next === undefined) return this.source.length;
    return this.source[next - 1] === '\n' && this.source[next - 2] === '\r' ? next - 2 : next - 1;
  }
}
