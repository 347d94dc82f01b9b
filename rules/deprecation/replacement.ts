import { defineRule } from '../../src/rule.js';
import { majorOf } from '../../src/semver.js';
import { NameIndex } from '../../src/similarity.js';
import type { Catalog, ReportDescriptor, Tool } from '../../src/types.js';
import { hasText, quote, typeName } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'deprecation/replacement',
    level: 3,
    severity: 'warning',
    description:
      'A deprecated tool names its `replacement`: a tool in the catalog that is not itself deprecated, under a new name and with a greater major version (§11 asks for both).',
    spec: '§4, §11',
    fields: ['deprecated'],
    tags: ['versioning'],
    messages: {
      deprecatedType: '"deprecated" of "{{tool}}" is {{value}}; write true or false without quotes.',
      noReplacement: 'Tool "{{tool}}" is deprecated but names no "replacement"; set replacement to the name of the tool agents should call instead.',
      replacementType: '"replacement" of "{{tool}}" is {{type}}; write the name of the tool that replaces this one.',
      unknown: 'Replacement "{{replacement}}" of "{{tool}}" is not a tool in this catalog; name an existing tool or lint its file too.',
      unknownHint: 'Replacement "{{replacement}}" of "{{tool}}" is not a tool in this catalog; did you mean "{{suggestion}}"?',
      self: 'Tool "{{tool}}" names itself as its replacement; ship the breaking change under a new name (e.g. "{{name}}_v2") with a greater major version.',
      deprecatedReplacement: 'Replacement "{{replacement}}" of "{{tool}}" is itself deprecated; point to the tool that replaces it ({{next}}).',
      notNewer:
        'Replacement "{{replacement}}" of "{{tool}}" has major version {{major}}, not greater than {{ownMajor}}; a breaking replacement ships under a new name with a greater major version, so bump it.',
      orphanReplacement: 'Tool "{{tool}}" names a "replacement" but is not deprecated; set deprecated: true or remove "replacement".',
    },
  },
  checkCatalog({ catalog, report: reportOn }) {
    for (const tool of catalog.tools) checkTool(tool, catalog, (r) => reportOn(tool, r));
  },
});

function checkTool(tool: Tool, catalog: Catalog, report: (r: ReportDescriptor) => void): void {
  const d = tool.descriptor;
  const deprecated = d.deprecated;
  const replacement = d.replacement;
  if (deprecated !== undefined && typeof deprecated !== 'boolean') {
    return report({ path: ['deprecated'], at: 'value', messageId: 'deprecatedType', data: { value: quote(deprecated) } });
  }
  if (deprecated !== true) {
    if (replacement !== undefined) report({ path: ['replacement'], messageId: 'orphanReplacement' });
    return;
  }
  if (replacement === undefined) return report({ path: ['deprecated'], messageId: 'noReplacement' });
  if (!hasText(replacement)) return report({ path: ['replacement'], at: 'value', messageId: 'replacementType', data: { type: typeof replacement === 'string' ? 'empty' : typeName(replacement) } });
  const candidates = (catalog.byName.get(replacement) ?? []).filter((t) => t !== tool && t.descriptor.name === replacement);
  if (!candidates.length) {
    if (replacement === d.name) return report({ path: ['replacement'], at: 'value', messageId: 'self', data: { name: replacement } });
    const suggestion = namesOf(catalog).nearest(replacement, typeof d.name === 'string' ? d.name : undefined);
    return report({ path: ['replacement'], at: 'value', messageId: suggestion ? 'unknownHint' : 'unknown', data: { replacement, suggestion: suggestion ?? '' } });
  }
  const live = candidates.filter((t) => t.descriptor.deprecated !== true);
  if (!live.length) {
    const nexts = candidates.map((t) => t.descriptor.replacement).filter(hasText);
    return report({
      path: ['replacement'],
      at: 'value',
      messageId: 'deprecatedReplacement',
      data: { replacement, next: nexts.length ? nexts.map((n) => `"${n}"`).join(', ') : 'it names none' },
      related: [relatedOf(candidates[0]!, replacement)],
    });
  }
  // §11: a new name and a greater major version, both. A missing or invalid version is version/semver's finding.
  if (replacement === d.name) return report({ path: ['replacement'], at: 'value', messageId: 'self', data: { name: replacement } });
  const ownMajor = majorOf(d.version);
  const majors = live.map((t) => majorOf(t.descriptor.version));
  if (ownMajor === undefined || majors.some((m) => m === undefined || m > ownMajor)) return;
  report({
    path: ['replacement'],
    at: 'value',
    messageId: 'notNewer',
    data: { replacement, major: majors[0]!, ownMajor },
    related: [relatedOf(live[0]!, replacement)],
  });
}

function relatedOf(t: Tool, name: string) {
  return { tool: t, path: ['name'], message: `Tool "${name}" is defined here.` };
}

/** The catalog's tool names, lower-cased once per run rather than once per deprecated tool. */
const nameCache = new WeakMap<Catalog, NameIndex>();
function namesOf(catalog: Catalog) {
  let hit = nameCache.get(catalog);
  if (!hit) {
    hit = new NameIndex([...catalog.byName.keys()]);
    nameCache.set(catalog, hit);
  }
  return hit;
}
