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
 * (t·n ≤ m ≤ n/t) and PPJoin's positional filter (where in each set a shared prefix shingle is
 * bounds how much the two can share) prune further. Each text gathers at most `maxCandidates` candidates, each verified
 * in O(L). Cost: O(N·L) to tokenise and index plus O(N·C·L) to verify in the worst case, with
 * N texts, L ≤ maxWords shingles and C ≤ maxCandidates — linear in N, never all-pairs.
 */
import { perText } from './memo.js';

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
  if (text.length > WHOLE_TEXT) return wordsOneByOne(text, maxWords);
  const joined = wordsJoined(text);
  if (joined === '') return [];
  const words = joined.split(' ');
  const limit = wordLimit(maxWords);
  if (words.length > limit) words.length = limit;
  return words;
}

/** How many words `maxWords` keeps, as reading word by word keeps them: at least one, and a fraction rounds up. */
function wordLimit(maxWords: number): number {
  return maxWords >= 1 ? Math.ceil(maxWords) : maxWords < 1 ? 1 : Infinity;
}

/** `wordsOf(text, maxWords).join(' ')`, without making the words. */
export function wordKey(text: string, maxWords: number): string {
  if (text.length > WHOLE_TEXT) return wordsOneByOne(text, maxWords).join(' ');
  const joined = wordsJoined(text);
  // Cut after the maxWords-th word, if there are more.
  let at = -1;
  for (let n = 0, limit = wordLimit(maxWords); n < limit; n++) {
    at = joined.indexOf(' ', at + 1);
    if (at < 0) return joined;
  }
  return joined.slice(0, at);
}

/**
 * A text's words (runs of letters and digits, lower-cased) with one space between each two: every
 * run of other characters made one space, then those at either end dropped. One pass of the
 * regular-expression engine and no object per word, where matching word by word made a match for each.
 */
function wordsJoined(text: string): string {
  return text.toLowerCase().replace(NOT_WORD, ' ').trim();
}

const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Past this many characters a text is read word by word, up to the words wanted, rather than whole. */
const WHOLE_TEXT = 16_384;

function wordsOneByOne(text: string, maxWords: number): string[] {
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
  return setSimilarity(new Set(shinglesOf(wordsOf(a, maxWords))), new Set(shinglesOf(wordsOf(b, maxWords))));
}

/** Jaccard of two sets of shingles (0 when both are empty): `textSimilarity` for a caller that keeps each text's set. */
export function setSimilarity(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
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
  const vocabulary = new WordIds();
  return similarWordPairs(
    texts.map((text) => (text === undefined ? undefined : vocabulary.of(perText(`similarity:${options.maxWords}`, text, () => wordsOf(text, options.maxWords))))),
    options,
  );
}

/**
 * Words as numbers, one per distinct word, in the order words are first asked for: what
 * `similarWordPairs` compares.
 */
export class WordIds {
  private readonly ids = new Map<string, number>();

  /** The numbers of `words`, in order. */
  of(words: readonly string[]): Int32Array {
    const out = new Int32Array(words.length);
    for (let k = 0; k < words.length; k++) {
      const w = words[k]!;
      let id = this.ids.get(w);
      if (id === undefined) this.ids.set(w, (id = this.ids.size));
      out[k] = id;
    }
    return out;
  }
}

/**
 * Texts' words as numbers (WordIds), one text after another in one array: text i's are
 * `words[starts[i]]` to `words[starts[i + 1] - 1]`, and a text with none is not compared (as an
 * undefined one). A catalog of 100,000 texts as one array each held about a kilobyte per text more
 * than as one array for all.
 */
export interface PackedWords {
  readonly words: Int32Array;
  /** One more than there are texts. */
  readonly starts: Int32Array;
}

/** Words as numbers, text by text, packed into one array (PackedWords). */
export class WordPacker {
  private words = new Int32Array(1024);
  private starts: number[] = [0];
  private used = 0;

