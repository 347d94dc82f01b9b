/**
 * A language client for the tests: starts the built CLI's `tooldoc lsp --stdio` in a child process
 * and speaks JSON-RPC to it (vscode-jsonrpc, which vscode-languageserver is built on), as an editor
 * would. It records what the server sends (diagnostics, trace messages, messages to show) so tests
 * can wait for them.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import type { CodeAction, Diagnostic, Hover, InitializeResult, PublishDiagnosticsParams, Range, TextEdit } from 'vscode-languageserver/node';
import { applyEdits } from '../../src/core/fixes.js';
import { BIN } from '../helpers.js';

export type { CodeAction, Diagnostic, Range, TextEdit };

const WAIT_MS = 10_000;

/** Every server a test started, to stop those a failing test left running. */
const running = new Set<LspClient>();

export class LspClient {
  readonly traces: string[] = [];
  readonly shown: string[] = [];
  readonly stderr: string[] = [];
  /** The work-done progress tokens the server asked to create (window/workDoneProgress/create). */
  readonly progressTokens: Array<string | number> = [];
  /** The $/progress notifications, in order. */
  readonly progress: Array<{ token: string | number; value: { kind: 'begin' | 'report' | 'end'; title?: string; message?: string; percentage?: number } }> = [];
  readonly published: PublishDiagnosticsParams[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly texts = new Map<string, { text: string; version: number }>();
  readonly exited: Promise<number | null>;

  private constructor(
    readonly folder: string,
    private readonly child: ChildProcessByStdio<Writable, Readable, Readable>,
    private readonly connection: MessageConnection,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.stderr.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => this.record(() => this.published.push(p)));
    connection.onNotification('$/logTrace', (p: { message: string }) => this.record(() => this.traces.push(p.message)));
    connection.onNotification('window/showMessage', (p: { message: string }) => this.record(() => this.shown.push(p.message)));
    connection.onNotification('window/logMessage', () => undefined);
    connection.onRequest('client/registerCapability', () => null);
    connection.onRequest('window/workDoneProgress/create', (p: { token: string | number }) => {
      this.record(() => this.progressTokens.push(p.token));
      return null;
    });
    connection.onNotification('$/progress', (p: LspClient['progress'][number]) => this.record(() => this.progress.push(p)));
    connection.onRequest('window/showDocument', (p: { uri: string }) => {
      this.record(() => this.shown.push(`showDocument ${p.uri}`));
      return { success: true };
    });
    connection.listen();
  }

