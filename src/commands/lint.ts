import { Command, Option } from 'commander';
import { Tooldoc, type TooldocOptions } from '../api/tooldoc.js';
import { UsageError } from '../run/errors.js';
import { inputFormats } from '../input-formats/index.js';
import { parseTargets, type Target } from '../platforms/targets.js';
import { FAIL_ON_VALUES, type FailOn } from '../grading/gates.js';
import { parseSize } from '../toolkit/util.js';
import { progressDelayOption, secondsFlag, reportOptions } from './flags.js';
import { parseFormats } from './output.js';
import { LOCKFILE } from '../diff/lock.js';
import { serverOptions, type ServerFlags } from './server-options.js';
import { MAX_TOOL_ROWS } from '../reporters/types.js';
import type { RunProgress } from '../types/index.js';
import { ProgressLine, progressWanted } from './progress.js';

interface LintFlags extends ServerFlags {
  format?: string[];
  output?: string;
  sarifCategory?: string;
  failOn?: FailOn;
  verbose?: boolean;
  quiet?: boolean;
  maxWarnings?: number;
  minLevel?: number;
  minScore?: number;
  color?: boolean;
  ignoreUnknown?: boolean;
  maxFileSize?: number;
  maxFileTime?: number;
  inputFormat?: string;
  targets?: Target[];
  config?: string | false;
  inlineConfig?: boolean;
  /** A file with --baseline FILE, false with --no-baseline. */
  baseline?: string | false;
  writeBaseline?: string;
  pruneBaseline?: boolean;
  cache?: boolean;
  cacheLocation?: string;
  cacheStrategy?: 'content' | 'metadata';
  concurrency?: number | 'auto' | 'off';
  /** False with --no-servers. */
  servers?: boolean;
  since?: string;
  acceptDirectives?: boolean;
  locked?: boolean;
  lockfile?: string;
  stdinFilename?: string;
  /** False with --no-gitignore. */
  gitignore?: boolean;
  debug?: boolean;
  printConfig?: string;
  fix?: boolean;
  fixDryRun?: boolean;
  /** False with --no-progress. */
  progress?: boolean;
  /** Hidden: milliseconds before the status line appears (for tests). */
  progressDelay?: number;
  maxToolRows?: number;
}

const concurrency = (value: string): number | 'auto' | 'off' => {
  if (value === 'auto' || value === 'off') return value;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 64) return Number(value) === 1 ? 'off' : Number(value);
  throw new UsageError(`--concurrency takes auto, off or a number of worker threads from 1 to 64, not "${value}".`);
};

const int = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`${name} takes a whole number from ${min}${max < 1e6 ? ` to ${max}` : ' up'}, not "${value}".`);
  return n;
};

const size = (value: string) => {
  const n = parseSize(value);
  if (n === undefined) throw new UsageError(`--max-file-size takes a size such as 10MiB or 500KiB, not "${value}".`);
  if (n < 1) throw new UsageError(`--max-file-size must be at least 1 byte, not "${value}" (no file could be linted).`);
  return n;
};

