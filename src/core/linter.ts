/**
 * The core: lints one file's text in memory. Parses it, reads its tools in whichever input format
 * it is, runs every per-tool rule on each tool, locates each finding, and returns a `FileOutcome`.
 * Synchronous; no file system, no cache, no workers, no catalog (cross-tool rules run over the
 * outcomes of a whole run, in src/run/). ESLint's `Linter` is the model.
 *
 *     const outcome = lintText(text, { path: 'tools/weather.yaml', rules: builtinRules });
 *
 * A run lints many files with one configuration: `new Linter(config)` works out each rule's
 * settings once and `linter.lintText(text, { path })` reuses them.
 */
import { CORE_DIAGNOSTICS } from './diagnostics.js';
import { holdsField, inputFormats } from '../input-formats/index.js';
import type { ExtractedTool, InputFormat } from '../input-formats/types.js';
import { DEFAULT_LIMITS, decode, parseSource, rangeAtStart, type ParseLimits } from '../parse/source.js';
import { fingerprint, valueAt } from '../suppressions/baseline.js';
import { collectDirectives } from '../suppressions/inline.js';
import { descriptionLanguage } from '../toolkit/language.js';
import { closeToolScope, openToolScope } from '../toolkit/memo.js';
import { cursorPaths, successKeys } from '../toolkit/pagination.js';
import { CURSORS, EXAMPLE_PROMPTS, OWN_NAMES, RETURN_KEYS, fillTemplate, isObject, schemaNames, toPointer } from '../toolkit/util.js';
import type { Diagnostic, JsonPath, LockedTool, PreviousCatalog, Range, ReportDescriptor, Rule, RuleMeta, ServerTool, Severity, SeveritySetting, SourceFile, Tool, ToolContext } from '../types/index.js';
import type { FieldPosition, FileOutcome, ToolOutcome } from './outcome.js';
import { textFix } from './fixes.js';
import { detached, ownString } from './outcome.js';
import { definitionKey, mergeRepeats, type DefinitionMemo, type FloodNames } from './repeats.js';
import { ToolWalk } from './visit.js';

export interface RuleSetting {
  severity: SeveritySetting;
  options: Record<string, unknown>;
}

export type RuleSettings = Record<string, Partial<RuleSetting>>;

export interface LinterConfig {
  /** The rules to run; per-tool rules (`check`, `create`) run here, catalog rules in the run. */
  rules: readonly Rule[];
  /** Per-rule severity and options; rules not listed use their defaults. */
  settings?: RuleSettings;
  /** Per-file settings (config overrides), merged over `settings` for that file's tools. */
  settingsFor?: (file: string) => RuleSettings | undefined;
  limits?: Partial<ParseLimits>;
  /** Read every file as this input format (`native`, `mcp`, `openai` …) instead of detecting it. */
  inputFormat?: string;
  /** Give each rule finding its fingerprint (a baseline and the reports that fingerprint findings need them; see `fingerprint`). */
  fingerprints?: boolean;
  /** Turn rules' fixes and suggestions into text edits on each finding (`Diagnostic.fixes`; editors need them, reports do not). */
  fixes?: boolean;
  /** Keep each tool's whole descriptor in the outcome (export and import need it; lint does not). */
  keepDescriptors?: boolean;
  /** A file named explicitly that is not a tool descriptor is skipped quietly instead of reported. */
  ignoreUnknown?: boolean;
  /** Read suppression comments and `x-tooldoc.disable` (default true; false for --no-inline-config). */
  inlineConfig?: boolean;
  /**
   * Rewrites each descriptor before the rules see it, keeping its shape (positions are those of the
   * file): export lints what it will send, e.g. BFCL's `dict` already translated to `object`. In
   * this thread only (a function does not travel to worker threads).
   */
  prepareDescriptor?: (descriptor: Record<string, unknown>, file: string) => Record<string, unknown>;
  /**
   * Joins a tool to a live MCP server (src/servers/sidecars.ts): a sidecar descriptor gets the
   * server's definition merged under its own fields, and a server's tool that a sidecar documents is
   * left out of the server's own list (null). Undefined leaves the tool as it is. In this thread only.
   */
  joinTool?: (descriptor: Record<string, unknown>, at: { file: string; inputFormat: string }) => JoinedTool | null | undefined;
  /**
   * The catalog at an earlier revision (`lint --since`): each tool is given it, and itself as it was.
   * `compares` says which files the revision was read for (a file outside the repository has no
   * earlier version: its tools are given none, so nothing calls them new). In this thread only.
   */
  previous?: Omit<PreviousCatalog, 'descriptor'> & { compares?: (absolutePath: string) => boolean };
  /** `tooldoc.lock.json` (`lint --locked`): each tool's entry (src/diff/lock.ts), given once the tool is joined to its server. In this thread only. */
  locked?: (tool: Pick<Tool, 'name' | 'descriptor' | 'server'>) => LockedTool;
  /**
   * Called as the rules start on each tool of a file (its index, and how many tools the file has):
   * a worker thread says where it is, so that a file stopped past its time is reported at the tool
   * being checked (src/run/workers.ts).
   */
  onTool?: (tool: Tool, index: number, count: number) => void;
}

