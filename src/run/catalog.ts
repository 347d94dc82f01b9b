/**
 * Cross-tool rules (`checkCatalog`), once per catalog: each platform file is its own (one server's
 * tools/list), the native descriptors of the whole run form one. They see each tool's read-only
 * catalog view, and their findings join the tools' own.
 */
import { crashFinding, settled, type Linter } from '../core/linter.js';
import { inputFormatOf } from '../input-formats/index.js';
import { groupBy } from '../toolkit/util.js';
import type { Catalog, Rule, Severity, Tool } from '../types/index.js';
import type { RunTool } from './catalog-tools.js';

/** Runs the catalog rules over the run's tools; returns how many times a rule crashed. */
export function runCatalogRules(tools: readonly RunTool[], rules: readonly Rule[], linter: Linter): number {
  let crashes = 0;
  const catalogRules = rules.filter((r) => r.checkCatalog && linter.settingOf(r).severity !== 'off');
  if (!catalogRules.length) return 0;
  const report = linter.reporter((t) => (t as RunTool).findings);
  const catalogs = catalogsOf(tools);
  for (const catalog of catalogs) {
    for (const rule of catalogRules) {
      const setting = linter.settingOf(rule);
      const ruleReport = report(rule, setting.severity as Severity);
      try {
        settled(
          rule.checkCatalog!({
            catalog,
            catalogs,
            options: setting.options,
            // A rule turned off for a file (a config override) reports nothing on its tools.
            report: (tool, d) => {
              if (linter.settingOf(rule, tool.file.path).severity !== 'off') ruleReport(tool, d);
            },
          }),
        );
      } catch (err) {
        crashes++;
        const first = catalog.tools[0] as RunTool;
        first.findings.push(crashFinding(rule, first, err));
      }
    }
  }
  return crashes;
}

/**
 * The run's catalogs, in the order their first tool was read: one per platform file, one for all
 * native descriptors, and each tool of a function collection on its own (InputFormat.catalog).
 */
function catalogsOf(tools: readonly Tool[]): Catalog[] {
  let each = 0;
  const groups = groupBy(tools, (t) => {
    const catalog = inputFormatOf(t).catalog;
    return catalog === 'file' ? `file:${t.file.absolutePath}` : catalog === 'each' ? `each:${each++}` : 'run';
  });
  return [...groups.values()].map((list) => ({ tools: list, byName: groupBy(list, (t) => t.name) }));
}
