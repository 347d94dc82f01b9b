/**
 * The project API, ESLint's `ESLint` class to the core's `Linter` (src/core/linter.ts): it takes what
 * the CLI's `lint` flags say, as options, and does what a lint of a project takes: the config of each
 * file (the nearest above it, src/api/config-lookup.ts), the baseline, the live servers, `since`,
 * `locked`, the cache, the files the run writes, and the exit decision. `tooldoc lint` translates
 * flags to these options and prints; `tooldoc test` reads its tools through it; the language server
 * resolves configuration through the same lookup; a program gets what the CLI does.
 *
 *   const tooldoc = new Tooldoc({ cwd, baseline: false });
 *   const result = await tooldoc.lintFiles(['tools/']);
 *   await tooldoc.writeReports(result, { stdout: process.stdout });
 *   process.exitCode = tooldoc.decideExit(result).code;
 *
 * Files under one config are one run (src/run/lint.ts: one catalog for the cross-tool rules, as a
 * language server project is); the runs of several configs are joined into one result: files in the
 * order of their groups (a group where its first file was found), one baseline over all of them, one
 * cache file, the gates on the whole.
 */
import path from 'node:path';
import { builtinRules } from '../../rules/index.js';
import { entriesByPlace, saveBaselineFile, type BaselineOptions } from '../suppressions/baseline.js';
import { hashKey, LintCache } from '../run/cache.js';
import { baselineFileOf, configLintOptions, limitsFrom, runSettings } from '../config/run.js';
import type { ResolvedConfig } from '../config/load.js';
import { CORE_DIAGNOSTICS } from '../core/diagnostics.js';
import { Linter } from '../core/linter.js';
import { readRevision, SourceError, splitByRepository } from '../diff/sources.js';
import { UsageError } from '../run/errors.js';
import { displayPath, NoFilesError } from '../files/find.js';
import { decideExit } from '../grading/gates.js';
import { LOCKFILE, LockError, lockReader, readLock } from '../diff/lock.js';
import { decode, DEFAULT_LIMITS } from '../parse/source.js';
import { platformImportHint } from '../platforms/targets.js';
import { keepsRenderings, loadReporter, needsFingerprints } from '../reporters/index.js';
import { lint, lintPass, lintTextsInWorkers, type LintOptions, type LintRun, type PassedRun } from '../run/lint.js';
import { lintSetupModule } from '../run/early-worker.js';
import type { ParallelOptions } from '../run/workers.js';
import type { ListedServer } from '../servers/sidecars.js';
import { findSourceRoot } from '../files/source-root.js';
import { formatSize } from '../toolkit/util.js';
import type { LintResult, Rule, TextInput, TextOutput } from '../types/index.js';
import { VERSION } from '../run/version.js';
import { previousIn, type WorkerSetupData } from '../commands/lint-worker-options.js';
import { checkDistinct, lintedInputs, prepareOutputs, sourceReader, withoutOwnFiles, writeReports, type OutputFile } from '../commands/output.js';
import { listServers, planServers } from '../commands/server-options.js';
import { ConfigLookup, type ConfigRef } from './config-lookup.js';
import { writeFixes, type FixOptions } from '../run/fix.js';
import { unreadConfigMessage } from '../config/unread.js';
import { groupFiles, type Group } from './groups.js';
import { groupCacheKey, JoinedProgress, joinRuns, languageNote, onlyErrors, SharedBaseline } from './join.js';
import type { FileConfig, TooldocExit, TooldocOptions, TooldocResult } from './types.js';

export type { FileConfig, TooldocExit, TooldocOptions, TooldocResult } from './types.js';
export { joinRuns, languageNote } from './join.js';