  /** Adds the next text's words (none: the text is not compared). */
  add(ids: ArrayLike<number> | undefined): void {
    if (ids) this.piece(ids);
    this.end();
  }

  /** Adds the next text's words a piece at a time: `piece` for each piece, then `end()`. */
  piece(ids: ArrayLike<number>, count = ids.length): void {
    this.reserve(count);
    for (let k = 0; k < count; k++) this.words[this.used++] = ids[k]!;
  }

  end(): void {
    this.starts.push(this.used);
  }

  /** How many words the text being added has so far. */
  get current(): number {
    return this.used - this.starts[this.starts.length - 1]!;
  }

  packed(): PackedWords {
    return { words: this.words.subarray(0, this.used), starts: Int32Array.from(this.starts) };
  }

  private reserve(n: number): void {
    if (this.used + n <= this.words.length) return;
    const grown = new Int32Array(Math.max(this.words.length * 2, this.used + n));
    grown.set(this.words.subarray(0, this.used));
    this.words = grown;
  }
}

/** Texts as PackedWords. */
export function packWords(texts: ReadonlyArray<ArrayLike<number> | undefined>): PackedWords {
  const packer = new WordPacker();
  for (const t of texts) packer.add(t);
  return packer.packed();
}

/**
 * `similarPairs` for texts already read into words, each word a number (WordIds: the same word, the
 * same number), `maxWords` of them at most: a caller that reads its texts in pieces it shares
 * (sentences that repeat across a catalog) numbers each piece's words once, and may give them packed
 * (PackedWords). The words of a text compared are those `wordsOf(text, options.maxWords)` gives;
 * exact duplicates are the same numbers in the same order.
 *
 * What it keeps per text is in arrays over all texts (its shingles, the index of their prefixes),
 * not in an object or two per text.
 */
