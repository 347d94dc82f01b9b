/**
 * Where reports go: `--format NAME` (repeatable), `--format NAME=PATH` to write one to a file, and
 * `--output PATH` for the one format given without a path. At most one report goes to stdout.
 */
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { colorLevel } from '../color.js';
import { UsageError } from '../errors.js';
import { formatNames, loadReporter } from '../reporters/index.js';
import type { LintResult } from '../types.js';

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

/** Formats the result once per target and writes it; a file that cannot be written is a UsageError (exit 2). */
export async function writeReports(
  result: LintResult,
  targets: readonly OutputTarget[],
  io: { stdout: NodeJS.WritableStream; cwd: string },
  options: { color?: boolean; sourceRoot?: string },
): Promise<{ toStdout: string | undefined }> {
  let toStdout: string | undefined;
  for (const t of targets) {
    const reporter = await loadReporter(t.format);
    const toTerminal = t.path === undefined && Boolean((io.stdout as { isTTY?: boolean }).isTTY);
    const reporterOptions = {
      colorLevel: t.path === undefined ? colorLevel(options.color, toTerminal) : 0,
      cwd: io.cwd,
      sourceRoot: options.sourceRoot,
    } as const;
    if (t.path === undefined) {
      if (reporter.chunks) for (const chunk of reporter.chunks(result, reporterOptions)) io.stdout.write(chunk);
      else io.stdout.write(reporter(result, reporterOptions));
      toStdout = t.format;
      continue;
    }
    const out = path.resolve(io.cwd, t.path);
    try {
      mkdirSync(path.dirname(out), { recursive: true });
      if (reporter.chunks) {
        // Piece by piece: a 10,000-tool JSON report never exists whole in memory.
        const fd = openSync(out, 'w');
        try {
          for (const chunk of reporter.chunks(result, reporterOptions)) writeSync(fd, chunk);
        } finally {
          closeSync(fd);
        }
      } else writeFileSync(out, reporter(result, reporterOptions));
    } catch (err) {
      throw new UsageError(`Could not write the ${t.format} report to ${t.path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
    }
  }
  return { toStdout };
}
