/**
 * A config's shape, checked against the published JSON Schema (schemas/config.schema.json), with
 * Ajv's errors turned into one clear message per place: unknown keys with a "did you mean", bad
 * severities, `extends` entries that are neither a preset nor a path.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchema, validateValue } from '../schema/index.js';
import type { JsonPath } from '../types/index.js';
import { didYouMean, isArray, isObject } from '../toolkit/util.js';
import { problem, valueAt, type Layer } from './layer.js';
import { PRESETS } from './presets.js';
import { describePath, type ConfigProblem } from './problems.js';
import { SEVERITIES, SEVERITY_WORDS } from './settings.js';

let configValidator: ReturnType<typeof compileSchema> | undefined;

/** The published JSON Schema of the config file. */
export function configSchemaPath(): string {
  // dist/src/config/*.js and src/config/*.ts both sit three folders below the package root (the bundle in dist/cli two).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../schemas/config.schema.json'), path.resolve(here, '../../../schemas/config.schema.json')];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

const TOP_KEYS = ['$schema', 'extends', 'rules', 'overrides', 'ignores', 'plugins', 'unsuppressible', 'limits', 'targets', 'servers', 'since', 'baseline'];
const SERVER_KEYS = ['name', 'command', 'args', 'url', 'file', 'env', 'headers', 'cwd', 'sidecars', 'timeout'];
const OVERRIDE_KEYS = ['files', 'rules'];

function isRulesKeyPath(p: JsonPath): boolean {
  return (p.length === 1 && p[0] === 'rules') || (p.length === 3 && p[0] === 'overrides' && p[2] === 'rules');
}

/** The path of a rule's setting if `p` lies within one (`rules.<id>` or `overrides[i].rules.<id>`). */
function ruleSettingPath(p: JsonPath): JsonPath | undefined {
  if (p[0] === 'rules' && p.length >= 2) return p.slice(0, 2);
  if (p[0] === 'overrides' && p[2] === 'rules' && p.length >= 4) return p.slice(0, 4);
  return undefined;
}

/** Validates a layer against schemas/config.schema.json, turning Ajv's errors into one clear message per place. */
export function validateShape(l: Layer): ConfigProblem[] {
  if (!configValidator) configValidator = compileSchema(JSON.parse(readFileSync(configSchemaPath(), 'utf8')));
  if (!configValidator.ok) throw new Error('schemas/config.schema.json is not a valid schema');
  const raw = validateValue(configValidator.validate, l.value);
  const out = new Map<string, ConfigProblem>();
  const add = (p: JsonPath, message: string, at: 'key' | 'value' = 'value') => {
    const k = p.join('\u0000');
    const related = (a: string, b: string) => a === b || a === '' || b === '' || a.startsWith(b + '\u0000') || b.startsWith(a + '\u0000');
    if (![...out.keys()].some((o) => related(o, k))) out.set(k, problem(l, p, message, at));
  };
  // Specific places first, then generic messages for the rest.
  const sorted = [...raw].sort((a, b) => b.path.length - a.path.length);
  for (const e of sorted) {
    const p = e.path;
    const last = p[p.length - 1];
    if (e.keyword === 'additionalProperties' && typeof last === 'string') {
      const parent = p.slice(0, -1);
      const keys = parent.length === 0 ? TOP_KEYS : parent[0] === 'overrides' && parent.length === 2 ? OVERRIDE_KEYS : parent[0] === 'servers' && parent.length === 2 ? SERVER_KEYS : [];
      const hint = didYouMean(last, keys);
      const where = parent.length === 0 ? 'the config' : `${String(parent[0])}[${String(parent[1])}]`;
      add(p, `Unknown key "${last}" in ${where}${hint ? `; did you mean "${hint}"?` : `; expected one of ${keys.map((k) => `"${k}"`).join(', ')}.`}`, 'key');
      continue;
    }
    if (e.keyword === 'propertyNames' || (p.length >= 1 && e.keyword === 'pattern' && isRulesKeyPath(p))) continue; // reported as unknown rule ids later
    const ruleAt = ruleSettingPath(p);
    if (ruleAt) {
      const id = String(ruleAt[ruleAt.length - 1]);
      const v = valueAt(l.value, ruleAt);
      const sev = isArray(v) ? v[0] : v;
      if ((typeof sev === 'string' || typeof sev === 'number') && !SEVERITY_WORDS.has(sev)) {
        const hint = typeof sev === 'string' ? didYouMean(sev.toLowerCase(), [...SEVERITIES, 'warning']) : undefined;
        const sevPath = Array.isArray(v) ? [...ruleAt, 0] : ruleAt;
        add(sevPath, `${JSON.stringify(sev)} is not a severity for rule "${id}"; use "off", "warn" or "error" (or 0, 1, 2)${hint ? ` (did you mean "${hint}"?)` : ''}.`);
      } else if (Array.isArray(v) && v.length === 2 && !isObject(v[1])) {
        add([...ruleAt, 1], `Options for rule "${id}" must be an object, as in ["warn", { max: 5 }].`);
      } else {
        add(ruleAt, `Setting for rule "${id}" must be "off", "warn", "error" or [severity, options].`);
      }
      continue;
    }
    if (p[0] === 'extends') {
      const v = valueAt(l.value, p);
      if (typeof v === 'string') {
        const hint = didYouMean(v, PRESETS);
        add(p, `Cannot extend "${v}": use a preset (${PRESETS.join(', ')}) or a relative path such as "./base.yaml"${hint ? `; did you mean "${hint}"?` : '.'}`);
      } else add(p, '"extends" takes a preset name, a relative path, or a list of them.');
      continue;
    }
    if (p[0] === 'overrides' && p.length === 3 && p[2] === 'files') {
      add(p, '"files" takes a glob or a non-empty list of globs.');
      continue;
    }
    if (e.keyword === 'required') {
      add(p, `${describePath(p) === 'top level' ? 'The config' : describePath(p)} ${e.message}.`);
      continue;
    }
    add(p, `${describePath(p) === 'top level' ? 'The config' : `"${describePath(p)}"`} ${e.message}.`);
  }
  return [...out.values()];
}