export function similarWordPairs(texts: ReadonlyArray<ArrayLike<number> | undefined> | PackedWords, options: SimilarityOptions): SimilarPair[] {
  const { words, starts } = 'starts' in texts ? texts : packWords(texts);
  const count = starts.length - 1;
  const t = Math.min(1, Math.max(Number.EPSILON, options.threshold));
  const pairs: SimilarPair[] = [];
  /**
   * The first text of each word sequence met, by a hash of the sequence: the latest such text of a
   * hash, and each text's next one of the same hash (-1: none). Texts of one hash are each a
   * different sequence, so at most one of them is the same as a text looked up.
   */
  const exact = new Map<number, number>();
  const nextOfHash = new Int32Array(count);
  // Shingles as ids in the order they are first met: a shingle is a pair of word ids (a one-word
  // text's, its word and -1), so that no bigram is made as a string.
  const shingleId = new PairIds();
  /** Per shingle id, the last text that had it (a text's shingles are counted once). */
  let usedBy = new Int32Array(1024).fill(-1);
  // Each compared text's distinct shingles, in the order they first come: `shingles[from[i]]` on, `sizes[i]` of them (0: not compared).
  let room = 0;
  for (let i = 0; i < count; i++) {
    const n = starts[i + 1]! - starts[i]!;
    room += n === 1 ? 1 : Math.max(0, n - 1);
  }
  const shingles = new Int32Array(room);
  const from = new Int32Array(count);
  const sizes = new Int32Array(count);
  let used = 0;

  for (let i = 0; i < count; i++) {
    const at = starts[i]!;
    const n = starts[i + 1]! - at;
    if (!n) continue;
    const h = hashIds(words, at, n);
    let first = -1;
    for (let j = exact.get(h) ?? -1; j !== -1; j = nextOfHash[j]!) {
      if (sameIds(words, starts[j]!, starts[j + 1]! - starts[j]!, at, n)) {
        first = j;
        break;
      }
    }
    if (first !== -1) {
      pairs.push({ a: i, b: first, similarity: 1 });
      continue;
    }
    nextOfHash[i] = exact.get(h) ?? -1;
    exact.set(h, i);
    if (n < options.minWords) continue;
    from[i] = used;
    for (let k = n === 1 ? 0 : 1; k < n; k++) {
      const id = n === 1 ? shingleId.of(words[at]!, -1) : shingleId.of(words[at + k - 1]!, words[at + k]!);
      if (id >= usedBy.length) {
        const grown = new Int32Array(usedBy.length * 2).fill(-1);
        grown.set(usedBy);
        usedBy = grown;
      }
      if (usedBy[id] === i) continue;
      usedBy[id] = i;
      shingles[used++] = id;
    }
    sizes[i] = used - from[i]!;
  }

  const freq = new Int32Array(shingleId.size);
  let most = 0;
  for (let i = 0; i < count; i++) for (let k = from[i]!, end = k + sizes[i]!; k < end; k++) most = Math.max(most, ++freq[shingles[k]!]!);
  // Ids renumbered rarest first (ties: first used first), so that a set sorted by id is in the order
  // the prefix filter reads it: a counting sort by frequency, ids in increasing order within one.
  const startOf = new Int32Array(most + 2);
  for (let id = 0; id < freq.length; id++) startOf[freq[id]! + 1]!++;
  for (let f = 1; f < startOf.length; f++) startOf[f]! += startOf[f - 1]!;
  const rank = new Int32Array(freq.length);
  for (let id = 0; id < freq.length; id++) rank[id] = startOf[freq[id]!]!++;
  for (let i = 0; i < count; i++) {
    if (!sizes[i]) continue;
    const end = from[i]! + sizes[i]!;
    for (let k = from[i]!; k < end; k++) shingles[k] = rank[shingles[k]!]!;
    shingles.subarray(from[i], end).sort();
  }

  const prefixOf = (n: number) => n - Math.ceil(t * n) + 1;
  // For each shingle, the texts that hold it in their prefix and where, as pairs (text, position):
  // `postings[head[s]]` up to `postings[fill[s]]`, filled text by text, so that a text reads only the earlier ones.
  const head = new Int32Array(freq.length + 1);
  for (let i = 0; i < count; i++) {
    const n = sizes[i]!;
    if (!n) continue;
    for (let p = 0, prefix = prefixOf(n); p < prefix; p++) head[shingles[from[i]! + p]! + 1]! += 2;
  }
  for (let s = 1; s < head.length; s++) head[s]! += head[s - 1]!;
  const postings = new Int32Array(head[head.length - 1]!);
  const fill = head.slice(0, freq.length);
  const seenBy = new Int32Array(count).fill(-1);
  /** A candidate's overlap so far with the text probing (its shingles in the prefix, in order), or -1 once it cannot qualify. */
  const overlap = new Int32Array(count);
  // Room for as many candidates as a text may gather: maxCandidates (at least one), and never more than there are texts.
  const candidates = new Int32Array(Math.max(1, Math.min(Number.isNaN(options.maxCandidates) ? Infinity : Math.ceil(options.maxCandidates), count)));
  const alpha = t / (1 + t);
  for (let i = 0; i < count; i++) {
    const n = sizes[i]!;
    if (!n) continue;
    const set = from[i]!;
    const prefix = prefixOf(n);
    let found = 0;
    probe: for (let p = 0; p < prefix; p++) {
      const s = shingles[set + p]!;
      for (let k = head[s]!, end = fill[s]!; k < end; k += 2) {
        const j = postings[k]!;
        const m = sizes[j]!;
        if (seenBy[j] !== i) {
          seenBy[j] = i;
          if (m < t * n || n < t * m) {
            overlap[j] = -1;
            continue;
          }
          overlap[j] = 0;
          candidates[found++] = j;
          if (found >= options.maxCandidates) break probe;
        } else if (overlap[j]! < 0) continue;
        // The positional filter (PPJoin): the two share at most what they shared before this shingle,
        // this one, and the fewer of the shingles after it in either, since both are in one order.
        // Below the overlap Jaccard ≥ t needs (rounded down), the pair cannot qualify.
        if (overlap[j]! + 1 + Math.min(n - p - 1, m - postings[k + 1]! - 1) < Math.floor(alpha * (n + m))) overlap[j] = -1;
        else overlap[j]!++;
      }
    }
    let best = -1;
    let bestSim = 0;
    for (let c = 0; c < found; c++) {
      const j = candidates[c]!;
      if (overlap[j]! < 0) continue;
      const m = sizes[j]!;
      // The overlap that Jaccard ≥ t, and above the best so far, need (c / (n + m − c) ≥ t ⟺
      // c ≥ t(n + m) / (1 + t)); rounded down, so a merge is cut short only when it cannot qualify.
      const need = Math.max(Math.floor(alpha * (n + m)), Math.floor((bestSim * (n + m)) / (1 + bestSim)));
      const common = overlapAt(shingles, set, n, shingles, from[j]!, m, need);
      if (common < 0) continue;
      const sim = common / (n + m - common);
      if (sim >= t && sim > bestSim) {
        best = j;
        bestSim = sim;
      }
    }
    if (best !== -1) pairs.push({ a: i, b: best, similarity: bestSim });
    for (let p = 0; p < prefix; p++) {
      const s = shingles[set + p]!;
      postings[fill[s]!++] = i;
      postings[fill[s]!++] = p;
    }
  }
  return pairs.sort((x, y) => x.a - y.a);
}

