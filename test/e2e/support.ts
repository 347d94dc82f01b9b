/**
 * Shared pieces of the end-to-end tests: they run the built CLI (`bin/tooldoc.js`) as a child
 * process on real files, as a user would, and read its stylish or JSON output.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, inject } from 'vitest';
import { ROOT } from '../helpers.js';

export { newAjv, runCli, writeFiles, ROOT, SHARED } from '../helpers.js';

/** Fails the calling suite with tsc's output when test/setup/build.ts could not build dist/. */
export function requireBuild(): void {
  beforeAll(() => {
    const error = inject('buildError');
    if (error) throw new Error(`dist/ could not be built, so the CLI cannot be tested:\n${error}`);
  });
}

export const SHOWCASE = path.join(ROOT, 'fixtures', 'showcase');

/** A complete descriptor meant to be clean at every level (the showcase's Level 3 weather tool). */
export const CLEAN_TOOL = readFileSync(path.join(SHOWCASE, 'weather.yaml'), 'utf8');

/** A tool with defects at several levels (a camelCase name, a one-word description, no additionalProperties), for report tests. */
export const BAD_TOOL = `name: getWeather
description: Weather.
parameters:
  type: object
  properties:
    city: {type: string}
`;

export interface Row {
  file: string;
  position: string;
  severity: string;
  message: string;
  ruleId: string;
}

/**
 * The finding rows of a stylish report, one per `line:col  severity  message  rule-id` line, with
 * the file heading they sit under. Columns are split on runs of two or more spaces, so the rows do
 * not depend on the padding, which follows the widest entry of each file.
 */
export function stylishRows(stdout: string): Row[] {
  const rows: Row[] = [];
  let file = '';
  for (const line of stdout.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) {
      file = line.trim();
      continue;
    }
    const m = /^ {2}(\d+:\d+) +(error|warning) {2,}(.+?) {2,}(\S+)$/.exec(line);
    if (m) rows.push({ file, position: m[1]!, severity: m[2]!, message: m[3]!, ruleId: m[4]! });
  }
  return rows;
}

/** `file line:col severity rule-id` of each row, for compact comparisons. */
export function brief(rows: Row[]): string[] {
  return rows.map((r) => `${r.file} ${r.position} ${r.severity} ${r.ruleId}`);
}

export interface JsonReport {
  summary: {
    files: number;
    filesLinted: number;
    filesSkipped: number;
    filesFailed: number;
    tools: number;
    problems: number;
    errors: number;
    warnings: number;
    levels: Record<'0' | '1' | '2' | '3', number>;
    capped?: Record<'0' | '1' | '2' | '3', number>;
    blanketSuppressions?: Array<{ file: string; line: number; column: number; suppressed: number }>;
  };
  tools: Array<{
    name: string;
    file: string;
    doc: number;
    line: number;
    column: number;
    format: string;
    level: number;
    formatCap?: { reaches: number; missing: Array<{ field: string; level: number }> };
    blockers: Array<{ ruleId: string; line: number; column: number }>;
  }>;
  files: Array<{
    file: string;
    status: 'linted' | 'skipped' | 'failed';
    tools: number;
    diagnostics: Array<{
      ruleId: string;
      severity: string;
      message: string;
      line: number;
      column: number;
      endLine: number;
      endColumn: number;
      pointer: string;
      doc: number;
      tool?: string;
      related?: Array<{ file: string }>;
      suppressed?: { kind: string; justification?: string };
    }>;
    /** With `lint --fix` or `--fix-dry-run`: the fixed text, when fixing changed the file. */
    output?: string;
  }>;
}

export function parseReport(text: string): JsonReport {
  return JSON.parse(text) as JsonReport;
}

/** Nothing a user sees may be a JavaScript stack trace or an internal error. */
export function expectNoCrash(result: { stdout: string; stderr: string }): void {
  for (const out of [result.stdout, result.stderr]) {
    expect(out).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
    expect(out).not.toMatch(/internal error|TypeError|RangeError|ReferenceError|Maximum call stack/);
  }
}
