/**
 * `tooldoc test`: which examples may be run against their server, and running them (issue 18).
 *
 * - **Plan** (pure): for each tool of the run, its examples (§3.7, §9) and for each one whether it is
 *   called, and if not, why. Only what the descriptor declares safe is called by default (§3.6, §8:
 *   `safe: true`, MCP `readOnlyHint: true`); `allowWrites` adds idempotent writes that are not
 *   destructive, `allowDestructive` everything else. A tool is as dangerous as the most dangerous
 *   thing said of it: a sidecar's `safe: true` does not make a tool the server marks destructive safe.
 * - **Run**: the calls, in order, one server at a time per server (examples may depend on order: a
 *   create before a get); each outcome checked by `checkExample`. A server that dies in a call is
 *   that example's failure; the server is started again for the next one, up to a limit.
 */
import { isPlaceholder } from '../toolkit/text.js';
import { isObject, own, toPointer } from '../toolkit/util.js';
import type { ExampleAnswer, JsonPath, ServerTool } from '../types/index.js';
import { answerOf, checkExample, type ExampleFailure } from './example-check.js';
import type { ServerSession, ToolCallOutcome } from './list.js';

/** How much a tool may change, from the least to the most: what decides whether its examples are called. */
export type SafetyTier = 'read' | 'idempotent-write' | 'write' | 'destructive' | 'undeclared';

const RANK: Record<SafetyTier, number> = { read: 0, 'idempotent-write': 1, write: 2, destructive: 3, undeclared: 4 };

/** The tier one descriptor claims (its `idempotency` block, §3.6); undefined when it claims nothing. */
function claimedTier(descriptor: Record<string, unknown> | undefined): SafetyTier | undefined {
  const idem = descriptor ? own(descriptor, 'idempotency') : undefined;
  if (!isObject(idem)) return undefined;
  if (idem.destructive === true) return 'destructive';
  if (idem.safe === true) return 'read';
  // A write is called as an idempotent one only when it says both: idempotent, and not destructive.
  if (idem.idempotent === true && idem.destructive === false) return 'idempotent-write';
  if (idem.idempotent === true) return 'undeclared';
  return idem.safe === false && idem.destructive === false ? 'write' : 'undeclared';
}

/**
 * What a tool may change, by the most cautious of what its descriptor (sidecar over server) and the
 * server's own annotations say; `undeclared` when neither says.
 */
export function safetyTier(descriptor: Record<string, unknown>, server?: Pick<ServerTool, 'definition'>): SafetyTier {
  const claims = [claimedTier(descriptor), claimedTier(server?.definition)].filter((t): t is SafetyTier => t !== undefined);
  if (!claims.length) return 'undeclared';
  return claims.reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
}

export interface Permissions {
  /** --allow-writes: idempotent writes that are not destructive. */
  writes?: boolean;
  /** --allow-destructive: every tool (after a confirmation). */
  destructive?: boolean;
}

/** Why a tool of this tier is not called with these permissions; undefined when it is. */
export function gateReason(tier: SafetyTier, allow: Permissions): string | undefined {
  if (tier === 'read' || allow.destructive) return undefined;
  if (tier === 'idempotent-write') return allow.writes ? undefined : 'it writes (it is not declared safe: true); --allow-writes runs idempotent writes';
  if (tier === 'write') return 'it writes and is not declared idempotent; --allow-destructive runs it';
  if (tier === 'destructive') return 'it is declared destructive; --allow-destructive runs it';
  return 'it does not declare what it changes (idempotency.safe, or readOnlyHint on the server); --allow-destructive runs it';
}

/** A tool the run read, as the plan needs it. */
export interface ToolToTest {
  name: string;
  descriptor: Record<string, unknown>;
  server?: ServerTool;
}

export interface PlannedExample {
  index: number;
  /** The arguments to call with; absent when the example is skipped. */
  arguments?: Record<string, unknown>;
  /** Why it is not called. */
  skip?: string;
}

export interface PlannedTool {
  /** The index of the tool in the run's tools. */
  tool: number;
  name: string;
  /** The live server it is called on (undefined: no server of the run lists it). */
  server?: string;
  tier: SafetyTier;
  examples: PlannedExample[];
  /** Set when its examples cannot run because its server does not list it (a sidecar in the server's folder): a failure of the tool. */
  unknown?: boolean;
}

/**
 * The plan: every tool of the run, with its examples and whether each is called. `live` says which
 * servers can be called (a server whose tools come from a file cannot); `down` names those that
 * could not be started (a reason their sidecars' tools are listed by none).
 */