/** A hash of a sequence of word ids (FNV-1a over the ids). */
function hashIds(words: Int32Array, at: number, n: number): number {
  let h = 0x811c9dc5;
  for (let k = at; k < at + n; k++) h = Math.imul(h ^ words[k]!, 0x01000193);
  return h ^ n;
}

/** Whether the `n` words at `a` and the `m` at `b` are the same. */
function sameIds(words: Int32Array, a: number, n: number, b: number, m: number): boolean {
  if (n !== m) return false;
  for (let k = 0; k < n; k++) if (words[a + k] !== words[b + k]) return false;
  return true;
}

/**
 * Ids for pairs of integers, in the order pairs are first asked for: an open-addressing hash table
 * over typed arrays, so that looking a pair up makes no object.
 */
class PairIds {
  size = 0;
  private mask = 1023;
  private left = new Int32Array(1024);
  private right = new Int32Array(1024);
  /** Per slot, its pair's id + 1 (0: the slot is empty). */
  private id = new Int32Array(1024);

  of(a: number, b: number): number {
    let slot = PairIds.hash(a, b) & this.mask;
    for (;;) {
      const id = this.id[slot]!;
      if (id === 0) break;
      if (this.left[slot] === a && this.right[slot] === b) return id - 1;
      slot = (slot + 1) & this.mask;
    }
    this.left[slot] = a;
    this.right[slot] = b;
    this.id[slot] = ++this.size;
    // At most half full, so that a lookup reads few slots.
    if (this.size * 2 > this.mask) this.grow();
    return this.size - 1;
  }

  private static hash(a: number, b: number): number {
    return Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b);
  }

  private grow(): void {
    const { left, right, id } = this;
    this.mask = this.mask * 2 + 1;
    this.left = new Int32Array(this.mask + 1);
    this.right = new Int32Array(this.mask + 1);
    this.id = new Int32Array(this.mask + 1);
    for (let s = 0; s < id.length; s++) {
      if (id[s] === 0) continue;
      let slot = PairIds.hash(left[s]!, right[s]!) & this.mask;
      while (this.id[slot] !== 0) slot = (slot + 1) & this.mask;
      this.left[slot] = left[s]!;
      this.right[slot] = right[s]!;
      this.id[slot] = id[s]!;
    }
  }
}

/**
 * How many ids two sorted sets share, by merging: the `n` ids of `x` from `a` and the `m` of `y` from
 * `b`; -1 as soon as fewer than `need` can be shared.
 */
