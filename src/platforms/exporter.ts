/**
 * Export as an API: the platform rules for one target run over the tools, and the payload is built
 * from their descriptors. What the rules report is what the payload could not carry (a loss); the
 * command prints it, tests and programs read it. `exportTexts` does it all in memory.
 */
import { CORE_IDS } from '../core/diagnostics.js';
import { builtinRules } from '../../rules/index.js';
import { lint, lintTexts, type LintOptions, type LintRun } from '../run/lint.js';
import type { Diagnostic, FileResult, Rule } from '../types/index.js';
import { toAnthropic, toGemini, toOpenAIChat, toOpenAIResponses, type ExportTarget } from './export.js';
import { DEFAULT_MCP_REVISION, mcpNotes, toMcpResult, type McpCache, type McpRevision } from './mcp.js';
import { ANTHROPIC_STRICT_OPTIONAL, ANTHROPIC_STRICT_TOOLS, ANTHROPIC_STRICT_UNIONS, type Target } from './targets.js';
import { isObject, walkProperties } from '../toolkit/util.js';
import { anthropicStrictOf, dialectNote, openaiStrictOf, translateDialect, type DialectTranslation } from './dialect.js';
import { findFormat } from '../input-formats/index.js';
import { diffTool, type Change } from '../diff/tools.js';
import { stubbed } from './import.js';

export interface ExportOptions {
  target: ExportTarget;
  /**
   * OpenAI: strict mode; Anthropic: strict tool use. Unset: as lint's platform rules assume, OpenAI
   * strict for descriptors (spec §10 recommends it) and not for tools read from platform files, which
   * go out as they were; Anthropic not strict.
   */
  strict?: boolean;
  /** Gemini: how parameters travel (see the `--gemini-schema` option). */
  geminiSchema?: 'auto' | 'parameters' | 'json-schema';
  /** MCP: the protocol revision of the `tools/list` result. */
  mcpRevision?: McpRevision;
  /** MCP 2026-07-28: the result's cacheScope and ttlMs. */
  mcpCache?: McpCache;
  /** Read every file as this input format instead of detecting it. */
  inputFormat?: string;
}

export interface ExportResult {
  /** The run that read the tools (its files' status, its tools). */
  run: LintRun;
  /** The payload; undefined when nothing could be exported (a file failed, a rule crashed, no tools). */
  payload?: unknown;
  /** Per file, what the payload could not carry, positioned in the source. */
  losses: Array<Pick<FileResult, 'file' | 'diagnostics' | 'server'>>;
  lossCount: number;
  /** How many tools lost something. */
  lossyTools: number;
  /** Things worth knowing that lose nothing (e.g. a tool sent to Gemini as parametersJsonSchema). */
  notes: string[];
  /** Limits on the whole request the payload exceeds (each also counts in lossCount), at the first tool past the limit. */
  requestLosses: RequestLoss[];
  /**
   * The tools without a loss that would not come back the same if the payload were imported
   * (`tooldoc import`) and compared with their descriptors (`tooldoc diff`), in the fields the
   * target's format has a place for, with each change (also said in a note). They lose nothing on
   * the platform; what the payload cannot say is how they were written (an optional parameter and a
   * required one that accepts null are one thing to OpenAI strict mode, say).
   */
  readBack: ReadBack[];
}

export interface ReadBack {
  file: string;
  line: number;
  column: number;
  tool: string;
  changes: Change[];
}

export interface RequestLoss {
  file: string;
  line: number;
  column: number;
  tool: string;
  message: string;
}

/** Rewrites descriptors as export sends them, and remembers what it did per file. */
class Dialect {
  /** What was translated, per file (a type name that cannot be is the platform rules' finding). */
  readonly byFile = new Map<string, Pick<DialectTranslation, 'translated' | 'dropped'>>();
  readonly prepare = (descriptor: Record<string, unknown>, file: string): Record<string, unknown> => {
    const t = translateDialect(descriptor);
    if (t.translated.length || t.dropped.length) {
      const entry = this.byFile.get(file) ?? this.byFile.set(file, { translated: [], dropped: [] }).get(file)!;
      // Loops, not spreads: a schema of 100,000 properties would overflow the stack as arguments.
      for (const x of t.translated) entry.translated.push(x);
      for (const x of t.dropped) entry.dropped.push(x);
    }
    return t.descriptor;
  };
}

