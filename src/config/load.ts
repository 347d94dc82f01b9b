/**
 * Finds, reads, validates and resolves a tooldoc config: discovery from the working directory
 * upward, `extends` (presets and relative files, cycles refused), plugins, per-rule severities and
 * options (checked against each rule's options schema), overrides and ignores. Every problem is a
 * ConfigError naming the config file, line and column; nothing is printed here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import picomatch from 'picomatch';
import type { RuleSetting } from '../run/lint.js';
import { UsageError } from '../errors.js';
import { displayPath } from '../files.js';
import { parseSource } from '../parse/source.js';
import { loadPlugin, PluginError, resolvePlugin, type LoadedPlugin } from '../plugins.js';
import { compileSchema, validateValue } from '../schema/index.js';
import type { JsonPath, Range, Rule, SeveritySetting } from '../types.js';
import { didYouMean, isArray, isObject, parseSize } from '../toolkit/util.js';
import { isPreset, presetSettings, PRESETS } from './presets.js';
import { realPath, REPOSITORY_MARKS, repositoryRoot } from '../source-root.js';

/** Config file names looked for in each folder, in this order; the first found wins. */
export const CONFIG_FILES = [
  'tooldoc.config.yaml',
  'tooldoc.config.yml',
  'tooldoc.config.json',
  'tooldoc.config.mjs',
  'tooldoc.config.js',
  'package.json',
] as const;

/** Ids the config may set that are not rules: findings the core raises about suppressions. */
export const CONFIGURABLE_CORE_IDS = ['suppression/unused'];

type Settings = Record<string, Partial<RuleSetting>>;

export interface ConfigProblem {
  file: string;
  range?: Range;
  /** Where in the config, when there is no position (JavaScript configs). */
  where?: string;
  message: string;
}

/** A config that cannot be used. Exit 2; each problem prints as `file:line:col: message`. */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
  constructor(readonly problems: ConfigProblem[]) {
    super(formatProblems([...problems].sort((a, b) => (a.range?.start.line ?? 0) - (b.range?.start.line ?? 0) || (a.range?.start.column ?? 0) - (b.range?.start.column ?? 0))));
  }
}

function formatProblems(problems: ConfigProblem[]): string {
  const lines = problems.map((p) => {
    const at = p.range ? `${p.file}:${p.range.start.line}:${p.range.start.column}` : p.where ? `${p.file} (${p.where})` : p.file;
    return `${at}: ${p.message}`;
  });
  return lines.length === 1 ? lines[0]! : `invalid configuration (${lines.length} problems):\n` + lines.map((l) => '  ' + l).join('\n');
}

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
}

/** A `servers` entry, its paths resolved and `${NAME}` variables filled in. */
export interface ConfiguredServer {
  name: string;
  command?: string;
  args?: string[];
  url?: string;
  /** Absolute: a file of the tools it lists, instead of a live server. */
  file?: string;
  env?: Record<string, string>;
  headers?: Record<string, string>;
  /** Absolute folder to start it in. */
  cwd: string;
  /** Absolute folders of its sidecar descriptors. */
  sidecars?: string[];
  /** Seconds. */
  timeout?: number;
  /** Where the entry is (its `name`), for messages and for SARIF. */
  entry: { file: string; line: number; column: number };
}

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
  removedRules?: Readonly<Record<string, { replacedBy: string }>>;
}

/**
 * The first config file from `cwd` upward, or undefined. A package.json counts only with a
 * "tooldoc" key. Discovery stops at the repository root (the nearest folder with .git, .hg, .svn or
 * .jj) or, outside any repository, at the home folder. Whether a config found above `cwd` may run
 * code is decided by git (see discover), not by these marks.
 */
export function discoverConfig(cwd: string): string | undefined {
  return discover(cwd, true)?.file;
}

/** A found config, and why it may not run code (undefined when it may). */
interface Discovered {
  file: string;
  /** Why not: "outside any repository", or that git could not be asked. */
  untrusted?: { why: string };
}

/**
 * `cwdChosen`: whether the folder discovery starts from is one the user chose (the working
 * directory), so that a config there may run code. A config found anywhere else may only when it
 * is in the repository git confirms for `cwd`: a folder merely marked as a repository root proves
 * nothing (anyone can make an empty `.git` in /tmp), and when git cannot be asked no repository is.
 */
