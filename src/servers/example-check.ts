/**
 * Does a server's answer to an example's call agree with the example (§3.7, §7, §9)? Pure: given the
 * tool's descriptor, one example and the outcome of calling the tool with the example's arguments
 * (src/servers/list.ts, `callTool`), it says what disagrees, each at a path of the descriptor, for
 * `tooldoc test` (issue 18) to report. No server, no file system.
 *
 * What the server's answer is, as a value an example's `result` can describe: the result's
 * `structuredContent` when it has one; else the text of a single text content, parsed as JSON when it
 * is JSON; else the content list itself.
 *
 * - A happy example must come back as a success (no `isError`, no JSON-RPC error, in time); its value
 *   must validate against `returns`; and it must equal the example's `result`, except at the
 *   pointers the example lists under `x-tooldoc.vary` (ids, timestamps), which must only be present.
 * - An error example must come back as an error (`isError: true` or a JSON-RPC error) carrying the
 *   §7 envelope with the declared `code`; a `retryable` it declares (or, when it declares none, the
 *   tool's `errors` entry for the code that came back) must match the one that came back, and a
 *   `retry_after_seconds` it declares must come back as a number (its value may differ).
 */
import { compileSchema, validateValue } from '../schema/index.js';
import type { ExampleAnswer, JsonPath, RuleMeta } from '../types/index.js';
import { exampleKind } from '../toolkit/examples.js';
import { isObject, own, toPointer as pointer } from '../toolkit/util.js';
import type { ToolCallOutcome } from './list.js';

export interface ExampleFailure {
  /** What kind of disagreement (stable, for tests and formats). */
  id: 'timeout' | 'crashed' | 'rpc-error' | 'failed' | 'returns' | 'result' | 'no-error' | 'no-envelope' | 'code' | 'retryable' | 'retry-after' | 'unknown-tool';
  /** One sentence for people: what came back, what the example says, how to fix it. */
  message: string;
  /** Where in the descriptor the disagreeing claim is. */
  path: JsonPath;
}

/** The value a server's answer stands for (see the header). */
export function answerValue(result: Record<string, unknown>): unknown {
  if (own(result, 'structuredContent') !== undefined) return result.structuredContent;
  const content = Array.isArray(result.content) ? result.content : [];
  if (content.length === 1 && isObject(content[0]) && content[0].type === 'text' && typeof content[0].text === 'string') {
    const text = content[0].text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return content;
}

/** What a call came back with, as reports give it whole (ExampleAnswer); none for a call that did not answer in time. */
export function answerOf(outcome: ToolCallOutcome): ExampleAnswer | undefined {
  if (outcome.kind === 'result') return { value: answerValue(outcome.result), ...(outcome.result.isError === true ? { isError: true as const } : {}) };
  if (outcome.kind === 'error') return { rpcError: { code: outcome.code, message: outcome.message, ...(outcome.data !== undefined ? { data: outcome.data } : {}) } };
  return undefined;
}

/** RFC 6901 pointers of the fields an example marks as varying from call to call. */
function varying(example: Record<string, unknown>): Set<string> {
  const x = own(example, 'x-tooldoc');
  const vary = isObject(x) ? own(x, 'vary') : undefined;
  return new Set(Array.isArray(vary) ? vary.filter((v): v is string => typeof v === 'string') : []);
}

/** Past this many characters a string is shown cut (a difference in it, around where it is). */
const LONG = 56;

const shown = (v: unknown) => {
  // A long string keeps its closing quote: "Input validation error: Invalid argu…".
  if (typeof v === 'string' && v.length > LONG) return JSON.stringify(`${v.slice(0, LONG - 1)}…`);
  const s = v === undefined ? 'nothing' : JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
};

/** Characters shown before the first that differs, and from it on. */
const BEFORE = 20;
const FROM = 30;

/**
 * Two values as a difference shows them. Two strings of which one is long are cut to the same window
 * around the first character where they differ (so the difference is in view, not cut off after a
 * shared beginning), and `at` says where that character is: "character 143".
 */
export function shownDifference(expected: unknown, actual: unknown): { expected: string; actual: string; at?: string } {
  if (typeof expected !== 'string' || typeof actual !== 'string' || (expected.length <= LONG && actual.length <= LONG)) return { expected: shown(expected), actual: shown(actual) };
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  // Not between the two halves of a surrogate pair.
  if (i > 0 && /[\uD800-\uDBFF]/.test(expected[i - 1]!)) i--;
  const start = Math.max(0, i - BEFORE);
  const from = start > 0 && /[\uDC00-\uDFFF]/.test(expected[start]!) ? start + 1 : start;
  const cut = (s: string) => {
    let end = Math.min(s.length, i + FROM);
    if (end < s.length && /[\uD800-\uDBFF]/.test(s[end - 1]!)) end--;
    return JSON.stringify(`${from > 0 ? '…' : ''}${s.slice(from, end)}${end < s.length ? '…' : ''}`);
  };
  return { expected: cut(expected), actual: cut(actual), at: `character ${[...expected.slice(0, i)].length + 1}` };
}

/** The first place where `actual` differs from `expected` (object keys in `expected`'s order; extra keys in `actual` count). */
export function firstDifference(expected: unknown, actual: unknown, vary: ReadonlySet<string> = new Set(), path: JsonPath = []): { path: JsonPath; expected: unknown; actual: unknown } | null {
  if (vary.has(pointer(path))) return actual === undefined ? { path, expected, actual } : null;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return { path, expected, actual };
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      if (i >= expected.length || i >= actual.length) return { path: [...path, i], expected: expected[i], actual: actual[i] };
      const d = firstDifference(expected[i], actual[i], vary, [...path, i]);
      if (d) return d;
    }
    return null;
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return { path, expected, actual };
    for (const k of Object.keys(expected)) {
      const d = firstDifference(expected[k], own(actual, k), vary, [...path, k]);
      if (d) return d;
    }
    for (const k of Object.keys(actual)) if (!Object.hasOwn(expected, k)) return { path: [...path, k], expected: undefined, actual: actual[k] };
    return null;
  }
  return Object.is(expected, actual) || expected === actual ? null : { path, expected, actual };
}

