/**
 * How reports show a file's path. Apart from src/files/find.ts, so that what needs only this (a worker
 * thread reading a server's file) does not load the file finder and fast-glob.
 */
import path from 'node:path';

/** A file's path as reports show it: relative to `cwd` with forward slashes, or absolute when outside it. */
export function displayPath(absolutePath: string, cwd: string): string {
  const rel = path.relative(cwd, absolutePath);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return absolutePath.split(path.sep).join('/');
  return rel.split(path.sep).join('/');
}
