/**
 * The catalogs `tooldoc diff` and `lint --since` compare: the tools of files, folders and globs in the
 * working tree, or of a git revision (`main:tools/`), read without a checkout (`git ls-tree`, `git
 * show`). Each tool keeps where it is, so a change can be placed on either side.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Linter } from '../core/linter.js';
import { EXTENSIONS, findFiles } from '../files/find.js';
import { decode } from '../parse/source.js';
import { inRepository, repositoryRoot } from '../files/source-root.js';
import type { JsonPath, Range } from '../types/index.js';
import { mcpToNative } from '../input-formats/platform.js';
import { isObject } from '../toolkit/util.js';

const run = promisify(execFile);

export interface CatalogTool {
  name: string;
  descriptor: Record<string, unknown>;
  /** The file as reports show it (`main:tools/weather.yaml` for a revision). */
  file: string;
  /** Where a path of the descriptor is in its file (the nearest that exists); absent for a live server or a lock, which have no positions. */
  locate?(path: JsonPath): Range;
}

/** A source that cannot be read: a revision that is not there, git missing, no files. Exit 2. */
export class SourceError extends Error {}

/** `REV:path` (a git revision and a path in it), as opposed to a path of the working tree. */
export function gitSpec(spec: string, cwd: string): { rev: string; path: string } | undefined {
  const m = /^([^:]+):(.*)$/.exec(spec);
  if (!m) return undefined;
  // A path that exists with a colon in it (rare) is a path.
  try {
    readFileSync(path.resolve(cwd, spec));
    return undefined;
  } catch {
    return { rev: m[1]!, path: m[2]! };
  }
}

/**
 * The tools of a side: a working-tree path, folder or glob; `REV:path` of a git revision; a lock file
 * (`tooldoc.lock.json`: the definitions it records); or a live server, `stdio:<command>` or an
 * http(s) URL. The absolute paths of the files read are added to `inputs`, when given.
 */