  /**
   * Starts `tooldoc lsp --stdio` in `folder` (the workspace folder): the built CLI, or another `bin`
   * (the installed package's), and initializes it (trace: verbose). The client declares work-done
   * progress unless `workDoneProgress` is false.
   */
  static async start(folder: string, bin = BIN, { workDoneProgress = true }: { workDoneProgress?: boolean } = {}): Promise<LspClient> {
    const child = spawn(process.execPath, [bin, 'lsp', '--stdio'], { cwd: folder, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const client = new LspClient(folder, child, connection);
    running.add(client);
    const uri = pathToFileURL(folder).href;
    client.initialized = await connection.sendRequest<InitializeResult>('initialize', {
      processId: process.pid,
      rootUri: uri,
      workspaceFolders: [{ uri, name: path.basename(folder) }],
      capabilities: {
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
        window: { showDocument: { support: true }, workDoneProgress },
        textDocument: { publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true } },
      },
      trace: 'verbose',
    });
    await connection.sendNotification('initialized', {});
    return client;
  }

  initialized: InitializeResult | undefined;

  /** Stops every server still running (for afterEach, whatever the test did). */
  static killAll(): void {
    for (const c of running) c.kill();
  }

  uri(file: string): string {
    return pathToFileURL(path.join(this.folder, file)).href;
  }

  /** The editor's text of an open document. */
  text(file: string): string {
    return this.texts.get(this.uri(file))!.text;
  }

  /** Opens a file (its text from the disk, or `text`) and returns the first diagnostics published for it. */
  async open(file: string, text = readFileSync(path.join(this.folder, file), 'utf8'), languageId = file.endsWith('.json') ? 'json' : 'yaml'): Promise<Diagnostic[]> {
    const uri = this.uri(file);
    const next = this.nextDiagnostics(uri);
    this.texts.set(uri, { text, version: 1 });
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
    return next;
  }

  /** Changes an open document by edits (incremental sync), and returns the diagnostics published next for it. */
  async change(file: string, edits: ReadonlyArray<{ range: Range; newText: string }>): Promise<Diagnostic[]> {
    const uri = this.uri(file);
    const doc = this.texts.get(uri)!;
    const next = this.nextDiagnostics(uri);
    doc.version++;
    doc.text = applyLspEdits(doc.text, edits);
    // A workspace edit's edits all refer to the text before it; content changes apply one after the
    // other. From the last to the first, the two agree.
    const ordered = [...edits].sort((a, b) => b.range.start.line - a.range.start.line || b.range.start.character - a.range.start.character);
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: doc.version }, contentChanges: ordered.map((e) => ({ range: e.range, text: e.newText })) });
    return next;
  }

  /** Closes a document; returns the diagnostics published next for it (empty, if the server clears them). */
  async close(file: string): Promise<Diagnostic[]> {
    const uri = this.uri(file);
    const next = this.nextDiagnostics(uri);
    this.texts.delete(uri);
    await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    return next;
  }

  codeActions(file: string, range: Range, diagnostics: Diagnostic[], only?: string[]): Promise<CodeAction[]> {
    return this.connection.sendRequest<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: this.uri(file) }, range, context: { diagnostics, ...(only ? { only } : {}) } });
  }

  hover(file: string, line: number, character: number): Promise<Hover | null> {
    return this.connection.sendRequest<Hover | null>('textDocument/hover', { textDocument: { uri: this.uri(file) }, position: { line, character } });
  }

  executeCommand(command: string, args: unknown[]): Promise<unknown> {
    return this.connection.sendRequest('workspace/executeCommand', { command, arguments: args });
  }

  async filesChanged(changes: Array<{ file: string; type: 1 | 2 | 3 }>): Promise<void> {
    await this.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: changes.map((c) => ({ uri: this.uri(c.file), type: c.type })) });
  }

  /** The diagnostics last published for a file (undefined: none yet). */
  latest(file: string): Diagnostic[] | undefined {
    const uri = this.uri(file);
    for (let i = this.published.length - 1; i >= 0; i--) if (this.published[i]!.uri === uri) return this.published[i]!.diagnostics;
    return undefined;
  }

  /** The diagnostics of the next publication for `uri` after this call. */
  nextDiagnostics(uri: string): Promise<Diagnostic[]> {
    const seen = this.published.length;
    return this.waitFor(`diagnostics for ${uri}`, () => this.published.slice(seen).find((p) => p.uri === uri)?.diagnostics);
  }

  /** Resolves once `check` returns something, or fails after a while, naming what it waited for. */
  waitFor<T>(what: string, check: () => T | undefined): Promise<T> {
    const now = check();
    if (now !== undefined) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`no ${what} within ${WAIT_MS / 1000} s; server stderr: ${this.stderr.join('')}`));
      }, WAIT_MS);
      const listener = () => {
        const value = check();
        if (value === undefined) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(value);
      };
      this.listeners.add(listener);
    });
  }

  /** Ends the server as an editor does: `shutdown`, then `exit`; resolves to its exit code. */
  async shutdown(): Promise<number | null> {
    await this.connection.sendRequest('shutdown');
    await this.connection.sendNotification('exit');
    const code = await this.exited;
    this.connection.dispose();
    running.delete(this);
    return code;
  }

  kill(): void {
    this.connection.dispose();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    running.delete(this);
  }

  private record(add: () => void): void {
    add();
    for (const l of [...this.listeners]) l();
  }
}

/** A text with LSP edits (0-based positions) made. */
export function applyLspEdits(text: string, edits: ReadonlyArray<{ range: Range; newText: string }>): string {
  const one = (p: { line: number; character: number }) => ({ line: p.line + 1, column: p.character + 1 });
  return applyEdits(
    text,
    edits.map((e) => ({ range: { start: one(e.range.start), end: one(e.range.end) }, newText: e.newText })),
  );
}

/** The edits of a code action on one document. */
export function editsOf(action: CodeAction, uri: string): TextEdit[] {
  return action.edit?.changes?.[uri] ?? [];
}