/** A tool joined to its server: what the rules see, and where findings on the server's part belong. */
export interface JoinedTool {
  descriptor: Record<string, unknown>;
  server: ServerTool;
  elsewhere?: Tool['elsewhere'];
}

/** A tool read by a caller rather than from a text (a live server's): see Linter.lintTools. */
export interface GivenTool extends ExtractedTool {
  doc: number;
  inputFormat: string;
}

export interface LintTextOptions {
  /** The file's path as reports show it; `.json` makes it JSON, anything else YAML. */
  path: string;
  /** The absolute path, when the text is a file's (defaults to `path`). */
  absolutePath?: string;
  /**
   * What a text that holds no tool descriptor is: `fail` (an `input/not-a-descriptor` error: the
   * user named the file) or `skip` (found by walking a folder, or --ignore-unknown). Default `fail`.
   */
  unknown?: 'fail' | 'skip';
}

const coreMeta = new Map(CORE_DIAGNOSTICS.map((m) => [m.id, m]));

/** Severity and options of each rule, worked out once per rule and combination of config overrides. */
export function settingsResolver(config: Pick<LinterConfig, 'settings' | 'settingsFor'>): (rule: Rule, file?: string) => RuleSetting {
  const plain = new Map<Rule, RuleSetting>();
  // The config hands out one object per combination of overrides, not one per file: memory must not
  // grow with the number of files.
  const overridden = new WeakMap<object, Map<Rule, RuleSetting>>();
  return (rule, file) => {
    const over = file ? config.settingsFor?.(file) : undefined;
    let cache = plain;
    if (over) {
      cache = overridden.get(over) ?? new Map<Rule, RuleSetting>();
      overridden.set(over, cache);
    }
    const hit = cache.get(rule);
    if (hit) return hit;
    const base = config.settings?.[rule.meta.id];
    const o = over?.[rule.meta.id];
    const setting: RuleSetting = {
      severity: o?.severity ?? base?.severity ?? rule.meta.severity,
      options: { ...rule.meta.defaultOptions, ...base?.options, ...o?.options },
    };
    cache.set(rule, setting);
    return setting;
  };
}

export class Linter {
  readonly limits: ParseLimits;
  readonly settingOf: (rule: Rule, file?: string) => RuleSetting;
  readonly ignoreUnknown: boolean;
  private readonly formats: InputFormat[];
  private readonly toolRules: Rule[];
  /** Rules that defer to others (RuleMeta.defersTo), by id. */
  private readonly deferring: ReadonlyMap<string, readonly Deferral[]>;
  /** Every rule's metadata, by id (for merging a tool's repeated findings). */
  private readonly metaById: ReadonlyMap<string, RuleMeta>;

  constructor(private readonly config: LinterConfig) {
    this.limits = { ...DEFAULT_LIMITS, ...config.limits };
    this.settingOf = settingsResolver(config);
    this.ignoreUnknown = config.ignoreUnknown ?? false;
    this.formats = config.inputFormat ? inputFormats.filter((f) => f.id === config.inputFormat) : inputFormats;
    this.toolRules = config.rules.filter((r) => r.check !== undefined || r.create !== undefined);
    this.deferring = new Map(config.rules.filter((r) => r.meta.defersTo?.length).map((r) => [r.meta.id, r.meta.defersTo!.map(deferralOf)]));
    this.metaById = new Map(config.rules.map((r) => [r.meta.id, r.meta]));
  }

