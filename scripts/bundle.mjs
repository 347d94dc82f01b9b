/**
 * Bundles the CLI (after `tsc`): tooldoc's modules and the dependencies it imports statically
 * (commander, fast-glob, chalk …) become a few files in dist/cli/, so start-up resolves and loads a
 * handful of files instead of several hundred (the pre-commit case: one small file, where loading is
 * most of the run). What tooldoc loads lazily with require() (Ajv, js-yaml, the `yaml` package, RE2,
 * plugins) still loads from node_modules when it is needed.
 * The worker thread and its setup modules (the CLI's, the language server's) are entry points of their
 * own, beside the CLI, because the CLI finds them by URL relative to itself. The package entry (`tooldoc`, `tooldoc/toolkit`) stays
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
  entryPoints: ['src/cli.ts', 'src/run/worker.ts', 'src/run/early-worker.ts', 'src/commands/lint-worker-options.ts', 'src/lsp/lsp-worker-options.ts'],
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
  // CommonJS dependencies inside an ES module bundle call require() for Node's built-ins.
  banner: { js: "import { createRequire as __tooldocRequire } from 'node:module';\nconst require = __tooldocRequire(import.meta.url);" },
  logLevel: 'warning',
});
