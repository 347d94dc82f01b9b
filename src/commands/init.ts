import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { CONFIG_FILES } from '../config/load.js';
import { PRESETS } from '../config/presets.js';
import { UsageError } from '../errors.js';

export function initCommand(): Command {
  return new Command('init')
    .description('Write a starter tooldoc.config.yaml in the working directory.')
    .addOption(new Option('--preset <name>', 'the preset to extend').choices(PRESETS.map((p) => p.replace(/^tooldoc:/, ''))).default('recommended'))
    .option('--force', 'overwrite an existing tooldoc.config.yaml');
}

export function starterConfig(preset: string): string {
  return `# yaml-language-server: $schema=./node_modules/tooldoc/schemas/config.schema.json
# tooldoc configuration. \`tooldoc rules\` lists the rules; \`tooldoc explain RULE\` documents one.

# Presets: tooldoc:recommended (default severities), tooldoc:strict (every warning an error),
# tooldoc:minimal (Level 1 rules only). Relative paths of other config files work too.
extends: tooldoc:${preset}

# Per rule: off | warn | error, or [severity, options] for rules that take options.
rules: {}
  # description/max-length: [warn, { max: 400 }]
  # parameters/max-depth: error

# Rule settings for some files only (globs relative to this file).
overrides: []
#  - files: ["legacy/**"]
#    rules:
#      examples/required: off

# Files never to lint (globs relative to this file).
ignores: []
#  - "vendor/**"

# Plugins: local ES modules or installed packages exporting rules made with defineRule.
plugins: []
#  - ./rules/company.mjs
#  - tooldoc-plugin-acme
`;
}

export function runInit(flags: { preset: string; force?: boolean }, io: { stdout: NodeJS.WritableStream; cwd: string }): number {
  const file = path.join(io.cwd, 'tooldoc.config.yaml');
  const existing = CONFIG_FILES.filter((n) => n !== 'package.json').find((n) => existsSync(path.join(io.cwd, n)));
  if (existing && !flags.force) throw new UsageError(`${existing} already exists; pass --force to replace it with a starter tooldoc.config.yaml.`);
  try {
    writeFileSync(file, starterConfig(flags.preset));
  } catch (err) {
    throw new UsageError(`Could not write tooldoc.config.yaml: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
  }
  io.stdout.write(`Wrote tooldoc.config.yaml (extends tooldoc:${flags.preset}).\n`);
  return 0;
}
