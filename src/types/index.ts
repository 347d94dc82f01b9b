/**
 * The shapes every part of tooldoc shares: rules, the tool model, diagnostics and results.
 * Positions are 1-based everywhere; paths are arrays of keys and indexes, never pointer strings.
 */

export type Severity = 'error' | 'warning';
export type SeveritySetting = Severity | 'off';
/** The conformance level a rule gates (spec §13), or null for advice that no level requires. */
export type RuleLevel = 1 | 2 | 3 | null;
/** The grade a tool reaches: 0 when Level 1 is not met. */
export type Grade = 0 | 1 | 2 | 3;
export type JsonPath = ReadonlyArray<string | number>;

export interface Position {
  line: number;
  column: number;
}
export interface Range {
  start: Position;
  end: Position;
}

export interface RuleMeta {
  /** `group/name`, kebab-case, e.g. `name/snake-case`. */
  id: string;
  level: RuleLevel;
  severity: Severity;
  /** One line: what the rule requires. */
  description: string;
  /** The spec section(s) it enforces, e.g. `§3.3, §6`. */
  spec: string;
  /** Message templates; `{{name}}` placeholders are filled from a report's data. */
  messages: Record<string, string>;
  /** JSON Schema of the rule's options (an object), if it takes any. */
  options?: Record<string, unknown>;
  /** Default option values, merged under the configured ones. */
  defaultOptions?: Record<string, unknown>;
  /** Tags for SARIF and docs (e.g. `description`, `search`). */
  tags?: string[];
  /**
   * The descriptor fields the rule is about (`['errors']`). A finding of the rule on a tool that lacks
   * one of them, read from a format with no place for it (an MCP `tools/list` has no `errors`), is
   * not a defect that file can fix: it becomes a format gap that caps the tool's grade and is said
   * once per run, not once per tool.
   */
  fields?: string[];
  /**
   * Rules that own the same defect. A finding of this rule is dropped when one of them reports at
   * the same place of the same tool, so one defect gives one finding (a dotted name is
   * `name/snake-case`'s, not also `platform/name`'s). An entry `{ rule, messages }` defers only
   * those messages of this rule: its other messages at that place are other defects (an open
   * `{type: object}` is `parameters/additional-properties`'s, while too many properties in the same
   * schema is still `platform/openai-schema`'s to say).
   */
  defersTo?: Array<string | { rule: string; messages: string[] }>;
  /**
   * What a reviewer accepts with a command-line flag: `directives` is `--accept-directives`, which
   * turns the rule off for the run (what it reports was read and accepted).
   */
  acceptedWith?: 'directives';
  /**
   * One defect repeated down a schema (dozens of undocumented properties) is said once, not once per
   * property. When the rule reports `messageId` (or any of several) more than `after + 1` times on one tool (`after`
   * defaults to 2, so no more than three findings of one flood reach a report), the first `after` findings stay where they are and the rest become one finding
   * with message `into`, at the first of them, the others its related locations. `into` is filled
   * with `{{count}}` (how many were folded) and `{{names}}` (the `key` data of each, quoted).
   */
  flood?: { messageId: string | string[]; into: string; key: string; after?: number };
  /**
   * The languages of a tool's description the rule can read (`['en']` for a rule whose patterns are
   * English words). The core does not run it on a tool whose description is plainly in another
   * language (src/toolkit/language.ts), records that it skipped the tool, and the run says so once.
   * Unset: the rule reads any language, or does not read the description.
   */
  languages?: string[];
  /** Whether `tooldoc:recommended` enables the rule (default true); `false` leaves it to `tooldoc:strict`. */
  recommended?: boolean;
  /** Options `tooldoc:strict` sets, merged over the defaults (a broader scope, say). */
  strictOptions?: Record<string, unknown>;
  /** A URL of the rule's documentation, shown by `tooldoc explain` (built-in rules have a page beside them). */
  docs?: string;
  /**
   * For a catalog rule: what its findings depend on, so that a run with `--cache` reuses them where
   * that did not change (src/run/catalog-reuse.ts). Without it, the rule runs again whenever a file
   * of the run changed, was added or went.
   */
  catalogInputs?: CatalogInputs;
}

