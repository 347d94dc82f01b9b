import { CURSORS, defineRule, fieldName, isArray, type JsonPath, type Tool } from '../../src/toolkit/index.js';

/** One side of paging: the cursor a tool takes, or the next-page cursor it returns. */
type Side = 'parameters' | 'returns';

interface Cursor {
  tool: Tool;
  /** The tool's cursors on this side, in order: their paths and names. */
  paths: JsonPath[];
  names: Set<string>;
}

export default defineRule({
  meta: {
    id: 'parameters/cursor-name',
    level: null,
    severity: 'warning',
    description:
      'The tools of a catalog that page with an opaque cursor name it alike (`cursor` everywhere, not `cursor` here and `page_token` there), and so do the next-page cursors their success schemas return.',
    spec: '§3.3, §3.4; seed 003 (pagination with one cursor name)',
    recommended: false,
    tags: ['catalog'],
    messages: {
      parameter:
        'Tool "{{tool}}" takes its page cursor as "{{name}}", but {{count}} tools of this catalog name it "{{usual}}"; use one cursor name everywhere, so an agent pages every tool the same way.',
      returned:
        '"{{block}}" of "{{tool}}" returns its next-page cursor as "{{name}}", but {{count}} tools of this catalog return it as "{{usual}}"; use one name everywhere, so an agent finds the next page the same way.',
    },
    // A tool's finding depends on every cursor of the catalog (which name most tools use) and on the
    // tool's deprecation (see RuleMeta.catalogInputs).
    catalogInputs: { fields: [CURSORS, 'deprecated'] },
  },
  checkCatalog({ catalog, report }) {
    for (const side of ['parameters', 'returns'] as const) {
      const cursors = cursorsOf(catalog.tools, side);
      const usual = usualName(cursors);
      if (!usual) continue;
      for (const c of cursors) {
        if (c.names.has(usual.name)) continue;
        const path = c.paths[0]!;
        report(c.tool, {
          path,
          messageId: side === 'parameters' ? 'parameter' : 'returned',
          data: { name: String(path[path.length - 1]), usual: usual.name, count: usual.count, block: fieldName(c.tool, ['returns']) },
        });
      }
    }
  },
});

/** The tools that page, with the names of their cursors on one side. A deprecated tool is going away: it is not compared. */
function cursorsOf(tools: readonly Tool[], side: Side): Cursor[] {
  const out: Cursor[] = [];
  for (const tool of tools) {
    const listed = tool.descriptor[CURSORS];
    if (!isArray(listed) || tool.descriptor.deprecated === true) continue;
    const paths = listed.filter((p): p is JsonPath => isArray(p) && p.length >= 3 && p[0] === side && p.every((s) => typeof s === 'string'));
    if (paths.length) out.push({ tool, paths, names: new Set(paths.map((p) => String(p[p.length - 1]))) });
  }
  return out;
}

/**
 * The name most of the paging tools use, when two names or more are in use: used by at least two
 * tools and by more than any other name. A tie has no usual name (which to rename is the author's call).
 */
function usualName(cursors: readonly Cursor[]): { name: string; count: number } | undefined {
  const count = new Map<string, number>();
  for (const c of cursors) for (const n of c.names) count.set(n, (count.get(n) ?? 0) + 1);
  if (count.size < 2) return undefined;
  const ranked = [...count].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (first![1] < 2 || first![1] === second![1]) return undefined;
  return { name: first![0], count: first![1] };
}
