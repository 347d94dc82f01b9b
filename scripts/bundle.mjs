/**
 * Bundles tooldoc (after `tsc`) into dist/cli/, the code the npm package runs: the CLI, the worker
 * threads, and the package's two entries (`tooldoc`, `tooldoc/toolkit`), with every npm dependency
 * inlined, so that `npm install tooldoc` installs tooldoc alone.
 *
 * All of it is one CommonJS script, dist/cli/core.bundle.cjs, which dist/cli/core.cjs
 * (scripts/core-loader.cjs) compiles with the code V8 kept from an earlier run: Node 20 keeps no
 * compiled code for ES modules, and compiling was most of a one-file run (the pre-commit case).
 * Measured 2026-11-29 against the code-split ES modules it replaced: one small file 0.76× the wall
 * time and 0.71× the CPU time (10 paired runs), 10,000 files 0.95× with the same peak memory.
 * Each entry of the package (cli.js, index.js, toolkit.js, the worker thread's worker.js and the
 * setup modules it finds by URL beside the CLI) is a small ES module that takes its exports from
 * that script, so each thread runs one copy of the code: a plugin that the CLI loads and that
 * imports `tooldoc/toolkit` uses the very modules the CLI runs. Each entry's modules run when the
 * entry is first used, as an ES module graph's would: a worker does not run the CLI's modules, and
 * the CLI runs the language server's only for `tooldoc lsp`. bin/tooldoc.js starts the first worker
 * from early-worker.js, a module of its own, before it loads the script.
 *
 * tsc's dist/src/ stays the source of the package's declarations (dist/src/**\/*.d.ts). How lazily
 * required packages, vendor/*.cjs and the precompiled meta-schema checks are handled is shared with
 * standalone/ (scripts/bundling.mjs). Unlike standalone/, this bundle keeps its names (a stack trace
 * with TOOLDOC_DEBUG=1 names the sources' functions); its whitespace and syntax are minified. The
 * licences of the inlined packages are in dist/cli/THIRD_PARTY_NOTICES.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { checkBuild, checkSelfContained, esmOptions, fail, inlineLazyRequires, notices, requireFreshMeta, root, vendorLazy, vendorOptions } from './bundling.mjs';

const TOOL = 'bundle';
const outdir = path.join(root, 'dist', 'cli');
requireFreshMeta(TOOL);
rmSync(outdir, { recursive: true, force: true });

const lazy = inlineLazyRequires(TOOL);
/** The package's entries, each a namespace of the one bundle: name in the bundle → its source and the ES module it is shipped as. */
const ENTRIES = {
  cli: { in: 'src/cli.ts', out: 'cli.js' },
  index: { in: 'src/index.ts', out: 'index.js' },
  toolkit: { in: 'src/toolkit/index.ts', out: 'toolkit.js' },
  // The worker threads load these by URL relative to the CLI.
  worker: { in: 'src/run/worker-main.ts', out: null },
  lintWorkerOptions: { in: 'src/commands/lint-worker-options.ts', out: 'lint-worker-options.js' },
  lspWorkerOptions: { in: 'src/lsp/lsp-worker-options.ts', out: 'lsp-worker-options.js' },
};
/**
 * src/run/import-module.ts calls the loader's `import()` (the bundle's sixth parameter,
 * scripts/core-loader.cjs): Node 20 loses a script's `import()` when V8 gives its code from the cache.
 */