function overlapAt(x: Int32Array, a: number, n: number, y: Int32Array, b: number, m: number, need: number): number {
  let i = a;
  let j = b;
  const endA = a + n;
  const endB = b + m;
  let common = 0;
  while (i < endA && j < endB) {
    if (common + Math.min(endA - i, endB - j) < need) return -1;
    const u = x[i]!;
    const v = y[j]!;
    if (u === v) {
      common++;
      i++;
      j++;
    } else if (u < v) i++;
    else j++;
  }
  return common < need ? -1 : common;
}

/** Jaccard of two sorted id sets, by merging. */
export function jaccard(x: Int32Array, y: Int32Array): number {
  const common = overlapAt(x, 0, x.length, y, 0, y.length, 0);
  return common / (x.length + y.length - common);
}

/**
 * Levenshtein distance of `a` and `b` if it is at most `max`, else `max + 1`. Only the diagonal band
 * |i − j| ≤ max of the table is filled (a cell outside it is already more than `max` away), and it
 * stops as soon as a whole row exceeds `max`: O(length · max), so comparing one name with thousands
 * stays cheap.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length + 1) {
    rowA = new Int32Array(b.length * 2 + 2);
    rowB = new Int32Array(b.length * 2 + 2);
  }
  const far = max + 1;
  const n = b.length;
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= Math.min(n, max + 1); j++) prev[j] = Math.min(j, far);
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    // The cell left of the band: column 0 is i, any other is out of reach.
    cur[lo - 1] = lo === 1 ? Math.min(i, far) : far;
    let rowMin = cur[lo - 1]!;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      let v = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      if (prev[j]! + 1 < v) v = prev[j]! + 1;
      if (cur[j - 1]! + 1 < v) v = cur[j - 1]! + 1;
      if (v > far) v = far;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // The cell right of the band, which the next row reads as its upper neighbour.
    if (hi < n) cur[hi + 1] = far;
    if (rowMin > max) return far;
    [prev, cur] = [cur, prev];
  }
  return Math.min(prev[n]!, far);
}

/** Two reusable rows for boundedDistance (single-threaded, never re-entered). */
let rowA = new Int32Array(128);
let rowB = new Int32Array(128);

/**
 * Edits a suggestion may be away from what was written: a third of its length, at least 2, and at
 * most 21 (a third of the longest name the spec allows, 64 characters), so that checking a
 * candidate costs O(length) however long the names are.
 */
export const MAX_SUGGESTION_EDITS = 21;

export function suggestionLimit(input: string): number {
  return Math.min(MAX_SUGGESTION_EDITS, Math.max(2, Math.floor(input.length / 3)));
}

/**
 * The candidate nearest to `input` (case-insensitive) within `suggestionLimit(input)` edits, or
 * undefined; ties keep the first. `lowered` may hold the candidates already lower-cased, index for
 * index; `skip` is a candidate never to suggest.
 */
export function nearestName(input: string, candidates: readonly string[], lowered?: readonly string[], skip?: string): string | undefined {
  const needle = input.toLowerCase();
  let limit = suggestionLimit(input);
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
 * edit distance k share at least max(distinct bigrams of either) - 2k distinct bigrams (the count
 * filter); when that is positive, a name that passes shares one of the input's 2k + 1 rarest
 * bigrams, so only those bigrams' names are read (the prefix filter). Names passing are compared
 * with `boundedDistance`, at most VERIFY of them (those sharing the most bigrams).
 *
 * Before that, the names one edit away or less are found exactly, whatever the size of the list,
 * through hashes of each name and of each name with one character deleted (two strings are within one
 * edit when one is the other, one is the other less a character, or both are the same less one
 * character): the usual typo gets the nearest name, the first in the list among equals.
 *
 * Cost per query: O((VISIT + VERIFY · k) · length of the input), whatever the size of the list: at
 * most VISIT entries of the hash and bigram lists are read, and only names within k ≤ 21 characters
 * of the input's length are compared. While a query reads fewer (names that are not all alike,
 * lists of a few thousand), the answer is exactly `nearestName`'s; past that it is the nearest among
 * the names read, rarest bigrams first.
 */
