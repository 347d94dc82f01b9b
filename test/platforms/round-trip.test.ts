/**
 * Issue 38 (5): a descriptor exported to a platform and imported back is the same tool. For every
 * target `tooldoc export` has, `tooldoc diff` between descriptors and their round trip (export, then
 * `tooldoc import` of the payload) reports no change, optional parameters included; and what a
 * target cannot carry back, the export says: as a loss (a platform rule's finding), or as a note
 * naming each change the round trip makes (`readBack`).
 *
 * In memory, with the commands' own steps: `exportTexts`, the payload read in its platform format
 * (lintTexts, as `import --from` reads it), each tool written as `import` writes it (stubbed,
 * toYaml), those files read again, and `diffCatalogs`, the comparison `tooldoc diff` makes. The built
 * CLI makes the same round trip at the end.
 *
 * The generated descriptors hold the fields the target's format has a place for (its `holds`: name,
 * description and parameters everywhere; returns for Gemini; title, returns, idempotency and
 * open_world for MCP): the others (errors, examples …) are format gaps, which no payload carries
 * and `tooldoc import` stubs with placeholders. Property test seeded: fast-check prints the seed and
 * the shrunk counterexample on failure. `npm test` makes 10 runs per target; `npm run test:e2e` runs
 * this file again with 300 (vitest.slow.config.ts sets RT_RUNS); RT_SEED and RT_RUNS explore further.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Document } from 'yaml';
import { toYaml } from '../../src/commands/import.js';
import { stubbed } from '../../src/platforms/import.js';
import { diffCatalogs } from '../../src/diff/tools.js';
import { findFormat } from '../../src/input-formats/index.js';
import { exportTexts, type ExportOptions, type ExportResult } from '../../src/platforms/exporter.js';
import { makeNullable, withoutNull } from '../../src/platforms/schema-transform.js';
import { lintTexts } from '../../src/run/lint.js';
import { requireBuild } from '../e2e/support.js';
import { runCli, seededRandom as random, SHARED, writeFiles } from '../helpers.js';

requireBuild();

type Obj = Record<string, unknown>;

interface Target {
  label: string;
  options: ExportOptions;
  /** The format `tooldoc import --from` reads the payload in. */
  from: string;
}

const TARGETS: Target[] = [
  { label: 'openai (strict, the default for descriptors)', options: { target: 'openai' }, from: 'openai' },
  { label: 'openai --no-strict', options: { target: 'openai', strict: false }, from: 'openai' },
  { label: 'openai-responses (strict)', options: { target: 'openai-responses' }, from: 'openai-responses' },
  { label: 'openai-responses --no-strict', options: { target: 'openai-responses', strict: false }, from: 'openai-responses' },
  { label: 'anthropic', options: { target: 'anthropic' }, from: 'anthropic' },
  { label: 'anthropic --strict', options: { target: 'anthropic', strict: true }, from: 'anthropic' },
  { label: 'gemini (auto)', options: { target: 'gemini' }, from: 'gemini' },
  { label: 'gemini --gemini-schema parameters', options: { target: 'gemini', geminiSchema: 'parameters' }, from: 'gemini' },
  { label: 'gemini --gemini-schema json-schema', options: { target: 'gemini', geminiSchema: 'json-schema' }, from: 'gemini' },
  { label: 'mcp', options: { target: 'mcp' }, from: 'mcp' },
];

// ----- The round trip

interface RoundTrip {
  exported: ExportResult;
  /** The descriptors as `tooldoc diff` reads the source, and as it reads what `tooldoc import` wrote. */
  before: Obj[];
  after: Obj[];
}

