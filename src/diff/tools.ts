/**
 * What changed between two versions of a catalog, tool by tool, and whether each change follows
 * spec §11: a breaking change ships under a new name with a greater major version, and the old tool
 * stays, `deprecated: true` with `replacement`, for at least a release.
 *
 * Pure: descriptors in, changes out (no files, no git). `tooldoc diff` and `lint --since` give it
 * the two catalogs and place what it says.
 */
import type { JsonPath } from '../types/index.js';
import { isObject, quote, valueText } from '../toolkit/util.js';
import { majorOf } from '../toolkit/semver.js';
import { schemaChanges } from './schema.js';
import { DIRECTIVE_DOES, directivesOf, type Directive } from '../toolkit/directives.js';
import { holdsPlaceholder } from '../toolkit/text.js';

/**
 * `review`: model-visible text now directs the agent (src/toolkit/directives.ts), which no schema
 * comparison calls breaking but which changes what every agent that loads the tool does: it fails
 * like a breaking change until someone accepts it (`--accept-directives`).
 */
export type ChangeKind = 'breaking' | 'review' | 'compatible' | 'metadata';

export interface Change {
  kind: ChangeKind;
  /** One clause, e.g. `parameter "units" no longer accepts "kelvin"`. */
  message: string;
  /** Where, relative to the tool, in the old and the new descriptor (absent: the tool is not there). */
  oldPath?: JsonPath;
  newPath?: JsonPath;
}

export interface ToolDiff {
  name: string;
  status: 'added' | 'removed' | 'changed';
  changes: Change[];
  /**
   * Set when the tool breaks §11: a breaking change under the same name, a tool removed without a
   * deprecation cycle, a deprecation whose replacement is missing or not a greater major version.
   * Says what is missing. Such a diff fails `tooldoc diff` and is an error in `lint --since`.
   */
  violation?: string;
}

type Descriptor = Record<string, unknown>;

/** Fields compared one by one; every other field (version, hints, keywords, deprecation) is metadata. */
const CONTRACT = new Set(['name', 'description', 'title', 'parameters', 'returns', 'errors', 'idempotency', 'examples']);

/** The tool-by-tool diff of two catalogs, in the new catalog's order, then the tools removed. */
export function diffCatalogs(before: readonly Descriptor[], after: readonly Descriptor[]): ToolDiff[] {
  const byName = (list: readonly Descriptor[]) => {
    const m = new Map<string, Descriptor>();
    for (const d of list) if (typeof d.name === 'string' && !m.has(d.name)) m.set(d.name, d);
    return m;
  };
  const old = byName(before);
  const now = byName(after);
  const out: ToolDiff[] = [];
  for (const [name, d] of now) {
    const was = old.get(name);
    if (!was) {
      out.push({ name, status: 'added', changes: [{ kind: 'compatible', message: `tool "${name}" was added`, newPath: [] }, ...newDirectives(undefined, d)], ...deprecation(name, undefined, d, now) });
      continue;
    }
    const changes = diffTool(was, d);
    const broken = changes.filter((c) => c.kind === 'breaking');
    const dep = deprecation(name, was, d, now);
    if (!changes.length && !dep.violation) continue;
    const diff: ToolDiff = { name, status: 'changed', changes };
    if (broken.length) diff.violation = breakingViolation(name, was, d, broken.length);
    else if (dep.violation) diff.violation = dep.violation;
    out.push(diff);
  }
  for (const [name, d] of old) {
    if (now.has(name)) continue;
    const replacement = typeof d.replacement === 'string' ? d.replacement : undefined;
    const cycled = d.deprecated === true && replacement !== undefined && now.has(replacement);
    const diff: ToolDiff = { name, status: 'removed', changes: [{ kind: cycled ? 'compatible' : 'breaking', message: `tool "${name}" was removed`, oldPath: [] }] };
    if (!cycled) {
      diff.violation =
        d.deprecated === true
          ? replacement === undefined
            ? `Tool "${name}" was removed while deprecated without a "replacement"; keep it until the tool that replaces it is published, and name it in "replacement".`
            : `Tool "${name}" was removed, but its replacement "${replacement}" is not in the catalog; publish "${replacement}" before removing "${name}".`
          : `Tool "${name}" was removed without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11).`;
    }
    out.push(diff);
  }
  return out;
}

/** A directive's identity across versions: what it does, in which field. */
const directiveKey = (d: Directive) => `${d.kind}\0${d.text.path.join('\0')}`;

/**
 * The instructions to the agent that the new version's text holds and the old one's did not, each a
 * `review` change quoting it. Only when the text changed: a tool whose texts are the same says
 * nothing new.
 */
