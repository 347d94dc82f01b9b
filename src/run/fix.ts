/**
 * `lint --fix` and `--fix-dry-run`, with ESLint's meaning: a file is linted, the fixes its rules
 * offer (each finding's `fix`, never a suggestion) are made together where they do not overlap, and
 * the fixed text is linted again, until nothing changes or MAX_FIX_PASSES passes were made. What
 * is reported is the outcome of the fixed text (its findings at its lines and columns); the fixed
 * text travels with it (`FileOutcome.fixed`) for the run to return (`LintRun.fixed`, and each file
 * result's `output`) and, with `--fix`, for `writeFixes` to write.
 *
 * The fixes are the core's text edits (src/core/fixes.ts): comments, key order and quoting stay as
 * they are. A fix of a finding that an inline directive hides is not made. Fixes of cross-file
 * (catalog) rules are never made: those rules run after this pass, over every file's outcome.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { CORE_DIAGNOSTICS } from '../core/diagnostics.js';
import { applyEdits, Lines } from '../core/fixes.js';
import type { Linter, LintTextOptions } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import { decode } from '../parse/source.js';
import { applySuppressions } from '../suppressions/inline.js';
import type { Diagnostic, DiagnosticFix } from '../types/index.js';

/** At most this many passes of fixes on one file (ESLint's bound): a rule whose fix keeps making new findings cannot loop. */
export const MAX_FIX_PASSES = 10;

/** What a run fixes: every rule's fixes, or (with `--quiet`, as ESLint does) only those of errors. */
export interface FixOptions {
  errorsOnly?: boolean;
}

/** A file that fixing changed (LintRun.fixed): its fixed text, and what was read, to write it only over that. */
export interface FixedFile {
  /** The file's path as reports show it. */
  path: string;
  absolutePath: string;
  /** The fixed text. */
  output: string;
  /** The hash of the bytes the fixes were made on (`fileHash`); absent for a text that is not a file's. */
  hash?: string;
  /** The file began with a UTF-8 byte order mark, which is written back. */
  bom?: boolean;
}

const CORE_IDS = new Set(CORE_DIAGNOSTICS.map((m) => m.id));

/**
 * Lints a text and fixes it, pass after pass: the outcome of the fixed text, and the fixed text when
 * fixing changed it. `linter` must compute fixes (`fixes: true` in its configuration). A pass whose
 * fixes leave the file unreadable (a parse error) is undone, and fixing stops there; so it does when
 * there is not time left for another pass within the file's time budget (`--max-file-time`), so that
 * a file is never stopped for the time fixing it took.
 */
export function lintAndFix(linter: Linter, text: string, options: LintTextOptions, fix: FixOptions = {}): { outcome: FileOutcome; output?: string; passes: number } {
  const started = performance.now();
  let outcome = linter.lintText(text, options);
  let longest = performance.now() - started;
  let current = text;
  let passes = 0;
  while (passes < MAX_FIX_PASSES && outcome.status === 'linted' && outcome.complete) {
    const fixes = fixesOf(outcome, fix);
    if (!fixes.length) break;
    // The fixed text is linted once more: only when that fits in the file's time.
    if (performance.now() - started + longest > linter.limits.maxFileTime) break;
    const next = applyFixes(current, fixes);
    if (next === current) break;
    const t = performance.now();
    const again = linter.lintText(next, options);
    longest = Math.max(longest, performance.now() - t);
    if (again.status !== 'linted' || again.tools.length !== outcome.tools.length) break;
    passes++;
    current = next;
    outcome = again;
  }
  return { outcome: withoutFixes(outcome), ...(current !== text ? { output: current } : {}), passes };
}

/**
 * `lintAndFix` on a file's bytes: what `Linter.lintBytes` gives, with the fixed file when fixing
 * changed it (its hash is of `bytes`, to write it only over what was read).
 */
export function lintAndFixBytes(linter: Linter, bytes: Uint8Array, options: LintTextOptions & { absolutePath: string }, fix: FixOptions = {}): { outcome: FileOutcome; text?: string } {
  const decoded = decode(bytes);
  if (!('text' in decoded)) return linter.lintBytes(bytes, options);
  const { outcome, output } = lintAndFix(linter, decoded.text, options, fix);
  if (output !== undefined) outcome.fixed = { output, hash: fileHash(bytes), ...(hasBom(bytes) ? { bom: true } : {}) };
  return { outcome, text: output ?? decoded.text };
}

