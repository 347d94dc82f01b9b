/**
 * The platform rules (rules/platform/*): findings with exact messages and positions, in native
 * descriptors and in platform formats (positions map back to `input_schema`, `inputSchema` …).
 */
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText, ruleById } from '../helpers.js';

const ONLY = (targets: string[]) => ({ options: { targets } });

describe('platform/name', () => {
  it('passes a portable name', async () => {
    expect((await lintText(GOOD_TOOL, 'platform/name')).findings).toEqual([]);
  });
  it('groups the platforms that reject the same characters, at the value', async () => {
    const { findings } = await lintText(GOOD_TOOL.replace('name: get_weather', 'name: math.factorial'), 'platform/name');
    expect(findings).toEqual([
      {
        ruleId: 'platform/name',
        line: 1,
        column: 7,
        message: 'Tool name "math.factorial" contains ".", not accepted by OpenAI and Anthropic; use only letters, digits, "_" and "-".',
      },
    ]);
  });
  it('reports a first character Gemini rejects, spaces, and length per platform', async () => {
    const name = '9 ' + 'x'.repeat(70);
    const { findings } = await lintText(GOOD_TOOL.replace('name: get_weather', `name: "${name}"`), 'platform/name');
    expect(findings.map((f) => f.message)).toEqual([
      `Tool name "${name}" contains " ", not accepted by OpenAI and Anthropic; use only letters, digits, "_" and "-".`,
      `Tool name "${name}" is 72 characters long, over the limit of 64 set by OpenAI, Anthropic and Gemini; shorten it.`,
      `Tool name "${name}" contains " ", not accepted by Gemini; use only letters, digits, "_", ".", ":" and "-".`,
      `Tool name "${name}" starts with "9", but Gemini requires a letter or "_" first; rename it.`,
      `Tool name "${name}" contains " ", not accepted by MCP; use only letters, digits, "_", "-" and ".".`,
    ]);
    expect(new Set(findings.map((f) => `${f.line}:${f.column}`))).toEqual(new Set(['1:7']));
  });
  it('reports a tool without a name', async () => {
    const code = JSON.stringify([{ type: 'function', function: { description: 'Do f.', parameters: { type: 'object' } } }], null, 2);
    const { findings } = await lintText(code, 'platform/name', { file: 'tools.json' });
    expect(findings).toEqual([
      { ruleId: 'platform/name', line: 4, column: 17, message: 'The tool has no name, which OpenAI, Anthropic, Gemini and MCP all require; add a "name" (it is exported as "tool_N" meanwhile).' },
    ]);
  });
  it('honours targets and maxLength options', async () => {
    const long = 'a'.repeat(100);
    const code = GOOD_TOOL.replace('name: get_weather', `name: ${long}`);
    expect((await lintText(code, 'platform/name', { settings: { 'platform/name': ONLY(['mcp']) } })).findings).toEqual([]);
    const { findings } = await lintText(code, 'platform/name', { settings: { 'platform/name': { options: { targets: ['anthropic'], maxLength: { anthropic: 128 } } } } });
    expect(findings).toEqual([]);
  });
});

describe('platform/tool-count', () => {
  const catalog = (n: number) =>
    'tools:\n' + Array.from({ length: n }, (_, i) => `  - {name: tool_${i}, description: Tool ${i}., parameters: {type: object, properties: {}}}\n`).join('');
  it('passes 128 tools', async () => {
    expect((await lintText(catalog(128), 'platform/tool-count')).findings).toEqual([]);
  });
  it('reports the first tool past the limit once for OpenAI and Gemini', async () => {
    const { findings } = await lintText(catalog(130), 'platform/tool-count');
    expect(findings).toEqual([
      {
        ruleId: 'platform/tool-count',
        line: 130,
        column: 5,
        message: 'The file declares 130 tools, more than the 128 per request accepted by OpenAI and Gemini; split the catalog or load tools on demand (tool search).',
      },
    ]);
  });
  it('takes per-platform limits', async () => {
    const { findings } = await lintText(catalog(3), 'platform/tool-count', { settings: { 'platform/tool-count': { options: { max: { anthropic: 2 } } } } });
    expect(findings.map((f) => [f.line, f.message])).toEqual([
      [4, 'The file declares 3 tools, more than the 2 per request accepted by Anthropic; split the catalog or load tools on demand (tool search).'],
    ]);
  });
});

const TOOL = (props: string, extra = '') => `name: t
description: Do a thing. Use it when asked.
parameters:
  type: object
  additionalProperties: false
${extra}  properties:
${props}`;

