import { isObject } from '../toolkit/util.js';
import { isObjectSchema } from './schema-transform.js';

/**
 * The platforms tooldoc checks and exports to, and the facts about them the platform rules and the
 * exporters share. Every value cites ../shared/reference/platforms.md (sources in the rule docs);
 * where sources disagree the stricter value is the default and the rules take it as an option.
 */
export const TARGETS = ['openai', 'anthropic', 'gemini', 'mcp'] as const;
/** The schema walk the exporters' rewrites follow and the objects they close (schema-transform.ts), for the rules that report them. */
export { isObjectSchema, matchesNothing, walkAllSchemas } from './schema-transform.js';
export type Target = (typeof TARGETS)[number];

export const TARGET_LABEL: Record<Target, string> = { openai: 'OpenAI', anthropic: 'Anthropic', gemini: 'Gemini', mcp: 'MCP' };

/** The JSON Schema of a rule's `targets` option; lint's `--targets` and config `targets` set it. */
export const TARGETS_OPTION = {
  type: 'array',
  items: { enum: [...TARGETS] },
  uniqueItems: true,
  description: 'The platforms the descriptors are published to.',
} as const;

export function targetsOf(options: Record<string, unknown>): Target[] {
  const t = options.targets;
  return Array.isArray(t) ? TARGETS.filter((x) => t.includes(x)) : [...TARGETS];
}

/** Names a list of platforms for messages: "OpenAI", "OpenAI and Anthropic", "OpenAI, Anthropic and Gemini". */
export function listTargets(targets: readonly Target[]): string {
  const labels = targets.map((t) => TARGET_LABEL[t]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** Tool-name rules: characters, first character, and the default maximum length. */
export const NAME_RULES: Record<Target, { chars: RegExp; allowed: string; first?: RegExp; firstText?: string; max: number }> = {
  // [OAI-py] function_definition.py; server pattern ^[a-zA-Z0-9_-]+$, ≤64.
  openai: { chars: /[A-Za-z0-9_-]/, allowed: 'letters, digits, "_" and "-"', max: 64 },
  // define-tools docs ^[a-zA-Z0-9_-]{1,64}$ (the live API reports 128; the docs' 64 is the default).
  anthropic: { chars: /[A-Za-z0-9_-]/, allowed: 'letters, digits, "_" and "-"', max: 64 },
  // Server error text: letter or underscore first; letters, digits, _ . : -; ≤64 (SDK docs say 128).
  gemini: { chars: /[A-Za-z0-9_.:-]/, allowed: 'letters, digits, "_", ".", ":" and "-"', first: /^[A-Za-z_]/, firstText: 'a letter or "_"', max: 64 },
  // SEP-986 (MCP 2025-11-25 tools.mdx): 1–128 of A-Z a-z 0-9 _ - .
  mcp: { chars: /[A-Za-z0-9_.-]/, allowed: 'letters, digits, "_", "-" and "."', max: 128 },
};

/** Tools per request: OpenAI 128 (API error array_above_max_length); Gemini/Vertex 128 declarations. */
export const TOOL_COUNT: Partial<Record<Target, number>> = { openai: 128, gemini: 128 };
/** Anthropic strict tools per request [ANT-SO]. */
export const ANTHROPIC_STRICT_TOOLS = 20;
/** Per request, summed over all strict tools [ANT-SO]: parameters left out of `required`, and parameters using `anyOf` or a type array. */
export const ANTHROPIC_STRICT_OPTIONAL = 24;
export const ANTHROPIC_STRICT_UNIONS = 16;

// ----- OpenAI strict mode [OAI-SO], [OAI-node] transform.ts

/** Keywords strict mode does not support (the guide's list plus what the SDK rejects). */
export const OPENAI_STRICT_UNSUPPORTED = [
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'patternProperties',
  'propertyNames',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$recursiveRef',
  '$recursiveAnchor',
] as const;
/** What gives a schema a type in strict mode's eyes ("schema must have a 'type' key", platforms.md §1): a `type`, or one of these. */
export const OPENAI_TYPED_BY = ['type', 'anyOf', 'oneOf', '$ref', 'enum', 'const'] as const;
/**
 * A `type` of scalars only ("string", ["integer", "null"] …). The strict exporter copies it into the
 * untyped branches of the schema's anyOf/oneOf ({type: string, anyOf: [{format: ipv4}, …]}), which
 * keeps the meaning: T ∧ (A ∨ B) = (T ∧ A) ∨ (T ∧ B). Objects and arrays would need more than a type
 * (additionalProperties, items), so their untyped branches are reported instead.
 */
export function scalarType(t: unknown): boolean {
  const scalars = ['string', 'number', 'integer', 'boolean', 'null'];
  return typeof t === 'string' ? scalars.includes(t) : Array.isArray(t) && t.length > 0 && t.every((x) => typeof x === 'string' && scalars.includes(x));
}
export const OPENAI_STRICT_FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'];
/** maxDescription: the 1024-character tool description cap of OpenAI's errors until 2025 (platforms.md §1; current status unconfirmed, so a warning). */
export const OPENAI_LIMITS = { maxDescription: 1024, maxDepth: 10, maxProperties: 5000, maxEnumValues: 1000, largeEnum: 250, maxLargeEnumChars: 15000, maxStringChars: 120000 };

// ----- Anthropic [ANT-SO], issues anthropics/claude-code#5319

export const ANTHROPIC_ROOT_COMPOSITION = ['oneOf', 'allOf', 'anyOf'] as const;
/**
 * Strict tool use rejects numeric and length bounds and "array constraints beyond minItems 0/1"
 * ([ANT-SO], platforms.md §2): maxItems, uniqueItems, contains and its counts.
 */
export const ANTHROPIC_STRICT_UNSUPPORTED = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'maxItems',
  'uniqueItems',
  'contains',
  'minContains',
  'maxContains',
] as const;
export const ANTHROPIC_STRICT_FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'uri', 'ipv4', 'ipv6', 'uuid'];

