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
 * Sets V8's `--heap-growing-percent` for the process. V8 reads it each time it sets a heap's next
 * limit, so it holds from here on, in this thread and in the worker threads started after. For the
 * CLI only: a program that imports tooldoc keeps its own heap policy.
 */
export function boundHeapGrowth(): void {
  if (state !== 'off') return;
  // A flag the user gave node (`node --heap-growing-percent=… tooldoc`) is theirs to keep.
  if (process.execArgv.some((a) => /^--heap[-_]growing[-_]percent\b/.test(a))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
  state = 'bounded';
}

/** Called as the run takes each file's outcome: lifts the bound once the main thread holds a lot. */
export function heapGrew(): void {
  if (state !== 'bounded' || ++count % EVERY || !heapIsLarge()) return;
  v8.setFlagsFromString('--heap-growing-percent=0'); // 0: V8's own, dynamic factor
  state = 'lifted';
}
