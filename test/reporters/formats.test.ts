/**
 * The GitHub, Markdown and JUnit formats: escaping exactly as their consumers need, JUnit parsed
 * back as XML, the JSON report against its published schema.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { compileSchema, validateValue } from '../../src/schema/index.js';
import { escapeData, escapeProperty } from '../../src/reporters/github.js';
import { escapeXml } from '../../src/reporters/junit.js';
import { escapeCell, MARKDOWN_BUDGET } from '../../src/reporters/markdown.js';
import type { Diagnostic, LintResult } from '../../src/types/index.js';
import { ROOT } from '../helpers.js';
import { goldenResult, render } from './golden-helpers.js';

describe('github format', () => {
  it('escapes data and properties as @actions/core does', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext%3A a%2C b');
  });

  it('writes one workflow command per finding with file, position and title', async () => {
    const lines = render('github', await goldenResult()).trimEnd().split('\n');
    const commands = lines.filter((l) => l.startsWith('::'));
    expect(commands).toHaveLength(13);
    expect(commands.filter((l) => l.startsWith('::warning '))).toHaveLength(3);
    for (const c of commands) expect(c).toMatch(/^::(error|warning) file=[^,]+,line=\d+,col=\d+(,endLine=\d+,endColumn=\d+)?,title=[^,:]+::[^\n\r]+$/);
    expect(commands).toContain(
      '::error file=tools.yaml,line=8,col=11,endLine=8,endColumn=33,title=tooldoc name/snake-case (Search|Docs*_<b>&%25%2C%3A)::Tool name "Search|Docs*_<b>&%25,:" has characters other than ASCII letters, digits and underscores; rename it to "search_docs_b".',
    );
    expect(lines.at(-1)).toMatch(/^tooldoc: 13 problems \(10 errors, 3 warnings\); 5 tools in 3 files \(Level 0: 5, Level 1: 0, Level 2: 0, Level 3: 0; 1 capped by its format, reaching within it Level 0: 0, Level 1: 0, Level 2: 0, Level 3: 1\)/);
  });
});

describe('markdown format', () => {
  it('escapes table cells so pipes, markup and HTML cannot break the table', () => {
    expect(escapeCell('a | b *c* _d_ <img> [x](y) `z` & \\')).toBe('a \\| b \\*c\\* \\_d\\_ \\<img\\> \\[x\\](y) \\`z\\` &amp; \\\\');
    expect(escapeCell('one\ntwo\u0001')).toBe('one<br>two\\\\u0001');
  });

  it('has a tool table and a findings table whose rows all have the same number of cells', async () => {
    const md = render('markdown', await goldenResult());
    const tables = md.split(/\n\n/).filter((b) => b.startsWith('|'));
    expect(tables).toHaveLength(3);
    for (const t of tables) {
      const cells = t.trimEnd().split('\n').map((row) => row.replace(/\\\|/g, '').split('|').length);
      expect(new Set(cells).size, t).toBe(1);
    }
    // Its score beside its level: 3 of the 5 requirements met (errors/required and name/unique are not), ⌊33 · 3/5⌋.
    expect(md).toContain('| `get_weather` | tools.yaml:2 | 🔴 Level 0 | 19 | 2 | 1 | `errors/required`, `name/unique` |');
    // A platform tool shows what it reaches within its format, and scores on that: Level 3 there, 100.
    expect(md).toContain('| `get_time` | server.json:3 | 🔴 Level 0 (Level 3 in mcp) | 100 | 0 | 0 | — |');
    // The spread of the scores under the levels, linked to what they mean.
    expect(md).toContain('\n\n[Scores](https://github.com/tooldoc/tooldoc/blob/main/docs/score.md) (0–100): min 13, median 19, mean 34.2, max 100; 10-19: 3, 20-29: 1, 90-100: 1.\n\n');
  });

  it('stays within the size of a pull-request comment and says what it left out', async () => {
    const base = await goldenResult();
    const d = base.files.flatMap((f) => f.diagnostics).find((x) => x.ruleId === 'parameters/bounds')!;
    const many: Diagnostic[] = Array.from({ length: 5000 }, () => ({ ...d }));
    const result: LintResult = { ...base, files: [{ file: 'big.yaml', status: 'linted', tools: 0, diagnostics: many }] };
    const md = render('markdown', result);
    expect(md.length).toBeLessThanOrEqual(MARKDOWN_BUDGET);
    expect(md).toMatch(/and \d+ more findings, left out/);
  });
});

describe('junit format', () => {
  it('escapes XML, including characters XML cannot carry', () => {
    expect(escapeXml(`<a b="c" d='e'>&\u0001\u0000\uFFFE\uD800`)).toBe('&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;\\u0001\\u0000\\uFFFE\\uD800');
    expect(escapeXml('😀 ok')).toBe('😀 ok');
  });

  it('parses back as XML with one testcase per tool and failing testcases for files that did not parse', async () => {
    const xml = render('junit', await goldenResult());
    expect(XMLValidator.validate(xml)).toBe(true);
    type TestCase = { name: string; failure?: { type: string; message: string } };
    type Suites = { tests: string; failures: string; testsuite: Array<{ name: string; tests: string; failures: string; testcase: TestCase[] }> };
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true, isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(xml) as { testsuites: Suites };
    const suites = doc.testsuites.testsuite;
    expect(suites.map((s) => s.name)).toEqual(['broken.yaml', 'more.json', 'server.json', 'tools.yaml']);
    expect(doc.testsuites).toMatchObject({ tests: '6', failures: '5' });
    // Named by the tool alone (stable when its grade changes); the level is a property.
    expect(suites[2]!.testcase.map((t) => t.name)).toEqual(['get_time']);
    expect(xml).toContain(
      '<testcase name="get_time" classname="server" file="server.json" time="0">\n      <properties><property name="level" value="0"/><property name="level-in-format" value="3"/><property name="score" value="100"/></properties>\n      <system-out>Level 0 (Level 3 in mcp), score 100</system-out>',
    );
    expect(xml).toContain('<properties><property name="level" value="0"/><property name="score" value="26"/></properties>');
    expect(suites[0]!.testcase[0]).toMatchObject({ name: 'broken.yaml (could not be linted)', failure: { type: 'parse-error' } });
    const tools = suites[3]!.testcase;
    expect(tools.map((t) => t.name)).toEqual(['get_weather', 'Search|Docs*_<b>&%,:', 'bad\\u0001name\u2028x\r\nnext']);
    expect(tools[1]!.failure!.message).toMatch(/^3 errors: /);
    // A tool without errors passes, whatever its grade (get_time in server.json: Level 0 only for its format's sake).
    expect(suites[2]!.testcase[0]!.failure).toBeUndefined();
  });
});

describe('json format', () => {
  const schemaPath = path.join(ROOT, 'schemas', 'report.schema.json');
  it('validates against schemas/report.schema.json', async () => {
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
    const compiled = compileSchema(schema);
    if (!compiled.ok) throw new Error(`report.schema.json does not compile: ${JSON.stringify(compiled.problems)}`);
    const result = await goldenResult();
    // Cover the optional parts too: a suppressed finding with its justification.
    result.files.flatMap((f) => f.diagnostics).find((d) => d.ruleId === 'parameters/bounds')!.suppressed = { kind: 'inline', justification: 'Free text.' };
    const report = JSON.parse(render('json', result)) as unknown;
    expect(validateValue(compiled.validate, report)).toEqual([]);
  });

  it('gives each tool its score beside its level, and the summary their spread; the schema holds both', async () => {
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
    const compiled = compileSchema(schema);
    if (!compiled.ok) throw new Error('report.schema.json does not compile');
    const result = await goldenResult();
    // A baseline that accepted findings: the true score beside the score, as trueLevel beside level.
    result.tools[0] = { ...result.tools[0]!, trueLevel: 0, trueScore: 12 };
    type Report = { summary: Record<string, unknown>; tools: Array<Record<string, unknown>> };
    const report = JSON.parse(render('json', result)) as Report;
    expect(report.tools.map((t) => [t.name, t.level, t.score])).toEqual([
      ['get_weather', 0, 26],
      ['get_time', 0, 100],
      ['get_weather', 0, 19],
      ['Search|Docs*_<b>&%,:', 0, 13],
      ['bad\u0001name\u2028x\r\nnext', 0, 13],
    ]);
    expect(Object.keys(report.tools[0]!).slice(6, 11)).toEqual(['format', 'level', 'score', 'trueLevel', 'trueScore']);
    expect(report.summary.scores).toEqual({ min: 13, median: 19, mean: 34.2, max: 100, histogram: [0, 3, 1, 0, 0, 0, 0, 0, 0, 1] });
    expect(validateValue(compiled.validate, report)).toEqual([]);
    // What the schema says of them: a tool has a score, a whole number from 0 to 100.
    const without = { ...report, tools: report.tools.map(({ score: _s, ...t }) => t) };
    expect(validateValue(compiled.validate, without).length).toBeGreaterThan(0);
    const over = { ...report, tools: report.tools.map((t) => ({ ...t, score: 101 })) };
    expect(validateValue(compiled.validate, over).length).toBeGreaterThan(0);
    const short = { ...report, summary: { ...report.summary, scores: { min: 13, median: 19, mean: 34.2, max: 100, histogram: [5] } } };
    expect(validateValue(compiled.validate, short).length).toBeGreaterThan(0);
  });
});