/** The platform rules and their settings for one export. */
export function exportRules(options: ExportOptions): { rules: Rule[]; settings: Record<string, { options: Record<string, unknown> }>; subsetRules: Set<string> } {
  const platform: Target = options.target === 'openai-responses' ? 'openai' : options.target;
  const geminiSchema = options.geminiSchema ?? 'auto';
  // Every rule that takes `targets` and gates a level runs for this one platform, with the export's own
  // settings: what it reports is what the export cannot carry (advice is not a loss).
  const rules = builtinRules.filter((r) => hasOption(r, 'targets') && r.meta.level !== null);
  const settings: Record<string, { options: Record<string, unknown> }> = {};
  for (const r of rules) {
    const o: Record<string, unknown> = { targets: [platform] };
    if (hasOption(r, 'strict') && options.strict !== undefined) o.strict = options.strict;
    // Rules that check Gemini's `parameters` subset take `via`; in auto mode they check the subset in
    // full, and a tool the subset cannot hold goes through parametersJsonSchema instead (see exportFrom).
    if (hasOption(r, 'via')) o.via = geminiSchema === 'json-schema' ? 'parametersJsonSchema' : 'parameters';
    settings[r.meta.id] = { options: o };
  }
  return { rules, settings, subsetRules: new Set(rules.filter((r) => hasOption(r, 'via')).map((r) => r.meta.id)) };
}

/** Reads the tools under `patterns` and exports them. */
export async function exportFiles(patterns: string[], options: ExportOptions & Pick<LintOptions, 'cwd' | 'servers'>): Promise<ExportResult> {
  const { rules, settings, subsetRules } = exportRules(options);
  const dialect = new Dialect();
  const run = await lint({
    patterns,
    cwd: options.cwd,
    rules,
    settings,
    inputFormat: options.inputFormat,
    keepDescriptors: true,
    prepareDescriptor: dialect.prepare,
    ...(options.servers ? { servers: options.servers } : {}),
  });
  return exportFrom(run, options, dialect, subsetRules);
}

/** Exports tools held as texts, in memory (no file system). */
export function exportTexts(texts: ReadonlyArray<{ path: string; text: string }>, options: ExportOptions): ExportResult {
  const { rules, settings, subsetRules } = exportRules(options);
  const dialect = new Dialect();
  return exportFrom(lintTexts(texts, { rules, settings, inputFormat: options.inputFormat, keepDescriptors: true, prepareDescriptor: dialect.prepare }), options, dialect, subsetRules);
}

