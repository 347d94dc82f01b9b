/**
 * What a number parameter measures, from its name and its description: rules about bounds, integer
 * types and units share one reading, so that a parameter one of them calls a count the others do too.
 *
 * - `count`: how many of something (results, items, adults, retries, lines): a whole number, at least 0;
 * - `position`: where to start or which one (page, offset, index, line number): a whole number;
 * - `scale`: a value on a fixed scale (a percentage, a rating, a month, a latitude, a zoom level);
 * - a measure in a unit (`duration`, `distance`, `money`, `size`, `temperature`, `weight`,
 *   `dimension`): a quantity whose number means nothing without its unit, currency or time zone.
 *
 * English names and descriptions; a parameter this cannot read is none of them.
 */
import { snakeKey } from './text.js';

export type Quantity = 'count' | 'position' | 'scale' | 'duration' | 'distance' | 'money' | 'size' | 'temperature' | 'weight' | 'dimension';

const tokens = (s: string) => new RegExp(String.raw`(?:^|_)(?:${s.trim().split(/\s+/).join('|')})(?:_|$)`);

const COUNT_NAME = tokens('limit count counts num n top top_k k max_results max_items max_count results items rows records entries tokens max_tokens lines retries attempts max_retries adults children infants pets guests rooms people persons head tail per_page page_size batch_size sample_size num_results');
const POSITION_NAME = tokens('page offset index idx position pos start_index end_index line line_number row column col skip');
const SCALE_NAME = tokens('percent percentage pct ratio rating stars priority month day hour minute weekday zoom latitude lat longitude lon lng port');
const COUNT_TEXT = /\b(?:number of|how many|count of|maximum number|max(?:imum)? (?:results|items|entries|rows|records|lines)|(?:first|last|top) n\b)/i;
const POSITION_TEXT = /\b(?:index of|(?:zero|one|0|1)-based|page number|offset|line number)\b/i;

/** A measure is named by its head noun, the name's last word: `bill_amount`, `timeout`, not `cost_limit`. */
const last = (s: string) => new RegExp(String.raw`(?:^|_)(?:${s.trim().split(/\s+/).join('|')})$`);

const MEASURES: Array<[Exclude<Quantity, 'count' | 'position' | 'scale'>, RegExp, RegExp]> = [
  ['duration', last('timeout duration delay interval wait ttl expiry expires_in expiration elapsed seconds secs sec ms millis milliseconds minutes mins hours days weeks time_limit cooldown'), /\b(?:timeout|duration|delay|interval|how long|time to live|ttl)\b/i],
  // A radius or an altitude is as often a circle's or a CSS border's, unit-free by nature.
  ['distance', last('distance'), /\b(?:distance|radius|altitude|elevation)\b/i],
  ['money', last('price amount cost budget salary fee fees balance payment'), /\b(?:price|amount of money|budget|salary|fee|balance)\b/i],
  ['size', last('file_size bytes memory disk_space storage bandwidth'), /\b(?:file size|size in bytes|memory|disk space|storage)\b/i],
  ['temperature', last('temperature temp'), /\btemperature\b/i],
  ['weight', last('mass body_weight weight_kg'), /\b(?:body weight|mass)\b/i],
  ['dimension', last('width height'), /\b(?:width|height)\b/i],
];

/**
 * The measure a parameter's name says it is, by its last word (`timeout`, `bill_amount`,
 * `radius`), or undefined: names only, since a description's words ("the genomic interval", "the
 * price of …" on a quantity) say what the value is about more often than what it is.
 */
export function measureOf(name: string): Exclude<Quantity, 'count' | 'position' | 'scale'> | undefined {
  const key = snakeKey(name);
  if (COUNT_NAME.test(key)) return undefined;
  for (const [kind, byName] of MEASURES) if (byName.test(key)) return kind;
  return undefined;
}

/** What a number parameter named `name` with this description measures, or undefined. */
export function quantityOf(name: string, description: string): Quantity | undefined {
  const key = snakeKey(name);
  // A limit that names a size (`page_size`, `max_tokens`) counts; it is not a measure.
  if (COUNT_NAME.test(key)) return 'count';
  for (const [kind, byName] of MEASURES) if (byName.test(key)) return kind;
  if (POSITION_NAME.test(key)) return 'position';
  if (SCALE_NAME.test(key)) return 'scale';
  if (COUNT_TEXT.test(description)) return 'count';
  if (POSITION_TEXT.test(description)) return 'position';
  for (const [kind, , byText] of MEASURES) if (byText.test(description)) return kind;
  return undefined;
}

/** Words that say a number may be fractional: a count or an index described so is not a whole number. */
export const FRACTIONAL = /\b(?:decimal|fraction(?:al)?|float(?:ing)?|ratio|percent(?:age)?|proportion|weight(?:ed)?|average|mean|rate|score|e\.g\.,? ?\d+\.\d|\d+\.\d+)\b/i;
