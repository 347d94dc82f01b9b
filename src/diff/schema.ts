/**
 * What changed between two versions of a tool's schema, and whether the change can break the agents
 * that learned the old one (spec §11).
 *
 * Parameters are what the agent sends: a change is breaking when some arguments valid before are
 * invalid after (a parameter removed or newly required, a type narrowed, an enum value removed, a
 * bound tightened, a pattern or format added, the object closed). Returns are what the agent reads: a
 * change is breaking when the tool may now return what the old schema did not describe (a field
 * removed or made optional, a type widened, an enum value added, a bound loosened).
 *
 * The comparison is structural, keyword by keyword, after local `$ref`s are resolved and equivalent
 * forms normalised (`type: x` and `[x]`, lists that are sets). It is sound in one direction: a change
 * it calls compatible accepts every value the old schema accepted (for returns, the reverse). What it
 * cannot prove (a `oneOf` edited, a `pattern` rewritten, a `not` added) is breaking. Two
 * assumptions: agents send only the parameters a schema declares, so a parameter added to an open
 * object (no `additionalProperties: false`) is compatible when it is optional; and agents read only
 * the fields they know, so a field added to what a tool returns is compatible.
 */
import type { JsonPath } from '../types/index.js';
import { pointerGet } from '../schema/index.js';
import { isObject, quote, schemaName } from '../toolkit/util.js';

export type Direction = 'parameters' | 'returns';

export interface SchemaChange {
  breaking: boolean;
  /** One clause: what changed, e.g. `parameter "units" no longer accepts "kelvin"`. */
  message: string;
  /** Paths, relative to the tool, in the old and the new descriptor (the nearest that exists). */
  oldPath: JsonPath;
  newPath: JsonPath;
}

type Schema = Record<string, unknown> | boolean;

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', '$comment', '$schema', '$id', 'deprecated', 'readOnly', 'writeOnly', 'contentMediaType', 'contentEncoding', '$defs', 'definitions', '$anchor']);
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];
/** Keywords compared as a whole: any change to them is breaking, adding them too; removing them loosens. */
const OPAQUE = ['pattern', 'format', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'dependencies', 'propertyNames', 'contains', 'patternProperties', 'unevaluatedProperties', 'unevaluatedItems', 'oneOf', 'multipleOf'];
const MAX_DEPTH = 64;

/** The changes from `before` to `after`, both schemas of the block `direction` at `path` in their tool. */
export function schemaChanges(before: unknown, after: unknown, direction: Direction): SchemaChange[] {
  const out: SchemaChange[] = [];
  const oldRoot = before;
  const newRoot = after;
  const c = new Comparison(direction, oldRoot, newRoot, out);
  c.compare(before, after, [direction], [direction], 0);
  return out;
}

class Comparison {
  constructor(
    private readonly direction: Direction,
    private readonly oldRoot: unknown,
    private readonly newRoot: unknown,
    private readonly out: SchemaChange[],
  ) {}

  /** Reports a change; `looser` says which way it went for what it accepts. */
  private report(looser: boolean, message: string, oldPath: JsonPath, newPath: JsonPath): void {
    // A looser parameter schema accepts more (fine); a looser returns schema promises less (breaking).
    const breaking = this.direction === 'parameters' ? !looser : looser;
    this.out.push({ breaking, message, oldPath, newPath });
  }

  /** A change tooldoc cannot call wider or narrower: breaking, whichever way values flow. */
  private changed(message: string, oldPath: JsonPath, newPath: JsonPath): void {
    this.out.push({ breaking: true, message, oldPath, newPath });
  }

  private note(message: string, oldPath: JsonPath, newPath: JsonPath): void {
    this.out.push({ breaking: false, message, oldPath, newPath });
  }

  private what(p: JsonPath): string {
    const name = schemaName(p);
    const noun = this.direction === 'parameters' ? 'parameter' : 'returns field';
    return name ? `${noun} "${name}"` : this.direction === 'parameters' ? 'the parameters' : 'the returns';
  }

