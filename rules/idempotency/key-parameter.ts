import { defineRule, hasText, isDefaulted, isObject, own, snakeKey } from '../../src/toolkit/index.js';

interface Options {
  names: string[];
}

/**
 * Writes that are idempotent by nature: setting, replacing or deleting a thing twice leaves it as
 * once. A key is for writes that add (create, send, append, charge, post).
 */
const NATURALLY_IDEMPOTENT = /^(?:set|put|update|replace|upsert|overwrite|delete|remove|clear|reset|enable|disable|mark|unmark|assign|unassign|configure|write|save|cancel|close|archive|unarchive|lock|unlock|rename|move)(?:_|$)/;

export default defineRule<Options>({
  meta: {
    id: 'idempotency/key-parameter',
    level: 2,
    severity: 'warning',
    recommended: false,
    description:
      'A write tool declared not idempotent (safe: false, idempotent: false) whose writes add something takes an idempotency key parameter, so a retried call is not executed twice.',
    spec: '§3.6, §8; seed 003 step 6',
    fields: ['idempotency'],
    messages: {
      missing:
        'Tool "{{tool}}" writes and is not idempotent but has no idempotency key parameter; add a string parameter "idempotency_key" the server deduplicates retries by.',
    },
    options: {
      type: 'object',
      properties: { names: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, uniqueItems: true } },
      additionalProperties: false,
    },
    defaultOptions: {
      names: ['idempotency_key', 'request_id', 'client_token', 'client_request_id', 'dedupe_key', 'deduplication_key', 'deduplication_id'],
    },
  },
  check({ tool, options, report }) {
    const b = tool.descriptor.idempotency;
    if (!isObject(b) || b.safe !== false || b.idempotent !== false) return;
    // Only what the file declares: an MCP tool that leaves idempotentHint unset has not said it is not idempotent.
    if (isDefaulted(b, 'idempotent') || isDefaulted(b, 'safe')) return;
    const name = tool.descriptor.name;
    if (hasText(name) && NATURALLY_IDEMPOTENT.test(snakeKey(name))) return;
    const params = tool.descriptor.parameters;
    const props = isObject(params) ? own(params, 'properties') : undefined;
    const wanted = new Set(options.names.map(normalize));
    if (isObject(props) && Object.keys(props).some((k) => wanted.has(normalize(k)))) return;
    report({ path: isObject(props) ? ['parameters', 'properties'] : isObject(params) ? ['parameters'] : ['idempotency', 'idempotent'], messageId: 'missing' });
  },
});

/** `idempotencyKey`, `Idempotency-Key` and `idempotency_key` are the same parameter. */
function normalize(name: string): string {
  return name.replace(/[-_\s]/g, '').toLowerCase();
}
