/**
 * Descriptions in other languages than English, end to end: rules whose patterns are English words
 * (RuleMeta.languages) do not check them, the JSON report says which rules skipped which tools, and
 * the CLI says it once; every other rule still checks them. Built from real servers of the corpus:
 * corpus/mcp-servers/amap-maps.json (Chinese) and chatwork.json (Japanese).
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, requireBuild, runCli } from './support.js';
import { tempDir } from '../helpers.js';

requireBuild();

const SERVERS = path.join(ROOT, 'corpus', 'mcp-servers');

interface Report {
  summary: { skippedLanguages?: { tools: number; rules: Record<string, number>; languages: Record<string, number> } };
  tools: Array<{ name: string; skipped?: Array<{ ruleId: string; language: string }> }>;
  files: Array<{ diagnostics: Array<{ ruleId: string; tool?: string }> }>;
}

describe('descriptions in other languages', () => {
  const dir = tempDir();
  for (const f of ['amap-maps.json', 'chatwork.json']) copyFileSync(path.join(SERVERS, f), path.join(dir, f));

  it('are not read by the English-only rules, which the report and the CLI say, and are checked by every other rule', () => {
    const r = runCli(['lint', 'amap-maps.json', 'chatwork.json', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as Report;
    const skipped = report.summary.skippedLanguages!;
    const zh = report.tools.filter((t) => t.skipped?.some((s) => s.language === 'zh')).length;
    const ja = report.tools.filter((t) => t.skipped?.some((s) => s.language === 'ja')).length;
    expect(zh).toBeGreaterThan(5);
    expect(ja).toBeGreaterThan(5);
    expect(skipped).toEqual({ tools: zh + ja, rules: { 'description/answer-first': zh + ja, 'description/no-marketing': zh + ja }, languages: { zh, ja } });
    const rulesOnSkipped = new Set(report.files.flatMap((f) => f.diagnostics.filter((d) => report.tools.some((t) => t.name === d.tool && t.skipped)).map((d) => d.ruleId)));
    expect(rulesOnSkipped.has('description/answer-first')).toBe(false);
    expect(rulesOnSkipped.has('description/sentence-count')).toBe(true);
    // Languages by how many tools, then by name.
    const langs = ([['ja', ja], ['zh', zh]] as const).slice().sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([l, n]) => `${l} ${n}`).join(', ');
    expect(r.stderr).toContain(
      `tooldoc: ${zh + ja} tools have descriptions in a language description/answer-first and description/no-marketing cannot read (${langs}), so those rules did not check them; every other rule did.\n`,
    );
  });

  it('says nothing of languages when every description is in English', () => {
    copyFileSync(path.join(SERVERS, 'github.json'), path.join(dir, 'github.json'));
    const r = runCli(['lint', 'github.json', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(r.stdout) as Report).summary.skippedLanguages).toBeUndefined();
    expect(r.stderr).not.toContain('cannot read');
  });
});
