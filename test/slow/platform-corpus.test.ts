/**
 * End to end over ../shared/corpus (5,461 real tools from three public repositories, see
 * corpus/SOURCES.md): the built CLI reads every file without flags, recognises every tool in its
 * platform format, positions every finding inside its file, and never crashes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { GEMINI_SCHEMA_FIELDS } from '../../src/platforms/targets.js';
import { isObject, walkSchemas } from '../../src/toolkit/util.js';
import { newAjv, parseReport, requireBuild, runCli, SHARED, type JsonReport } from '../e2e/support.js';

requireBuild();

const CORPUS = path.join(SHARED, 'corpus');
let run: { code: number | null; stdout: string; stderr: string };
let report: JsonReport;

beforeAll(() => {
  run = runCli(['lint', CORPUS, '--format', 'json']);
  report = parseReport(run.stdout);
}, 120_000);

const folderOf = (file: string) => path.relative(CORPUS, path.resolve(file)).split(path.sep)[0];

describe('the real-world corpus', () => {
  it('is linted without a crash: exit 1 (findings), and stderr only says how to complete platform tools and which tools English-only rules skipped', () => {
    const skipped = (report.summary as { skippedLanguages?: { tools: number; languages: Record<string, number> } }).skippedLanguages!;
    const langs = Object.entries(skipped.languages)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([l, n]) => `${l} ${n}`)
      .join(', ');
    // FunctionChat is Korean, and a few LiveMCPBench servers are Chinese.
    expect(skipped.languages.ko).toBeGreaterThan(250);
    expect(run.stderr).toBe(
      'tooldoc: 5461 tools were read from platform formats (functions 4627, openai 307, mcp 527) with no place for errors, examples, idempotency, returns (Level 1) and latency_p50_ms, tool_search_keywords, version (Level 3), so their grades stay at Level 0; the Tools table shows the level each reaches within its format. `tooldoc import --from <format> FILE --out DIR` writes descriptors that can hold the rest.\n' +
        `tooldoc: ${skipped.tools} tools have descriptions in a language description/answer-first and description/no-marketing cannot read (${langs}), so those rules did not check them; every other rule did.\n`,
    );
    expect(run.code).toBe(1);
    expect(report.summary).toMatchObject({ files: 104, filesLinted: 104, filesSkipped: 0, filesFailed: 0, tools: 5461 });
  });

  it('recognises every tool, in the format SOURCES.md gives for its folder', () => {
    const counts: Record<string, Record<string, number>> = {};
    for (const t of report.tools) {
      const folder = folderOf(t.file)!;
      counts[folder] ??= {};
      counts[folder][t.format] = (counts[folder][t.format] ?? 0) + 1;
    }
    expect(counts).toEqual({
      bfcl: { functions: 4627 },
      livemcptool: { mcp: 527 },
      'functionchat-bench': { openai: 307 },
    });
  });

  it('raises no input or internal diagnostics', () => {
    const core = report.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId.startsWith('input/') || d.ruleId.startsWith('internal/') || d.ruleId === 'parse-error');
    expect(core).toEqual([]);
  });

  it('positions every diagnostic inside its file, on the tool it belongs to', () => {
    let checked = 0;
    for (const f of report.files) {
      const lines = readFileSync(path.resolve(f.file), 'utf8').split('\n');
      for (const d of f.diagnostics) {
        const { line, column } = d;
        expect(line, `${f.file}: ${d.ruleId}`).toBeGreaterThanOrEqual(1);
        expect(line, `${f.file}: ${d.ruleId}`).toBeLessThanOrEqual(lines.length);
        expect(column, `${f.file}:${line}: ${d.ruleId}`).toBeGreaterThanOrEqual(1);
        expect(column, `${f.file}:${line}: ${d.ruleId}`).toBeLessThanOrEqual(lines[line - 1]!.length + 1);
        expect(d.tool, `${f.file}:${line}: ${d.ruleId} has no tool`).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBe(report.summary.problems);
  });

  it('grades every tool honestly: none of these platform tools has the blocks Level 1 needs', () => {
    expect(report.summary.levels).toEqual({ 0: 5461, 1: 0, 2: 0, 3: 0 });
    // The report says what to add: every MCP tool without annotations is asked for them once.
    const mcpMissing = report.files
      .filter((f) => folderOf(f.file) === 'livemcptool')
      .flatMap((f) => f.diagnostics)
      .filter((d) => d.ruleId === 'idempotency/required');
    expect(mcpMissing.length).toBeGreaterThan(400);
  });

  it('tells tools apart within their format: the grade each reaches in what its format holds', () => {
    const capped = report.tools.filter((t) => t.formatCap);
    expect(capped).toHaveLength(5461);
    const s = report.summary.capped!;
    expect(s[0] + s[1] + s[2] + s[3]).toBe(5461);
    // No MCP tool of this capture is fully documented (483 of 527 carry "annotations": null), so each
    // stays at Level 0 within its format too; what tells them apart is what blocks the next level.
    const mcp = report.tools.filter((t) => t.format === 'mcp');
    expect(new Set(mcp.map((t) => [...new Set(t.blockers.map((b) => b.ruleId))].sort().join())).size).toBeGreaterThanOrEqual(10);
    // What a platform file cannot hold is never a per-tool finding.
    const asked = report.files.flatMap((f) => f.diagnostics).filter((d) => /^(errors|examples)\/|^(hints\/latency|search\/keywords|version\/semver)$/.test(d.ruleId));
    expect(asked).toEqual([]);
  });

  it('treats each file as one catalog: two servers never collide on a name', () => {
    const dupes = report.files.flatMap((f) => f.diagnostics.filter((d) => d.ruleId === 'name/unique').map((d) => ({ file: f.file, related: d.related ?? [] })));
    expect(dupes.length).toBeGreaterThan(0); // BFCL files repeat names inside one file
    for (const d of dupes) for (const r of d.related) expect(r.file).toBe(d.file);
    expect(dupes.filter((d) => folderOf(d.file) === 'livemcptool')).toEqual([]);
  });

  it('says at most 8 things per MCP tool on average with the recommended preset', () => {
    const mcp = report.files.filter((f) => folderOf(f.file) === 'livemcptool');
    const findings = mcp.reduce((n, f) => n + f.diagnostics.length, 0);
    const tools = report.tools.filter((t) => t.format === 'mcp').length;
    expect(findings / tools).toBeLessThanOrEqual(8);
  });
});

describe('exporting the corpus', () => {
  const exported = (target: string, ...flags: string[]) => {
    const r = runCli(['export', '--target', target, ...flags, CORPUS]);
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(r.stdout, r.stderr.slice(-2000)).not.toBe('');
    return { code: r.code, stderr: r.stderr, json: JSON.parse(r.stdout) as unknown };
  };

  it('to MCP: 5,461 tools, valid under the official 2025-11-25 schema and the SDK', () => {
    const { code, json } = exported('mcp');
    expect(code).toBe(1); // BFCL roots are "dict": reported, and exported as objects
    const ajv = newAjv({ strict: false, allErrors: true }, { build: 'ajv/dist/2020', formats: true });
    ajv.addSchema(JSON.parse(readFileSync(path.join(SHARED, 'schemas', 'mcp', '2025-11-25.schema.json'), 'utf8')) as object, 'mcp');
    const validate = ajv.getSchema('mcp#/$defs/ListToolsResult')!;
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect((json as { tools: unknown[] }).tools).toHaveLength(5461);
    expect(ListToolsResultSchema.safeParse(json).success).toBe(true);
  });

  it('to OpenAI strict: every object closed and fully required, in every one of 5,461 tools', () => {
    const { json } = exported('openai', '--strict');
    const tools = json as Array<{ function: { parameters: unknown; strict: boolean } }>;
    expect(tools).toHaveLength(5461);
    for (const t of tools) {
      expect(t.function.strict).toBe(true);
      for (const { schema: n } of walkSchemas(t.function.parameters, [])) {
        if (n.type === 'object' || (Array.isArray(n.type) && n.type.includes('object'))) {
          expect(n.additionalProperties).toBe(false);
          // Every declared property is required; a required name the object does not declare stays
          // (dropping it would change the meaning) and is reported as a loss (platform/openai-schema).
          const required = Array.isArray(n.required) ? n.required : [];
          expect(Object.keys(isObject(n.properties) ? n.properties : {}).filter((k) => !required.includes(k))).toEqual([]);
        }
      }
    }
  });

  it('to Gemini: each declaration uses either the subset (only its fields) or parametersJsonSchema', () => {
    const { json } = exported('gemini');
    const decls = (json as Array<{ functionDeclarations: Array<Record<string, unknown>> }>)[0]!.functionDeclarations;
    expect(decls).toHaveLength(5461);
    let subset = 0;
    for (const d of decls) {
      expect(d.parameters !== undefined && d.parametersJsonSchema !== undefined).toBe(false);
      if (d.parameters === undefined) continue;
      subset++;
      for (const { schema: n } of walkSchemas(d.parameters, [])) for (const k of Object.keys(n)) expect(GEMINI_SCHEMA_FIELDS.has(k), k).toBe(true);
    }
    expect(subset).toBeGreaterThan(5000);
  });
});
