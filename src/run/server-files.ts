/**
 * A server entry's file, read before the run lints it (src/servers/sidecars.ts). Apart from
 * src/run/lint.ts, so that a worker thread, which reads such files, does not load what finds files.
 */
import { readFileSync } from 'node:fs';
import { Linter } from '../core/linter.js';
import { displayPath } from '../files/display.js';
import { decode } from '../parse/source.js';
import type { ReadSource } from '../servers/sidecars.js';
import type { LintOptions } from './lint.js';

/** Reads what a server entry's file lists, before the run lints it (src/servers/sidecars.ts). */
export function serverFileReader(options: Pick<LintOptions, 'cwd' | 'limits' | 'inputFormat'>) {
  const reader = new Linter({ rules: [], limits: options.limits, inputFormat: options.inputFormat });
  return (absolute: string): ReadSource | undefined => {
    try {
      const decoded = decode(readFileSync(absolute));
      if (!('text' in decoded)) return undefined;
      const { source, tools } = reader.readTools(decoded.text, { path: displayPath(absolute, options.cwd), absolutePath: absolute });
      return source ? { source, tools } : undefined;
    } catch {
      return undefined; // its own lint says what is wrong with it
    }
  };
}
