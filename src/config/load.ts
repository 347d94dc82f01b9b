/**
 * Finds, reads, validates and resolves a tooldoc config, composing the stages of src/config/:
 * discovery (discover.ts, with the unread configs on the way: unread.ts), reading a file and what
 * it extends (read.ts, shape.ts), plugins (plugin-rules.ts), rule entries and options
 * (rule-options.ts), servers (servers.ts), and the resolved config (resolved.ts, settings.ts,
 * globs.ts). Here: which file, and whether it may run code. Every problem is a ConfigError naming
 * the config file, line and column; nothing is printed here.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../files/display.js';
import type { Rule } from '../types/index.js';
import { CONFIG_FILES, lookUpConfig, type FoundConfig } from './discover.js';
import { layersInOrder, type Layer } from './layer.js';
import { loadPluginRules } from './plugin-rules.js';
import { ConfigError, type ConfigProblem } from './problems.js';
import { isJavaScriptConfig, readLayer } from './read.js';
import { resolveConfig, type ResolvedConfig } from './resolved.js';
import { checkRuleEntries, type RemovedRules } from './rule-options.js';
import { serversOf } from './servers.js';
import type { UnreadConfig } from './unread.js';

// What the rest of tooldoc imports from here: the public API (src/index.ts) and the commands.
export { CONFIG_FILES, discoverConfig, lookUpConfig, type FoundConfig } from './discover.js';
export { ConfigError, type ConfigProblem } from './problems.js';
export type { ResolvedConfig, Override } from './resolved.js';
export type { ConfiguredServer } from './servers.js';
export { CONFIGURABLE_CORE_IDS } from './rule-options.js';
export { configSchemaPath } from './shape.js';
export { globMatcher } from './globs.js';
export { unreadConfigMessage, type UnreadConfig } from './unread.js';

export interface LoadConfigOptions {
  cwd: string;
  builtinRules: readonly Rule[];
  /** `--config FILE`. */
  configFile?: string;
  /** `--no-config`: use the defaults (tooldoc:recommended). */
  noConfig?: boolean;
  /**
   * Whether `cwd` is a folder the user chose (the working directory, a workspace folder), so that a
   * config found in it may run code (default true). The language server says false for a file
   * outside every workspace folder: then only a config in the repository git confirms for it may.
   */
  cwdChosen?: boolean;
  /** Ids of removed rules, with the rule that reports what they did. */
  removedRules?: RemovedRules;
}

export async function loadConfig(options: LoadConfigOptions): Promise<ResolvedConfig> {
  const { cwd, builtinRules } = options;
  let file: string | undefined;
  /** A config discovered above the working directory, outside any repository: read as data, never run. */
  let outsideConfig: string | undefined;
  let untrusted: FoundConfig['untrusted'];
  if (options.noConfig) file = undefined;
  else if (options.configFile) {
    file = path.resolve(cwd, options.configFile);
    if (!existsSync(file)) throw new ConfigError([{ file: options.configFile, message: 'Config file not found.' }]);
    if (!statSync(file).isFile()) {
      throw new ConfigError([{ file: options.configFile, message: `Not a file; name the config file itself (${CONFIG_FILES.slice(0, 3).join(', ')}, …).` }]);
    }
  } else {
    const found = lookUpConfig(cwd, { cwdChosen: options.cwdChosen ?? true, unread: false });
    file = found.file;
    if (found.untrusted) {
      outsideConfig = found.file;
      untrusted = found.untrusted;
    }
  }
  // Files meant as a config that discovery passed over, looked for when asked: a worker thread that
  // loads the config again never asks, and a folder of many files is not read for nothing.
  const discovered = !options.noConfig && !options.configFile;
  let unread: UnreadConfig[] | undefined;
  const withUnread = (c: Omit<ResolvedConfig, 'unreadConfigs'>): ResolvedConfig => ({ ...c, unreadConfigs: () => (unread ??= discovered ? lookUpConfig(cwd, { trust: false }).unread : []) });

  if (!file) return withUnread(resolveConfig(undefined, [], [...builtinRules], [], cwd));

  const refuseCode = (what: string) =>
    new ConfigError([
      {
        // A file outside the workspace has no working directory of the user's to show the path from.
        file: options.cwdChosen === false ? outsideConfig! : displayPath(outsideConfig!, cwd),
        message:
          options.cwdChosen === false
            ? `Found for a file outside the workspace, ${untrusted!.why}, and it ${what}; tooldoc does not run code from there unasked. Open its folder as a workspace folder to use it.`
            : `Found above the working directory, ${untrusted!.why}, and it ${what}; tooldoc does not run code from there unasked. Use it with --config ${displayPath(outsideConfig!, cwd)}, or lint without it with --no-config.`,
      },
    ]);
  if (outsideConfig && isJavaScriptConfig(outsideConfig)) throw refuseCode('is JavaScript');
  const root = await readLayer(file, cwd, [], outsideConfig ? refuseCode : undefined);
  const layers = layersInOrder(root);

  // Plugins first: their rule ids are needed to check `rules`.
  const refusePlugins = (l: Layer) => {
    if (outsideConfig) throw refuseCode(l.file === outsideConfig ? 'loads plugins' : `extends ${l.display}, which loads plugins`);
  };
  const { rules, plugins, problems } = await loadPluginRules(layers, builtinRules, refusePlugins);
  if (problems.length) throw new ConfigError(problems);

  const entryProblems: ConfigProblem[] = [];
  for (const l of layers) checkRuleEntries(l, rules, entryProblems, options.removedRules ?? {});
  if (entryProblems.length) throw new ConfigError(entryProblems);
  const servers = serversOf(root, entryProblems);
  if (entryProblems.length) throw new ConfigError(entryProblems);
  // Starting a server runs its command: a config found outside any repository may not.
  if (outsideConfig && servers?.length) throw refuseCode('starts servers');
  const since = typeof root.value.since === 'string' ? root.value.since : undefined;
  // Relative to the config file, as every path in it is.
  const baseline = typeof root.value.baseline === 'string' ? path.resolve(root.dir, root.value.baseline) : undefined;
  return withUnread({ ...resolveConfig(root, layers, rules, plugins, cwd), ...(servers ? { servers } : {}), ...(since ? { since } : {}), ...(baseline ? { baseline } : {}) });
}
