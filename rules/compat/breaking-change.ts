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
    // Only with --since, which lints every file: in a run with the cache it never reports (see RuleMeta.catalogInputs).
    catalogInputs: { fields: ['deprecated', 'replacement', 'version'] },
    messages: {
      breaking: 'Since {{ref}}, {{change}}, a breaking change to "{{tool}}"; {{advice}}.',
      removed: 'Since {{ref}}, tool "{{removed}}" ({{file}}) was removed {{advice}} (reported on "{{tool}}", {{host}}).',
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
  checkCatalog({ catalog, report }) {
    const first = catalog.tools.find((t) => t.previous);
    const before = first?.previous;
    if (!first || !before) return;
    const now = byName(catalog.tools);
    for (const t of catalog.tools) {
      const problem = deprecation(t.name, t.previous?.descriptor, t.descriptor, now).violation;
      if (problem) report(t, { path: ['deprecated'], messageId: 'deprecated', data: { ref: before.ref, advice: problem.charAt(0).toLowerCase() + problem.slice(1).replace(/\.$/, '') } });
    }
    for (const [name, old] of before.tools) {
      if (now.has(name)) continue;
      const d = old.descriptor;
      const replacement = typeof d.replacement === 'string' ? d.replacement : undefined;
      if (d.deprecated === true && replacement !== undefined && now.has(replacement)) continue;
      // Placed in the file the tool was in, when that file still has tools; else on the first tool.
      const oldFile = old.file.slice(old.file.indexOf(':') + 1);
      const sameFile = catalog.tools.find((t) => t.file.path === oldFile);
      const host = sameFile ?? first;
      const advice =
        d.deprecated === true
          ? replacement === undefined
            ? 'while deprecated without a "replacement"; keep it until the tool that replaces it is published'
            : `but its replacement "${replacement}" is not in the catalog; publish it before removing "${name}"`
          : 'without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11)';
      report(host, { path: [], messageId: 'removed', data: { ref: before.ref, removed: name, file: old.file, advice, host: sameFile ? 'in the file it was in' : 'as its file is gone' } });
    }
  },
});