/**
 * What a catalog rule's findings depend on (RuleMeta.catalogInputs). Declaring it is a promise the
 * rule must keep, or a cached run would report what an uncached one does not: the cache test
 * (test/slow/cache-reuse.test.ts) compares the two on every built-in rule that declares it.
 */
export interface CatalogInputs {
  /**
   * The top-level fields of a tool's catalog view the rule reads, besides `name`. It reads nothing
   * else of a tool but its name, file, document, path and input format, locates nothing but the tool,
   * those fields and places inside them, and reads only the tools of `catalog` (not `catalogs`,
   * unless `catalogs`). A change that leaves all of that as it was on every tool of the catalog does not
   * run the rule again. (A tool's `server`, `previous` and `locked` are never set in a run with the
   * cache: a run that joins servers, a revision or a lock lints every file.)
   */
  fields: string[];
  /**
   * The rule reads the other catalogs of the run too (`catalogs`: the same of each of their tools):
   * a change in any of them runs it again on all of them. Not with `names`.
   */
  catalogs?: boolean;
  /**
   * Fields of a tool that name the tools its findings depend on: `['name']` for the tools of its own
   * name, `['replacement']` for the tool it names as its replacement. The rule's findings on a tool
   * are a function of the tool and of the catalog's tools of those names (in catalog order); and
   * over a catalog whose `tools` are some of the catalog's (its `byName` still all of them), the
   * rule reports on those tools what it reports on them over the whole catalog. After a change,
   * only the changed tools and the tools that name a changed tool's name (before or after the
   * change) are checked again. Each must be `name` or one of `fields`.
   */
  names?: string[];
  /**
   * With `names`: a tool that names a tool the catalog does not have depends on every name of the
   * catalog, in order (a "did you mean" over them), and is checked again when they change.
   */
  allNames?: boolean;
}

export interface ReportDescriptor {
  /** Path relative to the tool, e.g. `['parameters', 'properties', 'city']`. */
  path: JsonPath;
  messageId: string;
  data?: Record<string, string | number | boolean>;
  /**
   * Placeholders filled like `data` that say where something else is (`tools.yaml:12:5`, `line 4`):
   * kept out of the finding's fingerprint, so lines added elsewhere do not make it a new finding.
   */
  places?: Record<string, string>;
  /** Where the finding points at a key, report the key (default) or its value. */
  at?: 'key' | 'value';
  /** Other places worth showing (the first of two duplicate names, say). */
  related?: Array<{ tool: Tool; path: JsonPath; message: string }>;
  /**
   * The finding is about a tool removed (since `--since`) from a file that holds no tool of the run
   * now (gone, or no descriptor any more): its name, and that file's path as the run names files. It
   * is reported in that file, without a position (line 0: there is nothing to point at), and belongs
   * to no tool of the run; the tool it is reported on only carries it (its file's settings decide
   * whether the rule is on). A file the run did not read becomes a file result of status `removed`.
   */
  removed?: { tool: string; file: string };
  /**
   * The one change that fixes the finding, when there is no other sensible one (ESLint's `fix`):
   * an editor offers it as the preferred quick fix. Give it only when it is unambiguous.
   */
  fix?: FixDescriptor;
  /** Changes that would each fix the finding, to choose from (ESLint's `suggest`): never preferred. */
  suggest?: FixDescriptor[];
}

/**
 * A fix, in the descriptor's own terms: paths relative to the tool, as in `report`. The core turns
 * it into text edits for the file's YAML or JSON (indentation, commas, quoting), in the file's own
 * vocabulary (an MCP tool's `parameters` is its `inputSchema`). A fix the core cannot place exactly
 * (a key that came from a YAML merge, a mapping behind an alias) is left out rather than guessed.
 */
