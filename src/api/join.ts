/**
 * What the project API adds around the runs of its config groups: their results joined into one,
 * the one baseline they share, the cache key of a group, and the lines said beside the reports.
 */
import { readFileSync } from 'node:fs';
import { BaselineMatcher, type BaselineOptions } from '../suppressions/baseline.js';
import { hashBytes, hashKey } from '../run/cache.js';
import type { ResolvedConfig } from '../config/load.js';
import { CORE_DIAGNOSTICS } from '../core/diagnostics.js';
import type { LintRun } from '../run/lint.js';
import { summarize } from '../run/results.js';
import type { LintResult, RunProgress } from '../types/index.js';
import { VERSION } from '../run/version.js';

/**
 * Everything a file's results depend on, under a group's config, besides its content and the other
 * files (the cache's key for the group): what the per-tool rules find, and what suppressions and
 * grades make of it (src/run/cache.ts).
 */
export function groupCacheKey(
  config: ResolvedConfig,
  options: { settings: unknown; inlineConfig?: boolean; limits?: unknown; inputFormat?: string; ignoreUnknown?: boolean },
  fingerprints: boolean,
): string {
  return hashKey({
    rules: config.rules.map((r) => [r.meta.id, r.meta.level, r.meta.severity, r.meta.messages, r.meta.defaultOptions ?? null, r.meta.defersTo ?? null]),
    plugins: config.plugins.map((p) => [p.file, contentHash(p.file)]),
    settings: options.settings,
    overrides: config.overrides.map((ov) => [ov.baseDir, ov.files, ov.settings]),
    inlineConfig: options.inlineConfig,
    fingerprints,
    // The rules whose findings inline suppressions may not hide (config `unsuppressible`).
    unsuppressible: [...CORE_DIAGNOSTICS.map((m) => m.id), ...config.rules.map((r) => r.meta.id)].filter((id) => config.isUnsuppressible(id)),
    ignoreUnknown: Boolean(options.ignoreUnknown),
    limits: options.limits,
    inputFormat: options.inputFormat ?? null,
  });
}

/** A plugin's code is part of what results depend on: hash its module file (a missing one hashes as such). */
function contentHash(file: string): string {
  try {
    return hashBytes(readFileSync(file));
  } catch {
    return 'unreadable';
  }
}

/** One baseline for every group of a run: each group's rules decide what it may not hide (config `unsuppressible`). */
export class SharedBaseline {
  current: ResolvedConfig | undefined;
  readonly matcher: BaselineMatcher;

  constructor(options: BaselineOptions, cwd: string) {
    const coreIds = new Set(CORE_DIAGNOSTICS.map((m) => m.id));
    this.matcher = new BaselineMatcher([], { ...options, isUnsuppressible: (id) => this.current?.isUnsuppressible(id) ?? false }, cwd, coreIds);
  }

  /** The joined result with the baseline's outcome: matched, refused, stale entries of the files linted (any group's), the entries to write. */
  finish(result: LintRun): LintRun {
    const b = this.matcher.finish();
    return {
      ...result,
      summary: { ...result.summary, baselined: result.summary.baselined ?? 0 },
      baseline: { file: b.file, matched: b.matched, ...(b.refused ? { refused: b.refused } : {}), stale: b.stale.map(({ fingerprint: _f, ...e }) => e) },
      baselineEntries: b.entries,
    };
  }
}

/**
 * The runs of a project's config groups as one result: their files and tools in group order (tool
 * indices were given each run in turn, so findings point at the joined list), the summary of all of
 * them, each rule once.
 */
export function joinRuns(runs: readonly LintRun[], cwd: string): LintRun {
  if (runs.length === 1) return runs[0]!;
  const files = runs.flatMap((r) => r.files);
  const tools = runs.flatMap((r) => r.tools);
  const sum = (pick: (r: LintRun) => number | undefined) => runs.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const baselined = runs.some((r) => r.summary.baselined !== undefined) ? { baselined: sum((r) => r.summary.baselined) } : {};
  const counts = { errors: sum((r) => r.summary.errors), warnings: sum((r) => r.summary.warnings), suppressed: sum((r) => r.summary.suppressed), ...baselined };
  const blanket = runs.flatMap((r) => r.summary.blanketSuppressions ?? []);
  const rules = new Map<string, LintRun['rules'][number]>();
  for (const r of runs) for (const m of r.rules) if (!rules.has(m.id) || rules.get(m.id)!.configuredSeverity === 'off') rules.set(m.id, m);
  return {
    version: VERSION,
    cwd,
    files,
    tools,
    summary: { ...baselined, ...summarize(files, tools, counts), ...(blanket.length ? { blanketSuppressions: blanket } : {}) },
    rules: [...rules.values()],
    internalErrors: sum((r) => r.internalErrors),
    ...(runs.some((r) => r.fixed) ? { fixed: runs.flatMap((r) => r.fixed ?? []) } : {}),
  };
}

/** Said once per run: which rules could not read some tools' descriptions, and in what languages (RuleMeta.languages). */
export function languageNote(summary: LintResult['summary']): string | undefined {
  const sk = summary.skippedLanguages;
  if (!sk) return undefined;
  const rules = Object.keys(sk.rules).sort();
  const langs = Object.entries(sk.languages)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  const tools = `${sk.tools} tool${sk.tools === 1 ? '' : 's'}`;
  const list = rules.length === 1 ? rules[0]! : `${rules.slice(0, -1).join(', ')} and ${rules[rules.length - 1]!}`;
  return `tooldoc: ${tools} ${sk.tools === 1 ? 'has its description' : 'have descriptions'} in a language ${list} cannot read (${langs}), so ${rules.length === 1 ? 'that rule' : 'those rules'} did not check ${sk.tools === 1 ? 'it' : 'them'}; every other rule did.`;
}

export function onlyErrors<T extends LintResult>(result: T): T {
  return {
    ...result,
    files: result.files.map((f) => ({ ...f, diagnostics: f.diagnostics.filter((d) => d.severity === 'error') })),
    summary: { ...result.summary, warnings: 0, problems: result.summary.errors },
  };
}

/**
 * The progress of the groups' runs, told as that of the whole run: each stage's counts are the sums
 * over the groups (a group not yet started counts its files as still to do, `expected`).
 */
export class JoinedProgress {
  private readonly parts = new Map<string, Array<{ done: number; total: number; tools: number }>>();

  constructor(
    private readonly tell: (progress: RunProgress) => void,
    /** How many files each group has to lint, before its run says. */
    private readonly expected: readonly number[],
  ) {}

  /** The progress callback of group `index`'s run. */
  group(index: number): (progress: RunProgress) => void {
    return (p) => {
      let parts = this.parts.get(p.stage);
      if (!parts) this.parts.set(p.stage, (parts = this.expected.map((total) => ({ done: 0, total, tools: 0 }))));
      parts[index] = { done: p.done, total: p.total, tools: p.tools ?? 0 };
      let done = 0;
      let total = 0;
      let tools = 0;
      for (const part of parts) {
        done += part.done;
        total += part.total;
        tools += part.tools;
      }
      this.tell(p.tools !== undefined ? { stage: p.stage, done, total, tools } : { stage: p.stage, done, total });
    };
  }
}
