/**
 * `tooldoc.lock.json`: what agents are told, tool by tool, as reviewed. `tooldoc lock` writes it;
 * `lint --locked` reports every tool whose definition differs from it (rule lock/unchanged), so a
 * dependency or a release that silently changes a server's tools (a "rug pull") fails CI, and a
 * reviewer sees each change to what agents see.
 *
 * Deterministic and review-friendly: catalogs and tools sorted by name, keys sorted, two-space JSON,
 * one SHA-256 per tool over its canonical JSON. A catalog is `files` (the descriptors linted) or
 * `server:<name>` (a live server's tools, as it lists them, in the descriptor shape).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { LockedTool, Tool } from '../types/index.js';
import { isObject } from '../toolkit/util.js';

export const LOCKFILE = 'tooldoc.lock.json';
export const LOCKFILE_VERSION = 1;

export interface LockEntry {
  sha256: string;
  definition: Record<string, unknown>;
}

export interface Lock {
  lockfileVersion: number;
  /** Catalog (`files`, `server:<name>`) → tool name → entry. */
  catalogs: Record<string, Record<string, LockEntry>>;
}

/** Keys sorted at every depth: the same definition always gives the same text and hash. */
export function canonicalJson(v: unknown): string {
  return JSON.stringify(sorted(v));
}

function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (isObject(v)) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])]));
  return v;
}

export function entryOf(definition: Record<string, unknown>): LockEntry {
  const def = sorted(definition) as Record<string, unknown>;
  return { sha256: createHash('sha256').update(canonicalJson(def)).digest('hex'), definition: def };
}

/** The catalog a tool is locked in, and the definition locked: a server's tool is what the server lists. */
export function lockedDefinition(tool: Pick<Tool, 'descriptor' | 'server'>): { catalog: string; definition: Record<string, unknown> } {
  if (tool.server?.live && tool.server.definition) return { catalog: `server:${tool.server.name}`, definition: tool.server.definition };
  return { catalog: 'files', definition: tool.descriptor };
}

/** The lock file's text for these catalogs. */
export function lockText(catalogs: ReadonlyMap<string, ReadonlyMap<string, Record<string, unknown>>>): string {
  const lock: Lock = { lockfileVersion: LOCKFILE_VERSION, catalogs: {} };
  for (const key of [...catalogs.keys()].sort()) {
    const tools = catalogs.get(key)!;
    lock.catalogs[key] = Object.fromEntries([...tools.keys()].sort().map((name) => [name, entryOf(tools.get(name)!)]));
  }
  return JSON.stringify(lock, null, 2) + '\n';
}

/** A lock file that cannot be used: exit 2. */
export class LockError extends Error {}

/** Reads a lock file, checking its shape. */
export function readLock(file: string, display: string): Lock {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new LockError(code === 'ENOENT' ? `${display} does not exist; write it with \`tooldoc lock\` and commit it.` : `Could not read ${display}: ${code ?? String(err)}.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new LockError(`${display} is not valid JSON (${(err as Error).message}); write it again with \`tooldoc lock\`.`);
  }
  if (!isObject(value) || value.lockfileVersion !== LOCKFILE_VERSION || !isObject(value.catalogs)) {
    throw new LockError(`${display} is not a tooldoc lock file of version ${LOCKFILE_VERSION}; write it again with \`tooldoc lock\`.`);
  }
  for (const [key, tools] of Object.entries(value.catalogs)) {
    if (!isObject(tools) || Object.values(tools).some((e) => !isObject(e) || typeof e.sha256 !== 'string' || !isObject(e.definition))) {
      throw new LockError(`${display}: catalog "${key}" is malformed; write it again with \`tooldoc lock\`.`);
    }
  }
  return value as unknown as Lock;
}

/**
 * For a `lint --locked` run: the lock as each tool sees it (LinterConfig.locked). It also records
 * which tools the run lists, per catalog, so that the tools gone from it can be told.
 */
export function lockReader(lock: Lock, display: string): (tool: Pick<Tool, 'name' | 'descriptor' | 'server'>) => LockedTool {
  const catalogs = new Map(Object.entries(lock.catalogs).map(([k, tools]) => [k, new Map(Object.entries(tools))]));
  const listed = new Map<string, Set<string>>();
  return (tool) => {
    const { catalog, definition } = lockedDefinition(tool);
    const tools = catalogs.get(catalog) ?? new Map<string, LockEntry>();
    const entry = tools.get(tool.name);
    let names = listed.get(catalog);
    const first = !names;
    if (!names) listed.set(catalog, (names = new Set()));
    names.add(tool.name);
    // Sorted as the lock file keeps it, so that comparing the two sees changes, not key order.
    const now = entryOf(definition);
    return { file: display, catalog, sha256: now.sha256, definition: now.definition, ...(entry ? { entry } : {}), tools, listed: names, first };
  };
}
