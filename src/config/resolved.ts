/**
 * The resolved config: what a chain of layers comes to once merged. Settings are the preset, then
 * each extended config, then the config's own `rules`; overrides and ignores keep the folder of the
 * config that names them (their globs are relative to it); `targets`, `limits` and
 * `unsuppressible` come from the chain as each key's own rule says.
 */
import path from 'node:path';
import type { LoadedPlugin } from './plugins.js';
import type { Rule } from '../types/index.js';
import { isObject, parseSize } from '../toolkit/util.js';
import { globMatcher } from './globs.js';
import type { Layer } from './layer.js';
import { presetSettings } from './presets.js';
import type { ConfiguredServer } from './servers.js';
import { mergeSettings, rulesBlock, type Settings } from './settings.js';
import type { UnreadConfig } from './unread.js';

export interface Override {
  baseDir: string;
  files: string[];
  settings: Settings;
  match(absolutePath: string): boolean;
}

export interface ResolvedConfig {
  /** Absolute path of the config file used, or undefined when none was found or --no-config. */
  file?: string;
  /** Every rule that can run: the built-in rules, then plugin rules. */
  rules: Rule[];
  plugins: LoadedPlugin[];
  /** Severity and options per rule id (presets applied), for every rule and configurable core id. */
  settings: Settings;
  overrides: Override[];
  /** Per-file settings from overrides (merged in order), or undefined when none apply. Memoised. */
  settingsFor(file: string): Settings | undefined;
  /** Whether a file is excluded by `ignores`. */
  isIgnored(absolutePath: string): boolean;
  /** `targets` (platforms the platform rules check for), from this config or the last that sets it in `extends`. */
  targets?: string[];
  /** `limits` (safety limits: bytes, seconds), from this config or the configs it extends, later ones winning per key. */
  limits?: { maxFileSize?: number; maxFileTime?: number };
  /** Whether inline suppressions may not hide a rule's findings (`unsuppressible`, from this config and every config it extends). */
  isUnsuppressible(ruleId: string): boolean;
  /** `servers` (live MCP servers to lint), from this config or the last that sets it in `extends`. */
  servers?: ConfiguredServer[];
  /** `since`: the git revision `lint` compares with, as --since does (this config's own). */
  since?: string;
  /** `baseline`: the baseline file `lint` compares with, as --baseline does (this config's own), absolute. */
  baseline?: string;
  /**
   * Files meant as a config that tooldoc does not read, passed over by discovery on its way to this
   * config (or to none), nearest first: each deserves a warning (`unreadConfigMessage`). Looked for
   * when first asked (it reads the names in each folder searched), then kept; none when the config
   * was named (--config) or refused (--no-config).
   */
  unreadConfigs(): UnreadConfig[];
}

/** The config a chain of layers resolves to (`root` undefined: no config, the defaults). `cwd`: what relative file paths given to `settingsFor` are relative to. */
export function resolveConfig(root: Layer | undefined, layers: Layer[], rules: Rule[], plugins: LoadedPlugin[], cwd: string): Omit<ResolvedConfig, 'unreadConfigs'> {
  const settingsOf = (l: Layer): Settings => {
    let s: Settings = {};
    for (const e of l.extends) s = mergeSettings(s, 'preset' in e ? presetSettings(e.preset as never, rules) : settingsOf(e.layer));
    return mergeSettings(s, rulesBlock(l.value.rules));
  };
  let settings = presetSettings('tooldoc:recommended', rules);
  settings['suppression/unused'] = { severity: 'warning' };
  if (root) settings = mergeSettings(settings, settingsOf(root));

  const overrides: Override[] = [];
  const ignoreMatchers: Array<(abs: string) => boolean> = [];
  for (const l of layers) {
    const list = Array.isArray(l.value.overrides) ? (l.value.overrides as Array<Record<string, unknown>>) : [];
    for (const o of list) {
      const files = Array.isArray(o.files) ? (o.files as string[]) : [o.files as string];
      overrides.push({ baseDir: l.dir, files, settings: rulesBlock(o.rules), match: globMatcher(files, l.dir) });
    }
    if (Array.isArray(l.value.ignores) && l.value.ignores.length) ignoreMatchers.push(globMatcher(l.value.ignores as string[], l.dir));
  }

  const targetsOf = (l: Layer): string[] | undefined => {
    if (Array.isArray(l.value.targets)) return l.value.targets as string[];
    for (const e of [...l.extends].reverse()) {
      const t = 'layer' in e ? targetsOf(e.layer) : undefined;
      if (t) return t;
    }
    return undefined;
  };
  const targets = root ? targetsOf(root) : undefined;

  const unsuppressible = layers.flatMap((l) => (Array.isArray(l.value.unsuppressible) ? (l.value.unsuppressible as string[]) : []));
  const isUnsuppressible = (id: string) => unsuppressible.some((u) => u === '*' || u === id || (u.endsWith('/*') && id.startsWith(u.slice(0, -1))));

  let limits: ResolvedConfig['limits'];
  for (const l of layers) {
    if (!isObject(l.value.limits)) continue;
    const { maxFileSize, maxFileTime } = l.value.limits;
    const size = typeof maxFileSize === 'string' ? parseSize(maxFileSize) : typeof maxFileSize === 'number' ? maxFileSize : undefined;
    limits = { ...limits, ...(size !== undefined ? { maxFileSize: size } : {}), ...(typeof maxFileTime === 'number' ? { maxFileTime } : {}) };
  }

  const configFiles = new Set(layers.filter((l) => path.basename(l.file) !== 'package.json').map((l) => l.file));
  const combos = new Map<string, Settings | undefined>();
  let last: { file: string; settings: Settings | undefined } | undefined;
  return {
    file: root?.file,
    ...(targets ? { targets } : {}),
    ...(limits ? { limits } : {}),
    isUnsuppressible,
    rules,
    plugins,
    settings,
    overrides,
    settingsFor(file) {
      // One merged object per combination of matching overrides, not per file: a run of 100,000
      // files must not keep 100,000 copies of the same settings (callers ask file by file, so the
      // last answer is remembered).
      if (last?.file === file) return last.settings;
      const abs = path.resolve(cwd, file);
      const matching: number[] = [];
      overrides.forEach((o, i) => {
        if (o.match(abs)) matching.push(i);
      });
      const key = matching.join(',');
      let settings = combos.get(key);
      if (!combos.has(key)) {
        settings = matching.length ? matching.reduce<Settings>((acc, i) => mergeSettings(acc, overrides[i]!.settings), {}) : undefined;
        combos.set(key, settings);
      }
      last = { file, settings };
      return settings;
    },
    // The config files themselves are not descriptors; walking a folder should not list them as skipped.
    isIgnored: (abs) => configFiles.has(abs) || ignoreMatchers.some((m) => m(abs)),
  };
}
