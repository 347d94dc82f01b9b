import { collapseWhitespace, defineRule, hasText, isObject, own, parameterNotes, snakeKey } from '../../src/toolkit/index.js';

/**
 * What a string parameter evidently is, with the words that say so, or undefined. Evidence must be
 * specific: a URL or e-mail parameter by its name, a date or date-time by the one format its
 * description states ("YYYY-MM-DD", "ISO 8601 date", "RFC 3339", an example such as
 * 2024-03-01T13:00:00Z). A word like "date" or "timestamp" somewhere in the text is not enough, and
 * anything that admits another form ("URL or ID", "YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS", "today",
 * an SSH remote, a path) is not one format.
 */
export function guessFormat(name: string, description: unknown, defaultValue?: unknown, toolDescription?: unknown): { format: string; evidence: string } | undefined {
  const guess = guessFrom(name, description, toolDescription);
  // A default of another shape ("current_date", "now") says the parameter takes more than the format.
  if (guess && typeof defaultValue === 'string' && !FORMAT_VALUE[guess.format]!.test(defaultValue)) return undefined;
  return guess;
}

/**
 * "URL or ID", "path or URL", git remotes over SSH (scp-style `git@host:repo`), relative paths, and
 * URL patterns ("URL pattern to match", "glob", "*.example.com"): not every value is a URI.
 */
const NOT_ONLY_URIS =
  /\b(ids?|identifiers?|paths?|names?|keywords?|slugs?|handles?|ssh|scp|relative|local file|file ?path|patterns?|globs?|wildcards?|regex(?:es)?|regular expressions?|substrings?|partial|prefix(?:es)?|match(?:es|ing)?|hostname|domain)\b|git@|owner\/repo|\*\.|\/\*/i;

/**
 * Whether the tool description's notes on a parameter admit more than URIs, decided once per name
 * and description: a name met at many depths (`url` in every nested object) is not read again.
 */
let verdicts: { description: string; byName: Map<string, boolean> } | undefined;
function notesSayNotOnlyUris(description: string, name: string): boolean {
  if (verdicts?.description !== description) verdicts = { description, byName: new Map() };
  let v = verdicts.byName.get(name);
  if (v === undefined) verdicts.byName.set(name, (v = NOT_ONLY_URIS.test(parameterNotes(description, name))));
  return v;
}

const FORMAT_VALUE: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/,
  email: /^[^@\s]+@[^@\s]+$/,
  uri: /^[A-Za-z][A-Za-z0-9+.-]*:/,
};

function guessFrom(name: string, description: unknown, toolDescription?: unknown): { format: string; evidence: string } | undefined {
  const key = snakeKey(name);
  const text = hasText(description) ? collapseWhitespace(description) : '';
  // The parameter is itself a format, pattern, sort key or template, not a value in that format.
  if (/(^|_)(format|fmt|pattern|regex|template|filter|sort|sort_by|order|order_by|glob|mask|prefix|suffix|query)$/.test(key)) return undefined;
  if (/\b(date|time) ?format\b|\bformat string\b|\bstrftime\b|\bplaceholder\b|\{[a-z_]+\}/i.test(text)) return undefined;

  if (/(^|_)e_?mail(_address)?$/.test(key) && !/\bor\b|\btypically\b|\busually\b|\boften\b|\bsuch as\b/i.test(text)) {
    return { format: 'email', evidence: `its name is "${name}"` };
  }
  if (/(^|_)(url|uri|href|website|homepage|webhook_url)$/.test(key)) {
    // What the tool's description says of the parameter counts too ("Memory URL Format: use paths like
    // folder/note or memory://folder/note", livemcptool/basic-memory.json, build_context).
    if (NOT_ONLY_URIS.test(text) || (hasText(toolDescription) && notesSayNotOnlyUris(toolDescription, name))) return undefined;
    return { format: 'uri', evidence: `its name is "${name}"` };
  }
  if (!text || /\b(unix|epoch|posix|milliseconds|seconds since)\b/i.test(text)) return undefined;
  // Relative dates, natural language, or a second accepted form: more than one format.
  if (/\b(today|tomorrow|yesterday|now|relative|natural language|ago|next week|last week)\b/i.test(text)) return undefined;
  // A hedge ("typically a timestamp", "a token, often …") says the value is not always in the format.
  if (/\b(typically|usually|often|generally|token|cursor)\b/i.test(text)) return undefined;
  const dateTime =
    /\bRFC ?3339\b/i.exec(text) ??
    /\bISO[ -]?8601 (?:date-?time|datetime|timestamp)\b/i.exec(text) ??
    /\bYYYY-MM-DDTHH:mm(?::ss)?(?:\.s+)?(?:Z|[+±-]HH:?mm)/i.exec(text) ??
    /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})(?![\w:])/.exec(text);
  const date = /\bYYYY-MM-DD\b(?![T ]?(?:HH|\d{2}:\d{2}))/i.exec(text) ?? /\bISO[ -]?8601 date\b(?![- ]?time)/i.exec(text);
  const formats = text.match(/\b(?:YYYY|yyyy|DD|dd|MM|mm)[-/.](?:MM|mm|DD|dd|YYYY|yyyy)(?:[-/.](?:YYYY|yyyy|DD|dd|MM|mm))?(?:[T ]?HH:?(?:MM|mm)(?::?(?:SS|ss))?)?\b/g) ?? [];
  // Two written formats ("YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS"), or a non-ISO one (MM/DD/YYYY, DD-MM-YYYY).
  if (new Set(formats.map((f) => f.toUpperCase())).size > 1 || formats.some((f) => !/^YYYY-MM-DD/i.test(f))) return undefined;
  if (/\bHH\b|\bhh:mm\b|\bHH:MM\b/i.test(text) && !dateTime) return undefined;
  if (dateTime) return { format: 'date-time', evidence: `its description says "${dateTime[0]}"` };
  if (date) return { format: 'date', evidence: `its description says "${date[0]}"` };
  return undefined;
}

export default defineRule({
  meta: {
    id: 'parameters/format',
    level: null,
    severity: 'warning',
    description: 'String parameters that are evidently a date, date-time, email or URI (by the one format their description states, or by their name) declare `format`.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      missing: 'Parameter "{{param}}" of "{{tool}}" has no format, but {{evidence}}; add format: {{format}}.',
      more: '{{count}} more parameters of "{{tool}}" evidently hold a date, a date-time, an e-mail address or a URI but declare no format: {{names}}; add the format to each.',
    },
    flood: { messageId: 'missing', into: 'more', key: 'param' },
  },
  create(context) {
    const { report } = context;
    return {
      'parameters property'(prop) {
        const tool = context.tool;
        const s = prop.schema;
        if (!isObject(s)) return;
        const type = own(s, 'type');
        if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return;
        if (own(s, 'format') !== undefined || own(s, 'enum') !== undefined || own(s, 'const') !== undefined || own(s, 'pattern') !== undefined) return;
        const key = String(prop.path[prop.path.length - 1]);
        const guess = guessFormat(key, s.description, own(s, 'default'), tool.descriptor.description);
        if (guess) report({ path: prop.path, messageId: 'missing', data: { param: prop.name, evidence: guess.evidence, format: guess.format } });
      },
    };
  },
});
