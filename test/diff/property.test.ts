/**
 * The classifier's promise (issue 16), checked on generated schema pairs: a change to `parameters`
 * it calls compatible never rejects arguments the old schema accepted, and a change to `returns` it
 * calls compatible never lets the tool return what the old schema did not describe. Schemas are
 * closed objects (what Level 1 asks for), edited the ways tools are edited; values of every shape
 * near the schemas' bounds are checked with Ajv. Returns values hold only the fields the old schema
 * knew: a field added to what a tool returns is no break, as agents read the fields they know.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaChanges } from '../../src/diff/schema.js';
import { newAjv } from '../helpers.js';

type S = Record<string, unknown>;
const NAMES = ['a', 'b', 'c', 'd'];
const WORDS = ['red', 'green', 'blue', 'cyan'];

const stringSchema = fc.record(
  { type: fc.constant('string'), minLength: fc.integer({ min: 0, max: 3 }), maxLength: fc.integer({ min: 3, max: 8 }), enum: fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1 }), pattern: fc.constant('^[a-z]+$') },
  { requiredKeys: ['type'] },
);
const numberSchema = fc.record(
  { type: fc.constantFrom('integer', 'number'), minimum: fc.integer({ min: -5, max: 0 }), maximum: fc.integer({ min: 0, max: 5 }), multipleOf: fc.constantFrom(1, 2) },
  { requiredKeys: ['type'] },
);
const arraySchema = fc.record({ type: fc.constant('array'), items: fc.constant({ type: 'string', enum: WORDS }), maxItems: fc.integer({ min: 1, max: 3 }), uniqueItems: fc.boolean() }, { requiredKeys: ['type', 'items'] });
const propSchema = fc.oneof(stringSchema, numberSchema, arraySchema, fc.constant({ type: 'boolean' }));

const objectSchema = fc
  .uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 })
  .chain((names) => fc.tuple(fc.constant(names), fc.array(propSchema, { minLength: names.length, maxLength: names.length }), fc.subarray(names)))
  .map(([names, schemas, required]): S => ({ type: 'object', additionalProperties: false, properties: Object.fromEntries(names.map((n, i) => [n, schemas[i]])), required }));

/** The edits people make: each returns a new schema. */
const edits: Array<(s: S, r: number) => S> = [
  // a property removed, or added (optional or required)
  (s) => ({ ...s, properties: Object.fromEntries(Object.entries(s.properties as S).slice(1)), required: (s.required as string[]).filter((n) => n !== Object.keys(s.properties as S)[0]) }),
  (s, r) => {
    const free = NAMES.find((n) => !(n in (s.properties as S)));
    return free ? { ...s, properties: { ...(s.properties as S), [free]: { type: 'string' } }, required: r % 2 ? [...(s.required as string[]), free] : s.required } : s;
  },
  // required toggled
  (s, r) => {
    const n = Object.keys(s.properties as S)[r % Object.keys(s.properties as S).length]!;
    const req = s.required as string[];
    return { ...s, required: req.includes(n) ? req.filter((x) => x !== n) : [...req, n] };
  },
  // additionalProperties opened
  (s) => ({ ...s, additionalProperties: true }),
  // a keyword of a property changed, added or dropped
  (s, r) => {
    const names = Object.keys(s.properties as S);
    const n = names[r % names.length]!;
    const p = { ...((s.properties as S)[n] as S) };
    const keys = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems', 'multipleOf'];
    const k = keys[r % keys.length]!;
    if (p[k] === undefined) p[k] = r % 4;
    else if (r % 3 === 0) delete p[k];
    else p[k] = (p[k] as number) + (r % 2 ? 1 : -1);
    if (k === 'multipleOf' && ((p[k] as number) <= 0 || p[k] === undefined)) delete p[k];
    // Lengths and counts are never negative (such a schema does not compile).
    if (['minLength', 'maxLength', 'maxItems'].includes(k) && (p[k] as number) < 0) delete p[k];
    return { ...s, properties: { ...(s.properties as S), [n]: p } };
  },
  // enum values added or removed, pattern or uniqueItems toggled, type widened or narrowed
  (s, r) => {
    const names = Object.keys(s.properties as S);
    const n = names[r % names.length]!;
    const p = { ...((s.properties as S)[n] as S) };
    if (Array.isArray(p.enum)) p.enum = r % 2 ? [...new Set([...(p.enum as string[]), WORDS[r % WORDS.length]!])] : (p.enum as string[]).slice(1);
    else if (p.type === 'string') p.pattern = p.pattern ? (r % 2 ? '^[a-eR]+$' : undefined) : '^[a-c]+$';
    else if (p.type === 'integer') p.type = 'number';
    else if (p.type === 'number') p.type = 'integer';
    else if (p.type === 'array') p.uniqueItems = !p.uniqueItems;
    else p.type = r % 2 ? ['boolean', 'string'] : 'string';
    if (Array.isArray(p.enum) && !p.enum.length) delete p.enum;
    if (p.pattern === undefined) delete p.pattern;
    return { ...s, properties: { ...(s.properties as S), [n]: p } };
  },
];

