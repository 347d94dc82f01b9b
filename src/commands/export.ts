/**
 * `tooldoc export --target <platform>`: writes the payload a platform takes as its `tools`, generated
 * from native descriptors (or any input format tooldoc reads). Before translating, the platform rules
 * run for that one target: every keyword or limit the target cannot express is a diagnostic with its
 * position, printed to stderr, and the exporter drops exactly those keywords.
 *
 * Exit codes: 0 clean; 1 the payload was written but something was lost in translation; 2 nothing
 * was written (bad usage, no files or tools, a file that could not be read or parsed).
 */
import { Command, Option } from 'commander';
import { builtinRules } from '../../rules/index.js';
import { colorLevel } from '../color.js';
import { lint } from '../run/lint.js';
import { UsageError } from '../errors.js';
import { NoFilesError } from '../files.js';
import { inputFormats } from '../input-formats/index.js';
import { EXPORT_TARGETS, toAnthropic, toGemini, toMcp, toOpenAIChat, toOpenAIResponses, type ExportTarget } from '../platforms/export.js';
import type { Target } from '../platforms/targets.js';
import type { Diagnostic, Rule } from '../types.js';
import { jsonStream, streamable } from '../reporters/json-stream.js';
import { formatDiagnostics } from './diagnostics-text.js';
import { lintedInputs, prepareOutputs, writeOutput } from './output.js';

export interface ExportFlags {
  target: ExportTarget;
  strict?: boolean;
  geminiSchema: 'auto' | 'parameters' | 'json-schema';
  output?: string;
  inputFormat?: string;
  color?: boolean;
}

type IO = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string };

export function exportCommand(): Command {
  return new Command('export')
    .description('Write the tools payload for a platform (spec §10): OpenAI, OpenAI Responses, Anthropic, Gemini or an MCP tools/list result.')
    .argument('<paths...>', 'descriptor files, folders or globs (any input format tooldoc reads)')
    .addOption(new Option('-t, --target <platform>', 'the platform to export to').choices([...EXPORT_TARGETS]).makeOptionMandatory())
    .option('--strict', 'OpenAI: strict: true (every property required, optional ones nullable, additionalProperties: false); Anthropic: strict tool use')
    .addOption(
      new Option('--gemini-schema <mode>', 'Gemini: "parameters" (OpenAPI subset), "json-schema" (parametersJsonSchema), or "auto": parameters when the subset holds the schema, else parametersJsonSchema')
        .choices(['auto', 'parameters', 'json-schema'])
        .default('auto'),
    )
    .option('-o, --output <file>', 'write the payload to a file instead of stdout')
    .addOption(new Option('--input-format <id>', 'read every file as this format instead of detecting it').choices(inputFormats.map((f) => f.id)))
    .option('--color', 'force colour in diagnostics')
    .option('--no-color', 'disable colour in diagnostics')
    .addHelpText(
      'after',
      `
Exit codes: 0 exported without loss; 1 exported, but a keyword or limit the platform cannot express was
dropped (each listed on stderr with its position); 2 nothing exported.

Examples:
  $ tooldoc export --target openai --strict tools/ > openai-tools.json
  $ tooldoc export --target mcp tools/ --output tools-list.json
  $ tooldoc export --target gemini --gemini-schema parameters tools/`,
    );
}

