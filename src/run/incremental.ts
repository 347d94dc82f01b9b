/**
 * The stages after the per-file pass, kept from one change to the next: an editor keeps every file's
 * outcome, lints again only the file that changed, and asks this run for what the change makes of
 * the catalog rules, suppressions and grades. The cost of a change follows what it touches, not the
 * size of the workspace:
 *
 * - a catalog rule runs again only where what it reads changed, as it declares
 *   (RuleMeta.catalogInputs; the comparison and the choice of tools are those of the cache's catalog
 *   stage, src/run/catalog-reuse.ts): one whose fields read the same on the changed tools keeps
 *   every finding; one that declares `names` runs on the changed tools and those that name one of
 *   their names; any other runs again on the catalog (one that declares nothing, on every catalog);
 * - suppressions, the baseline and grades are worked out again only for the files whose findings may
 *   have changed: those that changed, and those on whose tools a catalog rule found something else.
 *
 * What it reports for a file is what `runOutcomes` (src/run/lint.ts) reports for it over the same
 * outcomes: the first update runs every rule on every catalog, and each later one only skips work
 * whose result it already has. The baseline's stale entries and the run's summary are not kept (an
 * editor shows a file's findings, and its tools' grades).
 */
import { createHash } from 'node:crypto';
import type { Linter } from '../core/linter.js';
import { scoreRulesFor, type ScoreRules } from '../grading/score.js';
import { toPointer } from '../toolkit/util.js';
import type { Diagnostic, FormatGap, Rule, Tool, ToolResult } from '../types/index.js';
import { catalogActions, runFacts, type ToolFacts } from './catalog-reuse.js';
import { PassedFile, type RunFile, type RunTool } from './catalog-tools.js';
import { TextMemo } from '../toolkit/memo.js';
import { catalogKeyOf, catalogRules, runCatalogRules, type CatalogPlan, type RunCatalog } from './catalog.js';
import { ObjectKeeper } from './findings.js';
import type { KeptOutcome, LintOptions } from './lint.js';
import { Marks } from './marks.js';
import { Results } from './results.js';

/** A file of the run, as the caller keeps it: its outcome, and its text when it has it. */
export interface KeptFile extends KeptOutcome {
  /** The text the outcome was made from, when the caller has it (an editor's document): a change that leaves it as it was changes nothing. */
  text?: string;
}

/** A file's findings and its tools' results after the stages. */
export interface FileRun {
  path: string;
  diagnostics: Diagnostic[];
  tools: ToolResult[];
}

type StageOptions = Omit<LintOptions, 'patterns' | 'cwd' | 'cache' | 'parallel' | 'ignore' | 'isIgnored' | 'servers'> & { cwd?: string };

/** What a catalog rule found on a tool: findings and format gaps. */
interface Found {
  f: Diagnostic[];
  g: FormatGap[];
}

interface Entry {
  kept: KeptFile;
  file: RunFile;
  /** Its bytes, as far as the run can tell: a hash of its text, or a mark of the update that brought it. */
  hash: string;
  /** Per tool, what each catalog rule found on it (by rule id). */
  catalog: Array<Map<string, Found>>;
  result?: FileRun;
}

export class IncrementalRun {
  private readonly entries = new Map<string, Entry>();
  private order: Entry[] = [];
  private sorted = true;
  private readonly rules: Rule[];
  private readonly scoreRules: (file: string) => ScoreRules;
  /** Tools are numbered across the run's life, so two files' tools never share an index. */
  private nextIndex = 0;
  private updates = 0;
  /** Per catalog, its names in order of first use at the last update (RuleMeta.catalogInputs.allNames). */
  private names = new Map<string, string[]>();
  private readonly stageOptions: StageOptions & { cwd: string };

  /** `catalog: false`: no catalog rule runs (a file's findings as far as it alone tells). */
  constructor(
    private readonly linter: Linter,
    options: StageOptions,
    { catalog = true }: { catalog?: boolean } = {},
  ) {
    this.stageOptions = { ...options, cwd: options.cwd ?? '' };
    this.rules = catalog ? catalogRules(options.rules, linter) : [];
    this.scoreRules = scoreRulesFor(options.rules, (rule, file) => linter.settingOf(rule, file).severity !== 'off', options.settingsFor);
  }

  /** A file's findings and tools' results, as of the last update. */
  resultOf(absolutePath: string): FileRun | undefined {
    return this.entries.get(absolutePath)?.result;
  }

