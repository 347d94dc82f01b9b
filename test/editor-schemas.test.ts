/**
 * The config schema where editors find it (scripts/editor-schemas.mjs): the VS Code extension maps
 * every config file name tooldoc reads to its copy of schemas/config.schema.json, and the SchemaStore
 * submission (editors/schemastore/) is complete and passes what SchemaStore checks: the schema under
 * a strict Ajv, its positive tests valid, its negative tests not, the catalog entry's fields.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { CONFIG_FILES } from '../src/config/names.js';
import { newAjv, ROOT, tempDir } from './helpers.js';

const SCRIPT = path.join(ROOT, 'scripts', 'editor-schemas.mjs');
const EXTENSION = path.join(ROOT, 'editors', 'vscode');
const CONFIG_SCHEMA = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'config.schema.json'), 'utf8')) as Record<string, unknown>;

interface Association {
  fileMatch: string | string[];
  url: string;
}

const list = (m: string | string[]) => (Array.isArray(m) ? m : [m]);

describe('the VS Code extension', () => {
  const manifest = JSON.parse(readFileSync(path.join(EXTENSION, 'package.json'), 'utf8')) as { contributes: { jsonValidation: Association[]; yamlValidation: Association[] } };
  const { jsonValidation, yamlValidation } = manifest.contributes;

  it('has the copies that scripts/editor-schemas.mjs writes (run `npm run build:editors` when not)', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(path.join(EXTENSION, 'schemas', 'config.schema.json'), 'utf8')).toBe(readFileSync(path.join(ROOT, 'schemas', 'config.schema.json'), 'utf8'));
  });

  it('maps every JSON and YAML config file name tooldoc reads to the config schema', () => {
    const schemaFor = (associations: Association[], name: string) => associations.find((a) => list(a.fileMatch).includes(name))?.url;
    for (const name of CONFIG_FILES.filter((f) => f.startsWith('tooldoc.config.'))) {
      if (name.endsWith('.json')) expect(schemaFor(jsonValidation, name), name).toBe('./schemas/config.schema.json');
      else if (/\.ya?ml$/.test(name)) expect(schemaFor(yamlValidation, name), name).toBe('./schemas/config.schema.json');
    }
    // package.json, where tooldoc reads the "tooldoc" key: a schema for that key alone.
    const pkgSchema = JSON.parse(readFileSync(path.join(EXTENSION, schemaFor(jsonValidation, 'package.json')!), 'utf8')) as { properties: Record<string, { $ref: string }>; required?: unknown };
    expect(Object.keys(pkgSchema.properties)).toEqual(['tooldoc']);
    expect(pkgSchema.properties.tooldoc!.$ref).toBe('./config.schema.json');
    expect(pkgSchema.required).toBeUndefined();
  });

  it('points only at files inside the extension, which its package holds', () => {
    for (const a of [...jsonValidation, ...yamlValidation]) {
      expect(a.url.startsWith('./'), a.url).toBe(true);
      expect(existsSync(path.join(EXTENSION, a.url)), a.url).toBe(true);
    }
  });
});

describe('the SchemaStore submission', () => {
  const out = tempDir('tooldoc-schemastore-');
  const r = spawnSync(process.execPath, [SCRIPT, '--schemastore', out], { cwd: ROOT, encoding: 'utf8' });
  const entry = JSON.parse(readFileSync(path.join(out, 'catalog-entry.json'), 'utf8')) as { name: string; description: string; fileMatch: string[]; url: string };
  const name = path.basename(new URL(entry.url).pathname, '.json');
  const schema = JSON.parse(readFileSync(path.join(out, 'src', 'schemas', 'json', `${name}.json`), 'utf8')) as Record<string, unknown>;
  const samples = (kind: 'test' | 'negative_test') =>
    readdirSync(path.join(out, 'src', kind, name)).map((f) => {
      const text = readFileSync(path.join(out, 'src', kind, name, f), 'utf8');
      return [f, f.endsWith('.json') ? (JSON.parse(text) as unknown) : (parse(text) as unknown)] as const;
    });
  const validate = newAjv({ strict: true, strictRequired: false, allErrors: true }).compile(schema);

  it('is written in SchemaStore\'s layout', () => {
    expect(r.status, r.stderr).toBe(0);
    expect(samples('test').length).toBeGreaterThan(0);
    expect(samples('negative_test').length).toBeGreaterThan(0);
  });

  it("has a catalog entry for the config file names, with the schema's URL as its $id", () => {
    expect(entry.name).toBe('tooldoc');
    expect(entry.description.length).toBeGreaterThan(20);
    expect(entry.url).toMatch(/^https:\/\/json\.schemastore\.org\/[a-z0-9-]+\.json$/);
    // No generic patterns (SchemaStore refuses `*.json`): exactly the JSON and YAML names tooldoc reads.
    expect([...entry.fileMatch].sort()).toEqual(CONFIG_FILES.filter((f) => /^tooldoc\.config\.(json|ya?ml)$/.test(f)).sort());
    expect(schema.$id).toBe(entry.url);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    // The same schema as the package ships, but for its $id.
    expect({ ...schema, $id: CONFIG_SCHEMA.$id }).toEqual(CONFIG_SCHEMA);
  });

  it('accepts every positive test, whose rule ids are tooldoc rules', () => {
    const ids = new Set(builtinRules.map((rule) => rule.meta.id));
    for (const [file, value] of samples('test')) {
      expect(validate(value), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
      const rules = [value, ...(((value as { overrides?: Array<{ rules?: object }> }).overrides ?? []))].flatMap((v) => Object.keys((v as { rules?: object }).rules ?? {}));
      for (const id of rules) expect(ids.has(id), `${file}: ${id} is not a rule`).toBe(true);
    }
  });

  it('rejects every negative test', () => {
    for (const [file, value] of samples('negative_test')) expect(validate(value), file).toBe(false);
  });

  it('describes every property, for hover and completion', () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
        if (key === 'properties') {
          for (const [prop, sub] of Object.entries(value as Record<string, Record<string, unknown>>)) {
            if (typeof sub.description !== 'string' && typeof sub.$ref !== 'string') missing.push(`${at}/properties/${prop}`);
            walk(sub, `${at}/properties/${prop}`);
          }
        } else walk(value, `${at}/${key}`);
      }
    };
    walk(schema, '#');
    expect(missing).toEqual([]);
  });
});
