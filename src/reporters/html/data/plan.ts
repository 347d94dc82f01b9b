/** Planning the page: the entries in the order they are written, and the totals the dashboard shows, in one pass that keeps no finding. */
import type { Diagnostic, ExampleResult, Grade, LintResult } from '../../../types/index.js';
import { visible } from '../../escape.js';
import { exampleFailures } from '../../examples.js';
import { nextLevel } from '../../levels.js';
import { rootRelative } from '../../paths.js';
import { serversByFile, unplacedFiles } from '../../server.js';
import { ruleDocsUrl } from '../../rule-docs.js';
import type { ReporterOptions } from '../../types.js';
import type { Dashboard, FilterOption, Plan, RuleData } from './types.js';

export const LEVEL_NAMES: Record<Grade, string> = { 0: 'not met', 1: 'Minimum', 2: 'Production', 3: 'AI-native' };

const EXAMPLE_OUTCOMES: Array<[string, string]> = [
  ['failed', 'With a failed example'],
  ['passed', 'With a passed example'],
  ['skipped', 'With a skipped example'],
  ['none', 'Without examples'],
];

/** Counts what the dashboard shows, in one pass over the result's entries. */
export function planDashboard(result: LintResult, options: ReporterOptions): Dashboard {
  const files: string[] = [];
  const fileIndex = new Map<string, number>();
  // Findings in these have no position: live servers' entries, files removed since --since.
  const servers = unplacedFiles(result.files);
  const serverFiles = serversByFile(result.files);
  const fileOf = (file: string): number => {
    let i = fileIndex.get(file);
    if (i === undefined) {
      i = files.length;
      fileIndex.set(file, i);
      files.push(visible(serverFiles.has(file) || file.startsWith('server:') ? file : rootRelative(file, options)));
    }
    return i;
  };
  const meta = new Map(result.rules.map((r) => [r.id, r]));
  const rules: RuleData[] = [];
  const ruleIndex = new Map<string, number>();
  const ruleOf = (id: string): number => {
    let i = ruleIndex.get(id);
    if (i === undefined) {
      i = rules.length;
      ruleIndex.set(id, i);
      const m = meta.get(id);
      rules.push({ id: visible(id), url: ruleDocsUrl(id, m?.docs), level: m?.level ?? null, ...(m ? { desc: visible(m.description) } : {}) });
    }
    return i;
  };

  const plans = (): Iterable<Plan> => (result.examples ? examplePlans(result) : lintPlans(result));
  // Files and rules get their indexes in the order entries are written; the counts come with them.
  const groupCounts = new Map<string, number>();
  const entriesPerRule: number[] = [];
  let withErrors = 0;
  let withWarnings = 0;
  const blockingCounts = new Map<number, { tools: number; level: Grade | undefined }>();
  const findingGroups = new Map<string, { errors: number; warnings: number; entries: number; rules: Set<number> }>();
  let entries = 0;
  let fileEntries = false;
  for (const p of plans()) {
    entries++;
    if (p.kind === 'f') fileEntries = true;
    fileOf(p.kind === 'f' ? p.file.file : p.tool.file);
    for (const g of groupsOf(p)) groupCounts.set(g, (groupCounts.get(g) ?? 0) + 1);
    const seenRules = new Set<number>();
    const seenGroups = new Set<string>();
    let error = false;
    let warning = false;
    for (const d of p.diagnostics) {
      const r = ruleOf(d.ruleId);
      // A finding may be in another file than its entry's (a sidecar's, a server's definition).
      if (d.file) fileOf(d.file);
      if (d.anchor) fileOf(d.anchor.file);
      if (d.suppressed) continue;
      seenRules.add(r);
      if (d.severity === 'error') error = true;
      else warning = true;
      const name = groupOf(d.ruleId);
      let g = findingGroups.get(name);
      if (!g) findingGroups.set(name, (g = { errors: 0, warnings: 0, entries: 0, rules: new Set() }));
      if (d.severity === 'error') g.errors++;
      else g.warnings++;
      g.rules.add(r);
      if (!seenGroups.has(name)) {
        seenGroups.add(name);
        g.entries++;
      }
    }
    for (const r of seenRules) entriesPerRule[r] = (entriesPerRule[r] ?? 0) + 1;
    if (error) withErrors++;
    if (warning) withWarnings++;
    if (p.kind === 't') {
      const next = nextLevel(p.tool);
      for (const id of new Set(p.tool.blockers.map((b) => b.ruleId))) {
        const r = ruleOf(id);
        const c = blockingCounts.get(r) ?? { tools: 0, level: next };
        c.tools++;
        blockingCounts.set(r, c);
      }
    }
  }
  for (let r = 0; r < rules.length; r++) entriesPerRule[r] ??= 0;

  const groupOptions: FilterOption[] = result.examples
    ? EXAMPLE_OUTCOMES.map(([key, label]) => ({ key, label, count: groupCounts.get(key) ?? 0 }))
    : ([0, 1, 2, 3] as const).map((l) => ({ key: `L${l}`, label: `Level ${l} · ${LEVEL_NAMES[l]}`, count: groupCounts.get(`L${l}`) ?? 0 }));
  if (groupCounts.get('file')) groupOptions.push({ key: 'file', label: 'Problems of a file itself', count: groupCounts.get('file')! });

  return {
    mode: result.examples ? 'test' : 'lint',
    plans,
    entries,
    fileEntries,
    files,
    servers,
    fileIndex,
    rules,
    ruleIndex,
    groups: groupOptions,
    entriesPerRule,
    withErrors,
    withWarnings,
    blocking: [...blockingCounts].map(([rule, c]) => ({ rule, ...c })).sort((a, b) => b.tools - a.tools || compare(rules[a.rule]!.id, rules[b.rule]!.id)),
    findingGroups: [...findingGroups]
      .map(([group, g]) => ({ group: visible(group), errors: g.errors, warnings: g.warnings, entries: g.entries, rules: [...g.rules].sort((a, b) => compare(rules[a]!.id, rules[b]!.id)) }))
      .sort((a, b) => b.errors + b.warnings - (a.errors + a.warnings) || compare(a.group, b.group)),
  };
}

