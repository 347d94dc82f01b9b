/**
 * Ajv as tooldoc configures it: one instance per dialect (linear-time patterns, `uniqueItems` and
 * `enum`), the meta-schema checks (precompiled by the build, Ajv's otherwise), and compiling a
 * schema when a value must be judged by Ajv.
 */
import { createRequire } from 'node:module';
import type { AnySchema, ErrorObject, Options, ValidateFunction } from 'ajv';
import { canonicalKey, duplicatePair, useLinearKeywords } from './linear-keywords.js';
import { linearRegExp } from '../regex/match.js';
import { isObject } from '../toolkit/util.js';
import { FAST, remember, type SchemaValidator } from './validator.js';

const require = createRequire(import.meta.url);

type AjvInstance = {
  validateSchema(schema: AnySchema): boolean | Promise<unknown>;
  compile(schema: AnySchema): ValidateFunction;
  removeSchema?(key: string): unknown;
  errors?: ErrorObject[] | null;
};
/** `ajv`, `ajv/dist/2019` and `ajv/dist/2020` as `require` gives them: CommonJS modules that are the class and export it as `default` too. */
type AjvClass = new (options: Options) => AjvInstance & Parameters<typeof useLinearKeywords>[0];
type AjvModule = AjvClass & { default?: AjvClass };
/** `ajv-formats` likewise: the plugin, also exported as `default`. */
type FormatsPlugin = (ajv: AjvInstance) => unknown;

export type Dialect = 'draft-07' | '2019-09' | '2020-12';
const instances = new Map<Dialect, AjvInstance>();

export function ajvFor(dialect: Dialect): AjvInstance {
  let a = instances.get(dialect);
  if (a) return a;
  // A referenced schema is compiled once as a function of its own, not written out again at every
  // \`$ref\` to it: real servers' schemas reuse their \`$defs\` many times over (what Ajv reports is the same).
  a = makeAjv(dialect, { inlineRefs: false });
  instances.set(dialect, a);
  return a;
}

/**
 * An Ajv instance as tooldoc configures it. `extra` is for the build (scripts/meta-validators.mjs),
 * which writes the meta-schema checks of these instances as standalone code.
 */
export function makeAjv(dialect: Dialect, extra: Options = {}): AjvInstance {
  // CommonJS builds load faster than ESM wrappers and keep start-up small; loaded on first use.
  const mod = (dialect === '2020-12' ? require('ajv/dist/2020') : dialect === '2019-09' ? require('ajv/dist/2019') : require('ajv')) as AjvModule;
  const Ctor = mod.default ?? mod;
  const inst = new Ctor({
    strict: false,
    allErrors: true,
    validateFormats: true,
    validateSchema: true,
    addUsedSchema: false,
    unicodeRegExp: false,
    // Unknown formats and keywords are tolerated, silently: a linter must not print Ajv's warnings.
    logger: false,
    // Schemas come from untrusted files; no remote loading ever happens (no loadSchema is set).
    ...extra,
    // Descriptor patterns run on RE2 (linear time), never on a backtracking RegExp (src/regex/).
    code: { regExp: linearRegExp, ...extra.code },
  });
  // Before anything is compiled (the meta-schemas included): linear uniqueItems and enum.
  useLinearKeywords(inst);
  const formats = require('ajv-formats') as FormatsPlugin & { default?: FormatsPlugin };
  (formats.default ?? formats)(inst);
  return inst;
}

/** Each dialect's meta-schema, as its Ajv instance knows it (without the trailing `#`). */
export const META_IDS: Record<Dialect, string> = {
  'draft-07': 'http://json-schema.org/draft-07/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

type MetaCheck = ((schema: unknown) => boolean) & { errors?: ErrorObject[] | null };
const metaChecks = new Map<Dialect, MetaCheck | null>();

type MetaFactory = (runtime: object) => MetaCheck | { default: MetaCheck };

/**
 * The generated factory in dist/meta/: one folder up from the bundled CLI (dist/cli/), two from this
 * module in the package entry (dist/src/schema/). Throws MODULE_NOT_FOUND when neither has it.
 */
function metaFactory(dialect: Dialect): MetaFactory {
  try {
    return require(`../meta/${dialect}.cjs`) as MetaFactory;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
  }
  return require(`../../meta/${dialect}.cjs`) as MetaFactory;
}

/**
 * The meta-schema check that scripts/meta-validators.mjs wrote for the build (dist/meta/), or null
 * where there is none (the sources run by the tests, TOOLDOC_NO_FAST_PATHS=1): then Ajv checks.
 */
function metaCheckFor(dialect: Dialect): MetaCheck | null {
  let check = metaChecks.get(dialect);
  if (check !== undefined) return check;
  check = null;
  if (FAST) {
    try {
      const made = metaFactory(dialect)({ duplicatePair, canonicalKey, linearRegExp });
      check = typeof made === 'function' ? made : made.default;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    }
  }
  metaChecks.set(dialect, check);
  return check;
}

/**
 * Ajv's `validateSchema`: valid, or Ajv's errors. Through the precompiled check when the schema
 * names no other meta-schema; Ajv itself otherwise (it throws on a `$schema` it does not know).
 */
export function checkMeta(schema: object | boolean, dialect: Dialect): { ok: boolean; errors: ErrorObject[] } {
  const declared = isObject(schema) ? schema.$schema : undefined;
  const check = typeof schema === 'object' && (declared === undefined || (typeof declared === 'string' && declared.replace(/#$/, '') === META_IDS[dialect])) ? metaCheckFor(dialect) : null;
  if (check) {
    const ok = check(schema);
    return { ok, errors: ok ? [] : (check.errors ?? []) };
  }
  const ajv = ajvFor(dialect);
  const ok = ajv.validateSchema(schema) as boolean;
  return { ok, errors: ok ? [] : (ajv.errors ?? []) };
}

export function dialectOf(schema: unknown): Dialect {
  const s = isObject(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
  if (s.includes('2020-12')) return '2020-12';
  if (s.includes('2019-09')) return '2019-09';
  return 'draft-07';
}

const ajvCache = new Map<SchemaValidator, ValidateFunction>();
let compiled = 0;

export function ajvCompile(v: SchemaValidator): ValidateFunction {
  const hit = ajvCache.get(v);
  if (hit) return hit;
  const schema = v.schema;
  const { $id: _id, ...rest } = isObject(schema) ? schema : {};
  // A fresh $id per schema: two tools that reuse one $id do not collide in Ajv's registry, and a
  // recursive `$ref: '#'` still has a root to resolve against (without any $id Ajv cannot).
  const ajv = ajvFor(dialectOf(schema));
  const fn = ajv.compile(isObject(schema) ? { ...rest, $id: `urn:tooldoc:schema:${++compiled}` } : (schema as AnySchema));
  // Ajv keeps every compiled schema in its own registry too; drop it there so memory stays flat.
  if (isObject(schema)) ajv.removeSchema?.(`urn:tooldoc:schema:${compiled}`);
  return remember(ajvCache, v, fn);
}
