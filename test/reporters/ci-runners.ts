/**
 * How CI runners read a step's output, as their documentation and source say, to test that nothing
 * tooldoc writes is read as a command or drives the log viewer:
 *
 * - GitHub Actions (actions/runner, ActionCommand.TryParseV2 and TryParse): the output is read a line
 *   at a time, a line ending at LF, CR or CRLF (.NET's ReadLine). A line is a workflow command when,
 *   after .NET's TrimStart, it starts with `::` and has a second `::`; failing that, when it holds
 *   `##[` anywhere with a `]` after it (the older form, which the log viewer also shows as markup).
 * - Azure Pipelines: `##vso[` anywhere in a line.
 * - GitLab (ansi2json): a collapsible section marker is `section_start:<time>:<name>` or
 *   `section_end:…`, then `\r\e[0K`; and an ESC starts an ANSI escape sequence.
 */

/** The lines a runner reads. */
export const runnerLines = (text: string): string[] => text.split(/\r\n|\r|\n/);

/** What .NET's Char.IsWhiteSpace holds, which TrimStart removes. */
// eslint-disable-next-line no-control-regex -- .NET counts VT and FF as white space
const DOTNET_WHITE_SPACE = /^[\t\n\u000B\u000C\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*/;

/** The command GitHub's runner reads in a line (its name), if any. */
export function githubCommand(line: string): string | undefined {
  const trimmed = line.replace(DOTNET_WHITE_SPACE, '');
  if (trimmed.startsWith('::')) {
    const end = trimmed.indexOf('::', 2);
    if (end >= 0) return trimmed.slice(2, end).split(' ')[0]!;
  }
  const at = line.indexOf('##[');
  if (at >= 0) {
    const close = line.indexOf(']', at);
    if (close >= 0) return line.slice(at + 3, close).split(' ')[0]!;
  }
  return undefined;
}

// eslint-disable-next-line no-control-regex -- the marker holds a CR and an ESC
export const GITLAB_SECTION = /section_(?:start|end):\d+:[A-Za-z0-9_.-]+(?:\[[^\]]*\])?\r\u001B\[0K/;

/**
 * Every way `text` would act on a runner or a terminal: the commands GitHub would read (but those
 * `ownCommand` accepts), Azure commands, GitLab section markers, and raw characters a terminal acts on
 * or that hide text (ESC, other controls, CR, bidi and invisible characters); with `colours`, the
 * SGR sequences of tooldoc's own styles are allowed.
 */
export function injections(text: string, ownCommand: (line: string) => boolean = () => false, colours = false): string[] {
  const found: string[] = [];
  // With colours on, the plain colours and weights of tooldoc's own styles are no injection.
  // eslint-disable-next-line no-control-regex -- ESC is the point
  if (colours) text = text.replace(/\u001B\[(?:1|2|4|22|24|31|32|33|39)m/g, '');
  for (const line of runnerLines(text)) {
    if (githubCommand(line) !== undefined && !ownCommand(line)) found.push(`github command: ${JSON.stringify(line.slice(0, 120))}`);
    if (/##vso\[/i.test(line)) found.push(`azure command: ${JSON.stringify(line.slice(0, 120))}`);
  }
  if (GITLAB_SECTION.test(text)) found.push('gitlab section marker');
  // eslint-disable-next-line no-control-regex -- finding raw control characters is the point
  const raw = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|\uDB40[\uDC00-\uDC7F]/.exec(text);
  if (raw) found.push(`raw U+${raw[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return found;
}

/** Texts that try each way in: commands at a line's start and in its middle, escape sequences, CR, sections, bidi and invisible characters. */
export const HOSTILE = [
  'get_x ##[error]forged in the middle',
  '::error file=x.yaml,line=1::forged at the start',
  '\u3000\t ::warning::after white space',
  'clears\u001B[2Jthe screen\u001B]0;title\u0007',
  'back to\rthe start ::error::after CR',
  'section_start:1700000000:hidden[collapsed=true]\r\u001B[0Kfolded',
  'set ##vso[task.setvariable variable=x]1',
  'bidi \u202Eevil\u202C and zero\u200Bwidth and tags \uDB40\uDC41\uDB40\uDC42',
  'line\u2028separator ::error::x',
] as const;
