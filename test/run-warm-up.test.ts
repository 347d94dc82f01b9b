/**
 * The worker's warm-up (src/run/warm-up.ts): a small descriptor linted in steps while the worker
 * waits. Each step must be a descriptor of its own, the whole one a complete tool (so that the rules
 * it warms are those a real tool runs), and the warm-up must never throw, whatever a rule does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { Linter } from '../src/core/linter.js';
import { WARM_UP_STEPS, warmUp } from '../src/run/warm-up.js';
import type { Rule } from '../src/types/index.js';
import { ROOT } from './helpers.js';

const recommended = builtinRules.filter((r) => r.meta.recommended !== false);

describe('the warm-up of a waiting worker', () => {
  it('lints steps that are each one tool, each more of it, the last a complete tool with no finding', () => {
    expect(WARM_UP_STEPS.length).toBeGreaterThanOrEqual(3);
    const linter = new Linter({ rules: recommended });
    const counts = WARM_UP_STEPS.map((text, i) => {
      // Each step holds the one before it (the first is the opening sentence alone).
      if (i > 1) expect(text.startsWith(WARM_UP_STEPS[i - 1]!)).toBe(true);
      const outcome = linter.lintText(text, { path: `step-${i}.yaml` });
      expect(outcome.status).toBe('linted');
      expect(outcome.tools.map((t) => t.name)).toEqual(['get_order_status']);
      return outcome.tools[0]!.findings.length + outcome.findings.length;
    });
    // Fewer findings at each step, none at the end: the sample has every part the rules read.
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeLessThan(counts[i - 1]!);
    expect(counts.at(-1)).toBe(0);
  });

  it('runs one step per call, says when it is done, and does nothing after', () => {
    const seen: string[] = [];
    const spy: Rule = {
      meta: { ...recommended[0]!.meta, id: 'test/spy' },
      check: (ctx) => void seen.push(ctx.tool.file.path),
    };
    const step = warmUp([spy]);
    const more = WARM_UP_STEPS.map(() => step());
    expect(more).toEqual([...WARM_UP_STEPS.map(() => true).slice(1), false]);
    expect(seen).toEqual(WARM_UP_STEPS.map((_, i) => `tooldoc-warm-up-${i + 1}.yaml`));
    expect(step()).toBe(false);
    expect(seen).toHaveLength(WARM_UP_STEPS.length);
  });

  it('leaves nothing behind that changes an outcome: the same files lint the same before and after it', () => {
    const dirs = ['fixtures/showcase', 'test/security/poisoned', 'test/security/benign'].map((d) => path.join(ROOT, d));
    const files = dirs.flatMap((d) => readdirSync(d).filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => path.join(d, f)));
    expect(files.length).toBeGreaterThan(20);
    const lintAll = () => {
      const linter = new Linter({ rules: recommended });
      return files.map((f) => linter.lintText(readFileSync(f, 'utf8'), { path: path.relative(ROOT, f) }));
    };
    const before = lintAll();
    const step = warmUp(recommended);
    while (step());
    expect(lintAll()).toEqual(before);
  });

  it('never throws: a linter that cannot be made, or a rule that throws, ends the warm-up quietly', () => {
    const broken = warmUp(null as unknown as Rule[]);
    expect(broken()).toBe(false);
    expect(broken()).toBe(false);
    const thrower: Rule = {
      meta: { ...recommended[0]!.meta, id: 'test/thrower' },
      check: () => {
        throw new Error('boom');
      },
    };
    const step = warmUp([thrower]);
    expect(() => {
      while (step());
    }).not.toThrow();
    expect(step()).toBe(false);
  });
});
