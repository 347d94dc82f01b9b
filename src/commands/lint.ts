import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { colorLevel } from '../color.js';
import { lint } from '../engine.js';
import { UsageError } from '../errors.js';
import { NoFilesError } from '../files.js';
import { inputFormats } from '../formats/index.js';
import { reporters } from '../reporters/index.js';
import type { LintResult } from '../types.js';

interface LintFlags {
  format: string;
  output?: string;
  quiet?: boolean;
  maxWarnings?: number;
  minLevel?: number;
  color?: boolean;
  ignoreUnknown?: boolean;
  maxFileSize?: number;
  inputFormat?: string;
}

const int = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`${name} takes a whole number from ${min}${max < 1e6 ? ` to ${max}` : ' up'}, not "${value}".`);
  return n;
};

const size = (value: string) => {
  const m = /^(\d+(?:\.\d+)?)\s*(b|k|kb|kib|m|mb|mib)?$/i.exec(value.trim());
  if (!m) throw new UsageError(`--max-file-size takes a size such as 10MiB or 500KiB, not "${value}".`);
  const unit = (m[2] ?? 'b').toLowerCase();
  const factor = unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1048576 : 1;
  return Math.round(Number(m[1]) * factor);
};

export function lintCommand(): Command {
  return new Command('lint')
    .description('Lint tool descriptors and grade each tool Level 0–3 (spec §13).')
    .argument('<paths...>', 'files, folders or globs (folders expand to their .yaml, .yml and .json files)')
    .addOption(new Option('-f, --format <name>', 'output format').choices(Object.keys(reporters)).default('stylish'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('--quiet', 'report errors only, not warnings')
    .option('--max-warnings <n>', 'exit 1 when there are more than n warnings', int('--max-warnings', 0))
    .option('--min-level <n>', 'exit 1 when any tool is graded below Level n (0–3)', int('--min-level', 0, 3))
    .option('--color', 'force colour output')
    .option('--no-color', 'disable colour output (NO_COLOR and FORCE_COLOR are honoured too)')
    .option('--ignore-unknown', 'skip files that are not tool descriptors even when named explicitly (for pre-commit)')
    .option('--max-file-size <size>', 'skip parsing files larger than this, e.g. 10MiB (default 10MiB)', size)
    .addOption(new Option('--input-format <id>', 'read every file as this format instead of detecting it').choices(inputFormats.map((f) => f.id)))
    .addHelpText(
      'after',
      `
Exit codes: 0 no errors; 1 errors found or a gate (--max-warnings, --min-level) failed; 2 tooldoc could not do its job.

Examples:
  $ tooldoc lint fixtures/showcase
  $ tooldoc lint ./tools --format json --output report.json
  $ tooldoc lint 'tools/**/*.yaml' --min-level 2 --max-warnings 0`,
    );
}

export async function runLint(paths: string[], flags: LintFlags, io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string }): Promise<number> {
  let result: LintResult & { internalErrors: number };
  try {
    result = await lint({
      patterns: paths,
      cwd: io.cwd,
      rules: builtinRules,
      ignoreUnknown: flags.ignoreUnknown,
      limits: flags.maxFileSize ? { maxFileSize: flags.maxFileSize } : undefined,
      inputFormat: flags.inputFormat,
    });
  } catch (err) {
    if (err instanceof NoFilesError) throw new UsageError(err.message);
    throw err;
  }
  const shown = flags.quiet ? onlyErrors(result) : result;
  const reporter = reporters[flags.format]!;
  const toFile = Boolean(flags.output);
  const text = reporter(shown, { colorLevel: colorLevel(flags.color, !toFile && Boolean((io.stdout as { isTTY?: boolean }).isTTY)), cwd: io.cwd });
  if (flags.output) {
    const out = path.resolve(io.cwd, flags.output);
    try {
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, text);
    } catch (err) {
      throw new UsageError(`Could not write ${flags.output}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
    }
  } else {
    io.stdout.write(text);
  }

  let code = result.summary.errors > 0 ? 1 : 0;
  if (flags.maxWarnings !== undefined && result.summary.warnings > flags.maxWarnings) {
    io.stderr.write(`tooldoc: ${result.summary.warnings} warnings, more than --max-warnings ${flags.maxWarnings}.\n`);
    code = 1;
  }
  if (flags.minLevel !== undefined) {
    const below = result.tools.filter((t) => t.level < flags.minLevel!);
    if (below.length) {
      const list = below.slice(0, 5).map((t) => `${t.name} (Level ${t.level})`).join(', ') + (below.length > 5 ? `, and ${below.length - 5} more` : '');
      io.stderr.write(`tooldoc: ${below.length} tool${below.length === 1 ? '' : 's'} below --min-level ${flags.minLevel}: ${list}.\n`);
      code = 1;
    }
  }
  if (result.internalErrors) code = 2;
  return code;
}

function onlyErrors<T extends LintResult>(result: T): T {
  return {
    ...result,
    files: result.files.map((f) => ({ ...f, diagnostics: f.diagnostics.filter((d) => d.severity === 'error') })),
    summary: { ...result.summary, warnings: 0, problems: result.summary.errors },
  };
}