const edited = objectSchema.chain((before) =>
  fc.array(fc.tuple(fc.integer({ min: 0, max: edits.length - 1 }), fc.nat(1000)), { minLength: 1, maxLength: 3 }).map((ops) => ({
    before,
    after: ops.reduce((s, [i, r]) => edits[i]!(s, r), before),
  })),
);

/** Values of every shape the schemas above can describe, near their bounds. */
const anyValue = fc.oneof(
  fc.constantFrom(...WORDS, 'RED', '', 'abcdefghij'),
  fc.integer({ min: -7, max: 7 }),
  fc.constantFrom(0.5, -2.5, 3.5),
  fc.boolean(),
  fc.uniqueArray(fc.constantFrom(...WORDS), { maxLength: 4 }),
  fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }),
);
const objectValue = fc.dictionary(fc.constantFrom(...NAMES, 'e'), anyValue, { maxKeys: 5 });

const ajv = newAjv({ strict: false, allErrors: false });

describe('the classifier never calls compatible a change that breaks', () => {
  it('parameters: arguments valid before stay valid after a change with no breaking part', () => {
    fc.assert(
      fc.property(edited, fc.array(objectValue, { minLength: 20, maxLength: 20 }), ({ before, after }, values) => {
        const breaking = schemaChanges(before, after, 'parameters').filter((c) => c.breaking);
        if (breaking.length) return;
        const valid = ajv.compile(before);
        const stillValid = ajv.compile(after);
        for (const v of values) if (valid(v)) expect(stillValid(v), `${JSON.stringify(before)} → ${JSON.stringify(after)} rejects ${JSON.stringify(v)}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('returns: what the tool may return after a change with no breaking part was described before', () => {
    fc.assert(
      fc.property(edited, fc.array(objectValue, { minLength: 20, maxLength: 20 }), ({ before, after }, values) => {
        const breaking = schemaChanges(before, after, 'returns').filter((c) => c.breaking);
        if (breaking.length) return;
        const described = ajv.compile(before);
        const returned = ajv.compile(after);
        // Agents read the fields they know: a returns field added is no break (see src/diff/schema.ts).
        const known = new Set(Object.keys(before.properties as S));
        for (const v of values.map((x) => Object.fromEntries(Object.entries(x).filter(([k]) => known.has(k)))))
          if (returned(v)) expect(described(v), `${JSON.stringify(before)} → ${JSON.stringify(after)} may return ${JSON.stringify(v)}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('finds both kinds: the generated edits are not all breaking, nor all compatible', () => {
    const kinds = new Set<boolean>();
    fc.assert(
      fc.property(edited, ({ before, after }) => {
        kinds.add(schemaChanges(before, after, 'parameters').some((c) => c.breaking));
      }),
      { numRuns: 200 },
    );
    expect([...kinds].sort()).toEqual([false, true]);
  });
});
