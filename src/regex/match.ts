/**
 * What the rest of tooldoc matches patterns with: whether a pattern is valid JavaScript, what in it
 * RE2 cannot run, and Ajv's `code.regExp` stand-in that matches in linear time.
 */
import { compiledRe2, re2, re2Input } from './re2.js';
import { translate } from './translate.js';
import type { PatternIssue } from './parse.js';

const validity = new Map<string, boolean>();

/** Whether JavaScript accepts the pattern (compiling only; nothing is matched). Cached per pattern text. */
export function isValidPattern(source: string): boolean {
  let ok = validity.get(source);
  if (ok !== undefined) return ok;
  try {
    new RegExp(source);
    ok = true;
  } catch {
    ok = false;
  }
  if (validity.size >= 4096) validity.clear();
  validity.set(source, ok);
  return ok;
}

/** What in a valid pattern a linear-time engine cannot run, or null when tooldoc can run it. */
export function unsupportedConstruct(source: string): PatternIssue | null {
  const t = translate(source);
  return t.ok || !t.issue.construct ? null : t.issue;
}

/** Patterns (as `/source/flags`) JavaScript accepted. */
const parsed = new Set<string>();

export interface RegExpLike {
  test(input: string): boolean;
  toString(): string;
}

/**
 * Ajv's `code.regExp`: a RegExp stand-in whose `test` runs in linear time. An invalid pattern
 * throws JavaScript's SyntaxError (compiling only), as `new RegExp` would; a pattern RE2 cannot run
 * matches everything, so examples are not judged by it (the `parameters/pattern-portable` rule says
 * so).
 */
export const linearRegExp: ((pattern: string, flags: string) => RegExpLike) & { code: string } = Object.assign(
  (pattern: string, flags: string): RegExpLike => {
    const key = `/${pattern}/${flags}`;
    // Compile with the engine's own parser first: invalid patterns fail with its message, as before
    // (once per pattern: a catalog's tools share their patterns, and Ajv asks for each schema it compiles).
    if (!parsed.has(key)) {
      new RegExp(pattern, flags);
      if (parsed.size >= 4096) parsed.clear();
      parsed.add(key);
    }
    const t = flags === '' ? translate(pattern) : null;
    if (!t || !t.ok) return { test: () => true, toString: () => key };
    let re = compiledRe2.get(t.re2);
    if (!re) {
      re = re2().compile(t.re2);
      if (compiledRe2.size >= 1024) compiledRe2.clear();
      compiledRe2.set(t.re2, re);
    }
    const engine = re;
    return { test: (input: string) => engine.test(re2Input(String(input))), toString: () => key };
  },
  // Only used by Ajv's standalone code generation, which tooldoc does not use.
  { code: 'require("tooldoc/dist/src/regex/index.js").linearRegExp' },
);
