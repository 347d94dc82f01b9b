/** The project API's options and answers (src/api/tooldoc.ts; docs/api.md). */
import type { FixOptions } from '../run/fix.js';
import type { RuleSetting } from '../core/linter.js';
import type { FailOn, GateFailure } from '../grading/gates.js';
import type { Target } from '../platforms/targets.js';
import type { LintRun } from '../run/lint.js';
import type { OutputTarget } from '../commands/output.js';
import type { RunProgress } from '../types/index.js';

type Settings = Record<string, Partial<RuleSetting>>;

/** The flags that name a live MCP server (`--server`, `--url` …); the CLI's and the options' shape. */
export interface ServerFlags {
  server?: string;
  url?: string;
  serverName?: string;
  header?: string[];
  env?: string[];
  serverTimeout?: string;
  /** --max-response-size, in bytes. */
  maxResponseSize?: number;
}

/** The options of a project lint: the CLI's `lint` flags, by the same names. */
export interface TooldocOptions extends ServerFlags {
  /** The folder paths are relative to, and reports show them from (default: the process's). */
  cwd?: string;
  /** A config file for every file (--config), false for none (--no-config); by default each file's nearest `tooldoc.config.*` above it, up to the repository root. */
  config?: string | false;
  /** Rule settings over every config's (severity and options per rule id), as a config's `rules` would set them. */
  ruleSettings?: Settings;
  /** False: not the config's `servers` (--no-servers). */
  servers?: boolean;
  /** Compare with this git revision (compat/* rules); "" turns off the config's `since`. */
  since?: string;
  /** Check each tool against the lock file (--locked), `lockfile` or tooldoc.lock.json. */
  locked?: boolean;
  lockfile?: string;
  /** The baseline to compare with (default: the config's, else tooldoc-baseline.json when there); false for none. */
  baseline?: string | false;
  /** Record this run's findings in this baseline file. */
  writeBaseline?: string;
  /** With `baseline`: rewrite it without its stale entries. */
  pruneBaseline?: boolean;
  /** Reuse results for files unchanged since the last run (--cache), kept in `cacheLocation` (default .tooldoccache). */
  cache?: boolean;
  cacheLocation?: string;
  /** How `cache` knows a file is unchanged (--cache-strategy): by its content hash (`content`, the default) or its size and modification time (`metadata`). */
  cacheStrategy?: 'content' | 'metadata';
  /** Bytes: files larger are not parsed (default: the config's, else 10 MiB). */
  maxFileSize?: number;
  /** Seconds a file's rules may take (default: the config's, else 30). */
  maxFileTime?: number;
  /** Worker threads for the per-file pass (default auto). */
  concurrency?: number | 'auto' | 'off';
  /** Platforms the platform rules check for (default: the config's, else all). */
  targets?: Target[];
  /** Read every file as this input format instead of detecting it. */
  inputFormat?: string;
  /** Skip files that are not descriptors even when named (--ignore-unknown). */
  ignoreUnknown?: boolean;
  /** False: also lint what git ignores (--no-gitignore). */
  gitignore?: boolean;
  /** False: ignore suppression comments and x-tooldoc.disable (--no-inline-config). */
  inlineConfig?: boolean;
  /** With `since`: new directives to the agent were reviewed (--accept-directives). */
  acceptDirectives?: boolean;
  /** The reports the run will write (--format NAME[=FILE]): checked against the run's other files before linting, and against its inputs before writing. */
  reports?: OutputTarget[];
  /** The gates (--fail-on, --max-warnings, --min-level, --min-score). */
  failOn?: FailOn;
  maxWarnings?: number;
  minLevel?: number;
  minScore?: number;
  /**
   * Fix each file as it is linted (--fix, --fix-dry-run; src/run/fix.ts): the fixes rules offer
   * (never their suggestions) are made and the text linted again, until nothing changes (at most 10
   * passes). The result reports the fixed texts' findings, each changed file's fixed text as its
   * `output`, and the changed files in `fixed`; nothing is written until `outputFixes(result)`.
   * `{ errorsOnly: true }` fixes only findings that are errors (as --quiet does).
   */
  fix?: boolean | FixOptions;
  /** Told what the run does, one line each (--debug): the config of each folder, each file, the servers, the time of each stage. */
  debug?: (line: string) => void;
  /** Told what a user should know (a server that could not be listed, a cache not written), one line each. Default: nowhere. */
  warn?: (line: string) => void;
  /**
   * Told how far `lintFiles` has got, as plain data, as the counts change: servers listed of those to
   * start, files linted of those found (with the tools read so far), files through the stages after
   * the pass. For a progress display (the CLI's status line on a terminal); nothing is told otherwise.
   */
  progress?: (progress: RunProgress) => void;
}

/** A project lint's result: the run's, and the servers that could not be listed (their tools were not linted: exit 2). */
export interface TooldocResult extends LintRun {
  serverFailures: string[];
}

/** What decides a file's findings: `tooldoc lint --print-config FILE`. */
export interface FileConfig {
  /** The file, as reports name it. */
  file: string;
  /** The config file that applies (null for none: the defaults, tooldoc:recommended). */
  config: string | null;
  /** Plugin modules the config loads. */
  plugins: string[];
  /** The config's overrides that match the file (in order; later ones win). */
  overrides: Array<{ files: string[]; baseDir: string }>;
  /** Whether the config's `ignores` leave the file out. */
  ignored: boolean;
  /** Platforms the platform rules check for. */
  targets: string[] | null;
  /** The safety limits: bytes, seconds. */
  limits: { maxFileSize: number; maxFileTime: number };
  /** Whether suppression comments are honoured. */
  inlineConfig: boolean;
  /** Rules whose findings may not be suppressed. */
  unsuppressible: string[];
  /** Every rule, by id: its severity and options for this file, after presets, extends, overrides, targets and the options given. */
  rules: Record<string, { severity: RuleSetting['severity']; options?: Record<string, unknown> }>;
}

/** The exit: 0 clean, 1 errors or a failed gate, 2 tooldoc could not do its job; and the lines that say why. */
export interface TooldocExit {
  code: 0 | 1 | 2;
  failures: GateFailure[];
  /** One line each, for stderr. */
  messages: string[];
}

