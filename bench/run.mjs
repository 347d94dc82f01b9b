#!/usr/bin/env node
// The performance benchmark (`npm run bench`). Generates the corpora with ../shared/bench's
// generator, then runs tooldoc and the floor (read + parse + one precompiled schema validation, no
// reporting) alternately, several rounds, and reports medians of wall time, CPU time and peak RSS
// with the ratios. Shared machines are noisy: only ratios measured in one run mean anything.
//
//   node bench/run.mjs [--rounds 3] [--tools 10000] [--quick] [--no-write]
//
// Then the language server (bench/lsp.mjs) on a generated workspace of 5,461 tools (LSP_TOOLS): the
// opened document's first diagnostics, and the median time from an edit to its diagnostics.
//
// SPECTRAL_BIN=/path/to/spectral adds Spectral (with ../shared/bench/spectral-ruleset.yaml) as a
// third column. Results go to bench/results.md with the machine they ran on.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeSection } from './sections.mjs';
import { describeLsp, firstFile, measureLsp } from './lsp.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(ROOT, '..', 'shared', 'bench');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i === -1 ? def : args[i + 1];
};
const quick = args.includes('--quick');
const rounds = Number(opt('--rounds', quick ? 1 : 3));
const tools = Number(opt('--tools', quick ? 1000 : 10000));
const write = !args.includes('--no-write');
const spectral = process.env.SPECTRAL_BIN;

if (!existsSync(path.join(SHARED, 'gen-corpus.mjs'))) {
  console.error(`bench: ${SHARED} not found; the benchmark needs ../shared/bench beside the repository.`);
  process.exit(2);
}
if (!existsSync(path.join(ROOT, 'dist', 'src', 'cli.js'))) {
  console.error('bench: dist/ is missing; run `npm run build` first.');
  process.exit(2);
}
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

// The floor resolves its imports (fast-glob, ajv, js-yaml) from this repository's node_modules.
const floor = path.join(ROOT, 'bench', '.floor.mjs');
copyFileSync(path.join(SHARED, 'floor.mjs'), floor);

const work = mkdtempSync(path.join(os.tmpdir(), 'tooldoc-bench-'));
const gen = (name, extra) => {
  const out = path.join(work, name);
  execFileSync(process.execPath, [path.join(SHARED, 'gen-corpus.mjs'), '--out', out, ...extra], { stdio: 'ignore' });
  return out;
};
console.error(`bench: generating corpora in ${work} …`);
const n1 = gen('n1', ['--tools', String(tools), '--per-file', '1']);
/**
 * A warm cache with one file changed before each run (`--cache`): the first file of the corpus
 * flips between its text and the text with `change` made, so each run finds that one file changed
 * and the other files as the run before left them. The first (unmeasured) run makes the cache.
 */
const oneChanged = (name, change) => {
  const file = firstFile(n1);
  const text = readFileSync(file, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`bench: ${name}: the change did not apply to ${file}`);
  let flips = 0;
  return { name, dir: n1, cache: path.join(work, `${name.replace(/\W+/g, '-')}.cache`), before: () => writeFileSync(file, ++flips % 2 ? changed : text), after: () => writeFileSync(file, text) };
};
const corpora = [
  { name: `${tools.toLocaleString('en')} tools, 1 per file`, dir: n1 },
  { name: `${tools.toLocaleString('en')} tools, 50 per file`, dir: gen('n50', ['--tools', String(tools), '--per-file', '50']) },
  { name: 'one small file (start-up)', dir: gen('one', ['--tools', '1', '--per-file', '1']) },
  // A tool's parameter edited: what catalog rules read of the tool is as it was.
  oneChanged(`${tools.toLocaleString('en')} tools, 1 per file, warm cache, one file changed (a parameter)`, (t) => t.replace(/^( +)minLength: 1$/m, '$1minLength: 2')),
  // A tool's description edited: search/similar-descriptions runs again over the whole catalog.
  oneChanged(`${tools.toLocaleString('en')} tools, 1 per file, warm cache, one file changed (its description)`, (t) => t.replace(/^description: (.*)$/m, (_, d) => `description: ${JSON.stringify(`${JSON.parse(d)} Also for archived ones.`)}`)),
];

