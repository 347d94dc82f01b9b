import type { LintResult } from '../types.js';

export interface ReporterOptions {
  /** Chalk colour level: 0 = none. */
  colorLevel: 0 | 1 | 2 | 3;
  cwd: string;
}

/** A reporter only formats: it receives results and never decides anything. */
export type Reporter = (result: LintResult, options: ReporterOptions) => string;
