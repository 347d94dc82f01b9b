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

/**
 * What the toolkit works out about a text for the catalog rules (its words and shingles, its
 * sentences), kept from one run of the catalog rules to the next where the runner keeps one
 * (the language server's updater does: after an edit, the catalog rules run again on a catalog of
 * which one text changed, and work out only that one). Two generations: what the last run and this
 * one used; a text neither used is let go, so it holds about one catalog's texts. A one-off run
 * (the CLI) keeps none: its texts are worked out once anyway, and keeping them would only hold
 * memory after the catalog stage.
 */
export class TextMemo {
  private now = new Map<string, Map<string, unknown>>();
  private last = new Map<string, Map<string, unknown>>();

  /** Begins a run of the catalog rules: what the run before the last did not use is let go. */
  begin(): void {
    this.last = this.now;
    this.now = new Map<string, Map<string, unknown>>();
  }

  get<T>(kind: string, text: string, make: () => T): T {
    let now = this.now.get(kind);
    if (!now) this.now.set(kind, (now = new Map<string, unknown>()));
    if (now.has(text)) return now.get(text) as T;
    const last = this.last.get(kind);
    const made = last?.has(text) ? (last.get(text) as T) : make();
    now.set(text, made);
    return made;
  }
}

let textMemo: TextMemo | undefined;

/** Runs `f` (the catalog rules) with `memo` as the text memo `perText` uses. */
export function withTextMemo<T>(memo: TextMemo | undefined, f: () => T): T {
  const outer = textMemo;
  textMemo = memo;
  try {
    return f();
  } finally {
    textMemo = outer;
  }
}

/** `make()` for `text`, once per text while the runner keeps a TextMemo (else every time). `kind` names the work, with what it depends on besides the text. What it returns is shared: it must not be changed. */
export function perText<T>(kind: string, text: string, make: () => T): T {
  return textMemo ? textMemo.get(kind, text, make) : make();
}
