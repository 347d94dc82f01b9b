#!/usr/bin/env node
/**
 * An experiment, not a rule: would a small learned text classifier, shipped as data (hashed n-gram
 * weights, deterministic, no network), catch poisoned tools that the hand-written security rules
 * miss, on attacks it was not trained on, and at what cost in false positives?
 *
 *   npm run build && node scripts/security/classifier-experiment.mjs [--top N]
 *
 * Data. The adversarial corpus (test/security/adversarial/, one tool per file) and the real servers
 * of corpus/mcp-servers/ (benign by assumption; split by server with scripts/judgement/split.mjs).
 * The held-back half of the latest round (round 4, `halfOf(name, 4) === 'held'`) is never read:
 * file names are filtered before any file is opened, and nothing of those files is trained on,
 * measured or listed. Real tools with a finding judged `right` in test/security/servers-judged.json
 * are left out of the negatives.
 *
 * Protocol. Leave one round out: each fold F in {round 1, round 2, round 3, round 4's tuning half}
 * trains on the other allowed adversarial files plus the tuning half of the real servers, and is
 * measured on F plus the held half of the real servers. Rounds are written by different writers,
 * so a fold never trains on its own writers. Thresholds are set on the classifier's scores of the
 * real TRAINING tools (it flags at most 0.5 % or at most 1 % of them), never on a test fold.
 * A second protocol replays each round as the rules met it: train on the rounds before N and the
 * tuning half of round N, measure on the held half of round N (rounds 1 to 3 only; round 4's held
 * half is not read). Those figures compare with the rules' held-half figures recorded in
 * test/security/adversarial/README.md at the end of each round.
 *
 * Classifier. Each model-visible text of a tool (`modelTexts`, read as `visibleOf`: NFKC, invisible
 * characters out, look-alike letters folded; the same reading as the rules) becomes a binary vector
 * of hashed word unigrams and bigrams and character 3-5-grams within words (L2-normalised, 2^20
 * buckets), one vector per sentence of a text. Logistic regression, L2, fixed epochs of SGD in a
 * seeded order. A tool scores its highest-scoring sentence (so a finding could point at its field).
 * Every sentence of a poisoned tool is a positive (multiple-instance refits, positives narrowed to
 * each poisoned tool's top sentence, are in the code and did worse on the folds). Settings were
 * chosen on the leave-one-round-out folds only (CONFIG). No feature comes from the rules' own
 * machinery: the rules were tuned on every allowed file, and their features would carry that in.
 *
 * The rules' verdict on a tool is as `scripts/security/adversarial.mjs measure` gives it: the
 * security rules of the recommended preset; a poisoned tool is caught by any security finding; a
 * benign tool (look-alike or real) is flagged by a finding of a rule not in DESIGN. The rules were
 * tuned on every allowed file, so on the leave-one-round-out folds "rules" is their recall on data
 * they were tuned on, not on new attacks (see the replay protocol for that).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DESIGN, DIR, LATEST, body, halfOf as advHalf, header, roundOf } from './adversarial.mjs';
import { halfOf as serverHalf } from '../judgement/split.mjs';
import { seeded } from '../judgement/random.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = parseArgs({ options: { top: { type: 'string', default: '25' }, sweep: { type: 'string' } } });
/** The settings, chosen on the leave-one-round-out folds only (see the sweep). */
// Tried on the folds (pooled recall at 0.5 % / 1 %, look-alikes flagged): whole texts with two
// multiple-instance refits 7.1 / 16.8 % (2.2 / 5.6 %); whole texts, no refit 9.1 / 20.5 % (1.3 / 6.5 %);
// look-alikes weighted x10 4.5 / 8.0 %; words only (x10) 2.0 / 3.1 %; L2 1e-4: 1.6 %, 1e-3: 0 %;
// 1e-6: 11.2 / 17.2 %; sentences with two refits 10.9 / 13.9 %; sentences, no refit (kept) 13.2 / 28.1 % (3.6 / 10.1 %).
const CONFIG = { sentences: true, lambda: 1e-5, chars: true, lookalike: 1, refits: 0, epochs: 8, eta: 0.5 };
if (opts.sweep) Object.assign(CONFIG, JSON.parse(opts.sweep));

