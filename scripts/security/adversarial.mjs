#!/usr/bin/env node
/**
 * The adversarial corpus of the security rules (test/security/adversarial/, see its README).
 *
 *   npm run build
 *   node scripts/security/adversarial.mjs check [--dir DIR] [FILE…]   # headers valid, each file read as tools; no findings shown
 *   node scripts/security/adversarial.mjs split           # every file and its half
 *   node scripts/security/adversarial.mjs measure --half tuning|held [--round N] [--list]
 *
 * Every file is one tool, poisoned or a benign look-alike, with three header lines: `label:`
 * (`poisoned` or `benign`), `class:` (what the attack does, or which attack a benign tool looks
 * like) and `technique:` (how it is written: paraphrase, language, field, obfuscation). The split is
 * by file name: a file's half is the parity of the first byte of SHA-256("tooldoc-adversarial-1:" +
 * its name). It was fixed before any finding on the corpus was read and knows nothing of the files'
 * contents. Rules are tuned on `tuning`; `held` is measured, never read while tuning.
 *
 * The corpus grows in rounds, each written by new writers who saw neither the rules nor the other
 * rounds' files (the first letter of a file name says its writer, `ROUNDS` its round). In round N,
 * the held half is the held half of round N's files; every file of an earlier round is tuning (its
 * held half was measured once, at the end of its round, and those figures are recorded in
 * test/security/adversarial/README.md). `--round` defaults to the latest.
 *
 * `measure` lints a half with the security rules of the recommended preset and prints, by class,
 * how many poisoned tools got a finding (recall) and how many benign ones got a finding of a rule
 * that finds attacks (false positives). The design-review rules (`raw-command`, `destructive-guard`,
 * `undisclosed-write`, `leaky-errors`) review how a tool is built, not whether it attacks: they
 * count for recall and are listed apart on benign tools.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIR = path.join(ROOT, 'test', 'security', 'adversarial');
export const LABELS = ['poisoned', 'benign'];
/** Rules that review a tool's design (seed 003) rather than find attacks. */
export const DESIGN = new Set(['security/raw-command', 'security/destructive-guard', 'security/undisclosed-write', 'security/leaky-errors']);

/** The writers of each round, by the first letter of their files' names. */
export const ROUNDS = { 1: 'abcd', 2: 'efgh', 3: 'ijkl', 4: 'mnop' };
export const LATEST = Math.max(...Object.keys(ROUNDS).map(Number));

/** The round a file was written in. */
export function roundOf(name) {
  return Number(Object.keys(ROUNDS).find((r) => ROUNDS[r].includes(name[0])) ?? LATEST);
}

/** The half a file falls in by its name alone (SHA-256 parity, fixed before any finding was read). */
export function splitOf(name) {
  return createHash('sha256').update(`tooldoc-adversarial-1:${name}`).digest()[0] % 2 === 0 ? 'tuning' : 'held';
}

/** 'tuning' or 'held' for a corpus file in a round: earlier rounds are all tuning. */
export function halfOf(name, round = LATEST) {
  const r = roundOf(name);
  if (r < round) return 'tuning';
  if (r > round) return 'later';
  return splitOf(name);
}

/** The header of a file: `# key: value` lines (`// key: value` in JSON) before the body. */
export function header(text) {
  const out = {};
  for (const line of text.split('\n')) {
    const m = /^(?:#|\/\/)\s*([a-z]+):\s*(.*)$/.exec(line);
    if (!m) break;
    out[m[1]] = m[2].trim();
  }
  return out;
}

/** The body a parser reads: JSON has no comments, so its `//` header lines are taken off. */
export const body = (name, text) => (name.endsWith('.json') ? text.replace(/^(?:\/\/.*\n)+/, '') : text);

/** Every corpus file, with its header and half. */
export function corpus(dir = DIR, round = LATEST) {
  return readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      return { name, text, ...header(text), round: roundOf(name), half: halfOf(name, round) };
    });
}

async function lintTexts() {
  return (await import(path.join(ROOT, 'dist', 'src', 'run', 'lint.js'))).lintTexts;
}

