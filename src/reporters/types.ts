import type { LintResult } from '../types/index.js';
import { safeText, type OutputPolicy } from './escape.js';

/** The stylish Tools table's rows when `maxToolRows` is not given: a screenful; the rest are counted in one line. */
export const MAX_TOOL_ROWS = 40;

export interface ReporterOptions {
  /** Chalk colour level: 0 = none. */
  colorLevel: 0 | 1 | 2 | 3;
  cwd: string;
  /**
   * The folder report paths are made relative to in SARIF and GitHub annotations (the git
   * repository's root when linting inside one); defaults to `cwd`.
   */
  sourceRoot?: string;
  /**
   * SARIF: the analysis category (`runs[].automationDetails.id` is `<category>/`), which tells GitHub
   * code scanning apart the results of different analyses of one commit; default `tooldoc`.
   */
  sarifCategory?: string;
  /**
   * The text of a file the result names (its path as in the result, relative to `cwd`), for reports
   * that quote source lines (html's code frames) when the result does not hold it (`FileResult.text`).
   * Supplied by the command; undefined when the file is gone or is not text.
   */
  readSource?: (file: string) => string | undefined;
  /**
   * stylish: at most this many rows in the Tools table (the lowest graded first, then a line that
   * counts the rest); 0 for every tool. Default 40 (`--max-tool-rows`).
   */
  maxToolRows?: number;
  /**
   * json: whether findings show their fingerprints. A run with the cache makes them for its cache
   * alone (so that one cache serves every format); false then, unless the baseline or a report that
   * fingerprints findings asked for them. Default: shown where the findings have them.
   */
  fingerprints?: boolean;
}

/**
 * A reporter only formats: it receives results and never decides anything. It produces its text
 * piece by piece (`chunks`), so a report of any size is written without ever existing as one string
 * (V8 caps a string at 2^29 characters) or spreading a huge array into a call. Calling the reporter
 * itself joins the pieces, which is for small results (tests, the API); writers use `chunks`.
 *
 * `output` says how the format's text is made safe for a terminal or CI log on its way out
 * (src/reporters/escape.ts): `writeOutput` applies it to `chunks`, and calling the reporter applies
 * it to the joined text, so no reporter escapes CI commands by hand.
 */
export interface Reporter {
  (result: LintResult, options: ReporterOptions): string;
  chunks(result: LintResult, options: ReporterOptions): Iterable<string>;
  /** How this format's text is made safe (colours come from the options' colorLevel). */
  readonly output: OutputPolicy;
}

/** The policy a report written with `options` is made safe with. */
export const outputPolicy = (reporter: Pick<Reporter, 'output'>, options: Pick<ReporterOptions, 'colorLevel'>): OutputPolicy => ({ ...reporter.output, colour: options.colorLevel > 0 });

/** A reporter from its chunk generator, and how its format's text is made safe (plain text by default). */
export function defineReporter(chunks: (result: LintResult, options: ReporterOptions) => Iterable<string>, output: OutputPolicy = {}): Reporter {
  const whole = (result: LintResult, options: ReporterOptions): string => {
    let text = '';
    for (const chunk of chunks(result, options)) text += chunk;
    return safeText(text, outputPolicy({ output }, options));
  };
  return Object.assign(whole, { chunks, output });
}
