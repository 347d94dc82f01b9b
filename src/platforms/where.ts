import type { JsonPath } from '../types.js';

/**
 * How messages name a schema node: `parameters` for the root, else the dotted property path
 * (`"filters.status"`, `"items[]"`), or the JSON pointer below `parameters` for other places.
 */
export function where(path: JsonPath): string {
  const block = String(path[0] ?? 'parameters');
  const parts: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const seg = path[i];
    if (seg === 'properties' && i + 1 < path.length) {
      parts.push((parts.length ? '.' : '') + String(path[++i]));
    } else if (seg === 'items') parts.push('[]');
    else if (seg === 'additionalProperties') parts.push('{}');
    else if (typeof seg === 'number') parts.push(`[${seg}]`);
    else parts.push(`/${String(seg)}`);
  }
  return parts.length ? `"${block}" property "${parts.join('')}"` : `"${block}"`;
}
