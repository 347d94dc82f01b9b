import { breakingAdvice, defineRule, deprecation, diffTool, type Tool } from '../../src/toolkit/index.js';

/** The catalog by name (views: name, version, deprecated and replacement are all §11 needs). */
const byName = (tools: readonly Tool[]) => new Map(tools.map((t) => [t.name, t.descriptor]));

export default defineRule({
  meta: {
    id: 'compat/breaking-change',
    level: null,
    severity: 'error',
    description: 'With `lint --since REF`: no breaking change to a published tool since REF, unless it follows §11 (new name, greater major version, the old tool deprecated with a replacement).',
    spec: '§11, §14',
    tags: ['compatibility'],
    messages: {
      breaking: 'Since {{ref}}, {{change}}, a breaking change to "{{tool}}"; {{advice}}.',
      removed: 'Since {{ref}}, tool "{{removed}}" ({{file}}) was removed {{advice}} (reported on "{{tool}}", {{host}}).',
      removedFromFile: 'Since {{ref}}, tool "{{tool}}" ({{file}}) was removed {{advice}}.',
      deprecated: 'Since {{ref}}, {{advice}}.',
    },
  },
  check({ tool, report }) {
    const before = tool.previous;
    if (!before?.descriptor) return;
    const broken = diffTool(before.descriptor, tool.descriptor).filter((c) => c.kind === 'breaking');
    if (!broken.length) return;
    const advice = breakingAdvice(tool.name, before.descriptor, tool.descriptor).replace(/\.$/, '');
    for (const c of broken) report({ path: c.newPath ?? [], messageId: 'breaking', data: { ref: before.ref, change: c.message, advice } });
  },
  checkCatalog({ catalog, catalogs, report }) {
    const first = catalog.tools.find((t) => t.previous);
    const before = first?.previous;
    if (!first || !before) return;
    const now = byName(catalog.tools);
    for (const t of catalog.tools) {
      const problem = deprecation(t.name, t.previous?.descriptor, t.descriptor, now).violation;
      if (problem) report(t, { path: ['deprecated'], messageId: 'deprecated', data: { ref: before.ref, advice: problem.charAt(0).toLowerCase() + problem.slice(1).replace(/\.$/, '') } });
    }
    // A tool is removed when no catalog of the run has it (moved to another file, it is not), and it
    // is reported once, by the catalog that holds its place now (see placeOf).
    const everywhere = new Map(catalogs.flatMap((c) => c.tools.map((t) => [t.name, t] as const)));
    // What no catalog holds is reported once, by the first that compares with the revision.
    const reportsRemovedFiles = catalogs.find((c) => c.tools.some((t) => t.previous)) === catalog;
    for (const [name, old] of before.tools) {
      if (everywhere.has(name)) continue;
      const d = old.descriptor;
      const replacement = typeof d.replacement === 'string' ? d.replacement : undefined;
      if (d.deprecated === true && replacement !== undefined && everywhere.has(replacement)) continue;
      const advice =
        d.deprecated === true
          ? replacement === undefined
            ? 'while deprecated without a "replacement"; keep it until the tool that replaces it is published'
            : `but its replacement "${replacement}" is not in the catalog; publish it before removing "${name}"`
          : 'without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11)';
      const place = placeOf(old, before.tools, everywhere);
      const data = { ref: before.ref, file: old.file, advice };
      if (place) {
        if (catalog.tools.includes(place.host)) report(place.host, { path: [], messageId: 'removed', data: { ...data, removed: name, host: place.how } });
      } else if (reportsRemovedFiles) {
        // No tool of the run is in its file (gone, or holding no tool now), nor was one of them in it: the finding is that file's.
        report(first, { path: [], messageId: 'removedFromFile', data, removed: { tool: name, file: pathIn(old.file) } });
      }
    }
  },
});

/** A file at a revision (`main:tools/time.yaml`) as the run names files (`tools/time.yaml`). */
const pathIn = (file: string) => file.slice(file.indexOf(':') + 1);

type Before = NonNullable<Tool['previous']>['tools'];
/** A tool as it was at the revision. */
type Old = { file: string; path?: string };

/**
 * Where a removed tool is reported: on a tool now in the file that held it; else, when that file is
 * gone (or holds no tool now), on a tool that was in it then and is in another file now (the file
 * now holding its catalog); else on no tool of the run, in its file (ReportDescriptor.removed).
 */
function placeOf(old: Old, before: Before, now: ReadonlyMap<string, Tool>): { host: Tool; how: string } | undefined {
  const inFile = (t: Tool) => (old.path !== undefined ? t.file.absolutePath === old.path : t.file.path === pathIn(old.file));
  for (const t of now.values()) if (inFile(t)) return { host: t, how: 'in the file it was in' };
  for (const [name, other] of before) {
    const moved = other.file === old.file ? now.get(name) : undefined;
    if (moved) return { host: moved, how: 'in the file that now holds the tools of its file' };
  }
  return undefined;
}
