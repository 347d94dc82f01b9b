import { defineRule, hasText, isObject, own, snakeKey } from '../../src/toolkit/index.js';

/** Where a schema gives each enum value's meaning beside the enum (OpenAPI generators, VS Code, Kubernetes …). */
const PER_VALUE = ['enumDescriptions', 'x-enum-descriptions', 'x-enumDescriptions', 'markdownEnumDescriptions', 'enumNames', 'x-enumNames', 'x-enum-varnames', 'x-enum-names', 'x-enum-labels'];

/**
 * Names whose numbers are codes (a `type` of 0, 1 or 2, an `activity_type_id`, a `severity` of 5 or 10: which is worse?): a number named
 * otherwise is a quantity (a rating of 1 to 5, 2 adults, a zoom of 12) and means what it says.
 */
const CODE_NAME = /(?:^|_)(?:id|type_id|severity|priority|tier|type|kind|status|state|mode|category|class|flag|flags|code|option|method|action|scope|visibility|role|level|format|channel|source|target|variant|style|filter)$/;

/** Names whose two-letter values are standard codes (ISO 639 languages, ISO 3166 countries) or units. */
const STANDARD_CODES = /(?:^|_)(?:lang|language|languages|locale|country|countries|country_code|region|market|gl|hl|cc|unit|units|temperature_unit|temp_unit|size|sizes|axis|orientation)$/;

/** Short values everyone reads the same way. */
const PLAIN = new Set(['on', 'no', 'ok', 'up', 'in', 'out', 'am', 'pm', 'x', 'y', 'z', 'xy', 'id', 'pc', 'tv', 'ai', 'ui', 'os', 'db', 'io', 'ip', 'vm', 'me', 'us', 'uk', 'eu']);

/**
 * A value an agent cannot read without being told: a number code, a letter with a number ("d1",
 * "m3"), and with `letters` one or two letters ("e", "i"). Letters are left to the strict preset:
 * in real catalogs they are mostly a domain's own notation (nucleotides A/T/C/G, an option's C/P,
 * weekdays MO/TU, sizes sm/md), which the model reads as the tool's users do.
 */
function opaque(value: unknown, numberCodes: boolean, letters: boolean): boolean {
  if (typeof value === 'number') return numberCodes;
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (/^-?\d+$/.test(v)) return numberCodes;
  if (/^[A-Za-z]\d{1,2}$/.test(v)) return true;
  if (!letters || PLAIN.has(v.toLowerCase())) return false;
  return /^[A-Za-z]{1,2}$/.test(v);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a text explains a value: "1 = open", "d1: last day", "m (month)", "daily (d)", "A means …",
 * "'w' for weekly", "0 - disabled", "3 → error", "'1' represents cleaning", "'0' disables".
 */
function explains(text: string, value: string): boolean {
  const v = escape(value);
  return new RegExp(String.raw`(?:^|[^\w])["'\`]?${v}["'\`]?\s*(?:=|:|：|-|–|—|→|->|\(|（|\bmeans?\b|\bfor\b|\bis\b|\bindicates?\b|\bstands? for\b|\brepresents?\b|\bdenotes?\b|\bdisables?\b|\benables?\b|\bturns?\b|\bequals?\b)|\(\s*["'\`]?${v}["'\`]?\s*\)`, 'i').test(text);
}

export default defineRule<{ letters: boolean }>({
  meta: {
    id: 'parameters/enum-descriptions',
    level: null,
    severity: 'warning',
    // Judged on the held-back half of the real catalogs: 0 right of 5 (docs/judgement.md).
    recommended: false,
    description: 'An enum whose values are codes (numbers, a letter with a number such as "d1", and with `letters` one or two letters) says what each value means, in the description or per value.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      opaque: 'Parameter "{{param}}" of "{{tool}}" has enum values {{values}} whose meanings are given nowhere; say what each means in its description ("{{sample}} = …") or per value (oneOf with const and description).',
      more: '{{count}} more parameters of "{{tool}}" have coded enum values whose meanings are given nowhere: {{names}}; say what each value means.',
    },
    flood: { messageId: 'opaque', into: 'more', key: 'param' },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        letters: { type: 'boolean', description: 'Also read values of one or two letters ("e", "i") as codes (the strict preset).' },
      },
    },
    defaultOptions: { letters: false },
    strictOptions: { letters: true },
  },
  create(context) {
    const { options, report } = context;
    let toolText = '';
    return {
      tool(tool) {
        toolText = typeof tool.descriptor.description === 'string' ? tool.descriptor.description : '';
      },
      'parameters property'(prop) {
        const s = prop.schema;
        if (!isObject(s)) return;
        const values = own(s, 'enum') ?? (isObject(own(s, 'items')) ? own(own(s, 'items') as Record<string, unknown>, 'enum') : undefined);
        if (!Array.isArray(values)) return;
        const shown = values.filter((v) => v !== null && v !== '');
        if (shown.length < 2) return;
        const key = snakeKey(String(prop.path[prop.path.length - 1]));
        if (STANDARD_CODES.test(key)) return;
        const numberCodes = CODE_NAME.test(key);
        if (!shown.every((v) => opaque(v, numberCodes, options.letters))) return;
        if (PER_VALUE.some((k) => own(s, k) !== undefined)) return;
        const texts = [hasText(s.description) ? s.description : '', hasText(s.title) ? s.title : '', toolText].filter(Boolean);
        // Explained for one value at least: the author read them as needing words, and wrote some.
        // At most the first 20 values are looked for, so that a huge enum and a long description cost a bounded number of scans.
        if (shown.slice(0, 20).some((v) => texts.some((t) => explains(t, String(v))))) return;
        const list = shown.slice(0, 5).map((v) => JSON.stringify(v)).join(', ') + (shown.length > 5 ? ', …' : '');
        report({ path: [...prop.path, ...(own(s, 'enum') !== undefined ? ['enum'] : ['items', 'enum'])], messageId: 'opaque', data: { param: prop.name, values: list, sample: String(shown[0]) } });
      },
    };
  },
});
