import { defineRule } from '../../src/rule.js';
import { similarPairs, type SimilarityOptions } from '../../src/similarity.js';
import { hasText } from '../../src/util.js';

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
        'Description is {{percent}}% alike that of "{{other}}" ({{where}}); say what this tool does that "{{other}}" does not and when to call each.',
      duplicate: 'Description is identical to that of "{{other}}" ({{where}}); say what this tool does that "{{other}}" does not and when to call each.',
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
  },
  checkCatalog({ catalog, options, report }) {
    // A deprecated tool is expected to read like its replacement; it is going away, so it is not compared.
    const texts = catalog.tools.map((t) => (hasText(t.descriptor.description) && t.descriptor.deprecated !== true ? t.descriptor.description : undefined));
    for (const { a, b, similarity } of similarPairs(texts, options)) {
      const tool = catalog.tools[a]!;
      const other = catalog.tools[b]!;
      const pos = other.file.locate(other.doc, other.sourcePath(['description']), 'value').start;
      report(tool, {
        path: ['description'],
        at: 'value',
        messageId: similarity === 1 ? 'duplicate' : 'similar',
        data: { percent: Math.floor(similarity * 100), other: other.name, where: `${other.file.path}:${pos.line}:${pos.column}` },
        related: [{ tool: other, path: ['description'], message: `Description of "${other.name}".` }],
      });
    }
  },
});
