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
 *   standalone/lib/                      the bundle (esbuild, minified, code-split): tooldoc.js
 *                                        (bin/tooldoc.js), action.js (src/action.ts), and the
 *                                        worker-thread entries that the CLI finds by URL beside
 *                                        itself (worker.js, lint-worker-options.js,
 *                                        lsp-worker-options.js)
 *   standalone/lib/vendor/*.cjs          big dependencies that only some runs need (the ReDoS analysis,
 *                                        RE2), each bundled on its own and read only when first used
 *   standalone/THIRD_PARTY_NOTICES.md    the licences of the bundled packages
 * lib/ sits two folders below the package root, as dist/cli/ does, so what the modules find relative
 * to themselves (package.json, schemas/, rules/*.md, docs/) is found the same way.
 *
 * What the sources load lazily with `createRequire(import.meta.url)('x')` (Ajv, the `yaml` package,
 * js-yaml, RE2, scslre, @cfworker/json-schema) would load from node_modules at run time; here the
 * `require` is given back to esbuild, which inlines the package and still runs it only on first use.
 * The meta-schema checks that the build precompiles (dist/meta/*.cjs, scripts/meta-validators.mjs)
 * are inlined too, so the standalone CLI starts as fast as the built one.
 *
 * Usage: node scripts/standalone.mjs [--outdir <dir>] [--metafile <file>]
 *   --outdir    where to write (default: standalone/)
 *   --metafile  also write esbuild's metafile, to see what makes the bundle big (https://esbuild.github.io/analyze/)
 */
import { builtinModules } from 'node:module';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--outdir');
const outdir = at === -1 ? path.join(root, 'standalone') : path.resolve(process.argv[at + 1]);
const metafileAt = process.argv.indexOf('--metafile');

const fail = (message) => {
  process.stderr.write(`standalone: ${message}\n`);
  process.exit(1);
};

const metaDir = path.join(root, 'dist', 'meta');
const dialects = ['draft-07', '2019-09', '2020-12'];
for (const d of dialects) if (!existsSync(path.join(metaDir, `${d}.cjs`))) fail(`dist/meta/${d}.cjs is missing: run \`npm run build\` first.`);
// They are generated from these: an older dist/meta/ would put stale checks into the bundle.
const metaSources = ['src/schema/ajv.ts', 'src/schema/linear-keywords.ts', 'src/regex/match.ts', 'scripts/meta-validators.mjs', 'node_modules/ajv/package.json'];
const built = Math.min(...dialects.map((d) => statSync(path.join(metaDir, `${d}.cjs`)).mtimeMs));
const newer = metaSources.filter((f) => existsSync(path.join(root, f)) && statSync(path.join(root, f)).mtimeMs > built);
if (newer.length) fail(`dist/meta/ is older than ${newer.join(', ')}: run \`npm run build\` first.`);

/** Source rewrites, each counted, so that a change in the sources fails the build instead of quietly loading from node_modules. */
const rewrites = { createRequire: 0, meta: 0 };

/** Gives esbuild the requires that the sources hide from it behind `createRequire(import.meta.url)`. */
const inlineLazyRequires = {
  name: 'inline-lazy-requires',
  setup(b) {
    const own = [path.join(root, 'src') + path.sep, path.join(root, 'rules') + path.sep];
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!own.some((dir) => args.path.startsWith(dir))) return undefined;
      let text = readFileSync(args.path, 'utf8');
      if (text.includes('createRequire(import.meta.url)')) {
        // `const require = createRequire(import.meta.url);` goes: `require` is then the one esbuild bundles.
        text = text.replace(/^const require = createRequire\(import\.meta\.url\);$/m, () => (rewrites.createRequire++, ''));
        text = text.replace(/createRequire\(import\.meta\.url\)\(/g, () => (rewrites.createRequire++, 'require('));
        if (text.includes('createRequire(import.meta.url)')) fail(`${path.relative(root, args.path)} uses createRequire(import.meta.url) in a way this script does not know; bundle it or teach scripts/standalone.mjs.`);
      }
      // src/schema/ajv.ts finds the precompiled meta-schema checks a folder or two above itself; inline them from dist/meta/.
      const meta = path.relative(path.dirname(args.path), metaDir).split(path.sep).join('/');
      text = text.replace(/require\(`(?:\.\.\/)+meta\/\$\{dialect\}\.cjs`\)/g, () => (rewrites.meta++, `require(\`${meta}/\${dialect}.cjs\`)`));
      return { contents: text, loader: 'ts' };
    });
  },
};

/**
 * Packages that src/ only ever `require`s lazily and that share nothing with the rest of the bundle:
 * each becomes lib/vendor/<name>.cjs, loaded on first use, so that a run that does not need them does
 * not parse them (scslre brings about 1 MB of Unicode tables; parsing it cost every run ~25 ms).
 */
