/**
 * Every built-in rule is linear in its input: for each family of adversarial inputs
 * (linear-inputs.ts: runs of each kind of white space, long words and repeated marks, the words of
 * each rule's own bad example repeated, deep and wide schemas, `$ref` chains and DAGs, long lists, a
 * catalog), every rule of the registry is timed on the input at size n and 2n, in one run of all
 * rules, and the test fails where doubling the input more than about doubles a rule's time (the
 * ratio of the least times of three runs over 3, with headroom for noise; a suspect, past 2.5, is timed again at twice the sizes,
 * and one still past 3 at twice those, so that a cost that steps up once past some size is not taken for one that grows faster;
 * the pauses of garbage collection, which fall where the heap fills, are left out), or the whole
 * run's (parsing, locating, the stages after the rules).
 *
 * The size of each family is found by doubling from a small one until the run takes long enough to
 * time (or the family's largest size): a rule that is quadratic or worse takes that long early, so a
 * failure is found in bounded time too.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lockReader } from '../../src/diff/lock.js';
import { lintTexts } from '../../src/run/lint.js';
import type { Rule, ToolVisitor } from '../../src/types/index.js';
import { families, type Family, type Run } from './linear-inputs.js';

/** A run long enough to time, in ms. */
const LONG_ENOUGH = 40;
/** Times below this (ms, at 2n) are too short to judge a rule by. */
const FLOOR = 4;
/** Doubling the input may take at most this many times as long. */
const MAX_RATIO = 3;
/**
 * A rule that grows by more than this on doubling is timed again at twice the sizes, though it
 * passed: a quadratic part still small beside the linear one at n (×2.9 where ×4 is its limit) is
 * the larger part at 4n.
 */
const RECHECK_RATIO = 2.5;
const REPS = 3;
/**
 * A suspect is timed again at twice the sizes before it fails, unless it is slow already (this, in
 * ms at 2n) or grew far more than noise could make it (CLEAR_RATIO): then timing it at 4n could take
 * long (a rule that is exponential).
 */
const CONFIRM_BELOW = 1000;
const CLEAR_RATIO = 10;

/**
 * Garbage collections, as V8 reports them (start and duration, in performance.now() time). A
 * collection pauses whatever runs when the heap fills, and the heap fills at about the same point
 * of each run of one input: left in, the same pause would fall into the same rule's time each run.
 */
const collections: Array<{ start: number; end: number }> = [];
const observer = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) collections.push({ start: e.startTime, end: e.startTime + e.duration });
});
observer.observe({ entryTypes: ['gc'] });

/** Every rule, timed: each call of its check, of its visitor's handlers (or of its catalog check), kept as a window of time. */
function timed(rules: readonly Rule[]) {
  const windows: Array<{ id: string; start: number; end: number }> = [];
  const wrap = <A extends unknown[], R>(id: string, f: (...a: A) => R) => (...a: A): R => {
    const start = performance.now();
    try {
      return f(...a);
    } finally {
      windows.push({ id, start, end: performance.now() });
    }
  };
  const wrapped = rules.map(
    (r): Rule => ({
      ...r,
      ...(r.check ? { check: wrap(r.meta.id, (c: Parameters<NonNullable<Rule['check']>>[0]) => r.check!(c)) } : {}),
      ...(r.create
        ? {
            create: (c: Parameters<NonNullable<Rule['create']>>[0]) => {
              const visitor = r.create!(c);
              const handlers = Object.entries(visitor) as Array<[keyof ToolVisitor, (node: unknown) => void]>;
              return Object.fromEntries(handlers.map(([kind, fn]) => [kind, wrap(r.meta.id, (node: unknown) => fn.call(visitor, node))]));
            },
          }
        : {}),
      ...(r.checkCatalog ? { checkCatalog: wrap(r.meta.id, (c: Parameters<NonNullable<Rule['checkCatalog']>>[0]) => r.checkCatalog!(c)) } : {}),
    }),
  );
  return { rules: wrapped, windows };
}

/** How much of [start, end] the collections since `from` took. */
function collected(start: number, end: number, from: number): number {
  let ms = 0;
  for (let i = from; i < collections.length; i++) {
    const c = collections[i]!;
    ms += Math.max(0, Math.min(end, c.end) - Math.max(start, c.start));
  }
  return ms;
}

/** A run of every rule on the input: the whole run's time and each rule's, less what garbage collections took. */
async function lintRun(run: Run): Promise<{ total: number; rules: Map<string, number>; crashed: string[] }> {
  const { rules, windows } = timed(builtinRules);
  const from = collections.length;
  const t = performance.now();
  const result = lintTexts(run.files, {
    rules,
    limits: { maxFileTime: 600_000 },
    ...(run.servers ? { servers: run.servers } : {}),
    ...(run.previous ? { previous: run.previous } : {}),
    ...(run.lock ? { locked: lockReader({ lockfileVersion: 1, catalogs: run.lock }, 'tooldoc.lock.json') } : {}),
  });
  const end = performance.now();
  // V8 reports collections once the thread is free again.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const mine = collections.slice(from).filter((c) => c.end > t && c.start < end);
  const times = new Map<string, number>();
  // Windows come in time order, as do collections: each window is compared with the few that overlap it.
  let c = 0;
  for (const w of windows) {
    while (c < mine.length && mine[c]!.end <= w.start) c++;
    let pause = 0;
    for (let i = c; i < mine.length && mine[i]!.start < w.end; i++) pause += Math.max(0, Math.min(w.end, mine[i]!.end) - Math.max(w.start, mine[i]!.start));
    times.set(w.id, (times.get(w.id) ?? 0) + w.end - w.start - pause);
  }
  const total = end - t - collected(t, end, from);
  const crashed = result.files.flatMap((f) => f.diagnostics.filter((d) => d.ruleId === 'internal/rule-error').map((d) => d.message));
  return { total, rules: times, crashed };
}