  /** `outer`: the types the schemas sit within (an anyOf or allOf branch is read within its parent's `type`). */
  compare(o: unknown, n: unknown, op: JsonPath, np: JsonPath, depth: number, outer?: Outer): void {
    const a = this.resolve(o, this.oldRoot);
    const b = this.resolve(n, this.newRoot);
    // Equal, annotations included: nothing to say. (Equal but for annotations: only descriptions changed.)
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (depth > MAX_DEPTH) {
      this.changed(`${this.what(np)} changed below a depth tooldoc does not compare`, op, np);
      return;
    }
    const sa = asSchema(a);
    const sb = asSchema(b);
    if (sa === undefined || sb === undefined) {
      this.changed(`${this.what(np)} changed (${quote(a)} → ${quote(b)})`, op, np);
      return;
    }
    if (sa === false || sb === true) {
      // Nothing was valid before, or anything is now: wider.
      this.report(true, `${this.what(np)} accepts anything now`, op, np);
      return;
    }
    if (sb === false) {
      this.report(false, `${this.what(np)} accepts nothing now`, op, np);
      return;
    }
    this.keywords(sa === true ? {} : sa, sb, op, np, depth, outer);
  }

  private keywords(a: Record<string, unknown>, b: Record<string, unknown>, op: JsonPath, np: JsonPath, depth: number, outer?: Outer): void {
    const what = this.what(np);
    for (const k of ['description', 'title']) {
      if (typeof a[k] === 'string' && typeof b[k] === 'string' && a[k] !== b[k]) this.note(`the ${k} of ${what} changed`, [...op, k], [...np, k]);
      else if ((a[k] === undefined) !== (b[k] === undefined)) this.note(`the ${k} of ${what} was ${a[k] === undefined ? 'added' : 'removed'}`, a[k] === undefined ? op : [...op, k], b[k] === undefined ? np : [...np, k]);
    }
    this.types(a, b, op, np, outer);
    this.values(a, b, op, np);
    for (const k of LOWER_BOUNDS) this.bound(k, a[k], b[k], 'lower', op, np);
    for (const k of UPPER_BOUNDS) this.bound(k, a[k], b[k], 'upper', op, np);
    if ((a.uniqueItems === true) !== (b.uniqueItems === true)) this.report(a.uniqueItems === true, `${what} ${b.uniqueItems === true ? 'requires' : 'no longer requires'} unique items`, [...op, 'uniqueItems'], [...np, 'uniqueItems']);
    if ((a.nullable === true) !== (b.nullable === true)) this.report(b.nullable === true, `${what} ${b.nullable === true ? 'accepts' : 'no longer accepts'} null`, [...op, 'nullable'], [...np, 'nullable']);
    for (const k of OPAQUE) {
      if (a[k] === undefined && b[k] === undefined) continue;
      if (canonical(a[k]) === canonical(b[k])) continue;
      if (b[k] === undefined) this.report(true, `${what} no longer has ${k} ${quote(a[k])}`, [...op, k], np);
      else if (k === 'multipleOf' && typeof a[k] === 'number' && typeof b[k] === 'number' && isMultiple(a[k], b[k])) this.report(true, `multipleOf of ${what} went from ${a[k]} to ${b[k]}`, [...op, k], [...np, k]);
      else if (a[k] === undefined) this.report(false, `${what} gained ${k} ${quote(b[k])}`, op, [...np, k]);
      else this.changed(`the ${k} of ${what} changed from ${quote(a[k])} to ${quote(b[k])}`, [...op, k], [...np, k]);
    }
    this.objects(a, b, op, np, depth);
    this.arrays(a, b, op, np, depth);
    this.branches(a, b, op, np, depth);
  }

