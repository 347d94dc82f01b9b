/**
 * Live MCP servers (`lint --server`, `--url`) in every report format. A server's tools/list is a
 * FileResult whose `file` is `server:<name>`: its findings have no line and column (their range
 * means nothing and is never shown), each names its tool and a pointer into the tool's definition,
 * and may carry an `anchor` in the sidecar descriptor that documents the tool. Built by hand, with
 * one ordinary file beside two servers: one reached by a command (no config entry) whose tools have a
 * finding with an anchor and findings without, and one declared in the config file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { compileSchema, validateValue } from '../../src/schema/index.js';
import { lineHashes, serverFindingHash } from '../../src/reporters/fingerprint.js';
import { REPORTERS } from './golden-helpers.js';
import type { Diagnostic, FileResult, LintResult, Range, ToolResult } from '../../src/types/index.js';
import { newAjv, ROOT } from '../helpers.js';
import { validateSarif } from './sarif-validate.js';

const OPTIONS = { colorLevel: 0, cwd: '/repo', sourceRoot: '/repo' } as const;
const render = (format: string, result: LintResult) => REPORTERS[format]!(result, OPTIONS);

const at = (line: number, column: number, endLine = line, endColumn = column + 4): Range => ({ start: { line, column }, end: { line: endLine, column: endColumn } });
/** What a server finding's range holds: nothing meaningful (0 is not a position, so a leak shows). */
const NOWHERE = at(0, 0, 0, 0);

const TOOLS_YAML = 'name: getWeather\ndescription: Fetch the weather for a city. Use it when asked.\n';
const EVERYTHING = { name: 'everything', source: 'npx -y @modelcontextprotocol/server-everything' };
const FILES = { name: 'files', source: 'https://files.example.com/mcp', entry: { file: 'tooldoc.config.yaml', line: 7, column: 5 } };

function diag(d: Partial<Diagnostic> & Pick<Diagnostic, 'ruleId' | 'message' | 'file' | 'pointer'>): Diagnostic {
  return { severity: 'error', level: 1, path: [], doc: 0, range: NOWHERE, messageId: 'missing', ...d };
}

function tool(t: Partial<ToolResult> & Pick<ToolResult, 'name' | 'file'>): ToolResult {
  return { doc: 0, pointer: '', range: NOWHERE, inputFormat: 'mcp', level: 0, score: 0, blockers: [], errors: 0, warnings: 0, ...t };
}

/** One descriptor file, the server "everything" (tools echo and add) and the server "files" (declared in the config). */
function serverResult(): LintResult {
  const file: FileResult = {
    file: 'tools/weather.yaml',
    status: 'linted',
    tools: 1,
    text: TOOLS_YAML,
    diagnostics: [
      diag({
        ruleId: 'name/snake-case',
        message: 'Tool name "getWeather" is not snake_case; rename it to "get_weather".',
        file: 'tools/weather.yaml',
        pointer: '/name',
        path: ['name'],
        range: at(1, 7, 1, 17),
        tool: 'getWeather',
        toolIndex: 0,
      }),
    ],
  };
  const everything: FileResult = {
    file: 'server:everything',
    status: 'linted',
    tools: 2,
    server: EVERYTHING,
    // A server entry's text, were there any, is not the server's: fingerprints must not read it.
    text: 'not: the server\n',
    diagnostics: [
      diag({
        ruleId: 'parameters/property-description',
        message: 'Parameter "message" of "echo" has no description; say what value the agent should pass, with units and format.',
        file: 'server:everything',
        pointer: '/inputSchema/properties/message',
        path: ['inputSchema', 'properties', 'message'],
        tool: 'echo',
        toolIndex: 1,
        anchor: { file: 'tools/echo.yaml' },
      }),
      diag({
        ruleId: 'hints/read-only',
        severity: 'warning',
        level: 2,
        message: 'Tool "add" does not say whether it changes anything; set annotations.readOnlyHint.',
        file: 'server:everything',
        pointer: '',
        doc: 1,
        tool: 'add',
        toolIndex: 2,
      }),
      diag({
        ruleId: 'name/unique',
        message: 'Tool name "add" is listed twice; give each tool its own name.',
        file: 'server:everything',
        pointer: '/name',
        path: ['name'],
        doc: 1,
        tool: 'add',
        toolIndex: 2,
        related: [{ file: 'server:everything', range: NOWHERE, message: 'First listed here.' }],
      }),
    ],
  };
  const files: FileResult = {
    file: 'server:files',
    status: 'linted',
    tools: 1,
    server: FILES,
    diagnostics: [
      diag({
        ruleId: 'description/required',
        message: 'Tool "read_file" has no description; say in 2–5 sentences what it does and when to call it.',
        file: 'server:files',
        pointer: '/description',
        path: ['description'],
        tool: 'read_file',
        toolIndex: 3,
      }),
    ],
  };
  const blocker = (ruleId: string, message: string) => ({ ruleId, message, line: 0, column: 0 });
  const tools: ToolResult[] = [
    tool({ name: 'getWeather', file: 'tools/weather.yaml', range: at(1, 1), inputFormat: 'native', score: 26, errors: 1, blockers: [{ ruleId: 'name/snake-case', message: 'm', line: 1, column: 7 }] }),
    tool({ name: 'echo', file: 'server:everything', server: 'everything', score: 7, errors: 1, formatCap: { reaches: 0, missing: [{ field: 'errors', level: 1 }] }, blockers: [blocker('parameters/property-description', 'p')] }),
    tool({ name: 'add', file: 'server:everything', server: 'everything', doc: 1, level: 0, errors: 1, warnings: 1, blockers: [blocker('name/unique', 'u')] }),
    tool({ name: 'read_file', file: 'server:files', server: 'files', score: 100, errors: 1, blockers: [blocker('description/required', 'd')] }),
  ];
  return {
    version: '0.0.0-test',
    cwd: '/repo',
    files: [file, everything, files],
    tools,
    summary: { files: 3, filesLinted: 3, filesSkipped: 0, filesFailed: 0, tools: 4, problems: 5, errors: 4, warnings: 1, suppressed: 0, levels: { 0: 4, 1: 0, 2: 0, 3: 0 } },
    rules: [],
  };
}

