/**
 * Text from descriptors, servers, HTTP bodies, git and file names is untrusted: written raw to a
 * terminal or a CI log it could clear the screen, move the cursor, hide or reorder what is shown
 * (bidi controls, invisible characters) or be read by the CI runner as a command. Everything tooldoc
 * writes for people passes through `safeOutput` on its way out, in one of two places:
 *
 * - `writeOutput` (src/commands/output.ts): reports, diffs and payloads, to stdout or a file, with the
 *   format's `OutputPolicy` (each reporter declares its own, src/reporters/types.ts); JSON that
 *   `jsonStream` wrote was made safe value by value as it was written (`OutputPolicy.json`);
 * - the CLI's stdout and stderr (`safeStream`, src/cli.ts): every message, a failing server's stderr,
 *   an HTTP error body, git's output and file names among them.
 *
 * What the runners read (checked against their documentation and source):
 * - GitHub Actions reads a line (split at LF, CR or CRLF) as a workflow command when, its leading
 *   white space trimmed, it starts with `::`; it also reads the older `##[command]` form *anywhere* in a
 *   line (the runner looks for the first `##[`), and its log viewer shows `##[error]`, `##[group]` …
 *   as markup. Azure Pipelines reads `##vso[` anywhere in a line.
 * - GitLab folds a section between `section_start:<time>:<name>\r\e[0K` and `section_end:…\r\e[0K`
 *   lines, and renders ANSI escape sequences: both need a raw ESC (and a CR), which never get through.
 *
 * So: every control character (C0 but tab and line feed, DEL, C1), the line and paragraph separators,
 * bidi controls and the invisible characters that hide text (zero-width space, word joiner, invisible
 * operators, Unicode tag characters) are shown as `\uXXXX`; `##[` and `##vso[` are broken wherever they
 * are; and a line whose first characters after white space are `::` has its first `:` escaped, except
 * in a format whose lines are commands by design (`github`). Reporters still make text visible where
 * they lay it out (column widths), but none has to remember to: the boundary does it for all.
 */
import type { TextOutput } from '../types/index.js';

/**
 * Characters that act on a terminal or a log viewer instead of being shown, or hide text: C0 controls,
 * DEL, C1 controls, the Unicode line and paragraph separators, bidirectional formatting characters
 * (ALM, LRM, RLM, LRE…RLO, LRI…PDI), and the invisible characters that can hide text or make two
 * names look alike: the Mongolian vowel separator, zero-width space, word joiner, the invisible
 * operators, the deprecated format characters, a byte-order mark inside text, the interlinear
 * annotation characters and the Unicode tag characters (U+E0000–U+E007F, which can carry a whole
 * hidden ASCII text). Zero-width joiner and non-joiner are left alone: emoji sequences and Persian or
 * Indic text need them. `c0` is the part of the C0 range to include.
 */
const shown = (c0: string) =>
  `[${c0}\\u0080-\\u009F\\u061C\\u180E\\u200B\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB]|\\uDB40[\\uDC00-\\uDC7F]`;
export const UNSAFE = new RegExp(shown('\\u0000-\\u001F\\u007F'), 'g');

/** The same set without C0 controls and DEL, for text whose format already escapes those (JSON). */
export const UNSAFE_ABOVE_ASCII = new RegExp(shown(''), 'g');

/**
 * What JSON.stringify leaves raw of what is shown as `\uXXXX` (DEL and everything above ASCII in the
 * set; it escapes C0 controls itself), and `##[` and `##vso[` in any case: in a JSON text, all of
 * these can only be inside strings, where an escape reads back as the same value.
 */
export const JSON_UNSAFE = new RegExp(`${shown('\\u007F')}|##(?:[vV][sS][oO])?\\[`, 'g');

/** `\u001B` for ESC: the escape shown for a character (each UTF-16 unit), as JSON writes it (hex digits in upper case). */
export const unicodeEscape = (c: string): string => {
  let out = '';
  for (let i = 0; i < c.length; i++) out += '\\u' + c.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return out;
};

