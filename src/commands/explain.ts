import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { configFromFlags, type ConfigFlags } from '../config/run.js';
import { CORE_DIAGNOSTICS } from '../core/diagnostics.js';
import { EXAMPLE_CHECKS } from '../servers/example-check.js';
import { UsageError } from '../run/errors.js';
import type { RuleMeta } from '../types/index.js';
import { didYouMean } from '../toolkit/util.js';

export function explainCommand(): Command {
  return new Command('explain')
    .description("Print a rule's documentation: what it checks, why, a bad and a good example, its options.")
    .argument('<rule>', 'rule id, e.g. parameters/property-description')
    .option('-c, --config <file>', 'config file (for plugin rules and configured severity)')
    .option('--no-config', 'ignore config files');
}

/** The package root: this file is src/commands/ (tests) or dist/src/commands/ (built). */
function packageRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const up2 = path.resolve(here, '..', '..');
  return existsSync(path.join(up2, 'package.json')) ? up2 : path.resolve(here, '..', '..', '..');
}

/** The docs page shipped with the package, `rules/<group>/<name>.md`, if there is one. */
export function docsPage(id: string): string | undefined {
  const file = path.join(packageRoot(), 'rules', ...id.split('/')) + '.md';
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function fromMetadata(meta: RuleMeta): string {
  const lines = [
    `# ${meta.id}`,
    '',
    `${meta.level === null ? 'advice (does not gate)' : `Level ${meta.level}`} · ${meta.severity} · spec ${meta.spec}`,
    '',
    meta.description,
  ];
  const messages = Object.values(meta.messages).filter((m) => m !== '{{message}}');
  if (messages.length) lines.push('', '## Messages', '', ...messages.map((m) => `- ${m}`));
  if (meta.options) lines.push('', '## Options', '', '```json', JSON.stringify({ schema: meta.options, defaults: meta.defaultOptions ?? {} }, null, 2), '```');
  if (typeof meta.docs === 'string' && meta.docs) lines.push('', `More: ${meta.docs}`);
  return lines.join('\n') + '\n';
}

/** What `tooldoc test` reports is documented in docs/testing.md, a section per check (`### example/result`). */
function testingSection(meta: RuleMeta): string | undefined {
  const file = path.join(packageRoot(), 'docs', 'testing.md');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n### ${meta.id}\n`);
  if (start === -1) return undefined;
  const body = text.slice(start + `\n### ${meta.id}\n`.length);
  const end = body.search(/\n#{1,3} /);
  return [`# ${meta.id}`, '', `reported by \`tooldoc test\` · ${meta.severity} · spec ${meta.spec}`, '', (end === -1 ? body : body.slice(0, end)).trim(), '', 'More: docs/testing.md (writing examples that run).'].join('\n') + '\n';
}

export async function runExplain(id: string, flags: ConfigFlags, io: { stdout: NodeJS.WritableStream; cwd: string }): Promise<number> {
  const config = await configFromFlags(flags, io.cwd, builtinRules);
  const rule = config.rules.find((r) => r.meta.id === id);
  const core = CORE_DIAGNOSTICS.find((m) => m.id === id);
  const check = EXAMPLE_CHECKS.find((m) => m.id === id);
  const meta = rule?.meta ?? core ?? check;
  if (!meta) {
    const hint = didYouMean(id, [...config.rules.map((r) => r.meta.id), ...CORE_DIAGNOSTICS.map((m) => m.id), ...EXAMPLE_CHECKS.map((m) => m.id)]);
    throw new UsageError(`Unknown rule "${id}"${hint ? `; did you mean "${hint}"?` : '; run `tooldoc rules` to list the rules.'}`);
  }
  const isBuiltin = builtinRules.includes(rule!) || Boolean(core);
  const page = (check ? testingSection(check) : isBuiltin ? docsPage(id) : undefined) ?? fromMetadata(meta);
  io.stdout.write(page.endsWith('\n') ? page : page + '\n');
  const setting = config.settings[id];
  if (rule && config.file && setting) {
    const sev = setting.severity ?? meta.severity;
    const opts = setting.options ? ` with options ${JSON.stringify({ ...meta.defaultOptions, ...setting.options })}` : '';
    if (sev !== meta.severity || opts) io.stdout.write(`\nConfigured: ${sev === 'warning' ? 'warn' : sev}${opts} (${path.relative(io.cwd, config.file) || config.file}).\n`);
  }
  return 0;
}