  /** What the catalog rules worked out about texts (words, sentences), kept from one update to the next: an edit changes a text or two. */
  private readonly memo = new TextMemo();

  /** What the last update ran again, for a trace: `name/unique on 2 tools, …`. */
  ran = new Map<string, number>();

  /**
   * Takes the files that changed (linted again, or new) and those that went, and runs what they
   * make necessary. Returns the absolute paths of the files whose findings or tools' results may
   * have changed (every file, the first time).
   */
  update(changed: readonly KeptFile[], removed: readonly string[] = []): Set<string> {
    const first = this.updates++ === 0;
    // The changed tools, as they were and as they are, by catalog.
    const before = new Map<string, ToolFacts[]>();
    const after = new Map<string, RunTool[]>();
    const factsOf = new Map<RunTool, ToolFacts>();
    const dirty = new Set<Entry>();
    const was = (e: Entry) => e.file.tools.forEach((t) => put(before, catalogKeyOf(t, e.kept.absolutePath), runFacts(e.file, t, e.hash)));
    for (const abs of removed) {
      const e = this.entries.get(abs);
      if (!e) continue;
      was(e);
      this.entries.delete(abs);
      this.sorted = false;
    }
    for (const kept of changed) {
      const old = this.entries.get(kept.absolutePath);
      if (old) was(old);
      const e = this.entry(kept, old);
      this.entries.set(kept.absolutePath, e);
      if (old && this.sorted) this.order[this.order.indexOf(old)] = e;
      else this.sorted = false;
      e.file.tools.forEach((t) => {
        put(after, catalogKeyOf(t, kept.absolutePath), t);
        factsOf.set(t, runFacts(e.file, t, e.hash));
      });
      dirty.add(e);
    }
    if (!this.sorted) {
      this.order = [...this.entries.values()].sort((a, b) => (a.kept.path < b.kept.path ? -1 : a.kept.path > b.kept.path ? 1 : 0));
      this.sorted = true;
    }
    const tools = this.order.flatMap((e) => e.file.tools);
    const entryOf = new Map<Tool, Entry>();
    for (const e of this.order) for (const t of e.file.tools) entryOf.set(t, e);

    // The catalog rules, where what they read changed; what they find goes to `found`, then to the tools it ran on.
    const found = new Map<RunTool, Map<Rule, Diagnostic[]>>();
    const ranOn: Array<{ rule: Rule; tools: readonly Tool[] }> = [];
    const gapsBefore = new Map<Tool, number>(tools.map((t) => [t, t.gaps?.length ?? 0]));
    const names = this.namesOf(tools);
    // Where what a rule reads changed (the cache's decision, src/run/catalog-reuse.ts); the first update runs everything.
    const decide = catalogActions(before, after, factsOf, (catalog) => sameList(this.names.get(catalog.key), names.get(catalog.key)));
    this.ran = new Map();
    const plan: CatalogPlan = {
      action: (rule, catalog) => (first ? 'all' : decide(rule, catalog)),
      findingsOf: (t, rule) => {
        let byRule = found.get(t);
        if (!byRule) found.set(t, (byRule = new Map<Rule, Diagnostic[]>()));
        let list = byRule.get(rule);
        if (!list) byRule.set(rule, (list = []));
        return list;
      },
      ran: (rule, catalog: RunCatalog, on) => {
        ranOn.push({ rule, tools: on === 'all' ? catalog.tools : catalog.tools.filter((t) => on.has(t)) });
        this.ran.set(rule.meta.id, (this.ran.get(rule.meta.id) ?? 0) + (on === 'all' ? catalog.tools.length : on.size));
      },
      memo: this.memo,
    };
    runCatalogRules(tools, this.rules, this.linter, plan);
    this.names = names;

    // A tool a rule ran on gets what it found this time; a file whose tools' findings changed is finished again.
    const gapsMade = new Set<RunTool>();
    for (const { rule, tools: on } of ranOn) {
      const id = rule.meta.id;
      for (const tool of on) {
        const t = tool as RunTool;
        const e = entryOf.get(t)!;
        const j = e.file.tools.indexOf(t);
        const gaps = (t.gaps ?? []).slice(gapsBefore.get(t) ?? 0).filter((g) => g.ruleId === id);
        if (gaps.length) gapsMade.add(t);
        const now: Found = { f: found.get(t)?.get(rule) ?? [], g: gaps };
        const then = e.catalog[j]!.get(id);
        if (!dirty.has(e) && !sameFound(then, now)) dirty.add(e);
        if (now.f.length || now.g.length) e.catalog[j]!.set(id, now);
        else e.catalog[j]!.delete(id);
      }
    }
    // A tool's format gaps: its own, then the catalog rules' in rule order.
    for (const e of this.order) {
      e.file.tools.forEach((t, j) => {
        if (!gapsMade.has(t) && (t.gaps?.length ?? 0) === (gapsBefore.get(t) ?? 0)) return;
        const own = t.passGaps ?? [];
        const gaps = [...own, ...this.rules.flatMap((r) => e.catalog[j]!.get(r.meta.id)?.g ?? [])];
        if (gaps.length) t.gaps = gaps;
        else t.gaps = undefined;
      });
    }

    // Suppressions, the baseline and grades of the files whose findings may have changed.
    const finish = first ? this.order : this.order.filter((e) => dirty.has(e));
    const marks = new Marks(this.stageOptions, this.linter.settingOf, [], finish.filter((e) => e.file.outcome.status === 'linted').map((e) => e.file.outcome.path));
    for (const e of finish) e.result = this.finishFile(e, marks);
    return new Set(finish.map((e) => e.kept.absolutePath));
  }

