/**
 * Texts a run keeps between its stages (files' findings, as JSON, past the budget of
 * src/run/findings.ts), in a temporary file: what a run holds in memory then stops growing with them.
 *
 * The temporary file is removed as soon as it is opened, and only its descriptor is kept: nothing is
 * left behind, whether the run ends, fails or is killed. Should the file fail (no space left, no
 * temporary folder), the texts stay in memory: a run never fails for want of a place to spill.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where a kept text is: in memory, or at a byte range of the file. */
type Place = string | { at: number; bytes: number };

/** Closes a spill's file when the spill itself is collected (a program that lints many times in one process). */
const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
});

export class Spill {
  private readonly places = new Map<number, Place>();
  private fd: number | undefined;
  /** False once the file could not be made or written: everything then stays in memory. */
  private canSpill = true;
  private end = 0;

  put(key: number, text: string): void {
    this.places.set(key, (this.canSpill && this.write(text)) || text);
  }

  get(key: number): string | undefined {
    const place = this.places.get(key);
    if (place === undefined || typeof place === 'string') return place;
    const buffer = Buffer.allocUnsafe(place.bytes);
    let read = 0;
    while (read < place.bytes) {
      const n = readSync(this.fd!, buffer, read, place.bytes - read, place.at + read);
      if (!n) throw new Error('The temporary file of findings was cut short.');
      read += n;
    }
    return buffer.toString('utf8');
  }

  /** Forgets a text (its bytes in the file stay until the spill is closed). */
  delete(key: number): void {
    this.places.delete(key);
  }

  /** Whether texts went to a file (false when none could be made). */
  get spilled(): boolean {
    return this.fd !== undefined;
  }

  private write(text: string): { at: number; bytes: number } | undefined {
    try {
      if (this.fd === undefined) {
        this.fd = openUnlinked();
        closer.register(this, this.fd);
      }
      const bytes = Buffer.from(text, 'utf8');
      let written = 0;
      while (written < bytes.length) written += writeSync(this.fd, bytes, written, bytes.length - written, this.end + written);
      const at = this.end;
      this.end += bytes.length;
      return { at, bytes: bytes.length };
    } catch {
      this.canSpill = false;
      return undefined;
    }
  }
}

/** A new temporary file, open for reading and writing, already removed from its folder. */
function openUnlinked(): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tooldoc-'));
  const file = path.join(dir, 'findings');
  try {
    const fd = openSync(file, 'w+', 0o600);
    try {
      unlinkSync(file);
    } catch {
      // A system that cannot remove an open file (Windows) removes it when the process exits.
      process.once('exit', () => {
        try {
          closeSync(fd);
        } catch {
          // already closed
        }
        rmSync(dir, { recursive: true, force: true });
      });
      return fd;
    }
    rmSync(dir, { recursive: true, force: true });
    return fd;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
