/**
 * Talks to a live MCP server through the official SDK's Client (loaded only here, so a plain `lint`
 * does not pay for it): `listServerTools` reads its whole `tools/list`, page by page; `openServer`
 * keeps the session open to list its tools and call them (`tools/call`, for running a descriptor's
 * examples against it). Every way a server can fail (it does not start, exits, writes garbage,
 * hangs, answers with an error, pages forever) ends in one ServerError that names the server and
 * says what happened, with its exit code and the last lines of its stderr; the server is stopped
 * whatever happens (`close`, which `listServerTools` always calls).
 */
import { VERSION } from '../run/version.js';
import { formatSize } from '../toolkit/util.js';
import { splitCommand } from './command.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { AnswerTooLarge, StdioServerTransport, type Ended } from './stdio.js';

export interface ServerSpec {
  /** How reports name the server (`server:<name>`). */
  name: string;
  /** The command line that starts it over stdio (or `url`). */
  command?: string;
  /** With `command`: its arguments, each as is; `command` is then the program alone (as in an mcp.json). */
  args?: string[];
  /** Environment for the server, over tooldoc's own. */
  env?: Record<string, string>;
  cwd?: string;
  /** An http(s) URL: Streamable HTTP, or the older HTTP+SSE transport when the server speaks only that. */
  url?: string;
  /** Request headers for `url` (auth). */
  headers?: Record<string, string>;
}

export interface ServerLimits {
  /** From start to the end of the MCP handshake. */
  startupTimeoutMs?: number;
  /** Each request after that (one page of tools/list). */
  requestTimeoutMs?: number;
  /** More tools than this is a failure (a server that pages forever). */
  maxTools?: number;
  /**
   * The largest answer read from the server, in bytes: one line (a JSON-RPC message) of a stdio
   * server's stdout, one HTTP response body, or one event of an SSE stream. Counted as it arrives;
   * past it the reading stops and the server fails (`--max-response-size`).
   */
  maxResponseBytes?: number;
}

/** JSON-RPC codes of the SDK's request time-out and closed connection (ErrorCode.RequestTimeout, ErrorCode.ConnectionClosed). */
const REQUEST_TIMEOUT = -32001;
const CONNECTION_CLOSED = -32000;

/** 32 MiB: far more than a page of tools or an answer needs, which a tool's answer with images may still take. */
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

export const DEFAULT_SERVER_LIMITS: Required<ServerLimits> = { startupTimeoutMs: 30_000, requestTimeoutMs: 30_000, maxTools: 100_000, maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES };

export interface ServerTools {
  /** The tools as the server listed them, in order, every page. */
  tools: Array<Record<string, unknown>>;
  /** What the server said about itself in the handshake. */
  serverInfo?: { name?: string; version?: string };
  pages: number;
}

export class ServerError extends Error {
  constructor(
    readonly server: string,
    message: string,
    readonly stderr: string[] = [],
    /** The HTTP status of the failed request, for a server reached by URL. */
    readonly status?: number,
  ) {
    super(message);
  }

  /** The message, then the last lines of the server's stderr, indented. */
  describe(): string {
    const tail = this.stderr.filter((l) => l.trim()).slice(-10);
    return tail.length ? `${this.message}\n  Last lines of its stderr:\n${tail.map((l) => `    ${l}`).join('\n')}` : this.message;
  }
}

/** What a `tools/call` came to: the result as the server sent it, its JSON-RPC error, or no answer in time. */
export type ToolCallOutcome =
  | { kind: 'result'; result: Record<string, unknown>; ms: number }
  | { kind: 'error'; code: number; message: string; data?: unknown; ms: number }
  | { kind: 'timeout'; ms: number };

/** An open session with a server: list its tools, call them, then close it (which stops a stdio server). */
export interface ServerSession {
  readonly name: string;
  /** What the server said about itself in the handshake. */
  readonly serverInfo?: { name?: string; version?: string };
  /** Every page of tools/list. */
  listTools(): Promise<ServerTools>;
  /**
   * Calls a tool. A JSON-RPC error or a call that does not end within `timeoutMs` (default: the
   * request time-out) is an outcome, not a failure; a server that breaks the session (exits, writes
   * garbage) throws ServerError.
   */
  callTool(name: string, args: Record<string, unknown>, timeoutMs?: number): Promise<ToolCallOutcome>;
  close(): Promise<void>;
}

