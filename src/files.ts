/** Turns the paths, folders and globs a user names into the files to lint. */
import { statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

export interface FoundFile {
  absolutePath: string;
  /** Relative to the working directory, with forward slashes; absolute when outside it. */
  path: string;
  /** Named on the command line (not found by walking a folder or matching a glob). */
  explicit: boolean;
}

export const EXTENSIONS = ['yaml', 'yml', 'json'];
export const DEFAULT_IGNORES = ['**/node_modules/**', '**/.git/**', '**/.hg/**', '**/.svn/**', '**/package-lock.json'];

export class NoFilesError extends Error {}

export function displayPath(absolutePath: string, cwd: string): string {
  const rel = path.relative(cwd, absolutePath);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return absolutePath.split(path.sep).join('/');
  return rel.split(path.sep).join('/');
}

export async function findFiles(patterns: string[], cwd: string, ignore: string[] = []): Promise<FoundFile[]> {
  const found = new Map<string, FoundFile>();
  const ignores = [...DEFAULT_IGNORES, ...ignore];
  const misses: string[] = [];
  for (const pattern of patterns) {
    const abs = path.resolve(cwd, pattern);
    let stat: ReturnType<typeof statSync> | undefined;
    try {
      stat = statSync(abs);
    } catch {
      stat = undefined;
    }
    let matches: string[];
    let explicit = false;
    if (stat?.isFile()) {
      matches = [abs];
      explicit = true;
    } else if (stat?.isDirectory()) {
      matches = await fg(`**/*.{${EXTENSIONS.join(',')}}`, {
        cwd: abs,
        absolute: true,
        ignore: ignores,
        dot: false,
        onlyFiles: true,
        followSymbolicLinks: false,
      });
    } else {
      matches = await fg(fg.isDynamicPattern(pattern) ? pattern : fg.escapePath(pattern), {
        cwd,
        absolute: true,
        ignore: ignores,
        dot: false,
        onlyFiles: true,
        followSymbolicLinks: false,
      });
      matches = matches.filter((m) => EXTENSIONS.some((e) => m.toLowerCase().endsWith('.' + e)));
    }
    if (!matches.length) misses.push(pattern);
    for (const m of matches) {
      const absolutePath = path.normalize(m);
      const prev = found.get(absolutePath);
      if (prev) prev.explicit ||= explicit;
      else found.set(absolutePath, { absolutePath, path: displayPath(absolutePath, cwd), explicit });
    }
  }
  if (misses.length && found.size) {
    throw new NoFilesError(
      `No files matched ${misses.map((p) => JSON.stringify(p)).join(', ')}; check the path or glob (descriptors are .yaml, .yml or .json).`,
    );
  }
  if (!found.size) {
    throw new NoFilesError(
      `No files matched ${patterns.map((p) => JSON.stringify(p)).join(', ')}; pass descriptor files (.yaml, .yml, .json), folders or globs.`,
    );
  }
  return [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
