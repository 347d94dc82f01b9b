/**
 * What the language server lints, and with which configuration. A project is one configuration in
 * one workspace folder: the config found from a document's folder upward (as the CLI finds it from
 * its working directory), the rules and settings it resolves to, and the outcome of every file of
 * the project. The workspace is read once, in the background; after that a change lints the one
 * file that changed, and the stages after the pass (src/run/incremental.ts) run the catalog rules
 * again where what they read changed, then suppressions and grades on the files whose findings may
 * have changed, so cross-file findings (a duplicate name, a replacement defined in another file)
 * stay right without linting the workspace again, at a cost that follows the change.
 *
 * Open documents are linted from the editor's text, never from the disk. A file is linted when the
 * CLI would lint it on walking the workspace folder: a .yaml, .yml or .json file, not in a dot
 * folder or node_modules, not ignored by git or by the config's `ignores`; one that holds no
 * descriptor is skipped quietly, as on a walk.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig, UnreadConfig } from '../config/load.js';
import { ConfigLookup, refKey, type ConfigRef } from '../api/config-lookup.js';
import { Linter } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import { DEFAULT_IGNORES, EXTENSIONS, findFiles, displayPath, type FoundFile } from '../files/find.js';
import { withoutGitIgnored } from '../run/gitignore.js';
import type { runOutcomes } from '../run/lint.js';
import { IncrementalRun, type FileRun } from '../run/incremental.js';
import { UNUSED_ID } from '../suppressions/inline.js';
import { textReader } from '../run/outcomes.js';
import { stoppedOutcome } from '../run/stopped.js';
import { LintWorkers, type Job } from '../run/workers.js';
import { projectLintOptions, type ProjectSetup } from './lsp-worker-options.js';
import picomatch from 'picomatch';
import { within } from '../files/source-root.js';
export { within };

/** A file of a project: where it is, what linting it gave, and its text when it is open in the editor. */
export interface ProjectFile {
  path: string;
  absolutePath: string;
  outcome: FileOutcome;
  /** The editor's text, for an open document; a closed file's text is read from the disk when needed. */
  text?: string;
}

type RunOptions = Parameters<typeof runOutcomes>[2];

/** How many files from the disk a workspace read keeps in flight to the worker. */
const SCAN_AHEAD = 32;

export class Project {
  readonly files = new Map<string, ProjectFile>();
  /** The stages after the pass, kept from one change to the next (src/run/incremental.ts). */
  private stages: IncrementalRun;
  /** Files linted again, or gone, since the stages last ran. */
  private readonly changed = new Map<string, ProjectFile>();
  private readonly gone = new Set<string>();

  constructor(
    /** Where paths are shown from: the workspace folder. */
    readonly cwd: string,
    readonly config: ResolvedConfig,
    readonly linter: Linter,
    private readonly options: RunOptions,
    /** Folders of the config's servers' sidecars: their tools are the servers', which the editor does not start. */
    private readonly sidecars: readonly string[],
    /** Where the project's files are linted (a worker thread, stopped past the time limit). */
    private readonly pool: LintWorkers,
  ) {
    this.stages = new IncrementalRun(linter, options);
  }

  /** Ends the project's worker thread. */
  close(): Promise<void> {
    return this.pool.close();
  }

  /** A job's outcome: the core's, or `input/resource-limit` where its worker was stopped. */
  private async outcomeOf(job: Job, path: string): Promise<FileOutcome> {
    const answer = await this.pool.run(job);
    return quiet('outcome' in answer ? answer.outcome : stoppedOutcome(path, answer.stopped, this.linter.limits.maxFileTime));
  }

  /** Whether directives are honoured (--no-inline-config has no config key: they are, here). */
  get inlineConfig(): boolean {
    return this.options.inlineConfig !== false;
  }

  /** Whether the config leaves the file out (`ignores`, the config file itself, a server's sidecars). */
  ignores(absolutePath: string): boolean {
    return this.config.isIgnored(absolutePath) || this.sidecars.some((d) => within(d, absolutePath));
  }

  display(absolutePath: string): string {
    return displayPath(absolutePath, this.cwd);
  }