function roundTrip(texts: Array<{ path: string; text: string }>, t: Target): RoundTrip {
  const exported = exportTexts(texts, t.options);
  expect(exported.payload, `${t.label}: exported`).toBeDefined();
  const read = lintTexts([{ path: 'payload.json', text: JSON.stringify(exported.payload, null, 2) }], { rules: [], inputFormat: t.from, keepDescriptors: true });
  expect(read.files[0]!.status, `${t.label}: the payload reads as ${t.from}`).toBe('linted');
  const written = read.descriptors!.map((d, i) => ({ path: `back/${i}.yaml`, text: toYaml(Document, stubbed({ descriptor: d }), `\`tooldoc import --from ${t.from}\``) }));
  const before = lintTexts(texts, { rules: [], keepDescriptors: true }).descriptors!;
  const after = lintTexts(written, { rules: [], keepDescriptors: true }).descriptors!;
  return { exported, before, after };
}

/** Per tool: the changes `tooldoc diff` reports, and what the export said (losses, notes). */
function perTool(r: RoundTrip) {
  const diffs = diffCatalogs(r.before, r.after);
  // A loss is each tool's whose schema repeats the definition reported (`related`), and a request's is the tool's it names.
  const lossy = new Set<string>();
  for (const f of r.exported.losses) for (const d of f.diagnostics) for (const name of [d.tool, ...(d.related ?? []).map((x) => x.tool)]) if (name !== undefined) lossy.add(name);
  for (const l of r.exported.requestLosses) lossy.add(l.tool);
  return r.exported.run.tools.map((t) => ({
    name: t.name,
    lossy: lossy.has(t.name),
    changes: (diffs.find((d) => d.name === t.name)?.changes ?? []).map((c) => `${c.kind}: ${c.message}`),
    noted: r.exported.readBack.find((b) => b.tool === t.name)?.changes.map((c) => `${c.kind}: ${c.message}`) ?? [],
  }));
}

const catalogText = (tools: Obj[]) => [{ path: 'tools.json', text: JSON.stringify({ tools }, null, 2) }];

// ----- Generated descriptors

/**
 * What a target carries back, beyond the fields of its format. Each `false` is something the
 * generator leaves out for that target, because the export says it does not come back:
 * - `open`: objects that set no `additionalProperties`. Strict modes and Gemini's `parameters` close
 *   every object (those platforms fill only declared properties), so such an object reads back
 *   closed; the spec asks every object to set it (§3.3).
 * - `requiredNull`: required properties that accept null. OpenAI strict mode sends every optional
 *   property as a required one that accepts null, so reading the payload back takes such a property
 *   for an optional one.
 * - `bounds`: numeric and length bounds, `maxItems`, `minItems` over 1: Anthropic strict tool use
 *   rejects them (a loss).
 * - `typeArrays`: a type array of several types: Gemini's `parameters` holds one type (a loss).
 */
interface Carries {
  open: boolean;
  requiredNull: boolean;
  bounds: boolean;
  typeArrays: boolean;
  fields: ReadonlySet<string>;
}

function carries(t: Target, all = false): Carries {
  const strict = t.options.strict ?? t.options.target.startsWith('openai');
  const openai = t.options.target === 'openai' || t.options.target === 'openai-responses';
  const closes = (t.options.target !== 'mcp' && strict) || (t.options.target === 'gemini' && t.options.geminiSchema !== 'json-schema');
  return {
    open: all || !closes,
    requiredNull: all || !(openai && strict),
    bounds: all || !(t.options.target === 'anthropic' && strict),
    typeArrays: all || t.options.geminiSchema !== 'parameters',
    fields: findFormat(t.from)!.holds!,
  };
}