export interface FixDescriptor {
  /** What applying it does, as an editor lists it: `Add "additionalProperties: false"`. */
  title: string;
  edits: FixOperation[];
}

export type FixOperation =
  /**
   * Adds `key: value` to the mapping at `path` (which has no `key` yet): after the first key of
   * `after` that the mapping has, else after its last key.
   */
  | { op: 'insert'; path: JsonPath; key: string; value: unknown; after?: readonly string[] }
  /** Renames the key at `path` (its last segment) to `to`, keeping its value and quoting. */
  | { op: 'rename'; path: JsonPath; to: string }
  /** Replaces the scalar value at `path` (a string, number, boolean or null) with `value`, in the quoting it was written in. */
  | { op: 'replace'; path: JsonPath; value: string | number | boolean | null };

/** A change to a file's text: the range replaced (1-based, end exclusive; empty to insert) and what replaces it. */
export interface TextEdit {
  range: Range;
  newText: string;
}

/** A fix of a finding as text edits on its file (Diagnostic.fixes). */
export interface DiagnosticFix {
  title: string;
  /** The rule's `fix` (the one sensible change), as opposed to one of its `suggest`ions. */
  preferred: boolean;
  edits: TextEdit[];
}

export interface ToolContext<O = Record<string, unknown>> {
  tool: Tool;
  options: O;
  /** A plain function (not a method): a check may take it out of its context, `check({ tool, report })`. */
  report: (descriptor: ReportDescriptor) => void;
}

/**
 * What a cross-tool rule sees. tooldoc lints file by file and lets go of each file's details once
 * its per-tool rules have run, so here each `tool.descriptor` holds only the tool's top-level
 * scalars, lists of scalars and mappings of those (name, description, version, deprecated,
 * replacement, tool_search_keywords, auth …), not parameters, returns, errors or examples; and
 * reports should point at a tool or one of its top-level fields.
 */
export interface CatalogContext<O = Record<string, unknown>> {
  catalog: Catalog;
  /**
   * Every catalog of the run, this one included, in the order they were read: for rules that look
   * across servers. The same array for each call of a run (a rule may cache what it derives from it).
   */
  catalogs: readonly Catalog[];
  options: O;
  /** A plain function (not a method), as in ToolContext. */
  report: (tool: Tool, descriptor: ReportDescriptor) => void;
}

export interface Rule<O = Record<string, unknown>> {
  meta: RuleMeta;
  /** Runs once per tool, as its file is read; sees that tool only (compare tools in `checkCatalog`). */
  check?(context: ToolContext<O>): void;
  /**
   * Instead of `check`: says what of each tool the rule looks at (ESLint's `create`). Called once per
   * file, before its first tool, with the context each tool is then checked in (`context.tool` is
   * the tool being walked); returns the handlers the core calls as it walks each tool once (see
   * `ToolVisitor`).
   */
  create?(context: ToolContext<O>): ToolVisitor;
  /** Runs once per lint run over the whole catalog (cross-tool rules). */
  checkCatalog?(context: CatalogContext<O>): void;
}

/**
 * What a rule looks at in a tool, as ESLint's visitors: the core walks each tool once and calls,
 * for each node of a kind, the handler of every rule that asked for that kind, in the order the
 * rules are listed. A tool is walked in this order: `tool`; every `text`; the `schema` nodes of
 * `parameters`, then those of `returns`; their `property` nodes in the same order; every `example`;
 * every `error`; then `tool:exit`. What several rules need of a tool (its texts as a model reads
 * them, the walk of its schemas) is worked out once in that walk and shared: read nodes, never
 * change them. `schema` and `property` may be scoped to one block: `parameters property`, `returns
 * schema`.
 */
