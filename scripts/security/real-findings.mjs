#!/usr/bin/env node
/**
 * Every security finding on a real corpus, in the shape of test/security/*-judged.json, for judging.
 *
 *   npm run build
 *   node scripts/security/real-findings.mjs --corpus servers --out /tmp/findings.json [--keep test/security/servers-judged.json]
 *
 * `--corpus servers` is corpus/mcp-servers/ (the captured MCP servers), `shared` is
 * ../shared/corpus/. Each finding carries its file, tool, rule, pointer and message, an empty
 * verdict and reason, and, for the judge, the tool's definition as the linter read it. With
 * `--keep`, findings already judged there keep their verdict and reason (matched by file, tool,
 * rule and pointer), so only new findings need a judge.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CORPORA = { servers: path.join(ROOT, 'corpus', 'mcp-servers'), shared: path.resolve(ROOT, '..', 'shared', 'corpus') };
const { values: opts } = parseArgs({ options: { corpus: { type: 'string', default: 'servers' }, out: { type: 'string' }, keep: { type: 'string' } } });
const root = CORPORA[opts.corpus];
if (!root) throw new Error(`--corpus takes ${Object.keys(CORPORA).join(' or ')}`);

const { lint } = await import(path.join(ROOT, 'dist', 'src', 'run', 'lint.js'));
const { builtinRules } = await import(path.join(ROOT, 'dist', 'rules', 'index.js'));
const { presetSettings } = await import(path.join(ROOT, 'dist', 'src', 'config', 'presets.js'));
const rules = builtinRules.filter((r) => r.meta.id.startsWith('security/'));

const key = (e) => [e.file, e.tool ?? '', e.ruleId, e.pointer].join('|');
const kept = new Map(opts.keep && existsSync(opts.keep) ? JSON.parse(readFileSync(opts.keep, 'utf8')).map((e) => [key(e), e]) : []);

const result = await lint({ patterns: ['.'], cwd: root, rules, settings: presetSettings('tooldoc:recommended', rules) });
/** The tool's definition as its file has it, by the pointer of the tool. */
const definitions = new Map();
const definitionOf = (file, pointer) => {
  if (!definitions.has(file)) definitions.set(file, JSON.parse(readFileSync(path.join(root, file), 'utf8')));
  let v = definitions.get(file);
  for (const step of pointer.split('/').slice(1)) v = v?.[step.replace(/~1/g, '/').replace(/~0/g, '~')];
  return v;
};
const out = [];
for (const f of result.files) {
  for (const d of f.diagnostics) {
    if (!d.ruleId.startsWith('security/')) continue;
    const tool = result.tools.find((t) => t.file === f.file && t.name === d.tool);
    const e = { file: f.file, tool: d.tool, ruleId: d.ruleId, pointer: d.pointer, message: d.message, verdict: '', reason: '' };
    const was = kept.get(key(e));
    if (was) Object.assign(e, { verdict: was.verdict, reason: was.reason });
    else if (tool) e.definition = definitionOf(f.file, tool.pointer);
    out.push(e);
  }
}
out.sort((a, b) => key(a).localeCompare(key(b)));
const text = JSON.stringify(out, null, 1) + '\n';
if (opts.out) writeFileSync(opts.out, text);
else process.stdout.write(text);
console.error(`${out.length} findings (${out.filter((e) => !e.verdict).length} to judge) on ${result.tools.length} tools`);
