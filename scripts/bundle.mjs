/**
 * Bundles the CLI (after `tsc`): tooldoc's own modules become a few files in dist/cli/, so start-up
 * resolves and loads a handful of files instead of a hundred (the pre-commit case: one small file,
 * where loading is most of the run). Dependencies stay external and load from node_modules as usual.
 * The worker thread and its setup module are entry points of their own, beside the CLI, because the
 * CLI finds them by URL relative to itself. The package entry (`tooldoc`, `tooldoc/toolkit`) stays
 * the unbundled dist/src/ that tsc writes, for plugins and programs.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'cli');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/cli.ts', 'src/run/worker.ts', 'src/commands/lint-worker-options.ts'],
  outdir,
  // dist/cli/ sits two folders below the package root, as dist/src/*.js does: what modules find
  // relative to themselves (package.json, schemas/, rules/*.md) is found the same way.
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