export function lintCommand(): Command {
  const command = reportOptions(
    new Command('lint')
      .description('Lint tool descriptors, and the tools of live MCP servers, and grade each tool Level 0–3 (spec §13).')
      .argument('[paths...]', 'files, folders or globs (folders expand to their .yaml, .yml and .json files); with a server, its sidecar descriptors'),
  )
    .addOption(new Option('--fail-on <kind>', 'which findings fail the run: error (default), warning (any finding) or none').choices([...FAIL_ON_VALUES]))
    .option('--verbose', 'also list skipped files (not descriptors) on stderr')
    .option('--quiet', 'report errors only, not warnings')
    .option('--max-warnings <n>', 'exit 1 when there are more than n warnings', int('--max-warnings', 0))
    .option('--min-level <n>', 'exit 1 when any tool is graded below Level n (0–3)', int('--min-level', 0, 3))
    .option('--min-score <n>', 'exit 1 when any tool scores below n (0–100; see docs/score.md)', int('--min-score', 0, 100))
    .option('--color', 'force colour output')
    .option('--no-color', 'disable colour output (NO_COLOR and FORCE_COLOR are honoured too)')
    .option('--ignore-unknown', 'skip files that are not tool descriptors even when named explicitly (for pre-commit)')
    .option('--max-file-size <size>', 'skip parsing files larger than this, e.g. 10MiB (default 10MiB)', size)
    .option('--max-file-time <seconds>', 'stop checking a file\'s remaining tools after this many seconds (default 30)', secondsFlag('--max-file-time', '30'))
    .addOption(new Option('--input-format <id>', 'read every file as this format instead of detecting it').choices(inputFormats.map((f) => f.id)))
    .option('--targets <list>', 'platforms the platform/* rules check for, comma-separated (default: openai,anthropic,gemini,mcp)', (v: string) => {
      try {
        return parseTargets(v);
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
    })
    .option('-c, --config <file>', "use this config file for every file instead of each file's nearest tooldoc.config.* (from its folder up to the repository root)")
    .option('--cache', 'reuse results for files whose content has not changed since the last --cache run')
    .option('--cache-location <path>', 'where --cache keeps its file (default .tooldoccache in the working directory)')
    .addOption(new Option('--cache-strategy <strategy>', 'how --cache knows a file is unchanged: content (its hash; the default) or metadata (its size and modification time, not read)').choices(['content', 'metadata']))
    .option('--concurrency <n>', 'worker threads for the per-file pass: auto (one per core, up to 4, on large runs; else one), off (one), or a number', concurrency, 'auto' as const)
    .option('--no-config', 'ignore config files; use the defaults (tooldoc:recommended)')
    .option('--no-inline-config', 'ignore suppression comments and x-tooldoc.disable')
    .option('--baseline <file>', 'report only findings not recorded in this baseline; recorded ones are counted, not failed')
    .option('--write-baseline <file>', 'record the current findings in a baseline file (they then pass)')
    .option('--prune-baseline', 'with --baseline: rewrite it without its stale entries (findings since fixed)')
    .option('--no-baseline', "compare with no baseline (not the config's, nor tooldoc-baseline.json)")
    .option('--fix', 'make the fixes rules offer and write each changed file; the report shows what remains')
    .option('--fix-dry-run', 'make the fixes without writing them; the JSON report has each changed file\'s fixed text as "output"');
  return serverOptions(command, 'lint')
    .option('--no-servers', "lint only the paths given, not the config's servers")
    .option('--locked', `report every tool that differs from ${LOCKFILE} (lock/unchanged); write it with \`tooldoc lock\``)
    .option('--lockfile <file>', `with --locked: the lock file (default ${LOCKFILE})`)
    .option('--no-gitignore', 'also lint files that .gitignore (or git\'s other excludes) leaves out of folders and globs')
    .option('--stdin-filename <path>', 'with "-" as the path: the file name to lint stdin as (its format, config overrides, the name in reports)')
    .option('--since <ref>', 'also report each breaking change since this git revision (compat/breaking-change), read without a checkout; "" turns off the config\'s since')
    .option('--accept-directives', 'with --since: new instructions to the agent were reviewed; do not report them (compat/new-directive)')
    .option('--print-config <file>', 'print, as JSON, the configuration that applies to this file (config file, rules with severity and options, overrides, ignores, limits), and lint nothing')
    .option('--debug', 'say on stderr the config of each folder, each file linted or skipped and why, the servers started, and the time of each stage')
    .option('--max-tool-rows <n>', `stylish: list at most n tools in the Tools table, the lowest graded first (default ${MAX_TOOL_ROWS}; 0 lists all)`, int('--max-tool-rows', 0))
    .option('--no-progress', 'do not show the status line on a terminal (shown on stderr during runs over a second, never in CI)')
    .addOption(progressDelayOption())
    .addHelpText(
      'after',
      `
Exit codes: 0 no errors; 1 errors found or a gate (--fail-on, --max-warnings, --min-level, --min-score) failed; 2 tooldoc could not do its job.

Examples:
  $ tooldoc lint fixtures/showcase
  $ tooldoc lint ./tools --format json --output report.json
  $ tooldoc lint 'tools/**/*.yaml' --min-level 2 --max-warnings 0
  $ tooldoc lint tools --format github --format sarif=tooldoc.sarif --format markdown=summary.md
  $ tooldoc lint --server "npx -y @modelcontextprotocol/server-everything" tools/everything/
  $ tooldoc lint --url https://mcp.example.com/mcp --header "Authorization: Bearer $TOKEN"`,
    );
}

/** The project API's options from the flags: the same names, less what only the CLI reads (reports' colour, --quiet, --verbose). */
function optionsOf(flags: LintFlags, io: LintIO, progress: ProgressLine): TooldocOptions {
  const { format, output, sarifCategory: _s, verbose: _v, quiet, color: _c, stdinFilename: _f, debug, printConfig: _p, fix, fixDryRun, progress: _g, progressDelay: _d, maxToolRows: _m, ...options } = flags;
  return {
    ...options,
    ...(progress.enabled ? { progress: (p: RunProgress) => progress.update(p) } : {}),
    // --fix and --fix-dry-run fix alike (only --fix writes); with --quiet, errors only, as ESLint does.
    ...(fix || fixDryRun ? { fix: quiet ? { errorsOnly: true } : true } : {}),
    cwd: io.cwd,
    reports: parseFormats(format, output, io.cwd),
    warn: (line) => io.stderr.write(line + '\n'),
    ...(debug ? { debug: (line: string) => io.stderr.write(line + '\n') } : {}),
  };
}

type LintIO = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string; stdin?: NodeJS.ReadableStream };

