/** The run's first stage: the files to lint, from the paths, folders and globs given, less the config's ignores. */
import { findFiles, NoFilesError, type FoundFile } from '../files.js';

export async function discover(options: { patterns: string[]; cwd: string; ignore?: string[]; isIgnored?: (absolutePath: string) => boolean }): Promise<FoundFile[]> {
  const found = await findFiles(options.patterns, options.cwd, options.ignore);
  if (!options.isIgnored) return found;
  const kept = found.filter((f) => !options.isIgnored!(f.absolutePath));
  if (!kept.length && !found.some((f) => f.explicit)) {
    throw new NoFilesError(`All files matched by ${options.patterns.map((p) => JSON.stringify(p)).join(', ')} are ignored by the config's "ignores".`);
  }
  return kept;
}