export interface ToolVisitor {
  /** A tool begins: reset what the rule keeps per tool here (`create` is called once per file). */
  tool?: (tool: Tool) => void;
  /** Each text a model reads, as `modelTexts` lists them, with its reading worked out once. */
  text?: (text: TextNode) => void;
  /** Each schema object of `parameters` and of `returns`, the block itself included (`walkSchemas`). */
  schema?: (node: SchemaNode) => void;
  'parameters schema'?: (node: SchemaNode) => void;
  'returns schema'?: (node: SchemaNode) => void;
  /** Each property of `parameters` and of `returns`, at every depth (`walkProperties`). */
  property?: (property: SchemaProperty) => void;
  'parameters property'?: (property: SchemaProperty) => void;
  'returns property'?: (property: SchemaProperty) => void;
  /** Each example that is a mapping (`examplesOf`). */
  example?: (example: ExampleNode) => void;
  /** Each entry of `errors` that is a mapping (`errorsOf`). */
  error?: (error: ErrorNode) => void;
  /** The tool's walk is over: what needs all of its nodes is reported here. */
  'tool:exit'?: (tool: Tool) => void;
}

/** A text of a tool that a model reads (src/toolkit/model-text.ts), with its path. */
export interface ModelText {
  path: JsonPath;
  text: string;
  /** `key` when the text is a property name (the path is the property's). */
  kind: 'value' | 'key';
  /** Where it sits, for messages: `description`, `parameter "city" description`, `enum value` … */
  where: string;
}

/** A text as the core visits it: a `ModelText`, with what pattern rules need of it worked out once. */
export interface TextNode extends ModelText {
  /** The text as a model reads its meaning (`readingOf`): hidden characters out, look-alike letters folded. */
  readonly reading: string;
  /**
   * Whether `re` may match `reading`: false only when it cannot. The patterns rules declare with
   * `textPatterns` share one scan of each reading (src/regex/prefilter.ts); run `re` when this is true.
   */
  may(re: RegExp): boolean;
}

/** A schema object of a tool, with its path relative to the tool (`['parameters', 'properties', 'city']`). */
export interface SchemaNode {
  schema: Record<string, unknown>;
  path: JsonPath;
}

/** A property of a schema, at any depth (src/toolkit/util.ts `walkProperties`). */
export interface SchemaProperty {
  /** Path of the property's schema relative to the tool, e.g. `['parameters','properties','city']`. */
  path: JsonPath;
  /** Dotted name for messages, e.g. `filters.status` or `items[].sku`. */
  name: string;
  schema: unknown;
  /** 1 for top-level properties, 2 for the properties of a top-level object, and so on. */
  depth: number;
  /** Whether the property is listed in its parent's `required`. */
  required: boolean;
}

/** An entry of a tool's `examples` that is a mapping, and its index. */
export interface ExampleNode {
  example: Record<string, unknown>;
  index: number;
}

/** An entry of a tool's `errors` that is a mapping, and its index. */
export interface ErrorNode {
  error: Record<string, unknown>;
  index: number;
}

/**
 * The id of an input format tools are read from: `native` descriptors, or a platform's own file
 * (`mcp`, `openai`, `anthropic`, `gemini` …). Not to be confused with a report format (`--format`).
 */
export type InputFormatId = string;

/**
 * One tool, normalised to the native descriptor shape. `descriptor` is what the rules read;
 * `sourcePath` maps a path in it back to the path in the parsed document, so that a platform
 * format whose fields are named differently still reports at the right place.
 */