  private types(a: Record<string, unknown>, b: Record<string, unknown>, op: JsonPath, np: JsonPath, outer?: Outer): void {
    const ta = within(typeSet(a.type), outer?.a);
    const tb = within(typeSet(b.type), outer?.b);
    if (!ta && !tb) return;
    const what = this.what(np);
    const at = (s: Record<string, unknown>, p: JsonPath) => (s.type === undefined ? p : [...p, 'type']);
    const lost = [...(ta ?? ALL_TYPES)].filter((t) => !covers(tb, t));
    const gained = [...(tb ?? ALL_TYPES)].filter((t) => !covers(ta, t));
    const show = (t: Set<string> | undefined) => (t ? [...t].join(' or ') : 'any type');
    const message = `the type of ${what} went from ${show(ta)} to ${show(tb)}`;
    // Both lost and gained (boolean to string): breaking whichever way values flow.
    if (lost.length && gained.length) this.out.push({ breaking: true, message, oldPath: at(a, op), newPath: at(b, np) });
    else if (lost.length) this.report(false, message, at(a, op), at(b, np));
    else if (gained.length) this.report(true, message, at(a, op), at(b, np));
  }

  private values(a: Record<string, unknown>, b: Record<string, unknown>, op: JsonPath, np: JsonPath): void {
    const ea = valueSet(a);
    const eb = valueSet(b);
    if (!ea && !eb) return;
    const what = this.what(np);
    const key = (s: Record<string, unknown>) => (s.enum !== undefined ? 'enum' : 'const');
    if (!eb) {
      this.report(true, `${what} is no longer limited to ${listOf(ea!)}`, [...op, key(a)], np);
      return;
    }
    if (!ea) {
      this.report(false, `${what} is now limited to ${listOf(eb)}`, op, [...np, key(b)]);
      return;
    }
    const removed = [...ea.keys()].filter((v) => !eb.has(v));
    const added = [...eb.keys()].filter((v) => !ea.has(v));
    if (removed.length) this.report(false, `${what} no longer accepts ${listOf(new Map(removed.map((v) => [v, ea.get(v)])))}`, [...op, key(a)], [...np, key(b)]);
    if (added.length) this.report(true, `${what} now accepts ${listOf(new Map(added.map((v) => [v, eb.get(v)])))}`, [...op, key(a)], [...np, key(b)]);
  }

  private bound(k: string, va: unknown, vb: unknown, side: 'lower' | 'upper', op: JsonPath, np: JsonPath): void {
    if (va === vb) return;
    const what = this.what(np);
    if (typeof va !== 'number' && va !== undefined) return this.opaque(k, va, vb, op, np);
    if (typeof vb !== 'number' && vb !== undefined) return this.opaque(k, va, vb, op, np);
    if (vb === undefined) return this.report(true, `${what} no longer has ${k} ${String(va)}`, [...op, k], np);
    if (va === undefined) return this.report(false, `${what} gained ${k} ${String(vb)}`, op, [...np, k]);
    const tighter = side === 'lower' ? (vb) > (va) : (vb) < (va);
    this.report(!tighter, `${k} of ${what} went from ${String(va)} to ${String(vb)}`, [...op, k], [...np, k]);
  }

  /** A keyword in a form tooldoc does not compare (draft-4 boolean exclusiveMinimum, say): any change is breaking. */
  private opaque(k: string, va: unknown, vb: unknown, op: JsonPath, np: JsonPath): void {
    this.changed(`the ${k} of ${this.what(np)} changed from ${quote(va)} to ${quote(vb)}`, [...op, k], [...np, k]);
  }

