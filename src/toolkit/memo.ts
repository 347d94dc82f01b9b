/**
 * What the toolkit works out about the tool the rules are checking, kept while they check it and let
 * go when the next tool begins (the core opens a scope per tool: see Linter). A dozen rules walk each
 * tool's parameters; each walk made the same path arrays again. Kept per tool rather than in a
 * WeakMap, results die young, as the garbage they replace did: a WeakMap keeps its entries until a
 * full collection, which cost more memory than the walks saved.
 *
 * Outside a scope (a program or plugin calling the toolkit on its own) nothing is kept. What a scope
 * keeps is shared by every rule that asks: it must not be changed.
 */
let current: Map<object, Map<string, unknown>> | undefined;

/** Opens the scope of one tool; give what it returns to `closeToolScope` when its checks are done. */
export function openToolScope(): Map<object, Map<string, unknown>> | undefined {
  const outer = current;
  current = new Map();
  return outer;
}

export function closeToolScope(outer: Map<object, Map<string, unknown>> | undefined): void {
  current = outer;
}

/** `make()` once per scope for `owner` (a schema object of the tool) and `key`. */
export function perTool<T>(owner: object, key: string, make: () => T): T {
  if (!current) return make();
  let byKey = current.get(owner);
  if (!byKey) current.set(owner, (byKey = new Map<string, unknown>()));
  if (byKey.has(key)) return byKey.get(key) as T;
  const made = make();
  byKey.set(key, made);
  return made;
}