export interface Tool {
  /** The tool's name when it is a string, else a placeholder such as `#3`. */
  name: string;
  descriptor: Record<string, unknown>;
  file: SourceFile;
  /** Index of the YAML document in the file. */
  doc: number;
  /** Path of the tool in its document, e.g. `['tools', 2]`. */
  basePath: JsonPath;
  /** The input format the tool was read from. */
  inputFormat: InputFormatId;
  sourcePath(path: JsonPath): JsonPath;
  /** Position of the tool itself (its first key). */
  index: number;
  /** What rules asked of the tool that its format has no place for (set by the core and the run). */
  gaps?: FormatGap[];
  /** Rules not run on the tool because its description is in a language they cannot read (RuleMeta.languages). */
  skipped?: SkippedRule[];
  /** Set for a tool a live MCP server lists, and for a sidecar descriptor that documents one (see ServerTool). */
  server?: ServerTool;
  /** With `lint --since REF`: the catalog as it was at REF, and this tool in it (see src/diff/). */
  previous?: PreviousCatalog;
  /** With `lint --locked`: the lock file's entry for this tool, and what it is now (src/diff/lock.ts). */
  locked?: LockedTool;
  /**
   * Where a finding at a path of the descriptor belongs when that is not this tool's file: a
   * sidecar's tool sends findings on what the server defines (its schema, its description) to the
   * server's definition. Undefined for the paths that stay here.
   */
  elsewhere?: (path: JsonPath) => { file: SourceFile; doc: number; path: JsonPath; inputFormat: InputFormatId; live?: boolean } | undefined;
}

/** A tool against `tooldoc.lock.json` (`lint --locked`). */
export interface LockedTool {
  /** The lock file, as reports show it. */
  file: string;
  /** The catalog the tool is locked in: `files`, or `server:<name>` for what a live server lists. */
  catalog: string;
  /** The hash and the definition of the tool now (for a server's tool, what the server lists). */
  sha256: string;
  definition: Record<string, unknown>;
  /** The lock's entry, when the tool is in it. */
  entry?: { sha256: string; definition: Record<string, unknown> };
  /** Every tool of that catalog in the lock. */
  tools: ReadonlyMap<string, { sha256: string; definition: Record<string, unknown> }>;
  /** The names of that catalog's tools in this run (complete once every file is read, when catalog rules run). */
  listed: ReadonlySet<string>;
  /** Whether this is the first tool of its catalog in the run (where tools gone from the lock are reported). */
  first: boolean;
}

/** The catalog at an earlier revision (`lint --since`), for the rules that compare a tool with what it was. */
export interface PreviousCatalog {
  /** The revision, as given (`main`). */
  ref: string;
  /** This tool as it was, when it existed then. */
  descriptor?: Record<string, unknown>;
  /**
   * Every tool as it was, by name, with the file it was in (`main:tools/weather.yaml`) and, when the
   * run knows it, that file's absolute path now (to tell whether a file of the run is that file).
   */
  tools: ReadonlyMap<string, { descriptor: Record<string, unknown>; file: string; path?: string }>;
}

/**
 * A tool's live MCP server (src/servers/sidecars.ts). A sidecar descriptor documents a tool the
 * server lists: the tool rules see is the two merged, the server's definition under the sidecar's
 * fields.
 */
export interface ServerTool {
  /** The server's name; its own findings are reported at `server:<name>`. */
  name: string;
  /** The tool as the server lists it, as a descriptor; absent for a sidecar of a tool the server does not list. */
  definition?: Record<string, unknown>;
  /** The sidecar descriptor as written, when the tool has one. */
  sidecar?: Record<string, unknown>;
  /** The names of every tool the server lists. */
  tools: readonly string[];
  /** Whether this run documents the server's tools in sidecars (then a tool without one is a finding). */
  sidecars: boolean;
  /** False when the "server" is a file of the run that lists the tools (a config `servers` entry with `file`). */
  live: boolean;
}

/** A finding a tool's format cannot answer: the field, and the rule and level that asked for it. */
/** A rule the core did not run on a tool: its description is in a language the rule cannot read. */
export interface SkippedRule {
  ruleId: string;
  language: string;
}

export interface FormatGap {
  field: string;
  ruleId: string;
  level: RuleLevel;
}

export interface Catalog {
  tools: readonly Tool[];
  byName: ReadonlyMap<string, readonly Tool[]>;
}

/** A parsed file: its documents' values and a locator for positions. */
export interface SourceFile {
  /** The path as given or found, relative to the working directory where possible. */
  path: string;
  absolutePath: string;
  kind: 'yaml' | 'json';
  /** The decoded text (for suppression comments and fingerprints). */
  text: string;
  locate(doc: number, path: JsonPath, at?: 'key' | 'value'): Range;
}

