import { Command, Option } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { lint, lintTextsInWorkers, type LintOptions } from '../run/lint.js';
import type { ParallelOptions } from '../run/workers.js';
import { previousIn, type WorkerSetupData } from './lint-worker-options.js';
import { readRevision, SourceError, splitByRepository } from '../diff/sources.js';
import { LOCKFILE, LockError, lockReader, readLock } from '../lock.js';
import { displayPath } from '../files.js';
import { UsageError } from '../errors.js';
import { NoFilesError } from '../files.js';
import { inputFormats } from '../input-formats/index.js';
import { parseTargets, platformImportHint, targetSettings, type Target } from '../platforms/targets.js';
import { FAIL_ON_VALUES, decideExit, type FailOn } from '../gates.js';
import { findSourceRoot } from '../source-root.js';
import type { LintResult } from '../types.js';
import { formatSize, parseSize } from '../toolkit/util.js';
import { secondsFlag, reportOptions } from './flags.js';
import { checkDistinct, lintedInputs, parseFormats, withoutOwnFiles, prepareOutputs, sourceReader, writeReports, type OutputFile } from './output.js';
import { saveBaselineFile, type BaselineEntry } from '../baseline.js';
import { baselineFileOf, configFromFlags, configLintOptions, flagSettings, layerSettings, limitsFrom } from '../config/run.js';
import { unreadConfigMessage } from '../config/unread.js';
import { readFileSync } from 'node:fs';
import { decode, DEFAULT_LIMITS } from '../parse/source.js';
import { listServers, planServers, serverOptions, type ServerFlags } from './server-options.js';
import path from 'node:path';
import { hashBytes, hashKey } from '../cache.js';
import { VERSION } from '../version.js';
import { boundHeapGrowth } from '../run/heap.js';
import { writeFixes, type FixedFile } from '../run/fix.js';

/** A plugin's code is part of what results depend on: hash its module file (a missing one hashes as such). */
function contentHash(file: string): string {
  try {
    return hashBytes(readFileSync(file));
  } catch {
    return 'unreadable';
  }
}

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
  fix?: boolean;
  fixDryRun?: boolean;
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
    .option('-c, --config <file>', 'use this config file instead of looking for tooldoc.config.* from the working directory up')
    .option('--cache', 'reuse results for files whose content has not changed since the last --cache run')
    .option('--cache-location <path>', 'where --cache keeps its file (default .tooldoccache in the working directory)')
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

