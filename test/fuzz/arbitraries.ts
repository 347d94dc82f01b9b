/** Generators of descriptor files for the fuzz tests (see fuzz.test.ts). */
import fc from 'fast-check';
import { stringify } from 'yaml';

/** Words and values that mean something to the rules, so generated tools reach deep into them. */
export const word = fc.constantFrom('get_order', 'Search', 'id', 'e.g.', 'TODO', 'Returns', 'string', 'object', 'array', '§', '<IMPORTANT>', '\u202e', 'a'.repeat(40), '');
export const text = fc.oneof(fc.string({ maxLength: 40 }), fc.array(word, { maxLength: 12 }).map((w) => w.join(' ')));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const typeName = fc.constantFrom('string', 'integer', 'number', 'boolean', 'object', 'array', 'null', 'dict', 'float', 'strin');

export const { schema } = fc.letrec((tie) => ({
  schema: fc.oneof(
    // The leaf first: past maxDepth fast-check only draws the first choice.
    { depthSize: 'small', maxDepth: 3, withCrossShrink: true },
    scalar,
    fc.record(
      {
        type: fc.oneof(typeName, fc.array(typeName, { maxLength: 3 })),
        description: text,
        enum: fc.array(scalar, { maxLength: 6 }),
        const: scalar,
        default: scalar,
        pattern: fc.constantFrom('^[a-z]+$', '^(a+)+$', '(?=x)', '\\1', '[', '^\\d{4}-\\d{2}$', '.*'),
        format: fc.constantFrom('date-time', 'email', 'uri', 'uuid', 'nope'),
        minimum: fc.oneof(fc.integer(), fc.double()),
        maxLength: fc.integer({ min: -1, max: 100 }),
        required: fc.array(fc.oneof(text, fc.integer()), { maxLength: 4 }),
        properties: fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor', '$ref')), tie('schema'), { maxKeys: 4 }),
        items: tie('schema'),
        anyOf: fc.array(tie('schema'), { maxLength: 3 }),
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
        $ref: fc.constantFrom('#', '#/properties/a', '#/%zz', '#/$defs/x', 'http://example.com/s.json', '#/definitions/'),
        $defs: fc.dictionary(text, tie('schema'), { maxKeys: 2 }),
        uniqueItems: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  ),
}));

const example = fc.record(
  { prompt: text, tool_call: fc.record({ name: text, arguments: fc.oneof(fc.dictionary(text, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }), scalar) }, { requiredKeys: [] }), result: fc.jsonValue({ maxDepth: 3 }), notes: text },
  { requiredKeys: [] },
);

export const descriptor = fc.record(
  {
    name: fc.oneof(text, fc.constantFrom('get_weather', 'search-orders', 'a.b', 'x'.repeat(80)), fc.integer()),
    description: text,
    version: fc.oneof(fc.constantFrom('1.0.0', '2', 'v1', '1.0.0-rc.1'), text),
    parameters: schema,
    returns: schema,
    errors: fc.array(fc.record({ code: text, http_status: fc.oneof(fc.integer({ min: 0, max: 700 }), text), retryable: fc.oneof(fc.boolean(), text), description: text, recovery: text, retry_after_seconds: fc.integer() }, { requiredKeys: [] }), { maxLength: 3 }),
    examples: fc.array(example, { maxLength: 3 }),
    idempotency: fc.oneof(fc.record({ idempotent: fc.boolean(), safe: fc.boolean(), destructive: fc.boolean(), key_parameter: text }, { requiredKeys: [] }), scalar),
    deprecated: fc.boolean(),
    replacement: text,
    tool_search_keywords: fc.array(text, { maxLength: 5 }),
    rate_limits: fc.dictionary(text, scalar, { maxKeys: 3 }),
    'x-tooldoc': fc.record({ disable: fc.oneof(fc.array(text, { maxLength: 2 }), text), reason: scalar }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/** A whole file: one tool, a catalog, several documents, or a platform list, as YAML or JSON. */
export const file = fc
  .tuple(
    fc.oneof(
      descriptor,
      fc.array(descriptor, { maxLength: 3 }).map((tools) => ({ tools })),
      fc.array(descriptor, { maxLength: 3 }).map((tools) => ({ tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.parameters })) })),
      fc.array(descriptor, { maxLength: 3 }).map((tools) => tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }))),
    ),
    fc.constantFrom('yaml', 'json', 'multi'),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 8 }), fc.string({ maxLength: 6 })), { maxLength: 3 }),
  )
  .map(([value, kind, edits]) => {
    let body = kind === 'json' ? JSON.stringify(value, null, 2) : kind === 'multi' ? `${stringify(value)}---\n${stringify(value)}` : stringify(value);
    // Damage: splice random text in (a broken quote, a tab, a stray colon or a comment).
    for (const [at, del, ins] of edits) {
      const i = at % (body.length + 1);
      body = body.slice(0, i) + ins + body.slice(i + del);
    }
    return { path: kind === 'json' ? 'fuzz.json' : 'fuzz.yaml', body };
  });

