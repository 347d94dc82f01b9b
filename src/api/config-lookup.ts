/**
 * Which config applies to a file, the same for the CLI, the project API and the language server: the
 * nearest `tooldoc.config.*` (or package.json with a "tooldoc" key) from the file's folder upward,
 * up to the repository root, as ESLint's flat config is looked up from each file; or the one file
 * named with --config; or none with --no-config.
 *
 * A config is named by a `ConfigRef`, plain data that travels to worker threads, which load the
 * same config from it (`loadConfigRef`). Overrides, `extends`, `ignores` and plugins are resolved
 * relative to the config file that names them (src/config/load.ts), whichever folder the run is in.
 *
 * Trust (may a config run code: JavaScript, plugins, servers) is judged as before: a config in the
 * working directory or below it is the user's; one above it is found by the discovery of
 * src/config/load.ts from the working directory, which asks git whether it is in the repository.
 */
import path from 'node:path';
import { builtinRules, removedRules } from '../../rules/index.js';
import { loadConfig, lookUpConfig, type ResolvedConfig, type UnreadConfig } from '../config/load.js';
import type { Rule } from '../types/index.js';
import { within } from '../files/source-root.js';
export { within };

/** A config, as data: none (defaults), a file, or what discovery finds from a folder upward. */
export type ConfigRef =
  | { kind: 'none' }
  /** --config FILE, or a config found in the working directory or below it (absolute). */
  | { kind: 'file'; file: string }
  /**
   * The config found from `from` upward (absolute). `chosen`: whether `from` is a folder the user
   * chose (the working directory, a workspace folder), so a config found there may run code.
   */
  | { kind: 'discover'; from: string; chosen: boolean };

/** What a run's flags say about configuration: a file, none (false), or the nearest to each file (undefined). */
export type ConfigChoice = string | false | undefined;

export function refKey(ref: ConfigRef): string {
  return ref.kind === 'none' ? 'none' : ref.kind === 'file' ? `file:${ref.file}` : `discover:${ref.from}:${ref.chosen}`;
}

/**
 * Loads the config a ref names, showing paths from `cwd`. `settingsFor` and `isIgnored` of the
 * result take paths relative to `cwd` or absolute, whatever folder discovery started from.
 */
export async function loadConfigRef(ref: ConfigRef, cwd: string, rules: readonly Rule[] = builtinRules): Promise<ResolvedConfig> {
  const base = { builtinRules: rules, removedRules };
  if (ref.kind === 'none') return loadConfig({ ...base, cwd, noConfig: true });
  // As given, for messages: relative to the working directory.
  if (ref.kind === 'file') return loadConfig({ ...base, cwd, configFile: path.relative(cwd, ref.file) || ref.file });
  if (path.resolve(ref.from) === path.resolve(cwd)) return loadConfig({ ...base, cwd, cwdChosen: ref.chosen });
  // Found for a file outside the working directory: discovered from its folder, judged as a config
  // found for a folder the user did not choose (code only from the repository git confirms).
  const config = await loadConfig({ ...base, cwd: ref.from, cwdChosen: false });
  return { ...config, settingsFor: (file) => config.settingsFor(path.resolve(cwd, file)) };
}

/**
 * The config of each file of a run, from its folder up. One lookup per folder and one load per
 * config: files under the same config share its rules, settings and catalog.
 */
export class ConfigLookup {
  private readonly nearest = new Map<string, string | null>();
  private readonly loaded = new Map<string, Promise<ResolvedConfig>>();

  constructor(
    /** Where the run is: paths are shown from here, and a config here or below is the user's. */
    readonly cwd: string,
    readonly choice: ConfigChoice,
    /** Whether `cwd` is a folder the user chose (false for the language server's file outside every workspace folder). */
    readonly cwdChosen = true,
    readonly rules: readonly Rule[] = builtinRules,
    /**
     * Told of each file on the way up that is plainly meant as a config but is not one tooldoc reads
     * (src/config/unread.ts), once per file; only when configs are looked up (no --config, no --no-config).
     */
    private readonly onUnread?: (unread: UnreadConfig) => void,
  ) {}

  private readonly toldUnread = new Set<string>();

  /** The nearest config file from `dir` upward, up to the repository root (or the home folder), remembered per folder. */
  nearestConfig(dir: string): string | undefined {
    let found = this.nearest.get(dir);
    if (found === undefined) {
      const looked = lookUpConfig(dir, { trust: false, unread: Boolean(this.onUnread) && this.choice === undefined });
      found = looked.file ?? null;
      this.nearest.set(dir, found);
      for (const u of looked.unread) {
        if (this.toldUnread.has(u.file)) continue;
        this.toldUnread.add(u.file);
        this.onUnread?.(u);
      }
    }
    return found ?? undefined;
  }

  /** The config ref for a file (absolute, or relative to `cwd`). */
  refFor(file: string): ConfigRef {
    return this.refForDir(path.dirname(path.resolve(this.cwd, file)));
  }

  /** The config ref for the files of a folder. */
  refForDir(dir: string): ConfigRef {
    if (this.choice === false) return { kind: 'none' };
    if (typeof this.choice === 'string') return { kind: 'file', file: path.resolve(this.cwd, this.choice) };
    const cwd = path.resolve(this.cwd);
    const here: ConfigRef = { kind: 'discover', from: cwd, chosen: this.cwdChosen };
    const nearest = this.nearestConfig(dir);
    if (!nearest) return within(cwd, dir) ? here : { kind: 'none' };
    // In the working directory or below: the user's (a workspace folder's, for the language server).
    if (this.cwdChosen && within(cwd, nearest)) return { kind: 'file', file: nearest };
    // Above it: the config the working directory finds, judged as a config above it always was.
    if (within(cwd, dir) || nearest === this.nearestConfig(cwd)) return here;
    // Outside the working directory: found again from its own folder (one ref per config, whichever
    // folder below it a file is in), as a config for a folder the user did not choose.
    return { kind: 'discover', from: path.dirname(nearest), chosen: false };
  }

  /** The config a ref names, loaded once. */
  load(ref: ConfigRef): Promise<ResolvedConfig> {
    const key = refKey(ref);
    let config = this.loaded.get(key);
    if (!config) {
      config = loadConfigRef(ref, this.cwd, this.rules);
      this.loaded.set(key, config);
    }
    return config;
  }

  /** The config of a file. */
  configFor(file: string): Promise<ResolvedConfig> {
    return this.load(this.refFor(file));
  }
}

