import type { JsonPath } from '../types/index.js';

/**
 * How messages name a schema node: `"parameters"` for the root, else the dotted property path
 * (`"parameters" property "filters.status"`, `"items[]"` for array items, `"{}"` for additional
 * properties), with any composition branch or definition it sits in after it:
 * `"parameters" property "ip" (anyOf[0])`. `block` names the root in the file's own vocabulary
 * (`inputSchema` in an MCP file; see fieldName in src/input-formats/index.ts).
 */
export function where(path: JsonPath, block = String(path[0] ?? 'parameters')): string {
  let name = '';
  const via: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const seg = path[i];
    if (seg === 'properties' && i + 1 < path.length) name += (name ? '.' : '') + String(path[++i]);
    else if (seg === 'items' && typeof path[i + 1] !== 'number') name += '[]';
    else if (seg === 'additionalProperties') name += '{}';
    else if (typeof path[i + 1] === 'number') via.push(`${String(seg)}[${String(path[++i])}]`);
    else if ((seg === '$defs' || seg === 'definitions') && i + 1 < path.length) via.push(`${seg}/${String(path[++i])}`);
    else via.push(String(seg));
  }
  const suffix = via.length ? ` (${via.join(', ')})` : '';
  return name ? `"${block}" property "${name}"${suffix}` : `"${block}"${suffix}`;
}
