/**
 * Writing the files a run produces (reports, baselines, the cache, export payloads) safely:
 *
 * - their folders are created one level at a time, never with Node's recursive mkdir, which on Linux
 *   spins forever when a parent exists but refuses children (`/proc/nope/report.json`);
 * - a file that is one of the run's inputs (the same path, or a symbolic or hard link to it: the
 *   same device and inode) is refused before anything is opened, so it is never truncated;
 * - text is written piece by piece, in batches, so no output is ever one giant string.
 */
import { closeSync, constants, fstatSync, ftruncateSync, mkdirSync, openSync, readdirSync, realpathSync, statSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { TextOutput } from '../types/index.js';

/** Creates the missing folders above `file`, from the top down. Throws the fs error (with its `code`) when one cannot be. */
export function makeParentDir(file: string): void {
  const missing: string[] = [];
  let dir = path.dirname(path.resolve(file));
  for (;;) {
    const st = statSync(dir, { throwIfNoEntry: false });
    if (st) {
      if (!st.isDirectory()) throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' });
      break;
    }
    missing.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (let i = missing.length - 1; i >= 0; i--) {
    try {
      mkdirSync(missing[i]!);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

/**
 * Which of `inputs` (absolute paths) `target` would overwrite: the same path, the same real path,
 * or the same file under another name (device and inode: a symbolic or a hard link). Undefined when
 * none, and always when `target` does not exist yet. The first such input, in their order.
 *
 * A target with one name (no hard link to it) is named by an input only if the input's real path is
 * the target's: its folder's real path and its own name, unless that name is itself a symbolic link.
 * So a folder that holds many of the inputs is resolved and listed once (a listing tells links apart
 * without a stat), and only an input that is a link, or whose type the listing does not give, is
 * stated; the inputs of a folder that holds few are stated (a listing of a large folder for one input
 * would cost more). A target with hard links costs one stat per input.
 */
export function inputAt(target: string, inputs: Iterable<string>): string | undefined {
  const absolute = path.resolve(target);
  const st = statOrUndefined(absolute);
  if (!st) return undefined;
  let real: string | undefined;
  try {
    real = realpathSync(absolute);
  } catch {
    // an unreadable folder on the way: compare by inode below
  }
  const list = [...inputs];
  for (const p of list) if (p === absolute || p === real) return p;
  const sameInode = (p: string) => {
    const s = statOrUndefined(p);
    return s !== undefined && s.ino === st.ino && s.dev === st.dev;
  };
  if (st.nlink > 1 || real === undefined) return list.find(sameInode);
  const inFolder = new Map<string, number>();
  for (const p of list) inFolder.set(path.dirname(p), (inFolder.get(path.dirname(p)) ?? 0) + 1);
  const folders = new Map<string, { real: string | undefined; files: Set<string> | undefined }>();
  const folder = (dir: string) => {
    let f = folders.get(dir);
    if (!f) {
      let realDir: string | undefined;
      let files: Set<string> | undefined;
      if (inFolder.get(dir)! >= LISTED_FROM) {
        try {
          realDir = realpathSync(dir);
          files = new Set(readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isFile() ? [d.name] : [])));
        } catch {
          // unreadable: its inputs are stated
        }
      }
      folders.set(dir, (f = { real: realDir, files }));
    }
    return f;
  };
  return list.find((p) => {
    const { real: realDir, files } = folder(path.dirname(p));
    const name = path.basename(p);
    // A plain file of its folder: its real path is its folder's and its name.
    if (realDir !== undefined && files?.has(name)) return path.join(realDir, name) === real;
    return sameInode(p);
  });
}

/** How many inputs a folder holds before `inputAt` lists it rather than stating each. */
const LISTED_FROM = 16;

/** A file's stat, or undefined when it cannot be had (missing, a file where a folder should be, no permission). */
function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** Joins small pieces into writes of about `size` characters. */
export function* batched(chunks: Iterable<string>, size = 64 * 1024): Generator<string> {
  let buffer = '';
  for (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length >= size) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/**
 * Opens `file` to be written over (created when missing), without truncating it first: what is
 * written replaces its bytes in place and `endOverwrite` cuts off what is left past the new end.
 * Writing over a large file this way is several times faster than truncating it and writing it
 * anew (the file system frees and allocates its blocks again: about 25 ms for a 30 MB report).
 */
export function openOverwrite(file: string): number {
  return openSync(file, constants.O_WRONLY | constants.O_CREAT, 0o666);
}

/** Ends what `openOverwrite` began: a regular file is cut at `length`, the bytes written (a pipe or a device is not cut). */
export function endOverwrite(fd: number, length: number): void {
  if (fstatSync(fd).isFile()) ftruncateSync(fd, length);
}

/** How many bytes `writeFileChunks` gathers before each write. */
const WRITE_BYTES = 1 << 20;

/**
 * Writes `chunks` to `file` (created or replaced), piece by piece. Throws the fs error. Each piece
 * is encoded straight into one buffer, written when full: not joined into a longer string first
 * (which V8 then copies flat before it is encoded).
 */
export function writeFileChunks(file: string, chunks: Iterable<string>): void {
  const fd = openOverwrite(file);
  let length = 0;
  const buffer = Buffer.allocUnsafe(WRITE_BYTES);
  let used = 0;
  const flush = (bytes: Uint8Array, end: number) => {
    let done = 0;
    while (done < end) {
      const n = writeSync(fd, bytes, done, end - done);
      done += n;
      length += n;
    }
  };
  try {
    for (const text of chunks) {
      // UTF-8 takes at most three bytes for each UTF-16 unit.
      if (used + text.length * 3 > WRITE_BYTES) {
        flush(buffer, used);
        used = 0;
      }
      if (text.length * 3 > WRITE_BYTES) {
        const bytes = Buffer.from(text, 'utf8');
        flush(bytes, bytes.length);
      } else used += buffer.write(text, used, 'utf8');
    }
    flush(buffer, used);
  } finally {
    // Also when writing failed: what is left is what was written, not the old file's tail after it.
    try {
      endOverwrite(fd, length);
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * Writes `chunks` to a stream, waiting for it to drain when it asks to. A stream that closes or
 * fails (a reader such as `head` that went away: EPIPE) ends the writing quietly; returns whether
 * everything was written.
 */
export async function writeStreamChunks(stream: TextOutput, chunks: Iterable<string>): Promise<boolean> {
  const s = stream as TextOutput & { destroyed?: boolean; writableEnded?: boolean; errored?: unknown };
  const on = s.on?.bind(s);
  const off = s.removeListener?.bind(s);
  const listens = on !== undefined && off !== undefined;
  const listen = (event: string, listener: () => void) => on?.(event, listener);
  const unlisten = (event: string, listener: () => void) => off?.(event, listener);
  let closed = false;
  let wake: (() => void) | undefined;
  const onEnd = () => {
    closed = true;
    wake?.();
  };
  const onDrain = () => wake?.();
  if (listens) {
    listen('error', onEnd);
    listen('close', onEnd);
    listen('drain', onDrain);
  }
  try {
    for (const text of batched(chunks)) {
      if (closed || s.destroyed || s.writableEnded || s.errored) return false;
      if (s.write(text) === false && listens) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (closed || s.destroyed) resolve();
        });
        wake = undefined;
      }
    }
    return !closed;
  } finally {
    if (listens) {
      unlisten('error', onEnd);
      unlisten('close', onEnd);
      unlisten('drain', onDrain);
    }
  }
}
