/**
 * The options that name a live MCP server, shared by lint, import and export: `--server "<command>"`
 * or `--url <url>`, with `--header`, `--env`, `--server-name`, `--server-timeout` and
 * `--max-response-size`; and the
 * config's `servers` entries, which say the same for a run with no flags.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { displayPath } from '../files/display.js';
import { UsageError } from '../run/errors.js';
import { parseSize } from '../toolkit/util.js';
import type { ConfiguredServer } from '../config/load.js';
import { serverName, splitCommand } from '../servers/command.js';
import type { ServerError, ServerSpec } from '../servers/list.js';
import type { ListedServer } from '../servers/sidecars.js';
import type { ServerFlags } from '../api/types.js';

export type { ServerFlags } from '../api/types.js';

/** A server to list, how long to give it, and what reports say of it. */
export interface ServerRequest {
  spec: ServerSpec;
  timeoutMs: number;
  /** The largest answer read from it (--max-response-size); the default when undefined. */
  maxResponseBytes?: number;
  /** The command or URL, as reports show it. */
  source: string;
  /** How a message shows the flags that reach it again (`--server "…"`). */
  how: string;
  sidecars?: string[];
  entry?: ConfiguredServer['entry'];
}

export const DEFAULT_SERVER_TIMEOUT_S = 30;

/** Adds the server options to a command; `what` says what is done with the server's tools. */
export function serverOptions(command: Command, what: string): Command {
  const collect = (v: string, prev: string[] = []) => [...prev, v];
  return command
    .option('--server <command>', `start this MCP server over stdio and ${what} its tools/list`)
    .option('--url <url>', `connect to this MCP server over Streamable HTTP (or HTTP+SSE) and ${what} its tools/list`)
    .option('--header <name: value>', 'with --url: a request header, e.g. "Authorization: Bearer …" (repeatable)', collect)
    .option('--env <NAME=value>', 'with --server: an environment variable for the server (repeatable)', collect)
    .option('--server-name <name>', "how to name the server in reports (default: the package or script it runs, or the URL's host)")
    .option('--server-timeout <seconds>', `time for the server to start, and for each request (default ${DEFAULT_SERVER_TIMEOUT_S})`)
    .option('--max-response-size <size>', `the largest answer read from a server (a stdio line, an HTTP body, an SSE event), e.g. 64MiB (default ${DEFAULT_MAX_RESPONSE_SIZE})`, responseSize);
}

/** What --max-response-size says when not given (DEFAULT_MAX_RESPONSE_BYTES in src/servers/list.ts, which is loaded only with a server). */
export const DEFAULT_MAX_RESPONSE_SIZE = '32MiB';

const responseSize = (value: string): number => {
  const n = parseSize(value);
  if (n === undefined || n < 1) throw new UsageError(`--max-response-size takes a size of at least 1 byte, such as 32MiB or 500KiB, not "${value}".`);
  return n;
};

/** The limits a server is read with. */
export const limitsOf = (r: Pick<ServerRequest, 'timeoutMs' | 'maxResponseBytes'>) => ({
  startupTimeoutMs: r.timeoutMs,
  requestTimeoutMs: r.timeoutMs,
  ...(r.maxResponseBytes !== undefined ? { maxResponseBytes: r.maxResponseBytes } : {}),
});

const seconds = (value: string | number | undefined, what: string): number => {
  if (value === undefined) return DEFAULT_SERVER_TIMEOUT_S;
  const n = Number(value);
  if (!(n > 0 && Number.isFinite(n))) throw new UsageError(`${what} takes a number of seconds above 0, not "${value}".`);
  return n;
};

/** --server-timeout, in milliseconds. */
export const timeoutFromFlags = (flags: ServerFlags) => seconds(flags.serverTimeout, '--server-timeout') * 1000;

/** Whether the flags name a server. */
export const namesServer = (flags: ServerFlags) => flags.server !== undefined || flags.url !== undefined;

