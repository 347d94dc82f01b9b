/**
 * A lint run, ESLint's `ESLint` class to the core's `Linter`: the core lints one text; the run adds
 * files, the cache, worker threads, cross-tool rules, suppressions, the baseline and grades around it.
 *
 *   discover → outcomes (cache | workers | core) → catalog rules → suppressions → baseline → grades
 *
 * Each stage is a module of src/run/; this file only puts them in order. It knows no rule by name:
 * rules come in as a list with settings.
 */
import { KEEP, KeptRendering, LintCache, type CacheOptions, type GroupCache, type StoredFile } from './cache.js';
import { CORE_DIAGNOSTICS } from '../core/diagnostics.js';
import { Linter, type LinterConfig, type RuleSetting } from '../core/linter.js';
import type { BaselineEntry, BaselineMatcher, BaselineOptions } from '../suppressions/baseline.js';
import type { BlanketSuppression, Diagnostic, JsonPath, LintResult, Range, Rule, RunProgress, ServerTool, SourceFile } from '../types/index.js';
import { toPointer } from '../toolkit/util.js';
import { VERSION } from './version.js';
import { outcomeSource, PassedFile, runTools, storedOutcome, ToolStore, type RunFile, type RunTool } from './catalog-tools.js';
import { catalogRules, runCatalogRules } from './catalog.js';
import { reuseCatalog } from './catalog-reuse.js';
import { discover } from './discover.js';
import { Marks } from './marks.js';
import { ObjectKeeper, shareStrings, SpillKeeper, Strings, type FileFindings, type FindingKeeper } from './findings.js';
import { outcomes, type OutcomeSources, type SourcedOutcome } from './outcomes.js';
import { stoppedOutcome } from './stopped.js';
import type { FileOutcome } from '../core/outcome.js';
import { Results, summarize } from './results.js';
import { scoreRulesFor } from '../grading/score.js';
import { LintWorkers, type ParallelOptions } from './workers.js';
import { ServerJoin, type ListedServer } from '../servers/sidecars.js';
import path from 'node:path';
import type { FoundFile } from '../files/find.js';
import { lintAndFix, type FixedFile, type FixOptions } from './fix.js';
import { serverFileReader } from './server-files.js';

export type { RuleSetting };

export interface LintOptions extends LinterConfig {
  patterns: string[];
  cwd: string;
  ignore?: string[];
  /** Leave out what git ignores (.gitignore …) from folders and globs (default true; false for --no-gitignore). */
  gitignore?: boolean;
  /** Files to leave out (config `ignores`), by absolute path, after files are found. */
  isIgnored?: (absolutePath: string) => boolean;
  /** Honour suppression comments and `x-tooldoc.disable` (default true; false for --no-inline-config). */
  inlineConfig?: boolean;
  /** Rules whose findings inline suppressions may not hide (config `unsuppressible`). */
  isUnsuppressible?: (ruleId: string) => boolean;
  /** Apply (or record, then apply) a baseline. */
  baseline?: BaselineOptions;
  /**
   * A baseline several runs share (the project API lints each config's files as a run of its own,
   * src/api/tooldoc.ts): findings are matched against it, and its outcome is its owner's to tell
   * (the run's `baseline` is then absent). Instead of `baseline`.
   */
  sharedBaseline?: BaselineMatcher;
  /** Reuse what files unchanged since an earlier run gave (`--cache`; not with `keepDescriptors`); see src/run/cache.ts. */
  cache?: CacheOptions;
  /** A cache several runs share (see sharedBaseline): read and written, saved by its owner. Instead of `cache`. */
  sharedCache?: GroupCache;
  /** The files to lint, already found (the project API finds them, then groups them by config); `patterns` are then not walked. */
  found?: readonly FoundFile[];
  /** The index of the run's first tool in a result that joins several runs (`toolIndex` of findings); default 0. */
  firstToolIndex?: number;
  /** Told one line per stage, with its time (`tooldoc lint --debug`). */
  debug?: (line: string) => void;
  /** Told how far the run has got: files linted of those found (`files`), then files through the stages after the pass (`catalog`). */
  progress?: (progress: RunProgress) => void;
  /** Run the per-file pass in worker threads when there are many files; see src/run/workers.ts. */
  parallel?: ParallelOptions;
  /**
   * Live MCP servers, already listed (src/servers/list.ts): their tools join the run at
   * `server:<name>`, documented by the sidecar descriptors among the files (src/servers/sidecars.ts).
   */
  servers?: readonly ListedServer[];
  /**
   * How many findings the run holds as objects for the report before it writes the rest to a
   * temporary file (default 150,000), and at most how many from the pass to the stages after it
   * (default 10,000; see src/run/findings.ts). Reports are the same either way.
   */
  findingsInMemory?: number;
  /**
   * Fix each file as it is linted (`lint --fix`, `--fix-dry-run`; src/run/fix.ts): the run reports
   * the findings of the fixed texts and returns them (`fixed`, and each file result's `output`). It
   * writes nothing: `writeFixes(run.fixed)` does (`--fix`). Workers must be set up to compute fixes.
   */
  fix?: FixOptions;
}

