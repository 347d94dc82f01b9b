/**
 * The platform options of `tooldoc lint` through the built CLI: `--targets` narrows the platform
 * rules, a bad list is a usage error (exit 2), and platform files lint without flags.
 */
import { describe, expect, it } from 'vitest';
import { requireBuild } from '../e2e/support.js';
import { runCli, writeFiles } from '../helpers.js';

requireBuild();

const OPENAI = JSON.stringify(
  [
    {
      type: 'function',
      function: { name: 'find', description: 'Find.', parameters: { type: 'object', anyOf: [{ required: ['a'] }], properties: { a: { type: 'array', description: 'a' } } } },
    },
  ],
  null,
  2,
);

describe('lint --targets', () => {
  it('checks every platform by default and only the given ones with --targets', () => {
    const dir = writeFiles({ 'tools.json': OPENAI });
    const all = runCli(['lint', dir, '--format', 'json']);
    const ids = (out: string) =>
      (JSON.parse(out) as { files: Array<{ diagnostics: Array<{ ruleId: string; message: string; line: number; column: number }> }> }).files
        .flatMap((f) => f.diagnostics)
        .filter((d) => d.ruleId.startsWith('platform/'))
        .map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`);
    // An OpenAI file is the payload itself: it is checked for what the model APIs accept as sent, not for strict mode.
    const anyOf = '9:9 platform/anthropic-schema Anthropic rejects "anyOf" at the root of "function.parameters" of "find" even without strict mode; split the variants into separate tools.';
    const items = '17:11 platform/openai-schema "function.parameters" property "a" of "find" is an array without "items", which OpenAI function calling rejects (so do clients that forward the tool to OpenAI models); give it an item schema.';
    expect(ids(all.stdout)).toEqual([anyOf, items]);
    const anthropic = runCli(['lint', dir, '--format', 'json', '--targets', 'anthropic,mcp']);
    expect(ids(anthropic.stdout)).toEqual([anyOf]);
  });
  it('rejects an unknown platform with exit 2', () => {
    const r = runCli(['lint', '.', '--targets', 'openai,bard']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: --targets takes a comma-separated list of openai, anthropic, gemini, mcp, not "openai,bard".\n');
  });
});

describe('lint of an MCP tools/list', () => {
  it('grades a fully documented tool apart from a bare one, and says once what the format cannot hold', () => {
    const documented = {
      name: 'get_weather',
      description: 'Fetch the current weather for a city. Use when the user asks whether it is raining or how warm it is.',
      inputSchema: { type: 'object', additionalProperties: false, required: ['city'], properties: { city: { type: 'string', maxLength: 100, description: 'City name, e.g. London' } } },
      outputSchema: { type: 'object', description: 'Current conditions.', properties: { celsius: { type: 'number', description: 'Temperature in degrees Celsius' } } },
      annotations: { readOnlyHint: true, openWorldHint: true },
    };
    const bare = { name: 'get-forecast', description: 'Forecast.', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } };
    const dir = writeFiles({ 'server.json': JSON.stringify({ tools: [documented, bare] }, null, 2) });
    const r = runCli(['lint', 'server.json'], { cwd: dir });
    expect(r.code).toBe(1);
    // Both graded Level 0; within the format, and by score, far apart (Level 3 in it scores 100).
    expect(r.stdout).toMatch(/^ {2}get_weather {3}Level 0 \(Level 3 in mcp\) {2}score 100 {2}server\.json:3$/m);
    expect(r.stdout).toMatch(/^ {2}get-forecast {2}Level 0 \(Level 0 in mcp\) {2}score 20 {3}server\.json:\d+ {2}→ Level 1 needs: /m);
    expect(r.stdout).toContain('2 tools in 1 file (Level 0: 2, Level 1: 0, Level 2: 0, Level 3: 0; 2 capped by their format, reaching within it Level 0: 1, Level 1: 0, Level 2: 0, Level 3: 1)');
    // Errors, examples and the Level 3 fields are asked for once, not per tool.
    expect(r.stdout).not.toMatch(/errors\/required|examples\/required|hints\/latency|search\/keywords|version\/semver/);
    expect(r.stderr).toBe(
      'tooldoc: 2 tools were read from platform formats (mcp 2) with no place for errors, examples (Level 1) and latency_p50_ms, tool_search_keywords, version (Level 3), so their grades stay at Level 0; the Tools table shows the level each reaches within its format. `tooldoc import --from mcp FILE --out DIR` writes descriptors that can hold the rest.\n',
    );
    // The bare tool is told in MCP's own words.
    expect(r.stdout).toContain('Tool "get-forecast" does not set annotations.readOnlyHint;');
    expect(r.stdout).toContain('Tool "get-forecast" has no "outputSchema";');
    expect(r.stdout).toContain('"inputSchema" of "get-forecast" does not set additionalProperties;');
  });
});
