/**
 * GitHub Actions workflow commands: each finding becomes an `::error` or `::warning` annotation that
 * GitHub shows inline on the pull request. Escaped exactly as @actions/core does, so a message with a
 * newline, a percent sign, a colon or a comma arrives intact. Its lines are commands by design; on
 * the way out (src/reporters/escape.ts) the control characters @actions/core would pass raw to the log
 * are shown as `\uXXXX`, and `##[` and `##vso[` in a message are broken.
 *
 * A finding on a live MCP server's tool (`lint --server`) has no file and no line: it annotates the
 * tool's sidecar descriptor (`anchor`) as a whole when it has one, else the command has no file; the
 * message starts with `server:<name> <tool> <pointer>: `. A finding in a file removed since
 * `lint --since` annotates that file, with no line.
 *
 * A `tooldoc test` report's failures are annotations like any finding; one `::notice` sums up the
 * examples (failed, passed, skipped), and the last line says the same instead of levels.
 */
import type { LintResult } from '../types/index.js';
import { rootRelative } from './paths.js';
import { levelCounts, scoreStats } from './levels.js';
import { examplesTally, withoutExamples } from './examples.js';
import { placed, serverPlace } from './server.js';
import { defineReporter, type Reporter, type ReporterOptions } from './types.js';

/** Escapes a command's message (@actions/core `escapeData`): no line break is left in it. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a command property's value (@actions/core `escapeProperty`). */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export const github: Reporter = defineReporter(githubLines, { commands: true });

function* githubLines(result: LintResult, options: ReporterOptions): Generator<string> {
  for (const f of result.files) {
    for (const d of f.diagnostics) {
      if (d.suppressed) continue;
      const props: Array<[string, string | number]> = [];
      // A finding without a position is annotated on its file, with no line: a live server's at its
      // sidecar when it has one (else nowhere), a removed file's at that file.
      const file = f.server ? d.anchor?.file : d.file;
      if (file !== undefined) props.push(['file', rootRelative(file, options)]);
      if (placed(f, d)) {
        const range = d.range;
        props.push(['line', range.start.line], ['col', range.start.column]);
        if (range.end.line > range.start.line || range.end.column > range.start.column) {
          props.push(['endLine', range.end.line], ['endColumn', range.end.column]);
        }
      }
      props.push(['title', `tooldoc ${d.ruleId}${d.tool !== undefined ? ` (${d.tool})` : ''}`]);
      const command = d.severity === 'error' ? 'error' : 'warning';
      const message = f.server ? `server:${f.server.name} ${serverPlace(d)}: ${d.message}` : d.message;
      yield `::${command} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',')}::${escapeData(message)}\n`;
    }
  }
  const s = result.summary;
  if (result.examples) {
    // A test run grades nothing: its totals are the examples'.
    const none = withoutExamples(result.examples);
    const tally = examplesTally(result.examples);
    yield `::notice title=${escapeProperty('tooldoc test')}::${escapeData(`${tally}${none ? `; ${none}` : ''}.`)}\n`;
    yield `tooldoc: ${tally}${s.filesFailed ? `; ${s.filesFailed} file${s.filesFailed === 1 ? '' : 's'} could not be read` : ''}\n`;
    return;
  }
  const levels = levelCounts(s);
  yield (
    `tooldoc: ${s.problems} problem${s.problems === 1 ? '' : 's'} (${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}); ` +
      `${s.tools} tool${s.tools === 1 ? '' : 's'} in ${s.filesLinted} file${s.filesLinted === 1 ? '' : 's'} (${levels})` +
      (s.scores ? `; scores ${scoreStats(s.scores)}` : '') +
      (s.filesFailed ? `; ${s.filesFailed} file${s.filesFailed === 1 ? '' : 's'} could not be linted` : '') +
    '\n'
  );
}
