/**
 * The rule toolkit: everything a rule needs besides the tool it checks, in one place. Built-in rules
 * import from here and nowhere else in `src/`; plugins import the same from `tooldoc/toolkit` (or
 * `tooldoc`). Every export here is public API: change it as such.
 */
export { defineRule } from './define-rule.js';
export type {
  Catalog,
  CatalogContext,
  CatalogInputs,
  ErrorNode,
  ExampleNode,
  FixDescriptor,
  FixOperation,
  JsonPath,
  ModelText,
  Position,
  Range,
  ReportDescriptor,
  Rule,
  RuleLevel,
  RuleMeta,
  SchemaNode,
  SchemaProperty,
  Severity,
  TextNode,
  Tool,
  ToolContext,
  ToolVisitor,
} from '../types/index.js';
export * from './util.js';
export * from './text.js';
export * from './examples.js';
export * from './taxonomy.js';
export * from './semver.js';
export * from './similarity.js';
export { perText } from './memo.js';
export * from './bm25.js';
export * from './where.js';
export * from './pattern-sites.js';
export * from './schema-diff.js';
export * from './model-text.js';
export * from './directives.js';
export * from './action.js';
export * from './quantities.js';
export * from './language.js';
export * from './pagination.js';
/** The value at a path inside a value (a descriptor, a schema): undefined where the path leaves it. */
export { valueAt } from '../suppressions/baseline.js';
export { breakingAdvice, breakingViolation, deprecation, diffCatalogs, diffTool, newDirectives, type Change, type ToolDiff } from '../diff/tools.js';
/** Descriptor fields by input format: what a field is called in the tool's own file, and whether the format holds it. */
export { fieldName, inputFormatOf, holdsField, isDefaulted } from '../input-formats/index.js';
export { DESCRIPTOR_FIELDS } from '../input-formats/native.js';
/** JSON Schema: compile (Ajv, draft by `$schema`), validate a value, read a dialect's type names. */
// From the modules themselves, not src/schema/index.ts: its Ajv exports would put Ajv's types in the package's declarations.
export { compileSchema } from '../schema/check.js';
export { validateValue } from '../schema/validate.js';
export { dialectType } from '../schema/keywords.js';
export type { InstanceProblem, SchemaProblem, SchemaValidator } from '../schema/validator.js';
export { typeNameFix } from './type-names.js';
/** Regular expressions in descriptors: what RE2 cannot run, and exponential backtracking. */
export { catastrophicBacktracking, unsupportedConstruct } from '../regex/index.js';
/** Platform limits and the `targets` option every platform rule takes. */
export * from '../platforms/targets.js';
export { anthropicStrictOf, asExported, openaiStrictOf, translateDialect, type DialectTranslation } from '../platforms/dialect.js';
