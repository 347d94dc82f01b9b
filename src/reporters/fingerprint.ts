/**
 * GitHub code scanning's `primaryLocationLineHash`, computed as github/codeql-action does for
 * SARIF it uploads: a rolling hash (base 37, 64-bit) over the first 100 characters from the start
 * of each line, ignoring spaces and tabs and normalising line endings, followed by `:N` where N counts
 * earlier lines with the same hash. The REST upload does not compute it, and alerts without it are
 * duplicated on every push; with it, an alert survives edits elsewhere in the file.
 */
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../types/index.js';

const BLOCK = 100;
const BASE = 37n;
const MASK_BITS = 64;
const EOF = 65535;
const FIRST_MOD = (() => {
  let m = 1n;
  for (let i = 0; i < BLOCK; i++) m = BigInt.asUintN(MASK_BITS, m * BASE);
  return m;
})();

/** The line hash of every line of `text`, indexed by line number (index 0 unused). */
export function lineHashes(text: string): string[] {
  const hashes: string[] = [''];
  const window = new Array<number>(BLOCK).fill(0);
  const lineAt = new Array<number>(BLOCK).fill(-1);
  const seen = new Map<string, number>();
  let h = 0n;
  let index = 0;
  let line = 0;
  let atLineStart = true;
  let afterCR = false;

  const emit = () => {
    const value = h.toString(16);
    const n = (seen.get(value) ?? 0) + 1;
    seen.set(value, n);
    hashes[lineAt[index]!] = `${value}:${n}`;
    lineAt[index] = -1;
  };
  const push = (c: number) => {
    const oldest = window[index]!;
    window[index] = c;
    h = BigInt.asUintN(MASK_BITS, BASE * h + BigInt(c) - FIRST_MOD * BigInt(oldest));
    index = (index + 1) % BLOCK;
  };
  const take = (code: number) => {
    let c = code;
    if (c === 32 || c === 9 || (afterCR && c === 10)) {
      afterCR = false;
      return;
    }
    afterCR = c === 13;
    if (c === 13) c = 10;
    if (lineAt[index] !== -1) emit();
    if (atLineStart) {
      atLineStart = false;
      lineAt[index] = ++line;
    }
    if (c === 10) atLineStart = true;
    push(c);
  };

  for (let i = 0; i < text.length; i++) take(text.charCodeAt(i));
  take(EOF);
  for (let i = 0; i < BLOCK; i++) {
    if (lineAt[index] !== -1) emit();
    push(0);
  }
  return hashes;
}

/**
 * What identifies a finding in its file (or server), the same for every report that fingerprints
 * findings and for the baseline: its fingerprint (rule, tool, path in the tool, message id and data;
 * `fingerprint` in src/suppressions/baseline.ts) when the run computed one, else what the finding
 * says of itself (rule, tool, pointer, message id), or for a finding about the file itself, its
 * message. Never its line.
 */
export function findingIdentity(d: Pick<Diagnostic, 'ruleId' | 'tool' | 'pointer' | 'messageId' | 'message' | 'fingerprint'>): string {
  if (d.fingerprint) return d.fingerprint;
  if (d.tool === undefined) return [d.ruleId, d.pointer, d.message].join('\u0000');
  return [d.ruleId, d.tool, d.pointer, d.messageId ?? d.message].join('\u0000');
}

/**
 * A finding's fingerprint in a report: a hash of where it is (its file, relative to the repository's
 * root, or `server:<name>`) and its identity (`findingIdentity`). Reports add a count of earlier
 * findings with the same hash, so no two share one. It survives lines added anywhere, keys
 * reordered and fields added to the tool; changing what the finding is about changes it.
 */
export function findingHash(place: string, d: Parameters<typeof findingIdentity>[0]): string {
  return createHash('sha256').update(`${place}\u0000${findingIdentity(d)}`).digest('hex');
}

/**
 * The fingerprint of a finding on a live server's tool, in place of a line hash (the SARIF reporter
 * adds the `:N` occurrence counter): such a finding has no line to hash, and the file it is shown in
 * (a sidecar, the config file) is not what it is about, so this hashes what identifies it: the
 * server and the finding's identity (`findingIdentity`). It survives any edit to the files and any
 * change elsewhere in the server's tools/list.
 */
export function serverFindingHash(server: string, d: Parameters<typeof findingIdentity>[0]): string {
  return findingHash(`server:${server}`, d).slice(0, 16);
}