export class NameIndex {
  /** How many candidates, at most, are compared edit by edit (those sharing the most bigrams). */
  static readonly VERIFY = 64;
  /** How many entries of the bigram lists (and of the short names) a query reads, at most. */
  static readonly VISIT = 1024;
  private readonly lowered: string[];
  /**
   * Each name's distinct bigrams, as ids: `grams[gramStart[i]]` up to `grams[gramStart[i + 1]]`
   * (how many: `distinct(i)`). One array for all names, as the lists below: on 30,000 names an array
   * per name and per bigram made the index several times larger and slower to build.
   */
  private readonly grams: Int32Array;
  private readonly gramStart: Int32Array;
  /** Bigram ids, by the bigram as a number (`bigrams`). */
  private readonly gramId = new Map<number, number>();
  /** The names that have each bigram, in name order: `postings[postStart[id]]` up to `postings[postStart[id + 1]]`. */
  private readonly postings: Int32Array;
  private readonly postStart: Int32Array;
  /** Per-name and per-bigram marks of the query that last saw them. */
  private readonly seenName: Int32Array;
  private readonly seenGram: Int32Array;
  private query = 0;
  /** Names by the hash of their lower-cased text, as `lessOne` holds them (each name once). */
  private readonly whole: Float64Array;
  /**
   * Names by the hash of their text less any one character: every (hash, name) pair as one number,
   * hash · 2^26 + name, sorted. A name's list is a run of it, in name order. (A Map of a list per hash
   * made an array for each of the hundreds of thousands of hashes of a large catalog.)
   */
  private readonly lessOne: Float64Array;

  constructor(private readonly names: readonly string[]) {
    this.lowered = names.map((n) => n.toLowerCase());
    let pairs = 0;
    for (const n of this.lowered) pairs += n.length;
    const whole = new Float64Array(this.lowered.length);
    const lessOne = new Float64Array(pairs);
    let at = 0;
    this.lowered.forEach((n, i) => {
      whole[i] = hashOf(n) * SPAN + i;
      at = deletionHashes(n, lessOne, at, i);
    });
    this.whole = whole.sort();
    lessOne.sort();
    // A name that loses the same text by deleting either of two letters ("aab") is listed once.
    let kept = 0;
    for (let k = 0; k < lessOne.length; k++) if (k === 0 || lessOne[k] !== lessOne[k - 1]) lessOne[kept++] = lessOne[k]!;
    this.lessOne = lessOne.subarray(0, kept);
    // Each name's distinct bigrams (a bigram is listed once per name: `last` holds, per bigram id,
    // the last name that listed it), then the names of each bigram from those.
    let room = 0;
    for (const n of this.lowered) room += Math.max(0, n.length - 1);
    const grams = new Int32Array(room);
    const gramStart = new Int32Array(this.lowered.length + 1);
    let last: Int32Array = new Int32Array(256).fill(-1);
    let count: Int32Array = new Int32Array(256);
    let used = 0;
    this.lowered.forEach((n, i) => {
      gramStart[i] = used;
      for (let k = 0; k + 1 < n.length; k++) {
        const g = bigramAt(n, k);
        let id = this.gramId.get(g);
        if (id === undefined) {
          id = this.gramId.size;
          this.gramId.set(g, id);
          if (id >= last.length) {
            last = grownTo(last, id + 1, -1);
            count = grownTo(count, id + 1, 0);
          }
        }
        if (last[id] !== i) {
          last[id] = i;
          grams[used++] = id;
          count[id]!++;
        }
      }
    });
    gramStart[this.lowered.length] = used;
    const kinds = this.gramId.size;
    const postStart = new Int32Array(kinds + 1);
    for (let id = 0; id < kinds; id++) postStart[id + 1] = postStart[id]! + count[id]!;
    const postings = new Int32Array(used);
    const fill = postStart.slice(0, kinds);
    for (let i = 0; i < this.lowered.length; i++) for (let k = gramStart[i]!; k < gramStart[i + 1]!; k++) postings[fill[grams[k]!]!++] = i;
    this.grams = grams.subarray(0, used);
    this.gramStart = gramStart;
    this.postings = postings;
    this.postStart = postStart;
    this.seenName = new Int32Array(names.length);
    this.seenGram = new Int32Array(kinds);
  }