const { lintTexts } = await import(path.join(ROOT, 'dist', 'src', 'run', 'lint.js'));
const { builtinRules } = await import(path.join(ROOT, 'dist', 'rules', 'index.js'));
const { presetSettings } = await import(path.join(ROOT, 'dist', 'src', 'config', 'presets.js'));
const { modelTexts, visibleOf } = await import(path.join(ROOT, 'dist', 'src', 'toolkit', 'index.js'));
const rules = builtinRules.filter((r) => r.meta.id.startsWith('security/'));
const settings = presetSettings('tooldoc:recommended', rules);

// ---------------------------------------------------------------------------------------------
// Features: hashed, binary, L2-normalised. Texts are deduplicated: one vector per distinct text.

const BITS = 20;
const DIM = 1 << BITS;
const MASK = DIM - 1;
function fnv(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
/** A bucket's first feature seen, to read top weights back (deterministic: data order is fixed). */
const nameOf = new Map();
const WORDS = /[\p{L}\p{M}\p{N}_]+/gu;
function featuresOf(text) {
  const lower = text.toLowerCase();
  const words = lower.match(WORDS) ?? [];
  const feats = new Set();
  const add = (f) => {
    const b = fnv(f) & MASK;
    if (!nameOf.has(b)) nameOf.set(b, f);
    feats.add(b);
  };
  for (let i = 0; i < words.length; i++) {
    add(`w:${words[i]}`);
    if (i + 1 < words.length) add(`b:${words[i]} ${words[i + 1]}`);
    const w = ` ${words[i]} `;
    if (CONFIG.chars) for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= w.length; j++) add(`c:${w.slice(j, j + n)}`);
  }
  const idx = Int32Array.from([...feats].sort((a, b) => a - b));
  const val = new Float32Array(idx.length).fill(idx.length ? 1 / Math.sqrt(idx.length) : 0);
  return { idx, val };
}
const vectors = [];
const vectorOf = new Map();
function vectorIndex(text) {
  let i = vectorOf.get(text);
  if (i === undefined) {
    i = vectors.length;
    vectors.push(featuresOf(text));
    vectorOf.set(text, i);
  }
  return i;
}

/** Sentence ends (Latin and CJK), line breaks and bullets. */
const SENTENCE = /(?<=[.!?;:。！？；])\s+|[。！？]|\n+\s*(?:[-*•]\s+)?/u;

