/** Turns the paths, folders and globs a user names into the files to lint. */
import fs, { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { displayPath } from './display.js';
import { within } from './source-root.js';

export interface FoundFile {
  absolutePath: string;
  /** Relative to the working directory, with forward slashes; absolute when outside it. */
  path: string;
  /** Named on the command line (not found by walking a folder or matching a glob). */
  explicit: boolean;
  /** A folder that could not be read: reported as `input/unreadable`, not linted. */
  unreadable?: string;
  /** Why a file found is not linted (a symbolic link that leaves the working directory): listed by --verbose. */
  skip?: string;
}

export const EXTENSIONS = ['yaml', 'yml', 'json'];
export const DEFAULT_IGNORES = ['**/node_modules/**', '**/.git/**', '**/.hg/**', '**/.svn/**', '**/package-lock.json'];

export class NoFilesError extends Error {}

export { displayPath };

/**
 * A file system for fast-glob that notes folders it cannot read instead of failing the whole walk:
 * each becomes an `input/unreadable` entry, and the rest of the run goes on.
 */
function recordingFs(unreadable: Map<string, string>): Partial<typeof fs> {
  return {
    readdir: ((dir: string, options: unknown, callback: (err: NodeJS.ErrnoException | null, entries: unknown[]) => void) => {
      fs.readdir(dir, options as { withFileTypes: true }, (err, entries) => {
        if (err && err.code !== 'ENOENT') {
          unreadable.set(path.normalize(dir), err.code ?? err.message);
          callback(null, []);
        } else callback(err, entries ?? []);
      });
    }) as typeof fs.readdir,
  };
}


export async function findFiles(patterns: string[], cwd: string, ignore: string[] = []): Promise<FoundFile[]> {
  const found = new Map<string, FoundFile>();
  const ignores = [...DEFAULT_IGNORES, ...ignore];
  const misses: string[] = [];
  const unreadable = new Map<string, string>();
  const glob = { absolute: true, ignore: ignores, dot: false, onlyFiles: false, objectMode: true, followSymbolicLinks: false, fs: recordingFs(unreadable) } as const;
  let realCwd: string;
  try {
    realCwd = realpathSync(cwd);
  } catch {
    realCwd = cwd;
  }
  for (const pattern of patterns) {
    const abs = path.resolve(cwd, pattern);
    let stat: ReturnType<typeof statSync> | undefined;
    try {
      stat = statSync(abs);
    } catch {
      stat = undefined;
    }
    let entries: fg.Entry[];
    let explicit = false;
    if (stat?.isFile()) {
      entries = [{ path: abs, name: path.basename(abs), dirent: undefined as unknown as fg.Entry['dirent'] }];
      explicit = true;
    } else if (stat?.isDirectory()) {
      entries = await fg(`**/*.{${EXTENSIONS.join(',')}}`, { ...glob, cwd: abs });
    } else {
      entries = await fg(fg.isDynamicPattern(pattern) ? pattern : fg.escapePath(pattern), { ...glob, cwd });
      entries = entries.filter((m) => EXTENSIONS.some((e) => m.path.toLowerCase().endsWith('.' + e)));
    }
    let matched = 0;
    for (const e of entries) {
      const absolutePath = path.normalize(e.path);
      let skip: string | undefined;
      if (!explicit) {
        if (e.dirent.isDirectory()) continue;
        if (e.dirent.isSymbolicLink()) {
          // A link is followed to a file inside the working directory; a link out of it (a checked-in
          // link to ~/.ssh/id_rsa, say) is not read, and --verbose says so.
          let target: string | undefined;
          try {
            target = realpathSync(absolutePath);
            if (!statSync(target).isFile()) continue; // a link to a folder is not walked (no loops)
          } catch {
            target = undefined; // a dangling link: reading it reports it
          }
          if (target && !within(realCwd, target)) skip = `symbolic link to ${target}, outside the working directory; lint that file by its own path`;
        } else if (!e.dirent.isFile()) continue;
      }
      matched++;
      const prev = found.get(absolutePath);
      if (prev) prev.explicit ||= explicit;
      else found.set(absolutePath, { absolutePath, path: displayPath(absolutePath, cwd), explicit, ...(skip ? { skip } : {}) });
    }
    if (!matched) misses.push(pattern);
  }
  for (const [dir, code] of unreadable) {
    if (!found.has(dir)) found.set(dir, { absolutePath: dir, path: displayPath(dir, cwd), explicit: false, unreadable: code });
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
