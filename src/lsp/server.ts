/**
 * `tooldoc lsp`: the language server, over stdio. Loaded only by that command, so the CLI does not
 * pay for vscode-languageserver.
 *
 * - Documents are synced incrementally; each is linted from the editor's text on open and on
 *   change: at once after a pause, a burst of changes once it ends (DEBOUNCE_MS); closing one
 *   clears its diagnostics.
 * - The workspace is read once in the background (src/lsp/projects.ts). A document is never kept
 *   waiting for it: one opened (or changed) before the read is done shows what it alone tells (its
 *   own rules, suppressions and grades), and gets the catalog findings once the read is done.
 * - After that, a change lints only the document that changed; the catalog rules run again where
 *   what they read changed, suppressions and grades on the files whose findings may have changed
 *   (src/run/incremental.ts); the changed document's diagnostics are sent, and those of every other
 *   open document whose findings changed.
 * - Configuration is found as the CLI finds it, per folder, and reloaded (the workspace read again)
 *   when a config file changes on disk or is saved in the editor.
 * - Code actions: src/lsp/actions.ts. Hover on a tool's name: src/lsp/hover.ts.
 * - With trace set to "messages" or "verbose", each lint is logged ($/logTrace): the file linted,
 *   the catalog rules run again and on how many tools, and how many files' findings were worked out again.
 * - While it reads the workspace, a client that declared `window.workDoneProgress` is shown how far
 *   it has got (work-done progress: files read of those found).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  MessageType,
  ShowMessageNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type InitializeParams,
  type InitializeResult,
  type WorkDoneProgressReporter,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CONFIG_FILES, unreadConfigMessage, type UnreadConfig } from '../config/load.js';
import { DEFAULT_BASELINE } from '../config/run.js';
import { Lines } from '../core/fixes.js';
import { VERSION } from '../run/version.js';
import { codeActions, SHOW_DOCUMENTATION, type Published } from './actions.js';
import { fromLspPosition, SOURCE, sameRange, toLspDiagnostic, touches } from './diagnostics.js';
import { hoverAt } from './hover.js';
import { ConfigFailure, Project, Workspace, within, type ProjectFile } from './projects.js';
import { WorkersClosed } from '../run/workers.js';
import type { FileRun } from '../run/incremental.js';
import type { ToolResult } from '../types/index.js';

/**
 * A burst of changes (keystrokes faster than this apart, an editor's format or paste sent as
 * several changes) is linted once, this long after its last change. A change after a pause is
 * linted at once: waiting would only add to the 100 ms an edit's diagnostics aim at. A lint that a
 * newer edit makes stale publishes nothing, nor runs the catalog rules.
 */
export const DEBOUNCE_MS = 50;

export interface ServerStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** Starts the server on the streams; it runs until the client sends `exit` (or closes the streams), which ends the process. */
export function startServer(streams: ServerStreams): Connection {
  const connection = createConnection(streams.input, streams.output);
  // stdout carries the protocol: whatever a plugin prints goes to the client's log instead.
  console.log = console.info = console.debug = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
  console.warn = console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
  new LanguageServer(connection).listen();
  return connection;
}

interface Shown {
  /** The text the findings were made from. */
  text: string;
  items: Published[];
  /** Its tools' results (for the hover). */
  tools?: ToolResult[];
  /** The diagnostics as sent, to send again only what changed. */
  sent: string;
}

class LanguageServer {
  private readonly documents = new TextDocuments(TextDocument);
  private folders: string[] = [];
  private workspace = new Workspace([]);
  /** The background read of the workspace; a document linted before it is done shows what it alone tells. */
  private ready: Promise<void> = Promise.resolve();
  /** The workspace whose read is done. */
  private read: Workspace | undefined;
  private readonly started: Promise<void>;
  private start!: () => void;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly justOpened = new Set<string>();
  /** When each open document last changed (performance.now()): a change soon after another is part of a burst. */
  private readonly changedAt = new Map<string, number>();
  private readonly shown = new Map<string, Shown>();
  private readonly told = new Set<string>();
  private readonly toldUnread = new Set<string>();
  private canShowDocument = false;
  private canWatch = false;
  private canShowProgress = false;

  constructor(private readonly connection: Connection) {
    this.started = new Promise((resolve) => (this.start = resolve));
  }