const WORDS = ['celsius', 'fahrenheit', 'kelvin'];
const PROPERTY_NAMES = ['city', 'units', 'days', 'filters', 'tags', 'max_results', 'query'];
const TOOL_NAMES = ['get_weather', 'search_docs', 'send_email', 'list_files'];
const DESCRIPTIONS = ['City name, e.g. "Paris".', 'How many results to return.', 'A value.'];
/** Names every platform takes (Gemini's are the narrowest: a letter or "_" first, then letters, digits and "_"), mostly familiar ones. */
const nameOf = (familiar: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...familiar) }, { weight: 1, arbitrary: fc.stringMatching(/^[a-z_][a-z0-9_]{0,15}$/) });
/** Any text now and then (quotes, line breaks, a leading "TODO", which export leaves out as a placeholder and diff reads as absent). */
const text = (familiar: string[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...familiar) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }, { weight: 1, arbitrary: fc.constantFrom('TODO: describe it', 'Line one.\nLine "two": #3') });

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
/** Drops undefined fields, so a generated schema reads as one would write it. */
const compact = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const acceptsNull = (s: unknown): boolean =>
  s !== null && typeof s === 'object' && (((s as Obj).type === 'null') || (Array.isArray((s as Obj).type) && ((s as Obj).type as unknown[]).includes('null')) || (Array.isArray((s as Obj).anyOf) && ((s as Obj).anyOf as unknown[]).some(acceptsNull)));

function schemas(c: Carries) {
  const bound = <T>(arb: fc.Arbitrary<T>) => (c.bounds ? maybe(arb) : fc.constant(undefined));
  const described = (arb: fc.Arbitrary<Obj>) => fc.tuple(arb, maybe(text(DESCRIPTIONS))).map(([s, d]) => compact({ ...s, description: d }));
  const string = fc
    .record({ enum: maybe(fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })), format: maybe(fc.constant('date-time')), pattern: maybe(fc.constant('^[a-z]+$')), minLength: bound(fc.integer({ min: 0, max: 2 })), maxLength: bound(fc.integer({ min: 3, max: 80 })), default: maybe(fc.constantFrom(...WORDS)) })
    .map((r) => compact({ type: 'string', ...r }));
  const number = fc
    .record({ type: fc.constantFrom('integer', 'number'), minimum: bound(fc.integer({ min: 0, max: 3 })), maximum: bound(fc.integer({ min: 5, max: 100 })), default: maybe(fc.constant(5)) })
    .map(compact);
  const boolean = fc.record({ type: fc.constant('boolean'), default: maybe(fc.boolean()) }).map(compact);
  const scalar = fc.oneof(string, number, boolean);
  // Null accepted two ways: a type array (JSON Schema's), or an anyOf with a null branch (what pydantic writes for Optional[T] = None).
  const nullable = fc.oneof(
    scalar.map((s) => ({ ...s, type: [s.type, 'null'], ...(Array.isArray(s.enum) ? { enum: [...(s.enum as unknown[]), null] } : {}) })),
    fc.tuple(scalar, fc.boolean()).map(([s, d]) => compact({ anyOf: [s, { type: 'null' }], default: d ? null : undefined, title: 'Optional value' })),
  );
  const unions = c.typeArrays ? [fc.constant({ type: ['string', 'integer'] }), fc.constant({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })] : [fc.constant({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })];
  const { value } = fc.letrec<{ value: Obj; object: Obj; array: Obj }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, described(scalar), described(nullable), described(fc.oneof(...unions)), tie('object'), tie('array')),
    array: fc
      .record({ items: fc.oneof(described(scalar), tie('object')), minItems: c.bounds ? maybe(fc.integer({ min: 0, max: 2 })) : maybe(fc.integer({ min: 0, max: 1 })), maxItems: bound(fc.integer({ min: 3, max: 9 })) })
      .map((r) => compact({ type: 'array', ...r })),
    object: objectOf(c, () => tie('value'), 1),
  }));
  return value;
}

/** An object schema: properties, which of them are required, and additionalProperties as the target carries it. */
function objectOf(c: Carries, value: () => fc.Arbitrary<unknown>, minProperties: number): fc.Arbitrary<Obj> {
  return fc
    .uniqueArray(nameOf(PROPERTY_NAMES), { minLength: minProperties, maxLength: 3 })
    .chain((names) => fc.tuple(fc.constant(names), fc.tuple(...names.map(() => value())), fc.subarray(names), c.open ? fc.constantFrom<false | undefined>(false, undefined) : fc.constant(false as const)))
    .map(([names, values, required, closed]) => {
      const properties = Object.fromEntries(names.map((n, i) => [n, values[i]]));
      return compact({
        type: 'object',
        properties,
        required: required.filter((n) => c.requiredNull || !acceptsNull(properties[n])),
        additionalProperties: closed,
      });
    });
}

