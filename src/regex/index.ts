/**
 * Regular expressions from descriptors, handled without ever running a backtracking engine on them.
 *
 * A descriptor's `pattern` (and `patternProperties` keys) is an ECMA-262 regular expression. Example
 * values are validated against it, and a backtracking engine (JavaScript's RegExp) takes exponential
 * time on patterns such as `^(a+)+$`: one such pattern hung a whole run. So every pattern tooldoc
 * *matches* is translated to RE2 syntax and run by re2js, a linear-time engine; compiling a JS RegExp
 * (to learn whether the pattern is valid at all) is fine, matching with one is not.
 *
 * The translation keeps JavaScript's semantics exactly as Ajv uses them (no `u` flag): characters
 * are UTF-16 code units, `.` excludes the four line terminators, `\s` is JavaScript's white space,
 * Annex B escapes (`\a` is "a", `\8` is "8", `\1` with no group is an octal escape) mean what they
 * mean in JavaScript. Surrogates are mapped to a private range of code points, in the pattern and in
 * the input alike, so that an emoji is two characters here too.
 *
 * What RE2 cannot express (backreferences, lookaround, repetition counts above 1,000) is reported
 * by `unsupportedConstruct`, and such a pattern matches everything when tooldoc validates examples:
 * it is skipped, not guessed at.
 *
 * `catastrophicBacktracking` reports patterns that take exponential time on backtracking engines
 * (the ones platforms and servers run), with the scslre analyser, bounded by pattern size.
 *
 * tooldoc's own patterns (the rules', the toolkit's) run on JavaScript's engine, and many of them on
 * every text of a tool: `PatternFilter` (prefilter.ts) reads a text once for the strings each pattern
 * needs, so that only the patterns that may match it are run.
 *
 * The modules: parse.ts (the pattern parser), code-units.ts (code-unit ranges), translate.ts (to
 * RE2 syntax), re2.ts (the engine), match.ts (validity and linear matching), backtracking.ts (the
 * analysis), schema-patterns.ts (where patterns sit in a schema), prefilter.ts (one scan of a text
 * for many patterns).
 */
export { catastrophicBacktracking, MAX_ANALYSED_LENGTH, MAX_ANALYSED_QUANTIFIERS, type Backtracking } from './backtracking.js';
export { isValidPattern, linearRegExp, unsupportedConstruct, type RegExpLike } from './match.js';
export { MAX_GROUP_NESTING, MAX_REPEAT, type PatternIssue } from './parse.js';
export { PatternFilter, requiredAtoms, type PatternScan } from './prefilter.js';
export { schemaPatterns, type SchemaPattern } from './schema-patterns.js';
export { translate } from './translate.js';