export async function listServerTools(spec: ServerSpec, limits: ServerLimits = {}): Promise<ServerTools> {
  const session = await openServer(spec, limits);
  try {
    return await session.listTools();
  } finally {
    await session.close();
  }
}

/** Starts (or connects to) a server and completes the MCP handshake. */
export async function openServer(spec: ServerSpec, limits: ServerLimits = {}): Promise<ServerSession> {
  const full = { ...DEFAULT_SERVER_LIMITS, ...limits };
  if (spec.url !== undefined) return openOverHttp(spec, full);
  const who = `server "${spec.name}" (${[spec.command ?? '', ...(spec.args ?? [])].join(' ')})`;
  let argv: string[];
  try {
    argv = spec.args ? [spec.command ?? '', ...spec.args] : splitCommand(spec.command ?? '');
  } catch (err) {
    throw new ServerError(spec.name, `Cannot start ${who}: ${(err as Error).message}.`);
  }
  const transport = new StdioServerTransport({ argv, env: spec.env, cwd: spec.cwd, maxLineBytes: full.maxResponseBytes });
  return connect(spec.name, who, transport, full, {
    stderr: () => transport.stderr,
    ended: async () => {
      // A server tooldoc stopped (the SDK closes the session when the handshake fails) did not fail by ending.
      const e = await transport.ending(500);
      return e && !e.stopped ? endedText(e) : undefined;
    },
  });
}

/** Streamable HTTP first; a server that answers its POST with 4xx gets the older HTTP+SSE transport. */
async function openOverHttp(spec: ServerSpec, limits: Required<ServerLimits>): Promise<ServerSession> {
  const who = `server "${spec.name}" (${spec.url})`;
  let url: URL;
  try {
    url = new URL(spec.url!);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new ServerError(spec.name, `Cannot connect to ${who}: not an http(s) URL.`);
  }
  const [{ StreamableHTTPClientTransport }, { SSEClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
  ]);
  const requestInit = { headers: spec.headers ?? {} };
  // Every response body is read through a counter, so an answer over the limit ends the session at once.
  const end = (): Ending & { fetch: typeof fetch } => {
    let exceeded: (err: Error) => void = () => undefined;
    return {
      stderr: () => [],
      ended: () => Promise.resolve(undefined),
      fetch: boundedFetch(limits.maxResponseBytes, (err) => exceeded(err)),
      onBroken: (f) => (exceeded = f),
    };
  };
  const streamable = end();
  try {
    return await connect(spec.name, who, new StreamableHTTPClientTransport(url, { requestInit, fetch: streamable.fetch }), limits, streamable);
  } catch (err) {
    const status = err instanceof ServerError ? err.status : undefined;
    if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403) throw err;
    const sse = end();
    return connect(spec.name, `${who}, over HTTP+SSE`, new SSEClientTransport(url, { requestInit, fetch: sse.fetch }), limits, sse);
  }
}

/**
 * `fetch`, with each response body counted as it is read: past `maxBytes` (for an event stream, in
 * one event) the body fails, and `exceeded` is told, so the session ends with that reason rather
 * than a time-out or the SDK's own words. The body is never held whole to be measured.
 */
function boundedFetch(maxBytes: number, exceeded: (err: Error) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const body = response.body;
    // Redirects are the SDK's to follow, and have no body worth reading.
    if (!body || response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || response.status < 200) return response;
    const events = /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
    let count = 0;
    let last = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (events) {
            // An event ends at a blank line: count from the last one (LF LF; CR LF CR LF ends in LF too).
            for (let i = 0; i < chunk.length; i++) {
              const c = chunk[i]!;
              if (c === 0x0a && last === 0x0a) count = 0;
              else count++;
              if (c !== 0x0d) last = c;
            }
          } else count += chunk.length;
          if (count > maxBytes) {
            const err = new AnswerTooLarge(`its answer is larger than ${formatSize(maxBytes)}; stopped reading (raise --max-response-size if its answers are that large)`);
            exceeded(err);
            controller.error(err);
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    const bounded = new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
    for (const key of ['url', 'redirected', 'type'] as const) Object.defineProperty(bounded, key, { value: response[key] });
    return bounded;
  };
}

