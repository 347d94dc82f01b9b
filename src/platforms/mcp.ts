/**
 * The MCP exporter (spec §10: "Expose via tools/list with inputSchema, optional outputSchema, and the
 * annotations block populated from §8"): native descriptors in, a `tools/list` result out, for the
 * protocol revision asked for.
 */
import { isObject } from '../toolkit/util.js';
import { holdsPlaceholder } from '../toolkit/text.js';
import { head, meaningful } from './tool-head.js';
import { objectRoot, type Obj } from './schema-transform.js';

/** Type aliases, not interfaces, so that they are assignable to index-signature types (the MCP SDK's). */
export type McpTool = {
  name: string;
  title?: string;
  description?: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  outputSchema?: { type: 'object'; [key: string]: unknown };
  annotations?: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };
};
export type McpListToolsResult = {
  tools: McpTool[];
  /** 2026-07-28 on. */
  resultType?: 'complete';
  cacheScope?: 'private' | 'public';
  ttlMs?: number;
};

/** The protocol revisions tooldoc exports to (each checked in tests against its official schema). */
export const MCP_REVISIONS = ['2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type McpRevision = (typeof MCP_REVISIONS)[number];
/** The newest stable revision (final on 2026-07-28). */
export const DEFAULT_MCP_REVISION: McpRevision = '2026-07-28';

/**
 * 2026-07-28 results say how long a client may cache them. A tools/list generated from descriptors
 * knows neither whether the server filters tools per user nor how often they change, so the default
 * is the cautious one: cached within one authorisation context, stale at once.
 */
export interface McpCache {
  scope: 'private' | 'public';
  ttlMs: number;
}
export const DEFAULT_MCP_CACHE: McpCache = { scope: 'private', ttlMs: 0 };

const HINTS = [
  ['safe', 'readOnlyHint'],
  ['destructive', 'destructiveHint'],
  ['idempotent', 'idempotentHint'],
] as const;

/**
 * `x-mcp` in a descriptor: what an MCP server listed that a descriptor has no field for, as
 * `tooldoc import --from mcp` records it, so that exporting gives the server's tools/list back:
 * - `annotations`: the hints exactly as listed. Used as they are while they mean what the
 *   descriptor's idempotency and open_world say (MCP reads destructiveHint and idempotentHint only
 *   when readOnlyHint is false); once the descriptor says otherwise, the hints come from it.
 * - `outputSchema: false`: the server lists no output schema (MCP: a tool with one MUST return
 *   structured content that conforms), so `returns` documents the result without promising one.
 * - `_meta`, `icons`, `execution`: copied for the revisions that have them.
 */
export const MCP_EXTENSION = 'x-mcp';

type Annotations = NonNullable<McpTool['annotations']>;

/** The tools of a `tools/list` result for `revision`. */
export function toMcp(descriptors: Obj[], revision: McpRevision = DEFAULT_MCP_REVISION): McpTool[] {
  return descriptors.map((d, i) => {
    const x = isObject(d[MCP_EXTENSION]) ? d[MCP_EXTENSION] : {};
    const title = meaningful(d.title);
    const { name, description } = head(d, i);
    const tool: McpTool = { name, ...(title === undefined ? {} : { title }), ...(description === undefined ? {} : { description }), inputSchema: { type: 'object' } };
    tool.inputSchema = d.parameters === undefined ? { type: 'object', additionalProperties: false } : (objectRoot(d.parameters) as McpTool['inputSchema']);
    if (x.outputSchema !== false && isObject(d.returns) && d.returns.type === 'object' && !holdsPlaceholder(d.returns)) {
      tool.outputSchema = JSON.parse(JSON.stringify(d.returns)) as McpTool['outputSchema'];
    }
    const annotations = annotationsOf(d, title, x.annotations);
    if (annotations) tool.annotations = annotations;
    const extra: Obj = {};
    if (isObject(x._meta)) extra._meta = x._meta;
    if (revision !== '2025-06-18') {
      if (Array.isArray(x.icons)) extra.icons = x.icons;
      if (isObject(x.execution)) extra.execution = x.execution;
    }
    return Object.keys(extra).length ? { ...tool, ...(JSON.parse(JSON.stringify(extra)) as Obj) } : tool;
  });
}

/** A whole `tools/list` result for `revision` (2026-07-28 adds resultType and the cache fields). */
export function toMcpResult(descriptors: Obj[], revision: McpRevision = DEFAULT_MCP_REVISION, cache: McpCache = DEFAULT_MCP_CACHE): McpListToolsResult {
  const tools = toMcp(descriptors, revision);
  if (revision === '2025-06-18' || revision === '2025-11-25') return { tools };
  return { tools, resultType: 'complete', cacheScope: cache.scope, ttlMs: cache.ttlMs };
}

/** The hints from the descriptor, or the server's own (`x-mcp.annotations`) while they mean the same. */
function annotationsOf(d: Obj, title: string | undefined, recorded: unknown): Annotations | undefined {
  const derived: Annotations = {};
  const listedTitle = isObject(recorded) ? meaningful(recorded.title) : undefined;
  if (title !== undefined || listedTitle !== undefined) derived.title = title ?? listedTitle;
  const idem = isObject(d.idempotency) ? d.idempotency : {};
  for (const [field, hint] of HINTS) if (typeof idem[field] === 'boolean') derived[hint] = idem[field];
  if (typeof d.open_world === 'boolean') derived.openWorldHint = d.open_world;
  if (isObject(recorded) && sameHints(recorded, derived)) {
    const own = Object.fromEntries(Object.entries(recorded).filter(([, v]) => v !== null && v !== undefined)) as Annotations;
    return Object.keys(own).length ? own : undefined;
  }
  return Object.keys(derived).length ? derived : undefined;
}

/** Whether two sets of MCP hints mean the same, with the defaults and dependencies of ToolAnnotations. */
function sameHints(a: Obj, b: Obj): boolean {
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  const readOnly = bool(a.readOnlyHint, false);
  if (readOnly !== bool(b.readOnlyHint, false) || bool(a.openWorldHint, true) !== bool(b.openWorldHint, true)) return false;
  if (readOnly) return true;
  return bool(a.destructiveHint, true) === bool(b.destructiveHint, true) && bool(a.idempotentHint, false) === bool(b.idempotentHint, false);
}

/** What an MCP export leaves out without losing anything, worth a line on stderr. */
export function mcpNotes(descriptors: Obj[]): string[] {
  const notes: string[] = [];
  descriptors.forEach((d, i) => {
    const x = isObject(d[MCP_EXTENSION]) ? d[MCP_EXTENSION] : {};
    if (x.outputSchema !== false && isObject(d.returns) && d.returns.type === 'object' && holdsPlaceholder(d.returns)) {
      notes.push(`note: "returns" of "${head(d, i).name}" still holds placeholders ("TODO: …"), so it is not exported as outputSchema until they are filled in.`);
    }
  });
  return notes;
}
