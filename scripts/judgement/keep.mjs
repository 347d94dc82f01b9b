#!/usr/bin/env node
/**
 * Keeps judged samples in the repository (docs/judgement.md): appends the entries of each file, with
 * their verdicts and reasons and without the context the judge read, to test/judgement/judged.json.
 *
 *   node scripts/judgement/keep.mjs /tmp/held-1.judged.json [more.json …] [--half held]
 *
 * Refuses a file with an entry that has no verdict or no reason, and an entry already kept in the
 * same round (same file, tool, rule and pointer).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './split.mjs';

const { values: opts, positionals } = parseArgs({ options: { half: { type: 'string' } }, allowPositionals: true });
const target = path.join(ROOT, 'test', 'judgement', 'judged.json');
const kept = JSON.parse(readFileSync(target, 'utf8'));
const key = (e) => [e.round, e.file, e.tool, e.ruleId, e.pointer].join('|');
const seen = new Set(kept.map(key));
let added = 0;
for (const file of positionals) {
  for (const e of JSON.parse(readFileSync(file, 'utf8'))) {
    if (!['right', 'noise', 'wrong'].includes(e.verdict) || !e.reason) {
      console.error(`keep.mjs: ${file}: ${e.file} ${e.tool} ${e.ruleId} has no verdict or no reason`);
      process.exit(1);
    }
    if (seen.has(key(e))) continue;
    seen.add(key(e));
    const { context, ...entry } = e;
    void context;
    kept.push({ ...entry, ...(opts.half ? { half: opts.half } : {}) });
    added++;
  }
}
// One entry a line, as the file has always been written (its entries are flat: strings and numbers).
const line = (e) => `{${Object.entries(e).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')}}`;
writeFileSync(target, `[\n${kept.map((e) => `  ${line(e)}`).join(',\n')}\n]\n`);
console.log(`${added} judged findings added to ${path.relative(process.cwd(), target)}`);