  /** Lints a text (an open document's): the file's new outcome, kept. */
  async lintText(absolutePath: string, text: string): Promise<ProjectFile> {
    const p = this.display(absolutePath);
    const outcome = await this.outcomeOf({ kind: 'text', path: p, text, absolutePath, unknown: 'skip' }, p);
    return this.keep({ path: p, absolutePath, outcome, text });
  }

  /** Lints a file from the disk (one not open), as a walk of the folder would: the outcome kept, or undefined when it is gone. */
  async lintFile(absolutePath: string): Promise<ProjectFile | undefined> {
    return (await this.lintFileLater(absolutePath))();
  }

  /**
   * Lints a file from the disk, and answers with what keeps its outcome (as `lintFile` does) when
   * called: a caller with several files in flight keeps them in the order it walked them, which is
   * the catalog's order.
   */
  async lintFileLater(absolutePath: string): Promise<() => ProjectFile | undefined> {
    if (!existsSync(absolutePath)) {
      return () => {
        this.remove(absolutePath);
        return undefined;
      };
    }
    const found: FoundFile = { absolutePath, path: this.display(absolutePath), explicit: false };
    const outcome = await this.outcomeOf({ kind: 'file', found }, found.path);
    return () => this.keep({ path: found.path, absolutePath, outcome });
  }

  remove(absolutePath: string): void {
    if (!this.files.delete(absolutePath)) return;
    this.changed.delete(absolutePath);
    this.gone.add(absolutePath);
  }

  /**
   * Catalog rules, suppressions and grades, where the files linted or gone since the last time make
   * it necessary (the first time, over every file). Returns the absolute paths of the files whose
   * findings may have changed.
   */
  finish(): Set<string> {
    const changed = [...this.changed.values()].map((f) => ({ ...f, readText: f.text !== undefined ? textOf(f) : textReader(f.absolutePath) }));
    const gone = [...this.gone];
    this.changed.clear();
    this.gone.clear();
    return this.stages.update(changed, gone);
  }

  /** What the catalog rules ran on at the last finish, for a trace: `name/unique on 2 tools, …`. */
  get ran(): ReadonlyMap<string, number> {
    return this.stages.ran;
  }

  /** A file's findings and its tools' results, as of the last finish. */
  resultOf(absolutePath: string): FileRun | undefined {
    return this.stages.resultOf(absolutePath);
  }

  /**
   * A file's findings as far as it alone tells (its own rules, suppressions and grades; no catalog
   * rule, and no directive called unused, since it may be there for a catalog rule's finding): what
   * an editor shows of a document opened before the workspace is read.
   */
  alone(file: ProjectFile): FileRun {
    const run = new IncrementalRun(this.linter, this.options, { catalog: false });
    run.update([{ ...file, readText: file.text !== undefined ? textOf(file) : textReader(file.absolutePath) }]);
    const result = run.resultOf(file.absolutePath)!;
    return { ...result, diagnostics: result.diagnostics.filter((d) => d.ruleId !== UNUSED_ID) };
  }

  private keep(file: ProjectFile): ProjectFile {
    this.files.set(file.absolutePath, file);
    this.changed.set(file.absolutePath, file);
    this.gone.delete(file.absolutePath);
    return file;
  }
}

const textOf = (f: ProjectFile) => () => f.text ?? '';

/**
 * An empty file is a file being started, not a broken descriptor: in the editor it is skipped, as a
 * file that holds no descriptor is (the CLI reports it).
 */
function quiet(outcome: FileOutcome): FileOutcome {
  if (outcome.status === 'failed' && outcome.findings.length && outcome.findings.every((f) => f.ruleId === 'input/empty')) {
    return { ...outcome, status: 'skipped', findings: [] };
  }
  return outcome;
}

/** A configuration that could not be loaded: the message, shown once. */
export class ConfigFailure {
  constructor(
    readonly message: string,
    readonly cwd: string,
  ) {}
}

const ignoredByDefault = picomatch(DEFAULT_IGNORES, { dot: true });