/** The result with only its ordinary file, for checking that servers change nothing in a file's lines. */
function fileOnly(): LintResult {
  const r = serverResult();
  return { ...r, files: [r.files[0]!], tools: [r.tools[0]!] };
}

describe('stylish with servers', () => {
  it('heads a server with its source and places findings by tool and pointer, aligned', () => {
    const lines = render('stylish', serverResult()).split('\n');
    expect(lines.slice(0, 13)).toEqual([
      'tools/weather.yaml',
      '  1:7  error  Tool name "getWeather" is not snake_case; rename it to "get_weather".  name/snake-case',
      '',
      'server:everything (npx -y @modelcontextprotocol/server-everything)',
      '  echo /inputSchema/properties/message  error    Parameter "message" of "echo" has no description; say what value the agent should pass, with units and format.  parameters/property-description',
      '  add                                   warning  Tool "add" does not say whether it changes anything; set annotations.readOnlyHint.  hints/read-only',
      '  add /name                             error    Tool name "add" is listed twice; give each tool its own name.  name/unique',
      '',
      'server:files (https://files.example.com/mcp)',
      '  read_file /description  error  Tool "read_file" has no description; say in 2–5 sentences what it does and when to call it.  description/required',
      '',
      'Tools',
      '  getWeather  Level 0                   score 26   tools/weather.yaml:1  → Level 1 needs: name/snake-case',
    ]);
    expect(lines.slice(13, 16)).toEqual([
      '  echo        Level 0 (Level 0 in mcp)  score 7    server:everything  → Level 1 needs: parameters/property-description',
      '  add         Level 0                   score 0    server:everything  → Level 1 needs: name/unique',
      '  read_file   Level 0                   score 100  server:files  → Level 1 needs: description/required',
    ]);
  });

  it('escapes tool names, pointers and sources from the server, and no line reads as a CI command', () => {
    const result = serverResult();
    const server = result.files[1]!;
    server.server = { ...EVERYTHING, source: 'evil\u001b[2J' };
    server.diagnostics[0]!.tool = '::error::forged\u202E';
    server.diagnostics[0]!.pointer = '/inputSchema/properties/a\u0007';
    const text = render('stylish', result);
    // eslint-disable-next-line no-control-regex -- the point
    expect(text).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u202E]/);
    expect(text).toContain('server:everything (evil\\u001B[2J)\n');
    expect(text).toContain('\n  \\u003A:error::forged\\u202E /inputSchema/properties/a\\u0007  error    Parameter');
    expect(text).toContain('\n  add                                                    warning  Tool "add"');
    expect(text.split('\n').filter((l) => /^\s*(::|##\[)/.test(l))).toEqual([]);
  });

  it('leaves an ordinary file as it was', () => {
    const lines = render('stylish', fileOnly()).split('\n');
    expect(render('stylish', serverResult()).split('\n').slice(0, 2)).toEqual(lines.slice(0, 2));
  });
});

describe('github with servers', () => {
  it('annotates the sidecar as a whole when a finding has one, else writes a command without a file; either way with no line, naming the server, tool and pointer', () => {
    const lines = render('github', serverResult()).trimEnd().split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '::error file=tools/weather.yaml,line=1,col=7,endLine=1,endColumn=17,title=tooldoc name/snake-case (getWeather)::Tool name "getWeather" is not snake_case; rename it to "get_weather".',
      // At the sidecar as a whole: what the finding is about is in the server's definition, at no line of the sidecar.
      '::error file=tools/echo.yaml,title=tooldoc parameters/property-description (echo)::server:everything echo /inputSchema/properties/message: Parameter "message" of "echo" has no description; say what value the agent should pass, with units and format.',
      '::warning title=tooldoc hints/read-only (add)::server:everything add: Tool "add" does not say whether it changes anything; set annotations.readOnlyHint.',
      '::error title=tooldoc name/unique (add)::server:everything add /name: Tool name "add" is listed twice; give each tool its own name.',
      '::error title=tooldoc description/required (read_file)::server:files read_file /description: Tool "read_file" has no description; say in 2–5 sentences what it does and when to call it.',
    ]);
  });

  it('escapes what the server names as @actions/core does', () => {
    const result = serverResult();
    result.files[1]!.diagnostics[1]!.tool = 'a,b:c%\r\nd';
    const line = render('github', result).split('\n')[2]!;
    expect(line).toBe('::warning title=tooldoc hints/read-only (a%2Cb%3Ac%25%0D%0Ad)::server:everything a,b:c%25%0D%0Ad: Tool "add" does not say whether it changes anything; set annotations.readOnlyHint.');
  });
});

