/**
 * The explicit registry (rules/index.ts) matches the folder: every `rules/<group>/<name>.ts` is
 * registered under the id `<group>/<name>`, ids are unique, every rule has a docs page, and its
 * metadata and message templates are well formed. Rules added later are checked without edits here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { compileSchema, validateValue } from '../src/schema/index.js';
import { sentences } from '../src/toolkit/text.js';
import type { Rule } from '../src/types/index.js';
import { RULES_DIR, hasDocPage } from './rule-docs.js';

/** `group/name` of every rule file: `rules/<group>/<name>.ts`. */
function ruleFiles(): string[] {
  const out: string[] = [];
  for (const group of readdirSync(RULES_DIR).sort()) {
    const dir = path.join(RULES_DIR, group);
    if (!statSync(dir).isDirectory()) continue;
    for (const f of readdirSync(dir).sort()) if (f.endsWith('.ts') && !f.endsWith('.d.ts')) out.push(`${group}/${f.slice(0, -3)}`);
  }
  return out;
}

const files = ruleFiles();
const ids = builtinRules.map((r) => r.meta.id);
const sourceOf = (id: string) => readFileSync(path.join(RULES_DIR, `${id}.ts`), 'utf8');
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

describe('registry', () => {
  it('finds rule files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('rules/%s.ts is registered under its own id', async (file) => {
    const mod = (await import(pathToFileURL(path.join(RULES_DIR, `${file}.ts`)).href)) as { default?: Rule };
    expect(mod.default, `rules/${file}.ts has no default export; export default defineRule({...})`).toBeDefined();
    expect(mod.default!.meta.id, `rules/${file}.ts must declare meta.id "${file}"`).toBe(file);
    expect(builtinRules.includes(mod.default!), `rules/${file}.ts is not listed in rules/index.ts`).toBe(true);
  });

  it('registers no rule without a file of its own', () => {
    expect(ids.filter((id) => !files.includes(id))).toEqual([]);
  });

  it('has unique ids', () => {
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('lists the rules in groups (all rules of a group together)', () => {
    const groups = ids.map((id) => id.split('/')[0]!);
    const seen = new Set<string>();
    const scattered = groups.filter((g, i) => {
      if (i > 0 && groups[i - 1] === g) return false;
      const again = seen.has(g);
      seen.add(g);
      return again;
    });
    expect(scattered, 'keep each group together in rules/index.ts; `tooldoc rules` lists them in this order').toEqual([]);
  });
});

describe.each(builtinRules.map((r) => [r.meta.id, r] as const))('%s', (id, rule) => {
  const { meta } = rule;

  it('has a docs page', () => {
    expect(hasDocPage(id), `add rules/${id}.md (see docs/rule-docs-format.md)`).toBe(true);
  });

  it('has well-formed metadata', () => {
    expect([1, 2, 3, null]).toContain(meta.level);
    expect(['error', 'warning']).toContain(meta.severity);
    expect(meta.description, 'description is one line').not.toMatch(/\n/);
    expect(meta.description, 'description ends with a full stop').toMatch(/\.$/);
    expect(meta.spec, 'spec names sections such as "§3.3, §6"').toMatch(/^§\d+(\.\d+)*\b/);
  });

  it('has options that validate against its options schema', () => {
    if (!meta.options) {
      expect(meta.defaultOptions ?? {}, 'defaultOptions without an options schema').toEqual({});
      return;
    }
    const compiled = compileSchema(meta.options);
    expect(compiled.ok, 'meta.options is not a valid JSON Schema').toBe(true);
    if (compiled.ok) expect(validateValue(compiled.validate, meta.defaultOptions ?? {})).toEqual([]);
  });

  it.each(Object.entries(meta.messages))('message "%s" is one non-empty sentence', (_messageId, template) => {
    expect(template.trim().length).toBeGreaterThan(0);
    expect(template, 'a message ends with a full stop').toMatch(/[.?]["')]?$/);
    // Fill placeholders with a plain word so that values cannot split or join sentences.
    const filled = template.replace(PLACEHOLDER, 'value');
    expect(filled, 'malformed placeholder').not.toMatch(/\{\{/);
    expect(sentences(filled), 'one sentence: join clauses with ";"').toHaveLength(1);
  });

  it('passes data for every placeholder of its messages', () => {
    // Static check: each placeholder name must appear in the rule's code outside the templates
    // (as a key of the data it reports). The rule tests assert the filled messages exactly.
    let code = sourceOf(id);
    for (const template of Object.values(meta.messages)) code = code.split(template).join('');
    const missing: string[] = [];
    for (const [messageId, template] of Object.entries(meta.messages)) {
      for (const [, name] of template.matchAll(PLACEHOLDER)) {
        // The core fills a flood's count and names (RuleMeta.flood).
        if (messageId === meta.flood?.into && (name === 'count' || name === 'names')) continue;
        // The core fills the tool's name (src/core/linter.ts) unless the rule passes its own.
        if (name === 'tool') continue;
        if (!new RegExp(`\\b${name}\\b`).test(code)) missing.push(name!);
      }
    }
    expect(missing).toEqual([]);
  });
});
