import { Bm25Index, defineRule, EXAMPLE_PROMPTS, hasText, quote, searchTerms, type SearchDocument, type SearchTerm } from '../../src/toolkit/index.js';

interface Options {
  maxCandidates: number;
}

/** The weight of each field in the index, in the order of `fieldsOf`: name, tool_search_keywords, description. */
const WEIGHTS = [2, 2, 1];
/** Terms of a prompt considered. */
const MAX_QUERY = 200;
/** Words named in a message. */
const MAX_WORDS = 3;

export default defineRule<Options>({
  meta: {
    id: 'search/findable',
    level: null,
    severity: 'warning',
    description:
      "Each example's prompt, searched for over the catalog by keywords (BM25 over name, description and tool_search_keywords), finds its own tool at least as high as any other.",
    spec: '§2, §5, §12',
    tags: ['search', 'catalog'],
    // The real corpus holds no example prompts to measure it on (docs page, "Not in the recommended preset").
    recommended: false,
    messages: {
      outranked:
        'The prompt of example {{index}} of "{{tool}}" finds "{{other}}" first in a keyword search, through {{words}}; add the words that tell "{{tool}}" apart to its description or tool_search_keywords.',
      unmatched:
        'The prompt of example {{index}} of "{{tool}}" has no word of its name, description or tool_search_keywords and finds "{{other}}" first in a keyword search, through {{words}}; add the words users say for this tool to its description or tool_search_keywords.',
    },
    options: {
      type: 'object',
      properties: { maxCandidates: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
    defaultOptions: { maxCandidates: 1000 },
    // A tool's finding depends on every tool of the catalog (the ranking and its statistics).
    catalogInputs: { fields: ['description', 'tool_search_keywords', 'deprecated', EXAMPLE_PROMPTS] },
  },
  checkCatalog({ catalog, options, report }) {
    const tools = catalog.tools;
    // Deprecated tools are going away and are expected to read like their replacement: not ranked.
    const ranked = tools.map((t) => t.descriptor.deprecated !== true);
    const docs: Array<SearchDocument | undefined> = tools.map((t, i) => (ranked[i] ? fieldsOf(t.descriptor) : undefined));
    const prompts = tools.map((t, i) => (ranked[i] ? promptsOf(t.descriptor[EXAMPLE_PROMPTS]) : []));
    // A catalog of one tool, or with no prompt to rank, has nothing to find.
    if (docs.filter(Boolean).length < 2 || !prompts.some((p) => p.length)) return;
    const index = new Bm25Index(docs, WEIGHTS);
    tools.forEach((tool, i) => {
      for (const { at, prompt } of prompts[i]!) {
        const query = searchTerms(prompt, MAX_QUERY);
        if (!query.length) continue;
        const terms = query.map((q) => q.term);
        const own = index.score(terms, i);
        // Two tools of one name are one defect, name/unique's: not each other's competitors.
        const top = index.top(terms, own, (j) => j === i || tools[j]!.name === tool.name, options.maxCandidates);
        if (!top) continue;
        // Outranked only by a sibling that repeats the words both have more often, or is shorter, is
        // that sibling's weighting: this tool lacks no word. Reported when the words it lacks are
        // what put the other first (without them the other would not score above it).
        const lacking = lackingWords(index, query, top.doc, i);
        if (!lacking.words.length || top.score - lacking.score > own + 1e-9 * Math.max(1, own)) continue;
        const other = tools[top.doc]!;
        report(tool, {
          path: ['examples', at, 'prompt'],
          at: 'value',
          messageId: own > 0 ? 'outranked' : 'unmatched',
          data: { index: at + 1, other: other.name, words: listOf(lacking.words) },
          related: [{ tool: other, path: ['description'], message: `"${other.name}", which ranks first.` }],
        });
      }
    });
  },
});

/** A tool's fields as the index holds them, in the order of WEIGHTS. */
function fieldsOf(d: Record<string, unknown>): SearchDocument {
  const name = typeof d.name === 'string' ? d.name : '';
  const keywords = Array.isArray(d.tool_search_keywords) ? d.tool_search_keywords.filter((k): k is string => typeof k === 'string').join(' ') : '';
  const description = typeof d.description === 'string' ? d.description : '';
  return [name, keywords, description].map((text) => searchTerms(text).map((s) => s.term));
}

/** The prompts of a tool's examples (the catalog view's list), with the index of their example. */
function promptsOf(list: unknown): Array<{ at: number; prompt: string }> {
  if (!Array.isArray(list)) return [];
  const out: Array<{ at: number; prompt: string }> = [];
  list.forEach((p, at) => {
    if (hasText(p)) out.push({ at, prompt: p });
  });
  return out;
}

/**
 * The prompt's words the other tool has and this one lacks (largest contribution first) and what
 * they give the other tool in all.
 */
function lackingWords(index: Bm25Index, query: readonly SearchTerm[], other: number, own: number): { words: string[]; score: number } {
  const seen = new Set<string>();
  const gains: Array<{ word: string; gain: number }> = [];
  let score = 0;
  for (const { term, word } of query) {
    if (seen.has(term)) continue;
    seen.add(term);
    const gain = index.termScore(term, other);
    if (gain > 0 && index.termScore(term, own) === 0) {
      gains.push({ word, gain });
      score += gain;
    }
  }
  gains.sort((a, b) => b.gain - a.gain);
  return { words: gains.map((g) => g.word), score };
}

/** At most MAX_WORDS words, quoted: "a", "b" and "c". */
function listOf(words: readonly string[]): string {
  const quoted = words.slice(0, MAX_WORDS).map((w) => quote(w));
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}` : quoted[0]!;
}
