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
import { colorLevel } from './color.js';
import { UsageError } from '../run/errors.js';
import { NoFilesError } from '../files/find.js';
import { inputFormats } from '../input-formats/index.js';
import { EXPORT_TARGETS, type ExportTarget } from '../platforms/export.js';
import { exportFiles, type ExportOptions } from '../platforms/exporter.js';
import { DEFAULT_MCP_CACHE, DEFAULT_MCP_REVISION, MCP_REVISIONS, type McpRevision } from '../platforms/mcp.js';
import { jsonStream, streamable } from '../reporters/json-stream.js';
import { formatDiagnostics } from './diagnostics-text.js';
import { safeStream } from '../reporters/escape.js';
import { lintedInputs, prepareOutputs, writeOutput } from './output.js';
import { listServers, namesServer, serverFromFlags, serverOptions, type ServerFlags } from './server-options.js';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface ExportFlags extends ServerFlags {
  target: ExportTarget;
  strict?: boolean;
  geminiSchema: 'auto' | 'parameters' | 'json-schema';
  mcpRevision?: McpRevision;
  mcpCacheScope?: 'private' | 'public';
  mcpTtlMs?: string;
  output?: string;
  inputFormat?: string;
  color?: boolean;
}

type IO = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string };

export function exportCommand(): Command {
  const command = new Command('export')
    .description('Write the tools payload for a platform (spec §10): OpenAI, OpenAI Responses, Anthropic, Gemini or an MCP tools/list result.')
    .argument('[paths...]', 'descriptor files, folders or globs (any input format tooldoc reads); with a server, its sidecar descriptors')
    .addOption(new Option('-t, --target <platform>', 'the platform to export to').choices([...EXPORT_TARGETS]).makeOptionMandatory())
    .option('--strict', 'OpenAI: strict: true for every tool (every property required, optional ones nullable, additionalProperties: false); Anthropic: strict tool use')
    .option('--no-strict', 'OpenAI: no strict mode, not even for descriptors (default: strict for descriptors, as lint checks them; platform files go out as they are)')
    .addOption(
      new Option('--gemini-schema <mode>', 'Gemini: "parameters" (OpenAPI subset), "json-schema" (parametersJsonSchema), or "auto": parameters when the subset holds the schema, else parametersJsonSchema')
        .choices(['auto', 'parameters', 'json-schema'])
        .default('auto'),
    )
    .addOption(new Option('--mcp-revision <revision>', 'MCP: the protocol revision of the tools/list result').choices([...MCP_REVISIONS]).default(DEFAULT_MCP_REVISION))
    .addOption(new Option('--mcp-cache-scope <scope>', 'MCP 2026-07-28: who may cache the result ("private": one authorisation context; "public": anyone)').choices(['private', 'public']).default(DEFAULT_MCP_CACHE.scope))
    .option('--mcp-ttl-ms <ms>', 'MCP 2026-07-28: how long a client may cache the result, in milliseconds', String(DEFAULT_MCP_CACHE.ttlMs))
    .option('-o, --output <file>', 'write the payload to a file instead of stdout')
    .addOption(new Option('--input-format <id>', 'read every file as this format instead of detecting it').choices(inputFormats.map((f) => f.id)))
    .option('--color', 'force colour in diagnostics')
    .option('--no-color', 'disable colour in diagnostics');
  return serverOptions(command, 'export (with the sidecars given)').addHelpText(
      'after',
      `
Exit codes: 0 exported without loss; 1 exported, but a keyword or limit the platform cannot express was
dropped (each listed on stderr with its position); 2 nothing exported.

Examples:
  $ tooldoc export --target openai --strict tools/ > openai-tools.json
  $ tooldoc export --target mcp tools/ --output tools-list.json
  $ tooldoc export --target gemini --gemini-schema parameters tools/
  $ tooldoc export --target openai --server "npx -y @modelcontextprotocol/server-memory"`,
    );
}

export async function runExport(paths: string[], flags: ExportFlags, io: IO): Promise<number> {
  const ttl = flags.mcpTtlMs === undefined ? undefined : Number(flags.mcpTtlMs);
  if (ttl !== undefined && !(Number.isInteger(ttl) && ttl >= 0)) throw new UsageError(`--mcp-ttl-ms takes a whole number of milliseconds (0 or more), not "${flags.mcpTtlMs}".`);
  const options: ExportOptions = {
    target: flags.target,
    strict: flags.strict,
    geminiSchema: flags.geminiSchema,
    mcpRevision: flags.mcpRevision,
    mcpCache: { scope: flags.mcpCacheScope ?? DEFAULT_MCP_CACHE.scope, ttlMs: ttl ?? DEFAULT_MCP_CACHE.ttlMs },
    inputFormat: flags.inputFormat,
  };
  if (!paths.length && !namesServer(flags)) throw new UsageError('Name the descriptors to export, or a server with --server "<command>" or --url <url>.');
  const request = namesServer(flags) ? serverFromFlags(flags) : undefined;
  if (request && paths.length && paths.every((p) => existsSync(path.resolve(io.cwd, p)))) request.sidecars = paths.map((p) => path.resolve(io.cwd, p));
  const servers = request ? await listServers([request]) : undefined;
  for (const f of servers?.failures ?? []) {
    io.stderr.write(`tooldoc: nothing exported; ${f.describe()}\n`);
    return 2;
  }
  let exported;
  try {
    exported = await exportFiles(paths, { ...options, cwd: io.cwd, ...(servers ? { servers: servers.listed } : {}) });
  } catch (err) {
    if (err instanceof NoFilesError) throw new UsageError(err.message);
    throw err;
  }
  const { run, payload, losses, lossCount, lossyTools, notes, requestLosses } = exported;
  const color = colorLevel(flags.color, Boolean((io.stderr as { isTTY?: boolean }).isTTY));
  // The findings are coloured as --color says (the CLI's stderr passes colours only on a terminal).
  const findings = safeStream(io.stderr, { colour: color > 0 });

  const failed = run.files.filter((f) => f.status === 'failed');
  if (failed.length || run.internalErrors) {
    findings.write(formatDiagnostics(failed.length ? failed : run.files, color));
    io.stderr.write(`tooldoc: nothing exported; ${failed.length ? `${failed.length} file${failed.length === 1 ? '' : 's'} could not be read` : 'a rule crashed'}.\n`);
    return 2;
  }
  if (payload === undefined) throw new UsageError('No tools found to export; check the paths (and --input-format).');

  // Piece by piece (a payload of any size is never one string), never over one of the inputs.
  if (flags.output) prepareOutputs([{ what: 'the payload', path: flags.output }], lintedInputs(run), io.cwd);
  await writeOutput(payloadChunks(payload), flags.output, io, 'the payload', {});

  if (losses.length) findings.write(formatDiagnostics(losses, color));
  for (const r of requestLosses) io.stderr.write(`${r.file}:${r.line}:${r.column}: ${r.message}\n`);
  for (const n of notes) io.stderr.write(n + '\n');
  if (lossCount) {
    const tools = run.tools.length;
    io.stderr.write(
      `tooldoc: exported ${tools} tool${tools === 1 ? '' : 's'} to ${flags.target}; ${lossCount} thing${lossCount === 1 ? '' : 's'} in ${lossyTools} tool${lossyTools === 1 ? '' : 's'} cannot go to ${flags.target} as written (listed above: each was dropped, changed, or left for the platform to reject).\n`,
    );
    return 1;
  }
  return 0;
}

function* payloadChunks(payload: unknown): Generator<string> {
  yield* jsonStream(streamable(payload));
  yield '\n';
}
