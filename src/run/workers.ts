/**
 * The per-file pass in worker threads, where the work on each file can be stopped. A rule runs
 * synchronously and JavaScript cannot interrupt it, but a thread can be ended: each worker says which
 * job it is on and which tool of it, in memory it shares with the main thread (so saying it costs no
 * message), and the main thread looks every WATCH_MS. A worker still on one job past the time limit
 * (`--max-file-time`, and GRACE_MS for the core's own stop between tools to come first) is terminated
 * and replaced: that job's answer says where it stopped (`input/resource-limit` at the tool being
 * checked, src/run/stopped.ts), and the jobs sent with it go to the next worker. The main thread
 * lints nothing itself, so it is always free to take outcomes, answer an editor, and stop on Ctrl-C.
 *
 * A job is a file to read and lint, a text in memory, or a live server's own tools. Each worker
 * builds its linter from a setup module (the configuration holds functions, which cannot be sent).
 * Workers are started when the first job comes (about 70 ms each, while the main thread goes on
 * finding files) and end with `close`.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FileOutcome } from '../core/outcome.js';
import type { FoundFile } from '../files/find.js';
import type { JsonPath, Range } from '../types/index.js';
import type { FixOptions } from './fix.js';
import { PROGRESS_BYTES, WORKER_HEAP_MB, WORKER_YOUNG_MB, takeEarlyWorker } from './early-worker.js';

export interface WorkerSetup {
  /**
   * How a worker rebuilds the linter's configuration (rules, plugins, settings, servers), which holds
   * functions and cannot be sent: an ES module URL exporting `workerLintOptions(data)`, and its data.
   */
  module: string;
  data: unknown;
}

export interface ParallelOptions {
  /** Worker threads: a number, or 'auto' (one per core, up to 4, when the run is large enough; else one). */
  workers: number | 'auto';
  setup: WorkerSetup;
  /** With 'auto', more than one worker only above this many bytes of input (default 1.5 MiB). */
  minBytes?: number;
}

/** `fix`: fix the file or text as it is linted (`lint --fix`, src/run/fix.ts); the worker's linter must compute fixes. */
export type Job =
  | { kind: 'file'; found: FoundFile; fix?: FixOptions }
  /** A text in memory (stdin, an editor's unsaved document): `unknown` as in LintTextOptions. */
  | { kind: 'text'; path: string; text: string; absolutePath?: string; unknown?: 'fail' | 'skip'; fix?: FixOptions }
  /** A live server's own tools (the run's ServerJoin, rebuilt in the worker, by its index among the live ones). */
  | { kind: 'server'; index: number };

/** Where a worker was in a job it did not finish. */
export interface Stopped {
  reason: 'time' | 'memory' | 'crash';
  /** What the thread said when it ended (a crash). */
  detail?: string;
  /** The tool being checked, once the rules had started. */
  tool?: StoppedTool;
}

export interface StoppedTool {
  /** Its index in the file, and how many tools the file has. */
  index: number;
  count: number;
  name: string;
  doc: number;
  path: JsonPath;
  range: Range;
}

export type JobAnswer = { outcome: FileOutcome } | { stopped: Stopped };

/** A job not answered because its pool was closed (the run, or the editor's project, is over). */
export class WorkersClosed extends Error {
  constructor() {
    super('the worker threads were closed before the job was done');
  }
}

/**
 * Something a plugin threw in a worker thread outside any rule (from a timer, a promise nobody
 * awaited): the run cannot be trusted, as when it is thrown in the main thread, and it ends with
 * exit 2 and this message.
 */
export class ThrownOutsideRule extends Error {
  readonly outsideRule = true;
}

/** How long a closing pool lets a worker finish what a rule left pending (timers) before it is ended, in ms. */
const CLOSE_GRACE_MS = 1000;

/** What a worker sends back for each job of a batch. */
export interface JobDone {
  seq: number;
  outcome?: FileOutcome;
  /** An error of tooldoc's own (not a rule's: those are findings). */
  error?: string;
}

/*
 * WORKER_HEAP_MB (src/run/early-worker.ts): a worker's old-generation heap, in MiB (see WORKER_FILE_BYTES).
 * WORKER_YOUNG_MB (the same): a worker's young generation. V8's default lets each worker's nursery grow to 48 MiB; a worker
 * holds one file at a time, so a small one keeps its garbage as short-lived as before. 16 MiB took
 * 40–50 MiB off the peak of 10,000 tools; 8 MiB (2026-11-24, alternating runs) another 10–20 MiB on
 * one-tool files (240–256 against 258–266 MiB) and nothing on 50 tools per file, the same CPU time
 * either way; 4 MiB saved 5–10 MiB more but cost time (more scavenges).
 */