/** The payload and the losses of a run made with exportRules' rules and settings, keepDescriptors and the dialect's prepareDescriptor. */
function exportFrom(run: LintRun, options: ExportOptions, dialect: Dialect, subsetRules: ReadonlySet<string>): ExportResult {
  const empty: ExportResult = { run, losses: [], lossCount: 0, lossyTools: 0, notes: [], requestLosses: [], readBack: [] };
  if (run.files.some((f) => f.status === 'failed') || run.internalErrors || !run.tools.length) return empty;
  const geminiSchema = options.geminiSchema ?? 'auto';

  const byTool = new Map<number, Diagnostic[]>();
  const losses: ExportResult['losses'] = [];
  // A definition several tools repeat is one finding, on the first of them, the others in `related`
  // (src/core/repeats.ts): the loss is each of theirs.
  const byName = new Map<string, number[]>();
  run.tools.forEach((t, i) => {
    const key = `${t.file}\0${t.name}`;
    (byName.get(key) ?? byName.set(key, []).get(key)!).push(i);
  });
  const toolsOf = (d: Diagnostic) => [d.toolIndex!, ...(d.related ?? []).flatMap((r) => (r.tool === undefined ? [] : (byName.get(`${r.file}\0${r.tool}`) ?? [])))];
  for (const f of run.files) {
    const kept: Diagnostic[] = [];
    for (const d of f.diagnostics) {
      // Findings acknowledged with a suppression comment (or a baseline) are not reported again, and
      // what the run says of suppressions (one naming a rule export does not run) is no loss.
      if (d.toolIndex === undefined || d.suppressed || CORE_IDS.has(d.ruleId)) continue;
      for (const i of new Set(toolsOf(d))) (byTool.get(i) ?? byTool.set(i, []).get(i)!).push(d);
      kept.push(d);
    }
    losses.push({ file: f.file, diagnostics: kept, ...(f.server ? { server: f.server } : {}) });
  }

  // Gemini auto: a tool whose schema the subset cannot hold goes through parametersJsonSchema whole,
  // which loses nothing, so its subset findings become a note instead of losses.
  const subsetOf = (i: number) => (byTool.get(i) ?? []).filter((d) => subsetRules.has(d.ruleId));
  const modes = run.tools.map((_t, i): 'parameters' | 'json' => {
    if (geminiSchema === 'json-schema') return 'json';
    if (geminiSchema === 'parameters') return 'parameters';
    return subsetOf(i).length ? 'json' : 'parameters';
  });
  const notes: string[] = [];
  if (options.target === 'gemini' && geminiSchema === 'auto') {
    run.tools.forEach((t, i) => {
      if (modes[i] === 'json') notes.push(`note: "${t.name}" is exported through parametersJsonSchema: Gemini's parameters schema cannot hold it (${describeSubset(subsetOf(i))}).`);
    });
    for (const f of losses) f.diagnostics = f.diagnostics.filter((d) => !(subsetRules.has(d.ruleId) && modes[d.toolIndex!] === 'json'));
  }

  const descriptors = run.descriptors!;
  const openaiStrict = options.strict ?? descriptors.map((d, i) => openaiStrictOf(d, run.tools[i]!.inputFormat));
  const anthropicStrict = options.strict ?? descriptors.map((d) => anthropicStrictOf(d));
  const payload =
    options.target === 'openai'
      ? toOpenAIChat(descriptors, { strict: openaiStrict })
      : options.target === 'openai-responses'
        ? toOpenAIResponses(descriptors, { strict: openaiStrict })
        : options.target === 'anthropic'
          ? toAnthropic(descriptors, { strict: anthropicStrict })
          : options.target === 'gemini'
            ? toGemini(descriptors, modes)
            : toMcpResult(descriptors, options.mcpRevision ?? DEFAULT_MCP_REVISION, options.mcpCache);
  if (options.target === 'mcp') for (const n of mcpNotes(descriptors)) notes.push(n);
  // Said once per file: what was translated (what could not be is a platform rule's finding, above).
  for (const [file, { translated, dropped }] of dialect.byFile) notes.push(dialectNote(file, translated, dropped));
  const requestLosses = options.target === 'anthropic' ? anthropicStrictLimits(run, descriptors, anthropicStrict) : [];
  const lossCount = losses.reduce((n, f) => n + f.diagnostics.length, 0) + requestLosses.length;
  const lossy = new Set(losses.flatMap((f) => f.diagnostics.flatMap(toolsOf)));
  const readBack = readBackChanges(options.target, payload, descriptors, lossy).map(({ index, changes }): ReadBack => {
    const t = run.tools[index]!;
    return { file: t.file, line: t.range.start.line, column: t.range.start.column, tool: t.name, changes };
  });
  for (const r of readBack) notes.push(readBackNote(r, options.target));
  for (const r of requestLosses) lossy.add(r.toolIndex);
  return { run, payload, losses: losses.filter((f) => f.diagnostics.length), lossCount, lossyTools: lossy.size, notes, requestLosses: requestLosses.map(({ toolIndex: _, ...r }) => r), readBack };
}

/**
 * The payload read back as `tooldoc import` reads it (the target's own input format, then the
 * descriptor import writes) and compared with each descriptor as `tooldoc diff` compares them, in
 * the fields the target's format has a place for (the rest, errors and examples say, is a format
 * gap, not a change). Tools in `skip` (those with a loss) are not compared.
 */
function readBackChanges(target: ExportTarget, payload: unknown, descriptors: ReadonlyArray<Record<string, unknown>>, skip: ReadonlySet<number | undefined>): Array<{ index: number; changes: Change[] }> {
  const format = findFormat(target);
  const back = format?.extract(payload)?.tools;
  if (!format || !back) return [];
  const held = (d: Record<string, unknown>) => (format.holds ? Object.fromEntries(Object.entries(d).filter(([k]) => format.holds!.has(k))) : d);
  const out: Array<{ index: number; changes: Change[] }> = [];
  descriptors.forEach((d, index) => {
    const read = back[index];
    if (skip.has(index) || !read) return;
    const changes = diffTool(held(d), held(stubbed(read)), { directives: false });
    if (changes.length) out.push({ index, changes });
  });
  return out;
}

