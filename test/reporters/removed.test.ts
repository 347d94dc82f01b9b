/**
 * `lint --since`: a tool removed together with its file. Its finding belongs to that file, which the
 * run has no text of: every format shows it at that file with no line and column (and never on a
 * tool of another file), named by the removed tool. Linted in memory, as the run does it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileSchema, validateValue } from '../../src/schema/index.js';
import type { ItemData } from '../../src/reporters/html/data/index.js';
import type { LintResult } from '../../src/types/index.js';
import { lintText, ROOT } from '../helpers.js';
import { REPORTERS } from './golden-helpers.js';
import { validateSarif } from './sarif-validate.js';

const OPTIONS = { colorLevel: 0, cwd: '/repo', sourceRoot: '/repo' } as const;
const render = (format: string) => REPORTERS[format]!(result, OPTIONS);

const WEATHER = 'name: get_weather\nversion: 1.2.0\nparameters: {type: object, additionalProperties: false, properties: {}}\n';
const MESSAGE =
  'Since main, tool "get_time" (main:tools/time.yaml) was removed without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11).';

let result: LintResult;
beforeAll(async () => {
  const previous = { ref: 'main', tools: [{ name: 'get_weather', version: '1.2.0' }, { name: 'get_time' }], files: { get_weather: 'tools/weather.yaml', get_time: 'tools/time.yaml' } };
  result = (await lintText(WEATHER, ['compat/breaking-change'], { file: 'tools/weather.yaml', previous })).result;
});

describe('a tool removed with its file', () => {
  it('is a finding of that file, status removed, on no tool of the run', () => {
    expect(result.files.map((f) => [f.file, f.status, f.tools, f.diagnostics.map((d) => [d.ruleId, d.tool, d.toolIndex, d.message])])).toEqual([
      ['tools/weather.yaml', 'linted', 1, []],
      ['tools/time.yaml', 'removed', 0, [['compat/breaking-change', 'get_time', undefined, MESSAGE]]],
    ]);
    expect(result.tools.map((t) => [t.name, t.errors, t.blockers])).toEqual([['get_weather', 0, []]]);
    expect(result.summary).toMatchObject({ errors: 1, filesLinted: 1, filesFailed: 0 });
  });

  it('stylish: under the file, marked removed, by the tool instead of line:column', () => {
    expect(render('stylish')).toContain(`tools/time.yaml (removed)\n  get_time  error  ${MESSAGE}  compat/breaking-change\n`);
  });

  it('json: no line or column, valid against schemas/report.schema.json', () => {
    const report = JSON.parse(render('json')) as { files: unknown[] };
    expect(report.files[1]).toEqual({
      file: 'tools/time.yaml',
      status: 'removed',
      tools: 0,
      diagnostics: [{ ruleId: 'compat/breaking-change', severity: 'error', level: null, message: MESSAGE, doc: 0, pointer: '', tool: 'get_time' }],
    });
    const schema = compileSchema(JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'report.schema.json'), 'utf8')) as Record<string, unknown>);
    if (!schema.ok) throw new Error('report.schema.json does not compile');
    expect(validateValue(schema.validate, report)).toEqual([]);
    const lined = structuredClone(report) as { files: Array<{ diagnostics: Array<Record<string, unknown>> }> };
    lined.files[1]!.diagnostics[0]!.line = 1;
    expect(validateValue(schema.validate, lined).length).toBeGreaterThan(0);
  });

  it('sarif: at the file, with no region', () => {
    const text = render('sarif');
    expect(validateSarif(text)).toEqual([]);
    const [r] = (JSON.parse(text) as { runs: Array<{ results: Array<{ message: { text: string }; locations: unknown[]; partialFingerprints: Record<string, string> }> }> }).runs[0]!.results;
    expect(r!.locations).toEqual([{ physicalLocation: { artifactLocation: { uri: 'tools/time.yaml', uriBaseId: '%SRCROOT%' } } }]);
    expect(r!.message.text).toBe(`get_time: ${MESSAGE}`);
    expect(Object.keys(r!.partialFingerprints)).toEqual(['tooldocFinding/v1']);
  });

  it('github: an annotation of the file, with no line', () => {
    expect(render('github').split('\n')[0]).toBe(`::error file=tools/time.yaml,title=tooldoc compat/breaking-change (get_time)::${MESSAGE}`);
  });

  it('gitlab: at the file, line 1 (the format needs one), named by the tool', () => {
    expect((JSON.parse(render('gitlab')) as Array<{ description: string; location: unknown }>).map((i) => [i.location, i.description])).toEqual([
      [{ path: 'tools/time.yaml', lines: { begin: 1 } }, `get_time: ${MESSAGE}`],
    ]);
  });

  it('junit: a testcase of the removed file, its failure placed by the tool', () => {
    const xml = render('junit');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<testsuite name="tools/time.yaml" tests="1" failures="1" errors="0" skipped="0" time="0">');
    expect(xml).toContain(`<testcase name="tools/time.yaml (removed)" classname="tools/time" file="tools/time.yaml" time="0">`);
    expect(xml).toContain('>tools/time.yaml get_time error compat/breaking-change: Since main, tool &quot;get_time&quot; (main:tools/time.yaml) was removed');
  });

  it('markdown: the file and the tool for a location', () => {
    expect(render('markdown')).toContain('| ❌ error | tools/time.yaml get\\_time | `compat/breaking-change` | `get_time` | Since main, tool "get\\_time" (main:tools/time.yaml) was removed');
  });

  it('html: a card of the removed file, its finding with no line or frame', () => {
    const text = render('html');
    const open = '<script type="application/json" id="tooldoc-data">';
    const start = text.indexOf(open) + open.length;
    const data = JSON.parse(text.slice(start, text.indexOf('</script>', start))) as { files: string[]; items: ItemData[] };
    const card = data.items.find((i) => i.k === 'f')!;
    expect(data.files[card.f]).toBe('tools/time.yaml');
    expect(card).toMatchObject({ k: 'f', st: 'removed', e: 1, w: 0 });
    expect(card.d).toEqual([{ r: 0, s: 'error', m: MESSAGE, p: 'get_time' }]);
  });
});

describe('a tool removed from a file that is still there and holds no tool now', () => {
  let emptied: LintResult;
  beforeAll(async () => {
    const previous = { ref: 'main', tools: [{ name: 'get_weather', version: '1.2.0' }, { name: 'get_time' }], files: { get_weather: 'tools/weather.yaml', get_time: 'tools/time.yaml' } };
    emptied = (await lintText(WEATHER, ['compat/breaking-change'], { file: 'tools/weather.yaml', previous, extraFiles: { 'tools/time.yaml': '# get_time moved to the clock server\n' } })).result;
  });
  const show = (format: string) => REPORTERS[format]!(emptied, OPTIONS);

  it('is a finding of that file, with no line and column, beside what the file has to say of itself', () => {
    const file = emptied.files.find((f) => f.file === 'tools/time.yaml')!;
    expect(file.diagnostics.map((d) => [d.ruleId, d.tool, d.range.start.line])).toEqual([
      ['compat/breaking-change', 'get_time', 0],
      ['input/empty', undefined, 1],
    ]);
    expect(show('stylish')).toMatch(/(^|\n)tools\/time\.yaml\n {2}get_time {2}error {4}Since main, tool "get_time" \(main:tools\/time\.yaml\) was removed .*\n {2}1:1 {7}warning {2}File has only comments/);
    const report = JSON.parse(show('json')) as { files: Array<{ file: string; diagnostics: Array<Record<string, unknown>> }> };
    const [removed, empty] = report.files.find((f) => f.file === 'tools/time.yaml')!.diagnostics;
    expect([removed!.line, removed!.tool, empty!.line]).toEqual([undefined, 'get_time', 1]);
    const schema = compileSchema(JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'report.schema.json'), 'utf8')) as Record<string, unknown>);
    if (!schema.ok) throw new Error('report.schema.json does not compile');
    expect(validateValue(schema.validate, report)).toEqual([]);
    expect(show('github')).toContain('::error file=tools/time.yaml,title=tooldoc compat/breaking-change (get_time)::Since main');
    expect(validateSarif(show('sarif'))).toEqual([]);
  });
});
