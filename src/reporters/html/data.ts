/**
 * What the HTML report shows, worked out from a LintResult without formatting it: the entries of the
 * card list (a tool, a file's own problems, or in a `tooldoc test` report a tool's examples), each
 * with its findings; the totals the dashboard shows (rules blocking most tools, findings by group,
 * the counts beside each filter); and, one entry at a time, the entry as the plain data the page's
 * script renders, with the few source lines around each finding (its code frame).
 *
 * Planning keeps no finding: it counts, and the entries are worked out again, a file at a time, when
 * they are written (`Dashboard.plans`), so a run that kept its findings in a temporary file
 * (src/run/findings.ts) never has them all in memory at once. An entry's data (messages, source
 * lines) exists only while it is written, and a file's text is read when its first entry is written
 * and let go after the next few files.
 */
import type { Diagnostic, ExampleResult, ExampleToolResult, FileResult, Grade, LintResult, Range, RuleMeta, ToolResult } from '../../types.js';
import { visible } from '../escape.js';
import { exampleFailures } from '../examples.js';
import { levelText, nextLevel } from '../levels.js';
import { rootRelative } from '../paths.js';
import { ruleDocsUrl } from '../rule-docs.js';
import { serverPlace } from '../server.js';
import type { ReporterOptions } from '../types.js';

/** Lines shown before and after a finding, and at most this many lines of a finding that spans several. */
export const FRAME_BEFORE = 2;
export const FRAME_AFTER = 2;
export const FRAME_SPAN = 3;
/** Characters of a source line kept in a frame; a longer line is cut around the finding's column. */
export const MAX_LINE = 240;
/** Characters kept before the finding's column when a long line is cut. */
const LEAD = 60;

/** The lines of a finding's code frame, first and last (1-based), or undefined when its line is not in the text. */
export function frameLines(range: Range, lineCount: number): [number, number] | undefined {
  const start = range.start.line;
  if (!Number.isInteger(start) || start < 1 || start > lineCount) return undefined;
  const end = Math.min(Math.max(range.end.line, start), start + FRAME_SPAN - 1, lineCount);
  return [Math.max(1, start - FRAME_BEFORE), Math.min(lineCount, end + FRAME_AFTER)];
}

/**
 * One line of a frame: the text, or for a line longer than MAX_LINE the kept part, how many
 * characters were cut before it and whether more follow.
 */
export type FrameLine = string | [text: string, cutBefore: number, cutAfter: boolean];

