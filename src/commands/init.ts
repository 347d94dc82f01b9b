import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { CONFIG_FILES } from '../config/load.js';
import { PRESETS } from '../config/presets.js';
import { UsageError } from '../run/errors.js';
import { findPackageRoot } from '../reporters/rule-docs.js';

export function initCommand(): Command {
  return new Command('init')
    .description('Write a starter tooldoc.config.yaml in the working directory.')
    .addOption(new Option('--preset <name>', 'the preset to extend').choices(PRESETS.map((p) => p.replace(/^tooldoc:/, ''))).default('recommended'))
    .option('--force', 'overwrite an existing tooldoc.config.yaml');
}

/**
 * The starter config. Every example is a comment that works once uncommented, line by line: a key
 * left with nothing under it (`rules:` with its entries commented out) means the same as no key.
 * `schemaLine` is the yaml-language-server line for editor completion, or a note when the schema
 * cannot be reached by a path from the config (see schemaComment).
 */
export function starterConfig(preset: string, schemaLine = '# yaml-language-server: $schema=./node_modules/tooldoc/schemas/config.schema.json'): string {
  return `${schemaLine}
# tooldoc configuration. \`tooldoc rules\` lists the rules; \`tooldoc explain RULE\` documents one.
# Uncomment a line to use it.

# Presets: tooldoc:recommended (default severities), tooldoc:strict (every warning an error),
# tooldoc:minimal (Level 1 rules only). Config files (base.yaml, ../shared/tooldoc.yaml) work too.
extends: tooldoc:${preset}

# Per rule: off | warn | error, or [severity, options] for rules that take options.
rules:
  # description/max-length: [warn, { max: 400 }]
  # parameters/max-depth: error

# Rule settings for some files only (globs relative to this file).
overrides:
  # - files: ["legacy/**"]
  #   rules:
  #     examples/required: off

# Files never to lint (globs relative to this file).
ignores:
  # - "vendor/**"

# Plugins: local ES modules or installed packages exporting rules made with defineRule.
plugins:
  # - ./rules/company.mjs
  # - tooldoc-plugin-acme

# Findings recorded in this file are counted, not failed (write it with --write-baseline).
# baseline: tooldoc-baseline.json
`;
}

/**
 * The line that points editors at the config's JSON Schema: a path relative to the config when
 * tooldoc is installed where the config can reach it (node_modules of the project), else a comment
 * saying how to get completion (a global or npx install has no stable path).
 */
export function schemaComment(cwd: string, schemaFile: string | undefined): string {
  if (schemaFile && existsSync(schemaFile)) {
    // Installed in the project (node_modules/tooldoc), or the project is inside a tooldoc checkout.
    const pkg = path.dirname(path.dirname(schemaFile));
    const within = (inner: string, outer: string) => inner === outer || inner.startsWith(outer + path.sep);
    if (within(pkg, cwd) || within(cwd, pkg)) {
      const rel = path.relative(cwd, schemaFile).split(path.sep).join('/');
      return `# yaml-language-server: $schema=${rel.startsWith('.') ? rel : `./${rel}`}`;
    }
  }
  return '# For completion in your editor, install tooldoc in this project (npm install -D tooldoc) and add:\n# # yaml-language-server: $schema=./node_modules/tooldoc/schemas/config.schema.json';
}

export function runInit(flags: { preset: string; force?: boolean }, io: { stdout: NodeJS.WritableStream; cwd: string }): number {
  const file = path.join(io.cwd, 'tooldoc.config.yaml');
  const existing = CONFIG_FILES.filter((n) => n !== 'package.json').find((n) => existsSync(path.join(io.cwd, n)));
  if (existing && !flags.force) throw new UsageError(`${existing} already exists; pass --force to replace it with a starter tooldoc.config.yaml.`);
  try {
    writeFileSync(file, starterConfig(flags.preset, schemaComment(io.cwd, installedSchema())));
  } catch (err) {
    throw new UsageError(`Could not write tooldoc.config.yaml: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
  }
  io.stdout.write(`Wrote tooldoc.config.yaml (extends tooldoc:${flags.preset}).\n`);
  return 0;
}

/** The config schema of the tooldoc that is running (in its package, beside dist/). */
function installedSchema(): string | undefined {
  const root = findPackageRoot();
  return root ? path.join(root, 'schemas', 'config.schema.json') : undefined;
}