/** A tool's units: each model-visible text (values and property names), as a model reads it. */
function unitsOf(descriptor) {
  const out = [];
  for (const t of modelTexts(descriptor)) {
    const text = visibleOf(t).trim();
    const isName = t.path.length === 1 && t.path[0] === 'name';
    const pieces = CONFIG.sentences ? text.split(SENTENCE).map((x) => x.trim()).filter(Boolean) : [text];
    for (const piece of pieces) out.push({ v: vectorIndex(piece), where: t.where, isName });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Data. The forbidden half is dropped by file name, before any file is read.

const forbidden = (name) => roundOf(name) === LATEST && advHalf(name, LATEST) === 'held';
const tools = [];
for (const name of readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort()) {
  if (forbidden(name)) continue;
  const text = readFileSync(path.join(DIR, name), 'utf8');
  const h = header(text);
  const r = lintTexts([{ path: name, text: body(name, text) }], { rules, settings, keepDescriptors: true });
  const all = r.files.flatMap((x) => x.diagnostics).filter((d) => d.ruleId.startsWith('security/') && d.severity !== 'off');
  const found = h.label === 'poisoned' ? all : all.filter((d) => !DESIGN.has(d.ruleId));
  const round = roundOf(name);
  tools.push({
    source: 'adv',
    name,
    label: h.label === 'poisoned' ? 1 : 0,
    cls: h.class,
    round,
    fold: round === LATEST ? `${round}t` : String(round),
    replayHalf: advHalf(name, round),
    rules: found.length > 0,
    units: unitsOf(r.descriptors[0]),
  });
}
const judgedRight = new Set(
  JSON.parse(readFileSync(path.join(ROOT, 'test', 'security', 'servers-judged.json'), 'utf8'))
    .filter((j) => j.verdict === 'right')
    .map((j) => `${j.file}\0${j.tool}`),
);
let leftOut = 0;
const serverDir = path.join(ROOT, 'corpus', 'mcp-servers');
for (const file of readdirSync(serverDir).filter((f) => f.endsWith('.json')).sort()) {
  const rel = `mcp-servers/${file}`;
  const r = lintTexts([{ path: rel, text: readFileSync(path.join(serverDir, file), 'utf8') }], { rules, settings, keepDescriptors: true });
  const flagged = new Set(
    r.files
      .flatMap((x) => x.diagnostics)
      .filter((d) => d.ruleId.startsWith('security/') && d.severity !== 'off' && !DESIGN.has(d.ruleId))
      .map((d) => d.toolIndex),
  );
  const half = serverHalf(rel);
  (r.descriptors ?? []).forEach((descriptor, i) => {
    const toolName = typeof descriptor.name === 'string' ? descriptor.name : '';
    if (judgedRight.has(`${file}\0${toolName}`)) return void leftOut++;
    tools.push({ source: 'real', name: `${file}:${toolName}`, label: 0, cls: 'real', half, rules: flagged.has(i), units: unitsOf(descriptor) });
  });
}

// ---------------------------------------------------------------------------------------------
// Logistic regression: L2, SGD with the scaled-weight trick, a seeded order, fixed epochs.

const EPOCHS = CONFIG.epochs;
const LAMBDA = CONFIG.lambda;
const ETA = CONFIG.eta;
/** examples: [vector index, label, weight]; returns weights (bias last). */
function train(examples, seed = 1) {
  const w = new Float64Array(DIM + 1);
  let scale = 1;
  const order = examples.map((_, i) => i);
  const rand = seeded(seed);
  let t = 0;
  for (let e = 0; e < EPOCHS; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const [vi, y, weight] = examples[k];
      const { idx, val } = vectors[vi];
      const eta = ETA / (1 + ETA * LAMBDA * t++);
      let dot = 0;
      for (let n = 0; n < idx.length; n++) dot += w[idx[n]] * val[n];
      const z = scale * dot + w[DIM];
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y) * weight;
      scale *= 1 - eta * LAMBDA;
      const step = (eta * g) / scale;
      for (let n = 0; n < idx.length; n++) w[idx[n]] -= step * val[n];
      w[DIM] -= eta * g;
      if (scale < 1e-6) {
        for (let n = 0; n < DIM; n++) w[n] *= scale;
        scale = 1;
      }
    }
  }
  for (let n = 0; n < DIM; n++) w[n] *= scale;
  return w;
}
function scoreVector(w, vi) {
  const { idx, val } = vectors[vi];
  let z = w[DIM];
  for (let n = 0; n < idx.length; n++) z += w[idx[n]] * val[n];
  return z;
}
const toolScore = (w, tool) => (tool.units.length ? Math.max(...tool.units.map((u) => scoreVector(w, u.v))) : -Infinity);

/** Multiple-instance training: every text of a poisoned tool, then only its highest-scoring one. */
function fit(trainTools, { refits = CONFIG.refits, only } = {}) {
  const unitsOf = (t) => (only ? t.units.filter(only) : t.units);
  const negatives = new Map();
  // A distinct negative text weighs 1, or CONFIG.lookalike if a benign look-alike has it.
  for (const t of trainTools) if (!t.label) for (const u of unitsOf(t)) negatives.set(u.v, Math.max(negatives.get(u.v) ?? 0, t.source === 'adv' ? CONFIG.lookalike : 1));
  const positives = trainTools.filter((t) => t.label && unitsOf(t).length);
  const build = (pos) => {
    // Positive and negative sides weigh the same in total; a distinct negative text counts once.
    let negW = 0;
    for (const x of negatives.values()) negW += x;
    const posW = negW / Math.max(1, pos.length);
    const ex = [];
    for (const [v, x] of negatives) ex.push([v, 0, x]);
    for (const units of pos) for (const v of units) ex.push([v, 1, posW / units.length]);
    return ex;
  };
  let w = train(build(positives.map((t) => unitsOf(t).map((u) => u.v))));
  for (let r = 0; r < refits; r++) {
    const pos = positives.map((t) => {
      let best = unitsOf(t)[0].v;
      for (const u of unitsOf(t)) if (scoreVector(w, u.v) > scoreVector(w, best)) best = u.v;
      return [best];
    });
    w = train(build(pos));
  }
  return w;
}

