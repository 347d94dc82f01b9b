/**
 * `tooldoc import --from <platform> FILE --out DIR`: the adoption path for a team with existing
 * platform tools (an MCP server's tools/list, an OpenAI tools array …). Writes one native descriptor
 * per tool; every block the source lacked is stubbed with values marked "TODO: …", which
 * `descriptor/no-placeholder` (and the block rules) report until someone fills them in.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeParentDir } from '../files/write.js';
import path from 'node:path';
import { Command, Option } from 'commander';
import { colorLevel } from './color.js';
import { lint, lintTexts } from '../run/lint.js';
import { listServerTools, ServerError } from '../servers/list.js';
import { limitsOf, namesServer, serverFromFlags, serverOptions, type ServerFlags } from './server-options.js';
import { isDefaulted } from '../input-formats/index.js';
import { UsageError } from '../run/errors.js';
import { displayPath, NoFilesError } from '../files/find.js';
import { inputFormats } from '../input-formats/index.js';
import type { ToolResult } from '../types/index.js';
import { isObject } from '../toolkit/util.js';
import { formatDiagnostics } from './diagnostics-text.js';
import { lintedInputs, prepareOutputs } from './output.js';
import { stubbed, TODO } from '../platforms/import.js';

export interface ImportFlags extends ServerFlags {
  from?: string;
  out: string;
  force?: boolean;
  /** With --server or --url: whole descriptors (to generate the server's list from), not sidecars. */
  full?: boolean;
  /** With a file: sidecars that document its tools (config `servers` entry with `file`), not whole descriptors. */
  sidecars?: boolean;
}

type IO = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string };
type Obj = Record<string, unknown>;

/** Platform formats only: importing a native descriptor would be a copy. */
const FROM = inputFormats.map((f) => f.id).filter((id) => id !== 'native');

export function importCommand(): Command {
  const command = new Command('import')
    .description('Convert platform tool definitions (OpenAI, Anthropic, Gemini, MCP …) into native descriptors, one file per tool, with TODO stubs for the blocks they lack.')
    .argument('[file]', 'the platform file: an OpenAI tools array, Anthropic tools, Gemini functionDeclarations, an MCP tools/list result …')
    .addOption(new Option('--from <format>', 'the format of the file').choices(FROM))
    .requiredOption('--out <dir>', 'folder to write the descriptors to (created if needed)')
    .option('--force', 'overwrite descriptors that already exist in the folder')
    .option('--full', 'with --server or --url: write whole descriptors (name, description, schemas included) instead of sidecars that document the server')
    .option('--sidecars', 'with a file: write sidecars that document its tools (name and what the file cannot say) instead of whole descriptors');
  return serverOptions(command, 'import (instead of a file)').addHelpText(
      'after',
      `
Exit codes: 0 descriptors written; 2 nothing written (bad usage, unreadable file, not in that format, files exist, a server that failed).

Then fill in every "TODO: …" value; \`tooldoc lint DIR\` lists them (descriptor/no-placeholder) until you do.
From a server, type each example's prompt and arguments, and \`tooldoc test --server … --record DIR\`
writes its result from the server's answer.

Examples:
  $ tooldoc import --from mcp tools-list.json --out tools/
  $ tooldoc import --server "npx -y @modelcontextprotocol/server-everything" --out tools/
  $ tooldoc lint --server "npx -y @modelcontextprotocol/server-everything" tools/
  $ tooldoc import --url https://mcp.example.com/mcp --header "Authorization: Bearer $TOKEN" --out tools/`,
    );
}

