/**
 * Schema validation never blows up (issue 12): descriptor regexes run on RE2 with JavaScript's
 * meaning, `uniqueItems` and `enum` are linear, malformed and endless `$ref`s are findings.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalKey, duplicatePair, useLinearKeywords } from '../src/schema/linear-keywords.js';
import { catastrophicBacktracking, isValidPattern, linearRegExp, schemaPatterns, translate, unsupportedConstruct } from '../src/regex/index.js';
import { compileSchema, MAX_REFERENCE_DEPTH, validateValue } from '../src/schema/index.js';
import { ajvCompile } from '../src/schema/ajv.js';

const require = createRequire(import.meta.url);
type AjvCtor = new (opts: Record<string, unknown>) => {
  compile(s: unknown): ((v: unknown) => boolean) & { errors?: Array<{ message?: string; params: unknown; instancePath: string }> | null };
  validateSchema(s: unknown): boolean;
  errors?: unknown;
};
const Ajv = (require('ajv') as { default: AjvCtor }).default;

/** Characters where JavaScript and a naive RE2 translation disagree, and ordinary ones. */
const ALPHABET = ['a', 'b', 'A', 'Z', '0', '9', '_', '-', '.', ' ', '\t', '\n', '\r', '\v', '\u00a0', '\u2028', '\ufeff', '\u00e9', '\ud83d', '\ude00', '😀', '/', '\\', '[', ']', '{', '}', '$', '^', 'k', 'x', 'u', 'c', '\u0008', '\u0001'];

/** Pieces of ECMAScript (Annex B) pattern syntax, quirks included. */
const ATOMS = ['a', 'b', 'A', '0', '.', '\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '\\b', '\\B', '^', '$', '[a-z]', '[^a]', '[\\w-.]', '[\\s\\d]', '[^\\s]', '[]', '[^]', '[\\b]', '[\\-]', '[a-]', '\\.', '\\/', '\\\\', '\\a', '\\8', '\\0', '\\01', '\\101', '\\x41', '\\x4', '\\u0041', '\\u12', '\\cA', '\\c1', '[\\c1]', '\\k', '\\p', '{', '}', ']', 'x{', '\\ud83d\\ude00', '[\\ud800-\\udbff]', '[\\udc00-\\udfff]', '\\u2028', '\\t', '\\n', '\\v', 'é', '😀'];
const QUANTS = ['', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?'];

const pattern: fc.Arbitrary<string> = fc.letrec<{ alt: string; seq: string; piece: string }>((tie) => ({
  alt: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('seq'), fc.tuple(tie('seq'), tie('seq')).map(([a, b]) => `${a}|${b}`)),
  seq: fc.array(tie('piece'), { minLength: 0, maxLength: 4 }).map((xs) => xs.join('')),
  piece: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(fc.constantFrom(...ATOMS), fc.constantFrom(...QUANTS)).map(([a, q]) => a + q),
    fc.tuple(fc.constantFrom('(', '(?:'), tie('alt'), fc.constantFrom(...QUANTS)).map(([o, body, q]) => `${o}${body})${q}`),
  ),
})).alt;