  /** Lints a file's bytes: refuses binary and non-UTF-8 content, then lints the text. */
  lintBytes(bytes: Uint8Array, options: LintTextOptions): { outcome: FileOutcome; text?: string } {
    const decoded = decode(bytes);
    if ('problem' in decoded) return { outcome: failedOutcome(options.path, decoded.problem.ruleId, decoded.problem.message, decoded.problem.range) };
    return { outcome: this.lintText(decoded.text, options), text: decoded.text };
  }

  lintText(text: string, options: LintTextOptions): FileOutcome {
    const { outcome, source, tools } = this.load(text, options);
    return this.finish(source ? this.check(outcome, source, tools) : outcome);
  }

  /**
   * Lints tools that were not read from a text (a live server's tools/list): the caller gives the
   * source positions come from, the tools in the native shape, and what it could not read as a tool.
   */
  lintTools(source: SourceFile, given: readonly GivenTool[], problems: ReadonlyArray<{ doc: number; path: JsonPath; message: string }> = []): FileOutcome {
    const outcome: FileOutcome = { path: source.path, status: 'linted', kind: source.kind, findings: [], tools: [], internalErrors: 0, complete: true };
    for (const p of problems) outcome.findings.push(fileFinding(source.path, 'input/not-a-descriptor', p.message, source.locate(p.doc, p.path, 'value'), p.doc, p.path));
    const tools = given.flatMap((g) => this.makeTools(source, g.doc, g.inputFormat, [g]));
    return this.finish(this.check(outcome, source, tools));
  }

  private finish(outcome: FileOutcome): FileOutcome {
    // A run keeps outcomes until it reports: they must not keep the text they came from (see
    // ownString). Tool names and views are copied where they are made; file findings and
    // suppressions quote the text.
    if (!this.config.keepDescriptors) {
      detached(outcome.findings);
      if (outcome.suppressions) detached(outcome.suppressions);
    }
    return outcome;
  }

  /** Runs the per-tool rules on a file's tools and completes its outcome. */
  private check(outcome: FileOutcome, source: SourceFile, tools: Tool[]): FileOutcome {
    const path = outcome.path;
    const toolFindings = new Map<Tool, Diagnostic[]>(tools.map((t) => [t, []]));
    const floods: FloodNames = new WeakMap();
    const definitions = new WeakMap<Tool, DefinitionMemo>();
    // Each rule's findings on the tool being checked, in the order it reported them: joined in rule
    // order once the walk is over, whatever order the walk called the rules in.
    let current = 0;
    const fileRules = this.toolRules.map((rule) => ({ rule, setting: this.settingOf(rule, path) })).filter((r) => r.setting.severity !== 'off');
    const buckets: Diagnostic[][] = fileRules.map(() => []);
    const report = this.reporter(() => buckets[current]!, floods, definitions);
    // One context per rule for the whole file, pointed at each tool in turn: a file of 10,000 tools
    // and 60 rules would otherwise make 1.2 million short-lived objects. (Rules run synchronously,
    // so a context is never used after its check returns.)
    const contexts = fileRules.map(({ rule, setting }) => {
      const ruleReport = report(rule, setting.severity as Severity);
      const context: ToolContext = { tool: tools[0]!, options: setting.options, report: (d) => ruleReport(context.tool, d) };
      return { rule, context };
    });
    let tool = tools[0]!;
    const walk = new ToolWalk(contexts, {
      enter: (i) => (current = i),
      crash: (i, err) => {
        outcome.internalErrors++;
        buckets[i]!.push(crashFinding(contexts[i]!.rule, tool, err));
      },
    });
    const order = new Map(fileRules.map(({ rule }, i) => [rule.meta.id, i]));
    const skip: boolean[] = fileRules.map(() => false);
    const languages = fileRules.some(({ rule }) => rule.meta.languages);
    // The time budget is checked between tools: no single check runs long (descriptor patterns run on
    // a linear-time engine, every rule is linear in its tool), but a file of 100,000 tools might.
    const deadline = performance.now() + this.limits.maxFileTime;
    let checked = tools.length;
    for (const [i, t] of tools.entries()) {
      tool = t;
      if (performance.now() > deadline) {
        // The tools not checked leave the catalog: a tool no rule looked at must not grade Level 3.
        checked = i;
        outcome.status = 'failed';
        outcome.complete = false;
        outcome.findings.push(
          fileFinding(
            path,
            'input/resource-limit',
            `Checking this file took longer than ${this.limits.maxFileTime / 1000} s; ${tools.length - i} of its ${tools.length} tools, from "${tool.name}" on, were not checked. Split the file or raise --max-file-time.`,
            source.locate(tool.doc, tool.basePath, 'key'),
            tool.doc,
            tool.basePath,
          ),
        );
        break;
      }
      this.config.onTool?.(tool, i, tools.length);
      // What the toolkit works out about this tool (its schema walks) is shared by its rules, then let go.
      const outer = openToolScope();
      try {
        skip.fill(false);
        // The description's language, worked out for the first rule that reads only some (RuleMeta.languages).
        if (languages) {
          let language: string | undefined | null = null;
          fileRules.forEach(({ rule }, r) => {
            const only = rule.meta.languages;
            if (!only) return;
            if (language === null) language = descriptionLanguage(tool.descriptor.description);
            if (language !== undefined && !only.includes(language)) {
              (tool.skipped ??= []).push({ ruleId: rule.meta.id, language });
              skip[r] = true;
            }
          });
        }
        for (const { context } of contexts) context.tool = tool;
        walk.walk(tool, skip);
      } finally {
        closeToolScope(outer);
      }
      const found = toolFindings.get(tool)!;
      for (const bucket of buckets) {
        for (const d of bucket) found.push(d);
        bucket.length = 0;
      }
      // Format gaps in rule order too (the walk may have called the rules in another).
      if (tool.gaps && tool.gaps.length > 1) tool.gaps.sort((a, b) => order.get(a.ruleId)! - order.get(b.ruleId)!);
    }
    const kept = tools.slice(0, checked);
    const metaOf = (id: string) => this.metaById.get(id);
    outcome.tools = kept.map((t) => this.toolOutcome(t, mergeRepeats(dropDeferred(toolFindings.get(t)!, this.deferring), metaOf, floods)));
    if (this.config.inlineConfig !== false) {
      const suppressions = collectDirectives(source, kept);
      if (suppressions) outcome.suppressions = suppressions;
    }
    return outcome;
  }

