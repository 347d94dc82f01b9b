/**
 * One defect, one finding. Three ways a rule says the same thing again:
 *
 * - **The same finding at several places.** Identical branches of `anyOf`/`oneOf`, or a definition
 *   inlined twice in one schema, give the same message at each copy. Findings of one rule with the
 *   same message on one tool become one, at the first place, with the others as related locations.
 * - **A flood.** One schema with dozens of undocumented properties gives dozens of findings of one
 *   defect. A rule that declares `meta.flood` keeps the first few of a message where they are and
 *   folds the rest into one finding that counts and names them (RuleMeta.flood).
 * - **One definition, inlined several times.** Code that builds schemas inlines a shared definition
 *   (a health check, a git source, a filter) wherever it is used, in one tool or in many. A finding
 *   inside a nested definition gets a `definition` key: the rule, the message's kind, where in the
 *   definition, and a hash of the definition's text. Findings with the same key are one defect:
 *   within a tool they merge here; across tools the run shows the first and lists the other tools as
 *   related locations, while each tool's grade still counts it (src/run/results.ts).
 *
 * Pure: a tool's findings in, the findings to keep out, in their order.
 */
import { valueAt } from '../suppressions/baseline.js';
import { fillTemplate, isObject } from '../toolkit/util.js';
import type { Diagnostic, JsonPath, RuleMeta } from '../types/index.js';

/** Findings of a flood kept at their own places before the rest are folded (RuleMeta.flood.after). */
export const FLOOD_AFTER = 2;
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
const relatedOf = (d: Diagnostic) => ({ file: d.file, range: d.range, message: d.message, pointer: d.pointer, ...(d.tool !== undefined ? { tool: d.tool } : {}) });

/**
 * A tool's findings with repeats merged and floods folded. `metaOf` gives the metadata of a rule
 * that reported (undefined for core findings, which are left alone); `names` what the reporter
 * noted for flood folding.
 */
export function mergeRepeats(findings: Diagnostic[], metaOf: (ruleId: string) => RuleMeta | undefined, names?: FloodNames): Diagnostic[] {
  if (findings.length < 2) return findings;
  // Copies of one nested definition first (their messages name different paths), then the same
  // rule with the same message (identical branches; and copies' survivors that read alike): in each
  // group the first in the file stays, the others become its related locations.
  let kept = mergeBy(findings, (d) => (d.definition === undefined ? undefined : d.definition));
  kept = mergeBy(kept, (d) => `${d.ruleId}\u0000${d.message}`);
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

/** Findings grouped by a key (none: left alone), each group merged into its first in the file. */
function mergeBy(findings: Diagnostic[], keyOf: (d: Diagnostic) => string | undefined): Diagnostic[] {
  const groups = new Map<string, Diagnostic[]>();
  let repeats = false;
  for (const d of findings) {
    const key = keyOf(d);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) {
      group.push(d);
      repeats = true;
    } else groups.set(key, [d]);
  }
  if (!repeats) return findings;
  const dropped = new Set<Diagnostic>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort(byPosition);
    const [head, ...copies] = group as [Diagnostic, ...Diagnostic[]];
    head.related = [...(head.related ?? []), ...copies.flatMap((d) => [relatedOf(d), ...(d.related ?? [])])];
    for (const d of copies) dropped.add(d);
  }
  return findings.filter((d) => !dropped.has(d));
}

/** FNV-1a over a string, as 8 hex digits: enough to tell definitions apart within one file. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Definitions hashed for one tool: each nested schema is stringified once, however many findings it holds. */
export type DefinitionMemo = Map<string, string | null>;

/**
 * The key of the nested definition a finding at `path` (relative to the tool) is inside, or
 * undefined for a finding that is not inside one. The definition is the object schema the finding
 * is on, or the one holding the property it is on (`…/properties/<name>`, `…/items`), when that is
 * not the root of `parameters` or `returns` (top-level parameters are the tool's own, not shared)
 * and declares properties of its own.
 */
export function definitionKey(descriptor: Record<string, unknown>, ruleId: string, messageId: string, path: JsonPath, memo: DefinitionMemo): string | undefined {
  const block = path[0];
  if ((block !== 'parameters' && block !== 'returns') || path.length < 3) return undefined;
  // Walk up from the finding to the nearest object schema with properties.
  for (let end = path.length; end > 1; end--) {
    const at = path.slice(0, end);
    const node = valueAt(descriptor, at);
    if (!isObject(node) || !isObject(node.properties)) continue;
    const where = at.join('\u0000');
    let h = memo.get(where);
    if (h === undefined) {
      let text: string | undefined;
      try {
        text = JSON.stringify(node);
      } catch {
        text = undefined;
      }
      h = text === undefined ? null : hash(text);
      memo.set(where, h);
    }
    return h === null ? undefined : `${ruleId}\u0000${messageId}\u0000${path.slice(end).join('\u0000')}\u0000${h}`;
  }
  return undefined;
}
