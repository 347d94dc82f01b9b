import { defineRule } from '../../src/rule.js';
import { isObject, own } from '../../src/util.js';

interface Options {
  names: string[];
}

export default defineRule<Options>({
  meta: {
    id: 'idempotency/key-parameter',
    level: 2,
    severity: 'warning',
    description:
      'A write tool that is not idempotent (safe: false, idempotent: false) takes an idempotency key parameter, so a retried call is not executed twice.',
    spec: '§3.6, §8; seed 003 step 6',
    messages: {
      missing:
        'Tool writes (safe: false) and is not idempotent but has no idempotency key parameter; add a string parameter "idempotency_key" the server deduplicates retries by.',
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
