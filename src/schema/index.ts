/**
 * JSON Schema services for rules: is a schema valid, and validate a value against one.
 *
 * Ajv is the reference: its meta-schemas decide validity and its errors are what users read. But
 * compiling a schema to code costs about a millisecond, and a catalog of 10,000 tools has 10,000
 * distinct schemas, so compiling each one dominated a run. So:
 * - validity is Ajv's meta-schema check (precompiled) plus the two things only compiling caught
 *   (unresolvable `$ref`, invalid regular expressions) checked directly; schemas that use `$ref`,
 *   `$id` or anchors are still compiled, as before;
 * - a value is first checked by an interpreting validator (@cfworker/json-schema, no code
 *   generation); only when it finds a problem is the schema compiled with Ajv, whose errors are
 *   reported. Valid examples, the common case, never compile anything.
 * TOOLDOC_NO_FAST_PATHS=1 turns both shortcuts off; a test compares findings with and without them.
 *
 * Nothing here may take more than linear time on a hostile file (issue 12): descriptor patterns
 * run on RE2 (src/regex/), never on a backtracking RegExp, so the interpreter only sees schemas
 * stripped of their patterns; Ajv's `uniqueItems` and `enum` are replaced by linear ones
 * (src/schema/linear-keywords.ts); `$ref`s are resolved iteratively and their depth bounded before Ajv,
 * which recurses, compiles them, so results do not depend on the stack of the thread.
 *
 * The modules: validator.ts (the handle and its problems), ajv.ts (the Ajv instances and meta-schema
 * checks), check.ts (is a schema valid), references.ts (`$ref` cycles and depth), interpret.ts (the
 * interpreter and patterns on RE2), validate.ts (values), keywords.ts and walk.ts (what they share).
 */
export { dialectOf, makeAjv, META_IDS, type Dialect } from './ajv.js';
export { compileSchema } from './check.js';
export { dialectType } from './keywords.js';
export { MAX_REFERENCE_DEPTH } from './references.js';
export { validateValue } from './validate.js';
export type { InstanceProblem, SchemaProblem, SchemaValidator } from './validator.js';
export { pointerGet, pointerToPath } from './walk.js';
