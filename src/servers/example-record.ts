/**
 * `tooldoc test --record` (issue 38): a server's answers written into the examples that asked for
 * them. Pure: given what came back, what to write (`recordedResult`), which fields vary from call to
 * call (`varyingPointers`), a schema for answers a `returns` stub does not fit (`schemaOf`),
 * arguments a tool's schema rejects (`rejectedArguments`, for `--record-errors`), and a descriptor file's text with the changes made (`recordInText`), as text
 * edits that keep every comment and the layout of the rest (src/core/fixes.ts). No server, no file
 * system.
 */
import { appendToSequence, applyEdits, insertIntoMapping, Lines, replaceValue } from '../core/fixes.js';
import { parseSource } from '../parse/source.js';
import { compileSchema, validateValue } from '../schema/index.js';
import { canonicalKey } from '../schema/linear-keywords.js';
import { aTypeName, isObject, own, toPointer } from '../toolkit/util.js';
import type { JsonPath, TextEdit } from '../types/index.js';
import { answerValue } from './example-check.js';
import type { ToolCallOutcome } from './list.js';

/** What a call came to, a server that died in it included. */
export type CallAnswer = ToolCallOutcome | { kind: 'crashed'; message: string; ms: number };

/** The §7 envelope's `error` in a value, when it has one with a code. */
function envelope(value: unknown): Record<string, unknown> | undefined {
  const error = isObject(value) ? own(value, 'error') : undefined;
  return isObject(error) && typeof error.code === 'string' ? error : undefined;
}

const short = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 79)}…` : s);

/**
 * What an example's `result` becomes for an answer: the value a success stands for (answerValue),
 * or an error's §7 envelope; or why it cannot be recorded (no answer, or an error an example cannot
 * document: one without the envelope).
 */
export function recordedResult(answer: CallAnswer): { result: unknown; error?: string } | { unrecorded: string } {
  if (answer.kind === 'timeout') return { unrecorded: 'it did not answer within the time-out' };
  if (answer.kind === 'crashed') return { unrecorded: 'it stopped the server' };
  if (answer.kind === 'error') {
    const data = answer.data;
    const error = envelope(data) ?? (isObject(data) && typeof data.code === 'string' ? data : undefined);
    if (error) return { result: { error }, error: String(error.code) };
    return { unrecorded: `it failed with JSON-RPC error ${answer.code} (${short(answer.message)}), which carries no §7 envelope {error: {code, message}}` };
  }
  const value = answerValue(answer.result);
  if (answer.result.isError !== true) return { result: value };
  const error = envelope(value);
  if (error) return { result: value, error: String(error.code) };
  return { unrecorded: `the tool failed with ${typeof value === 'string' ? short(value) : 'an error'} that is not the §7 envelope {error: {code, message}}` };
}

/**
 * RFC 6901 pointers of where two answers to the same call differ: a value that differs, or a
 * mapping or list whose keys or length differ (as a whole: `x-tooldoc.vary` asks only that it is
 * there). "" when the answers differ at the top.
 */
export function varyingPointers(a: unknown, b: unknown, path: JsonPath = []): string[] {
  if (canonicalKey(a) === canonicalKey(b)) return [];
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((x, i) => varyingPointers(x, b[i], [...path, i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k))) return keys.flatMap((k) => varyingPointers(a[k], b[k], [...path, k]));
  }
  return [toPointer(path)];
}

/** Whether an RFC 6901 pointer names a place in a value. */
function resolves(value: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  if (!pointer.startsWith('/')) return false;
  let cur = value;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur) && /^(0|[1-9]\d*)$/.test(seg) && Number(seg) < cur.length) cur = cur[Number(seg)];
    else if (isObject(cur) && Object.hasOwn(cur, seg)) cur = cur[seg];
    else return false;
  }
  return true;
}

/**
 * The `x-tooldoc.vary` of a recorded result: the pointers the example listed that still name a place
 * in it (a field that changes only now and then is kept), then those found varying between the two
 * calls.
 */
export function recordedVary(listed: readonly unknown[], found: readonly string[], result: unknown): string[] {
  const out = listed.filter((p): p is string => typeof p === 'string' && resolves(result, p));
  for (const p of found) if (!out.includes(p)) out.push(p);
  return out;
}

/**
 * A JSON Schema that describes a value as an answer showed it: its type, a mapping's properties
 * (each required, as it came back), a list's items when they share one schema. Numbers are
 * `number`: one answer cannot tell that a count is never fractional.
 */
export function schemaOf(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') return { type: 'string' };
  if (typeof v === 'number') return { type: 'number' };
  if (typeof v === 'boolean') return { type: 'boolean' };
  if (Array.isArray(v)) {
    const items = v.map(schemaOf);
    if (!items.length) return { type: 'array' };
    if (items.every((i) => canonicalKey(i) === canonicalKey(items[0]))) return { type: 'array', items: items[0] };
    return items.every((i) => i.type === items[0]!.type) ? { type: 'array', items: { type: items[0]!.type } } : { type: 'array' };
  }
  if (isObject(v)) {
    const keys = Object.keys(v);
    return { type: 'object', properties: Object.fromEntries(keys.map((k) => [k, schemaOf(v[k])])), ...(keys.length ? { required: keys } : {}) };
  }
  return { type: 'null' };
}

/** Whether a schema accepts a value (an invalid schema accepts nothing). */
export function accepts(schema: unknown, value: unknown): boolean {
  const compiled = compileSchema(schema);
  return compiled.ok && validateValue(compiled.validate, value).length === 0;
}

/** A value of a type other than `type`, to send where a schema wants `type`. */
const WRONG: Record<string, unknown> = { string: 42, number: 'not a number', integer: 'not a number', boolean: 'not a boolean', array: 'not a list', object: 'not an object', null: 'not null' };

/**
 * Arguments the tool's `parameters` schema rejects, built from `base` (a happy example's arguments,
 * or none), and why it rejects them: a required argument left out, else an argument of the wrong
 * type, else one that is not a parameter (when the schema forbids others). Undefined when the schema
 * rejects none of these (it accepts anything).
 */
export function rejectedArguments(parameters: unknown, base: Record<string, unknown> = {}): { arguments: Record<string, unknown>; why: string } | undefined {
  if (!isObject(parameters)) return undefined;
  const compiled = compileSchema(parameters);
  if (!compiled.ok) return undefined;
  const properties = isObject(parameters.properties) ? parameters.properties : {};
  const required = Array.isArray(parameters.required) ? parameters.required.filter((r): r is string => typeof r === 'string') : [];
  const candidates: Array<{ arguments: Record<string, unknown>; why: string }> = [];
  for (const name of required) {
    const args = { ...base };
    delete args[name];
    const missing = required.filter((r) => !Object.hasOwn(args, r)).map((r) => JSON.stringify(r));
    candidates.push({ arguments: args, why: missing.length === 1 ? `the required argument ${missing[0]} is missing` : `the required arguments ${missing.slice(0, -1).join(', ')} and ${missing.at(-1)} are missing` });
  }
  for (const [name, schema] of Object.entries(properties)) {
    const type = isObject(schema) && typeof schema.type === 'string' ? schema.type : undefined;
    if (type === undefined || !Object.hasOwn(WRONG, type)) continue;
    candidates.push({ arguments: { ...base, [name]: WRONG[type] }, why: `"${name}" is ${aTypeName(WRONG[type])} where the schema wants ${type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`}` });
  }
  if (parameters.additionalProperties === false) {
    let extra = 'unexpected_argument';
    while (Object.hasOwn(properties, extra)) extra += '_';
    candidates.push({ arguments: { ...base, [extra]: true }, why: `"${extra}" is not one of its parameters` });
  }
  return candidates.find((c) => validateValue(compiled.validate, c.arguments).length > 0);
}