/** The §7 envelope's `error` in what came back, when there is one. */
function envelopeError(value: unknown): Record<string, unknown> | undefined {
  const error = isObject(value) ? own(value, 'error') : undefined;
  return isObject(error) ? error : undefined;
}

/** The tool's `errors` entry (§3.5) for a code, when it lists one. */
function errorEntry(descriptor: Record<string, unknown>, code: string): Record<string, unknown> | undefined {
  const errors = own(descriptor, 'errors');
  return Array.isArray(errors) ? (errors as unknown[]).find((e): e is Record<string, unknown> => isObject(e) && e.code === code) : undefined;
}

/** What disagrees between example `index` of `descriptor` and the outcome of calling it; empty when all agrees. */
export function checkExample(descriptor: Record<string, unknown>, index: number, outcome: ToolCallOutcome, timeoutMs: number): ExampleFailure[] {
  const examples = own(descriptor, 'examples');
  const example: unknown = Array.isArray(examples) ? (examples as unknown[])[index] : undefined;
  if (!isObject(example)) return [];
  const at: JsonPath = ['examples', index];
  const kind = exampleKind(example);
  const number = `${index + 1} of ${JSON.stringify(typeof descriptor.name === 'string' ? descriptor.name : 'the tool')}`;
  if (outcome.kind === 'timeout') {
    return [{ id: 'timeout', path: [...at, 'tool_call'], message: `Example ${number} did not answer within ${timeoutMs / 1000} s; make the call finish in time, or give the example arguments that do.` }];
  }
  if (kind === 'error') {
    const declared = envelopeError(example.result);
    const code = declared && typeof declared.code === 'string' ? declared.code : undefined;
    if (outcome.kind === 'result' && outcome.result.isError !== true) {
      return [{ id: 'no-error', path: [...at, 'result', 'error'], message: `Example ${number} documents the error${code ? ` ${code}` : ''}, but the call succeeded with ${shown(answerValue(outcome.result))}; give the example arguments that fail, or make it a happy example.` }];
    }
    const data: unknown = outcome.kind === 'error' ? outcome.data : undefined;
    const got: Record<string, unknown> | undefined = outcome.kind === 'error' ? (isObject(data) ? (envelopeError(data) ?? data) : undefined) : envelopeError(answerValue(outcome.result));
    if (!got || typeof got.code !== 'string') {
      const said = outcome.kind === 'error' ? `JSON-RPC error ${outcome.code} (${shown(outcome.message)})` : shown(answerValue(outcome.result));
      return [{ id: 'no-envelope', path: [...at, 'result', 'error'], message: `Example ${number} failed as documented, but its error came back as ${said}, not the §7 envelope {error: {code, message}}; return the envelope so agents can act on the code.` }];
    }
    const failures: ExampleFailure[] = [];
    if (code !== undefined && got.code !== code) {
      failures.push({ id: 'code', path: [...at, 'result', 'error', 'code'], message: `Example ${number} documents the error code "${code}", but the server returned "${got.code}"; make the two agree.` });
    }
    if (declared && typeof declared.retryable === 'boolean' && typeof got.retryable === 'boolean' && got.retryable !== declared.retryable) {
      failures.push({ id: 'retryable', path: [...at, 'result', 'error', 'retryable'], message: `Example ${number} documents retryable: ${declared.retryable}, but the server returned retryable: ${got.retryable}; make the two agree.` });
    } else if (typeof got.retryable === 'boolean' && !(declared && typeof declared.retryable === 'boolean')) {
      // The example says nothing of it: the tool's `errors` entry for the code that came back does (§3.5).
      const listed = errorEntry(descriptor, got.code);
      if (listed && typeof listed.retryable === 'boolean' && listed.retryable !== got.retryable) {
        failures.push({ id: 'retryable', path: [...at, 'result', 'error'], message: `Example ${number} came back with ${got.code} and retryable: ${got.retryable}, but "errors" lists ${got.code} as retryable: ${listed.retryable}; make the two agree.` });
      }
    }
    if (declared && own(declared, 'retry_after_seconds') !== undefined && typeof got.retry_after_seconds !== 'number') {
      failures.push({ id: 'retry-after', path: [...at, 'result', 'error', 'retry_after_seconds'], message: `Example ${number} documents retry_after_seconds, but the server's error has ${got.retry_after_seconds === undefined ? 'none' : shown(got.retry_after_seconds)}; return the number of seconds to wait, or drop it from the example.` });
    }
    return failures;
  }
  if (outcome.kind === 'error') {
    return [{ id: 'rpc-error', path: [...at, 'tool_call'], message: `Example ${number} failed with JSON-RPC error ${outcome.code} (${shown(outcome.message)}) where it documents a success; fix the example's arguments or the server.` }];
  }
  const value = answerValue(outcome.result);
  if (outcome.result.isError === true) {
    return [{ id: 'failed', path: [...at, 'tool_call'], message: `Example ${number} documents a success, but the tool returned an error: ${shown(value)}; fix the example's arguments or the server.` }];
  }
  const failures: ExampleFailure[] = [];
  const returns = own(descriptor, 'returns');
  if (isObject(returns)) {
    const compiled = compileSchema(returns);
    if (compiled.ok) {
      const problem = validateValue(compiled.validate, value)[0];
      if (problem) {
        // At the example whose answer it is: `returns` may be the server's (its outputSchema), with no place in the file.
        failures.push({ id: 'returns', path: own(example, 'result') !== undefined ? [...at, 'result'] : [...at, 'tool_call'], message: `What example ${number} returned does not match "returns" at ${pointer(problem.path) || 'the top'}: ${problem.message}; fix the schema or the server.` });
      }
    }
  }
  if (own(example, 'result') !== undefined) {
    const d = firstDifference(example.result, value, varying(example));
    if (d) {
      const s = shownDifference(d.expected, d.actual);
      const where = `${pointer(d.path) || 'the top of its result'}${s.at !== undefined ? ` (from ${s.at})` : ''}`;
      failures.push({
        id: 'result',
        path: [...at, 'result', ...d.path],
        message: `Example ${number} says ${s.expected} at ${where}, but the server returned ${s.actual}; update the example, or list the field under x-tooldoc.vary if it changes from call to call.`,
      });
    }
  }
  return failures;
}

