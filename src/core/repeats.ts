/**
 * One defect, one finding. Two ways a rule says the same thing again on one tool:
 *
 * - **The same finding at several places.** Identical branches of `anyOf`/`oneOf`, or a definition
 *   inlined twice in one schema, give the same message at each copy. Findings of one rule with the
 *   same message on one tool become one, at the first place, with the others as related locations.
 * - **A flood.** One schema with dozens of undocumented properties gives dozens of findings of one
 *   defect. A rule that declares `meta.flood` keeps the first few of a message where they are and
 *   folds the rest into one finding that counts and names them (RuleMeta.flood).
 *
 * Pure: a tool's findings in, the findings to keep out, in their order.
 */
import { fillTemplate } from '../toolkit/util.js';
import type { Diagnostic, RuleMeta } from '../types.js';

/** Findings of a flood kept at their own places before the rest are folded (RuleMeta.flood.after). */
export const FLOOD_AFTER = 3;
/** Names a folded finding lists before "and N more". */
const NAMES_SHOWN = 8;

/** What the reporter noted of a finding that may be folded: the name its rule reported it under. */
export type FloodNames = WeakMap<Diagnostic, string>;

/** The names of folded findings as a message shows them: `"a", "b" and 3 more`. */
export function nameList(names: readonly string[]): string {
  const quoted = names.slice(0, NAMES_SHOWN).map((n) => `"${n}"`);
  if (names.length > NAMES_SHOWN) return `${quoted.join(', ')} and ${names.length - NAMES_SHOWN} more`;
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}` : (quoted[0] ?? '');
}

const byPosition = (a: Diagnostic, b: Diagnostic) => a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column;

/** A folded or merged finding, as a related location of the one that stays: its place and its own message. */
const relatedOf = (d: Diagnostic) => ({ file: d.file, range: d.range, message: d.message, pointer: d.pointer });

/**
 * A tool's findings with repeats merged and floods folded. `metaOf` gives the metadata of a rule
 * that reported (undefined for core findings, which are left alone); `names` what the reporter
 * noted for flood folding.
 */
export function mergeRepeats(findings: Diagnostic[], metaOf: (ruleId: string) => RuleMeta | undefined, names?: FloodNames): Diagnostic[] {
  if (findings.length < 2) return findings;
  // Same rule, same message: the first in the file stays, the others become its related locations.
  let kept = findings;
  const same = new Map<string, Diagnostic[]>();
  for (const d of findings) {
    const key = `${d.ruleId}\u0000${d.message}`;
    const group = same.get(key);
    if (group) group.push(d);
    else same.set(key, [d]);
  }
  if (same.size < findings.length) {
    const dropped = new Set<Diagnostic>();
    for (const group of same.values()) {
      if (group.length < 2) continue;
      group.sort(byPosition);
      const [head, ...copies] = group as [Diagnostic, ...Diagnostic[]];
      head.related = [...(head.related ?? []), ...copies.flatMap((d) => [relatedOf(d), ...(d.related ?? [])])];
      for (const d of copies) dropped.add(d);
    }
    kept = findings.filter((d) => !dropped.has(d));
  }
  if (!names) return kept;
  // Floods: a rule's message reported more than `after + 1` times on the tool.
  const groups = new Map<string, Diagnostic[]>();
  for (const d of kept) {
    // The reporter noted a name only for the messages a rule's flood folds (see reporter in linter.ts).
    if (!names.has(d)) continue;
    const key = d.ruleId;
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }
  const dropped = new Set<Diagnostic>();
  for (const group of groups.values()) {
    const meta = metaOf(group[0]!.ruleId)!;
    const flood = meta.flood!;
    const after = flood.after ?? FLOOD_AFTER;
    if (group.length <= after + 1) continue;
    // In the file's order, whatever order the rule walked the schema in.
    group.sort(byPosition);
    const rest = group.slice(after);
    const head = rest[0]!;
    const folded = rest.map((d) => names.get(d)!);
    const related = rest.map(relatedOf);
    head.messageId = flood.into;
    head.message = fillTemplate(meta.messages[flood.into]!, { tool: head.tool ?? '', count: rest.length, names: nameList(folded) });
    head.related = [...related, ...rest.slice(1).flatMap((d) => d.related ?? [])].concat(head.related ?? []);
    // What the first of them could fix is not what the folded finding asks.
    delete head.fixes;
    for (const d of rest.slice(1)) dropped.add(d);
  }
  return dropped.size ? kept.filter((d) => !dropped.has(d)) : kept;
}
