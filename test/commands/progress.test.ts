/**
 * The status line of a long run (src/commands/progress.ts), on a fake stderr: when it is shown at
 * all, when it appears, how often it is drawn, that it is erased before other output and at the end,
 * and that it costs nothing when off. End to end, under a pseudo-terminal: test/e2e/progress.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inCi, ProgressLine, progressText, progressWanted } from '../../src/commands/progress.js';

const ERASE = '\r\u001b[2K';

/** A stderr that records what is written to it. */
function fakeStderr({ isTTY = true, columns = 80 }: { isTTY?: boolean; columns?: number } = {}) {
  const written: string[] = [];
  const stream = {
    isTTY,
    columns,
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
  };
  return { stream: stream as unknown as NodeJS.WritableStream & { isTTY: boolean; columns: number }, written };
}

const files = (done: number, total = 400, tools?: number) => ({ stage: 'files' as const, done, total, ...(tools !== undefined ? { tools } : {}) });

describe('progressWanted: a terminal, outside CI, not dumb, not turned off', () => {
  const tty = { isTTY: true };
  const env = { TERM: 'xterm-256color' };

  it('is wanted on a terminal and nowhere else', () => {
    expect(progressWanted(tty, {}, env)).toBe(true);
    expect(progressWanted({ isTTY: false }, {}, env)).toBe(false);
    expect(progressWanted({}, {}, env)).toBe(false);
  });

  it('--quiet and --no-progress turn it off', () => {
    expect(progressWanted(tty, { quiet: true }, env)).toBe(false);
    expect(progressWanted(tty, { progress: false }, env)).toBe(false);
    expect(progressWanted(tty, { progress: true }, env)).toBe(true);
  });

  it('TERM=dumb and CI turn it off; CI=false says it is not CI', () => {
    expect(progressWanted(tty, {}, { TERM: 'dumb' })).toBe(false);
    expect(progressWanted(tty, {}, { ...env, CI: 'true' })).toBe(false);
    expect(progressWanted(tty, {}, { ...env, GITHUB_ACTIONS: 'true' })).toBe(false);
    expect(progressWanted(tty, {}, { ...env, GITLAB_CI: 'true' })).toBe(false);
    expect(progressWanted(tty, {}, { ...env, CI: 'false' })).toBe(true);
    expect(progressWanted(tty, {}, { ...env, CI: '' })).toBe(true);
    expect(inCi({ CI: '0', GITHUB_ACTIONS: 'true' })).toBe(false);
    expect(inCi({ BUILDKITE: 'true' })).toBe(true);
    expect(inCi({})).toBe(false);
  });
});

describe('progressText', () => {
  it('says the stage and its counts', () => {
    expect(progressText(files(12, 400))).toBe('tooldoc: linting files 12/400');
    expect(progressText(files(12, 400, 1))).toBe('tooldoc: linting files 12/400, 1 tool');
    expect(progressText(files(12, 400, 3210))).toBe('tooldoc: linting files 12/400, 3210 tools');
    expect(progressText({ stage: 'servers', done: 1, total: 3 })).toBe('tooldoc: starting servers 1/3');
    expect(progressText({ stage: 'catalog', done: 40, total: 104 })).toBe('tooldoc: cross-tool rules and grades, files 40/104');
    expect(progressText({ stage: 'examples', done: 5, total: 20 })).toBe('tooldoc: running examples 5/20');
  });
});

