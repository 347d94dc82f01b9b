/**
 * The rules' fixes on the real-world corpus (../shared/corpus): each fix a rule offers, applied to the
 * file, must still parse and must clear that rule's finding on that tool, and leave every other tool's
 * findings as they were. The corpus is JSON (104 files); YAML placement is tested in
 * test/core/fixes.test.ts and the rules' own tests. Up to a few fixes per file, so the whole corpus is
 * covered in seconds (each check lints the fixed file again).
 * Judged on 2026-11-24: eight applied fixes read by hand (additionalProperties in bfcl's JSON), each the
 * edit its title names, placed after the mapping's "type" with the file's own indentation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { applyEdits } from '../../src/core/fixes.js';
import { Linter } from '../../src/core/linter.js';
import type { Diagnostic } from '../../src/types/index.js';
import { SHARED } from '../helpers.js';

const CORPUS = path.join(SHARED, 'corpus');
const PER_FILE = 3;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.(json|ya?ml)$/.test(e.name) ? [path.join(dir, e.name)] : []));

describe('fixes on the real-world corpus', () => {
  it('each fix parses, clears its finding and leaves the other tools alone', { timeout: 300_000 }, () => {
    const linter = new Linter({ rules: builtinRules, fixes: true });
    const byRule = new Map<string, number>();
    const wrong: string[] = [];
    for (const abs of walk(CORPUS)) {
      const text = readFileSync(abs, 'utf8');
      const file = path.relative(CORPUS, abs);
      const outcome = linter.lintText(text, { path: file, absolutePath: abs });
      const findings: Diagnostic[] = outcome.tools.flatMap((t) => t.findings);
      const fixes = findings.flatMap((d) => (d.fixes ?? []).map((fix) => ({ d, fix }))).slice(0, PER_FILE);
      for (const { d, fix } of fixes) {
        byRule.set(d.ruleId, (byRule.get(d.ruleId) ?? 0) + 1);
        const again = linter.lintText(applyEdits(text, fix.edits), { path: file, absolutePath: abs });
        const where = `${file} ${d.tool} ${d.ruleId} "${fix.title}"`;
        if (again.findings.length !== outcome.findings.length) wrong.push(`${where}: the fixed file gives file findings ${JSON.stringify(again.findings.map((x) => x.message))}`);
        if (again.tools.length !== outcome.tools.length) wrong.push(`${where}: ${again.tools.length} tools after the fix, ${outcome.tools.length} before`);
        const left = again.tools.flatMap((t) => t.findings);
        if (left.some((x) => x.ruleId === d.ruleId && x.tool === d.tool && x.pointer === d.pointer)) wrong.push(`${where}: the finding is still there`);
        const others = (list: Diagnostic[]) => list.filter((x) => x.tool !== d.tool).map((x) => `${x.ruleId} ${x.tool} ${x.pointer}`).join('\n');
        if (others(left) !== others(findings)) wrong.push(`${where}: other tools' findings changed`);
      }
    }
    expect(wrong).toEqual([]);
    // The corpus has tools without additionalProperties, and some without required.
    expect(byRule.get('parameters/additional-properties')).toBeGreaterThan(100);
    expect(byRule.get('parameters/required-explicit')).toBeGreaterThan(0);
  });
});