export async function runLint(paths: string[], flags: LintFlags, io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string; stdin?: NodeJS.ReadableStream }): Promise<number> {
  boundHeapGrowth();
  const targets = parseFormats(flags.format, flags.output, io.cwd);
  // "-": the text on stdin, linted as --stdin-filename (an editor or a pipe), in memory.
  const fromStdin = paths.includes('-');
  if (fromStdin && paths.length > 1) throw new UsageError('"-" lints the text on stdin; give it alone, not with other paths.');
  if (flags.stdinFilename !== undefined && !fromStdin) throw new UsageError('--stdin-filename names the text on stdin; give "-" as the path.');
  if (fromStdin && (flags.server !== undefined || flags.url !== undefined || flags.since !== undefined || flags.cache || flags.writeBaseline)) {
    throw new UsageError('"-" lints one text from stdin; --server, --url, --since, --cache and --write-baseline need files.');
  }
  if (flags.fix && flags.fixDryRun) throw new UsageError('--fix and --fix-dry-run cannot be used together.');
  if (fromStdin && flags.fix) throw new UsageError('--fix cannot write stdin; use --fix-dry-run and read the fixed text from "output" in the JSON report.');
  // --quiet fixes errors only, as ESLint does.
  const fix = flags.fix || flags.fixDryRun ? { ...(flags.quiet ? { errorsOnly: true } : {}) } : undefined;
  let result: LintResult & { internalErrors: number; baselineEntries?: BaselineEntry[]; cacheProblem?: string; fixed?: FixedFile[] };
  const config = await configFromFlags(flags, io.cwd, builtinRules);
  for (const u of config.unreadConfigs()) io.stderr.write(`tooldoc: ${unreadConfigMessage(u, io.cwd)}\n`);
  // The baseline: --baseline, else the config's, else tooldoc-baseline.json when it is there.
  flags = { ...flags, baseline: baselineFileOf(flags, config, io.cwd) };
  // Live servers: --server or --url, else the config's `servers` (which also name their sidecar folders).
  // No path and no server: the working directory, as ESLint, ruff and Biome do.
  const plan = planServers(fromStdin ? { ...flags, servers: false } : flags, config.servers, paths, io.cwd, 'lint', ['.']);
  const { requests, fromFiles } = plan;
  const defaulted = !paths.length && !requests.length && !fromFiles.length;
  paths = plan.paths;
  const fromConfig = configLintOptions(config, flags, io.cwd);
  const settings = layerSettings(layerSettings(fromConfig.settings ?? {}, (flags.targets ?? config.targets) ? targetSettings(config.rules, (flags.targets ?? config.targets) as Target[]) : undefined), flagSettings(flags, config.rules));
  if (flags.cacheLocation && !flags.cache) throw new UsageError('--cache-location needs --cache.');
  // Every file the run writes: none may be another, or the baseline it reads, or (after linting) an input.
  const baselineTarget = flags.writeBaseline ?? (flags.pruneBaseline ? flags.baseline : undefined);
  const reportFiles: OutputFile[] = targets.flatMap((t) => (t.path === undefined ? [] : [{ what: `the ${t.format} report`, path: t.path }]));
  const baselineFile: OutputFile[] = baselineTarget ? [{ what: 'the baseline', path: baselineTarget }] : [];
  checkDistinct(
    [
      ...reportFiles,
      ...baselineFile,
      ...(flags.cache ? [{ what: 'the cache', path: flags.cacheLocation ?? '.tooldoccache' }] : []),
      ...(flags.baseline && (!baselineTarget || path.resolve(io.cwd, flags.baseline) !== path.resolve(io.cwd, baselineTarget)) ? [{ what: 'the baseline read by --baseline', path: flags.baseline }] : []),
    ],
    io.cwd,
  );
  // --since: the catalog at that revision, for compat/breaking-change.
  const since = flags.since ?? config.since;
  /** The revision's catalog, as data the workers are sent too (and which files it was read for: a function cannot be sent). */
  let revision: WorkerSetupData['previous'];
  if (since && paths.length) {
    // A path outside the repository has no version at the revision: said, linted, not compared.
    const split = splitByRepository(paths, io.cwd);
    for (const p of split?.outside ?? []) {
      io.stderr.write(`tooldoc: ${p} is outside the git repository at ${split!.root}, so it has no version at ${since}; its tools are linted but not compared with ${since}.\n`);
    }
    try {
      const inside = split?.inside ?? paths;
      const tools = inside.length ? await readRevision(since, inside, io.cwd) : [];
      const root = split?.root;
      revision = {
        ref: since,
        tools: new Map(tools.map((t) => [t.name, { descriptor: t.descriptor, file: t.file }])),
        ...(root && split.outside.length ? { repository: root } : {}),
      };
    } catch (err) {
      if (err instanceof SourceError) throw new UsageError(err.message);
      throw err;
    }
  }
  const previous: LintOptions['previous'] = revision && previousIn(revision);
  // --locked: each tool against the lock file.
  let locked: LintOptions['locked'];
  let lock: WorkerSetupData['lock'];
  if (flags.lockfile !== undefined && !flags.locked) throw new UsageError('--lockfile needs --locked.');
  if (flags.locked) {
    const file = path.resolve(io.cwd, flags.lockfile ?? LOCKFILE);
    try {
      lock = { lock: readLock(file, displayPath(file, io.cwd)), display: displayPath(file, io.cwd) };
      locked = lockReader(lock.lock, lock.display);
    } catch (err) {
      if (err instanceof LockError) throw new UsageError(err.message);
      throw err;
    }
  }
  const servers = requests.length ? await listServers(requests) : undefined;
  for (const f of servers?.failures ?? []) io.stderr.write(`tooldoc: ${f.describe()}\n`);
  const listed = servers || fromFiles.length ? [...(servers?.listed ?? []), ...fromFiles] : undefined;
  // The per-file pass runs in worker threads, each file stopped past --max-file-time (src/run/workers.ts);
  // each worker rebuilds the configuration, and what the run joins its files to, from this.
  const setup: WorkerSetupData = {
    flags: { ...flags, format: undefined, output: undefined },
    cwd: io.cwd,
    baseline: Boolean(fromConfig.baseline),
    ...(listed ? { servers: listed } : {}),
    ...(revision ? { previous: revision } : {}),
    ...(lock ? { lock } : {}),
  };
  const parallel: ParallelOptions = {
    workers: flags.concurrency === 'off' ? 1 : (flags.concurrency ?? 'auto'),
    setup: { module: new URL('./lint-worker-options.js', import.meta.url).href, data: setup },
  };
  try {
    result = fromStdin
      ? await lintTextsInWorkers([{ path: flags.stdinFilename ?? '<stdin>', text: await readStdin(io.stdin ?? process.stdin, limitsFrom(flags, config)?.maxFileSize ?? DEFAULT_LIMITS.maxFileSize) }], {
          cwd: io.cwd,
          ...fromConfig,
          limits: limitsFrom(flags, config),
          inputFormat: flags.inputFormat,
          settings,
          ...(locked ? { locked } : {}),
          ...(fix ? { fix } : {}),
          parallel,
        })
      : await lint({
          ...(fix ? { fix } : {}),
          ...(listed ? { servers: listed } : {}),
          ...(previous ? { previous } : {}),
          ...(locked ? { locked } : {}),
          patterns: paths,
          cwd: io.cwd,
          gitignore: flags.gitignore !== false,
          ...fromConfig,
          ignoreUnknown: flags.ignoreUnknown,
          limits: limitsFrom(flags, config),
          inputFormat: flags.inputFormat,
          settings,
          cache: flags.cache
            ? {
                file: path.resolve(io.cwd, flags.cacheLocation ?? '.tooldoccache'),
                // Everything a file's per-tool results depend on besides its content.
                key: hashKey({
                  version: VERSION,
                  cwd: io.cwd,
                  rules: config.rules.map((r) => [r.meta.id, r.meta.level, r.meta.severity, r.meta.messages, r.meta.defaultOptions ?? null]),
                  plugins: config.plugins.map((p) => [p.file, contentHash(p.file)]),
                  settings,
                  overrides: config.overrides.map((o) => [o.baseDir, o.files, o.settings]),
                  inlineConfig: fromConfig.inlineConfig,
                  baseline: Boolean(fromConfig.baseline),
                  ignoreUnknown: Boolean(flags.ignoreUnknown),
                  limits: limitsFrom(flags, config),
                  inputFormat: flags.inputFormat ?? null,
                }),
              }
            : undefined,
          parallel,
      });
  } catch (err) {
    if (err instanceof NoFilesError) {
      throw new UsageError(defaulted ? 'No tool descriptors (.yaml, .yml, .json) in the working directory; name the files or folders to lint, or a server with --server "<command>" or --url <url>.' : err.message);
    }
    throw err;
  }
  if (result.cacheProblem) io.stderr.write(`tooldoc: ${result.cacheProblem}\n`);
  prepareOutputs([...reportFiles, ...(result.baselineEntries ? baselineFile : [])], lintedInputs(result), io.cwd);
  // --fix (once no report would be written over an input): each fixed file written, unless it changed on disk meanwhile (then it is left alone: exit 2).
  const notFixed = flags.fix && result.fixed ? writeFixes(result.fixed) : [];
  for (const { file, reason, detail } of notFixed) {
    io.stderr.write(`tooldoc: ${reason === 'changed' ? `${file.path} was not fixed: it changed on disk while tooldoc was fixing it; run tooldoc lint --fix again.` : `${file.path} was not fixed: it could not be written (${detail}).`}\n`);
  }
  // The reports, baseline and cache, walked into with their folder, are tooldoc's own: not "skipped, not descriptors".
  // (Only skipped ones: one that is a descriptor was linted, and the guard above refused to write over it.)
  result = withoutOwnFiles(result, [...reportFiles.map((f) => f.path), flags.baseline, baselineTarget, flags.cache ? (flags.cacheLocation ?? '.tooldoccache') : undefined], io.cwd);
  if (baselineTarget && result.baselineEntries) {
    const pruned = flags.writeBaseline ? undefined : { stale: result.baseline?.stale.length ?? 0 };
    io.stderr.write(saveBaselineFile(baselineTarget, result.baselineEntries, io.cwd, pruned) + '\n');
  }
  const shown = flags.quiet ? onlyErrors(result) : result;
  // Code frames read a file again when the result lost its text (--quiet copies it); stdin's text is not on disk.
  const readSource = fromStdin ? undefined : sourceReader(io.cwd);
  const { toStdout } = await writeReports(shown, targets, io, { color: flags.color, sourceRoot: findSourceRoot(io.cwd), ...(flags.sarifCategory !== undefined ? { sarifCategory: flags.sarifCategory } : {}), readSource });
  if (flags.verbose) {
    for (const f of result.files) if (f.status === 'skipped') io.stderr.write(`tooldoc: skipped ${f.file} (${f.reason ?? 'not a tool descriptor'})\n`);
  }
  const importHint = platformImportHint(result);
  if (importHint && !flags.quiet) io.stderr.write(importHint + '\n');
  const languages = languageNote(result.summary);
  if (languages && !flags.quiet) io.stderr.write(languages + '\n');

  const decision = decideExit(result, { failOn: flags.failOn ?? 'error', failOnExplicit: flags.failOn !== undefined, maxWarnings: flags.maxWarnings, minLevel: flags.minLevel, minScore: flags.minScore });
  // The default error gate needs no extra line when a report on stdout already shows the errors.
  for (const f of decision.failures) if (!f.implicit || !toStdout) io.stderr.write(f.message + '\n');
  // A server that could not be listed: its tools were not linted, so the run did not do its job.
  if (servers?.failures.length) {
    io.stderr.write(`tooldoc: ${servers.failures.length === 1 ? `server "${servers.failures[0]!.server}" was` : `${servers.failures.length} servers were`} not linted (see above); exit 2.\n`);
    return 2;
  }
  return notFixed.length ? 2 : decision.code;
}

