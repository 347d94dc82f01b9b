// `npm run bench:profile`: where a run's time goes. Lints the benchmark corpus (10,000 tools, one per
// file, from ../shared/bench/gen-corpus.mjs) in one thread with V8's CPU profiler, groups the
// samples' own time by module (a dependency, a rule, a part of src/), and writes the table into
// bench/results.md between the "profile" markers.
//
//   node bench/profile.mjs [--tools 10000] [--no-write]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './sections.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(ROOT, '..', 'shared', 'bench');
const args = process.argv.slice(2);
const tools = Number(args.includes('--tools') ? args[args.indexOf('--tools') + 1] : 10_000);
const write = !args.includes('--no-write');
if (!existsSync(path.join(SHARED, 'gen-corpus.mjs'))) {
  console.error(`bench:profile: ${SHARED}/gen-corpus.mjs not found (the development workspace's shared folder).`);
  process.exit(2);
}
if (!existsSync(path.join(ROOT, 'dist', 'cli', 'cli.js'))) {
  console.error('bench:profile: build first (npm run build).');
  process.exit(2);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'tooldoc-profile-'));
const corpus = path.join(work, 'corpus');
execFileSync(process.execPath, [path.join(SHARED, 'gen-corpus.mjs'), '--tools', String(tools), '--per-file', '1', '--out', corpus], { stdio: 'ignore' });
const profiles = path.join(work, 'prof');
// The unbundled build (dist/src/), so that samples name the rule or module they are in; the bundle
// runs the same code. The run's own API (src/run/lint.ts) without worker threads: the CLI's main
// thread lints nothing, and a worker's profile is not written when the pool ends it. The rules as
// `npm run bench` runs them (`--no-config`: tooldoc:recommended, the strict-only rules off).
const entry = `import { lint } from ${JSON.stringify(path.join(ROOT, 'dist', 'src', 'run', 'lint.js'))};
import { builtinRules } from ${JSON.stringify(path.join(ROOT, 'dist', 'rules', 'index.js'))};
import { presetSettings } from ${JSON.stringify(path.join(ROOT, 'dist', 'src', 'config', 'presets.js'))};
const run = await lint({ patterns: ['.'], cwd: ${JSON.stringify(corpus)}, rules: builtinRules, settings: presetSettings('tooldoc:recommended', builtinRules) });
process.stdout.write(String(run.files.length));`;
const r = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', profiles, '--input-type=module', '-e', entry], { encoding: 'utf8' });
if (r.status !== 0 && r.status !== 1) throw new Error(`tooldoc exited ${r.status}: ${r.stderr.slice(-500)}`);
// One profile per thread: the main thread and the worker that lints the files (the CLI's main thread lints none).
const threads = readdirSync(profiles).map((f) => JSON.parse(readFileSync(path.join(profiles, f), 'utf8')));

/** Which part a sample's function belongs to: a dependency, a rule, a module of src/, or V8/Node itself. */
function partOf(url, fn) {
  if (!url) {
    if (fn === '(garbage collector)') return 'V8: garbage collection';
    if (fn === '(program)' || fn === '(idle)' || fn === '(root)') return 'V8: other';
    // Ajv compiles schemas into functions named validate0, validate1 … with no source file.
    if (/^validate\d+$/.test(fn)) return 'dependency: ajv (compiled validators)';
    if (fn.startsWith('RegExp: ')) return 'V8: regular expressions';
    return fn ? `Node: ${fn} (native)` : 'Node: native';
  }
  let m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return `dependency: ${m[1]}`;
  m = /dist\/meta\/(.*)\.cjs/.exec(url);
  if (m) return `meta-schema check (${m[1]}, precompiled)`;
  m = /dist\/rules\/(.*)\.js/.exec(url);
  if (m) return `rule: ${m[1]}`;
  m = /dist\/src\/(.*)\.js/.exec(url);
  if (m) return `src/${m[1]}`;
  if (url.startsWith('node:')) return 'Node: module loading and built-ins';
  return url;
}
const self = new Map();
let total = 0;
for (const profile of threads) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const key = partOf(n.callFrame.url, n.callFrame.functionName);
    // An idle thread (the main thread waiting on the worker) is not time spent.
    if (n.callFrame.functionName === '(idle)') return;
    const t = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + t);
    total += t;
  });
}
const pct = (t) => `${((100 * t) / total).toFixed(1)} %`;
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 24);
const rules = [...self].filter(([k]) => k.startsWith('rule: ')).reduce((n, [, t]) => n + t, 0);
const body = [
  '## Where the time goes',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:profile\`: ${tools.toLocaleString('en-US')} tools, one per file, one worker (\`--concurrency off\`), V8's CPU profiler over every thread, own time per part (idle left out) (${(total / 1e6).toFixed(2)} s sampled).`,
  `Machine: ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'unknown'}, ${os.availableParallelism()} cores, Node ${process.version}.`,
  '',
  '| part | own time s | share |',
  '|---|---|---|',
  ...rows.map(([k, t]) => `| ${k} | ${(t / 1e6).toFixed(2)} | ${pct(t)} |`),
  '',
  `All ${[...self.keys()].filter((k) => k.startsWith('rule: ')).length} rules together: ${(rules / 1e6).toFixed(2)} s (${pct(rules)}), not counting the JSON Schema work they ask of src/schema and its dependencies.`,
].join('\n');
console.log(body);
if (write) writeSection(path.join(ROOT, 'bench', 'results.md'), 'profile', body);
rmSync(work, { recursive: true, force: true });
