/**
 * Live MCP servers in a lint run, and the sidecar descriptors that document their tools.
 *
 * A server's tools/list has no place for errors, examples or most of §4, so a server alone cannot
 * reach Level 1. A sidecar is a native descriptor whose `name` is a tool the server lists: it carries
 * what the protocol cannot, and may repeat what it can. The tool the rules see is the two merged: the
 * server's definition (in the descriptor's shape) with the sidecar's fields over it, graded as one.
 *
 * Matching: a native descriptor documents a server's tool when their names are equal. A server whose
 * config entry names `sidecars` folders takes its sidecars from those folders only, and there a
 * descriptor that names no tool of the server is a finding (server/unknown-tool); a server given on
 * the command line takes them from anywhere in the linted paths. The first server that matches wins.
 *
 * Positions: a finding belongs where it is fixed. On what the server defines and the sidecar does
 * not repeat (the tool's name, title, description and input schema always; its output schema,
 * annotations when the server lists them) it is reported at `server:<name>` with a JSON pointer into
 * the server's definition; on anything else, in the sidecar.
 */
import path from 'node:path';
import { failedOutcome, type GivenTool, type JoinedTool, type Linter } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import { renamer } from '../input-formats/paths.js';
import { mcpToNative } from '../input-formats/platform.js';
import { isObject } from '../toolkit/util.js';
import type { JsonPath, Range, ServerTool, SourceFile, Tool } from '../types/index.js';

export interface ListedServer {
  name: string;
  /** The command or URL it was reached by, as reports show it. */
  source: string;
  /** The entries of its tools/list, all pages, as the server sent them. */
  tools: readonly unknown[];
  /** Absolute folders whose descriptors document this server's tools (config `sidecars`). */
  sidecars?: readonly string[];
  /** Its entry in the config file's `servers`, when it was declared there. */
  entry?: { file: string; line: number; column: number };
  /** Why it has no tools: it could not be started, reached or listed (one line). */
  failure?: string;
  /**
   * Instead of a live server: a file of the run that lists the tools (a captured tools/list, or
   * any platform's tools file), absolute. Its tools keep their file and positions; the sidecars
   * document them as they would a server's.
   */
  file?: string;
}

/** What a run read of a file source before linting: where its tools are, and what they are. */
export interface ReadSource {
  source: SourceFile;
  tools: ReadonlyArray<Pick<Tool, 'name' | 'descriptor' | 'doc' | 'sourcePath' | 'inputFormat'>>;
}

/** The file path a server's findings are reported at. */
export const serverPath = (name: string) => `server:${name}`;

/**
 * Where a server's findings are: it has no text, and its findings no line. Each tool is a document
 * (its index in the list), so findings sort by tool; reports show the tool and a pointer instead.
 */
class ServerSource implements SourceFile {
  readonly kind = 'json' as const;
  readonly text = '';
  readonly absolutePath: string;
  constructor(readonly path: string) {
    this.absolutePath = path;
  }
  locate(doc: number): Range {
    return { start: { line: doc + 1, column: 1 }, end: { line: doc + 1, column: 1 } };
  }
}

/**
 * The tool the rules see: the server's definition with the sidecar's fields over it. `idempotency`
 * merges field by field, so a sidecar may add what the annotations left unset and keep the rest.
 */
function merge(definition: Record<string, unknown>, sidecar: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...definition, ...sidecar };
  if (isObject(definition.idempotency) && isObject(sidecar.idempotency)) merged.idempotency = { ...definition.idempotency, ...sidecar.idempotency };
  return merged;
}

/** What the server defines of a tool, always: an agent sees these and nothing a sidecar says. */
const SERVER_OWNED = new Set(['name', 'title', 'description', 'parameters']);

interface ListedTool {
  doc: number;
  descriptor: Record<string, unknown>;
  sourcePath: (p: JsonPath) => JsonPath;
  inputFormat: string;
}

class Server {
  readonly source: SourceFile;
  /** A live server (no text, no positions), not a file of the run. */
  readonly live: boolean;
  readonly byName = new Map<string, ListedTool>();
  readonly given: GivenTool[] = [];
  readonly problems: Array<{ doc: number; path: JsonPath; message: string }> = [];
  readonly names: string[] = [];
  /** Names of its tools that a sidecar documents. */
  readonly documented = new Set<string>();
  readonly folders: readonly string[];

  constructor(
    readonly listed: ListedServer,
    read?: ReadSource,
  ) {
    this.folders = (listed.sidecars ?? []).map((f) => path.resolve(f));
    this.live = !read;
    this.source = read?.source ?? new ServerSource(serverPath(listed.name));
    if (read) {
      for (const t of read.tools) if (!this.byName.has(t.name)) this.byName.set(t.name, { doc: t.doc, descriptor: t.descriptor, sourcePath: t.sourcePath, inputFormat: t.inputFormat });
      this.names = [...this.byName.keys()];
      return;
    }
    listed.tools.forEach((entry, doc) => {
      if (!isObject(entry) || typeof entry.name !== 'string') {
        this.problems.push({
          doc,
          path: [],
          message: `Entry ${doc + 1} of the server's tools/list is not a tool: expected {name, description, inputSchema}, got ${isObject(entry) ? 'a tool without a name' : JSON.stringify(entry)?.slice(0, 40) ?? String(entry)}.`,
        });
        return;
      }
      const { descriptor, renames } = mcpToNative(entry);
      const sourcePath = renamer([], renames);
      this.given.push({ doc, inputFormat: 'mcp', descriptor, basePath: [], sourcePath });
      if (!this.byName.has(entry.name)) this.byName.set(entry.name, { doc, descriptor, sourcePath, inputFormat: 'mcp' });
    });
    this.names = [...this.byName.keys()];
  }

