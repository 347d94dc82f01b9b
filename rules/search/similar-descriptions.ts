import { defineRule, hasText, type PackedWords, perText, sentences, setSimilarity, shinglesOf, type SimilarityOptions, similarWordPairs, wordKey, WordIds, WordPacker, wordsOf } from '../../src/toolkit/index.js';

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
    const read = readDescriptions(
      catalog.tools.map((t) => (hasText(t.descriptor.description) && t.descriptor.deprecated !== true ? t.descriptor.description : undefined)),
      options.maxWords,
    );
    // What two first sentences are compared by (below), worked out once per description, in however many pairs it is.
    const openings = new Map<number, ReadonlySet<string>>();
    const opening = (i: number) => {
      let set = openings.get(i);
      if (!set) openings.set(i, (set = shingleSet(firstSentence(read.text(i)), options.maxWords)));
      return set;
    };
    for (const { a, b, similarity } of similarWordPairs(read.words, options)) {
      const tool = catalog.tools[a]!;
      const other = catalog.tools[b]!;
      // Two tools of one name are one defect, name/unique's: their descriptions are not siblings.
      if (tool.name === other.name) continue;
      // "Fill an element in an iframe" and "Click an element in an iframe": one word apart, and that
      // word is what tells them apart. Near-duplicates differ by less than that, or read the same.
      if (similarity < 1 && oneWordApart(wordsAt(read.words, a), wordsAt(read.words, b))) continue;
      // The first sentence says what a tool does (§3.2): when those differ, a shared note further on
      // does not make the tools hard to tell apart (less than half their word pairs in common).
      if (similarity < 1 && setSimilarity(opening(a), opening(b)) < 0.5) continue;
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

/** How many words of a sentence its key keeps (`keyOf`). */
const KEY_WORDS = 200;

/**
 * The descriptions as they are compared: without the sentences most of the catalog shares ("This
 * tool belongs to the memory suite, which provides APIs…" opens every tool of some servers), since a
 * shared preamble makes every pair alike without telling an agent anything. A sentence is a preamble
 * when at least three descriptions and a quarter of the catalog carry it. A description that is
 * nothing but preamble is kept whole.
 *
 * `words`: the words of what is kept of each description, as numbers (`wordsOf` of the kept
 * sentences joined, up to `maxWords`), packed (PackedWords: none for a description not compared).
 * Catalogs repeat their sentences, so each distinct sentence's words are numbered once, from its
 * key, and a description's are its kept sentences' one after another: the words of sentences joined
 * by a space are each sentence's words in turn. `text(i)`: the kept sentences joined (or the whole
 * description), made only for the pairs that are reported.
 *
 * What it keeps per description is in arrays over the whole catalog (its sentences' keys as numbers,
 * its words), not in objects of its own: on 30,000 descriptions, an array of sentences, one of keys
 * and a few typed arrays per description held about 1.6 KB each (48 MB; under 3 MB now).
 */
function readDescriptions(texts: ReadonlyArray<string | undefined>, maxWords: number): { words: PackedWords; text(i: number): string } {
  // Each text's sentences and their keys, made once per text (and kept across runs where the runner keeps them).
  const read = (i: number) => perText('similar-descriptions:sentences', texts[i]!, () => sentencesWithKeys(texts[i]!));
  // Each distinct key a number, and how many descriptions carry it (once each); each description's keys as those numbers, `numbers[keyStart[i]]` on.
  const keyIds = new Map<string, number>();
  const keys: string[] = [];
  const keyStart = new Int32Array(texts.length + 1);
  const numbers: number[] = [];
  const count: number[] = [];
  const lastText: number[] = [];
  let present = 0;
  for (let i = 0; i < texts.length; i++) {
    keyStart[i] = numbers.length;
    if (texts[i] === undefined) continue;
    present++;
    for (const key of read(i).keys) {
      let id = keyIds.get(key);
      if (id === undefined) {
        keyIds.set(key, (id = keys.length));
        keys.push(key);
        count.push(0);
        lastText.push(-1);
      }
      numbers.push(id);
      if (lastText[id] === i) continue;
      lastText[id] = i;
      count[id]!++;
    }
  }
  keyStart[texts.length] = numbers.length;
  const common = (k: number) => count[k]! >= 3 && count[k]! >= present / 4;
  /** Whether description i keeps any sentence. */
  const keepsAny = (i: number) => {
    for (let j = keyStart[i]!; j < keyStart[i + 1]!; j++) if (!common(numbers[j]!)) return true;
    return false;
  };
  const vocabulary = new WordIds();
  const keyWords = new Array<Int32Array | undefined>(keys.length);
  const wordsOfKey = (k: number) => (keyWords[k] ??= vocabulary.of(keys[k] === '' ? [] : keys[k]!.split(' ')));
  const text = (i: number) => {
    if (!keepsAny(i)) return texts[i]!;
    const { sentences } = read(i);
    const kept: string[] = [];
    for (let j = keyStart[i]!; j < keyStart[i + 1]!; j++) if (!common(numbers[j]!)) kept.push(sentences[j - keyStart[i]!]!);
    return kept.join(' ');
  };
  const words = new WordPacker();
  for (let i = 0; i < texts.length; i++) {
    if (texts[i] === undefined) {
      words.end();
      continue;
    }
    // Nothing kept (the whole description is read), or more words wanted than a key keeps: the text itself is read.
    if (!keepsAny(i) || maxWords > KEY_WORDS) {
      words.add(vocabulary.of(wordsOf(text(i), maxWords)));
      continue;
    }
    for (let j = keyStart[i]!; j < keyStart[i + 1]!; j++) {
      const k = numbers[j]!;
      if (common(k)) continue;
      const left = maxWords - words.current;
      if (left <= 0) break;
      const w = wordsOfKey(k);
      words.piece(w, Math.min(w.length, Math.trunc(left)));
    }
    words.end();
  }
  return { words: words.packed(), text };
}

function sentencesWithKeys(text: string): { sentences: string[]; keys: string[] } {
  const ss = sentences(text);
  return { sentences: ss, keys: ss.map(keyOf) };
}

function keyOf(sentence: string): string {
  return wordKey(sentence, KEY_WORDS);
}

/** A text's first sentence; once per text where the runner keeps texts. */
const firstSentence = (text: string): string => perText('similar-descriptions:first', text, () => sentences(text)[0] ?? '');

/** A text's shingles, as `textSimilarity` compares them; once per text where the runner keeps texts (an editor). */
const shingleSet = (text: string, maxWords: number): ReadonlySet<string> => perText(`similar-descriptions:shingles:${maxWords}`, text, () => new Set(shinglesOf(wordsOf(text, maxWords))));

/** Text i's words in `packed`. */
const wordsAt = (packed: PackedWords, i: number) => packed.words.subarray(packed.starts[i], packed.starts[i + 1]);

/** Whether two texts (their words as numbers) are the same words but for one substituted word. */
function oneWordApart(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  const x = bagOf(a);
  const y = bagOf(b);
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

/** Each word of a text, with how often it is there. */
function bagOf(words: ArrayLike<number>): Map<number, number> {
  const bag = new Map<number, number>();
  for (let k = 0; k < words.length; k++) bag.set(words[k]!, (bag.get(words[k]!) ?? 0) + 1);
  return bag;
}