/**
 * The preferred fix of each finding of an outcome that is to be fixed: not hidden by an inline
 * directive, and (with `errorsOnly`) an error.
 */
export function fixesOf(outcome: FileOutcome, fix: FixOptions = {}): DiagnosticFix[] {
  const wanted = (d: Diagnostic) => (!fix.errorsOnly || d.severity === 'error') && d.fixes?.some((f) => f.preferred);
  const candidates = [...outcome.findings.filter(wanted).map((d) => ({ ...d })), ...outcome.tools.flatMap((t, i) => t.findings.filter(wanted).map((d) => ({ ...d, toolIndex: i })))];
  if (!candidates.length) return [];
  if (outcome.suppressions) {
    // Copies, marked as the run would mark them (a directive written to keep a finding is respected).
    applySuppressions(outcome.path, outcome.suppressions, outcome.tools.map((t, i) => ({ name: t.name, index: i })), candidates, {
      unusedSeverity: 'off',
      knownIds: new Set(),
      coreIds: CORE_IDS,
      isEnabled: () => true,
    });
  }
  return candidates.filter((d) => !d.suppressed).map((d) => d.fixes!.find((f) => f.preferred)!);
}

/**
 * The text with as many of the fixes made as do not overlap, in the order of their place in the
 * text: a fix whose edits touch or overlap the span of one already taken waits for the next pass
 * (as in ESLint, where two fixes that meet are not made together). A fix's edits are made together
 * or not at all.
 */
export function applyFixes(text: string, fixes: readonly DiagnosticFix[]): string {
  const lines = new Lines(text);
  const spans = fixes
    .map((f) => {
      const offsets = f.edits.flatMap((e) => [lines.offset(e.range.start), lines.offset(e.range.end)]);
      return { fix: f, from: Math.min(...offsets), to: Math.max(...offsets) };
    })
    .filter((s) => s.fix.edits.length)
    .sort((a, b) => a.from - b.from || a.to - b.to);
  const taken: DiagnosticFix[] = [];
  let end = -1;
  for (const s of spans) {
    if (s.from <= end) continue;
    taken.push(s.fix);
    end = s.to;
  }
  return taken.length ? applyEdits(text, taken.flatMap((f) => f.edits)) : text;
}

/** The outcome without the text edits of its findings: reports never show them, and the cache does not keep them. */
function withoutFixes(outcome: FileOutcome): FileOutcome {
  for (const d of outcome.findings) delete d.fixes;
  for (const t of outcome.tools) for (const d of t.findings) delete d.fixes;
  return outcome;
}

/** The hash `writeFixes` compares: of a file's bytes as read for fixing, and as they are on disk before writing. */
export function fileHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function hasBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * Writes each fixed file (`lint --fix`; ESLint's `outputFixes`), unless its content on disk is no
 * longer what was read when it was fixed (an editor saved it meanwhile, another tool rewrote it):
 * such a file is left as it is and returned, for the caller to say so. A file that cannot be
 * written is returned with why.
 */
export function writeFixes(files: readonly FixedFile[]): Array<{ file: FixedFile; reason: 'changed' | 'unwritable'; detail?: string }> {
  const refused: Array<{ file: FixedFile; reason: 'changed' | 'unwritable'; detail?: string }> = [];
  for (const file of files) {
    if (file.hash !== undefined) {
      let now: string | undefined;
      try {
        now = fileHash(readFileSync(file.absolutePath));
      } catch {
        now = undefined;
      }
      if (now !== file.hash) {
        refused.push({ file, reason: 'changed' });
        continue;
      }
    }
    try {
      writeFileSync(file.absolutePath, (file.bom ? '\ufeff' : '') + file.output);
    } catch (err) {
      refused.push({ file, reason: 'unwritable', detail: (err as NodeJS.ErrnoException).code ?? String(err) });
    }
  }
  return refused;
}
