/**
 * What `npm pack` ships, checked through the tarball itself: it is packed (its `prepack` and
 * `postpack` scripts run, as for a release), its file list compared with what the package runs, then
 * installed into a fresh project as a user would install it: tooldoc alone, no dependency, no npm
 * warning. There its CLI lints (with a config, a local plugin importing `tooldoc`, `explain` and
 * SARIF reading the docs the package ships, and a live MCP server written in the test), its language
 * server answers, and a TypeScript program using the public API compiles without `@types/node` and
 * runs. Also the settings the `language: node` pre-commit hook depends on.
 *
 * The package installs nothing from the registry (its dependencies are inlined in dist/cli/), so the
 * install needs no network.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HOMEPAGE } from '../../src/reporters/rule-docs.js';
import { ROOT, tempDir } from '../helpers.js';
import { brokenLink, links } from '../markdown-links.js';
import { CLEAN_TOOL, requireBuild } from '../e2e/support.js';
import { LspClient } from '../lsp/client.js';

interface PackageJson {
  name: string;
  version: string;
  license: string;
  bin: Record<string, string>;
  main: string;
  types: string;
  exports: Record<string, string | Record<string, string>>;
  scripts: Record<string, string>;
  allowScripts?: Record<string, boolean>;
  repository: { type: string; url: string };
  homepage: string;
  bugs: { url: string };
  keywords: string[];
}

/** The Apache License 2.0 as apache.org publishes it (LICENSE-2.0.txt), by its well-known MD5. */
const APACHE_2_MD5 = '3b83ef96387f14655fc854ddc3c6bd57';

/** Files under `dir` (relative to the repository root), recursively. */
function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
}

/** The environment of the npm and node children: not the test runner's npm settings (`npm run` sets npm_config_*) nor its Node options. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const k of Object.keys(env)) if (k.startsWith('npm_') || k.startsWith('VITEST') || k === 'NODE_OPTIONS' || k === 'NODE_ENV') delete env[k];
  return env;
}

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: cleanEnv() });
}

/**
 * The relative modules a shipped file loads: static imports and re-exports, `import()` and
 * `require()` (or `require.resolve()`) of a literal (vendor/*.cjs, the bundle), and `new URL('./x.js', import.meta.url)` (the worker
 * threads). In a declaration file, what its types refer to.
 */
