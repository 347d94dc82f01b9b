/**
 * What the two bundles share: dist/cli/ (scripts/bundle.mjs, the npm package's code) and standalone/
 * (scripts/standalone.mjs, what the pre-commit hook and the Action run). Both inline every npm
 * dependency, so that installing tooldoc installs nothing else and a checkout runs with no
 * node_modules.
 *
 * What the sources load lazily with `createRequire(import.meta.url)('x')` (Ajv, the `yaml` package,
 * js-yaml, @cfworker/json-schema …) would load from node_modules at run time; here the `require` is
 * given back to esbuild, which inlines the package and still runs it only on first use. The
 * meta-schema checks that the build precompiles (dist/meta/*.cjs, scripts/meta-validators.mjs) are
 * inlined too. The biggest packages that only some runs need (the ReDoS analysis, RE2) become
 * `vendor/<name>.cjs` beside the bundle, each read only when first used.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const metaDir = path.join(root, 'dist', 'meta');
const dialects = ['draft-07', '2019-09', '2020-12'];

/** Ends the build with one line on stderr. */
export function fail(tool, message) {
  process.stderr.write(`${tool}: ${message}\n`);
  process.exit(1);
}

/** Fails unless dist/meta/ is there and newer than what it is generated from (an older one would put stale checks into the bundle). */
export function requireFreshMeta(tool) {
  for (const d of dialects) if (!existsSync(path.join(metaDir, `${d}.cjs`))) fail(tool, `dist/meta/${d}.cjs is missing: run \`npm run build\` first.`);
  const metaSources = ['src/schema/ajv.ts', 'src/schema/linear-keywords.ts', 'src/regex/match.ts', 'scripts/meta-validators.mjs', 'node_modules/ajv/package.json'];
  const built = Math.min(...dialects.map((d) => statSync(path.join(metaDir, `${d}.cjs`)).mtimeMs));
  const newer = metaSources.filter((f) => existsSync(path.join(root, f)) && statSync(path.join(root, f)).mtimeMs > built);
  if (newer.length) fail(tool, `dist/meta/ is older than ${newer.join(', ')}: run \`npm run build\` first.`);
}

/**
 * Gives esbuild the requires that the sources hide from it behind `createRequire(import.meta.url)`,
 * and inlines the precompiled meta-schema checks. Each rewrite is counted (`check()`), so that a
 * change in the sources fails the build instead of quietly loading from node_modules.
 */
export function inlineLazyRequires(tool) {
  const rewrites = { createRequire: 0, meta: 0 };
  const plugin = {
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
          if (text.includes('createRequire(import.meta.url)')) fail(tool, `${path.relative(root, args.path)} uses createRequire(import.meta.url) in a way this script does not know; bundle it or teach scripts/bundling.mjs.`);
        }
        // src/schema/ajv.ts finds the precompiled meta-schema checks a folder or two above itself; inline them from dist/meta/.
        const meta = path.relative(path.dirname(args.path), metaDir).split(path.sep).join('/');
        text = text.replace(/require\(`(?:\.\.\/)+meta\/\$\{dialect\}\.cjs`\)/g, () => (rewrites.meta++, `require(\`${meta}/\${dialect}.cjs\`)`));
        return { contents: asciiRegExpLiterals(text, args.path), loader: 'ts' };
      });
    },
  };
  const check = () => {
    if (rewrites.createRequire < 7) fail(tool, `expected at least 7 lazy requires to inline, found ${rewrites.createRequire}: has a source changed how it loads its dependencies?`);
    if (rewrites.meta !== 2) fail(tool, `expected src/schema/ajv.ts to load dist/meta/<dialect>.cjs from two places, found ${rewrites.meta}.`);
  };
  return { plugin, check };
}

