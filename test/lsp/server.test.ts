/**
 * `tooldoc lsp` driven as an editor drives it: the built CLI in a child process, spoken to over
 * stdio with JSON-RPC (test/lsp/client.ts). Documents are opened, changed (incrementally) and closed;
 * the diagnostics, code actions and their edits, and hovers are asserted exactly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CLEAN_TOOL, requireBuild } from '../e2e/support.js';
import { ROOT, writeFiles } from '../helpers.js';
import { editsOf, LspClient, type CodeAction, type Diagnostic } from './client.js';

const DOCS = (id: string) => `https://github.com/tooldoc/tooldoc/blob/main/rules/${id}.md`;
const range = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });

/** The clean tool less its latency_p50_ms (the first test's config turns hints/latency off, which would ask for it). */
const BASE = CLEAN_TOOL.replace('\nlatency_p50_ms: 180\n', '\n');
/** BASE less `additionalProperties: false` under parameters (line 10) and with `cost_hint` misspelt. */
const BROKEN = BASE.replace('  type: object\n  additionalProperties: false\n  required: [city]', '  type: object\n  required: [city]').replace('\ncost_hint: cheap\n', '\ncost_hnt: cheap\n');
const AP_MESSAGE = (where: string, tool: string) =>
  `${where} of "${tool}" does not set additionalProperties; add additionalProperties: false so agents cannot invent arguments (or true if free-form input is intended).`;

const apDiagnostic = (line: number, character: number, end: number, where = '"parameters"', tool = 'get_weather'): Diagnostic => ({
  range: range(line, character, line, end),
  severity: 1,
  source: 'tooldoc',
  code: 'parameters/additional-properties',
  codeDescription: { href: DOCS('parameters/additional-properties') },
  message: AP_MESSAGE(where, tool),
});
const unknownField = (line: number): Diagnostic => ({
  range: range(line, 0, line, 8),
  severity: 2,
  source: 'tooldoc',
  code: 'descriptor/unknown-field',
  codeDescription: { href: DOCS('descriptor/unknown-field') },
  message: 'Unknown field "cost_hnt" in "get_weather"; did you mean "cost_hint"?',
});

const titles = (actions: CodeAction[]) => actions.map((a) => a.title);
const action = (actions: CodeAction[], title: string) => {
  const found = actions.find((a) => a.title === title);
  expect(found, `no code action "${title}" among ${JSON.stringify(titles(actions))}`).toBeDefined();
  return found!;
};
const lintedTraces = (client: LspClient, from: number) => client.traces.slice(from).filter((t) => t.startsWith('Linted '));

