import { collapseWhitespace, defineRule, hasText, own, schemaName } from '../../src/toolkit/index.js';

/**
 * Phrases that announce a closed set of values. Kept narrow on purpose: "one of" followed by a colon,
 * "the following", a quoted value or a list ("one of asc, desc", not "one of the user's projects");
 * "either" followed by a single word ("either asc or desc", not "either a city name or coordinates");
 * "allowed/valid/possible/supported values", "a|b" alternatives, and a quoted list ending in "or".
 */
const CLOSED_SET = [
  /\bone of\s*(:|the following\b|(['"`])[^'"`]+\2|[\w-]+\s*[,|/:])/i,
  /\beither\s+(['"`]?)[\w-]+\1\s*(,|\bor\b)/i,
  /\b(allowed|valid|possible|supported|accepted|permitted) values\b/i,
  /\b(values|options) (are|include)\s*:/i,
  /(^|[\s(:])[A-Za-z0-9_-]+\|[A-Za-z0-9_-]+(\|[A-Za-z0-9_-]+)*([\s).,]|$)/,
  // From the first item of a list only (not from each of its items: that read a long list once per item).
  /(?<!(?:'[^'"`\s]+'|"[^'"`\s]+"|`[^'"`\s]+`)\s*,\s*)(?:(['"`])[^'"`\s]+\1\s*,\s*)+(['"`])[^'"`\s]+\2\s*,?\s*(or|and)\s+(['"`])[^'"`\s]+\4/i,
];

/**
 * Wording that keeps a set open or is about something else: examples ("such as", "e.g."), other
 * values allowed ("custom", "not exhaustive", "or any other"), two parameters that exclude each
 * other ("either text or regex, not both"), and patterns (a regular expression's `a|b`).
 */
const OPEN_SET = [
  /\b(such as|e\.g\.?|eg\.|for example|for instance|examples?\b|like\s+['"`]|etc\b|and so on|among others|including but not limited)/i,
  /\.\.\.|…/,
  /\b(custom|not exhaustive|non-exhaustive|or any other|any other|or others?\b|and more\b|any valid|arbitrary|free[- ]form)/i,
  /\bnot both\b|\bmutually exclusive\b|\b(must|should) (be )?(provided|specified|given|set)\b|\bone of (these|them|the two) (is|must)/i,
  /\b(regex|regular expression|glob|wildcard|pattern)\b/i,
];

/** The words that name the set, quoted in the message (at most 60 characters). */
export function closedSetPhrase(text: string): string | undefined {
  const flat = collapseWhitespace(text);
  if (OPEN_SET.some((re) => re.test(flat))) return undefined;
  for (const re of CLOSED_SET) {
    const m = re.exec(flat);
    if (!m) continue;
    const start = Math.max(0, m.index + (m[0].length - m[0].trimStart().length));
    const end = Math.min(flat.length, start + 60);
    const phrase = flat.slice(start, end);
    return end < flat.length ? `${phrase.trimEnd()}…` : phrase;
  }
  return undefined;
}

export default defineRule({
  meta: {
    id: 'parameters/enum-for-closed-set',
    level: null,
    severity: 'warning',
    description: 'A string parameter whose description lists a closed set of values declares them with `enum`.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      missing: 'Parameter "{{param}}" of "{{tool}}" lists its values in prose ("{{phrase}}") but has no enum; declare them in enum so the agent cannot guess.',
      more: '{{count}} more parameters of "{{tool}}" list their values in prose but have no enum: {{names}}; declare each one\'s values in enum.',
    },
    flood: { messageId: 'missing', into: 'more', key: 'param' },
  },
  create(context) {
    const { report } = context;
    return {
      'parameters schema'(node) {
        const { schema, path } = node;
        if (path.length < 2) return;
        const type = own(schema, 'type');
        if (type !== undefined && type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return;
        if (own(schema, 'enum') !== undefined || own(schema, 'const') !== undefined) return;
        if (own(schema, 'items') !== undefined || own(schema, 'properties') !== undefined) return;
        if (!hasText(schema.description)) return;
        const phrase = closedSetPhrase(schema.description);
        if (phrase) report({ path, messageId: 'missing', data: { param: schemaName(path), phrase: phrase.replace(/"/g, "'") } });
      },
    };
  },
});
