import { nativeFormat } from './native.js';
import type { InputFormat } from './types.js';

export type { InputFormat, Extraction, ExtractedTool } from './types.js';

/**
 * The input formats, tried in order; the first that recognises a document wins. Platform formats
 * (OpenAI, Anthropic, Gemini, MCP) register before the native one, whose detection is the loosest.
 */
export const inputFormats: InputFormat[] = [nativeFormat];

export function findFormat(id: string): InputFormat | undefined {
  return inputFormats.find((f) => f.id === id);
}
