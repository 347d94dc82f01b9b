/**
 * Repository roots, as git itself confirms them, and the folder report paths are relative to.
 *
 * A folder named `.git` (or `.hg`, `.svn`, `.jj`) proves nothing: anyone who can write to a shared
 * folder such as /tmp can make an empty one there. So a repository root is what `git rev-parse
 * --show-toplevel` answers, run without a shell, with a time limit, and without the GIT_DIR-style
 * variables a git hook exports (the question is about the folder, not about the repository a hook
 * runs for). git also refuses a repository another user owns ("dubious ownership"), which is the
 * planted one in a shared folder. When git cannot answer (not installed, too slow), no repository is
 * confirmed, and callers decide as if there were none where that is the cautious choice.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** How long git may take to say where a repository's root is. */
const GIT_TIMEOUT_MS = 5_000;

/** Folders whose presence marks a repository root, confirmed or not. */
export const REPOSITORY_MARKS = ['.git', '.hg', '.svn', '.jj'] as const;

/** What git says of a folder: the root of its repository (a real path), no repository, or nothing (why). */
export interface RepositoryAnswer {
  /** The repository's root, a real path; undefined when git says `dir` is in none, or cannot say. */
  root?: string;
  /** Why git could not say (not installed, too slow); undefined when it answered. */
  unknown?: string;
}

/** The root of the git repository `dir` is in, as git confirms it. */
export function repositoryRoot(dir: string): RepositoryAnswer {
  const env = { ...process.env };
  for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR', 'GIT_INDEX_FILE', 'GIT_PREFIX']) delete env[k];
  const r = spawnSync('git', ['rev-parse', '--show-toplevel'], {
    cwd: dir,
    env,
    encoding: 'utf8',
    timeout: GIT_TIMEOUT_MS,
    killSignal: 'SIGKILL',
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
    maxBuffer: 1 << 20,
  });
  if (r.error) {
    const code = (r.error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !existsSync(dir)) return {};
    return { unknown: code === 'ENOENT' ? 'git is not on the PATH' : code === 'ETIMEDOUT' ? `git did not answer within ${GIT_TIMEOUT_MS / 1000} s` : `git could not be run (${code ?? r.error.message})` };
  }
  if (r.signal) return { unknown: `git did not answer within ${GIT_TIMEOUT_MS / 1000} s` };
  const top = r.status === 0 ? r.stdout.replace(/\r?\n$/, '') : '';
  // Not a repository (128), one git does not trust, or inside the .git folder itself (no work tree).
  if (!top) return {};
  return { root: realPath(path.resolve(top)) };
}

/** A folder's real path (symbolic links resolved), or the path itself when it cannot be had. */
export function realPath(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/**
 * The folder that report paths are relative to: the git repository's root when the working
 * directory is inside one (GitHub resolves SARIF and annotation paths against it), else the working
 * directory itself. Only where git cannot be asked does a `.git` above stand in for its answer: this
 * decides how paths are shown, not what is trusted.
 */
export function findSourceRoot(cwd: string): string {
  const start = path.resolve(cwd);
  const answer = repositoryRoot(start);
  if (answer.root) return sameFolder(answer.root, start);
  if (answer.unknown === undefined) return start;
  for (let dir = start; ; dir = path.dirname(dir)) {
    // `.git` is a folder in a clone and a file in worktrees and submodules.
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

/**
 * `root` (a real path) as a folder above `dir` is named along `dir`'s own path, so that paths made
 * relative to it stay short when the working directory was reached through a symbolic link.
 */
export function sameFolder(root: string, dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (realPath(d) === root) return d;
    if (path.dirname(d) === d) return root;
  }
}

/** Whether `file` is `dir` or inside it (paths as given: no links resolved). */
export function within(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Whether a path (which need not exist) is inside `root` (a real path), its symbolic links resolved. */
export function inRepository(root: string, absolutePath: string): boolean {
  // The real path of the nearest folder that exists, with the rest of the path after it.
  let existing = absolutePath;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  return within(root, path.join(realPath(existing), path.relative(existing, absolutePath)));
}