  /** How many distinct bigrams name `i` has. */
  private distinct(i: number): number {
    return this.gramStart[i + 1]! - this.gramStart[i]!;
  }

  /** The names that have bigram `id`, in name order. */
  private namesWith(id: number): Int32Array {
    return this.postings.subarray(this.postStart[id], this.postStart[id + 1]);
  }

  /** Names with at most `max` distinct bigrams (short names), computed once per bound. */
  private readonly fewCache = new Map<number, number[]>();
  private few(max: number): number[] {
    let hit = this.fewCache.get(max);
    if (!hit) {
      hit = [];
      for (let i = 0; i < this.lowered.length; i++) if (this.distinct(i) <= max) hit.push(i);
      this.fewCache.set(max, hit);
    }
    return hit;
  }

  /**
   * The first name (in list order) at the least distance from `needle` when that distance is 0 or 1,
   * else undefined; reads at most VISIT entries of the hash lists.
   */
  private withinOneEdit(needle: string, skip: string | undefined): number | undefined {
    const lists: Array<number[] | undefined> = [namesOf(this.whole, hashOf(needle)), namesOf(this.lessOne, hashOf(needle))];
    for (const h of new Set(deletionHashes(needle))) lists.push(namesOf(this.whole, h), namesOf(this.lessOne, h));
    let best: number | undefined;
    let bestD = 2;
    let budget = NameIndex.VISIT;
    for (const list of lists) {
      if (!list) continue;
      for (const i of list) {
        if (budget-- <= 0) return best;
        if (this.names[i] === skip || (best !== undefined && (bestD === 0 ? i >= best : false))) continue;
        const d = boundedDistance(needle, this.lowered[i]!, 1);
        if (d < bestD || (d === bestD && best !== undefined && i < best)) {
          best = i;
          bestD = d;
        }
      }
    }
    return best;
  }

  nearest(input: string, skip?: string): string | undefined {
    const needle = input.toLowerCase();
    const close = this.withinOneEdit(needle, skip);
    if (close !== undefined) return this.names[close];
    const limit = suggestionLimit(input);
    const q = ++this.query;
    // The input's distinct bigrams; those no name has are counted but have no list.
    const grams = new Set(bigrams(needle));
    const lists: Array<ArrayLike<number>> = [];
    for (const g of grams) {
      const id = this.gramId.get(g);
      if (id === undefined) continue;
      this.seenGram[id] = q;
      lists.push(this.namesWith(id));
    }
    lists.sort((x, y) => x.length - y.length);
    // Names that can be within `limit` edits, in catalog order so ties resolve as nearestName's do.
    const need = grams.size - 2 * limit;
    const read = need > 0 ? lists.slice(0, 2 * limit + 1) : lists;
    // A name sharing no bigram can only qualify when both sides have at most 2·limit distinct bigrams.
    if (need <= 0) read.push(this.few(2 * limit));
    const pool: number[] = [];
    let budget = NameIndex.VISIT;
    gather: for (const list of read) {
      for (let k = 0; k < list.length; k++) {
        const i = list[k]!;
        if (budget-- <= 0) break gather;
        if (this.seenName[i] === q) continue;
        this.seenName[i] = q;
        pool.push(i);
      }
    }
    const candidates: Array<{ i: number; shared: number }> = [];
    for (const i of pool) {
      const n = this.lowered[i]!;
      if (Math.abs(n.length - needle.length) > limit) continue;
      let shared = 0;
      for (let k = this.gramStart[i]!; k < this.gramStart[i + 1]!; k++) if (this.seenGram[this.grams[k]!] === q) shared++;
      if (shared < Math.max(this.distinct(i), grams.size) - 2 * limit) continue;
      candidates.push({ i, shared });
    }
    // Verify only the names sharing the most bigrams: on a catalog of thousands of similar names the
    // count filter alone leaves hundreds, and a suggestion is worth a bounded cost, not a quadratic one.
    if (candidates.length > NameIndex.VERIFY) candidates.sort((a, b) => b.shared - a.shared || a.i - b.i).length = NameIndex.VERIFY;
    const top = candidates.map((c) => c.i).sort((a, b) => a - b);
    return nearestName(input, top.map((i) => this.names[i]!), top.map((i) => this.lowered[i]!), skip);
  }
}