export async function runImport(file: string | undefined, flags: ImportFlags, io: IO): Promise<number> {
  const sources = [file !== undefined, flags.server !== undefined, flags.url !== undefined].filter(Boolean).length;
  if (sources !== 1) throw new UsageError('Give import one source: a platform file (with --from), --server "<command>" or --url <url>.');
  if (flags.full && file !== undefined) throw new UsageError('--full is for --server and --url: from a file, import writes whole descriptors (or, with --sidecars, sidecars).');
  if (flags.sidecars && file === undefined) throw new UsageError('--sidecars is for a file: from a server, import writes sidecars (or, with --full, whole descriptors).');
  const how = namesServer(flags) ? serverFromFlags(flags).how : '';
  let result;
  let origin: (tool: ToolResult, index: number, count: number) => string;
  let source: string;
  if (file !== undefined) {
    if (flags.from === undefined) throw new UsageError(`Say which format ${file} is in with --from (${FROM.join(', ')}).`);
    try {
      // No rules: import only reads the tools, whole (their descriptors), in the format given.
      result = await lint({ patterns: [file], cwd: io.cwd, rules: [], inputFormat: flags.from, keepDescriptors: true });
    } catch (err) {
      if (err instanceof NoFilesError) throw new UsageError(err.message);
      throw err;
    }
    source = file;
    origin = (tool) => `\`tooldoc import --from ${tool.inputFormat}\` from ${file}:${tool.range.start.line}`;
  } else {
    if (flags.from !== undefined && flags.from !== 'mcp') throw new UsageError(`A server lists MCP tools; leave out --from ${flags.from}.`);
    const request = serverFromFlags(flags);
    const { spec } = request;
    let listed;
    try {
      listed = await listServerTools(spec, limitsOf(request));
    } catch (err) {
      if (!(err instanceof ServerError)) throw err;
      io.stderr.write(`tooldoc: nothing imported; ${err.describe()}\n`);
      return 2;
    }
    source = `server:${spec.name}`;
    result = lintTexts([{ path: source, text: JSON.stringify({ tools: listed.tools }, null, 2) }], { rules: [], inputFormat: 'mcp', keepDescriptors: true });
    origin = (_tool, index, count) => `\`tooldoc import ${how}\` from server "${spec.name}", tool ${index + 1} of ${count} in its tools/list`;
  }
  const problems = result.files.filter((f) => f.diagnostics.length);
  if (problems.length) io.stderr.write(formatDiagnostics(problems, colorLevel(undefined, false)));
  if (result.files.some((f) => f.status !== 'linted')) {
    io.stderr.write(`tooldoc: nothing imported; ${source} could not be read as "${flags.from ?? 'mcp'}".\n`);
    return 2;
  }
  const tools = result.tools.map((t, i) => ({ ...t, descriptor: result.descriptors![i]! }));
  // From a server, sidecars (unless --full): they document what its tools/list cannot say, and the
  // server stays the source of the rest. From a file, whole descriptors (unless --sidecars).
  const sidecars = file === undefined ? !flags.full : Boolean(flags.sidecars);
  const write = sidecars ? sidecarOf : stubbed;
  // How to lint what was written: a file's sidecars are matched to it by a config entry.
  const entry = `{name, file: ${file ?? ''}, sidecars: ${flags.out}}`;
  const lintAgain = !sidecars ? `run \`tooldoc lint ${flags.out}\`` : file === undefined ? `run \`tooldoc lint ${how} ${flags.out}\`` : `add ${entry} to the config's "servers" and run \`tooldoc lint\``;
  const about = file === undefined ? "the server's tools/list" : file;
  if (!tools.length) throw new UsageError(file !== undefined ? `${file} holds no tools in the "${flags.from}" format.` : `${source} lists no tools.`);

  // Loaded here, not at start-up: only import writes YAML.
  const { Document } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  const outDir = path.resolve(io.cwd, flags.out);
  const used = new Set<string>();
  const planned = tools.map((t) => {
    const base = fileBase(t.name);
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
    used.add(name);
    return { tool: t, target: path.join(outDir, `${name}.yaml`) };
  });
  // Never over the file being imported (the same path, or a link to it), even with --force.
  if (file !== undefined) prepareOutputs(planned.map((p) => ({ what: `the descriptor of "${p.tool.name}"`, path: displayPath(p.target, io.cwd) })), lintedInputs(result), io.cwd, 'being imported');
  const existing = planned.filter((p) => existsSync(p.target));
  if (existing.length && !flags.force) {
    throw new UsageError(`${existing.length} descriptor${existing.length === 1 ? '' : 's'} already exist in ${flags.out} (e.g. ${path.basename(existing[0]!.target)}); pass --force to overwrite.`);
  }
  try {
    // Folder by folder: a recursive mkdir under /proc never returns.
    makeParentDir(path.join(outDir, 'x'));
    // A server's sidecars: it answers their examples once their arguments are filled in.
    const record = file === undefined && sidecars ? `tooldoc test ${how} --record ${flags.out}` : undefined;
    planned.forEach(({ tool, target }, i) => writeFileSync(target, toYaml(Document, write(tool), origin(tool, i, planned.length), sidecars ? { about, lint: lintAgain.replace(/`/g, ''), ...(record ? { record } : {}) } : undefined)));
  } catch (err) {
    throw new UsageError(`Could not write to ${flags.out}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
  }
  const todos = planned.reduce((n, p) => n + countTodos(write(p.tool)), 0);
  const what = sidecars ? 'sidecar descriptor' : 'descriptor';
  io.stderr.write(`tooldoc: wrote ${planned.length} ${what}${planned.length === 1 ? '' : 's'} to ${flags.out} with ${todos} TODO${todos === 1 ? '' : 's'} to fill in; ${lintAgain} to list them.\n`);
  return 0;
}

function fileBase(name: string): string {
  const s = name.replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^[._-]+/, '').slice(0, 100);
  return s || 'tool';
}

function countTodos(v: unknown): number {
  if (typeof v === 'string') return v.startsWith('TODO') ? 1 : 0;
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + countTodos(x), 0);
  if (isObject(v)) return Object.values(v).reduce((n: number, x) => n + countTodos(x), 0);
  return 0;
}

/**
 * A sidecar for a server's tool: what its tools/list cannot say, stubbed (errors, examples, the
 * annotations it left unset, `returns` when it lists no outputSchema), and its name to match it by.
 * The server stays the source of its name, description and schemas (src/servers/sidecars.ts).
 */
export function sidecarOf(tool: { descriptor: Obj }): Obj {
  const d = tool.descriptor;
  const full = stubbed(tool);
  const out: Obj = { name: full.name };
  if (d.returns === undefined) out.returns = full.returns;
  out.errors = full.errors;
  const idem = isObject(d.idempotency) ? d.idempotency : undefined;
  // A read-only tool is idempotent and not destructive: its annotations said everything.
  const readOnly = idem?.safe === true && !isDefaulted(idem, 'safe');
  const unsaid = readOnly ? [] : ['idempotent', 'safe', 'destructive'].filter((k) => !idem || isDefaulted(idem, k) || typeof idem[k] !== 'boolean');
  if (unsaid.length) out.idempotency = Object.fromEntries(unsaid.map((k) => [k, TODO('true or false')]));
  out.examples = full.examples;
  return out;
}

/** The descriptor as YAML, with a comment saying where it came from (`origin`: the command and the source). */
export function toYaml(Document: typeof import('yaml').Document, descriptor: Obj, origin: string, sidecar?: { about: string; lint: string; record?: string }): string {
  const doc = new Document(descriptor);
  const about = sidecar ? `\n A sidecar: it documents what ${sidecar.about} cannot say; the tool's name, description and schemas stay there, so lint them together: ${sidecar.lint}.` : '';
  const record = sidecar?.record ? `\n Type each example's prompt and arguments, not its result: ${sidecar.record} writes what the server answers.` : '';
  doc.commentBefore = ` Imported by ${origin}.${about}\n Fill in every "TODO: …" value; \`tooldoc lint\` reports them until you do.${record}`;
  return doc.toString({ lineWidth: 0 });
}
