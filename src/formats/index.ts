import { nativeFormat } from './native.js';
import { anthropicFormat, functionsFormat, geminiFormat, mcpFormat, openaiFormat, openaiResponsesFormat } from './platform.js';
import type { InputFormat } from './types.js';

export type { InputFormat, Extraction, ExtractedTool } from './types.js';

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
