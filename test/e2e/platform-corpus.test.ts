/**
 * End to end over ../shared/corpus (5,461 real tools from three public repositories, see
 * corpus/SOURCES.md): the built CLI reads every file without flags, recognises every tool in its
 * platform format, positions every finding inside its file, and never crashes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild, runCli, SHARED } from './support.js';

requireBuild();

const CORPUS = path.join(SHARED, 'corpus');
let run: { code: number | null; stdout: string; stderr: string };
/** The JSON report (schemas/report.schema.json): findings carry line/column directly. */
interface JsonReport {
  summary: { files: number; filesLinted: number; filesSkipped: number; filesFailed: number; tools: number; problems: number; levels: Record<string, number> };
  tools: Array<{ name: string; file: string; format: string; level: number }>;
  files: Array<{ file: string; status: string; diagnostics: Array<{ ruleId: string; line: number; column: number; tool?: string }> }>;
}
let report: JsonReport;

beforeAll(() => {
  run = runCli(['lint', CORPUS, '--format', 'json']);
  report = JSON.parse(run.stdout) as JsonReport;
}, 120_000);

const folderOf = (file: string) => path.relative(CORPUS, path.resolve(file)).split(path.sep)[0];

describe('the real-world corpus', () => {
  it('is linted without a crash: exit 1 (findings), nothing on stderr', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(report.summary).toMatchObject({ files: 104, filesLinted: 104, filesSkipped: 0, filesFailed: 0, tools: 5461 });
  });

  it('recognises every tool, in the format SOURCES.md gives for its folder', () => {
    const counts: Record<string, Record<string, number>> = {};
    for (const t of report.tools) {
      const folder = folderOf(t.file)!;
      counts[folder] ??= {};
      counts[folder][t.format] = (counts[folder][t.format] ?? 0) + 1;
    }
    expect(counts).toEqual({
      bfcl: { functions: 4627 },
      livemcptool: { mcp: 527 },
      'functionchat-bench': { openai: 307 },
    });
  });

  it('raises no input or internal diagnostics', () => {
    const core = report.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId.startsWith('input/') || d.ruleId.startsWith('internal/') || d.ruleId === 'parse-error');
    expect(core).toEqual([]);
  });

  it('positions every diagnostic inside its file, on the tool it belongs to', () => {
    let checked = 0;
    for (const f of report.files) {
      const lines = readFileSync(path.resolve(f.file), 'utf8').split('\n');
      for (const d of f.diagnostics) {
        const { line, column } = d;
        expect(line, `${f.file}: ${d.ruleId}`).toBeGreaterThanOrEqual(1);
        expect(line, `${f.file}: ${d.ruleId}`).toBeLessThanOrEqual(lines.length);
        expect(column, `${f.file}:${line}: ${d.ruleId}`).toBeGreaterThanOrEqual(1);
        expect(column, `${f.file}:${line}: ${d.ruleId}`).toBeLessThanOrEqual(lines[line - 1]!.length + 1);
        expect(d.tool, `${f.file}:${line}: ${d.ruleId} has no tool`).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBe(report.summary.problems);
  });

  it('grades every tool honestly: none of these platform tools has the blocks Level 1 needs', () => {
    expect(report.summary.levels).toEqual({ 0: 5461, 1: 0, 2: 0, 3: 0 });
    // The report says what to add: every MCP tool without annotations is asked for its idempotency block.
    const mcpMissing = report.files
      .filter((f) => folderOf(f.file) === 'livemcptool')
      .flatMap((f) => f.diagnostics)
      .filter((d) => d.ruleId === 'idempotency/required');
    expect(mcpMissing.length).toBeGreaterThan(400);
  });
});
