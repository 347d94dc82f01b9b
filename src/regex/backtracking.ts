/**
 * Catastrophic backtracking: patterns that take exponential time on the backtracking engines that
 * platforms and servers run, found with the scslre analyser (bounded by pattern size) and confirmed
 * on RE2, with a rewrite offered when a simple one is known.
 */
import { createRequire } from 'node:module';
import { complement, escapeRanges, normalise } from './code-units.js';
import { isValidPattern, unsupportedConstruct } from './match.js';
import { MAX_REPEAT, parse, type Node, type Parsed } from './parse.js';
import { re2, re2Input } from './re2.js';
import { translate } from './translate.js';

const require = createRequire(import.meta.url);

/** Patterns longer than this, or with more quantifiers, are not analysed (the analysis is superlinear). */
export const MAX_ANALYSED_LENGTH = 1000;
export const MAX_ANALYSED_QUANTIFIERS = 40;

export interface Backtracking {
  /** The repeated part whose ambiguity backtracks, e.g. `(a+)+`. */
  quantifier: string;
  offset: number;
  /** What makes it ambiguous, for messages: "`a+` is repeated inside `(a+)+`". */
  cause: string;
  /** A character that, repeated, makes a failing input backtrack (scslre's pick). */
  char: string;
  /** An equivalent pattern without the problem, when a simple one is known. */
  rewrite?: string;
}

const backtracking = new Map<string, Backtracking | null>();

/**
 * Whether a valid pattern can take exponential time on a backtracking engine, as decided by scslre
 * (exponential reports only; polynomial ones are the norm for unanchored patterns and not reported).
 * Only patterns where a repetition contains a choice (a quantifier or an alternation) can backtrack
 * exponentially, so others are not analysed; nor are patterns over `MAX_ANALYSED_LENGTH` characters
 * or `MAX_ANALYSED_QUANTIFIERS` quantifiers, which bounds the analysis.
 */
export function catastrophicBacktracking(source: string): Backtracking | null {
  if (backtracking.has(source)) return backtracking.get(source)!;
  const result = analyseBacktracking(source, true);
  if (backtracking.size >= 4096) backtracking.clear();
  backtracking.set(source, result);
  return result;
}

type ScslreModule = typeof import('scslre');
let scslre: ScslreModule | undefined;

function analyseBacktracking(source: string, suggest: boolean): Backtracking | null {
  if (source.length > MAX_ANALYSED_LENGTH) return null;
  let parsed: Parsed;
  try {
    parsed = parse(source);
  } catch {
    return null;
  }
  if (!parsed.ok) return null;
  let quantifiers = 0;
  let candidate = false;
  const walk: Array<{ nodes: Node[][]; underRepeat: boolean }> = [{ nodes: parsed.alts, underRepeat: false }];
  while (walk.length) {
    const { nodes, underRepeat } = walk.pop()!;
    if (underRepeat && nodes.length > 1) candidate = true;
    for (const seq of nodes) {
      for (const n of seq) {
        if (n.t === 'quant') {
          quantifiers++;
          if (underRepeat) candidate = true;
          walk.push({ nodes: [[n.atom]], underRepeat: underRepeat || n.max > 1 });
        } else if (n.t === 'group') walk.push({ nodes: n.alts, underRepeat });
      }
    }
  }
  if (!candidate || quantifiers > MAX_ANALYSED_QUANTIFIERS) return null;
  scslre ??= require('scslre') as ScslreModule;
  let reports: ReturnType<ScslreModule['analyse']>['reports'];
  try {
    reports = scslre.analyse({ source, flags: '' }, { reportTypes: { Move: false } }).reports;
  } catch {
    return null;
  }
  // scslre assumes that input reaching the ambiguous repetition can still fail to match; where
  // every continuation matches (`^(\/+[^\/]+\/*)+$`), nothing backtracks. Checked with RE2.
  const alts = parsed.alts;
  const exp = reports.filter((r) => r.exponential && canFail(source, alts, r.type === 'Self' ? r.quant : r.startQuant, r.character.pick));
  if (!exp.length) return null;
  exp.sort((a, b) => outer(a).start - outer(b).start);
  const r = exp[0]!;
  const q = outer(r);
  let cause: string;
  let candidates: Array<string | undefined> = [];
  if (r.type === 'Self') {
    cause = `\`${r.quant.raw}\` is repeated inside \`${r.parentQuant.raw}\``;
    candidates.push(flatten(source, r.parentQuant, r.quant));
  } else if (r.type === 'Trade') {
    cause = `\`${r.startQuant.raw}\` and \`${r.endQuant.raw}\` can match the same characters in each repetition of \`${q.raw}\``;
  } else cause = `\`${q.raw}\` backtracks`;
  if (suggest) {
    try {
      const fixed = r.fix();
      if (fixed && fixed.flags === '') candidates.push(fixed.source);
    } catch {
      // no fix offered
    }
  } else candidates = [];
  // A rewrite is offered only when it is itself valid, portable and free of exponential backtracking.
  const rewrite = candidates.find((c) => c !== undefined && c !== source && isValidPattern(c) && !unsupportedConstruct(c) && !analyseBacktracking(c, false));
  return { quantifier: q.raw, offset: q.start, cause, char: r.character.pick, rewrite };
}

type ScslreReport = ReturnType<ScslreModule['analyse']>['reports'][number];
type ScslreQuantifier = Extract<ScslreReport, { type: 'Self' }>['quant'];

