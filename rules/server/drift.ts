import {
  argName,
  compileSchema,
  defineRule,
  differences,
  examplesOf,
  isDefaulted,
  isObject,
  quote,
  schemaName,
  uniqueProblems,
  validateValue,
  type JsonPath,
} from '../../src/toolkit/index.js';

/** Idempotency fields and the MCP annotation each comes from. */
const HINTS: Array<[JsonPath, string]> = [
  [['idempotency', 'safe'], 'readOnlyHint'],
  [['idempotency', 'destructive'], 'destructiveHint'],
  [['idempotency', 'idempotent'], 'idempotentHint'],
  [['open_world'], 'openWorldHint'],
];

/** At most this many differences per block: past a few, the sidecar is a different schema, and one more finding says so. */
const MAX_PER_BLOCK = 10;

const has = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const at = (o: unknown, p: JsonPath): unknown => p.reduce<unknown>((v, k) => (isObject(v) ? v[k as string] : undefined), o);

/** `the type of parameter "limit"`, `parameter "filters.status"`, `"required"`: a place inside a schema block. */
function where(block: 'parameters' | 'returns', p: JsonPath): string {
  const what = block === 'parameters' ? 'parameter' : 'field';
  let end = p.length;
  while (end > 0 && p[end - 2] !== 'properties') end--;
  const name = end > 0 ? schemaName([block, ...p.slice(0, end)]) : '';
  const rest = p.slice(end).join('.');
  if (!name) return block === 'parameters' ? `"${rest}" of the input schema` : `"${rest}" of the output schema`;
  return rest ? `"${rest}" of ${what} "${name}"` : `${what} "${name}"`;
}

/** Two texts from a little before where they first differ, so a long description's change shows. */
function excerpts(a: string, b: string): [string, string] {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // From the start of a word a little before: "…for products by name", not "…or products by name".
  let from = Math.max(0, i - 12);
  while (from > 0 && a[from - 1] !== ' ') from--;
  const cut = (s: string) => (from ? '…' : '') + s.slice(from);
  return [quote(cut(a), 48), quote(cut(b), 48)];
}

export default defineRule({
  meta: {
    id: 'server/drift',
    level: 1,
    severity: 'error',
    description: "A sidecar descriptor agrees with the live MCP server whose tool it documents: what it repeats (description, title, schemas, annotations) is what the server lists, and its examples' arguments pass the server's input schema.",
    spec: '§3, §10, §11',
    tags: ['server'],
    messages: {
      text: 'The descriptor of "{{tool}}" says {{field}} {{ours}} where server "{{server}}" lists {{theirs}}; copy the server\'s {{field}}, or remove it here to take the server\'s.',
      unlisted: 'The descriptor of "{{tool}}" has a {{field}}, but server "{{server}}" lists none, so agents never see it; add it to the server\'s tool, or remove it here.',
      changed: 'The descriptor of "{{tool}}" differs from server "{{server}}" at {{where}}: the server says {{theirs}}, the descriptor says {{ours}}; make them agree (agents see the server\'s).',
      added: 'The descriptor of "{{tool}}" has {{where}} ({{ours}}), which server "{{server}}" does not list; remove it here, or add it to the server\'s {{block}}.',
      removed: 'The descriptor of "{{tool}}" leaves out {{where}} ({{theirs}}), which server "{{server}}" lists; add it, or remove "{{field}}" here to take the server\'s.',
      more: 'The descriptor of "{{tool}}" differs from server "{{server}}" in {{count}} more places of "{{field}}"; copy the server\'s {{block}}, or remove "{{field}}" here to take the server\'s.',
      hint: 'The descriptor of "{{tool}}" says {{field}}: {{ours}}, but server "{{server}}" annotates {{hint}}: {{theirs}}; make them agree.',
      example: 'Example {{number}} of "{{tool}}": server "{{server}}" rejects argument "{{arg}}", which {{reason}}; make the example match the server\'s inputSchema.',
    },
  },
  check({ tool, report }) {
    const server = tool.server;
    const def = server?.definition;
    const side = server?.sidecar;
    if (!server || !def || !side) return;
    const data = { server: server.name };

    for (const field of ['title', 'description']) {
      if (!has(side, field) || typeof side[field] !== 'string') continue;
      const theirs = def[field];
      if (typeof theirs !== 'string' || !theirs.trim()) {
        if ((side[field]).trim()) report({ path: [field], at: 'value', messageId: 'unlisted', data: { ...data, field } });
        continue;
      }
      // White space and a closing full stop are not a difference anyone would fix.
      const [a, b] = [theirs, side[field]].map((s) => s.replace(/\s+/g, ' ').replace(/[\s.]+$/, '').trim()) as [string, string];
      if (a === b) continue;
      const [t, o] = excerpts(a, b);
      report({ path: [field], at: 'value', messageId: 'text', data: { ...data, field, theirs: t, ours: o } });
    }

    for (const field of ['parameters', 'returns'] as const) {
      // A server with no outputSchema leaves `returns` to the sidecar to document.
      if (!has(side, field) || !has(def, field)) continue;
      const block = field === 'parameters' ? 'inputSchema' : 'outputSchema';
      const found = differences(def[field], side[field], 10_000);
      for (const d of found.slice(0, MAX_PER_BLOCK)) {
        const place = where(field, d.path);
        if (d.kind === 'changed') report({ path: [field, ...d.path], at: 'value', messageId: 'changed', data: { ...data, where: place, theirs: quote(d.theirs), ours: quote(d.ours) } });
        else if (d.kind === 'added') report({ path: [field, ...d.path], messageId: 'added', data: { ...data, where: place, ours: quote(d.ours), block } });
        else report({ path: [field, ...d.path.slice(0, -1)], messageId: 'removed', data: { ...data, where: place, theirs: quote(d.theirs), field } });
      }
      if (found.length > MAX_PER_BLOCK) report({ path: [field], messageId: 'more', data: { ...data, count: found.length - MAX_PER_BLOCK, field, block } });
    }

    for (const [path, hint] of HINTS) {
      const ours = at(side, path);
      const theirs = at(def, path);
      if (typeof ours !== 'boolean' || typeof theirs !== 'boolean' || ours === theirs) continue;
      // A hint the server did not set is the protocol's default, not something it said.
      if (path.length === 2 && isDefaulted(def.idempotency, String(path[1]))) continue;
      report({ path, at: 'value', messageId: 'hint', data: { ...data, field: path.join('.'), hint, ours: String(ours), theirs: String(theirs) } });
    }

    // Examples are checked against the tool's parameters (examples/arguments-schema); when the sidecar
    // repeats a schema of its own, they must also pass the server's.
    if (has(side, 'parameters') && isObject(def.parameters) && differences(def.parameters, side.parameters, 1).length) {
      const compiled = compileSchema(def.parameters);
      if (!compiled.ok) return;
      for (const { example, index } of examplesOf(side)) {
        const args = isObject(example.tool_call) ? example.tool_call.arguments : undefined;
        if (!isObject(args)) continue;
        for (const p of uniqueProblems(validateValue(compiled.validate, args))) {
          if (!p.path.length) continue;
          report({ path: ['examples', index, 'tool_call', 'arguments', ...p.path], messageId: 'example', data: { ...data, number: index + 1, arg: argName(p.path), reason: p.message } });
        }
      }
    }
  },
});