describe('tooldoc lsp', () => {
  requireBuild();
  afterEach(() => LspClient.killAll());

  it('is run only when it runs: loading the CLI does not run the language server\'s modules', () => {
    // V8's coverage of a process that loads the CLI as bin/tooldoc.js does: each module of the bundle
    // is a function that runs when the module is first needed (scripts/bundle.mjs), named by its source.
    const coverage = mkdtempSync(path.join(tmpdir(), 'tooldoc-coverage-'));
    try {
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'dist', 'cli', 'cli.js')).href)});`], {
        env: { ...process.env, NODE_V8_COVERAGE: coverage, TOOLDOC_CODE_CACHE: '0' },
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      const runs = new Map<string, number>();
      for (const f of readdirSync(coverage)) {
        const report = JSON.parse(readFileSync(path.join(coverage, f), 'utf8')) as { result: Array<{ url: string; functions: Array<{ functionName: string; ranges: Array<{ count: number }> }> }> };
        for (const script of report.result.filter((s) => s.url.endsWith('/dist/cli/core.bundle.cjs'))) {
          for (const fn of script.functions) if (/^(?:src|node_modules)\//.test(fn.functionName)) runs.set(fn.functionName, fn.ranges[0]!.count);
        }
      }
      expect(runs.get('src/cli.ts'), 'the CLI\'s module ran').toBe(1);
      expect(runs.get('src/commands/lint.ts'), 'the lint command\'s module ran').toBe(1);
      const server = [...runs.keys()].filter((m) => m.startsWith('src/lsp/') || m.startsWith('node_modules/vscode-languageserver'));
      expect(server, 'the bundle holds the language server').toContain('src/lsp/server.ts');
      expect(server.filter((m) => runs.get(m)! > 0)).toEqual([]);
    } finally {
      rmSync(coverage, { recursive: true, force: true });
    }
  });

  it('lints a YAML descriptor as it is typed (the unsaved text), with fixes, suppressions and docs as code actions, a hover, and close and exit', async () => {
    const dir = writeFiles({
      // Config discovery as the CLI's: hints/latency (which asks for latency_p50_ms) is off here.
      'tooldoc.config.yaml': 'rules:\n  hints/latency: off\nignores: [legacy/]\n',
      'tools/weather.yaml': BROKEN,
      'notes.yaml': 'title: Release notes\n',
      'legacy/old.yaml': 'name: OldTool\n',
    });
    const client = await LspClient.start(dir);
    expect(client.initialized?.capabilities).toMatchObject({ textDocumentSync: { openClose: true, change: 2 }, hoverProvider: true, codeActionProvider: { codeActionKinds: ['quickfix'] } });
    const file = 'tools/weather.yaml';
    const uri = client.uri(file);
    const opened = await client.open(file);
    expect(opened).toEqual([apDiagnostic(7, 0, 10), unknownField(52)]);
    // The workspace was read once (the config file and the ignored folder left out).
    await client.waitFor('the workspace read', () => client.traces.find((t) => t.startsWith('Read the workspace')));
    expect(client.traces.filter((t) => t.startsWith('Read the workspace')).map((t) => t.replace(/ in \d+ ms/, ''))).toEqual(['Read the workspace: 2 files linted.']);

    // Hover on the tool's name (value and key): its level, what blocks the next, its findings.
    const hover = await client.hover(file, 1, 8);
    expect(hover).toEqual({
      contents: {
        kind: 'markdown',
        value: [
          // Its one Level 1 requirement unmet of all it is held to: the score is at the top of Level 0's.
          '**`get_weather`**: Level 0, score 32',
          '',
          'Level 1 needs: `parameters/additional-properties`',
          '',
          `- \`parameters/additional-properties\` (line 8): ${AP_MESSAGE('"parameters"', 'get\\_weather')}`,
          '',
          '2 findings on this tool (1 error, 1 warning).',
        ].join('\n'),
      },
      range: range(1, 6, 1, 17),
    });
    expect((await client.hover(file, 1, 2))?.range).toEqual(range(1, 0, 1, 4));
    expect(await client.hover(file, 2, 3)).toBeNull();

    // Code actions on the missing additionalProperties: its two suggestions (neither preferred: either
    // changes which arguments the tool accepts), the directives, the docs.
    const apActions = await client.codeActions(file, opened[0]!.range, [opened[0]!]);
    expect(titles(apActions)).toEqual([
      'Add "additionalProperties: false"',
      'Add "additionalProperties: true" (free-form input)',
      'Disable parameters/additional-properties for this line',
      'Disable parameters/additional-properties for the entire file',
      'Show documentation for parameters/additional-properties',
    ]);
    expect(apActions.map((a) => [a.kind, a.isPreferred ?? false])).toEqual([['quickfix', false], ['quickfix', false], ['quickfix', false], ['quickfix', false], ['quickfix', false]]);
    const fix = action(apActions, 'Add "additionalProperties: false"');
    expect(fix.diagnostics).toEqual([opened[0]]);
    expect(editsOf(fix, uri)).toEqual([{ range: range(8, 14, 8, 14), newText: '\n  additionalProperties: false' }]);
    const disableLine = action(apActions, 'Disable parameters/additional-properties for this line');
    expect(editsOf(disableLine, uri)).toEqual([{ range: range(7, 0, 7, 0), newText: '# tooldoc-disable-next-line parameters/additional-properties\n' }]);
    // After the leading comment: the top of the one-tool file.
    expect(editsOf(action(apActions, 'Disable parameters/additional-properties for the entire file'), uri)).toEqual([{ range: range(1, 0, 1, 0), newText: '# tooldoc-disable parameters/additional-properties\n' }]);
    const docs = action(apActions, 'Show documentation for parameters/additional-properties');
    expect(docs.command).toEqual({ title: docs.title, command: 'tooldoc.showDocumentation', arguments: [DOCS('parameters/additional-properties')] });
    await client.executeCommand(docs.command!.command, docs.command!.arguments!);
    expect(client.shown).toContain(`showDocument ${DOCS('parameters/additional-properties')}`);

    // Each change lints that document alone (one file), then what it changed of the catalog, and works out that file's findings again.
    let traced = client.traces.length;
    const expectOneLint = () => {
      const lints = lintedTraces(client, traced);
      expect(lints).toHaveLength(1);
      expect(lints[0]).toMatch(/^Linted tools\/weather\.yaml \(1 file\); catalog rules run again: .+; findings of 1 file worked out again, in \d+ ms\.$/);
      traced = client.traces.length;
    };

    // The directive silences the finding; taking it out brings it back.
    expect(await client.change(file, editsOf(disableLine, uri))).toEqual([unknownField(53)]);
    expectOneLint();
    expect(await client.change(file, [{ range: range(7, 0, 8, 0), newText: '' }])).toEqual(opened);
    expectOneLint();

    // The fix, then the rename: the text is the clean tool again, and lints clean. The disk still has the defects.
    expect(await client.change(file, editsOf(fix, uri))).toEqual([unknownField(53)]);
    expectOneLint();
    const renameActions = await client.codeActions(file, range(53, 2, 53, 2), []);
    // Nothing for source actions (asked for on save), nor for other servers' diagnostics alone.
    expect(await client.codeActions(file, range(53, 2, 53, 2), [], ['source.fixAll'])).toEqual([]);
    expect(await client.codeActions(file, range(53, 2, 53, 2), [{ ...unknownField(53), source: 'yaml' }])).toEqual([]);
    expect(titles(renameActions)).toEqual([
      'Rename "cost_hnt" to "cost_hint"',
      'Disable descriptor/unknown-field for this line',
      'Disable descriptor/unknown-field for the entire file',
      'Show documentation for descriptor/unknown-field',
    ]);
    const rename = action(renameActions, 'Rename "cost_hnt" to "cost_hint"');
    expect(rename.isPreferred).toBe(true);
    expect(editsOf(rename, uri)).toEqual([{ range: range(53, 0, 53, 8), newText: 'cost_hint' }]);
    expect(await client.change(file, editsOf(rename, uri))).toEqual([]);
    expectOneLint();
    expect(client.text(file)).toBe(BASE);
    expect(readFileSync(path.join(dir, file), 'utf8')).toBe(BROKEN);

    // Closing clears the document's diagnostics; shutdown and exit end the server with 0.
    expect(await client.close(file)).toEqual([]);
    expect(await client.shutdown()).toBe(0);
  });

  it('lints JSON descriptors and platform files: the fix in JSON, x-tooldoc instead of comments, the MCP vocabulary, the format cap on hover', async () => {
    const tool = parse(CLEAN_TOOL) as { parameters: Record<string, unknown> };
    delete tool.parameters.additionalProperties;
    const json = JSON.stringify(tool, null, 2) + '\n';
    const mcp = JSON.stringify(
      {
        tools: [
          {
            name: 'search_docs',
            description: 'Search the product documentation for pages that match the words given. Use when the user asks how to do something in the product. Returns up to 10 pages, best match first.',
            inputSchema: { type: 'object', properties: { query: { type: 'string', minLength: 1, maxLength: 200, description: 'Words to search for.' } }, required: ['query'] },
            annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
          },
        ],
      },
      null,
      2,
    );
    const dir = writeFiles({ 'tools/weather.json': json, 'mcp/tools.json': mcp });
    const client = await LspClient.start(dir);

    const diagnostics = await client.open('tools/weather.json');
    expect(diagnostics).toEqual([apDiagnostic(4, 2, 14)]);
    const actions = await client.codeActions('tools/weather.json', diagnostics[0]!.range, diagnostics);
    // JSON has no comments: no line or file directive, but x-tooldoc on the (native) tool.
    expect(titles(actions)).toEqual([
      'Add "additionalProperties: false"',
      'Add "additionalProperties: true" (free-form input)',
      'Disable parameters/additional-properties for tool "get_weather" (x-tooldoc)',
      'Show documentation for parameters/additional-properties',
    ]);
    const uri = client.uri('tools/weather.json');
    expect(editsOf(actions[0]!, uri)).toEqual([{ range: range(5, 20, 5, 20), newText: ',\n    "additionalProperties": false' }]);
    const lastLine = json.trimEnd().split('\n').length - 2;
    const xTooldoc = '  "x-tooldoc": {"disable": ["parameters/additional-properties"]}';
    expect(editsOf(actions[2]!, uri)).toEqual([{ range: range(lastLine, 3, lastLine, 3), newText: `,\n${xTooldoc}` }]);
    expect(await client.change('tools/weather.json', editsOf(actions[2]!, uri))).toEqual([]);
    expect(await client.change('tools/weather.json', [{ range: range(lastLine, 3, lastLine + 1, xTooldoc.length), newText: '' }])).toEqual(diagnostics);
    expect(await client.change('tools/weather.json', editsOf(actions[0]!, uri))).toEqual([]);
    expect(JSON.parse(client.text('tools/weather.json'))).toEqual(parse(CLEAN_TOOL));

    // An MCP tools/list: findings in its own vocabulary (inputSchema, outputSchema), the fix where they are.
    const mcpDiagnostics = await client.open('mcp/tools.json');
    expect(mcpDiagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.message])).toEqual([
      ['returns/required', 2, 4, 'Tool "search_docs" has no "outputSchema"; add a JSON Schema of what a successful call returns, with a one-line description.'],
      ['parameters/additional-properties', 5, 6, AP_MESSAGE('"inputSchema"', 'search_docs')],
    ]);
    const mcpActions = await client.codeActions('mcp/tools.json', mcpDiagnostics[1]!.range, [mcpDiagnostics[1]!]);
    expect(titles(mcpActions)).toEqual(['Add "additionalProperties: false"', 'Add "additionalProperties: true" (free-form input)', 'Show documentation for parameters/additional-properties']);
    expect(editsOf(mcpActions[0]!, client.uri('mcp/tools.json'))).toEqual([{ range: range(6, 24, 6, 24), newText: ',\n        "additionalProperties": false' }]);
    const hover = await client.hover('mcp/tools.json', 3, 16);
    expect(hover?.contents).toEqual({
      kind: 'markdown',
      value: [
        '**`search_docs`**: Level 0 (Level 0 in mcp), score 29',
        '',
        'Level 1 needs: `returns/required`, `parameters/additional-properties`',
        '',
        '- `returns/required` (line 3): Tool "search\\_docs" has no "outputSchema"; add a JSON Schema of what a successful call returns, with a one-line description.',
        `- \`parameters/additional-properties\` (line 6): ${AP_MESSAGE('"inputSchema"', 'search\\_docs')}`,
        '',
        'Its format (mcp) has no place for `errors` (Level 1), `examples` (Level 1), `latency_p50_ms` (Level 3), `tool_search_keywords` (Level 3), `version` (Level 3); `tooldoc import` writes a descriptor that can hold them.',
        '',
        '2 findings on this tool (2 errors, 0 warnings).',
      ].join('\n'),
    });
    expect(await client.shutdown()).toBe(0);
  });

  it('stays quiet where the CLI would (not a descriptor, ignored, jsonc, an empty new file) and reports a malformed file at its position', async () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': 'ignores: [legacy/]\n',
      'app/settings.yaml': 'port: 8080\nhost: localhost\n',
      'legacy/old.yaml': 'name: OldTool\n',
      'tools/broken.yaml': 'name: get_weather\ndescription: [Fetch it\n',
    });
    const client = await LspClient.start(dir);
    expect(await client.open('app/settings.yaml')).toEqual([]);
    expect(await client.open('legacy/old.yaml')).toEqual([]);
    expect(await client.open('tools/new.yaml', '')).toEqual([]);
    expect(await client.open('tsconfig.json', '{\n  // comments\n}\n', 'jsonc')).toEqual([]);
    const broken = await client.open('tools/broken.yaml');
    expect(broken.map((d) => ({ code: d.code, severity: d.severity, start: d.range.start, message: d.message }))).toEqual([
      { code: 'parse-error', severity: 1, start: { line: 2, character: 0 }, message: 'Invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ].' },
    ]);
    expect(broken[0]!.codeDescription).toEqual({ href: 'https://github.com/tooldoc/tooldoc/blob/main/docs/security.md#bad-input' });
    // A parse error cannot be suppressed: only its docs are offered. And the server goes on.
    expect(titles(await client.codeActions('tools/broken.yaml', broken[0]!.range, broken))).toEqual(['Show documentation for parse-error']);
    const fixed = await client.change('tools/broken.yaml', [{ range: range(1, 13, 1, 22), newText: 'Fetch it.' }]);
    expect(fixed.map((d) => d.code)).not.toContain('parse-error');
    expect(fixed.length).toBeGreaterThan(0);
    // A new file, typed into: a descriptor now.
    expect((await client.change('tools/new.yaml', [{ range: range(0, 0, 0, 0), newText: 'name: getTime\ndescription: Get the time.\n' }])).map((d) => d.code)).toContain('name/snake-case');
    expect(await client.shutdown()).toBe(0);
  });

  it('runs catalog rules over the workspace: a change lints the changed document only, and findings across files follow', async () => {
    const forecast = CLEAN_TOOL.replaceAll('get_weather', 'get_forecast').replace('Fetch the current weather and the next 24 hours of conditions for a city.', 'Give the hour-by-hour forecast for the next 48 hours at a place.');
    // In path order, current.yaml comes first: the duplicate is the other one's.
    const dir = writeFiles({ 'tools/current.yaml': CLEAN_TOOL, 'tools/hourly.yaml': forecast, 'tools/more/a.json': '{"title": "not a tool"}\n' });
    const client = await LspClient.start(dir);
    expect(await client.open('tools/hourly.yaml')).toEqual([]);
    const from = client.traces.length;
    // Renamed to the other file's tool's name: a duplicate across files (name/unique, a catalog rule).
    const dup = await client.change('tools/hourly.yaml', [{ range: range(1, 6, 1, 18), newText: 'get_weather' }]);
    expect(dup.find((d) => d.code === 'name/unique')).toMatchObject({
      range: range(1, 6, 1, 17),
      message: 'Tool name "get_weather" is already used at tools/current.yaml:2:7; give each tool its own name.',
      relatedInformation: [{ location: { uri: client.uri('tools/current.yaml'), range: range(1, 0, 1, 4) }, message: 'First definition of "get_weather".' }],
    });
    // The rename: name/unique on the tools of either name; the rules that read any field the tool's name included, on the catalog.
    expect(lintedTraces(client, from).map((t) => t.replace(/, in \d+ ms\.$/, ''))).toEqual([
      'Linted tools/hourly.yaml (1 file); catalog rules run again: name/unique on 2 tools, search/similar-descriptions on 2 tools, deprecation/replacement on 1 tool, security/cross-server-shadowing on 2 tools, compat/breaking-change on 2 tools, lock/unchanged on 2 tools, platform/tool-count on 2 tools, server/sidecar-missing on 2 tools; findings of 1 file worked out again',
    ]);
    expect(client.traces.filter((t) => t.startsWith('Read the workspace'))).toHaveLength(1);

    // The other file changes on disk: read it alone (a watched-file event), not the workspace.
    writeFileSync(path.join(dir, 'tools/current.yaml'), CLEAN_TOOL.replaceAll('get_weather', 'get_current_weather'));
    const next = client.nextDiagnostics(client.uri('tools/hourly.yaml'));
    await client.filesChanged([{ file: 'tools/current.yaml', type: 2 }]);
    expect((await next).map((d) => d.code)).not.toContain('name/unique');
    expect(client.traces.filter((t) => t.startsWith('Read the workspace'))).toHaveLength(1);
    expect(client.traces.at(-1)).toMatch(/^Read 1 changed file; catalog rules run again: name\/unique on 2 tools, .*; findings of 2 files worked out again, in \d+ ms\.$/);
    expect(await client.shutdown()).toBe(0);
  });

  it('lints a burst of changes once it ends, with the diagnostics of its last text', async () => {
    const dir = writeFiles({ 'tools/current.yaml': CLEAN_TOOL });
    const client = await LspClient.start(dir);
    expect(await client.open('tools/current.yaml')).toEqual([]);
    await client.waitFor('the workspace read', () => client.traces.find((t) => t.startsWith('Read the workspace')));
    const from = client.traces.length;
    // Twelve keystrokes 10 ms apart (time enough to lint this small workspace between two), the name
    // typed on one letter at a time: `get_weather` becomes `get_weather_BAD!!!!!!!!`, not snake_case.
    const typed = '_BAD!!!!!!!!';
    const sent: Array<Promise<Diagnostic[]>> = [];
    const at: number[] = [];
    for (let i = 0; i < typed.length; i++) {
      at.push(performance.now());
      sent.push(client.change('tools/current.yaml', [{ range: range(1, 17 + i, 1, 17 + i), newText: typed[i]! }]));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const last = client.uri('tools/current.yaml');
    await Promise.all(sent);
    // The last text's diagnostics are published, whatever came before them.
    const final = await client.waitFor('the diagnostics of the last text', () => {
      const p = client.published.filter((x) => x.uri === last).at(-1);
      return p && p.version === typed.length + 1 ? p.diagnostics : undefined;
    });
    expect(final.map((d) => d.code)).toContain('name/snake-case');
    expect(client.text('tools/current.yaml')).toContain(`name: get_weather${typed}`);
    // One lint for the burst, or two where its first change, after a pause, was linted at once. A
    // busy machine may hold the test past 50 ms between two keystrokes: each such pause begins a
    // burst of its own (counted here at 40 ms, with room for the pipe). Never one per keystroke, as
    // without the wait (11 or 12 lints here on a quiet machine).
    const bursts = 1 + at.slice(1).filter((t, i) => t - at[i]! > 40).length;
    const lints = lintedTraces(client, from);
    expect(lints.length).toBeGreaterThanOrEqual(1);
    expect(lints.length).toBeLessThanOrEqual(2 * bursts);
    expect(await client.shutdown()).toBe(0);
  });

  it('reads a workspace of many files in the order of the walk, however many are in flight to the worker', async () => {
    // 70 files, the last 35 repeating the names of the first 35: each duplicate is the later file's.
    const files: Record<string, string> = {};
    for (let k = 0; k < 70; k++) {
      const name = `get_weather_${String(k % 35).padStart(2, '0')}`;
      files[`tools/t${String(k).padStart(2, '0')}.yaml`] = CLEAN_TOOL.replaceAll('get_weather', name).replace('for a city.', `for a city, as ${name} number ${k} does.`);
    }
    const dir = writeFiles(files);
    const client = await LspClient.start(dir);
    await client.waitFor('the workspace read', () => client.traces.find((t) => t.startsWith('Read the workspace')));
    expect(client.traces.find((t) => t.startsWith('Read the workspace'))).toMatch(/^Read the workspace: 70 files linted in \d+ ms\.$/);
    for (const k of [3, 31]) {
      expect((await client.open(`tools/t${String(k).padStart(2, '0')}.yaml`)).map((d) => d.code)).not.toContain('name/unique');
      const later = await client.open(`tools/t${String(k + 35).padStart(2, '0')}.yaml`);
      expect(later.find((d) => d.code === 'name/unique')?.message).toBe(
        `Tool name "get_weather_${String(k).padStart(2, '0')}" is already used at tools/t${String(k).padStart(2, '0')}.yaml:2:7; give each tool its own name.`,
      );
    }
    expect(await client.shutdown()).toBe(0);
  });

  it('reports work-done progress while it reads the workspace (files read of those found), to a client that declared it', async () => {
    const tools = Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`tools/${n}.yaml`, CLEAN_TOOL.replaceAll('get_weather', `get_weather_${n}`)]));
    const client = await LspClient.start(writeFiles(tools));
    await client.waitFor('the end of the work-done progress', () => client.progress.find((p) => p.value.kind === 'end'));
    expect(client.progressTokens).toHaveLength(1);
    expect(client.progress.map((p) => p.token)).toEqual(client.progress.map(() => client.progressTokens[0]));
    const values = client.progress.map((p) => p.value);
    expect(values[0]).toMatchObject({ kind: 'begin', title: 'tooldoc: reading the workspace' });
    expect(values.slice(1, -1).map((v) => v.kind)).toEqual(values.slice(1, -1).map(() => 'report'));
    // The files read so far, as a percentage and a count, never going back; the last says all are read.
    const shown = values.slice(0, -1).filter((v) => v.message !== undefined);
    for (const v of shown) expect(v.message).toMatch(/^[0-4]\/4 files$/);
    const percentages = shown.map((v) => v.percentage!);
    expect(percentages).toEqual([...percentages].sort((x, y) => x - y));
    expect(values.at(-2)).toMatchObject({ percentage: 100, message: '4/4 files' });
    expect(values.at(-1)).toEqual({ kind: 'end' });
    await client.waitFor('the workspace read', () => client.traces.find((t) => t.startsWith('Read the workspace')));
    expect(client.traces.find((t) => t.startsWith('Read the workspace'))).toMatch(/^Read the workspace: 4 files linted in \d+ ms\.$/);
    expect(await client.shutdown()).toBe(0);

    // A client that did not declare it is asked for no token and sent no progress.
    const plain = await LspClient.start(writeFiles(tools), undefined, { workDoneProgress: false });
    await plain.waitFor('the workspace read', () => plain.traces.find((t) => t.startsWith('Read the workspace')));
    expect(plain.progressTokens).toEqual([]);
    expect(plain.progress).toEqual([]);
    expect(await plain.shutdown()).toBe(0);
  });

  it('a file whose lines end in a lone \\r: diagnostics, fixes and directives on the lines the editor shows', async () => {
    const CR = BROKEN.replace(/\n/g, '\r');
    const dir = writeFiles({ 'tooldoc.config.yaml': 'rules:\n  hints/latency: off\n', 'tools/weather.yaml': CR });
    const client = await LspClient.start(dir);
    const file = 'tools/weather.yaml';
    const opened = await client.open(file, CR);
    expect(opened).toEqual([apDiagnostic(7, 0, 10), unknownField(52)]);
    const actions = await client.codeActions(file, opened[0]!.range, [opened[0]!]);
    expect(editsOf(action(actions, 'Disable parameters/additional-properties for this line'), client.uri(file))).toEqual([
      { range: range(7, 0, 7, 0), newText: '# tooldoc-disable-next-line parameters/additional-properties\r' },
    ]);
    const fixed = await client.change(file, editsOf(action(actions, 'Add "additionalProperties: false"'), client.uri(file)));
    expect(client.text(file)).toContain('\r  type: object\r  additionalProperties: false\r');
    expect(fixed).toEqual([unknownField(53)]);
    expect(await client.shutdown()).toBe(0);
  });

  it('a file outside the workspace: a config beside it runs code only in a repository git confirms, not beside a planted .git', async () => {
    const JS = (rules: string) => `import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran', import.meta.url), 'yes');\nexport default { rules: ${rules} };\n`;
    const workspace = writeFiles({ 'tools/weather.yaml': BASE });
    const planted = writeFiles({ 'tooldoc.config.mjs': JS('{}'), 'x.yaml': BROKEN, '.git/.keep': '' });
    const repo = writeFiles({ 'tooldoc.config.mjs': JS("{ 'hints/latency': 'off', 'descriptor/unknown-field': 'off' }"), 'x.yaml': BROKEN });
    expect(spawnSync('git', ['init', '-q'], { cwd: repo }).status).toBe(0);
    const client = await LspClient.start(workspace);
    const rel = (dir: string) => path.relative(workspace, path.join(dir, 'x.yaml'));
    expect(await client.open(rel(planted))).toEqual([]);
    expect(existsSync(path.join(planted, 'ran'))).toBe(false);
    await client.waitFor('the refusal', () => client.shown.find((m) => m.includes('outside the workspace')));
    expect(client.shown).toEqual([
      `tooldoc: ${path.join(planted, 'tooldoc.config.mjs')}: Found for a file outside the workspace, outside any repository, and it is JavaScript; tooldoc does not run code from there unasked. Open its folder as a workspace folder to use it.`,
    ]);
    // In a repository git confirms, the config is the repository's own.
    expect((await client.open(rel(repo))).map((d) => d.code)).toEqual(['parameters/additional-properties']);
    expect(existsSync(path.join(repo, 'ran'))).toBe(true);
    expect(await client.shutdown()).toBe(0);
  });

  it('a config file tooldoc does not read, beside the one it does, is said once in a warning message', async () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': 'rules:\n  hints/latency: off\n', 'tooldoc.config.ts': 'export default {};\n', 'tools/weather.yaml': BASE });
    const client = await LspClient.start(dir);
    expect(await client.open('tools/weather.yaml')).toEqual([]);
    await client.waitFor('the warning', () => client.shown.find((m) => m.includes('tooldoc.config.ts')));
    // The workspace read again (a config changed) finds it again, and does not say it again.
    writeFileSync(path.join(dir, 'tooldoc.config.yaml'), 'rules: {}\n');
    const next = client.nextDiagnostics(client.uri('tools/weather.yaml'));
    await client.filesChanged([{ file: 'tooldoc.config.yaml', type: 2 }]);
    expect((await next).map((d) => d.code)).toEqual(['hints/latency']);
    expect(client.shown).toEqual([
      'tooldoc: tooldoc.config.ts is not a config file tooldoc reads (it does not load TypeScript), so it is ignored; write it as tooldoc.config.mjs (the same `export default`, without types) or as tooldoc.config.yaml. The names tooldoc reads: tooldoc.config.yaml, .yml, .json, .mjs, .js, or a "tooldoc" key in package.json. tooldoc.config.yaml beside it is used instead.',
    ]);
    expect(await client.shutdown()).toBe(0);
  });

  it('reloads the configuration when a config file changes', async () => {
    const dir = writeFiles({ 'tools/weather.yaml': BROKEN });
    const client = await LspClient.start(dir);
    const before = await client.open('tools/weather.yaml');
    expect(before.map((d) => d.code)).toEqual(['hints/latency', 'parameters/additional-properties', 'descriptor/unknown-field']);
    writeFileSync(path.join(dir, 'tooldoc.config.yaml'), 'rules:\n  descriptor/unknown-field: off\n  hints/latency: off\n');
    const next = client.nextDiagnostics(client.uri('tools/weather.yaml'));
    await client.filesChanged([{ file: 'tooldoc.config.yaml', type: 1 }]);
    expect((await next).map((d) => d.code)).toEqual(['parameters/additional-properties']);
    // A config that cannot be loaded is said once, in a message; its documents get no diagnostics.
    writeFileSync(path.join(dir, 'tooldoc.config.yaml'), 'rulez: {}\n');
    const failed = client.nextDiagnostics(client.uri('tools/weather.yaml'));
    await client.filesChanged([{ file: 'tooldoc.config.yaml', type: 2 }]);
    expect(await failed).toEqual([]);
    expect(client.shown.filter((m) => m.includes('rulez'))).toHaveLength(1);
    expect(await client.shutdown()).toBe(0);
  });
});