  /** Whether a descriptor file lies in one of this server's sidecar folders. */
  holds(absoluteFile: string): boolean {
    return this.folders.some((f) => absoluteFile === f || absoluteFile.startsWith(f + path.sep));
  }

  context(definition: Record<string, unknown> | undefined, sidecar: Record<string, unknown> | undefined): ServerTool {
    return {
      name: this.listed.name,
      ...(definition ? { definition } : {}),
      ...(sidecar ? { sidecar } : {}),
      tools: this.names,
      sidecars: this.folders.length > 0 || this.documented.size > 0,
      live: this.live,
    };
  }
}

/**
 * The servers of a run. `joinTool` is the core's hook (LinterConfig.joinTool): descriptor files are
 * linted first, so that when each server's own list is linted (`outcome`), the tools a sidecar
 * documented are known and left out of it.
 */
export class ServerJoin {
  private readonly servers: Server[];

  /** `read` gives what a file source lists (undefined when it cannot be read: its own lint says why). */
  constructor(
    listed: readonly ListedServer[],
    private readonly cwd: string,
    read: (absoluteFile: string) => ReadSource | undefined = () => undefined,
  ) {
    this.servers = listed.flatMap((l) => {
      if (l.file === undefined) return [new Server(l)];
      const r = read(l.file);
      return r ? [new Server(l, r)] : [];
    });
  }

  /** The files of the run that are sources (their tools are documented by sidecars): linted last. */
  get files(): string[] {
    return this.servers.filter((s) => !s.live).map((s) => s.source.absolutePath);
  }

  readonly joinTool = (descriptor: Record<string, unknown>, at: { file: string; inputFormat: string }): JoinedTool | null | undefined => {
    const own = this.servers.find((s) => s.source.path === at.file);
    const name = typeof descriptor.name === 'string' ? descriptor.name : undefined;
    if (own) {
      if (name !== undefined && own.documented.has(name)) return null;
      return { descriptor, server: own.context(descriptor, undefined) };
    }
    if (at.inputFormat !== 'native') return undefined;
    const absolute = path.resolve(this.cwd, at.file);
    for (const s of this.servers) {
      // A server that could not be listed documents nothing: its sidecars are linted as they are.
      if (s.listed.failure !== undefined) continue;
      const inFolder = s.holds(absolute);
      if (s.folders.length && !inFolder) continue;
      const listed = name === undefined ? undefined : s.byName.get(name);
      if (!listed) {
        if (inFolder) return { descriptor, server: s.context(undefined, descriptor) };
        continue;
      }
      s.documented.add(name!);
      return { descriptor: merge(listed.descriptor, descriptor), server: s.context(listed.descriptor, descriptor), elsewhere: this.elsewhere(s, listed, descriptor) };
    }
    return undefined;
  };

  /** Findings on what the server defines, and the sidecar does not repeat, go to the server's definition. */
  private elsewhere(s: Server, listed: ListedTool, sidecar: Record<string, unknown>) {
    return (p: JsonPath) => {
      if (!p.length) return undefined;
      const key = String(p[0]);
      const serverOwns = key === 'name' || (!Object.prototype.hasOwnProperty.call(sidecar, key) && (SERVER_OWNED.has(key) || Object.prototype.hasOwnProperty.call(listed.descriptor, key)));
      return serverOwns ? { file: s.source, doc: listed.doc, path: listed.sourcePath(p), inputFormat: listed.inputFormat, ...(s.live ? { live: true } : {}) } : undefined;
    };
  }

  /** Each server's own outcome: its tools that no sidecar documents, and what in its list is not a tool. */
  outcomes(linter: Linter): Array<{ listed: ListedServer; source: SourceFile; outcome: FileOutcome }> {
    return this.live().map((s, i) => ({ ...s, outcome: this.outcomeOf(i, linter) }));
  }

  /** The live servers, in order (`outcomeOf` takes an index into them). */
  live(): Array<{ listed: ListedServer; source: SourceFile }> {
    return this.servers.filter((s) => s.live).map((s) => ({ listed: s.listed, source: s.source }));
  }

  /** The own outcome of the live server at `index` (see `live`). */
  outcomeOf(index: number, linter: Linter): FileOutcome {
    const s = this.servers.filter((x) => x.live)[index];
    if (!s) throw new Error(`no live server ${index}`);
    return s.listed.failure === undefined ? linter.lintTools(s.source, s.given, s.problems) : failedOutcome(s.source.path, 'input/server-unavailable', s.listed.failure);
  }

  /**
   * What a file's outcome says sidecars documented (a tool joined to the server's definition), for a
   * run whose files are linted elsewhere (worker threads): `documented` then gives it to them.
   */
  note(outcome: FileOutcome): void {
    for (const t of outcome.tools) {
      if (!t.server?.definition || !t.server.sidecar) continue;
      this.servers.find((s) => s.listed.name === t.server!.name)?.documented.add(t.name);
    }
  }

  /** Each server's tools that sidecars documented so far, by server name. */
  documented(): Record<string, string[]> {
    return Object.fromEntries(this.servers.filter((s) => s.documented.size).map((s) => [s.listed.name, [...s.documented]]));
  }

  /** Adds what another thread's ServerJoin found documented (see `note`). */
  restore(documented: Record<string, string[]>): void {
    for (const s of this.servers) for (const name of Object.prototype.hasOwnProperty.call(documented, s.listed.name) ? documented[s.listed.name]! : []) s.documented.add(name);
  }
}
