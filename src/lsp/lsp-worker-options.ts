/**
 * A language server project's linter configuration (src/lsp/projects.ts): made by the server, and
 * again inside the worker thread that lints the project's files, from the same config file.
 */
import { loadConfigRef, type ConfigRef } from '../api/config-lookup.js';
import type { ResolvedConfig } from '../config/load.js';
import { baselineFileOf, configLintOptions, limitsFrom, runSettings } from '../config/run.js';
import type { LinterConfig } from '../core/linter.js';
import type { LintOptions } from '../run/lint.js';

/** What a project's worker is started with. */
export interface ProjectSetup {
  /** The workspace folder. */
  cwd: string;
  /** The project's config, as the CLI finds it for the project's files (src/api/config-lookup.ts). */
  config: ConfigRef;
}

/** The project's config, its run options, and its linter's configuration. Throws when the config cannot be loaded. */
export async function projectLintOptions(cwd: string, ref: ConfigRef): Promise<{ config: ResolvedConfig; options: LintOptions; linter: LinterConfig }> {
  const config = await loadConfigRef(ref, cwd);
  // The baseline the CLI would compare with (the config's, or tooldoc-baseline.json): findings it accepts are not shown.
  let fromConfig: ReturnType<typeof configLintOptions>;
  try {
    fromConfig = configLintOptions(config, { baseline: baselineFileOf({}, config, cwd) }, cwd);
  } catch {
    fromConfig = configLintOptions(config, {}, cwd); // an unreadable baseline: lint without it
  }
  const settings = runSettings(config, {});
  const limits = limitsFrom({}, config);
  const options: LintOptions = { ...fromConfig, patterns: [], cwd, settings, ...(limits ? { limits } : {}) };
  return { config, options, linter: { ...options, fingerprints: Boolean(fromConfig.baseline), fixes: true } };
}

/** For the worker thread (src/run/worker.ts). */
export async function workerLintOptions(data: ProjectSetup): Promise<LinterConfig> {
  return (await projectLintOptions(data.cwd, data.config)).linter;
}