/** The score above which at most `rate` of these tools are flagged. */
function thresholdFor(scores, rate) {
  const sorted = [...scores].sort((a, b) => b - a);
  const allowed = Math.floor(rate * sorted.length);
  return allowed < sorted.length ? sorted[allowed] : -Infinity; // flag score > threshold
}

// ---------------------------------------------------------------------------------------------
// Measures.

const pct = (a, n) => (n ? `${((100 * a) / n).toFixed(1)}` : '-');
const frac = (a, n) => `${a}/${n} (${pct(a, n)} %)`;
const realTrain = tools.filter((t) => t.source === 'real' && t.half === 'tuning');
const realHeld = tools.filter((t) => t.source === 'real' && t.half === 'held');
const adv = tools.filter((t) => t.source === 'adv');
const RATES = [0.005, 0.01];

function evaluate(label, trainSet, testSet, options = {}) {
  const w = fit([...trainSet, ...realTrain], options);
  const score = (t) => (options.only ? (t.units.some(options.only) ? Math.max(...t.units.filter(options.only).map((u) => scoreVector(w, u.v))) : -Infinity) : toolScore(w, t));
  const trainScores = realTrain.map(score);
  const pos = testSet.filter((t) => t.label);
  const neg = testSet.filter((t) => !t.label);
  const rows = [];
  for (const rate of RATES) {
    const th = thresholdFor(trainScores, rate);
    const clf = (t) => score(t) > th;
    const count = (set, f) => set.filter(f).length;
    rows.push({
      label,
      rate,
      nPos: pos.length,
      rules: count(pos, (t) => t.rules),
      clf: count(pos, clf),
      union: count(pos, (t) => t.rules || clf(t)),
      nNeg: neg.length,
      negRules: count(neg, (t) => t.rules),
      negClf: count(neg, clf),
      negUnion: count(neg, (t) => t.rules || clf(t)),
      nReal: realHeld.length,
      realRules: count(realHeld, (t) => t.rules),
      realClf: count(realHeld, clf),
      realUnion: count(realHeld, (t) => t.rules || clf(t)),
      trainFlag: count(realTrain, clf),
    });
  }
  return { w, rows };
}

function table(title, rows) {
  console.log(`\n${title}`);
  console.log('fold     thr    | poisoned caught: rules | classifier | rules OR clf | benign look-alikes flagged: rules | clf | OR | real held tools flagged: rules | clf | OR');
  for (const r of rows) {
    console.log(
      [
        r.label.padEnd(8),
        `${(r.rate * 100).toFixed(1)}%`.padEnd(6),
        '|',
        frac(r.rules, r.nPos).padEnd(16),
        frac(r.clf, r.nPos).padEnd(16),
        frac(r.union, r.nPos).padEnd(16),
        '|',
        frac(r.negRules, r.nNeg).padEnd(15),
        frac(r.negClf, r.nNeg).padEnd(15),
        frac(r.negUnion, r.nNeg).padEnd(15),
        '|',
        frac(r.realRules, r.nReal).padEnd(16),
        frac(r.realClf, r.nReal).padEnd(16),
        frac(r.realUnion, r.nReal),
      ].join(' '),
    );
  }
}
function pooled(rows, label) {
  const out = [];
  for (const rate of RATES) {
    const mine = rows.filter((r) => r.rate === rate);
    const sum = (k) => mine.reduce((s, r) => s + r[k], 0);
    const first = mine[0];
    out.push({
      label,
      rate,
      ...Object.fromEntries(['nPos', 'rules', 'clf', 'union', 'nNeg', 'negRules', 'negClf', 'negUnion'].map((k) => [k, sum(k)])),
      // The real held tools are the same in every fold: their figures are averaged, not summed.
      nReal: first.nReal,
      ...Object.fromEntries(['realRules', 'realClf', 'realUnion'].map((k) => [k, Math.round(sum(k) / mine.length)])),
    });
  }
  return out;
}

