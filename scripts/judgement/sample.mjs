#!/usr/bin/env node
/**
 * Draws a sample of findings for judging (docs/judgement.md).
 *
 *   npm run build
 *   node scripts/judgement/sample.mjs --half held --seed 33 --size 150 --cap 15 --round held-1 --out /tmp/sample.json
 *   node scripts/judgement/sample.mjs --half held --rules parameters/units,parameters/no-wrapper --cap 10 --size 20 …
 *   node scripts/judgement/sample.mjs --half held --rules name/verb-first --enable name/verb-first …
 *
 * Lints every corpus file of one half (scripts/judgement/split.mjs) with the built CLI as a new user
 * would (no config: the recommended preset), and pools the findings each report lists once: the
 * files' findings, not the per-tool blocker lists, which repeat them. The pool is shuffled with a
 * seeded Fisher-Yates shuffle and walked in that order, taking each finding unless its rule already
 * has --cap entries, until --size are taken: a uniform sample in which no rule can fill more than its
 * cap. With --rules, the pool is the findings of those rules only (a precision check of new rules,
 * kept apart from the uniform rates as sample "per-rule"). --enable names rules the recommended preset
 * leaves off, turned on (as warnings) for the run, to judge whether they could be. Writes the entries in the shape of test/judgement/judged.json with an empty verdict and reason
 * and, for the judge, the tool's definition as the file has it, the value at the finding's place and
 * the other findings the report lists on the same tool (to tell what is said twice).
 * Also prints the half's figures: tools, findings, findings per tool, the largest per-tool count.
 */
import { seeded } from './random.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CORPORA, ROOT, corpusFiles } from './split.mjs';

const { values: opts } = parseArgs({
  options: {
    half: { type: 'string', default: 'held' },
    seed: { type: 'string', default: '33' },
    size: { type: 'string', default: '150' },
    cap: { type: 'string', default: '15' },
    round: { type: 'string', default: 'new' },
    rules: { type: 'string' },
    enable: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!opts.out || !['tuning', 'held'].includes(opts.half)) {
  console.error('sample.mjs: --out FILE is required, and --half is tuning or held');
  process.exit(2);
}
const size = Number(opts.size);
const cap = Number(opts.cap);


/** Fisher-Yates: every order equally likely. */
export function shuffle(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const at = (doc, pointer) => {
  let v = doc;
  for (const s of pointer.split('/').slice(1)) v = v?.[s.replace(/~1/g, '/').replace(/~0/g, '~')];
  return v;
};
/** The pointer of the tool a finding's pointer is inside. */
const toolPointer = (pointer) => /^(\/tools\/\d+|\/\d+|\/result\/tools\/\d+)/.exec(pointer)?.[1] ?? '';
const clip = (s, n) => (typeof s === 'string' && s.length > n ? `${s.slice(0, n)}…` : s);

const files = corpusFiles().filter((f) => f.half === opts.half);
const tmp = mkdtempSync(path.join(tmpdir(), 'tooldoc-judgement-'));
// The recommended preset, with --enable's rules turned on: a config file of the run's own.
let configArgs = ['--no-config'];
if (opts.enable) {
  const config = path.join(tmp, 'tooldoc.config.json');
  writeFileSync(config, JSON.stringify({ extends: 'tooldoc:recommended', rules: Object.fromEntries(opts.enable.split(',').map((id) => [id, 'warn'])) }));
  configArgs = ['--config', config];
}
const pool = [];
let tools = 0;
const perTool = new Map();
/** Each tool's findings, for the judge to tell what another finding already says. */
const onTool = new Map();
try {
  for (const { root } of CORPORA) {
    const mine = files.filter((f) => f.path.startsWith(root + path.sep));
    if (!mine.length) continue;
    const report = path.join(tmp, 'report.json');
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'bin', 'tooldoc.js'), 'lint', ...configArgs, ...mine.map((f) => f.file), '--format', `json=${report}`], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        maxBuffer: 1 << 30,
      });
    } catch (err) {
      // 1 = findings; anything else means tooldoc could not do its job
      if (err.status !== 1) throw new Error(`tooldoc lint failed in ${root} (exit ${err.status}): ${err.stderr}`);
    }
    const result = JSON.parse(readFileSync(report, 'utf8'));
    tools += result.tools.length;
    for (const f of result.files) {
      const source = files.find((x) => x.file === f.file)?.source ?? f.file.split('/')[0];
      for (const d of f.diagnostics) {
        pool.push({ root, source, file: f.file, ...d });
        const key = `${f.file}\u0000${toolPointer(d.pointer)}`;
        perTool.set(key, (perTool.get(key) ?? 0) + 1);
        const list = onTool.get(key);
        if (list) list.push(d);
        else onTool.set(key, [d]);
      }
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const only = opts.rules ? new Set(opts.rules.split(',')) : undefined;
const taken = [];
const byRule = new Map();
for (const d of shuffle(only ? pool.filter((d) => only.has(d.ruleId)) : pool, seeded(Number(opts.seed)))) {
  if (taken.length >= size) break;
  const n = byRule.get(d.ruleId) ?? 0;
  if (n >= cap) continue;
  byRule.set(d.ruleId, n + 1);
  taken.push(d);
}

const docs = new Map();
const entries = taken.map((d) => {
  const abs = path.join(d.root, d.file);
  if (!docs.has(abs)) docs.set(abs, JSON.parse(readFileSync(abs, 'utf8')));
  const doc = docs.get(abs);
  let value;
  try {
    value = JSON.stringify(at(doc, d.pointer));
  } catch {
    value = undefined;
  }
  return {
    round: opts.round,
    sample: only ? 'per-rule' : 'uniform',
    file: d.file,
    tool: d.tool,
    ruleId: d.ruleId,
    pointer: d.pointer,
    line: d.line,
    column: d.column,
    message: d.message,
    verdict: '',
    reason: '',
    context: {
      tool: clip(JSON.stringify(at(doc, toolPointer(d.pointer)) ?? null, null, 1), 6000),
      value: clip(value, 800),
      ...(d.related?.length ? { related: d.related.length } : {}),
      others: (onTool.get(`${d.file}\u0000${toolPointer(d.pointer)}`) ?? []).filter((o) => o !== d).slice(0, 40).map((o) => `${o.ruleId} at ${o.pointer}: ${clip(o.message, 300)}`),
    },
  };
});
writeFileSync(opts.out, `${JSON.stringify(entries, null, 1)}\n`);
const counts = [...perTool.values()];
console.log(`${opts.half}: ${files.length} files, ${tools} tools, ${pool.length} findings (${(pool.length / Math.max(tools, 1)).toFixed(2)} per tool, at most ${Math.max(0, ...counts)} on one tool)`);
console.log(`${entries.length} findings to judge (seed ${opts.seed}, at most ${cap} per rule) written to ${opts.out}`);
