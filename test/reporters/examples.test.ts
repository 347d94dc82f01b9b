/**
 * `tooldoc test` reports (`LintResult.examples`) in every format but stylish: what each shows of the
 * examples that passed, failed and were skipped, that text from descriptors stays escaped, that the
 * JSON validates against its schema and the SARIF against SARIF 2.1.0, and that a lint report has
 * none of it (the golden files hold lint output byte for byte).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { compileSchema, validateValue } from '../../src/schema/index.js';
import { EXAMPLE_CHECKS } from '../../src/servers/example-check.js';
import { github } from '../../src/reporters/github.js';
import { json } from '../../src/reporters/json.js';
import { junit } from '../../src/reporters/junit.js';
import { markdown } from '../../src/reporters/markdown.js';
import { sarif } from '../../src/reporters/sarif.js';
import type { Reporter } from '../../src/reporters/types.js';
import type { Diagnostic, ExamplesReport, LintResult } from '../../src/types/index.js';
import { ROOT } from '../helpers.js';
import { goldenResult, render } from './golden-helpers.js';
import { validateSarif } from './sarif-validate.js';

const CWD = path.resolve('/work/project');
const OPTIONS = { colorLevel: 0 as const, cwd: CWD, sourceRoot: CWD };
const show = (reporter: Reporter, result: LintResult) => reporter(result, OPTIONS);

const SKIP_REASON = 'it writes (it is not declared safe: true); --allow-writes runs idempotent writes';
const failureMessage = (tool: string) => `Example 2 of "${tool}" says 21 at /temp, but the server returned 19; update the example, or list the field under x-tooldoc.vary if it changes from call to call.`;

/**
 * A test run on one server: `name` (a sidecar, tools/weather.yaml) has a passed, a failed and a
 * skipped example; `ping`, which no file documents, has none; tools/broken.yaml could not be read.
 */
function testResult(name = 'get_weather', reason = SKIP_REASON): LintResult {
  const failure: Diagnostic = {
    ruleId: 'example/result',
    severity: 'error',
    level: null,
    message: failureMessage(name),
    file: 'tools/weather.yaml',
    pointer: '/examples/1/result/temp',
    path: ['examples', 1, 'result', 'temp'],
    doc: 0,
    range: { start: { line: 12, column: 13 }, end: { line: 12, column: 15 } },
    tool: name,
  };
  const parseError: Diagnostic = {
    ruleId: 'parse-error',
    severity: 'error',
    level: null,
    message: 'Unexpected end of flow sequence.',
    file: 'tools/broken.yaml',
    pointer: '',
    path: [],
    doc: 0,
    range: { start: { line: 1, column: 7 }, end: { line: 1, column: 7 } },
  };
  const examples: ExamplesReport = {
    summary: { servers: 1, tools: 2, examples: 3, passed: 1, failed: 1, skipped: 1 },
    tools: [
      {
        name,
        server: 'demo',
        file: 'tools/weather.yaml',
        line: 1,
        column: 1,
        passed: 1,
        failed: 1,
        skipped: 1,
        examples: [
          { index: 0, prompt: 'What is the weather in Paris?', pointer: '/examples/0', line: 5, column: 5, status: 'passed', ms: 12 },
          { index: 1, pointer: '/examples/1', line: 10, column: 5, status: 'failed', ms: 1500, failures: [{ ruleId: 'example/result', message: failureMessage(name) }], answer: { value: { city: 'Paris', temp: 19 } } },
          { index: 2, pointer: '/examples/2', line: 15, column: 5, status: 'skipped', reason },
        ],
      },
      { name: 'ping', server: 'demo', file: 'server:demo', passed: 0, failed: 0, skipped: 0, note: 'no examples', examples: [] },
    ],
  };
  return {
    version: '0.0.0-test',
    cwd: CWD,
    files: [
      { file: 'tools/broken.yaml', status: 'failed', tools: 0, diagnostics: [parseError] },
      { file: 'tools/weather.yaml', status: 'linted', tools: 1, diagnostics: [failure] },
      { file: 'server:demo', server: { name: 'demo', source: 'node server.js' }, status: 'linted', tools: 2, diagnostics: [] },
    ],
    tools: [],
    summary: { files: 3, filesLinted: 2, filesSkipped: 0, filesFailed: 1, tools: 2, problems: 2, errors: 2, warnings: 0, suppressed: 0, levels: { 0: 0, 1: 0, 2: 0, 3: 0 } },
    rules: EXAMPLE_CHECKS.map((m) => ({ ...m, configuredSeverity: m.severity })),
    examples,
  };
}