/**
 * The least of each time over the runs: what the machine adds (another process, a collection of
 * garbage) only ever adds, so the least is the one nearest the rule's own cost.
 */
const least = (xs: number[]) => Math.min(...xs);
let salt = 0;

/** Least times of the whole run and of each rule, at n and at 2n (runs interleaved, so a slow moment of the machine hits both). */
async function timesAt(family: Family, n: number, reps = REPS) {
  const a: Array<Awaited<ReturnType<typeof lintRun>>> = [];
  const b: Array<Awaited<ReturnType<typeof lintRun>>> = [];
  for (let r = 0; r < reps; r++) {
    // Made anew for each run, and different: no cache answers for a run what an earlier one worked out.
    const small = family.make(n, ++salt);
    const large = family.make(2 * n, ++salt);
    a.push(await lintRun(small));
    b.push(await lintRun(large));
  }
  const keys = ['the whole run', ...builtinRules.map((r) => r.meta.id)];
  const at = (x: Awaited<ReturnType<typeof lintRun>>, key: string) => (key === 'the whole run' ? x.total : (x.rules.get(key) ?? 0));
  return {
    crashed: b[0]!.crashed,
    times: new Map(keys.map((k) => [k, { n, tn: least(a.map((x) => at(x, k))), t2n: least(b.map((x) => at(x, k))) }])),
  };
}

const tooSlow = (t: { tn: number; t2n: number }) => t.t2n >= FLOOR && t.t2n > MAX_RATIO * t.tn;
const nearlyTooSlow = (t: { tn: number; t2n: number }) => t.t2n >= FLOOR && t.t2n > RECHECK_RATIO * t.tn;
const said = (key: string, t: { n: number; tn: number; t2n: number }) => `${key}: ${t.tn.toFixed(1)} ms at n = ${t.n}, ${t.t2n.toFixed(1)} ms at ${2 * t.n} (×${(t.t2n / t.tn).toFixed(1)})`;

describe('every rule is linear in every field it reads', () => {
  for (const family of families()) {
    it(family.name, { timeout: 120_000 }, async () => {
      // The size: doubled until the part of a run that grows with it is long enough to time. The
      // pair timed is then (n, 2n) below the size that was long enough: a rule that is exponential
      // is not run at twice a size that already took long.
      let n = family.from;
      await lintRun(family.make(n)); // warm: the first run of a shape compiles code
      const base = (await lintRun(family.make(n))).total;
      while (2 * n < family.to && (await lintRun(family.make(2 * n))).total < Math.max(LONG_ENOUGH, 4 * base)) n *= 2;
      const first = await timesAt(family, n);
      expect(first.crashed, 'no rule crashes').toEqual([]);
      let suspects = [...first.times].filter(([, t]) => nearlyTooSlow(t));
      // A suspect (one that more than triples, or nearly) is timed again, more often, at twice the
      // sizes where the family goes that far: the machine's noise does not repeat, a rule's growth
      // does, and a quadratic part grows past the linear one; a cost that grows faster only up to a
      // bound (texts read in pieces of at most 600 characters) is linear past it.
      const unsure = ([, t]: [string, { tn: number; t2n: number }]) => t.t2n < CONFIRM_BELOW && t.t2n < CLEAR_RATIO * t.tn;
      if (suspects.some(unsure)) {
        const m = 4 * n <= family.to ? 2 * n : n;
        const again = await timesAt(family, m, 2 * REPS);
        suspects = suspects.map((s): [string, { n: number; tn: number; t2n: number }] => [s[0], unsure(s) ? again.times.get(s[0])! : s[1]]);
        // Still more than tripled: timed once more, at twice those sizes (past the family's largest).
        // A cost that grows faster than the input does so at every doubling; a step does not: a cost
        // that jumps once past some size and is linear on either side (garbage collection that
        // starts to weigh once the heap passes a threshold, under a regular expression as long as
        // the text it reads) more than triples at the doubling that crosses it, and about doubles
        // at the next. It fails only when both doublings more than triple.
        const stepped = suspects.filter((s) => tooSlow(s[1]) && unsure(s)).map(([k]) => k);
        if (stepped.length) {
          const third = await timesAt(family, 2 * m, 2 * REPS);
          suspects = suspects.map((s): [string, { n: number; tn: number; t2n: number }] => {
            if (!stepped.includes(s[0])) return s;
            const next = third.times.get(s[0])!;
            // Still too slow at the next doubling: the failure names both.
            return tooSlow(next) ? [`${s[0]} (then ${said('', next).slice(2)})`, s[1]] : [s[0], next];
          });
        }
      }
      suspects = suspects.filter(([, t]) => tooSlow(t));
      if (suspects.length) console.log(`${family.name}:\n  ${suspects.map(([k, t]) => said(k, t)).join('\n  ')}`);
      expect(suspects.map(([k, t]) => said(k, t)), 'doubling the input more than triples the time').toEqual([]);
    });
  }
});
