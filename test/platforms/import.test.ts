/**
 * `tooldoc import`: platform tools become native descriptors, one per file, with every missing
 * block stubbed as "TODO: …" values that fail lint (descriptor/no-placeholder) until filled in.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requireBuild } from '../e2e/support.js';
import { SHARED, runCli, tempDir, writeFiles } from '../helpers.js';

requireBuild();

const TIME = path.join(SHARED, 'corpus', 'livemcptool', 'time.json');

describe('import --from mcp', () => {
  it('writes one descriptor per tool, keeping what the source had and stubbing the rest', () => {
    const out = path.join(tempDir(), 'tools');
    const r = runCli(['import', '--from', 'mcp', TIME, '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`tooldoc: wrote 2 descriptors to ${out} with 30 TODOs to fill in; run \`tooldoc lint ${out}\` to list them.\n`);
    expect(readdirSync(out).sort()).toEqual(['convert_time.yaml', 'get_current_time.yaml']);
    const text = readFileSync(path.join(out, 'get_current_time.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe(`# Imported by \`tooldoc import --from mcp\` from ${TIME}:3.`);
    const d = parse(text) as Record<string, unknown>;
    const source = (JSON.parse(readFileSync(TIME, 'utf8')) as { tools: Array<Record<string, unknown>> }).tools[0]!;
    expect(d.name).toBe(source.name);
    expect(d.description).toBe(source.description);
    expect(d.parameters).toEqual(source.inputSchema);
    expect(Object.keys(d)).toEqual(['name', 'description', 'parameters', 'returns', 'errors', 'idempotency', 'examples', 'x-mcp']);
    // The server lists no output schema ("annotations": null is no annotations): export must not promise one.
    expect(d['x-mcp']).toEqual({ outputSchema: false });
    expect(d.idempotency).toEqual({ idempotent: 'TODO: true or false', safe: 'TODO: true or false', destructive: 'TODO: true or false' });
    expect((d.examples as Array<{ tool_call: unknown }>)[0]!.tool_call).toEqual({ name: 'get_current_time', arguments: { timezone: 'TODO: a value' } });
  });

  it('the stubs fail lint until filled in, and pass descriptor/no-placeholder once they are', () => {
    const out = path.join(tempDir(), 'tools');
    runCli(['import', '--from', 'mcp', TIME, '--out', out]);
    const lint = runCli(['lint', out, '--format', 'json']);
    expect(lint.code).toBe(1);
    const report = JSON.parse(lint.stdout) as { summary: { levels: Record<string, number> }; files: Array<{ diagnostics: Array<{ ruleId: string; line: number }> }> };
    expect(report.summary.levels).toEqual({ 0: 2, 1: 0, 2: 0, 3: 0 });
    const placeholders = report.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId === 'descriptor/no-placeholder');
    expect(placeholders).toHaveLength(30);

    const file = path.join(out, 'get_current_time.yaml');
    const filled = readFileSync(file, 'utf8').replace(/"TODO: true or false"/g, 'true').replace(/"?TODO: [^"\n]*"?/g, 'Filled in.');
    const dir = writeFiles({ 'get_current_time.yaml': filled });
    const after = runCli(['lint', dir, '--format', 'json']);
    const findings = (JSON.parse(after.stdout) as { files: Array<{ diagnostics: Array<{ ruleId: string }> }> }).files.flatMap((f) => f.diagnostics);
    expect(findings.filter((f) => f.ruleId === 'descriptor/no-placeholder')).toEqual([]);
  });

  it('keeps MCP annotations as the idempotency block and open_world', () => {
    const src = writeFiles({
      'list.json': JSON.stringify({ tools: [{ name: 'read_file', description: 'Read a file.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, openWorldHint: false } }] }),
    });
    const out = path.join(src, 'out');
    expect(runCli(['import', '--from', 'mcp', path.join(src, 'list.json'), '--out', out]).code).toBe(0);
    const d = parse(readFileSync(path.join(out, 'read_file.yaml'), 'utf8')) as Record<string, unknown>;
    // MCP semantics: a read-only tool is idempotent and does not destroy anything.
    expect(d.idempotency).toEqual({ safe: true, idempotent: true, destructive: false });
    expect(d.open_world).toBe(false);
    // The hints as listed, so that export gives them back as they were.
    expect(d['x-mcp']).toEqual({ annotations: { readOnlyHint: true, openWorldHint: false }, outputSchema: false });
  });
});

describe('import: other platforms and failures', () => {
  it('reads an OpenAI tools array', () => {
    const src = writeFiles({ 'tools.json': JSON.stringify([{ type: 'function', function: { name: 'a b', parameters: { type: 'object', properties: {} } } }]) });
    const out = path.join(src, 'out');
    expect(runCli(['import', '--from', 'openai', path.join(src, 'tools.json'), '--out', out]).code).toBe(0);
    const d = parse(readFileSync(path.join(out, 'a_b.yaml'), 'utf8')) as Record<string, unknown>;
    expect(d.name).toBe('a b');
    expect(d.description).toBe('TODO: say what the tool does and when to call it, in 2–5 sentences.');
  });
  it('exits 2 when the file is not in that format, and when descriptors exist without --force', () => {
    const out = path.join(tempDir(), 'tools');
    const wrong = runCli(['import', '--from', 'openai', TIME, '--out', out]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(`tooldoc: nothing imported; ${TIME} could not be read as "openai".`);
    expect(runCli(['import', '--from', 'mcp', TIME, '--out', out]).code).toBe(0);
    const again = runCli(['import', '--from', 'mcp', TIME, '--out', out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(`tooldoc: 2 descriptors already exist in ${out} (e.g. get_current_time.yaml); pass --force to overwrite.\n`);
    expect(runCli(['import', '--from', 'mcp', TIME, '--out', out, '--force']).code).toBe(0);
    expect(runCli(['import', '--from', 'native', TIME, '--out', out]).code).toBe(2);
  });
});