export interface LintRun extends LintResult {
  /** Rules that crashed (each also an `internal/rule-error` finding): the run exits 2. */
  internalErrors: number;
  baselineEntries?: BaselineEntry[];
  /** Why the cache could not be written, if it could not. */
  cacheProblem?: string;
  /** With `keepDescriptors`: each tool's whole descriptor, in the order of `tools`. */
  descriptors?: Array<Record<string, unknown>>;
  /** With `keepDescriptors`: each tool as the run read it, in the order of `tools` (for commands that act on tools: `tooldoc test`). */
  kept?: KeptTool[];
  /** With `fix`: the files fixing changed, with their fixed text, for `writeFixes` (src/run/fix.ts). */
  fixed?: FixedFile[];
}

/** A tool of a run made with `keepDescriptors`: its whole descriptor, its live server, and where a path of it is. */
export interface KeptTool {
  descriptor: Record<string, unknown>;
  server?: ServerTool;
  /** Where `path` (a path of the descriptor) is in the tool's file; for a live server's tool, a line per tool (see ServerSource). */
  place(path: JsonPath, at?: 'key' | 'value'): { file: string; doc: number; path: JsonPath; pointer: string; range: Range };
}

export async function lint(options: LintOptions): Promise<LintRun> {
  return (await lintPass(options)).finish();
}

/** A run whose per-file pass is done: what it linted, and the stages after the pass, when asked. */
export interface PassedRun {
  /** How many tools the pass read (files' and servers'). */
  tools: number;
  /** The absolute paths of the files it linted or could not (not the skipped ones). */
  inputs: string[];
  /** Catalog rules, suppressions, the baseline, grades: the run's result. */
  finish(): LintRun;
}

/**
 * `lint` in two steps: the per-file pass, then (`finish`) the stages after it. The project API
 * (src/api/tooldoc.ts) runs every config group's pass, saves the cache they share, then finishes
 * each: the stages after the pass add to findings, which the cache must not have been given.
 */
