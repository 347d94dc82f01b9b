/**
 * A tool's score, 0-100, beside its grade (src/grading/grade.ts; docs/score.md). The grade of a tool read
 * from a platform format is capped by what the format cannot hold, and within the format most tools
 * stop at the same level, so the grade alone cannot tell a carefully documented MCP tool from a bare
 * one. The score keeps the order of the levels (Level 0 scores 0-32, Level 1 33-65, Level 2 66-98,
 * Level 3 100) and, within a level, says how much of each level above it the tool already meets,
 * counting only what its format can hold.
 *
 * The requirements are the rules enabled for the tool's file that gate a level (advice never
 * counts), read from their metadata alone (`level`, `fields`): src/ names no rule. For a tool T and
 * such a rule R:
 *
 * - not counted when one of R's fields is one T's format has no place for (`holdsField`);
 * - unmet when R reported an unsuppressed finding on T;
 * - else, when T lacks one of R's fields: unmet when some requirement about that field reported on T
 *   (the field is required, and missing), else not counted (the field is optional);
 * - else met.
 *
 * With L the level within the format (`formatCap.reaches` when capped, else `level`): 100 at
 * Level 3; else, over the levels ℓ > L with a counted requirement, s_ℓ = met / counted, weighted
 * w_ℓ = 2^(L+1-ℓ); p = Σ w_ℓ s_ℓ / Σ w_ℓ (0 when no level counts), and the score is
 * 33·L + min(32, ⌊33·p⌋). The sum is worked out in integers (no rounding can move a score).
 *
 * A rule set's requirements are worked out once (`ScoreRules`, one per combination of config
 * overrides: `scoreRulesFor`); scoring a tool then walks its findings and the requirements once,
 * and allocates nothing.
 */
import type { Diagnostic, Grade, Rule, RuleMeta, Summary } from '../types/index.js';

/** Why a requirement is what it is for a tool (see `explainScore`). */
export type RequirementOutcome =
  | { status: 'met' }
  | { status: 'unmet'; why: 'finding' }
  | { status: 'unmet'; why: 'missing'; field: string }
  | { status: 'not counted'; why: 'format'; field: string }
  | { status: 'not counted'; why: 'optional'; field: string };

/** What scoring a tool reads: its grade, its findings, and which fields its format holds and it has. */
export interface ScoreInput {
  /** The tool's grade (`gradeTool`): `level`, and `formatCap.reaches` when its format caps it. */
  level: Grade;
  formatCap?: { reaches: Grade } | undefined;
  /** The tool's findings, as its grade counted them (suppressed ones are ignored). */
  findings: ReadonlyArray<Pick<Diagnostic, 'ruleId' | 'suppressed'>>;
  /** The native fields the tool's input format has a place for; undefined when it has a place for every field (native descriptors). */
  holds: ReadonlySet<string> | undefined;
  /** The tool's top-level fields, by native name (`parameters`, `returns`, `idempotency` …). */
  fields: readonly string[];
  /** Count the findings a baseline accepts, as `trueLevel` does (for `trueScore`). */
  countBaseline?: boolean;
}

/** The score's parts, for docs and tests: the level it builds on, each requirement's outcome, and each level's tally. */
export interface ScoreExplanation {
  score: number;
  /** The level within the format the score builds on. */
  base: Grade;
  requirements: Array<{ ruleId: string; level: 1 | 2 | 3 } & RequirementOutcome>;
  /** Per level above `base` (index 1 to 3): requirements counted and met. */
  counted: [0, number, number, number];
  met: [0, number, number, number];
}

/**
 * The requirements of one rule set (its enabled rules that gate a level), worked out once and shared
 * by every tool scored with it. Holds scratch space, so scoring allocates nothing per tool.
 */
export class ScoreRules {
  /** The rules' ids and levels, in the order given. */
  readonly ids: readonly string[];
  readonly levels: ReadonlyArray<1 | 2 | 3>;
  /** Per rule, its fields (indexes into `fieldNames`). */
  private readonly fieldsOf: ReadonlyArray<readonly number[]>;
  private readonly fieldNames: readonly string[];
  private readonly index = new Map<string, number>();
  // Marks set for the tool being scored: a rule reported on it, a field some rule about it reported on it.
  private readonly reported: Uint32Array;
  private readonly fieldReported: Uint32Array;
  private stamp = 0;
  private readonly tally = new Int32Array(8);
  /** The field the last requirement's outcome turned on (see outcome). */
  private field = 0;

