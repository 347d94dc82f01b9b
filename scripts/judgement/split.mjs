#!/usr/bin/env node
/**
 * The tuning and held-back halves of the judged corpora (docs/judgement.md).
 *
 *   node scripts/judgement/split.mjs            # prints every corpus file and its half
 *
 * Every file of a corpus is one server's `tools/list` (or one benchmark's function list), and the
 * split is by file: a file's half is the parity of the first byte of SHA-256("tooldoc-split-1:" +
 * its path under the corpus root). The rule was fixed before any finding on the new corpus was
 * read, knows nothing of the files' contents, and gives a new file its half without moving the
 * others. Rules are tuned on `tuning` only; `held` is linted and judged, never tuned on.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The corpora, each a root and the folders under it that hold tool files (one per server). */
export const CORPORA = [
  { root: path.resolve(ROOT, '..', 'shared', 'corpus'), sources: ['livemcptool', 'bfcl', 'functionchat-bench'] },
  { root: path.join(ROOT, 'corpus'), sources: ['mcp-servers'] },
];

/** 'tuning' or 'held' for a file given by its path under its corpus root ("livemcptool/time.json"). */
export function halfOf(file) {
  const byte = createHash('sha256').update(`tooldoc-split-1:${file.split(path.sep).join('/')}`).digest()[0];
  return byte % 2 === 0 ? 'tuning' : 'held';
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []))
    .sort();

/** Every corpus file: its absolute path, its path under the corpus root, its source and its half. */
export function corpusFiles() {
  const files = [];
  for (const { root, sources } of CORPORA) {
    for (const source of sources) {
      const dir = path.join(root, source);
      if (!existsSync(dir)) continue;
      for (const abs of walk(dir)) {
        const rel = path.relative(root, abs).split(path.sep).join('/');
        files.push({ path: abs, file: rel, source, half: halfOf(rel) });
      }
    }
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = corpusFiles();
  for (const f of files) console.log(`${f.half.padEnd(7)} ${f.file}`);
  const count = (half, source) => files.filter((f) => f.half === half && (!source || f.source === source)).length;
  for (const source of [...new Set(files.map((f) => f.source))]) console.error(`${source}: ${count('tuning', source)} tuning, ${count('held', source)} held`);
}
