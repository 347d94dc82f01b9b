/**
 * `tooldoc test` in reports (`LintResult.examples`): what every format says of the examples run,
 * in the stylish report's words, and where each failure is. An example's failures name only a
 * check and a message; each is also a finding in `files`, at the place in the sidecar it is about,
 * and the formats that show a position per failure (JUnit) find it there.
 */
import type { Diagnostic, ExampleResult, ExampleToolResult, ExamplesReport, LintResult } from '../types/index.js';

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The tools of the run that have examples. */
export const toolsWithExamples = (report: ExamplesReport): ExampleToolResult[] => report.tools.filter((t) => t.examples.length);

/**
 * "3 failed, 2 passed, 2 skipped (7 examples of 5 tools, on 1 server)", as the stylish report ends;
 * `mark` dresses the "3 failed" (in bold, say).
 */
export function examplesTally(report: ExamplesReport, mark: (failed: string) => string = (f) => f): string {
  const s = report.summary;
  return `${mark(`${s.failed} failed`)}, ${s.passed} passed, ${s.skipped} skipped (${plural(s.examples, 'example')} of ${plural(toolsWithExamples(report).length, 'tool')}, on ${plural(s.servers, 'server')})`;
}

/** "8 tools have no examples", or undefined when every tool has some. */
export function withoutExamples(report: ExamplesReport): string | undefined {
  const n = report.tools.length - toolsWithExamples(report).length;
  return n ? `${plural(n, 'tool')} ${n === 1 ? 'has' : 'have'} no examples` : undefined;
}

/** The skipped examples whose reason the tool's `note` does not already give (it gives one reason for all). */
export const unexplainedSkips = (t: ExampleToolResult): ExampleResult[] => (t.note !== undefined ? [] : t.examples.filter((e) => e.status === 'skipped'));

/** One failure of an example, with its finding when the report has one (for its position). */
export interface ExampleFailure {
  ruleId: string;
  message: string;
  finding?: Diagnostic;
}

/**
 * Pairs each example's failures with their findings in `files`: by tool, check and message, the one
 * in the tool's file at or under the example's pointer first. Returns the lookup and the findings
 * it paired, so a report can show the rest (a file that could not be read, say) on their own.
 */
export function exampleFailures(result: LintResult): { failuresOf: (e: ExampleResult) => ExampleFailure[]; paired: ReadonlySet<Diagnostic> } {
  const byKey = new Map<string, Diagnostic[]>();
  for (const f of result.files) {
    for (const d of f.diagnostics) {
      if (d.tool === undefined || d.suppressed) continue;
      const key = `${d.tool}\u0000${d.ruleId}\u0000${d.message}`;
      const list = byKey.get(key);
      if (list) list.push(d);
      else byKey.set(key, [d]);
    }
  }
  const paired = new Set<Diagnostic>();
  const within = (pointer: string, root: string) => pointer === root || pointer.startsWith(root + '/');
  // All paired up front, so `paired` is whole before a report asks which findings are left.
  const failures = new Map<ExampleResult, ExampleFailure[]>();
  for (const t of result.examples?.tools ?? []) {
    for (const e of t.examples) {
      failures.set(
        e,
        (e.failures ?? []).map((x) => {
          const candidates = byKey.get(`${t.name}\u0000${x.ruleId}\u0000${x.message}`) ?? [];
          const finding = candidates.find((d) => d.file === t.file && within(d.pointer, e.pointer)) ?? candidates.find((d) => d.file === t.file) ?? candidates[0];
          if (finding) paired.add(finding);
          return { ruleId: x.ruleId, message: x.message, ...(finding ? { finding } : {}) };
        }),
      );
    }
  }
  return { failuresOf: (e) => failures.get(e) ?? [], paired };
}
