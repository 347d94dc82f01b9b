/**
 * The score end to end (docs/score.md): the built CLI on real MCP servers of the shared corpus
 * (livemcptool), where every tool is graded Level 0; the documented tools of a server score above
 * its bare ones, `--min-score` gates with one line, and every report carries the score.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { ItemData } from '../../src/reporters/html/data/index.js';
import { ROOT, SHARED, requireBuild, runCli } from './support.js';
import { tempDir } from '../helpers.js';

requireBuild();

const LIVE = path.join(SHARED, 'corpus', 'livemcptool');

interface McpTool {
  name: string;
  inputSchema?: { properties?: Record<string, { description?: unknown }> };
  outputSchema?: unknown;
}
interface ReportTool {
  name: string;
  file: string;
  level: number;
  score: number;
  formatCap?: { reaches: number };
}
interface Report {
  summary: { tools: number; scores: { min: number; median: number; mean: number; max: number; histogram: number[] } };
  tools: ReportTool[];
}

/** The servers' files copied into a folder of their own. */
function servers(...files: string[]): string {
  const dir = tempDir('tooldoc-score-');
  for (const f of files) copyFileSync(path.join(LIVE, f), path.join(dir, f));
  return dir;
}

function jsonReport(dir: string, args: string[] = ['.']): Report {
  const r = runCli(['lint', ...args, '--format', 'json'], { cwd: dir });
  expect(r.code, r.stderr).toBe(1);
  return JSON.parse(r.stdout) as Report;
}

/** What the file itself documents: an output schema and a description on every parameter, or neither. */
function documentation(t: McpTool): 'documented' | 'bare' | 'partly' {
  const props = Object.values(t.inputSchema?.properties ?? {});
  const described = props.every((p) => typeof p.description === 'string' && p.description.trim() !== '');
  if (t.outputSchema && described) return 'documented';
  if (!t.outputSchema && !described) return 'bare';
  return 'partly';
}

describe('scores of real MCP servers', () => {
  it('tell apart what the grade cannot: the documented tools of a server score above its bare ones', () => {
    const files = ['chess.json', 'biomcp.json'];
    const report = jsonReport(servers(...files));
    for (const file of files) {
      const listed = (JSON.parse(readFileSync(path.join(LIVE, file), 'utf8')) as { tools: McpTool[] }).tools;
      const tools = report.tools.filter((t) => t.file === file);
      expect(tools.map((t) => t.name)).toEqual(listed.map((t) => t.name));
      // Every tool is graded Level 0, and Level 0 within the MCP format: the grade says the same of all.
      expect(new Set(tools.map((t) => `${t.level}/${t.formatCap?.reaches}`))).toEqual(new Set(['0/0']));
      const scoreOf = (kind: string) => listed.filter((t) => documentation(t) === kind).map((t) => tools.find((x) => x.name === t.name)!.score);
      const documented = scoreOf('documented');
      const bare = scoreOf('bare');
      expect(documented.length, file).toBeGreaterThan(0);
      expect(bare.length, file).toBeGreaterThan(0);
      expect(Math.min(...documented), `${file}: documented ${documented.join(', ')}; bare ${bare.join(', ')}`).toBeGreaterThan(Math.max(...bare));
      // Level 0 scores 0-32.
      for (const t of tools) expect(t.score).toBeLessThanOrEqual(32);
    }
    // The summary's spread is that of the tools'.
    const scores = report.tools.map((t) => t.score).sort((a, b) => a - b);
    const s = report.summary.scores;
    expect([s.min, s.max]).toEqual([scores[0], scores.at(-1)]);
    expect(s.median).toBe((scores[(scores.length - 1) >> 1]! + scores[scores.length >> 1]!) / 2);
    expect(s.histogram.reduce((a, b) => a + b, 0)).toBe(report.summary.tools);
  });
});