// ----- Gemini `parameters` (OpenAPI-subset Schema) [GEM-py] Schema; issues quoted in platforms.md

/** Fields Gemini's `Schema` has (v1beta). Everything else is rejected ("Unknown name") or dropped. */
export const GEMINI_SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'propertyOrdering',
  'anyOf',
  'default',
  'example',
]);
/**
 * JSON Schema keywords the Gemini exporter drops or rewrites without losing meaning, so the rule does
 * not report them: `$schema`/`$id`/`$comment` (metadata), `examples` (annotation), `additionalProperties:
 * false` (Gemini fills only declared properties), `const` with a string (becomes a one-value enum).
 */
export const GEMINI_SILENT = new Set(['$schema', '$id', '$comment', 'examples', 'deprecated', 'readOnly', 'writeOnly']);
/** Formats Gemini's proto lists (float, double, int32, int64, enum) plus date-time, the one string format the Developer API accepts (Firebase). */
export const GEMINI_FORMATS = ['date-time', 'enum', 'float', 'double', 'int32', 'int64'];
export const GEMINI_PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Parses `--targets openai,anthropic`; throws a message naming the bad entry. */
export function parseTargets(value: string): Target[] {
  const parts = value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const bad = parts.find((p) => !(TARGETS as readonly string[]).includes(p));
  if (bad !== undefined || !parts.length) {
    throw new Error(`--targets takes a comma-separated list of ${TARGETS.join(', ')}, not "${value}".`);
  }
  return [...new Set(parts)] as Target[];
}

/**
 * Rule settings that apply a list of targets to every rule whose options declare `targets` (the
 * platform rules, and any plugin rule that opts in): how `--targets` and config `targets` reach rules.
 */
export function targetSettings(rules: ReadonlyArray<{ meta: { id: string; options?: Record<string, unknown> } }>, targets: readonly Target[]) {
  const out: Record<string, { options: Record<string, unknown> }> = {};
  for (const r of rules) {
    const props = r.meta.options?.properties;
    if (props && typeof props === 'object' && 'targets' in props) out[r.meta.id] = { options: { targets: [...targets] } };
  }
  return out;
}

/** A `[T, "null"]` type union, which Gemini expresses as `nullable: true`. */
export function isNullableUnion(t: unknown): boolean {
  return Array.isArray(t) && t.length === 2 && t.includes('null') && t.every((x) => typeof x === 'string');
}

/**
 * A platform tools file (an MCP tools/list, OpenAI tools) has no place for some blocks the spec
 * requires, so those are format gaps, not findings, and the tools' grades are capped (see
 * src/grading/grade.ts). Lint says so once per run, naming the missing fields and the way out, instead of
 * once per tool.
 */
