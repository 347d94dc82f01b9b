/**
 * References checked before anything recursive follows them: a `$ref` cycle on the same value, a
 * malformed fragment, or a chain deeper than MAX_REFERENCE_DEPTH.
 */
import type { JsonPath } from '../types/index.js';
import { isObject, pathOf, type PathStep } from '../toolkit/util.js';
import { DATA_KEYWORDS, NAME_MAPS, REF_KEYS, SAME_VALUE } from './keywords.js';
import type { SchemaProblem } from './validator.js';
import { decodeFragment, pointerGet } from './walk.js';

/**
 * A `$ref` that leads back to a schema already being applied to the same value (`a` refers to `b`,
 * `b` to `a`; or `allOf: [{$ref: '#'}]`) makes validators recurse forever, and Ajv overflows the
 * stack compiling some of them. Such a cycle is reported at the `$ref` that closes it; recursion
 * through `properties` or `items` is fine, since each step goes one level into the value.
 */
export function sameValueCycle(root: unknown): SchemaProblem | null {
  if (!isObject(root)) return null;
  // Where each schema object was first met, as a step that knows its parent (PathStep): the path is
  // made only for the $ref that closes a cycle.
  const paths = new Map<Record<string, unknown>, PathStep>();
  const walk: Array<PathStep & { value: unknown }> = [{ value: root, up: undefined, key: '' }];
  while (walk.length) {
    const step = walk.pop()!;
    const value = step.value;
    if (Array.isArray(value)) value.forEach((v, i) => walk.push({ value: v, up: step, key: i }));
    else if (isObject(value) && !paths.has(value)) {
      paths.set(value, step);
      for (const k of Object.keys(value)) if (!DATA_KEYWORDS.has(k)) walk.push({ value: value[k], up: step, key: k });
    }
  }
  const resolve = (ref: string): Record<string, unknown> | undefined => {
    const pointer = decodeFragment(ref.slice(1));
    const node = pointer === undefined ? undefined : pointerGet(root, pointer);
    return isObject(node) ? node : undefined;
  };
  const edges = (s: Record<string, unknown>): Array<{ to: Record<string, unknown>; ref?: string }> => {
    const out: Array<{ to: Record<string, unknown>; ref?: string }> = [];
    if (typeof s.$ref === 'string' && (s.$ref === '#' || s.$ref.startsWith('#/'))) {
      const to = resolve(s.$ref);
      if (to) out.push({ to, ref: s.$ref });
    }
    for (const k of SAME_VALUE) {
      const v = Object.prototype.hasOwnProperty.call(s, k) ? s[k] : undefined;
      if (Array.isArray(v)) for (const x of v) if (isObject(x)) out.push({ to: x });
      if (isObject(v)) out.push({ to: v });
    }
    return out;
  };
  const state = new Map<Record<string, unknown>, 'open' | 'done'>();
  for (const start of paths.keys()) {
    if (state.has(start)) continue;
    state.set(start, 'open');
    const stack = [{ node: start, next: edges(start), i: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      if (top.i >= top.next.length) {
        state.set(top.node, 'done');
        stack.pop();
        continue;
      }
      const edge = top.next[top.i++]!;
      const seen = state.get(edge.to);
      if (seen === 'open' && edge.ref !== undefined) {
        return {
          path: [...pathOf(paths.get(top.node)!), '$ref'],
          message: `$ref "${edge.ref}" leads back to a schema already applied to the same value, so validation would never end`,
        };
      }
      if (seen === undefined) {
        state.set(edge.to, 'open');
        stack.push({ node: edge.to, next: edges(edge.to), i: 0 });
      }
    }
  }
  return null;
}

/**
 * How deep a schema and the schemas its references lead to may nest before tooldoc refuses to follow
 * them. Ajv compiles a reference by recursing into its target, so a chain of thousands of `$ref`s
 * overflowed the stack in the main thread but not in a worker (whose stack is larger): results
 * depended on `--concurrency`. Bounded here, before anything recursive runs, results do not.
 */
export const MAX_REFERENCE_DEPTH = 250;

/**
 * A malformed `$ref` fragment, or a chain of references and subschemas deeper than
 * MAX_REFERENCE_DEPTH, found iteratively. The depth is an upper bound on how deep any validator
 * recurses: the longest path from the root through subschemas and resolved references, where a
 * set of schemas that refer to each other (recursion, which validators do not unfold) counts as
 * deep as it is large.
 */
export function referenceProblem(root: unknown): SchemaProblem | null {
  if (!isObject(root)) return null;
  // Each schema resource (the root, each `$id`) has a base URI; references resolve against the
  // nearest one, as in Ajv. The root gets a placeholder base, since Ajv replaces the root's `$id`.
  const ROOT_BASE = 'https://tooldoc.invalid/schema.json';
  const resolve = (ref: string, base: string): string | undefined => {
    try {
      return new URL(ref, base).href;
    } catch {
      return undefined;
    }
  };
  type N = { obj: Record<string, unknown>; path: JsonPath; base: string };
  const nodes: N[] = [];
  const index = new Map<Record<string, unknown>, number>();
  /** Resource URI (no fragment) → the schema that starts it; `uri#anchor` → the anchored schema. */
  const resources = new Map<string, number>([[ROOT_BASE, 0]]);
  const anchors = new Map<string, number>();
  const children: number[][] = [];
  const walk: Array<{ value: unknown; path: JsonPath; parent: number; names: boolean; base: string }> = [
    { value: root, path: [], parent: -1, names: false, base: ROOT_BASE },
  ];
  while (walk.length) {
    const { value, path, parent, names, base } = walk.pop()!;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) walk.push({ value: value[i], path: [...path, i], parent, names: false, base });
      continue;
    }
    if (!isObject(value)) continue;
    let n = index.get(value);
    if (n === undefined) {
      n = nodes.length;
      index.set(value, n);
      children.push([]);
      const id = names || value === root ? undefined : typeof value.$id === 'string' ? value.$id : typeof value.id === 'string' ? value.id : undefined;
      const uri = id === undefined ? undefined : resolve(id, base)?.replace(/#.*$/, '');
      const own = uri ?? base;
      if (uri !== undefined && !resources.has(uri)) resources.set(uri, n);
      nodes.push({ obj: value, path, base: own });
      for (const a of ['$anchor', '$dynamicAnchor']) {
        const name = names ? undefined : value[a];
        if (typeof name === 'string' && !anchors.has(`${own}#${name}`)) anchors.set(`${own}#${name}`, n);
      }
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        if (!names && DATA_KEYWORDS.has(k)) continue;
        walk.push({ value: value[k], path: [...path, k], parent: n, names: !names && NAME_MAPS.has(k), base: own });
      }
    }
    if (parent >= 0) children[parent]!.push(n);
  }
  // Reference edges, found after every node is known (a reference may point forward).
  const refEdges: Array<Array<{ to: number; path: JsonPath; ref: string }>> = nodes.map(() => []);
  for (let n = 0; n < nodes.length; n++) {
    const { obj, path, base } = nodes[n]!;
    for (const key of REF_KEYS) {
      const ref = Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
      if (typeof ref !== 'string') continue;
      const hash = ref.indexOf('#');
      const fragment = decodeFragment(hash < 0 ? '' : ref.slice(hash + 1));
      if (fragment === undefined) return { path: [...path, key], message: `$ref ${ref} cannot be resolved: its fragment is not valid percent-encoding` };
      const target = resolve(hash < 0 ? ref : ref.slice(0, hash) || base, base)?.replace(/#.*$/, '');
      const resource = target === undefined ? undefined : resources.get(target);
      if (resource === undefined) continue; // unresolvable: Ajv says so when it compiles
      let to: number | undefined;
      if (fragment === '' || fragment.startsWith('/')) {
        const node = pointerGet(nodes[resource]!.obj, fragment);
        // Ajv follows a pointer through inherited properties too (`#/$defs/constructor` would be
        // Object's constructor): a name the schema does not define is unresolvable, whatever it is.
        if (node === undefined) return { path: [...path, key], message: `$ref ${ref} cannot be resolved` };
        to = isObject(node) ? index.get(node) : undefined;
      } else to = anchors.get(`${target}#${fragment}`);
      if (to !== undefined) refEdges[n]!.push({ to, path: [...path, key], ref });
    }
  }
  const succ = (n: number): number[] => [...children[n]!, ...refEdges[n]!.map((e) => e.to)];
  // Tarjan's strongly connected components, iteratively; components come out successors first.
  const order = new Array<number>(nodes.length).fill(-1);
  const low = new Array<number>(nodes.length).fill(0);
  const onStack = new Array<boolean>(nodes.length).fill(false);
  const comp = new Array<number>(nodes.length).fill(-1);
  const compSize: number[] = [];
  const depth: number[] = [];
  const next: Array<{ to: number; from: number } | null> = [];
  const sccStack: number[] = [];
  let counter = 0;
  const frames: Array<{ n: number; out: number[]; i: number }> = [];
  const open = (n: number) => {
    order[n] = low[n] = counter++;
    sccStack.push(n);
    onStack[n] = true;
    frames.push({ n, out: succ(n), i: 0 });
  };
  open(0);
  while (frames.length) {
    const f = frames[frames.length - 1]!;
    if (f.i < f.out.length) {
      const m = f.out[f.i++]!;
      if (order[m] === -1) open(m);
      else if (onStack[m]) low[f.n] = Math.min(low[f.n]!, order[m]!);
      continue;
    }
    frames.pop();
    if (frames.length) low[frames[frames.length - 1]!.n] = Math.min(low[frames[frames.length - 1]!.n]!, low[f.n]!);
    if (low[f.n] !== order[f.n]) continue;
    const c = compSize.length;
    const members: number[] = [];
    let m: number;
    do {
      m = sccStack.pop()!;
      onStack[m] = false;
      comp[m] = c;
      members.push(m);
    } while (m !== f.n);
    // Every successor outside the component is finished already, with its depth known.
    let best = 0;
    let via: { to: number; from: number } | null = null;
    for (const u of members) {
      for (const v of succ(u)) {
        const cv = comp[v]!;
        if (cv === c || cv < 0) continue;
        if (depth[cv]! > best) {
          best = depth[cv]!;
          via = { to: v, from: u };
        }
      }
    }
    compSize.push(members.length);
    depth.push(members.length + best);
    next.push(via);
  }
  const rootComp = comp[0]!;
  if (depth[rootComp]! <= MAX_REFERENCE_DEPTH) return null;
  // Point at the first reference on the deepest path.
  let c = rootComp;
  let at: { path: JsonPath; ref: string } | undefined;
  while (!at) {
    const via = next[c];
    if (!via) break;
    const edge = refEdges[via.from]!.find((e) => e.to === via.to);
    if (edge) at = edge;
    c = comp[via.to]!;
  }
  if (!at) {
    // The depth is in one set of schemas that refer to each other: point at its first reference.
    const first = nodes.findIndex((_, n) => comp[n] === c && refEdges[n]!.length > 0);
    const edge = first >= 0 ? refEdges[first]![0] : undefined;
    if (edge) at = edge;
  }
  const limit = MAX_REFERENCE_DEPTH.toLocaleString('en');
  if (!at) return { path: [], message: `schemas and references nest more than ${limit} levels deep; tooldoc does not follow them that far` };
  return {
    path: at.path,
    message: `$ref ${at.ref} starts a chain of references and subschemas more than ${limit} levels deep, which validators may not be able to follow (tooldoc does not); make the chain shorter`,
  };
}
