/**
 * The tools of a run, rebuilt from file outcomes for the stages after the per-file pass (catalog
 * rules, suppressions, grading). Each tool's descriptor is its read-only catalog view; positions come
 * from those the outcome kept, and a position it did not keep reads the file's text again, once.
 */
import { fieldRange, fieldSource, type FieldPosition, type FileOutcome } from '../core/outcome.js';
import { parseSource, type ParseLimits } from '../parse/source.js';
import type { FoundFile } from '../files.js';
import type { Diagnostic, FileResult, JsonPath, Range, SourceFile, Tool } from '../types.js';

export interface RunTool extends Tool {
  /**
   * The tool's findings. The run keeps the per-tool rules' apart (src/run/findings.ts), so during the
   * catalog stage these are the catalog rules' only; the per-tool rules' join them before suppressions.
   */
  findings: Diagnostic[];
  range: Range;
}

const keepKey = (doc: number, path: JsonPath) => `${doc}\u0000${path.join('\u0000')}`;

/** A file of the run: where positions come from once its outcome is all that is left of it. */
export function outcomeSource(outcome: FileOutcome, absolutePath: string, readText: () => string, limits: ParseLimits): SourceFile | undefined {
  return outcome.kind ? new OutcomeSource(outcome, absolutePath, readText, limits) : undefined;
}

type KeptPosition = { key?: Range; value: Range } | FieldPosition;

/** A class, not an object of closures: a run holds one per file. */
class OutcomeSource implements SourceFile {
  readonly path: string;
  readonly kind: 'yaml' | 'json';
  // Built when a position is first asked for: most files are never asked (memory is per finding, not per field).
  private kept: Map<string, KeptPosition> | undefined;
  private parsed: SourceFile | undefined;

  constructor(
    private readonly outcome: FileOutcome,
    readonly absolutePath: string,
    readonly readText: () => string,
    private readonly limits: ParseLimits,
  ) {
    this.path = outcome.path;
    this.kind = outcome.kind!;
  }

  /** Read when asked for, not held: see SourcedOutcome.readText. */
  get text(): string {
    return this.readText();
  }

  locate(doc: number, p: JsonPath, at: 'key' | 'value' = 'key'): Range {
    const k = this.keptPositions().get(keepKey(doc, p));
    const range = k && ('at' in k ? fieldRange(k, at) : at === 'key' ? k.key : k.value);
    if (range) return range;
    this.parsed ??= parseSource(this.outcome.path, this.absolutePath, this.readText(), this.limits).file;
    return this.parsed.locate(doc, p, at);
  }

  private keptPositions() {
    if (this.kept) return this.kept;
    const kept = (this.kept = new Map<string, KeptPosition>());
    for (const t of this.outcome.tools) {
      kept.set(keepKey(t.doc, t.basePath), { value: t.range });
      for (const f of t.fields) kept.set(keepKey(t.doc, fieldSource(t, f)), f);
    }
    return kept;
  }
}

/**
 * How to read a file's text again, without holding on to its source (which holds its outcome): a
 * file's result keeps this until the report is written.
 */
export function textOf(source: SourceFile | undefined): () => string | undefined {
  if (source instanceof OutcomeSource) return source.readText;
  return () => source?.text;
}

/** The file's tools as the run's stages see them, numbered from `firstIndex` in the catalog. */
export function runTools(outcome: FileOutcome, source: SourceFile | undefined, firstIndex: number): RunTool[] {
  return outcome.tools.map((c, j): RunTool => {
    let byKey: Map<string, JsonPath> | undefined;
    const index = firstIndex + j;
    return {
      name: c.name,
      // Read-only: catalog rules compare tools, they do not change them.
      descriptor: Object.freeze(c.view),
      file: source!,
      doc: c.doc,
      basePath: c.basePath,
      inputFormat: c.inputFormat,
      index,
      ...(c.gaps ? { gaps: [...c.gaps] } : {}),
      ...(c.server ? { server: c.server } : {}),
      ...(c.previous ? { previous: c.previous } : {}),
      ...(c.locked ? { locked: c.locked } : {}),
      sourcePath: (p) => {
        byKey ??= new Map(c.fields.map((f) => [f.key, fieldSource(c, f)]));
        const head = byKey.get(p.length ? String(p[0]) : '');
        return head ? [...head, ...p.slice(1)] : [...c.basePath, ...p];
      },
      findings: [],
      range: c.range,
    };
  });
}

/** A file of the run after the per-file pass: its outcome, the tools rebuilt from it, and where positions come from. */
export interface RunFile {
  found: FoundFile;
  outcome: FileOutcome;
  /** Absent when the file could not be parsed. */
  source?: SourceFile;
  tools: RunTool[];
  /** Set when the "file" is a live server's tools/list. */
  server?: FileResult['server'];
}
