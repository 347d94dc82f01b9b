/**
 * `tooldoc lock`: writes `tooldoc.lock.json`, what agents are told, tool by tool (src/diff/lock.ts), from
 * the descriptors given and the servers (--server/--url, or the config's `servers`). `lint --locked`
 * then reports every tool that differs from it.
 *
 * Exit codes: 0 written (or already up to date); 2 nothing written (bad usage, a server that failed).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { configFromFlags } from '../config/run.js';
import { UsageError } from '../run/errors.js';
import { displayPath, NoFilesError } from '../files/find.js';
import { LOCKFILE, LOCKFILE_VERSION, lockReader, lockText } from '../diff/lock.js';
import { lint } from '../run/lint.js';
import { lintedInputs, prepareOutputs } from './output.js';
import { listServers, planServers, serverOptions, type ServerFlags } from './server-options.js';

interface LockFlags extends ServerFlags {
  lockfile?: string;
  config?: string | false;
  servers?: boolean;
}

export function lockCommand(): Command {
  const command = new Command('lock')
    .description('Record what agents are told, tool by tool, in tooldoc.lock.json; `lint --locked` then reports every tool that differs.')
    .argument('[paths...]', 'descriptor files, folders or globs (with a server: its sidecars; default: the config servers\' sidecar folders)')
    .option('--lockfile <file>', `where to write the lock (default ${LOCKFILE})`)
    .option('-c, --config <file>', 'use this config file instead of looking for tooldoc.config.*')
    .option('--no-config', 'ignore config files')
    .option('--no-servers', "lock only the paths given, not the config's servers");
  return serverOptions(command, 'lock').addHelpText(
    'after',
    `
Exit codes: 0 the lock is written (or was up to date); 2 nothing written.

Examples:
  $ tooldoc lock tools/
  $ tooldoc lock --server "npx -y @modelcontextprotocol/server-memory"
  $ tooldoc lint --locked                 # in CI: fails when a tool differs from the lock`,
  );
}

export async function runLock(paths: string[], flags: LockFlags, io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string }): Promise<number> {
  const config = await configFromFlags(flags, io.cwd, builtinRules);
  const plan = planServers(flags, config.servers, paths, io.cwd, 'lock');
  const servers = plan.requests.length ? await listServers(plan.requests) : undefined;
  for (const f of servers?.failures ?? []) {
    io.stderr.write(`tooldoc: nothing locked; ${f.describe()}\n`);
    return 2;
  }
  // Each tool's catalog and definition, as `lint --locked` will see them.
  const catalogs = new Map<string, Map<string, Record<string, unknown>>>();
  const read = lockReader({ lockfileVersion: LOCKFILE_VERSION, catalogs: {} }, LOCKFILE);
  let run;
  try {
    run = await lint({
      patterns: plan.paths,
      cwd: io.cwd,
      rules: [],
      ...(servers || plan.fromFiles.length ? { servers: [...(servers?.listed ?? []), ...plan.fromFiles] } : {}),
      locked: (tool) => {
        const locked = read(tool);
        let tools = catalogs.get(locked.catalog);
        if (!tools) catalogs.set(locked.catalog, (tools = new Map<string, Record<string, unknown>>()));
        if (!tools.has(tool.name)) tools.set(tool.name, locked.definition);
        return locked;
      },
    });
  } catch (err) {
    if (err instanceof NoFilesError) throw new UsageError(err.message);
    throw err;
  }
  const failed = run.files.filter((f) => f.status === 'failed');
  if (failed.length) {
    io.stderr.write(`tooldoc: nothing locked; ${failed.length} file${failed.length === 1 ? '' : 's'} could not be read (${failed.map((f) => f.file).slice(0, 3).join(', ')}); \`tooldoc lint\` says why.\n`);
    return 2;
  }
  // Never over a file just read as an input (the same path, or a link to it), as no other writer does.
  prepareOutputs([{ what: 'the lock', path: flags.lockfile ?? LOCKFILE }], lintedInputs(run), io.cwd, 'being locked');
  const file = path.resolve(io.cwd, flags.lockfile ?? LOCKFILE);
  const text = lockText(catalogs);
  const count = [...catalogs.values()].reduce((n, t) => n + t.size, 0);
  const where = `${count} tool${count === 1 ? '' : 's'} in ${[...catalogs.keys()].sort().join(', ') || 'no catalog'}`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) {
    io.stderr.write(`tooldoc: ${displayPath(file, io.cwd)} is up to date (${where}).\n`);
    return 0;
  }
  try {
    writeFileSync(file, text);
  } catch (err) {
    throw new UsageError(`Could not write ${displayPath(file, io.cwd)}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
  }
  io.stderr.write(`tooldoc: wrote ${displayPath(file, io.cwd)} (${where}); commit it, and run \`tooldoc lint --locked\` in CI.\n`);
  return 0;
}
