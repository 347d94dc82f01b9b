'use strict';
/**
 * dist/cli/core.cjs and standalone/lib/core.cjs (written by buildCore in scripts/bundling.mjs, which
 * fills in BUILD): loads tooldoc's code, core.bundle.cjs beside it, once per thread, with the code V8
 * compiled for it in an earlier run.
 *
 * Node 20 keeps no compiled code for ES modules, so every run compiled tooldoc's code anew in each
 * thread, and each function again when it first ran; that was most of a one-file run (the pre-commit
 * case; docs/performance.md). A script compiled through `vm.Script` can be given V8's cached data
 * instead. Every entry of the package (dist/cli/*.js) requires this file, so each thread runs one
 * copy of the code: a plugin that imports `tooldoc/toolkit` gets the toolkit the CLI runs.
 *
 * The cache: code-cache/<main|worker>-<build>-<node version>-<arch>.bin beside it, one per kind of
 * thread, since the main thread and the workers run different code. It is written once, by the first
 * `tooldoc lint` (its main thread, after the report) and by the first worker's first jobs, and again
 * only when V8 refuses it or it fails its digest (below). V8 runs cached code without checking it
 * against the source, so it is read only from a file that the bundle's owner wrote and that nobody
 * else may change, and written only by that owner: someone who can write it could change the bundle
 * itself. A global install that the user running it cannot write runs without a cache.
 * TOOLDOC_CODE_CACHE=0 turns it off.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { isMainThread, threadId } = require('node:worker_threads');

/** The bundle's build (a hash of its text, written by the build): a cache from another build is never read. */
const BUILD = '6d695256050548e3';
const file = require.resolve('./core.bundle.cjs');
const dir = path.join(__dirname, 'code-cache');
const kind = isMainThread ? 'main' : 'worker';
const cacheFile = path.join(dir, `${kind}-${BUILD}-${process.version}-${process.arch}.bin`);
const enabled = process.env.TOOLDOC_CODE_CACHE !== '0';
const owner = fs.statSync(file).uid;
const windows = process.platform === 'win32';

/**
 * A file's bytes, in memory that V8 maps for them (a WebAssembly memory), not from malloc: freeing a
 * block of malloc's over its threshold (128 KiB at first) raises that threshold to the block's size,
 * and what the threads then free below it stays in their arenas. Read with malloc and freed, the
 * code cache's 1.5 MB would do that.
 */
function readBytes(fd, size) {
  if (typeof WebAssembly !== 'object') return fs.readFileSync(fd);
  const memory = new WebAssembly.Memory({ initial: Math.ceil(size / 65536) || 1 });
  const bytes = new Uint8Array(memory.buffer, 0, size);
  let read = 0;
  while (read < size) {
    const n = fs.readSync(fd, bytes, read, size - read, read);
    if (n === 0) break;
    read += n;
  }
  return read === size ? bytes : bytes.subarray(0, read);
}

/** The bytes of a SHA-256 digest, which a cache file starts with: the digest of the rest. */
const DIGEST = 32;

/**
 * The cached code, when a file the bundle's owner wrote, and nobody else may change, holds it, whole.
 * V8 checks the cache's header (its version, flags, the source's length), not its code: a cache
 * damaged on disk would crash every run (a byte changed in the middle ended runs with SIGSEGV), so
 * the file starts with the digest of the rest, checked here (about 1.2 ms for 1.5 MB, cold).
 */
function readCache() {
  if (!enabled) return undefined;
  let fd;
  try {
    fd = fs.openSync(cacheFile, 'r');
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size <= DIGEST || (!windows && (stat.uid !== owner || (stat.mode & 0o022) !== 0))) return undefined;
    const bytes = readBytes(fd, stat.size);
    const data = bytes.subarray(DIGEST);
    const digest = createHash('sha256').update(data).digest();
    return digest.equals(Buffer.from(bytes.buffer, bytes.byteOffset, DIGEST)) ? data : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The bundle's text (ASCII: the build checks it), read 512 KiB at a time. Read whole, its
 * 2.5 MB raised malloc's threshold (above) to 2.5 MB, and a 10,000-file run took about 20 MiB more
 * at its peak; in pieces of the size of the largest file the package loaded before it was one
 * bundle, the run's peak is what it was (2026-11-29, 6 paired runs: 256 MiB against 257).
 */
function readSource() {
  const fd = fs.openSync(file, 'r');
  const piece = Buffer.allocUnsafeSlow(512 * 1024);
  let text = '';
  try {
    for (let n; (n = fs.readSync(fd, piece, 0, piece.length, null)) > 0; ) text += piece.latin1Slice(0, n);
    return text;
  } finally {
    fs.closeSync(fd);
  }
}

let cachedData = readCache();
const hadCache = cachedData !== undefined;
// The bundle is one function expression: `(function (exports, require, module, __filename, __dirname, __tooldocImport) {…})`.
const script = new vm.Script(readSource(), { filename: file, cachedData });
// import() in the bundle (a plugin, a JavaScript config, a worker's setup module) is this module's
// (src/run/import-module.ts): Node 20 gives a script's own import() nothing to load with once V8
// has given its code from the cache.
script.runInThisContext().call(module.exports, module.exports, require, module, file, __dirname, (url) => import(url));
cachedData = undefined;

let saved = false;
/** Writes V8's code for the next run, once, when this thread had none or V8 refused it. */
function save() {
  if (saved || !enabled || (hadCache && !script.cachedDataRejected)) return;
  saved = true;
  if (!windows && process.getuid?.() !== owner) return;
  const data = script.createCachedData();
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const temp = `${cacheFile}.${process.pid}-${threadId}.tmp`;
  try {
    // A new file ('wx'): never through one that was there (a link to somewhere else).
    const fd = fs.openSync(temp, 'wx', 0o644);
    try {
      for (const part of [createHash('sha256').update(data).digest(), data]) {
        for (let at = 0; at < part.length; ) at += fs.writeSync(fd, part, at, part.length - at);
      }
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, cacheFile);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  // Caches of other builds or Node versions, for this kind of thread, are never read again.
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(`${kind}-`) && name.endsWith('.bin') && path.join(dir, name) !== cacheFile) fs.rmSync(path.join(dir, name), { force: true });
  }
}
globalThis[Symbol.for('tooldoc.codeCache')] = { save };
