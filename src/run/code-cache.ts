/**
 * V8's code cache for the package's bundle. dist/cli/core.cjs (scripts/core-loader.cjs) compiles the
 * bundle with the code V8 kept from an earlier run of the same thread's kind, when it has it, and
 * puts a hook under a global symbol that writes that code once the run has compiled what it runs
 * (see the loader for where and when it is kept). From the sources (tests, `dist/src/`), there is no
 * hook and this does nothing.
 */

const HOOK = Symbol.for('tooldoc.codeCache');

/** Writes V8's code for the next run when this thread's bundle came without any (or with code V8 refused); never throws. */
export function saveCodeCache(): void {
  const hook = (globalThis as { [HOOK]?: { save(): void } })[HOOK];
  try {
    hook?.save();
  } catch {
    // A cache is an optimisation: a run that cannot write one is not a failed run.
  }
}