/** Shows every unsafe character as `\uXXXX`. */
export function visible(s: string): string {
  return s.replace(UNSAFE, unicodeEscape);
}

/** A numeric character reference (`&#58;`), for XML and Markdown, whose readers turn it back into the character. */
export const charReference = (c: string): string => `&#${c.codePointAt(0)!};`;

/** How a format's text is made safe on its way out. */
export interface OutputPolicy {
  /**
   * How to write the `[` of `##[` and the `:` that would start a `::` command so that the format's
   * readers still read the character: `\u005B` (plain text, JSON: the default) or `&#91;` (XML,
   * Markdown: `charReference`).
   */
  escape?: (c: string) => string;
  /** The format's lines are workflow commands by design (`github`): a line starting with `::` is its own. */
  commands?: boolean;
  /** Colours are on: the SGR sequences of tooldoc's own styles pass; any other escape sequence is shown. */
  colour?: boolean;
  /**
   * The text is JSON written by `jsonStream` (src/reporters/json-stream.ts), which makes every value
   * safe as it writes it (`JSON_UNSAFE`: what JSON.stringify leaves raw) and starts no line with
   * `::` (a line of JSON starts with white space, then a quote, a bracket, a brace or a value): it
   * passes as it is, not scanned a second time.
   */
  json?: boolean;
}

/** White space .NET's TrimStart removes before the runner looks for `::` (the controls among it are escaped anyway). */
const BLANK = '[\\t \\u00A0\\u1680\\u2000-\\u200A\\u202F\\u205F\\u3000]';
/** What is shown as `\uXXXX` on the way out: UNSAFE but tab and line feed. */
const CONTROLS = shown('\\u0000-\\u0008\\u000B-\\u001F\\u007F');
/**
 * An SGR sequence (kept when it is one of ours: it ends in a lower-case `m`; `ESC[2M` deletes lines),
 * `##[`, `##vso[` in any case, and every character to show as `\uXXXX`.
 */
const ANYWHERE = new RegExp(`\\u001B\\[[0-9;]{0,12}m|##(?:[vV][sS][oO])?\\[|${CONTROLS}`, 'g');
/** A quick first look for ANYWHERE: text with none of these needs no change there. */
const MAYBE = new RegExp(`#|${CONTROLS}`);
/**
 * A line whose first characters after white space are `::`: its first `:` is escaped. Looked for
 * apart from ANYWHERE, and only in text that holds `::` (a JSON report has a colon on every line,
 * hardly ever two). The two never overlap, and what ANYWHERE writes holds no colon or line break.
 */