/** Said once per run: which rules could not read some tools' descriptions, and in what languages (RuleMeta.languages). */
export function languageNote(summary: LintResult['summary']): string | undefined {
  const sk = summary.skippedLanguages;
  if (!sk) return undefined;
  const rules = Object.keys(sk.rules).sort();
  const langs = Object.entries(sk.languages)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  const tools = `${sk.tools} tool${sk.tools === 1 ? '' : 's'}`;
  const list = rules.length === 1 ? rules[0]! : `${rules.slice(0, -1).join(', ')} and ${rules[rules.length - 1]!}`;
  return `tooldoc: ${tools} ${sk.tools === 1 ? 'has its description' : 'have descriptions'} in a language ${list} cannot read (${langs}), so ${rules.length === 1 ? 'that rule' : 'those rules'} did not check ${sk.tools === 1 ? 'it' : 'them'}; every other rule did.`;
}

function onlyErrors<T extends LintResult>(result: T): T {
  return {
    ...result,
    files: result.files.map((f) => ({ ...f, diagnostics: f.diagnostics.filter((d) => d.severity === 'error') })),
    summary: { ...result.summary, warnings: 0, problems: result.summary.errors },
  };
}

/**
 * All of stdin, decoded as a descriptor file is (UTF-8, a BOM dropped); a binary or non-UTF-8 text is
 * an error, and so is more than `maxBytes` (--max-file-size, as for a file): counted as it arrives,
 * the reading stops there rather than holding whatever the pipe sends.
 */
export async function readStdin(stream: NodeJS.ReadableStream, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > maxBytes) throw new UsageError(`stdin: more than the ${formatSize(maxBytes)} limit; stopped reading. Split the catalog or raise --max-file-size.`);
    chunks.push(bytes);
  }
  const decoded = decode(Buffer.concat(chunks));
  if (!('text' in decoded)) throw new UsageError(`stdin: ${decoded.problem.message}`);
  return decoded.text;
}
