/**
 * Lexical retrieval for catalog rules: how a keyword tool search (BM25, as the tool-search features
 * of the platforms and MCP clients offer it, spec §2 and §12) ranks a catalog's tools for a request.
 *
 * Terms (`searchTerms`): the text in Unicode compatibility form (NFKC), split into runs of letters,
 * marks and digits; each run split where the case changes (`getForecast`, `HTMLParser`) and at `_`
 * and `-`; lower-cased; words of Lucene's English stop list and of a few pronouns, auxiliaries and
 * question words left out; plural `s` taken off English words as Lucene's EnglishMinimalStemmer
 * does (`forecasts` → `forecast`, `queries` → `query`). Chinese, Japanese and Korean runs, which are
 * not split into words by spaces, become overlapping character bigrams, as Lucene's CJK analyzer
 * makes them (a run of one character is itself a term).
 *
 * Ranking (`Bm25Index`): Okapi BM25 with Lucene's and Elasticsearch's defaults, k1 = 1.2 and
 * b = 0.75, and Lucene's idf, ln(1 + (N − df + 0.5) / (df + 0.5)). A document of several fields is
 * scored as BM25F (Robertson, Zaragoza and Taylor 2004), as Elasticsearch's `combined_fields` query
 * scores one: a term's frequency is the sum of its frequencies in the fields, each times the field's
 * weight, and so is the document's length; df counts the documents with the term in any field. Each
 * distinct term of a query counts once.
 *
 * Cost: indexing is linear in the total length of the documents. A query is scored against the
 * postings of its terms only, and of those only the terms that could lift a document above a
 * threshold (MaxScore, Turtle and Flood 1995): a term whose contribution, at its largest, added to
 * those of every rarer-contributing term cannot pass the threshold is not enumerated. At most
 * `maxCandidates` documents are then scored in full, each in the length of the query.
 */

/** Lucene's defaults (BM25Similarity), which Elasticsearch keeps. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A term of a text and the word it was made from, as the text has it (lower-cased). */
export interface SearchTerm {
  term: string;
  word: string;
}

/**
 * Lucene's English stop words (EnglishAnalyzer), pronouns, auxiliaries and question words a request
 * opens with, and particles and quantifiers ("look up", "all of").
 */
