import { defineRule, TARGETS_OPTION, targetsOf, type Tool, TOOL_COUNT } from '../../src/toolkit/index.js';

// A type, not an interface: targetsOf reads it as a record of options.
type Options = { max: number; targets?: string[] };

/** Gemini's function-calling guide (best practices), as ../shared/reference/platforms.md §3 quotes it. */
const ADVICE = 'Gemini\'s function-calling guide advises keeping "the active set to a maximum of 10-20" tools';

export default defineRule<Options>({
  meta: {
    id: 'search/catalog-size',
    level: null,
    severity: 'warning',
    description:
      "A catalog (one server's tools/list, one tools file, the descriptors of a run) offers a model at most `max` tools at once: default 20, the upper end of Gemini's advice of 10-20 active tools.",
    spec: '§2, §12',
    tags: ['search', 'catalog'],
    // Judged on the held-back half: 16 right, 8 noise, 1 wrong of 25 (docs/judgement.md).
    recommended: false,
    messages: {
      server: `The server's tools/list lists {{count}} tools, more than {{max}} for a model to choose among at once (${ADVICE}); split them by task into smaller servers or toolsets, or have the client load them on demand (tool search).`,
      file: `The file declares {{count}} tools, more than {{max}} for a model to choose among at once (${ADVICE}); split them by task into smaller toolsets, or load them on demand (tool search).`,
      files: `The {{files}} files linted together declare {{count}} tools, more than {{max}} for a model to choose among at once (${ADVICE}); split them by task into smaller toolsets, or load them on demand (tool search).`,
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        max: { type: 'integer', minimum: 1, description: 'Tools a catalog may offer at once (default 20, the upper end of Gemini\'s advice).' },
        targets: TARGETS_OPTION,
      },
    },
    defaultOptions: { max: 20 },
    // It counts tools, and reads nothing of them (see RuleMeta.catalogInputs).
    catalogInputs: { fields: [] },
  },
  checkCatalog({ catalog, options, report }) {
    const { tools } = catalog;
    const max = options.max;
    if (tools.length <= max) return;
    // One finding per defect: a file past a platform's hard limit is platform/tool-count's to report
    // (its default limits, for the same targets), with the same advice; this rule says nothing more of
    // that catalog.
    const cap = Math.min(...targetsOf(options).map((t) => TOOL_COUNT[t] ?? Infinity));
    const perFile = new Map<string, number>();
    for (const t of tools) perFile.set(t.file.absolutePath, (perFile.get(t.file.absolutePath) ?? 0) + 1);
    if ([...perFile.values()].some((n) => n > cap)) return;
    // A list that names one tool twice is not a set a model is offered at once (it calls tools by
    // name): it is a collection of definitions joined from several requests (a benchmark's records),
    // or a list with name/unique's defect to fix first. It is not counted.
    if (new Set(tools.map((t) => t.name)).size < tools.length) return;
    const at: Tool = tools[max]!;
    const data = { count: tools.length, max };
    if (perFile.size > 1) report(at, { path: [], messageId: 'files', data: { ...data, files: perFile.size } });
    else report(at, { path: [], messageId: at.inputFormat === 'mcp' ? 'server' : 'file', data });
  },
});
