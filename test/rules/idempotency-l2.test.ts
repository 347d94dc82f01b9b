import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';

/** GOOD_TOOL (line 19 holds the idempotency block) with other hints. */
function withHints(block: string): string {
  return GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', `idempotency: ${block}`);
}

/** A write tool; its description is line 2, parameters.properties line 6, idempotency line 10. */
function writeTool(opts: { description?: string; properties?: string; hints?: string } = {}): string {
  return [
    'name: delete_invoice',
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
      { ruleId: 'idempotency/boolean-fields', line: 19, column: 27, message: '"idempotency.idempotent" is "true"; write true or false without quotes so agents can read it.' },
      { ruleId: 'idempotency/boolean-fields', line: 19, column: 41, message: '"idempotency.safe" is "1"; write true or false without quotes so agents can read it.' },
      { ruleId: 'idempotency/boolean-fields', line: 19, column: 57, message: '"idempotency.destructive" is "null"; write true or false without quotes so agents can read it.' },
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
        message: 'Tool is marked safe (no side effects) but not idempotent; a call without side effects can always be repeated, so set idempotent: true or safe: false.',
      },
      {
        ruleId: 'idempotency/consistent',
        line: 19,
        column: 59,
        message: 'Tool is marked both safe and destructive; a tool that irreversibly changes state has side effects, so set safe: false or destructive: false.',
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
  it('warns at parameters.properties when a non-idempotent write has no key', async () => {
    const { findings } = await lintText(writeTool({ hints }), 'idempotency/key-parameter');
    expect(findings).toEqual([
      {
        ruleId: 'idempotency/key-parameter',
        line: 6,
        column: 3,
        message:
          'Tool writes (safe: false) and is not idempotent but has no idempotency key parameter; add a string parameter "idempotency_key" the server deduplicates retries by.',
      },
    ]);
  });
  it.each(['idempotency_key', 'idempotencyKey', 'Idempotency-Key', 'request_id', 'client_token'])('accepts a parameter named %s', async (name) => {
    const code = writeTool({ hints, properties: `    ${name}: {type: string, minLength: 16, description: Deduplicates retries.}` });
    expect((await lintText(code, 'idempotency/key-parameter')).findings).toEqual([]);
  });
  it('takes the accepted names from options', async () => {
    const code = writeTool({ hints, properties: '    nonce: {type: string, description: Deduplicates retries.}' });
    expect((await lintText(code, 'idempotency/key-parameter', { settings: { 'idempotency/key-parameter': { options: { names: ['nonce'] } } } })).findings).toEqual([]);
  });
  it('does not ask idempotent or read-only tools for a key', async () => {
    expect((await lintText(writeTool(), 'idempotency/key-parameter')).findings).toEqual([]);
    expect((await lintText(GOOD_TOOL, 'idempotency/key-parameter')).findings).toEqual([]);
  });
});

describe('idempotency/destructive-description', () => {
  it('passes a description that warns and asks for confirmation', async () => {
    expect((await lintText(writeTool(), 'idempotency/destructive-description')).findings).toEqual([]);
  });
  it('reports each missing statement at the description', async () => {
    const { findings } = await lintText(writeTool({ description: 'Delete an invoice by id.' }), 'idempotency/destructive-description');
    expect(findings).toEqual([
      {
        ruleId: 'idempotency/destructive-description',
        line: 2,
        column: 14,
        message: 'Tool is destructive but its description does not say the action is irreversible; add e.g. "This permanently deletes … and cannot be undone."',
      },
      {
        ruleId: 'idempotency/destructive-description',
        line: 2,
        column: 14,
        message: 'Tool is destructive but its description does not tell the agent to confirm with the user; add e.g. "Confirm with the user before calling."',
      },
    ]);
  });
});
