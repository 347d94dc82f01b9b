/**
 * Type names of other languages in schemas (BFCL's `dict` and `float`, Java's `String`, Python's
 * `list` …): lint reports them (they are not JSON Schema), and export translates the ones whose
 * meaning is unambiguous, saying so once per file, because no platform accepts them as they are.
 */
import { dialectType } from '../schema/index.js';
import { isObject, walkSchemas } from '../toolkit/util.js';
import type { JsonPath } from '../types/index.js';
import type { Obj } from './schema-transform.js';

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

export interface DialectTranslation {
  /** The descriptor with every known type name translated (a copy when anything changed). */
  descriptor: Obj;
  /** `from → to` for each translation (`to` null: the type was left out, as `any` means). */
  translated: Array<{ from: string; to: string | null }>;
  /** Keywords of the dialect that JSON Schema ignores, left out (BFCL's `optional`; `required` says it). */
  dropped: string[];
  /** Type names that are neither JSON Schema nor a known one: they go out as they are (at `path`, the schema's). */
  unknown: Array<{ path: JsonPath; type: unknown }>;
}

/** Translates the type names of `parameters` and `returns` (or of the blocks named). */
export function translateDialect(descriptor: Obj, blocks: readonly string[] = ['parameters', 'returns']): DialectTranslation {
  const translated: DialectTranslation['translated'] = [];
  const dropped: string[] = [];
  const unknown: DialectTranslation['unknown'] = [];
  let copy: Obj | undefined;
  for (const block of blocks) {
    if (!isObject(descriptor[block])) continue;
    const nodes = walkSchemas(descriptor[block], [block]);
    if (!nodes.some(({ schema }) => needsWork(schema.type) || isOptionalFlag(schema.optional))) continue;
    copy ??= { ...descriptor };
    const clone = JSON.parse(JSON.stringify(descriptor[block])) as Obj;
    copy[block] = clone;
    for (const { schema, path } of walkSchemas(clone, [block])) {
      // JSON Schema ignores `optional`, so leaving it out changes nothing; strict validators refuse it.
      if (isOptionalFlag(schema.optional)) {
        delete schema.optional;
        dropped.push('optional');
      }
      const t = schema.type;
      if (!needsWork(t)) continue;
      const names = Array.isArray(t) ? t : [t];
      const out: string[] = [];
      let dropType = false;
      for (const name of names) {
        if (typeof name === 'string' && JSON_TYPES.has(name)) {
          out.push(name);
          continue;
        }
        const to = dialectType(name);
        if (to === undefined) {
          unknown.push({ path, type: name });
          out.push(name as string);
        } else {
          translated.push({ from: String(name), to });
          if (to === null) dropType = true;
          else if (!out.includes(to)) out.push(to);
        }
      }
      // `any` in a list of types, or alone, means every type: no `type` at all.
      if (dropType) delete schema.type;
      else schema.type = Array.isArray(t) ? out : out[0];
    }
  }
  return { descriptor: copy ?? descriptor, translated, dropped, unknown };
}

/**
 * A schema block as export sends it, type names translated: what the platform rules check, so that
 * lint and export agree (a copy when anything changed; the paths are the same).
 */
export function asExported(descriptor: Obj, block: string): unknown {
  return translateDialect(descriptor, [block]).descriptor[block];
}

/** BFCL's `optional`: `true` on a property (sometimes the string "true"), or a list of names beside `required`. */
const isOptionalFlag = (v: unknown): boolean => typeof v === 'boolean' || v === 'true' || v === 'false' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

function needsWork(t: unknown): boolean {
  if (t === undefined) return false;
  const names = Array.isArray(t) ? t : [t];
  return names.some((n) => typeof n !== 'string' || !JSON_TYPES.has(n));
}

/** One line for a file: what was translated or left out, counted. */
export function dialectNote(file: string, translated: DialectTranslation['translated'], dropped: string[]): string {
  const counts = new Map<string, number>();
  for (const { from, to } of translated) {
    const k = `"${from}" → ${to === null ? 'no type (any value)' : `"${to}"`}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const list = [...counts].map(([k, n]) => (n > 1 ? `${k} (×${n})` : k)).join(', ');
  const parts = [];
  if (list) parts.push(`type names that are not JSON Schema were translated: ${list}`);
  if (dropped.length) parts.push(`"optional" was left out${dropped.length > 1 ? ` (×${dropped.length})` : ''}, which JSON Schema ignores ("required" says what is optional)`);
  return `note: ${file}: ${parts.join('; ')}.`;
}


/**
 * Whether a tool goes to OpenAI in strict mode when export is not told: what its platform file said
 * (`x-openai.strict`, recorded when an OpenAI tools file is read), else strict for descriptors
 * (spec §10 recommends it) and not for other platforms' files, which go out as they were.
 */
export function openaiStrictOf(descriptor: Obj, inputFormat: string): boolean {
  const x = descriptor['x-openai'];
  if (isObject(x) && typeof x.strict === 'boolean') return x.strict;
  return inputFormat === 'native';
}

/** Whether a tool goes to Anthropic with strict tool use when export is not told: only when it says so (`x-anthropic.strict`). */
export function anthropicStrictOf(descriptor: Obj): boolean {
  const x = descriptor['x-anthropic'];
  return isObject(x) && x.strict === true;
}
