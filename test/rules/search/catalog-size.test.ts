/**
 * search/catalog-size, with exact findings (messageId, line, column, message). Not with RuleTester:
 * the finding is the catalog's ("The file declares 21 tools"), placed on the first tool past `max`,
 * so it does not name that tool, which RuleTester requires of every message.
 */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';

const ADVICE = 'Gemini\'s function-calling guide advises keeping "the active set to a maximum of 10-20" tools';

/** A native catalog of `n` tools, tool_i on line i + 2. */
const catalog = (n: number, prefix = 'tool') =>
  'tools:\n' +
  Array.from({ length: n }, (_, i) => `  - {name: ${prefix}_${i}, description: Get thing ${i}. Use it for thing ${i}., parameters: {type: object, properties: {}}}\n`).join('');
/** An MCP tools/list result of `n` tools, tool_i on line i + 3. */
const mcpList = (n: number) =>
  '{\n  "tools": [\n' +
  Array.from({ length: n }, (_, i) => `    {"name": "tool_${i}", "description": "Get thing ${i}.", "inputSchema": {"type": "object", "properties": {}}}`).join(',\n') +
  '\n  ]\n}\n';
/** OpenAI Chat Completions tools of `n` functions, tool_i on line i + 2. */
const openaiList = (n: number) =>
  '[\n' +
  Array.from({ length: n }, (_, i) => `  {"type": "function", "function": {"name": "tool_${i}", "description": "Get thing ${i}.", "parameters": {"type": "object", "properties": {}}}}`).join(',\n') +
  '\n]\n';
/** A bare function list (BFCL's shape) of `n` functions. */
const bareList = (n: number) =>
  '[\n' + Array.from({ length: n }, (_, i) => `  {"name": "tool_${i}", "description": "Get thing ${i}.", "parameters": {"type": "object", "properties": {}}}`).join(',\n') + '\n]\n';

type Opts = NonNullable<Parameters<typeof lintText>[2]>;
/** The findings of `rules` on `code`, in the shape of RuleTester's expected errors, with the file each is in. */
const found = async (code: string, opts: Opts & { options?: Record<string, unknown>; rules?: string[] } = {}) => {
  const { options, rules, ...rest } = opts;
  const { result } = await lintText(code, rules ?? ['search/catalog-size'], { ...rest, settings: options ? { 'search/catalog-size': { options } } : undefined });
  return result.files.flatMap((f) =>
    f.diagnostics.map((d) => ({ file: f.file, ruleId: d.ruleId, messageId: d.messageId, line: d.range.start.line, column: d.range.start.column, message: d.message })),
  );
};

