/**
 * Reads the whole `tools/list` of a live MCP server, page by page, through the official SDK's Client
 * (loaded only here, so a plain `lint` does not pay for it). Every way a server can fail (it does not
 * start, exits, writes garbage, hangs, answers with an error, pages forever) ends in one ServerError
 * that names the server and says what happened, with its exit code and the last lines of its stderr;
 * the server is stopped whatever happens.
 */
import { VERSION } from '../version.js';
import { splitCommand } from './command.js';
import { StdioServerTransport, type Ended } from './stdio.js';

export interface ServerSpec {
  /** How reports name the server (`server:<name>`). */
  name: string;
  /** The command line that starts it over stdio. */
  command: string;
  /** Environment for the server, over tooldoc's own. */
  env?: Record<string, string>;
  cwd?: string;
}

export interface ServerLimits {
  /** From start to the end of the MCP handshake. */
  startupTimeoutMs?: number;
  /** Each request after that (one page of tools/list). */
  requestTimeoutMs?: number;
  /** More tools than this is a failure (a server that pages forever). */
  maxTools?: number;
}

export const DEFAULT_SERVER_LIMITS: Required<ServerLimits> = { startupTimeoutMs: 30_000, requestTimeoutMs: 30_000, maxTools: 100_000 };

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
  ) {
    super(message);
  }

  /** The message, then the last lines of the server's stderr, indented. */
  describe(): string {
    const tail = this.stderr.filter((l) => l.trim()).slice(-10);
    return tail.length ? `${this.message}\n  Last lines of its stderr:\n${tail.map((l) => `    ${l}`).join('\n')}` : this.message;
  }
}

export async function listServerTools(spec: ServerSpec, limits: ServerLimits = {}): Promise<ServerTools> {
  const { startupTimeoutMs, requestTimeoutMs, maxTools } = { ...DEFAULT_SERVER_LIMITS, ...limits };
  const who = `server "${spec.name}" (${spec.command})`;
  let argv: string[];
  try {
    argv = splitCommand(spec.command);
  } catch (err) {
    throw new ServerError(spec.name, `Cannot start ${who}: ${(err as Error).message}.`);
  }
  const [{ Client }, { ResultSchema }] = await Promise.all([import('@modelcontextprotocol/sdk/client/index.js'), import('@modelcontextprotocol/sdk/types.js')]);
  const transport = new StdioServerTransport({ argv, env: spec.env, cwd: spec.cwd });
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

  /** Why the server failed: how it ended, when it has. */
  const failure = async (what: string, err: unknown): Promise<ServerError> => {
    const ended = await transport.ending(500);
    const reason = ended ? endedText(ended) : broken ? broken.message : errorText(err);
    return new ServerError(spec.name, `${who} ${what}: ${reason}.`, transport.stderr);
  };

  try {
    try {
      await Promise.race([client.connect(transport, { timeout: startupTimeoutMs }), brokenSignal]);
    } catch (err) {
      // A time-out first: the SDK closes the transport on it, which stops the server.
      if (isTimeout(err) && !broken) throw new ServerError(spec.name, `${who} did not complete the MCP handshake within ${seconds(startupTimeoutMs)}; raise --server-timeout if it starts slowly.`, transport.stderr);
      throw await failure('failed to start', err);
    }
    const tools: Array<Record<string, unknown>> = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      let page: Record<string, unknown>;
      try {
        page = (await Promise.race([
          client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, ResultSchema, { timeout: requestTimeoutMs }),
          brokenSignal,
        ]));
      } catch (err) {
        if (isTimeout(err) && !broken) throw new ServerError(spec.name, `${who} did not answer tools/list${pages ? ` (page ${pages + 1})` : ''} within ${seconds(requestTimeoutMs)}.`, transport.stderr);
        throw await failure(`failed to list its tools${pages ? ` (page ${pages + 1})` : ''}`, err);
      }
      pages++;
      if (!Array.isArray(page.tools)) throw new ServerError(spec.name, `${who} answered tools/list without a "tools" array.`, transport.stderr);
      for (const t of page.tools as unknown[]) tools.push(t !== null && typeof t === 'object' && !Array.isArray(t) ? (t as Record<string, unknown>) : { value: t });
      if (tools.length > maxTools) throw new ServerError(spec.name, `${who} listed more than ${maxTools.toLocaleString('en')} tools; stopped reading.`, transport.stderr);
      const next = page.nextCursor;
      cursor = typeof next === 'string' && next !== '' ? next : undefined;
      if (cursor !== undefined) {
        if (seen.has(cursor)) throw new ServerError(spec.name, `${who} returned the nextCursor ${JSON.stringify(cursor.slice(0, 40))} twice; its tools/list pages would never end.`, transport.stderr);
        seen.add(cursor);
      }
    } while (cursor !== undefined);
    const info = client.getServerVersion();
    return { tools, pages, serverInfo: info ? { name: info.name, version: info.version } : undefined };
  } finally {
    await client.close().catch(() => undefined);
    await transport.close();
  }
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
  return m.replace(/^MCP error -?\d+: /, '').replace(/\.$/, '');
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && /timed out|timeout/i.test(err.message);
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
