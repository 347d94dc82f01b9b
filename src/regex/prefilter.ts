/**
 * One scan of a text that tells many regular expressions whether they can match it at all, as RE2's
 * FilteredRE2 does: a pattern is read for the literal strings every match of it must contain
 * (`requiredAtoms`: `\b(?:ignore|disregard)\s+previous` needs "ignore" or "disregard", and
 * "previous"), all those strings go into one Aho-Corasick automaton, and a text is read once through
 * it. A pattern none of whose required strings the text holds is not run: most texts of a tool match
 * none of a hundred patterns, and a hundred runs of the regular-expression engine cost far more than
 * one pass over the text.
 *
 * The filter never changes what matches: `may(re)` is false only when `re` cannot match the text
 * scanned (every match holds one string of each required set, and the text holds none of one set);
 * when it is true, the caller runs `re` as before. Only ASCII is read for strings (letters folded to
 * lower case, as a case-insensitive pattern matches them without the `u` flag); a pattern with the
 * `u` or `v` flag, or one the parser cannot read, has no requirement and is always run, and so is a
 * `g` or `y` pattern (a failed run resets its `lastIndex`: not running it would keep it).
 */
import { createHash } from 'node:crypto';
import { KNOWN_ATOMS } from './atoms.generated.js';
import { parse, type Node } from './parse.js';

/** Sets larger than this stop being followed exactly (`(?:a|b)(?:c|d)` is 4 strings; past this, each part is required on its own). */
const MAX_EXACT = 16;
/** Longest string followed exactly: longer ones are as good a requirement as their first part. */
const MAX_ATOM = 32;

/** What a piece of a pattern must match: exactly one of `exact` (when known), and one string of each set in `all`. */
interface Info {
  exact: Set<string> | null;
  all: string[][];
}

const ANY: Info = { exact: null, all: [] };
const EMPTY = (): Info => ({ exact: new Set(['']), all: [] });

/**
 * The literal strings (ASCII, lower case) a match of `re` must contain: one of each returned set.
 * An empty list means no requirement (the pattern may match any text).
 */
export function requiredAtoms(re: RegExp): readonly (readonly string[])[] {
  if (KNOWN) {
    const known = KNOWN_ATOMS[atomsKey(re)];
    if (known) return known;
  }
  return computeAtoms(re);
}

/**
 * Whether `requiredAtoms` takes what the build worked out for tooldoc's own patterns
 * (src/regex/atoms.generated.ts, written by scripts/atoms.mjs): parsing them all is most of what a
 * thread's first sentence costs (about 50 ms). TOOLDOC_NO_FAST_PATHS=1 works every pattern out.
 */
const KNOWN = !process.env.TOOLDOC_NO_FAST_PATHS;

/** A pattern's key in KNOWN_ATOMS: its flags and a hash of its source. */
export function atomsKey(re: RegExp): string {
  return `${re.flags}:${createHash('sha1').update(re.source).digest('base64url')}`;
}

/** `requiredAtoms`, worked out from the pattern itself. */
export function computeAtoms(re: RegExp): string[][] {
  if (/[uvgy]/.test(re.flags)) return [];
  let parsed;
  try {
    parsed = parse(re.source);
  } catch {
    return [];
  }
  if (!parsed.ok) return [];
  const info = alternation(parsed.alts);
  const sets = info.exact ? [orSet(info.exact)].filter((s): s is string[] => s !== null) : info.all;
  return sets.map(minimal).filter((s) => s.length > 0);
}

/** The exact strings as one required set, or null when one of them is empty (no requirement). */
function orSet(exact: Set<string>): string[] | null {
  if (exact.has('')) return null;
  return [...exact];
}

/** A set without strings that contain another of its strings (holding the shorter one is enough). */
function minimal(set: string[]): string[] {
  const sorted = [...new Set(set)].sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const s of sorted) if (!out.some((o) => s.includes(o))) out.push(s);
  return out;
}

/** How much a required set narrows: its shortest string (longer is rarer), then fewer strings. */
function strength(set: string[]): number {
  return Math.min(...set.map((s) => s.length)) * 1000 - set.length;
}

/** The best single required set of a piece, or null when it requires nothing. */
function best(info: Info): string[] | null {
  const sets = info.exact ? [orSet(info.exact)].filter((s): s is string[] => s !== null) : info.all;
  let top: string[] | null = null;
  for (const s of sets) if (!top || strength(s) > strength(top)) top = s;
  return top;
}

