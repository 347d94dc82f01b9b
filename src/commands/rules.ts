import { Command } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { configFromFlags, layerSettings, type ConfigFlags } from '../config/run.js';
import { displayPath } from '../files/display.js';
import { padEnd, widest } from '../reporters/width.js';

export function rulesCommand(): Command {
  return new Command('rules')
    .description('List every rule: id, level, severity as configured (default in brackets when different) and what it checks.')
    .option('--json', 'print as JSON')
    .option('-c, --config <file>', 'use this config file instead of looking for tooldoc.config.* from the working directory up')
    .option('--no-config', 'ignore config files; show the defaults')
    .option('--for <file>', "show the settings that apply to this file (the config's overrides included)");
}

const shown = (s: string) => (s === 'warning' ? 'warn' : s);

export async function runRules(flags: { json?: boolean; for?: string } & ConfigFlags, io: { stdout: NodeJS.WritableStream; cwd: string }): Promise<number> {
  const config = await configFromFlags(flags, io.cwd, builtinRules);
  const settings = flags.for ? layerSettings(config.settings, config.settingsFor(flags.for)) : config.settings;
  const plugin = new Map(config.plugins.flatMap((p) => p.rules.map((r) => [r.meta.id, p.name] as const)));
  const rows = config.rules.map((r) => ({
    id: r.meta.id,
    level: r.meta.level,
    severity: settings[r.meta.id]?.severity ?? r.meta.severity,
    defaultSeverity: r.meta.severity,
    spec: r.meta.spec,
    description: r.meta.description,
    ...(plugin.has(r.meta.id) ? { plugin: plugin.get(r.meta.id) } : {}),
    ...(settings[r.meta.id]?.options ? { options: { ...r.meta.defaultOptions, ...settings[r.meta.id]!.options } } : {}),
  }));
  if (flags.json) {
    io.stdout.write(JSON.stringify(rows, null, 2) + '\n');
    return 0;
  }
  if (config.file) io.stdout.write(`Configured by ${displayPath(config.file, io.cwd)}${flags.for ? `, for ${flags.for}` : ''}\n\n`);
  const w = widest(rows.map((r) => r.id));
  const sevs = rows.map((r) => (r.severity === r.defaultSeverity ? shown(r.severity) : `${shown(r.severity)} (${shown(r.defaultSeverity)})`));
  const sw = widest(sevs);
  rows.forEach((r, i) => {
    const from = r.plugin ? ` [${r.plugin}]` : '';
    io.stdout.write(`${padEnd(r.id, w)}  ${r.level === null ? 'advice ' : `Level ${r.level}`}  ${padEnd(sevs[i]!, sw)}  ${r.description}${from}\n`);
  });
  return 0;
}