/**
 * Files larger than this go to a worker without the heap cap, as does a job whose worker ran out of
 * memory: the cap (256 MiB: measured on 10,000 tools, it took the peak from about 365 to 320 MiB
 * with one tool per file, within the noise in time) is for the many small files of a large run.
 */
const WORKER_FILE_BYTES = 2 * 1048576;
/**
 * Jobs sent to a worker in one message: up to 16, and no more than about 64 KiB of files. A batch of
 * small files costs one message, not one each; a bound in bytes keeps a batch of large files from
 * leaving the other threads idle at the end of the pass.
 */
const BATCH = 16;
const BATCH_BYTES = 64 * 1024;
/** How often the main thread looks at what each worker is on, in ms. */
const WATCH_MS = 100;
/** How long past the time limit a job may run before its worker is ended, in ms (see the header). */
export const GRACE_MS = 1000;

/**
 * Shared progress, one block per worker: the job it is on, then (once the rules start) the tool's
 * index + 1, the file's tool count, and the tool's name and place as JSON.
 */
const HEADER = 4;
export const PROGRESS = { bytes: PROGRESS_BYTES, header: HEADER, chars: (PROGRESS_BYTES - HEADER * 4) / 2 };

/** How many workers a run gets (see ParallelOptions.workers). */
export function workerCount(workers: number | 'auto', bytes: number, minBytes = 1.5 * 1048576): number {
  const cores = availableParallelism();
  if (workers === 'auto') return bytes >= minBytes ? Math.max(1, Math.min(cores, 4)) : 1;
  // More threads than cores only add memory (each loads tooldoc again).
  return Math.max(1, Math.min(workers, cores));
}

interface Task {
  seq: number;
  job: Job;
  bytes: number;
  /** Runs in a worker without the heap cap. */
  uncapped: boolean;
  /** What the job needs to know of the run so far, asked when it is sent (a server's documented tools). */
  state?: () => unknown;
  resolve: (a: JobAnswer) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  capped: boolean;
  progress: Int32Array;
  text: Uint16Array;
  ready: boolean;
  /** Batches sent and not answered, oldest first. */
  batches: Task[][];
  /** The job it was on when last looked at, and since when. */
  seen: number;
  since: number;
  /** Being ended by the pool: its exit is not a failure. */
  ending: boolean;
}

/** Worker threads that lint jobs, each stopped when it runs past the time limit. */
export class LintWorkers {
  private readonly slots = new Set<Slot>();
  /** Jobs not sent yet, in order: those for capped workers, and those for the uncapped one. */
  private readonly queues = { capped: new Queue(), uncapped: new Queue() };
  private seq = 0;
  private watch: NodeJS.Timeout | undefined;
  private closed = false;
  private startupError: Error | undefined;
  /** The first error a worker threw outside any job's rules (see ThrownOutsideRule). */
  private outside: ThrownOutsideRule | undefined;

  constructor(
    private readonly setup: WorkerSetup,
    /** How many capped workers at most (one uncapped worker more, when a job needs it); a run sets it once it knows its size. */
    public size: number,
    /** The time limit of one job, in ms (`--max-file-time`). */
    private readonly limitMs: number,
  ) {}

  /** Lints a job in a worker: its outcome, or where it was stopped. */
  run(job: Job, options: { bytes?: number; state?: () => unknown } = {}): Promise<JobAnswer> {
    if (this.closed) return Promise.reject(new WorkersClosed());
    if (this.startupError) return Promise.reject(this.startupError);
    const bytes = options.bytes ?? (job.kind === 'text' ? job.text.length : 0);
    return new Promise<JobAnswer>((resolve, reject) => {
      this.requeue([{ seq: ++this.seq, job, bytes, uncapped: bytes > WORKER_FILE_BYTES, ...(options.state ? { state: options.state } : {}), resolve, reject }], false);
      this.pump();
    });
  }

  /**
   * Ends every worker; jobs not answered are rejected. An idle worker is let finish what the rules
   * left pending (a plugin's timer), as the process would before it exited, for up to
   * CLOSE_GRACE_MS, so that an error thrown there is not lost; a busy one is ended at once.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.watch) clearInterval(this.watch);
    this.watch = undefined;
    const unanswered = [...[...this.slots].flatMap((s) => s.batches.flat()), ...this.queues.capped.drain(), ...this.queues.uncapped.drain()];
    const ending = [...this.slots].map((s) => (s.ready && !s.batches.length ? this.finishUp(s) : this.end(s)));
    for (const t of unanswered) t.reject(new WorkersClosed());
    await Promise.all(ending);
  }

  /** What a worker threw outside any rule while the pool ran, if anything (see ThrownOutsideRule). */
  get thrownOutsideRule(): ThrownOutsideRule | undefined {
    return this.outside;
  }