function alternation(alts: Node[][]): Info {
  const infos = alts.map(sequence);
  if (infos.length === 1) return infos[0]!;
  if (infos.every((i) => i.exact)) {
    const union = new Set<string>();
    for (const i of infos) for (const s of i.exact!) union.add(s);
    if (union.size <= MAX_EXACT) return { exact: union, all: [] };
  }
  // One of the branches matches: one of their required strings is there.
  const set: string[] = [];
  for (const i of infos) {
    const b = best(i);
    if (!b) return ANY;
    set.push(...b);
  }
  return { exact: null, all: [set] };
}

/**
 * A sequence: runs of pieces whose strings are known are followed exactly (their strings joined, as
 * long as that stays small); what a run or another piece requires is required of the whole.
 */
function sequence(nodes: Node[]): Info {
  const all: string[][] = [];
  let run = new Set(['']);
  let whole = true;
  const flush = (next: Set<string>) => {
    const s = orSet(run);
    if (s) all.push(s);
    run = next;
  };
  for (const n of nodes) {
    const i = node(n);
    if (!i.exact) {
      whole = false;
      flush(new Set(['']));
      all.push(...i.all);
      continue;
    }
    const product = cross(run, i.exact);
    if (product) run = product;
    else {
      whole = false;
      flush(new Set(i.exact));
    }
  }
  if (whole) return { exact: run, all: [] };
  flush(new Set(['']));
  return { exact: null, all };
}

/** Every string of `a` followed by one of `b`, or null when that is too many or too long. */
function cross(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) {
    if (x.length + y.length > MAX_ATOM) return null;
    out.add(x + y);
  }
  return out;
}

/** A code unit as the scan reads it: ASCII, letters in lower case; null beyond ASCII. */
function folded(cu: number): string | null {
  if (cu >= 128) return null;
  return String.fromCharCode(cu >= 65 && cu <= 90 ? cu + 32 : cu);
}

function node(n: Node): Info {
  switch (n.t) {
    case 'char': {
      const c = folded(n.cu);
      return c === null ? ANY : { exact: new Set([c]), all: [] };
    }
    case 'class': {
      if (n.negate) return ANY;
      const chars = new Set<string>();
      for (const item of n.items) {
        if (item.t !== 'range' || item.hi - item.lo > 4) return ANY;
        for (let cu = item.lo; cu <= item.hi; cu++) {
          const c = folded(cu);
          if (c === null) return ANY;
          chars.add(c);
        }
      }
      return chars.size && chars.size <= 4 ? { exact: chars, all: [] } : ANY;
    }
    case 'esc':
    case 'dot':
    case 'backref':
      return ANY;
    case 'assert':
      return EMPTY();
    case 'group':
      if (n.kind === 'lookahead' || n.kind === 'negative lookahead' || n.kind === 'lookbehind' || n.kind === 'negative lookbehind') return EMPTY();
      return alternation(n.alts);
    case 'quant': {
      const a = node(n.atom);
      if (n.min === 0) {
        if (n.max === 1 && a.exact && a.exact.size < MAX_EXACT) return { exact: new Set([...a.exact, '']), all: [] };
        return ANY;
      }
      if (a.exact && n.max === n.min) {
        let out: Set<string> | null = new Set(['']);
        for (let k = 0; k < n.min && out; k++) out = cross(out, a.exact);
        if (out) return { exact: out, all: [] };
      }
      // At least one occurrence: what it requires is required.
      const b = best(a);
      return { exact: null, all: a.exact ? (b ? [b] : []) : a.all };
    }
  }
}

/**
 * Many patterns' requirements in one automaton. `scan(text)` reads a text once and answers, for
 * each pattern it was made with, whether the pattern may match that text.
 */
export class PatternFilter {
  /** The patterns, by id. */
  private readonly ids = new Map<RegExp, number>();
  /** How many sets each pattern requires (0: it may match any text). */
  private readonly required: Int32Array;
  /** The pattern each required set belongs to. */
  private readonly owner: Int32Array;
  /** The automaton's moves: `next[state * 128 + code]`. */
  private readonly next: Int32Array;
  /** The sets a state completes a string of: `setsAt.slice(outStart[state], outStart[state + 1])`. */
  private readonly outStart: Int32Array;
  private readonly setsAt: Int32Array;
  /** Per scan (its number, so nothing is cleared between scans): the sets seen, and per pattern how many of its sets. */
  private readonly seen: Uint32Array;
  private readonly countScan: Uint32Array;
  private readonly count: Int32Array;
  private scans = 0;

