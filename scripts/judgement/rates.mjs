#!/usr/bin/env node
/**
 * Prints the rates of a judged sample (docs/judgement.md): per round, the uniform sample per source
 * and overall, the sample with its per-rule top-up, and the verdicts per rule.
 *
 *   node scripts/judgement/rates.mjs [test/judgement/judged.json] [--round NAME]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts, positionals } = parseArgs({ options: { round: { type: 'string' } }, allowPositionals: true });
const entries = JSON.parse(readFileSync(positionals[0] ?? path.join(ROOT, 'test', 'judgement', 'judged.json'), 'utf8'));
const unjudged = entries.filter((e) => !['right', 'noise', 'wrong'].includes(e.verdict) || !e.reason);
if (unjudged.length) {
  console.error(`${unjudged.length} entries have no verdict or no reason, e.g. ${unjudged[0].file} ${unjudged[0].tool} ${unjudged[0].ruleId}`);
  process.exit(1);
}
const pct = (n, d) => `${((100 * n) / d).toFixed(1)} %`;
const rate = (rows) => {
  const c = (v) => rows.filter((r) => r.verdict === v).length;
  return `${String(rows.length).padStart(3)} judged: wrong ${c('wrong')} (${pct(c('wrong'), rows.length)}), noise ${c('noise')} (${pct(c('noise'), rows.length)}), right ${c('right')}`;
};
const rounds = opts.round ? [opts.round] : [...new Set(entries.map((e) => e.round))];
for (const round of rounds) {
  const rows = entries.filter((e) => e.round === round);
  console.log(`\n${round}`);
  if (!rows.some((r) => r.verdict === 'right')) {
    // Intermediate rounds keep only what they found wrong or noisy, to guard the fixes; no rates.
    console.log(`  ${rows.length} findings judged wrong or noise kept (the round's rates are not recorded)`);
    continue;
  }
  for (const source of [...new Set(rows.map((r) => r.file.split('/')[0]))]) {
    const u = rows.filter((r) => r.sample === 'uniform' && r.file.startsWith(`${source}/`));
    if (u.length) console.log(`  ${source.padEnd(22)} uniform    ${rate(u)}`);
  }
  const uniform = rows.filter((r) => r.sample === 'uniform');
  if (uniform.length) console.log(`  ${'all sources'.padEnd(22)} uniform    ${rate(uniform)}`);
  console.log(`  ${'all sources'.padEnd(22)} + per-rule ${rate(rows)}`);
  const byRule = new Map();
  for (const r of rows) {
    const c = byRule.get(r.ruleId) ?? { right: 0, noise: 0, wrong: 0 };
    c[r.verdict]++;
    byRule.set(r.ruleId, c);
  }
  for (const [rule, c] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) console.log(`    ${rule.padEnd(36)} right ${c.right}, noise ${c.noise}, wrong ${c.wrong}`);
}
