import { collapseWhitespace, defineRule, hasText, isObject, own, snakeKey } from '../../src/toolkit/index.js';

const STRING_BOUNDS = ['maxLength', 'enum', 'const', 'pattern', 'format'];
const NUMBER_BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'enum', 'const'];

type Keyword = 'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems';

/** A number in prose that is a bound, not part of a date, version or identifier. */
const N = String.raw`(-?\d+(?:\.\d+)?)(?![\d.:/-]*\d|[\w-])`;
/** A number that ends a range: no further digits, dots or word characters. */
const R = String.raw`(-?\d+(?:\.\d+)?)(?!\d|\.\d|\w)`;
// Built once (matchAll works on a copy, so the shared global regexes keep no state between calls).
// A bare range ("1-20", "1~5", "1 to 100") needs a number before it that is not the end of another
// number or a date ("2024-01-01"), and one after it that ends the range (R).
const RANGE = new RegExp(
  String.raw`\bbetween\s+${N}\s+(?:and|to)\s+${N}|\bfrom\s+${N}\s+to\s+${N}|\brange\s*:?\s*${R}\s*(?:-|–|to)\s*${R}|(?<![\d.:/-])${R}\s*(?:-|–|~|～|〜|\bto\b|到|至)\s*${R}`,
  'gi',
);
// "max 100", "up to 50", "최대 50", "最多 50", "不超过 50"; and CJK's number-first forms, "50 이하", "50以内".
const MAX = new RegExp(
  String.raw`(?:\b(?:max(?:imum)?(?:\s+(?:is|of))?|at most|up to|no more than|not (?:to )?exceed(?:ing)?|cannot exceed|must not exceed|limit(?:ed)? to)|≤|<=|(?:최대|最多|最大|至多|不超过|不超過)[\u3400-\u9fff\uac00-\ud7af]{0,4})\s*:?\s*${N}|${R}\s*(?:개\s*)?(?:이하|까지|以内|以下)`,
  'gi',
);
const MIN = new RegExp(String.raw`(?:\b(?:min(?:imum)?(?:\s+(?:is|of))?|at least|no less than)|≥|>=|(?:최소|最少|最小|至少)[\u3400-\u9fff\uac00-\ud7af]{0,4})\s*:?\s*${N}|${R}\s*(?:개\s*)?(?:이상|以上)`, 'gi');
const EXAMPLE_BEFORE = /(?:e\.g\.?|i\.e\.?|for example|for instance|such as|like|예:|예를 들어|例如|如)\s*[:,]?\s*$/i;
const UNITS: Record<string, RegExp> = {
  string: /^(?:characters?|chars?|letters?|bytes?)\b/i,
  array: /^(?:items?|elements?|entries|values|urls|ids|tags|results|keywords|files|paths|names)\b/i,
};

/**
 * Limits a description states: "max 100", "at most 50 characters", "between 1 and 10", "1-100",
 * "up to 20 items". Only limits in the parameter's own units count: characters for a string,
 * items for an array, bare numbers for a number.
 */
export function statedLimits(text: string, kind: 'string' | 'number' | 'array'): Array<{ keyword: Keyword; value: number; phrase: string }> {
  const out: Array<{ keyword: Keyword; value: number; phrase: string }> = [];
  // Every limit is a number: most descriptions have no digit, and need none of the patterns.
  if (!/\d/.test(text)) return out;
  const t = collapseWhitespace(text);
  const [lo, hi]: [Keyword, Keyword] = kind === 'string' ? ['minLength', 'maxLength'] : kind === 'array' ? ['minItems', 'maxItems'] : ['minimum', 'maximum'];
  const unitOk = (rest: string) => (kind === 'number' ? !/^\s*(?:characters?|chars?|letters?|words?)\b/i.test(rest) : UNITS[kind]!.test(rest.trim()));
  for (const m of t.matchAll(RANGE)) {
    const nums = m.slice(1).filter((x) => x !== undefined).map(Number);
    const rest = t.slice(m.index + m[0].length);
    // "e.g. 2023-2024" is an example of a value, not the range of values.
    if (EXAMPLE_BEFORE.test(t.slice(Math.max(0, m.index - 16), m.index))) continue;
    if (nums.length === 2 && nums[0]! < nums[1]! && unitOk(rest)) {
      out.push({ keyword: lo, value: nums[0]!, phrase: m[0] }, { keyword: hi, value: nums[1]!, phrase: m[0] });
    }
  }
  for (const m of t.matchAll(MAX)) {
    if (unitOk(t.slice(m.index + m[0].length))) out.push({ keyword: hi, value: Number(m[1] ?? m[2]), phrase: m[0] });
  }
  for (const m of t.matchAll(MIN)) {
    if (unitOk(t.slice(m.index + m[0].length))) out.push({ keyword: lo, value: Number(m[1] ?? m[2]), phrase: m[0] });
  }
  return out;
}

