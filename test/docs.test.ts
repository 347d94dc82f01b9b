/**
 * Docs are tests: every rule has a page `rules/<group>/<name>.md` whose heading and metadata line
 * match the rule, and whose ❌ examples produce a finding of that rule while its ✅ examples produce
 * none (linted with only that rule enabled). Rules added to the registry later are covered without
 * touching this file.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { lintText } from './helpers.js';
import { BAD, COMPLEXITY, GOOD, RULES_DIR, docPath, expectedMetaLine, hasDocPage, listDocPages, parseDocPage, type DocBlock } from './rule-docs.js';

const LANGS = new Set(['yaml', 'yml', 'json']);

async function lintBlock(ruleId: string, block: DocBlock) {
  const file = block.directive.file ?? (block.lang === 'json' ? 'tool.json' : 'tool.yaml');
  const settings = block.directive.options ? { [ruleId]: { options: block.directive.options } } : undefined;
  const { findings, result } = await lintText(block.code, ruleId, { file, settings, ...(block.directive.servers ? { servers: block.directive.servers } : {}), ...(block.directive.previous ? { previous: block.directive.previous } : {}), ...(block.directive.lock ? { lock: block.directive.lock } : {}) });
  return { findings, result, where: `${path.relative(process.cwd(), docPath(ruleId))}:${block.line}` };
}

describe('every rule has a docs page', () => {
  it.each(builtinRules.map((r) => r.meta.id))('%s', (id) => {
    expect(hasDocPage(id), `rules/${id}.md is missing; every rule needs a docs page (see docs/rule-docs-format.md)`).toBe(true);
  });
});

describe('every docs page belongs to a registered rule', () => {
  const ids = new Set(builtinRules.map((r) => r.meta.id));
  it.each(listDocPages())('rules/%s', (page) => {
    const id = page.replace(/\.md$/, '');
    expect(ids.has(id), `rules/${page} documents "${id}", which is not registered in rules/index.ts`).toBe(true);
  });
});

for (const rule of builtinRules.filter((r) => hasDocPage(r.meta.id))) {
  const { meta } = rule;
  const page = parseDocPage(docPath(meta.id));
  const bad = page.blocks.filter((b) => b.section === BAD);
  const good = page.blocks.filter((b) => b.section === GOOD);

  describe(`rules/${meta.id}.md`, () => {
    it('has the rule id as its heading', () => {
      expect(page.heading).toBe(meta.id);
    });

    it("states the rule's level, severity and spec sections under the heading", () => {
      expect(page.metaLine).toBe(expectedMetaLine(meta));
    });

    it('has the sections of the docs format, with examples', () => {
      const titles = [...page.sections.keys()];
      for (const s of ['Why', BAD, GOOD, COMPLEXITY]) expect(titles, `section "## ${s}" is missing`).toContain(s);
      expect(titles.filter((t) => !['Why', BAD, GOOD, 'Options', COMPLEXITY].includes(t)), 'unknown sections').toEqual([]);
      expect(page.sections.get('Why')).toMatch(/§\d/);
      expect(bad.length, 'the ❌ Bad section needs a yaml or json block').toBeGreaterThan(0);
      expect(good.length, 'the ✅ Good section needs a yaml or json block').toBeGreaterThan(0);
      for (const b of [...bad, ...good]) expect(LANGS.has(b.lang), `block at line ${b.line} needs a yaml or json fence`).toBe(true);
    });

    it('states its cost: per tool or per catalog, linear, n·log n or constant', () => {
      const text = page.sections.get(COMPLEXITY) ?? '';
      const perTool = rule.check !== undefined || rule.create !== undefined;
      const scope = perTool && rule.checkCatalog ? /^Per (tool|catalog): / : perTool ? /^Per tool: / : /^Per catalog: /;
      expect(text, 'the "## Complexity" section opens with "Per tool: " or "Per catalog: " as the rule runs (docs/rule-docs-format.md)').toMatch(scope);
      expect(text, 'the "## Complexity" section says "linear in …", "n·log n in …" or "constant"').toMatch(/^Per (tool|catalog): (linear|n·log n|constant)\b/);
    });

    it('documents its options (and only when it has any)', () => {
      const props = (meta.options?.properties ?? {}) as Record<string, unknown>;
      const section = page.sections.get('Options');
      if (!Object.keys(props).length) {
        expect(section, 'the rule takes no options, so the page has no Options section').toBeUndefined();
        return;
      }
      expect(section, 'the rule takes options; add an "## Options" section').toBeDefined();
      for (const [name, value] of Object.entries(meta.defaultOptions ?? {})) {
        expect(section, `option "${name}" is not documented`).toContain(`\`${name}\``);
        if (typeof value !== 'object') expect(section, `the default of "${name}" is not documented`).toContain(`\`${JSON.stringify(value)}\``);
      }
      for (const name of Object.keys(props)) expect(section, `option "${name}" is not documented`).toContain(`\`${name}\``);
    });

    it.each(bad.map((b) => [b.line, b] as const))('❌ example at line %i produces a finding of the rule', async (_line, block) => {
      const { findings, result, where } = await lintBlock(meta.id, block);
      expect(result.summary.tools, `${where}: the example is not read as a tool descriptor`).toBeGreaterThan(0);
      expect(findings.filter((f) => f.ruleId === meta.id).length, `${where}: no ${meta.id} finding`).toBeGreaterThan(0);
      expect(findings.filter((f) => f.ruleId !== meta.id), `${where}: other findings (parse errors?)`).toEqual([]);
    });

    it.each(good.map((b) => [b.line, b] as const))('✅ example at line %i produces no finding', async (_line, block) => {
      const { findings, result, where } = await lintBlock(meta.id, block);
      expect(result.summary.tools, `${where}: the example is not read as a tool descriptor`).toBeGreaterThan(0);
      expect(findings, where).toEqual([]);
    });
  });
}

it('finds the docs pages where the rules are', () => {
  expect(listDocPages(RULES_DIR).length).toBeGreaterThan(0);
});
