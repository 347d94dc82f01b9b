/**
 * Ajv keywords replaced by linear-time versions, for every Ajv instance tooldoc makes.
 *
 * Ajv's `uniqueItems` compares every pair of items when they may be objects or arrays (O(n²)), and
 * the meta-schemas put `uniqueItems` on every `enum`, `required` and `type` list, so checking a
 * schema with an `enum` of 300,000 values took minutes. Its `enum` compares a value with each allowed
 * value in turn (O(n·m) for n values against m allowed ones). Here both go through a canonical key
 * (JSON with sorted object keys) and a Map or Set: O(total size). Errors are Ajv's own: same
 * keyword, message, params and positions (`items ## j and i are identical`, the pair Ajv reports).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A string equal for two values exactly when Ajv's deep equality (fast-deep-equal) holds for JSON
 * data: numbers by value (so NaN equals NaN and -0 equals 0), objects by their key sets and values
 * whatever the key order, arrays item by item.
 */
export function canonicalKey(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return 's' + JSON.stringify(value);
    case 'number':
      return 'd' + (Number.isNaN(value) ? 'NaN' : String(value));
    case 'boolean':
      return value ? 't' : 'f';
    case 'undefined':
      return 'u';
    case 'bigint':
      return 'b' + String(value);
    case 'object': {
      if (value === null) return 'n';
      if (Array.isArray(value)) return '[' + value.map(canonicalKey).join(',') + ']';
      if (value instanceof Date) return 'D' + value.getTime();
      // Ajv's equality also requires the same constructor: a plain object and one without prototype differ.
      const ctor = (value as { constructor?: unknown }).constructor;
      const tag = ctor === Object ? '' : typeof ctor === 'function' ? `<${ctor.name}>` : ctor === undefined ? '<>' : `<${canonicalKey(ctor)}>`;
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      return tag + '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalKey(obj[k])).join(',') + '}';
    }
    default:
      return 'x' + String(value);
  }
}

/**
 * The pair Ajv's quadratic loop reports for a list with duplicates: the largest index `i` that has an
 * equal item before it, and the largest such `j < i`; null when all items differ. One pass.
 */
export const duplicatePair: ((items: unknown[]) => [number, number] | null) & { code: string } = Object.assign(
  (items: unknown[]): [number, number] | null => {
    const last = new Map<string, number>();
    let pair: [number, number] | null = null;
    for (let i = 0; i < items.length; i++) {
      const k = canonicalKey(items[i]);
      const j = last.get(k);
      if (j !== undefined) pair = [i, j];
      last.set(k, i);
    }
    return pair;
  },
  { code: 'require("tooldoc/dist/src/schema/linear-keywords.js").duplicatePair' },
);

/** `canonicalKey` as an Ajv runtime function (the `code` string is only for standalone code). */
const keyOf: typeof canonicalKey & { code: string } = Object.assign((v: unknown) => canonicalKey(v), {
  code: 'require("tooldoc/dist/src/schema/linear-keywords.js").canonicalKey',
});

/** Enums at least this long are checked through a Set (Ajv unrolls shorter ones into `===` tests). */
const SET_ENUM = 200;

type Code = unknown;
interface Gen {
  let(name: string, value?: Code): Code;
  const(name: string, value: Code): Code;
  assign(lhs: Code, rhs: Code): Gen;
  if(cond: Code, then?: () => void): Gen;
  scopeValue(prefix: string, value: { ref: unknown; key?: unknown }): Code;
}
interface Cxt {
  gen: Gen;
  data: Code;
  $data?: string | false;
  schema: unknown;
  schemaCode: Code;
  parentSchema: Record<string, unknown>;
  block$data(valid: Code, codeForSchema: () => void, $dataValid?: Code): void;
  setParams(obj: Record<string, Code>): void;
  error(): void;
  ok(cond: Code): void;
  pass(cond: Code): void;
}
type KeywordDef = { keyword: string; code(cxt: Cxt): void; error?: unknown; [k: string]: unknown };

interface AjvLike {
  removeKeyword(keyword: string): unknown;
  addKeyword(def: unknown): unknown;
}

/** Swap Ajv's `uniqueItems` and `enum` for the linear ones; call before anything is compiled. */
export function useLinearKeywords(ajv: AjvLike): void {
  const { _ } = require('ajv') as { _: (strs: TemplateStringsArray, ...args: unknown[]) => Code };
  const { useFunc } = require('ajv/dist/compile/util') as { useFunc: (gen: Gen, f: { code: string }) => Code };
  const { getSchemaTypes } = require('ajv/dist/compile/validate/dataType') as { getSchemaTypes: (schema: unknown) => string[] };
  const uniqueItems = (require('ajv/dist/vocabularies/validation/uniqueItems') as { default: KeywordDef }).default;
  const enumDef = (require('ajv/dist/vocabularies/validation/enum') as { default: KeywordDef }).default;

  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword({
    ...uniqueItems,
    code(cxt: Cxt) {
      const { gen, data, $data, schema, parentSchema, schemaCode } = cxt;
      const itemTypes = parentSchema.items ? getSchemaTypes(parentSchema.items) : [];
      // Items of known scalar types: Ajv already uses one pass with an index object.
      if (itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array')) return uniqueItems.code(cxt);
      if (!$data && !schema) return;
      const valid = gen.let('valid');
      cxt.block$data(
        valid,
        () => {
          const i = gen.let('i', _`${data}.length`);
          const j = gen.let('j');
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if(_`${i} > 1`, () => {
            const pair = gen.const('pair', _`${useFunc(gen, duplicatePair)}(${data})`);
            gen.if(pair, () => {
              gen.assign(i, _`${pair}[0]`);
              gen.assign(j, _`${pair}[1]`);
              cxt.error();
              gen.assign(valid, false);
            });
          });
        },
        _`${schemaCode} === false`,
      );
      cxt.ok(valid);
    },
  });

  ajv.removeKeyword('enum');
  ajv.addKeyword({
    ...enumDef,
    code(cxt: Cxt) {
      const { gen, data, $data, schema } = cxt;
      if ($data || !Array.isArray(schema) || schema.length < SET_ENUM) return enumDef.code(cxt);
      const allowed = new Set(schema.map(canonicalKey));
      const set = gen.scopeValue('obj', { ref: allowed });
      cxt.pass(_`${set}.has(${useFunc(gen, keyOf)}(${data}))`);
    },
  });
}