function discover(cwd: string, cwdChosen: boolean): Discovered | undefined {
  const home = path.resolve(homedir());
  const start = path.resolve(cwd);
  for (let dir = start; ; dir = path.dirname(dir)) {
    for (const name of CONFIG_FILES) {
      const file = path.join(dir, name);
      if (!existsSync(file)) continue;
      if (name === 'package.json') {
        try {
          const pkg = JSON.parse(readFileSync(file, 'utf8')) as unknown;
          if (!isObject(pkg) || !('tooldoc' in pkg)) continue;
        } catch {
          continue;
        }
      }
      if (cwdChosen && dir === start) return { file };
      const { root, unknown } = repositoryRoot(start);
      if (root && within(root, realPath(dir))) return { file };
      return { file, untrusted: { why: unknown ? `in no repository git could confirm (${unknown})` : 'outside any repository' } };
    }
    // A repository's root ends the search; so does a mark git does not confirm (stopping early can
    // only leave a config out), which spares asking git when no config is above the start.
    if (REPOSITORY_MARKS.some((m) => existsSync(path.join(dir, m))) || dir === home || path.dirname(dir) === dir) return undefined;
  }
}

function within(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** One config file, read and parsed: its value and a way to find positions in it. */
interface Layer {
  file: string;
  display: string;
  dir: string;
  value: Record<string, unknown>;
  /** Range of a path inside the config value, when the file format has positions. */
  locate(p: JsonPath, at?: 'key' | 'value'): Range | undefined;
  /** Resolved `extends` entries, in order. */
  extends: Array<{ preset: string } | { layer: Layer }>;
}

export async function loadConfig(options: LoadConfigOptions): Promise<ResolvedConfig> {
  const { cwd, builtinRules } = options;
  let file: string | undefined;
  /** A config discovered above the working directory, outside any repository: read as data, never run. */
  let outsideConfig: string | undefined;
  let untrusted: Discovered['untrusted'];
  if (options.noConfig) file = undefined;
  else if (options.configFile) {
    file = path.resolve(cwd, options.configFile);
    if (!existsSync(file)) throw new ConfigError([{ file: options.configFile, message: 'Config file not found.' }]);
    if (!statSync(file).isFile()) {
      throw new ConfigError([{ file: options.configFile, message: `Not a file; name the config file itself (${CONFIG_FILES.slice(0, 3).join(', ')}, …).` }]);
    }
  } else {
    const found = discover(cwd, options.cwdChosen ?? true);
    file = found?.file;
    if (found?.untrusted) {
      outsideConfig = found.file;
      untrusted = found.untrusted;
    }
  }

  if (!file) return resolve(undefined, [], [...builtinRules], [], cwd);

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
  if (outsideConfig && /\.(mjs|js|cjs)$/i.test(outsideConfig)) throw refuseCode('is JavaScript');
  const root = await readLayer(file, cwd, [], outsideConfig ? refuseCode : undefined);
  const layers: Layer[] = [];
  const collect = (l: Layer) => {
    for (const e of l.extends) if ('layer' in e) collect(e.layer);
    layers.push(l);
  };
  collect(root);

  // Plugins first: their rule ids are needed to check `rules`.
  const plugins: LoadedPlugin[] = [];
  const problems: ConfigProblem[] = [];
  const rules: Rule[] = [...builtinRules];
  const owner = new Map<string, string>(builtinRules.map((r) => [r.meta.id, 'a built-in rule']));
  for (const l of layers) {
    const list = Array.isArray(l.value.plugins) ? (l.value.plugins as string[]) : [];
    if (outsideConfig && list.length) throw refuseCode(l.file === outsideConfig ? 'loads plugins' : `extends ${l.display}, which loads plugins`);
    for (let i = 0; i < list.length; i++) {
      const spec = list[i]!;
      try {
        if (plugins.some((p) => p.file === resolvePlugin(spec, l.dir))) continue; // named again by an extended config
        const plugin = await loadPlugin(spec, l.dir);
        for (const r of plugin.rules) {
          const prev = owner.get(r.meta.id);
          if (prev) {
            problems.push(problem(l, ['plugins', i], `Plugin "${spec}" defines rule "${r.meta.id}", which is already ${prev}; give the plugin's rule its own id.`, 'value'));
            continue;
          }
          owner.set(r.meta.id, `defined by plugin "${spec}"`);
          rules.push(r);
        }
        plugins.push(plugin);
      } catch (err) {
        if (!(err instanceof PluginError)) throw err;
        problems.push(problem(l, ['plugins', i], err.message, 'value'));
      }
    }
  }
  if (problems.length) throw new ConfigError(problems);

  for (const l of layers) checkRuleEntries(l, rules, problems, options.removedRules ?? {});
  if (problems.length) throw new ConfigError(problems);
  const servers = root ? serversOf(root, problems) : undefined;
  if (problems.length) throw new ConfigError(problems);
  // Starting a server runs its command: a config found outside any repository may not.
  if (outsideConfig && servers?.length) throw refuseCode('starts servers');
  const since = typeof root?.value.since === 'string' ? root.value.since : undefined;
  // Relative to the config file, as every path in it is.
  const baseline = root && typeof root.value.baseline === 'string' ? path.resolve(root.dir, root.value.baseline) : undefined;
  return { ...resolve(root, layers, rules, plugins, cwd), ...(servers ? { servers } : {}), ...(since ? { since } : {}), ...(baseline ? { baseline } : {}) };
}

function problem(l: Layer, p: JsonPath, message: string, at: 'key' | 'value' = 'key'): ConfigProblem {
  const range = l.locate(p, at);
  return range ? { file: l.display, range, message } : { file: l.display, where: describePath(p), message };
}

function describePath(p: JsonPath): string {
  return p.length ? p.map((s, i) => (typeof s === 'number' ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? (i ? '.' : '') + s : `[${JSON.stringify(s)}]`)).join('') : 'top level';
}

async function readLayer(file: string, cwd: string, chain: string[], refuseCode?: (what: string) => Error): Promise<Layer> {
  const display = displayPath(file, cwd);
  const base = path.basename(file);
  let value: unknown;
  let locate: Layer['locate'] = () => undefined;

  if (/\.(mjs|js|cjs)$/i.test(file)) {
    if (refuseCode) throw refuseCode(`extends ${display}, which is JavaScript`);
    try {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      value = mod.default;
    } catch (err) {
      throw new ConfigError([{ file: display, message: `Could not load the config: ${err instanceof Error ? err.message : String(err)}` }]);
    }
    if (!isObject(value)) throw new ConfigError([{ file: display, message: 'A JavaScript config must `export default` an object.' }]);
  } else {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      throw new ConfigError([{ file: display, message: `Could not read the config: ${(err as NodeJS.ErrnoException).code ?? String(err)}.` }]);
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const parsed = parseSource(display, file, text);
    if (parsed.problems.length) {
      const seen = new Set<string>();
      const first = parsed.problems.filter((p) => {
        const k = `${p.range.start.line}:${p.range.start.column}`;
        return !seen.has(k) && Boolean(seen.add(k));
      });
      throw new ConfigError(first.map((p) => ({ file: display, range: p.range, message: p.message })));
    }
    if (parsed.docs.length > 1) {
      throw new ConfigError([{ file: display, range: parsed.file.locate(1, [], 'value'), message: 'A config file holds one YAML document; remove the extra "---" document.' }]);
    }
    value = parsed.docs[0];
    let prefix: JsonPath = [];
    if (base === 'package.json') {
      if (!isObject(value) || !('tooldoc' in value)) throw new ConfigError([{ file: display, message: 'package.json has no "tooldoc" key.' }]);
      value = value.tooldoc;
      prefix = ['tooldoc'];
    }
    if (value === undefined || value === null) value = {};
    locate = (p, at = 'key') => parsed.file.locate(0, [...prefix, ...p], at);
    if (!isObject(value)) {
      throw new ConfigError([{ file: display, range: locate([], 'value'), message: 'The config must be a mapping (keys such as "extends", "rules", "overrides", "ignores", "plugins").' }]);
    }
  }

  dropEmpty(value);
  const layer: Layer = { file, display, dir: path.dirname(file), value, locate, extends: [] };
  const problems = validateShape(layer);
  if (problems.length) throw new ConfigError(problems);

  const ext = layer.value.extends;
  const entries = ext === undefined ? [] : Array.isArray(ext) ? (ext as string[]) : [ext as string];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const at: JsonPath = Array.isArray(ext) ? ['extends', i] : ['extends'];
    if (isPreset(entry)) {
      layer.extends.push({ preset: entry });
      continue;
    }
    const target = path.resolve(layer.dir, entry);
    if ([...chain, file].includes(target)) {
      const cycle = [...chain, file].slice([...chain, file].indexOf(target)).map((f) => displayPath(f, cwd));
      throw new ConfigError([problem(layer, at, `"extends" makes a cycle: ${[...cycle, displayPath(target, cwd)].join(' → ')}.`, 'value')]);
    }
    if (!existsSync(target) || !statSync(target).isFile()) {
      throw new ConfigError([problem(layer, at, `Cannot extend "${entry}": no file ${displayPath(target, cwd)}.`, 'value')]);
    }
    layer.extends.push({ layer: await readLayer(target, cwd, [...chain, file], refuseCode) });
  }
  return layer;
}

