import { type Catalog, defineRule, hasText, majorOf, NameIndex, quote, type ReportDescriptor, type Tool, typeName } from '../../src/toolkit/index.js';

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
    // A tool's findings depend on it and on the tools its replacement names; one whose replacement
    // names no tool, on every name too (did you mean). See RuleMeta.catalogInputs.
    catalogInputs: { fields: ['deprecated', 'replacement', 'version'], names: ['replacement'], allNames: true },
  },
  checkCatalog({ catalog, report: reportOn }) {
    const targets = new Targets(catalog);
    for (const tool of catalog.tools) checkTool(tool, targets, (r) => reportOn(tool, r));
  },
});

function checkTool(tool: Tool, targets: Targets, report: (r: ReportDescriptor) => void): void {
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
  // The tools named `replacement` other than this one (it is among them when it names itself).
  const target = targets.of(replacement);
  const isOne = d.name === replacement;
  const first = isOne && target.tools[0] === tool ? target.tools[1] : target.tools[0];
  if (!first) {
    if (isOne) return report({ path: ['replacement'], at: 'value', messageId: 'self', data: { name: replacement } });
    const suggestion = targets.suggest(replacement, typeof d.name === 'string' ? d.name : undefined);
    return report({ path: ['replacement'], at: 'value', messageId: suggestion ? 'unknownHint' : 'unknown', data: { replacement, suggestion: suggestion ?? '' } });
  }
  // This tool is deprecated, so it is never among the live ones.
  if (!target.live.length) {
    return report({
      path: ['replacement'],
      at: 'value',
      messageId: 'deprecatedReplacement',
      data: { replacement, next: target.nexts(isOne ? tool : undefined) },
      related: [relatedOf(first, replacement)],
    });
  }
  // §11: a new name and a greater major version, both. A missing or invalid version is version/semver's finding.
  if (isOne) return report({ path: ['replacement'], at: 'value', messageId: 'self', data: { name: replacement } });
  const ownMajor = majorOf(d.version);
  if (ownMajor === undefined || target.someMajorUnknownOrAbove(ownMajor)) return;
  const live = target.live[0]!;
  report({
    path: ['replacement'],
    at: 'value',
    messageId: 'notNewer',
    data: { replacement, major: majorOf(live.descriptor.version)!, ownMajor },
    related: [relatedOf(live, replacement)],
  });
}

function relatedOf(t: Tool, name: string) {
  return { tool: t, path: ['name'], message: `Tool "${name}" is defined here.` };
}

/** How many replacements of a deprecated replacement a message names before "and N more". */
const SHOWN = 5;

/**
 * What the catalog holds under one name, worked out once however many deprecated tools point to it,
 * so the rule is linear in the number of tools: the tools of that name, the live ones and their
 * greatest major version, and the first replacements the deprecated ones name.
 */
class Target {
  readonly tools: Tool[];
  readonly live: Tool[];
  private readonly unknownMajor: boolean;
  private readonly maxMajor: number;
  /** The first SHOWN + 1 tools of the name that name a replacement, and how many do. */
  private readonly naming: Tool[] = [];
  private readonly namingCount: number;

  constructor(catalog: Catalog, name: string) {
    this.tools = (catalog.byName.get(name) ?? []).filter((t) => t.descriptor.name === name);
    this.live = this.tools.filter((t) => t.descriptor.deprecated !== true);
    const majors = this.live.map((t) => majorOf(t.descriptor.version));
    this.unknownMajor = majors.some((m) => m === undefined);
    this.maxMajor = majors.reduce<number>((max, m) => (m !== undefined && m > max ? m : max), -Infinity);
    let count = 0;
    for (const t of this.tools) {
      if (!hasText(t.descriptor.replacement)) continue;
      if (count++ <= SHOWN) this.naming.push(t);
    }
    this.namingCount = count;
  }

  /** Whether a live tool of the name has no valid version, or a major version above `major`. */
  someMajorUnknownOrAbove(major: number): boolean {
    return this.unknownMajor || this.maxMajor > major;
  }

  /** `"a", "b"`: the replacements the tools of the name point to, but that of `except` (one of them, which names one). */
  nexts(except?: Tool): string {
    const naming = this.naming.filter((t) => t !== except);
    const count = this.namingCount - (except ? 1 : 0);
    if (!count) return 'it names none';
    const shown = naming.slice(0, SHOWN).map((t) => `"${t.descriptor.replacement as string}"`);
    return shown.join(', ') + (count > SHOWN ? ` and ${count - SHOWN} more` : '');
  }
}

class Targets {
  private readonly byName = new Map<string, Target>();
  private readonly suggestions = new Map<string, string | undefined>();
  private index?: NameIndex;

  constructor(private readonly catalog: Catalog) {}

  of(name: string): Target {
    let hit = this.byName.get(name);
    if (!hit) this.byName.set(name, (hit = new Target(this.catalog, name)));
    return hit;
  }

  /** "Did you mean" for a replacement that names no tool, over the catalog's names, remembered per question. */
  suggest(name: string, skip: string | undefined): string | undefined {
    const key = skip === undefined ? name : `${name}\u0000${skip}`;
    if (this.suggestions.has(key)) return this.suggestions.get(key);
    this.index ??= new NameIndex([...this.catalog.byName.keys()]);
    const hit = this.index.nearest(name, skip);
    this.suggestions.set(key, hit);
    return hit;
  }
}
