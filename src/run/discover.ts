/** The run's first stage: the files to lint, from the paths, folders and globs given, less what git and the config's ignores leave out. */
import { findFiles, NoFilesError, type FoundFile } from '../files/find.js';
import { withoutGitIgnored } from './gitignore.js';

export async function discover(options: { patterns: string[]; cwd: string; ignore?: string[]; isIgnored?: (absolutePath: string) => boolean; gitignore?: boolean }): Promise<FoundFile[]> {
  const all = await findFiles(options.patterns, options.cwd, options.ignore);
  // Files git ignores are left out of folders and globs (not of the files named), unless asked.
  const found = options.gitignore === false ? all : withoutGitIgnored(all, options.cwd);
  if (!options.isIgnored) return found;
  const kept = found.filter((f) => !options.isIgnored!(f.absolutePath));
  if (!kept.length && !found.some((f) => f.explicit)) {
    throw new NoFilesError(`All files matched by ${options.patterns.map((p) => JSON.stringify(p)).join(', ')} are ignored by the config's "ignores".`);
  }
  return kept;
}