function descriptorOf(c: Carries, name: string): fc.Arbitrary<Obj> {
  const value = schemas(c);
  const idempotency = fc
    .record({ safe: fc.boolean(), idempotent: fc.boolean(), destructive: fc.boolean() }, { requiredKeys: [] })
    // MCP reads idempotentHint only when readOnlyHint is false: a safe tool reads back idempotent.
    .filter((i) => !(i.safe === true && i.idempotent === false));
  const has = (f: string) => c.fields.has(f);
  return fc
    .record({
      description: maybe(text(['Get the weather for a city. Use it for forecasts.', 'Search the documentation.'])),
      title: has('title') ? maybe(fc.constantFrom('Weather', 'Search')) : fc.constant(undefined),
      // A tool without arguments now and then: an empty closed object.
      parameters: fc.oneof({ weight: 1, arbitrary: fc.constant({ type: 'object', properties: {}, additionalProperties: false }) }, { weight: 6, arbitrary: objectOf(c, () => value, 1) }),
      returns: has('returns') ? maybe(objectOf({ ...c, requiredNull: true }, () => value, 1)) : fc.constant(undefined),
      idempotency: has('idempotency') ? maybe(idempotency) : fc.constant(undefined),
      open_world: has('open_world') ? maybe(fc.boolean()) : fc.constant(undefined),
    })
    .map((r) => compact({ name, ...r }));
}

function catalogOf(c: Carries): fc.Arbitrary<Obj[]> {
  return fc.uniqueArray(nameOf(TOOL_NAMES), { minLength: 1, maxLength: 2 }).chain((names) => fc.tuple(...names.map((n) => descriptorOf(c, n))));
}

const SEED = Number(process.env.RT_SEED ?? 20261205);
const RUNS = Number(process.env.RT_RUNS ?? 10);

// ----- The tests

