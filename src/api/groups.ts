/**
 * A run's files by config (src/api/config-lookup.ts): the project API lints the files under one
 * config as one run (one catalog), as the language server makes one project per config.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/load.js';
import { displayPath, findFiles, NoFilesError, type FoundFile } from '../files/find.js';
import { withoutGitIgnored } from '../run/gitignore.js';
import type { ListedServer } from '../servers/sidecars.js';
import { refKey, within, type ConfigLookup, type ConfigRef } from './config-lookup.js';

/** A group of a run: the files under one config. */
export interface Group {
  ref: ConfigRef;
  key: string;
  config: ResolvedConfig;
  files: FoundFile[];
  /** The group the servers join (the working directory's config's). */
  servers: boolean;
}

/**
 * The files of a run, grouped by the config of each (in the order their first file was found), less
 * what git and each config's `ignores` leave out; what is left out is told to `debug`. A server's
 * sidecars go to the group of the working directory's config, which names the servers.
 */
export async function groupFiles(
  paths: readonly string[],
  lookup: ConfigLookup,
  options: { gitignore?: boolean; listed?: readonly ListedServer[]; debug?: (line: string) => void },
): Promise<Group[]> {
  const { listed, debug } = options;
  const cwd = lookup.cwd;
  const homeRef = lookup.refForDir(cwd);
  // A run of servers alone names no files.
  const all = !paths.length ? [] : await findFiles([...paths], cwd);
  const found = options.gitignore === false ? all : withoutGitIgnored(all, cwd);
  if (debug && found.length < all.length) {
    const kept = new Set(found);
    for (const f of all) if (!kept.has(f)) debug(`skipped ${f.path} (ignored by git)`);
  }
  // A server's sidecars are read with the server: in the group of the config that names it.
  const sidecars = (listed ?? []).flatMap((s) => s.sidecars ?? []);
  const byKey = new Map<string, Group>();
  const told = new Set<string>();
  let ignored = 0;
  for (const f of found) {
    const dir = path.dirname(f.absolutePath);
    const ref = sidecars.some((d) => within(d, f.absolutePath)) ? homeRef : lookup.refForDir(dir);
    const key = refKey(ref);
    let g = byKey.get(key);
    if (!g) {
      const config = await lookup.load(ref);
      g = { ref, key, config, files: [], servers: key === refKey(homeRef) };
      byKey.set(key, g);
    }
    if (debug && !told.has(dir) && !f.unreadable) {
      told.add(dir);
      debug(`config for ${path.relative(cwd, dir).split(path.sep).join('/') || '.'}: ${g.config.file ? displayPath(g.config.file, cwd) : 'none'}`);
    }
    if (g.config.isIgnored(f.absolutePath)) {
      ignored++;
      if (debug) debug(`skipped ${f.path} (${g.config.file === f.absolutePath ? 'the config file' : `left out by ${g.config.file ? displayPath(g.config.file, cwd) : 'the config'}: its "ignores", or a config it extends`})`);
      continue;
    }
    g.files.push(f);
  }
  if (ignored && ignored === found.length && !found.some((f) => f.explicit)) {
    throw new NoFilesError(`All files matched by ${paths.map((p) => JSON.stringify(p)).join(', ')} are ignored by the config's "ignores".`);
  }
  const groups = [...byKey.values()].filter((g) => g.files.length || (g.servers && listed));
  if (listed && !groups.some((g) => g.servers)) groups.push({ ref: homeRef, key: refKey(homeRef), config: await lookup.load(homeRef), files: [], servers: true });
  return groups;
}
