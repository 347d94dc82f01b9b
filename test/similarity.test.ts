/** The toolkit's similarity search (src/toolkit/similarity.ts), which search/similar-descriptions and the "did you mean" hints use. */
import { describe, expect, it } from 'vitest';
import { nearestName, packWords, similarPairs, similarWordPairs, WordIds, WordPacker, wordKey, wordsOf } from '../src/toolkit/similarity.js';
import { didYouMean } from '../src/toolkit/util.js';
import { seededRandom as random } from './helpers.js';

describe('similarPairs', () => {
  const opts = { threshold: 0.6, minWords: 3, maxWords: 200, maxCandidates: 200 };
  it('finds every pair above the threshold that an all-pairs scan finds', () => {
    // Random texts over a small vocabulary, so many pairs are near the threshold.
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const vocab = ['alpha', 'beta', 'gamma', 'delta', 'eps'];
    const texts = Array.from({ length: 300 }, () => Array.from({ length: 6 }, () => vocab[Math.floor(rand() * vocab.length)]).join(' '));
    const found = new Set(similarPairs(texts, opts).map((p) => p.a));
    const bigrams = (s: string) => {
      const w = s.split(' ');
      return new Set(w.slice(1).map((x, i) => w[i] + ' ' + x));
    };
    const expected = new Set<number>();
    for (let a = 0; a < texts.length; a++) {
      const A = bigrams(texts[a]!);
      for (let b = 0; b < a; b++) {
        const B = bigrams(texts[b]!);
        const common = [...A].filter((x) => B.has(x)).length;
        if (texts[a] === texts[b] || common / (A.size + B.size - common) >= opts.threshold) expected.add(a);
      }
    }
    expect(expected.size).toBeGreaterThan(10);
    expect(found).toEqual(expected);
  });
  it('caps candidates at maxCandidates, at least one, and not at all when it is not a number', () => {
    // Random texts over a small vocabulary: most texts have many candidates.
    let seed = 11;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const vocab = ['alpha', 'beta', 'gamma', 'delta', 'eps'];
    const texts = Array.from({ length: 300 }, () => Array.from({ length: 6 }, () => vocab[Math.floor(rand() * vocab.length)]).join(' '));
    const run = (maxCandidates: number) => similarPairs(texts, { ...opts, threshold: 0.5, maxCandidates });
    expect(run(1).length).toBeGreaterThan(0);
    expect(run(0)).toEqual(run(1));
    expect(run(-3)).toEqual(run(1));
    expect(run(0.5)).toEqual(run(1));
    expect(run(2.5)).toEqual(run(3));
    expect(run(Number.NaN)).toEqual(run(1e12));
    expect(run(Infinity)).toEqual(run(1e12));
    // A cap that binds can change what is found: the test is not of one answer.
    expect(run(1)).not.toEqual(run(1e12));
  });
  it('gives the same pairs from packed words as from one array per text, and packs texts whole or piece by piece', () => {
    const next = random(53);
    const vocab = ['get', 'the', 'order', 'list', 'all', 'open', 'items', 'by', 'id'];
    const vocabulary = new WordIds();
    // Texts of 0 to 9 words (none, or undefined: not compared), many alike, some the same.
    const texts = Array.from({ length: 400 }, (_, i) => {
      if (i % 37 === 0) return undefined;
      const words = Array.from({ length: Math.floor(next() * 10) }, () => vocab[Math.floor(next() * vocab.length)]!);
      return vocabulary.of(words);
    });
    const packed = packWords(texts);
    expect(packed.starts.length).toBe(texts.length + 1);
    texts.forEach((t, i) => expect([...packed.words.subarray(packed.starts[i], packed.starts[i + 1])]).toEqual([...(t ?? [])]));
    const byPieces = new WordPacker();
    for (const t of texts) {
      if (t) {
        byPieces.piece(t.subarray(0, 2));
        expect(byPieces.current).toBe(Math.min(2, t.length));
        byPieces.piece(t.subarray(2), t.length - 2);
      }
      byPieces.end();
    }
    expect(byPieces.packed()).toEqual(packed);
    for (const options of [
      { threshold: 0.5, minWords: 1, maxWords: 200, maxCandidates: 200 },
      { threshold: 0.75, minWords: 3, maxWords: 200, maxCandidates: 2 },
      { threshold: 1, minWords: 5, maxWords: 200, maxCandidates: 1 },
    ]) {
      const pairs = similarWordPairs(texts, options);
      expect(pairs.some((p) => p.similarity === 1)).toBe(true);
      if (options.threshold === 0.5) expect(pairs.some((p) => p.similarity < 1)).toBe(true);
      expect(similarWordPairs(packed, options)).toEqual(pairs);
    }
  });
  it('stays fast on 10,000 templated descriptions', () => {
    const texts = Array.from({ length: 10_000 }, (_, i) => `Fetch record ${i} from table ${i % 97} and return its fields with owner ${i % 13}.`);
    const start = performance.now();
    similarPairs(texts, { ...opts, threshold: 0.75 });
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe('wordsOf and wordKey', () => {
  /** Words as they were read before, one match at a time. */
  const byMatch = (text: string, maxWords: number) => {
    const out: string[] = [];
    for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
      out.push(m[0]);
      if (out.length >= maxWords) break;
    }
    return out;
  };
  it('read the words that matching word by word reads, at any limit', () => {
    const next = random(39);
    // Letters whose lower case depends on the letters around them (Σ), changes length (İ), or is a mark; scripts without spaces; digits; spaces of all kinds.
    const pieces = ['Get', 'the', 'ORDER', 'ΟΔΟΣ', 'Σ', 'σας', 'İstanbul', 'x\u0301y', 'naïve', '查询', '余票', 'ǅ', 'ﬁle', '3.5', '42', 'e.g.', '\u00a0', '\ufeff', '\u2028', ' ', '  ', '\n', '-', '_', "'", '。', '\ud83d\ude00', '\ud800'];
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: Math.floor(next() * 14) }, () => pieces[Math.floor(next() * pieces.length)]!).join(next() < 0.5 ? '' : ' ');
      for (const max of [1, 2, 3, 5, 200, 2.5, 0, -1, Number.NaN, Infinity]) {
        const want = byMatch(text, max);
        expect(wordsOf(text, max), JSON.stringify({ text, max })).toEqual(want);
        expect(wordKey(text, max), JSON.stringify({ text, max })).toBe(want.join(' '));
      }
    }
  });

  it('read a long text up to the words wanted', () => {
    const text = `${'Word '.repeat(5000)}END`;
    expect(wordsOf(text, 3)).toEqual(['word', 'word', 'word']);
    expect(wordKey(text, 2)).toBe('word word');
    expect(wordsOf(text, Infinity)).toHaveLength(5001);
  });
});

describe('nearestName', () => {
  it('agrees with a plain edit-distance search', () => {
    const names = ['get_weather', 'get_weather_v2', 'get_forecast', 'list_orders', 'cancel_order', 'a', 'GET_WEATHER_V3'];
    for (const input of ['get_weather_v3', 'get_wether', 'list_order', 'cancel', 'b', 'zzzzzzzzzz', 'get_forecasts', 'GET_WEATHER']) {
      expect(nearestName(input, names), input).toBe(didYouMean(input, names));
    }
  });
});
