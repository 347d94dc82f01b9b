/**
 * A language server project's linter configuration (src/lsp/projects.ts): made by the server, and
 * again inside the worker thread that lints the project's files, from the same config file.
 */
import { builtinRules, removedRules } from '../../rules/index.js';
import { loadConfig, type ResolvedConfig } from '../config/load.js';
import { baselineFileOf, configLintOptions, layerSettings, limitsFrom } from '../config/run.js';
import type { LinterConfig } from '../core/linter.js';
import { targetSettings, type Target } from '../platforms/targets.js';
import type { LintOptions } from '../run/lint.js';

/** What a project's worker is started with. */
export interface ProjectSetup {
  /** The workspace folder. */
  cwd: string;
  /** The config file inside it that applies, if any (else the one found from the folder up, as the CLI finds it). */
  configFile?: string;
  /** Whether `cwd` is a workspace folder (else a config found for it runs code only in a repository git confirms). */
  cwdChosen?: boolean;
}

/** The project's config, its run options, and its linter's configuration. Throws when the config cannot be loaded. */
export async function projectLintOptions(cwd: string, configFile: string | undefined, cwdChosen = true): Promise<{ config: ResolvedConfig; options: LintOptions; linter: LinterConfig }> {
  const config = await loadConfig({ cwd, builtinRules, removedRules, cwdChosen, ...(configFile ? { configFile } : {}) });
  // The baseline the CLI would compare with (the config's, or tooldoc-baseline.json): findings it accepts are not shown.
  let fromConfig: ReturnType<typeof configLintOptions>;
  try {
    fromConfig = configLintOptions(config, { baseline: baselineFileOf({}, config, cwd) }, cwd);
  } catch {
    fromConfig = configLintOptions(config, {}, cwd); // an unreadable baseline: lint without it
  }
  const settings = layerSettings(fromConfig.settings ?? {}, config.targets ? targetSettings(config.rules, config.targets as Target[]) : undefined);
  const limits = limitsFrom({}, config);
  const options: LintOptions = { ...fromConfig, patterns: [], cwd, settings, ...(limits ? { limits } : {}) };
  return { config, options, linter: { ...options, fingerprints: Boolean(fromConfig.baseline), fixes: true } };
}

/** For the worker thread (src/run/worker.ts). */
export async function workerLintOptions(data: ProjectSetup): Promise<LinterConfig> {
  return (await projectLintOptions(data.cwd, data.configFile, data.cwdChosen ?? true)).linter;
}
