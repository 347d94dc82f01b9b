/**
 * One walk of each tool for every rule (ESLint's traversal): rules say what they look at (`create`
 * returns a `ToolVisitor`), and the core walks the tool once and calls each handler that asked for
 * a node's kind, in rule order. What the walk hands out (the texts a model reads with their
 * readings, the schema walks, the examples and errors) is made once per tool by the toolkit and
 * shared with the rules that still ask for it themselves (src/toolkit/memo.ts).
 *
 * A rule with `check` runs where its `tool` handler would. A handler that throws ends that rule's
 * walk of the tool (its other handlers skip the tool) and the caller records the crash.
 */
import { errorsOf, examplesOf } from '../toolkit/examples.js';
import { modelTexts } from '../toolkit/model-text.js';
import { walkProperties, walkSchemas } from '../toolkit/util.js';
import type { Rule, Tool, ToolContext, ToolVisitor } from '../types/index.js';

/** The kinds a visitor may ask for, in the order a tool's walk reaches them. */
export const VISITOR_KINDS = [
  'tool',
  'text',
  'schema',
  'parameters schema',
  'returns schema',
  'property',
  'parameters property',
  'returns property',
  'example',
  'error',
  'tool:exit',
] as const;
const KNOWN = new Set<string>(VISITOR_KINDS);

/** A handler and the rule (its index in the file's rules) it belongs to. */
interface Handler {
  rule: number;
  visitor: ToolVisitor;
  fn: (node: unknown) => unknown;
}

/** A rule of the file as the walk runs it. */
export interface WalkRule {
  rule: Rule;
  context: ToolContext;
}

/** What the walk tells its caller: which rule is about to run (its reports are that rule's), and that one threw. */
export interface WalkHooks {
  enter(rule: number): void;
  crash(rule: number, err: unknown): void;
}

/** The handlers of a file's rules, by the part of the walk that calls them (`schema` and `property` per block). */
interface Plan {
  /** Per rule: its `check`, its `tool` handler, or what its `create` threw. */
  start: Array<{ check: (context: ToolContext) => unknown } | { handler: Handler } | { failed: unknown } | undefined>;
  text: Handler[];
  schema: { parameters: Handler[]; returns: Handler[] };
  property: { parameters: Handler[]; returns: Handler[] };
  example: Handler[];
  error: Handler[];
  exit: Handler[];
}

/**
 * The walk of one file's tools. Each `create` is called once, before the first tool (so a file with
 * no tool calls none).
 */
export class ToolWalk {
  private plan: Plan | undefined;

  constructor(
    private readonly rules: readonly WalkRule[],
    private readonly hooks: WalkHooks,
  ) {}

  /** Creates the visitors; a rule whose `create` throws, or returns what is not a visitor, crashes on every tool. */
  private make(): Plan {
    const plan: Plan = { start: [], text: [], schema: { parameters: [], returns: [] }, property: { parameters: [], returns: [] }, example: [], error: [], exit: [] };
    this.rules.forEach(({ rule, context }, i) => {
      if (!rule.create) {
        plan.start[i] = { check: (c) => rule.check!(c) };
        return;
      }
      let visitor: ToolVisitor;
      try {
        visitor = rule.create(context);
        if (visitor === null || typeof visitor !== 'object') throw new TypeError('create() must return an object of handlers by node kind');
        for (const [kind, fn] of Object.entries(visitor)) {
          if (!KNOWN.has(kind)) throw new TypeError(`create() returned a handler for "${kind}", which is not a node kind (${VISITOR_KINDS.join(', ')})`);
          if (typeof fn !== 'function') throw new TypeError(`create() returned a "${kind}" handler that is not a function`);
        }
      } catch (err) {
        plan.start[i] = { failed: err };
        return;
      }
      const handler = (fn: unknown): Handler => ({ rule: i, visitor, fn: fn as Handler['fn'] });
      if (visitor.tool) plan.start[i] = { handler: handler(visitor.tool) };
      if (visitor.text) plan.text.push(handler(visitor.text));
      for (const kind of ['schema', 'property'] as const) {
        for (const block of ['parameters', 'returns'] as const) {
          const fn = visitor[kind] ?? visitor[`${block} ${kind}`];
          if (visitor[kind] && visitor[`${block} ${kind}`]) {
            // Both: the block's own handler after the general one.
            const general = handler(visitor[kind]);
            const scoped = handler(visitor[`${block} ${kind}`]);
            plan[kind][block].push(general, scoped);
          } else if (fn) plan[kind][block].push(handler(fn));
        }
      }
      if (visitor.example) plan.example.push(handler(visitor.example));
      if (visitor.error) plan.error.push(handler(visitor.error));
      if (visitor['tool:exit']) plan.exit.push(handler(visitor['tool:exit']));
    });
    return plan;
  }

  /**
   * Walks one tool: `skip[i]` is true for a rule that does not check it (set here for a rule that
   * crashes on it). The rules' contexts already point at the tool.
   */
  walk(tool: Tool, skip: boolean[]): void {
    const plan = (this.plan ??= this.make());
    const d = tool.descriptor;
    for (let i = 0; i < this.rules.length; i++) {
      const start = plan.start[i];
      if (!start || skip[i]) continue;
      if ('handler' in start) this.run(start.handler, tool, skip);
      else {
        this.hooks.enter(i);
        try {
          if ('failed' in start) throw start.failed;
          settled(start.check(this.rules[i]!.context));
        } catch (err) {
          this.hooks.crash(i, err);
          skip[i] = true;
        }
      }
    }
    if (plan.text.length) for (const t of modelTexts(d)) this.each(plan.text, t, skip);
    for (const kind of ['schema', 'property'] as const) {
      for (const block of ['parameters', 'returns'] as const) {
        const list = plan[kind][block];
        if (!list.length) continue;
        for (const node of kind === 'schema' ? walkSchemas(d[block], [block]) : walkProperties(d[block], [block])) this.each(list, node, skip);
      }
    }
    if (plan.example.length) for (const e of examplesOf(d)) this.each(plan.example, e, skip);
    if (plan.error.length) for (const e of errorsOf(d)) this.each(plan.error, e, skip);
    if (plan.exit.length) this.each(plan.exit, tool, skip);
  }

  private each(list: readonly Handler[], node: unknown, skip: boolean[]): void {
    for (const h of list) if (!skip[h.rule]) this.run(h, node, skip);
  }

  private run(h: Handler, node: unknown, skip: boolean[]): void {
    this.hooks.enter(h.rule);
    try {
      const returned = h.fn.call(h.visitor, node);
      if (returned !== undefined) settled(returned);
    } catch (err) {
      this.hooks.crash(h.rule, err);
      skip[h.rule] = true;
    }
  }
}

/**
 * Rules are synchronous. One that returns a promise (an `async` check from a plugin) would report
 * after the run is over, or reject with nobody listening and take the process down: its promise is
 * silenced and the rule counts as crashed.
 */
export function settled(returned: unknown): void {
  if (returned !== null && typeof returned === 'object' && typeof (returned as { then?: unknown }).then === 'function') {
    (returned as Promise<unknown>).then(undefined, () => undefined);
    throw new Error('it returned a promise; rules must report synchronously (remove `async` and any `await` from check)');
  }
}
