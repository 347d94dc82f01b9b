import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';

/** GOOD_TOOL (line 19 holds the idempotency block) with other hints. */
function withHints(block: string): string {
  return GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', `idempotency: ${block}`);
}

/** A write tool; its description is line 2, parameters.properties line 6, idempotency line 10. */
function writeTool(opts: { name?: string; description?: string; properties?: string; hints?: string } = {}): string {
  return [
    `name: ${opts.name ?? 'delete_invoice'}`,
    `description: ${opts.description ?? 'Permanently delete an invoice by id; this cannot be undone, so confirm with the user before calling.'}`,
    'parameters:',
    '  type: object',
    '  required: [invoice_id]',
    '  properties:',
    '    invoice_id: {type: string, description: The invoice id.}',
    ...(opts.properties ? [opts.properties] : []),
    'returns: {type: object, description: Nothing.}',
    `idempotency: ${opts.hints ?? '{idempotent: true, safe: false, destructive: true}'}`,
    '',
  ].join('\n');
}

describe('idempotency/boolean-fields', () => {
  it('passes booleans', async () => {
    expect((await lintText(GOOD_TOOL, 'idempotency/boolean-fields')).findings).toEqual([]);
  });
  it('reports strings, numbers and nulls at the value', async () => {
    const { findings } = await lintText(withHints('{idempotent: "true", safe: 1, destructive: null}'), 'idempotency/boolean-fields');
    expect(findings).toEqual([
      { ruleId: 'idempotency/boolean-fields', line: 19, column: 27, message: '"idempotency.idempotent" of "get_weather" is "true"; write true or false without quotes so agents can read it.' },
      { ruleId: 'idempotency/boolean-fields', line: 19, column: 41, message: '"idempotency.safe" of "get_weather" is "1"; write true or false without quotes so agents can read it.' },
      { ruleId: 'idempotency/boolean-fields', line: 19, column: 57, message: '"idempotency.destructive" of "get_weather" is "null"; write true or false without quotes so agents can read it.' },
    ]);
  });
});

describe('idempotency/consistent', () => {
  it('reports a safe tool that is destructive or not idempotent', async () => {
    const { findings } = await lintText(withHints('{idempotent: false, safe: true, destructive: true}'), 'idempotency/consistent');
    expect(findings).toEqual([
      {
        ruleId: 'idempotency/consistent',
        line: 19,
        column: 27,
        message: 'Tool "get_weather" is marked safe (no side effects) but not idempotent; a call without side effects can always be repeated, so set idempotent: true or safe: false.',
      },
      {
        ruleId: 'idempotency/consistent',
        line: 19,
        column: 59,
        message: 'Tool "get_weather" sets both idempotency.safe: true and idempotency.destructive: true; a tool that changes nothing cannot destroy anything, so set one of them to false.',
      },
    ]);
  });
  it('accepts a destructive write and a non-idempotent write', async () => {
    expect((await lintText(writeTool(), 'idempotency/consistent')).findings).toEqual([]);
    expect((await lintText(withHints('{idempotent: false, safe: false, destructive: false}'), 'idempotency/consistent')).findings).toEqual([]);
  });
});