/** A tool name and a skip reason that try to clear the screen, reorder text and forge CI commands. */
const HOSTILE_NAME = 'x\u001B[2J\n::error::forged';
const HOSTILE_REASON = 'server "y\u202E" said\n::warning::forged';
const hostile = () => testResult(HOSTILE_NAME, HOSTILE_REASON);

/** No character a terminal or log viewer would act on, and no line a CI runner reads as a command but `allowed`. */
function expectInert(text: string, allowed: RegExp = /^$/) {
  // eslint-disable-next-line no-control-regex -- finding the raw ESC is the point
  expect(text).not.toMatch(/[\u001B\u202E]/);
  for (const line of text.split('\n')) if (/^\s*(::|##\[)|##vso\[/i.test(line)) expect(line).toMatch(allowed);
}

describe('json report of a test run', () => {
  const validate = (() => {
    const compiled = compileSchema(JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'report.schema.json'), 'utf8')) as Record<string, unknown>);
    if (!compiled.ok) throw new Error(`report.schema.json does not compile: ${JSON.stringify(compiled.problems)}`);
    return compiled.validate;
  })();

  it('adds the examples as they are, after the files, and validates against schemas/report.schema.json', () => {
    const result = testResult();
    const report = JSON.parse(show(json, result)) as Record<string, unknown>;
    expect(Object.keys(report).slice(-2)).toEqual(['files', 'examples']);
    expect(report.examples).toEqual(result.examples);
    expect(report.tools).toEqual([]);
    expect(validateValue(validate, report)).toEqual([]);
  });

  it("gives a failed example's whole answer, a tool's error or a JSON-RPC error, in the shape the schema gives", () => {
    const result = testResult();
    const failed = result.examples!.tools[0]!.examples[1]!;
    const answers = [{ value: { city: 'Paris', temp: 19 } }, { value: 'no such city', isError: true as const }, { rpcError: { code: -32602, message: 'Invalid params', data: { at: '/city' } } }];
    for (const answer of answers) {
      failed.answer = answer;
      const report = JSON.parse(show(json, result)) as { examples: ExamplesReport };
      expect(report.examples.tools[0]!.examples[1]!.answer).toEqual(answer);
      expect(validateValue(validate, report)).toEqual([]);
    }
    const report = JSON.parse(show(json, result)) as { examples: { tools: Array<{ examples: Array<Record<string, unknown>> }> } };
    report.examples.tools[0]!.examples[1]!.answer = { value: 1, isError: false };
    expect(validateValue(validate, report).length).toBeGreaterThan(0);
  });

  it('has a schema that holds examples to their shape', () => {
    const report = JSON.parse(show(json, testResult())) as { examples: { tools: Array<Record<string, unknown> & { examples: Array<Record<string, unknown>> }> } };
    const documented = report.examples.tools[0]!;
    // A tool in a file has a position; a server's tool none; an example's status is one of three.
    delete documented.line;
    expect(validateValue(validate, report).length).toBeGreaterThan(0);
    documented.line = 1;
    report.examples.tools[1]!.line = 3;
    expect(validateValue(validate, report).length).toBeGreaterThan(0);
    delete report.examples.tools[1]!.line;
    documented.examples[0]!.status = 'flaky';
    expect(validateValue(validate, report).length).toBeGreaterThan(0);
  });

  it('writes the examples a tool at a time', () => {
    const chunks = [...json.chunks(testResult(), OPTIONS)];
    const weather = chunks.findIndex((c) => c.includes('"pointer": "/examples/2"'));
    const ping = chunks.findIndex((c) => c.includes('"note": "no examples"'));
    expect(weather).toBeGreaterThan(-1);
    expect(ping).toBeGreaterThan(weather);
  });

  it('escapes a hostile tool name and gives it back intact', () => {
    const text = show(json, hostile());
    expectInert(text);
    const report = JSON.parse(text) as { examples: ExamplesReport };
    expect(report.examples.tools[0]!.name).toBe(HOSTILE_NAME);
    expect(report.examples.tools[0]!.examples[2]!.reason).toBe(HOSTILE_REASON);
  });

  it('has no examples key in a lint report', async () => {
    expect(Object.keys(JSON.parse(render('json', await goldenResult())) as object)).not.toContain('examples');
  });
});