describe('junit with servers', () => {
  it('has a testsuite per server whose findings say tool and pointer instead of line:column', () => {
    const xml = render('junit', serverResult());
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('  <testsuite name="server:everything" tests="2" failures="2" errors="0" skipped="0" time="0">\n');
    expect(xml).toContain(
      '    <testcase name="echo" classname="server:everything" file="server:everything" time="0">\n' +
        '      <properties><property name="level" value="0"/><property name="level-in-format" value="0"/><property name="score" value="7"/></properties>\n' +
        '      <failure message="1 error: Parameter &quot;message&quot; of &quot;echo&quot; has no description; say what value the agent should pass, with units and format." type="parameters/property-description">' +
        'server:everything echo /inputSchema/properties/message error parameters/property-description: Parameter &quot;message&quot; of &quot;echo&quot; has no description; say what value the agent should pass, with units and format.</failure>\n',
    );
    expect(xml).toContain(
      '<system-out>Level 0, score 0; Level 1 needs: name/unique\nserver:everything add warning hints/read-only: Tool &quot;add&quot; does not say whether it changes anything; set annotations.readOnlyHint.</system-out>',
    );
    expect(xml).toContain('>server:files read_file /description error description/required: Tool &quot;read_file&quot; has no description; say in 2–5 sentences what it does and when to call it.</failure>');
    expect(xml).toContain('>tools/weather.yaml:1:7 error name/snake-case: Tool name &quot;getWeather&quot; is not snake_case; rename it to &quot;get_weather&quot;.</failure>');
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(xml) as {
      testsuites: { testsuite: Array<{ name: string }> };
    };
    expect(doc.testsuites.testsuite.map((s) => s.name)).toEqual(['tools/weather.yaml', 'server:everything', 'server:files']);
  });
});

describe('gitlab with servers', () => {
  it('places a finding at its sidecar, else at the config entry, else at server:<name>: at line 1 of a file (the format needs a line), the entry\'s line, never one of its own', () => {
    const issues = (JSON.parse(render('gitlab', serverResult())) as Array<{ description: string; location: { path: string; lines: { begin: number } } }>).map((i) => [i.location.path, i.location.lines.begin, i.description]);
    expect(issues).toEqual([
      ['tools/weather.yaml', 1, 'Tool name "getWeather" is not snake_case; rename it to "get_weather".'],
      ['tools/echo.yaml', 1, 'server:everything echo /inputSchema/properties/message: Parameter "message" of "echo" has no description; say what value the agent should pass, with units and format.'],
      ['server:everything', 1, 'server:everything add: Tool "add" does not say whether it changes anything; set annotations.readOnlyHint.'],
      ['server:everything', 1, 'server:everything add /name: Tool name "add" is listed twice; give each tool its own name.'],
      ['tooldoc.config.yaml', 7, 'server:files read_file /description: Tool "read_file" has no description; say in 2–5 sentences what it does and when to call it.'],
    ]);
  });
});

