/** Code frames: the source lines around each finding, long lines cut around its column, read a file at a time. */
import type { FileResult, LintResult, Range } from '../../../types/index.js';
import type { ReporterOptions } from '../../types.js';
import type { Dashboard, FindingData, SourceWindow } from './types.js';

/** Lines shown before and after a finding, and at most this many lines of a finding that spans several. */
export const FRAME_BEFORE = 2;
export const FRAME_AFTER = 2;
export const FRAME_SPAN = 3;
/** Characters of a source line kept in a frame; a longer line is cut around the finding's column. */
export const MAX_LINE = 240;
/** Characters kept before the finding's column when a long line is cut. */
const LEAD = 60;

/** The lines of a finding's code frame, first and last (1-based), or undefined when its line is not in the text. */
export function frameLines(range: Range, lineCount: number): [number, number] | undefined {
  const start = range.start.line;
  if (!Number.isInteger(start) || start < 1 || start > lineCount) return undefined;
  const end = Math.min(Math.max(range.end.line, start), start + FRAME_SPAN - 1, lineCount);
  return [Math.max(1, start - FRAME_BEFORE), Math.min(lineCount, end + FRAME_AFTER)];
}

/**
 * One line of a frame: the text, or for a line longer than MAX_LINE the kept part, how many
 * characters were cut before it and whether more follow.
 */
export type FrameLine = string | [text: string, cutBefore: number, cutAfter: boolean];

/** Cuts a long line to MAX_LINE characters around `column` (1-based), never inside a surrogate pair. */
export function cutLine(line: string, column: number | undefined): FrameLine {
  if (line.length <= MAX_LINE) return line;
  let from = column === undefined ? 0 : Math.max(0, Math.min(column - 1 - LEAD, line.length - MAX_LINE));
  if (from > 0 && isLowSurrogate(line.charCodeAt(from))) from--;
  let to = Math.min(line.length, from + MAX_LINE);
  if (to < line.length && isLowSurrogate(line.charCodeAt(to))) to--;
  return [line.slice(from, to), from, to < line.length];
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The text of files, read when first asked for and kept for the last few files asked for. */
export class Sources {
  readonly #texts = new Map<string, string[] | undefined>();
  #byName: Map<string, FileResult> | undefined;
  constructor(
    private readonly result: LintResult,
    private readonly options: ReporterOptions,
    private readonly keep = 4,
  ) {}

  /** The lines of `file` (as the result names it), or undefined for a live server, a file gone or unreadable. */
  lines(file: string, entry?: FileResult): string[] | undefined {
    if (this.#texts.has(file)) {
      const lines = this.#texts.get(file);
      // Most recently used last.
      this.#texts.delete(file);
      this.#texts.set(file, lines);
      return lines;
    }
    this.#byName ??= new Map(this.result.files.map((x) => [x.file, x]));
    const f = entry ?? this.#byName.get(file);
    let text: string | undefined;
    if (!f?.server && !file.startsWith('server:')) {
      try {
        text = f?.text ?? this.options.readSource?.(file);
      } catch {
        text = undefined;
      }
    }
    const lines = text === undefined ? undefined : text.split(/\r\n|\r|\n/);
    // A final line break ends the last line; it does not start another.
    if (lines && lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    this.#texts.set(file, lines);
    if (this.#texts.size > this.keep) this.#texts.delete(this.#texts.keys().next().value!);
    return lines;
  }
}

/** An entry's source windows: each finding's frame, merged with the frames it overlaps in the same file. */
export class FrameBuilder {
  readonly windows: SourceWindow[] = [];
  /** Long lines cut around a finding's column (`window:line`); others were cut at their start and may be cut again for a finding on them. */
  readonly #anchored = new Set<string>();
  constructor(
    private readonly board: Dashboard,
    private readonly sources: Sources,
  ) {}

  frame(file: string, range: Range, entry: FileResult | undefined): FindingData['fr'] {
    const lines = this.sources.lines(file, entry);
    if (!lines) return undefined;
    const span = frameLines(range, lines.length);
    if (!span) return undefined;
    const f = this.board.fileIndex.get(file) ?? -1;
    const [first, last] = span;
    // Frames come in line order within a file, mostly: merge with a window this one overlaps or touches.
    let index = this.windows.findIndex((w) => w.f === f && first <= w.from + w.lines.length && last >= w.from - 1);
    if (index === -1) {
      index = this.windows.length;
      this.windows.push({ f, from: first, lines: [] });
    }
    const w = this.windows[index]!;
    if (first < w.from) {
      const before: FrameLine[] = [];
      for (let n = first; n < w.from; n++) before.push(this.cut(lines, n, range, index));
      w.lines.unshift(...before);
      w.from = first;
    }
    for (let n = w.from + w.lines.length; n <= last; n++) w.lines.push(this.cut(lines, n, range, index));
    // A long line first kept as another finding's context is cut again around this finding's column.
    const start = range.start.line;
    if (typeof w.lines[start - w.from] !== 'string' && !this.#anchored.has(`${index}:${start}`)) w.lines[start - w.from] = this.cut(lines, start, range, index);
    return [index, first, last];
  }

  private cut(lines: readonly string[], n: number, range: Range, window: number): FrameLine {
    const line = lines[n - 1]!;
    if (n !== range.start.line || line.length <= MAX_LINE) return cutLine(line, undefined);
    this.#anchored.add(`${window}:${n}`);
    return cutLine(line, range.start.column);
  }
}