  /**
   * A file's entry. A changed file's tool keeps what the catalog rules found on the tool at its place
   * before (a rule that runs again on it replaces that; one that does not found the same).
   */
  private entry(kept: KeptFile, old: Entry | undefined): Entry {
    const first = this.nextIndex;
    this.nextIndex += kept.outcome.tools.length;
    const file = new PassedFile({ path: kept.path, absolutePath: kept.absolutePath, explicit: false }, kept.outcome, first, kept.readText, undefined, undefined, this.linter.limits, undefined);
    const { tools } = file;
    const hash = kept.text !== undefined ? createHash('sha1').update(kept.text).digest('hex') : `update:${this.updates}`;
    const place = (t: Tool) => `${t.doc}:${toPointer(t.basePath)}`;
    const was = new Map(old?.file.tools.map((t, j) => [place(t), old.catalog[j]!]));
    return { kept, file, hash, catalog: tools.map((t) => new Map(was.get(place(t)))) };
  }

  /** Per catalog, its names in order of first use. */
  private namesOf(tools: readonly RunTool[]): Map<string, string[]> {
    const seen = new Map<string, Set<string>>();
    for (const t of tools) {
      const key = catalogKeyOf(t, t.file.absolutePath);
      let set = seen.get(key);
      if (!set) seen.set(key, (set = new Set()));
      set.add(t.name);
    }
    return new Map([...seen].map(([k, s]) => [k, [...s]]));
  }

  /** One file through suppressions, the baseline and grades, from copies of its findings (those stages change them). */
  private finishFile(e: Entry, marks: Marks): FileRun {
    const { file } = e;
    const copy = (d: Diagnostic): Diagnostic => (d.related ? { ...d, related: [...d.related] } : { ...d });
    const { outcome } = e.kept;
    const own = outcome.findings.map(copy);
    file.tools.forEach((t, j) => {
      const findings = outcome.tools[j]!.findings.map(copy);
      for (const r of this.rules) for (const d of e.catalog[j]!.get(r.meta.id)?.f ?? []) findings.push(copy(d));
      for (const d of findings) d.toolIndex = t.index;
      t.findings = findings;
    });
    marks.file(file, own);
    const results = new Results(new ObjectKeeper(), this.scoreRules);
    results.add(0, file, own);
    const made = results.finish();
    for (const t of file.tools) t.findings = [];
    return { path: file.outcome.path, diagnostics: made.files[0]!.diagnostics, tools: made.tools };
  }
}

function put<T>(map: Map<string, T[]>, key: string, t: T): void {
  const list = map.get(key);
  if (list) list.push(t);
  else map.set(key, [t]);
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) => a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether a rule found the same on a tool as before (its tool index aside, which belongs to the update). */
function sameFound(a: Found | undefined, b: Found): boolean {
  if (!a) return !b.f.length && !b.g.length;
  const text = (x: Found) => JSON.stringify(x, (key, value: unknown) => (key === 'toolIndex' ? undefined : value));
  return text(a) === text(b);
}
