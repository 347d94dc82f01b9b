/** The exit-code decision: every gate alone and together, and the one line each failure prints. */
import { describe, expect, it } from 'vitest';
import { decideExit, type GateSettings } from '../src/grading/gates.js';
import type { FileResult, Grade, LintResult, ToolResult } from '../src/types/index.js';

function tool(name: string, level: Grade, errors = 0, warnings = 0, score = level === 3 ? 100 : 33 * level): ToolResult {
  const range = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  return { name, file: `${name}.yaml`, doc: 0, pointer: '', range, inputFormat: 'native', level, score, blockers: [], errors, warnings };
}

function input(tools: ToolResult[], extra: { failed?: string[]; internalErrors?: number } = {}): Pick<LintResult, 'files' | 'tools' | 'summary'> & { internalErrors?: number } {
  const failedFiles: FileResult[] = (extra.failed ?? []).map((file) => ({
    file,
    status: 'failed',
    tools: 0,
    diagnostics: [{ ruleId: 'parse-error', severity: 'error', level: 1, message: 'Bad.', file, pointer: '', path: [], doc: 0, range: tools[0]?.range ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } }],
  }));
  const errors = tools.reduce((n, t) => n + t.errors, 0) + failedFiles.length;
  const warnings = tools.reduce((n, t) => n + t.warnings, 0);
  const levels = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const t of tools) levels[t.level]++;
  return {
    tools,
    files: failedFiles,
    summary: { files: 0, filesLinted: 0, filesSkipped: 0, filesFailed: failedFiles.length, tools: tools.length, problems: errors + warnings, errors, warnings, suppressed: 0, levels },
    internalErrors: extra.internalErrors,
  };
}

const gates = (s: Partial<GateSettings> = {}): GateSettings => ({ failOn: 'error', ...s });

describe('decideExit', () => {
  it('passes a clean run', () => {
    expect(decideExit(input([tool('a', 3)]), gates())).toEqual({ code: 0, failures: [] });
  });

  it('fails on errors by default, naming the tools and their levels, marked implicit', () => {
    const d = decideExit(input([tool('a', 0, 2), tool('b', 3)], { failed: ['broken.yaml'] }), gates());
    expect(d.code).toBe(1);
    expect(d.failures).toEqual([
      { gate: 'fail-on', implicit: true, message: 'tooldoc: --fail-on error: 3 errors in a (Level 0); 1 file that could not be linted (broken.yaml).' },
    ]);
    expect(decideExit(input([tool('a', 0, 2)]), gates({ failOnExplicit: true })).failures[0]!.implicit).toBe(false);
  });

  it('passes warnings unless --fail-on warning', () => {
    const run = input([tool('a', 2, 0, 1), tool('b', 3, 0, 2)]);
    expect(decideExit(run, gates()).code).toBe(0);
    const d = decideExit(run, gates({ failOn: 'warning' }));
    expect(d.code).toBe(1);
    expect(d.failures[0]!.message).toBe('tooldoc: --fail-on warning: 0 errors and 3 warnings in a (Level 2), b (Level 3).');
  });

  it('--fail-on none lets errors through but keeps the other gates', () => {
    const run = input([tool('a', 0, 5, 3)]);
    expect(decideExit(run, gates({ failOn: 'none' }))).toEqual({ code: 0, failures: [] });
    const d = decideExit(run, gates({ failOn: 'none', minLevel: 1, maxWarnings: 2 }));
    expect(d.code).toBe(1);
    expect(d.failures.map((f) => f.gate)).toEqual(['max-warnings', 'min-level']);
  });

  it('--max-warnings fails only above the limit and names the tools with warnings', () => {
    const run = input([tool('a', 2, 0, 2), tool('b', 3)]);
    expect(decideExit(run, gates({ maxWarnings: 2 })).code).toBe(0);
    const d = decideExit(run, gates({ maxWarnings: 1 }));
    expect(d.code).toBe(1);
    expect(d.failures[0]!.message).toBe('tooldoc: 2 warnings, more than --max-warnings 1, in a (Level 2, 2 warnings).');
  });

  it('--min-level names each tool below it and the level it reached, six or more summarised', () => {
    const d = decideExit(input([tool('a', 1), tool('b', 2), tool('c', 0)]), gates({ minLevel: 2 }));
    expect(d).toEqual({ code: 1, failures: [{ gate: 'min-level', implicit: false, message: 'tooldoc: 2 tools below --min-level 2: a (Level 1), c (Level 0).' }] });
    const many = decideExit(input(Array.from({ length: 7 }, (_, i) => tool(`t${i}`, 0))), gates({ minLevel: 1 }));
    expect(many.failures[0]!.message).toBe('tooldoc: 7 tools below --min-level 1: t0 (Level 0), t1 (Level 0), t2 (Level 0), t3 (Level 0), t4 (Level 0), and 2 more.');
    expect(decideExit(input([tool('a', 3)]), gates({ minLevel: 3 })).code).toBe(0);
  });

  it('--min-score names each tool scoring below it and its score, six or more summarised; a score equal to it passes', () => {
    const d = decideExit(input([tool('a', 0, 0, 0, 32), tool('b', 1, 0, 0, 40), tool('c', 0, 0, 0, 12), tool('d', 3)]), gates({ minScore: 40 }));
    expect(d).toEqual({ code: 1, failures: [{ gate: 'min-score', implicit: false, message: 'tooldoc: 2 tools below --min-score 40: a (score 32), c (score 12).' }] });
    const many = decideExit(input(Array.from({ length: 6 }, (_, i) => tool(`t${i}`, 0, 0, 0, i))), gates({ minScore: 10 }));
    expect(many.failures[0]!.message).toBe('tooldoc: 6 tools below --min-score 10: t0 (score 0), t1 (score 1), t2 (score 2), t3 (score 3), t4 (score 4), and 1 more.');
    expect(decideExit(input([tool('a', 0, 0, 0, 0)]), gates({ minScore: 0 })).code).toBe(0);
    expect(decideExit(input([tool('a', 3)]), gates({ minScore: 100 })).code).toBe(0);
    // Beside the other gates, in their order.
    const all = decideExit(input([tool('a', 1, 0, 1, 45)]), gates({ failOn: 'none', minLevel: 2, minScore: 50, maxWarnings: 0 }));
    expect(all.failures.map((f) => f.message)).toEqual([
      'tooldoc: 1 warning, more than --max-warnings 0, in a (Level 1, 1 warning).',
      'tooldoc: 1 tool below --min-level 2: a (Level 1).',
      'tooldoc: 1 tool below --min-score 50: a (score 45).',
    ]);
  });

  it('exits 2 when a rule crashed, whatever the gates say', () => {
    const d = decideExit(input([tool('a', 3)], { internalErrors: 1 }), gates({ failOn: 'none' }));
    expect(d.code).toBe(2);
    expect(d.failures[0]!.message).toMatch(/1 rule crashed/);
  });

  it('every failure is a single line', () => {
    const d = decideExit(input([tool('a\nb', 0, 1, 1)], { failed: ['x.yaml'] }), gates({ failOn: 'warning', maxWarnings: 0, minLevel: 3, minScore: 50 }));
    expect(d.failures).toHaveLength(4);
    for (const f of d.failures) expect(f.message).not.toMatch(/[\r\n]/);
    expect(d.failures[2]!.message).toContain('a b (Level 0)');
    expect(d.failures[3]!.message).toContain('a b (score 0)');
  });
});