export async function lintPass(options: LintOptions): Promise<PassedRun> {
  const servers = options.servers?.length ? new ServerJoin(options.servers, options.cwd, serverFileReader(options)) : undefined;
  // A file that a server entry names is linted with the run, after its sidecars (so the tools they
  // document are known and left out of its own list).
  const sources = servers?.files ?? [];
  const patterns = [...options.patterns, ...sources.map((f) => path.relative(options.cwd, f) || f)];
  // A run of servers alone names no files.
  const started = performance.now();
  const found = options.found
    ? [...options.found, ...(sources.length ? (await discover({ ...options, patterns: sources.map((f) => path.relative(options.cwd, f) || f) })).filter((f) => !options.found!.some((g) => g.absolutePath === f.absolutePath)) : [])]
    : servers && !patterns.length
      ? []
      : await discover({ ...options, patterns });
  if (sources.length) {
    const last = new Set(sources);
    found.sort((a, b) => Number(last.has(a.absolutePath)) - Number(last.has(b.absolutePath)));
  }
  const linter = new Linter({ ...options, fingerprints: fingerprinted(options), ...(options.fix ? { fixes: true } : {}), ...(servers ? { joinTool: servers.joinTool } : {}) });
  // The cache keeps catalog views, not whole descriptors: a run that wants those reads every file. A
  // run that rewrites descriptors (prepareDescriptor) lints in this thread (a function does not
  // travel to a worker). A run that joins files to servers, or compares them with a revision or a
  // lock, neither reuses outcomes nor lints in parallel: its workers' setup rebuilds what it joins.
  const joined = Boolean(servers || options.previous || options.locked);
  const workers = options.parallel && !options.keepDescriptors && !options.prepareDescriptor ? options.parallel : undefined;
  const cacheable = !options.keepDescriptors && !joined && !options.prepareDescriptor;
  const ownCache = options.cache && !options.sharedCache && cacheable ? new LintCache(options.cache) : undefined;
  const cache = ownCache?.forGroup('') ?? (cacheable ? options.sharedCache : undefined);
  const pool = workers ? new LintWorkers(workers.setup, 1, linter.limits.maxFileTime) : undefined;
  const { intern } = new Strings();
  const run = new RunFiles(linter, new SpillKeeper(options.findingsInMemory, undefined, intern), intern, options.firstToolIndex);
  try {
    const sources: OutcomeSources = {
      ...(cache ? { cache, watch: watchedFields(options.rules, linter) } : {}),
      ...(pool ? { workers: { pool, count: workers!.workers, ...(workers!.minBytes !== undefined ? { minBytes: workers!.minBytes } : {}) } } : {}),
      ...(pool && joined ? { ordered: { state: () => servers?.documented() ?? {} } } : {}),
      ...(options.fix ? { fix: options.fix } : {}),
    };
    const progress = options.progress;
    progress?.({ stage: 'files', done: 0, total: found.length, tools: 0 });
    for await (const sourced of outcomes(found, linter, sources)) {
      if ('outcome' in sourced) servers?.note(sourced.outcome);
      run.add(sourced);
      progress?.({ stage: 'files', done: run.files.length, total: found.length, tools: run.tools.length });
    }
    // After the files: a server's tools that a sidecar documented are then known, and left out of its own list.
    if (servers) await addServers(run, servers, linter, pool);
  } finally {
    await pool?.close();
  }
  if (pool?.thrownOutsideRule) throw pool.thrownOutsideRule;
  options.debug?.(`per-file pass: ${found.length} file${found.length === 1 ? '' : 's'}${servers ? ` and ${servers.live().length} server${servers.live().length === 1 ? '' : 's'}` : ''} in ${ms(started)}`);
  const inputs = run.files.filter((f) => f.outcome.status !== 'skipped').map((f) => f.found.absolutePath);
  // The files fixing changed (see LintRun.fixed), taken before the stages after the pass let go of the outcomes.
  const fixed = options.fix ? fixedFiles(run) : undefined;
  return {
    tools: run.toolCount,
    inputs,
    finish: () => {
      const result = finish(run, linter, options, cache);
      // Saved once the stages after the pass gave it what they found. The cache never overwrites an
      // input (a --cache-location that names a linted file); skipped files are not inputs.
      const cacheProblem = ownCache?.save(inputs);
      return { ...result, ...(cacheProblem ? { cacheProblem } : {}), ...(fixed ? { fixed } : {}) };
    },
  };
}

/** The view fields the cache keeps in each entry's head: those the enabled catalog rules look tools up by (RuleMeta.catalogInputs.names). */
function watchedFields(rules: readonly Rule[], linter: Linter): string[] {
  return [...new Set(catalogRules(rules, linter).flatMap((r) => r.meta.catalogInputs?.names ?? []))].filter((f) => f !== 'name');
}

/** The files fixing changed (see LintRun.fixed). */
function fixedFiles(run: RunFiles): FixedFile[] {
  return run.files.flatMap(({ found, outcome }) => (outcome.fixed ? [{ path: outcome.path, absolutePath: found.absolutePath, ...outcome.fixed }] : []));
}

/** Whether a run's findings get fingerprints: asked for (`fingerprints`: reports that show them), or a baseline to match. */
const fingerprinted = (o: Pick<LintOptions, 'fingerprints' | 'baseline' | 'sharedBaseline'>) => Boolean(o.fingerprints || o.baseline || o.sharedBaseline);

/** What the catalog rules did in a run with the cache, for --debug: `run again: name/unique on 2 tools, …`, or that they ran on nothing. */
function reran(ran: ReadonlyMap<string, number>): string {
  if (!ran.size) return 'all from the cache';
  return `run again: ${[...ran].map(([id, n]) => `${id} on ${n} tool${n === 1 ? '' : 's'}`).join(', ')}`;
}

/**
 * A file's findings from the pass, each with its place among them (file findings first, then each
 * tool's), and what the stages after the pass may change in one (suppressed, related): `placeOf`
 * gives the place of a finding that is one of them and that they did not change (its tool index is
 * the run's, given again when it is read back; StoredFile.finalDiagnostics).
 */
