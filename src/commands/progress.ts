/**
 * The status line of a long run on a terminal: one line on stderr, drawn over itself (`\r`, erase
 * line), that says how far the run has got (servers started, files linted of those found, examples
 * run; the project API tells it, as plain data: `RunProgress`) and is erased at the end.
 *
 * It is shown only to someone watching: stderr is a terminal, not a CI log (`CI`, `GITHUB_ACTIONS`
 * …), `TERM` is not `dumb`, and neither `--quiet` nor `--no-progress` was given. It appears once the
 * run has taken about a second (a quick run never flickers), is redrawn at most ten times a second,
 * is cut to the terminal's width (by display width), and is erased before anything else is written
 * to stderr (a warning, --debug), at the end, and when the process exits (Ctrl-C included), so it
 * never mixes with other lines. Disabled, it costs a call that returns: no timer, no listener.
 */
import type { RunProgress } from '../types/index.js';
import { rawStream } from '../reporters/escape.js';
import { truncate } from '../reporters/width.js';

/** What the line is drawn on: stderr, as Node gives it (a terminal has `isTTY` and `columns`). */
export interface ProgressStream {
  write(chunk: string): boolean;
  isTTY?: boolean;
  columns?: number;
}

/** Before the line appears, in milliseconds. */
export const PROGRESS_DELAY_MS = 1000;
/** At least this long between two drawings. */
export const PROGRESS_INTERVAL_MS = 100;

/** Carriage return, then erase the whole line (EL 2). */
const ERASE = '\r\u001b[2K';

/** Environment variables CI services set (the common ones; `CI` covers most others). */
const CI_VARIABLES = ['CI', 'CONTINUOUS_INTEGRATION', 'GITHUB_ACTIONS', 'GITLAB_CI', 'BUILDKITE', 'CIRCLECI', 'TRAVIS', 'JENKINS_URL', 'TF_BUILD', 'TEAMCITY_VERSION', 'APPVEYOR', 'BITBUCKET_BUILD_NUMBER', 'CODEBUILD_BUILD_ID', 'DRONE'];

/** Whether the environment is a CI job (whose log would keep every drawing of the line). `CI=false` says it is not. */
export function inCi(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.CI === 'false' || env.CI === '0') return false;
  return CI_VARIABLES.some((name) => Boolean(env[name]));
}

/** Whether a status line belongs on `stream`: a terminal, outside CI, not dumb, and not turned off (`--quiet`, `--no-progress`). */
export function progressWanted(stream: object, flags: { quiet?: boolean; progress?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean((stream as Pick<ProgressStream, 'isTTY'>).isTTY) && !flags.quiet && flags.progress !== false && env.TERM !== 'dumb' && !inCi(env);
}

/** The line for a stage: "tooldoc: linting files 12/400, 3210 tools". */
export function progressText(p: RunProgress): string {
  const counts = `${p.done}/${p.total}`;
  switch (p.stage) {
    case 'servers':
      return `tooldoc: starting servers ${counts}`;
    case 'files':
      return `tooldoc: linting files ${counts}${p.tools ? `, ${p.tools} tool${p.tools === 1 ? '' : 's'}` : ''}`;
    case 'catalog':
      return `tooldoc: cross-tool rules and grades, files ${counts}`;
    case 'examples':
      return `tooldoc: running examples ${counts}`;
  }
}

export class ProgressLine {
  private readonly stream: ProgressStream | undefined;
  private readonly delayMs: number;
  private readonly intervalMs: number;
  private readonly begun = Date.now();
  private latest: RunProgress | undefined;
  /** The text on the terminal now ('' when none). */
  private shown = '';
  private drawnAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ended = false;
  /** The last thing written to stderr ended its line: the status line may be drawn below it. */
  private atLineStart = true;
  private readonly onExit = () => this.erase();

  /** `stream`: stderr when the line is wanted (see progressWanted), undefined for none. */
  constructor(stream: ProgressStream | undefined, options: { delayMs?: number; intervalMs?: number } = {}) {
    this.stream = stream ? rawStream(stream) : undefined;
    this.delayMs = options.delayMs ?? PROGRESS_DELAY_MS;
    this.intervalMs = options.intervalMs ?? PROGRESS_INTERVAL_MS;
  }

  /** Whether a line may be drawn (a callback for the run is worth making). */
  get enabled(): boolean {
    return this.stream !== undefined && !this.ended;
  }

  /** How far the run has got: drawn now if it is time, else when it is. */
  update(progress: RunProgress): void {
    if (!this.stream || this.ended) return;
    this.latest = progress;
    this.tick();
  }

  /**
   * `stream` (stderr, as the command writes to it) with the line erased before each write, and
   * drawn again after it (when due) if the write ended its line. Unchanged when the line is off.
   */
  guard<S extends NodeJS.WritableStream>(stream: S): S {
    if (!this.stream) return stream;
    const write = (chunk: unknown, ...rest: unknown[]): boolean => {
      this.erase();
      const text = typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString('utf8') : String(chunk);
      const ok = (stream.write as (...a: unknown[]) => boolean)(chunk, ...rest);
      if (text) this.atLineStart = text.endsWith('\n');
      if (this.latest && !this.ended) this.tick();
      return ok;
    };
    return new Proxy(stream, {
      get(target, prop) {
        if (prop === 'write') return write;
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** What was written without ending its line (a prompt) has been answered: the cursor is at the start of a line again. */
  lineEnded(): void {
    this.atLineStart = true;
  }

  /** The run is over: the line is erased, and nothing is drawn again. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.erase();
  }

  private tick(): void {
    const now = Date.now();
    const due = Math.max(this.begun + this.delayMs, this.drawnAt + this.intervalMs);
    if (now >= due) {
      this.draw(now);
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.ended) this.draw(Date.now());
    }, due - now);
    // A run that ends without end() (an error) is not kept alive by its status line.
    this.timer.unref?.();
  }

  private draw(now: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.stream || !this.latest || !this.atLineStart) return;
    const columns = this.stream.columns && this.stream.columns > 0 ? this.stream.columns : 80;
    // One column short of the width: a line that fills it would wrap on some terminals.
    const text = truncate(progressText(this.latest), columns - 1);
    this.drawnAt = now;
    if (text === this.shown) return;
    if (!this.shown) process.on('exit', this.onExit);
    this.stream.write(ERASE + text);
    this.shown = text;
  }

  private erase(): void {
    if (!this.shown || !this.stream) return;
    this.stream.write(ERASE);
    this.shown = '';
    process.off('exit', this.onExit);
  }
}
