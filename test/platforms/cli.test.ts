/**
 * The platform options of `tooldoc lint` through the built CLI: `--targets` narrows the platform
 * rules, a bad list is a usage error (exit 2), and platform files lint without flags.
 */
import { describe, expect, it } from 'vitest';
import { requireBuild } from '../e2e/support.js';
import { runCli, writeFiles } from '../helpers.js';

requireBuild();

const OPENAI = JSON.stringify(
  [{ type: 'function', function: { name: 'math.factorial', description: 'Compute n!.', parameters: { type: 'object', properties: { n: { type: 'integer', description: 'n' } } } } }],
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
    expect(ids(all.stdout)).toEqual([
      '4:5 platform/mcp-tool Tool "math.factorial" does not say "open_world"; MCP clients then assume openWorldHint: true (it reaches outside systems), so set open_world: true or false.',
      '5:15 platform/name Tool name "math.factorial" contains ".", not accepted by OpenAI and Anthropic; use only letters, digits, "_" and "-".',
    ]);
    const mcp = runCli(['lint', dir, '--format', 'json', '--targets', 'gemini,mcp']);
    expect(ids(mcp.stdout)).toEqual([
      '4:5 platform/mcp-tool Tool "math.factorial" does not say "open_world"; MCP clients then assume openWorldHint: true (it reaches outside systems), so set open_world: true or false.',
    ]);
  });
  it('rejects an unknown platform with exit 2', () => {
    const r = runCli(['lint', '.', '--targets', 'openai,bard']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: --targets takes a comma-separated list of openai, anthropic, gemini, mcp, not "openai,bard".\n');
  });
});
