/** The toolkit's similarity search (src/toolkit/similarity.ts), which search/similar-descriptions and the "did you mean" hints use. */
import { describe, expect, it } from 'vitest';
import { nearestName, similarPairs } from '../src/toolkit/similarity.js';
import { didYouMean } from '../src/toolkit/util.js';

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
  it('stays fast on 10,000 templated descriptions', () => {
    const texts = Array.from({ length: 10_000 }, (_, i) => `Fetch record ${i} from table ${i % 97} and return its fields with owner ${i % 13}.`);
    const start = performance.now();
    similarPairs(texts, { ...opts, threshold: 0.75 });
    expect(performance.now() - start).toBeLessThan(5000);
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
