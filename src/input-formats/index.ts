import { nativeFormat } from './native.js';
import { anthropicFormat, functionsFormat, geminiFormat, mcpFormat, openaiFormat, openaiResponsesFormat } from './platform.js';
import type { InputFormat } from './types.js';
import type { Tool } from '../types/index.js';

export type { InputFormat, Extraction, ExtractedTool } from './types.js';
export { isDefaulted } from './platform.js';

/**
 * The input formats, tried in order; the first that recognises a document wins. Platform formats
 * (OpenAI, Anthropic, Gemini, MCP) register before the native one, whose detection is the loosest.
 * Each platform format claims a list only when its first tool-shaped entry has the platform's
 * signature field (`function`, `input_schema`, `inputSchema`, `functionDeclarations`), so a native
 * catalog (`tools: [{name, parameters, ...}]`) is never mistaken for one.
 */
export const inputFormats: InputFormat[] = [
  mcpFormat,
  openaiFormat,
  openaiResponsesFormat,
  anthropicFormat,
  geminiFormat,
  functionsFormat,
  nativeFormat,
];

export function findFormat(id: string): InputFormat | undefined {
  return inputFormats.find((f) => f.id === id);
}

const byId = new Map(inputFormats.map((f) => [f.id, f]));

/** The input format a tool was read in (native when the id is unknown, e.g. a tool built by a plugin). */
export function inputFormatOf(tool: { inputFormat: string }): InputFormat {
  return byId.get(tool.inputFormat) ?? nativeFormat;
}

/**
 * Whether a tool's format has a place for a native field. A tool that carries the field anyway
 * (BFCL's `response` in a function list) holds it.
 */
export function holdsField(tool: { inputFormat: string; descriptor: Record<string, unknown> }, field: string): boolean {
  const holds = inputFormatOf(tool).holds;
  return !holds || holds.has(field) || Object.prototype.hasOwnProperty.call(tool.descriptor, field);
}

/**
 * A native path in the tool's own vocabulary, dotted: `['parameters', 'properties', 'city']` is
 * `inputSchema.properties.city` in an MCP file and `function.parameters.properties.city` in an
 * OpenAI one. Array indexes are written `[i]`.
 */
export function fieldName(tool: Pick<Tool, 'inputFormat' | 'elsewhere'>, path: ReadonlyArray<string | number>): string {
  // A sidecar's finding that goes to its server's definition speaks the server's vocabulary.
  const away = tool.elsewhere?.(path);
  const names = inputFormatOf(away ?? tool).fieldNames ?? {};
  let head = 0;
  let mapped: string | undefined;
  for (let i = path.length; i > 0; i--) {
    if (path.slice(0, i).every((s) => typeof s === 'string')) {
      const hit = names[path.slice(0, i).join('.')];
      if (hit !== undefined) {
        head = i;
        mapped = hit;
        break;
      }
    }
  }
  let out = mapped ?? '';
  for (const seg of path.slice(head)) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}