describe('platform/openai-schema', () => {
  it('passes the good tool', async () => {
    expect((await lintText(GOOD_TOOL, 'platform/openai-schema')).findings).toEqual([]);
  });
  it('reports strict-mode keywords, formats, free-form objects and arrays without items', async () => {
    const code = TOOL(`    url: {type: string, format: uri, description: Link}
    tags: {type: array, uniqueItems: true, description: Tags}
    meta: {type: object, description: Anything}
    pick: {allOf: [{type: string}], description: One}
`);
    const { findings } = await lintText(code, 'platform/openai-schema');
    expect(findings).toEqual([
      {
        ruleId: 'platform/openai-schema',
        line: 7,
        column: 33,
        message: 'OpenAI strict mode does not support format "uri" in "parameters" property "url" of "t"; use one of date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid, or describe the format in the description.',
      },
      { ruleId: 'platform/openai-schema', line: 8, column: 5, message: '"parameters" property "tags" of "t" is an array without "items", which OpenAI function calling rejects (so do clients that forward the tool to OpenAI models); give it an item schema.' },
      { ruleId: 'platform/openai-schema', line: 8, column: 25, message: 'OpenAI strict mode does not support "uniqueItems" in "parameters" property "tags" of "t"; remove it and state the constraint in the description.' },
      {
        ruleId: 'platform/openai-schema',
        line: 9,
        column: 5,
        message: '"parameters" property "meta" of "t" accepts arbitrary keys, which OpenAI strict mode cannot express (every object gets "additionalProperties": false); declare its properties or take a JSON string.',
      },
      { ruleId: 'platform/openai-schema', line: 10, column: 12, message: 'OpenAI strict mode does not support "allOf" in "parameters" property "pick" of "t"; remove it and state the constraint in the description.' },
    ]);
  });
  it('with strict off, checks only what non-strict calling rejects', async () => {
    const code = TOOL(`    url: {type: string, format: uri, description: Link}
    tags: {type: array, description: Tags}
`);
    const { findings } = await lintText(code, 'platform/openai-schema', { settings: { 'platform/openai-schema': { options: { strict: false } } } });
    expect(findings.map((f) => [f.line, f.column])).toEqual([[8, 5]]);
  });
  it('reports root anyOf, depth and enum limits', async () => {
    let nested = '{type: string, description: leaf}';
    for (let i = 0; i < 11; i++) nested = `{type: object, additionalProperties: false, description: level, properties: {p: ${nested}}}`;
    const code = `name: t
description: Do a thing. Use it when asked.
parameters:
  type: object
  additionalProperties: false
  anyOf: [{required: [a]}]
  properties:
    a: ${nested}
    e: {type: string, description: Big, enum: [${Array.from({ length: 1001 }, (_, i) => `v${i}`).join(', ')}]}
`;
    const { findings } = await lintText(code, 'platform/openai-schema');
    expect(findings.map((f) => f.message)).toEqual([
      '"parameters" of "t" has 1001 enum values in total, more than the 1000 OpenAI strict mode allows; shorten the enums or take free text.',
      'OpenAI strict mode does not accept "anyOf" at the root of "parameters" of "t"; split the variants into separate tools.',
      '"parameters" property "a.p.p.p.p.p.p.p.p.p.p" of "t" is nested 11 levels deep, more than the 10 OpenAI strict mode allows; flatten the schema.',
    ]);
  });
  it('checks a platform file for what OpenAI accepts as sent, not for strict mode (which only the exporter adds)', async () => {
    // livemcptool/fetch.json, fetch.url has format "uri": fine for an MCP client, outside OpenAI's strict subset.
    const mcp = JSON.stringify({ tools: [{ name: 'fetch', inputSchema: { type: 'object', properties: { url: { type: 'string', format: 'uri' }, tags: { type: 'array' } } } }] }, null, 2);
    const { findings } = await lintText(mcp, 'platform/openai-schema', { file: 'tools.json' });
    expect(findings.map((f) => f.message)).toEqual([
      '"inputSchema" property "tags" of "fetch" is an array without "items", which OpenAI function calling rejects (so do clients that forward the tool to OpenAI models); give it an item schema.',
    ]);
    // Asked for strict mode explicitly (as `export --strict` does), a platform file is checked for it too.
    const strict = await lintText(mcp, 'platform/openai-schema', { file: 'tools.json', settings: { 'platform/openai-schema': { options: { strict: true } } } });
    expect(strict.findings.map((f) => f.message)).toEqual([
      'OpenAI strict mode does not support format "uri" in "inputSchema" property "url" of "fetch"; use one of date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid, or describe the format in the description.',
      findings[0]!.message,
    ]);
  });
  it('is off when openai is not a target', async () => {
    const code = TOOL(`    url: {type: string, format: uri, description: Link}\n`);
    expect((await lintText(code, 'platform/openai-schema', { settings: { 'platform/openai-schema': ONLY(['mcp']) } })).findings).toEqual([]);
  });
});

