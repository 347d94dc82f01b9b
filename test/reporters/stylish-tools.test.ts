/**
 * The stylish report's tables on large runs and with names that are wide on a terminal: the Tools
 * table is bounded (the lowest graded first, then one line that counts the rest and says how to see
 * them all), and every padded column is aligned by display width (CJK, emoji), not string length.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TOOL_ROWS, stylish } from '../../src/reporters/stylish.js';
import { displayWidth, padEnd, truncate } from '../../src/reporters/width.js';
import type { Diagnostic, ExampleToolResult, Grade, LintResult, ToolResult } from '../../src/types/index.js';

const CWD = path.resolve('/work/project');
const OPTIONS = { colorLevel: 0 as const, cwd: CWD };

const BLOCKER = { ruleId: 'parameters/additional-properties', message: 'x', line: 3, column: 1 };

function tool(name: string, level: Grade, line: number, extra: Partial<ToolResult> = {}): ToolResult {
  const file = `tools/${name.replace(/[^\w]/g, '') || 'tool'}.yaml`;
  return {
    name,
    file,
    doc: 0,
    pointer: '',
    range: { start: { line, column: 1 }, end: { line, column: 5 } },
    inputFormat: 'native',
    level,
    score: level === 3 ? 100 : level * 33 + 10,
    blockers: level === 3 ? [] : [BLOCKER],
    errors: 0,
    warnings: 0,
    ...extra,
  };
}

function result(tools: ToolResult[], diagnostics: Diagnostic[] = []): LintResult {
  const levels = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const t of tools) levels[t.level]++;
  return {
    version: '0.0.0',
    cwd: CWD,
    files: diagnostics.length ? [{ file: 'tools/wide.yaml', status: 'linted', tools: 1, diagnostics }] : [],
    tools,
    summary: { files: 0, filesLinted: 0, filesSkipped: 0, filesFailed: 0, tools: tools.length, problems: 0, errors: 0, warnings: 0, suppressed: 0, levels },
    rules: [],
  };
}

/** The Tools table's lines (between its heading and the blank line after it). */
function table(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf('Tools') + 1;
  return lines.slice(start, lines.indexOf('', start));
}

const names = (rows: string[]) => rows.filter((r) => r.startsWith('  ')).map((r) => r.trim().split(/ {2,}/)[0]);

describe('the stylish Tools table on a large run', () => {
  // 45 tools in file order: Level 3 ones, with a Level 1 (10th), a Level 0 (20th) and another Level 1 (44th) among them.
  const many = Array.from({ length: 45 }, (_, i) => tool(`tool_${String(i).padStart(2, '0')}`, i === 19 ? 0 : i === 9 || i === 43 ? 1 : 3, 2));

  it(`lists at most ${MAX_TOOL_ROWS} tools, the lowest graded first (then in file order), and one line for the rest`, () => {
    const rows = table(stylish(result(many), OPTIONS));
    expect(rows).toHaveLength(MAX_TOOL_ROWS + 1);
    expect(names(rows).slice(0, 5)).toEqual(['tool_19', 'tool_09', 'tool_43', 'tool_00', 'tool_01']);
    expect(names(rows).at(-1)).toBe('tool_38');
    expect(rows.at(-1)).toBe('… and 5 more tools at Level 3; run with --format json or --max-tool-rows 0 to list them all.');
  });

  it('maxToolRows: the bound (several levels left out are counted by level); 0 lists every tool in file order', () => {
    const two = table(stylish(result(many), { ...OPTIONS, maxToolRows: 2 }));
    expect(names(two)).toEqual(['tool_19', 'tool_09']);
    expect(two.at(-1)).toBe('… and 43 more tools (Level 1: 1, Level 3: 42); run with --format json or --max-tool-rows 0 to list them all.');
    const all = table(stylish(result(many), { ...OPTIONS, maxToolRows: 0 }));
    expect(names(all)).toEqual(many.map((t) => t.name));
    const one = table(stylish(result(many.slice(0, 3)), { ...OPTIONS, maxToolRows: 2 }));
    expect(one.at(-1)).toBe('… and 1 more tool at Level 3; run with --format json or --max-tool-rows 0 to list them all.');
  });

  it('a table within the bound is as before: every tool, in file order, no extra line', () => {
    const few = [tool('b_tool', 3, 2), tool('a_tool', 0, 9)];
    expect(table(stylish(result(few), OPTIONS))).toEqual([
      '  b_tool  Level 3  score 100  tools/b_tool.yaml:2',
      '  a_tool  Level 0  score 10   tools/a_tool.yaml:9  → Level 1 needs: parameters/additional-properties',
    ]);
  });

  it('a tool its format caps ranks by its grade, then by what it reaches within the format (ties in file order)', () => {
    const capped = (name: string, reaches: Grade) => tool(name, 0, 2, { inputFormat: 'mcp', formatCap: { reaches, missing: [] } });
    const tools = [capped('mcp_two', 2), tool('native_one', 1, 2), capped('mcp_zero', 0), tool('native_zero', 0, 2)];
    expect(names(table(stylish(result(tools), { ...OPTIONS, maxToolRows: 3 })))).toEqual(['mcp_zero', 'native_zero', 'mcp_two']);
  });
});

