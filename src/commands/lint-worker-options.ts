/**
 * Rebuilds, inside a worker thread, the linter configuration the main thread made from the command line:
 * the same config file, plugins, overrides and flags give the same rules and settings.
 */
import { builtinRules } from '../../rules/index.js';
import { configFromFlags, configLintOptions, flagSettings, layerSettings, limitsFrom } from '../config/run.js';
import type { LinterConfig } from '../core/linter.js';
import { targetSettings, type Target } from '../platforms/targets.js';

export interface WorkerSetupData {
  flags: Record<string, unknown> & { targets?: Target[]; maxFileSize?: number; maxFileTime?: number; ignoreUnknown?: boolean; inputFormat?: string };
  cwd: string;
  /** The main thread applies a baseline: findings need fingerprints. */
  baseline: boolean;
}

export async function workerLintOptions(data: WorkerSetupData): Promise<LinterConfig> {
  const { flags, cwd } = data;
  const config = await configFromFlags(flags as Parameters<typeof configFromFlags>[0], cwd, builtinRules);
  // The baseline itself is the main thread's business; reading it again here would only cost time.
  const fromConfig = configLintOptions(config, { ...flags, baseline: undefined, writeBaseline: undefined, pruneBaseline: undefined }, cwd);
  return {
    rules: config.rules,
    settings: layerSettings(layerSettings(fromConfig.settings ?? {}, (flags.targets ?? config.targets) ? targetSettings(config.rules, (flags.targets ?? config.targets) as Target[]) : undefined), flagSettings(flags, config.rules)),
    settingsFor: fromConfig.settingsFor,
    limits: limitsFrom(flags, config),
    ignoreUnknown: flags.ignoreUnknown,
    inputFormat: flags.inputFormat,
    fingerprints: data.baseline,
    inlineConfig: fromConfig.inlineConfig,
  };
}
