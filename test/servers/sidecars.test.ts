/**
 * Sidecar descriptors joined to a live server's tools (issue 15), in memory: the merged tool is
 * graded as one, each finding goes where it is fixed (the sidecar, or the server's definition with a
 * pointer), the server's own list keeps only the tools no sidecar documents, and suppressions in the
 * sidecar reach what it documents.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lintTexts } from '../../src/run/lint.js';
import type { ListedServer } from '../../src/servers/sidecars.js';

/** The weather tool as a server lists it: everything an MCP tool can say, said well. */
const GET_WEATHER = {
  name: 'get_weather',
  description: 'Fetch the current weather for a city. Use when the user asks about "current weather" or "is it raining". Returns conditions for the next 24 hours only.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['city'],
    properties: {
      city: { type: 'string', minLength: 1, maxLength: 100, description: 'City name, e.g. London' },
      units: { type: 'string', enum: ['celsius', 'fahrenheit'], default: 'celsius', description: 'Temperature unit' },
    },
  },
  outputSchema: { type: 'object', description: 'Current conditions for the city.', properties: { temperature: { type: 'number', description: 'Temperature in the requested unit' } } },
  annotations: { readOnlyHint: true, openWorldHint: true },
};

/** What only a sidecar can say of it. */
const SIDECAR = `name: get_weather
errors:
  - {code: NOT_FOUND, http_status: 404, retryable: false, description: The city is unknown., recovery: Confirm the city with the user.}
examples:
  - prompt: What's the weather in London?
    tool_call: {name: get_weather, arguments: {city: London}}
    result: {temperature: 11}
  - prompt: Weather in Atlantis?
    tool_call: {name: get_weather, arguments: {city: Atlantis}}
    result: {error: {code: NOT_FOUND, message: Unknown city}}
    notes: Unknown places return the error envelope.
`;

const server = (tools: unknown[]): ListedServer[] => [{ name: 'weather', source: 'node weather.js', tools }];
const run = (files: Record<string, string>, tools: unknown[]) =>
  lintTexts(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { rules: builtinRules, servers: server(tools) },
  );

