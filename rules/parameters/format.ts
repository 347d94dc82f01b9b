import { defineRule } from '../../src/rule.js';
import { hasText, own, walkProperties, isObject } from '../../src/util.js';

/**
 * What a property obviously is, from its name or description. The first match wins. Kept narrow:
 * `*_on` only for the usual date verbs (not `sort_on`), "URL" not when it qualifies something else
 * ("URL-encoded", "URL path"), and no date-time guess for Unix or epoch timestamps.
 */
const GUESSES: Array<{ format: string; name?: RegExp; text?: RegExp; unless?: RegExp }> = [
  { format: 'email', name: /(^|_)e_?mail(_address)?$/i, text: /\bemail address\b/i },
  {
    format: 'uri',
    name: /(^|_)(url|uri|href|website|homepage|webhook)$/i,
    text: /\b(URL|URI)\b(?![- ]?(path|slug|segment|encod\w*|safe|param\w*|query|fragment|component|pattern|template|scheme))/,
  },
  {
    format: 'date-time',
    name: /(^|_)(timestamp|datetime|date_time)$|_at$/i,
    text: /\b(ISO[ -]?8601 (timestamp|date-?time)|date-?time|timestamp)\b/i,
    unless: /\b(unix|epoch|posix)\b/i,
  },
  {
    format: 'date',
    name: /(^|_)(date|birthday|birth_date|dob)$|(^|_)(created|updated|modified|deleted|published|released|expires|starts?|ends?|due|born|effective)_on$/i,
    text: /\bYYYY-MM-DD\b|\bISO[ -]?8601 date\b(?!-?time)/i,
  },
];

const KNOWN_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'idn-email', 'uri', 'iri', 'uri-reference', 'iri-reference', 'hostname', 'ipv4', 'ipv6', 'uuid', 'duration', 'uri-template']);

export function guessFormat(name: string, description: unknown): string | undefined {
  for (const g of GUESSES) {
    if (g.unless && hasText(description) && g.unless.test(description)) continue;
    if (g.name?.test(name)) return g.format;
    if (hasText(description) && g.text?.test(description)) return g.format;
  }
  return undefined;
}

export default defineRule({
  meta: {
    id: 'parameters/format',
    level: 1,
    severity: 'warning',
    description: 'String parameters that are obviously a date, date-time, email or URI declare `format`.',
    spec: '§3.3, §6',
    messages: { missing: 'Parameter "{{param}}" has no format, but its name or description says {{format}}; add format: {{format}}.' },
  },
  check({ tool, report }) {
    for (const prop of walkProperties(tool.descriptor.parameters, ['parameters'])) {
      const s = prop.schema;
      if (!isObject(s)) continue;
      const type = own(s, 'type');
      if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) continue;
      if (own(s, 'format') !== undefined || own(s, 'enum') !== undefined || own(s, 'const') !== undefined || own(s, 'pattern') !== undefined) continue;
      const key = String(prop.path[prop.path.length - 1]);
      const format = guessFormat(key, s.description);
      if (format && KNOWN_FORMATS.has(format)) report({ path: prop.path, messageId: 'missing', data: { param: prop.name, format } });
    }
  },
});