describe('platform/anthropic-schema', () => {
  it('reports root composition at the keyword, in an Anthropic tools file (input_schema)', async () => {
    const code = JSON.stringify([{ name: 'find', description: 'Find.', input_schema: { type: 'object', anyOf: [{ required: ['a'] }], properties: {} } }], null, 2);
    const { findings } = await lintText(code, 'platform/anthropic-schema', { file: 'tools.json' });
    expect(findings).toEqual([
      {
        ruleId: 'platform/anthropic-schema',
        line: 7,
        column: 7,
        message: 'Anthropic rejects "anyOf" at the root of "input_schema" of "find" even without strict mode; split the variants into separate tools.',
      },
    ]);
  });
  it('checks strict tool use limits when strict is on', async () => {
    const code = TOOL(`    n: {type: integer, minimum: 1, description: Count}
    l: {type: array, items: {type: string}, minItems: 2, description: List}
    m: {type: object, additionalProperties: true, description: Map}
`);
    const settings = { 'platform/anthropic-schema': { options: { strict: true } } };
    const open = await lintText(TOOL(`    o: {type: object, description: Anything}\n`), 'platform/anthropic-schema', { settings });
    expect(open.findings).toEqual([
      { ruleId: 'platform/anthropic-schema', line: 7, column: 5, message: '"parameters" property "o" of "t" is an object without "properties", which strict tool use closes ("additionalProperties": false), so it could only be empty; declare its properties.' },
    ]);
    expect((await lintText(code, 'platform/anthropic-schema')).findings).toEqual([]);
    const { findings } = await lintText(code, 'platform/anthropic-schema', { settings });
    expect(findings).toEqual([
      { ruleId: 'platform/anthropic-schema', line: 7, column: 24, message: 'Anthropic strict tool use does not support "minimum" in "parameters" property "n" of "t"; remove it and state the constraint in the description.' },
      { ruleId: 'platform/anthropic-schema', line: 8, column: 55, message: 'Anthropic strict tool use supports "minItems" of 0 or 1 only, not 2 in "parameters" property "l" of "t"; state the minimum in the description.' },
      {
        ruleId: 'platform/anthropic-schema',
        line: 9,
        column: 23,
        message: '"parameters" property "m" of "t" sets "additionalProperties" to something other than false, which Anthropic strict tool use rejects; declare the properties and set it to false.',
      },
    ]);
  });
});