function relativeSpecifiers(text: string): string[] {
  const patterns = [
    /(?:^|[;\n])\s*(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /(?:^|[;\n])\s*import\s*(['"])([^'"]+)\1/g,
    /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g,
    // esbuild's `__require` in the bundle; the loader's require.resolve of the bundle it reads (dist/cli/core.cjs).
    /\b(?:__)?require(?:\.resolve)?\(\s*(['"])([^'"]+)\1\s*\)/g,
    /\bnew URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g,
  ];
  // Not what the bundler writes to name a glob it inlined (`// require("../../dist/meta/**/*.cjs") in
  // src/schema/ajv.ts`, a comment, or in dist/cli/core.bundle.cjs the key of the code that runs it).
  const code = text.replace(/^\s*\/\/.*$/gm, '').replace(/'require\("[^"]*"\) in [^']*'/g, '');
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[2]!)).filter((s) => s.startsWith('./') || s.startsWith('../'));
}

/**
 * Every module reached from `entries` through relative loads, read from the installed package; and
 * the loads that name a file the package does not ship. `declarations` follows what .d.ts files refer
 * to (`./x.js` means `./x.d.ts`).
 */
function reach(pkgDir: string, shipped: Set<string>, entries: string[], declarations = false): { reached: Set<string>; missing: string[] } {
  const reached = new Set<string>();
  const missing: string[] = [];
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    // A vendor/*.cjs file is one bundle with nothing outside it (scripts/bundling.mjs checks esbuild's
    // metafile); the JSDoc in it names modules of the package it was bundled from.
    if (file.includes('/vendor/')) continue;
    for (const spec of relativeSpecifiers(readFileSync(path.join(pkgDir, file), 'utf8'))) {
      let target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (declarations) target = target.replace(/\.js$/, '.d.ts');
      if (shipped.has(target)) queue.push(target);
      else missing.push(`${file} loads ${spec} (${target})`);
    }
  }
  return { reached, missing };
}

const CONSUMER_TS = `import * as tooldoc from 'tooldoc';
import { builtinRules, defineRule, hasText, lint, lintTexts, loadConfig, VERSION, type LintResult, type LintRun, type Rule } from 'tooldoc';
import * as toolkit from 'tooldoc/toolkit';
import { walkProperties, type ToolContext } from 'tooldoc/toolkit';

// lib is ES2022 alone (no DOM, no @types/node): the program declares the one global it uses.
declare const console: { log(line: string): void };

const prefix = defineRule<{ prefix: string }>({
  meta: {
    id: 'company/name-prefix',
    level: null,
    severity: 'error',
    description: 'Tool names start with the team prefix.',
    spec: 'company style guide §2',
    messages: { missing: 'Tool "{{name}}" does not start with "{{prefix}}".' },
    options: { type: 'object', properties: { prefix: { type: 'string' } }, additionalProperties: false },
    defaultOptions: { prefix: 'acme_' },
  },
  check({ tool, options, report }: ToolContext<{ prefix: string }>) {
    const name = tool.descriptor.name;
    if (typeof name === 'string' && hasText(name) && !name.startsWith(options.prefix)) report({ path: ['name'], at: 'value', messageId: 'missing', data: { name, prefix: options.prefix } });
  },
});

const text = 'name: get_weather\\ndescription: Get the weather.\\nparameters:\\n  type: object\\n';
const inMemory: LintRun = lintTexts([{ path: 'tools/weather.yaml', text }], { rules: [...builtinRules, prefix as Rule] });
const config = await loadConfig({ cwd: '.', builtinRules });
const onDisk: LintResult = await lint({ patterns: ['tools'], cwd: '.', rules: config.rules, settings: config.settings });
console.log(JSON.stringify({
  version: VERSION,
  inMemory: inMemory.summary.tools,
  prefixReported: inMemory.files[0]!.diagnostics.some((d) => d.ruleId === 'company/name-prefix'),
  onDisk: onDisk.summary,
  config: config.file !== undefined,
  exports: Object.keys(tooldoc).length > 0 && Object.keys(toolkit).length > 0 && typeof walkProperties === 'function',
}));
`;

/**
 * A live MCP server over stdio, as small as the protocol allows (newline-delimited JSON-RPC, no SDK):
 * one that tooldoc has never seen, in the user's project.
 */
const SERVER_JS = `import { createInterface } from 'node:readline';
const tools = [{ name: 'lookup_order', description: 'Look up an order.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } }];
const send = (id, result) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, result }) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.id === undefined) return;
  if (msg.method === 'initialize') send(msg.id, { protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'orders', version: '1.0.0' } });
  else if (msg.method === 'tools/list') send(msg.id, { tools });
  else process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'Method not found' } }) + '\\n');
});
`;

/** The user's side: descriptors, a config naming a local plugin that imports `tooldoc`, a live server, a TypeScript program. */
function writeProject(project: string): void {
  const tools = path.join(project, 'tools');
  mkdirSync(tools, { recursive: true });
  writeFileSync(path.join(tools, 'weather.yaml'), CLEAN_TOOL);
  writeFileSync(path.join(tools, 'thin.yaml'), 'name: get_time\ndescription: Get the time.\nparameters:\n  type: object\n  properties:\n    zone:\n      type: string\n');
  mkdirSync(path.join(project, 'rules'), { recursive: true });
  writeFileSync(
    path.join(project, 'rules', 'company.mjs'),
    `import { defineRule } from 'tooldoc';
export default { meta: { name: 'company' }, rules: [defineRule({
  meta: { id: 'company/name-prefix', level: null, severity: 'error', description: 'Names start with shop_.', spec: 'house style', messages: { missing: 'Tool "{{name}}" lacks the shop_ prefix.' } },
  check({ tool, report }) { if (!String(tool.descriptor.name).startsWith('shop_')) report({ path: ['name'], at: 'value', messageId: 'missing', data: { name: tool.descriptor.name } }); },
})] };
`,
  );
  writeFileSync(path.join(project, 'tooldoc.config.yaml'), '# yaml-language-server: $schema=./node_modules/tooldoc/schemas/config.schema.json\nplugins: [./rules/company.mjs]\nrules:\n  hints/latency: off\n');
  writeFileSync(path.join(project, 'consumer.ts'), CONSUMER_TS);
  writeFileSync(path.join(project, 'server.mjs'), SERVER_JS);
}

describe('the npm package', () => {
  requireBuild();

  let pkg: PackageJson;
  let tarball: string;
  let files: Set<string>;
  let project: string;
  let installed: string;
  let install: SpawnSyncReturns<string>;
  let manifestBefore: Buffer;
  let manifestAfter: Buffer;

  beforeAll(() => {
    const dir = tempDir('tooldoc-package-');
    // With its scripts, as a release packs: `prepack` takes `prepare` out of the packed package.json
    // (scripts/pack-manifest.mjs) and builds only if dist/ is older than the sources, which the
    // global setup has just built; `postpack` puts package.json back.
    manifestBefore = readFileSync(path.join(ROOT, 'package.json'));
    const packed = run('npm', ['pack', '--json', '--pack-destination', dir], ROOT);
    manifestAfter = readFileSync(path.join(ROOT, 'package.json'));
    if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
    const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    tarball = path.join(dir, info!.filename);
    files = new Set(info!.files.map((f) => f.path));
    pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;

    project = path.join(dir, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }, null, 2));
    // Scripts are not ignored: a dependency with install scripts must show in the warnings.
    install = run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], project);
    installed = path.join(project, 'node_modules', 'tooldoc');
    writeProject(project);
  });

  it('ships only what runs: the CLI, the library with its types, the docs read at run time, the schemas', () => {
    const top = [...new Set([...files].map((f) => f.split('/')[0]!))].sort();
    expect(top).toEqual(['CHANGELOG.md', 'CONTRIBUTING.md', 'LICENSE', 'README.md', 'bin', 'dist', 'docs', 'editors', 'fixtures', 'package.json', 'rules', 'schemas']);
    expect([...new Set([...files].filter((f) => f.startsWith('dist/')).map((f) => f.split('/')[1]!))].sort()).toEqual(['cli', 'types']);
    expect([...files].filter((f) => f.startsWith('bin/'))).toEqual(['bin/tooldoc.js']);
    // The pages the README links: every page of docs/ (`tooldoc explain example/*` reads docs/testing.md),
    // the showcase and the example plugins docs/plugins.md points to, the VS Code extension's page.
    const docs = readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`).sort();
    expect([...files].filter((f) => f.startsWith('docs/')).sort()).toEqual(docs);
    for (const f of [...walk('fixtures/showcase'), ...walk('fixtures/plugins')]) expect(files, f).toContain(f);
    expect([...files].filter((f) => f.startsWith('editors/'))).toEqual(['editors/vscode/README.md']);
    for (const f of files) {
      // Not V8's code that this clone's runs kept (dist/cli/core.cjs): each install makes its own.
      expect(f).not.toMatch(/^(src|test|scripts|bench|standalone|node_modules)\/|\/node_modules\/|\/code-cache\/|\.(map|tgz|tsbuildinfo)$/);
      if (f.startsWith('fixtures/')) expect(f).toMatch(/^fixtures\/(showcase|plugins)\//);
      // TypeScript only as declarations, in dist/types/; rules/ holds the docs pages alone.
      if (f.endsWith('.ts')) expect(f).toMatch(/^dist\/types\/.*\.d\.ts$/);
      if (f.startsWith('dist/types/')) expect(f).toMatch(/\.d\.ts$/);
      if (f.startsWith('rules/')) expect(f).toMatch(/\.md$/);
    }
    // Read at run time: every rule's docs page (SARIF help, `tooldoc explain`), the schemas (the config's
    // is checked against on every load; editors and programs use the others), the bundle with the
    // licences of what it inlines.
    for (const f of [...walk('rules').filter((f) => f.endsWith('.md')), ...walk('schemas'), ...walk('dist/cli').filter((f) => !f.startsWith('dist/cli/code-cache/')), ...walk('dist/types')]) expect(files, f).toContain(f);
    expect(files).toContain('dist/cli/THIRD_PARTY_NOTICES.md');
    // Whatever package.json points at.
    const targets = [...Object.values(pkg.bin), pkg.main, pkg.types, ...Object.values(pkg.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)))];
    for (const t of targets) expect(files, t).toContain(t.replace(/^\.\//, ''));
  });

  it("ships the bundle all its entries load, and the declarations its types reach, nothing else", () => {
    const shipped = files;
    const entries = (condition: 'default' | 'types') => Object.values(pkg.exports).flatMap((e) => (typeof e === 'string' ? [] : [e[condition]!.replace(/^\.\//, '')]));
    expect(entries('default').every((f) => f.startsWith('dist/cli/')), 'the package entries are the bundle').toBe(true);
    const runtime = reach(installed, shipped, [...Object.values(pkg.bin), ...entries('default')].filter((f) => f.endsWith('.js')));
    expect(runtime.missing, 'modules the package loads but does not ship: `files` in package.json leaves them out').toEqual([]);
    const types = reach(installed, shipped, entries('types'), true);
    expect(types.missing, 'declarations the public types refer to but the package does not ship').toEqual([]);
    // scripts/declarations.mjs copies exactly what the entries' types reach.
    expect([...shipped].filter((f) => f.endsWith('.d.ts') && !types.reached.has(f)), 'declarations nothing the entries export refers to').toEqual([]);
    // Every chunk, worker entry and vendor file of the bundle is loaded by something.
    const workers = ['dist/cli/worker.js', 'dist/cli/lint-worker-options.js', 'dist/cli/lsp-worker-options.js'];
    const loaded = reach(installed, shipped, [...Object.values(pkg.bin), ...entries('default'), ...workers]).reached;
    expect([...shipped].filter((f) => /^dist\/cli\/.*\.c?js$/.test(f) && !loaded.has(f)), 'bundle files nothing loads').toEqual([]);
  });

  it('keeps every link of its Markdown pages inside the package: the README, docs/, the rules\' pages, the showcase', () => {
    const pages = [...files].filter((f) => f.endsWith('.md') && !f.startsWith('dist/'));
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'docs/cli.md', 'fixtures/showcase/README.md']));
    const broken = pages.flatMap((page) =>
      links(readFileSync(path.join(installed, page), 'utf8')).flatMap(({ line, target }) => {
        const why = brokenLink(installed, page, target, { ownFiles: false });
        return why ? [`${page}:${line}: ${target}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
    // The README's links are relative: they resolve in the package as on GitHub and on npmjs.com.
    const readme = links(readFileSync(path.join(installed, 'README.md'), 'utf8')).filter((l) => !/^[a-z]+:/i.test(l.target));
    expect(readme.length).toBeGreaterThan(20);
  });

  it('installs tooldoc alone: no dependency to download, at most 15 packages in all', () => {
    expect(install.status, install.stderr).toBe(0);
    const listed = run('npm', ['ls', '--all', '--parseable'], project);
    const packages = listed.stdout.split('\n').filter((l) => l.includes('node_modules'));
    expect(packages.length, packages.join('\n')).toBeLessThanOrEqual(15);
    expect(packages.map((p) => path.relative(path.join(project, 'node_modules'), p))).toEqual(['tooldoc']);
    expect((JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies).toBeUndefined();
  });

  it('says where it comes from, under the Apache License 2.0 verbatim', () => {
    expect(pkg.license).toBe('Apache-2.0');
    const license = readFileSync(path.join(installed, 'LICENSE'));
    expect(createHash('md5').update(license).digest('hex')).toBe(APACHE_2_MD5);
    // The URLs the reports link to (SARIF informationUri, rule help) are the package's.
    expect(pkg.homepage).toBe(`${HOMEPAGE}#readme`);
    expect(pkg.bugs.url).toBe(`${HOMEPAGE}/issues`);
    expect(pkg.repository).toEqual({ type: 'git', url: `git+${HOMEPAGE}.git` });
    expect(pkg.keywords).toEqual(expect.arrayContaining(['mcp', 'function-calling', 'tool-calling', 'openai', 'anthropic', 'gemini', 'linter', 'json-schema', 'sarif']));
    expect((JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as PackageJson).repository).toEqual(pkg.repository);
  });

  it('installs into a fresh project without npm warnings', () => {
    expect(install.status, install.stderr).toBe(0);
    const warnings = install.stderr.split('\n').filter((l) => /^npm warn/i.test(l));
    // This machine's own ~/.npmrc may set `nodedir`, which npm 11 no longer knows: not the package's doing.
    expect(warnings.filter((l) => !/Unknown user config "nodedir"/.test(l))).toEqual([]);
    expect(existsSync(path.join(project, 'node_modules', '@types', 'node')), 'the install brought @types/node, so the type check below proves nothing').toBe(false);
  });

  it('runs its CLI in that project: lint with a config and a plugin importing tooldoc, explain, SARIF help, --version', () => {
    const thin = run('npx', ['--no', '--', 'tooldoc', 'lint', 'tools/thin.yaml'], project);
    expect(thin.status, thin.stderr).toBe(1);
    expect(thin.stdout).toContain('parameters/property-description');
    expect(thin.stdout).toContain('company/name-prefix');
    expect(thin.stdout).not.toContain('hints/latency');
    expect(thin.stdout).toMatch(/get_time\s+Level 0/);

    const clean = run('npx', ['--no', '--', 'tooldoc', 'lint', 'tools/weather.yaml', '--no-config'], project);
    expect(clean.status, clean.stdout + clean.stderr).toBe(0);

    // The config is checked against schemas/config.schema.json, read from the package.
    writeFileSync(path.join(project, 'bad.config.yaml'), 'rulez: {}\n');
    const bad = run('npx', ['--no', '--', 'tooldoc', 'lint', 'tools', '--config', 'bad.config.yaml'], project);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('rulez');

    const sarif = run('npx', ['--no', '--', 'tooldoc', 'lint', 'tools/thin.yaml', '--no-config', '--format', 'sarif'], project);
    const rules = (JSON.parse(sarif.stdout) as { runs: Array<{ tool: { driver: { rules: Array<{ id: string; help: { markdown: string } }> } } }> }).runs[0]!.tool.driver.rules;
    // Help from the rule's docs page (rules/parameters/property-description.md), not only its metadata.
    expect(rules.find((r) => r.id === 'parameters/property-description')!.help.markdown).toContain('at every depth');

    const explain = run('npx', ['--no', '--', 'tooldoc', 'explain', 'parameters/property-description'], project);
    expect(explain.status, explain.stderr).toBe(0);
    expect(explain.stdout).toContain('at every depth');
    const example = run('npx', ['--no', '--', 'tooldoc', 'explain', 'example/result'], project);
    expect(example.status, example.stderr).toBe(0);
    expect(example.stdout).toContain('More: docs/testing.md');

    const version = run('npx', ['--no', '--', 'tooldoc', '--version'], project);
    expect(version.stdout.trim()).toBe(pkg.version);
  });

  it("keeps V8's compiled code for its next runs in its own folder, and refuses a cache that is broken or that others may write", () => {
    const cacheDir = path.join(installed, 'dist', 'cli', 'code-cache');
    // The installed bin run by Node itself: what npx adds to stderr (a notice of npm's) is not compared.
    const lint = (env: NodeJS.ProcessEnv = {}) => spawnSync(process.execPath, [path.join(installed, 'bin', 'tooldoc.js'), 'lint', 'tools/thin.yaml'], { cwd: project, encoding: 'utf8', env: { ...cleanEnv(), ...env } });
    const caches = () => (existsSync(cacheDir) ? readdirSync(cacheDir).sort() : []);
    rmSync(cacheDir, { recursive: true, force: true });

    const off = lint({ TOOLDOC_CODE_CACHE: '0' });
    expect(off.status, off.stderr).toBe(1);
    expect(caches(), 'TOOLDOC_CODE_CACHE=0 writes nothing').toEqual([]);

    const first = lint();
    expect(first.status, first.stderr).toBe(1);
    expect(first.stdout).toBe(off.stdout);
    expect(first.stderr).toBe(off.stderr);
    // One file per kind of thread: the main thread's after the report, the worker's after its first jobs.
    const names = caches();
    expect(names.map((n) => n.replace(/-[0-9a-f]{16}-/, '-BUILD-'))).toEqual([`main-BUILD-${process.version}-${process.arch}.bin`, `worker-BUILD-${process.version}-${process.arch}.bin`]);
    const file = (kind: 'main' | 'worker') => path.join(cacheDir, names.find((n) => n.startsWith(`${kind}-`))!);
    for (const kind of ['main', 'worker'] as const) expect(statSync(file(kind)).mode & 0o022, `${kind}: nobody else may write it`).toBe(0);
    const made = readFileSync(file('worker'));

    // Used as it is, not written again.
    const second = lint();
    expect([second.status, second.stdout, second.stderr]).toEqual([1, off.stdout, off.stderr]);
    expect(readFileSync(file('worker')).equals(made)).toBe(true);

    // The file starts with the SHA-256 digest of the rest.
    const whole = (b: Buffer) => createHash('sha256').update(b.subarray(32)).digest().equals(b.subarray(0, 32));
    expect(whole(made)).toBe(true);
    // A broken cache is not used, the run is the same, and the cache is written anew: a damaged header
    // (V8 refuses it), and four bytes changed in the middle (V8 would run them: the run crashed).
    const middle = Buffer.from(made).fill(0xff, made.length >> 1, (made.length >> 1) + 4);
    for (const damaged of [Buffer.alloc(made.length, 7), middle]) {
      writeFileSync(file('worker'), damaged, { mode: 0o644 });
      const broken = lint();
      expect([broken.status, broken.stdout, broken.stderr]).toEqual([1, off.stdout, off.stderr]);
      const now = readFileSync(file('worker'));
      expect(now.equals(damaged)).toBe(false);
      expect(whole(now)).toBe(true);
    }

    // A cache that cannot be written (a file where its folder goes) is not a failed run.
    rmSync(cacheDir, { recursive: true, force: true });
    writeFileSync(cacheDir, 'not a folder\n');
    const unwritable = lint();
    expect([unwritable.status, unwritable.stdout, unwritable.stderr]).toEqual([1, off.stdout, off.stderr]);
    expect(readFileSync(cacheDir, 'utf8')).toBe('not a folder\n');
    rmSync(cacheDir);
    expect([lint().status, caches().length]).toEqual([1, 2]);
    names.splice(0, names.length, ...caches());

    // A cache that others may write is not read (V8 runs cached code unchecked): written anew, theirs no longer.
    chmodSync(file('main'), 0o666);
    const open = lint();
    expect([open.status, open.stdout, open.stderr]).toEqual([1, off.stdout, off.stderr]);
    expect(statSync(file('main')).mode & 0o022).toBe(0);
  });

  it('lints a live MCP server in that project (the MCP client is in the bundle)', () => {
    const r = run('npx', ['--no', '--', 'tooldoc', 'lint', '--server', `${JSON.stringify(process.execPath)} server.mjs`, '--no-config', '--format', 'json'], project);
    expect(r.stderr).not.toMatch(/Cannot find (module|package)|ERR_MODULE_NOT_FOUND/);
    expect(r.status, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as { tools: Array<{ name: string }>; files: Array<{ diagnostics: Array<{ ruleId: string }> }> };
    expect(report.tools.map((t) => t.name)).toEqual(['lookup_order']);
    expect(report.files.flatMap((f) => f.diagnostics.map((d) => d.ruleId))).toContain('parameters/property-description');
  });

  it('runs its language server in that project: the config and its plugin apply to an open document', async () => {
    const client = await LspClient.start(project, path.join(installed, 'bin', 'tooldoc.js'));
    try {
      const codes = (await client.open('tools/thin.yaml')).map((d) => d.code);
      expect(codes).toContain('parameters/property-description');
      expect(codes).toContain('company/name-prefix');
      expect(codes).not.toContain('hints/latency');
      expect(await client.shutdown()).toBe(0);
    } finally {
      client.kill();
    }
  });

  it('compiles a program using the public API without @types/node (skipLibCheck off), and runs it', () => {
    const compilerOptions = { target: 'ES2022', lib: ['ES2022'], types: [], strict: true, skipLibCheck: false, outDir: 'out' };
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const resolution of [{ module: 'NodeNext', moduleResolution: 'NodeNext' }, { module: 'ESNext', moduleResolution: 'Bundler' }]) {
      writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, ...resolution }, files: ['consumer.ts'] }, null, 2));
      const r = run(process.execPath, [tsc, '-p', '.'], project);
      expect(r.stdout + r.stderr, `tsc with ${resolution.moduleResolution} resolution`).toBe('');
      expect(r.status).toBe(0);
    }
    const out = run(process.execPath, ['out/consumer.js'], project);
    expect(out.status, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout) as { version: string; inMemory: number; prefixReported: boolean; onDisk: { tools: number; errors: number }; config: boolean; exports: boolean };
    expect(result).toMatchObject({ version: pkg.version, inMemory: 1, prefixReported: true, config: true, exports: true });
    expect(result.onDisk.tools).toBeGreaterThan(0);
  });

  it('builds in the prepare lifecycle of a clone, which the packed package.json leaves out with the clone\'s allowScripts', () => {
    expect(pkg.scripts.prepare).toMatch(/build|tsc/);
    const packedManifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as PackageJson;
    expect(packedManifest.scripts.prepare).toBeUndefined();
    expect(packedManifest.allowScripts).toBeUndefined();
    // A clone's `npm install` asks npm 11 to approve no dependency's install script: each is decided.
    expect(pkg.allowScripts).toBeDefined();
    const review = run('npm', ['install-scripts', 'ls'], ROOT);
    expect(review.status, review.stderr).toBe(0);
    expect(review.stdout).toMatch(/^No packages with unreviewed install scripts/m);
    expect({ ...packedManifest, scripts: { ...packedManifest.scripts, prepare: pkg.scripts.prepare }, allowScripts: pkg.allowScripts }).toEqual(pkg);
    // postpack put package.json back byte for byte.
    expect(manifestAfter.equals(manifestBefore)).toBe(true);
    expect(existsSync(path.join(ROOT, 'package.json.unpacked'))).toBe(false);
    expect(pkg.bin.tooldoc).toBe('bin/tooldoc.js');
    // pre-commit takes `npm pack`'s whole stdout as the tarball's name: prepare's banners must not reach it.
    expect(readFileSync(path.join(ROOT, '.npmrc'), 'utf8')).toMatch(/^foreground-scripts=false$/m);
  });

  it('declares the pre-commit hooks, one of which installs this package with npm', () => {
    const hooks = parse(readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<Record<string, unknown>>;
    for (const hook of hooks) expect(hook).toMatchObject({ types_or: ['yaml', 'json'], require_serial: true });
    expect(hooks.filter((h) => h.language === 'node')).toEqual([expect.objectContaining({ entry: 'tooldoc lint --ignore-unknown' })]);
    expect(existsSync(path.join(ROOT, 'action.yml'))).toBe(true);
  });
});
