/**
 * The catalog stage of a run with `--cache`: which catalog rules run again, on which tools, and
 * what they found on each file's tools, as the cache keeps it (src/run/cache.ts). A cached run
 * reports what an uncached one does; it only skips work whose result it already has.
 *
 * The cache remembers, per config group, the order of the last run's files, and in each file's
 * entry what each catalog rule found on its tools then. This run's files are compared with those:
 *
 * - none added, gone or changed (every file a hit, in the same order): every finding is reused;
 * - otherwise, rule by rule and catalog by catalog. A catalog none of whose files changed, was
 *   added or went keeps its findings. In one that changed, a rule that declares what it reads
 *   (RuleMeta.catalogInputs) keeps its findings when the changed tools read the same to it (the
 *   fields it reads, the tools' names, places and the positions of those fields) and none was added
 *   or went; one that declares `names` runs again on the changed tools and on the tools that name
 *   one of their names (before or after the change), and, with `allNames`, when the catalog's names
 *   changed, on the tools that name a tool it does not have; any other declared rule runs again on
 *   the whole catalog. One that reads every catalog (`catalogs`) keeps its findings on all of them,
 *   or runs again on all of them. A rule that declares nothing runs again on every catalog. Where a
 *   rule reads inside a field (an item of a list, a key of a mapping), whose place the cache does
 *   not keep, a changed tool reads the same to it only while its file is byte for byte as it was.
 * - the run cannot be compared (no record of the last run, files in another order, an entry that
 *   is not the one the record was made with): every rule runs on every catalog.
 *
 * `search/similar-descriptions` declares its fields but not `names`: a tool's finding depends on
 * every earlier tool (the one it resembles most), on sentences counted over the whole catalog (a
 * shared preamble is left out) and on the order shingle frequencies over the whole catalog give its
 * candidate search, so a change to what it reads runs it on the whole catalog.
 */
import { randomUUID } from 'node:crypto';
import type { Linter } from '../core/linter.js';
import type { FieldPosition } from '../core/outcome.js';
import { OWN_NAMES, toPointer } from '../toolkit/util.js';
import type { Diagnostic, FormatGap, JsonPath, Range, Rule, Tool } from '../types/index.js';
import { KEEP, type GroupCache, type RuleCatalog, type RunRecord, type StoredCatalog, type StoredFile } from './cache.js';
import { catalogKeyOf, catalogRules, runCatalogRules, type CatalogAction, type CatalogPlan, type RunCatalog } from './catalog.js';
import type { RunFile, RunTool } from './catalog-tools.js';

/** A file's catalog findings after the stage: as the cache keeps them, and how to give them to its tools. */
export interface FileCatalog {
  /** What the file's entry keeps: JSON text, or KEEP (what it holds). */
  part: string;
  /** Whether that is what the entry already held (the file's final result may then be reused). */
  same: boolean;
  /** Adds the findings and format gaps to the file's tools, in the order an uncached run gives them. */
  apply(): void;
}

export interface CatalogStage {
  files: FileCatalog[];
  crashes: number;
  /** The record of this run for the cache (undefined: the catalog parts written are not to be trusted). */
  record: RunRecord | undefined;
  /** On how many tools each rule ran this run (for --debug). */
  ran: ReadonlyMap<string, number>;
}

/** What the stage compares of a tool, whether from this run or from its file's entry before this run. */
export interface ToolFacts {
  name: string;
  /** The file, as reports show it, and its absolute path. */
  path: string;
  absolutePath: string;
  doc: number;
  basePath: JsonPath;
  inputFormat: string;
  range: Range;
  view(): Record<string, unknown>;
  /** The kept position of a top-level field ('' for the tool itself), as [key, source, …at]. */
  position(key: string): unknown[] | undefined;
  /** The per-tool rules' format gaps. */
  gaps: readonly FormatGap[];
  /** The content hash of its file (a file of this run the cache did not keep has none). */
  hash: string | undefined;
}

type Kind = 'same' | 'changed' | 'added';

/** A file as the last run had it: its entry then, or `none` when it had no tools (a file never cached: skipped, unreadable, too large). */
type Old = StoredFile | 'none' | undefined;

