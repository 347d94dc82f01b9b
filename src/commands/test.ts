/**
 * `tooldoc test`: calls each live server's tools with the arguments of their descriptors' examples
 * (§3.7, §9) and checks each answer against the descriptor (src/servers/example-check.ts). What is
 * called is decided first (src/servers/example-run.ts: read-only tools by default), the calls are
 * made, and the report is a lint report whose findings are the examples that disagree, each at its
 * example, with the examples run, failed and skipped per tool (`LintResult.examples`).
 *
 * Exit codes as lint: 0 every example that ran agreed; 1 one did not (or a file could not be read);
 * 2 tooldoc could not do its job (bad usage, a server that could not be started or listed), or no
 * example ran at all, as test runners exit when no test ran (0 with --pass-with-no-examples).
 */
import { Command } from 'commander';
import { Tooldoc } from '../api/tooldoc.js';
import { UsageError } from '../run/errors.js';
import { NoFilesError } from '../files/find.js';
import type { KeptTool, LintRun } from '../run/lint.js';
import { summarize } from '../run/results.js';
import { EXAMPLE_CHECKS } from '../servers/example-check.js';
import { planExamples, runExamples, sessionCaller, type Caller, type ExampleOutcome, type Permissions, type PlannedTool, type RunFailure, type SafetyTier } from '../servers/example-run.js';
import { recordExamples } from './test-record.js';
import type { ListedServer } from '../servers/sidecars.js';
import { findSourceRoot } from '../files/source-root.js';
import { didYouMean, isObject } from '../toolkit/util.js';
import type { Diagnostic, ExampleToolResult, ExamplesReport, FileResult, LintResult } from '../types/index.js';
import { VERSION } from '../run/version.js';
import { progressDelayOption, secondsFlag, reportOptions } from './flags.js';
import { ProgressLine, progressWanted } from './progress.js';
import { checkDistinct, lintedInputs, parseFormats, prepareOutputs, sourceReader, writeReports, type OutputFile } from './output.js';
import { limitsOf, planServers, serverOptions, type ServerFlags, type ServerRequest } from './server-options.js';

interface TestFlags extends ServerFlags {
  format?: string[];
  output?: string;
  sarifCategory?: string;
  color?: boolean;
  config?: string | false;
  tool?: string[];
  allowWrites?: boolean;
  allowDestructive?: boolean;
  yes?: boolean;
  callTimeout?: number;
  verbose?: boolean;
  /** False with --no-progress. */
  progress?: boolean;
  /** Hidden: milliseconds before the status line appears (for tests). */
  progressDelay?: number;
  passWithNoExamples?: boolean;
  record?: boolean;
  recordErrors?: boolean;
}

