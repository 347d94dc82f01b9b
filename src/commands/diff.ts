/**
 * `tooldoc diff OLD NEW`: what changed between two catalogs, tool by tool, and whether each breaking
 * change follows spec §11 (src/diff/tools.ts). A side is a file, folder or glob of the working tree,
 * or `REV:path` of a git revision, read without a checkout.
 *
 * Exit codes: 0 no change against §11; 1 a breaking change (or removal, or deprecation) against §11,
 * or a new instruction to the agent not accepted with --accept-directives; 2 a side could not be read.
 */
import { Command, Option } from 'commander';
import { colorLevel } from './color.js';
import { UsageError } from '../run/errors.js';
import { diffCatalogs } from '../diff/tools.js';
import { DIFF_FORMATS, diffFails, formatDiff, type DiffFormat } from '../diff/report.js';
import { readCatalog, SourceError, type CatalogTool } from '../diff/sources.js';
import { prepareOutputs, writeOutput } from './output.js';
import { charReference } from '../reporters/escape.js';
import { findSourceRoot } from '../files/source-root.js';

interface DiffFlags {
  format?: DiffFormat;
  acceptDirectives?: boolean;
  output?: string;
  color?: boolean;
}

export function diffCommand(): Command {
  return new Command('diff')
    .description('Compare two catalogs tool by tool and classify each change: breaking, to review (a new instruction to the agent), compatible or metadata (spec §11).')
    .argument('<old>', 'the catalog before: a file, folder or glob; REV:path of a git revision (main:tools/); a tooldoc.lock.json; or a live server, stdio:"<command>" or an http(s) URL')
    .argument('<new>', 'the catalog after, in the same forms')
    .addOption(new Option('-f, --format <name>', 'report format').choices([...DIFF_FORMATS]).default('stylish'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option('--accept-directives', 'show new instructions to the agent in model-visible text without failing (they were reviewed)')
    .option('--color', 'force colour output')
    .option('--no-color', 'disable colour output')
    .addHelpText(
      'after',
      `
Exit codes: 0 nothing against §11 and no new instruction to the agent (or --accept-directives); 1 a
breaking change under the same name, a tool removed without a deprecation cycle, a deprecation
without a valid replacement, or text that now directs the agent; 2 a side could not be read.

Examples:
  $ tooldoc diff main:tools/ tools/
  $ tooldoc diff v1.4.0:tools/ HEAD:tools/ --format markdown >> CHANGELOG.md
  $ tooldoc diff old/tools.json tools/ --format json
  $ tooldoc diff tooldoc.lock.json stdio:"npx -y @modelcontextprotocol/server-memory"`,
    );
}

export async function runDiff(oldSpec: string, newSpec: string, flags: DiffFlags, io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string }): Promise<number> {
  let before: CatalogTool[];
  let after: CatalogTool[];
  const inputs: string[] = [];
  try {
    [before, after] = await Promise.all([readCatalog(oldSpec, io.cwd, undefined, inputs), readCatalog(newSpec, io.cwd, undefined, inputs)]);
  } catch (err) {
    if (err instanceof SourceError) throw new UsageError(err.message);
    throw err;
  }
  // Never over a side's file (the same path, or a link to it), as no writer does.
  if (flags.output !== undefined) prepareOutputs([{ what: 'the diff', path: flags.output }], inputs, io.cwd, 'being compared');
  const byName = (tools: CatalogTool[]) => {
    const m = new Map<string, CatalogTool>();
    for (const t of tools) if (!m.has(t.name)) m.set(t.name, t);
    return m;
  };
  const tools = diffCatalogs(
    before.map((t) => t.descriptor),
    after.map((t) => t.descriptor),
  );
  const result = { old: oldSpec, new: newSpec, tools, before: byName(before), after: byName(after), acceptDirectives: flags.acceptDirectives === true };
  const color = colorLevel(flags.color, Boolean((io.stdout as { isTTY?: boolean }).isTTY) && flags.output === undefined);
  const format = flags.format ?? 'stylish';
  const level = flags.output === undefined ? color : 0;
  // Markdown renders a character reference as the character; the other formats read \u005B.
  const policy = { colour: level > 0, ...(format === 'markdown' ? { escape: charReference } : {}) };
  await writeOutput([formatDiff(result, format, level, { cwd: io.cwd, sourceRoot: findSourceRoot(io.cwd) })], flags.output, io, 'the diff', policy);
  return diffFails(result) ? 1 : 0;
}
