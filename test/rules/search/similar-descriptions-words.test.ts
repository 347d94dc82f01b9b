/**
 * search/similar-descriptions numbers each distinct sentence's words once and reads a description's
 * words as its kept sentences' words one after another (rules/search/similar-descriptions.ts,
 * readDescriptions). That must give what reading the kept sentences joined by a space gives: the
 * rule is checked here against that reading, made as the rule made it before (the kept sentences
 * joined into a text, compared with the toolkit's `similarPairs` on texts), on seeded catalogs built
 * to try it: shared preambles (left out), sentences repeated across tools, descriptions that are
 * nothing but preamble, capitals that lower-case by context (Greek final sigma), sentences longer
 * than a sentence key keeps, texts without words, and options that keep fewer or more words than a
 * key does.
 */
import { describe, expect, it } from 'vitest';
import { sentences, similarPairs, textSimilarity, wordKey, wordsOf, type SimilarityOptions } from '../../../src/toolkit/index.js';
import { lintText, seededRandom } from '../../helpers.js';

const RULE = 'search/similar-descriptions';

/** What the rule reports, as [tool, tool it resembles, percent], by the previous reading (kept sentences joined into a text). */
function reference(descriptions: ReadonlyArray<string | undefined>, options: SimilarityOptions): Array<[number, number, number]> {
  const split = descriptions.map((t) => (t === undefined ? undefined : sentences(t)));
  const keys = split.map((ss) => ss?.map((s) => wordKey(s, 200)));
  const count = new Map<string, number>();
  for (const ks of keys) if (ks) for (const k of new Set(ks)) count.set(k, (count.get(k) ?? 0) + 1);
  const present = split.filter(Boolean).length;
  const common = (k: string) => (count.get(k) ?? 0) >= 3 && (count.get(k) ?? 0) >= present / 4;
  const texts = split.map((ss, i) => {
    if (!ss) return undefined;
    const kept = ss.filter((_, j) => !common(keys[i]![j]!));
    return kept.length ? kept.join(' ') : descriptions[i];
  });
  const bag = (t: string) => {
    const b = new Map<string, number>();
    for (const w of wordsOf(t, options.maxWords)) b.set(w, (b.get(w) ?? 0) + 1);
    return b;
  };
  const oneWordApart = (a: string, b: string) => {
    const x = bag(a);
    const y = bag(b);
    let onlyA = 0;
    let onlyB = 0;
    for (const [w, n] of x) {
      const d = n - (y.get(w) ?? 0);
      if (d > 0) onlyA += d;
      else onlyB -= d;
    }
    for (const [w, n] of y) if (!x.has(w)) onlyB += n;
    return onlyA === 1 && onlyB === 1;
  };
  const first = (t: string) => sentences(t)[0] ?? '';
  const out: Array<[number, number, number]> = [];
  for (const { a, b, similarity } of similarPairs(texts, options)) {
    if (similarity < 1 && oneWordApart(texts[a]!, texts[b]!)) continue;
    if (similarity < 1 && textSimilarity(first(texts[a]!), first(texts[b]!), options.maxWords) < 0.5) continue;
    out.push([a, b, Math.floor(similarity * 100)]);
  }
  return out;
}

const WORDS = 'fetch the current weather for a city return temperature list orders of customer by date send an invoice to billing contact'.split(' ');
const GREEK = ['ΟΔΟΣ', 'ΚΟΣΜΟΣ', 'ΣΟΦΙΑ', 'Ὀδυσσεύς', 'ΑΣ.', 'ΝΑΣΟΣ,'];
const LONG = Array.from({ length: 195 }, (_, i) => WORDS[(i * 7) % WORDS.length]).join(' ');
const PREAMBLES = ['This tool belongs to the memory suite, which provides APIs to store and recall notes.', 'Part of the vehicle control system.'];

/** A seeded catalog: descriptions made of sentences, many repeated across tools, some preamble, some Greek, some long. */
function catalog(rand: () => number, tools: number): Array<string | undefined> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const sentence = (): string => {
    const r = rand();
    if (r < 0.08) return pick(GREEK) + ' ' + pick(GREEK) + ' ' + pick(WORDS) + '.';
    // Longer than a key keeps (200 words): the same opening, then words of its own after the 200th.
    if (r < 0.12) return LONG + ' ' + Array.from({ length: 1 + Math.floor(rand() * 40) }, () => `w${Math.floor(rand() * 9)}`).join(' ') + '.';
    if (r < 0.15) return '— …';
    const n = 3 + Math.floor(rand() * 8);
    const words = Array.from({ length: n }, () => pick(WORDS));
    words[0] = words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1);
    return words.join(' ') + pick(['.', '.', '!', '?', ';']);
  };
  const shared = Array.from({ length: 6 }, sentence);
  const preamble = pick(PREAMBLES);
  return Array.from({ length: tools }, () => {
    if (rand() < 0.05) return undefined;
    const parts: string[] = [];
    if (rand() < 0.5) parts.push(preamble);
    const n = Math.floor(rand() * 4);
    for (let k = 0; k < n; k++) parts.push(rand() < 0.6 ? pick(shared) : sentence());
    if (!parts.length) parts.push(preamble);
    return parts.join(rand() < 0.2 ? '\n' : ' ');
  });
}

describe('search/similar-descriptions reads each sentence once', () => {
  it('reports what reading the kept sentences joined reports, on seeded catalogs and options', async () => {
    const rand = seededRandom(20261129);
    const disagreements: string[] = [];
    let reported = 0;
    for (let round = 0; round < 40; round++) {
      const descriptions = catalog(rand, 8 + Math.floor(rand() * 30));
      const options: SimilarityOptions = {
        threshold: [0.5, 0.6, 0.75, 0.9, 1][Math.floor(rand() * 5)]!,
        minWords: 1 + Math.floor(rand() * 6),
        maxWords: [2, 5, 12, 200, 201, 400][Math.floor(rand() * 6)]!,
        maxCandidates: [1, 3, 200][Math.floor(rand() * 3)]!,
      };
      const code = 'tools:\n' + descriptions.map((d, i) => `  - name: tool_${i}\n` + (d === undefined ? '' : `    description: ${JSON.stringify(d)}\n`)).join('');
      const { diagnostics } = await lintText(code, RULE, { settings: { [RULE]: { options: { ...options } } } });
      const got = diagnostics
        .filter((d) => d.ruleId === RULE)
        .map((d) => {
          const m = /^Description of "tool_(\d+)" is (?:(\d+)% alike|identical to) that of "tool_(\d+)"/.exec(d.message)!;
          return [Number(m[1]), Number(m[3]), m[2] === undefined ? 100 : Number(m[2])] as [number, number, number];
        });
      const want = reference(descriptions, options);
      reported += want.length;
      if (JSON.stringify(got) !== JSON.stringify(want)) disagreements.push(`round ${round} ${JSON.stringify(options)}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
    // The catalogs are built to report: the comparison is not of empty lists.
    expect(reported).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });
});
