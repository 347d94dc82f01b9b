/**
 * Text from descriptors (tool names, file paths, messages quoting values) is untrusted: written raw
 * to a terminal or a CI log it could clear the screen, move the cursor, reorder what is shown
 * (Unicode bidi controls) or start a line the CI runner reads as a command (GitHub's `::error`,
 * `##[group]`; Azure Pipelines' `##vso[`). Reporters show such characters as `\uXXXX`, and no line
 * they write can be read as a command.
 */

/**
 * Characters that act on a terminal or a log viewer instead of being shown: C0 controls, DEL, C1
 * controls, the Unicode line and paragraph separators, and bidirectional formatting characters
 * (ALM, LRM, RLM, LRE…RLO, LRI…PDI).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** The same set without C0 controls and DEL, for text whose format already escapes those (JSON). */
export const UNSAFE_ABOVE_ASCII = /[\u0080-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** `\u001B` for ESC: the escape shown for a character, as JSON writes it (hex digits in upper case). */
export const unicodeEscape = (c: string): string => '\\u' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');

/** Shows every unsafe character as `\uXXXX`. */
export function visible(s: string): string {
  return s.replace(UNSAFE, unicodeEscape);
}

/**
 * A line a CI runner would read as a command: GitHub Actions trims leading white space and takes a
 * line starting with `::` or `##[`; Azure Pipelines takes `##vso[` anywhere in a line.
 */
const COMMAND = /^(\s*)(:(?=:)|#(?=#\[))|##vso\[/gi;

/**
 * Makes sure `line` cannot be read as a CI command, writing the character that would start one with
 * `escape` (`\u003A` in plain text, `&#58;` in XML and Markdown). A line that is not one comes back as is.
 */
export function noCommand(line: string, escape: (c: string) => string = unicodeEscape): string {
  if (!line.includes(':') && !line.includes('#')) return line;
  return line.replace(COMMAND, (m: string, blank: string | undefined, start: string | undefined) =>
    start !== undefined ? blank! + escape(start) : m.slice(0, 5) + escape('['),
  );
}

/** A numeric character reference (`&#58;`), for XML and Markdown, whose readers turn it back into the character. */
export const charReference = (c: string): string => `&#${c.codePointAt(0)!};`;
