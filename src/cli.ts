/**
 * The command line: parses arguments, runs a command, maps outcomes to exit codes. The only place
 * that prints to the terminal or decides exit codes; everything below returns values.
 */
import { Command, CommanderError } from 'commander';
import { exportCommand, runExport } from './commands/export.js';
import { diffCommand, runDiff } from './commands/diff.js';
import { lockCommand, runLock } from './commands/lock.js';
import { importCommand, runImport } from './commands/import.js';
import { lintCommand, runLint } from './commands/lint.js';
import { rulesCommand, runRules } from './commands/rules.js';
import { explainCommand, runExplain } from './commands/explain.js';
import { initCommand, runInit } from './commands/init.js';
import { runTest, testCommand } from './commands/test.js';
import { lspCommand, runLsp } from './commands/lsp.js';
import { UsageError } from './run/errors.js';
import { killServers } from './servers/stdio.js';
import { colorLevel } from './commands/color.js';
import { safeStream } from './reporters/escape.js';

export { safeText } from './reporters/escape.js';
export { saveCodeCache } from './run/code-cache.js';
import { VERSION } from './run/version.js';

/**
 * Ctrl-C and SIGTERM end tooldoc within a moment, whatever it is doing: the servers it started are
 * killed with what they started, and its worker threads end with the process (130 and 143, as a
 * shell reports a process those signals ended). The main thread runs no rule (each file is linted in
 * a worker thread, src/run/workers.ts), so it is free to take the signal. For bin/tooldoc.js: a
 * program that imports tooldoc keeps its own signal handling.
 */
export function exitOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      killServers();
      process.exit(code);
    });
  }
}

export interface CliIO {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  cwd: string;
  /** Read only to confirm a destructive `tooldoc test` on a terminal (default: process.stdin, touched only then). */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}

export async function main(argv: string[], io: CliIO = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() }): Promise<number> {
  io = safeIO(io);
  let code = 0;
  const program = new Command('tooldoc')
    .description('Lint and grade the descriptors of tools published to AI agents.')
    .version(VERSION, '-v, --version', 'print the version')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
    })
    .exitOverride();

  // Commander hands each action its parsed options untyped; their shape is the options the command declares.
  const lintCmd = lintCommand().exitOverride();
  lintCmd.action(async (paths: string[], flags: Parameters<typeof runLint>[1]) => {
    code = await runLint(paths, flags, io);
  });
  program.addCommand(lintCmd);

  const exportCmd = exportCommand().exitOverride();
  exportCmd.action(async (paths: string[], flags: Parameters<typeof runExport>[1]) => {
    code = await runExport(paths, flags, io);
  });
  program.addCommand(exportCmd);

  const importCmd = importCommand().exitOverride();
  importCmd.action(async (file: string | undefined, flags: Parameters<typeof runImport>[1]) => {
    code = await runImport(file, flags, io);
  });
  program.addCommand(importCmd);

  const diffCmd = diffCommand().exitOverride();
  diffCmd.action(async (oldSpec: string, newSpec: string, flags: Parameters<typeof runDiff>[2]) => {
    code = await runDiff(oldSpec, newSpec, flags, io);
  });
  program.addCommand(diffCmd);

  const lockCmd = lockCommand().exitOverride();
  lockCmd.action(async (paths: string[], flags: Parameters<typeof runLock>[1]) => {
    code = await runLock(paths, flags, io);
  });
  program.addCommand(lockCmd);

  const testCmd = testCommand().exitOverride();
  testCmd.action(async (paths: string[], flags: Parameters<typeof runTest>[1]) => {
    code = await runTest(paths, flags, io);
  });
  program.addCommand(testCmd);

  const rulesCmd = rulesCommand().exitOverride();
  rulesCmd.action(async (flags: Parameters<typeof runRules>[0]) => {
    code = await runRules(flags, io);
  });
  program.addCommand(rulesCmd);

  const explainCmd = explainCommand().exitOverride();
  explainCmd.action(async (id: string, flags: Parameters<typeof runExplain>[1]) => {
    code = await runExplain(id, flags, io);
  });
  program.addCommand(explainCmd);

  const initCmd = initCommand().exitOverride();
  initCmd.action((flags: Parameters<typeof runInit>[0]) => {
    code = runInit(flags, io);
  });
  program.addCommand(initCmd);

  const lspCmd = lspCommand().exitOverride();
  lspCmd.action(async (flags: Parameters<typeof runLsp>[0]) => {
    code = await runLsp(flags, io);
  });
  program.addCommand(lspCmd);

  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version exit 0; every other parse failure is bad usage.
      return err.exitCode === 0 ? 0 : 2;
    }
    if (err instanceof UsageError) {
      io.stderr.write(`tooldoc: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
  return code;
}

/**
 * The CLI's streams, with everything written to them made safe for a terminal or CI log
 * (src/reporters/escape.ts): messages quote file names, tool names, a failing server's stderr, HTTP
 * error bodies and git's output. Reports, diffs and payloads are made safe with their format's
 * policy by writeOutput, which writes to the raw stream. Colours pass where the stream has them.
 */
export function safeIO(io: CliIO): CliIO {
  const colour = (s: NodeJS.WritableStream) => colorLevel(undefined, Boolean((s as { isTTY?: boolean }).isTTY)) > 0;
  return { ...io, stdout: safeStream(io.stdout, { colour: colour(io.stdout) }), stderr: safeStream(io.stderr, { colour: colour(io.stderr) }) };
}