interface Ending {
  stderr(): string[];
  /** How the server ended, in words, when it has. */
  ended(): Promise<string | undefined>;
  /** Gives the transport a way to end the session at once, with a reason (an answer over the size limit). */
  onBroken?(breakNow: (err: Error) => void): void;
}

/** The MCP handshake; the session it opens lists and calls tools until it is closed. A failed handshake closes it. */
async function connect(name: string, who: string, transport: Transport, limits: Required<ServerLimits>, end: Ending): Promise<ServerSession> {
  const { startupTimeoutMs, requestTimeoutMs, maxTools } = limits;
  const [{ Client }, { ResultSchema, McpError }] = await Promise.all([import('@modelcontextprotocol/sdk/client/index.js'), import('@modelcontextprotocol/sdk/types.js')]);
  const client = new Client({ name: 'tooldoc', version: VERSION });
  // The first thing that goes wrong on the wire (garbage on stdout) ends the session at once.
  let broken: Error | undefined;
  let breakNow: (e: Error) => void = () => undefined;
  const brokenSignal = new Promise<never>((_, reject) => (breakNow = reject));
  brokenSignal.catch(() => undefined);
  client.onerror = (err) => {
    if (broken) return;
    broken = err;
    breakNow(err);
  };
  end.onBroken?.((err) => client.onerror?.(err));

  /**
   * Why the server failed: an answer over the size limit (how the server ended after tooldoc
   * stopped reading is tooldoc's doing), its JSON-RPC error when it refused the handshake, else how
   * it ended, when it has (not how tooldoc stopped it), else what went wrong on the wire.
   */
  const failure = async (what: string, err: unknown, handshake = false): Promise<ServerError> => {
    const cause = broken instanceof AnswerTooLarge ? broken.message : handshake && !broken ? refusal(err) : undefined;
    const ended = cause ? undefined : await end.ended();
    const status = httpStatus(err) ?? httpStatus(broken);
    const reason =
      cause ??
      ended ??
      (status !== undefined ? httpText(status, httpStatus(err) !== undefined ? err : broken) : broken ? broken.message : errorText(err));
    return new ServerError(name, `${who} ${what}: ${reason}.`, end.stderr(), status);
  };
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
  };

  try {
    await Promise.race([client.connect(transport, { timeout: startupTimeoutMs }), brokenSignal]);
  } catch (err) {
    // A time-out first: the SDK closes the transport on it, which stops the server.
    const failed = isTimeout(err) && !broken ? new ServerError(name, `${who} did not complete the MCP handshake within ${seconds(startupTimeoutMs)}; raise --server-timeout if it starts slowly.`, end.stderr()) : await failure('failed to start', err, true);
    await close();
    throw failed;
  }
  const info = client.getServerVersion();

  const listTools = async (): Promise<ServerTools> => {
    const tools: Array<Record<string, unknown>> = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      let page: Record<string, unknown>;
      try {
        page = await Promise.race([client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, ResultSchema, { timeout: requestTimeoutMs }), brokenSignal]);
      } catch (err) {
        if (isTimeout(err) && !broken) throw new ServerError(name, `${who} did not answer tools/list${pages ? ` (page ${pages + 1})` : ''} within ${seconds(requestTimeoutMs)}.`, end.stderr());
        throw await failure(`failed to list its tools${pages ? ` (page ${pages + 1})` : ''}`, err);
      }
      pages++;
      if (!Array.isArray(page.tools)) throw new ServerError(name, `${who} answered tools/list without a "tools" array.`, end.stderr());
      for (const t of page.tools as unknown[]) tools.push(t !== null && typeof t === 'object' && !Array.isArray(t) ? (t as Record<string, unknown>) : { value: t });
      if (tools.length > maxTools) throw new ServerError(name, `${who} listed more than ${maxTools.toLocaleString('en')} tools; stopped reading.`, end.stderr());
      const next = page.nextCursor;
      cursor = typeof next === 'string' && next !== '' ? next : undefined;
      if (cursor !== undefined) {
        if (seen.has(cursor)) throw new ServerError(name, `${who} returned the nextCursor ${JSON.stringify(cursor.slice(0, 40))} twice; its tools/list pages would never end.`, end.stderr());
        seen.add(cursor);
      }
    } while (cursor !== undefined);
    return { tools, pages, serverInfo: info ? { name: info.name, version: info.version } : undefined };
  };

  const callTool = async (tool: string, args: Record<string, unknown>, timeoutMs = requestTimeoutMs): Promise<ToolCallOutcome> => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const result = await Promise.race([client.request({ method: 'tools/call', params: { name: tool, arguments: args } }, ResultSchema, { timeout: timeoutMs }), brokenSignal]);
      return { kind: 'result', result: result, ms: ms() };
    } catch (err) {
      // The server went away mid-call (it exited, or the connection dropped): the SDK rejects the call
      // with ConnectionClosed, which is no answer of the tool's.
      if (broken || (err instanceof McpError && err.code === CONNECTION_CLOSED && /connection closed/i.test(err.message))) throw await failure(`failed while running tool "${tool}"`, err);
      // The SDK's own time-out is an McpError with the RequestTimeout code (-32001); a tool's error that mentions a time-out is not one.
      if (err instanceof McpError ? err.code === REQUEST_TIMEOUT : isTimeout(err)) return { kind: 'timeout', ms: ms() };
      if (err instanceof McpError) return { kind: 'error', code: err.code, message: errorText(err), data: err.data, ms: ms() };
      throw await failure(`failed while running tool "${tool}"`, err);
    }
  };

  return { name, serverInfo: info ? { name: info.name, version: info.version } : undefined, listTools, callTool, close };
}

