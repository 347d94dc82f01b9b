/**
 * Rebuilds, inside a worker thread, the linter configuration the main thread made from the command line:
 * the same config file, plugins, overrides and flags give the same rules and settings; and, for a run
 * that joins its files to live servers, compares them with a revision or checks them against the lock
 * file, the same servers, revision and lock (all plain data, sent with the setup).
 */
import { builtinRules } from '../../rules/index.js';
import { configFromFlags, configLintOptions, flagSettings, layerSettings, limitsFrom } from '../config/run.js';
import { lockReader, type Lock } from '../lock.js';
import { targetSettings, type Target } from '../platforms/targets.js';
import type { WorkerLintOptions } from '../run/worker.js';
import { serverFileReader } from '../run/lint.js';
import { ServerJoin, type ListedServer } from '../servers/sidecars.js';
import type { PreviousCatalog } from '../types.js';
import { inRepository } from '../diff/sources.js';

export interface WorkerSetupData {
  flags: Record<string, unknown> & { targets?: Target[]; maxFileSize?: number; maxFileTime?: number; ignoreUnknown?: boolean; inputFormat?: string; fix?: boolean; fixDryRun?: boolean };
  cwd: string;
  /** The main thread applies a baseline: findings need fingerprints. */
  baseline: boolean;
  /** The run's live servers (and config `servers` entries with a file), as listed. */
  servers?: ListedServer[];
  /** `--since`: the catalog at that revision. */
  previous?: Omit<PreviousCatalog, 'descriptor'> & {
    /** Set when some paths are outside the repository the revision was read from: only files inside it are compared. */
    repository?: string;
  };
  /** `--locked`: the lock, and its name in messages. */
  lock?: { lock: Lock; display: string };
}

export async function workerLintOptions(data: WorkerSetupData): Promise<WorkerLintOptions> {
  const { flags, cwd } = data;
  const config = await configFromFlags(flags as Parameters<typeof configFromFlags>[0], cwd, builtinRules);
  // The baseline itself is the main thread's business; reading it again here would only cost time.
  const fromConfig = configLintOptions(config, { ...flags, baseline: undefined, writeBaseline: undefined, pruneBaseline: undefined }, cwd);
  const limits = limitsFrom(flags, config);
  const servers = data.servers?.length ? new ServerJoin(data.servers, cwd, serverFileReader({ cwd, limits, inputFormat: flags.inputFormat })) : undefined;
  return {
    rules: config.rules,
    settings: layerSettings(layerSettings(fromConfig.settings ?? {}, (flags.targets ?? config.targets) ? targetSettings(config.rules, (flags.targets ?? config.targets) as Target[]) : undefined), flagSettings(flags, config.rules)),
    settingsFor: fromConfig.settingsFor,
    limits,
    ignoreUnknown: flags.ignoreUnknown,
    inputFormat: flags.inputFormat,
    fingerprints: data.baseline,
    // --fix and --fix-dry-run: the fix loop (src/run/fix.ts) runs in the worker, on the rules' fixes.
    ...(flags.fix || flags.fixDryRun ? { fixes: true } : {}),
    inlineConfig: fromConfig.inlineConfig,
    ...(servers ? { servers, joinTool: servers.joinTool } : {}),
    ...(data.previous ? { previous: previousIn(data.previous) } : {}),
    ...(data.lock ? { locked: lockReader(data.lock.lock, data.lock.display) } : {}),
  };
}

/** The revision's catalog for the linter: files outside the repository it was read from are not compared with it. */
export function previousIn({ repository, ...previous }: NonNullable<WorkerSetupData['previous']>): NonNullable<WorkerLintOptions['previous']> {
  return repository === undefined ? previous : { ...previous, compares: (file: string) => inRepository(repository, file) };
}
