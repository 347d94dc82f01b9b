/**
 * The whole real-world corpus (../shared/corpus) through the CLI as a user runs it: the stylish
 * report on stdout and the JSON report to a file in the same run. Whatever formats are recognised
 * and whatever rules exist, this stays true: no crash, every finding positioned inside its file, and
 * the two reports describe the same findings. (test/slow/platform-corpus.test.ts checks format recognition.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoCrash, parseReport, requireBuild, runCli, SHARED, stylishRows, writeFiles, type JsonReport, type Row } from '../e2e/support.js';
import { MAX_TOOL_ROWS } from '../../src/reporters/stylish.js';

requireBuild();

const CORPUS = path.join(SHARED, 'corpus');

function corpusFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? corpusFiles(path.join(dir, e.name)) : /\.(json|ya?ml)$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

describe('the shared corpus, end to end', () => {
  let run: ReturnType<typeof runCli>;
  let report: JsonReport;
  let rows: Row[];
  let out: string;

  beforeAll(() => {
    out = writeFiles({});
    run = runCli(['lint', CORPUS, '--format', 'stylish', '--format', `json=${path.join(out, 'report.json')}`], { cwd: out });
    report = parseReport(readFileSync(path.join(out, 'report.json'), 'utf8'));
    rows = stylishRows(run.stdout);
  }, 180_000);

  it('finishes without a crash: exit 0 or 1, never 2', () => {
    expectNoCrash(run);
    expect([0, 1]).toContain(run.code);
    expect(run.code).toBe(report.summary.errors > 0 ? 1 : 0);
  });

  it('answers for every file, and can read every one of them', () => {
    const expected = corpusFiles(CORPUS).map((f) => path.resolve(f)).sort();
    expect(report.files.map((f) => path.resolve(out, f.file)).sort()).toEqual(expected);
    expect(report.files.filter((f) => f.status === 'failed').map((f) => f.file)).toEqual([]);
    expect(report.summary.files).toBe(expected.length);
  });

  it('positions every finding inside its file', () => {
    const bad: string[] = [];
    let count = 0;
    for (const f of report.files) {
      const lines = readFileSync(path.resolve(out, f.file), 'utf8').split('\n');
      const fits = (line: number, column: number) => line >= 1 && column >= 1 && line <= lines.length && column <= lines[line - 1]!.length + 1;
      for (const d of f.diagnostics) {
        count++;
        const start = fits(d.line, d.column);
        const end = fits(d.endLine, d.endColumn) && (d.endLine > d.line || (d.endLine === d.line && d.endColumn >= d.column));
        if (!start || !end) bad.push(`${f.file}:${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.ruleId}`);
      }
    }
    expect(bad.slice(0, 20)).toEqual([]);
    expect(count).toBe(report.summary.problems);
    for (const t of report.tools) {
      expect(t.line, t.name).toBeGreaterThanOrEqual(1);
      expect(t.column, t.name).toBeGreaterThanOrEqual(1);
      expect(t.level).toBeGreaterThanOrEqual(0);
      expect(t.level).toBeLessThanOrEqual(3);
    }
  });

  it('the stylish report lists the same findings as the JSON one, in the same order', () => {
    const fromJson = report.files.flatMap((f) => f.diagnostics.map((d) => `${f.file} ${d.line}:${d.column} ${d.severity} ${d.ruleId}`));
    expect(rows.map((r) => `${r.file} ${r.position} ${r.severity} ${r.ruleId}`)).toEqual(fromJson);
    const s = report.summary;
    expect(run.stdout).toContain(`${s.problems} problem${s.problems === 1 ? '' : 's'} (${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'})`);
    // The stylish report's closing table: a line per tool up to its bound, the lowest graded first, then one line that counts the rest.
    const toolLines = run.stdout.split('\n').filter((l) => /^ {2}\S.* {2}Level [0-3](?: \(Level [0-3] in [\w-]+\))? +\S/.test(l));
    expect(toolLines).toHaveLength(Math.min(report.tools.length, MAX_TOOL_ROWS));
    const levels = toolLines.map((l) => Number(/ {2}Level ([0-3])/.exec(l)![1]));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const more = run.stdout.split('\n').filter((l) => l.startsWith('… and '));
    const left = report.tools.length - toolLines.length;
    expect(more).toEqual(left ? [expect.stringMatching(new RegExp(`^… and ${left} more tools? (at Level [0-3]|\\(Level \\d: \\d+(, Level \\d: \\d+)*\\)); run with --format json or --max-tool-rows 0 to list them all\\.$`))] : []);
  });
});