/** The server named by --server or --url. */
export function serverFromFlags(flags: ServerFlags): ServerRequest {
  if (flags.server !== undefined && flags.url !== undefined) throw new UsageError('Give --server "<command>" or --url <url>, not both.');
  const timeoutMs = timeoutFromFlags(flags);
  const size = flags.maxResponseSize !== undefined ? { maxResponseBytes: flags.maxResponseSize } : {};
  const headers: Record<string, string> = {};
  for (const h of flags.header ?? []) {
    const i = h.indexOf(':');
    if (i <= 0) throw new UsageError(`--header takes "Name: value", not "${h}".`);
    headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  const env: Record<string, string> = {};
  for (const e of flags.env ?? []) {
    const i = e.indexOf('=');
    if (i <= 0) throw new UsageError(`--env takes NAME=value, not "${e}".`);
    env[e.slice(0, i)] = e.slice(i + 1);
  }
  if (flags.url !== undefined) {
    if (flags.env?.length) throw new UsageError('--env is for a server tooldoc starts (--server), not one it connects to (--url).');
    return { spec: { name: flags.serverName ?? hostOf(flags.url), url: flags.url, headers }, timeoutMs, ...size, source: flags.url, how: `--url ${flags.url}` };
  }
  if (flags.server === undefined) throw new UsageError('Name the server with --server "<command>" or --url <url>.');
  if (flags.header?.length) throw new UsageError('--header is for a server reached by --url; give a started server its settings with --env.');
  return { spec: { name: flags.serverName ?? nameOf(flags.server), command: flags.server, env }, timeoutMs, ...size, source: flags.server, how: `--server ${JSON.stringify(flags.server)}` };
}

/** A `servers` entry of the config. */
export function serverFromConfig(s: ConfiguredServer): ServerRequest {
  const timeoutMs = seconds(s.timeout, `"timeout" of server "${s.name}" in ${s.entry.file}`) * 1000;
  const spec: ServerSpec = s.url !== undefined ? { name: s.name, url: s.url, headers: s.headers ?? {} } : { name: s.name, command: s.command!, ...(s.args ? { args: s.args } : {}), env: s.env ?? {}, cwd: s.cwd };
  return { spec, timeoutMs, source: s.url ?? [s.command!, ...(s.args ?? [])].join(' '), how: `the "servers" entry "${s.name}" of ${s.entry.file}`, ...(s.sidecars ? { sidecars: s.sidecars } : {}), entry: s.entry };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url; // listServerTools says what is wrong with it
  }
}

function nameOf(command: string): string {
  try {
    return serverName(splitCommand(command));
  } catch {
    return 'server';
  }
}

/**
 * The servers' tools/lists, listed side by side; a server that fails is listed with its failure.
 * `onListed` is told how many of them have answered (or failed) so far, of how many.
 */
export async function listServers(requests: readonly ServerRequest[], onListed?: (done: number, total: number) => void): Promise<{ listed: ListedServer[]; failures: ServerError[] }> {
  const { listServerTools, ServerError } = await import('../servers/list.js');
  const failures: ServerError[] = [];
  let done = 0;
  onListed?.(0, requests.length);
  const listed = await Promise.all(
    requests.map(async (r): Promise<ListedServer> => {
      const base = { name: r.spec.name, source: r.source, ...(r.sidecars ? { sidecars: r.sidecars } : {}), ...(r.entry ? { entry: r.entry } : {}) };
      try {
        const { tools } = await listServerTools(r.spec, limitsOf(r));
        return { ...base, tools };
      } catch (err) {
        if (!(err instanceof ServerError)) throw err;
        failures.push(err);
        return { ...base, tools: [], failure: err.message };
      } finally {
        onListed?.(++done, requests.length);
      }
    }),
  );
  return { listed, failures };
}

/**
 * The servers of a run and the paths it lints: --server/--url (the paths given are its sidecars),
 * else the config's `servers` (unless --no-servers), whose `file` entries are files of the run, not
 * servers to start. With no paths, the servers' sidecar folders are linted.
 */
export function planServers(
  flags: ServerFlags & { servers?: boolean },
  configured: readonly ConfiguredServer[] | undefined,
  paths: string[],
  cwd: string,
  what: string,
  /** The paths when none is given and no server is named (lint: the working directory). */
  defaultPaths?: string[],
): { requests: ServerRequest[]; fromFiles: ListedServer[]; paths: string[] } {
  const entries = namesServer(flags) || flags.servers === false ? [] : (configured ?? []);
  const fromFiles: ListedServer[] = entries
    .filter((s) => s.file !== undefined)
    .map((s) => ({ name: s.name, source: displayPath(s.file!, cwd), tools: [], file: s.file!, ...(s.sidecars ? { sidecars: s.sidecars } : {}), entry: s.entry }));
  const requests = namesServer(flags) ? [serverFromFlags(flags)] : entries.filter((s) => s.file === undefined).map(serverFromConfig);
  // The files and folders named with --server are its sidecars (globs match by name only).
  if (namesServer(flags) && paths.length && paths.every((p) => existsSync(path.resolve(cwd, p)))) requests[0]!.sidecars = paths.map((p) => path.resolve(cwd, p));
  if (flags.serverTimeout !== undefined) for (const r of requests) r.timeoutMs = timeoutFromFlags(flags);
  if (flags.maxResponseSize !== undefined) for (const r of requests) r.maxResponseBytes = flags.maxResponseSize;
  if (paths.length) return { requests, fromFiles, paths };
  if (!requests.length && !fromFiles.length && defaultPaths) return { requests, fromFiles, paths: defaultPaths };
  if (!requests.length && !fromFiles.length) throw new UsageError(`Name the files or folders to ${what}, or a server with --server "<command>" or --url <url>.`);
  return { requests, fromFiles, paths: [...requests, ...fromFiles].flatMap((r) => (r.sidecars ?? []).filter((f) => existsSync(f)).map((f) => path.relative(cwd, f) || '.')) };
}
