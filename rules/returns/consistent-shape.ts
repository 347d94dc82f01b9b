import { defineRule, fieldName, isArray, RETURN_KEYS, type Tool } from '../../src/toolkit/index.js';

/**
 * Keys that wrap a response rather than describe a record: an outcome (`status`, `success`, `ok`),
 * a failure's place (`error`, `errors`), and a payload's (`data`, `result`, `payload`). Seed 003's
 * envelope is `status`, `data`, `error`.
 */
const ENVELOPE = new Set(['status', 'success', 'ok', 'error', 'errors', 'data', 'result', 'payload']);
/** An envelope has an outcome or a payload key: `error` alone is not one. */
const CORE = new Set(['status', 'success', 'ok', 'data', 'result', 'payload']);

export default defineRule({
  meta: {
    id: 'returns/consistent-shape',
    level: null,
    severity: 'warning',
    description:
      'Where a clear majority of a catalog\'s success schemas share an envelope (`status` + `data`, `ok` + `result`, `success`), every tool\'s success schema has it, so an agent reads every result the same way.',
    spec: '§3.4; seed 003 (success and failure responses of one shape)',
    recommended: false,
    tags: ['catalog'],
    messages: {
      missing:
        '"{{block}}" of "{{tool}}" lacks {{missing}}, the envelope ({{envelope}}) that {{count}} of the catalog\'s {{total}} success schemas share; return the same envelope from every tool, so an agent reads every result the same way.',
    },
    options: {
      type: 'object',
      properties: {
        share: { type: 'number', exclusiveMinimum: 0.5, maximum: 1, description: 'The least share of the success schemas that must have the envelope.' },
        minTools: { type: 'integer', minimum: 2, description: 'The least number of tools that must have the envelope.' },
      },
      additionalProperties: false,
    },
    defaultOptions: { share: 0.8, minTools: 3 },
    // A tool's finding depends on the success schemas' keys of the whole catalog and on the tool's
    // deprecation (see RuleMeta.catalogInputs).
    catalogInputs: { fields: [RETURN_KEYS, 'deprecated'] },
  },
  checkCatalog({ catalog, options, report }) {
    const share = typeof options.share === 'number' ? options.share : 0.8;
    const minTools = typeof options.minTools === 'number' ? options.minTools : 3;
    const shapes: Array<{ tool: Tool; keys: Set<string> }> = [];
    for (const tool of catalog.tools) {
      const keys = tool.descriptor[RETURN_KEYS];
      // A deprecated tool is going away: its shape is not compared.
      if (!isArray(keys) || !keys.length || tool.descriptor.deprecated === true) continue;
      shapes.push({ tool, keys: new Set(keys.filter((k): k is string => typeof k === 'string')) });
    }
    const total = shapes.length;
    const enough = (n: number) => n >= minTools && n >= share * total;
    const count = new Map<string, number>();
    for (const s of shapes) for (const k of s.keys) count.set(k, (count.get(k) ?? 0) + 1);
    const shared = [...count].filter(([, n]) => enough(n)).map(([k]) => k);
    // What most tools share is a record (`id`, `name` …) when a key outside the envelope's is among
    // it: the tools return one kind of thing, and one that returns another is not a broken envelope.
    if (!shared.length || shared.some((k) => !ENVELOPE.has(k)) || !shared.some((k) => CORE.has(k))) return;
    const having = shapes.filter((s) => shared.every((k) => s.keys.has(k))).length;
    if (!enough(having) || having === total) return;
    const envelope = shared.map((k) => `"${k}"`).join(', ');
    for (const s of shapes) {
      const lacks = shared.filter((k) => !s.keys.has(k));
      if (!lacks.length) continue;
      report(s.tool, {
        path: ['returns'],
        messageId: 'missing',
        data: { block: fieldName(s.tool, ['returns']), missing: listOf(lacks), envelope, count: having, total },
      });
    }
  },
});

/** `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
function listOf(keys: readonly string[]): string {
  const quoted = keys.map((k) => `"${k}"`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
