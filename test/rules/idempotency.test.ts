import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();
const id = at('idempotency/required');
const tool = (block: string) => `name: delete_file\ndescription: Delete a file. Use it to remove files.\nidempotency: ${block}\n`;
const field = (f: string, tool = 'delete_file') =>
  `"idempotency" of "${tool}" does not say "${f}"; add ${f}: true or false (a tool with safe: true needs neither of the others).`;

describe('idempotency/required', () => {
  it('passes all three flags', async () => {
    expect(await t.findings(GOOD_TOOL, 'idempotency/required')).toEqual([]);
    expect(await t.findings(tool('{idempotent: true, safe: false, destructive: true}'), 'idempotency/required')).toEqual([]);
  });
  it('reports a missing block at the tool', async () => {
    expect(await t.findings('name: delete_file\ndescription: Delete a file. Use it.\nparameters: {}\n', 'idempotency/required')).toEqual([
      id(1, 1, 'Tool "delete_file" has no "idempotency"; add safe, idempotent and destructive (true or false) so agents know what is safe to call and retry.'),
    ]);
  });
  it.each([
    ['true', 'a boolean'],
    ['[idempotent]', 'an array'],
    ['"yes"', 'a string'],
    ['null', 'null'],
  ])('reports idempotency: %s as %s', async (value, type) => {
    expect(await t.findings(tool(value), 'idempotency/required')).toEqual([
      id(3, 1, `"idempotency" of "delete_file" is ${type}; it must be a mapping with safe, idempotent and destructive.`),
    ]);
  });
  it('reports each missing flag at the block', async () => {
    expect(await t.findings(tool('{idempotent: true}'), 'idempotency/required')).toEqual([id(3, 1, field('safe')), id(3, 1, field('destructive'))]);
    expect(await t.findings(tool('{safe: false}'), 'idempotency/required')).toEqual([id(3, 1, field('idempotent')), id(3, 1, field('destructive'))]);
    expect(await t.findings(tool('{}'), 'idempotency/required')).toEqual([id(3, 1, field('idempotent')), id(3, 1, field('safe')), id(3, 1, field('destructive'))]);
  });
  it('does not read flags from __proto__', async () => {
    expect(await t.findings(tool('{__proto__: {safe: true}, idempotent: true, destructive: false}'), 'idempotency/required')).toEqual([id(3, 1, field('safe'))]);
  });
  it('never asks a read-only tool (safe: true) for the flags that only writes need', async () => {
    expect(await t.findings(tool('{safe: true}'), 'idempotency/required')).toEqual([]);
  });
  it('speaks MCP: a tool without readOnlyHint is asked for its annotations, once', async () => {
    // livemcptool/time.json, get_current_time ("annotations": null in the capture).
    const mcp = JSON.stringify({ tools: [{ name: 'get_current_time', description: 'Get the time.', inputSchema: { type: 'object' }, annotations: null }] }, null, 2);
    expect(await t.findings(mcp, 'idempotency/required', { file: 'tools.json' })).toEqual([
      id(3, 5, 'Tool "get_current_time" does not set annotations.readOnlyHint; set it to true if the tool changes nothing, else to false with annotations.destructiveHint and annotations.idempotentHint, or clients must assume it can destroy data.'),
    ]);
    // MCP defaults the other hints (destructiveHint: true, idempotentHint: false): a tool that sets any hint states its safety.
    const set = (annotations: unknown) => JSON.stringify({ tools: [{ name: 'delete_file', inputSchema: { type: 'object' }, annotations }] });
    expect(await t.findings(set({ readOnlyHint: false }), 'idempotency/required', { file: 'tools.json' })).toEqual([]);
    expect(await t.findings(set({ readOnlyHint: true, destructiveHint: null }), 'idempotency/required', { file: 'tools.json' })).toEqual([]);
    expect(await t.findings(set({ title: 'Delete' }), 'idempotency/required', { file: 'tools.json' })).toHaveLength(1);
  });
  it('reports in JSON, catalogs and the second document', async () => {
    const json = '{\n  "name": "delete_file",\n  "description": "Delete a file. Use it.",\n  "idempotency": {"safe": false}\n}\n';
    expect(await t.findings(json, 'idempotency/required', { file: 'tool.json' })).toEqual([id(4, 3, field('idempotent')), id(4, 3, field('destructive'))]);
    const catalog = 'tools:\n  - name: a\n    idempotency: {idempotent: true, safe: true, destructive: false}\n  - name: b\n    idempotency: {safe: true, destructive: false}\n';
    expect(await t.findings(catalog, 'idempotency/required')).toEqual([]);
    const docs = `${GOOD_TOOL}---\n${tool('{idempotent: true, safe: false}')}`;
    expect(await t.findings(docs, 'idempotency/required')).toEqual([id(31, 1, field('destructive'))]);
  });
});

t.coversEveryMessage(['idempotency/required']);
