#!/usr/bin/env node
// No V8 flag is changed at run time (v8.setFlagsFromString): Node documents that doing so after start
// may crash, and two CI runs saw the CLI end by SIGSEGV while it did.
if (process.argv[2] === 'lint') {
  // Its files are linted in a worker thread: that worker loads the rules while this thread does (src/run/early-worker.ts).
  (await import('../dist/cli/early-worker.js')).startEarlyWorker();
}
const { exitOnSignals, main, safeText, saveCodeCache } = await import('../dist/cli/cli.js');

// A reader that goes away early (`tooldoc lint . | head`) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err && err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

// The message may quote a file, a tool or a server: made safe for a terminal or CI log like every other line.
const oneLine = (err) => safeText(String(err && err.message ? err.message : err).split('\n')[0]);

// Whatever escapes every other guard (a plugin's timer that throws, a promise nobody awaits) ends
// the run with one line and exit 2, never a stack trace. TOOLDOC_DEBUG=1 shows the stack.
const fatal = (what) => (err) => {
  process.stderr.write(`tooldoc: ${what}: ${oneLine(err)}${process.env.TOOLDOC_DEBUG ? `\n${err && err.stack}` : ''}\n`);
  process.exit(2);
};
process.on('uncaughtException', fatal('internal error (thrown outside any rule, e.g. by a plugin timer)'));
process.on('unhandledRejection', fatal('internal error (a promise rejected outside any rule, e.g. in a plugin)'));

// Ctrl-C and SIGTERM: servers killed, exit 130 or 143 (see exitOnSignals).
exitOnSignals();

main(process.argv).then(
  (code) => {
    process.exitCode = code;
    // Once the report is out, V8's compiled code for the next run, if this install has none yet (dist/cli/core.cjs).
    if (process.argv[2] === 'lint') saveCodeCache();
  },
  (err) => {
    // Thrown by a plugin in a worker thread outside any rule: said as it is when thrown in this one.
    if (err && err.outsideRule) return fatal('internal error (thrown outside any rule, e.g. by a plugin timer)')(err);
    process.stderr.write(`tooldoc: internal error: ${oneLine(err)}${process.env.TOOLDOC_DEBUG ? `\n${err && err.stack}` : ''}\n`);
    process.exitCode = 2;
  },
);
