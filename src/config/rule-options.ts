/**
 * The `rules` entries of a config checked against the rules that can run: each id must name a rule
 * (a removed one says which rule replaced it), `unsuppressible` must name rules or groups, and
 * options must match the rule's own options schema.
 */
import { compileSchema, validateValue } from '../schema/index.js';
import type { JsonPath, Rule } from '../types/index.js';
import { didYouMean, isObject } from '../toolkit/util.js';
import { problem, valueAt, type Layer } from './layer.js';
import type { ConfigProblem } from './problems.js';

/** Ids the config may set that are not rules: findings the core raises about suppressions. */
export const CONFIGURABLE_CORE_IDS = ['suppression/unused'];

/** Ids of removed rules, with the rule that reports what they did. */
export type RemovedRules = Readonly<Record<string, { replacedBy: string }>>;

/** Rule ids must exist; options must match the rule's schema. */
export function checkRuleEntries(l: Layer, rules: readonly Rule[], problems: ConfigProblem[], removed: RemovedRules): void {
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  const known = [...byId.keys(), ...CONFIGURABLE_CORE_IDS];
  const unsuppressible = Array.isArray(l.value.unsuppressible) ? (l.value.unsuppressible as unknown[]) : [];
  unsuppressible.forEach((u, i) => {
    if (typeof u !== 'string' || u === '*' || byId.has(u)) return;
    if (u.endsWith('/*') && rules.some((r) => r.meta.id.startsWith(u.slice(0, -1)))) return;
    const hint = didYouMean(u, known);
    problems.push(problem(l, ['unsuppressible', i], `"${u}" is no rule id, group ("group/*") or "*"${hint ? `; did you mean "${hint}"?` : '; run `tooldoc rules` to list the rules.'}`, 'value'));
  });
  const blocks: JsonPath[] = [['rules']];
  const overrides = Array.isArray(l.value.overrides) ? l.value.overrides : [];
  overrides.forEach((_, i) => blocks.push(['overrides', i, 'rules']));
  for (const at of blocks) {
    const block = valueAt(l.value, at);
    if (!isObject(block)) continue;
    for (const [id, setting] of Object.entries(block)) {
      const rule = byId.get(id);
      if (!rule && !CONFIGURABLE_CORE_IDS.includes(id) && Object.hasOwn(removed, id)) {
        const { replacedBy } = removed[id]!;
        problems.push(problem(l, [...at, id], `Rule "${id}" was removed; "${replacedBy}" reports what it did. Remove "${id}" here, or configure "${replacedBy}".`));
        continue;
      }
      if (!rule && !CONFIGURABLE_CORE_IDS.includes(id)) {
        const hint = didYouMean(id, known);
        problems.push(problem(l, [...at, id], `Unknown rule "${id}"${hint ? `; did you mean "${hint}"?` : '; run `tooldoc rules` to list the rules (plugin rules need their plugin in "plugins").'}`));
        continue;
      }
      if (!Array.isArray(setting) || setting.length < 2) continue;
      const opts = setting[1] as Record<string, unknown>;
      const schema = rule?.meta.options;
      if (!schema) {
        if (Object.keys(opts).length) problems.push(problem(l, [...at, id, 1], `Rule "${id}" takes no options; use just "${String(setting[0])}".`, 'value'));
        continue;
      }
      const compiled = compileSchema(schema);
      if (!compiled.ok) {
        problems.push(problem(l, [...at, id], `Rule "${id}" has an invalid options schema (${compiled.problems[0]?.message ?? 'unknown problem'}); report this to its author.`));
        continue;
      }
      const merged = { ...rule.meta.defaultOptions, ...opts };
      for (const e of validateValue(compiled.validate, merged)) {
        const inConfig = valueAt(opts, e.path) !== undefined || e.path.length === 0 ? e.path : e.path.slice(0, -1);
        const name = e.path.length ? e.path.join('.') : 'options';
        const message =
          e.keyword === 'additionalProperties'
            ? `Rule "${id}" has no option "${String(e.path[e.path.length - 1])}"${optionHint(String(e.path[e.path.length - 1]), schema)}.`
            : `Option "${name}" of rule "${id}" ${e.message}.`;
        problems.push(problem(l, [...at, id, 1, ...inConfig], message, e.keyword === 'additionalProperties' ? 'key' : 'value'));
      }
    }
  }
}

function optionHint(name: string, schema: Record<string, unknown>): string {
  const props = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const hint = didYouMean(name, props);
  if (hint) return `; did you mean "${hint}"?`.replace(/\?$/, '');
  return props.length ? `; its options are ${props.map((p) => `"${p}"`).join(', ')}` : '';
}
