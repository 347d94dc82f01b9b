/**
 * Fixes at scale: the language server lints a whole workspace with fixes on, so computing them must
 * stay linear in the file. A catalog of thousands of tools, each missing `additionalProperties`
 * (each finding with a fix), once with fixes and once without: the fixes may not multiply the time.
 * (Each fix used to index the lines of the whole file again: 5,461 corpus tools took 18 s, not 5.)
 * The bound is a generous safety net, not a benchmark.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lintText } from '../../src/core/linter.js';

const TOOLS = 6_000;
const catalog =
  'tools:\n' +
  Array.from({ length: TOOLS }, (_, i) => `  - name: lookup_record_${i}\n    description: Looks up record ${i} by its id and returns it.\n    parameters:\n      type: object\n      properties:\n        id: {type: string, description: The id.}\n`).join('');
const rules = builtinRules.filter((r) => r.meta.id === 'parameters/additional-properties');

function timed(fixes: boolean) {
  const start = performance.now();
  const outcome = lintText(catalog, { path: 'tools.yaml', rules, fixes });
  return { ms: performance.now() - start, findings: outcome.tools.flatMap((t) => t.findings) };
}

describe('fixes at scale', () => {
  it(`${TOOLS.toLocaleString('en')} tools in one file, each finding with its fix: about the time without fixes`, { timeout: 120_000 }, () => {
    timed(false); // warm up
    const without = timed(false);
    const withFixes = timed(true);
    expect(without.findings).toHaveLength(TOOLS);
    expect(withFixes.findings).toHaveLength(TOOLS);
    expect(withFixes.findings.every((d) => d.fixes?.[0]?.edits.length === 1)).toBe(true);
    // Each tool's `additionalProperties: false` goes after its `type: object` (line 6i + 5).
    expect([0, TOOLS - 1].map((i) => withFixes.findings[i]!.fixes![0]!.edits[0]!.range.start.line)).toEqual([5, 6 * (TOOLS - 1) + 5]);
    expect(withFixes.ms, `with fixes ${Math.round(withFixes.ms)} ms, without ${Math.round(without.ms)} ms`).toBeLessThan(3 * without.ms + 1_000);
  });
});