/** Cuts a long line to MAX_LINE characters around `column` (1-based), never inside a surrogate pair. */
export function cutLine(line: string, column: number | undefined): FrameLine {
  if (line.length <= MAX_LINE) return line;
  let from = column === undefined ? 0 : Math.max(0, Math.min(column - 1 - LEAD, line.length - MAX_LINE));
  if (from > 0 && isLowSurrogate(line.charCodeAt(from))) from--;
  let to = Math.min(line.length, from + MAX_LINE);
  if (to < line.length && isLowSurrogate(line.charCodeAt(to))) to--;
  return [line.slice(from, to), from, to < line.length];
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** A finding as the page's script reads it. Text is shown as it is here (control characters already visible). */
export interface FindingData {
  /** Index of the rule in `rules`. */
  r: number;
  s: 'error' | 'warning';
  m: string;
  /** Start line and column, end line and column (absent for a live server's finding). */
  l?: number;
  c?: number;
  el?: number;
  ec?: number;
  /** Where a finding without a line is: `<tool> <pointer>` on a live server. */
  p?: string;
  /** The file of its frame and position, when it is not the entry's (a server finding's sidecar). */
  f?: number;
  /** Its code frame: the window of `src` and the first and last line shown. */
  fr?: [window: number, first: number, last: number];
  /** Set when suppressed: how, and the justification. */
  x?: string;
  /** Set when it keeps the tool from the next level. */
  b?: 1;
  /** Other places it names (the first of two duplicate names). */
  rel?: string[];
}

/** Source lines of one file kept for an entry's frames: `lines[0]` is line `from`. */
export interface SourceWindow {
  f: number;
  from: number;
  lines: FrameLine[];
}

export interface ExampleData {
  /** 1-based number of the example. */
  i: number;
  pr?: string;
  st: ExampleResult['status'];
  rs?: string;
  ms?: number;
  l?: number;
  /** Its failures: indexes into the entry's findings. */
  d: number[];
}

/** An entry of the card list. */
export interface ItemData {
  /** `t` a tool, `f` a file's own problems, `x` a tool's examples (`tooldoc test`). */
  k: 't' | 'f' | 'x';
  n: string;
  /** Index of its file in `files` (-1: none). */
  f: number;
  l?: number;
  /** The filter groups it is in (levels `L0`…`L3`, `file`, or example outcomes). */
  g: string[];
  lv?: Grade;
  /** Its grade in words ("Level 0 (Level 2 in mcp)"). */
  lt?: string;
  /** Its score (0-100, docs/score.md), and counting what a baseline accepts when that differs. */
  sc?: number;
  tsc?: number;
  nx?: Grade;
  /** The rules keeping it from the next level (indexes into `rules`), most findings first. */
  bl?: number[];
  /** What its format cannot hold, in words. */
  gap?: string;
  fmt?: string;
  srv?: string;
  /** A file that could not be linted: why, in words. */
  st?: string;
  e: number;
  w: number;
  /** `tooldoc test`: examples passed, failed, skipped; why none ran. */
  pa?: number;
  fa?: number;
  sk?: number;
  note?: string;
  ex?: ExampleData[];
  d: FindingData[];
  src: SourceWindow[];
}

export interface RuleData {
  id: string;
  /** Its docs page (http or https only). */
  url: string;
  level: RuleMeta['level'];
  desc?: string;
}

/** An entry before it is written: what it is and its findings (references into the result). */
export type Plan =
  | { kind: 't'; tool: ToolResult; file: FileResult | undefined; diagnostics: Diagnostic[] }
  | { kind: 'f'; file: FileResult; diagnostics: Diagnostic[] }
  | { kind: 'x'; tool: ExampleToolResult; diagnostics: Diagnostic[]; failuresOf: (e: ExampleResult) => Diagnostic[] };

export interface FilterOption {
  key: string;
  label: string;
  count: number;
}

/** Everything the page shows, worked out before it is written. */
export interface Dashboard {
  mode: 'lint' | 'test';
  /** The entries in the order they are written, each with its findings (worked out anew on each call, a file at a time). */
  plans: () => Iterable<Plan>;
  /** How many entries there are, and whether one is a file's own problems. */
  entries: number;
  fileEntries: boolean;
  files: string[];
  /** The `file` of every live server's entry (`server:<name>`): their findings have no lines. */
  servers: ReadonlySet<string>;
  fileIndex: Map<string, number>;
  rules: RuleData[];
  ruleIndex: Map<string, number>;
  /** Filter counts: entries per group, per rule, with errors, with warnings. */
  groups: FilterOption[];
  entriesPerRule: number[];
  withErrors: number;
  withWarnings: number;
  /** Rules by the number of tools they keep from the next level. */
  blocking: Array<{ rule: number; tools: number; level: Grade | undefined }>;
  /** Active findings by rule group (the id up to its first "/"). */
  findingGroups: Array<{ group: string; errors: number; warnings: number; entries: number; rules: number[] }>;
}

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
  const servers = new Set(result.files.filter((f) => f.server).map((f) => f.file));
  const fileOf = (file: string): number => {
    let i = fileIndex.get(file);
    if (i === undefined) {
      i = files.length;
      fileIndex.set(file, i);
      files.push(visible(servers.has(file) || file.startsWith('server:') ? file : rootRelative(file, options)));
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
    if (f.status === 'skipped') continue;
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

function groupsOf(p: Plan): string[] {
  if (p.kind === 't') return [`L${p.tool.level}`];
  if (p.kind === 'f') return ['file'];
  const t = p.tool;
  if (!t.examples.length) return ['none'];
  return (['failed', 'passed', 'skipped'] as const).filter((s) => t[s]);
}

/** The text of files, read when first asked for and kept for the last few files asked for. */
export class Sources {
  readonly #texts = new Map<string, string[] | undefined>();
  #byName: Map<string, FileResult> | undefined;
  constructor(
    private readonly result: LintResult,
    private readonly options: ReporterOptions,
    private readonly keep = 4,
  ) {}

  /** The lines of `file` (as the result names it), or undefined for a live server, a file gone or unreadable. */
  lines(file: string, entry?: FileResult): string[] | undefined {
    if (this.#texts.has(file)) {
      const lines = this.#texts.get(file);
      // Most recently used last.
      this.#texts.delete(file);
      this.#texts.set(file, lines);
      return lines;
    }
    this.#byName ??= new Map(this.result.files.map((x) => [x.file, x]));
    const f = entry ?? this.#byName.get(file);
    let text: string | undefined;
    if (!f?.server && !file.startsWith('server:')) {
      try {
        text = f?.text ?? this.options.readSource?.(file);
      } catch {
        text = undefined;
      }
    }
    const lines = text === undefined ? undefined : text.split(/\r\n|\r|\n/);
    // A final line break ends the last line; it does not start another.
    if (lines && lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    this.#texts.set(file, lines);
    if (this.#texts.size > this.keep) this.#texts.delete(this.#texts.keys().next().value!);
    return lines;
  }
}

/** Builds one entry's data: its findings with their frames, in the order the result has them. */
export function itemData(p: Plan, board: Dashboard, sources: Sources): ItemData {
  const mainFile = p.kind === 'f' ? p.file.file : p.tool.file;
  const fileEntry = p.kind === 'x' ? undefined : p.file;
  const f = board.fileIndex.get(mainFile) ?? -1;
  const frames = new FrameBuilder(board, sources);
  const server = p.kind === 'f' ? p.file.server !== undefined : p.kind === 't' ? p.tool.server !== undefined || p.file?.server !== undefined : p.tool.file.startsWith('server:');
  const blockers = p.kind === 't' ? new Set(p.tool.blockers.map((b) => `${b.ruleId}\u0000${b.message}\u0000${b.line}\u0000${b.column}`)) : undefined;
  const indexOf = new Map<Diagnostic, number>();
  const d: FindingData[] = p.diagnostics.map((x, i) => {
    indexOf.set(x, i);
    return findingData(x, server, mainFile, fileEntry, board, frames, blockers);
  });
  let e = 0;
  let w = 0;
  for (const x of p.diagnostics) {
    if (x.suppressed) continue;
    if (x.severity === 'error') e++;
    else w++;
  }
  const base = { f, g: groupsOf(p), e, w, d, src: frames.windows };
  if (p.kind === 'f') {
    return { k: 'f', n: board.files[f] ?? visible(mainFile), ...(p.file.status === 'failed' ? { st: 'could not be linted' } : {}), ...(p.file.server ? { srv: visible(p.file.server.name) } : {}), ...base };
  }
  if (p.kind === 'x') {
    const t = p.tool;
    return {
      k: 'x',
      n: visible(t.name),
      ...(t.line !== undefined ? { l: t.line } : {}),
      ...(t.server !== undefined ? { srv: visible(t.server) } : {}),
      pa: t.passed,
      fa: t.failed,
      sk: t.skipped,
      ...(t.note !== undefined ? { note: visible(t.note) } : {}),
      ex: t.examples.map((x) => ({
        i: x.index + 1,
        ...(x.prompt !== undefined ? { pr: visible(x.prompt) } : {}),
        st: x.status,
        ...(x.reason !== undefined ? { rs: visible(x.reason) } : {}),
        ...(x.ms !== undefined ? { ms: x.ms } : {}),
        ...(x.line !== undefined ? { l: x.line } : {}),
        d: p.failuresOf(x).flatMap((y) => (indexOf.has(y) ? [indexOf.get(y)!] : [])),
      })),
      ...base,
    };
  }
  const t = p.tool;
  const next = nextLevel(t);
  const blocking = new Map<number, number>();
  for (const b of t.blockers) {
    const r = board.ruleIndex.get(b.ruleId);
    if (r !== undefined) blocking.set(r, (blocking.get(r) ?? 0) + 1);
  }
  return {
    k: 't',
    n: visible(t.name),
    ...(t.server === undefined ? { l: t.range.start.line } : {}),
    lv: t.level,
    lt: visible(levelText(t)),
    sc: t.score,
    ...(t.trueScore !== undefined ? { tsc: t.trueScore } : {}),
    ...(next !== undefined ? { nx: next } : {}),
    bl: [...blocking].sort((a, b) => b[1] - a[1]).map(([r]) => r),
    ...(t.formatCap?.missing.length ? { gap: visible(t.formatCap.missing.map((m) => `${m.field} (Level ${m.level})`).join(', ')) } : {}),
    fmt: visible(t.inputFormat),
    ...(t.server !== undefined ? { srv: visible(t.server) } : {}),
    ...base,
  };
}

function findingData(
  d: Diagnostic,
  server: boolean,
  mainFile: string,
  fileEntry: FileResult | undefined,
  board: Dashboard,
  frames: FrameBuilder,
  blockers: ReadonlySet<string> | undefined,
): FindingData {
  const out: FindingData = { r: board.ruleIndex.get(d.ruleId)!, s: d.severity, m: visible(d.message) };
  // A live server's finding (also one a sidecar's tool sends to its server) has no position: its tool and
  // pointer say where; its sidecar, when it has one, gives the frame.
  const onServer = server || board.servers.has(d.file);
  const place = onServer ? (d.anchor ? { file: d.anchor.file, range: d.anchor.range } : undefined) : { file: d.file || mainFile, range: d.range };
  if (onServer) out.p = visible(serverPlace(d));
  if (place) {
    const { start, end } = place.range;
    out.l = start.line;
    out.c = start.column;
    out.el = end.line;
    out.ec = end.column;
    if (place.file !== mainFile) out.f = board.fileIndex.get(place.file) ?? -1;
    const fr = frames.frame(place.file, place.range, place.file === mainFile ? fileEntry : undefined);
    if (fr) out.fr = fr;
  }
  if (d.suppressed) out.x = visible(`suppressed (${d.suppressed.kind}${d.suppressed.justification ? `: ${d.suppressed.justification}` : ''})`);
  if (blockers?.has(`${d.ruleId}\u0000${d.message}\u0000${d.range.start.line}\u0000${d.range.start.column}`)) out.b = 1;
  if (d.related?.length) {
    out.rel = d.related.map((r) => visible(`${r.file.startsWith('server:') ? r.file : `${board.files[board.fileIndex.get(r.file) ?? -1] ?? r.file}:${r.range.start.line}:${r.range.start.column}`}: ${r.message}`));
  }
  return out;
}

/** An entry's source windows: each finding's frame, merged with the frames it overlaps in the same file. */
class FrameBuilder {
  readonly windows: SourceWindow[] = [];
  /** Long lines cut around a finding's column (`window:line`); others were cut at their start and may be cut again for a finding on them. */
  readonly #anchored = new Set<string>();
  constructor(
    private readonly board: Dashboard,
    private readonly sources: Sources,
  ) {}

  frame(file: string, range: Range, entry: FileResult | undefined): FindingData['fr'] {
    const lines = this.sources.lines(file, entry);
    if (!lines) return undefined;
    const span = frameLines(range, lines.length);
    if (!span) return undefined;
    const f = this.board.fileIndex.get(file) ?? -1;
    const [first, last] = span;
    // Frames come in line order within a file, mostly: merge with a window this one overlaps or touches.
    let index = this.windows.findIndex((w) => w.f === f && first <= w.from + w.lines.length && last >= w.from - 1);
    if (index === -1) {
      index = this.windows.length;
      this.windows.push({ f, from: first, lines: [] });
    }
    const w = this.windows[index]!;
    if (first < w.from) {
      const before: FrameLine[] = [];
      for (let n = first; n < w.from; n++) before.push(this.cut(lines, n, range, index));
      w.lines.unshift(...before);
      w.from = first;
    }
    for (let n = w.from + w.lines.length; n <= last; n++) w.lines.push(this.cut(lines, n, range, index));
    // A long line first kept as another finding's context is cut again around this finding's column.
    const start = range.start.line;
    if (typeof w.lines[start - w.from] !== 'string' && !this.#anchored.has(`${index}:${start}`)) w.lines[start - w.from] = this.cut(lines, start, range, index);
    return [index, first, last];
  }

  private cut(lines: readonly string[], n: number, range: Range, window: number): FrameLine {
    const line = lines[n - 1]!;
    if (n !== range.start.line || line.length <= MAX_LINE) return cutLine(line, undefined);
    this.#anchored.add(`${window}:${n}`);
    return cutLine(line, range.start.column);
  }
}