  constructor(metas: Iterable<Pick<RuleMeta, 'id' | 'level' | 'fields'>>) {
    const ids: string[] = [];
    const levels: Array<1 | 2 | 3> = [];
    const fieldsOf: number[][] = [];
    const fieldIndex = new Map<string, number>();
    for (const m of metas) {
      if (m.level === null || this.index.has(m.id)) continue;
      this.index.set(m.id, ids.length);
      ids.push(m.id);
      levels.push(m.level);
      fieldsOf.push(
        (m.fields ?? []).map((f) => {
          let i = fieldIndex.get(f);
          if (i === undefined) fieldIndex.set(f, (i = fieldIndex.size));
          return i;
        }),
      );
    }
    this.ids = ids;
    this.levels = levels;
    this.fieldsOf = fieldsOf;
    this.fieldNames = [...fieldIndex.keys()];
    this.reported = new Uint32Array(ids.length);
    this.fieldReported = new Uint32Array(fieldIndex.size);
  }

  /** Scores a tool; `visit` hears each requirement above the base level and its outcome (explainScore). */
  score(input: ScoreInput, visit?: (rule: number, outcome: RequirementOutcome) => void): number {
    const base = input.formatCap ? input.formatCap.reaches : input.level;
    if (base === 3) return 100;
    const { reported, fieldReported, fieldsOf, fieldNames, levels, tally } = this;
    // A new mark for this tool: the marks of the tool before are stale at once, with nothing cleared.
    if (++this.stamp === 0xffffffff) {
      reported.fill(0);
      fieldReported.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    for (const d of input.findings) {
      if (d.suppressed && !(input.countBaseline && d.suppressed.kind === 'baseline')) continue;
      const r = this.index.get(d.ruleId);
      if (r === undefined) continue;
      reported[r] = stamp;
      for (const f of fieldsOf[r]!) fieldReported[f] = stamp;
    }
    tally.fill(0);
    const { holds, fields } = input;
    for (let r = 0; r < levels.length; r++) {
      const level = levels[r]!;
      if (level <= base) continue;
      const outcome = this.outcome(r, stamp, holds, fields);
      if (visit) visit(r, describe(outcome, fieldNames[this.field] ?? ''));
      if (outcome >= NOT_COUNTED_FORMAT) continue;
      tally[level]!++;
      if (outcome === MET) tally[level + 4]!++;
    }
    return scoreFrom(base, tally);
  }

  /** Requirement `r` for the tool being scored, as a code (no object per requirement); the field it turned on is left in `field`. */
  private outcome(r: number, stamp: number, holds: ReadonlySet<string> | undefined, fields: readonly string[]): Outcome {
    const own = this.fieldsOf[r]!;
    const names = this.fieldNames;
    // The tool's format has no place for the field (and the tool does not carry it anyway).
    for (const f of own) {
      const name = names[f]!;
      if (holds && !holds.has(name) && !fields.includes(name)) {
        this.field = f;
        return NOT_COUNTED_FORMAT;
      }
    }
    if (this.reported[r] === stamp) return UNMET_FINDING;
    let optional = -1;
    for (const f of own) {
      if (fields.includes(names[f]!)) continue;
      // Missing: required when a requirement about the field reported on the tool, else optional.
      if (this.fieldReported[f] === stamp) {
        this.field = f;
        return UNMET_MISSING;
      }
      if (optional < 0) optional = f;
    }
    if (optional < 0) return MET;
    this.field = optional;
    return NOT_COUNTED_OPTIONAL;
  }
}

const MET = 0;
const UNMET_FINDING = 1;
const UNMET_MISSING = 2;
const NOT_COUNTED_FORMAT = 3;
const NOT_COUNTED_OPTIONAL = 4;
type Outcome = typeof MET | typeof UNMET_FINDING | typeof UNMET_MISSING | typeof NOT_COUNTED_FORMAT | typeof NOT_COUNTED_OPTIONAL;

function describe(outcome: Outcome, field: string): RequirementOutcome {
  switch (outcome) {
    case MET:
      return { status: 'met' };
    case UNMET_FINDING:
      return { status: 'unmet', why: 'finding' };
    case UNMET_MISSING:
      return { status: 'unmet', why: 'missing', field };
    case NOT_COUNTED_FORMAT:
      return { status: 'not counted', why: 'format', field };
    case NOT_COUNTED_OPTIONAL:
      return { status: 'not counted', why: 'optional', field };
  }
}

/**
 * The score from the level it builds on and each level's tally (`tally[ℓ]` counted and
 * `tally[ℓ + 4]` met at level ℓ). Integer weights 4, 2, 1 for Levels 1, 2, 3 (2^(L+1-ℓ) scaled by a
 * constant, which cancels) over a common denominator: ⌊33·p⌋ is exact.
 */
function scoreFrom(base: Grade, tally: Int32Array): number {
  let common = 1;
  for (let l = base + 1; l <= 3; l++) if (tally[l]! > 0) common *= tally[l]!;
  let num = 0;
  let den = 0;
  for (let l = base + 1; l <= 3; l++) {
    const counted = tally[l]!;
    if (!counted) continue;
    const weight = 2 ** (3 - l);
    num += weight * tally[l + 4]! * (common / counted);
    den += weight * common;
  }
  const progress = den ? Math.min(32, Math.floor((33 * num) / den)) : 0;
  return 33 * base + progress;
}

/** A tool's score (see the module's comment). */
export function scoreTool(rules: ScoreRules, input: ScoreInput): number {
  return rules.score(input);
}

/** A tool's score with its parts: every requirement above the level it builds on, and how it came out. */
export function explainScore(rules: ScoreRules, input: ScoreInput): ScoreExplanation {
  const requirements: ScoreExplanation['requirements'] = [];
  const score = rules.score(input, (r, outcome) => requirements.push({ ruleId: rules.ids[r]!, level: rules.levels[r]!, ...outcome }));
  const counted: ScoreExplanation['counted'] = [0, 0, 0, 0];
  const met: ScoreExplanation['met'] = [0, 0, 0, 0];
  for (const q of requirements) {
    if (q.status === 'not counted') continue;
    counted[q.level]++;
    if (q.status === 'met') met[q.level]++;
  }
  return { score, base: input.formatCap ? input.formatCap.reaches : input.level, requirements, counted, met };
}

/**
 * The requirements of each file of a run: its enabled rules that gate a level. A config override can
 * turn rules off for some files; the config hands out one settings object per combination of
 * overrides (`settingsFor`), so the requirements are worked out once per combination, not per file.
 */
export function scoreRulesFor(
  rules: readonly Rule[],
  enabled: (rule: Rule, file?: string) => boolean,
  settingsFor?: (file: string) => object | undefined,
): (file: string) => ScoreRules {
  const gating = rules.filter((r) => r.meta.level !== null);
  let plain: ScoreRules | undefined;
  const overridden = new WeakMap<object, ScoreRules>();
  return (file) => {
    const over = settingsFor?.(file);
    if (!over) return (plain ??= new ScoreRules(gating.filter((r) => enabled(r)).map((r) => r.meta)));
    let set = overridden.get(over);
    if (!set) overridden.set(over, (set = new ScoreRules(gating.filter((r) => enabled(r, file)).map((r) => r.meta))));
    return set;
  };
}

/** How a run's scores spread (Summary.scores). */
export type ScoreDistribution = NonNullable<Summary['scores']>;

/** The distribution of scores (none: undefined), from a count per score value: no sorting. */
export function scoreDistribution(scores: Iterable<number>): ScoreDistribution | undefined {
  const perValue = new Uint32Array(101);
  let n = 0;
  let sum = 0;
  for (const s of scores) {
    perValue[s]!++;
    n++;
    sum += s;
  }
  if (!n) return undefined;
  const histogram = new Array<number>(10).fill(0);
  let min = -1;
  let max = 0;
  // The values at the two middle ranks (the same when n is odd).
  const lowRank = Math.floor((n - 1) / 2);
  const highRank = Math.floor(n / 2);
  let low = 0;
  let high = 0;
  let seen = 0;
  for (let v = 0; v <= 100; v++) {
    const c = perValue[v]!;
    if (!c) continue;
    if (min < 0) min = v;
    max = v;
    histogram[Math.min(9, Math.floor(v / 10))]! += c;
    if (seen <= lowRank && lowRank < seen + c) low = v;
    if (seen <= highRank && highRank < seen + c) high = v;
    seen += c;
  }
  return { min, median: (low + high) / 2, mean: Math.round((sum / n) * 10) / 10, max, histogram };
}