describe('ProgressLine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears only after the delay, then is drawn at most once per interval, with the latest counts', () => {
    const { stream, written } = fakeStderr();
    const line = new ProgressLine(stream);
    line.update(files(0));
    line.update(files(1));
    vi.advanceTimersByTime(999);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual([`${ERASE}tooldoc: linting files 1/400`]);
    // Within the next 100 ms: nothing drawn; then once, with the last counts.
    for (let n = 2; n <= 6; n++) {
      vi.advanceTimersByTime(15);
      line.update(files(n));
    }
    expect(written).toHaveLength(1);
    vi.advanceTimersByTime(25);
    expect(written).toEqual([`${ERASE}tooldoc: linting files 1/400`, `${ERASE}tooldoc: linting files 6/400`]);
    // An update once the interval has passed is drawn at once; the same text is not drawn again.
    vi.advanceTimersByTime(200);
    line.update(files(7));
    line.update(files(7));
    vi.advanceTimersByTime(200);
    line.update(files(7));
    expect(written.slice(2)).toEqual([`${ERASE}tooldoc: linting files 7/400`]);
    line.end();
    expect(written.at(-1)).toBe(ERASE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a run shorter than the delay draws nothing, and its end writes nothing', () => {
    const { stream, written } = fakeStderr();
    const line = new ProgressLine(stream);
    line.update(files(1, 2));
    vi.advanceTimersByTime(500);
    line.update(files(2, 2));
    line.end();
    vi.advanceTimersByTime(5000);
    expect(written).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is erased before anything else is written to stderr, and drawn again after it', () => {
    const { stream, written } = fakeStderr();
    const line = new ProgressLine(stream, { delayMs: 0 });
    const stderr = line.guard(stream);
    line.update(files(1));
    stderr.write('tooldoc: a warning\n');
    expect(written).toEqual([`${ERASE}tooldoc: linting files 1/400`, ERASE, 'tooldoc: a warning\n']);
    vi.advanceTimersByTime(100);
    expect(written.slice(3)).toEqual([`${ERASE}tooldoc: linting files 1/400`]);
    line.end();
    expect(written.at(-1)).toBe(ERASE);
    // After the end, what is written passes as it is.
    stderr.write('tooldoc: done\n');
    expect(written.at(-1)).toBe('tooldoc: done\n');
  });

  it('is not drawn after a write that left its line open (a prompt) until the line is ended', () => {
    const { stream, written } = fakeStderr();
    const line = new ProgressLine(stream, { delayMs: 0 });
    const stderr = line.guard(stream);
    line.update({ stage: 'servers', done: 0, total: 1 });
    stderr.write('Continue? [y/N] ');
    vi.advanceTimersByTime(1000);
    line.update({ stage: 'servers', done: 1, total: 1 });
    expect(written).toEqual([`${ERASE}tooldoc: starting servers 0/1`, ERASE, 'Continue? [y/N] ']);
    line.lineEnded();
    line.update({ stage: 'examples', done: 0, total: 2 });
    expect(written.at(-1)).toBe(`${ERASE}tooldoc: running examples 0/2`);
    line.end();
  });

  it('is cut to the width of the terminal, by display width', () => {
    const { stream, written } = fakeStderr({ columns: 20 });
    const line = new ProgressLine(stream, { delayMs: 0 });
    line.update(files(12, 400, 3210));
    expect(written).toEqual([`${ERASE}tooldoc: linting f…`]);
    line.end();
  });

  it('is erased when the process exits (Ctrl-C ends tooldoc with process.exit): listened for only while it is shown', () => {
    const { stream, written } = fakeStderr();
    const before = process.listenerCount('exit');
    const line = new ProgressLine(stream, { delayMs: 0 });
    line.update(files(1));
    expect(process.listenerCount('exit')).toBe(before + 1);
    const listener = process.listeners('exit').at(-1)!;
    listener.call(process, 130);
    expect(written).toEqual([`${ERASE}tooldoc: linting files 1/400`, ERASE]);
    expect(process.listenerCount('exit')).toBe(before);
    line.end();
    expect(written).toHaveLength(2);
  });

  it('off (no stream: not a terminal, CI, --quiet, --no-progress): no timer, no write, stderr unchanged', () => {
    const { stream, written } = fakeStderr();
    const line = new ProgressLine(undefined);
    expect(line.enabled).toBe(false);
    expect(line.guard(stream)).toBe(stream);
    line.update(files(1));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    line.end();
    expect(written).toEqual([]);
  });
});