describe('--min-score', () => {
  it('exits 0 when no tool scores below it and 1 when some do, naming them and their scores in one line', () => {
    const dir = servers('chess.json');
    const report = jsonReport(dir, ['chess.json']);
    const lowest = report.summary.scores.min;
    const at = runCli(['lint', 'chess.json', '--fail-on', 'none', '--min-score', String(lowest)], { cwd: dir });
    expect(at.code, at.stderr).toBe(0);
    expect(at.stderr).not.toMatch(/--min-score/);
    const above = lowest + 2;
    const below = report.tools.filter((t) => t.score < above);
    const r = runCli(['lint', 'chess.json', '--fail-on', 'none', '--min-score', String(above)], { cwd: dir });
    expect(r.code).toBe(1);
    const line = `tooldoc: ${below.length} tool${below.length === 1 ? '' : 's'} below --min-score ${above}: ${below.map((t) => `${t.name} (score ${t.score})`).join(', ')}.`;
    expect(r.stderr.split('\n')).toContain(line);
    // The page on the score quotes this gate on this server: it says what the CLI says.
    const documented = runCli(['lint', 'chess.json', '--fail-on', 'none', '--min-score', '24'], { cwd: dir });
    const failure = documented.stderr.split('\n').find((l) => l.includes('--min-score'))!;
    expect(readFileSync(path.join(ROOT, 'docs', 'score.md'), 'utf8')).toContain(`\n${failure}\n`);
    // With errors, the default gate fails the run too; 100 fails every tool below Level 3.
    const all = runCli(['lint', 'chess.json', '--min-score', '100'], { cwd: dir });
    expect(all.code).toBe(1);
    expect(all.stderr).toContain(`tooldoc: 6 tools below --min-score 100: ${report.tools.slice(0, 5).map((t) => `${t.name} (score ${t.score})`).join(', ')}, and 1 more.`);
  });

  it('on the showcase, says what docs/ci.md (Gates) says it says', () => {
    const r = runCli(['lint', 'fixtures/showcase', '--fail-on', 'none', '--min-score', '60'], { cwd: ROOT });
    expect(r.code).toBe(1);
    const line = r.stderr.split('\n').find((l) => l.includes('--min-score'))!;
    expect(line).toBe('tooldoc: 2 tools below --min-score 60: getCustomer (score 31), update_customer_address (score 27).');
    expect(readFileSync(path.join(ROOT, 'docs', 'ci.md'), 'utf8')).toContain(`\n${line}\n`);
  });

  it.each([
    ['101', '--min-score takes a whole number from 0 to 100, not "101".'],
    ['x', '--min-score takes a whole number from 0 to 100, not "x".'],
    ['-1', '--min-score takes a whole number from 0 to 100, not "-1".'],
  ])('refuses %s with exit 2', (value, message) => {
    const dir = servers('chess.json');
    const r = runCli(['lint', 'chess.json', '--min-score', value], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`tooldoc: ${message}\n`);
  });
});

describe('every report carries the score', () => {
  it('stylish, json, sarif, junit, markdown and html agree on each tool’s score', () => {
    const dir = servers('chess.json');
    const r = runCli(['lint', 'chess.json', '-f', 'stylish', '-f', 'json=r.json', '-f', 'sarif=r.sarif', '-f', 'junit=r.xml', '-f', 'markdown=r.md', '-f', 'html=r.html'], { cwd: dir });
    expect(r.code).toBe(1);
    const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
    const json = JSON.parse(read('r.json')) as Report;
    const expected = json.tools.map((t) => [t.name, t.score]);
    expect(expected).toHaveLength(6);

    // stylish: the Tools table has the score beside the level; the summary has the spread.
    const rows = r.stdout.split('\n').filter((l) => / {2}Level 0 \(Level 0 in mcp\) {2}/.test(l));
    expect(rows.map((l) => [/^ {2}(\S+)/.exec(l)![1], Number(/ {2}score (\d+) /.exec(l)![1])])).toEqual(expected);
    const s = json.summary.scores;
    expect(r.stdout).toContain(`\nScores: min ${s.min}, median ${s.median}, mean ${s.mean}, max ${s.max} (20-29: 6)\n`);

    // sarif: each tool in the run's properties, and each result's tool.
    type Sarif = { runs: Array<{ properties: { tools: Array<{ name: string; score: number }>; summary: { scores: unknown } }; results: Array<{ properties: { tool?: string; toolScore?: number } }> }> };
    const run = (JSON.parse(read('r.sarif')) as Sarif).runs[0]!;
    expect(run.properties.tools.map((t) => [t.name, t.score])).toEqual(expected);
    expect(run.properties.summary.scores).toEqual(s);
    expect(run.results.length).toBeGreaterThan(0);
    for (const res of run.results) expect(res.properties.toolScore, res.properties.tool).toBe(json.tools.find((t) => t.name === res.properties.tool)!.score);

    // junit: a score property beside the level on each testcase.
    type Case = { name: string; properties: { property: Array<{ name: string; value: string }> } };
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => ['testsuite', 'testcase', 'property'].includes(n) }).parse(read('r.xml')) as {
      testsuites: { testsuite: Array<{ testcase: Case[] }> };
    };
    const cases = xml.testsuites.testsuite.flatMap((suite) => suite.testcase);
    expect(cases.map((c) => [c.name, c.properties.property.map((p) => `${p.name}=${p.value}`)])).toEqual(json.tools.map((t) => [t.name, ['level=0', 'level-in-format=0', `score=${t.score}`]]));

    // markdown: a Score column.
    const md = read('r.md');
    const mdRows = md.split('\n').filter((l) => l.startsWith('| `'));
    expect(mdRows.map((l) => [/^\| `([^`]+)`/.exec(l)![1], Number(l.split(' | ')[3])])).toEqual(expected);

    // html: each card's data, and the order by score.
    const page = read('r.html');
    const open = '<script type="application/json" id="tooldoc-data">';
    const data = JSON.parse(page.slice(page.indexOf(open) + open.length, page.indexOf('</script>', page.indexOf(open)))) as { items: ItemData[] };
    expect(data.items.map((i) => [i.n, i.sc])).toEqual(expected);
    expect(page).toContain('<option value="score">Lowest score first</option>');
    expect(page).toContain(`<div><dt>Median score</dt><dd>${s.median}</dd></div>`);
  });
});
