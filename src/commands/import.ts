/**
 * `tooldoc import --from <platform> FILE --out DIR`: the adoption path for a team with existing
 * platform tools (an MCP server's tools/list, an OpenAI tools array …). Writes one native descriptor
 * per tool; every block the source lacked is stubbed with values marked "TODO: …", which
 * `descriptor/no-placeholder` (and the block rules) report until someone fills them in.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeParentDir } from '../output-files.js';
import path from 'node:path';
import { Command, Option } from 'commander';
import { colorLevel } from '../color.js';
import { lint, lintTexts } from '../run/lint.js';
import { splitCommand, serverName } from '../servers/command.js';
import { listServerTools, ServerError, type ServerSpec } from '../servers/list.js';
import { UsageError } from '../errors.js';
import { NoFilesError } from '../files.js';
import { inputFormats } from '../input-formats/index.js';
import type { ToolResult } from '../types.js';
import { isObject } from '../toolkit/util.js';
import { formatDiagnostics } from './diagnostics-text.js';

export interface ImportFlags {
  from?: string;
  out: string;
  force?: boolean;
  server?: string;
  url?: string;
  serverName?: string;
  header?: string[];
  env?: string[];
  serverTimeout?: string;
}

type IO = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string };
type Obj = Record<string, unknown>;

/** Platform formats only: importing a native descriptor would be a copy. */
const FROM = inputFormats.map((f) => f.id).filter((id) => id !== 'native');

export function importCommand(): Command {
  const collect = (v: string, prev: string[] = []) => [...prev, v];
  return new Command('import')
    .description('Convert platform tool definitions (OpenAI, Anthropic, Gemini, MCP …) into native descriptors, one file per tool, with TODO stubs for the blocks they lack.')
    .argument('[file]', 'the platform file: an OpenAI tools array, Anthropic tools, Gemini functionDeclarations, an MCP tools/list result …')
    .addOption(new Option('--from <format>', 'the format of the file').choices(FROM))
    .option('--server <command>', 'instead of a file: start this MCP server over stdio and import its tools/list')
    .option('--url <url>', 'instead of a file: connect to this MCP server over Streamable HTTP (or HTTP+SSE) and import its tools/list')
    .option('--header <name: value>', 'with --url: a request header, e.g. "Authorization: Bearer …" (repeatable)', collect)
    .option('--env <NAME=value>', 'with --server: an environment variable for the server (repeatable)', collect)
    .option('--server-name <name>', 'how to name the server in messages (default: the package or script it runs, or the URL\'s host)')
    .option('--server-timeout <seconds>', 'time for the server to start, and for each request', '30')
    .requiredOption('--out <dir>', 'folder to write the descriptors to (created if needed)')
    .option('--force', 'overwrite descriptors that already exist in the folder')
    .addHelpText(
      'after',
      `
Exit codes: 0 descriptors written; 2 nothing written (bad usage, unreadable file, not in that format, files exist, a server that failed).

Then fill in every "TODO: …" value; \`tooldoc lint DIR\` lists them (descriptor/no-placeholder) until you do.

Examples:
  $ tooldoc import --from mcp tools-list.json --out tools/
  $ tooldoc import --server "npx -y @modelcontextprotocol/server-everything" --out tools/
  $ tooldoc import --url https://mcp.example.com/mcp --header "Authorization: Bearer $TOKEN" --out tools/`,
    );
}

