/**
 * Where reports go: `--format NAME` (repeatable), `--format NAME=PATH` to write one to a file, and
 * `--output PATH` for the one format given without a path. At most one report goes to stdout.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { colorLevel } from './color.js';
import { UsageError } from '../run/errors.js';
import { displayPath } from '../files/display.js';
import { batched, inputAt, makeParentDir, writeFileChunks, writeStreamChunks } from '../files/write.js';
import { formatNames, loadReporter } from '../reporters/index.js';
import { outputPolicy, type ReporterOptions } from '../reporters/types.js';
import { rawStream, safeChunks, type OutputPolicy } from '../reporters/escape.js';
import { decode } from '../parse/source.js';
import type { LintResult, TextOutput } from '../types/index.js';

export interface OutputTarget {
  format: string;
  /** The file to write, as given (relative to the working directory); undefined for stdout. */
  path?: string;
}

/** Collects repeated `--format` values for commander. */
export const collectFormats = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

export function parseFormats(
  specs: readonly string[] | string | undefined,
  output: string | undefined,
  cwd: string,
  known: readonly string[] = formatNames,
): OutputTarget[] {
  const list = specs === undefined ? [] : typeof specs === 'string' ? [specs] : [...specs];
  const targets: OutputTarget[] = (list.length ? list : ['stylish']).map((spec) => {
    const eq = spec.indexOf('=');
    const format = (eq === -1 ? spec : spec.slice(0, eq)).trim();
    const file = eq === -1 ? undefined : spec.slice(eq + 1);
    if (!known.includes(format)) {
      throw new UsageError(`Unknown format "${format}"; choose from ${known.join(', ')} (write NAME or NAME=PATH).`);
    }
    if (file !== undefined && !file.trim()) throw new UsageError(`--format ${format}= needs a file path after "=".`);
    return file === undefined ? { format } : { format, path: file };
  });
  const toStdout = targets.filter((t) => t.path === undefined);
  if (toStdout.length > 1) {
    throw new UsageError(
      `Only one format can go to stdout, but ${toStdout.map((t) => t.format).join(' and ')} have no file; write the others to files with --format NAME=PATH.`,
    );
  }
  if (output !== undefined) {
    if (!toStdout.length) throw new UsageError('--output names the file for the format given without a path, but every --format already has one.');
    toStdout[0]!.path = output;
  }
  const seen = new Map<string, string>();
  for (const t of targets) {
    if (t.path === undefined) continue;
    const key = path.resolve(cwd, t.path);
    const other = seen.get(key);
    if (other) throw new UsageError(`${other} and ${t.format} would both be written to ${t.path}; give each format its own file.`);
    seen.set(key, t.format);
  }
  return targets;
}

/** A file the run is about to write, named as the user gave it, for messages. */
export interface OutputFile {
  /** What is written, for messages: "the json report", "the baseline". */
  what: string;
  /** As given (relative to the working directory). */
  path: string;
}

/** Refuses two of a run's files (written, or the baseline it reads) that are the same file: one would replace the other. */
export function checkDistinct(files: readonly OutputFile[], cwd: string): void {
  const seen = new Map<string, OutputFile>();
  for (const f of files) {
    const key = path.resolve(cwd, f.path);
    const other = seen.get(key);
    if (other) throw new UsageError(`${capitalised(other.what)} and ${f.what} would both be ${f.path}; give each its own file.`);
    seen.set(key, f);
  }
}

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The absolute paths of the files a run linted (or could not lint); skipped files are not inputs. */
export function lintedInputs(result: Pick<LintResult, 'files' | 'cwd'>): string[] {
  const inputs: string[] = [];
  for (const f of result.files) if (f.status !== 'skipped') inputs.push(path.resolve(result.cwd, f.file));
  return inputs;
}

/** The result without the skipped entries of the given files (tooldoc's own reports, baseline and cache), counted out of the summary too. */
export function withoutOwnFiles<T extends Pick<LintResult, 'files' | 'cwd' | 'summary'>>(result: T, own: ReadonlyArray<string | false | undefined>, cwd: string): T {
  const paths = new Set(own.flatMap((p) => (typeof p === 'string' ? [path.resolve(cwd, p)] : [])));
  const dropped = result.files.filter((f) => f.status === 'skipped' && paths.has(path.resolve(result.cwd, f.file)));
  if (!dropped.length) return result;
  return { ...result, files: result.files.filter((f) => !dropped.includes(f)), summary: { ...result.summary, files: result.summary.files - dropped.length, filesSkipped: result.summary.filesSkipped - dropped.length } };
}

