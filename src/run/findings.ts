/**
 * Where a run keeps its findings while it works: from the per-file pass to the stages after it, then
 * from those stages to the reporters. A file's findings are taken out of its outcome as soon as it
 * arrives and given back one file at a time, so no stage needs every finding of a run at once.
 *
 * A run over files keeps them as objects up to a budget, and past it as JSON in a temporary file
 * (src/run/spill.ts): a run's memory then stops growing with its findings, however many there are,
 * and a run under the budget pays nothing for it. Programs that lint texts in memory (an editor,
 * tests) keep the objects, whatever their number.
 */
import type { Diagnostic } from '../types/index.js';
import { Spill } from './spill.js';

/**
 * One string per distinct value across a run (rule ids, severities, message ids, pointers, path
 * steps, field names), not one per finding or tool: a worker's outcome, and a file's findings read
 * back from the spill, come with a copy of every string.
 */
export class Strings {
  private readonly known = new Map<string, string>();

  readonly intern = (s: string): string => {
    const known = this.known.get(s);
    if (known !== undefined) return known;
    // Sharing is all it is for: a table grown past its use is started again rather than kept.
    if (this.known.size === MAX_STRINGS) this.known.clear();
    this.known.set(s, s);
    return s;
  };
}

/** Strings a table holds at most (a catalog's values may all differ: versions, enum values). */
const MAX_STRINGS = 65_536;

/**
 * A file's findings with their strings shared: the run-wide ones through `intern`, and the file's
 * path (`file`, the run's copy of it, when given) and tool names, one per file or tool, among the
 * file's findings.
 */
export function shareStrings(findings: FileFindings, intern: (s: string) => string, file?: string): void {
  const own = new Strings().intern;
  if (file !== undefined) own(file);
  const share = (d: Diagnostic) => {
    d.ruleId = intern(d.ruleId);
    d.severity = intern(d.severity) as Diagnostic['severity'];
    d.file = own(d.file);
    d.pointer = intern(d.pointer);
    if (d.messageId !== undefined) d.messageId = intern(d.messageId);
    if (d.tool !== undefined) d.tool = own(d.tool);
    const path = d.path as Array<string | number>;
    for (let i = 0; i < path.length; i++) {
      const step = path[i];
      if (typeof step === 'string') path[i] = intern(step);
    }
    if (d.related) {
      for (const r of d.related) {
        r.file = own(r.file);
        if (r.pointer !== undefined) r.pointer = intern(r.pointer);
        if (r.tool !== undefined) r.tool = own(r.tool);
      }
    }
  };
  for (const d of findings.file) share(d);
  for (const list of findings.tools) for (const d of list) share(d);
}

/** A file's findings: about the file itself, and each tool's, in the order of its tools. */
export interface FileFindings {
  file: Diagnostic[];
  tools: Diagnostic[][];
}

export interface FindingKeeper {
  /** A file's findings from the per-file pass. */
  keep(index: number, findings: FileFindings): void;
  /** Gives them back, once, for the stages after the pass. */
  take(index: number): FileFindings;
  /** A file's findings as reported, after those stages. */
  keepFinal(index: number, diagnostics: Diagnostic[]): void;
  /** What keepFinal kept. With JSON, each read is a new copy (the last one read is reused). */
  readFinal(index: number): Diagnostic[];
}

const none = (): FileFindings => ({ file: [], tools: [] });

/** Objects as they are (lintTexts, runOutcomes). */
export class ObjectKeeper implements FindingKeeper {
  private readonly pass = new Map<number, FileFindings>();
  private readonly done = new Map<number, Diagnostic[]>();

  keep(index: number, findings: FileFindings): void {
    this.pass.set(index, findings);
  }

  take(index: number): FileFindings {
    const found = this.pass.get(index);
    this.pass.delete(index);
    return found ?? none();
  }

  keepFinal(index: number, diagnostics: Diagnostic[]): void {
    this.done.set(index, diagnostics);
  }

  readFinal(index: number): Diagnostic[] {
    return this.done.get(index) ?? [];
  }
}

/**
 * Findings held as objects after the stages that follow the pass, for the reporters (what they cost
 * in memory, about 0.4 KiB each, is counted in findings): 150,000 of them, some 60 MiB, before a run
 * spills the rest. Spilled, each is written and parsed once more, in the main thread, between the
 * pass and the report; on 100,000 tools (800,000 findings) spilling is what keeps the run's memory
 * from growing with them.
 */