/** An HTTP error in words: the status, what the server said, and for 401/403 how to pass credentials. */
function httpText(status: number, err: unknown): string {
  const said = errorText(err).replace(/^(Streamable HTTP error|SSE error): /, '').replace(/^Error POSTing to endpoint(?: \(HTTP \d+\))?: ?/, '').trim();
  const auth = status === 401 || status === 403 ? '; pass the credentials it needs with --header, e.g. --header "Authorization: Bearer …"' : '';
  return `it answered HTTP ${status}${said ? ` (${said.slice(0, 120)})` : ''}${auth}`;
}

/**
 * A server's JSON-RPC error answer to `initialize`, in words: its message and code. Undefined for what
 * the SDK itself rejects with (a time-out, a closed connection) and for HTTP errors.
 */
function refusal(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | undefined)?.code;
  // McpError (by name: the SDK is loaded lazily), whose code is the server's, unless the SDK made it.
  if (!(err instanceof Error) || err.name !== 'McpError' || typeof code !== 'number' || code === REQUEST_TIMEOUT || code === CONNECTION_CLOSED) return undefined;
  const said = errorText(err);
  return `it refused the MCP handshake (initialize)${said ? `: ${said.slice(0, 300)}` : ''} (JSON-RPC error ${code})`;
}

/** The HTTP status of a failed request, when the transport says. */
function httpStatus(err: unknown): number | undefined {
  const code = (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' && code >= 100 && code < 600 ? code : undefined;
}

function endedText(e: Ended): string {
  if (e.error) {
    const code = (e.error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'the command was not found' : code === 'EACCES' ? 'the command is not executable' : e.error.message;
  }
  return e.signal ? `it was killed by ${e.signal}` : `it exited with code ${e.code}`;
}

function errorText(err: unknown): string {
  const m = err instanceof Error ? err.message : String(err);
  // A server that throws an McpError has its message wrapped once more by the client: unwrap both.
  return m.replace(/^(?:MCP error -?\d+: )+/, '').replace(/\.$/, '');
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && /timed out|timeout/i.test(err.message);
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