  /** Asks an idle worker to end once nothing is left pending in it; ends it after CLOSE_GRACE_MS. */
  private finishUp(slot: Slot): Promise<void> {
    slot.ending = true;
    return new Promise<void>((resolve) => {
      // This timer also keeps the process alive while the worker, unreferenced when idle, finishes.
      const timer = setTimeout(() => void slot.worker.terminate(), CLOSE_GRACE_MS);
      slot.worker.once('exit', () => {
        clearTimeout(timer);
        this.slots.delete(slot);
        resolve();
      });
      slot.worker.postMessage({ close: true });
    });
  }

  private spawn(capped: boolean): Slot {
    // The worker started before the CLI loaded (src/run/early-worker.ts), when it loads the same setup: it is told its data now.
    const early = capped ? takeEarlyWorker(this.setup.module) : undefined;
    const shared = early?.progress ?? new SharedArrayBuffer(PROGRESS_BYTES);
    const worker =
      early?.worker ??
      new Worker(new URL('./worker.js', import.meta.url), {
        workerData: { setup: this.setup, progress: shared },
        ...(capped ? { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB } } : {}),
      });
    if (early) worker.postMessage({ setup: this.setup.data });
    const slot: Slot = { worker, capped, progress: new Int32Array(shared, 0, HEADER), text: new Uint16Array(shared, HEADER * 4), ready: false, batches: [], seen: -1, since: 0, ending: false };
    this.slots.add(slot);
    // The worker's new heap set V8's young-generation growth back: the run's bound is set again (the early one does it itself).
    worker.on('message', (m: { ready?: boolean; done?: JobDone[] }) => {
      if (m.ready) {
        slot.ready = true;
        return this.pump();
      }
      const batch = slot.batches.shift() ?? [];
      const bySeq = new Map(batch.map((t) => [t.seq, t]));
      for (const d of m.done ?? []) {
        const t = bySeq.get(d.seq);
        if (!t) continue;
        if (d.outcome) t.resolve({ outcome: d.outcome });
        else t.reject(new Error(d.error ?? 'the worker gave no outcome'));
      }
      this.idle(slot);
      this.pump();
    });
    let error: Error | undefined;
    worker.on('error', (err) => {
      error = err;
      // Thrown in a started worker, past the try around each job: by a timer or a promise a rule left behind.
      const memory = 'code' in err && err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (slot.ready && !memory) this.outside ??= new ThrownOutsideRule(err.message);
    });
    worker.on('exit', () => {
      this.slots.delete(slot);
      if (slot.ending) return;
      this.failed(slot, error);
    });
    return slot;
  }

  /** A worker that ended on its own: out of memory, or broken. */
  private failed(slot: Slot, error: Error | undefined): void {
    const tasks = slot.batches.flat();
    slot.batches = [];
    if (!slot.ready) {
      // It never started (its setup failed): no worker would, and every job fails with its reason.
      this.startupError = new Error(`a worker thread could not start: ${error?.message ?? 'it exited'}`);
      for (const t of [...tasks, ...this.queues.capped.drain(), ...this.queues.uncapped.drain()]) t.reject(this.startupError);
      return;
    }
    const current = Atomics.load(slot.progress, 0);
    const memory = error !== undefined && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
    const rest: Task[] = [];
    for (const t of tasks) {
      if (t.seq !== current) rest.push(t);
      // A capped worker out of memory: the job again, once, in a worker without the cap.
      else if (memory && slot.capped && !t.uncapped) rest.push({ ...t, uncapped: true });
      else t.resolve({ stopped: { reason: memory ? 'memory' : 'crash', ...(error && !memory ? { detail: error.message } : {}), ...this.where(slot) } });
    }
    this.requeue(rest, true);
    this.pump();
  }

  /** Adds jobs to the queue: at its end, or at its start (jobs a worker did not finish, in their order). */
  private requeue(tasks: Task[], first: boolean): void {
    for (const kind of ['capped', 'uncapped'] as const) {
      const these = tasks.filter((t) => t.uncapped === (kind === 'uncapped'));
      if (these.length) this.queues[kind].add(these, first);
    }
  }

  /** The tool a worker was checking, as it last said (read once the worker has ended). */
  private where(slot: Slot): { tool?: StoppedTool } {
    const index = Atomics.load(slot.progress, 1) - 1;
    if (index < 0) return {};
    const length = Math.min(Atomics.load(slot.progress, 3), PROGRESS.chars);
    try {
      const said = JSON.parse(String.fromCharCode(...slot.text.subarray(0, length))) as Omit<StoppedTool, 'index' | 'count'>;
      return { tool: { index, count: Atomics.load(slot.progress, 2), ...said } };
    } catch {
      return {};
    }
  }

  private async end(slot: Slot): Promise<void> {
    slot.ending = true;
    await slot.worker.terminate();
    this.slots.delete(slot);
  }

  /** Sends jobs to workers with room (starting workers as needed), and watches them while any is busy. */
  private pump(): void {
    if (this.closed) return;
    // As many capped workers as there are jobs for, up to the pool's size; one uncapped when a job needs it.
    const capped = [...this.slots].filter((s) => s.capped && !s.ending);
    const busy = capped.filter((s) => s.batches.length > 0).length;
    for (let n = capped.length; n < Math.min(this.size, busy + this.queues.capped.length); n++) this.spawn(true);
    if (this.queues.uncapped.length > 0 && ![...this.slots].some((s) => !s.capped && !s.ending)) this.spawn(false);
    for (const slot of this.slots) {
      // Two batches in flight per worker hide the message round trip.
      while (slot.ready && !slot.ending && slot.batches.length < 2) {
        const batch = this.take(slot.capped);
        if (!batch.length) break;
        slot.batches.push(batch);
        slot.worker.ref();
        slot.worker.postMessage({ jobs: batch.map((t) => ({ seq: t.seq, job: t.job, ...(t.state ? { state: t.state() } : {}) })) });
      }
    }
    const working = [...this.slots].some((s) => s.batches.length > 0);
    if (working && !this.watch) {
      this.watch = setInterval(() => this.look(), WATCH_MS);
      this.watch.unref();
    } else if (!working && this.watch) {
      clearInterval(this.watch);
      this.watch = undefined;
    }
  }

  /** The next batch for a worker: jobs in order, up to BATCH of them and BATCH_BYTES. */
  private take(capped: boolean): Task[] {
    const queue = capped ? this.queues.capped : this.queues.uncapped;
    const batch: Task[] = [];
    let bytes = 0;
    while (batch.length < BATCH && queue.length) {
      const t = queue.peek()!;
      if (batch.length && bytes + t.bytes > BATCH_BYTES) break;
      batch.push(queue.shift()!);
      bytes += t.bytes;
    }
    return batch;
  }

  private idle(slot: Slot): void {
    // An idle worker does not keep the process alive: a run that fails (or a program that forgets
    // to close the pool) still ends.
    if (!slot.batches.length) slot.worker.unref();
  }

  /** Ends each worker that has been on one job too long; its job is answered with where it stopped. */
  private look(): void {
    const now = performance.now();
    for (const slot of this.slots) {
      if (!slot.ready || !slot.batches.length || slot.ending) continue;
      const seq = Atomics.load(slot.progress, 0);
      // Timed from when the job is seen to start (a worker between jobs, or still on an answered one, is not on one of its own).
      if (seq !== slot.seen || !slot.batches.some((b) => b.some((t) => t.seq === seq))) {
        slot.seen = seq;
        slot.since = now;
        continue;
      }
      if (now - slot.since <= this.limitMs + GRACE_MS) continue;
      void this.stop(slot, seq);
    }
  }

  private async stop(slot: Slot, seq: number): Promise<void> {
    const tasks = slot.batches.flat();
    slot.batches = [];
    await this.end(slot);
    const rest: Task[] = [];
    for (const t of tasks) {
      if (t.seq === seq) t.resolve({ stopped: { reason: 'time', ...this.where(slot) } });
      else rest.push(t);
    }
    this.requeue(rest, true);
    this.pump();
  }
}

/** A queue that takes from its start in constant time (a run may queue 100,000 files). */
class Queue {
  private items: Task[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  peek(): Task | undefined {
    return this.items[this.head];
  }

  shift(): Task | undefined {
    const t = this.items[this.head];
    if (t === undefined) return undefined;
    this.items[this.head++] = undefined as unknown as Task;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return t;
  }

  /** Adds tasks at the end, or at the start (jobs a worker did not finish, to be sent first). */
  add(tasks: Task[], first: boolean): void {
    if (!first) {
      for (const t of tasks) this.items.push(t);
      return;
    }
    this.items = [...tasks, ...this.items.slice(this.head)];
    this.head = 0;
  }

  drain(): Task[] {
    const all = this.items.slice(this.head);
    this.items = [];
    this.head = 0;
    return all;
  }
}