const DEFAULT_BUDGET = 150_000;
/**
 * Findings held as objects from the pass until the stages after it take them back. They wait there
 * beside every tool's catalog view, through the pass and the catalog rules, which is where a run's
 * memory peaks; the stages after take them back a file at a time, as the views go. Past this
 * many they are spilled as they arrive, while the main thread shares the pass with the workers.
 * Measured on 10,000 one-tool files (80,000 findings, 2026-11-24): 25 MiB off the peak of a
 * parallel run, for 0.3 s of the main thread (one write and one read of each). A small run (the
 * pre-commit case) never opens the temporary file.
 */
const DEFAULT_PASS_BUDGET = 10_000;
/**
 * A file with more findings than this is held, whatever the budget: its findings are needed whole
 * at each stage, and written out they would only be held twice more, as text and as bytes (100,000
 * tools in one file, 800,000 findings: 4.2 GiB peak when spilled).
 */
const WHOLE = 10_000;

/** Objects up to a budget of findings, then JSON in a temporary file (lint over files). */
export class SpillKeeper implements FindingKeeper {
  /** A file's findings, or -1 when they are in the spill (under key 2 × index). */
  private readonly pass = new Map<number, FileFindings | -1>();
  /** A file's final findings, or -1 when they are in the spill (under key 2 × index + 1). */
  private readonly done = new Map<number, Diagnostic[] | -1>();
  private readonly spill = new Spill();
  /** Findings of the pass held as objects. */
  private held = 0;
  /** Final findings held as objects. */
  private heldFinal = 0;
  private last: { index: number; diagnostics: Diagnostic[] } | undefined;

  /**
   * `budget`: final findings held as objects; `passBudget`: findings of the pass (at most `budget`);
   * `intern`: shares the strings of findings read back (see Strings).
   */
  constructor(
    private readonly budget = DEFAULT_BUDGET,
    private readonly passBudget = Math.min(budget, DEFAULT_PASS_BUDGET),
    private readonly intern?: (s: string) => string,
  ) {}

  keep(index: number, findings: FileFindings): void {
    const n = countOf(findings);
    if (this.held + n <= this.passBudget || n > WHOLE) {
      this.held += n;
      this.pass.set(index, findings);
      return;
    }
    this.spill.put(2 * index, JSON.stringify([findings.file, findings.tools]));
    this.pass.set(index, -1);
  }

  take(index: number): FileFindings {
    const kept = this.pass.get(index);
    this.pass.delete(index);
    if (kept === undefined) return none();
    if (kept !== -1) {
      this.held -= countOf(kept);
      return kept;
    }
    const [file, tools] = JSON.parse(this.spill.get(2 * index)!) as [Diagnostic[], Diagnostic[][]];
    this.spill.delete(2 * index);
    // They are held from here to the report, or until the final budget is reached.
    if (this.intern) shareStrings({ file, tools }, this.intern);
    return { file, tools };
  }

  keepFinal(index: number, diagnostics: Diagnostic[]): void {
    const before = this.done.get(index);
    if (Array.isArray(before)) this.heldFinal -= before.length;
    else if (before === -1) this.spill.delete(2 * index + 1);
    if (this.last?.index === index) this.last = undefined;
    if (this.heldFinal + diagnostics.length <= this.budget || diagnostics.length > WHOLE) {
      this.heldFinal += diagnostics.length;
      this.done.set(index, diagnostics);
      return;
    }
    this.spill.put(2 * index + 1, JSON.stringify(diagnostics));
    this.done.set(index, -1);
  }

  readFinal(index: number): Diagnostic[] {
    const kept = this.done.get(index);
    if (kept === undefined) return [];
    if (kept !== -1) return kept;
    if (this.last?.index === index) return this.last.diagnostics;
    const diagnostics = JSON.parse(this.spill.get(2 * index + 1)!) as Diagnostic[];
    this.last = { index, diagnostics };
    return diagnostics;
  }
}

function countOf(f: FileFindings): number {
  let n = f.file.length;
  for (const t of f.tools) n += t.length;
  return n;
}