/** Runs a command once; returns wall seconds, CPU seconds and peak RSS in MiB. */
function measure(cmd, cmdArgs) {
  const statFile = path.join(work, 'time.txt');
  const start = process.hrtime.bigint();
  const r = TIME
    ? spawnSync(TIME, ['-f', '%e %U %S %M', '-o', statFile, cmd, ...cmdArgs], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
    : spawnSync(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${cmd} ${cmdArgs.join(' ')} exited ${r.status}: ${r.stderr}`);
  if (!TIME) return { wall, cpu: NaN, rss: NaN };
  const [, user, sys, maxKb] = readFileSync(statFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: user + sys, rss: maxKb / 1024 };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const bin = path.join(ROOT, 'bin', 'tooldoc.js');
const rows = [];
for (const c of corpora) {
  const glob = `${c.dir}/**/*.yaml`;
  const cmds = {
    tooldoc: [process.execPath, [bin, 'lint', c.dir, '--format', 'json', '--output', path.join(work, 'report.json'), '--no-config', ...(c.cache ? ['--cache', '--cache-location', c.cache] : [])]],
    floor: [process.execPath, [floor, glob, '--parser', 'js-yaml']],
    node: [process.execPath, ['-e', '0']],
  };
  if (spectral) cmds.spectral = [spectral, ['lint', glob, '-r', path.join(SHARED, 'spectral-ruleset.yaml'), '-f', 'json', '-o', path.join(work, 'spectral.json')]];
  const samples = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
  measure(...cmds.tooldoc); // warm the file cache once (and make tooldoc's, with --cache)
  for (let r = 0; r < rounds; r++) {
    for (const [k, [cmd, a]] of Object.entries(cmds)) {
      if (k === 'tooldoc') c.before?.();
      samples[k].push(measure(cmd, a));
    }
    console.error(`bench: ${c.name}: round ${r + 1}/${rounds}`);
  }
  c.after?.();
  const med = (k) => ({
    wall: median(samples[k].map((s) => s.wall)),
    cpu: median(samples[k].map((s) => s.cpu)),
    rss: median(samples[k].map((s) => s.rss)),
  });
  rows.push({ corpus: c.name, tooldoc: med('tooldoc'), floor: med('floor'), node: med('node'), spectral: spectral ? med('spectral') : null });
}

// The language server, on a workspace the size of the shared corpus of real tools.
const lspTools = Number(process.env.LSP_TOOLS ?? 5461);
console.error(`bench: the language server on ${lspTools.toLocaleString('en')} tools …`);
const lsp = await measureLsp({ dir: gen('lsp', ['--tools', String(lspTools), '--per-file', '1']) });

const f = (n, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const lines = [];
lines.push('# Benchmark results', '');
lines.push(`Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` (${rounds} round${rounds === 1 ? '' : 's'}, medians, commands alternated).`);
lines.push(`Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}.`);
lines.push('tooldoc runs the full recommended rule set with JSON output to a file (`--no-config`); the floor is `../shared/bench/floor.mjs --parser js-yaml`.', '');
lines.push('Targets: 10,000 one-tool files cold at most 3× the floor\'s wall time, 4× its CPU time and 200 MiB; a warm cache with one file changed 1.0× the floor; one small file 1.2× the floor.', '');
lines.push('| corpus | tooldoc wall s | floor wall s | **wall ratio** | tooldoc CPU s | floor CPU s | **CPU ratio** | tooldoc peak RSS MiB | floor RSS MiB | `node -e 0` wall s |' + (spectral ? ' Spectral wall s / RSS MiB |' : ''));
lines.push('|---|---|---|---|---|---|---|---|---|---|' + (spectral ? '---|' : ''));
for (const r of rows) {
  lines.push(
    `| ${r.corpus} | ${f(r.tooldoc.wall)} | ${f(r.floor.wall)} | **${f(r.tooldoc.wall / r.floor.wall)}×** | ${f(r.tooldoc.cpu)} | ${f(r.floor.cpu)} | **${f(r.tooldoc.cpu / r.floor.cpu)}×** | ${f(r.tooldoc.rss, 0)} | ${f(r.floor.rss, 0)} | ${f(r.node.wall)} |` +
      (r.spectral ? ` ${f(r.spectral.wall)} / ${f(r.spectral.rss, 0)} |` : ''),
  );
}
const startup = rows[2];
lines.push('', `Start-up (one small file): tooldoc ${f(startup.tooldoc.wall / startup.node.wall)}× \`node -e 0\`, ${f(startup.tooldoc.wall / startup.floor.wall)}× the floor.`);
const [parameter, description] = [rows[3], rows[4]];
lines.push(
  `Warm cache, one file changed (\`--cache\`; target ≤ 1.0× the floor): ${f(parameter.tooldoc.wall / parameter.floor.wall)}× the floor when a parameter changed, ${f(description.tooldoc.wall / description.floor.wall)}× when a description did (search/similar-descriptions runs again over the whole catalog).`,
  ...describeLsp(lspTools, lsp),
  '',
);
const text = lines.join('\n');
console.log(text);
if (write) {
  // Keep the sections `npm run bench:scaling` and `npm run bench:profile` write into the same file.
  writeSection(path.join(ROOT, 'bench', 'results.md'), undefined, '', text);
}
rmSync(work, { recursive: true, force: true });
rmSync(floor, { force: true });
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