const VENDORED = ['scslre', 're2js'];
const vendorFile = (name) => `./vendor/${name.replace(/\//g, '+')}.cjs`;
const vendorLazy = {
  name: 'vendor-lazy-packages',
  setup(b) {
    const filter = new RegExp(`^(${VENDORED.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
    b.onResolve({ filter }, (args) => {
      if (args.kind !== 'require-call') fail(`${path.relative(root, args.importer)} imports ${args.path} (${args.kind}); only lazy require() calls can load it from lib/vendor/.`);
      // Left as require(): the banner's require, made from each chunk's own URL, finds it beside the chunk.
      return { path: vendorFile(args.path), external: true };
    });
  },
};

/** bin/tooldoc.js (the process guards and exit codes) runs the CLI from the sources, not from dist/. */
const cliFromSources = {
  name: 'cli-from-sources',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/dist\/cli\/cli\.js$/ }, () => ({ path: path.join(root, 'src', 'cli.ts') }));
  },
};

const lib = path.join(outdir, 'lib');
rmSync(outdir, { recursive: true, force: true });
mkdirSync(lib, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: [
    { in: 'bin/tooldoc.js', out: 'tooldoc' },
    { in: 'src/action.ts', out: 'action' },
    { in: 'src/run/worker.ts', out: 'worker' },
    { in: 'src/commands/lint-worker-options.ts', out: 'lint-worker-options' },
    { in: 'src/lsp/lsp-worker-options.ts', out: 'lsp-worker-options' },
  ],
  outdir: lib,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  // The licences are collected in THIRD_PARTY_NOTICES.md instead of repeated in each chunk.
  legalComments: 'none',
  // CommonJS dependencies inside an ES module bundle call require() for Node's built-ins.
  banner: { js: "import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);" },
  plugins: [cliFromSources, inlineLazyRequires, vendorLazy],
  metafile: true,
  logLevel: 'silent',
});
const problems = [...result.errors, ...result.warnings].map((m) => `${m.location ? `${m.location.file}:${m.location.line}: ` : ''}${m.text}`);
if (problems.length) fail(`esbuild:\n  ${problems.join('\n  ')}`);
if (rewrites.createRequire < 7) fail(`expected at least 7 lazy requires to inline, found ${rewrites.createRequire}: has a source changed how it loads its dependencies?`);
if (rewrites.meta !== 2) fail(`expected src/schema/ajv.ts to load dist/meta/<dialect>.cjs from two places, found ${rewrites.meta}.`);

const vendored = await build({
  absWorkingDir: root,
  entryPoints: VENDORED.map((name) => ({ in: name, out: vendorFile(name).slice(2, -4) })),
  outdir: lib,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'silent',
});
const vendorProblems = [...vendored.errors, ...vendored.warnings].map((m) => m.text);
if (vendorProblems.length) fail(`esbuild (vendor):\n  ${vendorProblems.join('\n  ')}`);

// Everything is inside: the outputs import only Node's built-ins, each other and lib/vendor/.
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const vendorFiles = new Set(VENDORED.map(vendorFile));
for (const [file, out] of Object.entries({ ...result.metafile.outputs, ...vendored.metafile.outputs })) {
  for (const imp of out.imports) if (imp.external && !builtins.has(imp.path) && !vendorFiles.has(imp.path)) fail(`${path.relative(root, file)} imports ${imp.path} from outside the bundle.`);
}
for (const name of VENDORED) if (Object.keys(result.metafile.inputs).some((i) => i.startsWith(`node_modules/${name}/`))) fail(`${name} is both in lib/vendor/ and inlined in the bundle.`);
for (const d of dialects) if (!Object.values(result.metafile.outputs).some((o) => o.inputs[`dist/meta/${d}.cjs`])) fail(`dist/meta/${d}.cjs is not in the bundle.`);

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

writeFileSync(path.join(outdir, 'THIRD_PARTY_NOTICES.md'), notices([result.metafile, vendored.metafile]));

/** The name, version and licence text of every npm package the bundle holds, sorted by name. */
function notices(metafiles) {
  const packages = new Map();
  for (const input of metafiles.flatMap((m) => Object.keys(m.inputs))) {
    const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
    if (m && !packages.has(m[1])) packages.set(m[1], m[2]);
  }
  const sections = [...packages.entries()]
    .map(([dir, name]) => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      const licenseFile = readdirSync(path.join(root, dir)).filter((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f)).sort()[0];
      const text = licenseFile ? readFileSync(path.join(root, dir, licenseFile), 'utf8').replace(/\r\n/g, '\n').trim() : `(no licence file; package.json says ${pkg.license})`;
      return { key: `${name}@${pkg.version}`, text: `## ${name} ${pkg.version} (${pkg.license ?? 'see below'})\n\n\`\`\`text\n${text}\n\`\`\`\n` };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const unique = [...new Map(sections.map((s) => [s.key, s.text])).values()];
  return `# Third-party notices\n\nstandalone/lib/ (generated by scripts/standalone.mjs) includes these npm packages, under their own licences.\n\n${unique.join('\n')}`;
}