const ms = (start: number) => `${Math.round(performance.now() - start)} ms`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export class Tooldoc {
  readonly cwd: string;
  private readonly lookup: ConfigLookup;
  private readonly stdinResults = new WeakSet<object>();
  /** The baseline file a result is to be written to (recorded or pruned), as given. */
  private readonly baselineTargets = new WeakMap<object, string>();
  /** Results whose findings were fingerprinted for the cache alone: their reports leave the fingerprints out. */
  private readonly cacheFingerprints = new WeakSet<object>();
  /** Results whose cache is saved once their reports are written (they keep what they render in it): see lintFiles. */
  private readonly pendingCaches = new WeakMap<object, { save: () => void; renderings: LintCache['renderings'] }>();

  constructor(readonly options: TooldocOptions = {}) {
    this.cwd = path.resolve(options.cwd ?? process.cwd());
    // Config files tooldoc does not read, passed on the way up from a file's folder: said once each.
    this.lookup = new ConfigLookup(this.cwd, options.config, true, builtinRules, (u) => this.warn(`tooldoc: ${unreadConfigMessage(u, this.cwd)}`));
    if (options.cacheLocation && !options.cache) throw new UsageError('--cache-location needs --cache.');
    if (options.cacheStrategy && !options.cache) throw new UsageError('--cache-strategy needs --cache.');
    if (options.lockfile !== undefined && !options.locked) throw new UsageError('--lockfile needs --locked.');
  }

  /** What the run fixes (the `fix` option), for the run layer. */
  private get fix(): FixOptions | undefined {
    const f = this.options.fix;
    return f ? (f === true ? {} : f) : undefined;
  }

  /** Results some of whose fixed files were not written (see `outputFixes`): their exit is 2. */
  private readonly notWritten = new WeakMap<object, number>();

  private debug(line: string): void {
    this.options.debug?.(`tooldoc debug: ${line}`);
  }

  private warn(line: string): void {
    this.options.warn?.(line);
  }

  /** The config that applies to a file (absolute, or relative to `cwd`), loaded once per config. */
  configFor(file: string): Promise<ResolvedConfig> {
    return this.lookup.configFor(file);
  }

  /** The working directory's config: the one that names the servers, and the run's `since` and `baseline`. */
  workingConfig(): Promise<ResolvedConfig> {
    return this.lookup.load(this.lookup.refForDir(this.cwd));
  }

  /** The files this run writes, as given: reports, the baseline it writes, the cache. */
  private ownFiles(baselineRead: string | undefined): { reports: OutputFile[]; baseline: OutputFile[]; all: OutputFile[]; baselineTarget?: string } {
    const o = this.options;
    const baselineTarget = o.writeBaseline ?? (o.pruneBaseline ? baselineRead : undefined);
    const reports: OutputFile[] = (o.reports ?? []).flatMap((t) => (t.path === undefined ? [] : [{ what: `the ${t.format} report`, path: t.path }]));
    const baseline: OutputFile[] = baselineTarget ? [{ what: 'the baseline', path: baselineTarget }] : [];
    const all = [
      ...reports,
      ...baseline,
      ...(o.cache ? [{ what: 'the cache', path: this.cacheFile() }] : []),
      ...(baselineRead && (!baselineTarget || path.resolve(this.cwd, baselineRead) !== path.resolve(this.cwd, baselineTarget)) ? [{ what: 'the baseline read by --baseline', path: baselineRead }] : []),
    ];
    return { reports, baseline, all, ...(baselineTarget ? { baselineTarget } : {}) };
  }

  private cacheFile(): string {
    return this.options.cacheLocation ?? '.tooldoccache';
  }

  /** The baseline a run compares with or records (resolved as --baseline is: the option, the config's, tooldoc-baseline.json). */
  private baselineOf(home: ResolvedConfig): { file?: string; options?: BaselineOptions } {
    const o = this.options;
    const file = baselineFileOf(o, home, this.cwd);
    const { baseline } = configLintOptions(home, { baseline: file, writeBaseline: o.writeBaseline, pruneBaseline: o.pruneBaseline }, this.cwd);
    const byPlace = baseline && !o.pruneBaseline ? entriesByPlace(baseline.entries) : 0;
    if (byPlace) {
      const shown = displayPath(baseline!.file, this.cwd);
      this.warn(
        `tooldoc: ${byPlace === 1 ? '1 entry' : `${byPlace} entries`} of baseline ${shown} ${byPlace === 1 ? 'was' : 'were'} recorded by an earlier tooldoc and ${byPlace === 1 ? 'is' : 'are'} matched by file, rule, tool and pointer; run \`tooldoc lint --baseline ${shown} --prune-baseline\` once to rewrite ${byPlace === 1 ? 'it' : 'them'} in the current format.`,
      );
    }
    return { ...(file ? { file } : {}), ...(baseline ? { options: baseline } : {}) };
  }

  /** Settings, limits and the rest a group's config gives the run (the same the workers rebuild from its ref). */
  private groupOptions(config: ResolvedConfig) {
    const o = this.options;
    const fromConfig = configLintOptions(config, { inlineConfig: o.inlineConfig }, this.cwd);
    const { baseline: _b, ...rest } = fromConfig;
    return { ...rest, settings: runSettings(config, o, o.ruleSettings), limits: limitsFrom(o, config), inputFormat: o.inputFormat };
  }

  /** The worker threads' setup for a group: its config, as data. */
  private parallel(setup: Omit<WorkerSetupData, 'config'>, ref: ConfigRef): ParallelOptions {
    const o = this.options;
    return {
      workers: o.concurrency === 'off' ? 1 : (o.concurrency ?? 'auto'),
      setup: { module: lintSetupModule(), data: { ...setup, config: ref, ...(o.ruleSettings ? { ruleSettings: o.ruleSettings } : {}) } satisfies WorkerSetupData },
    };
  }

  /**
   * Lints files, folders and globs (none: the working directory, or the config's servers' sidecars),
   * each file with its config, and the live servers the options or the working directory's config
   * name. The result is final: what the run writes (reports, baseline, cache) is checked against
   * what it read, and tooldoc's own files are left out of the skipped ones.
   */
  async lintFiles(patterns: readonly string[]): Promise<TooldocResult> {
    const o = this.options;
    const cwd = this.cwd;
    let started = performance.now();
    // The working directory's config names the servers, and the `since` and `baseline` of the run.
    const home = await this.workingConfig();
    const baseline = this.baselineOf(home);
    const own = this.ownFiles(baseline.file);
    checkDistinct(own.all, cwd);
    const plan = planServers(o, home.servers, [...patterns], cwd, 'lint', ['.']);
    const defaulted = !patterns.length && !plan.requests.length && !plan.fromFiles.length;
    const paths = plan.paths;
    const since = o.since ?? home.since;
    const revision = since && paths.length ? await this.revision(since, paths) : undefined;
    const lock = o.locked ? this.lock() : undefined;
    this.debug(`config: ${ms(started)}`);

    started = performance.now();
    const progress = o.progress;
    const servers = plan.requests.length ? await listServers(plan.requests, progress ? (done, total) => progress({ stage: 'servers', done, total }) : undefined) : undefined;
    for (const s of servers?.listed ?? []) this.debug(s.failure ? `server ${s.name} (${s.source}) could not be listed: ${s.failure}` : `server ${s.name} started (${s.source}): ${plural(s.tools.length, 'tool')}`);
    for (const f of servers?.failures ?? []) this.warn(`tooldoc: ${f.describe()}`);
    if (servers) this.debug(`servers: ${ms(started)}`);
    const listed = servers || plan.fromFiles.length ? [...(servers?.listed ?? []), ...plan.fromFiles] : undefined;

    started = performance.now();
    let groups: Group[];
    try {
      groups = await groupFiles(paths, this.lookup, { gitignore: o.gitignore, ...(listed ? { listed } : {}), ...(o.debug ? { debug: (line: string) => this.debug(line) } : {}) });
    } catch (err) {
      if (err instanceof NoFilesError) {
        throw new UsageError(defaulted ? 'No tool descriptors (.yaml, .yml, .json) in the working directory; name the files or folders to lint, or a server with --server "<command>" or --url <url>.' : err.message);
      }
      throw err;
    }
    this.debug(`discovery: ${plural(groups.reduce((n, g) => n + g.files.length, 0), 'file')} under ${plural(groups.length, 'config')} in ${ms(started)}`);

    // One baseline and one cache for every group; each group's run matches and fills them.
    const matcher = baseline.options ? new SharedBaseline(baseline.options, cwd) : undefined;
    const asked = Boolean(matcher) || needsFingerprints((o.reports ?? []).map((r) => r.format));
    const cache = o.cache ? new LintCache({ file: path.resolve(cwd, this.cacheFile()), key: hashKey({ version: VERSION, cwd }) }) : undefined;
    // A run with the cache fingerprints its findings whatever its reports: its entries then serve a
    // run of any format (a SARIF run after a JSON run, or the other way round, reuses every file; a
    // file has one entry). Reports that were not asked for fingerprints leave them out (writeReports).
    const fingerprints = asked || Boolean(cache);
    const setup: Omit<WorkerSetupData, 'config'> = {
      flags: { targets: o.targets, maxFileSize: o.maxFileSize, maxFileTime: o.maxFileTime, ignoreUnknown: o.ignoreUnknown, inputFormat: o.inputFormat, inlineConfig: o.inlineConfig, acceptDirectives: o.acceptDirectives, fix: Boolean(o.fix) },
      cwd,
      fingerprints,
      ...(revision ? { previous: revision } : {}),
      ...(lock ? { lock: lock.data } : {}),
    };
    const passes: Array<{ group: Group; pass: PassedRun }> = [];
    let firstToolIndex = 0;
    const joined = progress ? new JoinedProgress(progress, groups.map((g) => g.files.length)) : undefined;
    for (const [i, g] of groups.entries()) {
      const options = this.groupOptions(g.config);
      const pass = await lintPass({
        ...(g.servers && listed ? { servers: listed } : {}),
        ...(revision ? { previous: previousIn(revision) } : {}),
        ...(lock ? { locked: lock.reader } : {}),
        patterns: [],
        found: g.files,
        cwd,
        gitignore: o.gitignore !== false,
        ...options,
        ignoreUnknown: o.ignoreUnknown,
        fingerprints,
        ...(matcher ? { sharedBaseline: matcher.matcher } : {}),
        ...(cache ? { sharedCache: cache.forGroup(groupCacheKey(g.config, { ...options, ignoreUnknown: o.ignoreUnknown }, fingerprints), g.config.file ?? '', o.cacheStrategy) } : {}),
        firstToolIndex,
        ...(this.fix ? { fix: this.fix } : {}),
        parallel: this.parallel({ ...setup, ...(g.servers && listed ? { servers: listed } : {}) }, g.ref),
        ...(o.debug ? { debug: (line: string) => this.debug(`${line}${groups.length > 1 ? ` (${g.config.file ? displayPath(g.config.file, cwd) : 'no config'})` : ''}`) } : {}),
        ...(joined ? { progress: joined.group(i) } : {}),
      });
      firstToolIndex += pass.tools;
      passes.push({ group: g, pass });
    }
    const runs = passes.map(({ group, pass }) => {
      if (matcher) matcher.current = group.config;
      return pass.finish();
    });
    // Saved once every group's stages after the pass gave it what they found (src/run/cache.ts): here,
    // or, when a report keeps what it renders of each file's result in the cache, once writeReports
    // has written the reports. Refused before anything is written when it is one of the inputs.
    const inputs = passes.flatMap((p) => p.pass.inputs);
    cache?.check(inputs);
    const saveCache = cache
      ? () => {
          const begun = performance.now();
          const writes = cache.changed;
          const cacheProblem = cache.save(inputs);
          if (cacheProblem) this.warn(`tooldoc: ${cacheProblem}`);
          this.debug(writes ? `cache: written in ${ms(begun)}` : 'cache: as it was, not written');
        }
      : undefined;
    const later = Boolean(saveCache && keepsRenderings((o.reports ?? []).map((r) => r.format)));
    if (!later) saveCache?.();
    let result: LintRun = joinRuns(runs, cwd);
    if (matcher) result = matcher.finish(result);
    if (o.debug) this.debugFiles(result, groups);
    prepareOutputs([...own.reports, ...(result.baselineEntries ? own.baseline : [])], lintedInputs(result), cwd);
    // The reports, baseline and cache, walked into with their folder, are tooldoc's own: not "skipped, not descriptors".
    result = withoutOwnFiles(result, [...own.reports.map((f) => f.path), baseline.file, own.baselineTarget, o.cache ? this.cacheFile() : undefined], cwd);
    const final = { ...result, serverFailures: (servers?.failures ?? []).map((f) => f.server) };
    if (own.baselineTarget) this.baselineTargets.set(final, own.baselineTarget);
    if (!asked && fingerprints) this.cacheFingerprints.add(final);
    if (later) this.pendingCaches.set(final, { save: saveCache!, renderings: cache!.renderings });
    return final;
  }

  /** --debug: each file linted, skipped or failed. */
  private debugFiles(result: LintRun, groups: readonly Group[]): void {
    const configOf = new Map<string, string>();
    for (const g of groups) for (const f of g.files) configOf.set(f.path, g.config.file ? displayPath(g.config.file, this.cwd) : 'no config');
    for (const f of result.files) {
      const config = configOf.get(f.file);
      if (f.status === 'linted') this.debug(`linted ${f.file} (${plural(f.tools, 'tool')}${config ? `; ${config}` : ''})`);
      else if (f.status === 'skipped') this.debug(`skipped ${f.file} (${f.reason ?? 'not a tool descriptor'})`);
      else this.debug(`failed ${f.file} (${f.diagnostics[0]?.message ?? 'could not be read'})`);
    }
  }

  /** `since`: the catalog at that revision, as data the workers are sent too. */
  private async revision(since: string, paths: string[]): Promise<WorkerSetupData['previous']> {
    const cwd = this.cwd;
    // A path outside the repository has no version at the revision: said, linted, not compared.
    const split = splitByRepository(paths, cwd);
    for (const p of split?.outside ?? []) {
      this.warn(`tooldoc: ${p} is outside the git repository at ${split!.root}, so it has no version at ${since}; its tools are linted but not compared with ${since}.`);
    }
    try {
      const inside = split?.inside ?? paths;
      const tools = inside.length ? await readRevision(since, inside, cwd) : [];
      const root = split?.root;
      return {
        ref: since,
        // Each file as `${since}:path` and, to tell which file of the run it is, that path now.
        tools: new Map(tools.map((t) => [t.name, { descriptor: t.descriptor, file: t.file, path: path.resolve(cwd, t.file.slice(since.length + 1)) }])),
        ...(root && split.outside.length ? { repository: root } : {}),
      };
    } catch (err) {
      if (err instanceof SourceError) throw new UsageError(err.message);
      throw err;
    }
  }

  /** `locked`: the lock file, read. */
  private lock(): { data: NonNullable<WorkerSetupData['lock']>; reader: NonNullable<LintOptions['locked']> } {
    const file = path.resolve(this.cwd, this.options.lockfile ?? LOCKFILE);
    try {
      const data = { lock: readLock(file, displayPath(file, this.cwd)), display: displayPath(file, this.cwd) };
      return { data, reader: lockReader(data.lock, data.display) };
    } catch (err) {
      if (err instanceof LockError) throw new UsageError(err.message);
      throw err;
    }
  }

  /**
   * Lints a text as the file `filePath` (its format, its config, the name in reports; default
   * "<stdin>"), in a worker thread stopped past the time limit. Files, servers, `since`, the cache
   * and recording a baseline need files.
   */
  async lintText(text: string, { filePath }: { filePath?: string } = {}): Promise<TooldocResult> {
    const o = this.options;
    if (o.server !== undefined || o.url !== undefined || o.since !== undefined || o.cache || o.writeBaseline) {
      throw new UsageError('"-" lints one text from stdin; --server, --url, --since, --cache and --write-baseline need files.');
    }
    const name = filePath ?? '<stdin>';
    const ref = this.lookup.refFor(name);
    const config = await this.lookup.load(ref);
    const home = await this.workingConfig();
    const baseline = this.baselineOf(home);
    const ownFiles = this.ownFiles(baseline.file);
    checkDistinct(ownFiles.all, this.cwd);
    const lock = o.locked ? this.lock() : undefined;
    const options = this.groupOptions(config);
    const fingerprints = Boolean(baseline.options) || needsFingerprints((o.reports ?? []).map((r) => r.format));
    const setup: Omit<WorkerSetupData, 'config'> = {
      flags: { targets: o.targets, maxFileSize: o.maxFileSize, maxFileTime: o.maxFileTime, ignoreUnknown: o.ignoreUnknown, inputFormat: o.inputFormat, inlineConfig: o.inlineConfig, acceptDirectives: o.acceptDirectives, fix: Boolean(o.fix) },
      cwd: this.cwd,
      fingerprints,
      ...(lock ? { lock: lock.data } : {}),
    };
    const { isIgnored: _i, ...rest } = options;
    const result = await lintTextsInWorkers([{ path: name, text }], {
      cwd: this.cwd,
      ...rest,
      fingerprints,
      ...(baseline.options ? { baseline: baseline.options } : {}),
      ...(lock ? { locked: lock.reader } : {}),
      ...(this.fix ? { fix: this.fix } : {}),
      parallel: this.parallel(setup, ref),
    });
    prepareOutputs([...ownFiles.reports, ...(result.baselineEntries ? ownFiles.baseline : [])], [], this.cwd);
    const own = { ...result, serverFailures: [] };
    this.stdinResults.add(own);
    if (ownFiles.baselineTarget) this.baselineTargets.set(own, ownFiles.baselineTarget);
    return own;
  }

  /**
   * All of a stream (stdin), decoded as a descriptor file is (UTF-8, a BOM dropped); a binary or
   * non-UTF-8 text is an error, and so is more than the file's size limit: counted as it arrives,
   * the reading stops there rather than holding whatever the pipe sends.
   */
  async readText(stream: TextInput, { filePath }: { filePath?: string } = {}): Promise<string> {
    const config = await this.lookup.configFor(filePath ?? '<stdin>');
    const maxBytes = limitsFrom(this.options, config)?.maxFileSize ?? DEFAULT_LIMITS.maxFileSize;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      const bytes = Buffer.from(chunk);
      size += bytes.length;
      if (size > maxBytes) throw new UsageError(`stdin: more than the ${formatSize(maxBytes)} limit; stopped reading. Split the catalog or raise --max-file-size.`);
      chunks.push(bytes);
    }
    const decoded = decode(Buffer.concat(chunks));
    if (!('text' in decoded)) throw new UsageError(`stdin: ${decoded.problem.message}`);
    return decoded.text;
  }

  /**
   * Reads the tools of files and live servers already listed, with every descriptor kept and no rule
   * run (what `tooldoc test` calls): each file's config leaves out what it ignores and sets its limits.
   */
  async readTools(patterns: readonly string[], servers: readonly ListedServer[]): Promise<LintRun> {
    const cwd = this.cwd;
    const home = await this.workingConfig();
    const configs = new Map<string, ResolvedConfig>();
    const groups = patterns.length ? await groupFiles(patterns, this.lookup, {}) : [];
    for (const g of groups) for (const f of g.files) configs.set(f.absolutePath, g.config);
    return lint({
      patterns: [],
      found: groups.flatMap((g) => g.files),
      cwd,
      rules: [],
      inlineConfig: false,
      isIgnored: (abs) => (configs.get(abs) ?? home).isIgnored(abs),
      limits: limitsFrom(this.options, home),
      keepDescriptors: true,
      servers,
    });
  }

  /**
   * The configuration that decides a file's findings: the config file used (or none), each rule's
   * severity and options for that file after presets, `extends`, overrides, targets and the options
   * given, the overrides that matched, whether `ignores` leave it out, the limits.
   */
  async calculateConfigForFile(filePath: string): Promise<FileConfig> {
    const o = this.options;
    const absolute = path.resolve(this.cwd, filePath);
    const display = displayPath(absolute, this.cwd);
    const config = await this.lookup.configFor(absolute);
    const { settings, settingsFor, limits } = this.groupOptions(config);
    const linter = new Linter({ rules: config.rules, settings, settingsFor, limits });
    const rules: FileConfig['rules'] = {};
    const settingIds = [...config.rules.map((r) => r.meta.id), ...CORE_DIAGNOSTICS.filter((m) => settings[m.id]).map((m) => m.id)].sort();
    const byId = new Map<string, Rule>(config.rules.map((r) => [r.meta.id, r]));
    for (const id of settingIds) {
      const rule = byId.get(id);
      if (rule) {
        const s = linter.settingOf(rule, display);
        rules[id] = { severity: s.severity, ...(Object.keys(s.options).length ? { options: s.options } : {}) };
      } else rules[id] = { severity: settingsFor?.(display)?.[id]?.severity ?? settings[id]!.severity ?? 'warning' };
    }
    return {
      file: display,
      config: config.file ? displayPath(config.file, this.cwd) : null,
      plugins: config.plugins.map((p) => displayPath(p.file, this.cwd)),
      overrides: config.overrides.filter((ov) => ov.match(absolute)).map((ov) => ({ files: ov.files, baseDir: displayPath(ov.baseDir, this.cwd) || '.' })),
      ignored: config.isIgnored(absolute),
      targets: o.targets ?? config.targets ?? null,
      limits: { maxFileSize: linter.limits.maxFileSize, maxFileTime: linter.limits.maxFileTime / 1000 },
      inlineConfig: o.inlineConfig !== false,
      unsuppressible: config.rules.map((r) => r.meta.id).filter((id) => config.isUnsuppressible(id)),
      rules,
    };
  }

  /** A reporter by format name (stylish, json, sarif, github, gitlab, markdown, junit, html). */
  /**
   * Writes each file fixing changed (`fix`; ESLint's `ESLint.outputFixes`), unless its content on
   * disk is no longer what was read (then it is left alone, and the exit is 2). Returns a line for
   * each file not written. Writes nothing for a text (`lintText`): its fixed text is the result's.
   */
  outputFixes(result: TooldocResult): string[] {
    if (this.stdinResults.has(result) || !result.fixed?.length) return [];
    const refused = writeFixes(result.fixed);
    if (refused.length) this.notWritten.set(result, refused.length);
    return refused.map(({ file, reason, detail }) =>
      reason === 'changed'
        ? `tooldoc: ${file.path} was not fixed: it changed on disk while tooldoc was fixing it; run tooldoc lint --fix again.`
        : `tooldoc: ${file.path} was not fixed: it could not be written (${detail}).`,
    );
  }

  loadFormatter(name: string) {
    return loadReporter(name);
  }

  /**
   * Writes what the run records and reports: the baseline (when writing or pruning one), then each
   * report of the `reports` option (default: stylish to stdout). `quiet`: errors only; `maxToolRows`:
   * the stylish Tools table's rows (default 40, 0 for all). Then the cache, when lintFiles left it
   * to be saved with what the reports rendered (a JSON report with the cache). Returns the
   * format written to stdout, if any, and the lines to say (the baseline written).
   */
  async writeReports(
    result: TooldocResult,
    io: { stdout: TextOutput },
    options: { color?: boolean; quiet?: boolean; sarifCategory?: string; maxToolRows?: number } = {},
  ): Promise<{ toStdout: string | undefined; messages: string[] }> {
    const started = performance.now();
    const messages: string[] = [];
    const o = this.options;
    const baselineTarget = this.baselineTargets.get(result);
    if (baselineTarget && result.baselineEntries) {
      const pruned = o.writeBaseline ? undefined : { stale: result.baseline?.stale.length ?? 0 };
      messages.push(saveBaselineFile(baselineTarget, result.baselineEntries, this.cwd, pruned));
    }
    const shown = options.quiet ? onlyErrors(result) : result;
    // Code frames read a file again when the result lost its text (quiet copies it); stdin's text is not on disk.
    const readSource = this.stdinResults.has(result) ? undefined : sourceReader(this.cwd);
    const pending = this.pendingCaches.get(result);
    this.pendingCaches.delete(result);
    let toStdout: string | undefined;
    try {
      ({ toStdout } = await writeReports(shown, o.reports ?? [{ format: 'stylish' }], { stdout: io.stdout, cwd: this.cwd }, {
        color: options.color,
        sourceRoot: findSourceRoot(this.cwd),
        ...(options.sarifCategory !== undefined ? { sarifCategory: options.sarifCategory } : {}),
        ...(options.maxToolRows !== undefined ? { maxToolRows: options.maxToolRows } : {}),
        ...(this.cacheFingerprints.has(result) ? { fingerprints: false } : {}),
        readSource,
      }));
      const r = pending?.renderings;
      this.debug(`reports: ${ms(started)}${r ? ` (${plural(r.reused, 'file')} as the cache kept them, ${r.kept} rendered for it)` : ''}`);
    } finally {
      // The cache, with what the reports rendered (lintFiles), even when a report could not be written.
      pending?.save();
    }
    return { toStdout, messages };
  }

  /** What a user should be told beside the reports, one line each: skipped files (`verbose`), formats that hold less, languages not read. */
  notes(result: LintResult, { verbose, quiet }: { verbose?: boolean; quiet?: boolean } = {}): string[] {
    const lines: string[] = [];
    if (verbose) for (const f of result.files) if (f.status === 'skipped') lines.push(`tooldoc: skipped ${f.file} (${f.reason ?? 'not a tool descriptor'})`);
    if (quiet) return lines;
    const importHint = platformImportHint(result);
    if (importHint) lines.push(importHint);
    const languages = languageNote(result.summary);
    if (languages) lines.push(languages);
    return lines;
  }

  /**
   * The exit: the gates over the whole result (src/grading/gates.ts), and 2 when a server could not be
   * listed (its tools were not linted: the run did not do its job). `toStdout`: a report on stdout
   * already shows the errors, so the default gate's line is left out.
   */
  decideExit(result: TooldocResult, { toStdout }: { toStdout?: string } = {}): TooldocExit {
    const o = this.options;
    const decision = decideExit(result, { failOn: o.failOn ?? 'error', failOnExplicit: o.failOn !== undefined, maxWarnings: o.maxWarnings, minLevel: o.minLevel, minScore: o.minScore });
    const messages = decision.failures.filter((f) => !f.implicit || !toStdout).map((f) => f.message);
    const failed = result.serverFailures;
    if (failed.length) {
      messages.push(`tooldoc: ${failed.length === 1 ? `server "${failed[0]!}" was` : `${failed.length} servers were`} not linted (see above); exit 2.`);
      return { code: 2, failures: decision.failures, messages };
    }
    // A fixed file not written (it changed meanwhile): the run did not do what it was asked.
    if (this.notWritten.has(result)) return { code: 2, failures: decision.failures, messages };
    return { code: decision.code, failures: decision.failures, messages };
  }
}