export interface Diagnostic {
  ruleId: string;
  /** The key of the rule's `meta.messages` the message was made from (not in reports; tests assert it). */
  messageId?: string;
  severity: Severity;
  /** The gated level of the rule, or null for advice. */
  level: RuleLevel;
  message: string;
  file: string;
  /** RFC 6901 pointer into the file's document. */
  pointer: string;
  /** Path relative to the document. */
  path: JsonPath;
  doc: number;
  range: Range;
  /** Name of the tool, when the finding belongs to one. */
  tool?: string;
  toolIndex?: number;
  /**
   * The nested definition the finding is inside (src/core/repeats.ts): findings with the same key on
   * other tools of the file are copies of one defect, shown once (not in reports).
   */
  definition?: string;
  /** Other places: `pointer` and `tool` are set where the place is a finding merged into this one (src/core/repeats.ts). */
  related?: Array<{ file: string; range: Range; message: string; pointer?: string; tool?: string }>;
  /**
   * Set when a finding is suppressed: kind `inline` (a `# tooldoc-disable…` comment or the tool's
   * `x-tooldoc.disable`) or `baseline` (matched by --baseline). Suppressed findings stay in reports
   * but never gate the grade or the exit code.
   */
  suppressed?: { kind: string; justification?: string };
  /**
   * Stable identity of a rule finding on a tool within its file: a hash of the rule id, the tool's
   * name, the path inside the tool, the message's id and data, and the value at the path when it is
   * a scalar (src/suppressions/baseline.ts). Lines moved and other fields of the tool changed leave
   * it as it was. Computed when a baseline is in use, for the reports that fingerprint findings
   * (SARIF, GitLab), and in a run with the cache (whose entries then serve every format).
   */
  fingerprint?: string;
  /**
   * For a finding on a live server's tool (its `file` is `server:<name>`): the file that documents
   * the tool (its sidecar descriptor), where a report that needs a file shows the finding, at no line
   * (what the finding is about is in the server's definition, not in that file).
   */
  anchor?: { file: string };
  /**
   * The rule's fix and suggestions as text edits on the file, computed only when the linter is asked
   * for them (`fixes: true`, as the language server does); never in reports.
   */
  fixes?: DiagnosticFix[];
}

export interface ToolResult {
  name: string;
  file: string;
  doc: number;
  pointer: string;
  range: Range;
  /** The input format the tool was read from (the JSON report calls it `format`). */
  inputFormat: InputFormatId;
  /** The spec's grade (§13). A platform file that cannot hold a required block caps it (see `formatCap`). */
  level: Grade;
  /**
   * Set when the tool's format has no place for fields a level requires, so `level` is capped:
   * `reaches` is the level the tool meets in everything its format does hold, and `missing` the
   * fields that would have to be documented outside the format (e.g. in a descriptor written by
   * `tooldoc import`), with the lowest level each one gates.
   */
  formatCap?: { reaches: Grade; missing: Array<{ field: string; level: 1 | 2 | 3 }> };
  /**
   * With a baseline: the grade counting the findings the baseline accepts, when it is lower than
   * `level` (the baseline lets the tool pass; this is how far it really is from the spec).
   */
  trueLevel?: Grade;
  /**
   * 0-100, beside the level (docs/score.md): 33 per level reached within the format (`formatCap.reaches`
   * when capped, else `level`), plus up to 32 for the share of the higher levels' requirements the
   * tool meets, counting only what its format can hold; 100 at Level 3.
   */
  score: number;
  /** With a baseline: the score counting the findings the baseline accepts, when it differs from `score` (as `trueLevel`). */
  trueScore?: number;
  /**
   * The findings that keep the tool from the next level (empty at Level 3); for a capped tool, from
   * the level after `formatCap.reaches`, as those are what the file itself can fix.
   */
  /** Each with its line and column in the tool's file; none for one elsewhere (a live server's definition of a sidecar's tool). */
  blockers: Array<{ ruleId: string; message: string; line?: number; column?: number }>;
  errors: number;
  warnings: number;
  /** Set when the tool is a live server's (its `file` is `server:<name>`). */
  server?: string;
  /** Rules not run on the tool: its description is in a language they cannot read (RuleMeta.languages). */
  skipped?: SkippedRule[];
}