let swapped = 0;
const loaderImport = {
  name: 'loader-import',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]run[\\/]import-module\.ts$/ }, () => (swapped++, { contents: 'export const importModule = (url: string): Promise<unknown> => __tooldocImport(url);\ndeclare const __tooldocImport: (url: string) => Promise<unknown>;\n', loader: 'ts' }));
  },
};
const result = await build({
  ...esmOptions,
  splitting: false,
  format: 'cjs',
  stdin: {
    // Each entry runs its modules on first use, as an ES module graph would: a worker thread does not
    // run the CLI's modules, nor the main thread the language server's.
    contents: `export const entries = {\n${Object.entries(ENTRIES).map(([name, e]) => `  ${name}: () => require('./${e.in}'),`).join('\n')}\n};\n`,
    resolveDir: root,
    sourcefile: 'core-entry.ts',
    loader: 'ts',
  },
  // dist/cli/ sits two folders below the package root, as dist/src/*.js does: what modules find
  // relative to themselves (package.json, schemas/, rules/*.md, docs/) is found the same way.
  outfile: path.join(outdir, 'core.bundle.cjs'),
  // The loader (scripts/core-loader.cjs) gives the bundle CommonJS's `require` and `__filename`.
  define: { 'import.meta.url': '__tooldocModuleUrl' },
  // The file is one function expression, compiled as it is read (no copy of 2.5 MB made to wrap it).
  banner: { js: '(function (exports, require, module, __filename, __dirname, __tooldocImport) {\nvar __tooldocModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
  footer: { js: '})' },
  // A package's import() of a Node built-in (pkce-challenge's of node:crypto) becomes a require().
  supported: { 'dynamic-import': false },
  plugins: [loaderImport, lazy.plugin, vendorLazy(TOOL)],
  minifyWhitespace: true,
  minifySyntax: true,
});
checkBuild(TOOL, result);
lazy.check();
if (swapped !== 1) fail(TOOL, 'src/run/import-module.ts is not in the bundle: how does it import plugins now?');
for (const imp of Object.values(result.metafile.outputs).flatMap((o) => o.imports)) {
  if (imp.kind === 'dynamic-import') fail(TOOL, `the bundle has an import() of ${imp.path}, which the loader cannot serve: use importModule (src/run/import-module.ts).`);
}
const vendored = await build(vendorOptions(outdir, false));
checkBuild(TOOL, vendored);
checkSelfContained(TOOL, result, vendored);

// bin/tooldoc.js starts the first worker before it loads the CLI: a small module of its own (it finds
// the worker beside itself, and hands it to the CLI under a global symbol).
const early = await build({ ...esmOptions, splitting: false, entryPoints: [{ in: 'src/run/early-worker.ts', out: 'early-worker' }], outdir });
checkBuild(TOOL, early);
checkSelfContained(TOOL, { metafile: { ...early.metafile, outputs: { ...early.metafile.outputs, ...result.metafile.outputs } } }, vendored);

const bundleFile = path.join(outdir, 'core.bundle.cjs');
// One character beyond ASCII and V8 keeps the whole text two bytes a character, in every thread.
// eslint-disable-next-line no-control-regex -- the range is ASCII, from its first character
const beyond = /[^\x00-\x7f][^]{0,40}/.exec(readFileSync(bundleFile, 'utf8'));
if (beyond) fail(TOOL, `core.bundle.cjs has a character beyond ASCII, at "${beyond[0]}": write it as an escape (scripts/bundling.mjs writes regular expression literals so).`);
// The loader, with the bundle's build: V8's cached code of another build is never read.
const bundleText = readFileSync(bundleFile);
const loader = readFileSync(path.join(root, 'scripts', 'core-loader.cjs'), 'utf8');
if (!loader.includes("'__BUILD__'")) fail(TOOL, 'scripts/core-loader.cjs has no __BUILD__ to fill in.');
writeFileSync(path.join(outdir, 'core.cjs'), loader.replace("'__BUILD__'", `'${createHash('sha256').update(bundleText).digest('hex').slice(0, 16)}'`));

// Each entry an ES module of the names its source exports, taken from the bundle as it loads.
const core = createRequire(import.meta.url)(path.join(outdir, 'core.cjs'));
for (const [name, e] of Object.entries(ENTRIES)) {
  const names = Object.keys(core.entries[name]?.() ?? fail(TOOL, `the bundle has no ${name}`)).filter((n) => n !== 'default' && n !== '__esModule').sort();
  if (e.out === null) continue;
  if (!names.length) fail(TOOL, `${e.in} exports nothing`);
  writeFileSync(
    path.join(outdir, e.out),
    `// ${e.in}, from the bundle (scripts/bundle.mjs).\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nconst ${name} = require('./core.cjs').entries.${name}();\nexport const { ${names.join(', ')} } = ${name};\n`,
  );
}
// The worker thread's entry.
writeFileSync(
  path.join(outdir, 'worker.js'),
  "// A worker thread of the per-file pass (src/run/worker.ts), from the bundle (scripts/bundle.mjs).\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nawait require('./core.cjs').entries.worker().runWorker();\n",
);
writeFileSync(path.join(outdir, 'THIRD_PARTY_NOTICES.md'), notices([result.metafile, early.metafile, vendored.metafile], 'dist/cli/ (generated by scripts/bundle.mjs)'));