describe('export then import gives the tool back: tooldoc diff reports no change', () => {
  it('an optional parameter stays optional through OpenAI strict mode (the issue: it came back required and nullable)', () => {
    const tool = {
      name: 'get_tickets',
      description: 'Find train tickets. Use it when the user asks for trains between two cities.',
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['from'],
        properties: {
          from: { type: 'string', description: 'Departure city.' },
          limit: { type: 'integer', minimum: 1, description: 'How many trains to list.' },
          sort: { type: 'string', enum: ['price', 'time'], description: 'Sort order.' },
          // Optional[str] = None, as pydantic writes it: optional, and null accepted.
          via: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, description: 'A city to change trains in.' },
          seat: { type: 'object', additionalProperties: false, required: ['class'], properties: { class: { type: 'string' }, window: { type: 'boolean' } } },
        },
      },
    };
    const r = roundTrip(catalogText([tool]), TARGETS[0]!);
    const fn = (r.exported.payload as Array<{ function: { parameters: { required: string[] } } }>)[0]!.function;
    expect(fn.parameters.required).toEqual(['from', 'limit', 'sort', 'via', 'seat']);
    expect(r.after[0]!.parameters).toEqual(tool.parameters);
    expect(diffCatalogs(r.before, r.after)).toEqual([]);
    expect(r.exported.readBack).toEqual([]);
  });

  for (const t of TARGETS) {
    it(`${t.label}: generated descriptors the target carries come back unchanged`, { timeout: 120_000 }, () => {
      let compared = 0;
      fc.assert(
        fc.property(catalogOf(carries(t)), (tools) => {
          for (const tool of perTool(roundTrip(catalogText(tools), t))) {
            // Anthropic strict's limits on one request (24 optional parameters, 16 unions) are the only losses left.
            if (tool.lossy) continue;
            compared++;
            expect({ tool: tool.name, changes: tool.changes, noted: tool.noted }).toEqual({ tool: tool.name, changes: [], noted: [] });
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(compared, `${t.label}: too few tools exported without loss`).toBeGreaterThan(RUNS / 2);
    });
  }
});

describe('what does not come back, the export says: a loss, or a note naming each change', () => {
  for (const t of TARGETS) {
    it(`${t.label}: every change the round trip makes to a tool without a loss is in the export's note for it`, { timeout: 120_000 }, () => {
      let noted = 0;
      fc.assert(
        fc.property(catalogOf(carries(t, true)), (tools) => {
          for (const tool of perTool(roundTrip(catalogText(tools), t))) {
            if (tool.lossy) continue;
            expect({ tool: tool.name, changes: tool.changes }).toEqual({ tool: tool.name, changes: tool.noted });
            if (tool.noted.length) noted++;
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
      // Where the target cannot carry everything the generator makes, some tools must have been noted.
      const c = carries(t);
      if (!c.open || !c.requiredNull) expect(noted, `${t.label}: no tool was noted`).toBeGreaterThan(0);
    });
  }
});

// ----- How a payload is read back

describe('reading a payload back: the forms strict mode and Gemini write', () => {
  it('OpenAI strict: each optional property gets one null, which reading takes off again, whatever the schema', () => {
    const optional: unknown[] = [
      { type: 'string', description: 'D' },
      { type: ['string', 'integer'] },
      { type: 'string', enum: ['a', 'b'] },
      { enum: ['a', 'b'] },
      { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], title: 'T' },
      { anyOf: [{ type: 'string' }] },
      { const: 'x', description: 'D' },
      { $ref: '#/$defs/D' },
      {},
      false,
      // Accepting null already: one null more, around it or as another branch.
      { type: ['integer', 'null'], minimum: 1 },
      { type: 'null' },
      { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Via' },
      { type: 'string', enum: ['a', null] },
    ];
    for (const s of optional) expect({ s, back: withoutNull(makeNullable(s)) }).toEqual({ s, back: s });
    expect(makeNullable({ type: ['integer', 'null'], minimum: 1, description: 'D' })).toEqual({ anyOf: [{ type: ['integer', 'null'], minimum: 1 }, { type: 'null' }], description: 'D' });
    expect(makeNullable({ anyOf: [{ type: 'string' }, { type: 'null' }], default: null })).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }, { type: 'null' }], default: null });
  });

  it('OpenAI strict: a required property is read as optional only in the form export gives an optional one', () => {
    // As pydantic writes Optional[str] (a default beside the anyOf), or null first: not export's form, so required.
    expect(withoutNull({ anyOf: [{ type: 'string' }, { type: 'null' }], default: null })).toBeUndefined();
    expect(withoutNull({ type: ['null', 'string'] })).toBeUndefined();
    expect(withoutNull({ anyOf: [{ type: 'string', description: 'inside' }, { type: 'null' }] })).toBeUndefined();
    // The form two descriptors share: a required property that accepts null reads back optional (export notes it).
    expect(withoutNull({ type: ['string', 'null'] })).toEqual({ type: 'string' });
  });

  it('OpenAI strict files: lint, import and diff read them as the descriptor they were made from', () => {
    const parameters = {
      type: 'object',
      properties: {
        from: { type: 'string', description: 'Departure city.' },
        via: { type: ['string', 'null'], description: 'A city to change trains in.' },
        seat: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
      },
      required: ['from', 'via', 'seat'],
      additionalProperties: false,
    };
    const read = lintTexts([{ path: 'tools.json', text: JSON.stringify([{ type: 'function', function: { name: 'get_tickets', parameters, strict: true } }]) }], { rules: [], keepDescriptors: true });
    expect(read.descriptors![0]).toEqual({
      name: 'get_tickets',
      parameters: { ...parameters, properties: { ...parameters.properties, via: { type: 'string', description: 'A city to change trains in.' } }, required: ['from', 'seat'] },
      'x-openai': { strict: true },
    });
    // Not strict: read as it is.
    const plain = lintTexts([{ path: 'tools.json', text: JSON.stringify([{ type: 'function', function: { name: 'get_tickets', parameters } }]) }], { rules: [], keepDescriptors: true });
    expect(plain.descriptors![0]!.parameters).toEqual(parameters);
  });

  it('Gemini parameters: objects with properties read closed, and a nullable enum takes null', () => {
    const decl = { name: 'find', parameters: { type: 'OBJECT', properties: { kind: { type: 'STRING', nullable: true, enum: ['a', 'b'] }, where: { type: 'OBJECT', properties: { city: { type: 'STRING' } } } } }, response: { type: 'OBJECT', properties: { n: { type: 'INTEGER' } } } };
    const read = lintTexts([{ path: 'tools.json', text: JSON.stringify({ functionDeclarations: [decl] }) }], { rules: [], keepDescriptors: true });
    expect(read.descriptors![0]).toEqual({
      name: 'find',
      parameters: {
        type: 'object',
        properties: { kind: { type: ['string', 'null'], enum: ['a', 'b', null] }, where: { type: 'object', properties: { city: { type: 'string' } }, additionalProperties: false } },
        additionalProperties: false,
      },
      // What the tool returns is not filled in by the model: read as it is.
      returns: { type: 'object', properties: { n: { type: 'integer' } } },
    });
  });

  it('export says, tool by tool, what would not come back, and still exits 0', () => {
    const dir = writeFiles({
      'tools/get_tickets.yaml': `name: get_tickets
description: Find train tickets. Use it when the user asks for trains.
parameters:
  type: object
  additionalProperties: false
  required: [from, via]
  properties:
    from: {type: string, description: Departure city.}
    via: {type: [string, "null"], description: A city to change trains in; null for a direct train.}
    seat:
      type: object
      description: Seat wishes.
      properties:
        window: {type: boolean, description: A window seat.}
`,
    });
    const r = runCli(['export', '--target', 'openai', 'tools', '-o', 'payload.json'], { cwd: dir });
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: 0,
      stdout: '',
      stderr:
        'note: "get_tickets" does not come back the same from the openai payload (`tooldoc import`, then `tooldoc diff`): the type of parameter "via" went from string or null to string; parameter "seat" no longer accepts other properties (additionalProperties: false); parameter "via" is no longer required.\n',
    });
    expect(runCli(['import', '--from', 'openai', 'payload.json', '--out', 'back'], { cwd: dir }).code).toBe(0);
    const diff = runCli(['diff', 'tools', 'back'], { cwd: dir });
    expect(diff.stdout.split('\n').slice(1, 4)).toEqual([
      '  breaking    the type of parameter "via" went from string or null to string  back/get_tickets.yaml:16:7',
      '  breaking    parameter "seat" no longer accepts other properties (additionalProperties: false)  back/get_tickets.yaml:26:7',
      '  compatible  parameter "via" is no longer required  back/get_tickets.yaml:15:5',
    ]);
  });
});