describe('patterns run on RE2 with the meaning JavaScript gives them', () => {
  it('agrees with RegExp (no u flag, as Ajv uses it) on generated patterns and inputs', () => {
    fc.assert(
      fc.property(pattern, fc.array(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 8 }).map((cs) => cs.join('')), { minLength: 1, maxLength: 8 }), (source, inputs) => {
        fc.pre(isValidPattern(source));
        const t = translate(source);
        fc.pre(t.ok);
        const native = new RegExp(source);
        const linear = linearRegExp(source, '');
        for (const s of inputs) expect(linear.test(s), `/${source}/ on ${JSON.stringify(s)} (RE2: ${t.ok ? t.re2 : ''})`).toBe(native.test(s));
      }),
      { numRuns: 1500, seed: 12 },
    );
  });

  it('keeps Annex B meanings: identity escapes, octal escapes, literal braces, empty classes', () => {
    const cases: Array<[string, string, boolean]> = [
      ['^\\a$', 'a', true],
      ['^\\8$', '8', true],
      ['^\\101$', 'A', true],
      ['^(a)\\2$', 'a\u0002', true],
      ['^a{$', 'a{', true],
      ['^x{2,$', 'x{2,', true],
      ['^\\u{2}$', 'uu', true],
      ['^[]$', '', false],
      ['^[^]$', '\n', true],
      ['^\\c1$', '\\c1', true],
      ['^[\\w-.]+$', 'a-.', true],
      ['^.$', '\r', false],
      ['^\\s$', '\ufeff', true],
      ['^..$', '😀', true],
      ['^.$', '😀', false],
      ['^\\ud83d\\ude00$', '😀', true],
    ];
    for (const [source, input, expected] of cases) {
      expect(new RegExp(source).test(input), `native /${source}/`).toBe(expected);
      expect(linearRegExp(source, '').test(input), `linear /${source}/ on ${JSON.stringify(input)}`).toBe(expected);
    }
  });

  it('runs a catastrophic pattern on a long failing input in linear time', () => {
    const re = linearRegExp('^(a+)+$', '');
    const start = Date.now();
    expect(re.test('a'.repeat(100_000) + '!')).toBe(false);
    expect(re.test('a'.repeat(100_000))).toBe(true);
    expect(Date.now() - start).toBeLessThan(5_000);
  });

  it('fails on invalid patterns as RegExp does, and gives each pattern its own key for Ajv', () => {
    expect(() => linearRegExp('(a', '')).toThrow(SyntaxError);
    expect(String(linearRegExp('a+', ''))).toBe('/a+/');
    expect(String(linearRegExp('(?=a)', ''))).toBe('/(?=a)/');
    expect(typeof linearRegExp.code).toBe('string');
  });

  it('matches everything with a pattern RE2 cannot run, and says what and where it is', () => {
    expect(linearRegExp('^(?!x)y$', '').test('zzz')).toBe(true);
    expect(unsupportedConstruct('^ab(?!x)y$')).toEqual({ construct: 'a negative lookahead', text: '(?!', offset: 3 });
    expect(unsupportedConstruct('(a)(b)\\2')).toEqual({ construct: 'a backreference', text: '\\2', offset: 6 });
    expect(unsupportedConstruct('\\1(a)')).toEqual({ construct: 'a backreference', text: '\\1', offset: 0 }); // forward
    expect(unsupportedConstruct('\\2')).toBeNull(); // no group: an octal escape
    expect(unsupportedConstruct('x{1001}')).toEqual({ construct: 'a repetition count above 1,000', text: '{1001}', offset: 1 });
    expect(unsupportedConstruct('('.repeat(150) + ')'.repeat(150))).toMatchObject({ construct: 'groups nested more than 100 deep', offset: 100 });
    expect(unsupportedConstruct('^[a-z]{1,1000}$')).toBeNull();
  });

  it('finds every pattern a validator applies, and none in data or names', () => {
    const schema = {
      type: 'object',
      properties: { pattern: { type: 'string', pattern: 'p1' }, list: { type: 'array', items: [{ pattern: 'p2' }], contains: { pattern: 'p3' } } },
      patternProperties: { k1: { not: { pattern: 'p4' } } },
      propertyNames: { pattern: 'p5' },
      $defs: { d: { anyOf: [{ if: { pattern: 'p6' }, then: { pattern: 'p7' } }] } },
      default: { pattern: 'data' },
      enum: [{ pattern: 'data' }],
      'x-note': { pattern: 'unknown keyword' },
    };
    expect(schemaPatterns(schema, ['parameters']).map((p) => [p.source, p.at, p.path.join('/')]).sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual([
      ['k1', 'key', 'parameters/patternProperties/k1'],
      ['p1', 'value', 'parameters/properties/pattern/pattern'],
      ['p2', 'value', 'parameters/properties/list/items/0/pattern'],
      ['p3', 'value', 'parameters/properties/list/contains/pattern'],
      ['p4', 'value', 'parameters/patternProperties/k1/not/pattern'],
      ['p5', 'value', 'parameters/propertyNames/pattern'],
      ['p6', 'value', 'parameters/$defs/d/anyOf/0/if/pattern'],
      ['p7', 'value', 'parameters/$defs/d/anyOf/0/then/pattern'],
    ]);
  });
});