/** `tooldoc lint`: flags to options, lint (src/api/tooldoc.ts), write reports, exit code. */
export async function runLint(paths: string[], flags: LintFlags, io: LintIO): Promise<number> {
  // The status line on a terminal (src/commands/progress.ts): erased before anything else on stderr, and at the end.
  const progress = new ProgressLine(progressWanted(io.stderr, flags) ? io.stderr : undefined, { delayMs: flags.progressDelay });
  try {
    return await lintWith(paths, flags, { ...io, stderr: progress.guard(io.stderr) }, progress);
  } finally {
    progress.end();
  }
}

async function lintWith(paths: string[], flags: LintFlags, io: LintIO, progress: ProgressLine): Promise<number> {
  const say = (line: string) => io.stderr.write(line + '\n');
  const tooldoc = new Tooldoc(optionsOf(flags, io, progress));
  if (flags.printConfig !== undefined) {
    io.stdout.write(JSON.stringify(await tooldoc.calculateConfigForFile(flags.printConfig), null, 2) + '\n');
    return 0;
  }
  // "-": the text on stdin, linted as --stdin-filename (an editor or a pipe), in memory.
  const fromStdin = paths.includes('-');
  if (fromStdin && paths.length > 1) throw new UsageError('"-" lints the text on stdin; give it alone, not with other paths.');
  if (flags.stdinFilename !== undefined && !fromStdin) throw new UsageError('--stdin-filename names the text on stdin; give "-" as the path.');
  if (flags.fix && flags.fixDryRun) throw new UsageError('--fix and --fix-dry-run cannot be used together.');
  if (fromStdin && flags.fix) throw new UsageError('--fix cannot write stdin; use --fix-dry-run and read the fixed text from "output" in the JSON report.');
  const name = { filePath: flags.stdinFilename };
  const result = fromStdin ? await tooldoc.lintText(await tooldoc.readText(io.stdin ?? process.stdin, name), name) : await tooldoc.lintFiles(paths);
  // Gone before the report: stdout may be the same terminal.
  progress.end();
  if (flags.fix) for (const line of tooldoc.outputFixes(result)) say(line);
  const { toStdout, messages } = await tooldoc.writeReports(result, io, { color: flags.color, quiet: flags.quiet, sarifCategory: flags.sarifCategory, ...(flags.maxToolRows !== undefined ? { maxToolRows: flags.maxToolRows } : {}) });
  for (const line of [...messages, ...tooldoc.notes(result, flags)]) say(line);
  const exit = tooldoc.decideExit(result, { toStdout });
  for (const line of exit.messages) say(line);
  return exit.code;
}

