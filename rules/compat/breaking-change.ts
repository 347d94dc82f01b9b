import { breakingAdvice, defineRule, deprecation, diffTool, type Catalog, type Tool } from '../../src/toolkit/index.js';

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
    // Only with --since, which lints every file: in a run with the cache it never reports (see RuleMeta.catalogInputs).
    catalogInputs: { fields: ['deprecated', 'replacement', 'version'] },
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
    // is reported once: on the tool that holds its place now, by that tool's catalog; a tool whose
    // file holds no tool now, nor any it held then, by the first catalog that compares (see removalsOf).
    const removals = removalsOf(catalogs);
    for (const r of [...(removals.byCatalog.get(catalog) ?? []), ...(removals.firstComparing === catalog ? removals.inTheirFiles : [])]) {
      const d = r.old.descriptor;
      const replacement = typeof d.replacement === 'string' ? d.replacement : undefined;
      const advice =
        d.deprecated === true
          ? replacement === undefined
            ? 'while deprecated without a "replacement"; keep it until the tool that replaces it is published'
            : `but its replacement "${replacement}" is not in the catalog; publish it before removing "${r.name}"`
          : 'without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11)';
      const data = { ref: before.ref, file: r.old.file, advice };
      if (r.host) report(r.host.tool, { path: [], messageId: 'removed', data: { ...data, removed: r.name, host: r.host.how } });
      // No tool of the run is in its file (gone, or holding no tool now), nor was one of them in it: the finding is that file's.
      else report(first, { path: [], messageId: 'removedFromFile', data, removed: { tool: r.name, file: pathIn(r.old.file) } });
    }
  },
});

/** A file at a revision (`main:tools/time.yaml`) as the run names files (`tools/time.yaml`). */
const pathIn = (file: string) => file.slice(file.indexOf(':') + 1);

type Before = NonNullable<Tool['previous']>['tools'];
/** A tool removed since the revision, and the tool of the run it is reported on (none: it is reported in its file). */
interface Removal {
  name: string;
  old: Before extends ReadonlyMap<string, infer V> ? V : never;
  host?: { tool: Tool; how: string };
}

/**
 * The removals of a run, worked out once for all its catalogs (each call gets the same list): those
 * reported on a tool, by its catalog; those reported in their files, by the first catalog that
 * compares with the revision.
 */
interface Removals {
  byCatalog: Map<Catalog, Removal[]>;
  inTheirFiles: Removal[];
  firstComparing?: Catalog;
}
const removalCache = new WeakMap<readonly Catalog[], Removals>();

/**
 * Where each removed tool is reported: on the first tool (of those compared with the revision) now
 * in the file that held it; else, when that file is gone or holds no tool now, on the first tool that
 * was in it then and is in another file now (the file now holding its catalog); else on no tool of
 * the run, in its file (ReportDescriptor.removed). Linear in the tools then and now.
 */
function removalsOf(catalogs: readonly Catalog[]): Removals {
  let out = removalCache.get(catalogs);
  if (out) return out;
  out = { byCatalog: new Map(), inTheirFiles: [] };
  removalCache.set(catalogs, out);
  const catalogOf = new Map<Tool, Catalog>();
  const everywhere = new Set<string>();
  const byPath = new Map<string, Tool>();
  const byName = new Map<string, Tool>();
  let before: Before | undefined;
  for (const c of catalogs) {
    for (const t of c.tools) {
      everywhere.add(t.name);
      if (!t.previous) continue;
      before ??= t.previous.tools;
      out.firstComparing ??= c;
      catalogOf.set(t, c);
      if (!byName.has(t.name)) byName.set(t.name, t);
      for (const key of [`abs:${t.file.absolutePath}`, `rel:${t.file.path}`]) if (!byPath.has(key)) byPath.set(key, t);
    }
  }
  if (!before) return out;
  // Per file then, the first of its tools that the run still has.
  const mates = new Map<string, Tool>();
  for (const [name, old] of before) {
    const now = byName.get(name);
    if (now && !mates.has(old.file)) mates.set(old.file, now);
  }
  for (const [name, old] of before) {
    if (everywhere.has(name)) continue;
    const replacement = typeof old.descriptor.replacement === 'string' ? old.descriptor.replacement : undefined;
    if (old.descriptor.deprecated === true && replacement !== undefined && everywhere.has(replacement)) continue;
    const inFile = byPath.get(old.path !== undefined ? `abs:${old.path}` : `rel:${pathIn(old.file)}`);
    const host = inFile ?? mates.get(old.file);
    const removal: Removal = { name, old, ...(host ? { host: { tool: host, how: inFile ? 'in the file it was in' : 'in the file that now holds the tools of its file' } } : {}) };
    if (!host) {
      out.inTheirFiles.push(removal);
      continue;
    }
    const c = catalogOf.get(host)!;
    const list = out.byCatalog.get(c);
    if (list) list.push(removal);
    else out.byCatalog.set(c, [removal]);
  }
  return out;
}