  /** Parses a text and reads its tools, without running a rule: where they are, and what they are. */
  readTools(text: string, options: LintTextOptions): { source?: SourceFile; tools: Tool[] } {
    const { source, tools } = this.load(text, options);
    return source ? { source, tools } : { tools: [] };
  }

  /** Parses the text and reads its tools: the outcome so far, and the tools to check. */
  private load(text: string, options: LintTextOptions): { outcome: FileOutcome; source?: SourceFile; tools: Tool[] } {
    const path = options.path;
    const outcome: FileOutcome = { path, status: 'linted', findings: [], tools: [], internalErrors: 0, complete: true };
    const fail = (ruleId: string, message: string, range: Range = rangeAtStart(), doc = 0, at: JsonPath = []) => {
      outcome.status = 'failed';
      outcome.findings.push(fileFinding(path, ruleId, message, range, doc, at));
      return { outcome, tools: [] };
    };
    if (!text.trim()) return fail('input/empty', 'File is empty; add a tool descriptor or remove the file.');
    const parsed = parseSource(path, options.absolutePath ?? path, text, this.limits);
    outcome.kind = parsed.file.kind;
    if (parsed.problems.length) {
      for (const p of parsed.problems) fail(p.ruleId, p.message, p.range);
      return { outcome, tools: [] };
    }
    if (parsed.docs.every((v) => v === undefined || v === null)) {
      // Only comments or empty documents: as empty as a blank file, not some other kind of YAML.
      return fail('input/empty', 'File has only comments or empty documents; add a tool descriptor or remove the file.');
    }
    const tools: Tool[] = [];
    const unrecognised: number[] = [];
    parsed.docs.forEach((value, doc) => {
      if (value === undefined || value === null) return; // an empty document
      for (const f of this.formats) {
        const extraction = f.extract(value);
        if (!extraction) continue;
        for (const t of this.makeTools(parsed.file, doc, f.id, extraction.tools)) tools.push(t);
        for (const p of extraction.problems) {
          outcome.findings.push(fileFinding(path, 'input/not-a-descriptor', p.message, parsed.file.locate(doc, p.path, 'value'), doc, p.path));
        }
        return;
      }
      unrecognised.push(doc);
    });
    if (unrecognised.length === parsed.docs.filter((v) => v !== undefined && v !== null).length) {
      if ((options.unknown ?? (this.ignoreUnknown ? 'skip' : 'fail')) === 'skip') {
        outcome.status = 'skipped';
        return { outcome, tools: [] };
      }
      return fail(
        'input/not-a-descriptor',
        'File is not a tool descriptor: expected a mapping with "name" and the descriptor blocks, a catalog with "tools", or a platform tools list.',
      );
    }
    for (const doc of unrecognised) {
      outcome.findings.push(
        fileFinding(
          path,
          'input/not-a-descriptor',
          `Document ${doc + 1} of the file is not a tool descriptor; remove it or give it "name" and the descriptor blocks.`,
          parsed.file.locate(doc, [], 'value'),
          doc,
        ),
      );
    }
    return { outcome, source: parsed.file, tools };
  }