export function newDirectives(was: Descriptor | undefined, now: Descriptor): Change[] {
  const before = new Set(was ? directivesOf({ descriptor: was }).map(directiveKey) : []);
  return directivesOf({ descriptor: now })
    .filter((d) => !before.has(directiveKey(d)))
    .map((d) => ({ kind: 'review' as const, message: `the ${d.text.where} now ${DIRECTIVE_DOES[d.kind]}: "${d.phrase}"`, newPath: d.text.path }));
}

/**
 * Every change to one tool's descriptor. Left out of the comparison: a placeholder (`TODO: …`, as
 * `tooldoc import` stubs what a platform file had no place for) documents nothing yet, so a
 * description or title that is one, and a `returns`, an error or an example that holds one, count
 * as absent (export leaves them out as well); and `x-` extensions, which are not the tool's
 * contract but tooling's own records (`x-tooldoc`; `x-openai`, `x-anthropic` and `x-mcp`, what import
 * recorded of a platform file), as in schemas. `directives: false` leaves out the new instructions to
 * the agent (`review` changes), for a caller that only compares the contract.
 */
export function diffTool(was: Descriptor, now: Descriptor, options: { directives?: boolean } = {}): Change[] {
  const out: Change[] = [];
  const a = documented(was);
  const b = documented(now);
  for (const k of ['description', 'title']) {
    if (a[k] === b[k]) continue;
    out.push({ kind: 'compatible', message: `the tool's ${k} ${a[k] === undefined ? 'was added' : b[k] === undefined ? 'was removed' : 'changed'}`, ...paths(a, b, [k]) });
  }
  for (const block of ['parameters', 'returns'] as const) {
    if (a[block] === undefined && b[block] === undefined) continue;
    if (a[block] === undefined || b[block] === undefined) {
      // A block documented for the first time describes what the tool did already; one dropped takes the contract away.
      const breaking = a[block] !== undefined;
      out.push({ kind: breaking ? 'breaking' : 'compatible', message: `"${block}" ${a[block] === undefined ? 'was added' : 'was removed'}`, ...paths(a, b, [block]) });
      continue;
    }
    for (const c of schemaChanges(a[block], b[block], block)) out.push({ kind: c.breaking ? 'breaking' : 'compatible', message: c.message, oldPath: c.oldPath, newPath: c.newPath });
  }
  errors(a, b, out);
  idempotency(a, b, out);
  if (stable(a.examples) !== stable(b.examples)) out.push({ kind: 'compatible', message: 'the examples changed', ...paths(a, b, ['examples']) });
  if (options.directives !== false) out.push(...newDirectives(was, now));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (CONTRACT.has(k) || k.startsWith('x-') || stable(a[k]) === stable(b[k])) continue;
    const from = a[k] === undefined ? undefined : show(a[k]);
    const to = b[k] === undefined ? undefined : show(b[k]);
    out.push({ kind: 'metadata', message: from === undefined ? `"${k}" was added (${to})` : to === undefined ? `"${k}" was removed (was ${from})` : `"${k}" changed from ${from} to ${to}`, ...paths(a, b, [k]) });
  }
  return out;
}

/** The descriptor as far as it documents the tool: its placeholders left out (errors' are skipped where codes are read). */
function documented(d: Descriptor): Descriptor {
  let out: Descriptor | undefined;
  const drop = (k: string, kept?: unknown) => {
    out ??= { ...d };
    if (kept === undefined) delete out[k];
    else out[k] = kept;
  };
  for (const k of ['description', 'title', 'returns']) if (d[k] !== undefined && holdsPlaceholder(d[k])) drop(k);
  if (Array.isArray(d.examples) && d.examples.some(holdsPlaceholder)) {
    const kept = d.examples.filter((e) => !holdsPlaceholder(e));
    drop('examples', kept.length ? kept : undefined);
  }
  return out ?? d;
}

function errors(was: Descriptor, now: Descriptor, out: Change[]): void {
  const codes = (d: Descriptor) => {
    const m = new Map<string, { entry: Record<string, unknown>; index: number }>();
    if (Array.isArray(d.errors)) d.errors.forEach((e, index) => isObject(e) && typeof e.code === 'string' && !m.has(e.code) && !holdsPlaceholder(e) && m.set(e.code, { entry: e, index }));
    return m;
  };
  const a = codes(was);
  const b = codes(now);
  for (const [code, { entry, index }] of a) {
    const next = b.get(code);
    if (!next) {
      out.push({ kind: 'breaking', message: `error code "${code}" was removed`, oldPath: ['errors', index], newPath: now.errors === undefined ? [] : ['errors'] });
      continue;
    }
    if (typeof entry.retryable === 'boolean' && typeof next.entry.retryable === 'boolean' && entry.retryable !== next.entry.retryable) {
      out.push({ kind: 'breaking', message: `error "${code}" is ${next.entry.retryable ? 'now' : 'no longer'} retryable`, oldPath: ['errors', index, 'retryable'], newPath: ['errors', next.index, 'retryable'] });
    }
    for (const k of ['http_status', 'description', 'recovery', 'retry_after_seconds']) {
      if (stable(entry[k]) !== stable(next.entry[k])) out.push({ kind: 'compatible', message: `the ${k} of error "${code}" changed`, oldPath: ['errors', index], newPath: ['errors', next.index] });
    }
  }
  for (const [code, { index }] of b) if (!a.has(code)) out.push({ kind: 'compatible', message: `error code "${code}" was added`, oldPath: was.errors === undefined ? [] : ['errors'], newPath: ['errors', index] });
}

