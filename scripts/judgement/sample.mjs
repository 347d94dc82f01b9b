#!/usr/bin/env node
/**
 * Draws a sample of findings on the real-world corpus for judging by hand (docs/judgement.md).
 *
 *   node scripts/judgement/sample.mjs [--corpus DIR] [--seed N] [--uniform 60,50,40] [--per-rule 2] [--round NAME] --out FILE
 *
 * Lints each source of the corpus (livemcptool, bfcl, functionchat-bench) with the built CLI and the
 * recommended preset, as a user without a config would, then picks findings uniformly at random per
 * source (a seeded generator, so a sample can be drawn again) and tops up every rule that fires to
 * at least --per-rule entries. Writes entries in the shape of test/judgement/judged.json with an empty
 * verdict and reason, and the tool's description and the value at the finding's pointer as context.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = parseArgs({
  options: {
    corpus: { type: 'string', default: path.resolve(ROOT, '..', 'shared', 'corpus') },
    seed: { type: 'string', default: '11' },
    uniform: { type: 'string', default: '60,50,40' },
    'per-rule': { type: 'string', default: '2' },
    round: { type: 'string', default: 'new' },
    out: { type: 'string' },
  },
});
if (!opts.out) {
  console.error('sample.mjs: --out FILE is required');
  process.exit(2);
}
const SOURCES = ['livemcptool', 'bfcl', 'functionchat-bench'];
const counts = opts.uniform.split(',').map(Number);
const perRule = Number(opts['per-rule']);

// A linear congruential generator: the same seed draws the same sample from the same findings.
let seed = Number(opts.seed);
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const at = (doc, pointer) => {
  let v = doc;
  for (const s of pointer.split('/').slice(1)) v = v?.[s.replace(/~1/g, '/').replace(/~0/g, '~')];
  return v;
};
const toolPointer = (pointer) => /^(\/tools\/\d+|\/\d+|\/result\/tools\/\d+)/.exec(pointer)?.[1] ?? '';
const clip = (s, n) => (typeof s === 'string' && s.length > n ? `${s.slice(0, n)}…` : s);

const tmp = mkdtempSync(path.join(tmpdir(), 'tooldoc-judgement-'));
const entries = [];
try {
  SOURCES.forEach((source, s) => {
    const report = path.join(tmp, `${source}.json`);
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'bin', 'tooldoc.js'), 'lint', path.join(opts.corpus, source), '--format', `json=${report}`], { stdio: ['ignore', 'ignore', 'inherit'] });
    } catch (err) {
      if (err.status !== 1) throw err; // 1 = findings; anything else means tooldoc could not do its job
    }
    const all = JSON.parse(readFileSync(report, 'utf8')).files.flatMap((f) => f.diagnostics.map((d) => ({ file: f.file, ...d })));
    const picked = new Set();
    while (picked.size < Math.min(counts[s] ?? 0, all.length)) picked.add(Math.floor(rand() * all.length));
    const uniform = new Set(picked);
    for (const rule of new Set(all.map((d) => d.ruleId))) {
      const idx = all.flatMap((d, i) => (d.ruleId === rule ? [i] : []));
      let have = [...picked].filter((i) => all[i].ruleId === rule).length;
      while (have < Math.min(perRule, idx.length)) {
        const i = idx[Math.floor(rand() * idx.length)];
        if (picked.has(i)) continue;
        picked.add(i);
        have++;
      }
    }
    const docs = new Map();
    for (const i of [...picked].sort((a, b) => a - b)) {
      const d = all[i];
      if (!docs.has(d.file)) docs.set(d.file, JSON.parse(readFileSync(d.file, 'utf8')));
      const doc = docs.get(d.file);
      const tool = at(doc, toolPointer(d.pointer)) ?? {};
      const fn = tool.function ?? tool;
      let value;
      try {
        value = JSON.stringify(at(doc, d.pointer));
      } catch {
        value = undefined;
      }
      entries.push({
        round: opts.round,
        sample: uniform.has(i) ? 'uniform' : 'per-rule',
        file: path.relative(opts.corpus, d.file).split(path.sep).join('/'),
        tool: d.tool,
        ruleId: d.ruleId,
        pointer: d.pointer,
        line: d.line,
        column: d.column,
        message: d.message,
        verdict: '',
        reason: '',
        context: { description: clip(fn.description, 400), value: clip(value, 500) },
      });
    }
  });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
writeFileSync(opts.out, `${JSON.stringify(entries, null, 1)}\n`);
console.log(`${entries.length} findings to judge (${entries.filter((e) => e.sample === 'uniform').length} uniform) written to ${opts.out}`);