/** A key left empty in YAML (`rules:` with every entry commented out) means the same as leaving it out. */
function dropEmpty(config: Record<string, unknown>): void {
  for (const k of ['extends', 'rules', 'overrides', 'ignores', 'plugins', 'unsuppressible', 'limits', 'targets', 'servers', 'since', 'baseline']) if (config[k] === null) delete config[k];
  if (Array.isArray(config.overrides)) for (const o of config.overrides) if (isObject(o) && o.rules === null) delete o.rules;
}

let configValidator: ReturnType<typeof compileSchema> | undefined;

/** The published JSON Schema of the config file. */
export function configSchemaPath(): string {
  // dist/src/config/load.js and src/config/load.ts both sit three folders below the package root.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../schemas/config.schema.json'), path.resolve(here, '../../../schemas/config.schema.json')];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

const TOP_KEYS = ['$schema', 'extends', 'rules', 'overrides', 'ignores', 'plugins', 'unsuppressible', 'limits', 'targets', 'servers', 'since', 'baseline'];
const SERVER_KEYS = ['name', 'command', 'args', 'url', 'file', 'env', 'headers', 'cwd', 'sidecars', 'timeout'];
const OVERRIDE_KEYS = ['files', 'rules'];
const SEVERITIES = ['off', 'warn', 'error'];
/** What a severity may be written as, ESLint's numbers and "warning" included, and what each means. */
const SEVERITY_WORDS = new Map<unknown, SeveritySetting>([
  ['off', 'off'],
  ['warn', 'warning'],
  ['warning', 'warning'],
  ['error', 'error'],
  [0, 'off'],
  [1, 'warning'],
  [2, 'error'],
]);

/** Validates a layer against schemas/config.schema.json, turning Ajv's errors into one clear message per place. */
function validateShape(l: Layer): ConfigProblem[] {
  if (!configValidator) configValidator = compileSchema(JSON.parse(readFileSync(configSchemaPath(), 'utf8')));
  if (!configValidator.ok) throw new Error('schemas/config.schema.json is not a valid schema');
  const raw = validateValue(configValidator.validate, l.value);
  const out = new Map<string, ConfigProblem>();
  const add = (p: JsonPath, message: string, at: 'key' | 'value' = 'value') => {
    const k = p.join('\u0000');
    const related = (a: string, b: string) => a === b || a === '' || b === '' || a.startsWith(b + '\u0000') || b.startsWith(a + '\u0000');
    if (![...out.keys()].some((o) => related(o, k))) out.set(k, problem(l, p, message, at));
  };
  // Specific places first, then generic messages for the rest.
  const sorted = [...raw].sort((a, b) => b.path.length - a.path.length);
  for (const e of sorted) {
    const p = e.path;
    const last = p[p.length - 1];
    if (e.keyword === 'additionalProperties' && typeof last === 'string') {
      const parent = p.slice(0, -1);
      const keys = parent.length === 0 ? TOP_KEYS : parent[0] === 'overrides' && parent.length === 2 ? OVERRIDE_KEYS : parent[0] === 'servers' && parent.length === 2 ? SERVER_KEYS : [];
      const hint = didYouMean(last, keys);
      const where = parent.length === 0 ? 'the config' : `${String(parent[0])}[${String(parent[1])}]`;
      add(p, `Unknown key "${last}" in ${where}${hint ? `; did you mean "${hint}"?` : `; expected one of ${keys.map((k) => `"${k}"`).join(', ')}.`}`, 'key');
      continue;
    }
    if (e.keyword === 'propertyNames' || (p.length >= 1 && e.keyword === 'pattern' && isRulesKeyPath(p))) continue; // reported as unknown rule ids later
    const ruleAt = ruleSettingPath(p);
    if (ruleAt) {
      const id = String(ruleAt[ruleAt.length - 1]);
      const v = valueAt(l.value, ruleAt);
      const sev = isArray(v) ? v[0] : v;
      if ((typeof sev === 'string' || typeof sev === 'number') && !SEVERITY_WORDS.has(sev)) {
        const hint = typeof sev === 'string' ? didYouMean(sev.toLowerCase(), [...SEVERITIES, 'warning']) : undefined;
        const sevPath = Array.isArray(v) ? [...ruleAt, 0] : ruleAt;
        add(sevPath, `${JSON.stringify(sev)} is not a severity for rule "${id}"; use "off", "warn" or "error" (or 0, 1, 2)${hint ? ` (did you mean "${hint}"?)` : ''}.`);
      } else if (Array.isArray(v) && v.length === 2 && !isObject(v[1])) {
        add([...ruleAt, 1], `Options for rule "${id}" must be an object, as in ["warn", { max: 5 }].`);
      } else {
        add(ruleAt, `Setting for rule "${id}" must be "off", "warn", "error" or [severity, options].`);
      }
      continue;
    }
    if (p[0] === 'extends') {
      const v = valueAt(l.value, p);
      if (typeof v === 'string') {
        const hint = didYouMean(v, PRESETS);
        add(p, `Cannot extend "${v}": use a preset (${PRESETS.join(', ')}) or a relative path such as "./base.yaml"${hint ? `; did you mean "${hint}"?` : '.'}`);
      } else add(p, '"extends" takes a preset name, a relative path, or a list of them.');
      continue;
    }
    if (p[0] === 'overrides' && p.length === 3 && p[2] === 'files') {
      add(p, '"files" takes a glob or a non-empty list of globs.');
      continue;
    }
    if (e.keyword === 'required') {
      add(p, `${describePath(p) === 'top level' ? 'The config' : describePath(p)} ${e.message}.`);
      continue;
    }
    add(p, `${describePath(p) === 'top level' ? 'The config' : `"${describePath(p)}"`} ${e.message}.`);
  }
  return [...out.values()];
}

/** `servers` of a config, or of the last config it extends that has them; checked, paths resolved, `${NAME}` filled in. */
function serversOf(l: Layer, problems: ConfigProblem[]): ConfiguredServer[] | undefined {
  if (!Array.isArray(l.value.servers)) {
    for (const e of [...l.extends].reverse()) {
      const s = 'layer' in e ? serversOf(e.layer, problems) : undefined;
      if (s) return s;
    }
    return undefined;
  }
  const out: ConfiguredServer[] = [];
  const names = new Set<string>();
  (l.value.servers as Array<Record<string, unknown>>).forEach((raw, i) => {
    const at = (...p: JsonPath) => ['servers', i, ...p];
    const before = problems.length;
    const name = raw.name as string;
    if (names.has(name)) problems.push(problem(l, at('name'), `Server name "${name}" is used by an earlier entry; give each server its own name.`, 'value'));
    names.add(name);
    const sources = ['command', 'url', 'file'].filter((k) => raw[k] !== undefined);
    if (sources.length !== 1) {
      problems.push(
        problem(l, at(), `Server "${name}" needs one of "command" (a server tooldoc starts), "url" (one it connects to) or "file" (the tools it lists, in a file)${sources.length > 1 ? `, not ${sources.map((k) => `"${k}"`).join(' and ')}` : ''}.`, 'value'),
      );
    }
    for (const [key, needs] of [['args', 'command'], ['env', 'command'], ['cwd', 'command'], ['headers', 'url']] as const) {
      if (raw[key] !== undefined && raw[needs] === undefined) problems.push(problem(l, at(key), `"${key}" is for a server ${needs === 'command' ? 'tooldoc starts ("command")' : 'reached by "url"'}; server "${name}" has no "${needs}".`, 'key'));
    }
    // `${NAME}`: secrets stay in the environment (CI's), not in the config.
    const fill = (v: string, p: JsonPath): string =>
      v.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, varName: string) => {
        const value = process.env[varName];
        if (value === undefined) {
          problems.push(problem(l, p, `Environment variable ${varName}, used by server "${name}", is not set; set it, or remove \${${varName}}.`, 'value'));
          return '';
        }
        return value;
      });
    const fillMap = (m: unknown, key: string) => (isObject(m) ? Object.fromEntries(Object.entries(m).map(([k, v]) => [k, fill(String(v), at(key, k))])) : undefined);
    const range = l.locate(at('name'), 'key');
    const server: ConfiguredServer = {
      name,
      cwd: path.resolve(l.dir, typeof raw.cwd === 'string' ? fill(raw.cwd, at('cwd')) : '.'),
      entry: { file: l.display, line: range?.start.line ?? 1, column: range?.start.column ?? 1 },
    };
    if (typeof raw.command === 'string') server.command = fill(raw.command, at('command'));
    if (Array.isArray(raw.args)) server.args = (raw.args as string[]).map((a, j) => fill(a, at('args', j)));
    if (typeof raw.url === 'string') server.url = fill(raw.url, at('url'));
    if (typeof raw.file === 'string') server.file = path.resolve(l.dir, fill(raw.file, at('file')));
    const env = fillMap(raw.env, 'env');
    if (env) server.env = env;
    const headers = fillMap(raw.headers, 'headers');
    if (headers) server.headers = headers;
    if (raw.sidecars !== undefined) server.sidecars = (Array.isArray(raw.sidecars) ? (raw.sidecars as string[]) : [raw.sidecars as string]).map((f) => path.resolve(l.dir, f));
    if (typeof raw.timeout === 'number') server.timeout = raw.timeout;
    if (problems.length === before) out.push(server);
  });
  return out;
}