const STOP_WORDS = new Set([
  ...['a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not', 'of', 'on', 'or', 'such'],
  ...['that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'will', 'with'],
  ...['i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'he', 'she', 'him', 'her', 'its', 'them', 'those'],
  ...['am', 'been', 'being', 'were', 'do', 'does', 'did', 'can', 'could', 'would', 'should', 'shall', 'may', 'might', 'must', 'has', 'have', 'had'],
  ...['what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'please', 's', 't', 'so', 'than', 'too', 'very', 'just'],
  ...['about', 'all', 'also', 'any', 'each', 'from', 'here', 'more', 'most', 'off', 'only', 'out', 'over', 'some', 'up'],
]);

/** A run of letters, marks and digits, with the `-`, `_`, `.`, `/` and `:` that join the parts of one name or value. */
const RUN = /[\p{L}\p{M}\p{N}]+(?:[-_./:][\p{L}\p{M}\p{N}]+)*/gu;
const PART = /[\p{L}\p{M}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CJK_TEST = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const ENGLISH = /^[a-z]+$/;

/** The search terms of a text, in order, at most `max` of them. */
export function searchTerms(text: string, max = 1000): SearchTerm[] {
  const out: SearchTerm[] = [];
  const push = (term: string, word: string) => {
    if (out.length < max) out.push({ term, word });
  };
  for (const [joined] of text.normalize('NFKC').matchAll(RUN)) {
    if (out.length >= max) break;
    // A number, an identifier or a date (BW-104233, 2026-01-13) is the value of an argument, not a word of a request.
    if (isValue(joined)) continue;
    for (const [run] of joined.matchAll(PART)) termsOfRun(run, push);
  }
  return out;
}

/** Whether a token is digits only, or holds three digits or more (an identifier, a date): `s3` and `mp3` are words. */
function isValue(token: string): boolean {
  const digits = token.replace(/\P{N}/gu, '').length;
  return digits >= 3 || (digits > 0 && !/[\p{L}]/u.test(token));
}

/** The terms of a run of letters, marks and digits: CJK runs as bigrams, the rest as words. */
function termsOfRun(run: string, push: (term: string, word: string) => void): void {
  if (!CJK_TEST.test(run)) return wordsOfRun(run, push);
  let last = 0;
  for (const m of run.matchAll(CJK)) {
    wordsOfRun(run.slice(last, m.index), push);
    const chars = [...m[0]];
    if (chars.length === 1) push(chars[0]!, chars[0]!);
    for (let i = 1; i < chars.length; i++) push(chars[i - 1]! + chars[i]!, chars[i - 1]! + chars[i]!);
    last = m.index + m[0].length;
  }
  wordsOfRun(run.slice(last), push);
}

/** The words of a run of letters and digits with no CJK in it, split where the case changes. */
function wordsOfRun(run: string, push: (term: string, word: string) => void): void {
  if (!run) return;
  const split = run.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  for (const piece of split.split(' ')) {
    const word = piece.toLowerCase();
    if (!word || STOP_WORDS.has(word)) continue;
    push(ENGLISH.test(word) ? minimalStem(word) : word, word);
  }
}

/** Lucene's EnglishMinimalStemmer (Harman's S-stemmer): plural s off, ies to y. */
function minimalStem(w: string): string {
  const n = w.length;
  if (n < 3 || w[n - 1] !== 's') return w;
  const c = w[n - 2];
  if (c === 'u' || c === 's') return w;
  if (c === 'e') {
    if (n > 3 && w[n - 3] === 'i' && w[n - 4] !== 'a' && w[n - 4] !== 'e') return `${w.slice(0, n - 3)}y`;
    if (w[n - 3] === 'i' || w[n - 3] === 'a' || w[n - 3] === 'o' || w[n - 3] === 'e') return w;
  }
  return w.slice(0, n - 1);
}

/** A document: the terms of each of its fields, in the order of the index's weights. */
export type SearchDocument = ReadonlyArray<readonly string[]>;

/** A document and its score. */
export interface Scored {
  doc: number;
  score: number;
}

/**
 * A BM25F index over documents (undefined: not in the index). `weights[f]` is the weight of field f.
 */
export class Bm25Index {
  /** Per document: each term's weighted frequency. */
  private readonly tf: Array<Map<string, number> | undefined>;
  /** Per document: BM25's length norm, k1·(1 − b + b·len/avglen). */
  private readonly norm: Float64Array;
  /** Per term: the documents that have it, the largest contribution first. */
  private readonly postings = new Map<string, number[]>();
  private readonly idfs = new Map<string, number>();
  private readonly best = new Map<string, number>();
  readonly size: number;

  constructor(docs: ReadonlyArray<SearchDocument | undefined>, weights: readonly number[]) {
    this.tf = docs.map((fields) => {
      if (!fields) return undefined;
      const tf = new Map<string, number>();
      fields.forEach((terms, f) => {
        const w = weights[f] ?? 1;
        for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + w);
      });
      return tf;
    });
    const lengths = docs.map((fields) => (fields ? fields.reduce((sum, terms, f) => sum + terms.length * (weights[f] ?? 1), 0) : 0));
    this.size = docs.filter(Boolean).length;
    const avg = this.size ? lengths.reduce((a, b) => a + b, 0) / this.size : 0;
    this.norm = Float64Array.from(lengths, (len) => BM25_K1 * (1 - BM25_B + (avg > 0 ? (BM25_B * len) / avg : 0)));
    this.tf.forEach((tf, doc) => {
      if (!tf) return;
      for (const t of tf.keys()) {
        const list = this.postings.get(t);
        if (list) list.push(doc);
        else this.postings.set(t, [doc]);
      }
    });
    for (const [t, list] of this.postings) {
      const idf = Math.log(1 + (this.size - list.length + 0.5) / (list.length + 0.5));
      this.idfs.set(t, idf);
      const gain = (doc: number) => this.termScore(t, doc, idf);
      list.sort((x, y) => gain(y) - gain(x) || x - y);
      this.best.set(t, gain(list[0]!));
    }
  }

  /** What one term of a query gives a document. */
  termScore(term: string, doc: number, idf = this.idfs.get(term) ?? 0): number {
    const f = this.tf[doc]?.get(term) ?? 0;
    return f > 0 ? (idf * f) / (f + this.norm[doc]!) : 0;
  }

  /** A document's score for a query (its distinct terms). */
  score(query: readonly string[], doc: number): number {
    return this.sum(canonical(query), doc);
  }

  /** The sum over distinct terms in one order, so that equal scores come out equal whatever the query's order. */
  private sum(terms: readonly string[], doc: number): number {
    let s = 0;
    for (const t of terms) s += this.termScore(t, doc);
    return s;
  }

  /**
   * The document that scores highest for the query of those above `threshold` (beyond rounding),
   * leaving out those `skip` says (ties: the earliest document), or undefined when none is above it. Only documents
   * with a term that can lift them above the threshold are scored, at most `maxCandidates`.
   */
  top(query: readonly string[], threshold: number, skip: (doc: number) => boolean, maxCandidates: number): Scored | undefined {
    // Scores equal but for the rounding of their sums' order are a tie, not above.
    const bar = threshold + 1e-9 * Math.max(1, threshold);
    const all = canonical(query).filter((t) => this.postings.has(t));
    const terms = [...all].sort((x, y) => this.best.get(x)! - this.best.get(y)! || (x < y ? -1 : 1));
    // MaxScore: the terms of smallest largest-contribution whose sum cannot pass the threshold need
    // not be enumerated; a document above it has one of the other terms.
    let sum = 0;
    let first = 0;
    while (first < terms.length && sum + this.best.get(terms[first]!)! <= bar) sum += this.best.get(terms[first++]!)!;
    const seen = new Set<number>();
    let result: Scored | undefined;
    // The terms that may lift a document, the largest contribution first, each postings list best first.
    for (let i = terms.length - 1; i >= first && seen.size < maxCandidates; i--) {
      for (const doc of this.postings.get(terms[i]!)!) {
        if (seen.size >= maxCandidates) break;
        if (seen.has(doc)) continue;
        seen.add(doc);
        if (skip(doc)) continue;
        const s = this.sum(all, doc);
        if (s > bar && (!result || s > result.score || (s === result.score && doc < result.doc))) result = { doc, score: s };
      }
    }
    return result;
  }
}

/** A query's distinct terms in code-unit order. */
function canonical(query: readonly string[]): string[] {
  return [...new Set(query)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}