/**
 * Each regular expression literal with a character beyond ASCII written as `new RegExp("…", flags)`,
 * and each such character of a String.raw template as a substitution of itself: esbuild writes
 * strings in ASCII (`\\u3002`) but leaves these as they are, and one of them makes V8 keep a whole
 * bundle two bytes a character, in every thread. A pattern's `source` is the same
 * (src/regex/ascii-only.ts reads it), and so is what it matches; the templates give the same text.
 */
export function asciiRegExpLiterals(text, file) {
  // eslint-disable-next-line no-control-regex -- the range is ASCII, from its first character
  if (!/[^\x00-\x7f]/.test(text)) return text;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      // eslint-disable-next-line no-control-regex -- as above
      if (/[^\x00-\x7f]/.test(literal)) {
        const end = literal.lastIndexOf('/');
        edits.push({ start: node.getStart(source), end: node.getEnd(), text: `new RegExp(${JSON.stringify(literal.slice(1, end))}, ${JSON.stringify(literal.slice(end + 1))})` });
      }
    }
    // String.raw`…`: each such character becomes a substitution of itself, `${"’"}`, which gives the same text.
    if (node.kind === ts.SyntaxKind.TaggedTemplateExpression && node.tag.getText(source) === 'String.raw') {
      const t = node.template;
      const parts = t.kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ? [t] : [t.head, ...t.templateSpans.map((span) => span.literal)];
      for (const part of parts) {
        const start = part.getStart(source);
        // eslint-disable-next-line no-control-regex -- the range is ASCII, from its first character
        for (const m of part.getText(source).matchAll(/(\\*)([^\x00-\x7f])/gu)) {
          if (m[1].length % 2) throw new Error(`${file}: an escaped character beyond ASCII in String.raw, which the build cannot rewrite`);
          const at = start + m.index + m[1].length;
          edits.push({ start: at, end: at + m[2].length, text: `\${${JSON.stringify(m[2])}}` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * Packages that src/ only ever `require`s lazily and that share nothing with the rest of the bundle:
 * each becomes vendor/<name>.cjs beside the bundle, loaded on first use, so that a run that does not
 * need them does not parse them (scslre brings about 1 MB of Unicode tables; parsing it cost every
 * run ~25 ms). The `yaml` package is the reference parser, for the few files js-yaml does not answer
 * (and for inline suppressions and `tooldoc import`): inlined, every thread parsed its 250 KB at
 * start (one small file: 0.98x in 20 paired runs once it moved here). `string-width` makes a grapheme
 * segmenter and its emoji patterns as it loads, some 20 ms that only text beyond ASCII laid out in
 * columns needs (src/reporters/width.ts).
 */
export const VENDORED = ['scslre', 're2js', 'yaml', 'string-width'];
export const vendorFile = (name) => `./vendor/${name.replace(/\//g, '+')}.cjs`;

export function vendorLazy(tool) {
  return {
    name: 'vendor-lazy-packages',
    setup(b) {
      const filter = new RegExp(`^(${VENDORED.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
      b.onResolve({ filter }, (args) => {
        if (args.kind !== 'require-call') fail(tool, `${path.relative(root, args.importer)} imports ${args.path} (${args.kind}); only lazy require() calls can load it from vendor/.`);
        // Left as require(): the banner's require, made from each chunk's own URL, finds it beside the chunk.
        return { path: vendorFile(args.path), external: true };
      });
    },
  };
}

/**
 * The entries every build of the CLI has beside its own (`buildCore`'s `entries`): the worker
 * threads load these by URL relative to the CLI.
 */
export const WORKER_ENTRIES = {
  worker: { in: 'src/run/worker-main.ts', out: 'worker.js' },
  lintWorkerOptions: { in: 'src/commands/lint-worker-options.ts', out: 'lint-worker-options.js' },
  lspWorkerOptions: { in: 'src/lsp/lsp-worker-options.ts', out: 'lsp-worker-options.js' },
};

/**
 * tooldoc's code as one CommonJS script, `<outdir>/core.bundle.cjs`, with its loader `core.cjs`
 * (scripts/core-loader.cjs, which compiles it with V8's code cache), an ES module for each entry
 * that takes the entry's exports from it (`entries`: name → source and the file it is written to;
 * `worker` is the worker thread's entry and runs it), and `early-worker.js`, which bin/tooldoc.js
 * loads before the rest to start the first worker. Both bundles are built so (scripts/bundle.mjs,
 * scripts/standalone.mjs). Returns the metafile of both builds.
 */
export async function buildCore(tool, outdir, entries, { minify, by }) {
  const lazy = inlineLazyRequires(tool);
  // src/run/import-module.ts calls the loader's `import()` (the bundle's sixth parameter): Node 20
  // gives a script compiled from V8's cache no import() of its own.
  let swapped = 0;
  const loaderImport = {
    name: 'loader-import',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]run[\\/]import-module\.ts$/ }, () => (swapped++, { contents: 'export const importModule = (url: string): Promise<unknown> => __tooldocImport(url);\ndeclare const __tooldocImport: (url: string) => Promise<unknown>;\n', loader: 'ts' }));
    },
  };
  const minifying = minify ? { minify: true } : { minifyWhitespace: true, minifySyntax: true };
  const bundleFile = path.join(outdir, 'core.bundle.cjs');
  const result = await build({
    ...esmOptions,
    ...minifying,
    splitting: false,
    format: 'cjs',
    stdin: {
      // Each entry runs its modules on first use, as an ES module graph would: a worker thread does not
      // run the CLI's modules, nor the main thread the language server's.
      contents: `export const entries = {\n${Object.entries(entries).map(([name, e]) => `  ${name}: () => require('./${e.in}'),`).join('\n')}\n};\n`,
      resolveDir: root,
      sourcefile: 'core-entry.ts',
      loader: 'ts',
    },
    // The bundle sits two folders below the package root, as dist/src/*.js does: what modules find
    // relative to themselves (package.json, schemas/, rules/*.md, docs/) is found the same way.
    outfile: bundleFile,
    // The loader gives the bundle CommonJS's `require` and `__filename`.
    define: { 'import.meta.url': '__tooldocModuleUrl' },
    // The file is one function expression, compiled as it is read (no copy of 2.5 MB made to wrap it).
    banner: { js: '(function (exports, require, module, __filename, __dirname, __tooldocImport) {\nvar __tooldocModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
    footer: { js: '})' },
    // A package's import() of a Node built-in (pkce-challenge's of node:crypto) becomes a require().
    supported: { 'dynamic-import': false },
    plugins: [loaderImport, lazy.plugin, vendorLazy(tool)],
  });
  checkBuild(tool, result);
  lazy.check();
  if (swapped !== 1) fail(tool, 'src/run/import-module.ts is not in the bundle: how does it import plugins now?');
  for (const imp of Object.values(result.metafile.outputs).flatMap((o) => o.imports)) {
    if (imp.kind === 'dynamic-import') fail(tool, `the bundle has an import() of ${imp.path}, which the loader cannot serve: use importModule (src/run/import-module.ts).`);
  }
  // bin/tooldoc.js starts the first worker before it loads the CLI: a small module of its own (it finds
  // the worker beside itself, and hands it to the CLI under a global symbol).
  const early = await build({ ...esmOptions, ...minifying, splitting: false, entryPoints: [{ in: 'src/run/early-worker.ts', out: 'early-worker' }], outdir });
  checkBuild(tool, early);

  // One character beyond ASCII and V8 keeps the whole text two bytes a character, in every thread.
  const text = readFileSync(bundleFile, 'utf8');
  // eslint-disable-next-line no-control-regex -- the range is ASCII, from its first character
  const beyond = /[^\x00-\x7f][^]{0,40}/.exec(text);
  if (beyond) fail(tool, `core.bundle.cjs has a character beyond ASCII, at "${beyond[0]}": write it as an escape (asciiRegExpLiterals writes regular expression literals so).`);
  // The loader, with the bundle's build: V8's cached code of another build is never read.
  const loader = readFileSync(path.join(root, 'scripts', 'core-loader.cjs'), 'utf8');
  if (!loader.includes("'__BUILD__'")) fail(tool, 'scripts/core-loader.cjs has no __BUILD__ to fill in.');
  writeFileSync(path.join(outdir, 'core.cjs'), loader.replace("'__BUILD__'", `'${createHash('sha256').update(text).digest('hex').slice(0, 16)}'`));

  // Each entry an ES module of the names its source exports, taken from the bundle as it loads.
  const core = createRequire(import.meta.url)(path.join(outdir, 'core.cjs'));
  const head = (source) => `// ${source}, from the bundle (${by}).\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n`;
  for (const [name, e] of Object.entries(entries)) {
    const names = Object.keys(core.entries[name]?.() ?? fail(tool, `the bundle has no ${name}`)).filter((n) => n !== 'default' && n !== '__esModule').sort();
    if (!names.length) fail(tool, `${e.in} exports nothing`);
    // The worker thread's entry runs it.
    const body = name === 'worker' ? `await require('./core.cjs').entries.worker().runWorker();\n` : `const ${name} = require('./core.cjs').entries.${name}();\nexport const { ${names.join(', ')} } = ${name};\n`;
    writeFileSync(path.join(outdir, e.out), head(e.in) + body);
  }
  return { metafile: mergeMetafiles(result.metafile, early.metafile) };
}

/** esbuild's metafiles of several builds as one: their inputs and their outputs. */
export function mergeMetafiles(...metafiles) {
  return { inputs: Object.assign({}, ...metafiles.map((m) => m.inputs)), outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)) };
}

/** esbuild options that both bundles use for their ES module outputs. */
export const esmOptions = {
  absWorkingDir: root,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The licences are collected in THIRD_PARTY_NOTICES.md instead of repeated in each chunk.
  legalComments: 'none',
  metafile: true,
  logLevel: 'silent',
};

/** The esbuild options of the vendor/*.cjs files. */
export function vendorOptions(outdir, minify) {
  return {
    absWorkingDir: root,
    entryPoints: VENDORED.map((name) => ({ in: name, out: vendorFile(name).slice(2, -4) })),
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  };
}

/** Fails on any esbuild error or warning. */
export function checkBuild(tool, result) {
  const problems = [...result.errors, ...result.warnings].map((m) => `${m.location ? `${m.location.file}:${m.location.line}: ` : ''}${m.text}`);
  if (problems.length) fail(tool, `esbuild:\n  ${problems.join('\n  ')}`);
}

/** Everything is inside: the outputs import only Node's built-ins, each other, vendor/ and the modules `beside` them; the meta-schema checks are inlined. */
export function checkSelfContained(tool, main, vendored, beside = []) {
  const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
  const vendorFiles = new Set([...VENDORED.map(vendorFile), ...beside]);
  for (const [file, out] of Object.entries({ ...main.metafile.outputs, ...vendored.metafile.outputs })) {
    for (const imp of out.imports) if (imp.external && !builtins.has(imp.path) && !vendorFiles.has(imp.path)) fail(tool, `${path.relative(root, file)} imports ${imp.path} from outside the bundle.`);
  }
  for (const name of VENDORED) if (Object.keys(main.metafile.inputs).some((i) => i.startsWith(`node_modules/${name}/`))) fail(tool, `${name} is both in vendor/ and inlined in the bundle.`);
  for (const d of dialects) if (!Object.values(main.metafile.outputs).some((o) => o.inputs[`dist/meta/${d}.cjs`])) fail(tool, `dist/meta/${d}.cjs is not in the bundle.`);
}

/** The name, version and licence text of every npm package the bundles hold, sorted by name, as a Markdown page. */
export function notices(metafiles, where) {
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
  return `# Third-party notices\n\n${where} includes these npm packages, under their own licences.\n\n${unique.join('\n')}`;
}