/** Every workspace folder's projects, and which of them a file belongs to. */
export class Workspace {
  /** Which config applies to a file: the CLI's lookup (src/api/config-lookup.ts), per workspace folder. */
  private readonly lookups = new Map<string, ConfigLookup>();
  private readonly projects = new Map<string, Promise<Project | ConfigFailure>>();
  private readonly resolved: Project[] = [];
  private readonly gitIgnored = new Map<string, boolean>();
  /** Files each workspace folder's walk found (the others, when open, are asked of git). */
  private readonly walked = new Set<string>();

  constructor(
    readonly folders: readonly string[],
    /** Told of each file meant as a config that tooldoc does not read, found while looking for a file's config, with the folder to show it from. */
    private readonly onUnread?: (unread: UnreadConfig, folder: string) => void,
  ) {}

  /** The workspace folder a file is in (the innermost), or its own folder when it is in none. */
  folderOf(absolutePath: string): string {
    let best: string | undefined;
    for (const f of this.folders) if (within(f, absolutePath) && (!best || f.length > best.length)) best = f;
    return best ?? path.dirname(absolutePath);
  }

  /** The project a file belongs to: its folder's config, loaded once per config and workspace folder. */
  projectFor(absolutePath: string): Promise<Project | ConfigFailure> {
    const cwd = this.folderOf(absolutePath);
    const dir = path.dirname(absolutePath);
    // A file in no workspace folder (opened from elsewhere) is in no folder the user chose: a config
    // beside it or above it is judged as the CLI judges one above its working directory (code runs
    // only from the repository git confirms for the file), never taken as named with --config.
    const chosen = this.folders.some((f) => within(f, absolutePath));
    const lookupKey = `${cwd}\u0000${chosen}`;
    let lookup = this.lookups.get(lookupKey);
    if (!lookup) this.lookups.set(lookupKey, (lookup = new ConfigLookup(cwd, undefined, chosen, undefined, (u) => this.onUnread?.(u, cwd))));
    // The nearest config above the file: one inside the workspace folder is the file's; one above it
    // is found (and judged, outside a repository) as the CLI run in the workspace folder would.
    const ref = lookup.refForDir(dir);
    const key = `${cwd}\u0000${refKey(ref)}`;
    let project = this.projects.get(key);
    if (!project) {
      project = makeProject(cwd, ref).then((p) => {
        if (p instanceof Project) this.resolved.push(p);
        return p;
      });
      this.projects.set(key, project);
    }
    return project;
  }

  /** Whether the CLI would lint the file on walking its workspace folder (less what the config ignores, asked of the project). */
  walkable(absolutePath: string, languageId?: string): boolean {
    if (languageId === 'jsonc') return false;
    const ext = path.extname(absolutePath).slice(1).toLowerCase();
    if (!EXTENSIONS.includes(ext)) return false;
    const rel = path.relative(this.folderOf(absolutePath), absolutePath).split(path.sep).join('/');
    // fast-glob's walk leaves out dot files and folders; DEFAULT_IGNORES the rest.
    if (rel.split('/').some((s) => s.startsWith('.')) || ignoredByDefault(rel)) return false;
    return !this.ignoredByGit(absolutePath);
  }

  private ignoredByGit(absolutePath: string): boolean {
    if (this.walked.has(absolutePath)) return false;
    let ignored = this.gitIgnored.get(absolutePath);
    if (ignored === undefined) {
      const cwd = this.folderOf(absolutePath);
      const file: FoundFile = { absolutePath, path: displayPath(absolutePath, cwd), explicit: false };
      ignored = !withoutGitIgnored([file], cwd).length;
      this.gitIgnored.set(absolutePath, ignored);
    }
    return ignored;
  }