const LINE_START = new RegExp(`\\n${BLANK}*:(?=:)`, 'g');
const ONLY_BLANK = new RegExp(`^${BLANK}*$`);
/** The end of a piece that the next piece may complete into something to escape: ESC[…, #, ##, ##v…, :, a high surrogate. */
// eslint-disable-next-line no-control-regex -- ESC starts a sequence to hold back
const OPEN_TAIL = /(?:\u001B(?:\[[0-9;]{0,12})?|#(?:#(?:v(?:s(?:o)?)?)?)?|:|[\uD800-\uDBFF])$/i;

/**
 * The styles tooldoc's own reports use (bold, dim, underline, red, green, yellow and their resets,
 * as chalk writes them): only these SGR sequences pass, and only with colours on. None can hide text.
 */
const OUR_SGR = new Set(['1', '2', '4', '22', '24', '31', '32', '33', '39']);
const ourSgr = (m: string) => m.slice(2, -1).split(';').every((p) => OUR_SGR.has(p));

/**
 * Makes text safe for a terminal or a CI log, a piece at a time: feed it with `push`, finish with
 * `end`. A sequence split between two pieces (`#` then `#[`) is held back until it is whole.
 */
export class SafeOutput {
  private held = '';
  /** The text so far ends at the start of a line, or in the white space that begins one. */
  private lineStart = true;
  private readonly escape: (c: string) => string;
  private readonly replace: (m: string) => string;

  constructor(readonly policy: OutputPolicy = {}) {
    const escape = (this.escape = policy.escape ?? unicodeEscape);
    const colour = Boolean(policy.colour);
    this.replace = (m: string) => {
      const first = m.charCodeAt(0);
      if (first === 0x0a) return m.slice(0, -1) + escape(':');
      if (first === 0x23) return m.slice(0, -1) + escape('[');
      if (first === 0x1b && m.length > 1) return colour && ourSgr(m) ? m : '\\u001B' + m.slice(1);
      return unicodeEscape(m);
    };
  }

  /** The safe text for `chunk`, less what is held back for the next piece. */
  push(chunk: string): string {
    if (this.policy.json) return chunk;
    const text = this.held + chunk;
    const open = OPEN_TAIL.exec(text.length > 16 ? text.slice(-16) : text);
    let cut = open ? text.length - open[0].length : text.length;
    // A run of colons is held whole: its first two may start a command (`:::x` does).
    if (cut < text.length && text.charCodeAt(cut) === 0x3a) while (cut > 0 && text.charCodeAt(cut - 1) === 0x3a) cut--;
    this.held = text.slice(cut);
    return this.apply(cut === text.length ? text : text.slice(0, cut));
  }

  /** What is still held back, made safe: the end of the text. */
  end(): string {
    const rest = this.held;
    this.held = '';
    return this.apply(rest);
  }

  private apply(text: string): string {
    if (!text) return text;
    let out = MAYBE.test(text) ? text.replace(ANYWHERE, this.replace) : text;
    if (!this.policy.commands && out.includes('::')) out = this.lineStart ? ('\n' + out).replace(LINE_START, this.replace).slice(1) : out.replace(LINE_START, this.replace);
    const nl = text.lastIndexOf('\n');
    this.lineStart = (nl >= 0 || this.lineStart) && ONLY_BLANK.test(nl >= 0 ? text.slice(nl + 1) : text);
    return out;
  }
}

/** `text`, whole, made safe (see SafeOutput). */
export function safeText(text: string, policy?: OutputPolicy): string {
  const s = new SafeOutput(policy);
  return s.push(text) + s.end();
}

/** Pieces of text made safe as they come (see SafeOutput); a piece may come out shorter, never later than the next. */
export function* safeChunks(chunks: Iterable<string>, policy?: OutputPolicy): Generator<string> {
  const s = new SafeOutput(policy);
  for (const chunk of chunks) {
    const out = s.push(chunk);
    if (out) yield out;
  }
  const rest = s.end();
  if (rest) yield rest;
}

const RAW = Symbol('tooldoc.rawStream');

/**
 * `stream`, with everything written to it made safe first (each write whole: a message or a prompt).
 * Everything else (isTTY, events, backpressure) is the stream's own. A stream that is already one
 * is made safe again from its raw stream, with this policy.
 */
export function safeStream<S extends TextOutput>(stream: S, policy?: OutputPolicy): S {
  const raw = rawStream(stream);
  const safe = new SafeOutput(policy);
  const write = (chunk: unknown, ...rest: unknown[]): boolean => {
    const text = typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString('utf8') : String(chunk);
    return (raw.write as (...a: unknown[]) => boolean)(safe.push(text) + safe.end(), ...(typeof rest[0] === 'string' ? rest.slice(1) : rest));
  };
  return new Proxy(raw, {
    get(target, prop) {
      if (prop === 'write') return write;
      if (prop === RAW) return target;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The stream under a `safeStream`, for a writer that makes its text safe itself (with its format's policy). */
export function rawStream<S extends TextOutput>(stream: S): S {
  return ((stream as unknown as Record<symbol, S | undefined>)[RAW] ?? stream);
}
