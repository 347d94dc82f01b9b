import { collapseWhitespace, defineRule, hasText, isObject, own, snakeKey, walkProperties } from '../../src/toolkit/index.js';

const STRING_BOUNDS = ['maxLength', 'enum', 'const', 'pattern', 'format'];
const NUMBER_BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'enum', 'const'];

type Keyword = 'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems';

/** A number in prose that is a bound, not part of a date, version or identifier. */
const N = String.raw`(-?\d+(?:\.\d+)?)(?![\d.:/-]*\d|[\w-])`;
/** A number that ends a range: no further digits, dots or word characters. */
const R = String.raw`(-?\d+(?:\.\d+)?)(?![\d.]|\w)`;
// Built once (matchAll works on a copy, so the shared global regexes keep no state between calls).
const RANGE = new RegExp(String.raw`\bbetween\s+${N}\s+(?:and|to)\s+${N}|\bfrom\s+${N}\s+to\s+${N}|\brange\s*:?\s*${R}\s*(?:-|–|to)\s*${R}|\(\s*${R}\s*(?:-|–)\s*${R}\s*\)`, 'gi');
const MAX = new RegExp(String.raw`\b(?:max(?:imum)?(?:\s+(?:is|of))?|at most|up to|no more than|not (?:to )?exceed(?:ing)?|cannot exceed|must not exceed|limit(?:ed)? to|≤|<=)\s*:?\s*${N}`, 'gi');
const MIN = new RegExp(String.raw`\b(?:min(?:imum)?(?:\s+(?:is|of))?|at least|no less than|≥|>=)\s*:?\s*${N}`, 'gi');
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
    if (nums.length === 2 && nums[0]! < nums[1]! && unitOk(rest)) {
      out.push({ keyword: lo, value: nums[0]!, phrase: m[0] }, { keyword: hi, value: nums[1]!, phrase: m[0] });
    }
  }
  for (const m of t.matchAll(MAX)) {
    if (unitOk(t.slice(m.index + m[0].length))) out.push({ keyword: hi, value: Number(m[1]), phrase: m[0] });
  }
  for (const m of t.matchAll(MIN)) {
    if (unitOk(t.slice(m.index + m[0].length))) out.push({ keyword: lo, value: Number(m[1]), phrase: m[0] });
  }
  return out;
}

/**
 * Numbers whose range is evident from what they are: counts, sizes, positions, durations, pages,
 * limits, coordinates and the like. An arbitrary value (a chart's data point, an operand) has none.
 */
const MEASURE = new RegExp(
  String.raw`(^|_)(limit|count|counts|num|number|n|size|page|pages|per_page|page_size|offset|index|idx|top|top_k|k|max|min|depth|level|line|lines|length|width|height|timeout|ms|seconds|secs|minutes|hours|days|weeks|months|years|retries|attempts|adults|children|infants|pets|guests|rooms|port|percent|percentage|ratio|year|month|day|hour|minute|radius|distance|zoom|latitude|lat|longitude|lon|lng|rating|stars|priority|quantity|qty|price|tokens|results|items|bytes|nbytes|size_kb|size_mb)(_|$)`,
);
const MEASURE_TEXT = /\b(number of|how many|(first|last|top) n|lines|maximum|minimum|max\.?|min\.?|count of|index of|(zero|one|0|1)-based|offset|page|limit|timeout|in (milli)?seconds|in minutes|in (pixels|px)|width|height|latitude|longitude)\b/i;
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
      stated: 'Parameter "{{param}}" of "{{tool}}" says "{{phrase}}" but its schema has no {{keyword}}; add {{keyword}}: {{value}} so validators enforce it.',
      number: 'Number parameter "{{param}}" of "{{tool}}" has no minimum or maximum; add the range the tool accepts (minimum: 0 for a count or an index).',
      string: 'String parameter "{{param}}" of "{{tool}}" is unbounded; add maxLength, pattern, format or enum.',
      numberMore: '{{count}} more number parameters of "{{tool}}" have no minimum or maximum: {{names}}; add the range each accepts.',
    },
    flood: { messageId: 'number', into: 'numberMore', key: 'param' },
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
  check({ tool, options, report }) {
    for (const prop of walkProperties(tool.descriptor.parameters, ['parameters'])) {
      const s = prop.schema;
      if (!isObject(s)) continue;
      const type = own(s, 'type');
      const kind = type === 'string' ? 'string' : type === 'number' || type === 'integer' ? 'number' : type === 'array' ? 'array' : undefined;
      if (!kind) continue;
      if (own(s, 'enum') !== undefined || own(s, 'const') !== undefined) continue;
      const stated = hasText(s.description) ? statedLimits(s.description, kind).find((l) => own(s, l.keyword) === undefined && !(l.keyword === 'maximum' && own(s, 'exclusiveMaximum') !== undefined) && !(l.keyword === 'minimum' && own(s, 'exclusiveMinimum') !== undefined)) : undefined;
      if (stated) {
        report({ path: prop.path, messageId: 'stated', data: { param: prop.name, phrase: stated.phrase, keyword: stated.keyword, value: stated.value } });
        continue;
      }
      const key = snakeKey(String(prop.path[prop.path.length - 1]));
      const has = (keys: string[]) => keys.some((k) => own(s, k) !== undefined);
      const timestamp = hasText(s.description) && /\b(timestamp|epoch|unix time)\b/i.test(s.description);
      const measure = !timestamp && (MEASURE.test(key) || (hasText(s.description) && MEASURE_TEXT.test(s.description)));
      const identifier = ID_NAME.test(key) || (hasText(s.description) && ID_TEXT.test(s.description.trim()));
      if (kind === 'number' && !has(NUMBER_BOUNDS) && (options.scope === 'all' || (measure && !identifier))) {
        report({ path: prop.path, messageId: 'number', data: { param: prop.name } });
      } else if (options.scope === 'all' && kind === 'string' && !has(STRING_BOUNDS)) {
        report({ path: prop.path, messageId: 'string', data: { param: prop.name } });
      }
    }
  },
});