function passedFindings(own: FileFindings): { placeOf(d: Diagnostic): number | undefined } {
  const places = new Map<Diagnostic, { at: number; related: number }>();
  let at = 0;
  for (const list of [own.file, ...own.tools]) for (const d of list) places.set(d, { at: at++, related: d.related?.length ?? 0 });
  return {
    placeOf: (d) => {
      const p = places.get(d);
      return p && d.suppressed === undefined && (d.related?.length ?? 0) === p.related ? p.at : undefined;
    },
  };
}

/** A cached file's findings from the per-file pass, as the keeper gives them (StoredFile.findings). */
function storedFindings(stored: StoredFile): FileFindings {
  const { f, t } = stored.findings();
  return { file: f, tools: t };
}

/** Milliseconds since `start`, for --debug. */
const ms = (start: number) => `${Math.round(performance.now() - start)} ms`;

/**
 * Lints texts in memory as one run (cross-tool rules, suppressions and grades included): no file
 * system, no cache, no workers. For editors, tests and programs that hold descriptors as strings.
 */
export function lintTexts(texts: ReadonlyArray<{ path: string; text: string }>, options: Omit<LintOptions, 'patterns' | 'cwd' | 'cache' | 'parallel' | 'ignore' | 'isIgnored'> & { cwd?: string }): LintRun {
  const servers = options.servers?.length ? new ServerJoin(options.servers, options.cwd ?? '') : undefined;
  const linter = new Linter({ ...options, fingerprints: fingerprinted(options), ...(options.fix ? { fixes: true } : {}), ...(servers ? { joinTool: servers.joinTool } : {}) });
  const run = new RunFiles(linter, new ObjectKeeper());
  for (const { path, text } of texts) {
    let outcome: FileOutcome;
    if (options.fix) {
      const fixing = lintAndFix(linter, text, { path }, options.fix);
      outcome = fixing.outcome;
      if (fixing.output !== undefined) outcome.fixed = { output: fixing.output };
    } else outcome = linter.lintText(text, { path });
    run.add(textOutcome(path, text, outcome));
  }
  if (servers) for (const [index, s] of servers.live().entries()) run.add(serverOutcome(s, servers.outcomeOf(index, linter)));
  const fixed = options.fix ? fixedFiles(run) : undefined;
  return { ...finish(run, linter, { ...options, cwd: options.cwd ?? '' }), ...(fixed ? { fixed } : {}) };
}

/** A text's outcome as the run takes it: a fixed text's positions are those of its fixed text. */
function textOutcome(path: string, text: string, outcome: FileOutcome): SourcedOutcome {
  const shown = outcome.fixed?.output ?? text;
  return { found: { path, absolutePath: path, explicit: true }, outcome, readText: () => shown };
}

/**
 * `lintTexts` with each text linted in a worker thread, stopped past the time limit (the CLI's
 * stdin): the same stages, the same result.
 */
export async function lintTextsInWorkers(
  texts: ReadonlyArray<{ path: string; text: string }>,
  options: Omit<LintOptions, 'patterns' | 'cwd' | 'cache' | 'parallel' | 'ignore' | 'isIgnored' | 'servers'> & { cwd?: string; parallel: ParallelOptions },
): Promise<LintRun> {
  const linter = new Linter({ ...options, fingerprints: fingerprinted(options) });
  const pool = new LintWorkers(options.parallel.setup, 1, linter.limits.maxFileTime);
  const run = new RunFiles(linter, new ObjectKeeper());
  try {
    for (const { path, text } of texts) {
      const answer = await pool.run({ kind: 'text', path, text, ...(options.fix ? { fix: options.fix } : {}) });
      const outcome = 'outcome' in answer ? answer.outcome : stoppedOutcome(path, answer.stopped, linter.limits.maxFileTime);
      run.add(textOutcome(path, text, outcome));
    }
  } finally {
    await pool.close();
  }
  if (pool.thrownOutsideRule) throw pool.thrownOutsideRule;
  const fixed = options.fix ? fixedFiles(run) : undefined;
  return { ...finish(run, linter, { ...options, cwd: options.cwd ?? '' }), ...(fixed ? { fixed } : {}) };
}

/** A file's outcome as a caller that lints files one at a time keeps it (see runOutcomes). */
export interface KeptOutcome {
  /** The file's path as reports show it. */
  path: string;
  absolutePath: string;
  outcome: FileOutcome;
  /** The file's text as it is now (an editor's unsaved text), for a position the outcome did not keep. */
  readText: () => string;
}

