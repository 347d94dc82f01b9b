/**
 * A found file's outcome: the file-system half of linting a file (is it readable, not too large,
 * not a dangling link), then the core on its bytes. The same in the main thread and in a worker.
 */
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { failedOutcome, type Linter } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import type { FoundFile } from '../files/find.js';
import { formatSize } from '../toolkit/util.js';
import { lintAndFixBytes, type FixOptions } from './fix.js';

export interface ReadOutcome {
  outcome: FileOutcome;
  /** The decoded text, when the file could be read as text (suppression comments, fingerprints and positions need it). */
  text?: string;
}

/** `fix`: fix the file as it is linted (`lint --fix`; src/run/fix.ts): the outcome is of the fixed text, which it carries. */
export function readOutcome(found: FoundFile, linter: Linter, alreadyRead?: Uint8Array, fix?: FixOptions): ReadOutcome {
  const fail = (ruleId: string, message: string) => ({ outcome: failedOutcome(found.path, ruleId, message) });
  if (found.unreadable) return fail('input/unreadable', `Could not read the folder (${found.unreadable}); its files were not linted.`);
  if (found.skip) return { outcome: { path: found.path, status: 'skipped', reason: found.skip, findings: [], tools: [], internalErrors: 0, complete: true } };
  let bytes: Uint8Array;
  try {
    const size = alreadyRead ? alreadyRead.length : statSync(found.absolutePath).size;
    const max = linter.limits.maxFileSize;
    if (size > max) return fail('input/too-large', `File is ${formatSize(size)}, over the ${formatSize(max)} limit; split the catalog or raise --max-file-size.`);
    bytes = alreadyRead ?? readFileSync(found.absolutePath);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    if (code === 'ENOENT' && isLink(found.absolutePath)) return fail('input/unreadable', 'The symbolic link points to a file that does not exist; fix or remove the link.');
    return fail('input/unreadable', `Could not read the file: ${code}.`);
  }
  const options = { path: found.path, absolutePath: found.absolutePath, unknown: found.explicit && !linter.ignoreUnknown ? ('fail' as const) : ('skip' as const) };
  return fix ? lintAndFixBytes(linter, bytes, options, fix) : linter.lintBytes(bytes, options);
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