describe('markdown with servers', () => {
  it('shows server:<name> for a tool and server:<name> <tool> <pointer> for a finding', () => {
    const md = render('markdown', serverResult());
    const rows = md.split('\n').filter((l) => l.startsWith('| '));
    expect(rows).toContain('| `echo` | server:everything | 🔴 Level 0 (Level 0 in mcp) | 7 | 1 | 0 | `parameters/property-description` |');
    expect(rows).toContain('| `read_file` | server:files | 🔴 Level 0 | 100 | 1 | 0 | `description/required` |');
    expect(rows).toContain('| `getWeather` | tools/weather.yaml:1 | 🔴 Level 0 | 26 | 1 | 0 | `name/snake-case` |');
    expect(rows).toContain(
      '| ❌ error | server:everything echo /inputSchema/properties/message | `parameters/property-description` | `echo` | Parameter "message" of "echo" has no description; say what value the agent should pass, with units and format. |',
    );
    expect(rows).toContain('| ⚠️ warning | server:everything add | `hints/read-only` | `add` | Tool "add" does not say whether it changes anything; set annotations.readOnlyHint. |');
    expect(rows).toContain('| ❌ error | server:files read\\_file /description | `description/required` | `read_file` | Tool "read\\_file" has no description; say in 2–5 sentences what it does and when to call it. |');
    expect(rows).toContain('| ❌ error | tools/weather.yaml:1:7 | `name/snake-case` | `getWeather` | Tool name "getWeather" is not snake\\_case; rename it to "get\\_weather". |');
  });
});

describe('json with servers', () => {
  type Entry = Record<string, unknown>;
  type Report = { tools: Entry[]; files: Array<Entry & { diagnostics: Entry[] }> };
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'report.schema.json'), 'utf8')) as Record<string, unknown>;
  const compiled = compileSchema(schema);
  if (!compiled.ok) throw new Error(`report.schema.json does not compile: ${JSON.stringify(compiled.problems)}`);
  const validate = (report: unknown) => validateValue(compiled.validate, report);

  it('gives a server entry its server, and its findings and tools no line or column', () => {
    const report = JSON.parse(render('json', serverResult())) as Report;
    const [file, everything, files] = report.files;
    expect(file).toEqual({
      file: 'tools/weather.yaml',
      status: 'linted',
      tools: 1,
      diagnostics: [
        {
          ruleId: 'name/snake-case',
          severity: 'error',
          level: 1,
          message: 'Tool name "getWeather" is not snake_case; rename it to "get_weather".',
          line: 1,
          column: 7,
          endLine: 1,
          endColumn: 17,
          doc: 0,
          pointer: '/name',
          tool: 'getWeather',
        },
      ],
    });
    expect(Object.keys(everything!)).toEqual(['file', 'server', 'status', 'tools', 'diagnostics']);
    expect(everything!.server).toEqual(EVERYTHING);
    expect(files!.server).toEqual(FILES);
    expect(everything!.diagnostics[0]).toEqual({
      ruleId: 'parameters/property-description',
      severity: 'error',
      level: 1,
      message: 'Parameter "message" of "echo" has no description; say what value the agent should pass, with units and format.',
      doc: 0,
      pointer: '/inputSchema/properties/message',
      tool: 'echo',
      anchor: { file: 'tools/echo.yaml' },
    });
    expect(everything!.diagnostics[1]).toEqual({
      ruleId: 'hints/read-only',
      severity: 'warning',
      level: 2,
      message: 'Tool "add" does not say whether it changes anything; set annotations.readOnlyHint.',
      doc: 1,
      pointer: '',
      tool: 'add',
    });
    expect(everything!.diagnostics[2]!.related).toEqual([{ file: 'server:everything', message: 'First listed here.' }]);
    expect(report.tools[0]).toMatchObject({ name: 'getWeather', file: 'tools/weather.yaml', line: 1, column: 1, blockers: [{ ruleId: 'name/snake-case', message: 'm', line: 1, column: 7 }] });
    expect(report.tools[1]).toEqual({
      name: 'echo',
      file: 'server:everything',
      server: 'everything',
      doc: 0,
      pointer: '',
      format: 'mcp',
      level: 0,
      score: 7,
      formatCap: { reaches: 0, missing: [{ field: 'errors', level: 1 }] },
      errors: 1,
      warnings: 0,
      blockers: [{ ruleId: 'parameters/property-description', message: 'p' }],
    });
    expect(report.tools[3]).toMatchObject({ name: 'read_file', file: 'server:files', server: 'files' });
  });

  it('validates against schemas/report.schema.json, which tells the two shapes apart', () => {
    const report = JSON.parse(render('json', serverResult())) as Report;
    expect(validate(report)).toEqual([]);
    // Also under Ajv's strict mode, as test/schemas.test.ts compiles the schema.
    const strict = newAjv({ strict: true, strictRequired: false, allErrors: true }, { formats: true }).compile(schema);
    expect(strict(report), JSON.stringify(strict.errors)).toBe(true);
    // A file's finding without its position, and a server's finding or tool with one, are not reports tooldoc writes.
    const broken = (edit: (r: Report) => void) => {
      const copy = structuredClone(report);
      edit(copy);
      return validate(copy).length;
    };
    expect(broken((r) => delete r.files[0]!.diagnostics[0]!.line)).toBeGreaterThan(0);
    expect(broken((r) => (r.files[1]!.diagnostics[0]!.line = 1))).toBeGreaterThan(0);
    expect(broken((r) => delete r.tools[0]!.line)).toBeGreaterThan(0);
    expect(broken((r) => (r.tools[1]!.line = 1))).toBeGreaterThan(0);
    expect(broken((r) => ((r.tools[1]!.blockers as Entry[])[0]!.line = 1))).toBeGreaterThan(0);
    expect(broken((r) => delete (r.files[1]!.server as Entry).source)).toBeGreaterThan(0);
  });
});