/**
 * The stages after the per-file pass (catalog rules, suppressions, the baseline, grades) over
 * outcomes the caller keeps: an editor keeps every file's outcome and lints again only the file that
 * changed, then runs this. The outcomes are copied first, since those stages add to them; the
 * caller's stay as the core made them. `linter` is the one that made them (its settings are read).
 */
export function runOutcomes(files: readonly KeptOutcome[], linter: Linter, options: Omit<LintOptions, 'patterns' | 'cwd' | 'cache' | 'parallel' | 'ignore' | 'isIgnored' | 'servers'> & { cwd?: string }): LintRun {
  const run = new RunFiles(linter, new ObjectKeeper());
  for (const f of files) run.add({ found: { path: f.path, absolutePath: f.absolutePath, explicit: false }, outcome: forRun(f.outcome), readText: f.readText });
  return finish(run, linter, { ...options, cwd: options.cwd ?? '' });
}

/**
 * A copy of an outcome for the stages after the pass: of what they change, and nothing else. They add
 * to the findings arrays and sort them, and set `suppressed`, `related`, `tool` and `toolIndex` on
 * findings; the rest (views, positions, ranges, fixes) they only read, so it is shared. (A deep copy of
 * every outcome took 0.3-0.4 s of each edit in the language server on a catalog of 5,461 tools.)
 */
function forRun(outcome: FileOutcome): FileOutcome {
  const copies = new Map<Diagnostic, Diagnostic>();
  const copy = (d: Diagnostic): Diagnostic => {
    let c = copies.get(d);
    if (!c) copies.set(d, (c = d.related ? { ...d, related: [...d.related] } : { ...d }));
    return c;
  };
  return { ...outcome, findings: outcome.findings.map(copy), tools: outcome.tools.map((t) => ({ ...t, findings: t.findings.map(copy), ...(t.gaps ? { gaps: [...t.gaps] } : {}) })) };
}


/** Each server's own outcome, after the files (see ServerJoin): in a worker, when the run has them. */
async function addServers(run: RunFiles, servers: ServerJoin, linter: Linter, pool?: LintWorkers): Promise<void> {
  for (const [index, { listed, source }] of servers.live().entries()) {
    let outcome: FileOutcome;
    if (pool) {
      const answer = await pool.run({ kind: 'server', index }, { state: () => servers.documented() });
      outcome = 'outcome' in answer ? answer.outcome : stoppedOutcome(source.path, answer.stopped, linter.limits.maxFileTime);
    } else outcome = servers.outcomeOf(index, linter);
    run.add(serverOutcome({ listed, source }, outcome));
  }
}

/** A live server's own outcome, as the run takes it. */
function serverOutcome({ listed, source }: { listed: ListedServer; source: SourceFile }, outcome: FileOutcome): SourcedOutcome {
  const { name, source: command, entry } = listed;
  return { found: { path: source.path, absolutePath: source.path, explicit: true }, outcome, readText: () => '', source, server: { name, source: command, ...(entry ? { entry } : {}) } };
}

/**
 * The run's files and tools, joined in file order as outcomes arrive. Their findings go to the
 * keeper (src/run/findings.ts) until the stages after the pass take them back, a file at a time.
 */
class RunFiles {
  readonly files: RunFile[] = [];
  /** How many tools the files have. */
  toolCount = 0;
  private toolList: RunTool[] | undefined;
  internalErrors = 0;
  /** What the files keep of their tools, compact (a run over files). */
  private readonly store: ToolStore | undefined;

  /**
   * `keeper`: where findings wait; `intern`, for a run over files: keep as little per tool as the
   * stages need, with strings shared run-wide (see Strings); `firstToolIndex`: the index of the
   * run's first tool in a result that joins several runs.
   */
  constructor(
    private readonly linter: Linter,
    readonly keeper: FindingKeeper,
    private readonly intern?: (s: string) => string,
    private readonly firstToolIndex = 0,
  ) {
    this.store = intern ? new ToolStore(intern) : undefined;
  }

  /** Every file's tools, in order (made when first asked for: a cached file's are made then). */
  get tools(): RunTool[] {
    return (this.toolList ??= this.files.flatMap((f) => f.tools));
  }

  /** Lets go of the list of tools (each file keeps its own). */
  releaseTools(): void {
    this.toolList = [];
  }