/**
 * Numbers whose range the tool's author knows and an agent gets wrong without it, each with what to
 * add: how many results to return (the server's largest page), which page or index (0 or 1 first), a fixed
 * scale (a percentage, a rating, a month, a latitude, a port) and how many of something to book or
 * buy (at least 1). An offset (always from 0) or a count of anything else has only the obvious
 * bound, which no agent gets wrong.
 */
const KINDS: Array<{ name: RegExp; text?: RegExp; hint: string }> = [
  {
    name: /(^|_)(limit|count|num|n|top|top_k|k|max_results|max_items|max_count|results|rows|records|entries|max_tokens|per_page|page_size|batch_size|num_results|max_hits)(_|$)/,
    text: /\b(?:(?:max(?:imum)? )?number of|how many)\s+(?:results|items|entries|records|rows|matches|hits|documents|messages|pages|lines|tokens)\b|\b(?:results|items|entries) (?:to return|per page)\b/i,
    hint: 'add minimum: 1 and the largest value the tool returns',
  },
  { name: /(^|_)(page|page_number|page_no|page_index|index|idx|position|pos)(_|$)/, text: /\bpage number\b|\bindex of\b|\b(?:zero|one|0|1)-based\b/i, hint: 'add minimum: 0 or 1, whichever comes first' },
  {
    name: /(^|_)(percent|percentage|pct|rating|stars|priority|month|day|hour|minute|weekday|zoom|latitude|lat|longitude|lon|lng|port)(_|$)/,
    text: /\b(?:percent(?:age)?|latitude|longitude)\b/i,
    hint: 'add the ends of its scale',
  },
  // Not `quantity`: an invoice line's quantity is 1.5 hours as often as 2 items.
  { name: /(^|_)(adults|children|infants|pets|guests|people|persons|passengers|tickets|seats)(_|$)/, hint: 'add minimum: 1 (0 where none is allowed) and the most the tool takes' },
];
/**
 * Measures whose range no one can state: a chart's width, a price, a distance, a duration, a
 * year. Their only evident bound is "not negative", which says nothing an agent would get wrong;
 * the rule reports them only where the description states a limit (or with scope "all").
 */
const UNKNOWABLE = new RegExp(
  String.raw`(^|_)(width|height|w|h|size|length|depth|radius|distance|price|amount|cost|total|weight|temperature|temp|year|years|timeout|ms|millis|seconds|secs|sec|minutes|mins|hours|days|weeks|months|duration|delay|interval|wait|bytes|nbytes|kb|mb|size_kb|size_mb|px|pixels|dpi|scale|quality|font_size|x|y|z|dx|dy|value)(_|$)`,
);
const UNKNOWABLE_TEXT = /\b(in (milli)?seconds|in minutes|in hours|in (pixels|px)|in (bytes|kilobytes|megabytes)|width|height|price|cost|amount of money|distance|timeout|duration|delay|year)\b/i;
/** Names that are a limit on what is returned even though they name a size (`page_size`, `max_results`). */
const LIMIT_NAME = /(^|_)(page_size|per_page|batch_size|top_k|max_results|max_items|limit)(_|$)/;

/** What to add to a number parameter whose range is evident, or undefined when it is not. */
function evidentRange(key: string, text: string): string | undefined {
  if (!LIMIT_NAME.test(key) && (UNKNOWABLE.test(key) || UNKNOWABLE_TEXT.test(text))) return undefined;
  return (KINDS.find((k) => k.name.test(key)) ?? KINDS.find((k) => k.text?.test(text)))?.hint;
}