describe('catastrophic backtracking', () => {
  it('finds exponential patterns and offers a rewrite only when it is itself safe', () => {
    expect(catastrophicBacktracking('^(a+)+$')).toMatchObject({ quantifier: '(a+)+', offset: 1, char: 'a', rewrite: '^a+$' });
    expect(catastrophicBacktracking('^(\\d*)*$')).toMatchObject({ quantifier: '(\\d*)*', rewrite: '^\\d*$' });
    // scslre's own fix, (x{2,})+y, still backtracks exponentially: not offered.
    expect(catastrophicBacktracking('(x+x+)+y')).toMatchObject({ quantifier: '(x+x+)+' });
    expect(catastrophicBacktracking('(x+x+)+y')!.rewrite).toBeUndefined();
    // Unanchored: the attempt at position 0 backtracks even though a later one matches.
    expect(catastrophicBacktracking('(?:[ \\r\\n\\t].*)*$')).not.toBeNull();
  });

  it('does not report what cannot backtrack exponentially', () => {
    for (const p of ['^[A-Z]{2}$', '^[a-z0-9]+(\\.[a-z0-9]+)*$', '^([a-z0-9]+\\.)+[a-z]{2,}$', '^\\S+@\\S+\\.\\S+$', '^(\\/+[^\\/]+\\/*)+$', '^(a+)+', '(a|b)*c']) {
      expect(catastrophicBacktracking(p), p).toBeNull();
    }
  });

  it('is bounded: long patterns and many quantifiers are not analysed', () => {
    const start = Date.now();
    expect(catastrophicBacktracking('(' + 'a*'.repeat(300) + ')+$')).toBeNull();
    expect(catastrophicBacktracking('^(a+)+' + 'b'.repeat(1000) + '$')).toBeNull();
    expect(Date.now() - start).toBeLessThan(2_000);
  });
});

describe('uniqueItems and enum are linear, with Ajv’s own errors', () => {
  const stock = new Ajv({ strict: false, allErrors: true });
  const linear = new Ajv({ strict: false, allErrors: true });
  useLinearKeywords(linear as unknown as Parameters<typeof useLinearKeywords>[0]);
  const json = fc.letrec<{ v: unknown }>((tie) => ({
    v: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(0, -0, 1, 1.5, 'a', 'b', '1', true, false, null),
      fc.array(tie('v'), { maxLength: 3 }),
      // JSON data: plain objects (Ajv's equality cannot compare objects without a prototype at all).
      fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('v'), { maxKeys: 3, noNullPrototype: true }),
    ),
  })).v;

  it('reports the same duplicate pair as Ajv, item types known or not', () => {
    for (const schema of [{ uniqueItems: true }, { uniqueItems: true, items: { type: ['string', 'number', 'object'] } }, { uniqueItems: true, items: { type: 'string' } }]) {
      const a = stock.compile(schema);
      const b = linear.compile(schema);
      fc.assert(
        fc.property(fc.array(json, { maxLength: 8 }), (arr) => {
          expect(b(arr)).toBe(a(arr));
          expect(b.errors ?? null).toEqual(a.errors ?? null);
        }),
        { numRuns: 400, seed: 3 },
      );
    }
  });

  it('accepts and rejects enum values as Ajv does, short and long enums alike', () => {
    fc.assert(
      fc.property(fc.array(json, { minLength: 1, maxLength: 5 }), json, fc.integer({ min: 0, max: 260 }), (values, value, pad) => {
        const schema = { enum: [...values, ...Array.from({ length: pad }, (_, i) => `pad${i}`)] };
        fc.pre(stock.validateSchema(schema)); // no duplicate values
        const a = stock.compile(schema);
        const b = linear.compile(schema);
        expect(b(value)).toBe(a(value));
        expect(b.errors ?? null).toEqual(a.errors ?? null);
      }),
      { numRuns: 300, seed: 5 },
    );
  });

  it('gives equal values equal keys whatever the key order, and different ones different keys', () => {
    expect(canonicalKey({ a: 1, b: [2, { c: 3, d: 4 }] })).toBe(canonicalKey({ b: [2, { d: 4, c: 3 }], a: 1 }));
    expect(canonicalKey(-0)).toBe(canonicalKey(0));
    expect(canonicalKey('1')).not.toBe(canonicalKey(1));
    expect(canonicalKey(null)).not.toBe(canonicalKey('null'));
    expect(duplicatePair([1, 2, 1, 2])).toEqual([3, 1]);
    expect(duplicatePair([1, 2, 3])).toBeNull();
  });

  it('checks a schema with an enum of 300,000 values, and 30,000 objects for duplicates, in seconds', { timeout: 60_000 }, () => {
    const start = Date.now();
    const big = compileSchema({ type: 'object', properties: { code: { enum: Array.from({ length: 300_000 }, (_, i) => `v${i}`) } } });
    expect(big.ok).toBe(true);
    if (!big.ok) return;
    expect(validateValue(big.validate, { code: 'v299999' })).toEqual([]);
    expect(validateValue(big.validate, { code: 'nope' })).toEqual([
      { path: ['code'], keyword: 'enum', message: 'must be one of the 300,000 allowed values ("v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", …)' },
    ]);
    const rows = compileSchema({ type: 'object', properties: { rows: { type: 'array', uniqueItems: true, items: { type: 'object' } } } });
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    const items = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `n${i}` }));
    expect(validateValue(rows.validate, { rows: items })).toEqual([]);
    expect(validateValue(rows.validate, { rows: [...items, { name: 'n7', id: 7 }] })).toEqual([
      { path: ['rows'], keyword: 'uniqueItems', message: 'must NOT have duplicate items (items ## 7 and 30000 are identical)' },
    ]);
    expect(Date.now() - start).toBeLessThan(30_000);
  });
});