  add(sourced: SourcedOutcome): void {
    const first = this.firstToolIndex + this.toolCount;
    this.toolList = undefined;
    if ('stored' in sourced) {
      // The cache's entry: its head now; its tools, their views and positions when a stage asks for
      // them (a file whose result the cache holds never does; src/run/catalog-tools.ts).
      this.files.push(new StoredRunFile(sourced.found, sourced.stored, first, sourced.readText, this.linter.limits));
      this.toolCount += sourced.stored.head.t.length;
      return;
    }
    const { found, outcome, readText, source, server } = sourced;
    const { intern } = this;
    const findings = { file: outcome.findings, tools: outcome.tools.map((t) => t.findings) };
    // A worker's outcome (or the cache's) comes with a copy of every string.
    if (intern) shareStrings(findings, intern, found.path);
    this.keeper.keep(this.files.length, findings);
    // For a run over files, the file keeps of its outcome only what the stages after the pass read; a
    // run in memory (an editor's) keeps its outcomes whole anyway.
    const file = new PassedFile(found, outcome, first, readText, server, source, this.linter.limits, this.store);
    this.files.push(file);
    this.toolCount += file.tools.length;
    this.internalErrors += outcome.internalErrors;
  }
}

/** A file the cache answered: its tools and where positions come from are made when a stage first asks. */
class StoredRunFile implements RunFile {
  readonly outcome: FileOutcome;
  private made: { source: SourceFile | undefined; tools: RunTool[] } | undefined;

  constructor(
    readonly found: FoundFile,
    readonly stored: StoredFile,
    readonly first: number,
    readonly readText: () => string,
    private readonly limits: Linter['limits'],
  ) {
    this.outcome = storedOutcome(stored);
  }

  get source(): SourceFile | undefined {
    return this.make().source;
  }

  get tools(): RunTool[] {
    return this.make().tools;
  }

  private make() {
    if (this.made) return this.made;
    const source = outcomeSource(this.outcome, this, this.found.absolutePath, this.readText, this.limits);
    return (this.made = { source, tools: runTools(this.outcome, source, this.first, undefined, this.stored) });
  }
}

/** With keepDescriptors: what the run read of each tool (see LintRun.kept). */
function keptTools(files: readonly RunFile[]): Pick<LintRun, 'descriptors' | 'kept'> {
  const kept = files.flatMap((f) =>
    f.tools.map((t): KeptTool => {
      const descriptor = t.whole ?? t.descriptor;
      return {
        descriptor,
        ...(t.server ? { server: t.server } : {}),
        place: (p, at = 'key') => {
          const inFile = t.sourcePath(p);
          return { file: t.file.path, doc: t.doc, path: inFile, pointer: toPointer(inFile), range: t.file.locate(t.doc, inFile, at) };
        },
      };
    }),
  );
  return { descriptors: kept.map((k) => k.descriptor), kept };
}

/**
 * The stages after the per-file pass: catalog rules over every tool, then a file at a time its
 * findings taken back from the keeper, suppressions and the baseline, grades and results. With a
 * cache, the catalog stage reuses what it can (src/run/catalog-reuse.ts), and a file the cache
 * answered whose catalog findings came out as they were, in a run without a baseline, takes its
 * result from its entry; what the stages made of each file is given to the cache.
 */