export interface TestIO {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  cwd: string;
  /** Where a confirmation is read from (--allow-destructive without --yes); only a terminal is asked. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}

export const DEFAULT_CALL_TIMEOUT_S = 30;

export function testCommand(): Command {
  const command = reportOptions(
    new Command('test')
      .description("Call a live MCP server's tools with their descriptors' examples and check each answer against the descriptor (spec §3.7, §7, §9).")
      .argument('[paths...]', "the server's sidecar descriptors: files, folders or globs (default: the config's servers' sidecars)"),
  )
    .option('--tool <name>', 'run only this tool\'s examples (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
    .option('--allow-writes', 'also call idempotent writes that are not destructive (default: only tools declared safe: true / readOnlyHint)')
    .option('--allow-destructive', 'also call every other tool (destructive ones included); asks for confirmation on a terminal')
    .option('-y, --yes', 'with --allow-destructive: do not ask for confirmation (for CI)')
    .option('--call-timeout <seconds>', `time each call may take before it is a failure (default ${DEFAULT_CALL_TIMEOUT_S})`, secondsFlag('--call-timeout', '10'))
    .option('-c, --config <file>', 'use this config file instead of looking for tooldoc.config.* from the working directory up')
    .option('--no-config', 'ignore config files')
    .option('--record', "write what the server answers into each called example's result, in its file (fields that differ between two calls into x-tooldoc.vary), then check the examples as recorded")
    .option('--record-errors', 'with --record: also call each tool once with arguments its schema rejects, and record the error as an error example')
    .option('--pass-with-no-examples', 'exit 0 when no example ran (none found, or every one skipped); without it that is exit 2')
    .option('--verbose', 'also say each example as it is run, on stderr')
    .option('--no-progress', 'do not show the status line on a terminal (shown on stderr during runs over a second, never in CI)')
    .addOption(progressDelayOption())
    .option('--color', 'force colour output')
    .option('--no-color', 'disable colour output (NO_COLOR and FORCE_COLOR are honoured too)');
  return serverOptions(command, 'call').addHelpText(
    'after',
    `
Only tools declared safe (safe: true, MCP readOnlyHint: true) are called unless --allow-writes or
--allow-destructive says otherwise, and no example whose arguments still hold a "TODO: …" placeholder;
every example not called is in the report with the reason.

--record writes each answer into the example's result, keeping the file's comments and layout: fill in
the prompts and arguments of the sidecars \`tooldoc import --server\` wrote, and the server gives the
results. What the safety gate keeps out is not called, so not recorded.

Exit codes: 0 every example that ran agreed with its server; 1 an example did not (or a file could not
be read); 2 tooldoc could not do its job (bad usage, a server that could not be started or listed), or
no example ran at all (unless --pass-with-no-examples).

Examples:
  $ tooldoc test --server "npx -y @modelcontextprotocol/server-everything" tools/everything/
  $ tooldoc test --url https://mcp.example.com/mcp --header "Authorization: Bearer $TOKEN" tools/
  $ tooldoc test --allow-writes --format junit=examples.xml
  $ tooldoc test --tool get_order --call-timeout 5
  $ tooldoc test --server "node dist/server.js" --record --record-errors tools/`,
  );
}

export async function runTest(paths: string[], flags: TestFlags, io: TestIO): Promise<number> {
  // The status line on a terminal (src/commands/progress.ts): erased before anything else on stderr, and at the end.
  const progress = new ProgressLine(progressWanted(io.stderr, flags) ? io.stderr : undefined, { delayMs: flags.progressDelay });
  try {
    return await testWith(paths, flags, { ...io, stderr: progress.guard(io.stderr) }, progress);
  } finally {
    progress.end();
  }
}

async function testWith(paths: string[], flags: TestFlags, io: TestIO, progress: ProgressLine): Promise<number> {
  const targets = parseFormats(flags.format, flags.output, io.cwd);
  // The project API resolves the configuration as for lint: each file's nearest config; the working directory's names the servers.
  const tooldoc = new Tooldoc({ cwd: io.cwd, config: flags.config });
  const config = await tooldoc.workingConfig();
  // A server whose tools come from a file cannot be called: only live ones take part.
  const plan = planServers(flags, config.servers, paths, io.cwd, 'test');
  if (!plan.requests.length) {
    throw new UsageError('tooldoc test calls a live server: give --server "<command>" or --url <url>, or a "servers" entry with a command or url in the config.');
  }
  const reportFiles: OutputFile[] = targets.flatMap((t) => (t.path === undefined ? [] : [{ what: `the ${t.format} report`, path: t.path }]));
  checkDistinct(reportFiles, io.cwd);
  const callTimeoutMs = (flags.callTimeout ?? DEFAULT_CALL_TIMEOUT_S) * 1000;
  if (flags.recordErrors && !flags.record) throw new UsageError('--record-errors adds error examples to what --record writes; add --record.');

  // Each server: opened, listed, and kept open for the calls.
  const { ServerError, openServer } = await import('../servers/list.js');
  type Session = Awaited<ReturnType<typeof openServer>>;
  let started = 0;
  progress.update({ stage: 'servers', done: 0, total: plan.requests.length });
  const opened = await Promise.all(
    plan.requests.map(async (r): Promise<{ request: ServerRequest; listed: ListedServer; session?: Session; failure?: InstanceType<typeof ServerError> }> => {
      const base = { name: r.spec.name, source: r.source, ...(r.sidecars ? { sidecars: r.sidecars } : {}), ...(r.entry ? { entry: r.entry } : {}) };
      const limits = limitsOf(r);
      let session: Session | undefined;
      try {
        session = await openServer(r.spec, limits);
        const { tools } = await session.listTools();
        return { request: r, listed: { ...base, tools }, session };
      } catch (err) {
        await session?.close();
        if (!(err instanceof ServerError)) throw err;
        return { request: r, listed: { ...base, tools: [], failure: err.message }, failure: err };
      } finally {
        progress.update({ stage: 'servers', done: ++started, total: plan.requests.length });
      }
    }),
  );
  const callers = new Map<string, Caller>();
  for (const o of opened) {
    if (!o.session) continue;
    let first: Session | undefined = o.session;
    const limits = { ...limitsOf(o.request), requestTimeoutMs: callTimeoutMs };
    callers.set(
      o.listed.name,
      sessionCaller({
        // The session that listed the tools makes the first calls; a server that died is started again.
        open: async () => {
          const s = first ?? (await openServer(o.request.spec, limits));
          first = undefined;
          return s;
        },
        isServerError: (err): err is InstanceType<typeof ServerError> => err instanceof ServerError,
      }),
    );
  }
  const serverFailures = opened.flatMap((o) => (o.failure ? [o.failure] : []));
  for (const f of serverFailures) io.stderr.write(`tooldoc: ${f.describe()}\n`);

  try {
    let run: LintRun;
    try {
      run = await tooldoc.readTools(plan.paths, opened.map((o) => o.listed));
    } catch (err) {
      if (err instanceof NoFilesError) throw new UsageError(err.message);
      throw err;
    }
    if (flags.tool?.length) {
      const names = new Set(run.tools.map((t) => t.name));
      for (const n of flags.tool) {
        if (!names.has(n)) {
          const hint = didYouMean(n, names);
          throw new UsageError(`--tool "${n}" names no tool of this run${hint ? `; did you mean "${hint}"?` : '; run without --tool to see them all.'}`);
        }
      }
    }
    const wanted = flags.tool?.length ? new Set(flags.tool) : undefined;
    const permissions: Permissions = { writes: Boolean(flags.allowWrites || flags.allowDestructive), destructive: Boolean(flags.allowDestructive) };
    const live = new Set(callers.keys());
    const down = serverFailures.map((f) => f.server);
    // What is called: the same plan for the run, and (--record) for the files as recorded.
    const planOf = (r: LintRun): PlannedTool[] => {
      const kept = r.kept!;
      const chosen = kept.map((_k, i) => i).filter((i) => !wanted || wanted.has(r.tools[i]!.name));
      return planExamples(
        chosen.map((i) => ({ name: r.tools[i]!.name, descriptor: kept[i]!.descriptor, ...(kept[i]!.server ? { server: kept[i]!.server } : {}) })),
        permissions,
        live,
        down,
      ).map((p) => ({ ...p, tool: chosen[p.tool]! }));
    };
    let planned = planOf(run);

    let declined = false;
    if (flags.allowDestructive && !flags.yes) {
      declined = !(await confirm(planned, io));
      // The answer ended the prompt's line (the terminal echoed it): the status line may be drawn again.
      progress.lineEnded();
    }

    const examples = planned.reduce((n, t) => n + t.examples.length, 0);
    let ran = 0;
    progress.update({ stage: 'examples', done: 0, total: examples });
    const onOutcome = (o: ExampleOutcome) => {
      if (flags.verbose) io.stderr.write(`tooldoc: ${run.tools[o.tool]!.name} example ${o.index + 1}: ${o.status}${o.reason ? ` (${o.reason})` : ''}${o.ms !== undefined ? ` in ${o.ms} ms` : ''}\n`);
      progress.update({ stage: 'examples', done: Math.min(++ran, examples), total: examples });
    };
    let outcomes: ExampleOutcome[];
    let stopped: Array<{ server: string; error: RunFailure }>;
    if (flags.record) {
      // The answers written into the files, then the files as recorded checked against those answers (no call made twice).
      ({ run, planned, outcomes, stopped } = await recordExamples({ tooldoc, paths: plan.paths, servers: opened.map((o) => o.listed), run, planned, planOf, callers, permissions, declined: declined ? TIERS_ASKED : new Set(), timeoutMs: callTimeoutMs, errors: Boolean(flags.recordErrors), onOutcome, io }));
    } else {
      const kept = run.kept!;
      ({ outcomes, failures: stopped } = await runExamples(planned, callers, { timeoutMs: callTimeoutMs, descriptorOf: (i) => kept[i]!.descriptor, onOutcome }));
    }
    // Gone before the report: stdout may be the same terminal.
    progress.end();
    for (const s of stopped) io.stderr.write(`tooldoc: ${s.error.describe()}\n`);

    const result = testResult(run, planned, outcomes, opened.length, io.cwd);
    prepareOutputs(reportFiles, lintedInputs(result), io.cwd);
    await writeReports(result, targets, io, { color: flags.color, sourceRoot: findSourceRoot(io.cwd), sarifCategory: flags.sarifCategory ?? 'tooldoc-test', readSource: sourceReader(io.cwd) });
    if (serverFailures.length || stopped.length) {
      const n = serverFailures.length + stopped.length;
      io.stderr.write(`tooldoc: ${n === 1 ? 'a server' : `${n} servers`} could not be tested (see above); exit 2.\n`);
      return 2;
    }
    if (result.summary.errors) return 1;
    const none = nothingRan(result.examples!);
    if (none === undefined) return 0;
    // As test runners do when no test ran: a run that checked nothing is no pass, unless that is expected.
    io.stderr.write(`tooldoc: no example ran, so nothing was checked${flags.passWithNoExamples ? '' : ' (exit 2; pass --pass-with-no-examples when that is expected)'}: ${none}.\n`);
    return flags.passWithNoExamples ? 0 : 2;
  } finally {
    // Every server started is stopped, called or not (close is idempotent).
    await Promise.all([...callers.values()].map((c) => c.close()));
    await Promise.all(opened.flatMap((o) => (o.session ? [o.session.close()] : [])));
  }
}

/** The tiers --allow-destructive asks about. */
const TIERS_ASKED: ReadonlySet<SafetyTier> = new Set(['write', 'destructive', 'undeclared']);
const NOT_CONFIRMED = 'not confirmed at the --allow-destructive prompt';

/**
 * --allow-destructive without --yes: on a terminal, the user says yes to the tools that may change or
 * delete data, by name; anywhere else the run stops (a CI job cannot answer). Declined, those tools'
 * examples are skipped and it returns false (so that --record-errors does not call them either).
 */
async function confirm(planned: PlannedTool[], io: TestIO): Promise<boolean> {
  const risky = planned.filter((t) => TIERS_ASKED.has(t.tier) && t.examples.some((e) => e.arguments));
  if (!risky.length) return true;
  const names = [...new Set(risky.map((t) => t.name))];
  const shown = names.slice(0, 8).join(', ') + (names.length > 8 ? `, +${names.length - 8} more` : '');
  const stdin = io.stdin ?? process.stdin;
  if (!stdin.isTTY) {
    throw new UsageError(`--allow-destructive would call ${names.length} tool${names.length === 1 ? '' : 's'} that may change or delete data (${shown}); add --yes to confirm when there is no terminal to ask on.`);
  }
  io.stderr.write(`tooldoc test will call ${names.length} tool${names.length === 1 ? '' : 's'} that may change or delete data: ${shown}.\nContinue? [y/N] `);
  const answer = await readLine(stdin);
  if (/^y(es)?$/i.test(answer.trim())) return true;
  io.stderr.write('tooldoc: not confirmed; the examples of those tools are skipped.\n');
  for (const t of risky) for (const e of t.examples) if (e.arguments) Object.assign(e, { arguments: undefined, skip: NOT_CONFIRMED });
  return false;
}

function readLine(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const done = () => {
      stream.off('data', onData);
      stream.off('end', done);
      stream.pause?.();
      resolve(text);
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      // An answer is a word: a line that long is no "y", and is not kept growing.
      if (text.length > 1024) text = text.slice(0, 1024) + '\n';
      if (text.includes('\n')) {
        text = text.slice(0, text.indexOf('\n'));
        done();
      }
    };
    stream.on('data', onData);
    stream.once('end', done);
    stream.resume?.();
  });
}

