import { defineRule, quote } from '../../src/toolkit/index.js';

export const COST_HINTS = ['free', 'cheap', 'metered', 'expensive'] as const;
/** Scales seen in real descriptors, mapped onto the spec's words for the fix hint. */
const ALIASES: Record<string, string> = { none: 'free', zero: 'free', low: 'cheap', medium: 'metered', paid: 'metered', usage: 'metered', high: 'expensive' };

export default defineRule({
  meta: {
    id: 'hints/cost',
    level: 3,
    severity: 'warning',
    description: '`cost_hint`, when present, is one of free, cheap, metered, expensive.',
    spec: '§4, §15',
    fields: ['cost_hint'],
    tags: ['hints'],
    messages: {
      invalid: '"cost_hint" of "{{tool}}" is {{value}}; use one of "free", "cheap", "metered", "expensive".',
      alias: '"cost_hint" of "{{tool}}" is {{value}}; use the spec\'s word "{{suggestion}}" (one of "free", "cheap", "metered", "expensive").',
    },
  },
  check({ tool, report }) {
    const v = tool.descriptor.cost_hint;
    if (v === undefined || (COST_HINTS as readonly unknown[]).includes(v)) return;
    const suggestion = typeof v === 'string' ? (ALIASES[v.toLowerCase()] ?? COST_HINTS.find((c) => c === v.toLowerCase())) : undefined;
    report({ path: ['cost_hint'], at: 'value', messageId: suggestion ? 'alias' : 'invalid', data: { value: quote(v), suggestion: suggestion ?? '' } });
  },
});
