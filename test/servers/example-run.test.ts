/**
 * Which examples `tooldoc test` calls, and how it calls them (src/servers/example-run.ts), in memory:
 * the safety tiers and their gate, the plan's skip reasons, the order of calls, and a server that
 * dies in a call being started again.
 */
import { describe, expect, it } from 'vitest';
import { gateReason, planExamples, runExamples, safetyTier, sessionCaller, type Caller } from '../../src/servers/example-run.js';
import type { ServerSession, ToolCallOutcome } from '../../src/servers/list.js';

const idem = (safe: boolean | undefined, idempotent: boolean | undefined, destructive: boolean | undefined) => ({ idempotency: { safe, idempotent, destructive } });

describe('safetyTier: what a tool may change', () => {
  it('reads the idempotency block (§3.6), cautiously', () => {
    expect(safetyTier(idem(true, true, false))).toBe('read');
    expect(safetyTier(idem(false, true, false))).toBe('idempotent-write');
    expect(safetyTier(idem(false, false, false))).toBe('write');
    expect(safetyTier(idem(false, true, true))).toBe('destructive');
    // A write that does not say it is not destructive is not called as an idempotent one.
    expect(safetyTier({ idempotency: { safe: false, idempotent: true } })).toBe('undeclared');
    expect(safetyTier({})).toBe('undeclared');
    // safe: true with destructive: true is the contradiction lint reports; the cautious reading wins.
    expect(safetyTier(idem(true, true, true))).toBe('destructive');
  });

  it('takes the most cautious of the sidecar and the server', () => {
    // The sidecar says safe; the server marks it destructive.
    expect(safetyTier(idem(true, true, false), { definition: idem(false, false, true) })).toBe('destructive');
    // The server says nothing; the sidecar's word stands.
    expect(safetyTier(idem(true, true, false), { definition: { name: 'x' } })).toBe('read');
  });

  it('lets each permission through as documented', () => {
    expect(gateReason('read', {})).toBeUndefined();
    expect(gateReason('idempotent-write', {})).toBe('it writes (it is not declared safe: true); --allow-writes runs idempotent writes');
    expect(gateReason('idempotent-write', { writes: true })).toBeUndefined();
    expect(gateReason('write', { writes: true })).toBe('it writes and is not declared idempotent; --allow-destructive runs it');
    expect(gateReason('destructive', { writes: true })).toBe('it is declared destructive; --allow-destructive runs it');
    expect(gateReason('undeclared', {})).toMatch(/^it does not declare what it changes/);
    for (const tier of ['write', 'destructive', 'undeclared'] as const) expect(gateReason(tier, { destructive: true })).toBeUndefined();
  });
});

describe('planExamples', () => {
  const server = (name: string, definition?: Record<string, unknown>) => ({ name, tools: ['get'], sidecars: true, live: true, ...(definition ? { definition } : {}) });
  const call = (args: unknown) => ({ prompt: 'p', tool_call: { name: 'get', arguments: args } });

  it('says why each example that is not called is not', () => {
    const [plan] = planExamples(
      [
        {
          name: 'get',
          descriptor: { ...idem(true, true, false), examples: [call({ id: 1 }), 'text', { prompt: 'p' }, { tool_call: { name: 'get' } }, call([1]), { ...call({}), 'x-tooldoc': { skip: 'needs a token' } }, { ...call({}), 'x-tooldoc': { skip: true } }] },
          server: server('s', { name: 'get' }),
        },
      ],
      {},
      new Set(['s']),
    );
    expect(plan!.examples).toEqual([
      { index: 0, arguments: { id: 1 } },
      { index: 1, skip: 'it is not a mapping' },
      { index: 2, skip: 'it has no tool_call to make' },
      { index: 3, skip: 'its tool_call has no arguments' },
      { index: 4, skip: 'its tool_call.arguments is not a mapping' },
      { index: 5, skip: 'x-tooldoc.skip: needs a token' },
      { index: 6, skip: 'it is marked x-tooldoc.skip' },
    ]);
  });

  it("does not call an example whose arguments still hold a placeholder (tooldoc import's stubs), and says where", () => {
    const [plan] = planExamples([{ name: 'get', descriptor: { ...idem(true, true, false), examples: [call({ id: 'TODO: a value' }), call({ filter: { tags: ['a', 'FIXME'] } }), call({ id: 'TODO is a word here' })] }, server: server('s', { name: 'get' }) }], {}, new Set(['s']));
    expect(plan!.examples).toEqual([
      { index: 0, skip: 'its tool_call.arguments hold a placeholder ("TODO: a value" at /id); fill in the arguments to call the tool with' },
      { index: 1, skip: 'its tool_call.arguments hold a placeholder ("FIXME" at /filter/tags/1); fill in the arguments to call the tool with' },
      { index: 2, skip: 'its tool_call.arguments hold a placeholder ("TODO is a word here" at /id); fill in the arguments to call the tool with' },
    ]);
    // The safety gate's reason comes first: it holds for the tool whatever its arguments.
    const [gated] = planExamples([{ name: 'get', descriptor: { examples: [call({ id: 'TODO: a value' })] }, server: server('s', { name: 'get' }) }], {}, new Set(['s']));
    expect(gated!.examples[0]!.skip).toMatch(/^it does not declare what it changes/);
  });

  it('marks a sidecar whose server does not list its tool, and a tool no live server lists', () => {
    const plans = planExamples(
      [
        { name: 'gone', descriptor: { examples: [call({})] }, server: server('s') },
        { name: 'loose', descriptor: { examples: [call({})] } },
        { name: 'filed', descriptor: { examples: [call({})] }, server: server('from-file', { name: 'filed' }) },
      ],
      { destructive: true },
      new Set(['s']),
      ['down'],
    );
    expect(plans.map((p) => [p.name, p.server, p.unknown, p.examples[0]!.skip])).toEqual([
      ['gone', 's', true, 'server "s" lists no tool "gone"'],
      ['loose', undefined, undefined, 'no server of this run lists a tool "loose"; server "down" could not be started'],
      ['filed', undefined, undefined, 'no server of this run lists a tool "filed"; server "down" could not be started'],
    ]);
  });
});

