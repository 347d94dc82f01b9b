/**
 * The package entry: the rule API for plugins (`defineRule`, the types, the helpers the built-in
 * rules use) and the programmatic linter (`lint`, `loadConfig`).
 */
export { defineRule } from './rule.js';
export { lint, type LintOptions, type RuleSetting } from './run/lint.js';
export { loadConfig, discoverConfig, ConfigError, CONFIG_FILES, type ResolvedConfig, type LoadConfigOptions } from './config/load.js';
export { builtinRules } from '../rules/index.js';
/** The rule toolkit (also importable alone as `tooldoc/toolkit`). */
export * from './toolkit/index.js';
export { VERSION } from './version.js';
export type {
  Catalog,
  CatalogContext,
  Diagnostic,
  FileResult,
  Grade,
  JsonPath,
  LintResult,
  Position,
  Range,
  ReportDescriptor,
  Rule,
  RuleLevel,
  RuleMeta,
  Severity,
  SeveritySetting,
  SourceFile,
  SourceFormat,
  Summary,
  Tool,
  ToolContext,
  ToolResult,
} from './types.js';