export interface FileResult {
  file: string;
  /**
   * `linted`, `skipped` (not a descriptor, found by walking a folder), `failed` (could not be read or
   * parsed) or `removed` (with `lint --since`: a file that held tools at the revision and is gone; it
   * holds the findings about the tools removed with it, which have no line and column).
   */
  status: 'linted' | 'skipped' | 'failed' | 'removed';
  /** Why a skipped file was skipped, when it is not "not a tool descriptor" (for --verbose). */
  reason?: string;
  tools: number;
  diagnostics: Diagnostic[];
  /**
   * The decoded text, when the file could be read (SARIF uses it for line hashes; not in the JSON
   * report). Read from the file when asked for, so read it once and keep it while you need it.
   */
  text?: string;
  /**
   * Set when this entry is a live MCP server's tools/list, not a file: its `file` is `server:<name>`.
   * `source` is the command or URL it was reached by; `entry` is its `servers` entry in the config
   * file, when it was declared there. Findings in it have no line and column: each names its tool
   * and a JSON pointer into that tool's definition as the server lists it (`/inputSchema/properties/limit`).
   */
  server?: { name: string; source: string; entry?: { file: string; line: number; column: number } };
  /**
   * With `lint --fix` or `--fix-dry-run`, when fixing changed the file: its fixed text, whose findings
   * `diagnostics` are (ESLint's `output`). In the JSON report.
   */
  output?: string;
  /**
   * With the cache (`--cache`): what a reporter rendered of this result in an earlier run, while the
   * result is the one it was rendered from, and where to keep what it renders this run (see
   * RenderedResult). Absent without the cache, and on a copy of the result.
   */
  readonly rendered?: RenderedResult;
}

/**
 * A file's result as a reporter rendered it, kept in the cache with the file's entry: a run whose
 * result for the file is the one kept (the file and what the catalog rules found on it unchanged)
 * writes that text again instead of rendering it anew. `key` names the reporter and everything
 * besides the result that its text depends on (its version, its options).
 */
export interface RenderedResult {
  /** The text kept under `key`, if the result is still the one it was rendered from. */
  get(key: string): string | undefined;
  /** Keeps this run's text under `key` (one text a file: another key replaces it). */
  keep(key: string, text: string): void;
}

/** A suppression that names no rule (`# tooldoc-disable` alone), and how many findings it hid. */
export interface BlanketSuppression {
  file: string;
  line: number;
  column: number;
  suppressed: number;
}

export interface Summary {
  files: number;
  filesLinted: number;
  filesSkipped: number;
  filesFailed: number;
  tools: number;
  problems: number;
  errors: number;
  warnings: number;
  /** Findings suppressed inline (comments, `x-tooldoc`). */
  suppressed: number;
  /** Findings matched by the baseline (present only with --baseline / --write-baseline). */
  baselined?: number;
  levels: { 0: number; 1: number; 2: number; 3: number };
  /** Tools whose format caps their grade, by the level they reach in what their format holds. */
  capped?: { 0: number; 1: number; 2: number; 3: number };
  /**
   * How the tools' scores spread (present when there are tools): lowest, median, mean (one decimal),
   * highest, and `histogram[i]` the tools scoring 10·i to 10·i + 9 (the last band, 90 to 100).
   */
  scores?: { min: number; median: number; mean: number; max: number; histogram: number[] };
  /** Suppressions that name no rule and hid findings (present only when there are some). */
  blanketSuppressions?: BlanketSuppression[];
  /**
   * Rules that did not read some tools' descriptions, written in a language they cannot read
   * (RuleMeta.languages): per rule, how many tools; per language, how many tools (present only then).
   */
  skippedLanguages?: { tools: number; rules: Record<string, number>; languages: Record<string, number> };
}