  private objects(a: Record<string, unknown>, b: Record<string, unknown>, op: JsonPath, np: JsonPath, depth: number): void {
    const pa = isObject(a.properties) ? a.properties : {};
    const pb = isObject(b.properties) ? b.properties : {};
    const ra = new Set(Array.isArray(a.required) ? a.required.map(String) : []);
    const rb = new Set(Array.isArray(b.required) ? b.required.map(String) : []);
    const noun = this.direction === 'parameters' ? 'parameter' : 'returns field';
    const name = (k: string, p: JsonPath) => schemaName([...p, 'properties', k]);
    for (const k of Object.keys(pa)) {
      if (Object.prototype.hasOwnProperty.call(pb, k)) {
        this.compare(pa[k], pb[k], [...op, 'properties', k], [...np, 'properties', k], depth + 1);
        continue;
      }
      // A parameter removed breaks the agents that send it; a returns field removed, those that read it.
      this.out.push({ breaking: true, message: `${noun} "${name(k, np)}" was removed`, oldPath: [...op, 'properties', k], newPath: isObject(b.properties) ? [...np, 'properties'] : np });
    }
    for (const k of Object.keys(pb)) {
      if (Object.prototype.hasOwnProperty.call(pa, k)) continue;
      const required = rb.has(k) && !ra.has(k);
      // A new required parameter breaks every call; a new optional one, none (agents send only what is declared).
      this.out.push({
        breaking: this.direction === 'parameters' ? required : false,
        message: `${required ? 'required' : 'optional'} ${noun} "${name(k, np)}" was added`,
        oldPath: isObject(a.properties) ? [...op, 'properties'] : op,
        newPath: [...np, 'properties', k],
      });
    }
    for (const k of rb) {
      if (ra.has(k) || !Object.prototype.hasOwnProperty.call(pa, k)) continue;
      this.report(false, `${noun} "${name(k, np)}" is now required`, [...op, 'properties', k], [...np, 'required']);
    }
    for (const k of ra) {
      if (rb.has(k) || !Object.prototype.hasOwnProperty.call(pb, k)) continue;
      this.report(true, `${noun} "${name(k, np)}" is no longer required`, [...op, 'required'], [...np, 'properties', k]);
    }
    // additionalProperties: absent is true (open); false closed; a schema constrains the others.
    const xa = a.additionalProperties ?? true;
    const xb = b.additionalProperties ?? true;
    if (canonical(xa) === canonical(xb)) return;
    const what = this.what(np);
    const pa2 = a.additionalProperties === undefined ? op : [...op, 'additionalProperties'];
    const pb2 = b.additionalProperties === undefined ? np : [...np, 'additionalProperties'];
    if (xb === false) return this.report(false, `${what} no longer accepts other properties (additionalProperties: false)`, pa2, pb2);
    if (xa === false) return this.report(true, `${what} accepts other properties now`, pa2, pb2);
    if (xb === true) return this.report(true, `${what} accepts any other properties now`, pa2, pb2);
    this.compare(xa, xb, pa2, pb2, depth + 1);
  }

  private arrays(a: Record<string, unknown>, b: Record<string, unknown>, op: JsonPath, np: JsonPath, depth: number): void {
    for (const k of ['items', 'prefixItems', 'additionalItems']) {
      const ia = a[k];
      const ib = b[k];
      if (ia === undefined && ib === undefined) continue;
      if (Array.isArray(ia) || Array.isArray(ib)) {
        if (Array.isArray(ia) && Array.isArray(ib) && ia.length === ib.length) ia.forEach((x, i) => this.compare(x, ib[i], [...op, k, i], [...np, k, i], depth + 1));
        else if (ib === undefined) this.report(true, `${this.what(np)} no longer constrains its ${k}`, [...op, k], np);
        else if (canonical(ia) !== canonical(ib)) this.changed(`the ${k} of ${this.what(np)} changed`, ia === undefined ? op : [...op, k], [...np, k]);
        continue;
      }
      this.compare(ia ?? true, ib ?? true, ia === undefined ? op : [...op, k], ib === undefined ? np : [...np, k], depth + 1);
    }
  }

  private branches(a: Record<string, unknown>, b: Record<string, unknown>, op: JsonPath, np: JsonPath, depth: number): void {
    for (const k of ['allOf', 'anyOf']) {
      const la = Array.isArray(a[k]) ? (a[k] as unknown[]) : undefined;
      const lb = Array.isArray(b[k]) ? (b[k] as unknown[]) : undefined;
      if (!la && !lb) continue;
      if (canonical(la) === canonical(lb)) continue;
      const what = this.what(np);
      if (!lb) {
        this.report(true, `${what} no longer has ${k}`, [...op, k], np);
        continue;
      }
      if (!la) {
        this.report(false, `${what} gained ${k}`, op, [...np, k]);
        continue;
      }
      if (la.length === lb.length) {
        // A branch accepts only what its parent's type lets through: {type: string, anyOf: [{format: ipv4}]}
        // and {type: string, anyOf: [{type: string, format: ipv4}]} (OpenAI strict's form) are the same.
        const types = { a: typeSet(a.type), b: typeSet(b.type) };
        la.forEach((x, i) => this.compare(x, lb[i], [...op, k, i], [...np, k, i], depth + 1, types));
        continue;
      }
      // anyOf: a branch added accepts more, one removed less; allOf the other way round.
      const sa = new Set(la.map(canonical));
      const sb = new Set(lb.map(canonical));
      const onlyAdded = [...sa].every((x) => sb.has(x));
      const onlyRemoved = [...sb].every((x) => sa.has(x));
      if (onlyAdded || onlyRemoved) this.report(k === 'anyOf' ? onlyAdded : onlyRemoved, `${what} ${onlyAdded ? 'gained' : 'lost'} ${k} branches`, [...op, k], [...np, k]);
      else this.changed(`the ${k} branches of ${what} changed`, [...op, k], [...np, k]);
    }
  }