describe('schemas with patterns never reach a backtracking engine', () => {
  const slow = 'a'.repeat(40) + '!';
  it.each([
    ['pattern', { type: 'object', properties: { v: { type: 'string', pattern: '^(a+)+$' } } }, { v: slow }, ['v']],
    ['patternProperties', { type: 'object', patternProperties: { '^(a+)+$': { type: 'number' } } }, { [slow.slice(0, -1)]: 'x' }, ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']],
    ['propertyNames', { type: 'object', propertyNames: { pattern: '^(a+)+$' } }, { [slow]: 1 }, []],
    ['a nested schema', { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^(a+)+$' }] } }, [slow], [0]],
  ])('%s', { timeout: 30_000 }, (_name, schema, value, path) => {
    const start = Date.now();
    const c = compileSchema(schema);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const problems = validateValue(c.validate, value);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.path).toEqual(path);
    expect(Date.now() - start).toBeLessThan(10_000);
  });
});

describe('the interpreter judges schemas with patterns without running them', () => {
  const schema = {
    type: 'object',
    properties: {
      code: { type: 'string', pattern: '^(a+)+$' },
      tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' } },
      meta: { type: 'object', propertyNames: { pattern: '^x-' }, additionalProperties: { allOf: [{ pattern: '^v' }] } },
      pattern: { type: 'string' },
    },
  };
  it.each([
    [{ code: 'a'.repeat(50_000), tags: ['ok', 'fine'], meta: { 'x-a': 'v1' }, pattern: '(' }, []],
    [{ code: 'a'.repeat(40) + '!' }, [['code']]],
    [{ tags: ['ok', 'NO'] }, [['tags', 1]]],
    [{ meta: { 'x-a': 'w' } }, [['meta', 'x-a']]],
    // One problem for a key that fails propertyNames, naming the key (not also Ajv's summary).
    [{ meta: { y: 'v' } }, [['meta']]],
    [{ code: 3 }, [['code']]],
  ])('%j', { timeout: 30_000 }, (value, paths) => {
    const c = compileSchema(schema);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(validateValue(c.validate, value).map((p) => p.path)).toEqual(paths);
  });
});

describe('$ref', () => {
  it('a malformed percent-encoding is an unresolvable $ref, positioned, not a crash', () => {
    expect(compileSchema({ type: 'object', properties: { id: { $ref: '#/%zz' } } })).toEqual({
      ok: false,
      problems: [{ path: ['properties', 'id', '$ref'], message: '$ref #/%zz cannot be resolved: its fragment is not valid percent-encoding' }],
    });
    expect(compileSchema({ allOf: [{ $ref: '#/%E0%A4%A' }] })).toMatchObject({ ok: false, problems: [{ path: ['allOf', 0, '$ref'] }] });
    // Outside the fragment, Ajv's URI resolver refuses it: still at the $ref.
    expect(compileSchema({ type: 'object', properties: { id: { $ref: '%zz' } } })).toEqual({
      ok: false,
      problems: [{ path: ['properties', 'id', '$ref'], message: '$ref %zz cannot be resolved: URI contains malformed percent-encoding' }],
    });
  });

  const chain = (n: number, link: (next: string) => unknown = (next) => ({ $ref: next })) => {
    const $defs: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) $defs[`a${i}`] = link(`#/$defs/a${i + 1}`);
    $defs[`a${n}`] = { type: 'string' };
    return { type: 'object', properties: { id: { $ref: '#/$defs/a0' } }, $defs };
  };
  const tooDeep = (ref: string) =>
    `$ref ${ref} starts a chain of references and subschemas more than ${MAX_REFERENCE_DEPTH} levels deep, which validators may not be able to follow (tooldoc does not); make the chain shorter`;

  it('a chain of references deeper than the limit is one positioned problem, found without recursion', () => {
    expect(compileSchema(chain(200)).ok).toBe(true);
    for (const n of [300, 8_000, 50_000]) {
      expect(compileSchema(chain(n)), `${n} links`).toEqual({ ok: false, problems: [{ path: ['properties', 'id', '$ref'], message: tooDeep('#/$defs/a0') }] });
    }
  });

  it('counts subschemas between references, and anchors and $id references too', () => {
    expect(compileSchema(chain(100, (next) => ({ type: 'object', properties: { x: { $ref: next } } }))).ok).toBe(false);
    const anchors: Record<string, unknown> = {};
    for (let i = 0; i < 400; i++) anchors[`a${i}`] = { $anchor: `n${i}`, $ref: `#n${i + 1}` };
    anchors.last = { $anchor: 'n400', type: 'string' };
    expect(compileSchema({ $schema: 'https://json-schema.org/draft/2020-12/schema', $ref: '#n0', $defs: anchors }).ok).toBe(false);
    const ids: Record<string, unknown> = {};
    for (let i = 0; i < 400; i++) ids[`a${i}`] = { $id: `urn:x:${i}`, $ref: `urn:x:${i + 1}` };
    ids.last = { $id: 'urn:x:400', type: 'string' };
    expect(compileSchema({ $ref: 'urn:x:0', $defs: ids }).ok).toBe(false);
  });

  it('recursion is not a chain: recursive and mutually recursive schemas still compile and validate', () => {
    const tree = { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#' } } } };
    const c = compileSchema(tree);
    expect(c.ok).toBe(true);
    if (c.ok) expect(validateValue(c.validate, { name: 'a', children: [{ name: 'b', children: [{ name: 3 }] }] })).toHaveLength(1);
    const mutual = { $ref: '#/$defs/a', $defs: { a: { type: 'object', properties: { b: { $ref: '#/$defs/b' } } }, b: { type: 'object', properties: { a: { $ref: '#/$defs/a' } } } } };
    expect(compileSchema(mutual).ok).toBe(true);
  });
});

describe('a definition referenced many times', () => {
  it('is compiled once, not written out at every $ref (Ajv inlineRefs: false)', () => {
    const big = { type: 'object', properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, { type: 'string', maxLength: 10 }])) };
    const schema = { $defs: { big }, type: 'object', properties: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`r${i}`, { $ref: '#/$defs/big' }])) };
    const c = compileSchema(schema);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    // Inlined, the root function held 300 copies of the definition's code: 7.7 MB, 1.7 s to compile.
    expect(ajvCompile(c.validate).toString().length).toBeLessThan(200_000);
    expect(validateValue(c.validate, { r7: { p3: 'far too long a value' }, r9: { p1: 4 } }).map((e) => e.path.join('.')).sort()).toEqual(['r7.p3', 'r9.p1']);
  });
});
