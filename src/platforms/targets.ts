/**
 * The platforms tooldoc checks and exports to, and the facts about them the platform rules and the
 * exporters share. Every value cites ../shared/reference/platforms.md (sources in the rule docs);
 * where sources disagree the stricter value is the default and the rules take it as an option.
 */
export const TARGETS = ['openai', 'anthropic', 'gemini', 'mcp'] as const;
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
export const OPENAI_STRICT_FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'];
export const OPENAI_LIMITS = { maxDepth: 10, maxProperties: 5000, maxEnumValues: 1000, largeEnum: 250, maxLargeEnumChars: 15000, maxStringChars: 120000 };

// ----- Anthropic [ANT-SO], issues anthropics/claude-code#5319

export const ANTHROPIC_ROOT_COMPOSITION = ['oneOf', 'allOf', 'anyOf'] as const;
export const ANTHROPIC_STRICT_UNSUPPORTED = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'maxItems'] as const;
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
 * src/grade.ts). Lint says so once per run, naming the missing fields and the way out, instead of
 * once per tool.
 */
export function platformImportHint(result: {
  tools: ReadonlyArray<{ inputFormat: string; formatCap?: { missing: ReadonlyArray<{ field: string; level: number }> } }>;
}): string | undefined {
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
    `\`tooldoc import --from ${from} FILE --out DIR\` writes descriptors that can hold the rest.`
  );
}

function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
