/**
 * Cross-tool rules (`checkCatalog`), once per catalog: each platform file is its own (one server's
 * tools/list), the native descriptors of the whole run form one. They see each tool's read-only
 * catalog view, and their findings join the tools' own. A run with the cache is told by a plan
 * (src/run/catalog-reuse.ts) which rules to run again on which catalogs, and on which of its tools.
 */
import { crashFinding, settled, type Linter } from '../core/linter.js';
import { inputFormatOf } from '../input-formats/index.js';
import { groupBy, toPointer } from '../toolkit/util.js';
import { withTextMemo, type TextMemo } from '../toolkit/memo.js';
import type { Catalog, Diagnostic, Rule, Severity, Tool } from '../types/index.js';
import type { RunTool } from './catalog-tools.js';

/** A catalog of the run, with a key that names it from run to run: `run`, `file:<path>`, `each:<path>#<doc>:<pointer>`. */
export interface RunCatalog extends Catalog {
  key: string;
}

/**
 * What a rule does on a catalog this run: run on all its tools, on some (their findings on the
 * others are kept from the last run), or not at all (all are kept).
 */
export type CatalogAction = 'all' | 'reuse' | ReadonlySet<Tool>;

export interface CatalogPlan {
  action(rule: Rule, catalog: RunCatalog): CatalogAction;
  /** Where the rule's findings on a tool go (not the tool's own list, which the run fills later). */
  findingsOf(tool: RunTool, rule: Rule): Diagnostic[];
  /** Told once a rule ran on a catalog: on all its tools, or on some (their findings are all in findingsOf). */
  ran(rule: Rule, catalog: RunCatalog, on: 'all' | ReadonlySet<Tool>): void;
  /** What the toolkit worked out about texts, kept from this run to the next (see TextMemo): a runner that runs the catalog rules again after each edit keeps one. */
  memo?: TextMemo;
}

/** The catalog rules a run runs: those with checkCatalog that are not off. */
export function catalogRules(rules: readonly Rule[], linter: Linter): Rule[] {
  return rules.filter((r) => r.checkCatalog && linter.settingOf(r).severity !== 'off');
}

/** Runs the catalog rules over the run's tools (as `plan` says, when there is one); returns how many times a rule crashed. */
export function runCatalogRules(tools: readonly RunTool[], rules: readonly Rule[], linter: Linter, plan?: CatalogPlan): number {
  plan?.memo?.begin();
  return withTextMemo(plan?.memo, () => runEach(tools, rules, linter, plan));
}

function runEach(tools: readonly RunTool[], rules: readonly Rule[], linter: Linter, plan?: CatalogPlan): number {
  let crashes = 0;
  const enabled = catalogRules(rules, linter);
  if (!enabled.length) return 0;
  const catalogs = catalogsOf(tools);
  for (const catalog of catalogs) {
    for (const rule of enabled) {
      const action = plan ? plan.action(rule, catalog) : 'all';
      if (action === 'reuse') continue;
      const findingsOf = plan ? (t: Tool) => plan.findingsOf(t as RunTool, rule) : (t: Tool) => (t as RunTool).findings;
      if (action !== 'all') {
        const narrowed = { tools: catalog.tools.filter((t) => action.has(t)), byName: catalog.byName };
        if (!narrowed.tools.length) continue;
        if (!check(rule, narrowed, catalogs, linter, findingsOf, action)) {
          plan!.ran(rule, catalog, action);
          continue;
        }
        // A rule that threw on some tools is run on all of them, as an uncached run runs it.
        for (const t of narrowed.tools) findingsOf(t).length = 0;
      }
      const threw = check(rule, catalog, catalogs, linter, findingsOf);
      plan?.ran(rule, catalog, 'all');
      if (threw) {
        crashes++;
        const first = catalog.tools[0]!;
        findingsOf(first).push(crashFinding(rule, first, threw.error));
      }
    }
  }
  return crashes;
}

/** Runs one rule on one catalog; what it threw, if it did. `only`: report on these tools only. */
function check(rule: Rule, catalog: Catalog, catalogs: readonly Catalog[], linter: Linter, findingsOf: (t: Tool) => Diagnostic[], only?: ReadonlySet<Tool>): { error: unknown } | undefined {
  const setting = linter.settingOf(rule);
  const ruleReport = linter.reporter(findingsOf)(rule, setting.severity as Severity);
  try {
    settled(
      rule.checkCatalog!({
        catalog,
        catalogs,
        options: setting.options,
        // A rule turned off for a file (a config override) reports nothing on its tools.
        report: (tool, d) => {
          if (only && !only.has(tool)) return;
          if (linter.settingOf(rule, tool.file.path).severity !== 'off') ruleReport(tool, d);
        },
      }),
    );
    return undefined;
  } catch (error) {
    return { error };
  }
}

/** The key that names a tool's catalog from run to run (RunCatalog.key). */
export function catalogKeyOf(tool: Pick<Tool, 'inputFormat' | 'doc' | 'basePath'>, absolutePath: string): string {
  const catalog = inputFormatOf(tool).catalog;
  return catalog === 'file' ? `file:${absolutePath}` : catalog === 'each' ? `each:${absolutePath}#${tool.doc}:${toPointer(tool.basePath)}` : 'run';
}

/**
 * The run's catalogs, in the order their first tool was read: one per platform file, one for all
 * native descriptors, and each tool of a function collection on its own (InputFormat.catalog).
 */
function catalogsOf(tools: readonly Tool[]): RunCatalog[] {
  const groups = groupBy(tools, (t) => catalogKeyOf(t, t.file.absolutePath));
  return [...groups].map(([key, list]) => ({ key, tools: list, byName: groupBy(list, (t) => t.name) }));
}