/** Where the checks are explained: the guide to writing examples that run. */
export const TESTING_DOCS = 'https://github.com/tooldoc/tooldoc/blob/main/docs/testing.md';

const check = (id: string, description: string, spec: string): RuleMeta => ({
  id: `example/${id}`,
  level: null,
  severity: 'error',
  description,
  spec,
  messages: { default: '{{message}}' },
  tags: ['examples'],
  docs: `${TESTING_DOCS}#example${id}`,
});

/**
 * What `tooldoc test` reports: not rules (they need a live server, and do not grade), but described
 * like rules so that SARIF, `tooldoc explain` and the docs list them.
 */
export const EXAMPLE_CHECKS: RuleMeta[] = [
  check('timeout', 'A call with the example\'s arguments did not answer within the time-out.', '§9'),
  check('crashed', 'A call with the example\'s arguments stopped the server (it exited or broke the session).', '§9'),
  check('rpc-error', 'A happy example\'s call came back as a JSON-RPC error.', '§3.7, §9'),
  check('failed', 'A happy example\'s call came back as a tool error (isError: true).', '§3.7, §9'),
  check('returns', 'What a happy example\'s call returned does not validate against the tool\'s returns (or the server\'s outputSchema).', '§3.4, §9'),
  check('result', 'What a happy example\'s call returned differs from the example\'s result (outside the fields it lists under x-tooldoc.vary).', '§3.7, §9'),
  check('no-error', 'An error example\'s call succeeded.', '§3.7, §7'),
  check('no-envelope', 'An error example\'s call failed, but not with the §7 envelope {error: {code, message}}.', '§7'),
  check('code', 'An error example\'s call came back with another error code than the example documents.', '§3.5, §7'),
  check('retryable', 'The error that came back says retryable otherwise than the example, or the tool\'s errors list, documents.', '§3.5, §7'),
  check('retry-after', 'An error example documents retry_after_seconds, and the error that came back has none.', '§7'),
  check('unknown-tool', 'A descriptor with examples, in a server\'s sidecar folder, names a tool the server does not list.', '§9'),
];
