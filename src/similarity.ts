/**
 * Near-duplicate detection for catalog rules: which texts are so alike that an agent cannot tell
 * the tools apart (spec §5 "disambiguate from siblings", §12 "one purpose per tool").
 *
 * Measure: Jaccard similarity of word-bigram sets (lower-cased letters and digits, first
 * `maxWords` words; one-word texts use the word itself). Exact duplicates (same word sequence) are
 * grouped by hash first and reported at 100%.
 *
 * Speed: a set-similarity join with prefix filtering (PPJoin, Xiao et al. 2008). Shingles are
 * ordered rarest first; a set of size n indexes and probes only its first n − ⌈t·n⌉ + 1 shingles,
 * and two sets whose Jaccard is ≥ t always share one of those (so no pair is missed). A size filter
 * (t·n ≤ m ≤ n/t) prunes further. Each text gathers at most `maxCandidates` candidates, each verified
 * in O(L). Cost: O(N·L) to tokenise and index plus O(N·C·L) to verify in the worst case, with
 * N texts, L ≤ maxWords shingles and C ≤ maxCandidates — linear in N, never all-pairs.
 */

export interface SimilarityOptions {
  /** Jaccard threshold in (0, 1]. */
  threshold: number;
  /** Texts with fewer words are compared only for exact duplicates. */
  minWords: number;
  /** Words of each text considered. */
  maxWords: number;
  /** Candidates verified per text. */
  maxCandidates: number;
}

export interface SimilarPair {
  /** Index of the later text. */
  a: number;
  /** Index of the earlier text it resembles most. */
  b: number;
  similarity: number;
}

export function wordsOf(text: string, maxWords: number): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    out.push(m[0]);
    if (out.length >= maxWords) break;
  }
  return out;
}

/** The shingles compared: word bigrams, or the one word of a one-word text. */
export function shinglesOf(words: readonly string[]): string[] {
  return words.length === 1 ? [words[0]!] : words.slice(1).map((w, i) => `${words[i]} ${w}`);
}

/** The measure `similarPairs` uses, for two texts: Jaccard of their shingles (0 when both have none). */
export function textSimilarity(a: string, b: string, maxWords: number): number {
  const x = new Set(shinglesOf(wordsOf(a, maxWords)));
  const y = new Set(shinglesOf(wordsOf(b, maxWords)));
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  const union = x.size + y.size - shared;
  return union > 0 ? shared / union : 0;
}

/**
 * For each text (undefined = skip) that resembles an earlier one at ≥ threshold, the earlier text
 * it resembles most. Each text is reported at most once, so N copies give N − 1 pairs, not N².
 */
export function similarPairs(texts: ReadonlyArray<string | undefined>, options: SimilarityOptions): SimilarPair[] {
  const t = Math.min(1, Math.max(Number.EPSILON, options.threshold));
  const pairs: SimilarPair[] = [];
  const exact = new Map<string, number>();
  const shingleId = new Map<string, number>();
  const sets: Array<Int32Array | undefined> = [];

  texts.forEach((text, i) => {
    if (text === undefined) return;
    const words = wordsOf(text, options.maxWords);
    if (!words.length) return;
    const key = words.join(' ');
    const first = exact.get(key);
    if (first !== undefined) {
      pairs.push({ a: i, b: first, similarity: 1 });
      return;
    }
    exact.set(key, i);
    if (words.length < options.minWords) return;
    const ids = new Set<number>();
    const add = (s: string) => {
      let id = shingleId.get(s);
      if (id === undefined) shingleId.set(s, (id = shingleId.size));
      ids.add(id);
    };
    for (const shingle of shinglesOf(words)) add(shingle);
    sets[i] = Int32Array.from(ids).sort();
  });

  const freq = new Int32Array(shingleId.size);
  for (const s of sets) if (s) for (const id of s) freq[id]!++;
  const rarestFirst = (x: number, y: number) => freq[x]! - freq[y]! || x - y;

  const index = new Map<number, number[]>();
  const seenBy = new Int32Array(texts.length).fill(-1);
  sets.forEach((set, i) => {
    if (!set) return;
    const n = set.length;
    const ordered = Array.from(set).sort(rarestFirst);
    const prefix = n - Math.ceil(t * n) + 1;
    const candidates: number[] = [];
    probe: for (let p = 0; p < prefix; p++) {
      const postings = index.get(ordered[p]!);
      if (!postings) continue;
      for (const j of postings) {
        if (seenBy[j] === i) continue;
        seenBy[j] = i;
        const m = sets[j]!.length;
        if (m < t * n || n < t * m) continue;
        candidates.push(j);
        if (candidates.length >= options.maxCandidates) break probe;
      }
    }
    let best = -1;
    let bestSim = 0;
    for (const j of candidates) {
      const sim = jaccard(set, sets[j]!);
      if (sim >= t && sim > bestSim) {
        best = j;
        bestSim = sim;
      }
    }
    if (best !== -1) pairs.push({ a: i, b: best, similarity: bestSim });
    for (let p = 0; p < prefix; p++) {
      const list = index.get(ordered[p]!);
      if (list) list.push(i);
      else index.set(ordered[p]!, [i]);
    }
  });
  return pairs.sort((x, y) => x.a - y.a);
}