/** Hints agents plan on (§8): a tool that becomes less safe to call or retry breaks them. */
function idempotency(was: Descriptor, now: Descriptor, out: Change[]): void {
  const a = isObject(was.idempotency) ? was.idempotency : {};
  const b = isObject(now.idempotency) ? now.idempotency : {};
  for (const [k, safeValue] of [
    ['idempotent', true],
    ['safe', true],
    ['destructive', false],
  ] as const) {
    if (typeof a[k] !== 'boolean' || typeof b[k] !== 'boolean' || a[k] === b[k]) continue;
    const worse = a[k] === safeValue;
    out.push({ kind: worse ? 'breaking' : 'compatible', message: `idempotency.${k} went from ${String(a[k])} to ${String(b[k])}`, oldPath: ['idempotency', k], newPath: ['idempotency', k] });
  }
}

/** JSON with keys sorted: the same value whatever order its keys came in. */
function stable(v: unknown): string {
  const sort = (x: unknown): unknown => (Array.isArray(x) ? x.map(sort) : isObject(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, sort(x[k])])) : x);
  return JSON.stringify(sort(v)) ?? 'undefined';
}

/** A string as it is, anything else as JSON. */
const plain = (v: unknown) => (typeof v === 'string' ? v : valueText(v));

/** A value for a message: a string quoted, anything else as JSON, cut short. */
function show(v: unknown): string {
  if (typeof v === 'string') return quote(v);
  const text = valueText(v);
  return text.length > 40 ? text.slice(0, 39) + '…' : text;
}

/** The nearest path that exists on each side. */
function paths(was: Descriptor, now: Descriptor, p: JsonPath): { oldPath: JsonPath; newPath: JsonPath } {
  const at = (d: Descriptor) => (d[p[0] as string] === undefined ? [] : p);
  return { oldPath: at(was), newPath: at(now) };
}

/** What §11 asks of a tool with `count` breaking changes under its name (the `violation` of its diff). */
export function breakingViolation(name: string, was: Descriptor, now: Descriptor, count: number): string {
  const what = `${count} breaking change${count === 1 ? '' : 's'}`;
  return bumped(was, now)
    ? `Tool "${name}" has ${what} and a greater major version, but kept its name: ${breakingAdvice(name, was, now)}`
    : `Tool "${name}" has ${what} under the same name and version; ${breakingAdvice(name, was, now)}`;
}

/** How to ship a breaking change to `name` the §11 way: one clause, ending in "(§11)." */
export function breakingAdvice(name: string, was: Descriptor, now: Descriptor): string {
  const major = (majorOf(was.version) ?? 1) + 1;
  const next = `${name.replace(/_v\d+$/, '')}_v${major}`;
  return bumped(was, now)
    ? `agents call tools by name, so publish it as "${next}" and keep "${name}" with deprecated: true and replacement: "${next}" (§11).`
    : `publish the change as "${next}" with version ${major}.0.0, and keep "${name}" with deprecated: true and replacement: "${next}" (§11).`;
}

const bumped = (was: Descriptor, now: Descriptor) => (majorOf(now.version) ?? 0) > (majorOf(was.version) ?? 0);

/** A tool newly deprecated: its replacement must exist, under a greater major version. */
export function deprecation(name: string, was: Descriptor | undefined, now: Descriptor, catalog: ReadonlyMap<string, Descriptor>): { violation?: string } {
  if (now.deprecated !== true || was?.deprecated === true) return {};
  const r = typeof now.replacement === 'string' ? now.replacement : undefined;
  if (r === undefined) return { violation: `Tool "${name}" is now deprecated without a "replacement"; name the tool that takes its place (§11).` };
  const next = catalog.get(r);
  if (!next) return { violation: `Tool "${name}" is deprecated in favour of "${r}", which is not in the catalog; publish "${r}" alongside it (§11).` };
  const from = majorOf(now.version);
  const to = majorOf(next.version);
  if (from !== undefined && (to === undefined || to <= from)) {
    return { violation: `Tool "${name}" (version ${plain(now.version)}) is replaced by "${r}" (version ${next.version === undefined ? 'none' : plain(next.version)}); give "${r}" a greater major version (§11).` };
  }
  return {};
}
