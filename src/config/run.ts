/**
 * What the commands need from configuration: the config named by the flags (--config FILE,
 * --no-config, or discovery), and the lint options it contributes (rules, settings, overrides,
 * ignores, suppressions, baseline).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readBaseline, type BaselineEntry, type BaselineOptions } from '../suppressions/baseline.js';
import type { LintOptions, RuleSetting } from '../run/lint.js';
import type { ParseLimits } from '../parse/source.js';
import { UsageError } from '../run/errors.js';
import type { Rule } from '../types/index.js';
import { removedRules } from '../../rules/index.js';
import { loadConfig, type ResolvedConfig } from './load.js';
import { targetSettings, type Target } from '../platforms/targets.js';

export interface ConfigFlags {
  /** A path with --config FILE, false with --no-config. */
  config?: string | false;
}

export interface SuppressionFlags {
  /** false with --no-inline-config. */
  inlineConfig?: boolean;
  /** A file, or false with --no-baseline. */
  baseline?: string | false;
  writeBaseline?: string;
  pruneBaseline?: boolean;
}

/** The baseline a run compares with when none is named: this file in the working directory, when it exists (as ESLint's suppressions file). */
export const DEFAULT_BASELINE = 'tooldoc-baseline.json';

/**
 * The baseline file a lint run reads: --baseline FILE, else the config's `baseline`, else
 * tooldoc-baseline.json in the working directory when it exists; none with --no-baseline (false),
 * or when --write-baseline records a new one.
 */
export function baselineFileOf(flags: { baseline?: string | false; writeBaseline?: string }, config: Pick<ResolvedConfig, 'baseline'>, cwd: string): string | undefined {
  if (flags.baseline === false || flags.writeBaseline !== undefined) return typeof flags.baseline === 'string' ? flags.baseline : undefined;
  if (flags.baseline !== undefined) return flags.baseline;
  if (config.baseline) return path.relative(cwd, config.baseline) || config.baseline;
  return existsSync(path.join(cwd, DEFAULT_BASELINE)) ? DEFAULT_BASELINE : undefined;
}

export function configFromFlags(flags: ConfigFlags, cwd: string, builtinRules: readonly Rule[]): Promise<ResolvedConfig> {
  return loadConfig({ cwd, builtinRules, removedRules, configFile: typeof flags.config === 'string' ? flags.config : undefined, noConfig: flags.config === false });
}

type Settings = Record<string, Partial<RuleSetting>>;

/** Settings from a later source (command-line flags) over a config's: severity replaced, options merged. */
export function layerSettings(base: Settings, over: Settings | undefined): Settings {
  if (!over) return base;
  const out: Settings = { ...base };
  for (const [id, s] of Object.entries(over)) {
    const prev = out[id];
    out[id] = { ...prev, ...s, ...(prev?.options || s.options ? { options: { ...prev?.options, ...s.options } } : {}) };
  }
  return out;
}

/** Rule settings the command-line flags imply: `--accept-directives` turns off the rules accepted with it (RuleMeta.acceptedWith). Main thread and workers alike. */
export function flagSettings(flags: object, rules: readonly Rule[]): Settings | undefined {
  if ((flags as { acceptDirectives?: unknown }).acceptDirectives !== true) return undefined;
  return Object.fromEntries(rules.filter((r) => r.meta.acceptedWith === 'directives').map((r) => [r.meta.id, { severity: 'off' as const }]));
}

/**
 * The settings a run lints with under one config: the config's, then what `targets` (the flag's, else
 * the config's) sets for the platform rules, then what the flags imply (--accept-directives), then
 * `extra` (a program's own settings, the project API's `ruleSettings`). Main thread and workers alike.
 */
export function runSettings(
  config: Pick<ResolvedConfig, 'settings' | 'rules' | 'targets'>,
  flags: { targets?: readonly string[]; acceptDirectives?: boolean },
  extra?: Settings,
): Settings {
  const targets = flags.targets ?? config.targets;
  const withTargets = layerSettings(config.settings, targets ? targetSettings(config.rules, targets as Target[]) : undefined);
  return layerSettings(layerSettings(withTargets, flagSettings(flags, config.rules)), extra);
}

/** The lint options a config and the suppression/baseline flags contribute. */
export function configLintOptions(
  config: ResolvedConfig,
  flags: SuppressionFlags,
  cwd: string,
): Pick<LintOptions, 'rules' | 'settings' | 'settingsFor' | 'isIgnored' | 'inlineConfig' | 'isUnsuppressible' | 'baseline'> {
  if (flags.baseline && flags.writeBaseline) throw new UsageError('Give --baseline FILE to compare with a baseline or --write-baseline FILE to record one, not both.');
  if (flags.pruneBaseline && !flags.baseline) throw new UsageError('--prune-baseline needs --baseline FILE (the baseline to prune).');
  let baseline: BaselineOptions | undefined;
  if (flags.baseline) {
    const file = path.resolve(cwd, flags.baseline);
    baseline = { file, entries: readBaseline(file, flags.baseline) };
  } else if (flags.writeBaseline) {
    const file = path.resolve(cwd, flags.writeBaseline);
    let entries: BaselineEntry[] = [];
    try {
      entries = readBaseline(file, flags.writeBaseline); // keep the entries of files this run does not lint
    } catch {
      entries = [];
    }
    baseline = { file, entries, write: true };
  }
  return {
    rules: config.rules,
    settings: config.settings,
    settingsFor: config.overrides.length ? (file) => config.settingsFor(file) : undefined,
    isIgnored: (abs) => config.isIgnored(abs),
    inlineConfig: flags.inlineConfig !== false,
    isUnsuppressible: (id) => config.isUnsuppressible(id),
    baseline,
  };
}

/** The safety limits of a run: the flags over the config's `limits`, the defaults for the rest. */
export function limitsFrom(flags: { maxFileSize?: number; maxFileTime?: number }, config: Pick<ResolvedConfig, 'limits'>): Partial<ParseLimits> | undefined {
  const limits: Partial<ParseLimits> = {};
  const size = flags.maxFileSize ?? config.limits?.maxFileSize;
  const time = flags.maxFileTime ?? config.limits?.maxFileTime;
  if (size !== undefined) limits.maxFileSize = size;
  if (time !== undefined) limits.maxFileTime = time * 1000;
  return Object.keys(limits).length ? limits : undefined;
}