// ----- Real tools

/**
 * Real tools: every JSON file of ../shared/corpus/livemcptool (MCP servers) and functionchat-bench
 * (OpenAI tools), imported as `tooldoc import` imports them, then `SAMPLE` of them drawn with a fixed
 * seed. BFCL's files are left out: their type names are another language's, which export translates
 * (and says so once per file), so they do not come back as written.
 */
const SAMPLE = 60;
function sampledCorpus(): Obj[] {
  const dirs = ['livemcptool', 'functionchat-bench'].map((d) => path.join(SHARED, 'corpus', d));
  const all: Obj[] = [];
  for (const dir of dirs) {
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
      const run = lintTexts([{ path: f, text: readFileSync(path.join(dir, f), 'utf8') }], { rules: [], keepDescriptors: true });
      for (const d of run.descriptors ?? []) all.push(stubbed({ descriptor: d }));
    }
  }
  const next = random(SEED);
  const picked = new Map<string, Obj>();
  while (picked.size < SAMPLE) {
    const d = all[Math.floor(next() * all.length)]!;
    // One tool per name: a catalog's tools are told apart by name.
    if (!picked.has(d.name as string)) picked.set(d.name as string, d);
  }
  return [...picked.values()];
}

describe(`real tools (${SAMPLE} drawn from ../shared/corpus with a fixed seed)`, () => {
  const corpus = sampledCorpus();
  for (const t of TARGETS) {
    it(`${t.label}: each comes back unchanged, or the export said what changes`, { timeout: 60_000 }, () => {
      const held = findFormat(t.from)!.holds!;
      // Only what the target's format has a place for: the other blocks are format gaps.
      const tools = corpus.map((d) => Object.fromEntries(Object.entries(d).filter(([k]) => held.has(k) || k.startsWith('x-'))));
      let unchanged = 0;
      for (const tool of perTool(roundTrip(catalogText(tools), t))) {
        // Optional stays optional, whatever else the target cannot carry.
        expect(tool.changes.filter((c) => c.endsWith('is now required')), tool.name).toEqual([]);
        if (tool.lossy) continue;
        expect({ tool: tool.name, changes: tool.changes }).toEqual({ tool: tool.name, changes: tool.noted });
        if (!tool.changes.length) unchanged++;
      }
      // Most real servers leave objects open, which strict modes and Gemini close (noted); some tools close them all.
      expect(unchanged, `${t.label}: no real tool came back unchanged`).toBeGreaterThan(0);
    });
  }
});

