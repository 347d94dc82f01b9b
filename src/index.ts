/**
 * The package entry: the rule API for plugins (`defineRule`, the types, the rule toolkit), the
 * project API `Tooldoc` (what `tooldoc lint` does, as a class: docs/api.md), and the
 * programmatic linter: `lint` (files, one configuration), `lintTexts` (texts in memory, one run), and the
 * core, `lintText` / `Linter` (one text, in memory, per-tool rules only), plus `loadConfig` (and
 * `lookUpConfig`: discovery, with the config files it passed over unread) and
 * `exportTexts` / `exportFiles` (platform payloads and what they could not carry).
 */
export { Tooldoc, type TooldocOptions, type TooldocResult, type TooldocExit, type FileConfig } from './api/tooldoc.js';
export { ConfigLookup, type ConfigRef } from './api/config-lookup.js';
export { lint, lintTexts, runOutcomes, type KeptOutcome, type LintOptions, type LintRun, type RuleSetting } from './run/lint.js';
export { applyEdits } from './core/fixes.js';
export { writeFixes, MAX_FIX_PASSES, type FixedFile, type FixOptions } from './run/fix.js';
export { Linter, lintText, type LinterConfig, type LintTextOptions } from './core/linter.js';
export type { FileOutcome, ToolOutcome, FieldPosition } from './core/outcome.js';
export { loadConfig, discoverConfig, ConfigError, CONFIG_FILES, type ResolvedConfig, type LoadConfigOptions } from './config/load.js';
export { lookUpConfig, type FoundConfig } from './config/discover.js';
export { unreadConfigMessage, type UnreadConfig } from './config/unread.js';
export { builtinRules } from '../rules/index.js';
export { exportTexts, exportFiles, type ExportOptions, type ExportResult } from './platforms/exporter.js';
export { MCP_REVISIONS, DEFAULT_MCP_REVISION, type McpRevision } from './platforms/mcp.js';
/** The rule toolkit (also importable alone as `tooldoc/toolkit`). */
export * from './toolkit/index.js';
export { VERSION } from './run/version.js';
/** The run's and reporters' types (the rule types come with the toolkit above). */
export type { Diagnostic, DiagnosticFix, FileResult, Grade, InputFormatId, LintResult, RunProgress, SeveritySetting, SourceFile, Summary, TextEdit, ToolResult } from './types/index.js';
