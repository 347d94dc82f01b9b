/**
 * Issue 14: lint's platform rules and export agree. On every tool of ../shared/corpus/, for each
 * target, the platform/* findings of `lint --targets T` are exactly the losses of `export --target T`
 * (default options), rule by rule and place by place: a tool that lints clean for a target exports
 * without a loss, and the other way round. Both in memory, on the same texts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { exportTexts } from '../../src/platforms/exporter.js';
import { TARGETS, targetSettings, type Target } from '../../src/platforms/targets.js';
import { lintTexts } from '../../src/run/lint.js';
import type { Diagnostic } from '../../src/types/index.js';
import { ROOT } from '../helpers.js';
import { corpusTexts } from '../platforms/corpus.js';


const texts = corpusTexts();
const platformRules = builtinRules.filter((r) => r.meta.id.startsWith('platform/'));

/** Per tool (file and index in the run), the places found: `ruleId pointer`. */
function byTool(diagnostics: ReadonlyArray<Pick<Diagnostic, 'ruleId' | 'pointer' | 'toolIndex' | 'suppressed'>>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const d of diagnostics) {
    if (d.toolIndex === undefined || d.suppressed) continue;
    (out.get(d.toolIndex) ?? out.set(d.toolIndex, []).get(d.toolIndex)!).push(`${d.ruleId} ${d.pointer}`);
  }
  for (const v of out.values()) v.sort();
  return out;
}

const fixtureDirs = [path.join(ROOT, 'fixtures', 'showcase'), path.join(ROOT, 'fixtures', 'platforms')];
const descriptors = fixtureDirs.flatMap((d) => readdirSync(d).filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => ({ path: path.join(d, f), text: readFileSync(path.join(d, f), 'utf8') })));

/** The tools on which lint and export disagree: their platform findings and their losses, side by side. */
function disagreements(texts: Array<{ path: string; text: string }>, target: Target): string[] {
  const lint = lintTexts(texts, { rules: platformRules, settings: targetSettings(platformRules, [target]) });
  const exported = exportTexts(texts, { target });
  expect(exported.run.tools.length).toBe(lint.tools.length);
  const linted = byTool(lint.files.flatMap((f) => f.diagnostics));
  const lost = byTool(exported.losses.flatMap((f) => f.diagnostics));
  const out: string[] = [];
  lint.tools.forEach((t, i) => {
    const a = linted.get(i) ?? [];
    const b = lost.get(i) ?? [];
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${t.file} ${t.name}: lint ${JSON.stringify(a)} export ${JSON.stringify(b)}`);
  });
  return out;
}

describe('lint --targets T and export --target T agree on native descriptors (the fixtures), with the defaults of both', () => {
  for (const target of TARGETS) {
    it(target, () => {
      expect(descriptors.length).toBe(5);
      expect(disagreements(descriptors, target)).toEqual([]);
    });
  }
});

describe('lint --targets T and export --target T agree on every tool of the corpus', () => {
  it('holds 5,461 tools', () => {
    expect(lintTexts(texts, { rules: [] }).tools).toHaveLength(5461);
  });

  for (const target of TARGETS) {
    it(target, { timeout: 60_000 }, () => {
      const disagree = disagreements(texts, target);
      expect(disagree.slice(0, 10), `${disagree.length} tools disagree`).toEqual([]);
    });
  }
});