describe('sarif with servers', () => {
  interface Location {
    physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region?: Record<string, number> };
    logicalLocations?: Array<{ name: string; fullyQualifiedName: string; kind: string }>;
  }
  interface Result {
    ruleId: string;
    message: { text: string };
    locations: Location[];
    relatedLocations?: Location[];
    partialFingerprints: { primaryLocationLineHash: string };
    properties: Record<string, unknown>;
  }
  interface Log {
    runs: Array<{ results: Result[]; properties: { tools: Array<Record<string, unknown>> } }>;
  }
  const run = (result: LintResult) => (JSON.parse(render('sarif', result)) as Log).runs[0]!;

  it('validates against the official SARIF 2.1.0 schema', () => {
    expect(validateSarif(render('sarif', serverResult()))).toEqual([]);
  });

  it('places a finding at its sidecar (no region), else at the config entry, else at mcp-server/<name>, always with a repository path', () => {
    const [file, anchored, bare, related, declared] = run(serverResult()).results;
    expect(file!.locations).toEqual([
      { physicalLocation: { artifactLocation: { uri: 'tools/weather.yaml', uriBaseId: '%SRCROOT%' }, region: { startLine: 1, startColumn: 7, endLine: 1, endColumn: 17 } } },
    ]);
    // The sidecar as a whole: no region, as the finding has no line there.
    expect(anchored!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'tools/echo.yaml', uriBaseId: '%SRCROOT%' } });
    expect(declared!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'tooldoc.config.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 7, startColumn: 5 },
    });
    expect(bare!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'mcp-server/everything', uriBaseId: '%SRCROOT%' } });
    // A related place in a server is placed as the server is.
    expect(related!.relatedLocations).toEqual([{ id: 1, physicalLocation: { artifactLocation: { uri: 'mcp-server/everything', uriBaseId: '%SRCROOT%' } }, message: { text: 'First listed here.' } }]);
    for (const r of [anchored, bare, related, declared]) {
      const uri = r!.locations[0]!.physicalLocation.artifactLocation.uri;
      expect(uri).not.toBe('');
      expect(uri).not.toMatch(/^(\/|[a-z][a-z0-9+.-]*:)/i);
    }
  });

  it('names the tool and pointer in a logical location, the message and the properties', () => {
    const [file, anchored, bare, , declared] = run(serverResult()).results;
    expect(file!.locations[0]!.logicalLocations).toBeUndefined();
    expect(file!.properties).toEqual({ conformanceLevel: 1, pointer: '/name', tool: 'getWeather', toolLevel: 0, toolScore: 26 });
    expect(anchored!.locations[0]!.logicalLocations).toEqual([{ name: 'echo', fullyQualifiedName: 'server:everything/echo/inputSchema/properties/message', kind: 'member' }]);
    expect(bare!.locations[0]!.logicalLocations).toEqual([{ name: 'add', fullyQualifiedName: 'server:everything/add', kind: 'member' }]);
    expect(declared!.locations[0]!.logicalLocations).toEqual([{ name: 'read_file', fullyQualifiedName: 'server:files/read_file/description', kind: 'member' }]);
    expect(anchored!.message.text).toBe('echo /inputSchema/properties/message: Parameter "message" of "echo" has no description; say what value the agent should pass, with units and format.');
    expect(bare!.message.text).toBe('add: Tool "add" does not say whether it changes anything; set annotations.readOnlyHint.');
    expect(anchored!.properties).toEqual({ conformanceLevel: 1, server: 'everything', pointer: '/inputSchema/properties/message', tool: 'echo', toolLevel: 0, toolScore: 7 });
    expect(declared!.properties).toEqual({ conformanceLevel: 1, server: 'files', pointer: '/description', tool: 'read_file', toolLevel: 0, toolScore: 100 });
  });

  it('fingerprints a server finding by server and what it is about (rule, tool, pointer, message id), never by file text', () => {
    const results = run(serverResult()).results;
    const diags = serverResult().files.flatMap((f) => f.diagnostics);
    expect(results[0]!.partialFingerprints.primaryLocationLineHash).toBe(lineHashes(TOOLS_YAML)[1]);
    expect(results[1]!.partialFingerprints.primaryLocationLineHash).toBe(`${serverFindingHash('everything', diags[1]!)}:1`);
    expect(results[2]!.partialFingerprints.primaryLocationLineHash).toBe(`${serverFindingHash('everything', diags[2]!)}:1`);
    expect(results[4]!.partialFingerprints.primaryLocationLineHash).toBe(`${serverFindingHash('files', diags[4]!)}:1`);
    // The identity hashed is the rule, tool and pointer (and message id): another tool or pointer is another finding.
    expect(serverFindingHash('everything', { ...diags[1]!, message: 'Reworded.' })).toBe(serverFindingHash('everything', diags[1]!));
    expect(serverFindingHash('everything', { ...diags[1]!, pointer: '/inputSchema' })).not.toBe(serverFindingHash('everything', diags[1]!));
    expect(serverFindingHash('files', diags[1]!)).not.toBe(serverFindingHash('everything', diags[1]!));
    const all = results.map((r) => r.partialFingerprints.primaryLocationLineHash);
    expect(new Set(all).size).toBe(all.length);
    for (const h of all) expect(h).toMatch(/^[0-9a-f]{16}:\d+$/);

    // Stable when the sidecar moves, the message is reworded or the tool moves in the list; a repeat counts up.
    const moved = serverResult();
    const d = moved.files[1]!.diagnostics[0]!;
    d.anchor = { file: 'tools/weather/echo.yaml' };
    d.message = 'Reworded.';
    d.doc = 5;
    moved.files[1]!.diagnostics.push({ ...d });
    const again = run(moved).results;
    expect(again[1]!.partialFingerprints.primaryLocationLineHash).toBe(results[1]!.partialFingerprints.primaryLocationLineHash);
    expect(again[4]!.partialFingerprints.primaryLocationLineHash).toBe(`${serverFindingHash('everything', diags[1]!)}:2`);
    expect(validateSarif(render('sarif', moved))).toEqual([]);
  });

  it('lists a server tool with its server and without a line', () => {
    const tools = run(serverResult()).properties.tools;
    expect(tools[0]).toMatchObject({ name: 'getWeather', file: 'tools/weather.yaml', line: 1 });
    expect(tools[1]).toEqual({ name: 'echo', file: 'server:everything', server: 'everything', level: 0, score: 7, formatCap: { reaches: 0, missing: [{ field: 'errors', level: 1 }] }, errors: 1, warnings: 0, blockers: ['parameters/property-description'] });
  });

  it('keeps a server name in one path segment', () => {
    for (const [name, uri] of [
      ['a/b c', 'mcp-server/a%2Fb%20c'],
      ['..', 'mcp-server/_..'],
      ['host:8080', 'mcp-server/host%3A8080'],
    ] as const) {
      const result = serverResult();
      result.files[1]!.server = { name, source: 'x' };
      expect(run(result).results[2]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe(uri);
    }
  });
});
