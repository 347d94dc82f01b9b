/**
 * Where the config comes from when none is named: the first folder, from the start upward, with a
 * config file (CONFIG_FILES, in order; a package.json only with a "tooldoc" key). The search stops
 * at the repository root (the nearest folder with .git, .hg, .svn or .jj, whose own config is still
 * found), so a config above a repository never applies inside it; outside any repository it stops
 * at the home folder, or at the file system's root when the start is not under the home folder.
 * Whether a config found above the start may run code is decided by git, not by those marks.
 * On the way, files meant as a config that tooldoc does not read are noted (src/config/unread.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { realPath, REPOSITORY_MARKS, repositoryRoot, within } from '../files/source-root.js';
import { isObject } from '../toolkit/util.js';
import { CONFIG_FILES } from './names.js';
import { unreadConfigsIn, type UnreadConfig } from './unread.js';

export { CONFIG_FILES };

/** What discovery found from a folder upward. */
export interface FoundConfig {
  /** The config file found (absolute), or undefined when there is none. */
  file?: string;
  /** Set when the config may not run code: why ("outside any repository", or that git could not be asked). */
  untrusted?: { why: string };
  /**
   * Files meant as a config that tooldoc does not read, in the folders searched (the start, up to
   * the one with the config), nearest first; each names the config used instead, if any.
   */
  unread: UnreadConfig[];
}

/**
 * The first config file from `dir` upward, or undefined. A package.json counts only with a
 * "tooldoc" key. Stops at the repository root (see the module's comment).
 */
export function discoverConfig(dir: string): string | undefined {
  return walk(dir, { cwdChosen: true, unread: false, trust: false }).file;
}

/**
 * Discovery with what the caller needs to tell the user: the config found, whether it may run code,
 * and the unread configs on the way. `cwdChosen`: whether `dir` is a folder the user chose (the
 * working directory, a workspace folder), so that a config found in it may run code (default true);
 * a config found anywhere else may only when it is in the repository git confirms for `dir`: a folder
 * merely marked as a repository root proves nothing (anyone can make an empty `.git` in /tmp), and
 * when git cannot be asked no repository is. `trust: false` leaves that question out (git is not
 * run; `untrusted` is unset) for a caller that only wants the file and the unread configs;
 * `unread: false` leaves those out (each folder's names are not read).
 */
export function lookUpConfig(dir: string, options: { cwdChosen?: boolean; trust?: boolean; unread?: boolean } = {}): FoundConfig {
  return walk(dir, { cwdChosen: options.cwdChosen ?? true, unread: options.unread ?? true, trust: options.trust ?? true });
}

/** `trust`: whether to ask git if a config found above the start may run code (else `untrusted` is left unset). */
function walk(cwd: string, { cwdChosen, unread: withUnread, trust }: { cwdChosen: boolean; unread: boolean; trust: boolean }): FoundConfig {
  const home = path.resolve(homedir());
  const start = path.resolve(cwd);
  const unread: UnreadConfig[] = [];
  const done = (found: Omit<FoundConfig, 'unread'>): FoundConfig => ({ ...found, unread: found.file ? unread.map((u) => ({ ...u, instead: found.file })) : unread });
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = configIn(dir);
    if (withUnread) unread.push(...unreadConfigsIn(dir, file));
    if (file) {
      if (!trust || (cwdChosen && dir === start)) return done({ file });
      const { root, unknown } = repositoryRoot(start);
      if (root && within(root, realPath(dir))) return done({ file });
      return done({ file, untrusted: { why: unknown ? `in no repository git could confirm (${unknown})` : 'outside any repository' } });
    }
    // A repository's root ends the search; so does a mark git does not confirm (stopping early can
    // only leave a config out), which spares asking git when no config is above the start.
    if (REPOSITORY_MARKS.some((m) => existsSync(path.join(dir, m))) || dir === home || path.dirname(dir) === dir) return done({});
  }
}

/** The config file of one folder, or undefined. */
function configIn(dir: string): string | undefined {
  for (const name of CONFIG_FILES) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    if (name === 'package.json') {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        if (!isObject(pkg) || !('tooldoc' in pkg)) continue;
      } catch {
        continue;
      }
    }
    return file;
  }
  return undefined;
}