/** Runs the catalog stage of a run with the cache (see the top of this file). */
export function reuseCatalog(files: readonly RunFile[], tools: () => readonly RunTool[], rules: readonly Rule[], linter: Linter, cache: GroupCache): CatalogStage {
  const enabled = catalogRules(rules, linter);
  const prev = cache.record;
  const kinds: Kind[] = [];
  const olds: Old[] = [];
  let comparable = prev !== undefined;
  const prevAt = new Map(prev?.files.map((f, i) => [f, i]));
  // What a file of the last run was then, if the cache can tell.
  const oldOf = (abs: string, at: number): Old => {
    const e = cache.previous(abs);
    if (e?.run === prev!.id) return e;
    return prev!.tools[at] === 0 ? 'none' : undefined;
  };
  const current = new Set<string>();
  let last = -1;
  for (const f of files) {
    const abs = f.found.absolutePath;
    current.add(abs);
    const at = prevAt.get(abs);
    let kind: Kind = 'added';
    let old: Old;
    if (at !== undefined) {
      if (at < last) comparable = false;
      last = at;
      if (f.stored) {
        kind = 'same';
        if (f.stored.run !== prev!.id) comparable = false;
      } else {
        kind = 'changed';
        old = oldOf(abs, at);
        if (!old) comparable = false;
      }
    }
    kinds.push(kind);
    olds.push(old);
  }
  const removed = (prev?.files ?? []).flatMap((f, at) => (current.has(f) ? [] : [oldOf(f, at)]));
  if (removed.some((e) => !e)) comparable = false;
  // The record keeps its id from run to run (so that unchanged entries are written back as they were
  // read): each file of the run gets this run's catalog findings, or loses its id (GroupCache.keepResults).
  const record = (): RunRecord => ({ id: prev?.id ?? randomUUID(), files: files.map((f) => f.found.absolutePath), tools: files.map((f) => (f.stored ? f.stored.head.t.length : f.tools.length)) });

  // Nothing changed: every finding is the entry's, as it was written.
  if (comparable && !removed.length && kinds.every((k) => k === 'same')) {
    const kept = files.map((f): FileCatalog => ({ part: KEEP, same: true, apply: () => applyMade(f, f.stored!.catalog()!) }));
    return { files: kept, crashes: 0, record: prev, ran: new Map() };
  }

  const buckets = new Map<RunTool, Map<Rule, Diagnostic[]>>();
  // Where each rule ran: on every tool of these catalogs, and on these tools of others.
  const ranOn = new Map<Rule, { all: Set<string>; some: Set<Tool> }>(enabled.map((r) => [r, { all: new Set(), some: new Set() }]));
  const ran = new Map<string, number>();
  const plan: CatalogPlan = {
    action: comparable ? planOf(files, kinds, olds, removed as Array<StoredFile | 'none'>, prev!, cache) : () => 'all',
    findingsOf: (t, rule) => {
      let byRule = buckets.get(t);
      if (!byRule) buckets.set(t, (byRule = new Map<Rule, Diagnostic[]>()));
      let list = byRule.get(rule);
      if (!list) byRule.set(rule, (list = []));
      return list;
    },
    ran: (rule, catalog, on) => {
      const where = ranOn.get(rule)!;
      if (on === 'all') where.all.add(catalog.key);
      else for (const t of on) where.some.add(t);
      ran.set(rule.meta.id, (ran.get(rule.meta.id) ?? 0) + (on === 'all' ? catalog.tools.length : on.size));
    },
  };
  const crashes = runCatalogRules(tools(), rules, linter, plan);
  const computed = (t: RunTool, key: string, rule: Rule) => {
    const where = ranOn.get(rule)!;
    return where.all.has(key) || where.some.has(t);
  };
  // Whether a rule ran on a file's tools: on all of a catalog it has tools in, or on some of its
  // tools (asked without making a cached file's tools, which no rule may have needed).
  const allKeys = new Set([...ranOn.values()].flatMap((w) => [...w.all]));
  const someFiles = new Set([...ranOn.values()].flatMap((w) => [...w.some].map((t) => t.file.absolutePath)));
  const ranOnFile = (f: RunFile) =>
    someFiles.has(f.found.absolutePath) || (allKeys.size > 0 && (f.stored ? f.stored.head.t.map((t) => catalogKeyOf({ inputFormat: t.f, doc: t.d, basePath: t.b }, f.found.absolutePath)) : f.tools.map((t) => catalogKeyOf(t, f.found.absolutePath))).some((k) => allKeys.has(k)));
  return {
    files: files.map((f, i) => fileCatalog(f, kinds[i]!, olds[i], enabled, buckets, computed, ranOnFile(f))),
    crashes,
    record: crashes ? undefined : record(),
    ran,
  };
}

