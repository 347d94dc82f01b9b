/**
 * Rebuilds, inside a worker thread, the linter configuration the main thread made (the project API,
 * src/api/tooldoc.ts): the same config (a group's: the config its files share, src/api/config-lookup.ts),
 * plugins, overrides and flags give the same rules and settings; and, for a run
 * that joins its files to live servers, compares them with a revision or checks them against the lock
 * file, the same servers, revision and lock (all plain data, sent with the setup).
 */
import { configLintOptions, limitsFrom, runSettings } from '../config/run.js';
import { loadConfigRef, type ConfigRef } from '../api/config-lookup.js';
import { lockReader, type Lock } from '../diff/lock.js';
import type { Target } from '../platforms/targets.js';
import type { WorkerLintOptions } from '../run/worker-main.js';
import { serverFileReader } from '../run/server-files.js';
import { ServerJoin, type ListedServer } from '../servers/sidecars.js';
import type { PreviousCatalog } from '../types/index.js';
import type { RuleSetting } from '../core/linter.js';
import { inRepository } from '../files/source-root.js';
import { builtinRules } from '../../rules/index.js';
import { warmUp as warmUpWith } from '../run/warm-up.js';

export interface WorkerSetupData {
  flags: Record<string, unknown> & { targets?: Target[]; maxFileSize?: number; maxFileTime?: number; ignoreUnknown?: boolean; inputFormat?: string; inlineConfig?: boolean; acceptDirectives?: boolean; fix?: boolean; fixDryRun?: boolean };
  cwd: string;
  /** The config of the files this worker lints (one group of the run). */
  config: ConfigRef;
  /** A program's own rule settings, over the config's (TooldocOptions.ruleSettings). */
  ruleSettings?: Record<string, Partial<RuleSetting>>;
  /** The main thread applies a baseline, or writes a report that shows fingerprints: findings need them. */
  fingerprints: boolean;
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
  const config = await loadConfigRef(data.config, cwd);
  // The baseline itself is the main thread's business; reading it again here would only cost time.
  const fromConfig = configLintOptions(config, { inlineConfig: flags.inlineConfig }, cwd);
  const limits = limitsFrom(flags, config);
  const servers = data.servers?.length ? new ServerJoin(data.servers, cwd, serverFileReader({ cwd, limits, inputFormat: flags.inputFormat })) : undefined;
  return {
    rules: config.rules,
    settings: runSettings(config, flags, data.ruleSettings),
    settingsFor: fromConfig.settingsFor,
    limits,
    ignoreUnknown: flags.ignoreUnknown,
    inputFormat: flags.inputFormat,
    fingerprints: data.fingerprints,
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

/**
 * A warm-up for the worker's idle time (src/run/warm-up.ts): a small descriptor linted with the
 * rules of `tooldoc:recommended` a step at a time, so that the run's first file is linted at the
 * warm speed. Each call runs the next step and says whether there are more.
 */
export function warmUp(): () => boolean {
  return warmUpWith(builtinRules.filter((r) => r.meta.recommended !== false));
}
