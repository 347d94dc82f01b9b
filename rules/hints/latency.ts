import { defineRule, quote } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'hints/latency',
    level: 3,
    severity: 'warning',
    description: 'Every tool states `latency_p50_ms`, its median latency in milliseconds (a positive number), so agents can budget plans.',
    spec: '§4, §13, §15',
    fields: ['latency_p50_ms'],
    tags: ['hints'],
    messages: {
      missing: 'Tool "{{tool}}" has no "latency_p50_ms"; add its median latency in milliseconds (e.g. latency_p50_ms: 120) so agents can budget multi-step plans.',
      invalid: '"latency_p50_ms" of "{{tool}}" is {{value}}; give the median latency in milliseconds as a positive number such as 120.',
    },
  },
  check({ tool, report }) {
    const v = tool.descriptor.latency_p50_ms;
    if (v === undefined) return report({ path: [], messageId: 'missing' });
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) report({ path: ['latency_p50_ms'], at: 'value', messageId: 'invalid', data: { value: quote(v) } });
  },
});