describe('a server tool documented by a sidecar', () => {
  it('is graded as one tool, in the sidecar, and can pass Level 2: its format no longer caps it', () => {
    const bare = run({}, [GET_WEATHER]);
    // Bare, it is everything an MCP tool can be, and capped at Level 0: its format has no place for errors or examples.
    expect(bare.tools.map((t) => [t.name, t.file, t.level, t.formatCap?.reaches])).toEqual([['get_weather', 'server:weather', 0, 3]]);

    const r = run({ 'tools/get_weather.yaml': SIDECAR }, [GET_WEATHER]);
    expect(r.tools.map((t) => [t.name, t.file, t.level, t.formatCap])).toEqual([['get_weather', 'tools/get_weather.yaml', 2, undefined]]);
    // The server's own list keeps no tool: the only one is documented.
    expect(r.files.map((f) => [f.file, f.tools, f.server?.name])).toEqual([
      ['tools/get_weather.yaml', 1, undefined],
      ['server:weather', 0, 'weather'],
    ]);
  });

  it("reports what the server defines at the server's definition, by pointer, in the server's words, anchored at the sidecar", () => {
    const undocumented = { ...GET_WEATHER, inputSchema: { ...GET_WEATHER.inputSchema, properties: { ...GET_WEATHER.inputSchema.properties, city: { type: 'string', minLength: 1, maxLength: 100 } } } };
    const r = run({ 'tools/get_weather.yaml': SIDECAR }, [undocumented]);
    const onServer = r.files.find((f) => f.file === 'server:weather')!.diagnostics;
    // Anchored at the sidecar as a whole: what the finding is about has no line there.
    expect(onServer.map((d) => [d.ruleId, d.tool, d.pointer, d.anchor])).toEqual([['parameters/property-description', 'get_weather', '/inputSchema/properties/city', { file: 'tools/get_weather.yaml' }]]);
    expect(onServer[0]!.message).toBe('Parameter "city" of "get_weather" has no description; say what value the agent should pass, with units and format.');
    // It blocks the sidecar's tool, which is where the grade is.
    expect(r.tools[0]).toMatchObject({ file: 'tools/get_weather.yaml', level: 0 });
    // Its blocker has no line either: it is in the server's definition, not in the sidecar.
    expect(r.tools[0]!.blockers).toEqual([{ ruleId: 'parameters/property-description', message: onServer[0]!.message }]);
    expect(r.files[0]!.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it("reports what only the sidecar can say in the sidecar: a missing error block", () => {
    const r = run({ 'tools/get_weather.yaml': 'name: get_weather\nexamples: []\n' }, [GET_WEATHER]);
    const sidecar = r.files[0]!.diagnostics.filter((d) => d.ruleId === 'errors/required');
    expect(sidecar.map((d) => [d.file, d.range.start.line, d.range.start.column, d.message])).toEqual([
      ['tools/get_weather.yaml', 1, 1, 'Tool "get_weather" has no "errors"; list the error codes it can emit, each with code, http_status, retryable, description and recovery.'],
    ]);
  });

  it('reports in the sidecar what it repeats: a schema it repeats is where a parameter description is missing', () => {
    const repeated = `${SIDECAR}parameters:\n  type: object\n  additionalProperties: false\n  properties:\n    city: {type: string}\n`;
    const r = run({ 'tools/get_weather.yaml': repeated }, [{ ...GET_WEATHER, inputSchema: { type: 'object', additionalProperties: false, properties: { city: { type: 'string' } } } }]);
    const desc = r.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId === 'parameters/property-description');
    expect(desc.map((d) => [d.file, d.range.start.line, d.range.start.column])).toEqual([['tools/get_weather.yaml', 16, 5]]);
  });

  it("lets the sidecar's x-tooldoc.disable hide a finding on the server's part, but not a line comment", () => {
    const open = { ...GET_WEATHER, inputSchema: { ...GET_WEATHER.inputSchema, additionalProperties: undefined } };
    const disabled = `${SIDECAR}x-tooldoc:\n  disable: [parameters/additional-properties]\n  reason: The server's schemas are generated; tracked upstream.\n`;
    const r = run({ 'tools/get_weather.yaml': disabled }, [open]);
    const found = r.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId === 'parameters/additional-properties');
    expect(found.map((d) => [d.file, d.pointer, d.suppressed?.kind])).toEqual([['server:weather', '/inputSchema', 'inline']]);
    expect(r.tools[0]!.level).toBe(2);

    const comment = `# tooldoc-disable-next-line parameters/additional-properties\n${SIDECAR}`;
    const c = run({ 'tools/get_weather.yaml': comment }, [open]);
    expect(c.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId === 'parameters/additional-properties').map((d) => d.suppressed)).toEqual([undefined]);
  });

  it("keeps the server's other tools in its own list, graded in their format", () => {
    const r = run({ 'tools/get_weather.yaml': SIDECAR }, [GET_WEATHER, { ...GET_WEATHER, name: 'get_forecast' }]);
    expect(r.tools.map((t) => [t.name, t.file, t.server])).toEqual([
      ['get_weather', 'tools/get_weather.yaml', undefined],
      ['get_forecast', 'server:weather', 'weather'],
    ]);
    expect(r.files[1]!.diagnostics.map((d) => [d.ruleId, d.tool, d.pointer])).toContainEqual(['server/sidecar-missing', 'get_forecast', '']);
  });

  it('reports an entry of the list that is not a tool, and lints the rest', () => {
    const r = run({}, [GET_WEATHER, 'oops', { description: 'no name' }]);
    expect(r.files[0]!.diagnostics.filter((d) => d.ruleId === 'input/not-a-descriptor').map((d) => [d.pointer, d.doc, d.message])).toEqual([
      ['', 1, 'Entry 2 of the server\'s tools/list is not a tool: expected {name, description, inputSchema}, got "oops".'],
      ['', 2, "Entry 3 of the server's tools/list is not a tool: expected {name, description, inputSchema}, got a tool without a name."],
    ]);
    expect(r.tools.map((t) => t.name)).toEqual(['get_weather']);
  });
});