describe('platform/gemini-schema', () => {
  const VIA_PARAMETERS = { settings: { 'platform/gemini-schema': { options: { via: 'parameters' } } } };
  it('passes the good tool (nullable unions, string const and additionalProperties: false translate)', async () => {
    const code = TOOL(`    a: {type: [string, "null"], description: A}
    b: {const: fixed, description: B}
`);
    expect((await lintText(code, 'platform/gemini-schema', VIA_PARAMETERS)).findings).toEqual([]);
    expect((await lintText(GOOD_TOOL, 'platform/gemini-schema', VIA_PARAMETERS)).findings).toEqual([]);
  });
  const code = TOOL(`    a: {type: [string, integer], description: A}
    b: {type: integer, enum: [1, 2], description: B}
    c: {type: string, format: email, description: C}
    d: {type: array, description: D}
    e-f: {type: object, additionalProperties: {type: string}, description: E}
    g: {oneOf: [{type: string}, {type: integer}], description: G}
`);
  it('with via: parameters, reports type unions, number enums, unknown keywords, formats, arrays without items, property names', async () => {
    const { findings } = await lintText(code, 'platform/gemini-schema', VIA_PARAMETERS);
    expect(findings).toEqual([
      { ruleId: 'platform/gemini-schema', line: 7, column: 15, message: 'Gemini takes one "type" per schema, but "parameters" property "a" of "t" has ["string","integer"]; use a single type (a ["T", "null"] pair is fine: it becomes nullable).' },
      { ruleId: 'platform/gemini-schema', line: 8, column: 31, message: 'Gemini enums hold strings only, but "parameters" property "b" of "t" has 1; use string values.' },
      { ruleId: 'platform/gemini-schema', line: 9, column: 31, message: 'Gemini accepts format "date-time", "enum", "float", "double", "int32", "int64" only, not "email" in "parameters" property "c" of "t"; remove it and describe the format in the description.' },
      { ruleId: 'platform/gemini-schema', line: 10, column: 5, message: '"parameters" property "d" of "t" is an array without "items", which Gemini rejects; give it an item schema.' },
      { ruleId: 'platform/gemini-schema', line: 11, column: 5, message: 'Gemini property names start with a letter or "_" and hold only letters, digits and "_" (at most 64), so "e-f" in "parameters" of "t" may be rejected; rename it.' },
      {
        ruleId: 'platform/gemini-schema',
        line: 11,
        column: 25,
        message: 'Gemini\'s "parameters" schema has no "additionalProperties" (in "parameters" property "e-f" of "t"); remove it and state the constraint in the description, or send the schema as parametersJsonSchema.',
      },
      {
        ruleId: 'platform/gemini-schema',
        line: 12,
        column: 9,
        message: 'Gemini\'s "parameters" schema has no "oneOf" (in "parameters" property "g" of "t"); remove it and state the constraint in the description, or send the schema as parametersJsonSchema.',
      },
    ]);
  });
  it('by default (via: auto, as `tooldoc export` does) reports nothing the export carries: a format: date costs no level', async () => {
    expect((await lintText(code, 'platform/gemini-schema')).findings).toEqual([]);
    const dated = TOOL(`    day: {type: string, format: date, description: Day}\n`);
    const { result } = await lintText(dated, ['platform/gemini-schema', 'parameters/format']);
    expect(result.files[0]!.diagnostics).toEqual([]);
  });
  it('checks only the root with via: parametersJsonSchema', async () => {
    const c = TOOL(`    d: {type: array, description: D}\n`);
    expect((await lintText(c, 'platform/gemini-schema', { settings: { 'platform/gemini-schema': { options: { via: 'parametersJsonSchema' } } } })).findings).toEqual([]);
  });
  it('checks a Gemini declaration written in the OpenAPI subset, and no other platform file', async () => {
    const gemini = JSON.stringify({ functionDeclarations: [{ name: 'g', description: 'G.', parameters: { type: 'OBJECT', properties: { d: { type: 'ARRAY', description: 'D' } } } }] }, null, 2);
    expect((await lintText(gemini, 'platform/gemini-schema', { file: 'gemini.json' })).findings.map((f) => f.message)).toEqual([
      '"parameters" property "d" of "g" is an array without "items", which Gemini rejects; give it an item schema.',
    ]);
    const mcp = JSON.stringify({ tools: [{ name: 'm', inputSchema: { type: 'object', properties: { d: { type: 'array' } } } }] });
    expect((await lintText(mcp, 'platform/gemini-schema', { file: 'tools.json' })).findings).toEqual([]);
  });
  it('leaves an array without items to platform/openai-schema when both run (one finding per defect)', async () => {
    const c = TOOL(`    d: {type: array, description: D}\n`);
    const { findings } = await lintText(c, ['platform/gemini-schema', 'platform/openai-schema'], VIA_PARAMETERS);
    expect(findings.map((f) => f.ruleId)).toEqual(['platform/openai-schema']);
  });
});

