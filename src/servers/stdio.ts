/**
 * An MCP server started over stdio, as a transport for the SDK's Client. Ours rather than the SDK's
 * StdioClientTransport because tooldoc must be able to say why a server failed (its exit code or
 * signal and the last lines of its stderr) and must never leave it running: the server runs in a
 * process group of its own, which is stopped when the transport closes, when tooldoc exits, and on
 * Ctrl-C or SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { formatSize } from '../toolkit/util.js';

/** Lines of stderr kept to explain a failure. */
const STDERR_LINES = 20;
/** Grace between SIGTERM and SIGKILL when stopping a server. */
const KILL_GRACE_MS = 1000;

export interface StdioSpec {
  argv: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** The longest line (one JSON-RPC message) read from the server's stdout, in bytes; longer is an error and stops the reading. */
  maxLineBytes?: number;
}

/** How the server ended, when it has. */
export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The spawn error (ENOENT …) when it never started. */
  error?: Error;
  /** tooldoc stopped it (closing the session): how it ended says nothing about the server. */
  stopped?: boolean;
}

/** tooldoc stopped reading a server's answer at the size limit: the reason the session ended, whatever the server did next. */
export class AnswerTooLarge extends Error {}

const live = new Set<ChildProcess>();
let handlersInstalled = false;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // The group (the server and whatever it started, e.g. npx → node), then the child itself.
    if (process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/** Kills every server still running, and what it started (the CLI does on Ctrl-C and SIGTERM). */
export function killServers(): void {
  for (const c of live) killGroup(c, 'SIGKILL');
}

/** Stops every server still running: on exit, Ctrl-C and SIGTERM. */
function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const c of live) killGroup(c, 'SIGKILL');
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      for (const c of live) killGroup(c, 'SIGKILL');
      process.exit(code);
    });
  }
}

export class StdioServerTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  private child?: ChildProcess;
  /** The line being read from stdout, in pieces, and its length in bytes. */
  private line: Buffer[] = [];
  private lineBytes = 0;
  /** The server wrote a line over maxLineBytes: nothing more is read from its stdout. */
  private overflowed = false;
  private stopping = false;
  private readonly stderrLines: string[] = [];
  private stderrPartial = '';
  private ended?: Ended;
  private readonly exited: Promise<Ended>;
  private resolveExited!: (e: Ended) => void;
  private closed = false;
  private stopped?: Promise<void>;

  constructor(private readonly spec: StdioSpec) {
    this.exited = new Promise((resolve) => (this.resolveExited = resolve));
  }

  /** The last lines the server wrote on stderr. */
  get stderr(): string[] {
    return this.stderrPartial ? [...this.stderrLines, this.stderrPartial] : [...this.stderrLines];
  }

  /** How the server ended, once it has (waits at most `ms`). */
  async ending(ms: number): Promise<Ended | undefined> {
    if (this.ended) return this.ended;
    return Promise.race([this.exited, new Promise<undefined>((r) => (setTimeout(r, ms) as unknown as NodeJS.Timeout).unref())]);
  }

  start(): Promise<void> {
    installHandlers();
    const [command, ...args] = this.spec.argv;
    return new Promise((resolve, reject) => {
      let child: ChildProcess;
      try {
        child = spawn(command!, args, {
          env: { ...process.env, ...this.spec.env },
          cwd: this.spec.cwd,
          stdio: ['pipe', 'pipe', 'pipe'],
          detached: process.platform !== 'win32',
          windowsHide: true,
        });
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      this.child = child;
      live.add(child);
      child.once('error', (err) => {
        this.finish({ code: null, signal: null, error: err });
        reject(err);
      });
      child.once('spawn', () => resolve());
      child.once('exit', (code, signal) => this.finish({ code, signal }));
      child.stdout!.on('data', (chunk: Buffer) => this.read(chunk));
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => this.keepStderr(chunk));
      // A server that exits closes its pipes; writing to it then must not throw.
      child.stdin!.on('error', () => undefined);
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || !stdin.writable) {
        reject(new Error('the server is not running'));
        return;
      }
      stdin.write(JSON.stringify(message) + '\n', (err) => (err ? reject(err) : resolve()));
    });
  }

  /**
   * Stops the server and waits until it has ended (SIGTERM, then SIGKILL after a grace). A second
   * call (the SDK closes the transport on a failed handshake, and tooldoc closes it again) waits for
   * the same stop, so whoever closes it knows the server is gone.
   */
  close(): Promise<void> {
    this.stopped ??= this.stop();
    return this.stopped;
  }

  private async stop(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const child = this.child;
    if (child && !this.ended) {
      this.stopping = true;
      child.stdin?.end();
      killGroup(child, 'SIGTERM');
      if (!(await this.ending(KILL_GRACE_MS))) {
        killGroup(child, 'SIGKILL');
        await this.ending(KILL_GRACE_MS);
      }
    }
    this.onclose?.();
  }

  private finish(e: Ended): void {
    if (this.ended) return;
    this.ended = this.stopping ? { ...e, stopped: true } : e;
    if (this.child) live.delete(this.child);
    // The group may outlive its leader (a server started through npx): stop what is left.
    if (this.child?.pid !== undefined && process.platform !== 'win32') {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // No such group: nothing left.
      }
    }
    this.resolveExited(e);
    if (!this.closed) {
      this.closed = true;
      this.onclose?.();
    }
  }

  /**
   * Reads stdout a line (a JSON-RPC message) at a time, as bytes: a line is counted as it arrives and
   * dropped, with an error, once it is longer than maxLineBytes, so a server cannot fill tooldoc's
   * memory with one endless line.
   */
  private read(chunk: Buffer): void {
    if (this.overflowed) return;
    const max = this.spec.maxLineBytes ?? Infinity;
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      if (this.lineBytes + nl - start > max) return this.overflow(max);
      this.line.push(chunk.subarray(start, nl));
      const line = Buffer.concat(this.line).toString('utf8');
      this.line = [];
      this.lineBytes = 0;
      start = nl + 1;
      this.message(line);
      if (this.overflowed) return;
    }
    if (start < chunk.length) {
      this.lineBytes += chunk.length - start;
      if (this.lineBytes > max) return this.overflow(max);
      this.line.push(chunk.subarray(start));
    }
  }

  private overflow(max: number): void {
    this.overflowed = true;
    this.line = [];
    this.lineBytes = 0;
    this.child?.stdout?.destroy();
    this.onerror?.(new AnswerTooLarge(`it wrote a message of more than ${formatSize(max)} on stdout; stopped reading (raise --max-response-size if its answers are that large)`));
  }

  /** One line of stdout: a JSON-RPC message, else an error (the session ends at the first). */
  private message(text: string): void {
    const line = text.replace(/\r$/, '');
    if (!line.trim()) return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      message = undefined;
    }
    if (message === null || typeof message !== 'object' || (message as { jsonrpc?: unknown }).jsonrpc !== '2.0') {
      const shown = line.length > 80 ? line.slice(0, 79) + '…' : line;
      this.onerror?.(new Error(`the server wrote something other than JSON-RPC on stdout: ${JSON.stringify(shown)}`));
      return;
    }
    this.onmessage?.(message as JSONRPCMessage);
  }

  private keepStderr(chunk: string): void {
    const parts = (this.stderrPartial + chunk).split('\n');
    this.stderrPartial = parts.pop()!.slice(-1000);
    for (const p of parts) {
      this.stderrLines.push(p.replace(/\r$/, '').slice(0, 1000));
      if (this.stderrLines.length > STDERR_LINES) this.stderrLines.shift();
    }
  }
}