export async function runExport(paths: string[], flags: ExportFlags, io: IO): Promise<number> {
  const platform: Target = flags.target === 'openai-responses' ? 'openai' : flags.target;
  // Every rule that takes `targets` and gates a level runs for this one platform, with the export's own
  // settings: what it reports is what the export cannot carry (advice is not a loss).
  const platformRules = builtinRules.filter((r) => hasOption(r, 'targets') && r.meta.level !== null);
  const settings: Record<string, { options: Record<string, unknown> }> = {};
  for (const r of platformRules) {
    const options: Record<string, unknown> = { targets: [platform] };
    if (hasOption(r, 'strict')) options.strict = Boolean(flags.strict);
    // Rules that check Gemini's `parameters` subset take `via`; in auto mode they check the subset in
    // full, and a tool the subset cannot hold goes through parametersJsonSchema instead (below).
    if (hasOption(r, 'via')) options.via = flags.geminiSchema === 'json-schema' ? 'parametersJsonSchema' : 'parameters';
    settings[r.meta.id] = { options };
  }
  const subsetRules = new Set(platformRules.filter((r) => hasOption(r, 'via')).map((r) => r.meta.id));
  let result;
  try {
    result = await lint({ patterns: paths, cwd: io.cwd, rules: platformRules, settings, inputFormat: flags.inputFormat, keepDescriptors: true });
  } catch (err) {
    if (err instanceof NoFilesError) throw new UsageError(err.message);
    throw err;
  }
  const color = colorLevel(flags.color, Boolean((io.stderr as { isTTY?: boolean }).isTTY));

  const failed = result.files.filter((f) => f.status === 'failed');
  if (failed.length || result.internalErrors) {
    io.stderr.write(formatDiagnostics(failed.length ? failed : result.files, color));
    io.stderr.write(`tooldoc: nothing exported; ${failed.length ? `${failed.length} file${failed.length === 1 ? '' : 's'} could not be read` : 'a rule crashed'}.\n`);
    return 2;
  }
  const tools = result.tools;
  if (!tools.length) throw new UsageError('No tools found to export; check the paths (and --input-format).');

  const byTool = new Map<number, Diagnostic[]>();
  const losses: typeof result.files = [];
  for (const f of result.files) {
    const kept: Diagnostic[] = [];
    for (const d of f.diagnostics) {
      // Findings acknowledged with a suppression comment (or a baseline) are not reported again.
      if (d.toolIndex === undefined || d.suppressed) continue;
      (byTool.get(d.toolIndex) ?? byTool.set(d.toolIndex, []).get(d.toolIndex)!).push(d);
      kept.push(d);
    }
    losses.push({ ...f, diagnostics: kept });
  }

  // Gemini auto: a tool whose schema the subset cannot hold goes through parametersJsonSchema whole,
  // which loses nothing, so its subset findings become a note instead of losses.
  const subsetOf = (i: number) => (byTool.get(i) ?? []).filter((d) => subsetRules.has(d.ruleId));
  const modes = tools.map((_t, i): 'parameters' | 'json' => {
    if (flags.geminiSchema === 'json-schema') return 'json';
    if (flags.geminiSchema === 'parameters') return 'parameters';
    return subsetOf(i).length ? 'json' : 'parameters';
  });
  const notes: string[] = [];
  if (platform === 'gemini' && flags.geminiSchema === 'auto') {
    tools.forEach((t, i) => {
      if (modes[i] === 'json') notes.push(`note: "${t.name}" is exported through parametersJsonSchema: Gemini's parameters schema cannot hold it (${describeSubset(subsetOf(i))}).`);
    });
    for (const f of losses) f.diagnostics = f.diagnostics.filter((d) => !(subsetRules.has(d.ruleId) && modes[d.toolIndex!] === 'json'));
  }

  const descriptors = result.descriptors!;
  const payload =
    flags.target === 'openai'
      ? toOpenAIChat(descriptors, { strict: flags.strict })
      : flags.target === 'openai-responses'
        ? toOpenAIResponses(descriptors, { strict: flags.strict })
        : flags.target === 'anthropic'
          ? toAnthropic(descriptors, { strict: flags.strict })
          : flags.target === 'gemini'
            ? toGemini(descriptors, modes)
            : toMcp(descriptors);
  // Piece by piece (a payload of any size is never one string), never over one of the inputs.
  if (flags.output) prepareOutputs([{ what: 'the payload', path: flags.output }], lintedInputs(result), io.cwd);
  await writeOutput(payloadChunks(payload), flags.output, io, 'the payload');

  const lossCount = losses.reduce((n, f) => n + f.diagnostics.length, 0);
  if (lossCount) io.stderr.write(formatDiagnostics(losses, color));
  for (const n of notes) io.stderr.write(n + '\n');
  if (lossCount) {
    const lossy = new Set(losses.flatMap((f) => f.diagnostics.map((d) => d.toolIndex))).size;
    io.stderr.write(`tooldoc: exported ${tools.length} tool${tools.length === 1 ? '' : 's'} to ${flags.target}; ${lossCount} thing${lossCount === 1 ? '' : 's'} in ${lossy} tool${lossy === 1 ? '' : 's'} could not be expressed and ${lossCount === 1 ? 'was' : 'were'} dropped or changed.\n`);
    return 1;
  }
  return 0;
}

function* payloadChunks(payload: unknown): Generator<string> {
  yield* jsonStream(streamable(payload));
  yield '\n';
}

function hasOption(rule: Rule, name: string): boolean {
  const props = rule.meta.options?.properties;
  return Boolean(props && typeof props === 'object' && name in props);
}

/** Where a schema leaves Gemini's subset: the first few places, by line and pointer in the file. */
function describeSubset(found: Diagnostic[]): string {
  const first = found.slice(0, 3).map((d) => `line ${d.range.start.line}: ${d.pointer}`);
  return first.join('; ') + (found.length > 3 ? `; and ${found.length - 3} more` : '');
}
