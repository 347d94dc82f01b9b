import type { JsonPath } from '../types/index.js';

/** One tool found in a document, already in the native descriptor shape. */
export interface ExtractedTool {
  descriptor: Record<string, unknown>;
  /** Where the tool sits in the document. */
  basePath: JsonPath;
  /**
   * Maps a path in `descriptor` to a path in the document. Defaults to `basePath` + path; a
   * platform format whose fields are named differently (`input_schema` for `parameters`) maps them.
   * A plain function, not a method: the core hands it on to the tool it makes.
   */
  sourcePath?: (path: JsonPath) => JsonPath;
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
  /** How messages name the format, e.g. "MCP tools/list". */
  label: string;
  /**
   * The native descriptor fields this format has a place for (`undefined`: every field, as in
   * native descriptors). A finding that asks for a field the format cannot hold is a format gap:
   * it caps the tool's grade and is said once per run, not once per tool (see src/grading/grade.ts).
   */
  holds?: ReadonlySet<string>;
  /**
   * What one catalog is for cross-tool rules (unique names, similar descriptions): `file` for
   * platform payloads, where each file is one server's or one request's tool list, so two servers
   * linted in one run never collide; `run` for native descriptors, whose files make up one catalog;
   * `each` for a bare list of functions, the shape function collections are kept in (a library, a
   * benchmark's questions joined), which is not one request: its tools are not compared.
   */
  catalog: 'file' | 'run' | 'each';
  /**
   * The format's own names of native fields, keyed by dotted native path, for messages that must
   * speak the file's vocabulary: `{parameters: 'inputSchema', 'idempotency.safe': 'annotations.readOnlyHint'}`.
   */
  fieldNames?: Readonly<Record<string, string>>;
  extract(value: unknown): Extraction | null;
}