export async function readCatalog(spec: string, cwd: string, timeoutMs = 30_000, inputs?: string[]): Promise<CatalogTool[]> {
  if (/^https?:\/\//i.test(spec) || spec.startsWith('stdio:')) return readServer(spec, timeoutMs);
  const git = gitSpec(spec, cwd);
  if (git) return readRevision(git.rev, git.path ? [git.path] : ['.'], cwd);
  const lock = readLockCatalog(spec, cwd);
  if (lock) {
    inputs?.push(path.resolve(cwd, spec));
    return lock;
  }
  let found;
  try {
    found = await findFiles([spec], cwd);
  } catch (err) {
    throw new SourceError((err as Error).message);
  }
  const texts: Array<{ path: string; text: string }> = [];
  for (const f of found) {
    if (f.skip || f.unreadable) continue;
    inputs?.push(f.absolutePath);
    try {
      const d = decode(readFileSync(f.absolutePath));
      if ('text' in d) texts.push({ path: f.path, text: d.text });
    } catch {
      // unreadable: lint says why
    }
  }
  return toolsOf(texts);
}

/**
 * `paths` (files, folders or globs, relative to `cwd`) split by whether they are in the git
 * repository `cwd` is in (as git confirms it, src/files/source-root.ts): git cannot read the others at a
 * revision. A glob is judged by the folder before its first wildcard. Undefined when `cwd` is in no
 * repository git confirms (readRevision then says so).
 */
export function splitByRepository(paths: readonly string[], cwd: string): { root: string; inside: string[]; outside: string[] } | undefined {
  const { root } = repositoryRoot(cwd);
  if (!root) return undefined;
  const inside: string[] = [];
  const outside: string[] = [];
  for (const p of paths) {
    const base = p.split(/[*?[{]/)[0]!;
    (inRepository(root, path.resolve(cwd, base)) ? inside : outside).push(p);
  }
  return { root, inside, outside };
}

export { inRepository };

/** The tools of `paths` (relative to `cwd`) as they were at revision `rev`. */
export async function readRevision(rev: string, paths: readonly string[], cwd: string): Promise<CatalogTool[]> {
  const git = async (args: string[]) => {
    try {
      return (await run('git', args, { cwd, maxBuffer: 512 * 1024 * 1024, encoding: 'buffer' })).stdout;
    } catch (err) {
      const e = err as NodeJS.ErrnoException & { stderr?: Buffer };
      if (e.code === 'ENOENT') throw new SourceError('git is not installed, or not on the PATH; it is needed to read a revision.');
      throw new SourceError(firstLine(e.stderr?.toString() ?? String(err)));
    }
  };
  try {
    await git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
  } catch (err) {
    const inRepo = await git(['rev-parse', '--is-inside-work-tree']).then(
      () => true,
      () => false,
    );
    if (!inRepo) throw new SourceError(`Cannot read revision "${rev}": ${cwd} is not in a git repository.`);
    throw new SourceError(
      `Cannot read revision "${rev}": there is no such commit, branch or tag here${err instanceof SourceError && err.message ? ` (${err.message})` : ''}. In a shallow clone, fetch it first (e.g. actions/checkout with fetch-depth: 0, or git fetch origin ${rev}).`,
    );
  }
  // Paths relative to the working directory, as `git ls-tree` takes and gives them; globs as pathspec globs.
  const specs = paths.map((p) => (/[*?[{]/.test(p) ? `:(glob)${p}` : p));
  const listed = (await git(['ls-tree', '-r', '-z', '--name-only', rev, '--', ...specs])).toString('utf8').split('\0').filter(Boolean);
  const files = listed.filter((f) => EXTENSIONS.some((e) => f.toLowerCase().endsWith('.' + e)));
  const texts: Array<{ path: string; text: string }> = [];
  for (const f of files) {
    const bytes = await git(['show', `${rev}:./${f}`]);
    const d = decode(bytes);
    if ('text' in d) texts.push({ path: `${rev}:${f}`, text: d.text });
  }
  return toolsOf(texts);
}

/** A lock file's definitions (every catalog), or undefined when the file is not a lock. */
function readLockCatalog(spec: string, cwd: string): CatalogTool[] | undefined {
  if (!spec.endsWith('.json')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path.resolve(cwd, spec), 'utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(value) || typeof value.lockfileVersion !== 'number' || !isObject(value.catalogs)) return undefined;
  const out: CatalogTool[] = [];
  for (const [catalog, tools] of Object.entries(value.catalogs)) {
    if (!isObject(tools)) continue;
    for (const [name, entry] of Object.entries(tools)) {
      if (isObject(entry) && isObject(entry.definition)) out.push({ name, descriptor: entry.definition, file: `${spec}#${catalog}` });
    }
  }
  return out;
}

/** A live server's tools, as the descriptors `lint` reads them; they have no positions. */
async function readServer(spec: string, timeoutMs: number): Promise<CatalogTool[]> {
  const { listServerTools, ServerError } = await import('../servers/list.js');
  const { serverName, splitCommand } = await import('../servers/command.js');
  const url = /^https?:\/\//i.test(spec) ? spec : undefined;
  const command = url ? undefined : spec.slice('stdio:'.length).trim();
  let name = url ?? 'server';
  try {
    name = url ? new URL(url).host : serverName(splitCommand(command!));
  } catch {
    // listServerTools says what is wrong with it
  }
  try {
    const { tools } = await listServerTools(url ? { name, url } : { name, command: command! }, { startupTimeoutMs: timeoutMs, requestTimeoutMs: timeoutMs });
    return tools.filter((t) => typeof t.name === 'string').map((t) => ({ name: t.name as string, descriptor: mcpToNative(t).descriptor, file: `server:${name}` }));
  } catch (err) {
    if (err instanceof ServerError) throw new SourceError(err.describe());
    throw err;
  }
}

function toolsOf(texts: ReadonlyArray<{ path: string; text: string }>): CatalogTool[] {
  const reader = new Linter({ rules: [], ignoreUnknown: true });
  const out: CatalogTool[] = [];
  for (const { path: file, text } of texts) {
    const { tools } = reader.readTools(text, { path: file, unknown: 'skip' });
    for (const t of tools) {
      if (typeof t.descriptor.name !== 'string') continue;
      out.push({ name: t.name, descriptor: t.descriptor, file, locate: (p) => t.file.locate(t.doc, t.sourcePath(p), 'key') });
    }
  }
  return out;
}

function firstLine(s: string): string {
  return (s.split('\n').find((l) => l.trim()) ?? s).replace(/^fatal:\s*/, '').trim();
}
