/**
 * Files a git repository ignores (.gitignore, .git/info/exclude, the user's excludes file), as git
 * itself decides: `git check-ignore` on the files found by walking folders, once per run. Tracked
 * files are never ignored (git's own rule), and files named on the command line are linted whatever
 * git says, as ruff and Biome do. Outside a repository, or without git, nothing is ignored.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findSourceRoot } from '../files/source-root.js';
import type { FoundFile } from '../files/find.js';

/** The found files git does not ignore (explicit ones always kept). */
export function withoutGitIgnored(found: FoundFile[], cwd: string): FoundFile[] {
  const walked = found.filter((f) => !f.explicit);
  if (!walked.length) return found;
  const root = findSourceRoot(cwd);
  // Only files inside the repository can be asked about (git refuses the others).
  const inRepo = walked.filter((f) => f.absolutePath.startsWith(root + path.sep));
  if (!inRepo.length || !existsSync(path.join(root, '.git'))) return found;
  const r = spawnSync('git', ['check-ignore', '-z', '--stdin'], { cwd: root, input: inRepo.map((f) => path.relative(root, f.absolutePath)).join('\0') + '\0', encoding: 'utf8', maxBuffer: 1 << 30 });
  // 0: some are ignored; 1: none is; anything else (no git, a broken repository): ignore nothing.
  if (r.status !== 0 || r.error) return found;
  const ignored = new Set(r.stdout.split('\0').filter(Boolean).map((p) => path.resolve(root, p)));
  return found.filter((f) => f.explicit || !ignored.has(f.absolutePath));
}
