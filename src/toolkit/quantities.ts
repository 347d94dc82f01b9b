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

const COUNT_NAME = tokens('limit count counts num n top top_k k max_results max_items max_count results items rows records entries tokens max_tokens lines retries attempts max_retries adults children infants pets guests rooms people persons quantity qty head tail per_page page_size batch_size sample_size num_results');
const POSITION_NAME = tokens('page offset index idx position pos start_index end_index line line_number row column col skip');
const SCALE_NAME = tokens('percent percentage pct ratio rating stars priority month day hour minute weekday zoom latitude lat longitude lon lng port');
const COUNT_TEXT = /\b(?:number of|how many|count of|maximum number|max(?:imum)? (?:results|items|entries|rows|records|lines)|(?:first|last|top) n\b)/i;
const POSITION_TEXT = /\b(?:index of|(?:zero|one|0|1)-based|page number|offset|line number)\b/i;

const MEASURES: Array<[Exclude<Quantity, 'count' | 'position' | 'scale'>, RegExp, RegExp]> = [
  ['duration', tokens('timeout duration delay interval wait ttl expiry expires_in expiration elapsed seconds secs sec ms millis milliseconds minutes mins hours days weeks time_limit cooldown'), /\b(?:timeout|duration|delay|interval|how long|time to live|ttl|expir\w+)\b/i],
  ['distance', tokens('distance radius range_km altitude elevation'), /\b(?:distance|radius|altitude|elevation)\b/i],
  ['money', tokens('price amount cost budget salary fee fees balance total_price unit_price min_price max_price payment refund_amount'), /\b(?:price|amount of money|cost|budget|salary|fee|balance)\b/i],
  ['size', tokens('size file_size max_size bytes memory disk storage bandwidth'), /\b(?:file size|size in|memory|disk space|storage)\b/i],
  ['temperature', tokens('temperature temp'), /\btemperature\b/i],
  ['weight', tokens('weight mass'), /\b(?:weight|mass)\b/i],
  ['dimension', tokens('width height length depth'), /\b(?:width|height)\b/i],
];

/** What a number parameter named `name` with this description measures, or undefined. */
export function quantityOf(name: string, description: string): Quantity | undefined {
  const key = snakeKey(name);
  for (const [kind, byName] of MEASURES) if (byName.test(key)) return kind;
  if (COUNT_NAME.test(key)) return 'count';
  if (POSITION_NAME.test(key)) return 'position';
  if (SCALE_NAME.test(key)) return 'scale';
  if (COUNT_TEXT.test(description)) return 'count';
  if (POSITION_TEXT.test(description)) return 'position';
  for (const [kind, , byText] of MEASURES) if (byText.test(description)) return kind;
  return undefined;
}

/** Words that say a number may be fractional: a count or an index described so is not a whole number. */
export const FRACTIONAL = /\b(?:decimal|fraction(?:al)?|float(?:ing)?|ratio|percent(?:age)?|proportion|weight(?:ed)?|average|mean|rate|score|e\.g\.,? ?\d+\.\d|\d+\.\d+)\b/i;
