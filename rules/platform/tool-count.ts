import { defineRule, isObject, listTargets, type Target, TARGETS, TARGETS_OPTION, targetsOf, type Tool, TOOL_COUNT } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'platform/tool-count',
    level: 3,
    severity: 'warning',
    description: 'A catalog file declares no more tools than the target platforms accept in one request.',
    spec: '§2, §10, §13',
    messages: {
      tooMany: 'The file declares {{count}} tools, more than the {{max}} per request accepted by {{targets}}; split the catalog or load tools on demand (tool search).',
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        targets: TARGETS_OPTION,
        max: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(TARGETS.map((t) => [t, { type: 'integer', minimum: 1 }])),
          description: 'Tools per request per platform (defaults: OpenAI 128, Gemini 128; Anthropic and MCP have no documented cap).',
        },
      },
    },
    defaultOptions: { targets: [...TARGETS], max: { openai: 128, gemini: 128 } },
    // It counts tools, and reads nothing of them (see RuleMeta.catalogInputs).
    catalogInputs: { fields: [] },
  },
  checkCatalog({ catalog, options, report }) {
    const configured = isObject(options.max) ? options.max : TOOL_COUNT;
    const byFile = new Map<string, Tool[]>();
    for (const t of catalog.tools) {
      const key = t.file.absolutePath; // a file is one catalog, however many YAML documents it has
      const list = byFile.get(key);
      if (list) list.push(t);
      else byFile.set(key, [t]);
    }
    for (const tools of byFile.values()) {
      const byMax = new Map<number, Target[]>();
      for (const t of targetsOf(options)) {
        const max = configured[t];
        if (typeof max === 'number' && tools.length > max) byMax.set(max, [...(byMax.get(max) ?? []), t]);
      }
      for (const [max, targets] of byMax) {
        report(tools[max]!, { path: [], messageId: 'tooMany', data: { count: tools.length, max, targets: listTargets(targets) } });
      }
    }
  },
});
