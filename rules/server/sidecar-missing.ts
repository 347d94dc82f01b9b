import { defineRule, groupBy, type Tool } from '../../src/toolkit/index.js';

/** More tools than this without a sidecar, on one server, are said in one finding. */
const GROUP_OVER = 5;

export default defineRule({
  meta: {
    id: 'server/sidecar-missing',
    level: null,
    severity: 'error',
    description: 'When a live server\'s tools are documented in sidecar descriptors, every tool it lists has one.',
    spec: '§10, §13',
    tags: ['server'],
    // Only with live servers, which lint every file: in a run with the cache it never reports (see RuleMeta.catalogInputs).
    catalogInputs: { fields: [] },
    messages: {
      one: 'Server "{{server}}" lists "{{tool}}", which no sidecar descriptor documents; add one (`{{how}}` writes it), so the tool can reach Level 1.',
      many: 'Server "{{server}}" lists {{count}} tools that no sidecar descriptor documents ("{{tool}}", {{others}}); add them (`{{how}}` writes them), so they can reach Level 1.',
    },
  },
  checkCatalog({ catalog, report }) {
    // A server's own tools are those no sidecar documents; it uses sidecars once one of its tools has one, or the config names its folder.
    const bare = catalog.tools.filter((t) => t.server?.sidecars && t.server.definition && !t.server.sidecar);
    for (const [name, tools] of groupBy(bare, (t: Tool) => t.server!.name)) {
      const t = tools[0]!;
      const how = t.server!.live ? 'tooldoc import --server … --out DIR' : `tooldoc import --from ${t.inputFormat} ${t.file.path} --sidecars --out DIR`;
      if (tools.length <= GROUP_OVER) {
        for (const t of tools) report(t, { path: [], messageId: 'one', data: { server: name, how } });
        continue;
      }
      const [first, ...rest] = tools as [Tool, ...Tool[]];
      const shown = rest.slice(0, 4).map((t) => `"${t.name}"`);
      const others = rest.length > 4 ? `${shown.join(', ')} and ${rest.length - 4} more` : shown.join(', ');
      report(first, { path: [], messageId: 'many', data: { server: name, count: tools.length, others, how } });
    }
  },
});