/** `array` made at least `size` long, its new places holding `fill`. */
function grownTo(array: Int32Array, size: number, fill: number): Int32Array {
  const out = new Int32Array(Math.max(size, array.length * 2));
  if (fill) out.fill(fill, array.length);
  out.set(array);
  return out;
}

/** The names of a sorted list of (hash, name) pairs (NameIndex.lessOne) whose hash is `hash`, in name order. */
function namesOf(pairs: Float64Array, hash: number): number[] | undefined {
  const from = hash * SPAN;
  let lo = 0;
  let hi = pairs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pairs[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let k = lo; k < pairs.length && pairs[k]! < from + SPAN; k++) out.push(pairs[k]! - from);
  return out.length ? out : undefined;
}

const H = 67108859;
/** Room for a name's index beside a hash in one exact number (hash · SPAN + index < 2^52, for lists of fewer than 2^26 names). */
const SPAN = 2 ** 26;
const HB = 131;

/**
 * A polynomial hash of a string, below 2^26 (a small integer, which a Map keys without allocating).
 * Names that share a hash are only candidates: each is compared character by character, so a
 * collision costs a comparison, never a wrong answer.
 */
function hashOf(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * HB + s.charCodeAt(i)) % H;
  return h;
}

/**
 * `hashOf` of the string less each of its characters in turn, all in O(length) (prefix and suffix
 * hashes). With `into`: written there from `at` as (hash, `name`) pairs (NameIndex.lessOne), and the
 * place after them returned.
 */
function deletionHashes(s: string): number[];
function deletionHashes(s: string, into: Float64Array, at: number, name: number): number;
function deletionHashes(s: string, into?: Float64Array, at = 0, name = 0): number[] | number {
  const n = s.length;
  if (prefixes.length < n + 1) prefixes = new Float64Array(Math.max(n + 1, prefixes.length * 2));
  const pre = prefixes;
  for (let i = 0; i < n; i++) pre[i + 1] = (pre[i]! * HB + s.charCodeAt(i)) % H;
  const out = into ? undefined : new Array<number>(n);
  // Walking from the end: the hash of the suffix after i, and HB to the power of its length.
  let suf = 0;
  let pow = 1;
  for (let i = n - 1; i >= 0; i--) {
    const h = (pre[i]! * pow + suf) % H;
    if (out) out[i] = h;
    else into![at + i] = h * SPAN + name;
    suf = (s.charCodeAt(i) * pow + suf) % H;
    pow = (pow * HB) % H;
  }
  return out ?? at + n;
}

/** The prefix hashes deletionHashes works with (single-threaded, never re-entered). */
let prefixes = new Float64Array(64);

/** The bigram of `s` at `i` (two UTF-16 code units) as one number, so that no string is made for it. */
function bigramAt(s: string, i: number): number {
  return s.charCodeAt(i) * 0x10000 + s.charCodeAt(i + 1);
}

/** The bigrams of `s`, in order (see bigramAt). */
function bigrams(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < s.length; i++) out.push(bigramAt(s, i));
  return out;
}