/** A change to one document of a descriptor file: a mapping's entry set (replaced, or added last), or an item added to a list. */
export type DocumentChange = { doc: number; mapPath: JsonPath; key: string; value: unknown } | { doc: number; listPath: JsonPath; value: unknown };

function at(root: unknown, path: JsonPath): unknown {
  let cur = root;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObject(cur) && typeof seg === 'string' && Object.hasOwn(cur, seg)) cur = cur[seg];
    else return undefined;
  }
  return cur;
}

/**
 * A descriptor file's text with the changes made, each as a text edit that leaves the rest of the
 * file as it was (comments, quoting, key order, blank lines). The text made is parsed again and must
 * hold exactly the documents expected, else nothing is made and `problem` says why (a value that came
 * from a YAML alias, a layout an edit cannot place exactly).
 */
export function recordInText(filePath: string, text: string, changes: readonly DocumentChange[]): { output: string } | { problem: string } {
  const parsed = parseSource(filePath, filePath, text);
  if (parsed.problems.length) return { problem: `it does not parse (${parsed.problems[0]!.message})` };
  const file = parsed.file;
  const lines = new Lines(text);
  const expected = structuredClone(parsed.docs);
  const edits: TextEdit[] = [];
  for (const c of changes) {
    let edit: TextEdit | undefined;
    if ('listPath' in c) {
      const list = at(parsed.docs[c.doc], c.listPath);
      if (Array.isArray(list)) edit = appendToSequence(file, c.doc, c.listPath, list.length, c.value, lines);
      (at(expected[c.doc], c.listPath) as unknown[] | undefined)?.push(c.value);
    } else {
      const mapping = at(parsed.docs[c.doc], c.mapPath);
      if (isObject(mapping)) {
        const keys = Object.keys(mapping);
        edit = Object.hasOwn(mapping, c.key) ? replaceValue(file, c.doc, [...c.mapPath, c.key], c.value, lines) : insertIntoMapping(file, c.doc, c.mapPath, keys.at(-1), c.key, c.value, lines, true);
        (at(expected[c.doc], c.mapPath) as Record<string, unknown>)[c.key] = c.value;
      }
    }
    if (!edit) return { problem: `its ${'listPath' in c ? toPointer(c.listPath) : toPointer([...c.mapPath, c.key])} could not be found as written (a YAML alias or merge?)` };
    edits.push(edit);
  }
  const output = applyEdits(text, edits);
  const again = parseSource(filePath, filePath, output);
  if (again.problems.length || again.docs.length !== expected.length || again.docs.some((d, i) => canonicalKey(d) !== canonicalKey(expected[i]))) {
    return { problem: 'the answers could not be written into it without changing something else' };
  }
  return { output };
}