export function planExamples(tools: readonly ToolToTest[], allow: Permissions, live: ReadonlySet<string>, down: readonly string[] = []): PlannedTool[] {
  const unavailable = down.length ? `; ${down.length === 1 ? `server "${down[0]}" could not be started` : `servers ${down.map((d) => `"${d}"`).join(', ')} could not be started`}` : '';
  return tools.map((t, tool): PlannedTool => {
    const tier = safetyTier(t.descriptor, t.server);
    const examples = own(t.descriptor, 'examples');
    const list: unknown[] = Array.isArray(examples) ? examples : [];
    const onServer = t.server && live.has(t.server.name) ? t.server : undefined;
    const listed = onServer?.definition !== undefined;
    const base = { tool, name: t.name, tier, ...(onServer ? { server: onServer.name } : {}) };
    const notCalled = !onServer
      ? `no server of this run lists a tool "${t.name}"${unavailable}`
      : !listed
        ? `server "${onServer.name}" lists no tool "${t.name}"`
        : gateReason(tier, allow);
    return {
      ...base,
      ...(onServer && !listed ? { unknown: true } : {}),
      examples: list.map((example, index): PlannedExample => {
        if (!isObject(example)) return { index, skip: 'it is not a mapping' };
        const x = own(example, 'x-tooldoc');
        const marked = isObject(x) ? own(x, 'skip') : undefined;
        if (marked !== undefined && marked !== false) return { index, skip: typeof marked === 'string' && marked.trim() ? `x-tooldoc.skip: ${marked.trim()}` : 'it is marked x-tooldoc.skip' };
        const call = own(example, 'tool_call');
        const args = isObject(call) ? own(call, 'arguments') : undefined;
        if (!isObject(call)) return { index, skip: 'it has no tool_call to make' };
        if (args === undefined) return { index, skip: 'its tool_call has no arguments' };
        if (!isObject(args)) return { index, skip: 'its tool_call.arguments is not a mapping' };
        if (notCalled) return { index, skip: notCalled };
        const todo = placeholderIn(args);
        if (todo) return { index, skip: `its tool_call.arguments hold a placeholder (${JSON.stringify(todo.value)} at ${toPointer(todo.path) || 'the top'}); fill in the arguments to call the tool with` };
        return { index, arguments: args };
      }),
    };
  });
}

/** The first string in `v` that is a placeholder ("TODO: a value", as `tooldoc import` stubs arguments), with its path. */
function placeholderIn(v: unknown, path: JsonPath = []): { value: string; path: JsonPath } | undefined {
  if (typeof v === 'string') return isPlaceholder(v) ? { value: v, path } : undefined;
  const entries: Array<[string | number, unknown]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : isObject(v) ? Object.entries(v) : [];
  for (const [k, x] of entries) {
    const found = placeholderIn(x, [...path, k]);
    if (found) return found;
  }
  return undefined;
}

/** A server the run calls: a session, opened when first needed and again after the server dies. */
export interface Caller {
  call(tool: string, args: Record<string, unknown>, timeoutMs: number): Promise<ToolCallOutcome | { kind: 'crashed'; message: string; ms: number }>;
  close(): Promise<void>;
}

/** What opening a session can throw besides a ServerError: nothing else is expected. */
export interface CallerOptions {
  open: () => Promise<ServerSession>;
  /** Tells a ServerError from other errors. */
  isServerError: (err: unknown) => err is Error & { describe(): string };
  /** How many times a server that died is started again (default 3). */
  restarts?: number;
}

/**
 * A caller over sessions: a server that dies in a call is that call's `crashed` outcome, and is
 * started again for the next call (up to `restarts` times; then, and when it cannot be started, the
 * call throws the ServerError, and the run stops calling that server).
 */
export function sessionCaller({ open, isServerError, restarts = 3 }: CallerOptions): Caller {
  let session: Promise<ServerSession> | undefined;
  let left = restarts;
  return {
    async call(tool, args, timeoutMs) {
      session ??= open();
      const s = await session;
      const started = performance.now();
      try {
        return await s.callTool(tool, args, timeoutMs);
      } catch (err) {
        if (!isServerError(err)) throw err;
        await s.close();
        if (left-- <= 0) {
          session = Promise.reject(err);
          session.catch(() => undefined);
        } else session = undefined;
        return { kind: 'crashed', message: err.describe(), ms: Math.round(performance.now() - started) };
      }
    },
    async close() {
      const s = session;
      session = undefined;
      if (s) await (await s.catch(() => undefined))?.close();
    },
  };
}