/** The tools of a file as the last run had them. */
const oldFacts = (old: StoredFile | 'none'): ToolFacts[] => (old === 'none' ? [] : storedFacts(old));

/**
 * What each rule does on each catalog, once the run was found comparable with the last: see the
 * top of this file.
 */
function planOf(files: readonly RunFile[], kinds: readonly Kind[], olds: readonly Old[], removed: ReadonlyArray<StoredFile | 'none'>, prev: RunRecord, cache: GroupCache): CatalogPlan['action'] {
  // The tools that changed, as they were (changed and removed files) and as they are (changed and added), by catalog.
  const before = new Map<string, ToolFacts[]>();
  const after = new Map<string, RunTool[]>();
  const put = <T>(map: Map<string, T[]>, key: string, t: T) => {
    const list = map.get(key);
    if (list) list.push(t);
    else map.set(key, [t]);
  };
  files.forEach((f, i) => {
    if (kinds[i] === 'same') return;
    for (const t of f.tools) put(after, catalogKeyOf(t, f.found.absolutePath), t);
    if (olds[i]) for (const t of oldFacts(olds[i])) put(before, catalogKeyOf(t, t.absolutePath), t);
  });
  for (const e of removed) for (const t of oldFacts(e)) put(before, catalogKeyOf(t, t.absolutePath), t);
  const factsOf = new Map(files.flatMap((f, i) => (kinds[i] === 'same' ? [] : f.tools.map((t) => [t, runFacts(f, t, cache.current(f.found.absolutePath)?.head.h)] as const))));
  return catalogActions(before, after, factsOf, (catalog) => sameNames(catalog, files, kinds, olds, prev, cache));
}

/**
 * What each rule does on each catalog, from the changed tools as they were (`before`) and as they
 * are (`after`), by catalog key, with what each tool is now (`factsOf`): reuse its findings, run it
 * again on all tools, or only on the tools a change can move (RuleMeta.catalogInputs.names; the
 * catalog's names being what they were is `namesSame`). Decided once per rule and catalog. Used by
 * the cache (above) and by the language server's incremental stages (src/run/incremental.ts).
 */
export function catalogActions(
  before: ReadonlyMap<string, readonly ToolFacts[]>,
  after: ReadonlyMap<string, readonly RunTool[]>,
  factsOf: ReadonlyMap<RunTool, ToolFacts>,
  namesSame: (catalog: RunCatalog) => boolean,
): CatalogPlan['action'] {
  const touched = new Set([...before.keys(), ...after.keys()]);
  // Whether the changed tools read the same to a rule as they did (none added or gone).
  const readSame = (rule: Rule, was: readonly ToolFacts[], is: readonly RunTool[]) => was.length === is.length && was.every((t, i) => projection(rule, t) === projection(rule, factsOf.get(is[i]!)!));
  const decided = new Map<string, CatalogAction>();
  return (rule, catalog) => {
    const inputs = rule.meta.catalogInputs;
    if (!inputs) return 'all';
    // A rule that reads every catalog runs on all of them again, or on none.
    const key = inputs.catalogs ? rule.meta.id : `${rule.meta.id}\u0000${catalog.key}`;
    let action = decided.get(key);
    if (action) return action;
    if (inputs.catalogs) action = readSame(rule, [...before.values()].flat(), [...after.values()].flat()) ? 'reuse' : 'all';
    else if (!touched.has(catalog.key)) action = 'reuse';
    else {
      const was = before.get(catalog.key) ?? [];
      const is = after.get(catalog.key) ?? [];
      if (readSame(rule, was, is)) action = 'reuse';
      else if (inputs.names?.length) action = namedTools(rule, catalog, was, is, () => namesSame(catalog));
      else action = 'all';
    }
    decided.set(key, action);
    return action;
  };
}