function finish(run: RunFiles, linter: Linter, options: Omit<LintOptions, 'patterns'>, cache?: GroupCache): LintRun {
  const { files, keeper, toolCount } = run;
  const progress = options.progress;
  const total = files.length;
  progress?.({ stage: 'catalog', done: 0, total });
  let started = performance.now();
  const stage = cache ? reuseCatalog(files, () => run.tools, options.rules, linter, cache) : undefined;
  const internalErrors = run.internalErrors + (stage ? stage.crashes : runCatalogRules(run.tools, options.rules, linter));
  options.debug?.(`catalog rules: ${toolCount} tool${toolCount === 1 ? '' : 's'} in ${ms(started)}${stage ? ` (${reran(stage.ran)})` : ''}`);
  started = performance.now();
  let fromCache = 0;
  const blanket: BlanketSuppression[] = [];
  const marks = new Marks(options, linter.settingOf, blanket, files.filter((f) => f.outcome.status === 'linted').map((f) => f.outcome.path));
  // A tool's score counts the rules enabled for its file that gate a level (src/grading/score.ts).
  const results = new Results(keeper, scoreRulesFor(options.rules, (rule, file) => linter.settingOf(rule, file).severity !== 'off', options.settingsFor));
  // A baseline marks findings by what it holds, which the cache does not know: each file is marked anew.
  const finals = Boolean(cache && !options.baseline && !options.sharedBaseline);
  const runId = stage?.record?.id;
  // Past the catalog rules, a file's tools (catalog views, positions) are needed only while the file
  // is worked on below: the run lets go of each once its result is made, so the findings taken back
  // from the keeper take the place of the views in memory rather than joining them. A run that
  // returns its descriptors keeps them all.
  const release = !options.keepDescriptors;
  if (release) run.releaseTools();
  const queue = (release ? files.splice(0) : [...files]).reverse();
  for (let i = 0; queue.length; i++) {
    const f = queue.pop()!;
    const catalog = stage?.files[i];
    const stored = f.stored;
    const final = finals && catalog?.same && stored ? stored.final() : undefined;
    if (final) {
      fromCache++;
      results.addStored(f, final, stored!, new KeptRendering(cache!, f.found.absolutePath));
      if (final.x) blanket.push(...final.x);
      cache!.keepResults(f.found.absolutePath, { run: runId, catalog: KEEP, final: KEEP, diagnostics: KEEP });
      progress?.({ stage: 'catalog', done: i + 1, total });
      continue;
    }
    catalog?.apply();
    const own = stored ? storedFindings(stored) : keeper.take(i);
    // The pass's findings as they are before the stages below mark or relate them: the cache keeps a
    // final finding that is one of them, unchanged, as its place among them.
    const passed = cache && finals ? passedFindings(own) : undefined;
    for (const [j, t] of f.tools.entries()) {
      const found = own.tools[j] ?? [];
      for (const d of found) d.toolIndex = t.index;
      // The per-tool rules' findings first, then the catalog rules'.
      t.findings = t.findings.length ? [...found, ...t.findings] : found;
    }
    const blankets = blanket.length;
    marks.file(f, own.file);
    // What reporters render of the result is kept with it when the cache keeps the result as it is.
    const made = results.add(i, f, own.file, passed ? new KeptRendering(cache!, f.found.absolutePath) : undefined);
    if (cache) {
      const x = blanket.slice(blankets);
      const kept = passed
        ? { final: JSON.stringify({ b: f.first, t: made.tools, c: made.counts, ...(x.length ? { x } : {}) }), diagnostics: JSON.stringify(made.diagnostics.map((d) => passed.placeOf(d) ?? d)) }
        : { final: undefined, diagnostics: undefined };
      cache.keepResults(f.found.absolutePath, { run: runId, catalog: catalog?.part, ...kept });
    }
    // What a file's result needs is kept; the tools' own copies can go.
    for (const t of f.tools) t.findings = [];
    progress?.({ stage: 'catalog', done: i + 1, total });
  }
  cache?.setRecord(stage?.record);
  const baseline = marks.finish();
  const { files: fileResults, tools: toolResults, counts } = results.finish();
  options.debug?.(`suppressions, baseline and grades: ${fileResults.length} file${fileResults.length === 1 ? '' : 's'} in ${ms(started)}${cache ? ` (${fromCache} from the cache)` : ''}`);

  const enabled = options.rules.map((r) => ({ ...r.meta, configuredSeverity: linter.settingOf(r).severity })).filter((m) => m.configuredSeverity !== 'off');
  return {
    version: VERSION,
    cwd: options.cwd,
    files: fileResults,
    tools: toolResults,
    summary: {
      ...(baseline ? { baselined: 0 } : {}),
      ...summarize(fileResults, toolResults, counts),
      // Directives that name no rule hide everything, security findings included: always shown.
      ...(blanket.length ? { blanketSuppressions: blanket } : {}),
    },
    rules: [...CORE_DIAGNOSTICS.map((m) => ({ ...m, configuredSeverity: m.severity })), ...enabled],
    ...(baseline ? { baseline: { file: baseline.file, matched: baseline.matched, ...(baseline.refused ? { refused: baseline.refused } : {}), stale: baseline.stale.map(({ fingerprint: _f, ...e }) => e) } } : {}),
    internalErrors,
    ...(baseline ? { baselineEntries: baseline.entries } : {}),
    ...(options.keepDescriptors ? keptTools(files) : {}),
  };
}
