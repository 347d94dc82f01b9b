/**
 * What the hostile-input tests share (test/e2e/hostile*.test.ts and their large cases in test/slow/):
 * lint some files beside a clean tool, and read a file's findings from the JSON report.
 */
import { expect } from 'vitest';
import { CLEAN_TOOL, expectNoCrash, parseReport, runCli, writeFiles, type JsonReport } from './support.js';

/**
 * Lints `files` plus a clean tool in one run; returns the JSON report, after the common checks: no
 * crash, the clean file still linted (and the exit code, when `code` is given).
 */
export function lintWithGood(files: Record<string, string | Buffer>, extraArgs: string[] = [], code?: number): { code: number | null; report: JsonReport; dir: string } {
  const dir = writeFiles({ ...files, 'good.yaml': CLEAN_TOOL });
  const r = runCli(['lint', '.', '-f', 'json', ...extraArgs], { cwd: dir });
  expectNoCrash(r);
  if (code !== undefined) expect(r.code, r.stderr).toBe(code);
  const report = parseReport(r.stdout);
  expect(report.tools.find((t) => t.file === 'good.yaml'), 'the clean file is still linted').toMatchObject({ name: 'get_weather', level: 3 });
  return { code: r.code, report, dir };
}

function fileOf(report: JsonReport, file: string) {
  const f = report.files.find((x) => x.file === file);
  if (!f) throw new Error(`${file} is not in the report`);
  return f;
}

/** Each finding of `file`: rule, line and column. */
export function diagnosticsOf(report: JsonReport, file: string) {
  return fileOf(report, file).diagnostics.map((d) => ({ ruleId: d.ruleId, line: d.line, column: d.column }));
}

/** The findings of `file` whose rule matches, with their messages. */
export function findings(report: JsonReport, file: string, rule: RegExp) {
  return fileOf(report, file)
    .diagnostics.filter((d) => rule.test(d.ruleId))
    .map((d) => ({ ruleId: d.ruleId, line: d.line, column: d.column, message: d.message }));
}