/**
 * The tools a rule that declares `names` runs on again in a catalog that changed (`was`: its changed
 * tools as they were, `is`: as they are; `namesSame`: whether the catalog's names, in order of first
 * use, are those it had).
 */
export function namedTools(rule: Rule, catalog: RunCatalog, was: readonly ToolFacts[], is: readonly RunTool[], namesSame: () => boolean): Set<Tool> {
  const { names = [], allNames } = rule.meta.catalogInputs!;
  const changed = new Set([...was.map((t) => t.name), ...is.map((t) => t.name)]);
  const named = (t: RunTool) => names.map((n) => t.lookup(n)).filter((v): v is string => typeof v === 'string');
  const again = new Set<Tool>(is);
  for (const t of catalog.tools as RunTool[]) if (named(t).some((n) => changed.has(n))) again.add(t);
  if (allNames && !namesSame()) {
    for (const t of catalog.tools as RunTool[]) if (named(t).some((n) => !catalog.byName.has(n))) again.add(t);
  }
  return again;
}

/** Whether the catalog's names, in order of first use, are those it had in the last run. */
function sameNames(catalog: RunCatalog, files: readonly RunFile[], kinds: readonly Kind[], olds: readonly Old[], prev: RunRecord, cache: GroupCache): boolean {
  const now = [...catalog.byName.keys()];
  const then = new Set<string>();
  const byPath = new Map(files.map((f, i) => [f.found.absolutePath, i]));
  for (const abs of prev.files) {
    const i = byPath.get(abs);
    if (i !== undefined && kinds[i] === 'same') {
      for (const t of files[i]!.tools) if (catalogKeyOf(t, abs) === catalog.key) then.add(t.name);
      continue;
    }
    const e = i === undefined ? cache.previous(abs) : olds[i];
    for (const t of e ? oldFacts(e) : []) if (catalogKeyOf(t, abs) === catalog.key) then.add(t.name);
  }
  return then.size === now.length && [...then].every((n, i) => n === now[i]);
}

/** What a rule reads of a tool (RuleMeta.catalogInputs), as one string to compare. */
export function projection(rule: Rule, t: ToolFacts): string {
  const fields = [...new Set(['name', ...rule.meta.catalogInputs!.fields, ...(rule.meta.fields ?? [])])];
  const view = t.view();
  // A place inside a field (an item of a list, a key of a mapping) has no kept position: where a field
  // the rule reads holds more than one value, the file must be as it was, byte for byte. (The names
  // the parameters define are gathered from all over the tool: no place in the file is theirs.)
  const inside = fields.some((f) => f !== OWN_NAMES && view[f] !== null && typeof view[f] === 'object');
  return JSON.stringify([
    inside ? (t.hash ?? `unknown:${t.absolutePath}`) : 0,
    t.name,
    t.path,
    t.doc,
    t.basePath,
    t.inputFormat,
    t.range,
    fields.map((f) => (f in view ? [view[f]] : 0)),
    ['', ...fields].map((k) => t.position(k) ?? 0),
    t.gaps.filter((g) => g.ruleId === rule.meta.id),
  ]);
}

/** A position as ToolFacts.position gives it. */
const positionOf = (f: FieldPosition) => [f.key, f.source ?? 0, ...f.at];

/** The tools of a file's entry, as they were when it was made. */
function storedFacts(e: StoredFile): ToolFacts[] {
  return e.head.t.map((t, j) => ({
    hash: e.head.h,
    name: t.n,
    path: e.head.p,
    absolutePath: e.absolutePath,
    doc: t.d,
    basePath: t.b,
    inputFormat: t.f,
    range: t.r,
    view: () => e.tools()[j]!.v,
    position: (key) => {
      const f = e.tools()[j]!.f.find((p) => p.key === key);
      return f && positionOf(f);
    },
    gaps: t.g ?? [],
  }));
}

/** A tool of this run, as ToolFacts (`hash`: its file's content hash, or anything that changes when the file's bytes do). */
export function runFacts(f: RunFile, t: RunTool, hash: string | undefined): ToolFacts {
  return {
    hash,
    name: t.name,
    path: f.outcome.path,
    absolutePath: f.found.absolutePath,
    doc: t.doc,
    basePath: t.basePath,
    inputFormat: t.inputFormat,
    range: t.range,
    view: () => t.descriptor,
    position: (key) => {
      const p = t.position(key);
      return p && positionOf(p);
    },
    gaps: t.passGaps ?? [],
  };
}