/** Identifiers are numbers without a meaningful range ("id", "user_id", "storyId", "pid"). */
const ID_NAME = /(^|_)(id|ids|pid|uid|gid|tid)$/;
const ID_TEXT = /^(the\s+)?(unique\s+)?(numeric\s+)?(id|identifier)\b/i;

export default defineRule<{ scope: 'evident' | 'all' }>({
  meta: {
    id: 'parameters/bounds',
    level: null,
    severity: 'warning',
    description:
      'Parameters carry the bounds they evidently need: a limit their description states, and a range for numbers that count, size, index or time something; with scope "all", every string and number is bounded.',
    spec: '§6',
    fields: ['parameters'],
    // "Add enum" and "add format" are the same fix as "add a bound", said better.
    defersTo: ['parameters/enum-for-closed-set', 'parameters/format'],
    strictOptions: { scope: 'all' },
    messages: {
      stated: 'Parameter "{{param}}" of "{{tool}}" says "{{phrase}}" but its schema has no {{keywords}}; add {{additions}} so validators enforce it.',
      number: 'Number parameter "{{param}}" of "{{tool}}" has no minimum or maximum; {{hint}}.',
      string: 'String parameter "{{param}}" of "{{tool}}" is unbounded; add maxLength, pattern, format or enum.',
      more: '{{count}} more parameters of "{{tool}}" lack the bounds their descriptions state or their kind needs: {{names}}; add the limits to each schema.',
    },
    flood: { messageId: ['stated', 'number', 'string'], into: 'more', key: 'param' },
    options: {
      type: 'object',
      properties: {
        scope: {
          enum: ['evident', 'all'],
          description: '"evident": stated limits and numbers (the recommended preset); "all": also every string without maxLength, pattern, format or enum (the strict preset).',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { scope: 'evident' },
  },
  create(context) {
    const { options, report } = context;
    return {
      'parameters property'(prop) {
        const s = prop.schema;
        if (!isObject(s)) return;
        const type = own(s, 'type');
        const kind = type === 'string' ? 'string' : type === 'number' || type === 'integer' ? 'number' : type === 'array' ? 'array' : undefined;
        if (!kind) return;
        if (own(s, 'enum') !== undefined || own(s, 'const') !== undefined) return;
        const missing = hasText(s.description)
          ? statedLimits(s.description, kind).filter((l) => own(s, l.keyword) === undefined && !(l.keyword === 'maximum' && own(s, 'exclusiveMaximum') !== undefined) && !(l.keyword === 'minimum' && own(s, 'exclusiveMinimum') !== undefined))
          : [];
        if (missing.length) {
          // Every bound the first phrase states ("1-100": minimum and maximum), once each.
          const phrase = missing[0]!.phrase;
          const same = missing.filter((l, i) => l.phrase === phrase && missing.findIndex((o) => o.keyword === l.keyword) === i);
          report({
            path: prop.path,
            messageId: 'stated',
            data: { param: prop.name, phrase, keywords: same.map((l) => l.keyword).join(' or '), additions: same.map((l) => `${l.keyword}: ${l.value}`).join(' and ') },
          });
          return;
        }
        const key = snakeKey(String(prop.path[prop.path.length - 1]));
        const has = (keys: string[]) => keys.some((k) => own(s, k) !== undefined);
        const timestamp = hasText(s.description) && /\b(timestamp|epoch|unix time)\b/i.test(s.description);
        const text = hasText(s.description) ? s.description : '';
        const identifier = ID_NAME.test(key) || (hasText(s.description) && ID_TEXT.test(s.description.trim()));
        const hint = timestamp || identifier ? undefined : evidentRange(key, text);
        if (kind === 'number' && !has(NUMBER_BOUNDS) && (options.scope === 'all' || hint)) {
          report({ path: prop.path, messageId: 'number', data: { param: prop.name, hint: hint ?? 'add the range the tool accepts' } });
        } else if (options.scope === 'all' && kind === 'string' && !has(STRING_BOUNDS)) {
          report({ path: prop.path, messageId: 'string', data: { param: prop.name } });
        }
      },
    };
  },
});