describe('runExamples', () => {
  const TOOL = { name: 'get', examples: [{ tool_call: { name: 'get', arguments: { n: 1 } }, result: 1 }, { tool_call: { name: 'get', arguments: { n: 2 } }, result: 2 }] };
  const answer = (n: number): ToolCallOutcome => ({ kind: 'result', result: { content: [{ type: 'text', text: String(n) }] }, ms: 1 });

  it('calls one server in the plan\'s order, and reports outcomes in the plan\'s order whatever order servers answer in', async () => {
    const calls: string[] = [];
    const caller = (name: string, delay: number): Caller => ({
      call: async (tool, args) => {
        calls.push(`${name}:${JSON.stringify(args)}`);
        await new Promise((r) => setTimeout(r, delay));
        return answer(Number(args.n));
      },
      close: () => Promise.resolve(),
    });
    const plan = [
      { tool: 0, name: 'get', server: 'slow', tier: 'read' as const, examples: [{ index: 0, arguments: { n: 1 } }, { index: 1, arguments: { n: 2 } }] },
      { tool: 1, name: 'get', server: 'fast', tier: 'read' as const, examples: [{ index: 0, arguments: { n: 1 } }, { index: 1, arguments: { n: 3 } }] },
    ];
    const { outcomes, failures } = await runExamples(plan, new Map([['slow', caller('slow', 30)], ['fast', caller('fast', 0)]]), { timeoutMs: 1000, descriptorOf: () => TOOL });
    expect(failures).toEqual([]);
    expect(calls.filter((c) => c.startsWith('slow'))).toEqual(['slow:{"n":1}', 'slow:{"n":2}']);
    expect(outcomes.map((o) => [o.tool, o.index, o.status])).toEqual([
      [0, 0, 'passed'],
      [0, 1, 'passed'],
      [1, 0, 'passed'],
      [1, 1, 'failed'],
    ]);
    expect(outcomes[3]!.failures.map((f) => f.id)).toEqual(['result']);
    // A failed example carries the whole answer it disagreed with; one that passed does not.
    expect(outcomes[3]!.answer).toEqual({ value: 3 });
    expect(outcomes[0]!.answer).toBeUndefined();
  });

  it('starts a server again after it dies in a call, and gives up after the restarts allowed', async () => {
    class Down extends Error {
      describe() {
        return this.message;
      }
    }
    let opened = 0;
    const session = (): ServerSession => ({
      name: 's',
      listTools: () => Promise.resolve({ tools: [], pages: 1 }),
      callTool: (_tool, args) => (args.n === 1 ? Promise.reject(new Down('server "s" failed while running tool "get": it exited with code 1.')) : Promise.resolve(answer(Number(args.n)))),
      close: () => Promise.resolve(),
    });
    const caller = sessionCaller({ open: () => (opened++, Promise.resolve(session())), isServerError: (e): e is Down => e instanceof Down, restarts: 1 });
    const ns = [1, 2, 1, 2, 2];
    const descriptor = { name: 'get', examples: ns.map((n) => ({ tool_call: { name: 'get', arguments: { n } }, result: n })) };
    const plan = [{ tool: 0, name: 'get', server: 's', tier: 'read' as const, examples: ns.map((n, index) => ({ index, arguments: { n } })) }];
    const { outcomes, failures } = await runExamples(plan, new Map([['s', caller]]), { timeoutMs: 1000, descriptorOf: () => descriptor });
    // Crash, pass (restarted), crash (no restarts left), then the server is given up on.
    expect(outcomes.map((o) => o.status)).toEqual(['failed', 'passed', 'failed', 'skipped', 'skipped']);
    expect(outcomes[0]!.failures[0]).toEqual({ id: 'crashed', path: ['examples', 0, 'tool_call'], message: 'Example 1 of "get" stopped the server: server "s" failed while running tool "get": it exited with code 1; fix the server, or give the example arguments it survives.' });
    expect(outcomes[3]!.reason).toBe('server "s" stopped and could not be started again (see above)');
    expect(failures.map((f) => f.server)).toEqual(['s']);
    expect(opened).toBe(2);
  });
});
