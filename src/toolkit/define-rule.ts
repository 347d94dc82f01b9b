import type { Rule } from '../types/index.js';

const ID = /^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/;

/**
 * Declares a rule. Built-in rules and plugins use the same function; it checks the metadata an
 * author is most likely to get wrong, so a broken rule fails when it is loaded, not when it reports.
 */
export function defineRule<O = Record<string, unknown>>(rule: Rule<O>): Rule<O> {
  const { meta } = rule;
  if (!meta || typeof meta.id !== 'string' || !ID.test(meta.id)) {
    throw new TypeError(`Rule id ${JSON.stringify(meta?.id)} must look like "group/name" in kebab-case.`);
  }
  if (![1, 2, 3, null].includes(meta.level)) throw new TypeError(`Rule ${meta.id}: level must be 1, 2, 3 or null.`);
  if (meta.severity !== 'error' && meta.severity !== 'warning') throw new TypeError(`Rule ${meta.id}: severity must be "error" or "warning".`);
  if (!meta.messages || !Object.keys(meta.messages).length) throw new TypeError(`Rule ${meta.id}: meta.messages is empty.`);
  const flood = meta.flood;
  if (flood && (![flood.messageId].flat().every((id) => id in meta.messages) || !(flood.into in meta.messages) || typeof flood.key !== 'string')) {
    throw new TypeError(`Rule ${meta.id}: meta.flood names messages that meta.messages does not have, or no data key.`);
  }
  for (const d of meta.defersTo ?? []) {
    const ok = typeof d === 'string' || (typeof d?.rule === 'string' && Array.isArray(d.messages) && d.messages.every((id) => id in meta.messages));
    if (!ok) throw new TypeError(`Rule ${meta.id}: each meta.defersTo entry is a rule id, or {rule, messages} naming messages of this rule; got ${JSON.stringify(d)}.`);
  }
  if (typeof rule.check !== 'function' && typeof rule.create !== 'function' && typeof rule.checkCatalog !== 'function') {
    throw new TypeError(`Rule ${meta.id}: define check(), create() or checkCatalog().`);
  }
  if (rule.check !== undefined && rule.create !== undefined) {
    throw new TypeError(`Rule ${meta.id}: define check() or create(), not both (create's "tool" handler runs where check would).`);
  }
  const inputs = meta.catalogInputs;
  if (inputs !== undefined) {
    const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
    if (typeof rule.checkCatalog !== 'function') throw new TypeError(`Rule ${meta.id}: meta.catalogInputs is for a rule with checkCatalog().`);
    const flag = (v: unknown) => v === undefined || typeof v === 'boolean';
    if (!strings(inputs.fields) || (inputs.names !== undefined && !strings(inputs.names)) || !flag(inputs.allNames) || !flag(inputs.catalogs)) {
      throw new TypeError(`Rule ${meta.id}: meta.catalogInputs takes fields (field names), names (field names), allNames and catalogs (true or false).`);
    }
    if (inputs.catalogs && inputs.names?.length) throw new TypeError(`Rule ${meta.id}: meta.catalogInputs.catalogs does not go with names; a rule that reads every catalog runs on all of them.`);
    const unread = (inputs.names ?? []).filter((n) => n !== 'name' && !inputs.fields.includes(n));
    if (unread.length) throw new TypeError(`Rule ${meta.id}: meta.catalogInputs.names has ${unread.map((n) => `"${n}"`).join(', ')}, which fields does not; list it in fields too.`);
    if (inputs.allNames && !inputs.names?.length) throw new TypeError(`Rule ${meta.id}: meta.catalogInputs.allNames needs names.`);
  }
  // Rules run synchronously; an async one would report after the run ended and lose its errors.
  const isAsync = (name: 'check' | 'create' | 'checkCatalog') => typeof rule[name] === 'function' && rule[name].constructor.name === 'AsyncFunction';
  if (isAsync('check') || isAsync('checkCatalog')) {
    throw new TypeError(`Rule ${meta.id}: check() and checkCatalog() must be synchronous, not async.`);
  }
  if (isAsync('create')) throw new TypeError(`Rule ${meta.id}: create() must be synchronous, not async.`);
  return rule;
}
