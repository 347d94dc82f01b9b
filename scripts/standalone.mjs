/**
 * Builds the committed, self-contained copy of tooldoc in standalone/ (`npm run build:standalone`,
 * after `npm run build`): the CLI and the GitHub Action with every npm dependency inlined, so they
 * run from a plain checkout with no node_modules. The pre-commit hook `tooldoc` (`language: script`)
 * runs standalone/tooldoc.mjs and action.yml runs standalone/action.mjs, so neither installs
 * anything. test/standalone.test.ts builds into a temporary folder and fails when the committed
 * files differ: run `npm run build:standalone` and commit standalone/ after changing src/ or rules/.
 *
 * Layout:
 *   standalone/tooldoc.mjs, action.mjs  small launchers, written here; tooldoc.mjs checks that Node is
 *                                        20 or newer before any bundled module is even parsed
 *   standalone/lib/                      the bundle (esbuild, minified), as dist/cli/ is built
 *                                        (scripts/bundle.mjs): one CommonJS script, core.bundle.cjs,
 *                                        compiled by core.cjs with V8's code cache (code-cache/,
 *                                        written by the first lint, ignored by git); tooldoc.js
 *                                        (bin/tooldoc.js); small ES modules taking their exports from
 *                                        the script: cli.js, action.js (src/action.ts), and the
 *                                        worker-thread entries that the CLI finds by URL beside
 *                                        itself (worker.js, lint-worker-options.js,
 *                                        lsp-worker-options.js); early-worker.js
 *   standalone/lib/vendor/*.cjs          big dependencies that only some runs need (the ReDoS analysis,
 *                                        RE2), each bundled on its own and read only when first used
 *   standalone/THIRD_PARTY_NOTICES.md    the licences of the bundled packages
 * lib/ sits two folders below the package root, as dist/cli/ does, so what the modules find relative
 * to themselves (package.json, schemas/, rules/*.md, docs/) is found the same way.
 *
 * How lazily required packages and the precompiled meta-schema checks are inlined is shared with
 * the npm package's bundle (scripts/bundle.mjs): scripts/bundling.mjs. This one is minified, and
 * bundles bin/tooldoc.js and the Action too.
 *
 * Usage: node scripts/standalone.mjs [--outdir <dir>] [--metafile <file>]
 *   --outdir    where to write (default: standalone/)
 *   --metafile  also write esbuild's metafile, to see what makes the bundle big (https://esbuild.github.io/analyze/)
 */
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildCore, checkBuild, checkSelfContained, esmOptions, fail as failWith, mergeMetafiles, notices, requireFreshMeta, root, vendorOptions, WORKER_ENTRIES } from './bundling.mjs';

const TOOL = 'standalone';
const fail = (message) => failWith(TOOL, message);
const at = process.argv.indexOf('--outdir');
const outdir = at === -1 ? path.join(root, 'standalone') : path.resolve(process.argv[at + 1]);
const metafileAt = process.argv.indexOf('--metafile');
requireFreshMeta(TOOL);

/** bin/tooldoc.js (the process guards and exit codes) loads the CLI and the early worker from beside itself, lib/. */
const besideBin = {
  name: 'cli-beside-bin',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/dist\/cli\/[a-z-]+\.js$/ }, (args) => {
      const name = /([a-z-]+\.js)$/.exec(args.path)[1];
      if (!['cli.js', 'early-worker.js'].includes(name)) fail(`bin/tooldoc.js imports ${args.path}, which this script does not map to lib/.`);
      return { path: `./${name}`, external: true };
    });
  },
};

const lib = path.join(outdir, 'lib');
rmSync(outdir, { recursive: true, force: true });
mkdirSync(lib, { recursive: true });

// As dist/cli/ (scripts/bundle.mjs): one CommonJS script compiled with V8's code cache, kept in
// lib/code-cache/ (which .gitignore leaves out), and an ES module for each entry.
const ENTRIES = {
  cli: { in: 'src/cli.ts', out: 'cli.js' },
  action: { in: 'src/action.ts', out: 'action.js' },
  ...WORKER_ENTRIES,
};
const core = await buildCore(TOOL, lib, ENTRIES, { minify: true, by: 'scripts/standalone.mjs' });
const bin = await build({ ...esmOptions, splitting: false, entryPoints: [{ in: 'bin/tooldoc.js', out: 'tooldoc' }], outdir: lib, minify: true, plugins: [besideBin] });
checkBuild(TOOL, bin);
const vendored = await build(vendorOptions(lib, true));
checkBuild(TOOL, vendored);
const result = { metafile: mergeMetafiles(core.metafile, bin.metafile) };
// bin/tooldoc.js loads the CLI and the early worker from the files buildCore wrote.
checkSelfContained(TOOL, result, vendored, ['./cli.js', './early-worker.js']);

if (metafileAt !== -1) writeFileSync(path.resolve(process.argv[metafileAt + 1]), JSON.stringify(result.metafile));

// lib/ holds ES modules whatever package.json is above it.
writeFileSync(path.join(lib, 'package.json'), '{ "type": "module" }\n');

const header = '// Generated by scripts/standalone.mjs (`npm run build:standalone`); do not edit.';
writeFileSync(
  path.join(outdir, 'tooldoc.mjs'),
  `#!/usr/bin/env node
${header}
// tooldoc with its dependencies inlined: runs from a checkout with no node_modules. Written for old
// Node too, so that on one older than 20 it says so instead of failing on the bundle's syntax.
var version = process.versions.node;
if (Number(version.split('.')[0]) < 20) {
  process.stderr.write('tooldoc: needs Node.js 20 or newer, but this is Node.js ' + version + ' (' + process.execPath + ').\\n' +
    'Install Node.js 20 or newer, or (with pre-commit) use the hook tooldoc-node, which installs its own Node.\\n');
  process.exit(2);
}
import('./lib/tooldoc.js').catch(function (err) {
  process.stderr.write('tooldoc: could not load standalone/lib/tooldoc.js: ' + (err && err.message) + '\\n');
  process.exit(2);
});
`,
);
chmodSync(path.join(outdir, 'tooldoc.mjs'), 0o755);
writeFileSync(
  path.join(outdir, 'action.mjs'),
  `${header}
// The GitHub Action's entry (action.yml: runs.using node24), bundled from src/action.ts.
import { actionMain } from './lib/action.js';

actionMain();
`,
);


writeFileSync(path.join(outdir, 'THIRD_PARTY_NOTICES.md'), notices([result.metafile, vendored.metafile], 'standalone/lib/ (generated by scripts/standalone.mjs)'));