/** The report: the run's files with each failure at its example, and the examples per tool. */
function testResult(run: LintRun, planned: PlannedTool[], outcomes: ExampleOutcome[], servers: number, cwd: string): LintResult {
  const kept = run.kept!;
  const findings = new Map<string, Diagnostic[]>();
  // One finding per place and message: a tool its server does not list fails each example for one reason.
  const seen = new Set<string>();
  const add = (d: Diagnostic) => {
    const key = `${d.file}\u0000${d.ruleId}\u0000${d.pointer}\u0000${d.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    (findings.get(d.file) ?? findings.set(d.file, []).get(d.file)!).push(d);
  };
  const meta = new Map(EXAMPLE_CHECKS.map((m) => [m.id, m]));
  const diagnostic = (k: KeptTool, tool: string, ruleId: string, message: string, p: Array<string | number>): Diagnostic => {
    const at = k.place(p);
    const m = meta.get(ruleId)!;
    return { ruleId, severity: m.severity, level: m.level, message, file: at.file, pointer: at.pointer, path: at.path, doc: at.doc, range: at.range, tool };
  };

  const byTool = new Map<number, ExampleOutcome[]>();
  for (const o of outcomes) (byTool.get(o.tool) ?? byTool.set(o.tool, []).get(o.tool)!).push(o);
  const tools: ExampleToolResult[] = planned.map((p) => {
    const k = kept[p.tool]!;
    const t = run.tools[p.tool]!;
    const live = t.server !== undefined;
    const results = (byTool.get(p.tool) ?? []).map((o) => {
      const at = k.place(['examples', o.index]);
      for (const f of o.failures) add(diagnostic(k, t.name, `example/${f.id}`, f.message, [...f.path]));
      const prompt = promptOf(k.descriptor, o.index);
      return {
        index: o.index,
        ...(prompt !== undefined ? { prompt } : {}),
        pointer: at.pointer,
        ...(live ? {} : { line: at.range.start.line, column: at.range.start.column }),
        status: o.status,
        ...(o.reason !== undefined ? { reason: o.reason } : {}),
        ...(o.ms !== undefined ? { ms: o.ms } : {}),
        ...(o.failures.length ? { failures: o.failures.map((f) => ({ ruleId: `example/${f.id}`, message: f.message })) } : {}),
        ...(o.answer ? { answer: o.answer } : {}),
      };
    });
    const count = (s: string) => results.filter((r) => r.status === s).length;
    const reasons = new Set(results.map((r) => r.reason));
    const note = !results.length ? 'no examples' : results.every((r) => r.status === 'skipped') && reasons.size === 1 ? [...reasons][0] : undefined;
    return {
      name: t.name,
      ...(p.server !== undefined ? { server: p.server } : {}),
      file: t.file,
      ...(live ? {} : { line: t.range.start.line, column: t.range.start.column }),
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
      ...(note !== undefined ? { note } : {}),
      examples: results,
    };
  });

  const files: FileResult[] = run.files.map((f) => {
    const mine = findings.get(f.file) ?? [];
    findings.delete(f.file);
    const diagnostics = [...f.diagnostics, ...mine.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column)];
    return { ...f, diagnostics };
  });
  const summary: ExamplesReport['summary'] = { servers, tools: tools.length, examples: 0, passed: 0, failed: 0, skipped: 0 };
  for (const t of tools) {
    summary.examples += t.examples.length;
    summary.passed += t.passed;
    summary.failed += t.failed;
    summary.skipped += t.skipped;
  }
  return {
    version: VERSION,
    cwd,
    files,
    tools: [],
    summary: { ...summarize(files, []), tools: tools.length },
    rules: [...run.rules, ...EXAMPLE_CHECKS.map((m) => ({ ...m, configuredSeverity: m.severity }))],
    examples: { summary, tools },
  };
}

/** Why no example of the run was called, or undefined when one was. */
export function nothingRan(report: ExamplesReport): string | undefined {
  const s = report.summary;
  if (s.passed || s.failed) return undefined;
  if (!s.examples) return s.tools === 1 ? 'the one tool of this run has no examples' : s.tools ? `none of the ${s.tools} tools of this run has examples` : 'this run has no tools';
  const reasons = new Map<string, number>();
  for (const t of report.tools) for (const e of t.examples) if (e.reason !== undefined) reasons.set(e.reason, (reasons.get(e.reason) ?? 0) + 1);
  const ranked = [...reasons].sort((a, b) => b[1] - a[1]);
  const all = s.examples === 1 ? 'its one example was skipped' : `all ${s.examples} examples were skipped`;
  const [reason, n] = ranked[0] ?? ['', 0];
  if (!reason) return all;
  if (n === s.examples) return `${all}: ${reason}`;
  // The reason most of them share, when one does; the report has each.
  return n > ranked[1]![1] ? `${all}, ${n} of them because ${reason} (the report gives each reason)` : `${all}, for ${ranked.length} different reasons (the report gives each)`;
}

/** An example's prompt, as reports name it (one line, at most 100 characters). */
function promptOf(descriptor: Record<string, unknown>, index: number): string | undefined {
  const examples = descriptor.examples;
  const example: unknown = Array.isArray(examples) ? (examples as unknown[])[index] : undefined;
  const prompt = isObject(example) ? example.prompt : undefined;
  if (typeof prompt !== 'string' || !prompt.trim()) return undefined;
  const line = prompt.trim().replace(/\s+/g, ' ');
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}