describe('search/catalog-size', () => {
  describe('valid', () => {
    it('exactly max tools (20)', async () => {
      expect(await found(catalog(20))).toEqual([]);
    });
    it('exactly max tools of an MCP tools/list', async () => {
      expect(await found(mcpList(20), { file: 'server.json' })).toEqual([]);
    });
    it('exactly max tools when max is set', async () => {
      expect(await found(catalog(5), { options: { max: 5 } })).toEqual([]);
    });
    it('a bare function list is a collection of definitions, not one catalog', async () => {
      expect(await found(bareList(30), { file: 'functions.json' })).toEqual([]);
    });
    it('a list that names one tool twice is a collection, not one request', async () => {
      expect(await found(catalog(24).replace('name: tool_23,', 'name: tool_0,'))).toEqual([]);
    });
    it('two MCP servers linted together are two catalogs', async () => {
      expect(await found(mcpList(15), { file: 'a.json', extraFiles: { 'b.json': mcpList(15) } })).toEqual([]);
    });
  });

  describe('invalid', () => {
    it('a native catalog: at the first tool past max', async () => {
      expect(await found(catalog(21))).toEqual([
        {
          file: 'tool.yaml',
          ruleId: 'search/catalog-size',
          messageId: 'file',
          line: 22,
          column: 5,
          message: `The file declares 21 tools, more than 20 for a model to choose among at once (${ADVICE}); split them by task into smaller toolsets, or load them on demand (tool search).`,
        },
      ]);
    });
    it("an MCP server's tools/list", async () => {
      expect(await found(mcpList(24), { file: 'server.json' })).toEqual([
        {
          file: 'server.json',
          ruleId: 'search/catalog-size',
          messageId: 'server',
          line: 23,
          column: 5,
          message: `The server's tools/list lists 24 tools, more than 20 for a model to choose among at once (${ADVICE}); split them by task into smaller servers or toolsets, or have the client load them on demand (tool search).`,
        },
      ]);
    });
    it('an OpenAI tools list', async () => {
      expect(await found(openaiList(21), { file: 'openai-tools.json' })).toEqual([
        {
          file: 'openai-tools.json',
          ruleId: 'search/catalog-size',
          messageId: 'file',
          line: 22,
          // The tool is the \`function\` object.
          column: 24,
          message: `The file declares 21 tools, more than 20 for a model to choose among at once (${ADVICE}); split them by task into smaller toolsets, or load them on demand (tool search).`,
        },
      ]);
    });
    it('native descriptors in several files are one catalog, reported once at its 21st tool', async () => {
      expect(await found(catalog(12, 'a'), { file: 'a.yaml', extraFiles: { 'b.yaml': catalog(12, 'b') } })).toEqual([
        {
          file: 'b.yaml',
          ruleId: 'search/catalog-size',
          messageId: 'files',
          line: 10,
          column: 5,
          message: `The 2 files linted together declare 24 tools, more than 20 for a model to choose among at once (${ADVICE}); split them by task into smaller toolsets, or load them on demand (tool search).`,
        },
      ]);
    });
    it('max from options', async () => {
      expect(await found(catalog(4), { options: { max: 3 } })).toEqual([
        {
          file: 'tool.yaml',
          ruleId: 'search/catalog-size',
          messageId: 'file',
          line: 5,
          column: 5,
          message: `The file declares 4 tools, more than 3 for a model to choose among at once (${ADVICE}); split them by task into smaller toolsets, or load them on demand (tool search).`,
        },
      ]);
    });
    it('past 128 tools for targets with no hard limit (Anthropic, MCP), where platform/tool-count says nothing', async () => {
      const targets = ['anthropic', 'mcp'];
      const { result } = await lintText(catalog(130), ['search/catalog-size', 'platform/tool-count'], {
        settings: { 'search/catalog-size': { options: { targets } }, 'platform/tool-count': { options: { targets } } },
      });
      expect(result.files.flatMap((f) => f.diagnostics.map((d) => [d.ruleId, d.range.start.line, d.range.start.column, d.message]))).toEqual([
        [
          'search/catalog-size',
          22,
          5,
          `The file declares 130 tools, more than 20 for a model to choose among at once (${ADVICE}); split them by task into smaller toolsets, or load them on demand (tool search).`,
        ],
      ]);
    });
  });

  describe('one finding per defect', () => {
    it('past 128 tools: platform/tool-count reports the file, this rule does not', async () => {
      expect(await found(catalog(130), { rules: ['search/catalog-size', 'platform/tool-count'] })).toEqual([
        {
          file: 'tool.yaml',
          ruleId: 'platform/tool-count',
          messageId: 'tooMany',
          line: 130,
          column: 5,
          message: 'The file declares 130 tools, more than the 128 per request accepted by OpenAI and Gemini; split the catalog or load tools on demand (tool search).',
        },
      ]);
    });
    it('past 128 tools of an MCP tools/list, alone as well', async () => {
      expect(await found(mcpList(129), { file: 'server.json' })).toEqual([]);
    });
    it('one native file past 128 among several: platform/tool-count reports it, this rule not the run', async () => {
      expect(await found(catalog(129, 'a'), { file: 'a.yaml', extraFiles: { 'b.yaml': catalog(5, 'b') } })).toEqual([]);
    });
  });
});
