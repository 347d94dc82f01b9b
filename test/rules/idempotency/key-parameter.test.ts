import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../../rules/index.js';
import { presetSettings } from '../../../src/config/presets.js';
import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { writeTool } from './fixtures.js';

const hints = '{idempotent: false, safe: false, destructive: false}';
/** A write that adds something, declared not idempotent; parameters.properties is line 6. */
const create = (properties?: string) => writeTool({ name: 'create_invoice', hints, properties });
const sendEmail = (annotations: unknown) =>
  JSON.stringify({ tools: [{ name: 'send_email', inputSchema: { type: 'object', properties: {} }, annotations }] });

new RuleTester().run('idempotency/key-parameter', {
  valid: [
    ...['idempotency_key', 'idempotencyKey', 'Idempotency-Key', 'request_id', 'client_token'].map((name) => ({
      name: `a parameter named ${name}`,
      code: create(`    ${name}: {type: string, minLength: 16, description: Deduplicates retries.}`),
    })),
    {
      name: 'the accepted names come from options',
      code: create('    nonce: {type: string, description: Deduplicates retries.}'),
      options: { names: ['nonce'] },
    },
    { name: 'an idempotent write', code: writeTool() },
    { name: 'a read-only tool', code: GOOD_TOOL },
    ...['delete_invoice', 'set_status', 'updateInvoice', 'replace_file', 'write_file', 'remove_tag'].map((name) => ({
      name: `${name}, whose writes are idempotent by nature`,
      code: writeTool({ name, hints }),
    })),
    {
      name: 'an MCP tool that leaves idempotentHint unset (the default is not a declaration)',
      code: sendEmail({ readOnlyHint: false }),
      filename: 'tools.json',
    },
  ],
  invalid: [
    {
      name: 'a write that adds something, declared not idempotent, without a key: at parameters.properties',
      code: create(),
      errors: [
        {
          messageId: 'missing',
          line: 6,
          column: 3,
          message:
            'Tool "create_invoice" writes and is not idempotent but has no idempotency key parameter; add a string parameter "idempotency_key" the server deduplicates retries by.',
        },
      ],
    },
    {
      name: 'an MCP tool that declares idempotentHint: false',
      code: sendEmail({ readOnlyHint: false, idempotentHint: false }),
      filename: 'tools.json',
      errors: [
        {
          messageId: 'missing',
          line: 1,
          column: 63,
          message: 'Tool "send_email" writes and is not idempotent but has no idempotency key parameter; add a string parameter "idempotency_key" the server deduplicates retries by.',
        },
      ],
    },
  ],
});

describe('idempotency/key-parameter in the presets', () => {
  it('is left to the strict preset', () => {
    expect(presetSettings('tooldoc:recommended', builtinRules)['idempotency/key-parameter']).toEqual({ severity: 'off' });
    expect(presetSettings('tooldoc:strict', builtinRules)['idempotency/key-parameter']).toEqual({ severity: 'error' });
  });
});
