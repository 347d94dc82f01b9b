/**
 * The memoized validator (src/schema/memo.ts) decides what Ajv decides: on generated schemas with
 * `$ref`s into `$defs` and every keyword it evaluates, and generated values, it says valid exactly
 * when Ajv does, and each error it reports (instance path and keyword) is one Ajv reports. And
 * through `validateValue`, a schema whose references join up is validated in linear time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema, makeAjv, validateValue } from '../../src/schema/index.js';
import { memoValidate, naiveEvaluations } from '../../src/schema/memo.js';

const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.constantFrom('a', 'ab', 'abc', 'x1', '', 'AB', '2024-01-02'),
    fc.integer({ min: -3, max: 12 }),
    fc.constantFrom(1.5, true, false, null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x1', 'zz'), tie('v'), { maxKeys: 4 }),
  ),
})).v;

const leaf = fc.record(
  {
    type: fc.oneof(fc.constantFrom('string', 'integer', 'number', 'boolean', 'object', 'array', 'null'), fc.constant(['string', 'integer'])),
    enum: fc.constantFrom(['a', 1, null], ['ab', { a: 1 }], [[1, 2], 'abc']),
    const: fc.constantFrom('a', 1, null),
    minimum: fc.integer({ min: -2, max: 5 }),
    exclusiveMaximum: fc.integer({ min: 0, max: 10 }),
    multipleOf: fc.constantFrom(2, 0.5),
    minLength: fc.integer({ min: 0, max: 3 }),
    maxLength: fc.integer({ min: 0, max: 3 }),
    pattern: fc.constantFrom('^a', '[0-9]', 'b$'),
    format: fc.constantFrom('date', 'email', 'int32'),
    minItems: fc.integer({ min: 0, max: 3 }),
    maxItems: fc.integer({ min: 0, max: 3 }),
    uniqueItems: fc.boolean(),
    required: fc.constantFrom(['a'], ['a', 'b'], []),
    minProperties: fc.integer({ min: 0, max: 3 }),
    maxProperties: fc.integer({ min: 0, max: 3 }),
    dependencies: fc.constantFrom({ a: ['b'] }, { b: ['c'] }),
  },
  { requiredKeys: [] },
);

const refTo = fc.constantFrom('#/$defs/d0', '#/$defs/d1', '#/$defs/d2');

const schema = fc.letrec((tie) => ({
  s: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    leaf,
    refTo.map(($ref) => ({ $ref })),
    fc.boolean(),
    fc.record(
      {
        properties: fc.dictionary(fc.constantFrom('a', 'b', 'x1'), tie('s'), { maxKeys: 3 }),
        patternProperties: fc.dictionary(fc.constantFrom('^x', 'z'), tie('s'), { maxKeys: 1 }),
        additionalProperties: fc.oneof(fc.boolean(), tie('s')),
        propertyNames: tie('s'),
        items: fc.oneof(tie('s'), fc.array(tie('s'), { maxLength: 2 })),
        additionalItems: tie('s'),
        contains: tie('s'),
        anyOf: fc.array(tie('s'), { minLength: 1, maxLength: 3 }),
        oneOf: fc.array(tie('s'), { minLength: 1, maxLength: 3 }),
        allOf: fc.array(tie('s'), { minLength: 1, maxLength: 2 }),
        not: tie('s'),
        if: tie('s'),
        then: tie('s'),
        else: tie('s'),
        type: fc.constantFrom('object', 'array', 'string'),
        required: fc.constantFrom(['a'], ['b']),
      },
      { requiredKeys: [] },
    ),
  ),
})).s;

/** A schema with its definitions (the last leads nowhere further, so no definition refers to itself). */
const withDefs = fc.tuple(schema, schema, schema, leaf).map(([root, d0, d1, d2]) => {
  // A reference from a definition to itself, or back up, could loop: d0 and d1 refer only forward.
  const forward = (s: unknown, allowed: string[]): unknown =>
    JSON.parse(JSON.stringify(s), (k, v: unknown) => (k === '$ref' && typeof v === 'string' && !allowed.includes(v) ? allowed[0] ?? '#/$defs/d2' : v));
  return { ...(typeof root === 'object' ? root : { allOf: [root] }), $defs: { d0: forward(d0, ['#/$defs/d1', '#/$defs/d2']), d1: forward(d1, ['#/$defs/d2']), d2 } };
});

const ajv = makeAjv('draft-07');
/** Samples where the two may rightly differ: Ajv's `items: false` and `contains: false` report other keywords. */
const pointerKey = (e: { instancePath: string; keyword: string }) => `${e.instancePath} ${e.keyword}`;

const tally = { valid: 0, invalid: 0 };

describe('the memoized validator decides as Ajv does', () => {
  it('on generated schemas with references and values', () => {
    fc.assert(
      fc.property(withDefs, value, (s, v) => {
        let validate: ReturnType<typeof ajv.compile>;
        try {
          validate = ajv.compile({ ...s, $id: `urn:memo:${Math.random()}` });
        } catch {
          return; // a schema Ajv refuses is not validated against
        }
        const ok = validate(v);
        tally[ok ? 'valid' : 'invalid']++;
        const memo = memoValidate(s, true, v);
        expect(memo, 'decided').toBeDefined();
        expect(memo!.length === 0, JSON.stringify({ s, v, memo, ajv: validate.errors })).toBe(ok);
        const reported = new Set((validate.errors ?? []).map(pointerKey));
        for (const e of memo!) expect(reported.has(pointerKey(e)), JSON.stringify({ s, v, e, ajv: validate.errors })).toBe(true);
      }),
      { numRuns: Number(process.env.MEMO_RUNS ?? 150), seed: 35 },
    );
    // Both verdicts were reached often enough to compare.
    expect(Math.min(tally.valid, tally.invalid)).toBeGreaterThan(10);
  });
});

/** `$defs` levels, each offering two branches to the next; the bottom is an integer. */
function dag(levels: number): Record<string, unknown> {
  const $defs: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) $defs[`l${i}`] = { anyOf: [{ $ref: `#/$defs/l${i + 1}` }, { $ref: `#/$defs/l${i + 1}`, description: 'again' }] };
  $defs[`l${levels}`] = { type: 'integer' };
  return { type: 'object', $defs, properties: { v: { $ref: '#/$defs/l0' } } };
}

describe('references that join up', () => {
  it('are counted in linear time, and validated in linear time with the errors Ajv gives', () => {
    const levels = 100;
    const s = dag(levels);
    // 2^100 paths, counted (up to a bound) in time linear in the levels.
    expect(naiveEvaluations(s, true, { v: 'x' }, 1e15)).toBe(1e15);
    expect(naiveEvaluations(dag(10), true, { v: 'x' }, 1e15)).toBe(2 ** 12 - 1);
    const compiled = compileSchema(s);
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    const start = performance.now();
    expect(validateValue(compiled.validate, { v: 'x' }).map((p) => [p.path, p.keyword, p.message])).toEqual([
      [['v'], 'type', 'must be integer'],
      ...Array.from({ length: levels }, () => [['v'], 'anyOf', 'must match a schema in anyOf']),
    ]);
    expect(validateValue(compiled.validate, { v: 7 })).toEqual([]);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('a small DAG is still validated by Ajv, with its errors', () => {
    const compiled = compileSchema(dag(3));
    if (!compiled.ok) throw new Error('invalid');
    expect(validateValue(compiled.validate, { v: 'x' }).map((p) => p.keyword)).toContain('anyOf');
  });
});