// ----- The CLI, as a user runs it

describe('tooldoc export, tooldoc import, tooldoc diff', () => {
  // What every target carries: a name, a description, and parameters with optional ones among them.
  const descriptor = `name: get_tickets
description: Find train tickets between two cities. Use it when the user asks for trains.
parameters:
  type: object
  additionalProperties: false
  required: [from, to]
  properties:
    from: {type: string, description: Departure city.}
    to: {type: string, description: Arrival city.}
    limit: {type: integer, minimum: 1, maximum: 50, description: How many trains to list.}
    sort: {type: string, enum: [price, time], description: Sort order.}
    via:
      description: A city to change trains in.
      anyOf: [{type: string}, {type: 'null'}]
      default: null
`;
  for (const t of TARGETS.filter((x) => x.options.strict === undefined && x.options.geminiSchema === undefined)) {
    it(`${t.options.target}: the diff between the descriptors and their round trip finds no change`, () => {
      const dir = writeFiles({ 'tools/get_tickets.yaml': descriptor });
      const exported = runCli(['export', '--target', t.options.target, 'tools', '-o', 'payload.json'], { cwd: dir });
      expect({ code: exported.code, stderr: exported.stderr }).toEqual({ code: 0, stderr: '' });
      const imported = runCli(['import', '--from', t.from, 'payload.json', '--out', 'back'], { cwd: dir });
      expect(imported.code).toBe(0);
      const diff = runCli(['diff', 'tools', 'back'], { cwd: dir });
      expect({ code: diff.code, stdout: diff.stdout, stderr: diff.stderr }).toEqual({ code: 0, stdout: '✔ No tool changed between tools and back.\n', stderr: '' });
      // The payload itself, read as diff reads any platform file, is the same tool too.
      const direct = runCli(['diff', 'tools', 'payload.json'], { cwd: dir });
      expect({ code: direct.code, stdout: direct.stdout }).toEqual({ code: 0, stdout: '✔ No tool changed between tools and payload.json.\n' });
    });
  }
});