  constructor(patterns: Iterable<RegExp>) {
    const atoms = new Map<string, Set<number>>();
    const required: number[] = [];
    const owner: number[] = [];
    for (const re of patterns) {
      if (this.ids.has(re)) continue;
      const id = required.length;
      this.ids.set(re, id);
      const sets = requiredAtoms(re);
      required.push(sets.length);
      for (const set of sets) {
        const setId = owner.length;
        owner.push(id);
        for (const atom of set) {
          let owners = atoms.get(atom);
          if (!owners) atoms.set(atom, (owners = new Set()));
          owners.add(setId);
        }
      }
    }
    this.required = Int32Array.from(required);
    this.owner = Int32Array.from(owner);
    this.seen = new Uint32Array(owner.length);
    this.countScan = new Uint32Array(required.length);
    this.count = new Int32Array(required.length);
    // The trie of the strings, then its failure links, breadth first (Aho-Corasick).
    const goto = [new Map<number, number>()];
    const out = [new Set<number>()];
    for (const [atom, owners] of atoms) {
      let state = 0;
      for (let i = 0; i < atom.length; i++) {
        const c = atom.charCodeAt(i);
        let to = goto[state]!.get(c);
        if (to === undefined) {
          to = goto.length;
          goto.push(new Map<number, number>());
          out.push(new Set<number>());
          goto[state]!.set(c, to);
        }
        state = to;
      }
      for (const o of owners) out[state]!.add(o);
    }
    const states = goto.length;
    this.next = new Int32Array(states * 128);
    const fail = new Int32Array(states);
    const queue: number[] = [];
    for (let c = 0; c < 128; c++) {
      const to = goto[0]!.get(c);
      if (to !== undefined) {
        this.next[c] = to;
        queue.push(to);
      }
    }
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q]!;
      const failRow = fail[s]! * 128;
      for (const o of out[fail[s]!]!) out[s]!.add(o);
      // A state moves as its failure state does (a shallower state, whose row is complete), but along its own edges.
      this.next.copyWithin(s * 128, failRow, failRow + 128);
      for (const [c, to] of goto[s]!) {
        if (c >= 128) continue;
        fail[to] = this.next[failRow + c]!;
        this.next[s * 128 + c] = to;
        queue.push(to);
      }
    }
    this.outStart = new Int32Array(states + 1);
    const flat: number[] = [];
    for (let s = 0; s < states; s++) {
      this.outStart[s] = flat.length;
      flat.push(...out[s]!);
    }
    this.outStart[states] = flat.length;
    this.setsAt = Int32Array.from(flat);
  }

  /** The id of a pattern the filter was made with (for `PatternScan.mayId`), or -1. */
  id(re: RegExp): number {
    return this.ids.get(re) ?? -1;
  }

  /** Whether the pattern `id` requires nothing (it may match any text). */
  requiresNothing(id: number): boolean {
    return id < 0 || this.required[id] === 0;
  }

  /** Reads `text` once; the answer says which of the patterns may match it. */
  scan(text: string): PatternScan {
    if (this.scans === 0xffffffff) {
      this.seen.fill(0);
      this.countScan.fill(0);
      this.scans = 0;
    }
    const scan = ++this.scans;
    const { next, outStart, setsAt, seen, owner, count, countScan, required } = this;
    // The patterns every required set of which the text holds, in the order found.
    const found: number[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      if (c >= 128) {
        // No string spans a character beyond ASCII.
        state = 0;
        continue;
      }
      if (c >= 65 && c <= 90) c += 32;
      state = next[state * 128 + c]!;
      for (let k = outStart[state]!, end = outStart[state + 1]!; k < end; k++) {
        const set = setsAt[k]!;
        if (seen[set] === scan) continue;
        seen[set] = scan;
        const id = owner[set]!;
        if (countScan[id] !== scan) {
          countScan[id] = scan;
          count[id] = 0;
        }
        if (++count[id]! === required[id]) found.push(id);
      }
    }
    return new PatternScan(this, scan, found);
  }

  /** Whether the pattern `id` may match the text of a scan (true for -1, a pattern the filter was not made with). */
  mayId(id: number, scan: number, found: readonly number[]): boolean {
    if (id < 0 || this.required[id] === 0) return true;
    // The latest scan reads the counts; an earlier one (a caller holding two) its own list.
    if (scan === this.scans) return this.countScan[id] === scan && this.count[id] === this.required[id];
    return found.includes(id);
  }
}

/** What one scan of one text found. */
export class PatternScan {
  constructor(
    private readonly filter: PatternFilter,
    private readonly scan: number,
    private readonly matched: readonly number[],
  ) {}

  /** False when `re` cannot match the text scanned; true when it may (run it to know). */
  may(re: RegExp): boolean {
    return this.filter.mayId(this.filter.id(re), this.scan, this.matched);
  }

  /** `may` for a pattern by its id (`PatternFilter.id`), without looking the pattern up. */
  mayId(id: number): boolean {
    return this.filter.mayId(id, this.scan, this.matched);
  }

  /** The ids of the patterns that require something and may match, in the order the scan found them (those that require nothing always may). */
  found(): readonly number[] {
    return this.matched;
  }
}
