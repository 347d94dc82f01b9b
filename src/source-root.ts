/**
 * The folder that report paths are relative to: the git repository's root when the working
 * directory is inside one (GitHub resolves SARIF and annotation paths against it), else the working
 * directory itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function findSourceRoot(cwd: string): string {
  let dir = path.resolve(cwd);
  for (;;) {
    // `.git` is a folder in a clone and a file in worktrees and submodules.
    if (existsSync(path.join(dir, '.git'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(cwd);
    dir = parent;
  }
}