  /**
   * Reads every workspace folder once: each file the CLI would lint, into its project (an open
   * document from the editor's text, through `textOf`). The folders are walked first, so that
   * `onFile` is told each file read (linted, or left out by its config) of how many there are.
   * Yields to the event loop between files, so the editor's requests are answered meanwhile.
   * Returns the projects it filled, and how many files it linted.
   */
  async scan(textOf: (absolutePath: string) => string | undefined, onFile: (done: number, total: number) => void, wanted: () => boolean): Promise<{ filled: Set<Project>; linted: number }> {
    const filled = new Set<Project>();
    const files: FoundFile[] = [];
    for (const folder of this.folders) {
      if (!wanted()) break;
      try {
        for (const f of withoutGitIgnored(await findFiles(['.'], folder), folder)) if (!f.unreadable && !f.skip) files.push(f);
      } catch {
        continue; // no descriptor files in the folder (NoFilesError), or it is gone
      }
    }
    let linted = 0;
    onFile(0, files.length);
    // Files from the disk are linted SCAN_AHEAD at a time, so the worker always has the next ones
    // (one at a time, it waited for each answer to reach the server and the next file to reach it),
    // and kept in the order of the walk. An open document is linted and kept in its turn.
    // Each job's failure is caught at once (a rejection nobody awaits yet would end the process) and thrown in its turn.
    const ahead: Array<{ file: FoundFile; at: number; keep: Promise<{ commit: () => unknown } | { error: unknown }> }> = [];
    const keepOldest = async () => {
      const { file, at, keep } = ahead.shift()!;
      const done = await keep;
      if ('error' in done) throw done.error;
      // Opened in the editor meanwhile: the document's text is what counts, and opening it linted that.
      if (textOf(file.absolutePath) === undefined) done.commit();
      onFile(at + 1, files.length);
    };
    for (const [i, f] of files.entries()) {
      if (!wanted()) break;
      this.walked.add(f.absolutePath);
      const project = await this.projectFor(f.absolutePath);
      if (!(project instanceof ConfigFailure || project.ignores(f.absolutePath))) {
        const text = textOf(f.absolutePath);
        filled.add(project);
        linted++;
        if (text === undefined) {
          const keep = project.lintFileLater(f.absolutePath).then(
            (commit) => ({ commit }),
            (error: unknown) => ({ error }),
          );
          ahead.push({ file: f, at: i, keep });
          if (ahead.length >= SCAN_AHEAD) await keepOldest();
          continue;
        }
        while (ahead.length) await keepOldest();
        // An open document linted already (before the read reached it) is not linted again.
        if (project.files.get(f.absolutePath)?.text !== text) await project.lintText(f.absolutePath, text);
      } else while (ahead.length) await keepOldest();
      onFile(i + 1, files.length);
    }
    // A read no longer wanted (the workspace was read again) leaves what is in flight.
    while (ahead.length && wanted()) await keepOldest();
    return { filled, linted };
  }

  /** The file at a path, or the files a walk finds in the folder at it (none, when it is gone). */
  async filesAt(absolutePath: string): Promise<string[]> {
    let isFolder: boolean;
    try {
      isFolder = statSync(absolutePath).isDirectory();
    } catch {
      return [];
    }
    if (!isFolder) return [absolutePath];
    try {
      const found = withoutGitIgnored(await findFiles(['.'], absolutePath), this.folderOf(absolutePath));
      return found.filter((f) => !f.unreadable && !f.skip).map((f) => f.absolutePath);
    } catch {
      return []; // no descriptor files in it (NoFilesError)
    }
  }

  /** The projects loaded so far (those whose config failed left out). */
  settled(): readonly Project[] {
    return this.resolved;
  }

  /** Ends every project's worker thread (the workspace is being read again, or the server is ending). */
  async close(): Promise<void> {
    await Promise.all([...this.projects.values()].map(async (p) => {
      const project = await p;
      if (project instanceof Project) await project.close();
    }));
  }
}

async function makeProject(cwd: string, ref: ConfigRef): Promise<Project | ConfigFailure> {
  let made: Awaited<ReturnType<typeof projectLintOptions>>;
  try {
    made = await projectLintOptions(cwd, ref);
  } catch (err) {
    return new ConfigFailure(err instanceof Error ? err.message : String(err), cwd);
  }
  const { config, options, linter: linterConfig } = made;
  const linter = new Linter(linterConfig);
  // Files are linted in a worker thread that is ended when one runs past the time limit: the server
  // itself stays free to answer the editor.
  const pool = new LintWorkers({ module: new URL('./lsp-worker-options.js', import.meta.url).href, data: { cwd, config: ref } satisfies ProjectSetup }, 1, linter.limits.maxFileTime);
  const { patterns: _p, isIgnored: _i, ...rest } = options;
  const sidecars = (config.servers ?? []).flatMap((s) => s.sidecars ?? []);
  return new Project(cwd, config, linter, rest, sidecars, pool);
}