  /** The tools of a document, each prepared and joined to its server as the config asks. */
  private makeTools(file: SourceFile, doc: number, inputFormat: string, extracted: readonly ExtractedTool[]): Tool[] {
    const { prepareDescriptor: prepare, joinTool: join } = this.config;
    const out: Tool[] = [];
    for (const t of extracted) {
      const descriptor = prepare ? prepare(t.descriptor, file.path) : t.descriptor;
      const joined = join?.(descriptor, { file: file.path, inputFormat });
      if (joined === null) continue;
      const tool = makeTool(file, doc, inputFormat, joined?.descriptor ?? descriptor, t.basePath, t.sourcePath);
      if (joined) {
        tool.server = joined.server;
        if (joined.elsewhere) tool.elsewhere = joined.elsewhere;
      }
      if (this.config.locked) tool.locked = this.config.locked(tool);
      const before = this.config.previous;
      if (before && (before.compares?.(file.absolutePath) ?? true)) {
        tool.previous = { ref: before.ref, tools: before.tools, ...(before.tools.has(tool.name) ? { descriptor: before.tools.get(tool.name)!.descriptor } : {}) };
      }
      out.push(tool);
    }
    return out;
  }

  /** A tool's outcome: its findings, its catalog view and the positions catalog rules may ask for. */
  private toolOutcome(t: Tool, findings: Diagnostic[]): ToolOutcome {
    const fields: FieldPosition[] = ['', ...Object.keys(t.descriptor)].map((key) => {
      const source = t.sourcePath(key ? [key] : []);
      const k = t.file.locate(t.doc, source, 'key');
      const v = t.file.locate(t.doc, source, 'value');
      const plain = source.length === t.basePath.length + (key ? 1 : 0) && (!key || source[source.length - 1] === key) && t.basePath.every((p, i) => p === source[i]);
      return {
        key,
        ...(plain ? {} : { source }),
        at: [k.start.line, k.start.column, k.end.line, k.end.column, v.start.line, v.start.column, v.end.line, v.end.column],
      };
    });
    return {
      name: t.name,
      doc: t.doc,
      basePath: t.basePath,
      inputFormat: t.inputFormat,
      view: this.config.keepDescriptors ? catalogView(t.descriptor) : detached(catalogView(t.descriptor)),
      ...(this.config.keepDescriptors ? { descriptor: t.descriptor } : {}),
      range: t.file.locate(t.doc, t.basePath, 'value'),
      findings,
      ...(t.gaps?.length ? { gaps: t.gaps } : {}),
      ...(t.skipped?.length ? { skipped: t.skipped } : {}),
      ...(t.server ? { server: t.server } : {}),
      ...(t.previous ? { previous: t.previous } : {}),
      ...(t.locked ? { locked: t.locked } : {}),
      fields,
    };
  }

