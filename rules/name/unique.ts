import { defineRule } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'name/unique',
    level: 1,
    severity: 'error',
    description: "Tool names are unique within a catalog: the native descriptors of a run, or one platform file (one server's tools/list).",
    spec: '§3.1',
    messages: {
      duplicate: 'Tool name "{{name}}" is already used at {{first}}; give each tool its own name.',
    },
    // A tool's finding depends on the tools of its name only (see RuleMeta.catalogInputs).
    catalogInputs: { fields: [], names: ['name'] },
  },
  checkCatalog({ catalog, report }) {
    // The names of the catalog's tools (all of them, or those a cached run checks again), each once, in order.
    const names = new Set(catalog.tools.map((t) => t.name));
    for (const name of names) {
      const tools = catalog.byName.get(name)!;
      if (tools.length < 2 || typeof tools[0]!.descriptor.name !== 'string') continue;
      const first = tools[0]!;
      const firstPos = first.file.locate(first.doc, first.sourcePath(['name']), 'value').start;
      for (const dup of tools.slice(1)) {
        report(dup, {
          path: ['name'],
          messageId: 'duplicate',
          at: 'value',
          data: { name },
          // In the same file the line says it; across files (native descriptors) the path is needed.
          places: { first: dup.file === first.file ? `line ${firstPos.line}` : `${first.file.path}:${firstPos.line}:${firstPos.column}` },
          related: [{ tool: first, path: ['name'], message: `First definition of "${name}".` }],
        });
      }
    }
  },
});
