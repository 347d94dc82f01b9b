/**
 * Issue 14: `import` then `export` gives back what went in, for every platform format that can
 * round-trip: every MCP tools/list of ../shared/corpus/livemcptool, every OpenAI tools array of
 * ../shared/corpus/functionchat-bench, and payloads of the other formats generated from the fixtures.
 * In memory, with the command's own steps: read the platform file (lintTexts, no rules), write each
 * tool's descriptor as `import` does (stubbed, toYaml), export those texts (exportTexts).
 *
 * Compared as canonical JSON: keys sorted, and a null field counted as absent (Python MCP servers
 * serialise an unset field as null, e.g. "annotations": null, which the MCP schema does not allow:
 * the export leaves such fields out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ListToolsResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { Document } from 'yaml';
import { toYaml } from '../../src/commands/import.js';
import { stubbed } from '../../src/platforms/import.js';
import type { ExportTarget } from '../../src/platforms/export.js';
import { exportTexts, type ExportOptions } from '../../src/platforms/exporter.js';
import { MCP_REVISIONS } from '../../src/platforms/mcp.js';
import { lintTexts } from '../../src/run/lint.js';
import { canonical, ROOT, SHARED } from '../helpers.js';
import { mcpValidator } from '../platforms/mcp-schemas.js';

type Obj = Record<string, unknown>;


/** `tooldoc import --from <from>` in memory: the YAML text of each tool's descriptor. */
function imported(file: string, text: string, from: string): Array<{ path: string; text: string }> {
  const run = lintTexts([{ path: file, text }], { rules: [], inputFormat: from, keepDescriptors: true });
  expect(run.files[0]!.status, `${file} reads as ${from}`).toBe('linted');
  return run.tools.map((t, i) => ({ path: `${i}-${t.name}.yaml`, text: toYaml(Document, stubbed({ descriptor: run.descriptors![i]! }), `\`tooldoc import --from ${from}\` from ${file}:${t.range.start.line}`) }));
}

function exported(texts: Array<{ path: string; text: string }>, options: ExportOptions) {
  const r = exportTexts(texts, options);
  expect(r.payload, 'exported').toBeDefined();
  return r;
}

/** The tools of a payload, whatever its shape. */
function toolsOf(target: ExportTarget, payload: unknown): unknown[] {
  if (target === 'mcp') return (payload as { tools: unknown[] }).tools;
  if (target === 'gemini') return (payload as Array<{ functionDeclarations: unknown[] }>)[0]!.functionDeclarations;
  return payload as unknown[];
}

describe('MCP tools/list → import → export → the same tools/list', () => {
  const dir = path.join(SHARED, 'corpus', 'livemcptool');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it(`gives back every tool of the ${files.length} servers of livemcptool, valid under every MCP revision`, { timeout: 60_000 }, () => {
    let tools = 0;
    for (const revision of MCP_REVISIONS) {
      const validate = mcpValidator(revision, 'ListToolsResult');
      for (const f of files) {
        const text = readFileSync(path.join(dir, f), 'utf8');
        const source = JSON.parse(text) as { tools: unknown[] };
        const r = exported(imported(f, text, 'mcp'), { target: 'mcp', mcpRevision: revision });
        expect(r.lossCount, `${f}: ${JSON.stringify(r.losses)}`).toBe(0);
        const payload = r.payload as { tools: unknown[] };
        expect(canonical(payload.tools), f).toEqual(canonical(source.tools));
        expect(validate(payload), `${f} under ${revision}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
        const sdk = ListToolsResultSchema.safeParse(payload);
        expect(sdk.success, `${f}: ${JSON.stringify(sdk.error?.issues.slice(0, 3))}`).toBe(true);
        tools += source.tools.length;
      }
    }
    expect(tools).toBe(527 * MCP_REVISIONS.length);
  });

  it('keeps hints that MCP ignores (idempotentHint: false on a read-only tool) while the descriptor means the same, and derives them once it does not', () => {
    const listed = { tools: [{ name: 'read_report', description: 'Reads a report.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, idempotentHint: false } }] };
    const texts = imported('list.json', JSON.stringify(listed), 'mcp');
    const same = exported(texts, { target: 'mcp' }).payload as { tools: Obj[] };
    expect(same.tools[0]!.annotations).toEqual({ readOnlyHint: true, idempotentHint: false });
    // The descriptor now says the tool writes: the hints come from it, not from what the server listed.
    const edited = texts.map((t) => ({ ...t, text: t.text.replace('safe: true', 'safe: false') }));
    const changed = exported(edited, { target: 'mcp' }).payload as { tools: Obj[] };
    expect(changed.tools[0]!.annotations).toEqual({ readOnlyHint: false, destructiveHint: false, idempotentHint: true });
  });
});

describe('OpenAI tools → import → export → the same tools', () => {
  const dir = path.join(SHARED, 'corpus', 'functionchat-bench');

  it('gives back every tool of functionchat-bench', { timeout: 30_000 }, () => {
    let tools = 0;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      const source = JSON.parse(text) as unknown[];
      const r = exported(imported(f, text, 'openai'), { target: 'openai' });
      expect(canonical(r.payload), f).toEqual(canonical(source));
      tools += source.length;
    }
    expect(tools).toBe(307);
  });
});

describe('payloads generated from descriptors → import → export → the same payload', () => {
  const sources = [path.join(ROOT, 'fixtures', 'platforms', 'catalog.yaml'), ...readdirSync(path.join(ROOT, 'fixtures', 'showcase')).map((f) => path.join(ROOT, 'fixtures', 'showcase', f))].filter(
    (f) => /\.(ya?ml|json)$/.test(f),
  );
  const texts = sources.map((f) => ({ path: f, text: readFileSync(f, 'utf8') }));
  const cases: Array<{ target: ExportTarget; from: string; options?: Partial<ExportOptions> }> = [
    { target: 'openai', from: 'openai' },
    { target: 'openai-responses', from: 'openai-responses' },
    { target: 'anthropic', from: 'anthropic' },
    { target: 'gemini', from: 'gemini', options: { geminiSchema: 'json-schema' } },
    { target: 'mcp', from: 'mcp' },
  ];
  for (const { target, from, options } of cases) {
    it(`${target}`, () => {
      const first = exported(texts, { target, ...options });
      const payloadText = JSON.stringify(first.payload);
      const again = exported(imported(`payload.json`, payloadText, from), { target, ...options });
      // A Gemini declaration may leave its parameters out; the descriptor spec requires them, so import
      // writes the explicit "no arguments" schema, and that is what comes back (the same meaning).
      const noArguments = { type: 'object', properties: {}, additionalProperties: false };
      const before = toolsOf(target, first.payload).map((t) => (target === 'gemini' && !('parametersJsonSchema' in (t as Obj)) ? { ...(t as Obj), parametersJsonSchema: noArguments } : t));
      expect(canonical(toolsOf(target, again.payload))).toEqual(canonical(before));
    });
  }
});