  /** Turns a rule's report into a located finding, added to `findingsOf(tool)` (or a format gap; see RuleMeta.fields). */
  reporter(findingsOf: (tool: Tool) => Diagnostic[], floods?: FloodNames, definitions?: WeakMap<Tool, DefinitionMemo>) {
    const fingerprints = Boolean(this.config.fingerprints);
    const fixes = Boolean(this.config.fixes);
    return (rule: Rule, severity: Severity) => (tool: Tool, d: ReportDescriptor) => {
      const template = rule.meta.messages[d.messageId];
      if (template === undefined) throw new TypeError(`Rule ${rule.meta.id} reported unknown messageId "${d.messageId}".`);
      // Asking an MCP tools/list for "errors" is a format gap, not a finding (see RuleMeta.fields).
      const gap = rule.meta.fields?.find((f) => !holdsField(tool, f));
      if (gap !== undefined) {
        tool.gaps ??= [];
        if (!tool.gaps.some((g) => g.ruleId === rule.meta.id && g.field === gap)) tool.gaps.push({ field: gap, ruleId: rule.meta.id, level: rule.meta.level });
        return;
      }
      const diag = toDiagnostic(rule.meta, severity, tool, d, fillTemplate(template, { tool: d.removed?.tool ?? tool.name, ...d.data, ...d.places }));
      // Only a baseline and the reports that fingerprint findings need it (LinterConfig.fingerprints).
      if (fingerprints) diag.fingerprint = fingerprint(rule.meta.id, diag.tool ?? tool.name, d.removed ? [] : d.path, d.messageId, d.data, d.removed ? undefined : valueAt(tool.descriptor, d.path));
      // A finding sent to a server's definition (Tool.elsewhere) has no text here to edit.
      if (fixes && (d.fix || d.suggest?.length) && diag.file === tool.file.path && !tool.elsewhere?.(d.path)) {
        const made = [...(d.fix ? [textFix(tool, d.fix, true)] : []), ...(d.suggest ?? []).map((s) => textFix(tool, s, false))].filter((f) => f !== undefined);
        // Kept with the outcome: the strings must not hold on to the file's text (see ownString).
        if (made.length) diag.fixes = detached(made);
      }
      // A finding inside a nested definition knows which (src/core/repeats.ts): copies of it are one defect.
      if (definitions && !tool.elsewhere?.(d.path)) {
        let memo = definitions.get(tool);
        if (!memo) definitions.set(tool, (memo = new Map<string, string | null>()));
        const key = definitionKey(tool.descriptor, rule.meta.id, d.messageId, d.path, memo);
        if (key !== undefined) diag.definition = key;
      }
      // A finding that may be folded into a flood (RuleMeta.flood) keeps the name it was reported under.
      const flood = rule.meta.flood;
      if (floods && flood && (flood.messageId === d.messageId || (Array.isArray(flood.messageId) && flood.messageId.includes(d.messageId))) && d.data?.[flood.key] !== undefined) {
        floods.set(diag, String(d.data[flood.key]));
      }
      findingsOf(tool).push(diag);
    };
  }
}

/** Lints one text with the given rules: the core in one call (see `Linter` to lint many with one configuration). */
export function lintText(text: string, options: LintTextOptions & LinterConfig): FileOutcome {
  return new Linter(options).lintText(text, options);
}

/** The outcome of a file that could not be read at all (too large, unreadable …). */
export function failedOutcome(path: string, ruleId: string, message: string, range: Range = rangeAtStart()): FileOutcome {
  return { path, status: 'failed', findings: [fileFinding(path, ruleId, message, range)], tools: [], internalErrors: 0, complete: true };
}

export function fileFinding(file: string, ruleId: string, message: string, range: Range, doc = 0, path: JsonPath = []): Diagnostic {
  const meta = coreMeta.get(ruleId)!;
  return { ruleId, severity: meta.severity, level: meta.level, message, file, pointer: toPointer(path), path, doc, range };
}

export function toDiagnostic(meta: RuleMeta, severity: Severity, tool: Tool, d: ReportDescriptor, message: string): Diagnostic {
  // A finding about a tool removed with its file is that file's, with no position and no tool of the run.
  if (d.removed) {
    return { ruleId: meta.id, messageId: d.messageId, severity, level: meta.level, message, file: d.removed.file, pointer: '', path: [], doc: 0, range: NO_POSITION, tool: d.removed.tool };
  }
  // A sidecar's finding on what the server defines belongs to the server's definition.
  const away = tool.elsewhere?.(d.path);
  const path = away ? away.path : tool.sourcePath(d.path);
  const file = away ? away.file : tool.file;
  const doc = away ? away.doc : tool.doc;
  const diag: Diagnostic = {
    ruleId: meta.id,
    messageId: d.messageId,
    severity,
    level: meta.level,
    message,
    file: file.path,
    pointer: toPointer(path),
    path,
    doc,
    range: file.locate(doc, path, d.at ?? 'key'),
    tool: tool.name,
    toolIndex: tool.index,
  };
  // A live server has no positions: the sidecar is the file where a report that needs one shows the finding, at no line.
  if (away?.live) diag.anchor = { file: tool.file.path };
  if (d.related?.length) {
    diag.related = d.related.map((r) => ({ file: r.tool.file.path, range: r.tool.file.locate(r.tool.doc, r.tool.sourcePath(r.path), 'key'), message: ownString(r.message) }));
  }
  return diag;
}