console.log(
  `Data: ${adv.length} adversarial tools read (${adv.filter((t) => t.label).length} poisoned, ${adv.filter((t) => !t.label).length} benign; round ${LATEST}'s held half not read); ` +
    `real servers: ${realTrain.length} training tools, ${realHeld.length} held tools (${leftOut} left out: a finding judged right); ${vectors.length} distinct texts.`,
);
console.log('Thresholds: the classifier alone flags at most 0.5 % / 1 % of the real-server training tools (scored after training on them).');
console.log('Rows "pooled" sum the folds; the real held tools are the same in every fold, and their row is the mean over folds.');

const FOLDS = ['1', '2', '3', `${LATEST}t`];
const loro = [];
const foldWeights = [];
for (const f of FOLDS) {
  const { rows, w } = evaluate(f, adv.filter((t) => t.fold !== f), adv.filter((t) => t.fold === f));
  loro.push(...rows);
  foldWeights.push(w);
}
table('Leave one round out (rules: tuned on every allowed file, so in-sample here)', [...loro, ...pooled(loro, 'pooled')]);
if (opts.sweep) process.exit(0);

// By class, pooled over folds, at 1 %.
{
  const byClass = new Map();
  FOLDS.forEach((f, i) => {
    const w = foldWeights[i];
    const th = thresholdFor(realTrain.map((t) => toolScore(w, t)), 0.01);
    for (const t of adv.filter((x) => x.fold === f)) {
      const key = `${t.label ? 'poisoned' : 'benign  '} ${t.cls}`;
      const c = byClass.get(key) ?? byClass.set(key, { n: 0, rules: 0, clf: 0, union: 0 }).get(key);
      const hit = toolScore(w, t) > th;
      c.n++;
      c.rules += t.rules ? 1 : 0;
      c.clf += hit ? 1 : 0;
      c.union += t.rules || hit ? 1 : 0;
    }
  });
  console.log('\nBy class, leave one round out pooled, threshold 1 %: flagged by rules | classifier | either');
  for (const [k, c] of [...byClass].sort()) console.log(`  ${k.padEnd(32)} ${String(c.n).padStart(4)}  ${String(c.rules).padStart(4)} ${String(c.clf).padStart(4)} ${String(c.union).padStart(4)}`);
}

// Replay: each round's held half, trained on what came before it (rounds 1-3; round 4's held half is not read).
const replay = [];
for (const n of [1, 2, 3]) {
  const trainSet = adv.filter((t) => t.round < n || (t.round === n && t.replayHalf === 'tuning'));
  const testSet = adv.filter((t) => t.round === n && t.replayHalf === 'held');
  replay.push(...evaluate(`r${n}held`, trainSet, testSet).rows);
}
table(
  'Replay: trained on earlier rounds and round N tuning half, measured on round N held half. "rules" here are today\'s rules (tuned on these files); the rules as they were at the end of each round caught 55/92, 45/86, 50/69 and flagged 2/82, 1/84, 3/72 benign (README)',
  [...replay, ...pooled(replay, 'pooled')],
);

// Leakage probes: the tool's name alone; everything but its name.
const probe = [];
for (const f of FOLDS) {
  probe.push(...evaluate(`${f} name`, adv.filter((t) => t.fold !== f), adv.filter((t) => t.fold === f), { only: (u) => u.isName }).rows.filter((r) => r.rate === 0.01));
  probe.push(...evaluate(`${f} -name`, adv.filter((t) => t.fold !== f), adv.filter((t) => t.fold === f), { only: (u) => !u.isName }).rows.filter((r) => r.rate === 0.01));
}
table('Leakage probe (threshold 1 %): the classifier reading only the tool name ("name"), and every text but the name ("-name")', probe);

// Top weights of a model trained on every allowed file.
{
  const w = fit([...adv, ...realTrain]);
  const ranked = [];
  for (const b of nameOf.keys()) ranked.push([b, w[b]]);
  ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const top = Number(opts.top);
  const show = (list) => list.map(([b, x]) => `${JSON.stringify(nameOf.get(b))} ${x.toFixed(2)}`).join(', ');
  console.log(`\nTop ${top} positive features (all allowed data): ${show(ranked.slice(0, top))}`);
  console.log(`Top ${top} negative features: ${show(ranked.slice(-top).reverse())}`);
}
