/** Option parsers and options that more than one command takes. */
import { Option, type Command } from 'commander';
import { UsageError } from '../run/errors.js';
import { formatNames } from '../reporters/index.js';
import { collectFormats } from './output.js';

/** A number of seconds above 0 (`30`, `2.5`, `10s`), for the flag `name`; `example` shows a typical value. */
export const secondsFlag = (name: string, example: string) => (value: string) => {
  const n = Number(value.trim().replace(/s$/i, ''));
  if (!value.trim() || !Number.isFinite(n) || n <= 0) throw new UsageError(`${name} takes a number of seconds above 0, such as ${example} or 2.5, not "${value}".`);
  return n;
};

/** `-f, --format` (repeatable, NAME=FILE) and `-o, --output`: where a command's reports go (see output.ts). */
export function reportOptions(command: Command): Command {
  return command
    .option('-f, --format <name[=file]>', `output format, repeatable; NAME=FILE writes that report to a file (${formatNames.join(', ')}; default stylish)`, collectFormats)
    .option('-o, --output <file>', 'write the report given without a file to this file instead of stdout')
    .option('--sarif-category <name>', 'SARIF: the category of the analysis (automationDetails.id), to tell apart several uploads for one commit', sarifCategory);
}

const sarifCategory = (value: string) => {
  if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(value)) throw new UsageError(`--sarif-category takes a name such as tooldoc or tools/mcp (letters, digits, ".", "_", "-", "/"), not "${value}".`);
  return value;
};

/**
 * `--progress-delay <ms>`, hidden: how long a run goes before its status line appears (default
 * about a second; src/commands/progress.ts). For tests, which need the line on a short run.
 */
export function progressDelayOption(): Option {
  return new Option('--progress-delay <ms>', 'milliseconds before the status line appears (for tests)')
    .argParser((value: string) => {
      if (!/^\d+$/.test(value)) throw new UsageError(`--progress-delay takes a whole number of milliseconds, not "${value}".`);
      return Number(value);
    })
    .hideHelp();
}