/** A file's catalog findings: the rules that ran on its tools, the others' from its entry (or its entry before this run). */
function fileCatalog(
  f: RunFile,
  kind: Kind,
  old: Old,
  rules: readonly Rule[],
  buckets: ReadonlyMap<RunTool, ReadonlyMap<Rule, Diagnostic[]>>,
  computed: (t: RunTool, key: string, rule: Rule) => boolean,
  ran: boolean,
): FileCatalog {
  const own = f.stored;
  // An unchanged file on whose tools no rule ran, or none found anything, this run or the last (the
  // usual case), keeps its entry's part as it is.
  if (kind === 'same' && !ran) return { part: KEEP, same: true, apply: () => applyMade(f, own!.catalog()!) };
  const keys = f.tools.map((t) => catalogKeyOf(t, f.found.absolutePath));
  const foundNothing = () =>
    f.tools.every((t) => {
      const byRule = buckets.get(t);
      return (!byRule || [...byRule.values()].every((found) => !found.length)) && (t.gaps?.length ?? 0) === (t.passGaps?.length ?? 0);
    });
  if (kind === 'same' && isEmpty(own!.catalogText()) && foundNothing()) {
    return { part: KEEP, same: true, apply: () => applyMade(f, own!.catalog()!) };
  }
  // Findings a rule did not make again this run are those of the entry: the file's own (unchanged
  // file), or, for a changed file whose tools read the same to the rule, what it held before.
  const kept = kind === 'same' ? own!.catalog() : kind === 'changed' && old && old !== 'none' ? old.catalog() : undefined;
  // A changed file's tool is the one at the same place in it before.
  const oldIndex = kind === 'changed' && old && old !== 'none' ? new Map(old.head.t.map((t, j) => [placeOf(t.d, t.b), j])) : undefined;
  const made: StoredCatalog = f.tools.map((t, j) => {
    const was = oldIndex ? oldIndex.get(placeOf(t.doc, t.basePath)) : j;
    const byRule: Record<string, RuleCatalog> = {};
    const outcomeGaps = t.passGaps?.length ?? 0;
    for (const rule of rules) {
      const id = rule.meta.id;
      if (computed(t, keys[j]!, rule)) {
        const found = buckets.get(t)?.get(rule) ?? [];
        const gaps = (t.gaps ?? []).slice(outcomeGaps).filter((g) => g.ruleId === id);
        if (found.length || gaps.length) byRule[id] = { f: found, ...(gaps.length ? { g: gaps } : {}) };
        continue;
      }
      const stored = was === undefined ? undefined : (kept?.[was] || undefined)?.[id];
      if (stored) byRule[id] = stored;
    }
    return Object.keys(byRule).length ? byRule : 0;
  });
  // The run's tool indices are not kept (a file's place in the catalog belongs to the run).
  const part = JSON.stringify(made, (key, value: unknown) => (key === 'toolIndex' ? undefined : value));
  return { part, same: own !== undefined && part === own.catalogText(), apply: () => applyMade(f, made) };
}

/** Whether a catalog part holds nothing (`[0,0,…]`). */
const isEmpty = (part: string | undefined) => part !== undefined && /^\[(?:0(?:,0)*)?\]$/.test(part);

const placeOf = (doc: number, basePath: JsonPath) => `${doc}:${toPointer(basePath)}`;

/** Gives the file's tools what the catalog rules found on them (StoredCatalog), in rule order. */
function applyMade(f: RunFile, made: StoredCatalog): void {
  f.tools.forEach((t, j) => {
    const byRule = made[j];
    if (!byRule) return;
    const outcomeGaps = t.passGaps ?? [];
    const gaps: FormatGap[] = [...outcomeGaps];
    for (const found of Object.values(byRule)) {
      for (const d of found.f) {
        d.toolIndex = t.index;
        t.findings.push(d);
      }
      if (found.g) gaps.push(...found.g);
    }
    if (gaps.length > outcomeGaps.length) t.gaps = gaps;
  });
}
