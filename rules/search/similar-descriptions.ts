import { defineRule, hasText, perText, sentences, setSimilarity, shinglesOf, type SimilarityOptions, similarPairs, wordKey, wordsOf } from '../../src/toolkit/index.js';

export default defineRule<SimilarityOptions>({
  meta: {
    id: 'search/similar-descriptions',
    level: null,
    severity: 'warning',
    description:
      'Sibling tools do not have near-identical descriptions (word-bigram Jaccard ≥ threshold), so an agent can tell which one to call.',
    spec: '§5, §12',
    tags: ['search', 'catalog'],
    messages: {
      similar:
        'Description of "{{tool}}" is {{percent}}% alike that of "{{other}}" ({{where}}); say what this tool does that "{{other}}" does not and when to call each.',
      duplicate: 'Description of "{{tool}}" is identical to that of "{{other}}" ({{where}}); say what this tool does that "{{other}}" does not and when to call each.',
    },
    options: {
      type: 'object',
      properties: {
        threshold: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
        minWords: { type: 'integer', minimum: 1 },
        maxWords: { type: 'integer', minimum: 1 },
        maxCandidates: { type: 'integer', minimum: 1 },
      },
      additionalProperties: false,
    },
    defaultOptions: { threshold: 0.75, minWords: 5, maxWords: 200, maxCandidates: 200 },
    // Not `names`: a tool's finding depends on every earlier tool and on statistics of the whole
    // catalog (shared sentences, shingle frequencies), so a change to these runs it again whole.
    catalogInputs: { fields: ['description', 'deprecated'] },
  },
  checkCatalog({ catalog, options, report }) {
    // A deprecated tool is expected to read like its replacement; it is going away, so it is not compared.
    const texts = withoutBoilerplate(
      catalog.tools.map((t) => (hasText(t.descriptor.description) && t.descriptor.deprecated !== true ? t.descriptor.description : undefined)),
    );
    for (const { a, b, similarity } of similarPairs(texts, options)) {
      const tool = catalog.tools[a]!;
      const other = catalog.tools[b]!;
      // Two tools of one name are one defect, name/unique's: their descriptions are not siblings.
      if (tool.name === other.name) continue;
      // "Fill an element in an iframe" and "Click an element in an iframe": one word apart, and that
      // word is what tells them apart. Near-duplicates differ by less than that, or read the same.
      if (similarity < 1 && oneWordApart(texts[a]!, texts[b]!, options.maxWords)) continue;
      // The first sentence says what a tool does (§3.2): when those differ, a shared note further on
      // does not make the tools hard to tell apart.
      if (similarity < 1 && !alike(firstSentence(texts[a]!), firstSentence(texts[b]!), options.maxWords)) continue;
      const pos = other.file.locate(other.doc, other.sourcePath(['description']), 'value').start;
      report(tool, {
        path: ['description'],
        at: 'value',
        messageId: similarity === 1 ? 'duplicate' : 'similar',
        data: { percent: Math.floor(similarity * 100), other: other.name },
        places: { where: `${other.file.path}:${pos.line}:${pos.column}` },
        related: [{ tool: other, path: ['description'], message: `Description of "${other.name}".` }],
      });
    }
  },
});

/**
 * Descriptions without the sentences most of the catalog shares ("This tool belongs to the memory
 * suite, which provides APIs…" opens every tool of some servers): a shared preamble makes every pair
 * alike without telling an agent anything. A sentence is a preamble when at least three descriptions
 * and a quarter of the catalog carry it. A description that is nothing but preamble is kept whole.
 */
function withoutBoilerplate(texts: ReadonlyArray<string | undefined>): Array<string | undefined> {
  // Each text's sentences and their keys, made once per text (and kept across runs where the runner keeps them).
  const read = texts.map((t) => (t === undefined ? undefined : perText('similar-descriptions:sentences', t, () => sentencesWithKeys(t))));
  const split = read.map((r) => r?.sentences);
  const keys = read.map((r) => r?.keys);
  const count = new Map<string, number>();
  for (const ks of keys) {
    if (!ks) continue;
    for (const key of new Set(ks)) count.set(key, (count.get(key) ?? 0) + 1);
  }
  const present = split.filter(Boolean).length;
  const common = (key: string) => {
    const n = count.get(key) ?? 0;
    return n >= 3 && n >= present / 4;
  };
  return split.map((ss, i) => {
    if (!ss) return undefined;
    const ks = keys[i]!;
    const kept = ss.filter((_, k) => !common(ks[k]!));
    return kept.length ? kept.join(' ') : texts[i];
  });
}

function sentencesWithKeys(text: string): { sentences: string[]; keys: string[] } {
  const ss = sentences(text);
  return { sentences: ss, keys: ss.map(keyOf) };
}

function keyOf(sentence: string): string {
  return wordKey(sentence, 200);
}

/** Whether two sentences are at least half alike, by the measure of the whole descriptions. */
function alike(a: string, b: string, maxWords: number): boolean {
  return setSimilarity(shingleSet(a, maxWords), shingleSet(b, maxWords)) >= 0.5;
}

/** A text's first sentence; once per text where the runner keeps texts. */
const firstSentence = (text: string): string => perText('similar-descriptions:first', text, () => sentences(text)[0] ?? '');

/** A text's shingles, as `textSimilarity` compares them; once per text where the runner keeps texts (an editor). */
const shingleSet = (text: string, maxWords: number): ReadonlySet<string> => perText(`similar-descriptions:shingles:${maxWords}`, text, () => new Set(shinglesOf(wordsOf(text, maxWords))));

/** A text's words, each with how often it is there; once per text where the runner keeps texts. */
const bagOf = (text: string, maxWords: number): ReadonlyMap<string, number> =>
  perText(`similar-descriptions:bag:${maxWords}`, text, () => {
    const bag = new Map<string, number>();
    for (const w of wordsOf(text, maxWords)) bag.set(w, (bag.get(w) ?? 0) + 1);
    return bag;
  });

/** Whether two texts are the same words but for one substituted word. */
function oneWordApart(a: string, b: string, maxWords: number): boolean {
  const x = bagOf(a, maxWords);
  const y = bagOf(b, maxWords);
  let onlyA = 0;
  let onlyB = 0;
  for (const [w, n] of x) {
    const d = n - (y.get(w) ?? 0);
    if (d > 0) onlyA += d;
    else onlyB -= d;
    if (onlyA > 1 || onlyB > 1) return false;
  }
  for (const [w, n] of y) if (!x.has(w)) onlyB += n;
  return onlyA === 1 && onlyB === 1;
}