describe('platform/mcp-tool', () => {
  it('passes an object output', async () => {
    expect((await lintText(GOOD_TOOL + 'open_world: false\n', 'platform/mcp-tool')).findings).toEqual([]);
    expect((await lintText(GOOD_TOOL, 'platform/mcp-tool')).findings).toEqual([]);
  });
  it('reports a non-object returns at its type', async () => {
    const code = GOOD_TOOL.replace('returns:\n  description: Current conditions for the city.\n  type: object', 'returns:\n  description: Current conditions for the city.\n  type: array');
    const { findings } = await lintText(code, 'platform/mcp-tool');
    expect(findings).toEqual([
      {
        ruleId: 'platform/mcp-tool',
        line: 14,
        column: 9,
        message: 'MCP needs "returns" of "get_weather" to be an object schema, not "array"; wrap the result in an object, e.g. {"type": "object", "properties": {"result": ...}}.',
      },
    ]);
  });
  it('reports idempotency values that cannot become MCP hints, and a non-boolean open_world', async () => {
    const code = GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', 'idempotency: {idempotent: "yes", safe: true, destructive: false}') + 'open_world: "no"\n';
    const { findings } = await lintText(code, 'platform/mcp-tool');
    expect(findings).toEqual([
      { ruleId: 'platform/mcp-tool', line: 19, column: 27, message: '"idempotency.idempotent" of "get_weather" is "yes", so it cannot become the MCP idempotentHint (a boolean) and is left out; write true or false.' },
      { ruleId: 'platform/mcp-tool', line: 28, column: 13, message: '"open_world" of "get_weather" is "no"; it must be true or false (MCP openWorldHint).' },
    ]);
  });
  it('leaves a non-boolean hint to idempotency/boolean-fields and an invalid returns type to returns/valid-schema (one finding per defect)', async () => {
    const code = GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', 'idempotency: {idempotent: "yes", safe: true, destructive: false}');
    expect((await lintText(code, ['platform/mcp-tool', 'idempotency/boolean-fields'])).findings.map((f) => f.ruleId)).toEqual(['idempotency/boolean-fields']);
    // bfcl/multi_turn_func_doc/math_api.json: "response": {"type": "dict"}.
    const bfcl = JSON.stringify([{ name: 'mean', description: 'Mean.', parameters: { type: 'object', properties: {} }, response: { type: 'dict' } }]);
    expect((await lintText(bfcl, ['platform/mcp-tool', 'returns/valid-schema'], { file: 'functions.json' })).findings.map((f) => f.ruleId)).toEqual(['returns/valid-schema']);
  });
  it("reports a non-object outputSchema in an MCP file, in the file's vocabulary", async () => {
    const code = JSON.stringify({ tools: [{ name: 'f', inputSchema: { type: 'object' }, outputSchema: { type: 'string' }, annotations: { openWorldHint: false } }] }, null, 2);
    const { findings } = await lintText(code, 'platform/mcp-tool', { file: 'list.json' });
    expect(findings).toEqual([
      {
        ruleId: 'platform/mcp-tool',
        line: 9,
        column: 17,
        message: 'MCP needs "outputSchema" of "f" to be an object schema, not "string"; wrap the result in an object, e.g. {"type": "object", "properties": {"result": ...}}.',
      },
    ]);
  });
});

describe('hints/open-world', () => {
  it('asks a descriptor published to MCP, and an MCP tool that sets other hints, for open_world', async () => {
    expect((await lintText(GOOD_TOOL, 'hints/open-world')).findings).toEqual([
      { ruleId: 'hints/open-world', line: 1, column: 1, message: 'Tool "get_weather" does not set open_world; MCP clients then assume it reaches outside systems, so set it to false if it only works on local or internal data.' },
    ]);
    expect((await lintText(GOOD_TOOL + 'open_world: false\n', 'hints/open-world')).findings).toEqual([]);
    expect((await lintText(GOOD_TOOL, 'hints/open-world', { settings: { 'hints/open-world': ONLY(['openai']) } })).findings).toEqual([]);
    const mcp = JSON.stringify({ tools: [{ name: 'calc', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }] }, null, 2);
    expect((await lintText(mcp, 'hints/open-world', { file: 'tools.json' })).findings.map((f) => f.message)).toEqual([
      'Tool "calc" does not set annotations.openWorldHint; MCP clients then assume it reaches outside systems, so set it to false if it only works on local or internal data.',
    ]);
  });
  it('is advice: it never costs a level', async () => {
    expect(ruleById('hints/open-world').meta.level).toBeNull();
  });
  it('says nothing more about an MCP tool without annotations: idempotency/required asks for them once', async () => {
    const mcp = JSON.stringify({ tools: [{ name: 'calc', inputSchema: { type: 'object' }, annotations: null }] });
    expect((await lintText(mcp, ['hints/open-world', 'idempotency/required'], { file: 'tools.json' })).findings.map((f) => f.ruleId)).toEqual(['idempotency/required']);
  });
  it('has no place in other platform files (a format gap, not a finding)', async () => {
    const openai = JSON.stringify([{ type: 'function', function: { name: 'calc', description: 'Calc.', parameters: { type: 'object' } } }]);
    expect((await lintText(openai, 'hints/open-world', { file: 'tools.json' })).findings).toEqual([]);
  });
});

describe('descriptor/no-placeholder', () => {
  it('reports TODO values at the value', async () => {
    const code = GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', 'idempotency: {idempotent: "TODO: true or false", safe: true, destructive: false}');
    const { findings } = await lintText(code, 'descriptor/no-placeholder');
    expect(findings).toEqual([
      { ruleId: 'descriptor/no-placeholder', line: 19, column: 27, message: 'Placeholder "TODO: true or false" in "get_weather" at "idempotency.idempotent"; replace it with the real value.' },
    ]);
  });
  it('passes the good tool', async () => {
    expect((await lintText(GOOD_TOOL, 'descriptor/no-placeholder')).findings).toEqual([]);
  });
});