/**
 * `tooldoc test`: what running the descriptors' examples against their live servers came to. Each
 * failure is also a finding (`example/*`) in its file, at the example.
 */
export interface ExamplesReport {
  summary: { servers: number; tools: number; examples: number; passed: number; failed: number; skipped: number };
  /** Every tool of the run, in order, with its examples; a tool with none says so in `note`. */
  tools: ExampleToolResult[];
}

export interface ExampleToolResult {
  name: string;
  /** The live server its examples are called on; absent when no server of the run lists it. */
  server?: string;
  /** Where the tool is: its descriptor (a sidecar), or `server:<name>` for a server's tool no file documents. */
  file: string;
  /** Absent for a server's tool no file documents. */
  line?: number;
  column?: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Why none of its examples ran, when one reason holds for all ("no examples", "server … lists no tool …"). */
  note?: string;
  examples: ExampleResult[];
}

export interface ExampleResult {
  /** 0-based index in the tool's `examples`. */
  index: number;
  /** The example's `prompt` (§9), when it has one: how test reports name it. */
  prompt?: string;
  pointer: string;
  line?: number;
  column?: number;
  status: 'passed' | 'failed' | 'skipped';
  /** Why it was not called. */
  reason?: string;
  /** How long the call took. */
  ms?: number;
  /** What disagreed (each also a finding in the file, with its position). */
  failures?: Array<{ ruleId: string; message: string }>;
  /** A failed example's whole answer, when its call was answered: what the example disagreed with. */
  answer?: ExampleAnswer;
}

/**
 * What a call came back with: the value an example's `result` is compared with (a result's
 * `structuredContent`, else its one text content, parsed as JSON when it is JSON, else its content
 * list) and whether the tool said it failed (`isError`); or the JSON-RPC error it failed with.
 */
export type ExampleAnswer = { value: unknown; isError?: true } | { rpcError: { code: number; message: string; data?: unknown } };

/**
 * A stream text is written to (process.stdout, a file's write stream): what tooldoc uses of Node's
 * writable streams, named here so that the package's declarations need no @types/node. `on` and
 * `removeListener` (for backpressure and a reader that goes away) are used when the stream has them.
 */
export interface TextOutput {
  write(chunk: string): boolean;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** A stream text is read from (process.stdin): its chunks, as Node's readable streams give them. */
export type TextInput = AsyncIterable<string | Uint8Array>;

export interface LintResult {
  version: string;
  cwd: string;
  files: FileResult[];
  tools: ToolResult[];
  summary: Summary;
  /** Rules that ran, for reporters that describe them (SARIF). */
  rules: Array<RuleMeta & { configuredSeverity: SeveritySetting }>;
  /** Set by `tooldoc test`: the examples run against live servers (its findings are the failures). */
  examples?: ExamplesReport;
  /** With --baseline: the baseline file, how many findings it matched, and its stale entries. */
  baseline?: {
    file: string;
    matched: number;
    /** Findings it has entries for that it may not hide (config `unsuppressible`); absent when none. */
    refused?: number;
    stale: Array<{ file: string; ruleId: string; tool: string; pointer: string; message: string }>;
  };
}

/**
 * How far a run has got, as plain data, for a front end to show (the CLI's status line on a terminal,
 * the language server's work-done progress). Told as the counts change, in this order of stages:
 * `servers` started (or failed) of those to start; `files` linted of those found, with the tools read
 * so far; `catalog`: files through the cross-tool rules, suppressions and grades; and, in
 * `tooldoc test`, `examples` run of those planned.
 */
export interface RunProgress {
  stage: 'servers' | 'files' | 'catalog' | 'examples';
  done: number;
  total: number;
  /** With `files`: the tools read so far. */
  tools?: number;
}
