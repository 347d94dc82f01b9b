import type { LintResult } from '../types.js';

export interface ReporterOptions {
  /** Chalk colour level: 0 = none. */
  colorLevel: 0 | 1 | 2 | 3;
  cwd: string;
  /**
   * The folder report paths are made relative to in SARIF and GitHub annotations (the git
   * repository's root when linting inside one); defaults to `cwd`.
   */
  sourceRoot?: string;
}

/**
 * A reporter only formats: it receives results and never decides anything. One that can produce
 * its text piece by piece also offers `chunks`, which writers use for large reports.
 */
export type Reporter = ((result: LintResult, options: ReporterOptions) => string) & {
  chunks?: (result: LintResult, options: ReporterOptions) => Iterable<string>;
};