describe('markdown report of a test run', () => {
  it('counts examples instead of levels, with a row per tool and the skipped examples with their reasons', () => {
    const md = show(markdown, testResult());
    const lines = md.split('\n');
    expect(lines[2]).toBe('❌ **1 failed**, 1 passed, 1 skipped (3 examples of 1 tool, on 1 server).');
    expect(md).toContain('\n1 file could not be read.\n');
    expect(md).not.toContain('Level 0');
    expect(md).toContain('### Examples\n\n| Tool | Passed | Failed | Skipped | Where | Note |\n|---|---:|---:|---:|---|---|\n| `get_weather` | 1 | 1 | 1 | tools/weather.yaml:1 |  |\n');
    expect(md).toContain('\n1 tool has no examples: `ping`.\n');
    expect(md).toContain(`### Skipped examples\n\n- \`get_weather\` example 3 (tools/weather.yaml:15): ${SKIP_REASON}\n`);
    // The failure is a finding, at its place in the sidecar.
    expect(md).toContain(`| ❌ error | tools/weather.yaml:12:13 | \`example/result\` | \`get_weather\` | ${failureMessage('get\\_weather')} |`);
    for (const table of md.split(/\n\n/).filter((b) => b.startsWith('|'))) {
      const cells = table.trimEnd().split('\n').map((row) => row.replace(/\\\|/g, '').split('|').length);
      expect(new Set(cells).size, table).toBe(1);
    }
  });

  it('gives a note instead of listing examples skipped for one reason', () => {
    const result = testResult();
    const weather = result.examples!.tools[0]!;
    weather.examples = [weather.examples[2]!];
    Object.assign(weather, { passed: 0, failed: 0, skipped: 1, note: SKIP_REASON });
    const md = show(markdown, result);
    expect(md).toContain(`| \`get_weather\` | 0 | 0 | 1 | tools/weather.yaml:1 | ${SKIP_REASON} |`);
    expect(md).not.toContain('### Skipped examples');
  });

  it('escapes a hostile tool name and skip reason', () => {
    const md = show(markdown, hostile());
    expectInert(md);
    expect(md).toContain('| `x\\u001B[2J ::error::forged` | 1 | 1 | 1 |');
    // A line break in a reason is a <br>: the forged command cannot start a line.
    expect(md).toContain('example 3 (tools/weather.yaml:15): server "y\\\\u202E" said<br>::warning::forged\n');
  });

  it('has no examples section in a lint report', async () => {
    const md = render('markdown', await goldenResult());
    expect(md).not.toMatch(/Examples|examples of/);
    expect(md).toContain('| Level 0 | Level 1 | Level 2 | Level 3 |');
  });
});