export type ExampleStatus = 'passed' | 'failed' | 'skipped';

export interface ExampleOutcome {
  /** Index into the plan's tools. */
  tool: number;
  index: number;
  status: ExampleStatus;
  /** Why it was skipped. */
  reason?: string;
  failures: ExampleFailure[];
  ms?: number;
  /** What a failed example's call came back with (absent when it did not answer). */
  answer?: ExampleAnswer;
}

export type RunFailure = Error & { describe(): string };

/**
 * Runs the plan: each server's examples in order, the servers side by side. A server that cannot be
 * started (or keeps dying) ends its part of the run: its remaining examples are skipped, and its
 * error is returned with the outcomes.
 */
export async function runExamples(
  plan: readonly PlannedTool[],
  callers: ReadonlyMap<string, Caller>,
  options: { timeoutMs: number; descriptorOf: (tool: number) => Record<string, unknown>; onOutcome?: (o: ExampleOutcome) => void },
): Promise<{ outcomes: ExampleOutcome[]; failures: Array<{ server: string; error: RunFailure }> }> {
  const byServer = new Map<string | undefined, PlannedTool[]>();
  for (const t of plan) (byServer.get(t.server) ?? byServer.set(t.server, []).get(t.server)!).push(t);
  const outcomes = new Map<string, ExampleOutcome>();
  const key = (tool: number, index: number) => `${tool}:${index}`;
  const record = (o: ExampleOutcome) => {
    outcomes.set(key(o.tool, o.index), o);
    options.onOutcome?.(o);
  };
  const failures: Array<{ server: string; error: RunFailure }> = [];
  await Promise.all(
    [...byServer].map(async ([server, tools]) => {
      const caller = server === undefined ? undefined : callers.get(server);
      let stopped: string | undefined;
      for (const t of tools) {
        for (const e of t.examples) {
          if (t.unknown) {
            record({ tool: t.tool, index: e.index, status: 'failed', failures: [unknownTool(t, server!)] });
            continue;
          }
          if (e.skip !== undefined || !e.arguments || !caller) {
            record({ tool: t.tool, index: e.index, status: 'skipped', reason: e.skip ?? `server "${server}" is not running`, failures: [] });
            continue;
          }
          if (stopped !== undefined) {
            record({ tool: t.tool, index: e.index, status: 'skipped', reason: stopped, failures: [] });
            continue;
          }
          let outcome: Awaited<ReturnType<Caller['call']>>;
          try {
            outcome = await caller.call(t.name, e.arguments, options.timeoutMs);
          } catch (err) {
            if (!(err instanceof Error && 'describe' in err)) throw err;
            failures.push({ server: server!, error: err as RunFailure });
            stopped = `server "${server}" stopped and could not be started again (see above)`;
            record({ tool: t.tool, index: e.index, status: 'skipped', reason: stopped, failures: [] });
            continue;
          }
          const found: ExampleFailure[] =
            outcome.kind === 'crashed'
              ? [{ id: 'crashed', path: ['examples', e.index, 'tool_call'], message: `Example ${e.index + 1} of ${JSON.stringify(t.name)} stopped the server: ${firstLine(outcome.message)}; fix the server, or give the example arguments it survives.` }]
              : checkExample(options.descriptorOf(t.tool), e.index, outcome, options.timeoutMs);
          const answer = found.length && outcome.kind !== 'crashed' ? answerOf(outcome) : undefined;
          record({ tool: t.tool, index: e.index, status: found.length ? 'failed' : 'passed', failures: found, ms: outcome.ms, ...(answer ? { answer } : {}) });
        }
      }
    }),
  );
  // In the plan's order, whatever order the servers answered in.
  const ordered = plan.flatMap((t) => t.examples.map((e) => outcomes.get(key(t.tool, e.index))!));
  return { outcomes: ordered, failures };
}

/** The failure of each example of a tool its server does not list (reported once, at the tool's name). */
const unknownTool = (t: PlannedTool, server: string): ExampleFailure => ({
  id: 'unknown-tool',
  path: ['name'],
  message: `Server "${server}" lists no tool "${t.name}", so ${t.examples.length === 1 ? 'its example' : `its ${t.examples.length} examples`} could not run; fix the name, or move the descriptor out of the server's sidecar folder.`,
});

const firstLine = (s: string) => s.split('\n')[0]!.replace(/\.$/, '');