  /** A local `$ref` replaced by what it points to (in the same document); anything else as it is. */
  private resolve(s: unknown, root: unknown, seen = 0): unknown {
    if (!isObject(s) || typeof s.$ref !== 'string' || !s.$ref.startsWith('#') || seen > 32) return s;
    let pointer: string;
    try {
      pointer = decodeURIComponent(s.$ref.slice(1));
    } catch {
      return s;
    }
    // Own keys only: `#/$defs/constructor` is not Object's constructor.
    const target = pointer === '' || pointer.startsWith('/') ? pointerGet(root, pointer) : undefined;
    if (target === undefined) return s;
    const rest = Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref'));
    const resolved = this.resolve(target, root, seen + 1);
    return Object.keys(rest).length && isObject(resolved) ? { ...resolved, ...rest } : resolved;
  }
}

const ALL_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** The types a schema sits within, on each side. */
type Outer = { a?: Set<string>; b?: Set<string> };

/** The types a schema accepts within the types around it (a number within integers is an integer). */
function within(own: Set<string> | undefined, outer: Set<string> | undefined): Set<string> | undefined {
  if (!outer) return own;
  if (!own) return outer;
  const out = new Set([...own].filter((t) => covers(outer, t)));
  if (own.has('number') && outer.has('integer')) out.add('integer');
  return out;
}

function typeSet(t: unknown): Set<string> | undefined {
  if (typeof t === 'string') return new Set([t]);
  if (Array.isArray(t)) return new Set(t.map(String));
  return undefined;
}

/** Whether a type set accepts every value of type `t` (number accepts integers). */
function covers(set: Set<string> | undefined, t: string): boolean {
  return !set || set.has(t) || (t === 'integer' && set.has('number'));
}

function valueSet(s: Record<string, unknown>): Map<string, unknown> | undefined {
  if (Array.isArray(s.enum)) return new Map(s.enum.map((v) => [canonical(v), v]));
  if (s.const !== undefined) return new Map([[canonical(s.const), s.const]]);
  return undefined;
}

function listOf(values: Map<string, unknown>): string {
  const shown = [...values.values()].slice(0, 5).map((v) => quote(v));
  return shown.join(', ') + (values.size > 5 ? ` and ${values.size - 5} more` : '');
}

function isMultiple(a: number, b: number): boolean {
  if (b === 0) return false;
  const r = a / b;
  return Math.abs(r - Math.round(r)) < 1e-9;
}

function asSchema(v: unknown): Schema | undefined {
  if (typeof v === 'boolean') return v;
  return isObject(v) ? v : undefined;
}


/** JSON with keys sorted, sets sorted, `type: x` as `[x]`, annotations and x- keys left out. */
export function canonical(v: unknown): string {
  return JSON.stringify(normal(v)) ?? 'undefined';
}

function normal(v: unknown, key?: string): unknown {
  if (Array.isArray(v)) {
    const items = v.map((x) => normal(x));
    return key === 'required' || key === 'enum' || key === 'type' ? [...new Set(items.map((x) => JSON.stringify(x)))].sort().map((x) => JSON.parse(x) as unknown) : items;
  }
  if (isObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      if (ANNOTATIONS.has(k) || k.startsWith('x-')) continue;
      out[k] = k === 'type' && typeof v[k] === 'string' ? [v[k]] : normal(v[k], k);
    }
    return out;
  }
  return v;
}