/** Jaccard of two sorted id sets, by merging. */
export function jaccard(x: Int32Array, y: Int32Array): number {
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      common++;
      i++;
      j++;
    } else if (x[i]! < y[j]!) i++;
    else j++;
  }
  return common / (x.length + y.length - common);
}

/**
 * Levenshtein distance of `a` and `b` if it is at most `max`, else `max + 1`; stops as soon as a
 * whole row of the table exceeds `max`, so comparing one name with thousands stays cheap.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Two reusable rows for boundedDistance (single-threaded, never re-entered). */
let rowA = new Int32Array(128);
let rowB = new Int32Array(128);

/**
 * The candidate nearest to `input` (case-insensitive) within max(2, length/3) edits, or undefined;
 * ties keep the first. `lowered` may hold the candidates already lower-cased, index for index;
 * `skip` is a candidate never to suggest.
 */
export function nearestName(input: string, candidates: readonly string[], lowered?: readonly string[], skip?: string): string | undefined {
  const needle = input.toLowerCase();
  let limit = Math.max(2, Math.floor(input.length / 3));
  let best: string | undefined;
  for (let i = 0; i < candidates.length; i++) {
    if (candidates[i] === skip) continue;
    const d = boundedDistance(needle, lowered?.[i] ?? candidates[i]!.toLowerCase(), limit);
    if (d > limit) continue;
    best = candidates[i];
    if (d === 0) break;
    limit = d - 1; // from now on only a strictly nearer name is better
  }
  return best;
}

/**
 * "Did you mean" over a large list of names without comparing against every one: an index of the
 * names' character bigrams. An edit removes at most two bigram occurrences, so two strings within
 * edit distance k share at least max(distinct bigrams of either) - 2k distinct bigrams; only names
 * passing that count filter are compared with `boundedDistance`, at most VERIFY of them (those sharing
 * the most bigrams). On catalogs below that size the answer is exactly `nearestName`'s.
 */
export class NameIndex {
  /** How many candidates, at most, are compared edit by edit (those sharing the most bigrams). */
  static readonly VERIFY = 64;
  private readonly lowered: string[];
  private readonly distinct: number[] = [];
  private counts = new Int32Array(0);
  private readonly postings = new Map<string, number[]>();

  constructor(private readonly names: readonly string[]) {
    this.lowered = names.map((n) => n.toLowerCase());
    this.lowered.forEach((n, i) => {
      const grams = new Set(bigrams(n));
      this.distinct.push(grams.size);
      for (const g of grams) {
        const list = this.postings.get(g);
        if (list) list.push(i);
        else this.postings.set(g, [i]);
      }
    });
  }

  /** Names with at most `max` distinct bigrams (short names), computed once per bound. */
  private readonly fewCache = new Map<number, number[]>();
  private few(max: number): number[] {
    let hit = this.fewCache.get(max);
    if (!hit) {
      hit = this.distinct.flatMap((d, i) => (d <= max ? [i] : []));
      this.fewCache.set(max, hit);
    }
    return hit;
  }

  nearest(input: string, skip?: string): string | undefined {
    const needle = input.toLowerCase();
    const limit = Math.max(2, Math.floor(input.length / 3));
    const grams = new Set(bigrams(needle));
    // Shared-bigram counts in a reused typed array; `touched` lists the names that have one.
    if (this.counts.length < this.names.length) this.counts = new Int32Array(this.names.length);
    const counts = this.counts;
    const touched: number[] = [];
    for (const g of grams) {
      for (const i of this.postings.get(g) ?? []) if (counts[i]++ === 0) touched.push(i);
    }
    const shared = { get: (i: number) => counts[i]!, keys: () => touched };
    // Candidates that can be within `limit` edits, in catalog order so ties resolve as nearestName's do.
    // A name sharing no bigram can only qualify when both sides have at most 2·limit distinct bigrams.
    const pool = grams.size <= 2 * limit ? new Set([...shared.keys(), ...this.few(2 * limit)]) : shared.keys();
    const candidates: number[] = [];
    for (const i of pool) {
      const n = this.lowered[i]!;
      if (Math.abs(n.length - needle.length) > limit) continue;
      const need = Math.max(this.distinct[i]!, grams.size) - 2 * limit;
      if (need > 0 && (shared.get(i) ?? 0) < need) continue;
      candidates.push(i);
    }
    candidates.sort((a, b) => a - b);
    // Verify only the names sharing the most bigrams: on a catalog of thousands of similar names the
    // count filter alone leaves hundreds, and a suggestion is worth a bounded cost, not a quadratic one.
    const top = candidates.length > NameIndex.VERIFY
      ? candidates.sort((a, b) => (shared.get(b) ?? 0) - (shared.get(a) ?? 0) || a - b).slice(0, NameIndex.VERIFY).sort((a, b) => a - b)
      : candidates;
    for (const i of touched) counts[i] = 0;
    return nearestName(input, top.map((i) => this.names[i]!), top.map((i) => this.lowered[i]!), skip);
  }
}

function bigrams(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < s.length; i++) out.push(s.slice(i, i + 2));
  return out;
}