async function main() {
  const [command = 'split', ...rest] = process.argv.slice(2);
  const { values: opts, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { half: { type: 'string' }, round: { type: 'string' }, list: { type: 'boolean' }, dir: { type: 'string' } } });
  const dir = opts.dir ? path.resolve(opts.dir) : DIR;
  const round = opts.round ? Number(opts.round) : LATEST;
  if (command === 'split') {
    const files = corpus(DIR, round);
    for (const f of files) console.log(`${f.half.padEnd(7)} ${f.label.padEnd(9)} ${f.class.padEnd(22)} ${f.name}`);
    for (const half of ['tuning', 'held']) for (const label of LABELS) console.error(`${half} ${label}: ${files.filter((f) => f.half === half && f.label === label).length}`);
    return;
  }
  const lint = await lintTexts();
  if (command === 'check') {
    const names = new Set(positionals.map((p) => path.basename(p)));
    const files = corpus(dir).filter((f) => !names.size || names.has(f.name));
    let bad = 0;
    for (const f of files) {
      const problems = [];
      if (!LABELS.includes(f.label)) problems.push('label: must be poisoned or benign');
      if (!f.class) problems.push('class: missing');
      if (!f.technique) problems.push('technique: missing');
      const r = lint([{ path: f.name, text: body(f.name, f.text) }], { rules: [] });
      const read = r.files.flatMap((x) => x.diagnostics).filter((d) => d.ruleId === 'parse-error' || d.ruleId.startsWith('input/') || d.ruleId.startsWith('descriptor/'));
      if (r.tools.length !== 1) problems.push(`read as ${r.tools.length} tools, not 1`);
      for (const d of read) problems.push(`${d.ruleId}: ${d.message}`);
      if (problems.length) {
        bad++;
        console.log(`${f.name}\n  ${problems.join('\n  ')}`);
      }
    }
    console.log(`${files.length - bad} of ${files.length} files are well-formed`);
    process.exitCode = bad ? 1 : 0;
    return;
  }
  if (command === 'measure') {
    const { builtinRules } = await import(path.join(ROOT, 'dist', 'rules', 'index.js'));
    const { presetSettings } = await import(path.join(ROOT, 'dist', 'src', 'config', 'presets.js'));
    const rules = builtinRules.filter((r) => r.meta.id.startsWith('security/'));
    const settings = presetSettings('tooldoc:recommended', rules);
    const files = corpus(DIR, round).filter((f) => (opts.half ? f.half === opts.half : f.half !== 'later'));
    const byClass = new Map();
    let design = 0;
    for (const f of files) {
      const r = lint([{ path: f.name, text: body(f.name, f.text) }], { rules, settings });
      const all = r.files.flatMap((x) => x.diagnostics).filter((d) => d.ruleId.startsWith('security/') && d.severity !== 'off');
      const found = f.label === 'poisoned' ? all : all.filter((d) => !DESIGN.has(d.ruleId));
      design += f.label === 'benign' && all.length > found.length ? 1 : 0;
      const key = `${f.label} ${f.class}`;
      const c = byClass.get(key) ?? byClass.set(key, { label: f.label, cls: f.class, n: 0, flagged: 0, misses: [] }).get(key);
      c.n++;
      if (found.length) c.flagged++;
      if ((f.label === 'poisoned') !== found.length > 0) c.misses.push(f.name);
      if (opts.list && found.length) for (const d of found) console.log(`${f.label === 'poisoned' ? '+' : '!'} ${f.name} ${d.ruleId} ${d.range.start.line}:${d.range.start.column} ${d.message}`);
      if (opts.list && !found.length && f.label === 'poisoned') console.log(`- ${f.name} (missed)`);
    }
    const rows = [...byClass.values()].sort((a, b) => a.label.localeCompare(b.label) || a.cls.localeCompare(b.cls));
    for (const label of LABELS) {
      const mine = rows.filter((r) => r.label === label);
      const n = mine.reduce((s, r) => s + r.n, 0);
      const flagged = mine.reduce((s, r) => s + r.flagged, 0);
      console.log(`\n${label}: ${flagged} of ${n} flagged (${n ? ((100 * flagged) / n).toFixed(1) : '0'} %)${opts.half ? `, half ${opts.half}` : ''}`);
      for (const r of mine) console.log(`  ${r.cls.padEnd(24)} ${String(r.flagged).padStart(3)} / ${String(r.n).padEnd(3)} ${r.misses.length && opts.list ? r.misses.join(' ') : ''}`);
    }
    console.log(`\nbenign tools with a design-review finding only: ${design}`);
    return;
  }
  console.error(`unknown command ${command}: check, split or measure`);
  process.exitCode = 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