/**
 * Before anything is written: refuses a file that is one of the inputs (exit 2, the input untouched)
 * and creates the folders of the others. Each problem is a one-line UsageError naming the path;
 * `doing` says what the command does with its inputs ("being linted", "being compared").
 */
export function prepareOutputs(files: readonly OutputFile[], inputs: readonly string[], cwd: string, doing = 'being linted'): void {
  for (const f of files) {
    const input = inputAt(path.resolve(cwd, f.path), inputs);
    if (input !== undefined) {
      const shown = displayPath(input, cwd);
      const same = shown === f.path || path.resolve(cwd, f.path) === input;
      throw new UsageError(`Refusing to write ${f.what} to ${f.path}: it is ${same ? `one of the files ${doing}` : `the same file as ${shown}, which is ${doing}`}; name another file.`);
    }
  }
  for (const f of files) {
    try {
      makeParentDir(path.resolve(cwd, f.path));
    } catch (err) {
      throw new UsageError(`Could not write ${f.what} to ${f.path}: ${errorCode(err)}.`);
    }
  }
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));

/**
 * Writes text to a file, or to stdout when `file` is undefined, piece by piece, made safe for a
 * terminal or CI log with the format's `policy` on the way (src/reporters/escape.ts: every report,
 * diff and payload passes here). A file that cannot be written is a UsageError (exit 2); a stdout
 * whose reader went away ends the writing quietly.
 */
export async function writeOutput(chunks: Iterable<string>, file: string | undefined, io: { stdout: TextOutput; cwd: string }, what: string, policy: OutputPolicy): Promise<void> {
  // Joined into pieces of about 64 KiB first: one pass of the guard over each, not one per small chunk.
  // JSON that jsonStream made safe as it wrote it passes as it is (OutputPolicy.json).
  const safe = policy.json ? chunks : safeChunks(batched(chunks), policy);
  if (file === undefined) {
    // The stream the CLI made safe as plain text (src/cli.ts) is written to raw: this text has its format's policy.
    await writeStreamChunks(rawStream(io.stdout), safe);
    return;
  }
  const out = path.resolve(io.cwd, file);
  try {
    makeParentDir(out);
    writeFileChunks(out, safe);
  } catch (err) {
    if (err instanceof RangeError || !(err as NodeJS.ErrnoException).code) throw err;
    throw new UsageError(`Could not write ${what} to ${file}: ${errorCode(err)}.`);
  }
}

/** Files larger than this are not read again for a report's code frames. */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;

/**
 * Reads a linted file again, for reports that quote its lines (html's code frames) when the result
 * no longer holds its text: `file` as the result names it (relative to `cwd`, or absolute), decoded as
 * the linter decodes it. Undefined for a file gone, too large or not text.
 */
export function sourceReader(cwd: string): NonNullable<ReporterOptions['readSource']> {
  return (file) => {
    try {
      const absolute = path.resolve(cwd, file);
      if (statSync(absolute).size > MAX_SOURCE_BYTES) return undefined;
      const decoded = decode(readFileSync(absolute));
      return 'text' in decoded ? decoded.text : undefined;
    } catch {
      return undefined;
    }
  };
}

/**
 * Formats the result once per target and writes it, piece by piece (no report is ever one string).
 * Call prepareOutputs first: this does not check the targets against the inputs.
 */
export async function writeReports(
  result: LintResult,
  targets: readonly OutputTarget[],
  io: { stdout: TextOutput; cwd: string },
  options: { color?: boolean; sourceRoot?: string; sarifCategory?: string; readSource?: ReporterOptions['readSource']; maxToolRows?: number; fingerprints?: boolean },
): Promise<{ toStdout: string | undefined }> {
  let toStdout: string | undefined;
  for (const t of targets) {
    const reporter = await loadReporter(t.format);
    const toTerminal = t.path === undefined && Boolean((io.stdout as { isTTY?: boolean }).isTTY);
    const reporterOptions = {
      colorLevel: t.path === undefined ? colorLevel(options.color, toTerminal) : 0,
      cwd: io.cwd,
      sourceRoot: options.sourceRoot,
      ...(options.sarifCategory !== undefined ? { sarifCategory: options.sarifCategory } : {}),
      ...(options.readSource ? { readSource: options.readSource } : {}),
      ...(options.maxToolRows !== undefined ? { maxToolRows: options.maxToolRows } : {}),
      ...(options.fingerprints !== undefined ? { fingerprints: options.fingerprints } : {}),
    } as const;
    await writeOutput(reporter.chunks(result, reporterOptions), t.path, io, `the ${t.format} report`, outputPolicy(reporter, reporterOptions));
    if (t.path === undefined) toStdout = t.format;
  }
  return { toStdout };
}