function isRulesKeyPath(p: JsonPath): boolean {
  return (p.length === 1 && p[0] === 'rules') || (p.length === 3 && p[0] === 'overrides' && p[2] === 'rules');
}

/** The path of a rule's setting if `p` lies within one (`rules.<id>` or `overrides[i].rules.<id>`). */
function ruleSettingPath(p: JsonPath): JsonPath | undefined {
  if (p[0] === 'rules' && p.length >= 2) return p.slice(0, 2);
  if (p[0] === 'overrides' && p[2] === 'rules' && p.length >= 4) return p.slice(0, 4);
  return undefined;
}

function valueAt(v: unknown, p: JsonPath): unknown {
  let cur = v;
  for (const s of p) {
    if (Array.isArray(cur) && typeof s === 'number') cur = cur[s];
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, s)) cur = cur[s as string];
    else return undefined;
  }
  return cur;
}

/** Rule ids must exist; options must match the rule's schema. */
function checkRuleEntries(l: Layer, rules: readonly Rule[], problems: ConfigProblem[], removed: NonNullable<LoadConfigOptions['removedRules']>): void {
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  const known = [...byId.keys(), ...CONFIGURABLE_CORE_IDS];
  const unsuppressible = Array.isArray(l.value.unsuppressible) ? (l.value.unsuppressible as unknown[]) : [];
  unsuppressible.forEach((u, i) => {
    if (typeof u !== 'string' || u === '*' || byId.has(u)) return;
    if (u.endsWith('/*') && rules.some((r) => r.meta.id.startsWith(u.slice(0, -1)))) return;
    const hint = didYouMean(u, known);
    problems.push(problem(l, ['unsuppressible', i], `"${u}" is no rule id, group ("group/*") or "*"${hint ? `; did you mean "${hint}"?` : '; run `tooldoc rules` to list the rules.'}`, 'value'));
  });
  const blocks: JsonPath[] = [['rules']];
  const overrides = Array.isArray(l.value.overrides) ? l.value.overrides : [];
  overrides.forEach((_, i) => blocks.push(['overrides', i, 'rules']));
  for (const at of blocks) {
    const block = valueAt(l.value, at);
    if (!isObject(block)) continue;
    for (const [id, setting] of Object.entries(block)) {
      const rule = byId.get(id);
      if (!rule && !CONFIGURABLE_CORE_IDS.includes(id) && Object.hasOwn(removed, id)) {
        const { replacedBy } = removed[id]!;
        problems.push(problem(l, [...at, id], `Rule "${id}" was removed; "${replacedBy}" reports what it did. Remove "${id}" here, or configure "${replacedBy}".`));
        continue;
      }
      if (!rule && !CONFIGURABLE_CORE_IDS.includes(id)) {
        const hint = didYouMean(id, known);
        problems.push(problem(l, [...at, id], `Unknown rule "${id}"${hint ? `; did you mean "${hint}"?` : '; run `tooldoc rules` to list the rules (plugin rules need their plugin in "plugins").'}`));
        continue;
      }
      if (!Array.isArray(setting) || setting.length < 2) continue;
      const opts = setting[1] as Record<string, unknown>;
      const schema = rule?.meta.options;
      if (!schema) {
        if (Object.keys(opts).length) problems.push(problem(l, [...at, id, 1], `Rule "${id}" takes no options; use just "${String(setting[0])}".`, 'value'));
        continue;
      }
      const compiled = compileSchema(schema);
      if (!compiled.ok) {
        problems.push(problem(l, [...at, id], `Rule "${id}" has an invalid options schema (${compiled.problems[0]?.message ?? 'unknown problem'}); report this to its author.`));
        continue;
      }
      const merged = { ...rule.meta.defaultOptions, ...opts };
      for (const e of validateValue(compiled.validate, merged)) {
        const inConfig = valueAt(opts, e.path) !== undefined || e.path.length === 0 ? e.path : e.path.slice(0, -1);
        const name = e.path.length ? e.path.join('.') : 'options';
        const message =
          e.keyword === 'additionalProperties'
            ? `Rule "${id}" has no option "${String(e.path[e.path.length - 1])}"${optionHint(String(e.path[e.path.length - 1]), schema)}.`
            : `Option "${name}" of rule "${id}" ${e.message}.`;
        problems.push(problem(l, [...at, id, 1, ...inConfig], message, e.keyword === 'additionalProperties' ? 'key' : 'value'));
      }
    }
  }
}