/** `tooldoc test`: a file's problems that are no example's, then each tool's examples. */
function* examplePlans(result: LintResult): Generator<Plan> {
  const { failuresOf, paired } = exampleFailures(result);
  for (const f of result.files) {
    if (f.status === 'skipped') continue;
    const rest = f.diagnostics.filter((d) => !paired.has(d));
    if (f.status === 'failed' || rest.length) yield { kind: 'f', file: f, diagnostics: rest };
  }
  for (const t of result.examples!.tools) {
    const own = (e: ExampleResult) => failuresOf(e).flatMap((x) => (x.finding ? [x.finding] : []));
    yield { kind: 'x', tool: t, diagnostics: t.examples.flatMap(own), failuresOf: own };
  }
}

/** A lint report, a file at a time: the file's own problems (if it failed or has any), then each of its tools. */
function* lintPlans(result: LintResult): Generator<Plan> {
  const toolsOf = new Map<string, number[]>();
  result.tools.forEach((t, i) => (toolsOf.get(t.file) ?? toolsOf.set(t.file, []).get(t.file)!).push(i));
  const planned = new Set<number>();
  for (const f of result.files) {
    // A skipped file has no findings, but for a tool removed from it (it held tools at the revision --since names).
    if (f.status === 'skipped' && !f.diagnostics.length) continue;
    const indices = toolsOf.get(f.file) ?? [];
    const byTool = new Map<number, Diagnostic[]>(indices.map((i) => [i, []]));
    const byName = new Map<string, number[]>();
    for (const i of indices) (byName.get(result.tools[i]!.name) ?? byName.set(result.tools[i]!.name, []).get(result.tools[i]!.name)!).push(i);
    const fileLevel: Diagnostic[] = [];
    for (const d of f.diagnostics) {
      const owners = d.toolIndex !== undefined && byTool.has(d.toolIndex) ? [d.toolIndex] : d.tool !== undefined ? (byName.get(d.tool) ?? []) : [];
      if (!owners.length) fileLevel.push(d);
      for (const i of owners) byTool.get(i)!.push(d);
    }
    if (f.status === 'failed' || fileLevel.length) yield { kind: 'f', file: f, diagnostics: fileLevel };
    for (const i of indices) {
      yield { kind: 't', tool: result.tools[i]!, file: f, diagnostics: byTool.get(i)! };
      planned.add(i);
    }
  }
  // A tool whose file is not among the files (a result put together by hand): shown, without findings.
  for (const [i, t] of result.tools.entries()) if (!planned.has(i)) yield { kind: 't', tool: t, file: undefined, diagnostics: [] };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A rule's group: its id up to the first "/" (`parameters/bounds` → `parameters`), or the whole id. */
export const groupOf = (id: string): string => (id.includes('/') ? id.slice(0, id.indexOf('/')) : id);

export function groupsOf(p: Plan): string[] {
  if (p.kind === 't') return [`L${p.tool.level}`];
  if (p.kind === 'f') return ['file'];
  const t = p.tool;
  if (!t.examples.length) return ['none'];
  return (['failed', 'passed', 'skipped'] as const).filter((s) => t[s]);
}
