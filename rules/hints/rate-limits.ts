import { defineRule, didYouMean, hasText, isObject, misspelling, quote, typeName } from '../../src/toolkit/index.js';

const RATES = ['requests_per_second', 'requests_per_minute', 'requests_per_hour', 'requests_per_day'];
const FIELDS = [...RATES, 'burst', 'scope', 'concurrency', 'description'];

export default defineRule({
  meta: {
    id: 'hints/rate-limits',
    level: 3,
    severity: 'warning',
    description:
      '`rate_limits`, when present, is a mapping with at least one requests_per_{second,minute,hour,day} rate, an optional burst and concurrency (positive integers) and an optional scope (text).',
    spec: '§4',
    fields: ['rate_limits'],
    tags: ['hints'],
    messages: {
      type: '"rate_limits" of "{{tool}}" is {{type}}; write a mapping such as {requests_per_minute: 60, burst: 10, scope: api_key}.',
      noRate: '"rate_limits" of "{{tool}}" states no rate; add requests_per_minute (or per second, hour or day).',
      number: '"rate_limits.{{field}}" of "{{tool}}" is {{value}}; give a positive number of requests.',
      integer: '"rate_limits.{{field}}" of "{{tool}}" is {{value}}; give a positive whole number of requests.',
      scope: '"rate_limits.scope" of "{{tool}}" is {{value}}; name what the limit is counted per, e.g. "api_key", "user" or "tenant".',
      unknown: '"rate_limits" of "{{tool}}" has unknown field "{{field}}"; did you mean "{{suggestion}}"?',
      unknownNoHint: '"rate_limits" of "{{tool}}" has unknown field "{{field}}"; use requests_per_minute, burst, scope or another documented field.',
    },
  },
  check({ tool, report }) {
    const rl = tool.descriptor.rate_limits;
    if (rl === undefined) return;
    if (!isObject(rl)) return report({ path: ['rate_limits'], at: 'value', messageId: 'type', data: { type: typeName(rl) } });
    for (const field of Object.keys(rl)) {
      if (FIELDS.includes(field) || field.startsWith('x-')) continue;
      const suggestion = didYouMean(field, FIELDS);
      // A plain misspelling of a field of §4 (`request_per_minute`, `Burst`) is renamed as the fix, when
      // the field is not there already; a mere resemblance is a suggestion (see descriptor/unknown-field).
      const rename = suggestion && !Object.prototype.hasOwnProperty.call(rl, suggestion) ? { title: `Rename "${field}" to "${suggestion}"`, edits: [{ op: 'rename' as const, path: ['rate_limits', field], to: suggestion }] } : undefined;
      const offer = rename ? (misspelling(field, FIELDS) === suggestion ? { fix: rename } : { suggest: [rename] }) : {};
      report({ path: ['rate_limits', field], messageId: suggestion ? 'unknown' : 'unknownNoHint', data: { field, suggestion: suggestion ?? '' }, ...offer });
    }
    if (!RATES.some((r) => rl[r] !== undefined)) report({ path: ['rate_limits'], messageId: 'noRate' });
    for (const field of [...RATES, 'burst', 'concurrency']) {
      const v = rl[field];
      if (v === undefined) continue;
      // A rate may be fractional (0.5 per second); burst and concurrency count requests.
      const integer = !RATES.includes(field);
      if (!(typeof v === 'number' && Number.isFinite(v) && v > 0 && (!integer || Number.isInteger(v)))) {
        report({ path: ['rate_limits', field], at: 'value', messageId: integer ? 'integer' : 'number', data: { field, value: quote(v) } });
      }
    }
    if (rl.scope !== undefined && !hasText(rl.scope)) report({ path: ['rate_limits', 'scope'], at: 'value', messageId: 'scope', data: { value: quote(rl.scope) } });
  },
});
