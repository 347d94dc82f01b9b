/**
 * How far V8 lets a heap grow past what it held after its last full collection, for a lint run
 * over files. By default V8 lets an old generation grow up to fourfold between full collections
 * while collecting is cheap: a run's main thread, which keeps every tool's catalog view and
 * receives every file's outcome, then carries tens of MiB of dead objects to its peak. Measured on
 * 10,000 one-tool files (2026-11-24): 20 % took 40–60 MiB off the peak of a run in one thread and
 * about 25 MiB off a parallel one, for 2–3 % more CPU (more, smaller collections, marked
 * concurrently).
 *
 * A full collection costs in proportion to what the heap holds, so once the main thread holds a
 * lot the bound costs more time than it saves memory (100,000 one-tool files: 136 s bounded to
 * the end against 107 s): past LARGE the run goes back to V8's own policy.
 */
import v8 from 'node:v8';

const GROWING_PERCENT = 20;
/**
 * What the main thread's heap holds past which a run treats it as large: the growth bound is
 * lifted, and the main thread stops linting beside the workers (src/run/outcomes.ts). Both for
 * one reason: each full collection of that heap then costs in proportion to it.
 */
const LARGE = 192 * 1048576;

/** Whether the heap of this thread holds more than a run should let it lint or collect often. */
export function heapIsLarge(): boolean {
  return v8.getHeapStatistics().used_heap_size > LARGE;
}
/** Outcomes between two looks at the heap's size. */
const EVERY = 64;

let state: 'off' | 'bounded' | 'lifted' = 'off';
let count = 0;

/**
 * A thread's young generation (where V8 makes objects, and collects them cheaply while few outlive
 * a collection). V8 doubles it, up to 32 MiB for the main thread, each time many of its objects
 * outlive a collection: in a lint run that happens at once, while the CLI loads and the files are
 * found, and again all along the pass, as the main thread keeps each file's outcome. In a parallel
 * run that 32 MiB then sits beside the catalog views to the end of the report, so the CLI holds
 * young generations near the size V8 starts them with: `--semi-space-growth-factor=1` (V8 reads
 * the factor each time it would grow one; `--max-semi-space-size` is read only when a heap is
 * made). V8 sets the factor back to at least 2 whenever it makes a heap, that is each time a worker
 * thread starts, so the run sets it again once the worker is up (heapMade); the main thread's may
 * grow once in between. Measured on 10,000 tools (2026-11-27, alternating runs, medians): peak RSS
 * 199 -> 169 MiB with one tool per file and 222 -> 176 MiB with 50 per file, for 3-7 % more wall
 * time. Young generations grow again (freeYoungGeneration) in a run in one thread, whose main
 * thread lints every file and would promote more of each file's garbage (10-25 % more CPU on
 * 10,000 one-tool files), and once the main thread holds a lot (LARGE), where what a small young
 * generation promotes adds to a large old one.
 */
let young: 'off' | 'bounded' | 'free' = 'off';
/** V8's own `--semi-space-growth-factor`. */
const V8_GROWTH_FACTOR = 2;

/** Whether the user gave node a flag `flag` matches, on its command line or in NODE_OPTIONS: theirs to keep. */
export function userSet(flag: RegExp): boolean {
  return process.execArgv.some((a) => flag.test(a)) || (process.env.NODE_OPTIONS ?? '').split(/\s+/).some((a) => flag.test(a));
}

/**
 * Sets V8's `--heap-growing-percent` for the process, and holds young generations where they start
 * (see `young`). V8 reads both flags as it goes, so they hold from here on, in this thread and in the
 * worker threads started after. For the CLI only: a program that imports tooldoc keeps its own heap
 * policy.
 */
export function boundHeapGrowth(): void {
  // A flag the user gave node (`node --heap-growing-percent=… tooldoc`) is theirs to keep.
  if (young === 'off' && !userSet(/^--(?:semi[-_]space[-_]growth[-_]factor|(?:max|min)[-_]semi[-_]space[-_]size)\b/)) {
    v8.setFlagsFromString('--semi-space-growth-factor=1');
    young = 'bounded';
  }
  if (state !== 'off') return;
  if (userSet(/^--heap[-_]growing[-_]percent\b/)) return;
  v8.setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
  state = 'bounded';
}

/**
 * For the CLI's `lint`, before it loads: young generations start bounded, so that loading the CLI
 * (rules, lexicons, reporters: many objects that all outlive their first collections) does not
 * double the main thread's young generation before `boundHeapGrowth` runs. Measured (2026-11-28):
 * loading the CLI took it to 8 MiB (2 MiB with this), and the first worker's start once more to 16.
 * Stateless: `boundHeapGrowth` and `freeYoungGeneration` decide from there.
 */
export function holdYoungGenerationFromStart(): void {
  if (!userSet(/^--(?:semi[-_]space[-_]growth[-_]factor|(?:max|min)[-_]semi[-_]space[-_]size)\b/)) v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** A worker thread has started: its new heap set the young generations' growth back to V8's own (see `young`). */
export function heapMade(): void {
  if (young === 'bounded') v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** For a run that lints every file in this thread: young generations grow as V8 would have them. */
export function freeYoungGeneration(): void {
  if (young !== 'bounded') return;
  v8.setFlagsFromString(`--semi-space-growth-factor=${V8_GROWTH_FACTOR}`);
  young = 'free';
}

/** Called as the run takes each file's outcome: lifts both bounds once the main thread holds a lot. */
export function heapGrew(): void {
  if ((state !== 'bounded' && young !== 'bounded') || ++count % EVERY || !heapIsLarge()) return;
  if (state === 'bounded') {
    v8.setFlagsFromString('--heap-growing-percent=0'); // 0: V8's own, dynamic factor
    state = 'lifted';
  }
  freeYoungGeneration();
}