describe('idempotency/key-parameter', () => {
  const hints = '{idempotent: false, safe: false, destructive: false}';
  const create = (properties?: string) => writeTool({ name: 'create_invoice', hints, properties });
  it('warns at parameters.properties when a write that adds something is declared not idempotent and has no key', async () => {
    const { findings } = await lintText(create(), 'idempotency/key-parameter');
    expect(findings).toEqual([
      {
        ruleId: 'idempotency/key-parameter',
        line: 6,
        column: 3,
        message:
          'Tool "create_invoice" writes and is not idempotent but has no idempotency key parameter; add a string parameter "idempotency_key" the server deduplicates retries by.',
      },
    ]);
  });
  it.each(['idempotency_key', 'idempotencyKey', 'Idempotency-Key', 'request_id', 'client_token'])('accepts a parameter named %s', async (name) => {
    const code = create(`    ${name}: {type: string, minLength: 16, description: Deduplicates retries.}`);
    expect((await lintText(code, 'idempotency/key-parameter')).findings).toEqual([]);
  });
  it('takes the accepted names from options', async () => {
    const code = create('    nonce: {type: string, description: Deduplicates retries.}');
    expect((await lintText(code, 'idempotency/key-parameter', { settings: { 'idempotency/key-parameter': { options: { names: ['nonce'] } } } })).findings).toEqual([]);
  });
  it('does not ask idempotent or read-only tools for a key', async () => {
    expect((await lintText(writeTool(), 'idempotency/key-parameter')).findings).toEqual([]);
    expect((await lintText(GOOD_TOOL, 'idempotency/key-parameter')).findings).toEqual([]);
  });
  it.each(['delete_invoice', 'set_status', 'updateInvoice', 'replace_file', 'write_file', 'remove_tag'])('does not ask %s, whose writes are idempotent by nature', async (name) => {
    expect((await lintText(writeTool({ name, hints }), 'idempotency/key-parameter')).findings).toEqual([]);
  });
  it('does not ask an MCP tool that leaves idempotentHint unset (the default is not a declaration)', async () => {
    const mcp = JSON.stringify({ tools: [{ name: 'send_email', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: false } }] });
    expect((await lintText(mcp, 'idempotency/key-parameter', { file: 'tools.json' })).findings).toEqual([]);
    const declared = JSON.stringify({ tools: [{ name: 'send_email', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: false, idempotentHint: false } }] });
    expect((await lintText(declared, 'idempotency/key-parameter', { file: 'tools.json' })).findings.map((f) => f.ruleId)).toEqual(['idempotency/key-parameter']);
  });
  it('is left to the strict preset', async () => {
    const { presetSettings } = await import('../../src/config/presets.js');
    const { builtinRules } = await import('../../rules/index.js');
    expect(presetSettings('tooldoc:recommended', builtinRules)['idempotency/key-parameter']).toEqual({ severity: 'off' });
    expect(presetSettings('tooldoc:strict', builtinRules)['idempotency/key-parameter']).toEqual({ severity: 'error' });
  });
});

describe('idempotency/destructive-description', () => {
  const msg = (what: string, example: string) => `Tool "delete_invoice" is destructive, but its description does not ${what}; add e.g. "${example}".`;
  it('passes a description that warns and asks for confirmation', async () => {
    expect((await lintText(writeTool(), 'idempotency/destructive-description')).findings).toEqual([]);
  });
  it('reports what the description leaves out, once, at the description', async () => {
    const both = await lintText(writeTool({ description: 'Delete an invoice by id.' }), 'idempotency/destructive-description');
    expect(both.findings).toEqual([
      {
        ruleId: 'idempotency/destructive-description',
        line: 2,
        column: 14,
        message: msg('say the action cannot be undone or ask to confirm with the user first', 'This permanently deletes … and cannot be undone; confirm with the user before calling'),
      },
    ]);
    const one = await lintText(writeTool({ description: 'Delete an invoice by id; confirm with the user first.' }), 'idempotency/destructive-description');
    expect(one.findings.map((f) => f.message)).toEqual([msg('say the action cannot be undone', 'This permanently deletes … and cannot be undone')]);
    const other = await lintText(writeTool({ description: 'Permanently delete an invoice by id.' }), 'idempotency/destructive-description');
    expect(other.findings.map((f) => f.message)).toEqual([msg('ask the agent to confirm with the user first', 'Confirm with the user before calling')]);
  });
  it('says when MCP made the tool destructive by default (destructiveHint unset)', async () => {
    const mcp = JSON.stringify({ tools: [{ name: 'create_note', description: 'Create a note.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false } }] });
    expect((await lintText(mcp, 'idempotency/destructive-description', { file: 'tools.json' })).findings.map((f) => f.message)).toEqual([
      'Tool "create_note" leaves annotations.destructiveHint unset, which means destructive, but its description does not say the action cannot be undone or ask to confirm with the user first; add e.g. "This permanently deletes … and cannot be undone; confirm with the user before calling", or set annotations.destructiveHint: false if it only adds or updates.',
    ]);
  });
});