/** The server named by --server or --url, as listServerTools takes it. */
function serverSpec(flags: ImportFlags): ServerSpec {
  const seconds = Number(flags.serverTimeout ?? 30);
  if (!(seconds > 0 && Number.isFinite(seconds))) throw new UsageError(`--server-timeout takes a number of seconds above 0, not "${flags.serverTimeout}".`);
  const headers: Record<string, string> = {};
  for (const h of flags.header ?? []) {
    const i = h.indexOf(':');
    if (i <= 0) throw new UsageError(`--header takes "Name: value", not "${h}".`);
    headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  const env: Record<string, string> = {};
  for (const e of flags.env ?? []) {
    const i = e.indexOf('=');
    if (i <= 0) throw new UsageError(`--env takes NAME=value, not "${e}".`);
    env[e.slice(0, i)] = e.slice(i + 1);
  }
  if (flags.url !== undefined) {
    if (flags.env?.length) throw new UsageError('--env is for a server tooldoc starts (--server), not one it connects to (--url).');
    let host = flags.url;
    try {
      host = new URL(flags.url).host;
    } catch {
      // listServerTools says what is wrong with it.
    }
    return { name: flags.serverName ?? host, url: flags.url, headers };
  }
  if (flags.header?.length) throw new UsageError('--header is for a server reached by --url; give a started server its settings with --env.');
  let name = flags.serverName;
  if (name === undefined) {
    try {
      name = serverName(splitCommand(flags.server!));
    } catch {
      name = 'server';
    }
  }
  return { name, command: flags.server, env };
}

export async function runImport(file: string | undefined, flags: ImportFlags, io: IO): Promise<number> {
  const sources = [file !== undefined, flags.server !== undefined, flags.url !== undefined].filter(Boolean).length;
  if (sources !== 1) throw new UsageError('Give import one source: a platform file (with --from), --server "<command>" or --url <url>.');
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
    const spec = serverSpec(flags);
    const seconds = Number(flags.serverTimeout ?? 30);
    let listed;
    try {
      listed = await listServerTools(spec, { startupTimeoutMs: seconds * 1000, requestTimeoutMs: seconds * 1000 });
    } catch (err) {
      if (!(err instanceof ServerError)) throw err;
      io.stderr.write(`tooldoc: nothing imported; ${err.describe()}\n`);
      return 2;
    }
    source = `server:${spec.name}`;
    result = lintTexts([{ path: source, text: JSON.stringify({ tools: listed.tools }, null, 2) }], { rules: [], inputFormat: 'mcp', keepDescriptors: true });
    const how = flags.server !== undefined ? `--server ${JSON.stringify(flags.server)}` : `--url ${flags.url}`;
    origin = (_tool, index, count) => `\`tooldoc import ${how}\` from server "${spec.name}", tool ${index + 1} of ${count} in its tools/list`;
  }
  const problems = result.files.filter((f) => f.diagnostics.length);
  if (problems.length) io.stderr.write(formatDiagnostics(problems, colorLevel(undefined, false)));
  if (result.files.some((f) => f.status !== 'linted')) {
    io.stderr.write(`tooldoc: nothing imported; ${source} could not be read as "${flags.from ?? 'mcp'}".\n`);
    return 2;
  }
  const tools = result.tools.map((t, i) => ({ ...t, descriptor: result.descriptors![i]! }));
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
  const existing = planned.filter((p) => existsSync(p.target));
  if (existing.length && !flags.force) {
    throw new UsageError(`${existing.length} descriptor${existing.length === 1 ? '' : 's'} already exist in ${flags.out} (e.g. ${path.basename(existing[0]!.target)}); pass --force to overwrite.`);
  }
  try {
    // Folder by folder: a recursive mkdir under /proc never returns.
    makeParentDir(path.join(outDir, 'x'));
    planned.forEach(({ tool, target }, i) => writeFileSync(target, toYaml(Document, stubbed(tool), origin(tool, i, planned.length))));
  } catch (err) {
    throw new UsageError(`Could not write to ${flags.out}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
  }
  const todos = planned.reduce((n, p) => n + countTodos(stubbed(p.tool)), 0);
  io.stderr.write(
    `tooldoc: wrote ${planned.length} descriptor${planned.length === 1 ? '' : 's'} to ${flags.out} with ${todos} TODO${todos === 1 ? '' : 's'} to fill in; run \`tooldoc lint ${flags.out}\` to list them.\n`,
  );
  return 0;
}

function fileBase(name: string): string {
  const s = name.replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^[._-]+/, '').slice(0, 100);
  return s || 'tool';
}

const TODO = (what: string) => `TODO: ${what}`;

/** The native descriptor for an imported tool, with every missing block stubbed. */
export function stubbed(tool: { descriptor: Obj }): Obj {
  const d = tool.descriptor;
  const out: Obj = {};
  out.name = typeof d.name === 'string' ? d.name : TODO('a snake_case name');
  if (typeof d.title === 'string') out.title = d.title;
  // An empty description stays empty (the description rules say what it needs): the export gives back what the server listed.
  out.description = typeof d.description === 'string' ? d.description : TODO('say what the tool does and when to call it, in 2–5 sentences.');
  out.parameters = d.parameters ?? { type: 'object', properties: {}, additionalProperties: false };
  out.returns = d.returns ?? { description: TODO('one line on what a successful call returns.'), type: 'object', properties: {} };
  out.errors = d.errors ?? [
    {
      code: 'VALIDATION_ERROR',
      http_status: 400,
      retryable: false,
      description: TODO('when the arguments are rejected.'),
      recovery: TODO('what the agent should do, e.g. "Re-prompt with corrected arguments."'),
    },
  ];
  const idem = isObject(d.idempotency) ? d.idempotency : {};
  out.idempotency = {
    idempotent: idem.idempotent ?? TODO('true or false'),
    safe: idem.safe ?? TODO('true or false'),
    destructive: idem.destructive ?? TODO('true or false'),
  };
  if (d.open_world !== undefined) out.open_world = d.open_world;
  const name = String(out.name);
  const required = isObject(out.parameters) && Array.isArray(out.parameters.required) ? out.parameters.required.filter((r): r is string => typeof r === 'string') : [];
  const args = () => Object.fromEntries(required.map((k) => [k, TODO('a value')]));
  out.examples = d.examples ?? [
    { prompt: TODO('a user request that should trigger this tool'), tool_call: { name, arguments: args() }, result: { note: TODO('the result JSON') } },
    {
      prompt: TODO('a request that fails'),
      tool_call: { name, arguments: args() },
      result: { error: { code: 'VALIDATION_ERROR', message: TODO('the error message') } },
      notes: TODO('one sentence on the failure case.'),
    },
  ];
  for (const [k, v] of Object.entries(d)) if (!(k in out)) out[k] = v;
  return out;
}

function countTodos(v: unknown): number {
  if (typeof v === 'string') return v.startsWith('TODO') ? 1 : 0;
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + countTodos(x), 0);
  if (isObject(v)) return Object.values(v).reduce((n: number, x) => n + countTodos(x), 0);
  return 0;
}

/** The descriptor as YAML, with a comment saying where it came from (`origin`: the command and the source). */
export function toYaml(Document: typeof import('yaml').Document, descriptor: Obj, origin: string): string {
  const doc = new Document(descriptor);
  doc.commentBefore = ` Imported by ${origin}.\n Fill in every "TODO: …" value; \`tooldoc lint\` reports them until you do.`;
  return doc.toString({ lineWidth: 0 });
}