  listen(): void {
    const { connection, documents } = this;
    connection.onInitialize((params) => this.initialize(params));
    connection.onInitialized(() => {
      if (this.canWatch) {
        this.guard(connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.{yaml,yml,json}' }, { globPattern: '**/tooldoc.config.{mjs,js}' }] }));
      }
      this.reload();
      this.start();
    });
    documents.onDidOpen((e) => {
      this.justOpened.add(e.document.uri);
      this.schedule(e.document.uri, 0);
    });
    documents.onDidChangeContent((e) => {
      const uri = e.document.uri;
      // Also fired on open, which is linted at once.
      if (this.justOpened.delete(uri)) return;
      const now = performance.now();
      const last = this.changedAt.get(uri);
      this.changedAt.set(uri, now);
      // At once after a pause; within a burst, once typing pauses (DEBOUNCE_MS).
      this.schedule(uri, last !== undefined && now - last < DEBOUNCE_MS ? DEBOUNCE_MS : 0);
    });
    documents.onDidClose((e) => this.close(e.document.uri));
    documents.onDidSave((e) => {
      // Without file watching, saving a config in the editor is how a change to it is seen.
      if (!this.canWatch && this.isConfig(e.document.uri)) this.reload();
    });
    connection.onDidChangeWatchedFiles((params) => this.guard(this.filesChanged(params.changes)));
    connection.onCodeAction(async (params) => {
      // Every action here is a quick fix: none for a request of other kinds only (source actions on save).
      const only = params.context.only;
      if (only && !only.some((k) => k === '' || k === CodeActionKind.QuickFix || CodeActionKind.QuickFix.startsWith(`${k}.`))) return [];
      // Asked about other servers' diagnostics only: nothing of tooldoc's is there.
      const wanted = params.context.diagnostics.filter((d) => d.source === SOURCE);
      if (params.context.diagnostics.length && !wanted.length) return [];
      const shown = await this.current(params.textDocument.uri);
      const doc = this.documents.get(params.textDocument.uri);
      const file = this.fileOf(params.textDocument.uri);
      if (!shown || !doc || !file || file.item.text !== shown.text) return [];
      const { project, item } = file;
      const items = shown.items.filter((p) => (wanted.length ? wanted.some((w) => w.code === p.lsp.code && w.message === p.lsp.message && sameRange(w.range, p.lsp.range)) : touches(p.lsp.range, params.range)));
      if (!items.length) return [];
      const rules = new Map(project.config.rules.map((r) => [r.meta.id, r.meta]));
      return codeActions({ uri: doc.uri, text: shown.text, path: item.path, absolutePath: item.absolutePath, outcome: item.outcome }, items, {
        inlineConfig: project.inlineConfig,
        isUnsuppressible: (id) => project.config.isUnsuppressible(id),
        meta: (id) => rules.get(id),
      });
    });
    connection.onHover(async (params) => {
      const shown = await this.current(params.textDocument.uri);
      const file = this.fileOf(params.textDocument.uri);
      if (!shown?.tools || !file || file.item.text !== shown.text) return null;
      return hoverAt(fromLspPosition(params.position), file.item.outcome.tools, shown.tools) ?? null;
    });
    connection.onExecuteCommand(async (params) => {
      const url: unknown = params.arguments?.[0];
      if (params.command !== SHOW_DOCUMENTATION || typeof url !== 'string') return;
      if (this.canShowDocument) await connection.window.showDocument({ uri: url, external: true });
      else this.guard(connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Info, message: `tooldoc: ${url}` }));
    });
    connection.onShutdown(() => {
      for (const t of this.timers.values()) clearTimeout(t);
      this.timers.clear();
    });
    documents.listen(connection);
    connection.listen();
  }

  private initialize(params: InitializeParams): InitializeResult {
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.folders = folders.filter((u) => u.startsWith('file:')).map((u) => path.resolve(fileURLToPath(u)));
    if (!this.folders.length && params.rootPath) this.folders = [path.resolve(params.rootPath)];
    this.canShowDocument = Boolean(params.capabilities.window?.showDocument?.support);
    this.canWatch = Boolean(params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration);
    this.canShowProgress = Boolean(params.capabilities.window?.workDoneProgress);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        hoverProvider: true,
        executeCommandProvider: { commands: [SHOW_DOCUMENTATION] },
      },
      serverInfo: { name: 'tooldoc', version: VERSION },
    };
  }

  /** Forgets every configuration and reads the workspace again, then lints the open documents. */
  private reload(): void {
    // The projects of the workspace read before end with their worker threads.
    void this.workspace.close();
    this.workspace = new Workspace(this.folders, (u, folder) => this.warnUnread(u, folder));
    this.told.clear();
    const workspace = this.workspace;
    const begun = performance.now();
    const read = this.started.then(async () => {
      const progress = this.workDone('tooldoc: reading the workspace');
      let scanned: Awaited<ReturnType<Workspace['scan']>>;
      try {
        scanned = await workspace.scan(
          (abs) => this.openText(abs),
          (done, total) => progress.report(done, total),
          () => workspace === this.workspace,
        );
      } finally {
        progress.done();
      }
      const { filled, linted } = scanned;
      if (workspace !== this.workspace) return;
      this.trace(`Read the workspace: ${plural(linted, 'file')} linted in ${Math.round(performance.now() - begun)} ms.`);
      this.read = workspace;
      for (const project of filled) this.refresh(project);
      // The open documents the read did not cover (outside the folders, not on disk yet, ignored) are linted on their own.
      for (const doc of this.documents.all()) {
        const abs = this.pathOf(doc.uri);
        if (!abs || ![...filled].some((p) => p.files.get(abs)?.text !== undefined)) this.schedule(doc.uri, 0);
      }
    });
    // A read that failed is logged; the documents are still linted, each on its own.
    this.ready = read.catch((err: unknown) => this.log(err));
  }

  private openText(absolutePath: string): string | undefined {
    for (const doc of this.documents.all()) if (this.pathOf(doc.uri) === absolutePath) return doc.getText();
    return undefined;
  }

  private schedule(uri: string, delay: number): void {
    clearTimeout(this.timers.get(uri));
    this.timers.set(
      uri,
      setTimeout(() => {
        this.timers.delete(uri);
        this.guard(this.validate(uri));
      }, delay),
    );
  }

  /** The findings shown for a document, once a lint that is due (or running) for it is done. */
  private async current(uri: string): Promise<Shown | undefined> {
    if (this.timers.has(uri)) {
      clearTimeout(this.timers.get(uri));
      this.timers.delete(uri);
      await this.validate(uri);
    }
    await this.running.get(uri)?.catch(() => undefined);
    return this.shown.get(uri);
  }

  private validate(uri: string): Promise<void> {
    // One lint of a document at a time, in order (a failed one, logged, does not stop the next).
    const previous = this.running.get(uri) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.lintDocument(uri));
    this.running.set(uri, next);
    next
      .finally(() => {
        if (this.running.get(uri) === next) this.running.delete(uri);
      })
      .catch(() => undefined);
    return next;
  }

  /**
   * Lints a document from the editor's text: at once, whether or not the workspace is read. Before it
   * is, the document shows what it alone tells (its own rules, suppressions, grades); after, the
   * catalog rules and the findings of other files follow the change (refresh).
   */
  private async lintDocument(uri: string): Promise<void> {
    const workspace = this.workspace;
    const abs = this.pathOf(uri);
    const doc = this.documents.get(uri);
    if (!doc) return;
    if (!abs) return this.publish(uri, doc.getText(), [], undefined);
    const project = await workspace.projectFor(abs);
    const now = this.documents.get(uri);
    if (!now) return;
    if (project instanceof ConfigFailure) {
      this.tell(project);
      return this.publish(uri, now.getText(), [], undefined);
    }
    if (!workspace.walkable(abs, now.languageId) || project.ignores(abs)) {
      if (project.files.has(abs)) {
        project.remove(abs);
        if (this.read === workspace) this.refresh(project);
      }
      return this.publish(uri, now.getText(), [], undefined);
    }
    const text = now.getText();
    // Linted already (with the workspace, as it was open then; or before a newer edit was made and undone): nothing to lint again.
    if (project.files.get(abs)?.text === text && this.shown.get(uri)?.text === text) return;
    const begun = performance.now();
    const item = await project.lintText(abs, text);
    // A newer text, or the config read again, while it was linted: that lint publishes.
    if (this.documents.get(uri)?.getText() !== text || workspace !== this.workspace || !workspace.settled().includes(project)) return;
    if (this.read !== workspace) {
      this.trace(`Linted ${item.path} (1 file) before the workspace is read: its own findings, in ${Math.round(performance.now() - begun)} ms.`);
      return this.show(uri, project, item, project.alone(item), uri);
    }
    this.refresh(project, uri, `Linted ${item.path} (1 file)`, begun);
  }

  /**
   * Catalog rules, suppressions and grades where the project's changes make them necessary, then the
   * diagnostics of the open documents whose findings changed (the changed document's always).
   */
  private refresh(project: Project, changed?: string, what?: string, begun = performance.now()): void {
    const touched = project.finish();
    if (what) {
      const ran = [...project.ran].map(([id, n]) => `${id} on ${plural(n, 'tool')}`).join(', ');
      this.trace(`${what}; catalog rules run again: ${ran || 'none'}; findings of ${plural(touched.size, 'file')} worked out again, in ${Math.round(performance.now() - begun)} ms.`);
    }
    for (const doc of this.documents.all()) {
      const abs = this.pathOf(doc.uri);
      const item = abs ? project.files.get(abs) : undefined;
      if (!abs || !item || item.text === undefined) continue;
      // Nothing new for a document whose findings the change left as they were, and that shows them.
      if (!touched.has(abs) && doc.uri !== changed && this.shown.get(doc.uri)?.text === item.text) continue;
      const result = project.resultOf(abs);
      if (result) this.show(doc.uri, project, item, result, changed);
    }
  }

  /** A document's findings, as diagnostics (sent unless they are what was sent, for a document other than `changed`). */
  private show(uri: string, project: Project, item: ProjectFile, result: FileRun, changed: string | undefined): void {
    const rules = new Map(project.config.rules.map((r) => [r.meta.id, r.meta]));
    const lines = new Lines(item.text ?? '');
    const items = result.diagnostics.filter((d) => !d.suppressed).map((finding) => ({ finding, lsp: toLspDiagnostic(finding, project.cwd, rules.get(finding.ruleId), lines) }));
    this.publish(uri, item.text ?? '', items, uri === changed ? undefined : this.shown.get(uri)?.sent, result.tools);
  }

  /** Sends a document's diagnostics (unless they are what was sent already, `unless`). */
  private publish(uri: string, text: string, items: Published[], unless: string | undefined, tools?: ToolResult[]): void {
    const lsp: LspDiagnostic[] = items.map((p) => p.lsp);
    const sent = JSON.stringify(lsp);
    this.shown.set(uri, { text, items, sent, ...(tools ? { tools } : {}) });
    if (sent === unless) return;
    this.guard(this.connection.sendDiagnostics({ uri, version: this.documents.get(uri)?.version, diagnostics: lsp }));
  }

  private close(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    this.changedAt.delete(uri);
    this.shown.delete(uri);
    this.guard(this.connection.sendDiagnostics({ uri, diagnostics: [] }));
    const abs = this.pathOf(uri);
    if (!abs) return;
    // The file is the disk's again: its saved text joins the catalog (or it leaves, if it was never saved).
    this.guard(
      (async () => {
        await this.ready;
        const project = await this.workspace.projectFor(abs);
        if (project instanceof ConfigFailure || !project.files.has(abs) || this.openText(abs) !== undefined) return;
        await project.lintFile(abs);
        this.refresh(project);
      })(),
    );
  }

  private async filesChanged(changes: ReadonlyArray<{ uri: string; type: FileChangeType }>): Promise<void> {
    if (changes.some((c) => this.isConfig(c.uri))) return this.reload();
    await this.ready;
    const touched = new Set<Project>();
    for (const c of changes) {
      const abs = this.pathOf(c.uri);
      if (!abs) continue;
      if (c.type === FileChangeType.Deleted) {
        // A file, or a folder: every kept file under it goes (an open document stays the editor's).
        for (const project of this.workspace.settled()) {
          for (const file of [...project.files.keys()]) {
            if (within(abs, file) && this.openText(file) === undefined) {
              project.remove(file);
              touched.add(project);
            }
          }
        }
        continue;
      }
      // A file, or a folder created (moved in, checked out): each file under it the CLI would lint.
      for (const file of await this.workspace.filesAt(abs)) {
        // An open document is linted from the editor's text, whatever the disk holds.
        if (this.openText(file) !== undefined) continue;
        const project = await this.workspace.projectFor(file);
        if (project instanceof ConfigFailure || !this.workspace.walkable(file) || project.ignores(file)) continue;
        await project.lintFile(file);
        touched.add(project);
      }
    }
    for (const project of touched) this.refresh(project, undefined, `Read ${plural(changes.length, 'changed file')}`);
  }

  /** Whether a file is a config file (or a baseline) the projects depend on. */
  private isConfig(uri: string): boolean {
    const abs = this.pathOf(uri);
    if (!abs) return false;
    const base = path.basename(abs);
    if (base === DEFAULT_BASELINE) return true;
    if (!(CONFIG_FILES as readonly string[]).includes(base)) return false;
    return !this.folders.length || this.folders.some((f) => within(f, abs) || within(path.dirname(abs), f));
  }

  /** The project a document is a file of, and its entry there. */
  private fileOf(uri: string): { project: Project; item: ProjectFile } | undefined {
    const abs = this.pathOf(uri);
    if (!abs) return undefined;
    for (const project of this.workspace.settled()) {
      const item = project.files.get(abs);
      if (item) return { project, item };
    }
    return undefined;
  }

  private pathOf(uri: string): string | undefined {
    if (!uri.startsWith('file:')) return undefined;
    try {
      return path.resolve(fileURLToPath(uri));
    } catch {
      return undefined;
    }
  }

  private tell(failure: ConfigFailure): void {
    if (this.told.has(failure.message)) return;
    this.told.add(failure.message);
    // A notification, not a request: nothing to answer, nothing to wait for.
    this.guard(this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Error, message: `tooldoc: ${failure.message}` }));
  }

  /** A file meant as a config that tooldoc does not read: said once per file while the server runs. */
  private warnUnread(unread: UnreadConfig, folder: string): void {
    if (this.toldUnread.has(unread.file)) return;
    this.toldUnread.add(unread.file);
    this.guard(this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `tooldoc: ${unreadConfigMessage(unread, folder)}` }));
  }

  /**
   * Work-done progress (`window/workDoneProgress/create`, then `$/progress` begin, report, end), when
   * the client declared `window.workDoneProgress`: `report(done, total)` files, as a percentage and
   * "n/N files", sent when the percentage changes or the last file is read. The work does not wait
   * for the client to accept the token: what happened meanwhile is sent once it has.
   */
  private workDone(title: string): { report(done: number, total: number): void; done(): void } {
    if (!this.canShowProgress) return { report: () => undefined, done: () => undefined };
    let reporter: WorkDoneProgressReporter | undefined;
    let latest: { done: number; total: number } | undefined;
    let sent = -1;
    let finished = false;
    const percent = (p: { done: number; total: number }) => (p.total ? Math.floor((p.done * 100) / p.total) : 100);
    const message = (p: { done: number; total: number }) => `${p.done}/${p.total} files`;
    this.connection.window.createWorkDoneProgress().then(
      (r) => {
        reporter = r;
        r.begin(title, latest ? percent(latest) : 0, latest ? message(latest) : undefined);
        if (latest) sent = percent(latest);
        if (finished) r.done();
      },
      // A client that refused the token shows no progress; the work goes on.
      (err: unknown) => this.log(err),
    );
    return {
      report: (done, total) => {
        latest = { done, total };
        const p = percent(latest);
        if (!reporter || (p === sent && done !== total)) return;
        sent = p;
        reporter.report(p, message(latest));
      },
      done: () => {
        finished = true;
        reporter?.done();
      },
    };
  }

  private trace(message: string): void {
    this.connection.tracer.log(message);
  }

  /** Runs a promise whose failure must not end the server: it is logged instead. */
  private guard(p: Promise<unknown>): void {
    p.catch((err: unknown) => this.log(err));
  }

  private log(err: unknown): void {
    // A lint cut short by the workspace being read again (its project's worker ended) is not an error.
    if (err instanceof WorkersClosed) return;
    this.connection.console.error(`tooldoc: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