describe('junit report of a test run', () => {
  type TestCase = { name: string; classname: string; file: string; time: string; failure?: { type: string; message: string; '#text': string }; skipped?: { message: string }; 'system-out'?: string };
  type Suite = { name: string; tests: string; failures: string; skipped: string; time: string; file?: string; testcase: TestCase[] };
  const parse = (xml: string) =>
    (new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true, isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(xml) as { testsuites: { tests: string; failures: string; time: string; testsuite: Suite[] } })
      .testsuites;

  it('has a testsuite per tool with examples and a testcase per example, after the files that could not be read', () => {
    const xml = show(junit, testResult());
    expect(XMLValidator.validate(xml)).toBe(true);
    const suites = parse(xml);
    expect(suites).toMatchObject({ tests: '4', failures: '2', time: '1.512' });
    // No testsuite for ping: it has no examples.
    expect(suites.testsuite.map((s) => s.name)).toEqual(['tools/broken.yaml', 'get_weather']);
    const [broken, weather] = suites.testsuite;
    expect(broken!.testcase[0]).toMatchObject({ name: 'tools/broken.yaml (could not be linted)', failure: { type: 'parse-error' } });
    expect(weather).toMatchObject({ tests: '3', failures: '1', skipped: '1', time: '1.512', file: 'tools/weather.yaml' });
    const [passed, failed, skipped] = weather!.testcase;
    expect(weather!.testcase.map((c) => c.name)).toEqual(['example 1: What is the weather in Paris?', 'example 2', 'example 3']);
    expect(passed).toMatchObject({ classname: 'tools/weather', file: 'tools/weather.yaml', time: '0.012' });
    expect(passed!.failure).toBeUndefined();
    expect(passed!.skipped).toBeUndefined();
    expect(failed!.time).toBe('1.500');
    expect(failed!.failure).toMatchObject({ type: 'example/result', message: failureMessage('get_weather') });
    expect(failed!.failure!['#text']).toBe(`tools/weather.yaml:12:13 error example/result: ${failureMessage('get_weather')}`);
    // The whole answer the example disagreed with, where CI shows a test's output.
    expect(failed!['system-out']).toBe(`The server's answer:\n${JSON.stringify({ value: { city: 'Paris', temp: 19 } }, null, 2)}`);
    expect(passed!['system-out']).toBeUndefined();
    expect(skipped!.skipped).toEqual({ message: SKIP_REASON });
    expect(skipped!.failure).toBeUndefined();
  });

  it("places a failure at its example when the report has no finding for it", () => {
    const result = testResult();
    result.files[1]!.diagnostics = [];
    const failed = parse(show(junit, result)).testsuite[1]!.testcase[1]!;
    expect(failed.failure!['#text']).toBe(`tools/weather.yaml:10:5 error example/result: ${failureMessage('get_weather')}`);
  });

  it('escapes a hostile tool name and skip reason', () => {
    const xml = show(junit, hostile());
    expect(XMLValidator.validate(xml)).toBe(true);
    expectInert(xml);
    expect(xml).toContain('<testsuite name="x\\u001B[2J&#10;::error::forged" tests="3"');
    const suite = parse(xml).testsuite[1]!;
    expect(suite.name).toBe('x\\u001B[2J\n::error::forged');
    expect(suite.testcase[2]!.skipped!.message).toBe('server "y\u202E" said\n::warning::forged');
  });

  it('has no examples in a lint report', async () => {
    const xml = render('junit', await goldenResult());
    expect(xml).not.toMatch(/<skipped|example \d/);
  });
});

