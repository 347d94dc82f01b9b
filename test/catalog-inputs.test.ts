/**
 * RuleMeta.catalogInputs: what a catalog rule declares it reads, so that a run with the cache runs it
 * again only where that changed (src/run/catalog-reuse.ts). defineRule checks the declaration's
 * shape; that the built-in rules keep their declarations is test/slow/cache-reuse.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { defineRule } from '../src/toolkit/index.js';
import type { CatalogInputs } from '../src/types/index.js';

const rule = (catalogInputs: unknown, catalog = true) =>
  defineRule({
    meta: { id: 'plugin/catalog', level: null, severity: 'warning', description: 'x', spec: '', messages: { one: 'x' }, catalogInputs: catalogInputs as CatalogInputs },
    ...(catalog ? { checkCatalog() {} } : { check() {} }),
  });

describe('catalogInputs', () => {
  it('is accepted in its shapes', () => {
    expect(() => rule({ fields: [] })).not.toThrow();
    expect(() => rule({ fields: ['description'], catalogs: true })).not.toThrow();
    expect(() => rule({ fields: ['replacement'], names: ['name', 'replacement'], allNames: true })).not.toThrow();
  });

  it('is refused where a cached run could not keep it', () => {
    expect(() => rule({ fields: [] }, false)).toThrow('Rule plugin/catalog: meta.catalogInputs is for a rule with checkCatalog().');
    expect(() => rule({ fields: 'description' })).toThrow('Rule plugin/catalog: meta.catalogInputs takes fields (field names), names (field names), allNames and catalogs (true or false).');
    expect(() => rule({ fields: [], allNames: 'yes' })).toThrow('Rule plugin/catalog: meta.catalogInputs takes fields (field names), names (field names), allNames and catalogs (true or false).');
    expect(() => rule({ fields: [], names: ['replacement'] })).toThrow('Rule plugin/catalog: meta.catalogInputs.names has "replacement", which fields does not; list it in fields too.');
    expect(() => rule({ fields: [], allNames: true })).toThrow('Rule plugin/catalog: meta.catalogInputs.allNames needs names.');
    expect(() => rule({ fields: ['name'], names: ['name'], catalogs: true })).toThrow(
      'Rule plugin/catalog: meta.catalogInputs.catalogs does not go with names; a rule that reads every catalog runs on all of them.',
    );
  });

  it('is declared by every built-in catalog rule', () => {
    const undeclared = builtinRules.filter((r) => r.checkCatalog && !r.meta.catalogInputs).map((r) => r.meta.id);
    expect(undeclared).toEqual([]);
  });
});
