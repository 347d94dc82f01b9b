/** The toolkit's keyword ranking (src/toolkit/bm25.ts), which search/findable uses. */
import { describe, expect, it } from 'vitest';
import { BM25_B, BM25_K1, Bm25Index, searchTerms } from '../src/toolkit/bm25.js';

const terms = (text: string) => searchTerms(text).map((t) => t.term);

describe('searchTerms', () => {
  it('lower-cases and splits names at case changes, _ and -', () => {
    expect(terms('get_current_weather')).toEqual(['get', 'current', 'weather']);
    expect(terms('getCurrentWeather HTMLParser list-files')).toEqual(['get', 'current', 'weather', 'html', 'parser', 'list', 'file']);
  });

  it('leaves out stop words, pronouns and question words', () => {
    expect(terms('What is the weather in Paris? Can you look it up for me, please?')).toEqual(['weather', 'pari', 'look']);
  });

  it("takes off plurals as Lucene's EnglishMinimalStemmer does", () => {
    expect(terms('forecasts queries status classes buses shoes')).toEqual(['forecast', 'query', 'status', 'classe', 'buse', 'shoes']);
  });

  it('leaves out numbers, identifiers and dates, not words with a digit', () => {
    expect(terms('Refund 89 EUR on BW-104233 by 2026-01-13, upload to S3 as mp3')).toEqual(['refund', 'eur', 'upload', 's3', 'mp3']);
  });

  it('makes Chinese, Japanese and Korean runs character bigrams; one character is a term', () => {
    expect(terms('查询天气')).toEqual(['查询', '询天', '天气']);
    expect(terms('GPT模型 和')).toEqual(['gpt', '模型', '和']);
    expect(terms('날씨 예보')).toEqual(['날씨', '예보']);
  });

  it('reads compatibility forms as their plain letters and keeps the word each term was made from', () => {
    expect(searchTerms('Ｗｅａｔｈｅｒ Forecasts')).toEqual([
      { term: 'weather', word: 'weather' },
      { term: 'forecast', word: 'forecasts' },
    ]);
  });

  it('stops at max terms', () => {
    expect(terms('alpha beta gamma delta')).toHaveLength(4);
    expect(searchTerms('alpha beta gamma delta', 2)).toHaveLength(2);
  });
});

describe('Bm25Index', () => {
  it("scores as Okapi BM25 with Lucene's idf, k1 = 1.2 and b = 0.75", () => {
    const index = new Bm25Index([[['a', 'a', 'b']], [['b', 'c']], [['c']]], [1]);
    const avg = (3 + 2 + 1) / 3;
    const idf = (df: number) => Math.log(1 + (3 - df + 0.5) / (df + 0.5));
    const bm25 = (tf: number, len: number, df: number) => (idf(df) * tf) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * len) / avg));
    expect(index.score(['a'], 0)).toBeCloseTo(bm25(2, 3, 1), 12);
    expect(index.score(['a', 'b', 'a'], 0)).toBeCloseTo(bm25(2, 3, 1) + bm25(1, 3, 2), 12);
    expect(index.score(['c'], 2)).toBeCloseTo(bm25(1, 1, 2), 12);
    expect(index.score(['z'], 2)).toBe(0);
  });

  it('weighs fields as BM25F: frequencies and lengths times the field weight', () => {
    // A term once in a field of weight 2 counts as one twice in a field of weight 1.
    const weighted = new Bm25Index([[['x'], ['y']], [[], ['x', 'x', 'y']]], [2, 1]);
    const flat = new Bm25Index([[['x', 'x', 'y']], [['x', 'x', 'y']]], [1]);
    expect(weighted.score(['x'], 0)).toBeCloseTo(flat.score(['x'], 0), 12);
    expect(weighted.score(['x'], 0)).toBeCloseTo(weighted.score(['x'], 1), 12);
  });

  it('leaves documents out of the index that are undefined', () => {
    const index = new Bm25Index([[['a']], undefined, [['b']]], [1]);
    expect(index.size).toBe(2);
    expect(index.top(['a', 'b'], 0, () => false, 10)).toEqual({ doc: 0, score: index.score(['a'], 0) });
  });

  it('finds the top document above a threshold that scoring every document finds', () => {
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const vocab = ['get', 'list', 'order', 'weather', 'forecast', 'city', 'refund', 'invoice', 'email', 'customer', 'rain', 'cancel'];
    const pick = (n: number) => Array.from({ length: n }, () => vocab[Math.floor(rand() * vocab.length)]!);
    const docs = Array.from({ length: 200 }, () => [pick(2), pick(1 + Math.floor(rand() * 12))]);
    const index = new Bm25Index(docs, [2, 1]);
    let above = 0;
    for (let q = 0; q < 300; q++) {
      const query = pick(1 + Math.floor(rand() * 4));
      const own = Math.floor(rand() * docs.length);
      const threshold = index.score(query, own);
      let best: { doc: number; score: number } | undefined;
      for (let d = 0; d < docs.length; d++) {
        const s = index.score(query, d);
        if (d !== own && s > threshold + 1e-9 * Math.max(1, threshold) && (!best || s > best.score)) best = { doc: d, score: s };
      }
      if (best) above++;
      expect(index.top(query, threshold, (d) => d === own, 10_000)).toEqual(best);
    }
    expect(above).toBeGreaterThan(50);
  });

  it('counts a tie as not above, and prefers the earlier of tied documents', () => {
    const index = new Bm25Index([[['a']], [['a']], [['a']]], [1]);
    expect(index.top(['a'], index.score(['a'], 0), (d) => d === 0, 10)).toBeUndefined();
    expect(index.top(['a'], 0, (d) => d === 0, 10)?.doc).toBe(1);
  });

  it('scores at most maxCandidates documents', () => {
    const index = new Bm25Index([[['a']], [['a', 'b']], [['a', 'b', 'c']]], [1]);
    // Postings best first: "a" gives the shortest document most.
    expect(index.top(['a'], 0, () => false, 1)?.doc).toBe(0);
    expect(index.top(['c'], 0, (d) => d === 2, 1)).toBeUndefined();
  });
});