describe('sarif report of a test run', () => {
  interface Note {
    level: string;
    message: { text: string };
    descriptor: { id: string };
    locations?: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }>;
    properties: Record<string, unknown>;
  }
  interface Log {
    runs: Array<{
      tool: { driver: { rules: Array<{ id: string; helpUri: string }> } };
      results: Array<{ ruleId: string; message: { text: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
      invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: Note[] }>;
      properties: Record<string, unknown>;
    }>;
  }

  it('validates, has the failures as results, each skipped example as a note and the totals in properties', () => {
    const text = show(sarif, testResult());
    expect(validateSarif(text)).toEqual([]);
    const run = (JSON.parse(text) as Log).runs[0]!;
    expect(run.results.map((r) => [r.ruleId, r.locations[0]!.physicalLocation.artifactLocation.uri, r.locations[0]!.physicalLocation.region.startLine])).toEqual([
      ['parse-error', 'tools/broken.yaml', 1],
      ['example/result', 'tools/weather.yaml', 12],
    ]);
    expect(run.invocations[0]!.toolExecutionNotifications).toEqual([
      {
        level: 'note',
        message: { text: `Example 3 of "get_weather" was skipped: ${SKIP_REASON}.` },
        descriptor: { id: 'tooldoc/example-skipped' },
        locations: [{ physicalLocation: { artifactLocation: { uri: 'tools/weather.yaml', uriBaseId: '%SRCROOT%' }, region: { startLine: 15, startColumn: 5 } } }],
        properties: { tool: 'get_weather', server: 'demo', example: 3, pointer: '/examples/2', reason: SKIP_REASON },
      },
    ]);
    expect(run.properties.examples).toEqual({ servers: 1, tools: 2, examples: 3, passed: 1, failed: 1, skipped: 1 });
    // The example checks have no page under rules/: their help is the testing guide.
    expect(run.tool.driver.rules.find((r) => r.id === 'example/result')!.helpUri).toBe(EXAMPLE_CHECKS.find((m) => m.id === 'example/result')!.docs);
  });

  it('gives a skipped example with no line no location', () => {
    const result = testResult();
    const skipped = result.examples!.tools[0]!.examples[2]!;
    delete skipped.line;
    delete skipped.column;
    const text = show(sarif, result);
    expect(validateSarif(text)).toEqual([]);
    expect((JSON.parse(text) as Log).runs[0]!.invocations[0]!.toolExecutionNotifications![0]!.locations).toBeUndefined();
  });

  it('escapes a hostile tool name and stays valid', () => {
    const text = show(sarif, hostile());
    expect(validateSarif(text)).toEqual([]);
    expectInert(text);
    const note = (JSON.parse(text) as Log).runs[0]!.invocations[0]!.toolExecutionNotifications![0]!;
    expect(note.properties.tool).toBe(HOSTILE_NAME);
  });

  it('has no examples in a lint report', async () => {
    const text = render('sarif', await goldenResult());
    const run = (JSON.parse(text) as Log).runs[0]!;
    expect(run.properties).not.toHaveProperty('examples');
    expect(text).not.toContain('tooldoc/example-skipped');
  });
});

describe('github report of a test run', () => {
  it('annotates the failures and sums up the examples in one notice', () => {
    const lines = show(github, testResult()).trimEnd().split('\n');
    expect(lines).toEqual([
      '::error file=tools/broken.yaml,line=1,col=7,title=tooldoc parse-error::Unexpected end of flow sequence.',
      `::error file=tools/weather.yaml,line=12,col=13,endLine=12,endColumn=15,title=tooldoc example/result (get_weather)::${failureMessage('get_weather')}`,
      '::notice title=tooldoc test::1 failed, 1 passed, 1 skipped (3 examples of 1 tool, on 1 server); 1 tool has no examples.',
      'tooldoc: 1 failed, 1 passed, 1 skipped (3 examples of 1 tool, on 1 server); 1 file could not be read',
    ]);
  });

  it('cannot be made to forge a command by a hostile tool name', () => {
    const text = show(github, hostile());
    expectInert(text, /^::(error file=[^,]+,line=\d+|notice title=tooldoc test::)/);
    expect(text.split('\n').filter((l) => l.startsWith('::'))).toHaveLength(3);
    expect(text).toContain('title=tooldoc example/result (x\\u001B[2J%0A%3A%3Aerror%3A%3Aforged)::');
  });

  it('has no notice in a lint report', async () => {
    const text = render('github', await goldenResult());
    expect(text).not.toContain('::notice');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^tooldoc: 13 problems .*Level 0/);
  });
});