function optionHint(name: string, schema: Record<string, unknown>): string {
  const props = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const hint = didYouMean(name, props);
  if (hint) return `; did you mean "${hint}"?`.replace(/\?$/, '');
  return props.length ? `; its options are ${props.map((p) => `"${p}"`).join(', ')}` : '';
}

function toSetting(v: unknown): Partial<RuleSetting> {
  const severity = SEVERITY_WORDS.get(Array.isArray(v) ? v[0] : v)!;
  return Array.isArray(v) && v.length > 1 ? { severity, options: v[1] as Record<string, unknown> } : { severity };
}

/** Applies `next` over `base`: a severity alone keeps the inherited options; [severity, options] replaces them. */
function mergeSettings(base: Settings, next: Settings): Settings {
  const out: Settings = { ...base };
  for (const [id, s] of Object.entries(next)) {
    const prev = out[id] ?? {};
    out[id] = { ...prev, ...s };
    if (s.options === undefined && prev.options !== undefined) out[id].options = prev.options;
  }
  return out;
}

function rulesBlock(v: unknown): Settings {
  const out: Settings = {};
  if (isObject(v)) for (const [id, s] of Object.entries(v)) out[id] = toSetting(s);
  return out;
}

function resolve(root: Layer | undefined, layers: Layer[], rules: Rule[], plugins: LoadedPlugin[], cwd: string): ResolvedConfig {
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

/** Globs relative to `baseDir`; a glob without "/" also matches base names (as in .gitignore). A trailing "/" means a folder. */
export function globMatcher(globs: string[], baseDir: string): (absolutePath: string) => boolean {
  const expanded = globs.flatMap((g) => (g.endsWith('/') ? [g + '**'] : [g, g + '/**']));
  const isMatch = picomatch(expanded, { dot: true, basename: false });
  const baseNames = picomatch(globs.filter((g) => !g.includes('/')), { dot: true });
  const hasBaseNames = globs.some((g) => !g.includes('/'));
  return (abs) => {
    const rel = path.relative(baseDir, abs).split(path.sep).join('/');
    if (!rel || rel.startsWith('../') || path.isAbsolute(rel)) return false;
    if (isMatch(rel)) return true;
    if (!hasBaseNames) return false;
    return rel.split('/').some((segment) => baseNames(segment));
  };
}
