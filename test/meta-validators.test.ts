/**
 * The build writes each dialect's meta-schema check as standalone code (scripts/meta-validators.mjs,
 * dist/meta/), so a lint run needs neither to load Ajv nor to compile a meta-schema. Those files
 * must judge every schema exactly as Ajv does, with the same errors, since the errors are what
 * users read: compared here on every schema in the corpus and on invalid schemas of each dialect.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalKey, duplicatePair } from '../src/schema/linear-keywords.js';
import { linearRegExp } from '../src/regex/index.js';
import { makeAjv, META_IDS, type Dialect } from '../src/schema/index.js';
import { isObject } from '../src/toolkit/util.js';
import { ROOT, SHARED } from './helpers.js';

const require = createRequire(import.meta.url);
type Check = ((schema: unknown) => boolean) & { errors?: unknown[] | null };

function precompiled(dialect: Dialect): Check {
  const factory = require(path.join(ROOT, 'dist', 'meta', `${dialect}.cjs`)) as (runtime: object) => Check;
  return factory({ duplicatePair, canonicalKey, linearRegExp });
}

/** Every object in the corpus that sits where a schema does (parameters, properties, items …). */
function corpusSchemas(): unknown[] {
  const out: unknown[] = [];
  const SCHEMA_KEYS = new Set(['parameters', 'inputSchema', 'input_schema', 'outputSchema', 'items', 'additionalProperties', 'not']);
  const walk = (v: unknown, key: string | undefined): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, key);
      return;
    }
    if (!isObject(v)) return;
    if (key !== undefined && SCHEMA_KEYS.has(key)) out.push(v);
    for (const [k, x] of Object.entries(v)) {
      if (k === 'properties' && isObject(x)) for (const p of Object.values(x)) walk(p, 'items');
      else walk(x, k);
    }
  };
  for (const corpus of readdirSync(path.join(SHARED, 'corpus'))) {
    const dir = path.join(SHARED, 'corpus', corpus);
    if (!corpus.match(/^[a-z]/) || corpus.endsWith('.md')) continue;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(dir, f), 'utf8')), undefined);
  }
  return out;
}

const INVALID: unknown[] = [
  { type: 'strin' },
  { type: ['string', 'string'] },
  { type: 'object', required: 'name' },
  { type: 'object', required: ['a', 'a'] },
  { type: 'object', properties: { a: { type: 'string', minLength: -1 } } },
  { enum: [] },
  { enum: [{ a: 1 }, { a: 1 }] },
  { type: 'array', items: 3 },
  { pattern: 5 },
  { properties: [] },
  { allOf: [] },
  { anyOf: [{ type: 'string' }, 7] },
  { type: 'object', additionalProperties: 'no' },
  { $id: 3 },
  { maximum: '10' },
  { multipleOf: 0 },
  { dependencies: { a: 4 } },
  { $defs: { x: 1 } },
  { prefixItems: {} },
  { dependentRequired: { a: ['b', 'b'] } },
  { $anchor: '1bad' },
  { unevaluatedProperties: 'x' },
];

describe('the precompiled meta-schema checks', () => {
  const schemas = corpusSchemas();

  for (const dialect of Object.keys(META_IDS) as Dialect[]) {
    it(`${dialect}: the same verdict and errors as Ajv, on ${schemas.length.toLocaleString('en-US')} corpus schemas and ${INVALID.length} invalid ones`, { timeout: 60_000 }, () => {
      const check = precompiled(dialect);
      const ajv = makeAjv(dialect);
      expect(schemas.length).toBeGreaterThan(10_000);
      let invalid = 0;
      for (const given of [...schemas, ...INVALID]) {
        // A schema that names another dialect's meta-schema goes to Ajv (src/schema/ajv.ts); here each is read as this dialect.
        const { $schema: _named, ...schema } = given as Record<string, unknown>;
        const ok = check(schema);
        const expected = ajv.validateSchema(schema) as boolean;
        expect({ schema, ok, errors: ok ? null : check.errors }).toEqual({ schema, ok: expected, errors: expected ? null : ajv.errors });
        if (!ok) invalid++;
      }
      // Not a check that agrees only on valid input: each dialect rejects most of INVALID.
      expect(invalid).toBeGreaterThanOrEqual(12);
    });
  }
});