/** The range of a finding that has no position (one in a file removed since `--since`): line 0 is no line, so a report that shows it anyway shows that. */
export const NO_POSITION: Range = { start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };

/** The `internal/rule-error` finding of a rule that threw on a tool (the other rules still run). */
export function crashFinding(rule: Rule, tool: Tool, err: unknown): Diagnostic {
  const message = `Rule "${rule.meta.id}" crashed on tool "${tool.name}" in ${tool.file.path}: ${err instanceof Error ? err.message : String(err)}.`;
  return toDiagnostic(coreMeta.get('internal/rule-error')!, 'error', tool, { path: [], messageId: 'default' }, message);
}

export { settled } from './visit.js';

/**
 * One finding per defect: drops a finding whose rule defers (RuleMeta.defersTo) to a rule that
 * reported at the same place of the same tool.
 */
function dropDeferred(diagnostics: Diagnostic[], deferring: ReadonlyMap<string, readonly Deferral[]>): Diagnostic[] {
  if (!deferring.size || !diagnostics.some((d) => deferring.has(d.ruleId))) return diagnostics;
  const at = new Set(diagnostics.map((d) => `${d.ruleId}\u0000${d.pointer}`));
  return diagnostics.filter((d) => !deferring.get(d.ruleId)?.some((x) => (!x.messages || (d.messageId !== undefined && x.messages.has(d.messageId))) && at.has(`${x.rule}\u0000${d.pointer}`)));
}

/** A rule's deferral to another (RuleMeta.defersTo): every message of it, or those named. */
interface Deferral {
  rule: string;
  messages?: ReadonlySet<string>;
}

const deferralOf = (entry: NonNullable<RuleMeta['defersTo']>[number]): Deferral => (typeof entry === 'string' ? { rule: entry } : { rule: entry.rule, messages: new Set(entry.messages) });

const isScalar = (v: unknown) => v === null || typeof v !== 'object';
const isFlat = (v: unknown) => isScalar(v) || (Array.isArray(v) && v.every(isScalar));

/** The catalog view of a descriptor (see ToolOutcome.view). */
function catalogView(descriptor: Record<string, unknown>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(descriptor)) {
    // The view's own keys are the linter's: a descriptor's field of that name is not carried over.
    if (k.startsWith('x-tooldoc-')) continue;
    if (isFlat(v) || (isObject(v) && Object.values(v).every(isFlat))) view[k] = v;
  }
  const own = schemaNames(descriptor.parameters, { count: MAX_OWN_NAMES, length: 64 });
  if (own.length) view[OWN_NAMES] = own;
  const prompts = examplePrompts(descriptor.examples);
  if (prompts) view[EXAMPLE_PROMPTS] = prompts;
  const cursors = cursorPaths(descriptor);
  if (cursors.length) view[CURSORS] = cursors;
  const keys = successKeys(descriptor.returns);
  if (keys) view[RETURN_KEYS] = keys;
  return view;
}

const MAX_OWN_NAMES = 256;

/** The prompts of a tool's examples, by entry (null where an entry has none), or undefined when no entry has one. */
function examplePrompts(examples: unknown): Array<string | null> | undefined {
  if (!Array.isArray(examples)) return undefined;
  const prompts = examples.slice(0, MAX_EXAMPLES).map((e) => (isObject(e) && typeof e.prompt === 'string' ? e.prompt.slice(0, MAX_PROMPT) : null));
  return prompts.some((p) => p !== null) ? prompts : undefined;
}

const MAX_EXAMPLES = 64;
const MAX_PROMPT = 2000;

function makeTool(file: SourceFile, doc: number, inputFormat: string, descriptor: Record<string, unknown>, basePath: JsonPath, sourcePath?: (p: JsonPath) => JsonPath): Tool {
  const name = typeof descriptor.name === 'string' && descriptor.name.trim() ? descriptor.name : `#${basePath.length ? basePath.join('.') : doc + 1}`;
  return {
    name: ownString(name),
    descriptor: isObject(descriptor) ? descriptor : {},
    file,
    doc,
    basePath,
    inputFormat,
    sourcePath: sourcePath ?? ((p) => [...basePath, ...p]),
    index: 0,
  };
}