/**
 * Whether input that reaches `target` (a quantifier, by its offsets) and then repeats `pump` many
 * times can still be rejected by some continuation: the condition for a backtracking engine to try
 * every way of matching the repeated part. The input is the shortest way to reach `target` in the
 * parse tree, then `pump` × 24, then one of several endings; matching runs on RE2. When RE2 cannot
 * run the pattern, the answer is yes (the analyser's word stands).
 */
function canFail(source: string, alts: Node[][], target: { start: number; end: number }, pump: string): boolean {
  const prefix = prefixTo(alts, target);
  if (prefix === undefined) return true;
  const t = translate(source);
  if (!t.ok) return true;
  // The attempt that backtracks is the one starting where the input starts: anchor it there (an
  // unanchored pattern such as `(?:[ \t].*)*$` may still match later, after exponential work).
  let re: { test(input: string): boolean };
  try {
    re = re2().compile(`^(?:${t.re2})`);
  } catch {
    return true;
  }
  const body = re2Input(prefix + pump.repeat(24));
  const endings = [''];
  for (let c = 0; c < 128; c++) endings.push(String.fromCharCode(c));
  endings.push('\u00e9', '\u2028', '\uffff', '\ud83d\ude00');
  return endings.some((z) => !re.test(body + re2Input(z)));
}

/** A shortest string that leads from the start of the pattern to `target`, or undefined when it is not found. */
function prefixTo(alts: Node[][], target: { start: number; end: number }): string | undefined {
  // Depth-first search for the path to the target; each frame is one alternative being read.
  const find = (seqs: Node[][]): string | undefined => {
    for (const seq of seqs) {
      let out = '';
      for (const n of seq) {
        if (n.t === 'quant' && n.start === target.start && n.end === target.end) return out;
        const inner = n.t === 'quant' ? (n.atom.t === 'group' ? find(n.atom.alts) : n.atom.t === 'quant' ? find([[n.atom]]) : undefined) : n.t === 'group' ? find(n.alts) : undefined;
        if (inner !== undefined) return out + inner;
        out += shortest(n);
      }
    }
    return undefined;
  };
  return find(alts);
}

/** A shortest string a node matches (assertions and references match the empty string). */
function shortest(n: Node): string {
  switch (n.t) {
    case 'char':
      return String.fromCharCode(n.cu);
    case 'class': {
      const ranges: Array<[number, number]> = [];
      for (const it of n.items) {
        if (it.t === 'range') ranges.push([it.lo, it.hi]);
        else ranges.push(...escapeRanges(it.kind));
      }
      return representative(n.negate ? complement(normalise(ranges)) : normalise(ranges));
    }
    case 'esc':
      return representative(escapeRanges(n.kind));
    case 'dot':
      return 'a';
    case 'group': {
      if (n.kind !== 'capture' && n.kind !== 'plain' && n.kind !== 'modifiers') return '';
      let best: string | undefined;
      for (const seq of n.alts) {
        const s = seq.map(shortest).join('');
        if (best === undefined || s.length < best.length) best = s;
      }
      return best ?? '';
    }
    case 'quant':
      return n.min > 0 ? shortest(n.atom).repeat(Math.min(n.min, MAX_REPEAT)) : '';
    default:
      return '';
  }
}

/** A readable member of a set of code-unit ranges: a letter or digit when there is one. */
function representative(ranges: Array<[number, number]>): string {
  for (const pick of [0x61, 0x41, 0x30]) for (const [lo, hi] of ranges) if (pick >= lo && pick <= hi) return String.fromCharCode(pick);
  for (const [lo, hi] of ranges) {
    for (let c = Math.max(lo, 0x21); c <= Math.min(hi, 0x7e); c++) return String.fromCharCode(c);
  }
  return ranges.length ? String.fromCharCode(ranges[0]![0]) : '';
}

/** The repetition a report is about: where the exponential blow-up lives. */
function outer(r: ScslreReport): ScslreQuantifier {
  if (r.type === 'Self') return r.parentQuant;
  if (r.type === 'Trade') {
    // The innermost repetition around both quantifiers is what multiplies the ways to match.
    const lo = Math.min(r.startQuant.start, r.endQuant.start);
    const hi = Math.max(r.startQuant.end, r.endQuant.end);
    type Up = { type: string; parent?: unknown } | null;
    let node = r.startQuant.parent as unknown as Up;
    while (node) {
      if (node.type === 'Quantifier') {
        const q = node as unknown as ScslreQuantifier;
        if (q.start <= lo && q.end >= hi && q.max > 1) return q;
      }
      node = (node.parent ?? null) as Up;
    }
    return r.startQuant.start <= r.endQuant.start ? r.startQuant : r.endQuant;
  }
  return r.quant;
}

/**
 * `(a+)+` → `a+`, `(?:\d*)*` → `\d*`: a repetition of a group that holds only one repeated atom
 * means the atom repeated. Returns the whole pattern rewritten, or undefined when it is not that
 * simple case (laziness, bounded counts, anything else in the group).
 */
function flatten(source: string, parent: ScslreQuantifier, inner: ScslreQuantifier): string | undefined {
  const group = parent.element;
  if (group.type !== 'Group' && group.type !== 'CapturingGroup') return undefined;
  if (group.alternatives.length !== 1 || group.alternatives[0]!.elements.length !== 1 || group.alternatives[0]!.elements[0] !== inner) return undefined;
  if (!parent.greedy || !inner.greedy || parent.max !== Infinity || inner.max !== Infinity || parent.min > 1 || inner.min > 1) return undefined;
  if (group.type === 'CapturingGroup' && /\\[1-9]|\\k</.test(source)) return undefined;
  const op = parent.min === 1 && inner.min === 1 ? '+' : '*';
  return source.slice(0, parent.start) + inner.element.raw + op + source.slice(parent.end);
}
