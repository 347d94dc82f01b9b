/**
 * Line breaks as YAML 1.2 and the Language Server Protocol count them: `\r\n`, `\n`, and a `\r` on
 * its own (files saved by classic Mac OS tools). Every position tooldoc gives (1-based line and
 * column, in UTF-16 code units) is counted with these, so an editor shows it on the line it names.
 */

/** Offsets where each line starts: 0, then after every line break. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/**
 * The text with each `\r` that is a line break on its own made a `\n`: the same length, so every
 * offset stays where it was. For the parsers, lexers and scanners that know only `\n` and `\r\n`
 * (the `yaml` package reads a lone `\r` as part of the line).
 */
export function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/** The 1-based line and column of an offset, given the text's line starts. */
export function positionIn(starts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}
