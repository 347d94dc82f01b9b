/**
 * The GitHub Action (action.yml: `runs.using: node24`, `main: standalone/action.mjs`, which
 * scripts/standalone.mjs bundles from this module with every dependency inlined). Nothing is
 * installed at job time and the job's Node is left alone: the runner starts its own Node 24 on the
 * committed bundle, in the workspace.
 *
 * The runner passes each input as an environment variable, `INPUT_<NAME>`: the name upper-cased,
 * spaces turned into underscores, hyphens kept (`INPUT_MIN-LEVEL`), the value as written in `with:`
 * or the default from action.yml. They become `tooldoc lint` arguments, and the CLI's `main()` runs
 * in this process. Lists (paths, args) are split on spaces and new lines and taken literally: no
 * shell sees them, so globs reach tooldoc unexpanded and `$VAR` or quotes mean nothing.
 */
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { main, type CliIO } from './cli.js';
import { safeText } from './reporters/escape.js';

type Env = Record<string, string | undefined>;

/** An input whose value tooldoc cannot use: the step fails with exit 2 and this message. */
export class ActionInputError extends Error {}

/** An input's value as the runner passes it, trimmed (as @actions/core's getInput does). */
export function getInput(env: Env, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** The words of a list input: separated by spaces or new lines, each taken literally. */
export function words(value: string): string[] {
  return value.split(/\s+/).filter((w) => w !== '');
}

/** A boolean input, read as @actions/core's getBooleanInput reads one (YAML 1.2 core schema). */
function booleanInput(env: Env, name: string): boolean {
  const v = getInput(env, name);
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  if (['false', 'False', 'FALSE', ''].includes(v)) return false;
  throw new ActionInputError(`input ${name} takes true or false, not "${v}".`);
}

/** A one-line value (a file path, a revision): no new line may hide in it. */
function lineInput(env: Env, name: string): string {
  const v = getInput(env, name);
  if (/[\r\n]/.test(v)) throw new ActionInputError(`input ${name} takes one line, not several.`);
  return v;
}

export interface ActionPlan {
  /** The arguments after `tooldoc`. */
  argv: string[];
  /** The SARIF file asked for with the `sarif` input (relative to the workspace), if any. */
  sarif?: string;
}

/** The `tooldoc lint` command line that the inputs ask for. */
export function planFromInputs(env: Env): ActionPlan {
  const paths = words(getInput(env, 'paths'));
  const argv = ['lint', ...(paths.length ? paths : ['.'])];
  argv.push('--format', lineInput(env, 'format') || 'github');

  const failOn = getInput(env, 'fail-on') || 'error';
  if (!['error', 'warning', 'none'].includes(failOn)) throw new ActionInputError(`input fail-on takes error, warning or none, not "${failOn}".`);
  argv.push('--fail-on', failOn);

  const minLevel = getInput(env, 'min-level');
  if (minLevel !== '') {
    if (!/^[0-3]$/.test(minLevel)) throw new ActionInputError(`input min-level takes a whole number from 0 to 3, not "${minLevel}".`);
    argv.push('--min-level', minLevel);
  }
  const minScore = getInput(env, 'min-score');
  if (minScore !== '') {
    if (!/^\d+$/.test(minScore) || Number(minScore) > 100) throw new ActionInputError(`input min-score takes a whole number from 0 to 100, not "${minScore}".`);
    argv.push('--min-score', minScore);
  }
  const maxWarnings = getInput(env, 'max-warnings');
  if (maxWarnings !== '') {
    if (!/^\d+$/.test(maxWarnings)) throw new ActionInputError(`input max-warnings takes a whole number from 0 up, not "${maxWarnings}".`);
    argv.push('--max-warnings', maxWarnings);
  }

  const config = lineInput(env, 'config');
  if (config) argv.push('--config', config);
  const since = lineInput(env, 'since');
  if (since) argv.push('--since', since);
  if (booleanInput(env, 'accept-directives')) argv.push('--accept-directives');

  const sarif = lineInput(env, 'sarif');
  if (sarif) argv.push('--format', `sarif=${sarif}`);
  const category = lineInput(env, 'sarif-category');
  if (category) argv.push('--sarif-category', category);
  // The runner names the step's summary file; outside a runner there is none to write.
  if (booleanInput(env, 'summary') && env.GITHUB_STEP_SUMMARY) argv.push('--format', `markdown=${env.GITHUB_STEP_SUMMARY}`);

  argv.push(...words(getInput(env, 'args')));
  return { argv, ...(sarif ? { sarif } : {}) };
}

/**
 * A workflow command's message, escaped as @actions/core escapes one, and made safe for the log as
 * every other output (src/reporters/escape.ts): the message may quote an input or an error's text.
 */
function commandMessage(s: string): string {
  return safeText(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'), { commands: true });
}

/** Runs the step: the exit code it should end with. */
export async function runAction(env: Env, io: CliIO): Promise<number> {
  let plan: ActionPlan;
  try {
    plan = planFromInputs(env);
  } catch (err) {
    if (!(err instanceof ActionInputError)) throw err;
    // An annotation, so the reason shows on the run's page and not only in the log.
    io.stdout.write(`::error title=tooldoc::${commandMessage(`tooldoc: ${err.message}`)}\n`);
    return 2;
  }
  const code = await main([process.execPath, 'tooldoc', ...plan.argv], io);
  // The output names the report only when there is one to upload (a run that exits 2 may write none).
  if (plan.sarif && env.GITHUB_OUTPUT && existsSync(path.resolve(io.cwd, plan.sarif))) appendFileSync(env.GITHUB_OUTPUT, `sarif=${plan.sarif}\n`);
  return code;
}

/** The bundle's entry (standalone/action.mjs): runs the step and sets the process's exit code. */
export function actionMain(): void {
  // Whatever escapes every other guard (a plugin's stray timer) fails the step with one annotation, not a stack trace.
  const fatal = (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stdout.write(`::error title=tooldoc::${commandMessage(`tooldoc: internal error: ${message.split('\n')[0]}`)}\n`);
    if (process.env.TOOLDOC_DEBUG && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    process.exit(2);
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
  runAction(process.env, { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() }).then((code) => {
    process.exitCode = code;
  }, fatal);
}