describe('columns aligned by display width', () => {
  /** The display column each row's Level starts at. */
  const levelColumn = (row: string) => displayWidth(row.slice(0, row.indexOf('Level ')));

  it('Tools: a Korean name and an emoji name line up with ASCII ones', () => {
    const tools = [tool('날씨_조회', 3, 2), tool('🌦️_forecast', 3, 2), tool('get_weather', 3, 2)];
    const rows = table(stylish(result(tools), OPTIONS));
    expect(rows).toEqual([
      '  날씨_조회    Level 3  score 100  tools/_.yaml:2',
      '  🌦️_forecast  Level 3  score 100  tools/_forecast.yaml:2',
      '  get_weather  Level 3  score 100  tools/get_weather.yaml:2',
    ]);
    expect(new Set(rows.map(levelColumn))).toEqual(new Set([15]));
  });

  it('findings of a live server: the tool in the position column, padded by display width', () => {
    const finding = (tool: string, pointer: string): Diagnostic => ({
      ruleId: 'description/missing',
      severity: 'error',
      level: 1,
      message: 'm',
      file: 'server:s',
      pointer,
      path: [],
      doc: 0,
      range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
      tool,
    });
    const r = result([], [finding('날씨', '/description'), finding('get_weather_now', '/description')]);
    r.files[0] = { ...r.files[0]!, file: 'server:s', server: { name: 's', source: 'node s.js' } };
    const lines = stylish(r, OPTIONS).split('\n').filter((l) => l.includes('description/missing'));
    expect(lines).toHaveLength(2);
    const errorColumn = (l: string) => displayWidth(l.slice(0, l.indexOf('error')));
    expect(errorColumn(lines[0]!)).toBe(errorColumn(lines[1]!));
  });

  it('Examples (tooldoc test): a Korean name lines up', () => {
    const example = (name: string, line: number): ExampleToolResult => ({ name, file: 'tools/t.yaml', line, column: 1, passed: 1, failed: 0, skipped: 0, examples: [{ index: 0, pointer: '/examples/0', status: 'passed' }] });
    const r: LintResult = {
      ...result([]),
      examples: { summary: { servers: 1, tools: 2, examples: 2, passed: 2, failed: 0, skipped: 0 }, tools: [example('주문_조회', 1), example('get_order', 9)] },
    };
    const lines = stylish(r, OPTIONS).split('\n');
    const rows = lines.slice(lines.indexOf('Examples') + 1, lines.indexOf('Examples') + 3);
    expect(rows).toEqual(['  주문_조회  1 passed  tools/t.yaml:1', '  get_order  1 passed  tools/t.yaml:9']);
  });
});

describe('width helpers', () => {
  it('displayWidth counts terminal columns: two for CJK and emoji, none for a combining mark', () => {
    expect(displayWidth('get_weather')).toBe(11);
    expect(displayWidth('날씨')).toBe(4);
    expect(displayWidth('🌦️')).toBe(2);
    expect(displayWidth('e\u0301')).toBe(1);
  });

  it('padEnd pads to display width; truncate cuts whole characters and marks the cut', () => {
    expect(padEnd('날씨', 6)).toBe('날씨  ');
    expect(padEnd('toolong', 3)).toBe('toolong');
    expect(truncate('날씨_조회_도구', 7)).toBe('날씨_…');
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('👩‍👩‍👧👩‍👩‍👧', 3)).toBe('👩‍👩‍👧…');
  });
});
