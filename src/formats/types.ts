import type { JsonPath } from '../types.js';

/** One tool found in a document, already in the native descriptor shape. */
export interface ExtractedTool {
  descriptor: Record<string, unknown>;
  /** Where the tool sits in the document. */
  basePath: JsonPath;
  /**
   * Maps a path in `descriptor` to a path in the document. Defaults to `basePath` + path; a
   * platform format whose fields are named differently (`input_schema` for `parameters`) maps them.
   */
  sourcePath?(path: JsonPath): JsonPath;
}

export interface Extraction {
  tools: ExtractedTool[];
  /** Items the format expected to be tools but are not (a string in a `tools` array, say). */
  problems: Array<{ path: JsonPath; message: string }>;
}

/**
 * A format tools can be read in. `extract` returns null when the document is not in this
 * format, so formats can be tried in turn; the first that recognises a document wins.
 */
export interface InputFormat {
  id: string;
  /** One line for `--help` and docs. */
  description: string;
  extract(value: unknown): Extraction | null;
}
