/**
 * Text laid out in columns for a terminal, by display width (the columns a terminal gives a text:
 * two for a CJK character or an emoji, none for a combining mark or an ANSI colour sequence), as
 * `string-width` computes it, not by string length: a tool named in Korean or with an emoji keeps
 * its row aligned with the others.
 *
 * `string-width` and the grapheme segmenter are made on first use, for a text beyond printable
 * ASCII: making them (ICU's break rules, the emoji patterns) took some 20 ms of every CLI run's
 * start, since the status line and the command-line tables import this module, while most runs lay
 * out ASCII only, or nothing (JSON, SARIF). The bundles load the package from vendor/ then
 * (scripts/bundling.mjs).
 */
import { createRequire } from 'node:module';

const ASCII = /^[\x20-\x7e]*$/;

let stringWidth: ((text: string) => number) | undefined;

/** The columns `text` takes on a terminal. */
export function displayWidth(text: string): number {
  // Printable ASCII (most of what is laid out) is one column a character.
  if (ASCII.test(text)) return text.length;
  stringWidth ??= (createRequire(import.meta.url)('string-width') as typeof import('string-width')).default;
  return stringWidth(text);
}

/** `text`, then spaces up to `width` columns (none when it is that wide already). */
export function padEnd(text: string, width: number): string {
  const w = displayWidth(text);
  return w >= width ? text : text + ' '.repeat(width - w);
}

/** The widest of `texts`, in columns (0 for none). */
export function widest(texts: Iterable<string>): number {
  let w = 0;
  for (const t of texts) w = Math.max(w, displayWidth(t));
  return w;
}

let graphemes: Intl.Segmenter | undefined;

/** `text` cut to at most `width` columns, whole characters only, with `…` where it was cut. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (width < 1) return '';
  let out = '';
  let used = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    const w = displayWidth(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return out + '…';
}