/** At most this many changes are named in a note; the rest are counted. */
const SHOWN = 3;

function readBackNote(r: ReadBack, target: ExportTarget): string {
  const shown = r.changes.slice(0, SHOWN).map((c) => c.message);
  const more = r.changes.length > SHOWN ? `; and ${r.changes.length - SHOWN} more` : '';
  return `note: "${r.tool}" does not come back the same from the ${target} payload (\`tooldoc import\`, then \`tooldoc diff\`): ${shown.join('; ')}${more}.`;
}

/**
 * Anthropic's limits on one request of strict tools ([ANT-SO] "Explicit limits", in
 * ../shared/reference/platforms.md): at most 20 strict tools, 24 parameters left out of `required`
 * and 16 parameters using `anyOf` or a type array, summed over every tool. The request is what
 * export builds, so export checks them (lint sees files, not requests).
 */
function anthropicStrictLimits(run: LintRun, all: Array<Record<string, unknown>>, strict: boolean | boolean[]): Array<RequestLoss & { toolIndex: number }> {
  const out: Array<RequestLoss & { toolIndex: number }> = [];
  // Only the strict tools count; `index` maps back to the run's tools.
  const index = all.map((_d, i) => i).filter((i) => (Array.isArray(strict) ? strict[i] : strict));
  const descriptors = index.map((i) => all[i]!);
  const toolAt = (i: number) => run.tools[index[i]!]!;
  const at = (i: number, message: string) => {
    const t = toolAt(i);
    out.push({ file: t.file, line: t.range.start.line, column: t.range.start.column, tool: t.name, message, toolIndex: index[i]! });
  };
  if (descriptors.length > ANTHROPIC_STRICT_TOOLS) {
    at(
      ANTHROPIC_STRICT_TOOLS,
      `"${toolAt(ANTHROPIC_STRICT_TOOLS).name}" is strict tool ${ANTHROPIC_STRICT_TOOLS + 1} of ${descriptors.length}; Anthropic accepts at most ${ANTHROPIC_STRICT_TOOLS} strict tools in one request. Export the tools that need strict tool use apart from the others, or split the catalog.`,
    );
  }
  let optional = 0;
  let unions = 0;
  let optionalSaid = false;
  let unionsSaid = false;
  descriptors.forEach((d, i) => {
    for (const p of walkProperties(d.parameters, ['parameters'])) {
      if (!p.required) optional++;
      const s = p.schema;
      if (isObject(s) && (Array.isArray(s.anyOf) || Array.isArray(s.type))) unions++;
    }
    if (!optionalSaid && optional > ANTHROPIC_STRICT_OPTIONAL) {
      optionalSaid = true;
      at(i, `With "${toolAt(i).name}", the strict tools of this request leave ${optional} parameters out of "required"; Anthropic accepts at most ${ANTHROPIC_STRICT_OPTIONAL} in one request. Make parameters required, or export fewer tools with --strict.`);
    }
    if (!unionsSaid && unions > ANTHROPIC_STRICT_UNIONS) {
      unionsSaid = true;
      at(i, `With "${toolAt(i).name}", the strict tools of this request have ${unions} parameters using anyOf or a type array; Anthropic accepts at most ${ANTHROPIC_STRICT_UNIONS} in one request. Give those parameters one type, or export fewer tools with --strict.`);
    }
  });
  return out;
}

function hasOption(rule: Rule, name: string): boolean {
  const props = rule.meta.options?.properties;
  return Boolean(props && typeof props === 'object' && name in props);
}

/** Where a schema leaves Gemini's subset: the first few places, by line and pointer in the file. */
function describeSubset(found: Diagnostic[]): string {
  const first = found.slice(0, 3).map((d) => `line ${d.range.start.line}: ${d.pointer}`);
  return first.join('; ') + (found.length > 3 ? `; and ${found.length - 3} more` : '');
}
