/**
 * The exporters' output types against the official SDK types. This file is type-checked by
 * `tsc --noEmit -p tsconfig.json` (and by vitest's transform): if an exporter's return type stops
 * being assignable to the SDK's tool type, the type-check fails. At run time it exports the fixture
 * catalog and checks the constraints the types cannot express.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import type { FunctionDeclaration, Schema, Tool as GeminiSdkTool, Type } from '@google/genai';
import type { ListToolsResult } from '@modelcontextprotocol/sdk/types.js';
import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import type { FunctionTool } from 'openai/resources/responses/responses';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toAnthropic, toGemini, toMcpResult, toOpenAIChat, toOpenAIResponses } from '../../src/platforms/export.js';
import { ROOT } from '../helpers.js';

/**
 * Gemini's `Type` is a TypeScript string enum, to which no JSON value (and no string literal) is
 * assignable; the API takes its string values. This is the SDK's `Schema` with `type` widened to
 * exactly those values (`${Type}`), nothing else changed.
 */
type JsonSchemaOf<S> = Omit<S, 'type' | 'items' | 'properties' | 'anyOf'> & {
  type?: `${Type}`;
  items?: JsonSchemaOf<S>;
  properties?: Record<string, JsonSchemaOf<S>>;
  anyOf?: Array<JsonSchemaOf<S>>;
};
type GeminiJsonSchema = JsonSchemaOf<Schema>;
type GeminiJsonDeclaration = Omit<FunctionDeclaration, 'parameters' | 'response'> & { parameters?: GeminiJsonSchema; response?: GeminiJsonSchema };
type GeminiJsonTool = Omit<GeminiSdkTool, 'functionDeclarations'> & { functionDeclarations?: GeminiJsonDeclaration[] };

const catalog = parse(readFileSync(path.join(ROOT, 'fixtures', 'platforms', 'catalog.yaml'), 'utf8')) as { tools: Array<Record<string, unknown>> };
const tools = catalog.tools;

// Compile-time checks: each assignment fails `tsc` if the exporter's type drifts from the SDK's.
const openaiChat: ChatCompletionTool[] = toOpenAIChat(tools, { strict: true });
const openaiResponses: FunctionTool[] = toOpenAIResponses(tools, { strict: true });
const anthropic: Anthropic.Messages.Tool[] = toAnthropic(tools, { strict: true });
const anthropicToolUnion: Anthropic.Messages.ToolUnion[] = toAnthropic(tools);
const gemini: GeminiJsonTool[] = toGemini(tools, ['parameters', 'json', 'parameters']);
const mcp: ListToolsResult = toMcpResult(tools);

describe('exports typed as the official SDK types', () => {
  it('OpenAI Chat Completions: function tools with strict schemas', () => {
    expect(openaiChat).toHaveLength(3);
    for (const t of openaiChat) {
      expect(t.type).toBe('function');
      if (t.type !== 'function') continue;
      expect(t.function.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(t.function.strict).toBe(true);
      expect(t.function.parameters?.type).toBe('object');
    }
  });
  it('OpenAI Responses: strict and parameters present on every tool', () => {
    for (const t of openaiResponses) {
      expect(t.strict).toBe(true);
      expect(t.parameters).not.toBeNull();
    }
  });
  it('Anthropic: input_schema is an object schema, never a root union', () => {
    for (const t of [...anthropic, ...anthropicToolUnion]) {
      if (!('input_schema' in t)) throw new Error('not a custom tool');
      expect(t.input_schema.type).toBe('object');
      expect(t.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      for (const k of ['oneOf', 'anyOf', 'allOf']) expect(t.input_schema[k]).toBeUndefined();
    }
  });
  it('Gemini: one Tool of declarations; parameters and parametersJsonSchema never both', () => {
    expect(gemini).toHaveLength(1);
    const decls = gemini[0]!.functionDeclarations!;
    expect(decls.map((d) => d.name)).toEqual(['get_weather', 'archive_page', 'ping']);
    for (const d of decls) expect(d.parameters !== undefined && d.parametersJsonSchema !== undefined).toBe(false);
    expect(decls[0]!.parameters?.type).toBe('OBJECT');
    expect(decls[1]!.parametersJsonSchema).toBeDefined();
  });
  it('MCP: a ListToolsResult', () => {
    expect(mcp.tools.map((t) => t.name)).toEqual(['get_weather', 'archive_page', 'ping']);
    expect(mcp.tools[0]!.annotations?.readOnlyHint).toBe(true);
  });
});
