/**
 * What linting one file produced: plain data, the same whichever part of tooldoc produced it (the
 * core in this thread, a worker thread, the cache, later a live server). The run asks a source for
 * outcomes and does not care which one answered.
 */
import type { FileDirectives } from '../suppressions/inline.js';
import type { Diagnostic, FileResult, FormatGap, InputFormatId, JsonPath, LockedTool, PreviousCatalog, Range, ServerTool, SkippedRule } from '../types/index.js';

/**
 * A top-level field of a tool (or the tool itself, key ''): where it is in the file. Compact, since a
 * run keeps one per field of every tool: the positions are one array of numbers.
 */
export interface FieldPosition {
  key: string;
  /** Its path in the file's document, when that is not the tool's path and the key (platform formats name fields differently). */
  source?: JsonPath;
  /** 1-based: key line, key column, key end line, key end column, then the same for the value. */
  at: number[];
}

/** The path of a field in the file's document. */
export function fieldSource(tool: Pick<ToolOutcome, 'basePath'>, f: FieldPosition): JsonPath {
  return f.source ?? (f.key ? [...tool.basePath, f.key] : tool.basePath);
}

/** The range of a field's key or value. */
export function fieldRange(f: FieldPosition, at: 'key' | 'value'): Range {
  const i = at === 'key' ? 0 : 4;
  const n = f.at;
  return { start: { line: n[i]!, column: n[i + 1]! }, end: { line: n[i + 2]!, column: n[i + 3]! } };
}

export interface ToolOutcome {
  /** The tool's name when it is a string, else a placeholder such as `#3`. */
  name: string;
  /** Index of the YAML document in the file. */
  doc: number;
  /** Path of the tool in its document, e.g. `['tools', 2]`. */
  basePath: JsonPath;
  /** The input format the tool was read from (`native`, `mcp`, `openai` …). */
  inputFormat: InputFormatId;
  /**
   * What catalog rules see of the tool: its top-level scalars, lists of scalars and mappings of those
   * (name, description, version, deprecated, replacement, tool_search_keywords, auth …), and under
   * `x-tooldoc-own-names` the names its parameters define (property names, string enum and const
   * values, at most 256): what its texts may name without naming another tool, and under
   * `x-tooldoc-example-prompts` its examples' prompts (at most 64, of at most 2,000 characters each,
   * null for an entry without one): the requests the tool is meant to answer; under
   * `x-tooldoc-cursors` the paths of its forward paging cursors (parameters and returned fields, at
   * most 8) and under `x-tooldoc-return-keys` the top-level keys of its success schema (at most 128):
   * what the catalog's tools are compared by for one cursor name and one response shape. The
   * nested blocks are let go, so a run's memory does not grow with the size of every tool.
   */
  view: Record<string, unknown>;
  /** The whole descriptor, only when asked for (`keepDescriptors`: export and import). */
  descriptor?: Record<string, unknown>;
  /** The tool's value in the file (at `basePath`). */
  range: Range;
  /** What the per-tool rules found, in the order they reported it. */
  findings: Diagnostic[];
  /** What rules asked of the tool that its format has no place for. */
  gaps?: FormatGap[];
  /** Rules not run on the tool: its description is in a language they cannot read (RuleMeta.languages). */
  skipped?: SkippedRule[];
  /** The live server the tool is joined to (a server's tool, or a sidecar): main thread only, never cached. */
  server?: ServerTool;
  /** With `lint --since`: the catalog then (main thread only, never cached). */
  previous?: PreviousCatalog;
  /** With `lint --locked`: the lock's entry (main thread only, never cached). */
  locked?: LockedTool;
  /** The tool itself (key '') and each of its top-level fields: the positions catalog rules and suppressions ask for. */
  fields: FieldPosition[];
}

export interface FileOutcome {
  /** The file's path as shown in reports. */
  path: string;
  status: FileResult['status'];
  /** Why a skipped file was skipped, when it is not "not a tool descriptor". */
  reason?: string;
  kind?: 'yaml' | 'json';
  /** Findings about the file itself: it could not be read or parsed, an entry is not a descriptor. */
  findings: Diagnostic[];
  tools: ToolOutcome[];
  /** Rules that crashed on this file's tools (each is also an `internal/rule-error` finding). */
  internalErrors: number;
  /** False when the time budget cut the file short: such an outcome is not cached. */
  complete: boolean;
  /** The file's suppression directives (comments, `x-tooldoc`), applied by the run to every finding. */
  suppressions?: FileDirectives;
  /**
   * Set when the run fixed the file (`lint --fix`, `--fix-dry-run`; src/run/fix.ts) and fixing changed
   * it: the fixed text, which this outcome is of, and the hash of the bytes it was made from (never cached).
   */
  fixed?: { output: string; hash?: string; bom?: boolean };
}

/**
 * A string that holds on to nothing else. The parsers give substrings of the file's text, and V8
 * keeps a substring as a pointer into its parent: one tool name kept until the report would keep the
 * whole file's text alive, and a run would hold every file it read. Copying the (short) strings an
 * outcome keeps lets each text go as soon as its file is linted.
 */
export function ownString(s: string): string {
  // Strings under 13 characters are always copied by V8, never sliced or concatenated lazily; a
  // round trip through JSON gives a flat copy of the others.
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}

/** The same plain data, in place, with every string copied (see ownString). */
export function detached<T>(value: T): T {
  if (typeof value === 'string') return ownString(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = detached<unknown>(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const k of Object.keys(record)) record[k] = detached(record[k]);
  return value;
}
