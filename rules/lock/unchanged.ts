import { defineRule, diffTool } from '../../src/toolkit/index.js';

/** At most this many changes are named in one message; the rest are counted. */
const SHOWN = 3;

export default defineRule({
  meta: {
    id: 'lock/unchanged',
    level: null,
    severity: 'error',
    description: 'With `lint --locked`: every tool is as `tooldoc.lock.json` records it (what agents are told, as reviewed); a change is reviewed, then accepted with `tooldoc lock`.',
    spec: '§11, §14',
    tags: ['compatibility', 'security'],
    // Only with --locked, which lints every file: in a run with the cache it never reports (see RuleMeta.catalogInputs).
    catalogInputs: { fields: [] },
    messages: {
      changed: 'Tool "{{tool}}" differs from {{lockfile}} ({{catalog}}): {{changes}}; review the change, then run `tooldoc lock` to accept it.',
      unlocked: 'Tool "{{tool}}" is not in {{lockfile}} ({{catalog}}); review it, then run `tooldoc lock` to add it.',
      gone: 'Tool "{{gone}}", in {{lockfile}} ({{catalog}}), is no longer listed (reported on "{{tool}}"); run `tooldoc lock` to remove it once reviewed.',
    },
  },
  check({ tool, report }) {
    const locked = tool.locked;
    if (!locked) return;
    const data = { lockfile: locked.file, catalog: locked.catalog };
    if (!locked.entry) {
      report({ path: ['name'], messageId: 'unlocked', data });
      return;
    }
    if (locked.entry.sha256 === locked.sha256) return;
    const changes = diffTool(locked.entry.definition, locked.definition);
    // A change the comparison does not name (in a field it skips, or only in key order) still counts.
    const shown = changes.slice(0, SHOWN).map((c) => c.message);
    const text = shown.length ? shown.join('; ') + (changes.length > SHOWN ? `; and ${changes.length - SHOWN} more` : '') : 'its definition changed';
    report({ path: changes[0]?.newPath ?? [], messageId: 'changed', data: { ...data, changes: text } });
  },
  checkCatalog({ catalog, report }) {
    // Reported once per locked catalog, on its first tool in the run (a server's tools may be spread over its sidecars).
    for (const t of catalog.tools) {
      const locked = t.locked;
      if (!locked?.first) continue;
      for (const name of locked.tools.keys()) {
        if (!locked.listed.has(name)) report(t, { path: [], messageId: 'gone', data: { gone: name, lockfile: locked.file, catalog: locked.catalog } });
      }
    }
  },
});