export function platformImportHint(result: {
  tools: ReadonlyArray<{ inputFormat: string; server?: string; formatCap?: { missing: ReadonlyArray<{ field: string; level: number }> } }>;
}): string | undefined {
  const fromServers = result.tools.every((t) => !t.formatCap || t.server !== undefined);
  const counts = new Map<string, number>();
  const missing = new Map<string, number>();
  for (const t of result.tools) {
    if (!t.formatCap) continue;
    counts.set(t.inputFormat, (counts.get(t.inputFormat) ?? 0) + 1);
    for (const m of t.formatCap.missing) missing.set(m.field, Math.min(missing.get(m.field) ?? 3, m.level));
  }
  if (!counts.size) return undefined;
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const list = [...counts].map(([f, n]) => `${f} ${n}`).join(', ');
  const from = counts.size === 1 ? [...counts.keys()][0] : '<format>';
  const byLevel = [1, 2, 3]
    .map((level) => ({ level, fields: [...missing].filter(([, l]) => l === level).map(([f]) => f).sort() }))
    .filter((g) => g.fields.length)
    .map((g) => `${g.fields.join(', ')} (Level ${g.level})`);
  const cap = Math.min(...missing.values()) - 1;
  return (
    `tooldoc: ${total} tool${total === 1 ? '' : 's'} ${total === 1 ? 'was' : 'were'} read from platform formats (${list}) with no place for ${listWords(byLevel)}, ` +
    `so ${total === 1 ? 'its grade stays' : 'their grades stay'} at ${cap === 0 ? 'Level 0' : `Level ${cap} at most`}; the Tools table shows the level each reaches within its format. ` +
    (fromServers
      ? 'With the same --server or --url, `tooldoc import --out DIR` writes sidecar descriptors that can hold the rest; lint them with the server.'
      : `\`tooldoc import --from ${from} FILE --out DIR\` writes descriptors that can hold the rest.`)
  );
}

function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What closing an object schema (`additionalProperties: false`) takes away, relative to the node. */
export type ClosingLoss = { path: Array<string | number>; kind: 'undeclaredRequired'; name: string } | { path: Array<string | number>; kind: 'splitObject'; keyword: string };

/**
 * Strict exports (OpenAI strict, Anthropic strict) and Gemini's `parameters` close every object that
 * declares properties to those properties: the platforms fill only declared ones, so that keeps the
 * meaning, except where the instance may carry other names. Those are the losses reported here, for
 * objects the export closes (`additionalProperties` left out; true or a schema is reported as such):
 * - a required name the object does not declare (in its own `required`, or in a branch that declares
 *   no properties of its own): closed, the object can no longer be satisfied;
 * - a branch (`branches`: anyOf/oneOf/allOf, as the target keeps them) and its object, or two allOf
 *   branches, that declare different properties, one of them left open: closed to its own, it now
 *   rejects the other's properties.
 * A union of object shapes (`anyOf` of objects under a schema that declares nothing) loses nothing.
 */
export function closingLosses(s: Record<string, unknown>, branches: readonly string[]): ClosingLoss[] {
  const out: ClosingLoss[] = [];
  const props = s.properties;
  const open = (o: Record<string, unknown>) => o.additionalProperties === undefined && isObjectSchema(o);
  const within = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.keys(a).every((k) => Object.prototype.hasOwnProperty.call(b, k));
  /** Closing one of two schemas of the same instance to its own properties rejects the other's. */
  const split = (x: Record<string, unknown>, xProps: Record<string, unknown>, y: Record<string, unknown>, yProps: Record<string, unknown>) =>
    (open(x) && !within(yProps, xProps)) || (open(y) && !within(xProps, yProps));
  if (isObject(props) && isObjectSchema(s)) {
    const undeclared = (required: unknown, at: Array<string | number>) => {
      if (!Array.isArray(required) || !open(s)) return;
      required.forEach((name, i) => {
        if (typeof name === 'string' && !Object.prototype.hasOwnProperty.call(props, name)) out.push({ path: [...at, 'required', i], kind: 'undeclaredRequired', name });
      });
    };
    undeclared(s.required, []);
    for (const k of branches) {
      const list = s[k];
      if (!Array.isArray(list)) continue;
      list.forEach((b, i) => {
        if (!isObject(b)) return;
        if (isObject(b.properties)) {
          if (split(s, props, b, b.properties)) out.push({ path: [k, i, 'properties'], kind: 'splitObject', keyword: k });
        } else undeclared(b.required, [k, i]);
      });
    }
  } else if (branches.includes('allOf') && Array.isArray(s.allOf)) {
    const shapes = s.allOf.flatMap((b, i) => (isObject(b) && isObject(b.properties) && isObjectSchema(b) ? [{ b, props: b.properties, i }] : []));
    shapes.forEach((x, j) => {
      if (shapes.slice(0, j).some((y) => split(x.b, x.props, y.b, y.props))) out.push({ path: ['allOf', x.i, 'properties'], kind: 'splitObject', keyword: 'allOf' });
    });
  }
  return out;
}
