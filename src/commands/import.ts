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
import { lint } from '../run/lint.js';
import { UsageError } from '../errors.js';
import { NoFilesError } from '../files.js';
import { inputFormats } from '../input-formats/index.js';
import type { ToolResult } from '../types.js';
import { isObject } from '../toolkit/util.js';
import { formatDiagnostics } from './diagnostics-text.js';

export interface ImportFlags {
  from: string;
  out: string;
  force?: boolean;
}

type IO = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; cwd: string };
type Obj = Record<string, unknown>;

/** Platform formats only: importing a native descriptor would be a copy. */
const FROM = inputFormats.map((f) => f.id).filter((id) => id !== 'native');

export function importCommand(): Command {
  return new Command('import')
    .description('Convert platform tool definitions (OpenAI, Anthropic, Gemini, MCP …) into native descriptors, one file per tool, with TODO stubs for the blocks they lack.')
    .argument('<file>', 'the platform file: an OpenAI tools array, Anthropic tools, Gemini functionDeclarations, an MCP tools/list result …')
    .addOption(new Option('--from <format>', 'the format of the file').choices(FROM).makeOptionMandatory())
    .requiredOption('--out <dir>', 'folder to write the descriptors to (created if needed)')
    .option('--force', 'overwrite descriptors that already exist in the folder')
    .addHelpText(
      'after',
      `
Exit codes: 0 descriptors written; 2 nothing written (bad usage, unreadable file, not in that format, files exist).

Then fill in every "TODO: …" value; \`tooldoc lint DIR\` lists them (descriptor/no-placeholder) until you do.

Example:
  $ tooldoc import --from mcp tools-list.json --out tools/`,
    );
}

export async function runImport(file: string, flags: ImportFlags, io: IO): Promise<number> {
  let result;
  try {
    // No rules: import only reads the tools, whole (their descriptors), in the format given.
    result = await lint({ patterns: [file], cwd: io.cwd, rules: [], inputFormat: flags.from, keepDescriptors: true });
  } catch (err) {
    if (err instanceof NoFilesError) throw new UsageError(err.message);
    throw err;
  }
  const problems = result.files.filter((f) => f.diagnostics.length);
  if (problems.length) io.stderr.write(formatDiagnostics(problems, colorLevel(undefined, false)));
  if (result.files.some((f) => f.status !== 'linted')) {
    io.stderr.write(`tooldoc: nothing imported; ${file} could not be read as "${flags.from}".\n`);
    return 2;
  }
  const tools = result.tools.map((t, i) => ({ ...t, descriptor: result.descriptors![i]! }));
  if (!tools.length) throw new UsageError(`${file} holds no tools in the "${flags.from}" format.`);

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
    for (const { tool, target } of planned) writeFileSync(target, toYaml(Document, stubbed(tool), tool, file));
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

export function toYaml(Document: typeof import('yaml').Document, descriptor: Obj, tool: ToolResult, source: string): string {
  const doc = new Document(descriptor);
  const line = tool.range.start.line;
  doc.commentBefore = ` Imported by \`tooldoc import --from ${tool.inputFormat}\` from ${source}:${line}.\n Fill in every "TODO: …" value; \`tooldoc lint\` reports them until you do.`;
  return doc.toString({ lineWidth: 0 });
}
