import { defineRule, quote, typeName } from '../../src/toolkit/index.js';

interface Options {
  min: number;
  max: number;
}

export default defineRule<Options>({
  meta: {
    id: 'search/keywords',
    level: 3,
    severity: 'warning',
    description: 'Every tool has 3–7 distinct, non-empty `tool_search_keywords` that add synonyms rather than repeat the name.',
    spec: '§4, §12, §13',
    fields: ['tool_search_keywords'],
    tags: ['search'],
    messages: {
      missing: 'Tool "{{tool}}" has no "tool_search_keywords"; add 3–7 synonyms users might say when they need this tool.',
      type: '"tool_search_keywords" of "{{tool}}" is {{type}}; write a list of 3–7 short terms.',
      tooFew: '"tool_search_keywords" of "{{tool}}" has {{count}} distinct term{{plural}}, fewer than {{min}}; add synonyms users might say.',
      tooMany: '"tool_search_keywords" of "{{tool}}" has {{count}} terms, more than {{max}}; keep the {{max}} users are most likely to say.',
      empty: 'Keyword {{index}} of "{{tool}}" is empty or not text; remove it or write a term.',
      duplicate: 'Keyword {{value}} of "{{tool}}" repeats keyword {{first}}; remove the duplicate.',
      onlyName: 'Every keyword of "{{tool}}" repeats the tool name "{{name}}"; add synonyms users might say instead.',
    },
    options: {
      type: 'object',
      properties: { min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
    defaultOptions: { min: 3, max: 7 },
  },
  check({ tool, options, report }) {
    const kw = tool.descriptor.tool_search_keywords;
    if (kw === undefined) return report({ path: [], messageId: 'missing' });
    if (!Array.isArray(kw)) return report({ path: ['tool_search_keywords'], at: 'value', messageId: 'type', data: { type: typeName(kw) } });
    const seen = new Map<string, number>();
    kw.forEach((k, index) => {
      if (typeof k !== 'string' || !k.trim()) return report({ path: ['tool_search_keywords', index], at: 'value', messageId: 'empty', data: { index: index + 1 } });
      const norm = normalize(k);
      const first = seen.get(norm);
      if (first !== undefined) report({ path: ['tool_search_keywords', index], at: 'value', messageId: 'duplicate', data: { value: quote(k), first: first + 1 } });
      else seen.set(norm, index);
    });
    const count = seen.size;
    if (count < options.min) report({ path: ['tool_search_keywords'], messageId: 'tooFew', data: { count, plural: count === 1 ? '' : 's', min: options.min } });
    else if (kw.length > options.max) report({ path: ['tool_search_keywords'], messageId: 'tooMany', data: { count: kw.length, max: options.max } });
    const name = tool.descriptor.name;
    if (typeof name === 'string' && count > 0) {
      const nameWords = new Set(words(name));
      nameWords.add(normalize(name));
      const onlyName = [...seen.keys()].every((k) => nameWords.has(k) || words(k).every((w) => nameWords.has(w)));
      if (onlyName) report({ path: ['tool_search_keywords'], messageId: 'onlyName', data: { name } });
    }
  },
});

/** Case, spacing and separators do not make two keywords different. */
function normalize(s: string): string {
  return words(s).join(' ');
}

function words(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
